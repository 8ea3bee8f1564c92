"""French Tarot at the table: one deal's score from its facts, and the score sheet of an evening.

**The facts of a deal** (JSON, as the calculator sends them; numbers may be typed text, ``"40,5"``)::

    {
      "players": 4,                   # 3, 4 or 5 (only for the calculator: a sheet knows its players)
      "taker": 0,                     # seats count from 0 in the sheet's order
      "partner": null,                # 5 players: the called partner's seat, null when alone
      "contract": "garde",            # prise, garde, garde sans, garde contre
      "bouts": 2,
      "points": 49,                   # the taker's points (half points at 3 and 5 players)
      "poignees": [{"size": "simple", "camp": "attaque"}],
      "petit_au_bout": "attaque",     # null, "attaque" or "défense"
      "chelem_announced": false,
      "chelem": null                  # null, "attaque" (made) or "défense" (suffered)
    }

or ``{"passe": true}`` for a deal where everyone passed (no score, the deal moves on).

**The score sheet** (``tarot-table/feuille-tarot``, version 1; the export and import format)::

    {"format": "tarot-table/feuille-tarot", "version": 1,
     "players": ["Léa", "Marc", "Inès", "Théo"], "first_dealer": 0, "deals": [<facts>, …]}

Scores are never stored: every reading of a sheet recomputes each deal with
[`tarot_rules.fft.score`][tarot_rules.fft.score],
so an edited or deleted deal changes everything after it, and an imported sheet is checked deal by deal.
A deal added at the end is scored alone by `append`, from where the sheet's last answer left off
(``"after"``: the running totals and the next dealer): a long sheet is not read again for each deal.

>>> facts = {"players": 4, "contract": "garde", "bouts": 2, "points": 49,
...          "poignees": [{"size": "simple", "camp": "attaque"}], "petit_au_bout": "attaque"}
>>> out = score_deal(facts)
>>> out["scores"], out["lines"][-1].startswith("Par défenseur : 66 + 20 + 20 = 106")
([318, -106, -106, -106], True)
>>> score_deal({**facts, "points": "95"})
Traceback (most recent call last):
...
tarot_rules.errors.InvalidFactsError: Le jeu compte 91 points : 95 points est impossible.
>>> evening = {"format": FORMAT, "version": 1, "players": ["A", "B", "C"], "first_dealer": 2,
...            "deals": [{"taker": 1, "contract": "prise", "bouts": 2, "points": "40,5"}, {"passe": True}]}
>>> view = sheet(evening)
>>> [row["scores"] for row in view["rows"]], view["totals"], view["next_dealer"]
([[26, -52, 26], [0, 0, 0]], [26, -52, 26], 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NotRequired, TypedDict

from tarot_app.table.common import Csv, RefusedError, csv_text, header, names, number, seat, whole
from tarot_app.typography import Prose, prose
from tarot_rules.errors import TarotError
from tarot_rules.fft import PRESETS, next_dealer, rules_for, score
from tarot_rules.fft.scoring import ScoreBreakdown

FORMAT = "tarot-table/feuille-tarot"
NO_CAMP = (None, "", "aucun", "non")


class DealScore(TypedDict):
    """The calculator's answer: the engine's breakdown (its `Prose` lines) and each seat's score."""

    ok: bool
    title: Prose
    lines: list[Prose]
    won: bool
    per_defender: int
    taker: int
    partner: int | None
    scores: list[int]


class Row(TypedDict):
    """A deal of the sheet: its number, dealer, breakdown and scores, and the running totals after it
    (``contract`` only for a deal played; ``taker``, ``partner`` and ``won`` ``None`` when everyone
    passed)."""

    number: int
    dealer: int
    title: Prose
    lines: list[Prose]
    taker: int | None
    partner: int | None
    won: bool | None
    contract: NotRequired[Prose]
    scores: list[int]
    sum: int
    totals: list[int]


class After(TypedDict):
    """Where a sheet ends, all `append` needs to add a deal."""

    players: list[str]
    deals: int
    totals: list[int]
    next_dealer: int


class Sheet(TypedDict):
    """A sheet read again by the engine: its rows, totals and next dealer, and the sheet itself."""

    ok: bool
    players: list[str]
    rows: list[Row]
    totals: list[int]
    next_dealer: int
    after: After
    sheet: dict[str, Any]


