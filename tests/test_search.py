"""The site's search, in real Chromium: accents and apostrophes do not matter, and the page that
defines a term comes first (its front matter ``tags`` list the terms it defines)."""

from __future__ import annotations

import doctest

import pytest
import search_fold
from browser import BrowserSession
from site_search import WATCH_SEARCH, ask, open_search

FIRST_PAGE = {
    "garde contre": "tarot/encheres/",
    "garde sans": "tarot/encheres/",
    "prise": "tarot/encheres/",
    "poignee": "tarot/annonces/",
    "double poignée": "tarot/annonces/",
    "chelem": "tarot/annonces/",
    "petit sec": "tarot/donne/",
    "donneur": "tarot/donne/",
    "roi appele": "tarot/a-cinq/",
    "cinq joueurs": "tarot/a-cinq/",
    "trois joueurs": "tarot/a-trois/",
    "ecart": "tarot/chien-et-ecart/",
    "chien": "tarot/chien-et-ecart/",
    "excuse": "tarot/jeu-de-la-carte/",
    "fournir": "tarot/jeu-de-la-carte/",
    "surcouper": "tarot/jeu-de-la-carte/",
    "pisser": "tarot/jeu-de-la-carte/",
    "bouts": "tarot/cartes/",
    "ordre des atouts": "tarot/cartes/",
    "valeur des cartes": "tarot/cartes/",
    "decompte": "tarot/decompte/",
    "seuil": "tarot/decompte/",
    "petit au bout": "tarot/score/",
    "coefficient": "tarot/score/",
    "fait juste": "tarot/litiges/",
    "misere": "tarot/variantes/",
    "regle d or": "africain/regle-d-or/",
    "règle d'or": "africain/regle-d-or/",
    "REGLE D’OR": "africain/regle-d-or/",
    "whist 22": "africain/",
    "vies": "africain/vies/",
    "manche sur le front": "africain/manche-sur-le-front/",
    "calculateur": "table/calculateur/",
    "feuille de marque": "table/feuille-tarot/",
}


def test_the_worker_address_is_wrapped() -> None:
    assert doctest.testmod(search_fold).failed == 0


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
