"""« S'entraîner » at a card table (issue 39) in a real Chromium: a whole 4-player deal played by
clicking at 390 × 844 and at 1280 × 900, where at every card of the reader the cards marked playable
are the engine's legal cards (the others dimmed but still clickable: one is refused with its rule), each
card is a button named by the card and drawn by the rulebook's renderer, and the trick and the hand are
both inside the viewport without sideways scroll; the seats around the table say who deals, who takes
and how many tricks each won. A trick played with the keyboard alone; the others' cards at the page's
pace and said to a screen reader; a whole Tarot africain game at the table; axe without violation in
both colour schemes."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import (
    PALETTE_SHOWN,
    SCHEMES,
    axe_violations,
    describe,
    follow_anchor,
    in_either_scheme,
)
from playwright.sync_api import Page

from scripts.bench_practice import CARD_DEALS, open_deal, timed_card
from scripts.browser import BrowserSession
from scripts.practice_driver import APP, LOAD_TIMEOUT, choose, click, feedback, settle
from tarot_app.calls import call
from tarot_app.practice.tarot_deal import read_game, replay

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "desktop": (1280, 900)}
DEAL = "s-entrainer/donne/#donne=21&joueurs=4&niveau=debutant"
CARDS = {3: 24, 4: 18, 5: 15}
"""The reader's cards in a deal, by number of players."""

HAND = """() => [...document.querySelectorAll(".practice-hand button.practice-card")].map(b => ({
    card: b.dataset.card, legal: b.dataset.legal === "1", label: b.getAttribute("aria-label"),
    name: b.querySelector(":scope > .tc[role=img]")?.getAttribute("aria-label").replaceAll("'", "’"),
    dimmed: getComputedStyle(b).filter !== "none", disabled: b.disabled,
}))"""
"""The reader's hand: each button's card, its legal mark, its name (its picture's, drawn by the engine:
the button has no label of its own), whether it is dimmed or disabled."""

BOXES = """() => {
    const box = (selector) => {
        const r = document.querySelector(selector).getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
    };
    return {trick: box(".practice-trick"), hand: box(".practice-hand"),
            width: innerWidth, height: innerHeight, scrollWidth: document.documentElement.scrollWidth};
}"""


STILL = "() => !document.querySelector('.practice-app').dataset.pacing"
"""The others' cards have all appeared (« Rythme des autres joueurs »)."""

WATCH_TRICK = """() => {
    window.trickFrames = [];
    new MutationObserver(() => {
        const app = document.querySelector(".practice-app");
        if (app.dataset.pacing !== "1") return;
        const trick = app.querySelector(".practice-trick");
        const won = trick.querySelectorAll(".practice-play--won").length;
        window.trickFrames.push([trick.children.length, won]);
    }).observe(document.querySelector(".practice-app"), {childList: true, subtree: true});
}"""
"""Records each drawing of the trick while the others' cards appear: its cards, and whether a winner is
marked."""


def engine_legal(page: Page) -> set[str]:
    """The cards the engine lets the reader play now, in the deal the page holds."""
    game = page.evaluate("() => tarotPractice.game()")
    return {card.notation for card in replay(read_game(game)).legal_cards}


def engine_names(page: Page) -> dict[str, str]:
    """Each card of the reader's hand and its French name, as the engine says them."""
    view = call("practice_play", page.evaluate("() => tarotPractice.game()"))["result"]["view"]
    return {card["card"]: card["name"] for card in view["hand"]}


def assert_in_view(page: Page) -> None:
    boxes = page.evaluate(BOXES)
    for part in ("trick", "hand"):
        left, top, right, bottom = boxes[part]
        assert left >= 0 and top >= 0 and right <= boxes["width"] and bottom <= boxes["height"], (part, boxes)
    assert boxes["scrollWidth"] <= boxes["width"], boxes


def check_hand(page: Page) -> list[dict[str, Any]]:
    """The hand as the page shows it, checked against the engine: legal marks, names, pictures."""
    hand: list[dict[str, Any]] = page.evaluate(HAND)
    legal = engine_legal(page)
    assert {card["card"] for card in hand if card["legal"]} == legal
    assert [card["card"] for card in hand if card["dimmed"]] == [c["card"] for c in hand if not c["legal"]]
    names = engine_names(page)
    for card in hand:
        assert card["name"].startswith(names[card["card"]]) and card["label"] is None and not card["disabled"]
    first = hand[0]
    assert page.get_by_role("button", name=first["name"], exact=True).count() == 1
    return hand


