"""MkDocs hook: the style sheets and scripts that only some pages need, on those pages only.

A page gets an asset when its HTML holds the asset's marker. Style sheets go first in the content,
so the page never shows unstyled; scripts go last, as ES modules. The tutorials' module is ``async``:
it runs as soon as it and its imports are in, usually before the theme's bundle at the end of the
page, so the first step is playable early. With Material's instant navigation, the content's
``<link>`` and ``<script>`` elements come with the new page; a module runs once per document, and
follows later pages through Material's ``document$`` (``assets/site/pages.js``).
"""

from __future__ import annotations

import html
from typing import Any

from mkdocs.utils import get_relative_url

STYLES = {
    "assets/tutorials/tutorials.css": ('class="tutorial"', 'class="tuto-progress"'),
    "assets/table/table.css": ('class="table-app"',),
}
SCRIPTS = {
    "assets/tutorials/tutorials.js": ('class="tutorial"', 'class="tuto-progress"'),
    "assets/table/table.js": ('class="table-app"',),
}
ASYNC = {"assets/tutorials/tutorials.js"}


def needed(assets: dict[str, tuple[str, ...]], html_text: str) -> list[str]:
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
    scripts = "".join(
        f'\n<script type="module"{" async" if a in ASYNC else ""} src="{url(a)}"></script>'
        for a in needed(SCRIPTS, html_text)
    )
    return f"{links}{html_text}{scripts}"
