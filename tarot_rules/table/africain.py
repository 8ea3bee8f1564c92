"""Tarot Africain at the table: the lives sheet, driven round by round by :class:`tarot_rules.africain.Game`.

At a real table nobody types the cards: the sheet knows each round's bids and the tricks each player
won. The engine's :class:`~tarot_rules.africain.Game` plays with cards, so each round is replayed on a
deal built to give exactly the tricks noted (every trick goes to the player who has its highest card):
the dealer, the card count, the speaking order, the golden rule, the lives lost, the eliminations and
the winners are the engine's own, never computed here.

**The sheet** (``tarot-table/feuille-africain``, version 1; the export and import format)::

    {"format": "tarot-table/feuille-africain", "version": 1,
     "players": ["Léa", "Marc", "Inès"],     # clockwise
     "settings": "référence",                # a preset name (référence, BGA), the engine's settings JSON,
                                             # or a preset with changes: {"preset": "BGA", "lives": 10}
     "first_dealer": 0,
     "rounds": [{"bids": [1, 0, 2],          # in speaking order, from the dealer's left
                 "tricks": [1, 0, 2]},       # by player (null for a player out); absent while bidding
                {"bids": [1]}]}

:func:`sheet` reads a sheet, applies an optional ``"action"`` (``{"bid": n}`` or ``{"tricks": [...]}``)
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
tarot_rules.table.common.RefusedError: Les plis notés font 6, il en faut 7 : un par carte distribuée.
>>> view = sheet({**view["sheet"], "action": {"tricks": [1, 3, 3]}})
>>> done = view["rounds"][0]
>>> done["bids"], done["lost"], done["lives"]
([0, 3, 2], [1, 0, 1], [4, 5, 4])
>>> view["current"]["dealer"], view["current"]["cards"]
(1, 6)
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from typing import Any, overload

from tarot_rules.africain import AFRICAIN_DECK, Game, Settings
from tarot_rules.africain.record import settings_from_json, settings_to_json
from tarot_rules.africain.round import Phase
from tarot_rules.cards import Card
from tarot_rules.errors import TarotError
from tarot_rules.table.common import RefusedError, header, names, seat, whole

FORMAT = "tarot-table/feuille-africain"
Hands = list[list[Card]]


def _plan(counts: Sequence[int], cards: int) -> Hands:
    """Hands (per player of the round) in which player ``i`` wins ``counts[i]`` tricks.

    Trick ``k`` is played with the cards ``k·n … k·n + n − 1`` of the 22 (the Excuse is card 0):
    its winner holds the highest one. Card ``k`` of each hand is the one played in trick ``k``.

    >>> [[card.notation for card in hand] for hand in _plan([2, 0, 1], 3)]
    [['2', '5', '6'], ['Excuse', '3', '7'], ['1', '4', '8']]
    """
    players = len(counts)
    winners = [i for i in range(players) for _ in range(counts[i])]
    hands: Hands = [[] for _ in range(players)]
    for trick, winner in enumerate(winners):
        block = range(trick * players, (trick + 1) * players)
        others = iter(block[:-1])
        for i in range(players):
            hands[i].append(AFRICAIN_DECK[block[-1] if i == winner else next(others)])
    return hands


class _Deals(Sequence[Hands]):
    """The hands of each round, built when the engine starts the round (it then knows who is in and
    how many cards are dealt) from the tricks noted for that round."""

    def __init__(self, tricks: list[Any], game: Game) -> None:
        self.tricks = tricks
        self.game = game  # a probe game for round 1, then the game being replayed
        self.plans: list[Hands] = []

    def __len__(self) -> int:
        return len(self.tricks) + 1

    @overload
    def __getitem__(self, index: int) -> Hands: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Hands]: ...
    def __getitem__(self, index: int | slice) -> Hands | Sequence[Hands]:
        if isinstance(index, slice):
            raise TypeError("no slices")
        game = self.game
        cards, seats = game.cards, game.alive
        noted = self.tricks[index] if index < len(self.tricks) else None
        counts = [cards] + [0] * (len(seats) - 1) if noted is None else _counts(noted, seats, game, cards)
        plan = _plan(counts, cards)
        self.plans.append(plan)
        return plan


def _counts(noted: Any, seats: Sequence[int], game: Game, cards: int) -> list[int]:
    """The tricks noted for the players of the round, checked: whole numbers adding up to ``cards``."""
    if not isinstance(noted, list) or len(noted) != len(game.players):
        raise RefusedError("Notez les plis de chaque joueur de la manche.")
    counts = [whole(noted[s], f"les plis de {game.players[s]}") for s in seats]
    for s, count in zip(seats, counts, strict=True):
        if not 0 <= count <= cards:
            raise RefusedError(
                f"{game.players[s]} ne peut pas faire {count} plis : la manche en compte {cards}."
            )
    if sum(counts) != cards:
        raise RefusedError(
            f"Les plis notés font {sum(counts)}, il en faut {cards} : un par carte distribuée."
        )
    return counts


def sheet_settings(value: object) -> Settings:
    """The rule of a sheet: a preset name, the engine's settings JSON, or a preset with some fields changed.

    >>> custom = sheet_settings({"preset": "référence", "lives": 3, "cycle": "ascenseur"})
    >>> custom.lives, custom.cycle.value, custom.name
    (3, 'ascenseur', 'référence*')
    >>> sheet_settings({"preset": "BGA", "excuse": "22 !"})
    Traceback (most recent call last):
    ...
    tarot_rules.table.common.RefusedError: Réglage « excuse » impossible : « 22 ! ».
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
    deals = _Deals([r.get("tricks") for r in rounds], Game(players, settings, seed=0, dealer=first))
    game = Game(players, settings, seed=0, dealer=first, deals=deals)
    deals.game = game
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
        if game.round.phase is Phase.BIDDING:
            raise RefusedError("Les annonces ne sont pas finies : les plis se notent après.")
        plan, round_seats = deals.plans[number - 1], game.alive
        excuse = 0  # the Excuse never wins a trick here: 0 in every rule
        for trick in range(game.cards):
            for _ in round_seats:
                turn = game.turn
                assert turn is not None
                card = plan[round_seats.index(turn)][trick]
                game.play(card, excuse if card.is_excuse else None)
        tricks = noted["tricks"]
        kept[-1]["tricks"] = [
            whole(tricks[s], "les plis") if s in round_seats else None for s in range(len(players))
        ]
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


