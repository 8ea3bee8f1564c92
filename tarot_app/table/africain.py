"""Tarot Africain at the table: the lives sheet, driven round by round by
[`tarot_rules.africain.Game`][tarot_rules.africain.Game].

At a real table nobody types the cards: the sheet knows each round's bids and the tricks each player
won, and [`Game.settle`][tarot_rules.africain.Game.settle] ends each round from those tricks. The
dealer, the card count, the speaking order, the golden rule, the check of the tricks, the lives lost,
the eliminations and the winners are the engine's own, never computed here.

**The sheet** (``tarot-table/feuille-africain``, version 1; the export and import format)::

    {"format": "tarot-table/feuille-africain", "version": 1,
     "players": ["Léa", "Marc", "Inès"],     # clockwise
     "settings": "référence",                # a preset name (référence, BGA), the engine's settings JSON,
                                             # or a preset with changes: {"preset": "BGA", "lives": 10}
     "first_dealer": 0,
     "rounds": [{"bids": [1, 0, 2],          # in speaking order, from the dealer's left
                 "tricks": [1, 0, 2]},       # by player (null for a player out); absent while bidding
                {"bids": [1]}]}

`sheet` reads a sheet, applies an optional ``"action"`` (``{"bid": n}`` or ``{"tricks": [...]}``)
and answers the new sheet with everything the page shows.

>>> game = {"format": FORMAT, "version": 1, "players": ["A", "B", "C"], "first_dealer": 0, "rounds": []}
>>> view = sheet(game)
>>> view["current"]["dealer"], view["current"]["cards"], view["current"]["to_speak"]
(0, 7, 1)
>>> for amount in (3, 2):
...     view = sheet({**view["sheet"], "action": {"bid": amount}})
>>> view["current"]["forbidden"], view["current"]["legal"]
(2, [0, 1, 3, 4, 5, 6, 7])
>>> sheet({**view["sheet"], "action": {"bid": 2}})
Traceback (most recent call last):
...
tarot_rules.errors.IllegalActionError: Le donneur ne peut pas annoncer 2 : le total ferait 7 plis, \
autant que de plis à jouer.
>>> view = sheet({**view["sheet"], "action": {"bid": 0}})
>>> sheet({**view["sheet"], "action": {"tricks": [1, 3, 2]}})
Traceback (most recent call last):
...
tarot_rules.errors.IllegalActionError: Les plis notés font 6, il en faut 7 : un par carte distribuée.
>>> view = sheet({**view["sheet"], "action": {"tricks": [1, 3, 3]}})
>>> done = view["rounds"][0]
>>> done["bids"], done["lost"], done["lives"]
([0, 3, 2], [1, 0, 1], [4, 5, 4])
>>> view["current"]["dealer"], view["current"]["cards"]
(1, 6)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypedDict

from tarot_app.table.common import Csv, RefusedError, csv_text, header, names, seat, whole
from tarot_app.typography import Prose
from tarot_rules.africain import Game, Settings
from tarot_rules.africain.record import (
    GAME_FORMAT,
    game_from_json,
    game_to_json,
    settings_from_json,
    settings_to_json,
)
from tarot_rules.africain.round import Phase
from tarot_rules.errors import TarotError

FORMAT = "tarot-table/feuille-africain"


class Played(TypedDict):
    """A round played: bids, tricks and lives lost by player (``None`` for a player out), lives after."""

    number: int
    dealer: int
    cards: int
    seats: list[int]
    bids: list[int | None]
    tricks: list[int | None]
    lost: list[int | None]
    lives: list[int]
    eliminated: list[int]


class Current(TypedDict):
    """The round in progress: its bids so far, who speaks, the dealer's forbidden bid, the legal ones."""

    number: int
    dealer: int
    cards: int
    blind: bool
    seats: list[int]
    bids: list[int | None]
    phase: str
    to_speak: int | None
    forbidden: int | None
    legal: list[int]


class LivesSheet(TypedDict):
    """The lives sheet read again by the engine: the rule, rounds, lives, winners, the game's record."""

    ok: bool
    sheet: dict[str, Any]
    players: list[str]
    settings: Prose
    start_lives: int
    rounds: list[Played]
    current: Current | None
    lives: list[int]
    alive: list[int]
    over: bool
    winners: list[int]
    summary: Prose
    record: dict[str, Any]


