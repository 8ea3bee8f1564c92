"""What every computer player gives back: a `Decision` (the action, why, which advice), and the
`Player` protocol both games share.

A player reads the position through the [GameState][tarot_rules.game.GameState] protocol and
only looks at what its seat may see (its hand, the cards played, the chien when it was shown,
the poignées, the announcements). Players are seeded: the same seed in the same position gives
the same decision.

>>> from tarot_rules.fft import Deal
>>> deal = Deal(seed=1)
>>> decision = RandomPlayer(seed=1).decide(deal, deal.to_move or 0)
>>> decision.action in deal.legal_actions, decision.reason
(True, 'Je joue au hasard parmi les choix permis.')
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Generic, Literal, Protocol, TypeVar

from tarot_rules.game import GameState

A_co = TypeVar("A_co", covariant=True)

GameName = Literal["tarot", "africain"]
"""The two games: French Tarot (FFT, 3 to 5 players) and Tarot africain."""
Level = Literal["debutant", "confirme"]
"""« Débutant » follows the advice of « Bien jouer »; « Confirmé » also simulates the hidden cards."""
LEVELS: tuple[Level, ...] = ("debutant", "confirme")
"""The levels as the pages and the calls name them, the first one the default."""


@dataclass(frozen=True, slots=True)
class Decision(Generic[A_co]):
    """One decision of a computer player.

    ``action`` is the game's own action (an ``Action`` of [tarot_rules.fft][] or the Tarot africain
    ``Bid``/``Play``), ready for ``state.apply``; ``reason`` says in French why; ``advice``
    is the rulebook page and section the choice follows (``"bien-jouer/defense.md#lentame"``,
    empty when no advice applies); ``estimate`` is what a Confirmé player estimated (a chance
    between 0 and 1, or an expected score), ``None`` otherwise.
    """

    action: A_co
    reason: str
    advice: str = ""
    estimate: float | None = None


class Player(Protocol):
    """A computer player: ``decide`` the action of ``seat``, the seat to move in ``state``.

    ``state`` is a French Tarot [Deal][tarot_rules.fft.Deal], or a Tarot africain
    [Game][tarot_rules.africain.Game] (``seat``: a game seat) or [Round][tarot_rules.africain.Round]
    (``seat``: a round seat). The state is never changed.
    """

    def decide(self, state: GameState[Any, Any], seat: int) -> Decision[Any]:
        """The action ``seat`` takes now, and why."""
        ...


class RandomPlayer:
    """Plays a random legal action (the yardstick of the bench: a player that knows only the rules)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def decide(self, state: GameState[Any, Any], seat: int) -> Decision[Any]:
        """A legal action drawn at random."""
        actions = state.legal_actions
        return Decision(
            actions[self.rng.randrange(len(actions))], "Je joue au hasard parmi les choix permis."
        )
