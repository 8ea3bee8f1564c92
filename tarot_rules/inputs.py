"""Checking the type of the facts a caller passes, so that a wrong type gets a French refusal.

A reader of the site may call the engine with a text (``players="4"``) or a float that is not a
number (``float("nan")``); both raise ``InvalidFactsError`` before any
computation.

>>> whole_number(4, "Le nombre de joueurs", "bad-players")
4
>>> whole_number("4", "Le nombre de joueurs", "bad-players")
Traceback (most recent call last):
...
tarot_rules.errors.InvalidFactsError: Le nombre de joueurs doit être un nombre entier, pas le texte « 4 ».
>>> real_number(float("nan"), "Les points", "bad-points")
Traceback (most recent call last):
...
tarot_rules.errors.InvalidFactsError: Les points doivent être un nombre, pas NaN (valeur non numérique).
>>> french_number(40.5), french_number(41.0)
('40,5', '41')
"""

from __future__ import annotations

import math
from typing import Any

from tarot_rules.errors import InvalidFactsError


def french_number(value: float) -> str:
    """A number as French writes it: decimal comma, no useless ``.0``."""
    return f"{value:g}".replace(".", ",")


def shown(value: Any) -> str:
    """A wrong value, described in French for an error message.

    >>> shown(2.5), shown(True), shown(float("inf")), shown(None)
    ('2,5', 'le booléen True', 'l’infini', 'None')
    """
    if isinstance(value, str):
        return f"le texte « {value} »"
    if isinstance(value, bool):
        return f"le booléen {value}"
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN (valeur non numérique)"
        if math.isinf(value):
            return "l’infini" if value > 0 else "moins l’infini"
        return french_number(value)
    return repr(value)


def _plural(what: str) -> bool:
    return what.split(" ", 1)[0].lower() in ("les", "des")


def whole_number(value: Any, what: str, code: str) -> int:
    """``value`` if it is an ``int`` (not a bool); otherwise a French refusal about ``what``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    verb = "doivent" if _plural(what) else "doit"
    raise InvalidFactsError(code, f"{what} {verb} être un nombre entier, pas {shown(value)}.")


def real_number(value: Any, what: str, code: str) -> float:
    """``value`` if it is a finite ``int`` or ``float`` (not a bool); otherwise a French refusal."""
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return value
    verb = "doivent" if _plural(what) else "doit"
    raise InvalidFactsError(code, f"{what} {verb} être un nombre, pas {shown(value)}.")
