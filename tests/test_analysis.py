"""« Comparer la donne », « Analyse » and « Ce que l'ordinateur devine » in the engine: a card thrown
away is flagged as an error with its cost, a seat's guesses never read a hidden card, and the
Confirmé in the reader's seat replays the deal on the same cards."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from helpers import record_with

from tarot_app.practice import analyse, compare, guess, play
from tarot_app.practice.tarot_deal import advise
from tarot_app.practice.tarot_deal import replay as replay_game
from tarot_rules.cards import PETIT
from tarot_rules.errors import IllegalActionError, NotationError
from tarot_rules.fft import Bid, Deal, Phase, Play, parse_bid, replay, rules_for, to_record
from tarot_rules.players.analysis import beliefs
from tarot_rules.players.confirme import hidden_deals
from tarot_rules.players.table import make_player, play_deal, take_turns


@pytest.mark.parametrize(("players", "seed", "move"), [(4, 21, 23), (5, 11, 33)])
def test_a_petit_thrown_under_a_trump_is_an_error_with_its_cost(players: int, seed: int, move: int) -> None:
    record = record_with(players, seed, move, Play(PETIT))
    seat = replay(record).history[move].seat
    plan = analyse({"record": record, "seat": seat})
    assert move in plan["moves"]
    verdict = analyse({"record": record, "seat": seat, "move": move})
    assert verdict["played"] == "carte:1"
    assert verdict["grade"] == "erreur"
    assert verdict["best"] != "carte:1"
    assert verdict["cost"] - verdict["margin"] >= 25
    assert f"{round(verdict['cost'])} points de moins" in verdict["reason"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_garde_contre_on_a_hand_the_debutant_passes_is_an_error(players: int) -> None:
    record = record_with(players, 11, 0, Bid(parse_bid("garde contre")))
    seat = replay(record).history[0].seat
    verdict = analyse({"record": record, "seat": seat, "move": 0})
    assert verdict["played"] == "enchère:garde contre"
    assert verdict["grade"] == "erreur"
    assert verdict["best"] == "enchère:passe"
    assert "sous le seuil" in verdict["reason"]
    assert verdict["advice"].startswith("bien-jouer/")


def test_the_seats_own_good_cards_are_not_flagged() -> None:
    played = play_deal("tarot", [make_player("tarot", "debutant", s) for s in range(4)], 21, dealer=1).state
    record = to_record(played)
    plan = analyse({"record": record, "seat": 0})
    verdicts = [analyse({"record": record, "seat": 0, "move": move}) for move in plan["moves"][:4]]
    assert all(v["cost"] >= 0 and v["samples"] >= 12 for v in verdicts)
    assert all(v["grade"] != "erreur" for v in verdicts)


def test_analyse_refuses_what_is_not_a_card_of_the_seat() -> None:
    record = to_record(
        play_deal("tarot", [make_player("tarot", "debutant", s) for s in range(4)], 21, dealer=1).state
    )
    with pytest.raises(IllegalActionError, match="pas un choix de la place choisie"):
        analyse({"record": record, "seat": 0, "move": 0})
    with pytest.raises(IllegalActionError, match="l’une des 4 places"):
        analyse({"record": record, "seat": 4})
    with pytest.raises(NotationError):
        analyse({"record": "{", "seat": 0})


def in_play(players: int, seed: int, tricks: int) -> Deal:
    """Débutant deal ``seed`` after ``tricks`` tricks (a deal where somebody took)."""
    deal = Deal(rules_for(players), seed=seed, dealer=seed % players)
    debutant = make_player("tarot", "debutant", 0)
    for _ in take_turns(
        deal, lambda seat: debutant, lambda: deal.phase is Phase.PLAY and len(deal.tricks) >= tricks
    ):
        pass
    return deal


@pytest.mark.parametrize(("players", "seed"), [(4, 21), (5, 8), (3, 4)])
def test_beliefs_never_read_a_hidden_card(players: int, seed: int) -> None:
    deal = in_play(players, seed, 4)
    assert deal.phase is Phase.PLAY
    seen = beliefs(deal, 0, seed=7, samples=60)
    other = hidden_deals(deal, 0, random.Random(99), 1)[0]
    assert [other.hand_mask(s) for s in range(players)] != [deal.hand_mask(s) for s in range(players)]
    assert beliefs(other, 0, seed=7, samples=60) == seen
    for guess_of in seen:
        assert all(0.0 <= chance <= 1.0 for chance in guess_of.cards.values())
        assert all(guess_of.voids[kind] == 1.0 for kind in guess_of.shown)


def followed(
    players: int, donne: int, level: str, until: Callable[[Deal], bool] | None = None
) -> dict[str, Any]:
    """A practice deal played by following the « Conseil » at every turn, to the end or ``until``."""
    answer = play({"players": players, "donne": donne, "level": level})
    while not answer["view"].get("result") and not (until is not None and until(replay_game(answer["game"]))):
        advice = advise(answer["game"])
        answer = play({**answer["game"], "action": advice["action"]})
        assert answer["refused"] is None
    return answer


def test_the_confirme_following_its_own_advice_gains_nothing() -> None:
    answer = followed(4, 5, "confirme")
    compared = compare(answer["game"])
    assert compared["gain"] == 0
    assert compared["yours"]["scores"] == compared["confirme"]["scores"]
    assert (
        replay(compared["record"]).initial_hands == replay(answer["view"]["result"]["record"]).initial_hands
    )


def test_compare_plays_the_same_cards_and_counts_the_difference() -> None:
    answer = followed(5, 12, "debutant")
    compared = compare(answer["game"])
    ours = replay(compared["record"])
    assert ours.is_over and ours.initial_hands == replay(answer["view"]["result"]["record"]).initial_hands
    assert compared["gain"] == compared["confirme"]["scores"][0] - compared["yours"]["scores"][0]
    assert sum(compared["confirme"]["scores"]) == 0
    assert len(compared["record"]["reasons"]) == len(ours.history)


def test_guess_is_for_the_card_play_and_names_the_other_seats() -> None:
    game = play({"players": 4, "donne": 3})["game"]
    with pytest.raises(IllegalActionError, match="pendant le jeu de la carte"):
        guess(game)
    game = followed(4, 2, "debutant", lambda deal: len(deal.tricks) >= 3)["game"]
    seen = guess(game)
    assert [seat["name"] for seat in seen["seats"]] == ["Est", "Nord", "Ouest"]
    for card in {card["name"] for seat in seen["seats"] for card in seat["cards"]}:
        total = sum(c["chance"] for seat in seen["seats"] for c in seat["cards"] if c["name"] == card)
        assert total <= 1.01
