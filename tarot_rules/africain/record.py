"""JSON records of a round and of a whole game, that replay through the checked engine.

A round record holds the players (clockwise), the settings (a preset name or
every field), the dealer seat, the hands, the bids (by seat) and the tricks
(cards in play order; the Excuse played high is written ``"Excuse:22"``); a
round noted at the table ([`Round.settle`][tarot_rules.africain.Round.settle]) has no tricks but
``"settled"``,
the tricks each seat won (and, in a game record, no hands: nobody saw them, the
seed deals them again). A game record holds the players, the settings, the seed, the first dealer and
every round (its hands, bids and tricks). Loading replays every action, so a
record that breaks a rule raises the same errors as a live game.

>>> from tarot_rules.africain.examples import seed_000_round
>>> text = dumps_round(seed_000_round())
>>> again = loads_round(text)
>>> again.tricks_won, dumps_round(again) == text
((1, 1, 0, 1), True)
>>> game = Game(["Léa", "Marc", "Inès"], seed=3)
>>> for amount in (1, 1, 1):
...     _ = game.bid(amount)
>>> _ = game.settle([3, 2, 2])
>>> loads_game(dumps_game(game)).lives == game.lives == [3, 4, 4]
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any

from tarot_rules.africain.game import Game
from tarot_rules.africain.round import EXCUSE_HIGH, Action, Bid, CardPlayed, Play, Round
from tarot_rules.africain.settings import PRESETS, REFERENCE, ExcuseMode, Settings
from tarot_rules.cards import Card, parse_card
from tarot_rules.errors import NotationError
from tarot_rules.records import Json, Reader

ROUND_FORMAT = "tarot-africain/manche"
GAME_FORMAT = "tarot-africain/partie"
VERSION = 1
_ROUND, _GAME, _SETTINGS = Reader("manche"), Reader("partie"), Reader("réglages")


def settings_to_json(settings: Settings) -> str | dict[str, Any]:
    """The preset name if ``settings`` is a preset, else every field."""
    if PRESETS.get(settings.name) == settings:
        return settings.name
    out: dict[str, Any] = {}
    for name in Settings.__dataclass_fields__:
        value = getattr(settings, name)
        if isinstance(value, Enum):
            value = value.value
        elif name == "start_cards":
            value = [list(pair) for pair in value]
        out[name] = value
    return out


def settings_from_json(data: str | dict[str, Any], read: Reader = _SETTINGS) -> Settings:
    """Inverse of [settings_to_json][tarot_rules.africain.record.settings_to_json]; every field
    checked by ``read``."""
    if isinstance(data, str):
        if data not in PRESETS:
            raise NotationError("unknown-settings", f"Règle inconnue : « {data} ».", PRESETS)
        return PRESETS[data]
    return Settings(**read.settings(read.mapping(data, "settings"), REFERENCE))


def _settings(read: Reader, data: Json) -> Settings:
    value = data.get("settings")
    return settings_from_json(value if isinstance(value, str) else read.field(data, "settings", dict), read)


def _play_text(event: CardPlayed) -> str:
    if event.card.is_excuse and event.value == EXCUSE_HIGH:
        return f"{event.card.notation}:{EXCUSE_HIGH}"
    return event.card.notation


def _parse_play(text: str) -> Play:
    word, _, value = text.partition(":")
    card = parse_card(word)
    if value:
        if not value.isdigit():
            raise NotationError("bad-play", f"Valeur d'Excuse illisible : « {text} ».")
        return Play(card, int(value))
    return Play(card)


def _round_body(r: Round) -> dict[str, Any]:
    plays = [e for e in r.history if isinstance(e, CardPlayed)]
    tricks = [[_play_text(e) for e in plays[i : i + r.players]] for i in range(0, len(plays), r.players)]
    body = {
        "cards": r.cards,
        "hands": [[c.notation for c in sorted(hand, key=lambda c: c.rank, reverse=True)] for hand in r.hands],
        "bids": [r.bid_of(s) for s in range(r.players)],
        "tricks": tricks,
    }
    if r.settled is not None:
        body["settled"] = list(r.settled)
    return body


def _hands(read: Reader, body: Json) -> list[list[Card | str]] | None:
    """The hands of ``body`` (``None`` when it has none)."""
    if body.get("hands") is None:
        return None
    return [list(read.each(hand, str, "hands")) for hand in read.items(body, "hands", list)]


def _replay_body(
    read: Reader,
    r: Round,
    apply: Callable[[Action], object],
    body: Json,
    settle: Callable[[Sequence[int]], object],
) -> None:
    """Apply the bids (in speaking order), then the plays or the noted tricks (``settled``) of ``body``
    to round ``r`` through ``apply`` and ``settle``."""
    bids = [
        read.value(bid, int, f"bids[{i}]") if bid is not None else None
        for i, bid in enumerate(read.items(body, "bids", object))
    ]
    cards = read.field(body, "cards", int, r.cards)
    if cards != r.cards:
        raise read.error(f"« cards » vaut {cards}, mais la manche se joue à {r.cards} cartes")
    settled = read.items(body, "settled", int, []) if body.get("settled") is not None else None
    tricks = [read.each(trick, str, "tricks") for trick in read.items(body, "tricks", list, [])]
    excuse_choice = r.settings.excuse is ExcuseMode.CHOICE
    for i in range(r.players):
        amount = bids[(r.dealer + 1 + i) % r.players] if len(bids) == r.players else None
        if amount is not None:
            apply(Bid(amount))
    if settled is not None:
        settle(settled)
    for trick in tricks:
        for text in trick:
            play = _parse_play(text)
            if play.card.is_excuse and excuse_choice and play.excuse_value is None:
                play = Play(play.card, 0)
            apply(play)


def round_to_json(r: Round, note: str | None = None) -> dict[str, Any]:
    """A round as a JSON-ready dict (bids by seat, ``null`` if not made yet)."""
    data: dict[str, Any] = {"format": ROUND_FORMAT, "version": VERSION}
    if note:
        data["note"] = note
    data.update(players=list(r.names), settings=settings_to_json(r.settings), dealer=r.dealer)
    data.update(_round_body(r))
    data["result"] = {"tricks_won": list(r.tricks_won), "lives_lost": list(r.lives_lost)}
    return data


def round_from_json(data: Json) -> Round:
    """Replay a round record (every field and every action checked); the ``result`` part, if any,
    must match."""
    read = _ROUND
    data = read.mapping(data, "le relevé")
    read.check_marker(data, ROUND_FORMAT, VERSION)
    read.field(data, "note", str, "")
    names = read.items(data, "players", str)
    settings = _settings(read, data)
    hands = _hands(read, data)
    if hands is None:
        raise read.error("il manque « hands »")
    r = Round(hands, read.field(data, "dealer", int), settings, names)
    _replay_body(read, r, r.apply, data, r.settle)
    result = read.field(data, "result", dict, {})
    if result:
        noted = (read.items(result, "tricks_won", int), read.items(result, "lives_lost", int))
        if (list(r.tricks_won), list(r.lives_lost)) != noted:
            raise NotationError("bad-result", "Le résultat noté ne correspond pas aux plis rejoués.")
    return r


def game_to_json(game: Game) -> dict[str, Any]:
    """A whole game (finished or not) as a JSON-ready dict."""
    rounds = []
    for r, seat_round in zip(game.rounds, _round_seats(game), strict=True):
        body = {"dealer": seat_round[r.dealer], "seats": list(seat_round), **_round_body(r)}
        if r.settled is not None:
            del body["hands"], body["tricks"]
        rounds.append(body)
    return {
        "format": GAME_FORMAT,
        "version": VERSION,
        "players": list(game.players),
        "settings": settings_to_json(game.settings),
        "seed": game.seed,
        "first_dealer": game.first_dealer,
        "rounds": rounds,
        "lives": list(game.lives),
        "winners": list(game.winners),
    }


def _round_seats(game: Game) -> list[tuple[int, ...]]:
    return [result.seats for result in game.results] + [game.alive] * (len(game.rounds) - len(game.results))


def game_from_json(data: Json) -> Game:
    """Replay a game record with its recorded hands (every field and every action checked);
    dealers, seats and lives must match."""
    read = _GAME
    data = read.mapping(data, "le relevé")
    read.check_marker(data, GAME_FORMAT, VERSION)
    players = read.items(data, "players", str)
    settings = _settings(read, data)
    rounds = [read.mapping(body, f"rounds[{i}]") for i, body in enumerate(read.items(data, "rounds", object))]
    seed = read.field(data, "seed", int, 0) if data.get("seed") is not None else None
    game = Game(
        players,
        settings,
        seed,
        dealer=read.field(data, "first_dealer", int),
        deals=[_hands(read, body) for body in rounds],
    )
    for body in rounds:
        if [game.dealer, list(game.alive)] != [
            read.field(body, "dealer", int),
            read.items(body, "seats", int),
        ]:
            raise NotationError("bad-record", "Donneur ou joueurs de la manche incohérents avec la partie.")
        _replay_body(read, game.round, game.apply, body, game.settle)
    lives = read.items(data, "lives", int, []) if data.get("lives") is not None else None
    winners = read.items(data, "winners", int, list(game.winners))
    if (lives is not None and list(game.lives) != lives) or list(game.winners) != winners:
        raise NotationError(
            "bad-result", "Les vies ou les gagnants notés ne correspondent pas à la partie rejouée."
        )
    return game


def _dumps(data: dict[str, Any]) -> str:
    """Indented JSON with each list of plain values (a hand, a trick, the bids) on one line."""
    text = json.dumps(data, ensure_ascii=False, indent=1)
    return _FLAT_LIST.sub(lambda m: "[" + _LIST_BREAK.sub(" ", m.group(1)).strip() + "]", text)


_FLAT_LIST = re.compile(r"\[([^\[\]{}]*)\]")
_LIST_BREAK = re.compile(r"\n\s*")


def dumps_round(r: Round, note: str | None = None) -> str:
    """[`round_to_json`][tarot_rules.africain.round_to_json] as indented JSON text."""
    return _dumps(round_to_json(r, note))


def loads_round(text: str) -> Round:
    """[round_from_json][tarot_rules.africain.record.round_from_json] from JSON text."""
    return round_from_json(_ROUND.parse(text))


def dumps_game(game: Game) -> str:
    """[`game_to_json`][tarot_rules.africain.game_to_json] as JSON text."""
    return _dumps(game_to_json(game))


def loads_game(text: str) -> Game:
    """[game_from_json][tarot_rules.africain.record.game_from_json] from JSON text."""
    return game_from_json(_GAME.parse(text))
