"""Exercise figures as JSON lines ``{"name", "value", "unit"}`` (run by ``make bench`` via bench.py).

* ``exercise.first_question_ms``: navigation start → first question playable: its form answers
  (the page's ``exercise-ready`` performance mark) and its prompt is on screen (the Element Timing
  entry ``exercise-question``), whichever comes later; median of cold loads (a fresh browser
  context, so an empty cache, each time), as ``tutorial.interactive_ms``. Target < 500 ms.
* ``exercise.mount_ms``: the exercise script's own share (script start → playable), median.
* ``exercise.feedback_ms``: « Valider » pressed (Entrée in the answer field) → verdict and correction
  shown and the next frame started (the page's ``exercise-feedback`` measure, from the key event's
  time stamp), median over many questions. Target < 100 ms.

Needs the built site (``make build``) and Debian's Chromium.
"""

from __future__ import annotations

from scripts.bench import emit_median
from scripts.browser import BrowserSession, served_site

PAGE = "exercices/tarot/compter-un-tas/"
COLD_LOADS = 9
ANSWERS = 30
QUESTION_PAINTED = """() => new Promise(resolve => new PerformanceObserver((list, observer) => {
    const prompt = list.getEntries().find(entry => entry.identifier === 'exercise-question');
    if (prompt) { observer.disconnect(); resolve(prompt.renderTime); }
}).observe({type: 'element', buffered: true}))"""
LAST_FEEDBACK = (
    "() => { const e = performance.getEntriesByName('exercise-feedback');"
    " const d = e[e.length - 1].duration; performance.clearMeasures('exercise-feedback'); return d; }"
)


def first_question_ms(browser: object, base: str) -> tuple[list[float], list[float]]:
    """Per cold load: navigation → first question playable, and the script's own time."""
    values, mounts = [], []
    for _ in range(COLD_LOADS):
        with BrowserSession(browser, base) as session:
            session.goto(PAGE)
            session.page.wait_for_selector(".exercise[data-ready='1']")
            ready, script = session.page.evaluate(
                "() => ['exercise-ready', 'exercise-script']"
                ".map(name => performance.getEntriesByName(name)[0].startTime)"
            )
            values.append(max(ready, session.page.evaluate(QUESTION_PAINTED)))
            mounts.append(ready - script)
            session.assert_clean()
    return values, mounts


def feedback_ms(browser: object, base: str) -> list[float]:
    """Answer many questions from the pool (Entrée in the field), « Encore » after each."""
    values = []
    with BrowserSession(browser, base) as session:
        session.goto(PAGE)
        page = session.page
        for _ in range(ANSWERS):
            page.wait_for_selector(".exercise[data-ready='1'] .exercise-input:not([disabled])")
            page.locator(".exercise-input").first.fill("1")
            page.locator(".exercise-input").first.press("Enter")
            page.wait_for_function("() => performance.getEntriesByName('exercise-feedback').length > 0")
            values.append(page.evaluate(LAST_FEEDBACK))
            page.get_by_role("button", name="Encore").click()
        session.assert_clean()
    return values


def main() -> None:
    with served_site(PAGE) as (browser, base):
        values, mounts = first_question_ms(browser, base)
        emit_median("exercise.first_question_ms", values, "ms")
        emit_median("exercise.mount_ms", mounts, "ms")
        emit_median("exercise.feedback_ms", feedback_ms(browser, base), "ms")


if __name__ == "__main__":
    main()
