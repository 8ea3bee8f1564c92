"""The rulebook as a reader gets it: accessible pages (axe-core), no sideways scrolling on a phone
or a laptop, French search that finds the right page, every rule page with a worked example and cards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_site import search, site_pages

from scripts.browser import BrowserSession

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
DOCS = ROOT / "docs"
RULE_SECTIONS = ("tarot", "africain")

pytestmark = pytest.mark.browser


SCHEME_RULES = ["color-contrast", "link-in-text-block"]
"""The axe rules whose verdict depends on the colours: the only ones a second colour scheme can change."""


def axe_violations(session: BrowserSession, only: list[str] | None = None) -> list[dict[str, Any]]:
    """Serious or critical axe-core violations of the page now open (``only`` these rules if given)."""
    session.page.add_script_tag(path=str(AXE))
    options: dict[str, Any] = {"resultTypes": ["violations"]}
    if only:
        options["runOnly"] = only
    result: dict[str, Any] = session.page.evaluate(
        "async (options) => await axe.run(document, options)", options
    )
    return [v for v in result["violations"] if v.get("impact") in ("serious", "critical")]


def describe(violations: list[dict[str, Any]]) -> str:
    lines = []
    for violation in violations:
        targets = [", ".join(node["target"]) for node in violation["nodes"][:3]]
        lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']} — {targets}")
    return "\n".join(lines)


PARTS = 3
"""The pages are checked in parts, so that two test workers share the site's longest check."""


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violation(
    session: BrowserSession, site_dir: Path, scheme: str, part: int
) -> None:
    """Every axe rule on every page in the light scheme; in the dark one, the rules about colours."""
    session.page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    pages = site_pages(site_dir)
    assert len(pages) > 50
    problems = {}
    for path in pages[part::PARTS]:
        session.goto(path)
        violations = axe_violations(session, None if scheme == "light" else SCHEME_RULES)
        if violations:
            problems[path] = describe(violations)
    assert not problems, "\n".join(f"{path}\n{text}" for path, text in problems.items())


@pytest.mark.parametrize("width", [390, 1280])
def test_no_horizontal_scroll(session: BrowserSession, site_dir: Path, width: int) -> None:
    session.page.set_viewport_size({"width": width, "height": 900})
    wide = []
    for path in site_pages(site_dir):
        session.goto(path)
        scroll, client = session.page.evaluate(
            "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        if scroll > client:
            wide.append(f"{path}: {scroll} px > {client} px")
    assert not wide, "\n".join(wide)


@pytest.mark.parametrize(
    ("words", "pages"),
    [
        ("excuse", ("/tarot/jeu-de-la-carte/", "/tarot/litiges/", "/tutoriels/excuse/")),
        ("poignée", ("/tarot/annonces/",)),
        ("petit au bout", ("/tarot/score/",)),
        ("règle d'or", ("/africain/regle-d-or/",)),
        ("chelem", ("/tarot/annonces/", "/tarot/score/")),
    ],
)
def test_french_search_finds_the_right_page(
    session: BrowserSession, words: str, pages: tuple[str, ...]
) -> None:
    """One of the pages that teach the rule comes first among the pages found."""
    session.goto("/")
    session.page.keyboard.press("s")
    search(session, words)
    links = session.page.locator(".md-search-result__list a").evaluate_all(
        "links => links.map(link => new URL(link.href).pathname)"
    )
    found = list(dict.fromkeys(link for link in links))  # distinct pages, in ranking order
    assert found and found[0] in pages, (words, found[:5])


def rule_pages() -> list[Path]:
    return [page for section in RULE_SECTIONS for page in sorted((DOCS / section).glob("*.md"))]


@pytest.mark.parametrize("page", rule_pages(), ids=lambda page: str(page.relative_to(DOCS)))
def test_every_rule_page_has_a_worked_example(page: Path) -> None:
    assert "```tarot" in page.read_text("utf-8"), f"{page.name} n'a pas d'exemple calculé"


def test_score_page_shows_the_fft_example(site_dir: Path) -> None:
    html = (site_dir / "tarot" / "score" / "index.html").read_text("utf-8")
    assert "score(" in html and "106" in html and "+318" in html


def test_cards_are_drawn_with_accessible_names(site_dir: Path) -> None:
    html = (site_dir / "tarot" / "cartes" / "index.html").read_text("utf-8")
    assert html.count('role="img"') >= 36
    assert 'aria-label="Roi de cœur"' in html and 'aria-label="Excuse"' in html


def test_tables_of_numbers_come_from_the_engine() -> None:
    """Thresholds, poignées, deal tables: written by code in the page, not typed as Markdown."""
    for name, needle in [
        ("tarot/decompte.md", "threshold(bouts)"),
        ("tarot/annonces.md", "poignee_sizes"),
        ("tarot/donne.md", "packet_size"),
        ("africain/distribution.md", "start_cards_for"),
        ("africain/manche-sur-le-front.md", "blind_win_probability"),
    ]:
        assert needle in (DOCS / name).read_text("utf-8"), name
