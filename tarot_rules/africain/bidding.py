"""The golden rule: the dealer may not make the bids add up to the number of tricks.

>>> forbidden_bid(cards=3, bids=[1, 1, 0])
1
>>> forbidden_bid(cards=2, bids=[2, 1]) is None
True
>>> legal_bids(cards=4, bids=[1, 1, 0], dealer=True)
(0, 1, 3, 4)
"""

from __future__ import annotations

from collections.abc import Sequence

from tarot_rules.errors import IllegalActionError


def forbidden_bid(cards: int, bids: Sequence[int]) -> int | None:
    """The bid the dealer may not make, or ``None`` if the others already bid more than ``cards``.

    ``bids`` are the other players' bids; ``cards`` is the number of tricks.

    >>> forbidden_bid(cards=5, bids=[1, 2, 1])
    1
    """
    rest = cards - sum(bids)
    return rest if rest >= 0 else None


def legal_bids(cards: int, bids: Sequence[int], dealer: bool) -> tuple[int, ...]:
    """Bids allowed now: 0 … ``cards``, minus the forbidden one if ``dealer`` speaks.

    >>> legal_bids(cards=1, bids=[0, 0], dealer=True)
    (0,)
    """
    banned = forbidden_bid(cards, bids) if dealer else None
    return tuple(n for n in range(cards + 1) if n != banned)


def check_bid(amount: int, cards: int, bids: Sequence[int], dealer: bool) -> None:
    """Raise [`IllegalActionError`][tarot_rules.errors.IllegalActionError] if ``amount`` is not allowed.

    >>> check_bid(2, cards=4, bids=[1, 1, 0], dealer=True)
    Traceback (most recent call last):
    ...
    tarot_rules.errors.IllegalActionError: Le donneur ne peut pas annoncer 2 : le total ferait 4 plis, \
autant que de plis à jouer.
    """
    legal = legal_bids(cards, bids, dealer)
    if amount in legal:
        return
    if 0 <= amount <= cards:
        raise IllegalActionError(
            "golden-rule",
            f"Le donneur ne peut pas annoncer {amount} : le total ferait {cards} pli{'s' * (cards > 1)}, "
            "autant que de plis à jouer.",
            legal,
        )
    raise IllegalActionError(
        "bid-out-of-range", f"Annonce impossible : {amount}. On annonce de 0 à {cards} plis.", legal
    )
