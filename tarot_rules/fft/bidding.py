"""Bidding and, at 5 players, the call of a Roi (or Dame, Cavalier, Valet).

>>> legal_bids(Contract.GARDE)
(None, Garde sans, Garde contre)
>>> from tarot_rules.cards import parse_cards
>>> callable_cards(parse_cards("R♠ R♥ R♦ R♣ D♥ 3♣"))
(R♠, R♥, R♦, R♣, D♠, D♥, D♦, D♣)
"""

from __future__ import annotations

from collections.abc import Iterable

from tarot_rules.cards import CAVALIER, DAME, ROI, SUITS, VALET, Card, suit_card
from tarot_rules.errors import IllegalActionError
from tarot_rules.fft.rules import Contract

CALL_RANKS = (ROI, DAME, CAVALIER, VALET)
_RANK_WORDS = {ROI: "un Roi", DAME: "une Dame", CAVALIER: "un Cavalier", VALET: "un Valet"}


_LEGAL_BIDS: dict[Contract | None, tuple[Contract | None, ...]] = {
    highest: (None, *(c for c in Contract if highest is None or c > highest)) for highest in (None, *Contract)
}


def legal_bids(highest: Contract | None) -> tuple[Contract | None, ...]:
    """Pass (``None``) or any contract above ``highest``."""
    return _LEGAL_BIDS[highest]


def check_bid(highest: Contract | None, bid: Contract | None) -> None:
    """Raise ``IllegalActionError`` (``must-outbid``) unless ``bid`` passes or outbids ``highest``.

    >>> check_bid(Contract.GARDE, Contract.PRISE)
    Traceback (most recent call last):
    ...
    tarot_rules.errors.IllegalActionError: Il faut enchérir plus haut que Garde (ou passer).
    """
    if bid is not None and highest is not None and bid <= highest:
        raise IllegalActionError(
            "must-outbid", f"Il faut enchérir plus haut que {highest} (ou passer).", legal_bids(highest)
        )


def call_rank(hand: Iterable[Card]) -> int:
    """The lowest rank the taker may call: a Roi, or a Dame when holding the 4 Rois, and so on
    down to the Valet (the higher ranks stay callable: the taker then calls one of its own)."""
    held = set(hand)
    for rank in CALL_RANKS[:-1]:
        if not all(suit_card(rank, suit) in held for suit in SUITS):
            return rank
    return VALET


def callable_cards(hand: Iterable[Card]) -> tuple[Card, ...]:
    """The cards the taker may call, held or not (FFT): the four Rois; with the four Rois, the
    Dames too; with the four Dames as well, the Cavaliers; and so on down to the Valets.
    Calling a card of one's own hand (or one in the chien) means playing alone against four.

    >>> from tarot_rules.cards import parse_cards
    >>> callable_cards(parse_cards("R♠ 3♣")), len(callable_cards(parse_cards("R♠ R♥ R♦ R♣ D♠ D♥ D♦ D♣")))
    ((R♠, R♥, R♦, R♣), 12)
    """
    lowest = call_rank(hand)
    return tuple(suit_card(rank, suit) for rank in CALL_RANKS if rank >= lowest for suit in SUITS)


def check_call(hand: Iterable[Card], card: Card) -> None:
    """Raise ``IllegalActionError`` (``bad-call``) if ``card`` may not be called."""
    legal = callable_cards(hand)
    if card not in legal:
        words = " ou ".join(_RANK_WORDS[rank] for rank in CALL_RANKS if rank >= call_rank(hand))
        raise IllegalActionError("bad-call", f"Vous devez appeler {words}, pas {card.the_name}.", legal)
