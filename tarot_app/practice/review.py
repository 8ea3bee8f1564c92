"""« Revoir une donne » : a French Tarot deal record (or a Tarot africain game record, see
[africain_review][tarot_app.practice.africain_review]), step by step — the bidding and the écart, then
one step per trick — with each computer decision's reason when the record holds them (a practice
download does).

>>> from tarot_rules.fft import random_deal, to_record
>>> steps = review({"record": to_record(random_deal(seed=4))})
>>> [step["title"] for step in steps["steps"][:3]], len(steps["steps"])
(['La donne', 'Les enchères', 'Pli 1'], 20)
>>> review({"record": {"format": "tarot-africain/manche"}})
Traceback (most recent call last):
...
tarot_rules.errors.NotationError: Ce n'est pas un relevé de donne (format « tarot-africain/manche »).
"""

from __future__ import annotations

import json
from typing import Any

from tarot_app.practice.africain_review import Hand, Review, Step, review_game
from tarot_app.practice.links import score_line
from tarot_app.practice.moves import describe
from tarot_app.practice.session import shown_why
from tarot_app.typography import Prose, prose
from tarot_rules.africain.record import GAME_FORMAT
from tarot_rules.errors import NotationError
from tarot_rules.fft import CardPlayed, Deal, action_of, replay
from tarot_rules.fft.tricks import cards_of
from tarot_rules.game import seat_name


def read_record(args: Any) -> dict[str, Any]:
    """The ``record`` of ``args``: JSON data or its text (refused in French when it is neither)."""
    record = args.get("record") if isinstance(args, dict) else None
    if isinstance(record, str):
        try:
            record = json.loads(record)
        except ValueError:
            raise NotationError("unreadable", "Relevé illisible : ce n’est pas du JSON.") from None
    if not isinstance(record, dict):
        raise NotationError("bad-record", "Relevé illisible : il faut un objet JSON.")
    return record


def dealt_again(deal: Deal) -> Deal:
    """A fresh deal on the cards ``deal`` was dealt, before any action: to follow it step by step."""
    return Deal(
        deal.rules,
        dealer=deal.dealer,
        hands=[cards_of(mask) for mask in deal.initial_hands],
        chien=deal.chien,
    )


def seat_names(record: dict[str, Any], players: int) -> list[str]:
    """The seats' names the record keeps (a practice download's), or « J1 », « J2 »…"""
    names = record.get("names")
    if isinstance(names, list) and len(names) == players and all(isinstance(n, str) for n in names):
        return names
    return [seat_name(seat) for seat in range(players)]


def review(args: Any) -> Review:
    """``{record}`` (a ``tarot-fft/donne`` record, as JSON data or text) → ``{names, steps, score}``.

    ``analysis``: whether « Analyse » ([compare][tarot_app.practice.compare]) can read the record.
    Each step has a ``title``, its ``events`` (``text`` and the computer's ``why`` or ``None``) and
    every ``hand`` after it; the record is replayed by the engine (a wrong one is refused in French).
    """
    record = read_record(args)
    if record.get("format") == GAME_FORMAT:
        return review_game(record)
    deal = replay(record)
    players = deal.rules.players
    names = seat_names(record, players)
    reasons = record.get("reasons")
    history = deal.history
    if not isinstance(reasons, list) or len(reasons) != len(history):
        reasons = [None] * len(history)
    again = dealt_again(deal)
    steps: list[Step] = [{"title": Prose("La donne"), "events": [], "hands": _hands(again, names)}]
    for event, why in zip(history, reasons, strict=True):
        if isinstance(event, CardPlayed):
            title = Prose(f"Pli {event.trick + 1}")
        else:
            title = steps[-1]["title"] if len(steps) > 1 else Prose("Les enchères")
        if steps[-1]["title"] != title:
            steps.append({"title": title, "events": [], "hands": []})
        again.apply(action_of(event))
        text = Prose(describe(event, names[event.seat]))
        steps[-1]["events"].append({"text": text, "why": shown_why(why) if isinstance(why, dict) else None})
        steps[-1]["hands"] = _hands(again, names)
    score = None
    if deal.is_over and deal.contract is not None:
        score = [score_line(line) for line in deal.score().lines]
    return {
        "names": prose(names),
        "steps": steps,
        "score": score,
        "chien": [c.notation for c in deal.chien],
        "analysis": True,
    }


def _hands(deal: Deal, names: list[str]) -> list[Hand]:
    return [
        {"name": Prose(name), "cards": [{"card": c.notation, "name": Prose(c.name)} for c in deal.hand(seat)]}
        for seat, name in enumerate(names)
    ]
