"""Print every benchmark figure as JSON lines: ``{"name": ..., "value": ..., "unit": ...}``.

Runs the site build timing here, then every ``scripts/bench_*.py`` as a module (each prints its own lines).
A timing is the median of at least :data:`RUNS` runs, its line carrying every run's value (``samples``):
the developers' guide asks for it, and the figure is measured again on a fresh clone.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


RUNS = 5
"""A timing figure is the median of this many runs at least."""


def rounded(value: float) -> float:
    """``value`` to three decimals, or to three significant digits below 1.

    >>> rounded(6494.61234), rounded(0.0104285), rounded(0.0)
    (6494.612, 0.0104, 0.0)
    """
    return round(value, 3) if abs(value) >= 1 or not value else float(f"{value:.3g}")


def emit(name: str, value: float, unit: str, samples: list[float] | None = None) -> None:
    """One figure as a JSON line, with the runs it is the median of (``samples``) if given.

    >>> emit("tarot.deals_per_s", 6494.61234, "deals/s", [6400.12, 6494.61234])
    {"name": "tarot.deals_per_s", "value": 6494.612, "unit": "deals/s", "samples": [6400.12, 6494.612]}
    """
    line: dict[str, object] = {"name": name, "value": rounded(value), "unit": unit}
    if samples is not None:
        line["samples"] = [rounded(sample) for sample in samples]
    print(json.dumps(line, ensure_ascii=False), flush=True)


def emit_median(name: str, samples: list[float], unit: str) -> None:
    """The median of ``samples`` (at least :data:`RUNS`) as the figure ``name``, with every sample.

    >>> emit_median("search.query_ms", [25.0, 24.5, 26.0, 25.5, 24.0], "ms")
    {"name": "search.query_ms", "value": 25.0, "unit": "ms", "samples": [25.0, 24.5, 26.0, 25.5, 24.0]}
    """
    assert len(samples) >= RUNS, f"{name} : {len(samples)} mesures, il en faut au moins {RUNS}"
    emit(name, statistics.median(samples), unit, samples)


def emit_runs(measure: Callable[[], dict[str, tuple[float, str]]]) -> None:
    """Run ``measure`` (its figures by name, each a value and a unit) :data:`RUNS` times, then emit
    each figure's median with its samples.

    >>> runs = iter([{"x.s": (2.0, "s")}, {"x.s": (1.0, "s")}, {"x.s": (3.0, "s")}] * 2)
    >>> emit_runs(lambda: next(runs))
    {"name": "x.s", "value": 2.0, "unit": "s", "samples": [2.0, 1.0, 3.0, 2.0, 1.0]}
    """
    runs = [measure() for _ in range(RUNS)]
    for name, (_, unit) in runs[0].items():
        emit_median(name, [run[name][0] for run in runs], unit)


def site_build_seconds() -> float:
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict"],  # not --quiet: it disables --strict
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - start


def main() -> None:
    emit_median("site.build_s", [site_build_seconds() for _ in range(RUNS)], "s")
    for script in sorted((ROOT / "scripts").glob("bench_*.py")):
        subprocess.run([sys.executable, "-m", f"scripts.{script.stem}"], cwd=ROOT, check=True)


if __name__ == "__main__":
    main()
