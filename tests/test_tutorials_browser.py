"""Tutorials in a real Chromium: tutorials 2 and 7 played to the end with clicks and the keyboard,
a wrong card refused with its French reason, progress kept after a reload, deep links, instant
navigation, phones, accessibility. The ``session`` fixture fails on any outside request."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    AXE,
    FORGET_THE_PALETTE,
    SCHEMES,
    axe_violations,
    choice,
    describe,
    feedback,
    in_either_scheme,
    open_tutorial,
)

from scripts.browser import BrowserSession
from tarot_app.typography import typeset

pytestmark = pytest.mark.browser

STORE_KEY = "tarot-tutoriels"


def current_step(session: BrowserSession) -> int:
    text = session.page.locator(".tuto-count").inner_text()
    return int(text.split()[1])


def expected_of(step: dict[str, Any]) -> list[str]:
    return [c["id"] for c in step.get("choices", []) if c["expected"]]


def play_to_the_end(session: BrowserSession, data: dict[str, Any], *, keyboard_every: int = 2) -> None:
    """Play each step's first expected action (by Enter on the focused card every other step), up to
    the end or to the first free-play step (the live engine's, tested in test_tutorials_live)."""
    for step in data["steps"]:
        assert current_step(session) == step["n"]
        if step["kind"] == "free":
            return
        wanted = expected_of(step)
        if wanted:
            target = choice(session, wanted[0])
            if step["n"] % keyboard_every == 0:
                target.focus()
                session.page.keyboard.press("Enter")
            else:
                target.click()
            classes = session.page.locator(".tuto-feedback").get_attribute("class") or ""
            assert "tuto-feedback--ok" in classes
            # After success the focus is on "next": Enter goes on.
            session.page.keyboard.press("Enter")
        else:
            session.page.locator(".tuto-next").click()
    assert session.page.locator(".tuto-end").is_visible()


def html_text(fragment: str) -> str:
    """The text a reader sees of an HTML message from the page's data."""
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()


def stored(session: BrowserSession) -> dict[str, Any]:
    raw = session.page.evaluate(f"() => localStorage.getItem('{STORE_KEY}')")
    return json.loads(raw) if raw else {}


def test_tutorial_2_played_to_the_end_with_a_wrong_card(session: BrowserSession) -> None:
    data = open_tutorial(session, "/tutoriels/pli/")
    assert data["id"] == "02-pli"
    # The deliberate wrong card of step 1, by click: the engine's French reason.
    choice(session, "5♣").click()
    assert "Vous devez fournir à cœur." in feedback(session)
    assert current_step(session) == 1
    # Then a wrong trump with the keyboard.
    choice(session, "7").focus()
    session.page.keyboard.press("Enter")
    assert "Vous devez fournir à cœur." in feedback(session)
    # Cards are buttons named like « Roi de cœur ».
    assert session.page.get_by_role("button", name="Roi de cœur").count() == 1
    play_to_the_end(session, data)
    scripted = [step["n"] for step in data["steps"] if step["kind"] != "free"]
    assert len(scripted) == len(data["steps"]) - 1 and data["steps"][-1]["kind"] == "free"
    assert stored(session)["tutorials"]["02-pli"]["done"] == scripted
    # After a reload the progress is still there.
    session.page.reload()
    session.page.wait_for_selector(".tutorial[data-ready='1']")
    assert session.page.locator(".tuto-dot--done").count() == len(scripted)
    session.goto("/tutoriels/")
    slot = session.page.locator(".tuto-progress[data-tutorial='02-pli']")
    slot.wait_for()
    assert slot.inner_text() == f"{len(scripted)}\u00a0étape(s) réussie(s) sur {len(data['steps'])}"


def test_tutorial_7_played_to_the_end_in_theos_seat(session: BrowserSession) -> None:
    data = open_tutorial(session, "/tutoriels/africain-manche/")
    session.page.locator(".tuto-next").click()  # the table
    choice(session, "1").click()  # the forbidden bid, as a question
    session.page.keyboard.press("Enter")
    assert current_step(session) == 3
    # The forbidden bid itself: refused by the golden rule, in French.
    choice(session, "1").click()
    assert "Le donneur ne peut pas annoncer 1" in feedback(session)
    # A legal bid outside the example: accepted as legal, but the step waits for the scripted one.
    choice(session, "3").click()
    assert "permise" in feedback(session) and current_step(session) == 3
    choice(session, "2").focus()
    session.page.keyboard.press("Enter")
    assert "Accepté" in feedback(session)
    session.page.keyboard.press("Enter")
    for card, winner in (("10", "Théo"), ("2", "Léa"), ("19", "Marc")):
        choice(session, card).click()
        assert f"Le pli revient à {winner}" in session.page.locator(".tuto-after").inner_text()
        session.page.locator(".tuto-next").click()
    assert current_step(session) == 7
    choice(session, "1").click()
    assert "Oui" in feedback(session)
    # The scripted round ends here; step 8 (free play, live engine) is tested in test_tutorials_live.
    scripted = [step["n"] for step in data["steps"] if step["kind"] != "free"]
    assert scripted == list(range(1, 8)) and data["steps"][7]["kind"] == "free"
    session.page.reload()
    session.page.wait_for_selector(".tutorial[data-ready='1']")
    assert current_step(session) == 7
    assert session.page.locator(".tuto-dot--done").count() == len(scripted)
    assert stored(session)["tutorials"]["07-africain-manche"]["done"] == scripted


def test_tutorial_9_a_whole_deal_played_by_clicks(session: BrowserSession) -> None:
    """Every deliberate mistake refused with the engine's reason, a legal écart of the reader's
    choice, the script's action everywhere else, and the engine's breakdown at the end."""
    data = open_tutorial(session, "/tutoriels/donne-complete/")
    for step in data["steps"]:
        assert current_step(session) == step["n"]
        for wrong in [c for c in step.get("choices", []) if c.get("wrong")]:
            choice(session, wrong["id"]).click()
            assert "tuto-feedback--error" in (
                session.page.locator(".tuto-feedback").get_attribute("class") or ""
            )
            assert html_text(wrong["message"]) in feedback(session)
        if step["kind"] == "decart":
            for ident in [c["id"] for c in step["choices"] if c["ok"]][-6:]:
                choice(session, ident).click()
            session.page.locator(".tuto-validate").click()
        elif expected_of(step):
            choice(session, expected_of(step)[0]).click()
        else:
            session.page.locator(".tuto-next").click()
            continue
        assert "tuto-feedback--ok" in (session.page.locator(".tuto-feedback").get_attribute("class") or "")
        session.page.keyboard.press("Enter")
    assert session.page.locator(".tuto-end").is_visible()
    assert "S'entraîner" in session.page.locator(".tuto-end").inner_text().replace("’", "'")
    final = data["steps"][-1]["breakdown"]
    session.goto("/")  # the deep link below is then a new page, not a jump within this one
    session.goto(f"/tutoriels/donne-complete/#etape-{len(data['steps'])}")
    session.page.wait_for_selector(".tutorial[data-ready='1']")
    choice(session, expected_of(data["steps"][-1])[0]).click()
    assert session.page.locator(".tuto-breakdown").inner_text() == final


def test_deep_link_hint_back_and_restart(session: BrowserSession) -> None:
    open_tutorial(session, "/tutoriels/pli/#etape-3")
    assert current_step(session) == 3
    assert "Surcoupez" in session.page.locator(".tuto-goal").inner_text()
    hint = session.page.locator(".tuto-hint")
    assert hint.is_hidden()
    session.page.locator(".tuto-hint-button").click()
    assert hint.is_visible() and "14" in hint.inner_text()
    session.page.locator(".tuto-prev").click()
    assert current_step(session) == 2
    assert session.page.evaluate("() => location.hash") == "#etape-2"
    session.page.locator(".tuto-restart").click()
    assert current_step(session) == 1


def put_progress(session: BrowserSession, progress: object) -> None:
    session.page.evaluate(
        "([key, value]) => localStorage.setItem(key, JSON.stringify(value))",
        [STORE_KEY, {"version": 1, "tutorials": {"02-pli": progress}}],
    )


def overview_of_pli(session: BrowserSession) -> str:
    session.goto("/tutoriels/")
    slot = session.page.locator(".tuto-progress[data-tutorial='02-pli']")
    slot.wait_for()
    return slot.inner_text()


def test_missing_steps_and_damaged_progress_fall_back_to_a_real_step(session: BrowserSession) -> None:
    data = open_tutorial(session, "/tutoriels/pli/#etape-99")
    total = len(data["steps"])
    assert session.page.locator(".tuto-count").inner_text() == f"Étape 1 sur {total}"
    assert session.page.get_by_role("button", name="Roi de cœur").count() == 1
    assert session.page.evaluate("() => location.hash") == "#etape-1"
    # Progress of the wrong types (another version of the site, a hand edit): the first step.
    put_progress(session, {"done": "3", "current": "x", "finished": "oui"})
    assert overview_of_pli(session) == f"{total}\u00a0étapes, pas commencé"
    open_tutorial(session, "/tutoriels/pli/")
    assert session.page.locator(".tuto-count").inner_text() == f"Étape 1 sur {total}"
    session.page.locator(".tuto-next").click()
    assert current_step(session) == 2
    # A valid current step among damaged ones: that step, and only the real steps counted as done.
    put_progress(session, {"done": [2, "x", 99, 2, None], "current": 3})
    assert overview_of_pli(session) == f"1\u00a0étape(s) réussie(s) sur {total}"
    open_tutorial(session, "/tutoriels/pli/")
    assert current_step(session) == 3
    assert "tuto-dot--done" in (session.page.locator(".tuto-dot").nth(1).get_attribute("class") or "")
    assert stored(session)["tutorials"]["02-pli"]["done"][0] == 2
    # An unreadable record: kept aside as it was, said, and the tutorial starts again.
    damaged = '{"version": 1, "tutorials": {"02-pli"'
    session.page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [STORE_KEY, damaged])
    open_tutorial(session, "/tutoriels/pli/")
    assert "mise de côté" in session.page.locator(".tuto-notice").inner_text()
    assert current_step(session) == 1
    kept = session.page.evaluate(
        "key => Object.keys(localStorage).filter(k => k.startsWith(`${key}:illisible:`))"
        ".map(k => localStorage[k])",
        STORE_KEY,
    )
    assert kept == [damaged]


