"""« La saison » : each player's statistics over saved evenings, and the charts of running totals.

Three small sheets whose figures are counted by hand below, the filters, the chart's lines (in CPython,
and in Pyodide by tests/test_pyodide.py). The pages in Chromium: tests/test_table_season_browser.py.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers import OCTOBER_2, OCTOBER_9, SAVED_EVENINGS

from tarot_app.calls import call
from tarot_app.table import chart, stats, tarot
from tarot_app.table.common import RefusedError


def by_name(out: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {player["name"]: player for player in out["players"]}


def test_season_figures_counted_by_hand() -> None:
    out = stats.season_stats(SAVED_EVENINGS)
    players = by_name(out)
    assert list(players) == ["Léa", "Marc", "Inès", "Théo", "Zoé"]  # first seen, oldest evening first
    assert [e["date"] for e in out["evenings"]] == ["2026-10-02", "2026-10-09", "2026-11-20"]
    lea, marc, ines, zoe = players["Léa"], players["Marc"], players["Inès"], players["Zoé"]
    assert (lea["evenings"], lea["deals"], lea["taker"], lea["partner"]) == (3, 5, 1, 1)
    assert (marc["evenings"], marc["deals"], marc["taker"]) == (3, 5, 2)
    assert (ines["evenings"], ines["deals"], ines["taker"]) == (2, 4, 0)
    assert (zoe["evenings"], zoe["deals"], zoe["taker"]) == (2, 3, 2)
    assert [lea["total"], marc["total"], ines["total"], players["Théo"]["total"], zoe["total"]] == [
        346 + 171 - 680,
        -190 - 384 - 680,
        -78 - 29,
        -78 - 29,
        271 + 1360,
    ]
    assert lea["average"] == -32.6 and lea["average_text"] == "−32,6"  # −163 / 5
    assert marc["average"] == -250.8  # −1 254 / 5
    # contracts: [prise, garde, garde sans, garde contre], each {taken, made}
    taken_made = {name: [(c["taken"], c["made"]) for c in p["contracts"]] for name, p in players.items()}
    assert taken_made["Léa"] == [(0, 0), (1, 1), (0, 0), (0, 0)]
    assert taken_made["Marc"] == [(2, 0), (0, 0), (0, 0), (0, 0)]
    assert taken_made["Zoé"] == [(0, 0), (0, 0), (1, 1), (1, 1)]
    assert out["contracts"] == ["Prise", "Garde", "Garde sans", "Garde contre"]
    assert lea["best"] == {"date": "2026-10-02", "score": 346}
    assert lea["worst"] == {"date": "2026-11-20", "score": -680}
    assert zoe["best"] == {"date": "2026-11-20", "score": 1360} and zoe["worst"]["score"] == 271
    # the camp's poignées, petits au bout and chelems
    assert [(p["poignees"], p["petits_au_bout"], p["chelems"]) for p in players.values()] == [
        (2, 2, 0),  # Léa: attack on 2 Oct, defence on 9 Oct
        (0, 0, 0),  # Marc: defends the attack's, takes against the defence's
        (1, 1, 0),
        (1, 1, 0),
        (1, 1, 1),  # Zoé: the chelem of 20 Nov
    ]
    assert out["cumulative"] == [[346, 517, -163], [-190, -574, -1254], [-78, -107, -107], [-78, -107, -107],
                                 [0, 271, 1631]]  # fmt: skip
    assert out["skipped"] == []


def test_filters_by_date_and_table_size() -> None:
    four = by_name(stats.season_stats(SAVED_EVENINGS, players=4))
    assert list(four) == ["Léa", "Marc", "Inès", "Théo"]
    assert [p["total"] for p in four.values()] == [346, -190, -78, -78]
    october = stats.season_stats(SAVED_EVENINGS, since="2026-10-05", until="2026-10-31")
    assert [e["date"] for e in october["evenings"]] == ["2026-10-09"]
    assert by_name(october)["léa"]["total"] == 171  # spelt as that evening spelt it
    both_ends = stats.season_stats(SAVED_EVENINGS, since="2026-10-09", until="2026-11-20")
    assert len(both_ends["evenings"]) == 2  # the two days are included
    undated = [{"date": None, "sheet": OCTOBER_2}]
    assert len(stats.season_stats(undated)["evenings"]) == 1
    assert stats.season_stats(undated, since="2026-01-01")["evenings"] == []
    with pytest.raises(RefusedError, match="Date illisible pour la fin"):
        stats.season_stats(SAVED_EVENINGS, until="31/10/2026")


def test_a_refused_evening_is_said_and_the_others_count() -> None:
    broken = {**OCTOBER_2, "deals": [{"taker": 0, "contract": "garde", "bouts": 1, "points": 95}]}
    out = stats.season_stats([*SAVED_EVENINGS, {"date": "2026-10-16", "sheet": broken}])
    assert len(out["evenings"]) == 3
    assert out["skipped"] == [
        {"date": "2026-10-16", "reason": "Donne 1 : Le jeu compte 91 points : 95 points est impossible."}
    ]
    twins = {**OCTOBER_2, "players": ["Léa", "LÉA", "Inès", "Théo"]}
    assert stats.season_stats([{"date": None, "sheet": twins}])["skipped"][0]["reason"].startswith(
        "Deux joueurs"
    )


def test_the_page_call_answers_without_the_sheets() -> None:
    answer = call("tarot_season", {"evenings": SAVED_EVENINGS, "players": "5"})
    result = answer["result"]
    assert [e["date"] for e in result["evenings"]] == ["2026-10-09"]
    assert "sheet" not in result["evenings"][0]
    assert result["svg"].startswith("<svg") and result["svg"].count('class="table-chart__series') == 5
    assert call("tarot_season", [])["error"]["code"] == "table"


def points_of(svg: str) -> list[list[tuple[float, float]]]:
    """The points of each drawn line of a chart, as the browser would read them."""
    lines = re.findall(
        r'<polyline class="table-chart__series[^"]*" data-seat="\d+"[^>]*points="([^"]+)"', svg
    )
    return [[(float(x), float(y)) for x, y in (p.split(",") for p in line.split())] for line in lines]


def values_of(line: list[tuple[float, float]], box: chart.Frame) -> list[int]:
    """A line's values read back from its y positions."""
    scale = (box.high - box.low) / chart.PLOT_HEIGHT
    return [round(box.high - (y - chart.PLOT_TOP) * scale) for _, y in line]


