"""The built site: its pages listed, nothing fetched from another host, the request recorder, French
footers (every page is loaded and checked in a browser by ``test_rulebook``)."""

from __future__ import annotations

import doctest
import itertools
import re
from pathlib import Path

import pytest
from helpers import site_pages

from scripts.browser import BrowserSession
from scripts.hooks import griffe_doctests, page_assets
from scripts.serve import start_server

pytestmark = pytest.mark.browser

OUTSIDE_ASSET = re.compile(
    r"""<(?:script|link|img|iframe|source)\b[^>]*\b(?:src|href)=["'](?:https?:)?//""", re.IGNORECASE
)


def test_sitemap_lists_the_sections(site_dir: Path) -> None:
    pages = site_pages(site_dir)
    for section in ("/tarot/", "/africain/", "/tutoriels/", "/reference/"):
        assert any(page.startswith(section) for page in pages), section


def test_built_html_links_nothing_outside(site_dir: Path) -> None:
    offenders = [
        f"{page.relative_to(site_dir)}: {match.group(0)}"
        for page in site_dir.rglob("*.html")
        for match in OUTSIDE_ASSET.finditer(page.read_text(encoding="utf-8"))
        if 'rel="canonical"' not in match.group(0)
    ]
    assert not offenders


def test_stylesheets_import_nothing_outside(site_dir: Path) -> None:
    outside_url = re.compile(r"""(?:@import|url\()\s*["']?https?://""")
    offenders = [str(css) for css in site_dir.rglob("*.css") if outside_url.search(css.read_text("utf-8"))]
    assert not offenders


def page_assets_of(site_dir: Path, page: str) -> set[str]:
    text = (site_dir / page / "index.html").read_text("utf-8")
    return {
        asset
        for asset in (*page_assets.STYLES, *page_assets.SCRIPTS)
        if re.search(rf'(href|src)="[./]*{re.escape(asset)}"', text)
    }


def test_pages_load_only_the_assets_they_use(site_dir: Path) -> None:
    assert doctest.testmod(page_assets).failed == 0
    tutorial = {"assets/tutorials/tutorials.css", "assets/tutorials/tutorials.bundle.js"}
    live = {"assets/live/live.css", "assets/live/live.js", "assets/site/code-focus.js"}
    assert page_assets_of(site_dir, "tarot/donne") == live
    assert page_assets_of(site_dir, "imprimer") == set()
    reference = {"assets/_mkdocstrings.css", "assets/site/code-focus.js"}
    assert page_assets_of(site_dir, "reference/api/fft/deal") == reference
    assert page_assets_of(site_dir, "tutoriels/pli") == tutorial
    assert page_assets_of(site_dir, "tutoriels") == tutorial
    assert page_assets_of(site_dir, "table/calculateur") == {
        "assets/table/table.css",
        "assets/table/table.bundle.js",
    }
    own_modules = {"africain": "africain-page.js", "donne": "deal-page.js", "revoir": "review-page.js"}
    for page, own in own_modules.items():
        text = (site_dir / "s-entrainer" / page / "index.html").read_text("utf-8")
        preloaded = set(re.findall(r'rel="modulepreload" href="[./]*assets/practice/(\w+-page\.js)"', text))
        assert preloaded == {own}, page


def test_the_engine_reference_shows_its_examples_as_code(site_dir: Path) -> None:
    assert doctest.testmod(griffe_doctests).failed == 0
    text = "".join(page.read_text("utf-8") for page in (site_dir / "reference" / "api").glob("**/index.html"))
    assert "<blockquote>" not in text
    assert text.count('<span class="gp">&gt;&gt;&gt; </span>') > 50


def test_request_recorder_fails_on_an_outside_request(chromium: object, tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text(
        '<!doctype html><title>t</title><script src="https://cdn.example.com/x.js"></script>', "utf-8"
    )
    server = start_server(tmp_path)
    try:
        with BrowserSession(chromium, server.url) as spy:
            spy.goto("/")
            with pytest.raises(AssertionError, match=r"cdn\.example\.com"):
                spy.assert_clean()
    finally:
        server.shutdown()


def test_the_404_page_every_footer_and_every_section_link_are_french(site_dir: Path) -> None:
    not_found = (site_dir / "404.html").read_text("utf-8")
    assert "Page introuvable" in not_found and "Not found" not in not_found
    assert '<html lang="fr"' in not_found
    english = [
        str(page.relative_to(site_dir))
        for page in site_dir.rglob("*.html")
        if any(words in page.read_text("utf-8") for words in ("Made with", "Permanent link"))
    ]
    assert not english, english
    assert 'class="headerlink" href="#six-facons-dentrer" title="Lien vers cette section"' in (
        site_dir / "index.html"
    ).read_text("utf-8")


def test_every_table_header_says_what_its_column_holds(site_dir: Path) -> None:
    """No empty header cell (a screen reader would announce the column with no name)."""
    empty = re.compile(r"<th\b[^>]*>\s*</th>")
    pages = [
        str(page.relative_to(site_dir))
        for page in site_dir.rglob("*.html")
        if empty.search(page.read_text("utf-8"))
    ]
    assert not pages, pages


def test_headings_never_skip_a_level(site_dir: Path) -> None:
    """In every page's article each heading is at most one level below the one before it."""
    skips = []
    for page in site_dir.rglob("*.html"):
        text = page.read_text("utf-8")
        article = text[text.find("<article") : text.find("</article>")]
        levels = [int(level) for level in re.findall(r"<h([1-6])[\s>]", article)]
        skips += [
            f"{page.relative_to(site_dir)} : h{a} → h{b}" for a, b in itertools.pairwise(levels) if b > a + 1
        ]
    assert not skips, skips


def test_the_home_page_leads_with_the_six_ways_in(site_dir: Path) -> None:
    """Named in a newcomer's order, before the first example (tests/test_home.py: every section linked)."""
    home = (site_dir / "index.html").read_text("utf-8")
    article = home[home.index('<article class="md-content__inner') :]
    ways = ["Apprendre la règle", "Suivre un tutoriel", "S’exercer", "Jouer contre l’ordinateur"]
    ways += ["Compter à la table", "Imprimer"]
    positions = [article.index(f"<strong>{way}</strong>") for way in ways]
    assert positions == sorted(positions) and positions[-1] < article.index("tarot-example")
    for section in ("exercices/", "s-entrainer/", "table/", "imprimer/"):
        assert f'href="{section}"' in article
