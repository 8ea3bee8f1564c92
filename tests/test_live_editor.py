"""The live examples' code editor (CodeMirror, ``assets/live/editor.js``) in a real Chromium: typed
code is what runs, the keyboard never traps the reader, undo, the site's colours in both schemes, no
axe violation while editing, and editing on a phone by touch. Every request stays local (the
``session`` fixture fails the test otherwise)."""

from __future__ import annotations

import contextlib

import pytest
from helpers import (
    EDITOR_BUNDLE,
    PALETTE_SHOWN,
    SCHEMES,
    axe_violations,
    describe,
    example_with,
    in_either_scheme,
    open_editor,
    output,
)
from playwright.sync_api import Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from scripts.browser import BrowserSession

pytestmark = [pytest.mark.browser, pytest.mark.fresh_profile]
"""The editor is loaded on a reader's first edit: each test starts from a profile that never loaded it."""
LOAD_TIMEOUT = 90_000
ORIGINAL = (
    "from tarot_app import render\nfrom tarot_rules import DECK\ncartes = len(DECK)\n"
    "points = sum(card.points for card in DECK)\n"
    'print(cartes, "cartes,", render.number_text(points), "points en tout")'
)


def runs(example: Locator) -> int:
    return int(example.get_attribute("data-runs") or 0)


def wait_for_run(example: Locator, before: int) -> None:
    example.page.wait_for_function(
        "([element, runs]) => Number(element.dataset.runs || 0) > runs",
        arg=[example.element_handle(), before],
        timeout=LOAD_TIMEOUT,
    )


def wait_for_text(box: Locator, text: str) -> None:
    box.page.wait_for_function("([box, text]) => box.innerText === text", arg=[box.element_handle(), text])


def focused_action(page: Page) -> str | None:
    """The ``data-action`` of the focused button (None if the focus is elsewhere)."""
    action: str | None = page.evaluate("() => document.activeElement.dataset.action ?? null")
    return action


def go_to_end_of_the_count_line(page: Page) -> None:
    """The caret after ``cartes = len(DECK)``, the third line."""
    for key in ("Control+Home", "ArrowDown", "ArrowDown", "End"):
        page.keyboard.press(key)


def test_typed_code_runs_and_undo_redo_restore_it(session: BrowserSession) -> None:
    """Typed code is what runs; undo and redo; Back from another page of the site finds the reader's code
    in the editor; Réinitialiser brings the example back."""
    session.goto("/")
    example = example_with(session, "DECK")
    box = open_editor(example)
    assert box.inner_text() == ORIGINAL
    go_to_end_of_the_count_line(session.page)
    # One input event, so one step of history however slow the machine (keystrokes typed more than
    # half a second apart are separate steps).
    session.page.keyboard.insert_text(" * 2")
    wait_for_text(box, ORIGINAL.replace("len(DECK)", "len(DECK) * 2"))
    before = runs(example)
    example.get_by_role("button", name="Exécuter").click()
    wait_for_run(example, before)
    assert output(example).strip() == "156 cartes, 91 points en tout"
    box.focus()
    session.page.keyboard.press("Control+z")
    wait_for_text(box, ORIGINAL)
    session.page.keyboard.press("Control+Shift+z")
    wait_for_text(box, ORIGINAL.replace("len(DECK)", "len(DECK) * 2"))
    session.follow("tarot/score/")
    session.page.wait_for_function("() => document.title.startsWith('Le score')")
    session.page.go_back()
    example = example_with(session, "DECK")
    wait_for_text(open_editor(example), ORIGINAL.replace("len(DECK)", "len(DECK) * 2"))
    assert example.locator(".tarot-live__status").inner_text() == "Votre version du code, retrouvée"
    example.get_by_role("button", name="Réinitialiser").click()
    wait_for_text(box, ORIGINAL)
    assert output(example).strip() == "78 cartes, 91 points en tout"


def test_keyboard_tab_indents_escape_tab_leaves_ctrl_enter_runs(session: BrowserSession) -> None:
    session.goto("/")
    example = example_with(session, "DECK")
    example.get_by_role("button", name="Modifier").focus()
    assert not [url for url in session.requests if url.endswith(EDITOR_BUNDLE)], "éditeur chargé trop tôt"
    session.page.keyboard.press("Enter")
    box = example.get_by_role("textbox", name="Code Python de l’exemple")
    box.wait_for()
    session.page.wait_for_function("() => document.activeElement.getAttribute('role') === 'textbox'")
    session.page.keyboard.press("Control+Home")
    session.page.keyboard.press("Tab")
    wait_for_text(box, "    " + ORIGINAL)
    assert box.evaluate("box => box === document.activeElement"), "Tab doit indenter, pas sortir"
    session.page.keyboard.press("Shift+Tab")
    wait_for_text(box, ORIGINAL)
    go_to_end_of_the_count_line(session.page)
    session.page.keyboard.type(" - 8")
    before = runs(example)
    session.page.keyboard.press("Control+Enter")
    wait_for_run(example, before)
    assert output(example).strip() == "70 cartes, 91 points en tout"
    box.focus()
    session.page.keyboard.press("Escape")
    session.page.keyboard.press("Tab")
    session.page.wait_for_function("() => document.activeElement.dataset.action === 'edit'")
    assert box.inner_text() == ORIGINAL.replace("len(DECK)", "len(DECK) - 8")
    session.page.keyboard.press("Shift+Tab")
    session.page.wait_for_function("() => document.activeElement.getAttribute('role') === 'textbox'")
    assert focused_action(session.page) is None