READY_BEFORE_THEME = """
const mark = performance.mark.bind(performance);
performance.mark = (name, ...rest) => {
  if (name === "tutorial-ready") window.readyBeforeTheme = !("document$" in window);
  return mark(name, ...rest);
};
"""
"""Records whether the first step was playable before Material's bundle ran (it defines document$)."""


@pytest.mark.fresh_profile
def test_the_first_step_is_playable_before_the_theme_script_runs(session: BrowserSession) -> None:
    session.context.add_init_script(READY_BEFORE_THEME)
    open_tutorial(session, "/tutoriels/pli/")
    assert session.page.evaluate("() => window.readyBeforeTheme") is True
    choice(session, "5♣").click()
    assert "Vous devez fournir à cœur." in feedback(session)


def test_unplayable_cards_are_marked_when_the_step_says_so(session: BrowserSession) -> None:
    open_tutorial(session, "/tutoriels/pli/#etape-5")  # discard: every card playable, none marked
    assert session.page.locator(".tuto-card--illegal").count() == 0
    open_tutorial(session, "/tutoriels/cinq-joueurs/#etape-4")  # reveal: no wrong card, illegal ones marked
    marked = session.page.locator(".tuto-card--illegal")
    assert marked.count() == 2
    assert "injouable" in (marked.first.text_content() or "")


