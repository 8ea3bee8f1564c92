"""The card renderer: one accessible, styled box per card, valid HTML for sets, tricks and tables."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from tarot_app.render import card_html, card_kind, cards_html, table_html, trick_html
from tarot_rules import DECK, EXCUSE, PETIT, parse_cards


class _Checker(HTMLParser):
    """Collects the accessible names of role="img" elements and checks tags are balanced."""

    VOID = frozenset({"br", "img", "hr"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.names: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("role") == "img":
            self.names.append(values.get("aria-label") or "")
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"balise </{tag}> mal fermée"
        self.stack.pop()


def parsed(text: str) -> _Checker:
    checker = _Checker()
    checker.feed(text)
    checker.close()
    assert not checker.stack, f"balises non fermées : {checker.stack}"
    return checker


def test_every_card_has_its_french_name_and_a_kind() -> None:
    names = [parsed(card_html(card)).names[0] for card in DECK]
    assert len(set(names)) == 78
    assert "Roi de cœur" in names and "21 d'atout, bout" in names and "Excuse" in names
    kinds = {card_kind(card) for card in DECK}
    assert kinds == {"pique", "coeur", "carreau", "trefle", "atout", "excuse"}


def test_red_suits_trumps_and_excuse_are_told_apart() -> None:
    assert "tc--coeur" in card_html(parse_cards("3♥")[0])
    assert "tc--carreau" in card_html(parse_cards("3♦")[0])
    assert "tc--atout" in card_html(parse_cards("3")[0])
    assert "tc--excuse" in card_html(EXCUSE)
    assert "tc--bout" in card_html(PETIT) and "tc--bout" not in card_html(parse_cards("2")[0])


def test_a_set_accepts_notation_or_cards_and_mutes_some() -> None:
    text = cards_html("R♥ 21 Excuse", label="Chien", muted="21")
    assert text == cards_html(parse_cards("R♥ 21 Excuse"), label="Chien", muted=parse_cards("21"))
    checker = parsed(text)
    assert checker.names == ["Roi de cœur", "21 d'atout, bout", "Excuse"]
    assert text.count("tc--muted") == 1
    assert "<figcaption" in text and 'aria-label="Chien"' in text


def test_sorting_puts_cards_in_deck_order() -> None:
    assert parsed(cards_html("21 R♠ 1♠", sort=True)).names[0] == "As de pique"


def test_a_trick_names_its_winner() -> None:
    text = trick_html("3♥ R♥ 1 2♥", players=["Nord", "Est", "Sud", "Ouest"], winner=2, label="Pli 3")
    checker = parsed(text)
    assert checker.names[2] == "Petit, bout, remporte le pli"
    assert text.count("tc-trick__win") == 1 and "Ouest" in text


def test_labels_are_escaped() -> None:
    text = cards_html("R♥", label='<Main> "A"')
    assert "<Main>" not in text and "&lt;Main&gt;" in text
    parsed(text)


def test_tables_use_true_minus_and_french_decimals() -> None:
    text = table_html(["Joueur", "Points"], [["J1", -106], ["J2", 40.5], ["J3", "texte"]], caption="Feuille")
    parsed(text)
    assert "−106" in text and "40,5" in text and "<caption>Feuille</caption>" in text
    assert re.search(r'<th scope="row">J1</th>', text)
