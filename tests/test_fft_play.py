"""Legal cards, trick winner and the French explanations of refused cards."""

from __future__ import annotations

import pytest

from tarot_rules.cards import parse_card, parse_cards
from tarot_rules.errors import IllegalActionError, NotationError
from tarot_rules.fft import check_card, legal_cards, trick_winner


def names(cards: object) -> str:
    return " ".join(str(c) for c in cards)  # type: ignore[attr-defined]


def refusal(hand: str, trick: str, card: str, **kwargs: object) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        check_card(hand, trick, card, **kwargs)  # type: ignore[arg-type]
    return info.value


def test_follow_suit_without_going_higher() -> None:
    assert names(legal_cards("2♥ R♥ 5♣ 12", "10♥")) == "2♥ R♥"
    error = refusal("2♥ R♥ 5♣ 12", "10♥", "5♣")
    assert error.code == "must-follow"
    assert str(error) == "Vous devez fournir à cœur."
    assert names(error.legal) == "2♥ R♥"


def test_void_in_suit_must_trump() -> None:
    assert names(legal_cards("5♣ 3 12", "10♥")) == "3 12"
    error = refusal("5♣ 3 12", "10♥", "5♣")
    assert (error.code, str(error)) == ("must-trump", "Vous n'avez plus de cœur : vous devez couper.")


def test_must_overtrump_even_over_partner_else_undertrump() -> None:
    assert names(legal_cards("3 15 5♣", "10♥ 14")) == "15"
    error = refusal("3 15 5♣", "10♥ 14", "3")
    assert (error.code, str(error)) == (
        "must-overtrump",
        "Vous devez surcouper : le 14 d'atout est déjà joué.",
    )
    assert names(legal_cards("3 5 5♣", "10♥ 14")) == "3 5"  # sous-couper (pisser)


def test_trump_led_must_go_higher_if_possible() -> None:
    assert names(legal_cards("3 20 R♥", "14")) == "20"
    error = refusal("3 20 R♥", "14", "3")
    assert (error.code, str(error)) == ("must-overtrump", "Vous devez monter : le 14 d'atout est déjà joué.")
    assert names(legal_cards("3 5 R♥", "14")) == "3 5"
    assert refusal("3 5 R♥", "14", "R♥").code == "must-play-trump"


def test_no_suit_no_trump_discards_anything() -> None:
    assert names(legal_cards("5♣ R♠", "10♥ 14")) == "R♠ 5♣"


def test_excuse_always_allowed_and_excuse_lead() -> None:
    assert "Excuse" in names(legal_cards("2♥ 12 Excuse", "10♥"))
    assert "Excuse" in names(legal_cards("3 20 Excuse", "14"))
    # Excuse led: the next card sets what is led.
    assert names(legal_cards("2♥ 5♣ 12", "Excuse")) == "2♥ 5♣ 12"
    assert names(legal_cards("2♥ 5♣ 12", "Excuse 5♣")) == "5♣"


def test_called_suit_may_not_be_led_first_except_called_card() -> None:
    king = parse_card("R♥")
    assert names(legal_cards("2♥ R♥ 5♣", "", called=king, first_trick=True)) == "R♥ 5♣"
    assert names(legal_cards("2♥ 5♣", "", called=king, first_trick=False)) == "2♥ 5♣"
    assert names(legal_cards("2♥ 3♥", "", called=king, first_trick=True)) == "2♥ 3♥"  # nothing else
    error = refusal("2♥ R♥ 5♣", "", "2♥", called=king, first_trick=True)
    assert error.code == "called-suit-lead" and "cœur" in str(error)


def test_card_not_in_hand_and_unknown_card() -> None:
    assert refusal("2♥ 5♣", "", "R♠").code == "not-in-hand"
    with pytest.raises(NotationError):
        check_card("2♥", "", "Z♥")
    assert not issubclass(NotationError, IllegalActionError)


@pytest.mark.parametrize(
    ("trick", "winner"),
    [
        ("3♥ R♥ 5♣ 2♥", 1),
        ("3♥ R♥ 1 2♥", 2),
        ("3♥ 2 R♥ 21", 3),
        ("Excuse 3♥ R♥ 2", 3),
        ("Excuse 3♥ R♥ 5♣", 2),
        ("5♣ Excuse 2♣", 0),
        ("10♦ D♦ Excuse V♦ R♦", 4),
    ],
)
def test_trick_winner(trick: str, winner: int) -> None:
    assert trick_winner(trick) == winner
    assert trick_winner(parse_cards(trick)) == winner
