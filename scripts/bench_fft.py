"""Benchmark of the French Tarot engine; prints one JSON line per figure.

- ``tarot.deals_per_s``: complete random 4-player deals per second on one core
  (seeded deal, random legal bidding, random legal écart, random legal play, score).
- ``tarot.legal_cards_us``: mean microseconds of one legal-cards query in mid-deal positions.
"""

from __future__ import annotations

import random
import time

from scripts.bench import emit_runs
from tarot_rules.fft import FFT4, Deal, Phase, Rules
from tarot_rules.fft.simulate import random_deal


def deals_per_second(rules: Rules, seconds: float = 2.5, rounds: int = 5) -> float:
    """Complete random deals per second, scored; pass-outs and petit sec redeals are
    played too but not counted as deals.

    The best of ``rounds`` rounds of ``seconds / rounds`` each, as :mod:`timeit` advises:
    the slower rounds measure the other work of the machine, not the engine's.
    """
    rng = random.Random(2024)
    best = 0.0
    for _ in range(rounds):
        count, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds / rounds:
            for _ in range(50):
                deal = random_deal(rules, rng.getrandbits(32), rng)
                if deal.phase is Phase.FINISHED:
                    deal.score()
                    count += 1
        best = max(best, count / (time.perf_counter() - start))
    return best


def legal_cards_us(rules: Rules, positions: int = 2000, repeat: int = 20) -> float:
    """Mean microseconds for one ``Deal.legal_cards`` query (mask + view) in mid-deal positions."""
    rng = random.Random(7)
    deals: list[Deal] = []
    while len(deals) < positions:
        deal = random_deal(rules, rng.getrandbits(32), rng, stop_after=rng.randrange(10, 60))
        if deal.phase is Phase.PLAY:
            deals.append(deal)
    start = time.perf_counter()
    for _ in range(repeat):
        for deal in deals:
            len(deal.legal_cards)
    return (time.perf_counter() - start) / (positions * repeat) * 1e6


def main() -> None:
    emit_runs(
        lambda: {
            "tarot.deals_per_s": (deals_per_second(FFT4), "deals/s"),
            "tarot.legal_cards_us": (legal_cards_us(FFT4), "us"),
        }
    )


if __name__ == "__main__":
    main()
