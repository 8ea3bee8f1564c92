"""What a point count is worth: how often each contract is made, by the taker's points.

A deal is dealt from its seed; the seat whose hand the point count (`CHAVEY`) rates highest
takes, everyone else passes, and computer players play the deal out. It is played once for
each contract the taker could choose: as a Garde (a Prise is won or lost on the same cards:
only the multiplier differs), as a Garde sans and as a Garde contre. `play_out` gives one
`Outcome`; `made_shares` gathers many into the shares of contracts made, by band of points,
each with its Wilson 95 % interval.

>>> from tarot_rules.players.tarot import TarotDebutant
>>> outcome = play_out(4, 7, lambda seat: TarotDebutant())
>>> assert outcome is not None
>>> outcome.players, outcome.seed, len(outcome.made)
(4, 7, 3)
>>> outcome.total <= outcome.total_with_distribution
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from tarot_rules.fft import Contract, Deal, Phase, rules_for
from tarot_rules.fft.evaluation import CHAVEY, Evaluation, PointCount, evaluate
from tarot_rules.players.base import Player
from tarot_rules.players.table import Table

__all__ = [
    "BANDS",
    "CONTRACTS",
    "Outcome",
    "Share",
    "band_of",
    "made_shares",
    "play_out",
    "stratified_seeds",
    "wilson",
]

CONTRACTS = (Contract.GARDE, Contract.GARDE_SANS, Contract.GARDE_CONTRE)
"""The contracts played out (a Prise plays as a Garde)."""

BANDS = (0, 30, 40, 48, 56, 64, 71, 81)
"""Lower bounds of the bands of points, for an 18-card hand (4 players): the method's
thresholds (40, 56, 71, 81) and a band split in two between them, so the page shows how the
share made grows inside a contract's range."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One deal played out: its seed and player count, the taker's seat, the taker's points
    (without, then with voids and singletons) and, for each of `CONTRACTS`, whether it was made."""

    players: int
    seed: int
    taker: int
    total: int
    total_with_distribution: int
    made: tuple[bool, ...]

    def points_for(self, contract: Contract) -> int:
        """The taker's points ``contract`` is judged on (see `Evaluation.points_for`)."""
        return self.total_with_distribution if contract >= CHAVEY.distribution_from else self.total

    def as_list(self) -> list[int]:
        """The outcome as a line of the data file."""
        return [self.players, self.seed, self.taker, self.total, self.total_with_distribution, *self.made]

    @classmethod
    def from_list(cls, line: list[int]) -> Outcome:
        """The outcome of a line of the data file.

        >>> Outcome.from_list([4, 1, 2, 50, 56, 1, 0, 0]).made
        (True, False, False)
        """
        players, seed, taker, total, with_distribution, *made = line
        return cls(players, seed, taker, total, with_distribution, tuple(bool(m) for m in made))


def _taker(deal: Deal, method: PointCount) -> tuple[int, Evaluation]:
    """The seat whose hand ``method`` rates highest (voids and singletons counted; the first to
    speak among equals), and its evaluation."""
    players = deal.rules.players
    order = [(deal.dealer + 1 + i) % players for i in range(players)]
    rated = {seat: evaluate(deal.hand(seat), deal.rules, method) for seat in order}
    seat = max(order, key=lambda s: rated[s].total_with_distribution)
    return seat, rated[seat]


def play_out(
    players: int, seed: int, make: Callable[[int], Player], method: PointCount = CHAVEY
) -> Outcome | None:
    """Deal ``seed`` at ``players`` players (the dealer rotates with the seed), give the contract
    to the hand ``method`` rates highest and play it out once per contract of `CONTRACTS`, with
    ``make(seat)`` in every seat; ``None`` when the deal is cancelled before the bidding (a Petit
    sec)."""
    rules = rules_for(players)
    dealer = seed % players
    hands = Deal(rules, seed=seed, dealer=dealer)
    if hands.phase is not Phase.BIDDING:
        return None
    taker, evaluation = _taker(hands, method)
    made = []
    for contract in CONTRACTS:
        deal = Deal(rules, seed=seed, dealer=dealer)
        for _ in range(players):
            deal.bid(contract if deal.to_move == taker else None)
        Table(deal, tuple(make(seat) for seat in range(players))).advance()
        made.append(deal.score().won)
    return Outcome(players, seed, taker, evaluation.total, evaluation.total_with_distribution, tuple(made))


def stratified_seeds(players: int, per_band: int, limit: int, method: PointCount = CHAVEY) -> list[int]:
    """Seeds among ``range(limit)`` whose taker (the best hand) falls in a band of `BANDS` from
    30 points up (voids and singletons counted) that holds fewer than ``per_band`` seeds so far:
    the rare strong hands are all kept, the common ones only until their band is full. Within a
    band the seeds are taken in order, so the share made in a band is not biased by the choice.

    >>> seeds = stratified_seeds(4, 2, 200)
    >>> len(seeds) <= 2 * (len(BANDS) - 1), seeds == sorted(seeds)
    (True, True)
    """
    rules = rules_for(players)
    kept: list[int] = []
    filled = [0] * len(BANDS)
    for seed in range(limit):
        deal = Deal(rules, seed=seed, dealer=seed % players)
        if deal.phase is not Phase.BIDDING:
            continue
        band = band_of(_taker(deal, method)[1].total_with_distribution, players)
        if band and filled[band] < per_band:
            filled[band] += 1
            kept.append(seed)
    return kept


def band_of(points: int, players: int) -> int:
    """The index in `BANDS` of ``points`` of a hand at ``players`` players, the bands scaled to the
    hand size as the method's thresholds are.

    >>> band_of(39, 4), band_of(40, 4), band_of(53, 3), band_of(81, 4)
    (1, 2, 2, 7)
    """
    hand_size = rules_for(players).hand_size
    return max(i for i, low in enumerate(BANDS) if points >= (2 * low * hand_size + 18) // 36)


def wilson(made: int, total: int) -> tuple[float, float]:
    """The Wilson 95 % interval of a share ``made / total``.

    >>> wilson(8, 10)
    (0.49, 0.943)
    """
    if not total:
        return 0.0, 1.0
    z = 1.96
    share = made / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)


@dataclass(frozen=True, slots=True)
class Share:
    """Contracts ``made`` out of ``deals`` played, and the Wilson interval of the share."""

    made: int
    deals: int

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % interval of the share made."""
        return wilson(self.made, self.deals)


def made_shares(outcomes: Iterable[Outcome], players: int) -> dict[Contract, list[Share]]:
    """By contract, the share made in each band of `BANDS`, at ``players`` players. A Garde is
    judged on the points without voids and singletons, a Garde sans or contre on the points with
    them, as the method does.

    >>> shares = made_shares([Outcome.from_list([4, 0, 0, 45, 51, 1, 0, 0])], 4)
    >>> shares[Contract.GARDE][2], shares[Contract.GARDE_SANS][3]
    (Share(made=1, deals=1), Share(made=0, deals=1))
    """
    counts = {contract: [[0, 0] for _ in BANDS] for contract in CONTRACTS}
    for outcome in outcomes:
        if outcome.players != players:
            continue
        for contract, made in zip(CONTRACTS, outcome.made, strict=True):
            points = (
                outcome.total_with_distribution if contract >= CHAVEY.distribution_from else outcome.total
            )
            cell = counts[contract][band_of(points, players)]
            cell[0] += made
            cell[1] += 1
    return {contract: [Share(m, n) for m, n in cells] for contract, cells in counts.items()}
