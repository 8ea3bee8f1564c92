"""What both games have in common: the `GameState` protocol, the live `ActionView`, seat names.

A French Tarot deal ([Deal][tarot_rules.fft.Deal]), a Tarot africain round
([Round][tarot_rules.africain.Round]) and a whole Tarot africain game
([Game][tarot_rules.africain.Game]) all follow `GameState`: code written against it (a
tutorial, the table, a drill, a computer player) works for both games.

>>> import random
>>> from typing import Any
>>> from tarot_rules.fft import Deal
>>> def play_out(game: GameState[Any, Any], rng: random.Random) -> int:
...     while not game.is_over:
...         game.apply(rng.choice(game.legal_actions))
...     return len(game.history)
>>> play_out(Deal(seed=3), random.Random(3)) > 72
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from enum import Enum
from typing import Protocol, Self, TypeVar, overload, runtime_checkable

A = TypeVar("A")
E_co = TypeVar("E_co", covariant=True)


def seat_name(seat: int) -> str:
    """Short French seat label: J1, J2, …

    >>> seat_name(0)
    'J1'
    """
    return f"J{seat + 1}"


class ActionView(Sequence[A]):
    """The legal actions of a game, as a live view.

    Lifetime: the view reads the game *each time it is used* (``len``, ``in``, indexing,
    iteration), so it always answers for the position as it is now and never goes stale
    after an action. Keep ``tuple(view)`` to remember the actions of one position.
    """

    __slots__ = ("_now",)

    def __init__(self, now: Callable[[], Sequence[A]]) -> None:
        self._now = now

    @overload
    def __getitem__(self, index: int) -> A: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[A]: ...
    def __getitem__(self, index: int | slice) -> A | Sequence[A]:
        return self._now()[index]

    def __len__(self) -> int:
        return len(self._now())

    def __contains__(self, action: object) -> bool:
        return action in self._now()

    def __iter__(self) -> Iterator[A]:
        return iter(self._now())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self._now())})"


@runtime_checkable
class GameState(Protocol[A, E_co]):
    """A game position that moves forward one checked action at a time.

    ``A`` is the game's action type, ``E_co`` the event an action produces.
    """

    @property
    def phase(self) -> Enum:
        """Where the game stands (each game's ``Phase``: ``BIDDING`` … ``PLAY``, ``FINISHED``)."""
        ...

    @property
    def to_move(self) -> int | None:
        """The seat to act, ``None`` once the game is over."""
        ...

    @property
    def legal_actions(self) -> Sequence[A]:
        """The actions the player to move may take now: a live `ActionView`."""
        ...

    def apply(self, action: A) -> E_co:
        """Check and apply ``action`` for the player to move; raise a
        [TarotError][tarot_rules.errors.TarotError] and change nothing if it is refused."""
        ...

    @property
    def history(self) -> Sequence[E_co]:
        """Every event so far, in order."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether no action is left to take."""
        ...

    def copy(self) -> Self:
        """An independent copy: actions applied to one do not change the other."""
        ...
