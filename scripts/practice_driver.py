"""Play « Une donne de Tarot » in Chromium as a reader does, by clicking (for the tests and the bench).

The reader takes a Garde when it is offered, passes otherwise, makes the écart the « Conseil »
gives, calls the first card offered, announces no chelem, and plays a card the engine accepts.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

APP = ".practice-app"
LOAD_TIMEOUT = 180_000


def settle(page: Page) -> None:
    """Wait until the page has the engine's answer to the last click."""
    page.wait_for_function(
        "() => document.querySelector('.practice-app').dataset.busy !== '1'", timeout=LOAD_TIMEOUT
    )


def click(page: Page, selector: str) -> None:
    """Click the first element of ``selector`` in the practice page (never a menu entry of the same
    text, such as « Reprendre, revoir et analyser »); wait for the engine's answer."""
    page.locator(APP).locator(selector).first.click()
    settle(page)


def feedback(page: Page) -> str:
    """The message under the prompt: a refusal, an advice, a taken-back card."""
    return page.locator(f"{APP} [role=alert]").inner_text()


def advise(page: Page) -> str:
    """Click « Conseil »; the advice's first line (« Conseil : Jouez … »)."""
    page.get_by_role("button", name="Conseil").click()
    settle(page)
    return page.locator(f"{APP} [role=alert] strong").inner_text()


def make_ecart(page: Page) -> None:
    """The écart the « Conseil » gives, card by card, then « Valider l’écart »."""
    for card in advise(page).split("Écartez", 1)[1].strip(" .").split():
        page.locator(f".practice-hand button[data-card='{card}']").click()
    click(page, "text=Valider l’écart")


def choose(page: Page) -> bool:
    """Make the non-card choice the page offers (bid, écart, call, chelem); whether there was one."""
    if page.get_by_role("button", name="Garde", exact=True).count():
        click(page, ".practice-options button >> text='Garde'")
    elif page.get_by_role("button", name="Passe", exact=True).count():
        click(page, ".practice-options button >> text='Passe'")
    elif page.locator(APP).locator("text=Valider l’écart").count():
        make_ecart(page)
    elif page.locator(".practice-options button").count():
        click(page, ".practice-options button >> text=/^(Appeler|Jouer sans)/")
    else:
        return False
    return True


def play_deal(page: Page, play_card: Callable[[Page], None]) -> None:
    """Play until the score shows; ``play_card`` plays one of the reader's cards."""
    while not page.locator(".practice-result").count():
        if not choose(page):
            play_card(page)


def play_legal_card(page: Page) -> None:
    """Click a card the engine marks legal."""
    click(page, ".practice-hand button[data-legal='1']")
