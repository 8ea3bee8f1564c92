"""Deal records: a documented JSON format that round-trips and replays to the same score.

Format (``"format": "fft-deal/1"``), cards in French notation (``"R♥"``, ``"21"``, ``"Excuse"``)::

    {
      "format": "fft-deal/1",
      "players": 4,                      # 3, 4 or 5 (the FFT preset)
      "settings": {},                    # Rules fields that differ from the preset
      "dealer": 0,                       # seats count from 0 in turn order
      "seed": 42,                        # optional: the seed that dealt the hands
      "hands": [["1♠", ...], ...],       # by seat, as dealt
      "chien": ["…"],
      "bids": ["passe", "garde", ...],   # in speaking order from the dealer's next
      "call": null,                      # 5 players: the called card
      "ecart": ["…"],                    # Prise/Garde only, else null
      "chelem": false,                   # chelem announced by the taker
      "poignees": [{"seat": 1, "cards": ["21", ...]}],
      "miseres": [2],                    # optional: seats announcing a misère (variant)
      "tricks": [["3♥", "R♥", ...], ...],  # cards in play order, from the leader
      "scores": [318, -106, -106, -106]  # by seat; checked on replay
    }

>>> from tarot_rules.fft.simulate import random_deal
>>> deal = random_deal(seed=5)
>>> text = dumps(deal)
>>> replayed = replay(loads(text))
>>> replayed.score().scores == deal.score().scores and dumps(replayed) == text
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import fields, replace
from typing import Any

from tarot_rules.cards import DECK, Card, format_cards
from tarot_rules.errors import InvalidFactsError, NotationError
from tarot_rules.fft.events import BidMade, EcartMade
from tarot_rules.fft.rules import Rules, rules_for
from tarot_rules.fft.state import Deal, Phase
from tarot_rules.fft.tricks import cards_of

FORMAT = "fft-deal/1"
Record = dict[str, Any]


def _names(cards: Iterable[Card]) -> list[str]:
    return format_cards(cards).split()


def _settings(rules: Rules) -> dict[str, Any]:
    preset = rules_for(rules.players)
    return {
        f.name: list(value) if isinstance(value := getattr(rules, f.name), tuple) else value
        for f in fields(rules)
        if getattr(rules, f.name) != getattr(preset, f.name)
    }


def to_record(deal: Deal) -> Record:
    """The record of ``deal`` (finished or not) as plain JSON data."""
    history = deal.history
    record: Record = {
        "format": FORMAT,
        "players": deal.rules.players,
        "settings": _settings(deal.rules),
        "dealer": deal.dealer,
    }
    if deal.seed is not None:
        record["seed"] = deal.seed
    record["hands"] = [_names(cards_of(hand)) for hand in deal.initial_hands]
    record["chien"] = _names(deal.chien)
    record["bids"] = [str(e.contract or "passe").lower() for e in history if isinstance(e, BidMade)]
    record["call"] = deal.called.notation if deal.called else None
    ecart = [e for e in history if isinstance(e, EcartMade)]
    record["ecart"] = _names(ecart[0].cards) if ecart else None
    record["chelem"] = deal.chelem_announced
    record["poignees"] = [{"seat": p.seat, "cards": _names(p.cards)} for p in deal.poignees]
    if deal.miseres:
        record["miseres"] = list(deal.miseres)
    tricks = [_names(DECK[i] for i in trick.cards) for trick in deal.tricks]
    record["tricks"] = tricks + ([_names(deal.trick)] if deal.trick else [])
    record["scores"] = list(deal.score().scores) if deal.phase is Phase.FINISHED else None
    return record


def replay(record: Record) -> Deal:
    """Rebuild a deal by replaying every action of ``record`` (each one checked).

    Raises ``NotationError`` for an unreadable record, ``IllegalActionError`` for an
    illegal action, ``InvalidFactsError`` when the replayed scores differ.
    """
    if record.get("format") != FORMAT:
        raise NotationError("bad-record", f"Format de donne inconnu : {record.get('format')!r}.")
    settings = dict(record.get("settings", {}))
    for name, value in settings.items():
        if isinstance(value, list):
            settings[name] = tuple(value)
    rules = replace(rules_for(int(record["players"])), **settings)
    hands = record.get("hands")
    if hands is None:
        deal = Deal(rules, seed=record["seed"], dealer=record["dealer"])
    else:
        deal = Deal(
            rules,
            seed=record.get("seed"),
            dealer=record["dealer"],
            hands=[" ".join(hand) for hand in hands],
            chien=" ".join(record["chien"]),
        )
    for bid in record.get("bids", []):
        deal.bid(bid)
    if record.get("call"):
        deal.call(record["call"])
    if record.get("ecart"):
        deal.discard(" ".join(record["ecart"]))
    if record.get("chelem"):
        deal.announce_chelem()
    poignees = {int(p["seat"]): " ".join(p["cards"]) for p in record.get("poignees", [])}
    miseres = {int(seat) for seat in record.get("miseres", [])}
    for trick in record.get("tricks", []):
        for card in trick:
            if not deal.tricks and deal.to_move in miseres:
                miseres.discard(deal.to_move)
                deal.announce_misere()
            if not deal.tricks and deal.to_move in poignees:
                deal.show_poignee(poignees.pop(deal.to_move))
            deal.play(card)
    expected = record.get("scores")
    if expected is not None and list(deal.score().scores) != list(expected):
        raise InvalidFactsError(
            "score-mismatch", f"La donne rejouée donne {list(deal.score().scores)}, pas {list(expected)}."
        )
    return deal


def dumps(deal: Deal) -> str:
    """The JSON text of ``deal``'s record (UTF-8 card symbols kept)."""
    return json.dumps(to_record(deal), ensure_ascii=False)


def loads(text: str) -> Record:
    """Read a JSON record (use :func:`replay` to rebuild the deal)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise NotationError("bad-record", f"Donne illisible : {error}.") from None
    if not isinstance(data, dict):
        raise NotationError("bad-record", "Une donne est un objet JSON.")
    return data