def test_ecart_refuses_a_king_and_accepts_six_low_cards(session: BrowserSession) -> None:
    data = open_tutorial(session, "/tutoriels/encheres-ecart/#etape-4")
    choice(session, "R♠").click()
    assert typeset("On ne peut écarter ni Roi ni bout : le Roi de pique est refusé.") in feedback(session)
    choice(session, "Excuse").click()
    assert typeset("l'Excuse est refusée") in feedback(session)
    session.page.locator(".tuto-validate").click()
    assert typeset("L'écart compte 6 cartes, pas 0.") in feedback(session)
    step = data["steps"][3]
    for ident in [c["id"] for c in step["choices"] if c["ok"]][:6]:
        choice(session, ident).click()
    session.page.locator(".tuto-validate").click()
    assert "Écart accepté" in feedback(session)


def test_instant_navigation_mounts_the_tutorial(session: BrowserSession) -> None:
    session.goto("/tutoriels/")
    session.page.locator("article a[href$='pli/']").first.click()
    session.page.wait_for_selector(".tutorial[data-ready='1']", timeout=5000)
    choice(session, "5♣").click()
    assert "Vous devez fournir à cœur." in feedback(session)


def test_instant_navigation_from_a_page_without_tutorials(session: BrowserSession) -> None:
    session.goto("/")
    assert not session.page.evaluate("() => 'tarotTutorials' in window")
    session.follow("tutoriels/pli/")
    session.page.wait_for_selector(".tutorial[data-ready='1']", timeout=5000)
    assert session.page.evaluate("() => window.sameDocument"), "instant navigation, not a reload"
    assert session.page.locator(".tutorial .tuto").count() == 1
    choice(session, "5♣").click()
    assert "Vous devez fournir à cœur." in feedback(session)
    session.follow("../")
    slot = session.page.locator(".tuto-progress[data-tutorial='02-pli']")
    slot.wait_for()
    assert "pas commencé" in slot.inner_text()
    session.follow("cartes/")
    session.page.wait_for_selector(".tutorial[data-tutorial='01-cartes'][data-ready='1']", timeout=5000)
    assert session.page.locator(".tutorial .tuto").count() == 1
    assert session.page.evaluate("() => window.sameDocument")


