"""What the rulebook pages state in words, checked against the engine (no browser)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tarot_rules import DECK, parse_card, parse_cards
from tarot_rules.errors import IllegalActionError
from tarot_rules.fft import Camp, PlayedTrick, count_camps, legal_cards
from tarot_rules.fft.procedure import check_cut, dealer_by_draw

ROOT = Path(__file__).resolve().parent.parent
TAROT = ROOT / "docs" / "tarot"


def page(name: str) -> str:
    return (TAROT / name).read_text("utf-8")


def trick(seats: tuple[int, ...], cards: str, winner: int) -> PlayedTrick:
    return PlayedTrick(seats, tuple(card.index for card in parse_cards(cards)), winner)


@pytest.mark.parametrize(
    ("name", "source"),
    [
        ("fautes.md", "d’arbitrage* de la Fédération française de tarot"),
        ("donne.md", "Fascicule 2"),
        ("chien-et-ecart.md", "Fascicule 2"),
    ],
)
def test_procedure_pages_name_their_source(name: str, source: str) -> None:
    assert source in page(name)


def test_new_chapters_are_in_the_tarot_nav_so_in_the_printed_rulebook() -> None:
    text = (ROOT / "mkdocs.yml").read_text("utf-8").split("\nnav:", 1)[1]
    tarot = next(item["Tarot"] for item in yaml.safe_load(text) if "Tarot" in item)
    paths = [next(iter(entry.values())) if isinstance(entry, dict) else entry for entry in tarot]
    assert "tarot/fautes.md" in paths and "tarot/fin-de-partie.md" in paths


def test_cut_keeps_more_than_three_cards_as_the_dealing_page_says() -> None:
    assert "plus de trois cartes" in page("donne.md")
    check_cut(4)
    with pytest.raises(IllegalActionError):
        check_cut(3)


def test_the_ace_of_clubs_is_the_lowest_draw_as_the_dealing_page_says() -> None:
    assert "l’As\nde trèfle est donc la carte la plus faible du jeu" in page("donne.md")
    for card in DECK:
        if card.notation not in ("1♣", "21", "Excuse"):
            assert dealer_by_draw([card, parse_card("1♣"), parse_card("21")]) == 1, card


def test_the_three_readings_of_cas_litigieux() -> None:
    text = page("litiges.md")
    assert "## Trois cas où la règle se tait" in text
    # 1. After an opening Excuse at 5 players, the next card may not be of the called suit either.
    assert tuple(legal_cards("D♥ 3♥ 5♣", "Excuse", called=parse_card("R♥"), first_trick=True)) == (
        parse_card("5♣"),
    )
    # 2. A defender's Excuse on the last trick of a deal the attack otherwise sweeps goes to the attack.
    sweep = [trick((0, 1, 2), "R♥ 2♥ 3♥", 0), trick((0, 1, 2), "21 Excuse 4♥", 0)]
    counted = count_camps(sweep, frozenset({0}), 0)
    assert counted.chelem is Camp.ATTAQUE and counted.attack_bouts == 2
    # 3. The Petit in a last trick won by a chelem-closing Excuse is not « au bout ».
    closing = [trick((0, 1, 2), "21 4♥ 5♥", 0), trick((0, 1, 2), "Excuse 1 2♥", 0)]
    assert count_camps(closing, frozenset({0}), 0).petit_au_bout is None
