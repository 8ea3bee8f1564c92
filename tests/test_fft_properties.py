"""Invariants over thousands of random complete deals at 3, 4 and 5 players (checked path)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_rules.cards import DECK
from tarot_rules.errors import IllegalActionError
from tarot_rules.fft import FFT3, FFT4, FFT5, Deal, Phase, Rules, dumps, loads, random_deal, replay

DEALS_PER_COUNT = 2000


def snapshot(deal: Deal) -> tuple[object, ...]:
    return (
        deal.phase,
        deal.to_move,
        tuple(deal.hand(s) for s in range(deal.rules.players)),
        deal.trick,
        len(deal.history),
        deal.legal_mask(),
        len(deal.tricks),
    )


def play_checked(rules: Rules, seed: int, rng: random.Random, *, try_illegal: bool) -> Deal:
    """Random legal deal through the checked API; sometimes tries an illegal card first."""
    deal = Deal(rules, seed=seed, dealer=seed % rules.players)
    while deal.phase is Phase.BIDDING:
        deal.bid(rng.choice(deal.legal_bids))
    if deal.phase is Phase.CALL:
        deal.call(rng.choice(deal.legal_calls))
    if deal.phase is Phase.ECART:
        deal.discard(rng.sample(deal.legal_ecart_cards, rules.chien_size))
    while deal.phase is Phase.PLAY:
        legal = list(deal.legal_cards)
        assert legal and len(legal) == len(deal.legal_cards)
        if try_illegal and rng.random() < 0.1:
            wrong = rng.choice(DECK)
            if wrong not in deal.legal_cards:
                before = snapshot(deal)
                with pytest.raises(IllegalActionError) as info:
                    deal.play(wrong)
                assert info.value.legal == tuple(deal.legal_cards)
                assert snapshot(deal) == before
        card = rng.choice(legal)
        assert deal.can_play(card)
        deal.play(card)
    return deal


def check_invariants(deal: Deal) -> None:
    if deal.phase is Phase.REDEAL:
        return
    assert deal.phase is Phase.FINISHED
    played = [i for trick in deal.tricks for i in trick.cards]
    kept = deal.ecart_mask | (0 if deal.contract and deal.contract.takes_chien else deal.chien_mask)
    everything = sorted(played + [c.index for c in DECK if kept >> c.index & 1])
    assert everything == list(range(78)), "a card was lost or duplicated"
    counted = deal.count()
    assert 0 <= counted.attack_half_points <= 182
    result = deal.score()
    assert sum(result.scores) == 0
    assert result.scores[deal.taker or 0] * result.per_defender >= 0


@pytest.mark.parametrize("rules", [FFT3, FFT4, FFT5], ids=["3p", "4p", "5p"])
def test_random_deals_keep_invariants(rules: Rules) -> None:
    rng = random.Random(rules.players)
    finished = 0
    for seed in range(DEALS_PER_COUNT):
        deal = play_checked(rules, seed, rng, try_illegal=seed % 4 == 0)
        check_invariants(deal)
        finished += deal.phase is Phase.FINISHED
    assert finished > DEALS_PER_COUNT * 0.9


def test_attack_and_defence_points_make_91() -> None:
    rng = random.Random(9)
    for seed in range(200):
        deal = play_checked(FFT4, seed, rng, try_illegal=False)
        if deal.phase is not Phase.FINISHED:
            continue
        counted = deal.count()
        defence = sum(c.half_points for c in DECK) - counted.attack_half_points
        assert counted.attack_half_points + defence == 182


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([3, 4, 5]))
def test_hypothesis_deals_replay_identically(seed: int, players: int) -> None:
    rules = {3: FFT3, 4: FFT4, 5: FFT5}[players]
    deal = play_checked(rules, seed, random.Random(seed), try_illegal=True)
    check_invariants(deal)
    if deal.phase is Phase.FINISHED:
        again = replay(loads(dumps(deal)))
        assert again.score() == deal.score()
        assert again.history == deal.history


@pytest.mark.parametrize("rules", [FFT3, FFT4, FFT5], ids=["3p", "4p", "5p"])
def test_fast_path_plays_like_the_checked_path(rules: Rules) -> None:
    """``play_random`` (unchecked, the trick in local variables) plays the cards that the
    checked API gives with the same draws, and ends in the same state."""
    for seed in range(150):
        fast, slow = (random_deal(rules, seed, stop_after=0) for _ in range(2))  # before the first card
        if seed % 4 == 0 and fast.phase is Phase.PLAY:  # the announcer keeps the Excuse for last
            fast.announce_chelem()
            slow.announce_chelem()
        fast_rng, slow_rng = random.Random(-seed), random.Random(-seed)
        fast.play_random(fast_rng, seed % 30)  # stop mid-deal, then go on
        fast.play_random(fast_rng)
        while slow.phase is Phase.PLAY:
            legal = list(slow.legal_cards)  # in deck order
            slow.play(legal[int(slow_rng.random() * len(legal))] if len(legal) > 1 else legal[0])
        assert fast.history == slow.history and fast.tricks == slow.tricks
        if fast.phase is Phase.FINISHED:
            assert fast.score() == slow.score()
