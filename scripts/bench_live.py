"""Live-example figures in a real Chromium, as JSON lines (run by ``make bench`` through scripts/bench.py).

- ``live.floor_ms``: a bare page (assets/live/floor.html) loads Pyodide in a module worker and runs 1+1;
- ``live.ready_ms``: first interaction with a live example ("Modifier") → runner ready (Python + engine);
- ``live.run_ms``: click "Exécuter" → output, for the FFT scoring example, once ready;
- ``live.warm_ready_ms``: the same as ready_ms on a second page loaded in full after the first one
  loaded the runtime (HTTP cache, a new worker);
- ``live.warm_instant_ready_ms``: the same after Material's instant navigation (the worker is kept).

Medians over ``LIVE_BENCH_RUNS`` (default 3) cold runs, each in a fresh browser context, in one process.
``python -m scripts.bench_live [--site DIR] [--runs N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
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
    print(json.dumps({"name": name, "value": round(value, 1), "unit": unit}), flush=True)


def floor_ms(spy: BrowserSession) -> float:
    spy.goto("assets/live/floor.html")
    spy.page.wait_for_function("window.floorMs", timeout=TIMEOUT)
    return float(spy.page.evaluate("window.floorMs"))


def ready_ms(spy: BrowserSession, example: Any) -> float:
    """Click "Modifier" (the first interaction); time from there to the runner ready, in the page."""
    example.locator("button[data-action=edit]").click()
    spy.page.wait_for_function("window.tarotLive.ready", timeout=TIMEOUT)
    timings = spy.page.evaluate("window.tarotLive.timings")
    return float(timings["ready"] - timings["start"])


def example_on(spy: BrowserSession, path: str, text: str) -> Any:
    """The page loaded and settled (Material builds its search index at load), then the example."""
    spy.page.goto(spy.base_url + path, wait_until="networkidle")
    spy.page.wait_for_timeout(500)
    example = spy.page.locator("div.tarot-example[data-code]").filter(has_text=text).first
    example.locator(".tarot-live__toolbar").wait_for()
    return example


def local_sitemap(spy: BrowserSession, site_dir: Path) -> None:
    """Instant navigation follows links of sitemap.xml, whose URLs carry site_url's port: use ours."""
    sitemap = (site_dir / "sitemap.xml").read_text("utf-8")
    body = re.sub(r"https?://[^/<]+/", spy.base_url, sitemap)
    spy.context.route(
        "**/sitemap.xml", lambda route: route.fulfill(body=body, content_type="application/xml")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=int(os.environ.get("LIVE_BENCH_RUNS", "3")))
    args = parser.parse_args()
    site_dir: Path = args.site
    scoring = (site_dir / "tarot" / "score" / "index.html").exists()
    first, text = ("tarot/score/", "score(") if scoring else ("", "DECK")
    second = ""  # the home page: a second page, loaded in full
    figures: dict[str, list[float]] = {}
    server = start_server(site_dir)
    base_url = server.url
    try:
        with launch_chromium() as browser:
            for _ in range(args.runs):
                with BrowserSession(browser, base_url) as spy:
                    figures.setdefault("floor", []).append(floor_ms(spy))
                    spy.assert_clean()
                with BrowserSession(browser, base_url) as spy:
                    example = example_on(spy, first, text)
                    figures.setdefault("ready", []).append(ready_ms(spy, example))
                    handle = example.element_handle()
                    figures.setdefault("run", []).append(
                        float(spy.page.evaluate(CLICK_AND_TIME_RUN, [handle]))
                    )
                    spy.page.wait_for_function("window.tarotLive.snapshotStored === true", timeout=TIMEOUT)
                    # A second page, loaded in full: new worker, runtime from the HTTP cache and the snapshot.
                    example = example_on(spy, second, "DECK")
                    figures.setdefault("warm", []).append(ready_ms(spy, example))
                    spy.assert_clean()
                with BrowserSession(browser, base_url) as spy:
                    local_sitemap(spy, site_dir)
                    example = example_on(spy, "", "DECK")
                    ready_ms(spy, example)
                    spy.page.locator(f'a[href$="{first or "tarot/"}"]').first.click()
                    spy.page.wait_for_url(f"**/{first or 'tarot/'}")
                    start = spy.page.evaluate("performance.now()")
                    spy.page.wait_for_function("window.tarotLive.ready", timeout=TIMEOUT)
                    figures.setdefault("warm_instant", []).append(
                        float(spy.page.evaluate("performance.now()") - start)
                    )
                    spy.assert_clean()
    finally:
        server.shutdown()
    medians = {name: statistics.median(values) for name, values in figures.items()}
    emit("live.floor_ms", medians["floor"], "ms")
    emit("live.ready_ms", medians["ready"], "ms")
    emit("live.ready_over_floor", medians["ready"] / medians["floor"], "ratio")
    emit("live.run_ms", medians["run"], "ms")
    emit("live.warm_ready_ms", medians["warm"], "ms")
    emit("live.warm_over_ready", medians["warm"] / medians["ready"], "ratio")
    emit("live.warm_instant_ready_ms", medians["warm_instant"], "ms")
    print(json.dumps({"name": "live.samples", "value": figures, "unit": "ms"}), file=sys.stderr)


if __name__ == "__main__":
    main()
