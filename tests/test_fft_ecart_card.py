"""``check_ecart_card``: a card is accepted for the écart exactly when some legal écart holds it,
and refused with the reason :func:`check_ecart` gives."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarot_rules.cards import DECK, Card, parse_card
from tarot_rules.errors import IllegalActionError
from tarot_rules.fft import FFT3, FFT4, FFT5, Rules, check_ecart
from tarot_rules.fft.announcements import check_ecart_card


def accepted(check: object, *args: object) -> bool:
    try:
        check(*args)  # type: ignore[operator]
    except IllegalActionError:
        return False
    return True


@given(
    st.sampled_from([FFT3, FFT4, FFT5]),
    st.lists(st.sampled_from(DECK), min_size=7, max_size=10, unique=True),
)
def test_a_card_is_accepted_when_some_legal_ecart_holds_it(rules: Rules, hand: list[Card]) -> None:
    for card in hand:
        others = [c for c in hand if c is not card]
        exists = any(
            accepted(check_ecart, rules, hand, [card, *rest])
            for rest in combinations(others, rules.chien_size - 1)
        )
        assert accepted(check_ecart_card, rules, hand, card) == exists, card


def test_a_king_is_refused_with_the_ecart_reason() -> None:
    with pytest.raises(IllegalActionError, match="le Roi de cœur est refusé") as refused:
        check_ecart_card(FFT4, "R♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 1 2", parse_card("R♥"))
    assert refused.value.code == "ecart-king-bout"
