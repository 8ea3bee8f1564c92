"""Deal records: a documented JSON format that round-trips and replays to the same score.

Format ``tarot-fft/donne``, version 1, cards in French notation (``"R♥"``, ``"21"``, ``"Excuse"``)::

    {
      "format": "tarot-fft/donne",
      "version": 1,
      "players": 4,                      # 3, 4 or 5 (the FFT preset)
      "settings": {},                    # Rules fields that differ from the preset
      "dealer": 0,                       # seats count from 0 in turn order
      "seed": 42,                        # optional: the seed that dealt the hands
      "misdeal": true,                   # optional: the redeal after a misdeal (same dealer)
      "hands": [["1♠", ...], ...],       # by seat, as dealt
      "chien": ["…"],
      "bids": ["passe", "garde", ...],   # in speaking order from the dealer's next
      "call": null,                      # 5 players: the called card
      "ecart": ["…"],                    # Prise/Garde only, else null
      "chelem": false,                   # chelem announced by the taker
      "poignees": [{"seat": 1, "cards": ["21", ...]}],
      "miseres": [{"seat": 2, "kind": "atout"}],  # optional: misères announced (variant): atout, tetes
      "tricks": [["3♥", "R♥", ...], ...],  # cards in play order, from the leader
      "scores": [318, -106, -106, -106]  # by seat; checked on replay
    }

Records where ``miseres`` lists seats (``[2]``, before the two misères) still load: each seat
announces the first misère its hand allows. Records written before the marker convention of
[tarot_rules.records][] (``"format": "fft-deal/1"``, no ``version``) still load.

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
from tarot_rules.errors import InvalidFactsError
from tarot_rules.fft.deal import Misere, misere_kinds
from tarot_rules.fft.events import BidMade, EcartMade
from tarot_rules.fft.rules import Rules, rules_for
from tarot_rules.fft.state import Deal, Phase
from tarot_rules.fft.tricks import cards_of
from tarot_rules.records import Reader

FORMAT = "tarot-fft/donne"
VERSION = 1
LEGACY_FORMAT = "fft-deal/1"
"""The marker of the records written before version 1 of ``tarot-fft/donne`` (same fields)."""
Record = dict[str, Any]
_READER = Reader("donne")


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
        "version": VERSION,
        "players": deal.rules.players,
        "settings": _settings(deal.rules),
        "dealer": deal.dealer,
    }
    if deal.seed is not None:
        record["seed"] = deal.seed
    if deal.after_misdeal:
        record["misdeal"] = True
    record["hands"] = [_names(cards_of(hand)) for hand in deal.initial_hands]
    record["chien"] = _names(deal.chien)
    record["bids"] = [str(e.contract or "passe").lower() for e in history if isinstance(e, BidMade)]
    record["call"] = deal.called.notation if deal.called else None
    ecart = [e for e in history if isinstance(e, EcartMade)]
    record["ecart"] = _names(ecart[0].cards) if ecart else None
    record["chelem"] = deal.chelem_announced
    record["poignees"] = [{"seat": p.seat, "cards": _names(p.cards)} for p in deal.poignees]
    if deal.miseres:
        record["miseres"] = [{"seat": shown.seat, "kind": shown.kind.name.lower()} for shown in deal.miseres]
    tricks = [_names(DECK[i] for i in trick.cards) for trick in deal.tricks]
    record["tricks"] = tricks + ([_names(deal.trick)] if deal.trick else [])
    record["scores"] = list(deal.score().scores) if deal.phase is Phase.FINISHED else None
    return record


def replay(record: Record) -> Deal:
    """Rebuild a deal by replaying every action of ``record`` (each one checked).

    Raises [NotationError][tarot_rules.errors.NotationError] for a record that cannot be
    read (every field is checked), [IllegalActionError][tarot_rules.errors.IllegalActionError]
    for an illegal action, [InvalidFactsError][tarot_rules.errors.InvalidFactsError] for
    impossible facts or when the replayed scores differ.
    """
    read = _READER
    record = read.mapping(record, "le relevé")
    read.check_marker(record, FORMAT, VERSION, legacy=LEGACY_FORMAT)
    players = read.number(record, "players", 3, 5)
    preset = rules_for(players)
    rules = replace(preset, **read.settings(read.field(record, "settings", dict), preset))
    dealer = read.number(record, "dealer", 0, players - 1)
    seed = record.get("seed")
    if seed is not None and not isinstance(seed, str):
        seed = read.field(record, "seed", int)
    misdeal = read.field(record, "misdeal", bool, False)
    if record.get("hands") is None:
        if seed is None:
            raise read.error("il faut les mains (« hands ») ou la graine (« seed »)")
        deal = Deal(rules, seed=seed, dealer=dealer, after_misdeal=misdeal)
    else:
        hands = [
            " ".join(read.items({"hands": hand}, "hands", str)) for hand in read.items(record, "hands", list)
        ]
        chien = " ".join(read.items(record, "chien", str))
        deal = Deal(rules, seed=seed, dealer=dealer, hands=hands, chien=chien, after_misdeal=misdeal)
    for bid in read.items(record, "bids", str):
        deal.bid(bid)
    call = read.field(record, "call", str, "")
    ecart = read.items(record, "ecart", str, [])
    chelem = read.field(record, "chelem", bool)
    poignees: dict[int, str] = {}
    for shown in read.items(record, "poignees", dict):
        poignees[read.number(shown, "seat", 0, players - 1)] = " ".join(read.items(shown, "cards", str))
    miseres = [_misere(read, entry, players) for entry in read.items(record, "miseres", object, [])]
    tricks = [read.each(trick, str, "tricks") for trick in read.items(record, "tricks", list)]
    expected = read.items(record, "scores", int, []) if record.get("scores") is not None else None
    if call:
        deal.call(call)
    if ecart:
        deal.discard(" ".join(ecart))
    if chelem:
        deal.announce_chelem()
    for trick in tricks:
        for card in trick:
            for seat, kind in [entry for entry in miseres if not deal.tricks and entry[0] == deal.to_move]:
                miseres.remove((seat, kind))
                deal.announce_misere(kind or misere_kinds(deal.initial_hands[seat])[0])
            if not deal.tricks and deal.to_move in poignees:
                deal.show_poignee(poignees.pop(deal.to_move))
            deal.play(card)
    if expected is not None and list(deal.score().scores) != expected:
        raise InvalidFactsError(
            "score-mismatch", f"La donne rejouée donne {list(deal.score().scores)}, pas {expected}."
        )
    return deal


def _misere(read: Reader, entry: object, players: int) -> tuple[int, Misere | None]:
    """A misère of the record: ``{"seat", "kind"}``, or a bare seat (kind left to the hand)."""
    if isinstance(entry, int) and not isinstance(entry, bool):
        return read.number({"miseres": entry}, "miseres", 0, players - 1), None
    shown = read.mapping(entry, "une misère")
    kind = read.field(shown, "kind", str)
    if kind.upper() not in Misere.__members__:
        raise read.error(f"misère inconnue « {kind} » (atout, tetes)")
    return read.number(shown, "seat", 0, players - 1), Misere[kind.upper()]


def dumps(deal: Deal) -> str:
    """The JSON text of ``deal``'s record (UTF-8 card symbols kept)."""
    return json.dumps(to_record(deal), ensure_ascii=False)


def loads(text: str) -> Record:
    """Read a JSON record (use [replay][tarot_rules.fft.replay] to rebuild the deal)."""
    return _READER.parse(text)
