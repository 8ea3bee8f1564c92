"""« À la table » in a real Chromium: the calculator, the evening score sheet and the Tarot Africain
lives sheet, every number computed by the engine in Pyodide and compared here with the engine in pytest.
Every request stays local (the ``session`` fixture fails the test otherwise)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    EVENINGS,
    FFT_EXAMPLE,
    LABEL,
    LAYOUT_SHIFTS,
    LOAD_TIMEOUT,
    NAMES,
    WATCH_LAYOUT_SHIFTS,
    add_deal,
    axe_violations,
    describe,
    engine_scores,
    engine_totals,
    fill_deal,
    game_labels,
    page_scores,
    start_africain,
    start_tarot_sheet,
    wait_engine,
    wait_for_scores,
    wait_totals,
)
from playwright.sync_api import Page, expect

from scripts.browser import BrowserSession
from scripts.hooks.french_typography import faults
from tarot_app.calls import call
from tarot_app.table import africain as africain_sheet
from tarot_app.typography import typeset
from tarot_rules.africain import loads_game
from tarot_rules.errors import TarotError
from tarot_rules.fft import next_dealer, rules_for

pytestmark = pytest.mark.browser


def page_totals(page: Page) -> list[int]:
    cells = page.locator(".table-sheet tfoot td[data-total]")
    return [int(v) for v in cells.evaluate_all("cells => cells.map(c => c.dataset.total)")]


# ----- the calculator -------------------------------------------------------------------------------------


HOLD_THE_ENGINE = """window.Worker = class extends Worker {
    constructor(url, options) {
        super(url, options);
        this.held = options?.name === "tarot-engine";
    }
    set onmessage(handler) {
        window.engineHeld ??= [];
        super.onmessage = event => this.held && window.engineHeld && event.data?.type !== "progress"
            ? window.engineHeld.push(() => handler(event)) : handler(event);
    }
};
window.releaseEngine = () => {
    const held = window.engineHeld;
    window.engineHeld = null;
    held.forEach(deliver => deliver());
};"""
"""An init script: what the engine's worker says, but its download progress, is held until
``releaseEngine()``, as on a slow phone (a started engine restores its snapshot in a fraction of a
second, faster than a test can type)."""


BAR_SHOWS_ITS_VALUE = """() => {
    const track = document.querySelector(".table-engine [role=progressbar]");
    const shown = track.firstElementChild.getBoundingClientRect().width / track.getBoundingClientRect().width;
    const value = Number(track.getAttribute("aria-valuenow"));
    return value > 3 && Math.abs(shown - value / 100) < 0.02;
}"""
"""The loading bar has moved, and its fill covers the share it announces once its transition is over."""


def test_fft_example_while_the_engine_loads(session: BrowserSession) -> None:
    page = session.page
    page.add_init_script(HOLD_THE_ENGINE)
    session.goto("/table/calculateur/")
    form = page.locator("form.table-deal")
    form.wait_for()
    # Typed before Python is ready: the progress says the form can be filled, then the result comes by itself.
    fill_deal(form, FFT_EXAMPLE)
    expect(page.locator(".table-engine")).to_contain_text("vous pouvez déjà remplir")
    page.wait_for_function(BAR_SHOWS_ITS_VALUE)
    assert not page.evaluate("() => window.tarotEngine.ready")
    assert page.locator(".table-scores td[data-score]").count() == 0
    page.evaluate("() => window.releaseEngine()")
    wait_for_scores(page, [318, -106, -106, -106])
    breakdown = page.locator(".table-breakdown").inner_text()
    assert "Contrat\u00a0: (25 + 8) × 2 = 66" in breakdown
    assert "Par défenseur\u00a0: 66 + 20 + 20 = 106" in breakdown
    assert faults(page.locator(".table-breakdown").inner_html()) == []  # as on every built page
    assert page_scores(page) == [318, -106, -106, -106] == list(engine_scores(4, FFT_EXAMPLE))
    assert "+318" in page.locator(".table-scores tr[data-seat='0']").inner_text()
    assert "−106" in page.locator(".table-scores tr[data-seat='1']").inner_text()


BAD_INPUTS: list[tuple[int, dict[str, Any]]] = [
    (4, {"points": "95"}),
    (4, {"points": "60", "chelem": "attaque"}),
    (3, {"points": "40,5", "chelem": "défense"}),
    (4, {"points": "49,5"}),
]


def test_bad_input_shows_the_engine_reason_and_keeps_the_form(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/calculateur/")
    form = page.locator("form.table-deal")
    alert = page.locator(".table-app .table-message--error")
    for players, change in BAD_INPUTS:
        form.locator("select[name=players]").select_option(str(players))
        facts = {**FFT_EXAMPLE, **change}
        with pytest.raises(TarotError) as refused:
            engine_scores(players, facts)
        fill_deal(form, facts)
        form.locator("button[type=submit]").click()
        message = typeset(refused.value.message)
        alert.filter(has_text=message).wait_for(timeout=LOAD_TIMEOUT)
        assert alert.inner_text() == message
        assert form.locator("input[name=points]").input_value() == facts["points"]
        assert form.locator("select[name=contract]").input_value() == "garde"
        assert form.locator("select[name=bouts]").input_value() == str(facts["bouts"])
        assert form.locator("select[name=poignee0]").input_value() == "simple"
        assert form.locator("select[name=petit_au_bout]").input_value() == "attaque"
        assert page.locator(".table-scores td[data-score]").count() == 0


FORM_DATA = "form => Object.fromEntries(new FormData(form))"
"""Every field of a form, by name."""


def test_calculator_at_five_with_partner_and_keyboard_only(session: BrowserSession) -> None:
    """A deal at five typed with the keyboard alone; the reader who reads a rule and comes Back, or
    reloads the page, finds the deal as typed and its score (kept for the tab: deal-draft.js)."""
    page = session.page
    session.goto("/table/calculateur/")
    form = page.locator("form.table-deal")
    form.locator("select[name=players]").focus()
    page.keyboard.press("End")  # 5 players, keyboard only
    assert form.locator("select[name=partner]").is_visible()
    facts = EVENINGS[5][0]
    fill_deal(form, facts)
    form.locator("input[name=name3]").fill("Zoé")
    form.locator("input[name=points]").focus()
    page.keyboard.press("Enter")
    scores = list(engine_scores(5, facts))
    wait_for_scores(page, scores)
    typed = form.evaluate(FORM_DATA)
    session.follow("../../tarot/score/")
    page.wait_for_function("() => document.title.startsWith('Le score')")
    page.go_back()
    wait_for_scores(page, scores)
    assert form.evaluate(FORM_DATA) == typed
    page.reload()
    wait_for_scores(page, scores)
    assert form.evaluate(FORM_DATA) == typed
    assert form.locator("select[name=partner]").is_visible()


# ----- the evening sheet ------------------------------------------------------------------------------------


def test_evening_totals_equal_the_engine(session: BrowserSession) -> None:
    """An evening at 3, 4 and 5 players, one after the other (« Nouvelle partie » between them)."""
    page = session.page
    session.goto("/table/feuille-tarot/")
    for players in (3, 4, 5):
        if players != 3:
            page.once("dialog", lambda dialog: dialog.accept())
            page.locator("button.table-new").click()
            page.locator("form.table-setup").wait_for()
        start_tarot_sheet(page, players)
        check_evening(page, players)


def check_evening(page: Page, players: int) -> None:
    """Type the evening of ``players``: totals, zero-sum rows and the next dealer are the engine's."""
    deals = EVENINGS[players]
    for count, facts in enumerate(deals, 1):
        add_deal(page, facts, count)
    assert page_totals(page) == engine_totals(players, deals)
    # Every row sums to zero, visibly; the running totals follow the engine.
    rows = page.locator(".table-sheet tbody tr.table-row")
    assert rows.count() == len(deals)
    running = [0] * players
    for index, facts in enumerate(deals):
        row = rows.nth(index)
        assert row.locator("td.table-sum").inner_text().startswith("0")
        running = [a + b for a, b in zip(running, engine_scores(players, facts), strict=True)]
        totals = row.locator("td[data-total]").evaluate_all(
            "cells => cells.map(c => Number(c.dataset.total))"
        )
        assert totals == running
    # The dealer moves on as the engine says (first dealer: seat 1).
    dealer = 1
    rules = rules_for(players)
    for _ in deals:
        dealer = next_dealer(rules, dealer)
    assert page.locator(".table-next-dealer").inner_text() == NAMES[dealer]


