"""Reading what players type: numbers written the French way, names, sheet headers.

>>> number("40,5", "les points")
40.5
>>> whole(" 3 ", "le nombre de bouts")
3
>>> whole("trois", "le nombre de bouts")
Traceback (most recent call last):
...
tarot_app.table.common.RefusedError: Nombre illisible pour le nombre de bouts : « trois ».
>>> whole("2.5", "les plis de Léa")
Traceback (most recent call last):
...
tarot_app.table.common.RefusedError: Pour les plis de Léa, il faut un nombre entier, pas 2,5.
>>> number("nan", "les points")
Traceback (most recent call last):
...
tarot_app.table.common.RefusedError: Nombre illisible pour les points : « nan ».
>>> names(["Léa", " Marc ", ""], 3)
('Léa', 'Marc', 'J3')
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypedDict

from tarot_rules.errors import TarotError
from tarot_rules.inputs import french_number


class RefusedError(TarotError):
    """Input the sheets cannot read (the engine's own errors keep their type and code)."""

    def __init__(self, message: str, code: str = "table") -> None:
        super().__init__(code, message)


def number(value: Any, what: str) -> float:
    """A number typed by a player: ``12``, ``"40,5"``, ``"40.5"``; refused with a French reason otherwise."""
    if isinstance(value, bool):
        raise RefusedError(f"Nombre illisible pour {what} : « {value} ».")
    if isinstance(value, int | float):
        result = float(value)
    else:
        text = str(value if value is not None else "").strip().replace(",", ".").replace(" ", "")
        if not text:
            raise RefusedError(f"Il manque {what}.")
        try:
            result = float(text)
        except ValueError:
            raise RefusedError(f"Nombre illisible pour {what} : « {value} ».") from None
    if not math.isfinite(result):
        raise RefusedError(f"Nombre illisible pour {what} : « {value} ».")
    return result


def whole(value: Any, what: str) -> int:
    """A whole number typed by a player."""
    result = number(value, what)
    if result != int(result):
        raise RefusedError(f"Pour {what}, il faut un nombre entier, pas {french_number(result)}.")
    return int(result)


def seat(value: Any, players: int, what: str) -> int | None:
    """A seat index (0 … players − 1), ``None`` for an empty choice."""
    if value is None or value == "":
        return None
    index = whole(value, what)
    if not 0 <= index < players:
        raise RefusedError(f"{what[0].upper()}{what[1:]} doit être un des {players} joueurs.")
    return index


def names(values: Any, players: int) -> tuple[str, ...]:
    """``players`` names; an empty name becomes J1, J2, …"""
    given = list(values) if isinstance(values, list | tuple) else []
    given += [""] * (players - len(given))
    return tuple(str(name).strip()[:40] or f"J{i + 1}" for i, name in enumerate(given[:players]))


def header(data: Any, fmt: str) -> Mapping[str, Any]:
    """``data`` as a mapping of the expected ``format`` and version 1."""
    if not isinstance(data, Mapping):
        raise RefusedError("Ce fichier n’est pas une feuille de marque.")
    if data.get("format") != fmt:
        raise RefusedError(f"Ce fichier n’est pas une feuille « {fmt} ».")
    if data.get("version") != 1:
        raise RefusedError(f"Version de feuille inconnue : {data.get('version')} (version 1 attendue).")
    return data


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet may read as a formula at the start of a cell (the OWASP CSV-injection rule)."""


def spreadsheet_cell(value: Any) -> Any:
    """A CSV cell a spreadsheet shows as text: a text starting like a formula gets a leading ``'``;
    numbers stay numbers.

    >>> print(spreadsheet_cell('=HYPERLINK("http://evil.example/","x")'))
    '=HYPERLINK("http://evil.example/","x")
    >>> spreadsheet_cell("-Léa"), spreadsheet_cell(-106), spreadsheet_cell("Léa")
    ("'-Léa", -106, 'Léa')
    """
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return f"'{value}"
    return value


class Csv(TypedDict):
    """A sheet as a file: its CSV text (`csv_text`)."""

    ok: bool
    csv: str


def csv_text(lines: Iterable[Sequence[Any]]) -> str:
    """Lines as CSV the way French spreadsheets read it (``;`` separated), every cell through
    `spreadsheet_cell`: a player's name can never run as a formula.

    >>> csv_text([["Joueur", "Score"], ["@SUM(A1)", -68], ["+33 6", 0]]).splitlines()
    ['Joueur;Score', "'@SUM(A1);-68", "'+33 6;0"]
    """
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";")
    writer.writerows([spreadsheet_cell(cell) for cell in line] for line in lines)
    return out.getvalue()
