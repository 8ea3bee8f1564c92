"""« Comparer la donne », « Analyse » and « Ce que l'ordinateur devine » : the practice pages'
analysis of the reader's play, by the Confirmé player's sampling
([tarot_rules.players.analysis][]).

- `compare`: a finished practice deal played again on the same cards with the Confirmé player in
  the reader's seat, the other seats' computers seeded as before; both scores side by side.
- `analyse`: a deal record's choices for one seat (bids, call, écart, cards), one call per choice
  so that a page shows its progress and can stop (without ``move``: the list of the choices).
- `guess`: during the card play, what the Confirmé player would guess, from the reader's seat, of
  the other hands.

>>> from tarot_app.practice.tarot_deal import play
>>> game = play({"players": 4, "donne": 3})["game"]
>>> compare(game)
Traceback (most recent call last):
...
tarot_rules.errors.IllegalActionError: La donne n’est pas finie : on la compare après la dernière carte.
"""

from __future__ import annotations

from typing import Any, TypedDict

from tarot_app.practice.moves import describe, encode
from tarot_app.practice.review import dealt_again, read_record, seat_names
from tarot_app.practice.session import Reseeded, why
from tarot_app.practice.tarot_deal import NAMES, READER, Outcome, outcome, read_game
from tarot_app.practice.tarot_deal import replay as replay_game
from tarot_app.typography import Prose, prose
from tarot_rules.errors import IllegalActionError
from tarot_rules.fft import CardPlayed, Deal, Phase, action_of, replay, rules_for, to_record
from tarot_rules.fft.events import BidMade, CardCalled, EcartMade
from tarot_rules.players.analysis import beliefs, card_cost, choice_cost
from tarot_rules.players.table import take_turns


class Compared(TypedDict):
    """« Comparer la donne » (see `compare`)."""

    yours: Outcome
    confirme: Outcome
    gain: int
    record: dict[str, Any]


class Plan(TypedDict):
    """« Analyse » without ``move``: the seats' names, the seat, the numbers of its choices."""

    names: list[Prose]
    seat: int
    moves: list[int]


class Verdict(TypedDict):
    """« Analyse » of one choice (see `analyse`)."""

    move: int
    text: Prose
    played: str
    best: str
    played_points: float
    best_points: float
    cost: float
    margin: float
    samples: int
    grade: str
    reason: Prose
    advice: str


class Chance(TypedDict):
    """The chance a seat holds a key card."""

    name: Prose
    chance: float


class Void(TypedDict):
    """The chance a seat lacks a suit or the trumps, and whether it showed it."""

    suit: Prose
    chance: float
    shown: bool


class Belief(TypedDict):
    """What the Confirmé player guesses of another seat's hand."""

    name: Prose
    cards: list[Chance]
    voids: list[Void]


class Guess(TypedDict):
    """« Ce que l'ordinateur devine » (see `guess`)."""

    samples: int
    seats: list[Belief]


def _whole(args: Any, key: str, default: int) -> int:
    """The whole number at ``key`` of ``args`` (``default`` when missing)."""
    value = args.get(key, default) if isinstance(args, dict) else default
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalActionError("arguments", f"« {key} » doit être un nombre entier.")
    return value


def compare(args: Any) -> Compared:
    """« Comparer la donne » : ``{game…}`` (a finished practice deal) → ``{yours, confirme, gain,
    record}``: the reader's outcome, the Confirmé's on the same cards (``scores``, ``lines``), the
    points the Confirmé gained over the reader (negative: lost) and the record of its deal, with
    every decision's reason, for « Revoir une donne »."""
    game = read_game(args)
    yours = replay_game(game)
    if not yours.is_over:
        raise IllegalActionError(
            "not-over", "La donne n’est pas finie : on la compare après la dernière carte."
        )
    players, donne = game["players"], game["donne"]
    deal = Deal(rules_for(players), seed=donne, dealer=donne % players)
    others = Reseeded("tarot", game["level"], donne)
    confirme = Reseeded("tarot", "confirme", donne)
    reasons = [
        why(turn.decision)
        for turn in take_turns(deal, lambda seat: (confirme if seat == READER else others)(len(deal.history)))
    ]
    mine, theirs = outcome(yours), outcome(deal)
    record = {**to_record(deal), "names": list(NAMES[players]), "reasons": reasons}
    return {
        "yours": mine,
        "confirme": theirs,
        "gain": theirs["scores"][READER] - mine["scores"][READER],
        "record": record,
    }