def test_sheet_survives_reload_edit_undo_delete(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/feuille-tarot/")
    start_tarot_sheet(page, 4)
    deals = [dict(d) for d in EVENINGS[4][:4]]
    for count, facts in enumerate(deals, 1):
        add_deal(page, facts, count)
    # A fifth deal half typed is kept for the tab: the reload finds it as it was.
    form = page.locator("form.table-deal")
    form.locator("select[name=contract]").select_option("garde sans")
    form.locator("input[name=points]").fill("57")
    page.reload()
    page.locator(".table-sheet").wait_for(timeout=LOAD_TIMEOUT)
    assert page.locator(".table-sheet tbody tr.table-row").count() == 4
    assert page_totals(page) == engine_totals(4, deals)
    assert form.locator("select[name=contract]").input_value() == "garde sans"
    assert form.locator("input[name=points]").input_value() == "57"

    # Edit the second deal: everything after it changes as the engine says.
    before = (
        page.locator(".table-sheet tbody tr.table-row")
        .nth(2)
        .locator("td[data-total]")
        .first.get_attribute("data-total")
    )
    page.locator("button[aria-label='Modifier la donne 2']").click()
    assert form.locator("input[name=points]").input_value() == "48"
    form.locator("select[name=contract]").select_option("garde")
    form.locator("input[name=points]").fill("35")
    form.locator("button[type=submit]").click()
    deals[1] = {**deals[1], "contract": "garde", "points": "35"}
    wait_totals(page, engine_totals(4, deals))
    # The deal modified, the form is back to the fifth deal as it was being typed.
    expect(form.locator("input[name=points]")).to_have_value("57")
    assert form.locator("select[name=contract]").input_value() == "garde sans"
    after = (
        page.locator(".table-sheet tbody tr.table-row")
        .nth(2)
        .locator("td[data-total]")
        .first.get_attribute("data-total")
    )
    assert before != after
    assert page.locator(".table-sheet tbody tr.table-row").count() == 4

    # Undo brings back the deal as it was before the edit; redo the edit again, then undo it for good.
    page.locator("button.table-undo").click()
    wait_totals(page, engine_totals(4, EVENINGS[4][:4]))
    page.locator("button.table-redo").click()
    wait_totals(page, engine_totals(4, deals))
    assert page.locator("button.table-redo").is_disabled()
    page.locator("button.table-undo").click()
    wait_totals(page, engine_totals(4, EVENINGS[4][:4]))
    assert page.locator("button.table-redo").is_enabled()
    # Delete deal 3: later rows recomputed, one row fewer.
    page.locator("button[aria-label='Supprimer la donne 3']").click()
    kept = [EVENINGS[4][0], EVENINGS[4][1], EVENINGS[4][3]]
    wait_totals(page, engine_totals(4, kept))


def test_sheet_export_csv_json_and_import_in_a_fresh_profile(session: BrowserSession, tmp_path: Path) -> None:
    page = session.page
    session.goto("/table/feuille-tarot/")
    start_tarot_sheet(page, 4)
    kept = [EVENINGS[4][0], EVENINGS[4][1], EVENINGS[4][3]]
    for count, facts in enumerate(kept, 1):
        add_deal(page, facts, count)
    # Export CSV and JSON.
    with page.expect_download() as csv_download:
        page.locator("button.table-export-csv").click()
    csv_text = Path(csv_download.value.path()).read_text("utf-8")
    assert csv_text.splitlines()[0].startswith(
        "Donne;Donneur;Preneur;Partenaire;Donne jouée;Léa;Marc;Inès;Théo"
    )
    assert csv_text.splitlines()[-1].split(";")[5:9] == [str(t) for t in engine_totals(4, kept)]
    exported = export_json(page, tmp_path / "feuille.json")
    assert json.loads(exported.read_text("utf-8"))["format"] == "tarot-table/feuille-tarot"
    # A fresh browser profile: import the JSON, same sheet.
    assert_same_after_import(session, "table/feuille-tarot/", exported, ".table-sheet", ".table-sheet")

    # « Nouvelle partie » asks first: dismissed, nothing lost; accepted, a new sheet.
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.locator("button.table-new").click()
    assert page.locator(".table-sheet tbody tr.table-row").count() == 3
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("button.table-new").click()
    page.locator("form.table-setup").wait_for()


def test_calculator_adds_to_the_evening_sheet(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/calculateur/")
    form = page.locator("form.table-deal")
    for i in range(4):
        form.locator(f"input[name=name{i}]").fill(NAMES[i])
    fill_deal(form, FFT_EXAMPLE)
    wait_for_scores(page, [318, -106, -106, -106])
    page.locator("button.table-add-button").click()
    page.get_by_text("Donne 1 ajoutée à la feuille de la soirée.").wait_for()
    session.goto("/table/feuille-tarot/")
    page.locator(".table-sheet").wait_for(timeout=LOAD_TIMEOUT)
    assert page_totals(page) == [318, -106, -106, -106]
    assert page.locator(".table-sheet thead").inner_text().split()[2:6] == NAMES[:4]


def test_calculator_reached_by_instant_navigation(session: BrowserSession) -> None:
    page = session.page
    session.goto("/")
    session.follow("table/calculateur/")
    form = page.locator("form.table-deal")
    form.wait_for()
    fill_deal(form, FFT_EXAMPLE)
    wait_for_scores(page, [318, -106, -106, -106])
    assert page.evaluate("() => window.sameDocument"), "instant navigation, not a reload"


@pytest.mark.parametrize("path", ["table/calculateur/", "table/feuille-tarot/", "table/feuille-africain/"])
def test_nothing_moves_when_the_engine_is_ready(session: BrowserSession, path: str) -> None:
    """The reader may fill the form while the engine loads: its loading line floats over the bottom of
    the screen, and going once the engine is ready it moves nothing on the page (no layout shift)."""
    page = session.page
    page.add_init_script(WATCH_LAYOUT_SHIFTS)
    page.set_viewport_size({"width": 390, "height": 800})
    session.goto(path)
    wait_engine(page)
    expect(page.locator(".table-engine")).to_be_hidden()
    # A shift is reported with the frame that shows it: two frames after the line went.
    page.evaluate("() => new Promise(shown => requestAnimationFrame(() => requestAnimationFrame(shown)))")
    assert page.evaluate(LAYOUT_SHIFTS) == []


def test_phone_width_dark_mode_and_print(session: BrowserSession) -> None:
    page = session.page
    page.set_viewport_size({"width": 390, "height": 800})
    page.emulate_media(color_scheme="dark")
    session.goto("/table/feuille-tarot/")
    start_tarot_sheet(page, 5)
    add_deal(page, EVENINGS[5][2], 1)
    width = page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert width[0] <= width[1], width
    violations = axe_violations(session)
    assert not violations, describe(violations)
    page.emulate_media(media="print")
    assert page.locator(".table-sheet").is_visible()
    assert not page.locator("form.table-deal").is_visible()
    assert not page.locator("button.table-undo").is_visible()


# ----- Tarot Africain ---------------------------------------------------------------------------------------


def test_africain_forbidden_bid_is_shown_and_refused(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/feuille-africain/")
    start_africain(page, 3)
    assert page.locator(".table-round").inner_text().startswith("Manche 1\u00a0: 7\u00a0cartes")
    assert page.locator(".table-dealer").inner_text() == "Léa"
    for amount in (3, 2):
        speaker = page.locator(".table-speaker").inner_text()
        page.locator(f".table-bid[data-bid='{amount}']").click()
        page.wait_for_function("s => document.querySelector('.table-speaker').textContent !== s", arg=speaker)
    assert "Léa" in page.locator(".table-speaker").inner_text()
    assert page.locator(".table-forbidden").inner_text().startswith("Annonce interdite au donneur\u00a0: 2")
    forbidden = page.locator(".table-bid--forbidden")
    assert forbidden.get_attribute("data-bid") == "2"
    forbidden.click()
    alert = page.locator(".table-message--error")
    alert.wait_for(timeout=LOAD_TIMEOUT)
    assert alert.inner_text() == (
        "Le donneur ne peut pas annoncer 2\u00a0: le total ferait 7\u00a0plis, autant que de plis à jouer."
    )
    assert "Léa" in page.locator(".table-speaker").inner_text()  # still the dealer's turn
    violations = axe_violations(session)
    assert not violations, describe(violations)
    # Tricks must add up to the cards dealt.
    page.locator(".table-bid[data-bid='0']").click()
    page.locator(".table-tricks").wait_for()
    for seat, tricks in enumerate((2, 3, 1)):
        page.locator(f".table-tricks input[data-seat='{seat}']").fill(str(tricks))
    page.locator(".table-tricks-submit").click()
    page.get_by_text("Les plis notés font 6, il en faut 7 : un par carte distribuée.").wait_for()
    assert page.locator(".table-tricks input[data-seat='0']").input_value() == "2"
    # Undo the last bid: the dealer speaks again; redo it: the tricks are asked again.
    page.locator("button.table-undo").click()
    page.locator(".table-bid--forbidden").wait_for()
    assert "Léa" in page.locator(".table-speaker").inner_text()
    page.locator("button.table-redo").click()
    page.locator(".table-tricks").wait_for()
    # The tricks typed are kept for the round, through the bid taken back and again, and a reload.
    tricks = page.locator(".table-tricks input")
    assert tricks.evaluate_all("inputs => inputs.map(input => input.value)") == ["2", "3", "1"]
    tricks.nth(2).fill("")
    page.reload()
    page.locator(".table-tricks").wait_for(timeout=LOAD_TIMEOUT)
    assert tricks.evaluate_all("inputs => inputs.map(input => input.value)") == ["2", "3", ""]


def test_africain_whole_games_to_a_winner(session: BrowserSession, tmp_path: Path) -> None:
    """Two whole games on one page, « Nouvelle partie » between them: three players with the reference
    settings, then four with BGA's; the last one reloaded, exported and imported."""
    page = session.page
    session.goto("/table/feuille-africain/")
    play_africain_game(page, 3, "référence", seed=3)
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("button.table-new").click()
    view = play_africain_game(page, 4, "BGA", seed=8)
    # Reload: the finished game is still there.
    page.reload()
    page.locator(".table-winner").wait_for(timeout=LOAD_TIMEOUT)
    export_and_import_africain(session, tmp_path, view)


def play_africain_game(page: Page, players: int, preset: str, seed: int) -> dict[str, Any]:
    """Start a game and play it to its winners (random bids and tricks from ``seed``), each step
    checked against the engine playing the same game in pytest; the engine's last view."""
    start_africain(page, players, preset)
    rng = random.Random(seed)
    # The same game, played alongside by the engine in pytest.
    sheet: dict[str, Any] = {
        "format": africain_sheet.FORMAT,
        "version": 1,
        "players": NAMES[:players],
        "settings": preset,
        "first_dealer": 0,
        "rounds": [],
    }
    view = africain_sheet.sheet(sheet)
    eliminated: list[str] = []
    while not view["over"]:
        current = view["current"]
        assert (
            page.locator(".table-round")
            .inner_text()
            .startswith(f"Manche {current['number']}\u00a0: {current['cards']}\u00a0carte")
        )
        assert page.locator(".table-dealer").inner_text() == NAMES[current["dealer"]]
        if current["phase"] == "annonces":
            action: dict[str, Any] = {"bid": rng.choice(current["legal"])}
            page.locator(f".table-bid[data-bid='{action['bid']}']").click()
        else:
            tricks: list[int | None] = [None] * players
            left = current["cards"]
            for i, seat in enumerate(current["seats"]):
                tricks[seat] = left if i == len(current["seats"]) - 1 else rng.randint(0, left)
                left -= tricks[seat] or 0
            action = {"tricks": tricks}
            for seat in current["seats"]:
                page.locator(f".table-tricks input[data-seat='{seat}']").fill(str(tricks[seat]))
            page.locator(".table-tricks-submit").click()
        rounds = len(view["rounds"])
        view = africain_sheet.sheet({**view["sheet"], "action": action})
        page.wait_for_function(
            "expected => { const id = localStorage.getItem('tarot-table:current:africain');"
            " const game = id && JSON.parse(localStorage.getItem('tarot-table:game:' + id));"
            " return Boolean(game) && JSON.stringify(game.sheet.rounds) === JSON.stringify(expected); }",
            arg=view["sheet"]["rounds"],
        )
        if len(view["rounds"]) > rounds:
            eliminated += [NAMES[s] for s in view["rounds"][-1]["eliminated"]]
    winners = [NAMES[s] for s in view["winners"]]
    banner = page.locator(".table-winner")
    banner.wait_for()
    assert all(name in banner.inner_text() for name in winners)
    lives = page.locator(".table-lives-sheet tfoot td[data-lives]").evaluate_all(
        "cells => cells.map(c => Number(c.dataset.lives))"
    )
    assert lives == view["lives"]
    for name in eliminated:
        assert name in page.locator(".table-lives-sheet").inner_text()
    return view


def export_and_import_africain(session: BrowserSession, tmp_path: Path, view: dict[str, Any]) -> None:
    """The JSON export is the engine's game record: it replays to the same lives and winners, and
    imports into a fresh browser profile as the same sheet."""
    exported = export_json(session.page, tmp_path / "partie.json")
    record = loads_game(exported.read_text("utf-8"))
    assert (record.lives, list(record.winners)) == (view["lives"], view["winners"])
    page = "table/feuille-africain/"
    assert_same_after_import(session, page, exported, ".table-winner", ".table-lives-sheet")


def export_json(page: Page, target: Path) -> Path:
    """Click « Exporter en JSON »; the downloaded file, saved as ``target``."""
    with page.expect_download() as json_download:
        page.locator("button.table-export-json").click()
    target.write_text(Path(json_download.value.path()).read_text("utf-8"), "utf-8")
    return target


def assert_same_after_import(
    session: BrowserSession, path: str, exported: Path, ready: str, shown: str
) -> None:
    """Import ``exported`` into a fresh browser profile: once ``ready`` shows, ``shown`` reads the same."""
    expected = session.page.locator(shown).inner_text()
    fresh = session.new_context()
    other = fresh.new_page()
    other.goto(session.base_url + path)
    other.locator("form.table-setup").wait_for()
    other.locator("input.table-file").set_input_files(str(exported))
    other.locator(ready).wait_for(timeout=LOAD_TIMEOUT)
    assert other.locator(shown).inner_text() == expected
    fresh.close()


# ----- several saved games --------------------------------------------------------------------------------


def switch_to(page: Page, label_start: str) -> None:
    chooser = page.locator("select.table-game-select")
    value = chooser.locator("option").evaluate_all(
        f"(options, start) => options.find(o => ({LABEL})(o).startsWith(start)).value", label_start
    )
    chooser.select_option(value)


def test_several_saved_games_switch_reload_delete(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/feuille-tarot/")
    start_tarot_sheet(page, 4)
    four = EVENINGS[4][:2]
    for count, facts in enumerate(four, 1):
        add_deal(page, facts, count)
    # « Nouvelle partie » keeps the first game in the list.
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("button.table-new").click()
    page.locator("form.table-setup").wait_for()
    start_tarot_sheet(page, 3)
    add_deal(page, EVENINGS[3][0], 1)
    wait_totals(page, engine_totals(3, EVENINGS[3][:1]))
    labels = game_labels(page)
    assert len(labels) == 2, labels
    assert labels[0].startswith("Léa, Marc, Inès — 1\u00a0donne")
    assert labels[1].startswith("Léa, Marc, Inès, Théo — 2\u00a0donnes")

    switch_to(page, "Léa, Marc, Inès, Théo")
    wait_totals(page, engine_totals(4, four))
    assert page.locator(".table-sheet tbody tr.table-row").count() == 2

    # Reload: both games are still there, the one shown last comes back.
    page.reload()
    page.locator(".table-sheet").wait_for(timeout=LOAD_TIMEOUT)
    wait_totals(page, engine_totals(4, four))
    assert len(game_labels(page)) == 2
    switch_to(page, "Léa, Marc, Inès —")
    wait_totals(page, engine_totals(3, EVENINGS[3][:1]))

    # Deleting asks first: dismissed, nothing lost; accepted, only that game goes.
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.locator("button.table-game-delete").click()
    assert len(game_labels(page)) == 2
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("button.table-game-delete").click()
    page.locator("form.table-setup").wait_for()
    labels = game_labels(page)
    assert len(labels) == 2 and labels[0].startswith("Nouvelle partie"), labels
    switch_to(page, "Léa, Marc, Inès, Théo")
    wait_totals(page, engine_totals(4, four))


def test_version_1_storage_is_migrated(session: BrowserSession) -> None:
    page = session.page
    deals = EVENINGS[4][:3]
    tarot = call(
        "tarot_sheet",
        {
            "format": "tarot-table/feuille-tarot",
            "version": 1,
            "players": NAMES[:4],
            "first_dealer": 1,
            "deals": deals,
        },
    )["result"]["sheet"]
    africain = africain_sheet.sheet(
        {
            "format": africain_sheet.FORMAT,
            "version": 1,
            "players": NAMES[:3],
            "settings": "référence",
            "first_dealer": 0,
            "rounds": [],
        }
    )["sheet"]
    old = {"version": 1, "tarot": {"sheet": tarot, "undo": []}, "africain": {"sheet": africain, "undo": []}}
    session.goto("/table/")
    page.evaluate("data => localStorage.setItem('tarot-table', JSON.stringify(data))", old)
    session.goto("/table/feuille-tarot/")
    page.locator(".table-sheet").wait_for(timeout=LOAD_TIMEOUT)
    wait_totals(page, engine_totals(4, deals))
    assert len(game_labels(page)) == 1
    session.goto("/table/feuille-africain/")
    page.locator(".table-round").wait_for(timeout=LOAD_TIMEOUT)
    assert page.locator(".table-dealer").inner_text() == NAMES[0]
    stored = page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")
    assert "tarot-table" not in stored
    games = [json.loads(raw) for key, raw in stored.items() if key.startswith("tarot-table:game:")]
    assert {g["kind"]: g["sheet"] for g in games} == {"tarot": tarot, "africain": africain}
    assert {g["version"] for g in games} == {3}
    assert stored["tarot-table:current:tarot"] == next(g["id"] for g in games if g["kind"] == "tarot")


def test_africain_rule_with_changed_settings(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/feuille-africain/")
    setup = page.locator("form.table-setup")
    setup.wait_for()
    setup.locator("details.table-settings summary").click()
    setup.locator("input[name=lives]").fill("2")
    setup.locator("select[name=short_cycle]").select_option("true")
    start_africain(page, 3)
    expected = africain_sheet.sheet_settings({"preset": "référence", "lives": 2, "short_cycle": True})
    assert f"{expected.lives}\u00a0vies" in page.locator(".table-rule").inner_text()
    assert page.locator(".table-round").inner_text().startswith("Manche 1\u00a0: 5\u00a0cartes")
    lives = page.locator(".table-lives-sheet tfoot td[data-lives]").evaluate_all(
        "cells => cells.map(c => Number(c.dataset.lives))"
    )
    assert lives == [expected.lives] * 3
