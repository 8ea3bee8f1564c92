"""JSON records: golden files replay, random games round-trip, broken records are refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarot_app.table import africain as africain_sheet
from tarot_rules.africain import (
    BGA,
    REFERENCE,
    SEED_000_NOTE,
    Cycle,
    Game,
    Round,
    Settings,
    dumps_game,
    dumps_round,
    loads_game,
    loads_round,
    play_random_game,
    seed_000_round,
)
from tarot_rules.africain.record import settings_from_json, settings_to_json
from tarot_rules.errors import IllegalActionError, InvalidFactsError, NotationError, TarotError

GOLDEN = Path(__file__).parent / "golden" / "africain"


def golden_game() -> str:
    return dumps_game(play_random_game(["Léa", "Marc", "Inès"], BGA, seed=2024))


def test_seed_000_golden_round() -> None:
    text = (GOLDEN / "seed_000_round.json").read_text(encoding="utf-8")
    r = loads_round(text)
    assert r.tricks_won == (1, 1, 0, 1) and r.lives_lost == (0, 0, 0, 1)
    assert dumps_round(seed_000_round(), SEED_000_NOTE) + "\n" == text


def test_golden_game_replays() -> None:
    text = (GOLDEN / "bga_3p_seed_2024.json").read_text(encoding="utf-8")
    game = loads_game(text)
    assert game.is_over and dumps_game(game) + "\n" == text
    assert golden_game() + "\n" == text  # the seeded deal itself did not move


@pytest.mark.parametrize("seed", range(8))
def test_random_games_round_trip(seed: int) -> None:
    rule = [REFERENCE, BGA, REFERENCE.replace(cycle=Cycle.ASCENSEUR, lives=3)][seed % 3]
    game = play_random_game(["A", "B", "C", "D", "E"][: 3 + seed % 3], rule, seed)
    text = dumps_game(game)
    again = loads_game(text)
    assert dumps_game(again) == text and again.winners == game.winners and again.history == game.history


def test_unfinished_records_replay() -> None:
    r = seed_000_round(played=False)
    r.bid(1)
    r.bid(1)
    again = loads_round(dumps_round(r))
    assert again.bids == (1, 1) and again.to_move == 2


def test_broken_records_are_refused() -> None:
    data = json.loads(dumps_round(seed_000_round()))
    data["bids"] = [1, 1, 0, 1]
    with pytest.raises(IllegalActionError):
        loads_round(json.dumps(data))
    data = json.loads(dumps_round(seed_000_round()))
    data["result"]["lives_lost"] = [0, 0, 0, 0]
    with pytest.raises(NotationError):
        loads_round(json.dumps(data))
    with pytest.raises(NotationError):
        loads_round(json.dumps({"format": "autre"}))


def test_settings_round_trip() -> None:
    assert settings_to_json(REFERENCE) == "référence"
    variant = BGA.replace(lives=9, cycle=Cycle.ASCENSEUR)
    data = settings_to_json(variant)
    assert isinstance(data, dict) and data["cycle"] == "ascenseur"
    assert settings_from_json(json.loads(json.dumps(data))) == variant


@pytest.mark.parametrize("rule", [REFERENCE, BGA])
def test_histories_replay(rule: object) -> None:
    assert rule is REFERENCE or rule is BGA
    game = play_random_game(["A", "B", "C", "D"], rule, seed=99)
    again = Game.replay(["A", "B", "C", "D"], rule, 99, game.history)
    assert again.history == game.history and again.results == game.results
    r = game.rounds[0]
    assert Round.replay(r.hands, r.dealer, r.history, rule).history == r.history
    with pytest.raises(InvalidFactsError):
        Game.replay(["A", "B", "C", "D"], rule, 99, game.history[1:])


@pytest.mark.parametrize(("rule", "players", "seed"), [(REFERENCE, 3, 1), (REFERENCE, 5, 2), (BGA, 7, 3)])
def test_a_played_game_record_imports_into_the_lives_sheet(rule: Settings, players: int, seed: int) -> None:
    """The lives sheet reads the engine's record of a game played with cards: same lives, same winners;
    its own export (a record of rounds noted at the table) reads back to the same sheet."""
    game = play_random_game([f"J{i}" for i in range(players)], rule, seed)
    view = africain_sheet.sheet(json.loads(dumps_game(game)))
    assert (view["lives"], view["winners"], view["over"]) == (game.lives, list(game.winners), True)
    exported = json.loads(json.dumps(view["record"]))
    assert all("hands" not in body and "settled" in body for body in exported["rounds"])
    again = africain_sheet.sheet(exported)
    assert again["sheet"] == view["sheet"] and again["rounds"] == view["rounds"]


def test_a_record_that_breaks_a_rule_is_refused_by_the_sheet() -> None:
    game = Game(["Léa", "Marc", "Inès"], REFERENCE, seed=4)
    for amount in (1, 1, 1):
        game.bid(amount)
    record = json.loads(dumps_game(game))
    record["rounds"][0]["bids"] = [2, 2, 3]  # the golden rule: the dealer may not make it 7
    with pytest.raises(IllegalActionError, match="Le donneur ne peut pas annoncer"):
        africain_sheet.sheet(record)
    del record["players"]
    with pytest.raises(TarotError, match="Relevé de partie illisible"):
        africain_sheet.sheet(record)
