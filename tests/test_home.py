"""The home page leads to the whole site: every top-level section of the menu (``nav`` in
``mkdocs.yml``) is linked from its article, and the ways in come in the order a newcomer takes them."""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.utils.yaml import yaml_load

ROOT = Path(__file__).resolve().parent.parent
HOME = ROOT / "docs" / "index.md"
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)\s]*)?\)")
"""A Markdown link's target page, without its anchor."""


def first_page(entry: object) -> str:
    """The page a nav entry opens first: its own page, or its section's first page.

    >>> first_page({"Tarot": ["tarot/index.md", {"Les cartes": "tarot/cartes.md"}]})
    'tarot/index.md'
    """
    if isinstance(entry, str):
        return entry
    if isinstance(entry, dict):
        return first_page(next(iter(entry.values())))
    if isinstance(entry, list):
        return first_page(entry[0])
    raise TypeError(entry)


def top_level_sections() -> dict[str, str]:
    """Each top-level section of the menu and the page it opens on, home page left out."""
    with (ROOT / "mkdocs.yml").open(encoding="utf-8") as config:
        nav = yaml_load(config)["nav"]
    sections = {name: first_page(entry) for item in nav for name, entry in item.items()}
    return {name: page for name, page in sections.items() if page != "index.md"}


def home_links(section: str) -> list[str]:
    """The pages the home page's article links, in order, from the heading ``## {section}`` to the next."""
    text = HOME.read_text("utf-8").split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    return LINK.findall(text)


def test_every_top_level_section_is_linked_from_the_home_page() -> None:
    linked = set(LINK.findall(HOME.read_text("utf-8")))
    sections = top_level_sections()
    assert {"Exercices", "S’entraîner", "Bien jouer", "À la table"} <= sections.keys()
    missing = {name: page for name, page in sections.items() if page not in linked}
    assert not missing, f"sections du menu sans lien depuis l’accueil : {missing}"


def test_the_ways_in_come_in_a_newcomers_order() -> None:
    """Learn the rule, follow a tutorial, practise with drills, play a deal against the computer,
    count at the table, print."""
    order = ["tarot/index.md", "tutoriels/index.md", "exercices/index.md", "s-entrainer/index.md"]
    order += ["table/index.md", "imprimer/index.md"]
    links = home_links("Six façons d’entrer")
    positions = [links.index(page) for page in order]
    assert positions == sorted(positions), links
