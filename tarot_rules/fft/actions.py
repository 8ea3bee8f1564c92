"""What a player may do in a deal, as values: what [Deal.apply][tarot_rules.fft.Deal.apply] takes.

The events of the history ([tarot_rules.fft.events][]) record what happened; `action_of` gives
back the action that produced one, so a history replays through ``apply``.

>>> from tarot_rules.fft.state import Deal
>>> deal = Deal(seed=1)
>>> deal.apply(Bid(Contract.GARDE))
BidMade(seat=1, contract=Garde)
>>> action_of(deal.history[0])
Bid(contract=Garde)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import comb
from typing import assert_never, overload

from tarot_rules.cards import DECK, Card
from tarot_rules.fft.announcements import ecart_trump_count
from tarot_rules.fft.deal import Misere
from tarot_rules.fft.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    ChelemAnnounced,
    EcartMade,
    Event,
    MisereAnnounced,
    PoigneeShown,
)
from tarot_rules.fft.rules import Contract
from tarot_rules.fft.tricks import cards_of, indices, to_mask


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid ``contract``, or pass (``None``)."""

    contract: Contract | None


@dataclass(frozen=True, slots=True)
class Call:
    """At 5 players, the taker calls ``card``."""

    card: Card


@dataclass(frozen=True, slots=True)
class Discard:
    """The taker puts ``cards`` in the écart."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AnnounceChelem:
    """The taker announces a chelem before the first card."""


@dataclass(frozen=True, slots=True)
class ShowPoignee:
    """The player to move shows a poignée (``cards``) before its first card."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AnnounceMisere:
    """The player to move announces a misère of kind ``kind`` (a variant, not FFT)."""

    kind: Misere


@dataclass(frozen=True, slots=True)
class Play:
    """The player to move plays ``card``."""

    card: Card


Action = Bid | Call | Discard | AnnounceChelem | ShowPoignee | AnnounceMisere | Play


def action_of(event: Event) -> Action:
    """The action that produced ``event``."""
    match event:
        case BidMade():
            return Bid(event.contract)
        case CardCalled():
            return Call(event.card)
        case EcartMade():
            return Discard(event.cards)
        case ChelemAnnounced():
            return AnnounceChelem()
        case PoigneeShown():
            return ShowPoignee(event.cards)
        case MisereAnnounced():
            return AnnounceMisere(event.kind)
        case CardPlayed():
            return Play(event.card)
        case _ as unreachable:
            assert_never(unreachable)


class Ecarts(Sequence[Discard]):
    """Every legal écart of one position, without building them: ``size`` cards among
    ``plain`` (a bit set), or, when there are too few, all of ``plain`` and the rest among
    ``trumps``. Indexing ranks the combinations in lexicographic order of card indices.

    >>> from tarot_rules.fft.tricks import to_mask
    >>> ecarts = Ecarts(to_mask("1♠ 2♠ 3♠"), to_mask("5 6"), 2)
    >>> len(ecarts), ecarts[0], ecarts[-1]
    (3, Discard(cards=(1♠, 2♠)), Discard(cards=(2♠, 3♠)))
    >>> Discard(cards_of(to_mask("1♠ 3♠"))) in ecarts, len(Ecarts(to_mask("1♠"), to_mask("5 6"), 2))
    (True, 2)
    """

    __slots__ = ("_count", "_fixed", "_pick", "_pool")

    def __init__(self, plain: int, trumps: int, size: int) -> None:
        short = ecart_trump_count(plain, size)
        self._pool = tuple(indices(trumps if short else plain))
        self._fixed = plain if short else 0
        self._pick = short or size
        self._count = comb(len(self._pool), self._pick)

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> Discard: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Discard]: ...
    def __getitem__(self, index: int | slice) -> Discard | Sequence[Discard]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._count)))
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError("écart index out of range")
        mask, start, pick = self._fixed, 0, self._pick
        while pick:  # the index-th combination: skip the ones starting lower, one card at a time
            skipped = comb(len(self._pool) - start - 1, pick - 1)
            if index < skipped:
                mask |= 1 << self._pool[start]
                pick -= 1
            else:
                index -= skipped
            start += 1
        return Discard(cards_of(mask))

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Discard):
            return False
        mask = to_mask(action.cards)
        pool = to_mask(DECK[i] for i in self._pool)
        return (
            mask.bit_count() == len(action.cards) == self._pick + self._fixed.bit_count()
            and mask & self._fixed == self._fixed
            and not mask & ~(self._fixed | pool)
        )
