"""Drive the site's search box in real Chromium as a reader does, and read the answer shown.

The page's search worker answers the latest query it has, naming it (``query``);
:data:`WATCH_SEARCH` (an init script) records the last query sent and the last one answered, so a
caller waits for the answer to the last keystroke and then for the page to show it: conditions,
never a fixed time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

WATCH_SEARCH = """
window.searchWatch = {sent: null, answered: null, first: null, typedAt: 0, answeredAt: 0};
document.addEventListener("keyup", () => { window.searchWatch.typedAt = performance.now(); }, true);
const postMessage = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  const watch = window.searchWatch;
  if (message && message.type === 2) {
    watch.sent = message.data;
    if (!this.searchWatched) {
      this.searchWatched = true;
      this.addEventListener("message", (event) => {
        if (!event.data || event.data.type !== 3) return;
        const items = event.data.data.items;
        watch.answered = event.data.query;
        watch.first = items.length ? items[0][0].location : "";
      });
    }
  }
  return postMessage.call(this, message, ...rest);
};
"""
"""Install with ``context.add_init_script`` before the page loads."""

SHOWN = """() => {
  const watch = window.searchWatch;
  if (watch.sent === null || watch.sent !== watch.answered) return false;
  const link = document.querySelector(".md-search-result__list > li > a");
  const shown = link ? new URL(link.href).pathname + new URL(link.href).hash : "";
  if (watch.first && !shown.endsWith(watch.first.split("#")[0]) && !shown.includes(watch.first)) return false;
  if (!watch.first && link) return false;
  watch.answeredAt = performance.now();
  return true;
}"""
"""True once the page shows the worker's answer to the last query sent."""


@dataclass(frozen=True)
class Answer:
    """What the reader sees after typing a query."""

    pages: list[str]
    """Paths of the result pages, best first (``tarot/encheres/``), as the results list links them."""
    titles: list[str]
    """Their titles, as shown."""
    milliseconds: float
    """From the last keystroke to the results shown."""


MATERIAL_STARTED = "() => 'document$' in window"
"""Material's bundle has run: it listens to the keyboard and the search box (a key pressed or a box focused
earlier, while the page was still loading, opens nothing)."""
SEARCH_OPEN = "() => document.getElementById('__search').checked"
"""Material's search is open (on a wide screen its box is visible even when closed)."""


def open_search(page: Any) -> None:
    """Open the search box with the keyboard shortcut, as a reader does, once Material listens."""
    page.wait_for_function(MATERIAL_STARTED)
    page.keyboard.press("s")
    page.wait_for_function(SEARCH_OPEN)
    page.locator("input.md-search__input").wait_for(state="visible")


def ask(page: Any, query: str, key_delay_ms: float = 0) -> Answer:
    """Type ``query`` in the open search box, after clearing it: key by key, ``key_delay_ms`` between
    keys, as a reader types (the bench); without a delay, all but its last letter at once (the tests: the
    searches of each beginning of the word, which the next key replaces, are skipped). The answer once
    shown."""
    box = page.locator("input.md-search__input")
    box.fill("" if key_delay_ms else query[:-1])
    box.press_sequentially(query if key_delay_ms else query[-1:], delay=key_delay_ms)
    page.wait_for_function(SHOWN)
    links = page.eval_on_selector_all(
        ".md-search-result__list > li > a",
        """links => links.map(a => [new URL(a.href).pathname.replace(/^\\//, ""),
                                   (a.querySelector("h1, h2") || a).textContent.trim()])""",
    )
    elapsed = page.evaluate("() => window.searchWatch.answeredAt - window.searchWatch.typedAt")
    return Answer([path for path, _ in links], [title for _, title in links], float(elapsed))


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
    # A stop word (« à », typed « a ») is no prefix of every word beginning with it, tags included.
    "a trois": "tarot/a-trois/",
    "à trois": "tarot/a-trois/",
    "a cinq": "tarot/a-cinq/",
    "jouer a trois": "tarot/a-trois/",
    "tarot a cinq": "tarot/a-cinq/",
    "s entrainer": "s-entrainer/",
    # A stop word still being typed is the start of a longer word (« surcouper »).
    "sur": "tarot/jeu-de-la-carte/",
    # A plural finds the page tagged with the singular.
    "encheres": "tarot/encheres/",
    "contrats": "tarot/encheres/",
    "litiges": "tarot/litiges/",
    "plis": "tarot/jeu-de-la-carte/",
    "feuilles de marque": "table/feuille-tarot/",
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
    "juste fait": "tarot/litiges/",
    "misere": "tarot/variantes/",
    "regle d or": "africain/regle-d-or/",
    "règle d'or": "africain/regle-d-or/",
    "REGLE D’OR": "africain/regle-d-or/",
    "whist 22": "africain/",
    "vies": "africain/vies/",
    "manche sur le front": "africain/manche-sur-le-front/",
    "calculateur": "table/calculateur/",
    "feuille de marque": "table/feuille-tarot/",
    "score": "tarot/score/",
    "fautes": "tarot/fautes/",
    "penalites": "tarot/fautes/",
    "exercices": "exercices/",
    "tutoriels": "tutoriels/",
    "imprimer": "imprimer/",
    "glossaire": "reference/glossaire/",
    "distribution": "africain/distribution/",
}
"""Queries a player types, and the page that must come first (the search test and ``search.query_ms``)."""