_ANALYSED = (BidMade, CardCalled, EcartMade, CardPlayed)
"""The choices « Analyse » measures: bids, the call, the écart and every card."""


def _choices(deal: Deal, again: Deal, seat: int) -> list[int]:
    """The numbers (in ``deal``'s history) of the choices ``seat`` made among several; ``again``, a
    fresh deal on the same cards, is played along."""
    moves = []
    for number, event in enumerate(deal.history):
        if isinstance(event, _ANALYSED) and event.seat == seat and len(again.legal_actions) > 1:
            moves.append(number)
        again.apply(action_of(event))
    return moves


def analyse(args: Any) -> Plan | Verdict:
    """« Analyse » : ``{record, seat, move?}`` → without ``move``, ``{names, seat, moves}``: the
    numbers (in the record's history) of the bids, call, écart and cards ``seat`` chose among
    several; with ``move``, that choice's cost ([card_cost][tarot_rules.players.analysis.card_cost],
    [choice_cost][tarot_rules.players.analysis.choice_cost]): ``{move, text, played, best,
    played_points, best_points, cost, margin, samples, grade, reason, advice}`` (``played`` and
    ``best`` as [moves][tarot_app.practice.moves] writes them).

    >>> from tarot_rules.fft import random_deal, to_record
    >>> record = to_record(random_deal(seed=4))
    >>> plan = analyse({"record": record, "seat": 1})
    >>> plan["names"][1], len(plan["moves"]) <= 19
    ('J2', True)
    >>> verdict = analyse({"record": record, "seat": 1, "move": plan["moves"][0]})
    >>> verdict["played"], verdict["grade"] in ("", "imprécision", "erreur"), verdict["samples"] >= 12
    ('enchère:prise', True, True)
    """
    record = read_record(args)
    deal = replay(record)
    again = dealt_again(deal)
    players = deal.rules.players
    seat, move = _whole(args, "seat", -1), _whole(args, "move", -1)
    if not 0 <= seat < players:
        raise IllegalActionError("bad-seat", f"Choisissez l’une des {players} places de la donne.")
    history = deal.history
    if move < 0:
        return {
            "names": prose(seat_names(record, players)),
            "seat": seat,
            "moves": _choices(deal, again, seat),
        }
    chosen = history[move] if move < len(history) else None
    if not isinstance(chosen, _ANALYSED) or chosen.seat != seat:
        raise IllegalActionError(
            "bad-move", f"L’action {move + 1} du relevé n’est pas un choix de la place choisie."
        )
    for earlier in history[:move]:
        again.apply(action_of(earlier))
    if isinstance(chosen, CardPlayed):
        cost = card_cost(again, seat, chosen.card, seed=move)
    else:
        cost = choice_cost(again, seat, action_of(chosen), seed=move)
    return {
        "move": move,
        "text": Prose(describe(chosen, seat_names(record, players)[seat])),
        "played": encode(cost.played),
        "best": encode(cost.best),
        "played_points": round(cost.played_points, 1),
        "best_points": round(cost.best_points, 1),
        "cost": round(cost.cost, 1),
        "margin": round(cost.margin, 1),
        "samples": cost.samples,
        "grade": cost.grade,
        "reason": Prose(cost.reason),
        "advice": cost.advice,
    }


def guess(args: Any) -> Guess:
    """« Ce que l'ordinateur devine » : ``{game…}`` during the card play → ``{samples, seats}``, for
    each other seat its ``name``, the chance it holds each key card still hidden (``cards``: ``name``,
    ``chance``) and lacks each suit or the trumps (``voids``: ``suit``, ``chance``, ``shown`` when it
    showed it), from what the reader has seen only.
    """
    game = read_game(args)
    deal = replay_game(game)
    if deal.phase is not Phase.PLAY:
        raise IllegalActionError("not-playing", "Les cartes cachées se devinent pendant le jeu de la carte.")
    samples = 200
    names = NAMES[game["players"]]
    seats: list[Belief] = [
        {
            "name": Prose(names[seat.seat]),
            "cards": [
                {"name": Prose(card), "chance": round(chance, 2)} for card, chance in seat.cards.items()
            ],
            "voids": [
                {"suit": Prose(kind), "chance": round(chance, 2), "shown": kind in seat.shown}
                for kind, chance in seat.voids.items()
            ],
        }
        for seat in beliefs(deal, READER, seed=game["donne"] * 1000 + len(game["actions"]), samples=samples)
    ]
    return {"samples": samples, "seats": seats}
