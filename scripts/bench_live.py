"""Live-example figures in a real Chromium, as JSON lines (run by ``make bench`` through scripts/bench.py).

- ``live.floor_ms``: a bare page (assets/live/floor.html) loads Pyodide in a module worker and runs 1+1;
- ``live.ready_ms``: first interaction with a live example ("Modifier") → runner ready (Python + engine);
- ``live.run_ms``: click "Exécuter" → output, for the FFT scoring example, once ready;
- ``live.warm_ready_ms``: the same as ready_ms on a second page loaded in full after the first one
  loaded the runtime (a new box; the page hands it the runtime from the site's service worker — the
  browser's HTTP cache too — and the memory snapshot);
- ``live.warm_instant_ready_ms``: the same after Material's instant navigation (the worker is kept).

Medians over ``LIVE_BENCH_RUNS`` (default 5) cold runs, each in a fresh browser context, in one process.
Each run measures the floor, then the live example, side by side: ``live.ready_over_floor`` and
``live.warm_over_ready`` are the medians of each run's own ratio (the machine's speed drifts from one
run to the next, not within one). Each run's samples are printed on the error output as it ends, with
the phases the worker reported (milliseconds since it started: Python, wheel, the engine imported
(``prepare``), the snapshot taken (``engine``); "snapshot" when it restored one).
``python -m scripts.bench_live [--site DIR] [--runs N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any

from scripts.browser import BrowserSession, launch_chromium
from scripts.serve import start_server

ROOT = Path(__file__).resolve().parent.parent

TIMEOUT = 120_000
# Click an example's button and resolve with the milliseconds until its run counter moves.
CLICK_AND_TIME_RUN = """([example]) => new Promise((resolve) => {
  const runs = Number(example.dataset.runs || 0);
  const observer = new MutationObserver(() => {
    if (Number(example.dataset.runs || 0) <= runs) return;
    observer.disconnect();
    resolve(performance.now() - start);
  });
  observer.observe(example, { attributes: true, attributeFilter: ["data-runs"] });
  const start = performance.now();
  example.querySelector("button[data-action=run]").click();
})"""


def emit(name: str, value: float, unit: str) -> None:
    digits = 2 if unit == "ratio" else 1  # a target of 1.15 needs the second decimal
    print(json.dumps({"name": name, "value": round(value, digits), "unit": unit}), flush=True)


def floor_ms(spy: BrowserSession) -> float:
    spy.goto("assets/live/floor.html")
    spy.page.wait_for_function("window.floorMs", timeout=TIMEOUT)
    return float(spy.page.evaluate("window.floorMs"))


def ready_ms(spy: BrowserSession, example: Any, phases: list[Any] | None = None) -> float:
    """Click "Modifier" (the first interaction); time from there to the runner ready, in the page.
    The worker's phases go to ``phases``."""
    example.locator("button[data-action=edit]").click()
    spy.page.wait_for_function("window.tarotLive.ready", timeout=TIMEOUT)
    timings = spy.page.evaluate("window.tarotLive.timings")
    if phases is not None:
        phases.append(timings.get("phases"))
    return float(timings["ready"] - timings["start"])


def example_on(spy: BrowserSession, path: str, text: str) -> Any:
    """The page loaded and settled (Material builds its search index at load), then the example."""
    spy.page.goto(spy.base_url + path, wait_until="networkidle")
    spy.page.wait_for_timeout(500)
    example = spy.page.locator("div.tarot-example[data-code]").filter(has_text=text).first
    example.locator(".tarot-live__toolbar").wait_for()
    return example


def one_run(browser: Any, base_url: str, site_dir: Path, first: str, text: str) -> dict[str, Any]:
    """The floor, then the live examples (cold, run, warm, after an instant navigation), side by side."""
    run: dict[str, Any] = {"phases": []}
    with BrowserSession(browser, base_url) as spy:
        run["floor"] = floor_ms(spy)
        spy.assert_clean()
    with BrowserSession(browser, base_url) as spy:
        example = example_on(spy, first, text)
        run["ready"] = ready_ms(spy, example, run["phases"])
        run["run"] = float(spy.page.evaluate(CLICK_AND_TIME_RUN, [example.element_handle()]))
        spy.page.wait_for_function("window.tarotLive.snapshotStored === true", timeout=TIMEOUT)
        # The home page, loaded in full: a new box, the runtime from the page's caches, the snapshot.
        example = example_on(spy, "", "DECK")
        run["warm"] = ready_ms(spy, example, run["phases"])
        spy.assert_clean()
    with BrowserSession(browser, base_url) as spy:
        example = example_on(spy, "", "DECK")
        ready_ms(spy, example)
        spy.page.locator(f'a[href$="{first or "tarot/"}"]').first.click()
        spy.page.wait_for_url(f"**/{first or 'tarot/'}")
        start = spy.page.evaluate("performance.now()")
        spy.page.wait_for_function("window.tarotLive.ready", timeout=TIMEOUT)
        run["warm_instant"] = float(spy.page.evaluate("performance.now()") - start)
        spy.assert_clean()
    run["ready_over_floor"] = run["ready"] / run["floor"]
    run["warm_over_ready"] = run["warm"] / run["ready"]
    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=int(os.environ.get("LIVE_BENCH_RUNS", "5")))
    args = parser.parse_args()
    site_dir: Path = args.site
    scoring = (site_dir / "tarot" / "score" / "index.html").exists()
    first, text = ("tarot/score/", "score(") if scoring else ("", "DECK")
    figures: dict[str, list[float]] = {}
    server = start_server(site_dir)
    try:
        with launch_chromium() as browser:
            for number in range(1, args.runs + 1):
                run = one_run(browser, server.url, site_dir, first, text)
                phases = run.pop("phases")
                for name, value in run.items():
                    figures.setdefault(name, []).append(value)
                samples = {name: round(value, 2) for name, value in run.items()}
                sample = {"sample": number, **samples, "phases": phases}
                print(json.dumps(sample), file=sys.stderr, flush=True)
    finally:
        server.shutdown()
    medians = {name: statistics.median(values) for name, values in figures.items()}
    emit("live.floor_ms", medians["floor"], "ms")
    emit("live.ready_ms", medians["ready"], "ms")
    emit("live.ready_over_floor", medians["ready_over_floor"], "ratio")
    emit("live.run_ms", medians["run"], "ms")
    emit("live.warm_ready_ms", medians["warm"], "ms")
    emit("live.warm_over_ready", medians["warm_over_ready"], "ratio")
    emit("live.warm_instant_ready_ms", medians["warm_instant"], "ms")
    print(json.dumps({"name": "live.samples", "value": figures, "unit": "ms"}), file=sys.stderr)


if __name__ == "__main__":
    main()