# Each visible character of the code under a root, with the class of the span that colours it.
CLASSES_JS = """root => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const classes = [];
    while (walker.nextNode()) {
        const span = walker.currentNode.parentElement.closest("span[class]");
        const name = span && root.contains(span) ? span.className : "";
        for (const character of walker.currentNode.data) {
            if (character.trim()) classes.push(`${character} ${name}`);
        }
    }
    return classes;
}"""


def classes(code: Locator) -> list[str]:
    found: list[str] = code.evaluate(CLASSES_JS)
    return found


@pytest.mark.parametrize("path", ["/", "/tarot/decompte/", "/tarot/donne/", "/africain/exemple/"])
def test_the_editor_colours_python_as_the_read_only_code_does(session: BrowserSession, path: str) -> None:
    """Same Pygments class on every character (floats, f-strings, *args, imports, built-ins)."""
    session.goto(path)
    examples = session.page.locator("div.tarot-example[data-code]")
    examples.first.locator(".tarot-live__toolbar").wait_for()
    for index in range(examples.count()):
        example = examples.nth(index)
        expected = classes(example.locator(".tarot-example__code code"))
        box = open_editor(example)
        # CodeMirror colours only what is on screen, and may finish parsing after it shows: bring the
        # editor into view, wait for the colours, then compare.
        box.scroll_into_view_if_needed()
        with contextlib.suppress(PlaywrightTimeoutError):
            session.page.wait_for_function(
                f"([box, expected]) => JSON.stringify(({CLASSES_JS})(box)) === JSON.stringify(expected)",
                arg=[box.element_handle(), expected],
                timeout=10_000,
            )
        assert classes(box) == expected


def code_colours(page: Page, root: str) -> dict[str, str]:
    """Computed colours of the keyword ``from`` and of the code background under ``root``."""
    colours: dict[str, str] = page.evaluate(
        """root => {
            const kn = document.querySelector(`${root} .kn`);
            let box = kn.parentElement;
            while (getComputedStyle(box).backgroundColor === "rgba(0, 0, 0, 0)") box = box.parentElement;
            return {keyword: getComputedStyle(kn).color, background: getComputedStyle(box).backgroundColor};
        }""",
        root,
    )
    return colours


def test_editing_takes_the_sites_colours_in_either_scheme_and_passes_axe(session: BrowserSession) -> None:
    """The editor's code has the colours of the read-only code, in the light scheme and again once the
    reader switches to the dark one while editing; its caret the colour of its text; no axe violation
    (in the dark scheme, the rules about colours: the only ones a scheme changes)."""
    page = session.page
    page.emulate_media(color_scheme="light")
    session.goto("/")
    page.wait_for_function(PALETTE_SHOWN, arg=SCHEMES["light"][0])
    example = example_with(session, "DECK")
    box = open_editor(example)
    box.focus()
    go_to_end_of_the_count_line(page)
    page.keyboard.type(" + 0")
    seen = {}
    for scheme, rules in in_either_scheme(page):
        seen[scheme] = code_colours(page, "div.tarot-example .tarot-example__code")
        assert code_colours(page, "div.tarot-example .tarot-live__editor") == seen[scheme], scheme
        caret = box.evaluate("box => getComputedStyle(box).caretColor")
        assert caret == box.evaluate("box => getComputedStyle(box).color"), scheme
        violations = axe_violations(session, rules)
        assert not violations, f"{scheme} : {describe(violations)}"
    assert seen["light"] != seen["dark"]


def test_editing_on_a_phone_by_touch(session: BrowserSession) -> None:
    context = session.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(session.base_url, wait_until="load")
        example = page.locator("div.tarot-example[data-code]").first
        example.get_by_role("button", name="Modifier").tap()
        box = example.get_by_role("textbox", name="Code Python de l’exemple")
        box.wait_for()
        box.locator(".cm-line").nth(2).tap()
        page.keyboard.press("End")
        page.keyboard.type(" + 1")
        wait_for_text(box, ORIGINAL.replace("len(DECK)", "len(DECK) + 1"))
        width = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
        assert width[0] <= width[1], f"défilement horizontal : {width}"
        editor_box = example.locator(".cm-editor").bounding_box()
        assert editor_box is not None and editor_box["x"] + editor_box["width"] <= 390
        before = runs(example)
        example.get_by_role("button", name="Exécuter").tap()
        wait_for_run(example, before)
        assert output(example).strip() == "79 cartes, 91 points en tout"
    finally:
        context.close()
