"""« Revoir une donne » for a Tarot africain game record (``tarot-africain/partie``): each round's bids,
then one step per trick, with each computer decision's reason when the record holds them (a practice
download does), the lives after each round and the winner.

>>> from tarot_app.practice.africain_game import africain_play
>>> answer = africain_play({"players": 3, "seed": 2})
>>> while answer["view"]["winners"] is None:
...     view = answer["view"]
...     choices = [f"annonce:{n}" for n in view["bid_choices"]] or view["plays"]
...     answer = next(a for c in choices if (a := africain_play({**answer["game"], "action": c}))["refused"] is None)
>>> steps = review_game(answer["view"]["record"])
>>> [step["title"] for step in steps["steps"][:3]]
['Manche 1 : les annonces', 'Manche 1, pli 1', 'Manche 1, pli 2']
>>> steps["score"][0]["text"].startswith("Gagnant")
True
"""  # noqa: E501

from __future__ import annotations

from typing import Any, TypedDict, assert_never

from tarot_app.practice.links import RuledLine
from tarot_app.practice.session import Why, shown_why
from tarot_app.typography import Prose, prose
from tarot_rules.africain import game_from_json
from tarot_rules.africain.round import BidMade, CardPlayed


class Said(TypedDict):
    """An event of a step: what was done, and the computer's reason when the record keeps it."""

    text: Prose
    why: Why | None


class NamedCard(TypedDict):
    """A card of a hand: its notation and its French name."""

    card: str
    name: Prose


class Hand(TypedDict):
    """A seat's cards after a step."""

    name: Prose
    cards: list[NamedCard]


class Step(TypedDict):
    """A step of « Revoir une donne » (the bids, a trick…): its events and every hand after it (none
    for a Tarot africain game)."""

    title: Prose
    events: list[Said]
    hands: list[Hand]


class Review(TypedDict):
    """« Revoir une donne » : the seats' names, the steps, the score (``None`` when the record stops
    before it), the chien's cards, and whether « Analyse » can read the record."""

    names: list[Prose]
    steps: list[Step]
    score: list[RuledLine] | None
    chien: list[str]
    analysis: bool


def review_game(record: dict[str, Any]) -> Review:
    """The steps of a whole Tarot africain game record (every action replayed and checked)."""
    game = game_from_json(record)
    names = list(game.players)
    history = game.history
    reasons = record.get("reasons")
    if not isinstance(reasons, list) or len(reasons) != len(history):
        reasons = [None] * len(history)
    steps: list[Step] = []
    events = iter(zip(history, reasons, strict=True))
    for number, (played, result) in enumerate(zip(game.rounds, [*game.results, None], strict=False), 1):
        seats = result.seats if result else game.alive
        step = _step(f"Manche {number} : les annonces", events, len(seats), names)
        steps.append(step)
        for trick in range(1, played.cards + 1):
            if not (step := _step(f"Manche {number}, pli {trick}", events, len(seats), names))["events"]:
                break
            steps.append(step)
        if result is not None:
            lives = ", ".join(f"{names[s]} {n}" for s, n in enumerate(result.lives))
            steps[-1]["events"].append({"text": Prose(f"Fin de la manche. Vies : {lives}."), "why": None})
    winners = ", ".join(names[s] for s in game.winners)
    plural = "s" if len(game.winners) > 1 else ""
    score: list[RuledLine] = [
        {"text": Prose(f"Gagnant{plural} : {winners}."), "rule": "africain/vies.md#la-fin-de-la-partie"}
    ]
    return {
        "names": prose(names),
        "steps": steps,
        "score": score if game.is_over else None,
        "chien": [],
        "analysis": False,
    }


def _step(title: str, events: Any, count: int, names: list[str]) -> Step:
    """The next ``count`` events (a round's bids, or a trick) as one step."""
    lines: list[Said] = []
    for event, why in (next(events, (None, None)) for _ in range(count)):
        if event is None:
            break
        lines.append(
            {"text": Prose(said(event, names)), "why": shown_why(why) if isinstance(why, dict) else None}
        )
    return {"title": Prose(title), "events": lines, "hands": []}


def said(event: BidMade | CardPlayed, names: list[str]) -> str:
    """What a player did, in French (a trick's last card says who won it)."""
    name = names[event.seat]
    match event:
        case BidMade():
            return f"{name} annonce {event.amount} pli{'s' if event.amount > 1 else ''}."
        case CardPlayed():
            won = f" Pli pour {names[event.trick_winner]}." if event.trick_winner is not None else ""
            return f"{name} joue {event.card.the_name}.{won}"
        case _ as unreachable:
            assert_never(unreachable)