@pytest.mark.parametrize(
    ("players", "size"), [(4, "phone"), (4, "desktop"), (3, "phone"), (5, "phone")], ids=str
)
def test_a_whole_deal_at_the_table(session: BrowserSession, players: int, size: str) -> None:
    page = session.page
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    session.goto(f"s-entrainer/donne/#donne=21&joueurs={players}&niveau=debutant")
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    assert page.get_by_label("Montrer les cartes jouables").is_checked()
    seats = page.locator(".practice-seat")
    assert seats.all_inner_texts()[0].startswith("Vous") and seats.count() == players
    cards = 0
    refused = ""
    while not page.locator(".practice-result").count():
        if choose(page):
            continue
        hand = check_hand(page)
        assert_in_view(page)
        dimmed = [card["card"] for card in hand if not card["legal"]]
        if dimmed and not refused:
            click(page, f".practice-hand button[data-card='{dimmed[0]}']")
            refused = feedback(page)
            assert "Voir la règle" in refused
            assert len(page.evaluate(HAND)) == len(hand)
            assert_in_view(page)
        if page.locator(".practice-trick li").count():
            assert "entame" in page.locator(".practice-trick li").first.inner_text()
        legal = sorted(card["card"] for card in hand if card["legal"])
        click(page, f".practice-hand button[data-card='{legal[0]}']")
        cards += 1
        taker = page.locator(".practice-seat", has_text="preneur")
        assert taker.count() == 1
    assert cards == CARDS[players] and refused
    won = page.locator(".practice-seat .practice-note", has_text="pli").all_inner_texts()
    assert sum(int(note.split()[0]) for note in won) == CARDS[players]
    game = page.evaluate("() => tarotPractice.game()")
    partner = call("practice_play", game)["result"]["view"]["partner_seat"]
    partners = page.locator(".practice-seat", has_text="partenaire").all_inner_texts()
    assert [seat.split()[0] for seat in partners] == ([partner] if partner else [])
    assert bool(partner) == (players == 5)
    assert page.locator(".practice-seat", has_text="donneur").count() == 1


def test_a_trick_with_the_keyboard_alone(session: BrowserSession) -> None:
    """Once the bidding is over (by clicks), a whole trick by the keyboard: the focus is on a playable
    card, Tab and Shift+Tab move along the hand, Enter plays; the trick is gathered and the focus is back
    on a playable card."""
    page = session.page
    page.set_viewport_size({"width": 1280, "height": 900})
    session.goto(DEAL)
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    while choose(page):
        pass
    focused = "() => document.activeElement.closest('.practice-hand') && document.activeElement.dataset.legal"
    assert page.evaluate(focused) == "1"
    before = page.evaluate("() => tarotPractice.game().actions.length")
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    card = page.evaluate("() => document.activeElement.dataset.card")
    assert card in engine_legal(page)
    page.keyboard.press("Enter")
    settle(page)
    page.wait_for_function(STILL)
    actions = page.evaluate("() => tarotPractice.game().actions")
    assert actions[before] == f"carte:{card}" and len(actions) > before + 1
    assert page.locator(".practice-last").inner_text().startswith("Pli\u00a01 gagné par")
    assert page.locator(f".practice-hand button[data-card='{card}']").count() == 0
    assert page.evaluate(focused) == "1"


BACK_DEALS_AGAIN = """() => new Promise((resolve) => {
    const app = document.querySelector(".practice-app");
    addEventListener("hashchange", () => resolve([location.hash, app.dataset.busy]), {once: true});
    history.back();
})"""
"""Back, then the address and whether the page is asking the engine (for a new deal: its own listener,
older, ran first)."""


def read_a_rule_and_come_back(session: BrowserSession) -> Any:
    """Follow a link to a rule page, then Back once it is shown: the game the practice page then holds."""
    page = session.page
    session.follow("../../tarot/score/")
    page.wait_for_function("() => document.title.startsWith('Le score')")
    page.go_back()
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    return page.evaluate("() => tarotPractice.game()")


def reload_the_page(session: BrowserSession) -> Any:
    """Reload the page (as a phone does with a tab it dropped): the game the practice page then holds."""
    page = session.page
    page.reload()
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    return page.evaluate("() => tarotPractice.game()")


