"""Dealing: a seeded shuffle, packets in turn, the chien built card by card, petit sec.

>>> hands, chien = deal_cards(FFT4, seed=7, dealer=0)
>>> [len(hand) for hand in hands], len(chien)
([18, 18, 18, 18], 6)
>>> deal_cards(FFT4, seed=7, dealer=0) == (hands, chien)
True
"""

from __future__ import annotations

import random
from enum import Enum
from itertools import repeat, starmap
from operator import mul

from tarot_rules.cards import DECK, Card
from tarot_rules.fft.rules import FFT4, Rules
from tarot_rules.fft.tricks import (
    BIT,
    EXCUSE_BIT,
    FACES_MASK,
    PETIT_BIT,
    TRUMP_MASK,
    CardSet,
    cards_of,
    to_mask,
)

Seed = int | str

_SHUFFLE_STEPS = range(77, 0, -1)
_SHUFFLE_SIZES = tuple(float(i + 1) for i in _SHUFFLE_STEPS)


def first_player(rules: Rules, dealer: int) -> int:
    """The player after the dealer: speaks first and (without a chelem) leads first."""
    return (dealer + 1) % rules.players


def next_dealer(rules: Rules, dealer: int) -> int:
    """The dealer of the next deal (also after a redeal: all passed or petit sec). After a misdeal
    the same dealer deals again instead: ``Deal(rules, dealer=dealer, after_misdeal=True)``."""
    return (dealer + 1) % rules.players


def deal_masks(rules: Rules, rng: random.Random, dealer: int) -> tuple[list[int], int]:
    """Deal a shuffled pack as bit sets: hands by seat and the chien.

    Packets go in turn from the player after the dealer; the chien cards go one by
    one between two packets, never before the first one nor after the last one,
    so the chien never gets the first or the last card of the pack.
    """
    order = list(range(len(DECK)))
    # Fisher–Yates on random() (faster than shuffle(), same in Pyodide): swap card i with
    # card int(random() × (i + 1)), i from 77 down to 1; the draws are made in C by map().
    draws = map(int, map(mul, starmap(rng.random, repeat((), 77)), _SHUFFLE_SIZES))
    for i, j in zip(_SHUFFLE_STEPS, draws, strict=True):
        order[i], order[j] = order[j], order[i]
    size, players = rules.packet_size, rules.players
    gaps = sorted(rng.sample(range(1, players * rules.hand_size // size), rules.chien_size))
    chien = 0
    for before in reversed(range(len(gaps))):  # the chien card put before packet g
        chien |= BIT[order.pop(gaps[before] * size + before)]
    # What is left goes round by packets: packet p to the p-th player after the dealer.
    hands = [0] * players
    step = players * size
    bit = BIT.__getitem__
    for offset in range(players):
        seat = (dealer + 1 + offset) % players
        for card in range(offset * size, offset * size + size):
            hands[seat] |= sum(map(bit, order[card::step]))
    return hands, chien


def deal_cards(
    rules: Rules = FFT4, *, seed: Seed, dealer: int = 0
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Hands (by seat) and chien of the deal of ``seed``, as cards in deck order."""
    hands, chien = deal_masks(rules, random.Random(seed), dealer)
    return tuple(cards_of(hand) for hand in hands), cards_of(chien)


def has_petit_sec(hand: CardSet) -> bool:
    """The Petit is the hand's only trump and the hand has no Excuse.

    >>> has_petit_sec("1 R♥ 3♣"), has_petit_sec("1 Excuse")
    (True, False)
    """
    return to_mask(hand) & (TRUMP_MASK | EXCUSE_BIT) == PETIT_BIT


class Misere(Enum):
    """The two misères of the tables that play them (a variant, not FFT), each scored on its own."""

    ATOUT = "misère d'atout"
    """No trump in the hand as dealt (the Excuse is not a trump here)."""
    TETES = "misère de têtes"
    """No face card in the hand as dealt: no Roi, Dame, Cavalier or Valet."""

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return self.value


_MISERE_MASKS = {Misere.ATOUT: TRUMP_MASK, Misere.TETES: FACES_MASK}


def misere_kinds(hand: int) -> tuple[Misere, ...]:
    """The misères a hand as dealt may announce: none, one, or both.

    >>> from tarot_rules.fft.tricks import to_mask
    >>> misere_kinds(to_mask("10♥ 3♣ Excuse")), misere_kinds(to_mask("10♥ V♣")), misere_kinds(to_mask("R♥ 1"))
    ((misère d'atout, misère de têtes), (misère d'atout,), ())
    """
    return tuple(kind for kind, mask in _MISERE_MASKS.items() if not hand & mask)
