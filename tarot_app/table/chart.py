"""Line charts of running totals, drawn by the engine as inline SVG for the table pages.

One line a player: a sheet's running totals deal by deal (`sheet_chart`), a season's cumulative totals
evening by evening (`tarot_app.table.stats`). The SVG is plain markup, no script, no library, no
request: polylines, axes with round ticks, a legend under the plot. Colours are CSS classes
(``table-chart__line--0`` … ``--7``, set for both colour schemes and for print in ``table.css``); each
line also has its own dash pattern, so the lines stay apart in black and white. Names are escaped;
every text is typeset. The SVG is an image with a name (``role="img"``, ``aria-label``); its values are
in a table of the page (``aria-describedby``).

>>> svg = line_chart(["Léa", "Marc"], [[0, 26, -10], [0, -26, 10]], title="Totaux", x_title="Donne")
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" class="table-chart" viewBox="0 0 380 ')
True
>>> polyline_points([[0, 26, -10], [0, -26, 10]])[0]
'46.0,100.0 205.0,42.8 364.0,122.0'
>>> svg.count("<polyline"), "Léa" in svg
(4, True)
"""

from __future__ import annotations

import html
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypedDict

from tarot_app.table.common import RefusedError, names, whole
from tarot_app.typography import MINUS, typeset

WIDTH = 380
"""The user units of the chart's width: about a phone's width, so that its 11-unit text stays readable."""
PLOT_TOP, PLOT_HEIGHT = 12, 176
PLOT_LEFT, PLOT_RIGHT = 46, WIDTH - 16
LEGEND_COLUMNS, LEGEND_ROW = 2, 18
COLOURS = 8
"""Series colours, as classes ``table-chart__line--<i mod 8>`` (``table.css`` sets them per scheme)."""
DASHES = ("", "7 3", "2 3", "9 3 2 3", "4 4", "1 3", "12 4", "6 2 1 2")
"""Each line's dash pattern: after the colours run out, and in black-and-white print, lines stay apart."""


def ticks(low: float, high: float, count: int = 5) -> list[int]:
    """Round whole-number ticks covering ``low`` … ``high`` (about ``count`` steps, 1, 2 or 5 × 10ⁿ).

    >>> ticks(-52, 26)
    [-60, -40, -20, 0, 20, 40]
    >>> ticks(0, 0), ticks(0, 3)
    ([-1, 0, 1], [0, 1, 2, 3])
    """
    if low == high:
        low, high = low - 1, high + 1
    raw = (high - low) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = max(1, next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw))
    start, end = math.floor(low / step) * step, math.ceil(high / step) * step
    return [int(start + i * step) for i in range(round((end - start) / step) + 1)]


@dataclass(frozen=True)
class Frame:
    """Where values land: ``points`` x positions (0 … points − 1) and the y ticks' range."""

    points: int
    low: int
    high: int

    def x(self, index: int) -> float:
        return PLOT_LEFT + (PLOT_RIGHT - PLOT_LEFT) * index / max(1, self.points - 1)

    def y(self, value: float) -> float:
        return PLOT_TOP + PLOT_HEIGHT * (self.high - value) / (self.high - self.low)


def frame(series: Sequence[Sequence[float]]) -> tuple[Frame, list[int]]:
    """The frame of these series (all of the same length) and its y ticks (0 always among them)."""
    values = [value for line in series for value in line] or [0]
    y_ticks = ticks(min(0, *values), max(0, *values))
    return Frame(max(len(line) for line in series) if series else 1, y_ticks[0], y_ticks[-1]), y_ticks


def polyline_points(series: Sequence[Sequence[float]]) -> list[str]:
    """Each line's ``points`` attribute, as `line_chart` draws it (a test reads them back)."""
    box, _ = frame(series)
    return [" ".join(f"{box.x(i):.1f},{box.y(v):.1f}" for i, v in enumerate(line)) for line in series]


def _number(value: int) -> str:
    return str(value).replace("-", MINUS)


def _text(x: float, y: float, content: str, anchor: str = "middle", extra: str = "") -> str:
    label = html.escape(typeset(content))
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}"{extra}>{label}</text>'


def _short(name: str, limit: int = 22) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


