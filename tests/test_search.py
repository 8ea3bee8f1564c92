"""The site's search, in real Chromium: accents and apostrophes do not matter, and the page that
defines a term comes first (its front matter ``tags`` list the terms it defines)."""

from __future__ import annotations

import pytest

from scripts.browser import BrowserSession
from scripts.site_search import FIRST_PAGE, WATCH_SEARCH, ask, open_search

pytestmark = pytest.mark.browser


def test_the_defining_page_comes_first(session: BrowserSession) -> None:
    session.context.add_init_script(WATCH_SEARCH)
    session.goto("/")
    open_search(session.page)
    wrong = {}
    for query, expected in FIRST_PAGE.items():
        answer = ask(session.page, query)
        if not answer.pages or answer.pages[0] != expected:
            wrong[query] = (expected, answer.pages[:3])
    assert not wrong, f"requête : (page attendue, pages en tête) : {wrong}"


@pytest.mark.parametrize(("typed", "accented"), [("poignee", "poignée"), ("regle d or", "règle d’or")])
def test_results_keep_their_accents(session: BrowserSession, typed: str, accented: str) -> None:
    session.context.add_init_script(WATCH_SEARCH)
    session.goto("/")
    open_search(session.page)
    answer = ask(session.page, typed)
    assert any(accented in title.lower() for title in answer.titles), answer.titles