def test_the_deal_in_play_stays_through_anchors_other_pages_and_a_reload_and_follows_the_address(
    session: BrowserSession,
) -> None:
    """A link of the page's table of contents keeps the deal in progress (Material fetched the page again
    at the first one, and a deal drawn at random replaced it), and so does Back; a reader who types
    another deal in the address gets it, shown in the form too, every time; one who goes to read a rule
    and comes back with Back finds the deal as it was (it was dealt anew), and so does one who reloads
    the page (kept for the tab: docs/assets/practice/kept-game.js)."""
    page = session.page
    page.set_viewport_size({"width": 1280, "height": 900})
    session.goto(DEAL)
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    choose(page)
    actions = page.evaluate("() => tarotPractice.game().actions")
    follow_anchor(page, "comparer-et-analyser")
    assert page.evaluate("() => tarotPractice.game().actions") == actions
    assert page.evaluate(BACK_DEALS_AGAIN) == ["#" + DEAL.split("#")[1], ""]
    assert page.evaluate("() => tarotPractice.game().actions") == actions
    for donne, players in ((22, 3), (23, 5)):
        address = f"donne={donne}&joueurs={players}&niveau=debutant"
        page.evaluate("(hash) => { location.hash = hash; }", address)
        page.wait_for_function(f"() => tarotPractice.game().donne === {donne}", timeout=LOAD_TIMEOUT)
        assert page.locator(".practice-hand button.practice-card").count() == CARDS[players]
        assert page.get_by_label("Donne n°").input_value() == str(donne)
        assert page.get_by_label("Joueurs", exact=True).input_value() == str(players)
    while choose(page):
        pass
    game = page.evaluate("() => tarotPractice.game()")
    assert game == read_a_rule_and_come_back(session)
    assert page.get_by_label("Donne n°").input_value() == "23"
    assert reload_the_page(session) == game
    assert page.get_by_label("Donne n°").input_value() == "23"
    assert page.locator(".practice-kept").is_hidden()


def test_the_others_cards_appear_one_at_a_time(session: BrowserSession) -> None:
    """« Pas à pas » (the default): after the reader's card the trick grows one card at a time, its
    winner marked before it is gathered, while the hand is already playable; « Plus vite » shows the
    table as it stands at once. « Tout de suite » draws it at once."""
    page = session.page
    page.set_viewport_size({"width": 1280, "height": 900})
    session.goto(DEAL)
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    while choose(page):
        pass
    assert page.get_by_label("Rythme des autres joueurs").input_value() == "pas-a-pas"
    page.evaluate(WATCH_TRICK)
    click(page, ".practice-hand button[data-legal='1']")
    page.wait_for_function("() => trickFrames.some(([, won]) => won === 1)")
    assert page.locator(".practice-hand button[data-legal='1']").count()
    page.get_by_role("button", name="Plus vite").click()
    assert page.evaluate(STILL)
    assert page.locator(".practice-last").inner_text().startswith("Pli\u00a01 gagné par")
    frames = page.evaluate("() => trickFrames")
    gathered = frames.index([4, 1])
    assert gathered and all(won == 0 and count < 4 for count, won in frames[:gathered]), frames
    page.get_by_label("Rythme des autres joueurs").select_option("immediat")
    page.evaluate("() => { trickFrames.length = 0; }")
    click(page, ".practice-hand button[data-legal='1']")
    assert page.evaluate(STILL) and page.evaluate("() => trickFrames") == []
    assert page.locator(".practice-last").inner_text().startswith("Pli\u00a02 gagné par")


