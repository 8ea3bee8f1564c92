"""French spelling of everything a reader reads on the built site: zero unknown words.

A right word the dictionary lacks goes in ``tests/mots.txt``; ``python -m scripts.spelling`` lists the
unknown words with their pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from scripts import spelling


@pytest.mark.browser
def test_every_page_is_spelt_right(site_dir: Path) -> None:
    found = spelling.unknown_by_page(site_dir)
    listing = "\n".join(f"{word} : {', '.join(pages)}" for word, pages in found.items())
    assert not found, f"mots inconnus (à corriger, ou à ajouter à tests/mots.txt) :\n{listing}"