class Appended(TypedDict):
    """One more deal at the end of a sheet: its row, the new totals and next dealer."""

    ok: bool
    row: Row
    totals: list[int]
    next_dealer: int
    after: After


def _camp(value: Any) -> str | None:
    return None if value in NO_CAMP else str(value)


def shown_poignees(value: Any) -> list[tuple[str, str]]:
    """The poignées of a deal's facts, ``[{"size", "camp"}]`` (an empty size: none shown), as the engine
    takes them; anything else refused in French rather than left out of the score.

    >>> shown_poignees([{"size": "double", "camp": "défense"}, {"size": ""}])
    [('double', 'défense')]
    >>> shown_poignees("simple")
    Traceback (most recent call last):
    ...
    tarot_app.table.common.RefusedError: Poignées illisibles : une liste est attendue, pas « simple ».
    """
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(item, Mapping) for item in value):
        raise RefusedError(f"Poignées illisibles : une liste est attendue, pas « {value} ».")
    shown = [item for item in value if item.get("size") not in NO_CAMP]
    return [(str(item["size"]), str(item.get("camp") or "attaque")) for item in shown]


def _breakdown(facts: Mapping[str, Any], players: int) -> ScoreBreakdown:
    """The engine's breakdown of one deal's facts (raises the engine's French errors)."""
    rules_for(players)  # 3, 4 or 5, with the engine's reason otherwise
    return score(
        players=players,
        contract=str(facts.get("contract") or ""),
        bouts=whole(facts.get("bouts"), "le nombre de bouts"),
        points=number(facts.get("points"), "les points du preneur"),
        poignees=shown_poignees(facts.get("poignees")),
        petit_au_bout=_camp(facts.get("petit_au_bout")),
        chelem_announced=bool(facts.get("chelem_announced")),
        chelem=_camp(facts.get("chelem")),
        taker=seat(facts.get("taker", 0), players, "le preneur") or 0,
        partner=seat(facts.get("partner"), players, "le partenaire"),
    )


def _lines(result: ScoreBreakdown) -> list[Prose]:
    """The engine's French breakdown, formula by formula, without its scores by seat (J1, J2…):
    the page shows them with the players' names."""
    return prose(line.text for line in result.lines if line.rule != "scores")


def score_deal(data: Any) -> DealScore:
    """The calculator: the breakdown and each player's score for the facts of one deal."""
    if not isinstance(data, Mapping):
        raise RefusedError("Donne illisible.")
    players = whole(data.get("players", 4), "le nombre de joueurs")
    result = _breakdown(data, players)
    return {
        "ok": True,
        "title": _lines(result)[0],
        "lines": _lines(result),
        "won": result.won,
        "per_defender": result.per_defender,
        "taker": result.taker,
        "partner": result.partner,
        "scores": list(result.scores),
    }


def _players(data: Mapping[str, Any]) -> tuple[str, ...]:
    given = data.get("players")
    count = len(given) if isinstance(given, list) else 0
    if count not in PRESETS:
        rules_for(count)
    return names(given, count)


def _row(facts: Any, number_: int, dealer: int, totals: Sequence[int], players: int) -> Row:
    """Deal ``number_``'s row: the engine's score of its facts added to the running ``totals``."""
    if not isinstance(facts, Mapping):
        raise RefusedError(f"Donne {number_} : illisible.")
    if facts.get("passe"):
        scores = [0] * players
        running = [a + b for a, b in zip(totals, scores, strict=True)]
        return Row(
            number=number_,
            dealer=dealer,
            title=Prose("Tout le monde passe"),
            lines=[],
            taker=None,
            partner=None,
            won=None,
            scores=scores,
            sum=0,
            totals=running,
        )
    try:
        result = _breakdown(facts, players)
    except TarotError as error:
        raise RefusedError(f"Donne {number_} : {error.message}", error.code) from None
    lines, scores = _lines(result), list(result.scores)
    running = [a + b for a, b in zip(totals, scores, strict=True)]
    return Row(
        number=number_,
        dealer=dealer,
        title=lines[0],
        lines=lines,
        taker=result.taker,
        partner=result.partner,
        won=result.won,
        contract=Prose(result.contract.french),
        scores=scores,
        sum=sum(scores),
        totals=running,
    )


