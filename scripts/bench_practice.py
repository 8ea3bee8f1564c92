"""« S'entraîner » figures as JSON lines ``{"name", "value", "unit"}`` (run by ``make bench`` via bench.py),
measured in Pyodide in Chromium on the built site, the computers at the « Confirmé » level:

* ``practice.decision_ms``: one « Conseil » (``practice_advice``: the deal replayed from its actions,
  then the computer's decision for the reader's seat), p95 over every decision of whole deals at
  3, 4 and 5 players; ``practice.decision_median_ms`` its median. Target p95 ≤ 150 ms.
* ``practice.card_to_trick_ms``: the reader clicks a card on « Une donne de Tarot » → the page has
  updated with the trick finished by the computers, p95 over every card of whole 4-player deals (the page's
  ``tarotPractice.timing``). Target ≤ 300 ms.

Each figure is the median of five runs (``scripts.bench.RUNS``) on one page, every run's value with it.

Needs the built site (``make build``) and Debian's Chromium.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable

from playwright.sync_api import Page

from scripts.bench import RUNS, emit_median
from scripts.browser import BrowserSession, served_site
from scripts.practice_driver import LOAD_TIMEOUT, click, play_deal

LEVEL = "confirme"
DEALS = [(3, 1), (4, 2), (5, 3), (4, 4)]
CARD_DEALS = (5, 6)
DECISIONS = """async ({level, deals}) => {
  const call = (fn, args) => window.tarotEngine.call(fn, args);
  const times = [];
  for (const [players, donne] of deals) {
    let answer = await call("practice_play", { players, donne, level });
    while (!answer.view.result) {
      const start = performance.now();
      const advice = await call("practice_advice", answer.game);
      times.push(performance.now() - start);
      answer = await call("practice_play", { ...answer.game, action: advice.action });
    }
  }
  return times;
}"""


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def timed_card(times: list[float]) -> Callable[[Page], None]:
    """Click a legal card; keep the click → answer drawn time."""

    def play(page: Page) -> None:
        click(page, ".practice-hand button[data-legal='1']")
        times.append(page.evaluate("() => tarotPractice.timing.shown - tarotPractice.timing.clicked"))

    return play


def open_deal(session: BrowserSession, donne: int) -> Page:
    """The 4-player deal ``donne`` against Confirmé players, loaded in full (each deal timed on a fresh
    page), ready, its playable cards marked: the page marks them by default at the Débutant level only
    (« Montrer les cartes jouables »)."""
    page = session.page
    page.goto("about:blank")
    session.goto(f"s-entrainer/donne/#donne={donne}&joueurs=4&niveau={LEVEL}")
    page.wait_for_selector(".practice-app[data-ready='1']", timeout=LOAD_TIMEOUT)
    page.get_by_label("Montrer les cartes jouables").check()
    return page


def one_run(session: BrowserSession) -> dict[str, float]:
    """One run's figures (without their ``practice.`` prefix): the cards of :data:`CARD_DEALS` played on
    the page, then every decision of :data:`DEALS` asked of the engine."""
    cards: list[float] = []
    for donne in CARD_DEALS:
        play_deal(open_deal(session, donne), timed_card(cards))
    decisions = session.page.evaluate(DECISIONS, {"level": LEVEL, "deals": DEALS})
    return {
        "decision_ms": p95(decisions),
        "decision_median_ms": statistics.median(decisions),
        "card_to_trick_ms": p95(cards),
    }


def main() -> None:
    with served_site("s-entrainer/donne") as (browser, base), BrowserSession(browser, base) as session:
        runs = [one_run(session) for _ in range(RUNS)]
        session.assert_clean()
    for name in runs[0]:
        emit_median(f"practice.{name}", [run[name] for run in runs], "ms")


if __name__ == "__main__":
    main()
