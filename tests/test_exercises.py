"""The « Exercices » pages in a real Chromium: every drill answered right (clicks and keys), wrong
answers judged as the engine judges them, the correction with its rule link, score and streak kept
after a reload (damaged data reset with a message), a series continued by the engine in Pyodide past
the pool and a fresh series, the worksheet for any seed and its PDF read back; and the same seed gives
the same question in CPython and in Pyodide. The ``session`` fixture fails on any outside request."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from helpers import FILL_STORAGE, NODE_SCRIPT, STORED, axe_violations, describe
from playwright.sync_api import Page
from pypdf import PdfReader

from scripts.browser import BrowserSession
from scripts.hooks.exercises import POOL_SIZE, worksheet_pdf
from scripts.hooks.french_typography import faults
from tarot_app.calls import call
from tarot_app.drills import DRILLS, LEVELS
from tarot_app.render import number_text
from tarot_app.typography import typeset
from tarot_rules.players import Level

pytestmark = pytest.mark.browser

STORE_KEY = "tarot-exercices"
ENGINE_WAIT_MS = 180_000
"""Pyodide starting in the page's worker on two loaded cores."""


def page_of(slug: str) -> str:
    return f"exercices/{DRILLS[slug].game}/{slug}/"


def drill_question(args: dict[str, Any]) -> dict[str, Any]:
    """A question as the page gets it, from the pool or the engine worker (prose typeset)."""
    return call("drill_question", args)["result"]  # type: ignore[no-any-return]


def shown_question(session: BrowserSession, slug: str, level: str = "debutant") -> dict[str, Any]:
    """Wait for a question, check that the page shows the engine's prompt for its seed; return it."""
    return question_in(session.page, slug, level)


def question_in(page: Page, slug: str, level: str = "debutant") -> dict[str, Any]:
    """:func:`shown_question` in ``page`` (another tab, say)."""
    page.wait_for_selector(".exercise[data-ready='1']")
    seed = int(page.locator(".exercise").get_attribute("data-seed") or "0")
    question = drill_question({"drill": slug, "level": level, "seed": seed})
    assert page.locator(".exercise-prompt").inner_text() == question["prompt"]
    return question


def answer_right(page: Page, slug: str) -> None:
    """Give the engine's solution to the question shown in ``page``, then ask for the next one."""
    question = question_in(page, slug)
    fill(page.locator(".exercise-answer"), question["answer"], question["solution"])
    page.get_by_role("button", name="Valider").click()
    page.get_by_role("button", name="Encore").click()


def fill(scope: Any, answer: dict[str, Any], given: Any) -> None:
    """Give ``given`` (in the answer's format) through the form, as a reader does."""
    kind = answer["kind"]
    if kind in ("number", "fraction"):
        text = number_text(given) if kind == "number" else str(given)
        scope.get_by_label(answer["label"], exact=True).fill(text)
    elif kind == "numbers":
        for field in answer["fields"]:
            scope.get_by_label(field["label"], exact=True).fill(str(given[field["id"]]))
    elif kind == "choice":
        for ident in given if isinstance(given, list) else [given]:
            label = next(option["label"] for option in answer["options"] if option["id"] == ident)
            scope.get_by_label(label, exact=True).check()
    elif kind in ("cards", "pick"):
        for code in given:
            scope.locator(f".exercise-card[data-card='{code}']").click()
    else:
        for part in answer["parts"]:
            if part["id"] in given:
                fill(scope, part["answer"], given[part["id"]])


def start_at(session: BrowserSession, slug: str, seed: int) -> None:
    """Open the drill's page with both its series at ``seed``, as a reader who came this far."""
    series = {"start": 1, "next": seed}
    entry = {"level": "debutant", "right": 0, "total": 0, "streak": 0, "best": 0}
    store = {"version": 1, "drills": {slug: {**entry, "series": {"debutant": series, "confirme": series}}}}
    session.goto(page_of(slug))
    session.page.evaluate(
        "([key, store]) => localStorage.setItem(key, JSON.stringify(store))", [STORE_KEY, store]
    )
    session.page.reload()


