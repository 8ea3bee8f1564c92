"""Invariants over random whole games, every preset and variant, 2 to 7 players."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_rules.africain import (
    BGA,
    REFERENCE,
    AfterElimination,
    Cycle,
    EndCondition,
    Game,
    OutTogether,
    Settings,
    play_random_game,
)
from tarot_rules.errors import IllegalActionError

VARIANTS: list[Settings] = [
    REFERENCE,
    BGA,
    REFERENCE.replace(short_cycle=True, cycle=Cycle.ASCENSEUR),
    REFERENCE.replace(out_together=OutTogether.SHARED, after_elimination=AfterElimination.RESTART, lives=2),
    BGA.replace(end=EndCondition.LAST_STANDING, lives=3, min_players=3),
]


@st.composite
def table(draw: st.DrawFn) -> tuple[Settings, int, int]:
    rule = draw(st.sampled_from(VARIANTS))
    players = draw(st.integers(rule.min_start_players, rule.max_start_players))
    return rule, players, draw(st.integers(0, 2**32))


@settings(max_examples=150, deadline=None)
@given(table())
def test_random_games_keep_the_invariants(case: tuple[Settings, int, int]) -> None:
    rule, players, seed = case
    game = play_random_game([f"P{i}" for i in range(players)], rule, seed)
    assert game.is_over and game.results
    lives = [rule.lives] * players
    alive = set(range(players))
    for result, r in zip(game.results, game.rounds, strict=True):
        assert set(result.seats) == alive
        assert result.cards * len(result.seats) <= 22
        assert result.cards <= rule.start_cards_for(len(result.seats))
        assert sum(result.bids) != result.cards  # golden rule
        assert result.missed  # someone always misses
        assert sum(result.tricks) == result.cards
        assert result.lives_lost == tuple(abs(b - t) for b, t in zip(result.bids, result.tricks, strict=True))
        for seat, lost in zip(result.seats, result.lives_lost, strict=True):
            assert result.lives[seat] == lives[seat] - lost <= lives[seat]
        lives = list(result.lives)
        alive -= set(result.eliminated)
        assert all(lives[s] > 0 for s in alive) or rule.end is EndCondition.FIRST_AT_ZERO
        assert r.is_blind == (result.cards == 1)
    assert game.winners
    last = game.results[-1]
    if rule.end is EndCondition.FIRST_AT_ZERO:
        assert min(last.lives) <= 0
        assert set(game.winners) == {s for s in range(players) if lives[s] == max(lives)}
    elif alive:
        assert len(alive) < rule.min_players and set(game.winners) <= alive
    elif rule.out_together is OutTogether.SHARED:
        assert game.winners == last.seats
    else:
        assert set(game.winners) == {s for s in last.seats if lives[s] == max(lives[x] for x in last.seats)}


@settings(max_examples=150, deadline=None)
@given(table(), st.data())
def test_a_game_noted_at_the_table_equals_the_same_game_played_with_cards(
    case: tuple[Settings, int, int], data: st.DataObject
) -> None:
    """Settling each round with the tricks a played game gave yields the same lives, dealers and
    winners; a wrong count of tricks is refused and changes nothing."""
    rule, players, seed = case
    names = [f"P{i}" for i in range(players)]
    played = play_random_game(names, rule, seed)
    noted = Game(names, rule, seed=seed + 1, dealer=played.first_dealer)
    for result in played.results:
        assert (noted.dealer, noted.cards, noted.alive) == (result.dealer, result.cards, result.seats)
        for amount in result.spoken:
            noted.bid(amount)
        wrong = list(result.tricks)
        wrong[data.draw(st.integers(0, len(wrong) - 1))] += data.draw(st.sampled_from([-1, 1]))
        before = (noted.round.phase, noted.round.tricks_won, list(noted.lives))
        with pytest.raises(IllegalActionError):
            noted.settle(wrong)
        assert (noted.round.phase, noted.round.tricks_won, list(noted.lives)) == before
        assert noted.settle(result.tricks) == result
    assert noted.is_over and noted.winners == played.winners and noted.lives == played.lives
