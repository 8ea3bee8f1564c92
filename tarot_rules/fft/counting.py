"""Counting: thresholds, the half point, and the points and bouts of each camp from the tricks.

>>> threshold(2)
41
>>> count_points(40.5, bouts=2)
Count(points=40.5, counted=40, threshold=41, won=False, difference=1)
>>> count_points(41.5, bouts=2)
Count(points=41.5, counted=42, threshold=41, won=True, difference=1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from tarot_rules.errors import InvalidFactsError
from tarot_rules.fft.rules import Camp, ExcuseLastTrick
from tarot_rules.fft.tricks import BIT, BOUTS_MASK, EXCUSE_BIT, EXCUSE_INDEX, PETIT_INDEX, half_points
from tarot_rules.inputs import real_number, whole_number

THRESHOLDS = (56, 51, 41, 36)
"""Points the taker needs with 0, 1, 2 or 3 bouts."""


def threshold(bouts: int) -> int:
    """Points needed with ``bouts`` bouts (56, 51, 41, 36)."""
    if not 0 <= whole_number(bouts, "Le nombre de bouts", "bad-bouts") <= 3:
        raise InvalidFactsError("bad-bouts", f"Il y a 3 bouts dans le jeu, pas {bouts}.")
    return THRESHOLDS[bouts]


@dataclass(frozen=True, slots=True)
class Count:
    """The taker's points before and after the half-point rule, and the result."""

    points: float
    counted: int
    threshold: int
    won: bool
    difference: int

    @property
    def points_french(self) -> str:
        """The points as read at the table: « 49 », « 40,5 (comptés 40) »."""
        shown = f"{self.points:g}".replace(".", ",")
        return shown if self.counted == self.points else f"{shown} (comptés {self.counted})"

    def __str__(self) -> str:
        """French summary.

        >>> print(count_points(40.5, bouts=2))
        40,5 (comptés 40) points pour 41 demandés : chuté de 1
        >>> print(count_points(41, bouts=2))
        41 points pour 41 demandés : juste fait
        """
        if self.won and self.difference == 0:
            verdict = "juste fait"
        else:
            verdict = f"{'gagné' if self.won else 'chuté'} de {self.difference}"
        return f"{self.points_french} points pour {self.threshold} demandés : {verdict}"


def count_points(points: float, bouts: int, *, rounding: int = 1) -> Count:
    """Apply the threshold and the half-point rule (a half point goes to the winning camp).

    Never Python's ``round()`` (banker's rounding). ``rounding`` (5 or 10) rounds the
    difference to the nearest multiple, halves up (a table custom, off by default).

    >>> count_points(41, bouts=2).difference, count_points(36.5, 3).counted
    (0, 37)
    >>> count_points(58, 0, rounding=10).difference
    0
    """
    need = threshold(bouts)
    half = real_number(points, "Les points du preneur", "bad-points") * 2
    if half != int(half):
        raise InvalidFactsError("bad-points", f"Les points se comptent au demi-point près, pas {points}.")
    half = int(half)
    counted = half // 2  # whole points, or a half point given to the defence…
    if half % 2 and half > 2 * need:
        counted += 1  # …unless the taker wins: then the half point is his
    won = counted >= need
    difference = abs(counted - need)
    if rounding > 1:
        difference = (difference + rounding // 2) // rounding * rounding
    return Count(points, counted, need, won, difference)


class PlayedTrick(NamedTuple):
    """One complete trick: seats and card indices in play order, and the winning seat."""

    seats: tuple[int, ...]
    cards: tuple[int, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class CampCount:
    """What the tricks give each camp: points (in half points), bouts, petit au bout, chelem."""

    attack_half_points: int
    attack_bouts: int
    petit_au_bout: Camp | None
    chelem: Camp | None

    @property
    def attack_points(self) -> float:
        """The attack's points (a whole or half number)."""
        return self.attack_half_points / 2


def count_camps(
    tricks: Sequence[PlayedTrick],
    attack: frozenset[int],
    attack_extra: int,
    excuse_last_trick: ExcuseLastTrick = "change-camp",
) -> CampCount:
    """Points and bouts of the attack from the tricks plus ``attack_extra`` (écart or chien bits).

    The Excuse stays with its owner's camp, which gives a low card (half a point) to
    the trick's winner: counted here as 4 points for the owner and 0.5 for the winner
    (the exchange is owed even if the owner has no low card yet). On the last trick it
    changes camp, unless its camp has won every trick before (chelem): it then wins.
    """
    taken = attack_extra  # every card the attack counts, the Excuse of a trick aside
    winners = [trick.winner in attack for trick in tricks]
    excuse_trick = -1
    for number, trick in enumerate(tricks):
        if winners[number]:
            taken |= sum(map(BIT.__getitem__, trick.cards))
        if EXCUSE_INDEX in trick.cards:
            excuse_trick = number
    last = len(tricks) - 1
    excuse_half = excuse_bout = 0
    excuse_wins_last = False
    if excuse_trick >= 0:
        taken &= ~EXCUSE_BIT
        trick = tricks[excuse_trick]
        owner = trick.seats[trick.cards.index(EXCUSE_INDEX)]
        owner_attacks, winner_attacks = owner in attack, winners[excuse_trick]
        if excuse_trick == last and trick.winner == owner:
            excuse_wins_last, to_attack, exchange = True, owner_attacks, False
        elif excuse_trick == last:
            to_attack = not owner_attacks if excuse_last_trick == "change-camp" else winner_attacks
            exchange = False
        else:
            to_attack, exchange = owner_attacks, owner_attacks != winner_attacks
        if to_attack:
            excuse_half, excuse_bout = (8 if exchange else 9), 1
        elif exchange:
            excuse_half = 1
    half = half_points(taken) + excuse_half
    bouts = (taken & BOUTS_MASK).bit_count() + excuse_bout
    petit_au_bout = None
    bout_trick = tricks[last - 1 if excuse_wins_last else last] if tricks else None
    if bout_trick is not None and PETIT_INDEX in bout_trick.cards:
        petit_au_bout = Camp.ATTAQUE if bout_trick.winner in attack else Camp.DEFENSE
    chelem = None
    if tricks and all(winners):
        chelem = Camp.ATTAQUE
    elif tricks and not any(winners):
        chelem = Camp.DEFENSE
    return CampCount(half, bouts, petit_au_bout, chelem)