def refused_cards(answer: dict[str, Any]) -> dict[str, str]:
    """The offered cards the engine refuses, with its reason."""
    return answer.get("reasons") or answer.get("refused") or {}


def verdict(session: BrowserSession) -> str:
    return session.page.locator(".exercise-verdict").inner_text()


STORED_RECORD = "key => localStorage.getItem(key)"
SCORE_STARTS = "start => document.querySelector('.exercise-score').textContent.startsWith(start)"
FREE_STORAGE = """() => Object.keys(localStorage).filter(key => key.startsWith('filler-'))
    .forEach(key => localStorage.removeItem(key))"""


def stored_drill(page: Page, slug: str) -> dict[str, Any]:
    return json.loads(page.evaluate(STORED_RECORD, STORE_KEY))["drills"][slug]  # type: ignore[no-any-return]


def notice(session: BrowserSession) -> str:
    return session.page.locator(".exercise-notice").inner_text()


def score(session: BrowserSession) -> str:
    return session.page.locator(".exercise-score").inner_text()


def test_every_drill_answered_right_with_its_correction_and_rule_link(
    session: BrowserSession, site_dir: Path
) -> None:
    page = session.page
    for slug in DRILLS:
        session.goto(page_of(slug))
        question = shown_question(session, slug)
        shown = page.locator(".exercise-position").inner_text()
        assert all(title in shown for title in question["labels"]["titles"].values()), slug
        fill(page.locator(".exercise-answer"), question["answer"], question["solution"])
        page.get_by_role("button", name="Valider").click()
        expected = DRILLS[slug].generate(question["seed"], "debutant").check(question["solution"])
        assert expected.correct
        assert verdict(session) == typeset(expected.message), slug
        breakdown = page.locator(".exercise-breakdown")
        assert breakdown.inner_text() == question["correction"]
        assert "Règle\u00a0: «\u00a0" in question["correction"]
        assert faults(breakdown.inner_html() + page.locator(".exercise-prompt").inner_html()) == [], slug
        source, anchor = question["rule"].split("#")
        page_path = source.removesuffix(".md")
        assert page.locator(".exercise-rule a").get_attribute("href") == f"../../../{page_path}/#{anchor}"
        target = (site_dir / page_path / "index.html").read_text("utf-8")
        assert f'id="{anchor}"' in target, f"{slug} : ancre {anchor} absente"
        assert page.get_by_role("button", name="Encore").is_visible()
        assert score(session).startswith("1\u00a0bonne réponse sur 1")


def test_wrong_answers_get_the_engines_verdict_and_keyboard_play(session: BrowserSession) -> None:
    """Compter un tas played with the keyboard only after the first click; a refused card in
    « Quelles cartes puis-je jouer ? » and « L'écart » gives the engine's reason."""
    page = session.page
    session.goto(page_of("compter-un-tas"))
    question = shown_question(session, "compter-un-tas")
    field = page.get_by_label("Points du tas", exact=True)
    field.fill(number_text(question["answer"]["accepted"][0] + 1))
    field.press("Enter")
    assert verdict(session) == question["answer"]["wrong"]
    assert "0\u00a0bonne réponse sur 1 · 0\u00a0d’affilée" in score(session)
    page.keyboard.press("Enter")  # the focus is on « Encore »
    for answered in (2, 3):
        question = shown_question(session, "compter-un-tas")
        assert page.evaluate("() => document.activeElement.classList.contains('exercise-input')")
        page.keyboard.type(number_text(question["answer"]["accepted"][0]))
        page.keyboard.press("Enter")
        assert verdict(session) == question["answer"]["right"]
        assert f"{answered - 1}\u00a0d’affilée" in score(session)
        page.keyboard.press("Enter")
    for slug in ("cartes-jouables", "ecart"):
        seed = next(
            seed
            for seed in range(1, POOL_SIZE)
            if refused_cards(drill_question({"drill": slug, "level": "debutant", "seed": seed})["answer"])
        )
        start_at(session, slug, seed)
        question = shown_question(session, slug)
        answer = question["answer"]
        refused = refused_cards(answer)
        card = next(code for code in answer["offered"] if code in refused)
        button = page.locator(f".exercise-card[data-card='{card}']")
        button.focus()
        page.keyboard.press("Space")
        assert button.get_attribute("aria-pressed") == "true"
        given = [card]
        if answer["kind"] == "pick":  # a full écart, but with the refused card
            given += [code for code in answer["offered"] if code not in refused][: answer["count"] - 1]
            fill(page.locator(".exercise-answer"), answer, given[1:])
        page.get_by_role("button", name="Valider").click()
        expected = DRILLS[slug].generate(question["seed"], "debutant").check(given)
        assert not expected.correct
        assert verdict(session) == typeset(expected.message) == refused[card]
    page.emulate_media(color_scheme="dark")
    violations = axe_violations(session)
    assert not violations, describe(violations)


