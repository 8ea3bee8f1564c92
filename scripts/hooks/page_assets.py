"""MkDocs hook: the style sheets and scripts that only some pages need, on those pages only.

A page gets an asset when its HTML holds the asset's marker. Style sheets go first in the content,
so the page never shows unstyled; scripts go last, as ES modules, except the tutorials' and the
exercises' bundles (``bundles.py``): classic scripts, which run as soon as they are parsed, before the
theme's bundle (a module, even ``async``, runs in practice after it). With Material's instant navigation, the
content's ``<link>`` and ``<script>`` elements come with the new page; a script runs its setup once
per document, and follows later pages through Material's ``document$`` (``assets/site/pages.js``).
Every module a script imports statically is announced first, with the style sheets
(``<link rel="modulepreload">``): the browser fetches the whole graph at once instead of one level of
imports after the other.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mkdocs.utils import get_relative_url

STYLES = {
    "assets/tutorials/tutorials.css": ('class="tutorial"', 'class="tuto-progress"'),
    "assets/table/table.css": ('class="table-app"', 'class="practice-app"'),
    "assets/practice/practice.css": ('class="practice-app"',),
    "assets/exercises/exercises.css": ('class="exercise"', 'class="worksheet"'),
}
SCRIPTS = {
    "assets/tutorials/tutorials.bundle.js": ('class="tutorial"', 'class="tuto-progress"'),
    "assets/table/table.js": ('class="table-app"',),
    "assets/practice/practice.js": ('class="practice-app"',),
    "assets/exercises/exercises.bundle.js": ('class="exercise"', 'class="worksheet"'),
}
CLASSIC = {"assets/tutorials/tutorials.bundle.js", "assets/exercises/exercises.bundle.js"}
"""Classic scripts (one bundle each): they run before Material's bundle, so the page is playable sooner."""
DOCS = Path(__file__).resolve().parents[2] / "docs"
STATIC_IMPORT = re.compile(r'^import\b[^"\'()]*["\'](\.{1,2}/[^"\']+)["\'];', re.MULTILINE)


def module_graph(asset: str) -> list[str]:
    """``asset`` and every module it imports statically (not ``import()``), each once, read from ``docs/``.

    >>> module_graph("assets/tutorials/tutorials.js")[:2]
    ['assets/tutorials/tutorials.js', 'assets/site/pages.js']
    >>> "assets/tutorials/free-play.js" in module_graph("assets/tutorials/tutorials.js")
    False
    """
    found: list[str] = []
    todo = [asset]
    while todo:
        module = todo.pop(0)
        if module in found:
            continue
        found.append(module)
        if not (DOCS / module).exists():
            continue  # written at build (assets/live/manifest.js): no import of its own
        source = (DOCS / module).read_text("utf-8")
        folder = posixpath.dirname(module)
        todo += [posixpath.normpath(posixpath.join(folder, path)) for path in STATIC_IMPORT.findall(source)]
    return found


def needed(assets: Mapping[str, tuple[str, ...]], html_text: str) -> list[str]:
    """The assets whose marker the page holds.

    >>> needed(STYLES, '<div class="table-app" data-table="calculateur">')
    ['assets/table/table.css']
    """
    return [asset for asset, markers in assets.items() if any(m in html_text for m in markers)]


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    """Put each needed style sheet before the content and each needed script after it."""

    def url(asset: str) -> str:
        return html.escape(get_relative_url(asset, page.url))

    links = "".join(f'<link rel="stylesheet" href="{url(a)}">\n' for a in needed(STYLES, html_text))
    scripts = needed(SCRIPTS, html_text)
    modules = [a for a in scripts if a not in CLASSIC]
    links += "".join(
        f'<link rel="modulepreload" href="{url(m)}">\n' for a in modules for m in module_graph(a)
    )
    tags = "".join(
        f'\n<script src="{url(a)}"></script>'
        if a in CLASSIC
        else f'\n<script type="module" src="{url(a)}"></script>'
        for a in scripts
    )
    return f"{links}{html_text}{tags}"