def test_sheet_chart_lines_are_the_running_totals() -> None:
    view = tarot.sheet(OCTOBER_9)
    totals = [row["totals"] for row in view["rows"]]
    svg = call("tarot_chart", {"players": view["players"], "totals": totals})["result"]["svg"]
    series = [[0, 100, 171], [0, -100, -384], [0, -100, -29], [0, -100, -29], [0, 200, 271]]
    box, y_ticks = chart.frame(series)
    assert box.low <= -384 and box.high >= 271 and 0 in y_ticks
    lines = points_of(svg)
    assert [values_of(line, box) for line in lines] == series
    assert all([x for x, _ in line] == [chart.PLOT_LEFT, 205.0, chart.PLOT_RIGHT] for line in lines)
    assert svg.count("table-chart__key") == 5  # the legend: one sample a player
    assert len(set(chart.DASHES)) == len(chart.DASHES)


def test_chart_escapes_names_and_refuses_bad_totals() -> None:
    svg = chart.sheet_chart({"players": ["<b>Léa</b>", "M&M", "C"], "totals": [[26, -52, 26]]})["svg"]
    assert "<b>" not in svg and "&lt;b&gt;Léa&lt;/b&gt;" in svg and "M&amp;M" in svg
    with pytest.raises(RefusedError, match="Nombre illisible pour un total"):
        chart.sheet_chart({"players": ["A", "B", "C"], "totals": [[26, "x", 26]]})
    assert call("tarot_chart", {"players": ["A"] * 6, "totals": []})["error"]["code"] == "table"
