"""Dealing: a seeded shuffle, packets in turn, the chien built card by card, petit sec.

>>> hands, chien = deal_cards(FFT4, seed=7, dealer=0)
>>> [len(hand) for hand in hands], len(chien)
([18, 18, 18, 18], 6)
>>> deal_cards(FFT4, seed=7, dealer=0) == (hands, chien)
True
"""

from __future__ import annotations

import random

from tarot_rules.cards import DECK, Card
from tarot_rules.fft.rules import FFT4, Rules
from tarot_rules.fft.tricks import EXCUSE_BIT, TRUMP_MASK

PETIT_BIT = 1 << 56

Seed = int | str


def first_player(rules: Rules, dealer: int) -> int:
    """The player after the dealer: speaks first and (without a chelem) leads first."""
    return (dealer + 1) % rules.players


def next_dealer(rules: Rules, dealer: int) -> int:
    """The dealer of the next deal (also after a redeal: all passed or petit sec)."""
    return (dealer + 1) % rules.players


def deal_masks(rules: Rules, rng: random.Random, dealer: int) -> tuple[list[int], int]:
    """Deal a shuffled pack as bit sets: hands by seat and the chien.

    Packets go in turn from the player after the dealer; the chien cards go one by
    one between two packets, never before the first one nor after the last one,
    so the chien never gets the first or the last card of the pack.
    """
    order = list(range(78))
    uniform = rng.random
    for i in range(77, 0, -1):  # Fisher–Yates on random(): faster than shuffle(), same in Pyodide
        j = int(uniform() * (i + 1))
        order[i], order[j] = order[j], order[i]
    packets = rules.players * rules.hand_size // rules.packet_size
    gaps = set(rng.sample(range(1, packets), rules.chien_size))
    hands = [0] * rules.players
    chien = 0
    seat = first_player(rules, dealer)
    position = 0
    size = rules.packet_size
    for packet in range(packets):
        if packet in gaps:
            chien |= 1 << order[position]
            position += 1
        for index in order[position : position + size]:
            hands[seat] |= 1 << index
        position += size
        seat = (seat + 1) % rules.players
    return hands, chien


def deal_cards(
    rules: Rules = FFT4, *, seed: Seed, dealer: int = 0
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Hands (by seat) and chien of the deal of ``seed``, as cards in deck order."""
    hands, chien = deal_masks(rules, random.Random(seed), dealer)
    return tuple(_cards(hand) for hand in hands), _cards(chien)


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(card for card in DECK if mask >> card.index & 1)


def has_petit_sec(hand: int) -> bool:
    """The Petit is the hand's only trump and the hand has no Excuse.

    >>> from tarot_rules.cards import parse_cards
    >>> from tarot_rules.fft.tricks import to_mask
    >>> has_petit_sec(to_mask(parse_cards("1 R♥ 3♣"))), has_petit_sec(to_mask(parse_cards("1 Excuse")))
    (True, False)
    """
    return hand & (TRUMP_MASK | EXCUSE_BIT) == PETIT_BIT
