"""MkDocs hook: the style sheets and scripts that only some pages need, on those pages only.

A page gets an asset when its HTML holds the asset's marker. Style sheets go first in the content,
so the page never shows unstyled; scripts go last, as ES modules, except the tutorials' and the
exercises' bundles (``bundles.py``): classic scripts, which run as soon as they are parsed, before the
theme's bundle (a module, even ``async``, runs in practice after it). With Material's instant navigation, the
content's ``<link>`` and ``<script>`` elements come with the new page; a script runs its setup once
per document, and follows later pages through Material's ``document$`` (``assets/site/pages.js``).
Every module a script imports statically is announced first, with the style sheets
(``<link rel="modulepreload">``): the browser fetches the whole graph at once instead of one level of
imports after the other. mkdocstrings' style sheet, which its plugin puts on every page, goes to the
API reference's pages only (:func:`on_config`): a page loads nothing it does not show.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.utils import get_relative_url

from scripts.hooks.bundles import BUNDLES

MKDOCSTRINGS_CSS = "assets/_mkdocstrings.css"
EXAMPLE = 'class="tarot-example"'
API = 'class="doc doc-object'
STYLES = {
    MKDOCSTRINGS_CSS: (API,),
    "assets/live/live.css": (EXAMPLE,),
    "assets/tutorials/tutorials.css": ('class="tutorial"', 'class="tuto-progress"'),
    "assets/table/table.css": ('class="table-app"', 'class="practice-app"'),
    "assets/practice/practice.css": ('class="practice-app"',),
    "assets/exercises/exercises.css": ('class="exercise"', 'class="worksheet"'),
}
SCRIPTS = {
    "assets/site/code-focus.js": ("<pre",),
    "assets/live/live.js": (EXAMPLE,),
    "assets/tutorials/tutorials.bundle.js": ('class="tutorial"', 'class="tuto-progress"'),
    "assets/table/table.bundle.js": ('class="table-app"',),
    "assets/practice/practice.js": ('class="practice-app"',),
    "assets/exercises/exercises.bundle.js": ('class="exercise"', 'class="worksheet"'),
}
ON_DEMAND = re.compile(r'^\s*(\w+): \(\) => import\("(\./[^"]+)"\)', re.MULTILINE)
"""A page's module in a dispatcher's table: ``donne: () => import("./deal-page.js")…``."""
CLASSIC = {"assets/tutorials/tutorials.bundle.js", "assets/exercises/exercises.bundle.js"}
"""Classic scripts (one bundle each): they run before Material's bundle, so the page is playable sooner."""
DOCS = Path(__file__).resolve().parents[2] / "docs"
STATIC_IMPORT = re.compile(r'^import\b[^"\'()]*["\'](\.{1,2}/[^"\']+)["\'];', re.MULTILINE)


def static_imports(module: str) -> list[str]:
    """The modules ``module`` imports statically (not ``import()``): read from ``docs/``, or, for a
    bundle (``bundles.py``), the modules it leaves outside.

    >>> static_imports("assets/table/table.bundle.js")[0]
    'assets/engine/client.js'
    >>> static_imports("assets/live/manifest.js")  # written at build, no import of its own
    []
    """
    folder = posixpath.dirname(module)
    bundled = [bundle.external for bundle in BUNDLES if bundle.target == module]
    if bundled:
        paths = list(bundled[0])
    elif (DOCS / module).exists():
        paths = STATIC_IMPORT.findall((DOCS / module).read_text("utf-8"))
    else:
        paths = []
    return [posixpath.normpath(posixpath.join(folder, path)) for path in paths]


def module_graph(asset: str) -> list[str]:
    """``asset`` and every module it imports statically, each once.

    >>> module_graph("assets/tutorials/tutorials.js")[:2]
    ['assets/tutorials/tutorials.js', 'assets/site/pages.js']
    >>> "assets/tutorials/free-play.js" in module_graph("assets/tutorials/tutorials.js")
    False
    >>> module_graph("assets/table/table.bundle.js")[:3]
    ['assets/table/table.bundle.js', 'assets/engine/client.js', 'assets/site/dom.js']
    """
    found: list[str] = []
    todo = [asset]
    while todo:
        module = todo.pop(0)
        if module not in found:
            found.append(module)
            todo += static_imports(module)
    return found


def needed(assets: Mapping[str, tuple[str, ...]], html_text: str) -> list[str]:
    """The assets whose marker the page holds.

    >>> needed(STYLES, '<div class="table-app" data-table="calculateur">')
    ['assets/table/table.css']
    """
    return [asset for asset, markers in assets.items() if any(m in html_text for m in markers)]


def imported_on_demand(dispatcher: str, attribute: str) -> dict[str, tuple[str, ...]]:
    """The modules ``dispatcher`` imports on demand, read from its table of pages (:data:`ON_DEMAND`),
    each with the marker of the pages that ask for it: the table is the one place that pairs them.

    >>> imported_on_demand("assets/practice/practice.js", "data-practice")["assets/practice/deal-page.js"]
    ('data-practice="donne"',)
    """
    folder = posixpath.dirname(dispatcher)
    table = ON_DEMAND.findall((DOCS / dispatcher).read_text("utf-8"))
    if not table:
        raise PluginError(f"{dispatcher} : aucune page importée à la demande (name: () => import(...))")
    return {
        posixpath.normpath(posixpath.join(folder, path)): (f'{attribute}="{name}"',) for name, path in table
    }


PRELOADED = imported_on_demand("assets/practice/practice.js", "data-practice")
"""Modules a script imports on demand (``import()``, so no page loads the others' code), announced
with their graph on the pages that will ask for them."""


@event_priority(-50)  # after mkdocstrings' own on_config, which adds its style sheet to every page
def on_config(config: Any) -> Any:
    """Take mkdocstrings' style sheet off every page's list (:data:`STYLES` puts it back where used)."""
    if MKDOCSTRINGS_CSS in config.extra_css:
        config.extra_css.remove(MKDOCSTRINGS_CSS)
    return config


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    """Put each needed style sheet before the content and each needed script after it."""

    def url(asset: str) -> str:
        return html.escape(get_relative_url(asset, page.url))

    links = "".join(f'<link rel="stylesheet" href="{url(a)}">\n' for a in needed(STYLES, html_text))
    scripts = needed(SCRIPTS, html_text)
    modules = [a for a in scripts if a not in CLASSIC]
    preloaded = dict.fromkeys(m for a in modules + needed(PRELOADED, html_text) for m in module_graph(a))
    links += "".join(f'<link rel="modulepreload" href="{url(m)}">\n' for m in preloaded)
    tags = "".join(
        f'\n<script src="{url(a)}"></script>'
        if a in CLASSIC
        else f'\n<script type="module" src="{url(a)}"></script>'
        for a in scripts
    )
    return f"{links}{html_text}{tags}"