def _noted(noted: Any, seats: Sequence[int], game: Game) -> list[int]:
    """The tricks noted for the players of the round, as whole numbers (the engine checks the rest)."""
    if not isinstance(noted, list) or len(noted) != len(game.players):
        raise RefusedError("Notez les plis de chaque joueur de la manche.")
    return [whole(noted[s], f"les plis de {game.players[s]}") for s in seats]


def sheet_settings(value: object) -> Settings:
    """The rule of a sheet: a preset name, the engine's settings JSON, or a preset with some fields changed.

    >>> custom = sheet_settings({"preset": "référence", "lives": 3, "cycle": "ascenseur"})
    >>> custom.lives, custom.cycle.value, custom.name
    (3, 'ascenseur', 'référence*')
    >>> sheet_settings({"preset": "BGA", "excuse": "22 !"})
    Traceback (most recent call last):
    ...
    tarot_rules.errors.NotationError: Réglage « excuse » impossible : « 22 ! ».
    """
    if not isinstance(value, Mapping) or "preset" not in value:
        return settings_from_json(value)  # type: ignore[arg-type]
    fields = settings_to_json(settings_from_json(str(value["preset"])).replace())
    if not isinstance(fields, dict):
        raise RefusedError(f"Règle inconnue : « {value['preset']} ».")
    for name, change in value.items():
        if name == "preset":
            continue
        if name not in Settings.__dataclass_fields__:
            raise RefusedError(f"Réglage inconnu : « {name} ».")
        fields[name] = change
        try:
            settings_from_json(fields)
        except TarotError:
            raise
        except (ValueError, TypeError) as error:
            raise RefusedError(f"Réglage « {name} » impossible : « {change} ».") from error
    return settings_from_json(fields)


def _replay(data: Mapping[str, Any]) -> tuple[Game, list[dict[str, Any]]]:
    """The game of a sheet, every bid and every round replayed through the engine."""
    players = names(data.get("players"), len(data.get("players") or []))
    settings = sheet_settings(data.get("settings") or "référence")
    settings.check_players(len(players))
    first = seat(data.get("first_dealer", 0), len(players), "le premier donneur") or 0
    rounds = data.get("rounds") or []
    if not isinstance(rounds, list) or not all(isinstance(r, Mapping) for r in rounds):
        raise RefusedError("La liste des manches est illisible.")
    game = Game(players, settings, seed=0, dealer=first)
    kept: list[dict[str, Any]] = []
    for number, noted in enumerate(rounds, 1):
        if game.is_over:
            raise RefusedError(f"La partie est finie : la manche {number} est en trop.")
        bids = noted.get("bids") or []
        for amount in bids:
            game.bid(whole(amount, "l’annonce"))
        kept.append({"bids": [int(b) for b in bids]})
        if noted.get("tricks") is None:
            if number != len(rounds):
                raise RefusedError(f"Manche {number} : les plis ne sont pas notés.")
            break
        round_seats = game.alive
        counts = _noted(noted["tricks"], round_seats, game)
        game.settle(counts)
        kept[-1]["tricks"] = _by_seat(round_seats, counts, len(players))
    return game, kept


def _by_seat(seats: Sequence[int], values: Sequence[int | None], players: int) -> list[int | None]:
    out: list[int | None] = [None] * players
    for s, value in zip(seats, values, strict=True):
        out[s] = value
    return out


def _apply(rounds: list[dict[str, Any]], action: Any) -> list[dict[str, Any]]:
    """The rounds with one more bid or the tricks of the round in progress."""
    rounds = [dict(r) for r in rounds]
    if not isinstance(action, Mapping):
        raise RefusedError("Action inconnue.")
    if "bid" in action:
        if not rounds or rounds[-1].get("tricks") is not None:
            rounds.append({"bids": []})
        rounds[-1]["bids"] = [*rounds[-1].get("bids", []), whole(action["bid"], "l’annonce")]
    elif "tricks" in action:
        if not rounds or rounds[-1].get("tricks") is not None:
            raise RefusedError("Les annonces ne sont pas faites : les plis se notent après.")
        rounds[-1]["tricks"] = action["tricks"]
    else:
        raise RefusedError("Action inconnue.")
    return rounds