def test_a_whole_tarot_africain_game_at_the_table(session: BrowserSession) -> None:
    """A whole Tarot africain game at 390 × 844, to its winner: lives and bids at the seats, each card a
    button named by the card (on the forehead, the card's back, named as such), the trick and the hand in
    view at each card of every round; at the end the winners and each seat's lives as the engine says."""
    page = session.page
    page.set_viewport_size({"width": 390, "height": 844})
    session.goto("s-entrainer/africain/#partie=4&joueurs=4&regle=référence&niveau=debutant")
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    page.get_by_label("Rythme des autres joueurs").select_option("immediat")
    assert page.locator(".practice-seat").count() == 4
    cards = blind = 0
    bids = set()
    while not page.locator(f"{APP}[data-over='1']").count():
        if page.locator(".practice-options button").count():
            bid_africain(page)
            bids.add(page.locator(".practice-seat", has_text="annonce").count())
            continue
        hand = page.locator(".practice-hand button")
        if hand.first.get_attribute("class") == "practice-card practice-back":
            assert hand.count() == 1 and hand.first.inner_text() == "Jouer votre carte (sur le front)"
            blind += 1
        else:
            names = page.locator(".practice-hand button .tc[role=img]").evaluate_all(
                "cards => cards.map(card => card.getAttribute('aria-label'))"
            )
            assert len(names) == hand.count() and all(names), names
        assert_in_view(page)
        click(page, ".practice-hand button")
        cards += 1
    view = africain_view(page)
    assert view["winners"] and view["round"] > 2 and blind == 1 and cards > view["round"], (view, cards)
    assert 4 in bids
    winners = ", ".join(view["winners"])
    assert (
        page.locator(".practice-winner").inner_text()
        == f"Gagnant{'s' if len(view['winners']) > 1 else ''}\u00a0: {winners}."
    )
    for name, lives in zip(view["names"], view["lives"], strict=True):
        seat = page.locator(f".practice-seat[data-seat='{name}']").inner_text()
        assert ("éliminé" if name not in view["alive"] else f"{lives}\u00a0vie") in seat, (name, seat)


AFRICAIN = "s-entrainer/africain/#partie=3&joueurs=4&regle=référence&niveau=debutant"


def africain_view(page: Page) -> dict[str, Any]:
    """The engine's view of the Tarot africain game the page holds."""
    game = page.evaluate("() => tarotPractice.game()")
    view: dict[str, Any] = call("practice_africain", game)["result"]["view"]
    return view


def bid_africain(page: Page) -> None:
    """The reader's bid: the lowest the engine accepts (the golden rule may refuse the dealer's)."""
    while page.locator(".practice-options button").count():
        for index in range(page.locator(".practice-options button").count()):
            click(page, f".practice-options button >> nth={index}")
            if not page.locator(f"{APP} [role=alert]").is_visible():
                break


def test_a_tarot_africain_trick_at_the_pace_of_the_table(session: BrowserSession) -> None:
    """Tarot africain as the French Tarot deal: after the reader's card the others' cards appear one at a
    time, the winner marked before the trick is gathered; « Revoir le pli » shows the last trick as the
    engine has it (its winner, « Pourquoi ? » beside each computer's card, its reason there). Back from
    another page of the site, and after a reload, the game is as it was."""
    page = session.page
    page.set_viewport_size({"width": 1280, "height": 900})
    session.goto(AFRICAIN)
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    assert page.get_by_label("Rythme des autres joueurs").input_value() == "pas-a-pas"
    bid_africain(page)
    page.evaluate(WATCH_TRICK)
    click(page, ".practice-hand button")
    page.wait_for_function("() => trickFrames.some(([, won]) => won === 1)")
    page.get_by_role("button", name="Plus vite").click()
    assert page.evaluate(STILL)
    frames = page.evaluate("() => trickFrames")
    gathered = frames.index([4, 1])
    counts = [count for count, _ in frames[: gathered + 1]]
    assert counts == sorted(set(counts)) and all(won == 0 for _, won in frames[:gathered]), frames
    last = africain_view(page)["last_trick"]
    assert page.locator(".practice-last").inner_text().startswith(f"Pli\u00a01 gagné par {last['winner']}")
    page.get_by_role("button", name="Revoir le pli").click()
    shown = page.locator(".practice-trick .practice-play")
    assert shown.count() == 4
    assert page.locator(".practice-play--won").get_attribute("data-seat") == last["winner"]
    computers = page.locator(".practice-trick .practice-play:not([data-seat='Vous'])")
    assert computers.count() == 3
    for index in range(3):
        assert computers.nth(index).locator(".practice-why-button").count() == 1
    computers.first.locator(".practice-why-button").click()
    reason = next(play["why"]["reason"] for play in last["cards"] if play["player"] != "Vous")
    assert computers.first.locator(".practice-why").inner_text().startswith(reason[:20].replace("'", "’"))
    game = page.evaluate("() => tarotPractice.game()")
    assert game == read_a_rule_and_come_back(session)
    assert reload_the_page(session) == game