def test_reset_clears_the_progress(session: BrowserSession) -> None:
    data = open_tutorial(session, "/tutoriels/cartes/")
    play_to_the_end(session, data)
    session.goto("/tutoriels/")
    reset = session.page.locator(".tuto-reset-all__button")
    reset.wait_for(state="visible")
    reset.click()
    assert stored(session) == {}
    assert "pas commencé" in session.page.locator(".tuto-progress[data-tutorial='01-cartes']").inner_text()


def test_tutorials_on_a_phone_without_sideways_scroll_or_axe_violation(
    session: BrowserSession, site_dir: Path
) -> None:
    """On a phone, each tutorial with a refused card's feedback shown: no sideways scroll, and no axe
    violation, every rule in the light scheme, then those about colours (SCHEME_RULES) once switched to the
    dark one in place (each page opened as a first visit, in the light scheme of the system)."""
    page = session.page
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="light")
    page.add_init_script(FORGET_THE_PALETTE)
    page.add_init_script(path=AXE)
    problems = []
    for built in sorted((site_dir / "tutoriels").glob("*/index.html")):
        name = built.parent.name
        data = open_tutorial(session, f"/tutoriels/{name}/")
        step = data["steps"][0]
        refused = [c["id"] for c in step.get("choices", []) if not c["ok"]]
        if refused:
            choice(session, refused[0]).click()
        scroll, client = page.evaluate(
            "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        if scroll > client:
            problems.append(f"{name}: {scroll} > {client}")
        for scheme, rules in in_either_scheme(page):
            if violations := axe_violations(session, rules, within=".tutorial"):
                problems.append(f"{name}, {SCHEMES[scheme][1]} : {describe(violations)}")
    assert not problems, "\n".join(problems)
