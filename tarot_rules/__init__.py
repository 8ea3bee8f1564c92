"""Rules engine for French Tarot (FFT, 3/4/5 players) and Tarot Africain (Whist 22).

Pure Python, standard library only; runs on CPython ≥ 3.11 and in Pyodide.
"""

from tarot_rules.cards import (
    BOUTS,
    DECK,
    EXCUSE,
    PETIT,
    SUITS,
    TRUMPS,
    Card,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
)
from tarot_rules.errors import IllegalActionError, InvalidFactsError, NotationError, TarotError

__all__ = [
    "BOUTS",
    "DECK",
    "EXCUSE",
    "PETIT",
    "SUITS",
    "TRUMPS",
    "Card",
    "IllegalActionError",
    "InvalidFactsError",
    "NotationError",
    "Suit",
    "TarotError",
    "format_cards",
    "parse_card",
    "parse_cards",
]

__version__ = "0.1.0"
