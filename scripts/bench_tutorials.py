"""Tutorial figures as JSON lines ``{"name", "value", "unit"}`` (run by ``make bench`` via bench.py).

* ``tutorial.interactive_ms``: navigation start → first step playable: its buttons answer
  (the page's ``tutorial-ready`` performance mark) and its goal is on screen (the Element
  Timing entry ``tutorial-goal``), whichever comes later; median of cold loads (a fresh
  browser context, so an empty cache, each time). Target < 500 ms.
* ``tutorial.mount_ms``: the tutorial script's own share (script start → playable), median;
  what remains of ``interactive_ms`` is the page and the theme loading.
* ``tutorial.feedback_ms``: click on a card → feedback shown and the next frame started
  (the page's ``tutorial-feedback`` measure, from the click event's time stamp), median.
  Target < 100 ms.

Needs the built site (``make build``) and Debian's Chromium.
"""

from __future__ import annotations

from scripts.bench import emit_median
from scripts.browser import BrowserSession, served_site

PAGES = ("tutoriels/pli/", "tutoriels/africain-manche/")
COLD_LOADS = 9
CLICKS = 30
GOAL_PAINTED = """() => new Promise(resolve => new PerformanceObserver((list, observer) => {
    const goal = list.getEntries().find(entry => entry.identifier === 'tutorial-goal');
    if (goal) { observer.disconnect(); resolve(goal.renderTime); }
}).observe({type: 'element', buffered: true}))"""


def interactive_ms(browser: object, base: str) -> tuple[list[float], list[float]]:
    """Per cold load (alternating between the tutorial pages): navigation → playable, and the
    script's own time."""
    values, mounts = [], []
    for index in range(COLD_LOADS):
        with BrowserSession(browser, base) as session:
            session.goto(PAGES[index % len(PAGES)])
            session.page.wait_for_selector(".tutorial[data-ready='1']")
            ready, script = session.page.evaluate(
                "() => ['tutorial-ready', 'tutorial-script']"
                ".map(name => performance.getEntriesByName(name)[0].startTime)"
            )
            painted = session.page.evaluate(GOAL_PAINTED)
            values.append(max(ready, painted))
            mounts.append(ready - script)
            session.assert_clean()
    return values, mounts


def feedback_ms(browser: object, base: str) -> list[float]:
    """Click a refused card, then an accepted one, many times; in-page duration of each feedback."""
    values = []
    with BrowserSession(browser, base) as session:
        session.goto("tutoriels/pli/")
        session.page.wait_for_selector(".tutorial[data-ready='1']")
        page = session.page
        for _ in range(CLICKS):
            page.locator(".tuto-choices button[data-id='5♣']").click()
            page.wait_for_function("() => performance.getEntriesByName('tutorial-feedback').length > 0")
            values.append(
                page.evaluate(
                    "() => { const e = performance.getEntriesByName('tutorial-feedback');"
                    " const d = e[e.length - 1].duration; performance.clearMeasures('tutorial-feedback');"
                    " return d; }"
                )
            )
        session.assert_clean()
    return values


def main() -> None:
    with served_site("tutoriels/pli") as (browser, base):
        values, mounts = interactive_ms(browser, base)
        emit_median("tutorial.interactive_ms", values, "ms")
        emit_median("tutorial.mount_ms", mounts, "ms")
        emit_median("tutorial.feedback_ms", feedback_ms(browser, base), "ms")


if __name__ == "__main__":
    main()