def test_score_and_streak_survive_reload_and_damaged_data_is_kept_aside(session: BrowserSession) -> None:
    page = session.page
    session.goto(page_of("qui-remporte-le-pli"))
    for _ in range(2):
        answer_right(page, "qui-remporte-le-pli")
    page.reload()
    question = shown_question(session, "qui-remporte-le-pli")
    assert question["seed"] == 3
    assert score(session) == "2\u00a0bonnes réponses sur 2 · 2\u00a0d’affilée (record\u00a0: 2)"
    page.get_by_role("radio", name="Confirmé").check()
    assert shown_question(session, "qui-remporte-le-pli", "confirme")["seed"] == 1
    damaged = '{"version": 1, "drills": ['
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [STORE_KEY, damaged])
    page.reload()
    shown_question(session, "qui-remporte-le-pli")
    assert "illisibles" in notice(session) and "mis de côté" in notice(session)
    assert score(session).startswith("0\u00a0bonne réponse sur 0")
    stored = page.evaluate(STORED)
    assert [raw for key, raw in stored.items() if key.startswith(f"{STORE_KEY}:illisible:")] == [damaged]


def test_two_tabs_add_up_and_a_save_refused_or_newer_data_is_said(session: BrowserSession) -> None:
    """Answers given in two tabs are all counted; storage full: said at once, the page goes on and saves
    it all once there is room; scores of a newer version of the site are left as they are."""
    slug = "qui-remporte-le-pli"
    page = session.page
    session.goto(page_of(slug))
    other = session.context.new_page()
    other.goto(session.base_url + page_of(slug))
    answer_right(page, slug)
    answer_right(other, slug)
    answer_right(page, slug)
    for tab in (page, other):
        tab.wait_for_function(SCORE_STARTS, arg="3\u00a0bonnes réponses sur 3")
    other.close()  # the storage filler below would be sent to it with every storage event
    nine = {**stored_drill(page, slug), "right": 9, "total": 9, "streak": 9, "best": 9}  # the next save grows
    page.evaluate(
        "([key, store]) => localStorage.setItem(key, JSON.stringify(store))",
        [STORE_KEY, {"version": 1, "drills": {slug: nine}}],
    )
    page.evaluate(FILL_STORAGE)
    answer_right(page, slug)
    assert "stockage de cet appareil est plein" in notice(session)
    assert score(session).startswith("10\u00a0bonnes réponses sur 10")
    assert stored_drill(page, slug)["total"] == 9
    page.evaluate(FREE_STORAGE)
    answer_right(page, slug)
    assert stored_drill(page, slug)["total"] == 11
    assert page.locator(".exercise-notice").is_hidden()
    newer = json.dumps({"version": 2, "drills": {slug: "autre format"}})
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [STORE_KEY, newer])
    page.reload()
    answer_right(page, slug)
    assert "version plus récente" in notice(session)
    assert page.evaluate(STORED_RECORD, STORE_KEY) == newer


