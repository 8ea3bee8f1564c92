"""Author text of a tutorial: Markdown with engine placeholders, French numbers, comparable answers.

>>> inline_html("Le Roi vaut {{points: R♥}} points.")
'Le Roi vaut 4,5 points.'
>>> normalize(" 4,5 "), normalize(4.5), normalize("Réussi  de 8")
('4,5', '4,5', 'réussi de 8')
"""

from __future__ import annotations

import re
from fractions import Fraction

import markdown

from tarot_rules.africain import blind_win_probability, format_chance
from tarot_rules.cards import parse_cards, total_half_points


class TutorialError(Exception):
    """A tutorial that cannot be read: its message names the file and the step, in French."""


_PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*:\s*([^}]*)\}\}")


def number_text(value: float | Fraction) -> str:
    """A number the French way.

    >>> number_text(Fraction(9, 2)), number_text(106)
    ('4,5', '106')
    """
    number = float(value)
    return (f"{number:g}" if number != int(number) else str(int(number))).replace(".", ",")


def _placeholder(match: re.Match[str]) -> str:
    name, argument = match.group(1), match.group(2).strip()
    if name == "chance":
        return format_chance(blind_win_probability(parse_cards(argument)))
    if name == "points":
        return number_text(Fraction(total_half_points(parse_cards(argument)), 2))
    raise TutorialError(f"espace réservé inconnu : {match.group(0)}")


def inline_html(text: str | None) -> str:
    """Author text (Markdown, placeholders ``{{chance: …}}``, ``{{points: …}}``) as HTML,
    without the outer paragraph when there is only one."""
    if not text:
        return ""
    rendered = markdown.markdown(_PLACEHOLDER.sub(_placeholder, text.strip()), extensions=["attr_list"])
    if rendered.count("<p>") == 1 and rendered.startswith("<p>") and rendered.endswith("</p>"):
        rendered = rendered[3:-4]
    return rendered


def normalize(value: object) -> str:
    """Comparable text of an answer: numbers as numbers, text lower case without extra spaces."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int | float | Fraction):
        return number_text(value)
    text = " ".join(str(value).split()).lower()
    try:
        return number_text(float(text.replace(",", ".")))
    except ValueError:
        return text