def sheet(data: Any) -> Sheet:
    """Every deal of a sheet scored again by the engine: rows, running totals, the next dealer."""
    data = header(data, FORMAT)
    players = _players(data)
    rules = rules_for(len(players))
    dealer = seat(data.get("first_dealer", 0), len(players), "le premier donneur") or 0
    deals = data.get("deals") or []
    if not isinstance(deals, list):
        raise RefusedError("La liste des donnes est illisible.")
    totals = [0] * len(players)
    rows = []
    for number_, facts in enumerate(deals, 1):
        row = _row(facts, number_, dealer, totals, len(players))
        totals = row["totals"]
        rows.append(row)
        dealer = next_dealer(rules, dealer)
    return {
        "ok": True,
        "players": list(players),
        "rows": rows,
        "totals": totals,
        "next_dealer": dealer,
        "after": _after(players, len(rows), totals, dealer),
        "sheet": {**data, "players": list(players), "deals": deals},
    }


def _after(players: Sequence[str], deals: int, totals: list[int], dealer: int) -> After:
    """Where a sheet ends, all `append` needs to add a deal: names, deals, running totals, next dealer."""
    return {"players": list(players), "deals": deals, "totals": totals, "next_dealer": dealer}


def append(data: Any) -> Appended:
    """One more deal at the end of a sheet, the others not scored again: ``{"after": <the "after" of
    the last answer of `sheet` or `append`>, "deal": <facts>}`` → the new row, totals, next dealer
    and "after": what `sheet` would answer for the longer sheet, at the cost of one deal.

    >>> view = sheet({"format": FORMAT, "version": 1, "players": ["A", "B", "C"], "first_dealer": 2})
    >>> deal = {"taker": 1, "contract": "prise", "bouts": 2, "points": "40,5"}
    >>> out = append({"after": view["after"], "deal": deal})
    >>> out["row"]["number"], out["row"]["dealer"], out["totals"], out["next_dealer"]
    (1, 2, [26, -52, 26], 0)
    >>> append({"after": out["after"], "deal": {"taker": 0, "contract": "garde", "bouts": 1, "points": 95}})
    Traceback (most recent call last):
    ...
    tarot_app.table.common.RefusedError: Donne 2 : Le jeu compte 91 points : 95 points est impossible.
    """
    after = data.get("after") if isinstance(data, Mapping) else None
    if not isinstance(after, Mapping):
        raise RefusedError("Donne illisible : la feuille à compléter manque.")
    players = _players(after)
    rules = rules_for(len(players))
    totals = after.get("totals")
    if not isinstance(totals, list) or len(totals) != len(players):
        raise RefusedError("Les totaux de la feuille sont illisibles.")
    running = [whole(total, "un total") for total in totals]
    dealer = seat(after.get("next_dealer"), len(players), "le donneur") or 0
    deals = whole(after.get("deals"), "le nombre de donnes")
    row = _row(data.get("deal"), deals + 1, dealer, running, len(players))
    following = next_dealer(rules, dealer)
    return {
        "ok": True,
        "row": row,
        "totals": row["totals"],
        "next_dealer": following,
        "after": _after(players, deals + 1, row["totals"], following),
    }


def sheet_csv(data: Any) -> Csv:
    """The sheet as CSV (``;`` separated, as French spreadsheets read it): one line per deal, then totals.

    >>> evening = {"format": FORMAT, "version": 1, "players": ["A", "B", "C"],
    ...            "deals": [{"taker": 1, "contract": "garde", "bouts": 1, "points": 60}]}
    >>> print(sheet_csv(evening)["csv"].replace("\\r", ""), end="")
    Donne;Donneur;Preneur;Partenaire;Donne jouée;A;B;C;Somme
    1;A;B;;Garde réussie : 60 points avec 1 bout, il en fallait 51 (écart 9);-68;136;-68;0
    Total;;;;;-68;136;-68;0
    """
    view = sheet(data)
    players: list[str] = view["players"]
    lines: list[list[Any]] = [["Donne", "Donneur", "Preneur", "Partenaire", "Donne jouée", *players, "Somme"]]
    for row in view["rows"]:
        taker = "" if row["taker"] is None else players[row["taker"]]
        partner = "" if row["partner"] is None else players[row["partner"]]
        dealer = players[row["dealer"]]
        lines.append([row["number"], dealer, taker, partner, row["title"], *row["scores"], row["sum"]])
    lines.append(["Total", "", "", "", "", *view["totals"], sum(view["totals"])])
    return {"ok": True, "csv": csv_text(lines)}
