"""MkDocs hook: the interactive tutorials of ``tutorials/*.toml``, compiled by :mod:`tutorial_kit`.

In a page, the fence ::

    ```tutoriel
    02-pli
    ```

becomes the tutorial, and the line ``{{ sommaire_tutoriels }}`` the list of every tutorial with the
reader's progress. A file that breaks the schema, or that the engine contradicts, is logged as a
warning: ``mkdocs build --strict`` fails with the file and the step in the message.
"""

from __future__ import annotations

import logging
from typing import Any

from scripts.hooks.tarot_examples import register_fence
from scripts.hooks.tutorial_kit import TutorialError, get, html, render, summary_markdown

log = logging.getLogger("mkdocs.plugins.tutorials")

FENCE_NAME = "tutoriel"
SUMMARY_MARKER = "{{ sommaire_tutoriels }}"


def _unreadable(error: TutorialError) -> None:
    """A file off the schema: a warning, so that ``mkdocs build --strict`` stops on it."""
    log.warning("Tutoriel illisible : %s", error)


def format_fence(source: str, language: str, css_class: str, options: Any, md: Any, **kwargs: Any) -> str:
    """Superfences formatter of the ``tutoriel`` fence."""
    ident = source.strip()
    try:
        problems = get(ident).problems
    except TutorialError as error:
        _unreadable(error)
        return html.missing(ident)
    for problem in problems:
        log.warning("Tutoriel faux : %s", problem)
    return render(ident)


def on_config(config: Any) -> Any:
    """Register the ``tutoriel`` fence with pymdownx.superfences."""
    return register_fence(config, FENCE_NAME, format_fence)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Expand the tutorial summary marker."""
    if SUMMARY_MARKER not in markdown:
        return markdown
    try:
        summary = summary_markdown()
    except TutorialError as error:
        _unreadable(error)
        summary = ""
    return markdown.replace(SUMMARY_MARKER, summary)
