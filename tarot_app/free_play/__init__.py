"""Free play for the tutorials: the last tricks of a Tarot deal, a whole Tarot africain round.

Each program answers what the page shows after the reader's actions ``mine`` and an ``attempt``
(``None`` to just show the position), every action checked by the engine.

>>> sorted(PROGRAMS)
['africain_round', 'tarot_tricks']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tarot_app.free_play import africain_round, tarot_tricks
from tarot_app.free_play.common import View

Program = Callable[[dict[str, Any], list[str], str | None], View]

PROGRAMS: dict[str, Program] = {
    "africain_round": africain_round.free_play,
    "tarot_tricks": tarot_tricks.free_play,
}
"""The free-play programs a tutorial step may name."""

__all__ = ["PROGRAMS", "Program"]
