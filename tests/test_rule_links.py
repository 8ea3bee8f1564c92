"""The rule links of the practice pages: each line of a score carries its rule id from the engine, and
every rule the application links (a refusal's, a score line's) is a page and the explicit id of one of
its headings (``## Le petit au bout {#le-petit-au-bout}``), so that rewording a heading breaks no link."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import get_args

import pytest
from helpers import ROOT, heading_anchors

from tarot_app.practice import links
from tarot_app.practice.tarot_deal import NO_CHELEM_REASON
from tarot_rules.fft import FFT4, ScoreRule, score

LINKS = sorted(
    {
        *links.REFUSAL_RULES.values(),
        *links.AFRICAIN_RULES.values(),
        *links.SCORE_RULES.values(),
        links.GAME_RULE,
        links.AFRICAIN_GAME_RULE,
        str(NO_CHELEM_REASON["advice"]),
    }
)
"""Every rule link the practice pages get."""


@pytest.mark.parametrize("link", LINKS)
def test_every_rule_link_is_a_page_and_an_explicit_heading_id(link: str) -> None:
    page, _, anchor = link.partition("#")
    assert (ROOT / "docs" / page).is_file(), link
    assert not anchor or anchor in heading_anchors(page, explicit=True), link


def test_every_score_rule_has_its_link() -> None:
    assert sorted(links.SCORE_RULES) == sorted(get_args(ScoreRule))


def test_a_score_is_its_lines_each_with_its_rule() -> None:
    result = score(
        players=replace(FFT4, misere=10),
        contract="garde",
        bouts=3,
        points=91,
        poignees=["simple"],
        petit_au_bout="attaque",
        chelem_announced=True,
        chelem="attaque",
        miseres=[1, 1, 2],
    )
    assert str(result) == "\n".join(line.text for line in result.lines)
    assert [(line.rule, line.text.split(" ")[0]) for line in result.lines] == [
        ("count", "Garde"),
        ("contract", "Contrat"),
        ("petit-au-bout", "Petit"),
        ("poignee", "Poignée"),
        ("chelem", "Chelem"),
        ("per-defender", "Par"),
        ("misere", "Deux"),
        ("misere", "Misère"),
        ("scores", "Scores"),
    ]
    assert [links.score_line(line)["text"] for line in result.lines] == str(result).splitlines()


def built_page(site_dir: Path, page: str) -> str:
    """The built HTML of ``docs/PAGE`` (``tarot/score.md`` is ``tarot/score/index.html``)."""
    path = page.removesuffix(".md").removesuffix("index")
    return (site_dir / path / "index.html").read_text("utf-8")


@pytest.mark.browser
def test_the_built_pages_have_every_rule_anchor(site_dir: Path) -> None:
    missing = []
    for link in LINKS:
        page, _, anchor = link.partition("#")
        if anchor and not re.search(f'<h[1-6][^>]* id="{re.escape(anchor)}"', built_page(site_dir, page)):
            missing.append(link)
    assert missing == []
