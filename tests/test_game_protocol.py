"""Both games driven through the `GameState` protocol only: one random-play loop for all."""

from __future__ import annotations

import random
from itertools import combinations
from math import comb
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_rules.africain import BGA, REFERENCE, Game, Round, deal
from tarot_rules.cards import Card
from tarot_rules.errors import TarotError
from tarot_rules.fft import FFT3, FFT4, FFT5, Deal, Discard, check_ecart
from tarot_rules.fft.actions import Ecarts
from tarot_rules.fft.announcements import ecart_candidates
from tarot_rules.fft.tricks import cards_of, indices
from tarot_rules.game import GameState


def new_game(kind: str, seed: int) -> GameState[Any, Any]:
    """A fresh game of ``kind``, typed as the protocol: the tests below see nothing else."""
    if kind.startswith("fft"):
        rules = {"fft3": FFT3, "fft4": FFT4, "fft5": FFT5}[kind]
        return Deal(rules, seed=seed, dealer=seed % rules.players)
    if kind == "round":
        players = 3 + seed % 3
        return Round(deal(random.Random(seed), players, 1 + seed % (22 // players)), dealer=seed % players)
    return Game(["A", "B", "C", "D"], BGA if seed % 2 else REFERENCE, seed=seed)


KINDS = ["fft3", "fft4", "fft5", "round", "game"]


def play_out(game: GameState[Any, Any], rng: random.Random, check_copies: bool) -> None:
    """Random legal actions to the end, checking every step through the protocol."""
    while not game.is_over:
        legal = game.legal_actions
        assert len(legal) > 0 and game.to_move is not None
        action = rng.choice(legal)
        assert action in legal
        before = len(game.history)
        twin = game.copy() if check_copies else None
        event = game.apply(action)
        assert len(game.history) == before + 1 and game.history[-1] == event
        if twin is not None:  # the copy did not move with the original
            assert len(twin.history) == before and action in twin.legal_actions
    assert game.to_move is None and len(game.legal_actions) == 0
    assert game.phase.name in ("FINISHED", "REDEAL")


@pytest.mark.parametrize("kind", KINDS)
def test_every_game_follows_the_protocol(kind: str) -> None:
    game = new_game(kind, 1)
    assert isinstance(game, GameState)
    assert game.phase.name == "BIDDING" and not game.is_over


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(KINDS), st.integers(0, 10**6))
def test_random_play_through_the_protocol_reaches_the_end(kind: str, seed: int) -> None:
    play_out(new_game(kind, seed), random.Random(seed), check_copies=kind != "game")


@pytest.mark.parametrize("kind", KINDS)
def test_copies_are_independent(kind: str) -> None:
    rng = random.Random(5)
    game = new_game(kind, 5)
    for _ in range(7):
        game.apply(rng.choice(game.legal_actions))
    twin = game.copy()
    history, legal = tuple(twin.history), tuple(twin.legal_actions)
    play_out(game, rng, check_copies=False)
    assert tuple(twin.history) == history and tuple(twin.legal_actions) == legal
    play_out(twin, random.Random(6), check_copies=False)
    assert tuple(twin.history)[: len(history)] == history


@pytest.mark.parametrize("kind", KINDS)
def test_a_legal_action_view_is_live(kind: str) -> None:
    """The documented lifetime: a view answers for the position as it is when it is used."""
    game = new_game(kind, 2)
    view = game.legal_actions
    first = tuple(view)
    game.apply(first[0])
    assert tuple(view) == tuple(game.legal_actions)
    assert len(view) == len(tuple(game.legal_actions))


@pytest.mark.parametrize("kind", KINDS)
def test_a_refused_action_changes_nothing(kind: str) -> None:
    game = new_game(kind, 3)
    legal = tuple(game.legal_actions)
    game.apply(legal[0])
    history = tuple(game.history)
    if legal[0] not in game.legal_actions:
        with pytest.raises(TarotError):
            game.apply(legal[0])
    assert tuple(game.history) == history and tuple(game.legal_actions)


def accepted(rules: Any, hand: int, cards: tuple[Card, ...]) -> bool:
    try:
        check_ecart(rules, hand, cards)
    except TarotError:
        return False
    return True


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([FFT3, FFT4, FFT5]))
def test_ecarts_are_exactly_the_legal_ecarts(seed: int, rules: Any) -> None:
    """The écart actions, ranked without being built, are the écarts `check_ecart` accepts."""
    rng = random.Random(seed)
    hand = sum(1 << i for i in rng.sample(range(78), rules.hand_size + rules.chien_size))
    plain, trumps = ecart_candidates(hand)
    ecarts = Ecarts(plain, trumps, rules.chien_size)
    assert len(set(ecarts[rng.randrange(len(ecarts))] for _ in range(30))) > 1 or len(ecarts) < 30
    assert all(accepted(rules, hand, ecarts[rng.randrange(len(ecarts))].cards) for _ in range(30))
    pool = list(indices(plain | trumps))
    if comb(len(pool), rules.chien_size) <= 5000:  # small enough to try every écart
        everything = (
            cards_of(sum(1 << i for i in chosen)) for chosen in combinations(pool, rules.chien_size)
        )
        expected = {Discard(cards) for cards in everything if accepted(rules, hand, cards)}
        assert set(ecarts) == expected and len(ecarts) == len(expected)
