"""The deal state machine: dealing, bidding, call, écart, announcements, play, Excuse, chelem."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tarot_rules.cards import DECK, PETIT, parse_card, parse_cards
from tarot_rules.errors import IllegalActionError, InvalidFactsError, NotationError
from tarot_rules.fft import (
    FFT3,
    FFT4,
    FFT5,
    Camp,
    Contract,
    Deal,
    Phase,
    PlayedTrick,
    Rules,
    count_camps,
    deal_cards,
    has_petit_sec,
)
from tarot_rules.fft.deal import deal_masks


def build(rules: Rules, fixed: dict[int, str], chien: str = "", dealer: int = 0) -> Deal:
    """A deal where some hands (and the chien) are given and the rest is filled in deck order."""
    taken = {c for text in [*fixed.values(), chien] for c in parse_cards(text)}
    rest = [c for c in DECK if c not in taken]
    hands = []
    for seat in range(rules.players):
        hand = list(parse_cards(fixed.get(seat, "")))
        while len(hand) < rules.hand_size:
            hand.append(rest.pop(0))
        hands.append(hand)
    chien_cards = list(parse_cards(chien))
    while len(chien_cards) < rules.chien_size:
        chien_cards.append(rest.pop(0))
    return Deal(replace(rules, petit_sec_redeal=False), hands=hands, chien=chien_cards, dealer=dealer)


def bids(deal: Deal, *words: str) -> None:
    for word in words:
        deal.bid(word)


# ----- dealing ---------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [FFT3, FFT4, FFT5])
def test_deal_is_seeded_and_complete(rules: Rules) -> None:
    hands, chien = deal_cards(rules, seed="abc", dealer=1)
    assert (hands, chien) == deal_cards(rules, seed="abc", dealer=1)
    assert [len(h) for h in hands] == [rules.hand_size] * rules.players
    assert len(chien) == rules.chien_size
    assert sorted([c.index for h in hands for c in h] + [c.index for c in chien]) == list(range(78))


def test_chien_never_gets_first_or_last_card() -> None:
    class Fixed(random.Random):
        def random(self) -> float:  # no swap in the shuffle: the pack stays in deck order
            return 0.9999999

    for seed in range(200):
        rng = Fixed(seed)
        hands, chien = deal_masks(FFT4, rng, dealer=3)
        assert not chien & 1 and not chien >> 77 & 1
        assert hands[0] & 1  # the first card goes to the player after the dealer
        assert hands[3] >> 77 & 1  # the last card to the dealer


def test_petit_sec_cancels_the_deal_or_play_goes_on() -> None:
    hand = "1 " + " ".join(f"{r}♠" for r in range(2, 11)) + " V♠ C♠ D♠ R♠ 1♥ 2♥ 3♥ 4♥"
    assert has_petit_sec(1 << PETIT.index)
    cancelled = Deal(FFT4, hands=[hand, *_rest_hands(hand)], chien=_chien(hand))
    assert cancelled.phase is Phase.REDEAL and "petit sec" in cancelled.redeal_reason
    assert cancelled.next_dealer == 1
    with pytest.raises(IllegalActionError) as info:
        cancelled.bid("prise")
    assert info.value.code == "wrong-phase"
    variant = replace(FFT4, petit_sec_redeal=False)
    assert Deal(variant, hands=[hand, *_rest_hands(hand)], chien=_chien(hand)).phase is Phase.BIDDING


def _others(hand: str) -> list[str]:
    taken = set(parse_cards(hand))
    return [str(c) for c in DECK if c not in taken]


def _rest_hands(hand: str) -> list[str]:
    rest = _others(hand)
    return [" ".join(rest[i * 18 : i * 18 + 18]) for i in range(3)]


def _chien(hand: str) -> str:
    return " ".join(_others(hand)[54:])


def test_bad_hands_are_refused() -> None:
    with pytest.raises(InvalidFactsError):
        Deal(FFT4, hands=["1 2 3"] * 4, chien="4 5 6 7 8 9")


# ----- bidding ---------------------------------------------------------------------------------


def test_bidding_order_outbid_and_all_pass() -> None:
    deal = Deal(FFT4, seed=1, dealer=2)
    assert deal.to_move == 3
    deal.bid("garde")
    with pytest.raises(IllegalActionError) as info:
        deal.bid("prise")
    assert info.value.code == "must-outbid" and None in info.value.legal
    assert deal.to_move == 0 and len(deal.history) == 1
    assert not deal.can_bid("prise") and deal.can_bid("garde contre")
    bids(deal, "passe", "garde sans", "passe")
    assert (deal.taker, deal.contract) == (1, Contract.GARDE_SANS)
    passed = Deal(FFT4, seed=1, dealer=2)
    bids(passed, "passe", "passe", "passe", "passe")
    assert passed.phase is Phase.REDEAL and passed.next_dealer == 3


def test_garde_sans_and_contre_skip_the_ecart() -> None:
    deal = Deal(FFT4, seed=4)
    bids(deal, "garde contre", "passe", "passe", "passe")
    assert deal.phase is Phase.PLAY and deal.ecart == ()


# ----- call at 5 players -----------------------------------------------------------------------


def test_call_a_king_partner_and_alone() -> None:
    deal = build(FFT5, {1: "R♠", 3: "R♥"})
    bids(deal, "garde", "passe", "passe", "passe", "passe")
    assert deal.phase is Phase.CALL and deal.taker == 1
    with pytest.raises(IllegalActionError) as info:
        deal.call("D♥")
    assert info.value.code == "bad-call" and parse_card("R♥") in info.value.legal
    deal.call("R♥")
    assert deal.partner == 3 and deal.attack == {1, 3}
    self_call = build(FFT5, {1: "R♠"})
    bids(self_call, "garde", "passe", "passe", "passe", "passe")
    self_call.call("R♠")
    assert self_call.partner is None
    in_chien = build(FFT5, {}, chien="R♦")
    bids(in_chien, "prise", "passe", "passe", "passe", "passe")
    in_chien.call("R♦")
    assert in_chien.partner is None and in_chien.phase is Phase.ECART


def test_four_kings_may_call_a_queen_then_a_knight() -> None:
    # FFT: with the four Rois the taker may call a Dame, or one of its own Rois to play alone.
    deal = build(FFT5, {1: "R♠ R♥ R♦ R♣"})
    bids(deal, "prise", "passe", "passe", "passe", "passe")
    assert [c.rank for c in deal.legal_calls] == [14] * 4 + [13] * 4
    queens = build(FFT5, {1: "R♠ R♥ R♦ R♣ D♠ D♥ D♦ D♣"})
    bids(queens, "prise", "passe", "passe", "passe", "passe")
    assert [str(c) for c in queens.legal_calls[8:]] == ["C♠", "C♥", "C♦", "C♣"]
    with pytest.raises(IllegalActionError) as info:
        queens.call("V♠")
    assert info.value.code == "bad-call" and queens.phase is Phase.CALL
    assert str(info.value) == "Vous devez appeler un Roi ou une Dame ou un Cavalier, pas le Valet de pique."


def test_called_suit_lead_first_trick_or_until_called() -> None:
    # J2 (taker) calls R♥, held by J3 who has no trump; J2 wins the first two tricks
    # with the 21 and the 20 and leads again each time.
    hearts = parse_card("2♥")
    for variant, restricted_later in (("first-lead", False), ("until-called", True)):
        rules = replace(FFT5, called_suit_lead=variant)
        deal = build(
            rules, {0: "R♠", 1: "21 20 2♥ 3♥ 5♦", 2: "R♥ 1♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ V♥ C♥ D♥ 1♣ 2♣ 3♣"}
        )
        bids(deal, "garde sans", "passe", "passe", "passe", "passe")
        deal.call("R♥")
        assert deal.partner == 2 and deal.to_move == 1
        assert hearts not in deal.legal_cards and parse_card("5♦") in deal.legal_cards  # the opening lead
        with pytest.raises(IllegalActionError) as info:
            deal.play(hearts)
        assert info.value.code == "called-suit-lead"
        play_trick(deal, "21", partner_card="1♥")
        assert deal.tricks[0].winner == 1 and deal.to_move == 1
        # Second lead, the called card still unseen: only the stricter table forbids hearts.
        assert (hearts in deal.legal_cards) is not restricted_later
        assert deal.can_play(hearts) is not restricted_later
        if restricted_later:
            with pytest.raises(IllegalActionError) as info:
                deal.play(hearts)
            assert info.value.code == "called-suit-lead" and parse_card("5♦") in info.value.legal
        play_trick(deal, "20", partner_card="R♥")  # J3 has no trump: it discards the called Roi
        assert deal.tricks[1].winner == 1 and deal.to_move == 1
        assert hearts in deal.legal_cards  # the called card has been played: hearts may be led


def play_trick(deal: Deal, lead: str, *, partner_card: str) -> None:
    """The player to move leads ``lead``; J3 plays ``partner_card``, the others their first legal card."""
    deal.play(lead)
    while deal.trick:
        deal.play(partner_card if deal.to_move == 2 else next(iter(deal.legal_cards)))


# ----- écart -----------------------------------------------------------------------------------


def test_ecart_rules() -> None:
    deal = build(FFT4, {1: "R♠ 1 21 Excuse 2 3 4"}, chien="5♥ 6♥ 7♥ 8♥ 9♥ 10♥")
    bids(deal, "garde", "passe", "passe", "passe")
    for cards, code in [
        ("R♠ 5♥ 6♥ 7♥ 8♥ 9♥", "ecart-king-bout"),
        ("1 5♥ 6♥ 7♥ 8♥ 9♥", "ecart-king-bout"),
        ("2 5♥ 6♥ 7♥ 8♥ 9♥", "ecart-trump"),
        ("5♥ 6♥ 7♥", "ecart-size"),
        ("5♥ 6♥ 7♥ 8♥ 9♥ 10♣", "not-in-hand"),
    ]:
        with pytest.raises(IllegalActionError) as info:
            deal.discard(cards)
        assert info.value.code == code
        assert deal.phase is Phase.ECART and len(deal.hand(1)) == 24
    event = deal.discard("5♥ 6♥ 7♥ 8♥ 9♥ 10♥")
    assert event.shown == () and len(deal.hand(1)) == 18


def test_trumps_in_ecart_only_if_unavoidable_and_shown() -> None:
    trumps = " ".join(str(n) for n in range(2, 17))  # with the chien: 19 trumps, 4 kings, 1 plain card
    deal = build(FFT4, {1: f"{trumps} R♠ R♥ 5♣"}, chien="17 18 19 20 R♦ R♣")
    bids(deal, "prise", "passe", "passe", "passe")
    plain = [c for c in deal.legal_ecart_cards if not c.is_trump]
    assert len(plain) < 6
    ecart = plain + [c for c in deal.legal_ecart_cards if c.is_trump][: 6 - len(plain)]
    event = deal.discard(ecart)
    assert len(event.shown) == 6 - len(plain)
    assert "atouts montrés" in str(event)


# ----- announcements ---------------------------------------------------------------------------


def test_poignee_exact_count_excuse_rule_and_timing() -> None:
    trumps10 = "21 20 19 18 17 16 15 14 13 12"
    deal = build(FFT4, {1: trumps10 + " 11 Excuse", 2: "1 2 3 4 5 6 7 8 9 Excuse"[:-7]})
    bids(deal, "prise", "passe", "passe", "passe")
    deal.discard([c for c in deal.legal_ecart_cards][:6])
    assert deal.to_move == 1
    with pytest.raises(IllegalActionError) as info:
        deal.show_poignee("21 20 19 18 17 16 15 14 13")
    assert info.value.code == "poignee-size"
    with pytest.raises(IllegalActionError) as info:
        deal.show_poignee("21 20 19 18 17 16 15 14 13 Excuse")
    assert info.value.code == "poignee-excuse"
    event = deal.show_poignee("12 13 14 15 16 17 18 19 20 21")  # extras (the 11) stay hidden
    assert str(event.cards[0]) == "21" and len(event.cards) == 10
    with pytest.raises(IllegalActionError):
        deal.show_poignee(trumps10)
    while len(deal.tricks) < 1:
        deal.play(next(iter(deal.legal_cards)))
    with pytest.raises(IllegalActionError) as info:
        deal.show_poignee("1 2 3 4 5 6 7 8 9 10")
    assert info.value.code == "poignee-late"


def test_chelem_announcer_leads_and_keeps_the_excuse_for_last() -> None:
    deal = build(FFT4, {2: "Excuse 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5"})
    bids(deal, "passe", "garde sans", "passe", "passe")
    assert deal.to_move == 1
    deal.announce_chelem()
    assert deal.to_move == 2 and deal.chelem_announced
    assert parse_card("Excuse") not in deal.legal_cards
    with pytest.raises(IllegalActionError) as info:
        deal.play("Excuse")
    assert info.value.code == "chelem-excuse-last"
    with pytest.raises(IllegalActionError):
        deal.announce_chelem()
    while deal.phase is Phase.PLAY:
        deal.play(max(deal.legal_cards, key=lambda c: (c.is_trump, c.rank)))
    last = deal.tricks[-1]
    assert last.winner == 2 and last.cards[0] == parse_card("Excuse").index
    result = deal.score()
    assert result.chelem is Camp.ATTAQUE and result.chelem_value == 400
    assert result.count.points == 91


# ----- Excuse and counting ---------------------------------------------------------------------

EX, PETIT_I = 77, 56


def trick(seats: tuple[int, ...], cards: str, winner: int) -> PlayedTrick:
    return PlayedTrick(seats, tuple(c.index for c in parse_cards(cards)), winner)


def test_excuse_exchange_counts_four_for_owner_and_half_for_winner() -> None:
    tricks = [trick((0, 1, 2), "R♥ Excuse 2♥", 0), trick((0, 1, 2), "3♥ 4♥ 5♥", 1)]
    counted = count_camps(tricks, frozenset({1}), 0)
    assert counted.attack_half_points == 8 + 3 and counted.attack_bouts == 1


def test_excuse_on_last_trick_changes_camp() -> None:
    # The defence (seats 1 and 2) plays the Excuse to the last trick and wins it anyway.
    tricks = [trick((0, 1, 2), "R♥ 2♥ 3♥", 0), trick((1, 2, 0), "Excuse 4♥ 5♥", 2)]
    counted = count_camps(tricks, frozenset({0}), 0)
    assert counted.attack_bouts == 1 and counted.attack_half_points == 11 + 9
    seed_wording = count_camps(tricks, frozenset({0}), 0, "trick-winner")
    assert seed_wording.attack_bouts == 0 and seed_wording.attack_half_points == 11


def test_petit_au_bout_and_chelem_excuse_last() -> None:
    plain = [trick((0, 1, 2), "R♥ 2♥ 3♥", 0), trick((0, 1, 2), "1 4♥ 5♥", 0)]
    assert count_camps(plain, frozenset({1}), 0).petit_au_bout is Camp.DEFENSE
    chelem = [trick((0, 1, 2), "1 4♥ 5♥", 0), trick((0, 1, 2), "Excuse 2♥ 3♥", 0)]
    counted = count_camps(chelem, frozenset({0}), 0)
    assert counted.petit_au_bout is Camp.ATTAQUE and counted.chelem is Camp.ATTAQUE


def test_illegal_card_leaves_the_state_unchanged_and_notation_errors_differ() -> None:
    deal = Deal(FFT3, seed=11)
    bids(deal, "garde contre", "passe", "passe")
    deal.play(next(iter(deal.legal_cards)))
    illegal = next(c for c in DECK if c not in deal.legal_cards)
    before = (deal.to_move, deal.trick, deal.hand(deal.to_move), deal.history)
    with pytest.raises(IllegalActionError) as info:
        deal.play(illegal)
    assert tuple(info.value.legal) == tuple(deal.legal_cards)
    assert (deal.to_move, deal.trick, deal.hand(deal.to_move), deal.history) == before
    with pytest.raises(NotationError):
        deal.play("Z♥")
    assert not deal.can_play("Z♥")
    with pytest.raises(IllegalActionError) as info:
        deal.bid("garde")
    assert info.value.code == "wrong-phase"
