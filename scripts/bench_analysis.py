"""« Analyse » figures as JSON lines ``{"name", "value", "unit"}`` (run by ``make bench`` via bench.py):
the time to analyse a whole 4-player deal for one seat, every call « Revoir une donne » makes for it
(``practice_analyse`` without ``move``: the seat's cards to analyse; then once per card).

* ``analysis.deal_ms``: in Pyodide in Chromium on the built site, through the page « s-entrainer/donne »
  and its engine worker (``window.tarotEngine.call``, as the page calls it). Target: under 20 s.
* ``analysis.deal_cpython_ms``: the same calls in CPython (`tarot_app.calls.call`), thread CPU time,
  so that other work on the machine does not count.

The deals are the records of the first ``--deals`` (default 5) 4-player deals played out by Débutants
(seeds from 1; a deal all the seats passed is skipped), analysed for seat 0 (J1). Each figure is the
median over the deals; each deal's time (with its number of cards analysed and the slowest call) is
printed on the error output. Needs the built site (``make build``) and Debian's Chromium.
``python -m scripts.bench_analysis [--site DIR] [--deals N]``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from scripts.bench import emit_median
from scripts.browser import SITE, BrowserSession, served_site
from scripts.practice_driver import LOAD_TIMEOUT
from tarot_app.calls import call
from tarot_rules.fft import Deal, Phase, to_record
from tarot_rules.players.table import make_player, play_deal

PLAYERS = 4
SEAT = 0
ANALYSE = """async ({records, seat}) => {
  const call = (fn, args) => window.tarotEngine.call(fn, args);
  const samples = [];
  for (const record of records) {
    const start = performance.now();
    const plan = await call("practice_analyse", { record, seat });
    let slowest = 0;
    for (const move of plan.moves) {
      const before = performance.now();
      await call("practice_analyse", { record, seat, move });
      slowest = Math.max(slowest, performance.now() - before);
    }
    samples.push({ ms: performance.now() - start, moves: plan.moves.length, slowest });
  }
  return samples;
}"""


def records(count: int) -> list[dict[str, Any]]:
    """The records of the first ``count`` 4-player Débutant deals played out (seeds from 1)."""
    found: list[dict[str, Any]] = []
    seed = 1
    while len(found) < count:
        players = [make_player("tarot", "debutant", seed * 10 + s) for s in range(PLAYERS)]
        deal = play_deal("tarot", players, seed, dealer=seed % PLAYERS).state
        assert isinstance(deal, Deal)
        if deal.phase is Phase.FINISHED:
            found.append(dict(to_record(deal)))
        seed += 1
    return found


def _result(answer: Any) -> Any:
    """The result of an engine answer; a refusal stops the bench."""
    if "result" not in answer:
        raise RuntimeError(f"practice_analyse refused: {answer['error']}")
    return answer["result"]


def cpython_sample(record: dict[str, Any]) -> dict[str, float]:
    """One deal analysed in CPython: thread CPU milliseconds, cards analysed, the slowest call."""
    start = time.thread_time()
    plan = _result(call("practice_analyse", {"record": record, "seat": SEAT}))
    slowest = 0.0
    for move in plan["moves"]:
        before = time.thread_time()
        _result(call("practice_analyse", {"record": record, "seat": SEAT, "move": move}))
        slowest = max(slowest, time.thread_time() - before)
    return {"ms": (time.thread_time() - start) * 1000, "moves": len(plan["moves"]), "slowest": slowest * 1000}


def report(name: str, samples: list[dict[str, float]]) -> None:
    """The median of the deals' times on standard output, every deal's on the error output."""
    for number, sample in enumerate(samples):
        rounded = {key: round(value, 1) for key, value in sample.items()}
        print(json.dumps({"name": name, "sample": number, **rounded}), file=sys.stderr, flush=True)
    emit_median(name, [sample["ms"] for sample in samples], "ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--site", type=Path, default=SITE, help="the built site")
    parser.add_argument("--deals", type=int, default=5, help="4-player deals analysed (median over them)")
    args = parser.parse_args()
    deals = records(args.deals)
    with (
        served_site("s-entrainer/donne", args.site) as (browser, base),
        BrowserSession(browser, base) as session,
    ):
        page = session.page
        session.goto(f"s-entrainer/donne/#donne=1&joueurs={PLAYERS}&niveau=debutant")
        page.wait_for_selector(".practice-app[data-ready='1']", timeout=LOAD_TIMEOUT)
        samples = page.evaluate(ANALYSE, {"records": deals, "seat": SEAT})
        session.assert_clean()
    report("analysis.deal_ms", samples)
    report("analysis.deal_cpython_ms", [cpython_sample(record) for record in deals])


if __name__ == "__main__":
    main()
