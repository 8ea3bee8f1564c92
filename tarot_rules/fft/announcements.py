"""The écart after taking the chien, and the poignée shown before one's first card.

>>> from tarot_rules.fft.rules import FFT4
>>> check_ecart(FFT4, "R♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 1 2 3 4 5 6 7 8 9 10", "R♥ 2♥ 3♥ 4♥ 5♥ 6♥")
Traceback (most recent call last):
...
tarot_rules.errors.IllegalActionError: On ne peut écarter ni Roi ni bout : le Roi de cœur est refusé.
"""

from __future__ import annotations

from tarot_rules.cards import DECK, Card
from tarot_rules.errors import IllegalActionError
from tarot_rules.fft.rules import Poignee, Rules
from tarot_rules.fft.tricks import (
    BOUTS_MASK,
    EXCUSE_BIT,
    KINGS_MASK,
    TRUMP_MASK,
    CardSet,
    cards_of,
    indices,
    to_mask,
)


def ecart_candidates(hand: int) -> tuple[int, int]:
    """``(plain, trumps)``: cards that may always be discarded, and trumps that may be
    when there are not enough plain ones."""
    return hand & ~(KINGS_MASK | BOUTS_MASK | TRUMP_MASK), hand & TRUMP_MASK & ~BOUTS_MASK


def ecart_trump_count(plain: int, size: int) -> int:
    """How many trumps an écart of ``size`` cards holds when ``plain`` (a bit set, see
    `ecart_candidates`) may always go: trumps only when the taker is short of other cards,
    and then exactly the missing number.

    >>> ecart_trump_count(to_mask("2♥ 3♥ 4♥"), 3), ecart_trump_count(to_mask("2♥"), 3)
    (0, 2)
    """
    return max(0, size - plain.bit_count())


def legal_ecart_mask(plain: int, trumps: int, size: int) -> int:
    """The cards (bit set) that may go into an écart of ``size`` cards: ``plain``, and
    ``trumps`` too when `ecart_trump_count` says some must."""
    return plain | (trumps if ecart_trump_count(plain, size) else 0)


def check_ecart(rules: Rules, hand: CardSet, ecart: CardSet) -> None:
    """Raise ``IllegalActionError`` unless ``ecart`` is a legal écart from ``hand`` (chien included).

    No Roi, no bout; trumps only as many as the taker cannot avoid.
    """
    hand, ecart = to_mask(hand), to_mask(ecart)
    plain, trumps = ecart_candidates(hand)
    legal = cards_of(legal_ecart_mask(plain, trumps, rules.chien_size))
    count = ecart.bit_count()
    if count != rules.chien_size:
        raise IllegalActionError(
            "ecart-size", f"L'écart compte {rules.chien_size} cartes, pas {count}.", legal
        )
    if ecart & ~hand:
        card = DECK[next(indices(ecart & ~hand))]
        raise IllegalActionError("not-in-hand", f"Vous n'avez pas {card.the_name} en main.", legal)
    if ecart & (KINGS_MASK | BOUTS_MASK):
        card = DECK[next(indices(ecart & (KINGS_MASK | BOUTS_MASK)))]
        refused = "refusée" if card.is_feminine else "refusé"
        raise IllegalActionError(
            "ecart-king-bout", f"On ne peut écarter ni Roi ni bout : {card.the_name} est {refused}.", legal
        )
    allowed_trumps = ecart_trump_count(plain, rules.chien_size)
    if (ecart & TRUMP_MASK).bit_count() > allowed_trumps:
        if allowed_trumps == 0:
            message = "On n'écarte pas d'atout quand on peut l'éviter."
        else:
            message = f"Vous ne pouvez écarter que {allowed_trumps} atout(s), faute d'autres cartes."
        raise IllegalActionError("ecart-trump", message, legal)


def check_poignee(rules: Rules, hand: CardSet, shown: CardSet, ecart: CardSet = 0) -> Poignee:
    """The size of the poignée ``shown`` from ``hand``, or ``IllegalActionError``.

    Exactly 13/15/18 (3 players), 10/13/15 (4) or 8/10/13 (5) trumps; the Excuse
    may stand for a missing trump only if the player has no other trump left. The taker
    passes its ``ecart``: a trump it had to discard was shown to all, and the FFT lets it
    be shown again in the poignée (four Rois and 15 trumps at 4 players: one trump must
    go to the écart, and the triple poignée is still shown with 15).

    >>> from tarot_rules.fft.rules import FFT4
    >>> hand = "21 20 19 18 17 16 15 14 13 12 11 10 9 8 R♠ R♥ R♦ R♣"
    >>> check_poignee(FFT4, hand, hand.replace(" R♠ R♥ R♦ R♣", " 7"), ecart="7 2♠ 3♠ 4♠ 5♠ 6♠")
    poignée triple
    """
    hand, shown = to_mask(hand), to_mask(shown)
    available = hand | to_mask(ecart) & TRUMP_MASK
    size = rules.poignee_size(shown.bit_count())
    sizes = " / ".join(str(n) for n in rules.poignee_sizes)
    if size is None:
        raise IllegalActionError(
            "poignee-size", f"Une poignée se montre avec exactement {sizes} atouts, pas {shown.bit_count()}."
        )
    if shown & ~available:
        card = DECK[next(indices(shown & ~available))]
        raise IllegalActionError("not-in-hand", f"Vous n'avez pas {card.the_name} en main.")
    if shown & ~(TRUMP_MASK | EXCUSE_BIT):
        raise IllegalActionError("poignee-not-trump", "Une poignée ne contient que des atouts (et l'Excuse).")
    if shown & EXCUSE_BIT and hand & TRUMP_MASK & ~shown:
        raise IllegalActionError(
            "poignee-excuse",
            "L'Excuse ne remplace un atout que si vous n'en avez pas d'autre : montrez vos atouts.",
        )
    return size


def check_ecart_card(rules: Rules, hand: CardSet, card: Card) -> None:
    """Raise ``IllegalActionError`` unless some legal écart from ``hand`` (chien included) holds ``card``.

    The refusal is the one `check_ecart` gives for ``card`` completed with the cards that
    may always be discarded (then trumps, if those are too few).

    >>> from tarot_rules.cards import parse_card
    >>> from tarot_rules.fft.rules import FFT5
    >>> hand = "R♥ 2♥ 3♥ 4♥ 1 5"
    >>> check_ecart_card(FFT5, hand, parse_card("2♥"))
    >>> check_ecart_card(FFT5, hand, parse_card("5"))
    Traceback (most recent call last):
    ...
    tarot_rules.errors.IllegalActionError: On n'écarte pas d'atout quand on peut l'éviter.
    >>> check_ecart_card(FFT5, "R♥ 2♥ 3♥ 1 5 6", parse_card("5"))
    """
    hand = to_mask(hand)
    plain, trumps = ecart_candidates(hand & ~(1 << card.index))
    fillers = [*indices(plain), *indices(trumps)][: rules.chien_size - 1]
    check_ecart(rules, hand, to_mask([card, *(DECK[index] for index in fillers)]))
