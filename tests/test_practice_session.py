"""The practice pages' one game loop, `PracticeSession`, for both games: the reader's refused action
changes nothing, the computers play until the reader's turn, a game resumed from its actions is the
same game."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_app.practice import africain_game, moves, tarot_deal
from tarot_app.practice.session import Notation, PracticeSession, Reseeded
from tarot_rules.africain import PRESETS, Game
from tarot_rules.cards import DECK
from tarot_rules.errors import IllegalActionError, TarotError
from tarot_rules.fft import Deal, rules_for
from tarot_rules.game import GameState

GAMES = ["tarot", "africain"]


def session(game: str, seed: int, actions: list[str] | None = None, reader: int = 0) -> PracticeSession[Any]:
    """A Débutant practice game of ``game`` at 4 players, after ``actions``."""
    kept = list(actions or [])
    notation: Any
    state: GameState[Any, Any]
    if game == "tarot":
        state, notation = Deal(rules_for(4), seed=seed, dealer=seed % 4), moves
    else:
        state, notation = Game(["Vous", "Léa", "Marc", "Inès"], PRESETS["BGA"], seed), africain_game
    return PracticeSession(
        state,
        Reseeded("tarot" if game == "tarot" else "africain", "debutant", seed),
        reader,
        Notation(notation.encode, notation.decode),
        {"actions": kept, "reasons": [None] * len(kept)},
    )


def snapshot(played: PracticeSession[Any]) -> tuple[Any, ...]:
    state = played.state
    return (
        tuple(state.history),
        state.to_move,
        tuple(state.legal_actions),
        list(played.actions),
        list(played.reasons),
    )


def reach(game: str, seed: int, reader_moves: int) -> PracticeSession[Any]:
    """A game where the reader has followed the « Conseil » ``reader_moves`` times (or to the end)."""
    played = session(game, seed)
    played.advance()
    for _ in range(reader_moves):
        if played.state.is_over:
            break
        played.play(played.notation.encode(played.advice().action))
        played.advance()
    return played


def candidates(game: str) -> list[str]:
    """Texts the reader might send: every card, bids, the chelem, and unreadable ones."""
    cards = [f"carte:{card.notation}" for card in DECK]
    if game == "tarot":
        return [*cards, "enchère:passe", "enchère:garde", "chelem", "appel:R♥", "enchère:chelem", "dormir"]
    return [*cards, *(f"annonce:{n}" for n in range(10)), "carte:Excuse@5", "annonce:x", "dormir"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(GAMES), st.integers(1, 10**6), st.integers(0, 18), st.data())
def test_a_refused_action_of_the_reader_changes_nothing(
    game: str, seed: int, reader_moves: int, data: st.DataObject
) -> None:
    played = reach(game, seed, reader_moves)
    before = snapshot(played)
    text = data.draw(st.sampled_from(candidates(game)))
    try:
        played.play(text)
    except TarotError as refused:
        assert refused.message and refused.code
        assert snapshot(played) == before
    else:
        assert played.actions[: len(before[3])] == before[3]
        assert len(played.actions) == len(before[3]) + 1 and played.reasons[-1] is None


@pytest.mark.parametrize("game", GAMES)
def test_the_computers_play_until_the_readers_turn_then_it_is_theirs_no_more(game: str) -> None:
    first = session(game, seed=5).state.to_move
    assert first is not None
    reader = (first + 2) % 4
    played = session(game, seed=5, reader=reader)
    turns = played.advance()
    assert [turn.seat for turn in turns] == [first, (first + 1) % 4] and played.state.to_move == reader
    assert len(played.actions) == len(turns) == len(played.state.history)
    assert [played.notation.encode(turn.decision.action) for turn in turns] == played.actions
    assert all(reason and reason["reason"] for reason in played.reasons)
    assert played.advance() == []  # the reader is to move: nobody else does
    played.play(played.notation.encode(played.advice().action))
    assert played.reasons[-1] is None and played.advance()


@pytest.mark.parametrize("game", GAMES)
def test_the_reader_acts_only_in_turn(game: str) -> None:
    played = session(game, seed=3, reader=1)
    while played.state.to_move == 1:
        played.play(played.notation.encode(played.advice().action))
    before = snapshot(played)
    for attempt in (lambda: played.play(candidates(game)[0]), played.advice):
        with pytest.raises(IllegalActionError, match="pas à vous de jouer"):
            attempt()
        assert snapshot(played) == before


@pytest.mark.parametrize("game", GAMES)
def test_until_stops_the_computers(game: str) -> None:
    played = session(game, seed=8)
    turns = played.advance(lambda: len(played.actions) >= 2)
    assert len(turns) == 2 == len(played.actions)


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_resumed_from_its_actions_is_the_same_game(game: str) -> None:
    played = reach(game, seed=11, reader_moves=10**3)
    assert played.state.is_over
    again = session(game, 11, played.actions)
    assert tuple(again.state.history) == tuple(played.state.history)
    rng = random.Random(11)
    middle = rng.randrange(len(played.actions))
    resumed = session(game, 11, played.actions[:middle])
    resumed.advance()
    assert resumed.actions == played.actions[: len(resumed.actions)]  # same computers' decisions


def test_the_taker_answers_the_chelem_question_while_another_seat_leads() -> None:
    """Deal 10 at 4 players: the reader takes, Ouest leads the first trick, yet the computers wait
    for the reader's chelem answer; only that answer may come out of turn."""
    answer = tarot_deal.play({"players": 4, "donne": 10})
    while answer["view"]["to_move"] == "Vous" or not answer["view"]["options"]:
        answer = tarot_deal.play({**answer["game"], "action": tarot_deal.advise(answer["game"])["action"]})
    game, hand = answer["game"], answer["view"]["hand"]
    assert answer["view"]["to_move"] == "Ouest" and answer["view"]["trick"] == []
    card = tarot_deal.play({**game, "action": f"carte:{hand[0]['card']}"})
    assert card["refused"]["code"] == "not-your-turn" and card["game"] == game
    announced = tarot_deal.play({**game, "action": "chelem"})
    assert announced["game"]["actions"][-1] == "chelem" and announced["game"]["reasons"][-1] is None
    assert announced["decisions"] == [] and announced["view"]["to_move"] == "Vous"  # the chelem's taker leads
    declined = tarot_deal.play({**game, "action": "sans-chelem"})
    assert declined["game"]["no_chelem"] and declined["decisions"][0]["name"] == "Ouest"
