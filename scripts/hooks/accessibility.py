"""MkDocs hook: accessible names that Material 9 leaves out of its page frame.

axe-core flags three elements of every page: the search panel (``role="dialog"`` without a
name) and the two hidden checkboxes that open the search and the navigation drawer (form
controls whose labels are empty). Naming them in French fixes the violations without
overriding Material's templates. Each text replaced is found exactly once in each page: if Material's
page frame changed, the build stops and says which page and which text.
"""

from __future__ import annotations

from typing import Any

from mkdocs.structure.pages import Page

from scripts.hooks.material_assets import replace_each_once

REPLACEMENTS = (
    (
        '<div class="md-search" data-md-component="search" role="dialog">',
        '<div class="md-search" data-md-component="search" role="dialog" aria-label="Recherche">',
    ),
    (
        'type="checkbox" id="__search" autocomplete="off">',
        'type="checkbox" id="__search" autocomplete="off" aria-label="Ouvrir la recherche">',
    ),
    (
        'type="checkbox" id="__drawer" autocomplete="off">',
        'type="checkbox" id="__drawer" autocomplete="off" aria-label="Ouvrir le menu">',
    ),
)


def on_post_page(output: str, page: Page, **kwargs: Any) -> str:
    """Add the missing accessible names to the page frame."""
    what = f"noms accessibles du cadre de la page {page.file.src_uri} (scripts/hooks/accessibility.py)"
    return replace_each_once(output, REPLACEMENTS, what)
