"""Rules engine for French Tarot (FFT, 3/4/5 players) and Tarot Africain (Whist 22).

Pure Python, standard library only; runs on CPython ≥ 3.11 and in Pyodide.
The cards live here; each game has its subpackage: [`tarot_rules.fft`][tarot_rules.fft]
and [`tarot_rules.africain`][tarot_rules.africain]; the computer players are in
[`tarot_rules.players`][tarot_rules.players]. The site's pages use the engine through the
application package [`tarot_app`][tarot_app], which this package never imports.

>>> from tarot_rules.fft import legal_cards, score
>>> legal_cards(hand="R♥ 7♣ 12 Excuse", trick="3♥ 8♥")
(R♥, Excuse)
>>> score(players=4, contract="garde", bouts=2, points=49).per_defender
66
>>> from tarot_rules.africain import forbidden_bid
>>> forbidden_bid(cards=3, bids=[1, 1, 0])
1
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
