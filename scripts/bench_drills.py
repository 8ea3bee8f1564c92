"""Benchmark of the drill generators (``tarot_app.drills``); prints one JSON line per figure.

- ``exercise.generate_ms``: mean milliseconds to generate one question and its ``to_json()``, over
  every drill and level (CPython, one core; Pyodide is slower by its own factor).
- ``exercise.generate_max_ms``: the same mean for the slowest drill and level.
- ``exercise.pools_s``: seconds to generate the pools of 200 questions per drill and level that the
  site writes into its pages at build time.
"""

from __future__ import annotations

import time

from scripts.bench import emit_runs
from tarot_app.drills import DRILLS, LEVELS, Level

POOL = 200


def generate_ms(slug: str, level: Level, count: int = 200, rounds: int = 3) -> float:
    """Mean milliseconds per question of one drill and level, best of ``rounds`` (as :mod:`timeit`
    advises: slower rounds measure the machine's other work)."""
    drill = DRILLS[slug]
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for seed in range(1, count + 1):
            drill.generate(seed, level).to_json()
        best = min(best, (time.perf_counter() - start) / count * 1e3)
    return best


def pools_seconds() -> float:
    start = time.perf_counter()
    for drill in DRILLS.values():
        for level in LEVELS:
            for seed in range(1, POOL + 1):
                drill.generate(seed, level).to_json()
    return time.perf_counter() - start


def one_run() -> dict[str, tuple[float, str]]:
    means = [generate_ms(slug, level) for slug in DRILLS for level in LEVELS]
    return {
        "exercise.generate_ms": (sum(means) / len(means), "ms"),
        "exercise.generate_max_ms": (max(means), "ms"),
        "exercise.pools_s": (pools_seconds(), "s"),
    }


def main() -> None:
    emit_runs(one_run)


if __name__ == "__main__":
    main()
