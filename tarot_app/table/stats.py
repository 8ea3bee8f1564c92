"""A season at the table: each player's statistics over the saved evenings (French Tarot score sheets).

The page « La saison » sends every evening saved on the device, each with the date it was started;
`season_stats` reads each sheet again with `tarot_app.table.tarot.sheet` (the engine's scores, never a
stored one) and sums, for each player:

- ``evenings``, ``deals`` (deals played: a deal where everyone passed is not played), ``taker`` (deals
  taken), ``partner`` (called partner, at 5), ``contracts`` (for each contract: taken, made),
- ``total`` (the sum of their evening totals), ``average`` (``total`` / ``deals``),
  ``best`` and ``worst`` evenings (their total that evening; the earlier one on a tie),
- ``poignees``, ``petits_au_bout``, ``chelems``: those of their camp. A sheet writes down the camp that
  showed a poignée, took the petit au bout or made a chelem, not the player: each player of that camp
  counts it (the taker and, at 5, the partner in attack; every defender in defence).

Players are the same person from one evening to another when their names are the same, capitals and
spaces aside (`key`): « Léa » and « léa » are one player, « Lea » another. Filters: ``since`` and
``until`` (dates ``AAAA-MM-JJ``, both included: an evening without a date is then left out) and
``players`` (3, 4 or 5 at the table). An evening the engine refuses is left out and said
(``skipped``), the others still count.

>>> first = {"format": "tarot-table/feuille-tarot", "version": 1, "players": ["A", "B", "C"],
...          "deals": [{"taker": 1, "contract": "prise", "bouts": 2, "points": "40,5"}, {"passe": True}]}
>>> second = {**first, "players": ["b", "C", "D"], "deals": [{"taker": 0, "contract": "garde",
...           "bouts": 1, "points": 60}]}
>>> out = season_stats([{"date": "2026-11-06T20:10:00Z", "sheet": first},
...                     {"date": "2026-11-13T20:05:00Z", "sheet": second}])
>>> [(p["name"], p["evenings"], p["deals"], p["taker"], p["total"]) for p in out["players"]]
[('A', 1, 1, 0, 26), ('B', 2, 2, 2, 84), ('C', 2, 2, 0, -42), ('D', 1, 1, 0, -68)]
>>> out["players"][1]["contracts"][:2], out["players"][1]["best"], out["players"][1]["average_text"]
([{'taken': 1, 'made': 0}, {'taken': 1, 'made': 1}], {'date': '2026-11-13', 'score': 136}, '42')
>>> season_stats(out["evenings"], players=4)["players"]
[]
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypedDict

from tarot_app.table import tarot
from tarot_app.table.chart import line_chart
from tarot_app.table.common import RefusedError, whole
from tarot_app.typography import MINUS, Prose, prose
from tarot_rules.errors import TarotError
from tarot_rules.fft.rules import Contract
from tarot_rules.inputs import french_number

CONTRACTS = tuple(contract.french for contract in Contract)
"""The columns of the contracts table, in increasing order (the engine's French names)."""
DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def key(name: str) -> str:
    """How a name is matched across evenings: capitals and runs of spaces aside.

    >>> key(" Léa  Martin ") == key("léa martin"), key("Lea") == key("Léa")
    (True, False)
    """
    return " ".join(name.split()).casefold()


@dataclass
class Player:
    """One player's sums over the season (see the module's docstring)."""

    name: str
    evenings: int = 0
    deals: int = 0
    taker: int = 0
    partner: int = 0
    taken: dict[str, int] = field(default_factory=dict)
    made: dict[str, int] = field(default_factory=dict)
    total: int = 0
    best: tuple[int, str | None] | None = None
    worst: tuple[int, str | None] | None = None
    poignees: int = 0
    petits_au_bout: int = 0
    chelems: int = 0

    def evening(self, score: int, date: str | None) -> None:
        self.evenings += 1
        self.total += score
        if self.best is None or score > self.best[0]:
            self.best = (score, date)
        if self.worst is None or score < self.worst[0]:
            self.worst = (score, date)

    def to_json(self) -> dict[str, Any]:
        average = round(self.total / self.deals, 1) if self.deals else None
        return {
            "name": self.name,
            "evenings": self.evenings,
            "deals": self.deals,
            "taker": self.taker,
            "partner": self.partner,
            "contracts": [{"taken": self.taken.get(c, 0), "made": self.made.get(c, 0)} for c in CONTRACTS],
            "total": self.total,
            "average": average,
            "average_text": "" if average is None else french_number(average).replace("-", MINUS),
            "best": None if self.best is None else {"date": self.best[1], "score": self.best[0]},
            "worst": None if self.worst is None else {"date": self.worst[1], "score": self.worst[0]},
            "poignees": self.poignees,
            "petits_au_bout": self.petits_au_bout,
            "chelems": self.chelems,
        }


def _day(value: Any, what: str) -> str | None:
    """A filter's date ``AAAA-MM-JJ`` (``None`` or ``""``: no filter)."""
    if value is None or value == "":
        return None
    text = str(value)[:10]
    if not DATE.fullmatch(text):
        raise RefusedError(f"Date illisible pour {what} : « {value} » (AAAA-MM-JJ attendu).")
    return text


def _camps(row: Mapping[str, Any], players: int) -> dict[str, set[int]]:
    """The seats of each camp in a deal: the taker and the partner attack, the others defend."""
    attack = {row["taker"]} | ({row["partner"]} if row["partner"] is not None else set())
    return {"attaque": attack, "défense": set(range(players)) - attack}


def _count_deal(seats: Sequence[Player], row: Mapping[str, Any], facts: Mapping[str, Any]) -> None:
    """Add one played deal (its engine row and its facts) to the players at the table."""
    camps = _camps(row, len(seats))
    taker = seats[row["taker"]]
    taker.taker += 1
    taker.taken[row["contract"]] = taker.taken.get(row["contract"], 0) + 1
    if row["won"]:
        taker.made[row["contract"]] = taker.made.get(row["contract"], 0) + 1
    if row["partner"] is not None and row["partner"] != row["taker"]:
        seats[row["partner"]].partner += 1
    for player in seats:
        player.deals += 1
    for _, camp in tarot.shown_poignees(facts.get("poignees")):
        for seat in camps.get(camp, set()):
            seats[seat].poignees += 1
    for fact, attribute in (("petit_au_bout", "petits_au_bout"), ("chelem", "chelems")):
        for seat in camps.get(str(facts.get(fact)), set()):
            setattr(seats[seat], attribute, getattr(seats[seat], attribute) + 1)


class Skipped(TypedDict):
    """An evening left out: its date and the engine's reason."""

    date: str | None
    reason: Prose


class Season(TypedDict):
    """The season: the contracts' names, each player's statistics (`Player.to_json`, data), the
    evenings counted and those left out, the chart and its values."""

    ok: bool
    contracts: list[Prose]
    players: list[dict[str, Any]]
    evenings: list[dict[str, Any]]
    skipped: list[Skipped]
    cumulative: list[list[int]]
    svg: str


def season_stats(
    evenings: Sequence[Any], since: Any = None, until: Any = None, players: Any = None
) -> Season:
    """Each player's statistics over ``evenings`` (``[{"date": ISO date or None, "sheet": <a
    tarot-table/feuille-tarot sheet>}, …]``), filtered by date and table size; the evenings counted,
    oldest first (``evenings``: date, players, deals, totals), those refused (``skipped``), the
    season's chart (``svg``: each player's total after each evening) and its values (``cumulative``)."""
    first, last = _day(since, "le début"), _day(until, "la fin")
    size = None if players is None or players == "" else whole(players, "le nombre de joueurs")
    if not isinstance(evenings, list | tuple):
        raise RefusedError("La liste des soirées est illisible.")
    people: dict[str, Player] = {}
    counted: list[dict[str, Any]] = []
    skipped: list[Skipped] = []
    dated = [(_day(e.get("date"), "une soirée"), e) for e in evenings if isinstance(e, Mapping)]
    for date, evening in sorted(dated, key=lambda pair: pair[0] or ""):
        if (first or last) and (date is None or (first and date < first) or (last and date > last)):
            continue
        try:
            view = tarot.sheet(evening.get("sheet"))
        except TarotError as error:
            skipped.append({"date": date, "reason": Prose(error.message)})
            continue
        if size is not None and len(view["players"]) != size:
            continue
        seats = [people.setdefault(key(name), Player(name)) for name in view["players"]]
        if len({id(seat) for seat in seats}) != len(seats):
            skipped.append({"date": date, "reason": Prose("Deux joueurs de la soirée portent le même nom.")})
            continue
        for row, facts in zip(view["rows"], view["sheet"]["deals"], strict=True):
            if row["taker"] is not None:
                _count_deal(seats, row, facts)
        for seat, player in enumerate(seats):
            player.evening(view["totals"][seat], date)
        counted.append(
            {"date": date, "players": view["players"], "deals": len(view["rows"]), "totals": view["totals"],
             "keys": [key(name) for name in view["players"]], "sheet": view["sheet"]}
        )  # fmt: skip
    order = list(people)
    cumulative = _cumulative(order, counted)
    names = [people[k].name for k in order]
    title = "Le total de chaque joueur après chaque soirée" + (f" ({', '.join(names)})" if names else "")
    svg = line_chart(
        names,
        [[0, *line] for line in cumulative],
        title=title,
        x_title="Soirée",
        described_by="table-season-values",
    )
    return {
        "ok": True,
        "contracts": prose(CONTRACTS),
        "players": [people[k].to_json() for k in order],
        "evenings": [{k: v for k, v in e.items() if k != "keys"} for e in counted],
        "skipped": skipped,
        "cumulative": cumulative,
        "svg": svg if names else "",
    }


def _cumulative(order: Sequence[str], counted: Sequence[Mapping[str, Any]]) -> list[list[int]]:
    """Each player's season total after each evening (unchanged by an evening they missed)."""
    running = dict.fromkeys(order, 0)
    lines: list[list[int]] = [[] for _ in order]
    for evening in counted:
        for name, total in zip(evening["keys"], evening["totals"], strict=True):
            running[name] += total
        for line, name in zip(lines, order, strict=True):
            line.append(running[name])
    return lines


def season(data: Any) -> Season:
    """The page call ``tarot_season``: ``{"evenings": [{date, sheet}, …], "since", "until", "players"}``
    → `season_stats`, the evenings' sheets left out of the answer (the page has them)."""
    if not isinstance(data, Mapping):
        raise RefusedError("Saison illisible : il faut {evenings, since, until, players}.")
    out = season_stats(data.get("evenings") or [], data.get("since"), data.get("until"), data.get("players"))
    out["evenings"] = [{k: v for k, v in e.items() if k != "sheet"} for e in out["evenings"]]
    return out


__all__ = ["CONTRACTS", "Player", "key", "season", "season_stats"]
