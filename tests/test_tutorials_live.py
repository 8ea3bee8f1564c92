"""The "play freely" step of tutorial 7 in a real Chromium: the live engine (Pyodide in the site's
module worker, ``window.tarotLive``) takes over after the scripted round and judges every action.
The scripted steps never load Pyodide."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from helpers import axe_violations, describe
from playwright.sync_api import Locator, Page

from scripts.browser import BrowserSession
from scripts.hooks import tutorial_kit
from tarot_app.calls import for_readers
from tarot_app.free_play import tarot_tricks

pytestmark = pytest.mark.browser
LOAD_TIMEOUT = 90_000
RUNTIME = ("/assets/pyodide/", "/assets/wheels/")


def test_scripted_steps_load_no_pyodide(session: BrowserSession) -> None:
    session.goto("/tutoriels/africain-manche/")
    session.page.wait_for_selector(".tutorial[data-ready='1']")
    session.page.locator(".tuto-next").click()
    session.page.wait_for_load_state("networkidle")
    assert not [url for url in session.requests if any(part in url for part in RUNTIME)]


def play_card(page: Page, card: Locator, left: int) -> None:
    """Click a card the engine accepts; wait until the hand shows ``left`` cards."""
    card.click()
    page.wait_for_function(
        "left => document.querySelectorAll('.tuto-choices button.tuto-card').length === left",
        arg=left,
        timeout=LOAD_TIMEOUT,
    )


def refused_on_free_step(session: BrowserSession, path: str, choice: str) -> Locator:
    """Open a free step, wait for the live engine's first position, click ``choice``; the feedback."""
    session.goto(path)
    session.page.wait_for_selector(".tutorial[data-ready='1']")
    button = session.page.locator(f".tuto-choices {choice}")
    button.wait_for(timeout=LOAD_TIMEOUT)
    button.click()
    return session.page.locator(".tuto-feedback")


def test_free_round_judged_by_the_live_engine(session: BrowserSession) -> None:
    page = session.page
    feedback = refused_on_free_step(session, "/tutoriels/africain-manche/#etape-8", "button[data-id='1']")
    feedback.filter(has_text="Le donneur ne peut pas annoncer 1").wait_for(timeout=LOAD_TIMEOUT)
    page.locator(".tuto-choices button[data-id='0']").click()
    feedback.filter(has_text="Accepté par le moteur").wait_for()
    for left in (2, 1, 0):
        play_card(page, page.locator(".tuto-choices button.tuto-card").first, left)
    page.locator(".tuto-free__again").wait_for(timeout=LOAD_TIMEOUT)
    assert "Vous perdez" in feedback.inner_text()
    assert page.locator(".tuto-dot--done").count() >= 1


def test_free_position_of_tutorial_2_matches_the_engine(session: BrowserSession) -> None:
    """Tutorial 2 ends with four tricks played freely: a refused card gives the rule in French, and
    every position the page shows is the one the same program computes here, in CPython."""
    spec, number = free_position("02-pli")
    page = session.page
    wrong = "button.tuto-card[data-id='6♣']"
    feedback = refused_on_free_step(session, f"/tutoriels/pli/#etape-{number}", wrong)
    feedback.filter(has_text="Vous devez fournir à cœur.").wait_for(timeout=LOAD_TIMEOUT)
    mine: list[str] = []
    while not (view := tarot_tricks.free_play(spec, mine, None))["done"]:
        options = [o["id"] for o in view["options"]]
        legal = next(o for o in options if not tarot_tricks.free_play(spec, mine, o)["refused"])
        mine.append(legal)
        play_card(page, page.locator(f".tuto-choices button.tuto-card[data-id='{legal}']"), len(options) - 1)
    page.locator(".tuto-free__again").wait_for(timeout=LOAD_TIMEOUT)
    shown = page.locator(".tuto-free__view tbody tr").evaluate_all(
        "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )
    final = for_readers(tarot_tricks.free_play(spec, mine, None))  # as the engine call gives it
    assert shown == final["rows"]
    # The log speaks to the reader in the second person: « Vous jouez », never « Vous joue ».
    log = page.locator(".tuto-free__log li").all_text_contents()
    assert log == final["log"]
    assert any(line.startswith("Vous jouez ") for line in log)
    assert not any(line.startswith("Vous joue ") for line in log)
    assert final["result"] in feedback.inner_text()
    violations = axe_violations(session, within=".tutorial")
    assert not violations, describe(violations)
    assert page.locator(f".tuto-dot--done >> text='{number}'").count() == 1


def free_position(ident: str) -> tuple[dict[str, Any], int]:
    """The free-play position of a tutorial, as the hook sends it to the page, and its step number."""
    compiled = tutorial_kit.get(ident)
    (step,) = [s for s in compiled.data["steps"] if s["kind"] == "free"]
    source = tomllib.loads((tutorial_kit.TUTORIALS_DIR / f"{ident}.toml").read_text("utf-8"))
    position = source["steps"][step["n"] - 1]["position"]
    table = source.get("table", ["Vous", "Est", "Nord", "Ouest"])
    spec = {**position, "names": position.get("names", table)}
    return spec, int(step["n"])