def sheet_from_record(record: Mapping[str, Any]) -> dict[str, Any]:
    """A sheet from the engine's game record (``tarot-africain/partie``, what the sheet exports): the
    record is replayed by the engine, played with cards or noted at the table, and each round becomes
    its bids and the tricks each player won (a trick in progress is left out)."""
    try:
        game = game_from_json(dict(record))
    except TarotError:
        raise
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise RefusedError(f"Relevé de partie illisible : {error!r}.") from error
    n = len(game.players)
    rounds: list[dict[str, Any]] = [
        {"bids": list(result.spoken), "tricks": _by_seat(result.seats, result.tricks, n)}
        for result in game.results
    ]
    if not game.is_over and game.round.bids:
        rounds.append({"bids": list(game.round.bids)})
    return {
        "format": FORMAT,
        "version": 1,
        "players": list(game.players),
        "settings": settings_to_json(game.settings),
        "first_dealer": game.first_dealer,
        "rounds": rounds,
    }


def sheet(data: Any) -> LivesSheet:
    """Read a sheet (or the engine's game record, see `sheet_from_record`) and apply its
    ``"action"``: rounds played, the round in progress, lives, winners, and the game's engine record."""
    if isinstance(data, Mapping) and data.get("format") == GAME_FORMAT:
        data = sheet_from_record(data)
    data = header(data, FORMAT)
    rounds = list(data.get("rounds") or [])
    if data.get("action") is not None:
        rounds = _apply(rounds, data["action"])
    game, kept = _replay({**data, "rounds": rounds})
    n = len(game.players)
    rows: list[Played] = []
    for result in game.results:
        rows.append(
            {
                "number": result.number,
                "dealer": result.dealer,
                "cards": result.cards,
                "seats": list(result.seats),
                "bids": _by_seat(result.seats, result.bids, n),
                "tricks": _by_seat(result.seats, result.tricks, n),
                "lost": _by_seat(result.seats, result.lives_lost, n),
                "lives": list(result.lives),
                "eliminated": list(result.eliminated),
            }
        )
    current: Current | None = None
    if not game.is_over:
        r = game.round
        bidding = r.phase is Phase.BIDDING
        current = {
            "number": len(game.rounds),
            "dealer": game.dealer,
            "cards": game.cards,
            "blind": r.is_blind,
            "seats": list(game.alive),
            "bids": _by_seat(game.alive, [r.bid_of(i) for i in range(r.players)], n),
            "phase": "annonces" if bidding else "plis",
            "to_speak": game.to_move if bidding else None,
            "forbidden": r.forbidden_bid,
            "legal": list(r.legal_bids),
        }
    sheet_out = {key: value for key, value in data.items() if key != "action"}
    sheet_out.update(players=list(game.players), settings=settings_to_json(game.settings), rounds=kept)
    return {
        "ok": True,
        "sheet": sheet_out,
        "players": list(game.players),
        "settings": Prose(game.settings),
        "start_lives": game.settings.lives,
        "rounds": rows,
        "current": current,
        "lives": list(game.lives),
        "alive": list(game.alive),
        "over": game.is_over,
        "winners": list(game.winners),
        "summary": Prose(game),
        "record": game_to_json(game),
    }


def sheet_csv(data: Any) -> Csv:
    """The lives sheet as CSV (``;`` separated): per round the dealer, the cards, then bid, tricks and
    lives left of each player."""
    view = sheet(data)
    players: list[str] = view["players"]
    columns = [f"{what} {name}" for name in players for what in ("Annonce", "Plis", "Vies")]
    lines: list[list[Any]] = [["Manche", "Donneur", "Cartes", *columns]]
    for row in view["rounds"]:
        cells: list[Any] = []
        for s in range(len(players)):
            bid, tricks = row["bids"][s], row["tricks"][s]
            cells += ["" if bid is None else bid, "" if tricks is None else tricks, row["lives"][s]]
        lines.append([row["number"], players[row["dealer"]], row["cards"], *cells])
    return {"ok": True, "csv": csv_text(lines)}


__all__ = ["FORMAT", "sheet", "sheet_csv", "sheet_from_record"]
