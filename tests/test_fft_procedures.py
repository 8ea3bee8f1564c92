"""Dealing procedure (first dealer, cut) and the score of a deal stopped by a fault."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarot_rules import DECK
from tarot_rules.errors import IllegalActionError, InvalidFactsError
from tarot_rules.fft import Contract, score
from tarot_rules.fft.penalties import fault_score
from tarot_rules.fft.procedure import check_cut, dealer_by_draw, draw_rank


def test_lowest_card_deals_trumps_above_suits_and_clubs_lowest() -> None:
    assert dealer_by_draw("R♣ 3 R♠ 5") == 0  # a Roi is below any trump; ♣ below ♠
    assert dealer_by_draw("1♠ 1♣ 1♥") == 1  # the As de trèfle is the lowest card of all
    assert dealer_by_draw("21 2 R♥") == 2


def test_excuse_is_redrawn_and_duplicates_are_refused() -> None:
    with pytest.raises(IllegalActionError) as info:
        dealer_by_draw("5♦ Excuse 7")
    assert info.value.code == "redraw" and "J2" in info.value.message
    with pytest.raises(InvalidFactsError):
        dealer_by_draw("5♦ 5♦ 7")


@pytest.mark.parametrize("top", [0, 1, 3, 75, 78])
def test_a_cut_keeps_more_than_three_cards_each_side(top: int) -> None:
    with pytest.raises(IllegalActionError):
        check_cut(top)
    check_cut(4)
    check_cut(74)


@given(st.sampled_from(list(Contract)), st.sampled_from(["attaque", "défense"]), st.sampled_from([3, 4, 5]))
def test_fault_score_is_the_contract_made_or_failed_exactly(
    contract: Contract, guilty: str, players: int
) -> None:
    result = fault_score(players=players, contract=contract, guilty=guilty)
    assert sum(result.scores) == 0
    made = score(players=players, contract=contract, bouts=0, points=56).scores
    assert result.scores == (made if guilty == "défense" else tuple(-s for s in made))


def test_fault_gives_shown_poignees_to_the_innocent_camp() -> None:
    result = fault_score(contract="garde", guilty="attaque", poignees=[("simple", "attaque")])
    assert result.scores == (-210, 70, 70, 70)
    assert str(result).startswith("Faute de l'attaque : la Garde est comptée chutée, écart 0")


def test_two_different_cards_never_tie_at_the_draw() -> None:
    assert len({draw_rank(card) for card in DECK if not card.is_excuse}) == len(DECK) - 1
