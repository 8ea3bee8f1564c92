"""What a seat sees of a deal (`tarot_rules.fft.seen_by`) holds no hidden card: the same position with
the other hands dealt otherwise is seen the same way, at every point of random deals."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tarot_rules.cards import DECK
from tarot_rules.fft import FFT3, FFT4, FFT5, Deal, Phase, seen_by


def played_until(players: int, seed: int, actions: int) -> Deal:
    """Deal ``seed`` played at random for up to ``actions`` actions."""
    rules = {3: FFT3, 4: FFT4, 5: FFT5}[players]
    deal, rng = Deal(rules, seed=seed, dealer=seed % players), random.Random(seed)
    for _ in range(actions):
        if deal.is_over or deal.phase is Phase.REDEAL:
            break
        deal.apply(rng.choice(list(deal.legal_actions)))
    return deal


def hidden_dealt_otherwise(deal: Deal, seat: int, rng: random.Random) -> Deal:
    """The same position where the cards ``seat`` cannot see (the other hands, and the chien or the écart
    unless ``seat`` made it) are shuffled among their places, each place keeping its number of cards."""
    players = deal.rules.players
    took_chien = deal.highest is not None and deal.highest.takes_chien
    own_out = took_chien and seat == deal.taker
    out_of_play = deal.ecart_mask if took_chien else deal.chien_mask
    places = [deal.hand_mask(s) for s in range(players)] + [out_of_play]
    movable = [i for i in range(players + 1) if i != seat and not (i == players and own_out)]
    cards = [c for i in movable for c in range(len(DECK)) if places[i] >> c & 1]
    rng.shuffle(cards)
    for i in movable:
        count = places[i].bit_count()
        places[i], cards = sum(1 << c for c in cards[:count]), cards[count:]
    return deal.with_hidden_cards(places[:players], places[players])


@given(
    players=st.sampled_from([3, 4, 5]),
    seed=st.integers(1, 10**6),
    actions=st.integers(0, 100),
    seat=st.integers(0, 4),
)
def test_a_seat_sees_the_same_deal_whatever_the_hidden_cards(
    players: int, seed: int, actions: int, seat: int
) -> None:
    deal = played_until(players, seed, actions)
    seat %= players
    other = hidden_dealt_otherwise(deal, seat, random.Random(seed))
    assert seen_by(other, seat) == seen_by(deal, seat)


def test_what_is_seen_follows_the_deal() -> None:
    """The hand, the trick in progress and the tricks won are those of the deal; the chien is shown only
    in a Prise or a Garde."""
    deal = played_until(4, 7, 30)
    seen = seen_by(deal, deal.to_move or 0)
    assert seen.hand == deal.hand(seen.seat)
    assert tuple(e.card for e in seen.trick) == deal.trick
    assert sum(seen.won) == len(deal.tricks)
    assert (seen.chien is not None) == bool(deal.contract and deal.contract.takes_chien)
    assert set(seen.legal) == set(deal.legal_cards) if deal.to_move == seen.seat else seen.legal == ()
