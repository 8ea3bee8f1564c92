"""Before the first deal and while dealing: drawing the first dealer, checking the cut.

Drawing for the dealer: each player draws one card and the **lowest** card deals. Trumps
rank above every suit card; between suit cards the rank decides (As lowest, Roi highest),
then the suit, ♠ highest and ♣ lowest. The Excuse has no rank: whoever draws it draws again.

>>> dealer_by_draw("3♥ 12 R♣ 3♣")
3
"""

from __future__ import annotations

from collections.abc import Iterable

from tarot_rules.cards import SUITS, Card, parse_cards
from tarot_rules.errors import IllegalActionError, InvalidFactsError

SMALLEST_PACKET = 4
"""Each part of a cut keeps more than 3 cards."""


def draw_rank(card: Card) -> tuple[int, int]:
    """How low a drawn card is (smaller = lower): trumps above suits, then rank, then ♣ < ♦ < ♥ < ♠.

    >>> draw_rank(parse_cards("1♣")[0]) < draw_rank(parse_cards("1♠")[0]) < draw_rank(parse_cards("1")[0])
    True
    """
    if card.suit is None:
        return (100 + card.rank, 0)
    return (card.rank, len(SUITS) - SUITS.index(card.suit))


def dealer_by_draw(cards: Iterable[Card] | str) -> int:
    """The seat (0 = J1) that drew the lowest card and deals first; the Excuse must be redrawn.

    >>> dealer_by_draw("Excuse 5♦ 7")
    Traceback (most recent call last):
    ...
    tarot_rules.errors.IllegalActionError: J1 a tiré l'Excuse : il tire une autre carte.
    """
    drawn = parse_cards(cards) if isinstance(cards, str) else tuple(cards)
    if len(set(drawn)) != len(drawn) or not 3 <= len(drawn) <= 5:
        raise InvalidFactsError("bad-draw", "Chaque joueur (3 à 5) tire une carte différente.")
    for seat, card in enumerate(drawn):
        if card.is_excuse:
            raise IllegalActionError("redraw", f"J{seat + 1} a tiré l'Excuse : il tire une autre carte.")
    return min(range(len(drawn)), key=lambda seat: draw_rank(drawn[seat]))


def check_cut(top: int, deck: int = 78) -> None:
    """Refuse a cut that leaves 3 cards or fewer in either part (``top`` cards lifted).

    >>> check_cut(4)
    >>> check_cut(76)
    Traceback (most recent call last):
    ...
    tarot_rules.errors.IllegalActionError: La coupe doit laisser plus de 3 cartes de chaque côté : 76 et 2.
    """
    if min(top, deck - top) < SMALLEST_PACKET:
        raise IllegalActionError(
            "bad-cut", f"La coupe doit laisser plus de 3 cartes de chaque côté : {top} et {deck - top}."
        )