def said_after(view: dict[str, Any], card: str) -> list[str]:
    """What the table says once the engine has answered the reader's ``card``, in the engine's names:
    each later card of its trick, the trick's winner, the cards of the trick in progress (the reader's
    own cards are not said)."""
    last = view["last_trick"]
    mine = next(
        i for i, play in enumerate(last["cards"]) if play["player"] == "Vous" and play["card"] == card
    )
    plays = [play for play in last["cards"][mine + 1 :] if play["player"] != "Vous"]
    winner = last["winner"]
    won = "Vous remportez le pli." if winner == "Vous" else f"{winner} remporte le pli."
    later = [play for play in view["trick"] if play["player"] != "Vous"]
    return [
        *(f"{play['player']} joue {play['the_name']}." for play in plays),
        won,
        *(f"{play['player']} joue {play['the_name']}." for play in later),
    ]


@pytest.mark.parametrize(
    ("path", "pace"), [(DEAL, "pas-a-pas"), (AFRICAIN, "immediat")], ids=["donne", "africain"]
)
def test_the_table_says_each_card_and_the_winner_politely(
    session: BrowserSession, path: str, pace: str
) -> None:
    """A screen reader hears, politely, each card the others play and each trick's winner (« Est joue le
    Roi de cœur. » « Nord remporte le pli. »), at the page's pace: after the reader's card, the live
    region ends with the sentences of the engine's trick, its winner named as the engine says."""
    page = session.page
    page.set_viewport_size({"width": 1280, "height": 900})
    session.goto(path)
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    region = page.locator(f"{APP} [aria-live=polite]:not([role])")
    assert region.count() == 1
    page.get_by_label("Rythme des autres joueurs").select_option(pace)
    if path == DEAL:
        while choose(page):
            pass
    else:
        bid_africain(page)
    button = page.locator(APP).locator(".practice-hand button[data-legal='1']").first
    card = button.get_attribute("data-card")
    assert card
    button.click()
    settle(page)
    page.wait_for_function(STILL)
    game = page.evaluate("() => tarotPractice.game()")
    view = call("practice_play" if path == DEAL else "practice_africain", game)["result"]["view"]
    said = " ".join(region.locator("p").all_text_contents())
    assert said.endswith(" ".join(said_after(view, card))), said
    winner = view["last_trick"]["winner"]
    assert ("Vous remportez le pli." if winner == "Vous" else f"{winner} remporte le pli.") in said


def test_the_table_has_no_axe_violation_in_either_scheme(session: BrowserSession) -> None:
    """With a trick on the table and a computer's reason open, then the last trick shown again, the cards
    that cannot be played dimmed: no axe violation in the light scheme, nor, once switched to the dark
    one, of the rules about colours (the only ones a scheme changes)."""
    page = session.page
    page.emulate_media(color_scheme="light")
    session.goto(DEAL)
    page.wait_for_function(PALETTE_SHOWN, arg=SCHEMES["light"][0], timeout=LOAD_TIMEOUT)
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    while choose(page):
        pass
    click(page, ".practice-hand button[data-legal='1']")
    page.wait_for_function(STILL)
    dimmed = ".practice-hand button:not([data-legal])"
    while not (page.locator(".practice-trick .practice-why-button").count() and page.locator(dimmed).count()):
        click(page, ".practice-hand button[data-legal='1']")
        page.wait_for_function(STILL)
    again = page.get_by_role("button", name="Revoir le pli")
    for scheme, rules in in_either_scheme(page):
        why = page.locator(".practice-why-button").first
        why.click()
        assert page.locator(".practice-trick .practice-why").first.is_visible()
        violations = axe_violations(session, rules)
        assert not violations, f"{scheme} : {describe(violations)}"
        why.click()
        again.click()
        assert page.locator(".practice-play--won").count() == 1
        violations = axe_violations(session, rules)
        assert not violations, f"{scheme} : {describe(violations)}"
        again.click()


def test_the_practice_bench_opens_deal_after_deal_against_confirme_players(session: BrowserSession) -> None:
    """``make bench`` (scripts/bench_practice.py) plays deal after deal against Confirmé players, whose
    page marks no playable card by default: each deal opens ready with its cards marked, and a card
    played is timed."""
    first, second = CARD_DEALS
    open_deal(session, first)
    page = open_deal(session, second)
    assert page.evaluate("() => tarotPractice.game().donne") == second
    while choose(page):
        pass
    times: list[float] = []
    timed_card(times)(page)
    assert len(times) == 1 and times[0] >= 0
