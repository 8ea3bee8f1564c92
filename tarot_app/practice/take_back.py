"""« Reprendre » on both practice pages: a practice game (its ``actions`` and ``reasons``, one per
event of the game's history) as it was just before the reader's last card.

>>> game = {"actions": ["annonce:1", "carte:5", "carte:7"], "reasons": [None, None, {}]}
>>> take_back(game, ["bid", "mine", "theirs"], lambda event: event == "mine")["actions"]
['annonce:1']
>>> take_back(game, ["bid", "theirs", "theirs"], lambda event: event == "mine")
Traceback (most recent call last):
...
tarot_rules.errors.IllegalActionError: Vous n’avez encore joué aucune carte.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tarot_rules.errors import IllegalActionError


def take_back(game: dict[str, Any], history: Sequence[Any], is_mine: Callable[[Any], bool]) -> dict[str, Any]:
    """``game`` before the last event of ``history`` that ``is_mine`` (the reader's card), the later
    actions taken back too; refused, in French, when the reader has played no card."""
    mine = [index for index, event in enumerate(history) if is_mine(event)]
    if not mine:
        raise IllegalActionError("nothing-to-undo", "Vous n’avez encore joué aucune carte.")
    return {**game, "actions": game["actions"][: mine[-1]], "reasons": game["reasons"][: mine[-1]]}
