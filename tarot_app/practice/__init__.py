"""« S'entraîner » : what the practice pages ask the engine, against the computer players of
[tarot_rules.players][] (a French Tarot deal, a Tarot africain game, the review of a record).

Every call is stateless: the page sends the game as JSON and gets it back with what it shows
(see [tarot_app.practice.tarot_deal][]).
"""

from tarot_app.practice.africain_game import africain_advice, africain_play, africain_undo
from tarot_app.practice.compare import analyse, compare, guess
from tarot_app.practice.review import review
from tarot_app.practice.tarot_deal import advise, play, undo

__all__ = [
    "advise",
    "africain_advice",
    "africain_play",
    "africain_undo",
    "analyse",
    "compare",
    "guess",
    "play",
    "review",
    "undo",
]
