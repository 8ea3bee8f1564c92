"""Tarot Africain benchmarks, one JSON line per figure: ``{"name": ..., "value": ..., "unit": ...}``.

* ``africain.rounds_per_s``: complete random 4-player rounds of 5 cards per second
  (deal, bids, 20 plays, lives), through the unchecked fast path, on one core.
* ``africain.blind_odds_ms``: exact blind-round odds for one player at 5 players.

Run: ``python -m scripts.bench_africain [--seconds 1.0]``.
"""

from __future__ import annotations

import argparse
import random
import time

from scripts.bench import emit_runs
from tarot_rules.africain import Round, blind_odds, deal, random_round_fast


def rounds_per_second(seconds: float) -> float:
    rng = random.Random(2024)
    done = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        for _ in range(1000):
            random_round_fast(rng, 4, 5)
        done += 1000
        elapsed = time.perf_counter() - start
    return done / elapsed


def blind_odds_ms(seconds: float) -> float:
    rng = random.Random(7)
    rounds = [Round(deal(rng, 5, 1), dealer=0) for _ in range(100)]
    done = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        for r in rounds:
            blind_odds(r, 0)
        done += len(rounds)
        elapsed = time.perf_counter() - start
    return elapsed / done * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=1.0, help="time spent on each figure")
    args = parser.parse_args()
    emit_runs(
        lambda: {
            "africain.rounds_per_s": (rounds_per_second(args.seconds), "rounds/s"),
            "africain.blind_odds_ms": (blind_odds_ms(args.seconds), "ms"),
        }
    )


if __name__ == "__main__":
    main()