def test_the_engine_continues_past_the_pool_then_a_fresh_series(session: BrowserSession) -> None:
    """Seeds past the pool and a fresh series come from the generator running in Pyodide, equal to
    CPython's; the worksheet of any seed too."""
    page = session.page
    slug = "les-vies"
    start_at(session, slug, POOL_SIZE)
    question = shown_question(session, slug)
    assert question["seed"] == POOL_SIZE
    fill(page.locator(".exercise-answer"), question["answer"], question["solution"])
    page.get_by_role("button", name="Valider").click()
    page.get_by_role("button", name="Encore").click()
    page.wait_for_selector(f".exercise[data-seed='{POOL_SIZE + 1}']", timeout=ENGINE_WAIT_MS)
    question = shown_question(session, slug)
    fill(page.locator(".exercise-answer"), question["answer"], question["solution"])
    page.keyboard.press("Enter")
    assert verdict(session) == question["answer"]["right"]
    page.get_by_role("button", name="Nouvelle série").click()
    page.wait_for_function(
        f"() => Number(document.querySelector('.exercise').dataset.seed) > {POOL_SIZE + 1}"
    )
    question = shown_question(session, slug)
    assert page.locator(".exercise-count").inner_text().startswith("Question n°\u00a01 ")

    session.goto(f"exercices/fiche/?exercice={slug}&niveau=confirme&graine={POOL_SIZE - 4}")
    page.wait_for_selector(".worksheet[data-ready='1']", timeout=ENGINE_WAIT_MS)
    text = page.locator(".worksheet").inner_text()
    for seed in range(POOL_SIZE - 4, POOL_SIZE + 6):
        assert drill_question({"drill": slug, "level": "confirme", "seed": seed})["correction"] in text


@pytest.mark.parametrize("level", LEVELS)
def test_worksheet_pdf_answers_are_the_engines(pdf_dir: Path, level: Level) -> None:
    """Each level's sheet: ten questions on page 1, their corrections on page 2, the engine's."""
    pdf = pdf_dir / worksheet_pdf("compter-un-tas", level)
    assert len(PdfReader(pdf).pages) == 2

    def page_text(number: int) -> str:
        command = ["pdftotext", "-f", str(number), "-l", str(number), str(pdf), "-"]
        return " ".join(subprocess.run(command, capture_output=True, text=True, check=True).stdout.split())

    def words(text: str) -> str:
        return " ".join(text.split())

    questions, answers = page_text(1), page_text(2)
    assert "graine 1" in questions and "Corrigé" in answers and "Corrigé" not in questions
    for seed in range(1, 11):
        question = drill_question({"drill": "compter-un-tas", "level": level, "seed": seed})
        assert words(question["prompt"]) in questions
        assert f"Une bonne réponse : {number_text(question['answer']['accepted'][0])}" in answers
        assert words(question["correction"].splitlines()[-2]) in answers


PYODIDE_QUESTIONS = """
import json
from tarot_app.calls import call
from tarot_app.drills import DRILLS, LEVELS
json.dumps([call("drill_question", {"drill": slug, "level": level, "seed": seed})
            for slug in DRILLS for level in LEVELS for seed in (1, 201, 987654321)])
"""


def test_the_same_seed_gives_the_same_question_in_cpython_and_pyodide(site_dir: Path, tmp_path: Path) -> None:
    node = shutil.which("node")
    assert node, "node est nécessaire (Pyodide sous Node)"
    runtime = next((site_dir / "assets" / "pyodide").iterdir())
    (wheel,) = (site_dir / "assets" / "wheels").glob("*/tarot_rules-*.whl")
    (tmp_path / "run.mjs").write_text(NODE_SCRIPT, "utf-8")
    (tmp_path / "run.py").write_text(PYODIDE_QUESTIONS, "utf-8")
    environment = {"RUNTIME": str(runtime), "WHEEL": str(wheel), "REPO": str(tmp_path)}
    completed = subprocess.run(
        [node, str(tmp_path / "run.mjs")],
        env={"PATH": "/usr/bin:/bin", **environment, "PYTHON": str(tmp_path / "run.py")},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr[-1500:]
    in_pyodide = json.loads(completed.stdout.rpartition("\nRESULT ")[2])
    in_cpython = [
        {"result": drill_question({"drill": slug, "level": level, "seed": seed})}
        for slug in DRILLS
        for level in ("debutant", "confirme")
        for seed in (1, 201, 987654321)
    ]
    assert in_pyodide == in_cpython
