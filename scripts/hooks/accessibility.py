"""MkDocs hook: accessible names that Material 9 leaves out of its page frame.

axe-core flags three elements of every page: the search panel (``role="dialog"`` without a
name) and the two hidden checkboxes that open the search and the navigation drawer (form
controls whose labels are empty). Naming them in French fixes the violations without
overriding Material's templates.
"""

from __future__ import annotations

from typing import Any

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


def on_post_page(output: str, **kwargs: Any) -> str:
    """Add the missing accessible names to the page frame."""
    for old, new in REPLACEMENTS:
        output = output.replace(old, new, 1)
    return output