def sheet(data: Any) -> dict[str, Any]:
    """Read a sheet (and apply its ``"action"``): rounds played, the round in progress, lives, winners."""
    data = header(data, FORMAT)
    rounds = list(data.get("rounds") or [])
    if data.get("action") is not None:
        rounds = _apply(rounds, data["action"])
    game, kept = _replay({**data, "rounds": rounds})
    n = len(game.players)
    rows = []
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
    current = None
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
            "to_speak": game.turn if bidding else None,
            "forbidden": r.forbidden_bid,
            "legal": list(r.legal_bids),
        }
    sheet_out = {key: value for key, value in data.items() if key != "action"}
    sheet_out.update(players=list(game.players), settings=settings_to_json(game.settings), rounds=kept)
    return {
        "ok": True,
        "sheet": sheet_out,
        "players": list(game.players),
        "settings": str(game.settings),
        "start_lives": game.settings.lives,
        "rounds": rows,
        "current": current,
        "lives": list(game.lives),
        "alive": list(game.alive),
        "over": game.is_over,
        "winners": list(game.winners),
        "summary": str(game),
    }


def sheet_csv(data: Any) -> dict[str, Any]:
    """The lives sheet as CSV (``;`` separated): per round the dealer, the cards, then bid, tricks and
    lives left of each player."""
    view = sheet(data)
    players: list[str] = view["players"]
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";")
    columns = [f"{what} {name}" for name in players for what in ("Annonce", "Plis", "Vies")]
    writer.writerow(["Manche", "Donneur", "Cartes", *columns])
    for row in view["rounds"]:
        cells: list[Any] = []
        for s in range(len(players)):
            bid, tricks = row["bids"][s], row["tricks"][s]
            cells += ["" if bid is None else bid, "" if tricks is None else tricks, row["lives"][s]]
        writer.writerow([row["number"], players[row["dealer"]], row["cards"], *cells])
    return {"ok": True, "csv": out.getvalue()}


__all__ = ["FORMAT", "sheet", "sheet_csv"]
