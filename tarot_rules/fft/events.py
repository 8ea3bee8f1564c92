"""Frozen records of the actions of a deal, as kept in its history (French ``str``).

>>> from tarot_rules.cards import parse_card
>>> print(BidMade(1, Contract.GARDE), "/", CardPlayed(2, parse_card("R♥"), 0, 2))
J2 : Garde / J3 joue R♥ et remporte le pli 1
"""

from __future__ import annotations

from dataclasses import dataclass

from tarot_rules.cards import Card, format_cards
from tarot_rules.fft.deal import Misere
from tarot_rules.fft.rules import Contract, Poignee
from tarot_rules.game import seat_name


@dataclass(frozen=True, slots=True)
class BidMade:
    """A bid (``contract``) or a pass (``None``)."""

    seat: int
    contract: Contract | None

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} : {self.contract if self.contract else 'passe'}"


@dataclass(frozen=True, slots=True)
class CardCalled:
    """At 5 players, the card called by the taker."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} appelle {self.card.the_name}"


@dataclass(frozen=True, slots=True)
class EcartMade:
    """The taker's écart; ``shown`` are the trumps it had to discard (shown to all)."""

    seat: int
    cards: tuple[Card, ...]
    shown: tuple[Card, ...]

    def __str__(self) -> str:
        text = f"{seat_name(self.seat)} écarte {len(self.cards)} cartes"
        return text + (f" (atouts montrés : {format_cards(self.shown)})" if self.shown else "")


@dataclass(frozen=True, slots=True)
class ChelemAnnounced:
    """The taker announces a chelem (and will lead the first trick)."""

    seat: int

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} annonce un chelem"


@dataclass(frozen=True, slots=True)
class PoigneeShown:
    """A poignée shown before the player's first card (trumps in descending order)."""

    seat: int
    size: Poignee
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} montre une {self.size} : {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class MisereAnnounced:
    """A misère (a variant, not FFT) of kind ``kind``: the player shows its hand as dealt."""

    seat: int
    kind: Misere
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} annonce une {self.kind} : {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card played to trick ``trick`` (0-based); ``winner`` is set on the trick's last card."""

    seat: int
    card: Card
    trick: int
    winner: int | None = None

    def __str__(self) -> str:
        text = f"{seat_name(self.seat)} joue {self.card}"
        if self.winner is not None:
            text += f" et {seat_name(self.winner)} remporte le pli {self.trick + 1}"
            if self.winner == self.seat:
                text = f"{seat_name(self.seat)} joue {self.card} et remporte le pli {self.trick + 1}"
        return text


Event = BidMade | CardCalled | EcartMade | ChelemAnnounced | PoigneeShown | MisereAnnounced | CardPlayed
