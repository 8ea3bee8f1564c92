"""Typed errors: each carries a reason code, a French message and the legal alternatives.

>>> from tarot_rules.cards import parse_card
>>> try:
...     parse_card("Z♥")
... except NotationError as error:
...     print(error.code, "-", error)
unknown-card - Carte inconnue : « Z♥ ».
"""

from __future__ import annotations

from collections.abc import Iterable


class TarotError(ValueError):
    """Base of every error the engine raises; a ``ValueError``.

    ``code`` is a stable machine-readable reason, ``message`` the French
    explanation shown to players, ``legal`` the alternatives that were allowed.
    """

    def __init__(self, code: str, message: str, legal: Iterable[object] = ()) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.legal: tuple[object, ...] = tuple(legal)


class NotationError(TarotError):
    """Bad syntax: a card, bid or record that cannot be read at all."""


class IllegalActionError(TarotError):
    """A well-formed action that the rules forbid in this position."""


class InvalidFactsError(TarotError):
    """Settings or deal facts that cannot happen (e.g. 95 points, four bouts)."""
