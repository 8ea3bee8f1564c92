"""Exact odds against brute-force enumeration of every deal."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, permutations

import pytest

from tarot_rules.africain import (
    AFRICAIN_DECK,
    Round,
    blind_odds,
    blind_win_probability,
    card_value,
    format_chance,
    single_card_win_probability,
)
from tarot_rules.cards import Card, parse_cards


def brute_blind(seen: tuple[Card, ...], excuse_value: int) -> Fraction:
    """Every ordered deal of one card per player (player 0 = me) whose other cards are ``seen``."""
    wins = total = 0
    for dealt in permutations(AFRICAIN_DECK, len(seen) + 1):
        if dealt[1:] != seen:
            continue
        total += 1
        values = [card_value(c, excuse_value) for c in dealt]
        wins += values[0] == max(values)
    return Fraction(wins, total)


@pytest.mark.parametrize("excuse_value", [0, 22])
@pytest.mark.parametrize("seen", ["17", "21", "Excuse", "3 9", "Excuse 20", "1 2", "19 4 Excuse", "5 6 7 8"])
def test_blind_odds_match_brute_force(seen: str, excuse_value: int) -> None:
    cards = parse_cards(seen)
    if len(cards) > 3:  # 22 * 21 * 20 * 19 * 18 deals would be slow: enumerate the own card only
        hidden = [c for c in AFRICAIN_DECK if c not in cards]
        best = max(card_value(c, excuse_value) for c in cards)
        expected = Fraction(sum(card_value(c, excuse_value) > best for c in hidden), len(hidden))
    else:
        expected = brute_blind(cards, excuse_value)
    assert blind_win_probability(cards, excuse_value) == expected


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("excuse_value", [0, 22])
def test_single_card_odds_match_brute_force(players: int, excuse_value: int) -> None:
    for card in AFRICAIN_DECK:
        others = [c for c in AFRICAIN_DECK if c is not card]
        wins = total = 0
        for hand in combinations(others, players - 1):
            total += 1
            wins += all(card_value(c, excuse_value) < card_value(card, excuse_value) for c in hand)
        assert single_card_win_probability(card, players, excuse_value) == Fraction(wins, total)


def test_blind_odds_from_a_round() -> None:
    r = Round([["3"], ["17"], ["Excuse"], ["9"], ["12"]], dealer=0)
    # seat 0 sees 17, Excuse, 9, 12: 18 19 20 21 win among 22 - 4 = 18 cards
    assert blind_odds(r, 0) == Fraction(4, 18)
    assert format_chance(blind_odds(r, 0)) == "4 chances sur 18 (22,2 %)"
    assert format_chance(blind_odds(r, 0), 9) == "2 chances sur 9 (22,2 %)"
    assert single_card_win_probability(AFRICAIN_DECK[21], 7) == 1