def line_chart(
    players: Sequence[str],
    series: Sequence[Sequence[float]],
    *,
    title: str,
    x_title: str,
    x_labels: Sequence[str] | None = None,
    described_by: str | None = None,
) -> str:
    """An SVG line chart: ``series[i]`` is player ``i``'s values at x = 0, 1, …; ``x_labels`` name the
    x positions (their numbers by default); ``described_by``: the id of the table holding the values."""
    box, y_ticks = frame(series)
    labels = list(x_labels) if x_labels is not None else [str(i) for i in range(box.points)]
    x_ticks = [i for i in ticks(0, box.points - 1, 6) if 0 <= i < box.points]
    rows = math.ceil(len(players) / LEGEND_COLUMNS)
    height = PLOT_TOP + PLOT_HEIGHT + 40 + rows * LEGEND_ROW
    bottom = PLOT_TOP + PLOT_HEIGHT
    described = f' aria-describedby="{html.escape(described_by)}"' if described_by else ""
    name = html.escape(typeset(title))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="table-chart" viewBox="0 0 {WIDTH} {height}" '
        f'role="img" aria-label="{name}"{described} font-size="11" fill="currentColor">',
        f"<title>{name}</title>",
        '<g class="table-chart__grid">',
    ]
    for value in y_ticks:
        kind = "table-chart__zero" if value == 0 else "table-chart__rule"
        y = box.y(value)
        parts.append(f'<line class="{kind}" x1="{PLOT_LEFT}" x2="{PLOT_RIGHT}" y1="{y:.1f}" y2="{y:.1f}"/>')
        parts.append(_text(PLOT_LEFT - 4, y + 4, _number(value), "end"))
    for index in x_ticks:
        x = box.x(index)
        parts.append(
            f'<line class="table-chart__rule" x1="{x:.1f}" x2="{x:.1f}" y1="{bottom}" y2="{bottom + 4}"/>'
        )
        parts.append(_text(x, bottom + 15, labels[index]))
    parts.append(_text((PLOT_LEFT + PLOT_RIGHT) / 2, bottom + 30, x_title))
    parts.append("</g>")
    for seat, points in enumerate(polyline_points(series)):
        parts.append(_line(seat, points, players[seat]))
    for seat, name in enumerate(players):
        column, row = seat % LEGEND_COLUMNS, seat // LEGEND_COLUMNS
        x = 8 + column * (WIDTH - 16) / LEGEND_COLUMNS
        y = bottom + 40 + row * LEGEND_ROW + 4
        parts.append(_line(seat, f"{x:.1f},{y - 4:.1f} {x + 26:.1f},{y - 4:.1f}", name, legend=True))
        parts.append(_text(x + 32, y, _short(name), "start", ' class="table-chart__name"'))
    parts.append("</svg>")
    return "".join(parts)


def _line(seat: int, points: str, name: str, legend: bool = False) -> str:
    dash = DASHES[(seat + seat // COLOURS) % len(DASHES)]
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    kind = "table-chart__key" if legend else "table-chart__series"
    data = "" if legend else f' data-seat="{seat}"'
    return (
        f'<polyline class="{kind} table-chart__line--{seat % COLOURS}"{data} fill="none" stroke-width="2"'
        f'{dashed} points="{points}"><title>{html.escape(name)}</title></polyline>'
    )


class Chart(TypedDict):
    """A sheet's chart: an SVG drawing (data, shown as it is)."""

    ok: bool
    svg: str


def sheet_chart(data: Any) -> Chart:
    """The chart of a score sheet's running totals: ``{"players": [names], "totals": [[each player's
    total after deal 1], [after deal 2], …], "described_by": id?}`` (the ``totals`` of the rows that
    `tarot_app.table.tarot.sheet` answers) → ``{"svg": …}``; each line starts at 0 before deal 1.

    >>> out = sheet_chart({"players": ["A", "B", "C"], "totals": [[26, -52, 26], [0, 0, 0]]})
    >>> 'points="46.0,82.4 205.0,173.9 364.0,82.4"' in out["svg"]
    True
    >>> sheet_chart({"players": ["A", "B", "C"], "totals": [[26, -52]]})
    Traceback (most recent call last):
    ...
    tarot_app.table.common.RefusedError: Donne 1 : il faut un total par joueur (3).
    """
    if not isinstance(data, Mapping) or not isinstance(data.get("totals"), list):
        raise RefusedError("Graphique illisible : il faut {players, totals}.")
    given = data.get("players")
    players = names(given, len(given) if isinstance(given, list) else 0)
    if not 1 <= len(players) <= 5:
        raise RefusedError("Graphique illisible : de 1 à 5 joueurs.")
    rows: list[list[int]] = []
    for number_, row in enumerate(data["totals"], 1):
        if not isinstance(row, list) or len(row) != len(players):
            raise RefusedError(f"Donne {number_} : il faut un total par joueur ({len(players)}).")
        rows.append([whole(value, "un total") for value in row])
    series = [[0, *(row[seat] for row in rows)] for seat in range(len(players))]
    described = data.get("described_by")
    svg = line_chart(
        players,
        series,
        title=f"Les totaux de {', '.join(players)}, donne après donne",
        x_title="Donne",
        described_by=str(described) if described else None,
    )
    return {"ok": True, "svg": svg}


__all__ = ["DASHES", "Chart", "Frame", "frame", "line_chart", "polyline_points", "sheet_chart", "ticks"]
