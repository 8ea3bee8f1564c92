"""MkDocs hook: the ``tarot`` fence, a worked example checked at build time and editable live.

An author writes a doctest session (``>>>`` prompts, then the expected
output) in a Markdown fence whose language is ``tarot``; README.md shows one.

At build time every statement runs against ``tarot_rules``; an output that
differs from the one written is a warning, so ``mkdocs build --strict`` fails.
The page shows the code without prompts, then the computed output, inside a
``div.tarot-example`` that the live runner (``assets/live/``) turns into an
editor. ``tests/test_examples.py`` runs the same check from pytest.
"""

from __future__ import annotations

import doctest
import html
import io
import logging
import re
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

log = logging.getLogger("mkdocs.plugins.tarot_examples")
FENCE_NAME = "tarot"
FENCE_PATTERN = re.compile(r"^```tarot[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
OPTIONS = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS


@dataclass(frozen=True)
class ExampleRun:
    """What one ``tarot`` fence gives: its code, the computed output, the mismatches."""

    code: str
    output: str
    failures: tuple[str, ...]


class _CollectingRunner(doctest.DocTestRunner):
    def __init__(self) -> None:
        super().__init__(optionflags=OPTIONS, verbose=False)
        self.texts: list[str] = []
        self.mismatches: list[str] = []

    def report_start(self, out: Any, test: Any, example: doctest.Example) -> None:
        return None

    def report_success(self, out: Any, test: Any, example: doctest.Example, got: str) -> None:
        self.texts.append(without_traceback(got))

    def report_failure(self, out: Any, test: Any, example: doctest.Example, got: str) -> None:
        self.texts.append(got)
        self.mismatches.append(f"{example.source.strip()}\n  attendu : {example.want!r}\n  obtenu  : {got!r}")

    def report_unexpected_exception(
        self, out: Any, test: Any, example: doctest.Example, exc_info: Any
    ) -> None:
        message = "".join(traceback.format_exception_only(*exc_info[:2])).strip()
        self.texts.append(message + "\n")
        self.mismatches.append(f"{example.source.strip()}\n  exception inattendue : {message}")


ENGINE_REFUSAL = "Refusé"
"""How a reader sees an engine error (``tarot_rules.errors``): its French message after this word."""


def without_traceback(got: str) -> str:
    """Doctest output with a traceback cut down to its last line, the class named without its module;
    an error of the engine reads « Refusé : » and its French message.

    >>> without_traceback("vu\\nTraceback (most recent call last):\\n  File 'x'\\na.b.Erreur: non\\n")
    'vu\\nErreur: non\\n'
    >>> without_traceback("Traceback (most recent call last):\\n  File 'x'\\ntarot_rules.E: non\\n")
    'Refusé : non\\n'
    """
    printed, header, trace = got.partition("Traceback (most recent call last):\n")
    if not header:
        return got
    lines = trace.splitlines(keepends=True)
    first = next((i for i, line in enumerate(lines) if not line.startswith(" ")), len(lines))
    exception = "".join(lines[first:])
    name, colon, message = exception.partition(":")
    if name.startswith("tarot_rules.") and colon:
        return f"{printed}{ENGINE_REFUSAL} :{message}"
    return printed + name.rsplit(".", 1)[-1] + colon + message


def code_of(session: str) -> str:
    """The plain Python of a doctest session (prompts removed), as the reader edits it."""
    examples = doctest.DocTestParser().get_examples(session)
    return "".join(example.source for example in examples).strip() + "\n"


def run_example(session: str, name: str = "exemple") -> ExampleRun:
    """Run a doctest session in a fresh namespace and collect its output."""
    test = doctest.DocTestParser().get_doctest(session, {"__name__": "__main__"}, name, None, 0)
    runner = _CollectingRunner()
    runner.run(test, out=io.StringIO().write, clear_globs=True)
    return ExampleRun(code_of(session), "".join(runner.texts), tuple(runner.mismatches))


def sessions_in(markdown: str) -> list[str]:
    """Every ``tarot`` fence body of a Markdown page."""
    return FENCE_PATTERN.findall(markdown)


def render(run: ExampleRun) -> str:
    """The HTML of an example: highlighted code, build-time output, source for the editor."""
    code_html = highlight(run.code, PythonLexer(), HtmlFormatter(cssclass="highlight", wrapcode=True))
    return (
        f'<div class="tarot-example" data-code="{html.escape(run.code, quote=True)}">'
        f'<div class="tarot-example__code">{code_html}</div>'
        '<div class="tarot-example__result">'
        '<p class="tarot-example__label">Résultat</p>'
        f'<pre class="tarot-example__output"><code>{html.escape(run.output)}</code></pre>'
        "</div></div>"
    )


def format_fence(source: str, language: str, css_class: str, options: Any, md: Any, **kwargs: Any) -> str:
    """Superfences formatter for the ``tarot`` fence (superfences hides exceptions: log them)."""
    try:
        run = run_example(source)
    except Exception:
        log.warning("Exemple tarot illisible :\n%s", traceback.format_exc())
        raise
    for failure in run.failures:
        log.warning("Exemple tarot faux :\n%s", failure)
    return render(run)


def register_fence(config: Any, name: str, formatter: Any) -> Any:
    """Add a custom fence ``name`` to pymdownx.superfences (once), for this hook and the others."""
    superfences = config["mdx_configs"].setdefault("pymdownx.superfences", {})
    fences = superfences.setdefault("custom_fences", [])
    if not any(fence.get("name") == name for fence in fences):
        fences.append({"name": name, "class": name, "format": formatter})
    return config


def on_config(config: Any) -> Any:
    """Register the ``tarot`` fence with pymdownx.superfences."""
    return register_fence(config, FENCE_NAME, format_fence)


def docs_pages(docs_dir: Path) -> list[Path]:
    """Every Markdown page of the site, for the tests."""
    return sorted(docs_dir.rglob("*.md"))
