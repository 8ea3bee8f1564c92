"""French typography on every built page, in everything a reader sees: text, titles, navigation,
table of contents, the tutorials' data (shown by their script) and the search index (shown in the
results). The rules and their conventions: ``scripts/hooks/french_typography.py``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scripts.hooks import french_typography


@given(st.text(alphabet="ab1 2:;!?«»'-%,.\u00a0\u202f<>&", max_size=40))
def test_typesetting_twice_changes_nothing_more(text: str) -> None:
    once = french_typography.typeset(text)
    assert french_typography.typeset(once) == once


@pytest.mark.browser
def test_every_page_has_french_typography(site_dir: Path) -> None:
    found = [
        f"{page.relative_to(site_dir)} : {fault}"
        for page in sorted(site_dir.rglob("*.html"))
        for fault in french_typography.faults(page.read_text("utf-8"))
    ]
    assert not found, "\n".join(found)


@pytest.mark.browser
def test_the_search_results_have_french_typography(site_dir: Path) -> None:
    index = json.loads((site_dir / "search" / "search_index.json").read_text("utf-8"))
    found = [
        f"{doc['location']} : {fault}"
        for doc in index["docs"]
        for fault in french_typography.faults(doc["title"]) + french_typography.faults(doc["text"])
    ]
    assert not found, "\n".join(found)


@pytest.mark.browser
def test_code_and_attributes_are_left_alone(site_dir: Path) -> None:
    page = (site_dir / "tarot" / "encheres" / "index.html").read_text("utf-8")
    assert "l’attaque" in page and "contrat «\u00a0Pousse\u00a0»" in page
    assert 'style="text-align: left;"' in page
    assert "l'" not in "".join(french_typography.faults(page))
