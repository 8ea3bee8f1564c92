"""What one seat knows of a deal: its own cards and what the whole table was shown, never another hand.

A page or a player that reads a `Seen` cannot use a hidden card by mistake: it holds none. The same
position with the other hands dealt otherwise is seen the same way.

>>> from tarot_rules.fft import FFT4, Deal
>>> deal = Deal(FFT4, seed=1)
>>> for bid in ("passe", "garde", "passe", "passe"):
...     _ = deal.bid(bid)
>>> seen = seen_by(deal, 0)
>>> seen.hand == deal.hand(0), seen.taker, str(seen.contract), len(seen.chien or ())
(True, 2, 'Garde', 6)
>>> seen.trick, seen.won
((), (0, 0, 0, 0))
"""

from __future__ import annotations

from dataclasses import dataclass

from tarot_rules.cards import Card
from tarot_rules.fft.events import BidMade, CardPlayed
from tarot_rules.fft.rules import Contract
from tarot_rules.fft.state import Deal, Phase


@dataclass(frozen=True, slots=True)
class Seen:
    """A deal as ``seat`` knows it now.

    ``legal``: the cards it may play (empty unless it is to play); ``partner``: at five, who played the
    called card once it is played (the taker, when it was their own), ``None`` before; ``chien``: once
    turned over for all to see (Prise and Garde), else ``None``; ``trick``: the trick in progress;
    ``last_trick``: the last trick gathered (empty before the first) and ``last_winner`` who won it;
    ``won``: tricks won by seat; ``ecart``: the cards the seat put aside, if it took the chien (else
    empty).
    """

    seat: int
    phase: Phase
    dealer: int
    to_move: int | None
    hand: tuple[Card, ...]
    legal: tuple[Card, ...]
    bids: tuple[BidMade, ...]
    contract: Contract | None
    taker: int | None
    called: Card | None
    partner: int | None
    chien: tuple[Card, ...] | None
    ecart: tuple[Card, ...]
    trick: tuple[CardPlayed, ...]
    last_trick: tuple[CardPlayed, ...]
    last_winner: int | None
    won: tuple[int, ...]


def seen_by(deal: Deal, seat: int) -> Seen:
    """What ``seat`` knows of ``deal`` now (see `Seen`).

    >>> from tarot_rules.fft import FFT3, Deal
    >>> deal = Deal(FFT3, seed=4)
    >>> seen_by(deal, 2).legal, seen_by(deal, 2).chien
    ((), None)
    """
    history = deal.history
    cards = tuple(e for e in history if isinstance(e, CardPlayed))
    gathered = len(deal.tricks)
    called_by = next((e.seat for e in cards if e.card == deal.called), None)
    contract = deal.contract
    return Seen(
        seat=seat,
        phase=deal.phase,
        dealer=deal.dealer,
        to_move=deal.to_move,
        hand=deal.hand(seat),
        legal=tuple(deal.legal_cards) if deal.to_move == seat else (),
        bids=tuple(e for e in history if isinstance(e, BidMade)),
        contract=contract,
        taker=deal.taker if contract else None,
        called=deal.called,
        partner=called_by,
        chien=deal.chien if contract and contract.takes_chien else None,
        ecart=deal.ecart if seat == deal.taker else (),
        trick=tuple(e for e in cards if e.trick == gathered),
        last_trick=tuple(e for e in cards if e.trick == gathered - 1),
        last_winner=deal.tricks[-1].winner if deal.tricks else None,
        won=tuple(sum(t.winner == s for t in deal.tricks) for s in range(deal.rules.players)),
    )
