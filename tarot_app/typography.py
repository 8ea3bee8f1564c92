"""French typography for the prose a reader sees: one set of rules for the built pages
(``scripts/hooks/french_typography.py`` applies them to the HTML) and for the engine's answers to the
pages (``tarot_app.calls.call`` applies them to the prose of each answer).

Conventions (Imprimerie nationale):

- U+00A0 (espace insécable) before « : », inside « », and between a number and the word after it
  (« 91 points », « 5 vies »);
- U+202F (espace fine insécable) before « ; ! ? », before « % », and between groups of thousands
  (« 1 746 »); years (1000 to 2099 without a sign, and not followed by « points ») stay whole;
- ’ for an apostrophe between letters; − (U+2212) for a minus sign in front of a number (a hyphen
  inside a word or between two numbers stays).

Text only: `typeset` knows nothing of HTML or code, so its caller keeps code, identifiers and data
away from it: the engine's answers mark their prose as `Prose` (`typeset_prose` typesets exactly
that), the build's JSON data names its code keys (`map_prose` leaves the values under them alone).
Typesetting twice changes nothing more.

>>> typeset("Le preneur a 2 bouts et 43 points. Le contrat est-il fait ?")
'Le preneur a 2\\xa0bouts et 43\\xa0points. Le contrat est-il fait\\u202f?'
>>> typeset("tarot/score.md#la-formule"), typeset("enchère:garde sans"), typeset("R-RO201206")
('tarot/score.md#la-formule', 'enchère:garde sans', 'R-RO201206')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable
from functools import lru_cache
from typing import Any

NBSP = "\u00a0"
"""Espace insécable: before « : », inside « », after a number followed by a word."""
NNBSP = "\u202f"
"""Espace fine insécable: before « ; ! ? % », between groups of thousands."""
MINUS = "\u2212"
"""The minus sign of a negative number."""

_SPACE = f"[ \\t\\n\\r{NBSP}{NNBSP}]"
_GLUE = r"\w.,/#:=@♥♠♦♣"
"""What glues a hyphen or digits to the text before them (a word, a number, a path, a card…): then
a hyphen is no minus sign and digits are no number of their own."""
_YEAR_OR_CODE = re.compile(r"(?:1\d{3}|20\d{2})")


def _group_thousands(match: re.Match[str]) -> str:
    sign, digits, after = match.group(1), match.group(2), match.string[match.end() :]
    if (
        len(digits) == 4
        and not sign
        and _YEAR_OR_CODE.fullmatch(digits)
        and not re.match(r"\s*points?\b", after)
    ):
        return match.group(0)
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return sign + NNBSP.join(groups)


RULES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"(?<=[^\W\d_])'(?=[^\W_])"), "\u2019"),
    (re.compile(rf"(?<![{_GLUE}\-\u2212+])-(?=\d)"), MINUS),
    (re.compile(rf"(?<![{_GLUE}\-\u202f])([\u2212+]?)(\d{{4,}})(?![\w/]|\u202f\d)"), _group_thousands),
    (re.compile(f"{_SPACE}+:(?!\\S)"), NBSP + ":"),
    (re.compile(r"(?<=[^\W_]|[»)%])(?<!\d):(?=\s|$)"), NBSP + ":"),
    (re.compile(f"{_SPACE}+([;!?])"), NNBSP + r"\1"),
    (re.compile(r"(?<=[^\W_]|[»)])([;!?])(?=\s|$|[)»\"”.,…])"), NNBSP + r"\1"),
    (re.compile(f"«{_SPACE}*"), "«" + NBSP),
    (re.compile(f"{_SPACE}*»"), NBSP + "»"),
    (re.compile(f"(?<=\\d){_SPACE}+%"), NNBSP + "%"),
    (re.compile(r"(?<![\w.])([\u2212+]?\d+(?:[,\u202f]\d+)*)[ \t\n\r]+(?=[^\W\d_])"), r"\1" + NBSP),
)
"""Each rule as (pattern, replacement), applied in this order until nothing changes."""

_TRIGGERS = re.compile(r"[\s'\-:;!?«»%]|\d{4}")
"""A text without any of these is left as it is by every rule."""


@lru_cache(maxsize=4096)
def typeset(text: str, before: str = "") -> str:
    """``text`` with French typography; ``before`` is the text just before it (context only).

    >>> typeset("Garde réussie : 49 points ; l'Excuse « reste » ! Score -1746 ?")
    'Garde réussie\\xa0: 49\\xa0points\\u202f; l’Excuse «\\xa0reste\\xa0»\\u202f! Score −1\\u202f746\\u202f?'
    >>> typeset("En 2012, 1500 points, 12345 et 21,1 % ; pas 3-4 ni R-RO201206.")
    'En 2012, 1\\u202f500\\xa0points, 12\\u202f345\\xa0et 21,1\\u202f%\\u202f; pas 3-4\\xa0ni R-RO201206.'
    >>> typeset("12:30, 3-4 joueurs")
    '12:30, 3-4\\xa0joueurs'
    >>> typeset(":", before="Contrat")
    '\\xa0:'
    >>> all(typeset(typeset(s)) == typeset(s) for s in ["a : b ; « c » -5 1746 points", "Oui!", "x'y"])
    True
    >>> typeset("» x", before="»")
    '\\xa0» x'
    """
    if not _TRIGGERS.search(text):
        return text
    previous = None
    while text != previous:  # a rule may enable another (« a:» needs two passes)
        previous = text
        for pattern, replacement in RULES:
            text = _substitute(pattern, replacement, text, before)
    return text


def _substitute(
    pattern: re.Pattern[str], replacement: str | Callable[[re.Match[str]], str], text: str, before: str
) -> str:
    """``pattern`` replaced in ``text`` only: ``before`` is read by the rules, never rewritten.

    >>> _substitute(re.compile("x*»"), "·»", "»", before="»")
    '·»'
    """
    if not before:
        return pattern.sub(replacement, text)
    offset = len(before)

    def replace(match: re.Match[str]) -> str:
        if match.start() < offset:
            return match.group(0)
        return replacement(match) if callable(replacement) else match.expand(replacement)

    return pattern.sub(replace, before + text)[offset:]


class Prose(str):
    """Text a reader sees in an answer of the engine (a prompt, a reason, a score line, a name):
    `typeset_prose` gives it French typography. Any other text of an answer is data (an identifier,
    a card code, a link, HTML, the state a page sends back), returned exactly as it was made.

    >>> Prose("Qui gagne ?") == "Qui gagne ?", isinstance(Prose("Qui gagne ?"), str)
    (True, True)
    """

    __slots__ = ()


def typeset_prose(value: Any) -> Any:
    """``value`` (JSON data) with every `Prose` typeset, every other value exactly as it was.

    >>> typeset_prose({"prompt": Prose("Qui gagne ?"), "code": "a : b", "lines": [Prose("-5 !"), "-5 !"]})
    {'prompt': 'Qui gagne\\u202f?', 'code': 'a : b', 'lines': ['−5\\u202f!', '-5 !']}
    """
    if isinstance(value, Prose):
        return typeset(value)
    if isinstance(value, list):
        return [typeset_prose(item) for item in value]
    if isinstance(value, dict):
        return {name: typeset_prose(item) for name, item in value.items()}
    return value


def prose(texts: Iterable[str]) -> list[Prose]:
    """Each of ``texts`` as `Prose` (a list of lines, of names…).

    >>> prose(["Léa", "Marc"])
    ['Léa', 'Marc']
    """
    return [Prose(text) for text in texts]


def map_prose(
    value: Any, change: Callable[[str], str] = typeset, kept: Collection[str] = (), key: str = ""
) -> Any:
    """``value`` (JSON data) with ``change`` applied to every string, except the whole value of any
    key in ``kept`` (identifiers, code, data read back by a program), left exactly as it was.

    >>> map_prose({"label": "Total : -5", "id": "a : b", "cards": [{"name": "l'Excuse"}]}, kept={"id"})
    {'label': 'Total\\xa0: −5', 'id': 'a : b', 'cards': [{'name': 'l’Excuse'}]}
    >>> map_prose({"game": {"reasons": ["Oui !"]}, "reasons": ["Oui !"]}, str.upper, kept={"game"})
    {'game': {'reasons': ['Oui !']}, 'reasons': ['OUI !']}
    """
    if key in kept:
        return value
    if isinstance(value, str):
        return change(value)
    if isinstance(value, list):
        return [map_prose(item, change, kept) for item in value]
    if isinstance(value, dict):
        return {name: map_prose(item, change, kept, name) for name, item in value.items()}
    return value


__all__ = ["MINUS", "NBSP", "NNBSP", "RULES", "Prose", "map_prose", "prose", "typeset", "typeset_prose"]
