"""The engine's API reference: docstring cross-references become links, never raw Sphinx roles."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest

from scripts.bench_lighthouse import element_count, heaviest_page
from tarot_rules import africain, fft

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = (ROOT / "tarot_rules", ROOT / "tarot_app")
"""The engine and the site's application layer: both documented in the reference."""
SPHINX_ROLE = re.compile(r":(?:py:)?(?:func|class|data|attr|mod|meth|exc|obj):`")


def test_no_docstring_of_the_engine_uses_a_sphinx_role() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for package in PACKAGES
        for path in sorted(package.rglob("*.py"))
        for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
        if SPHINX_ROLE.search(line)
    ]
    assert offenders == []


@pytest.mark.browser
def test_the_built_reference_links_its_cross_references(site_dir: Path) -> None:
    pages = sorted((site_dir / "reference" / "api").glob("**/index.html"))
    assert len(pages) > 2, "one page per module"
    html = "".join(page.read_text("utf-8") for page in pages)
    assert not SPHINX_ROLE.search(html)
    assert "][tarot_rules." not in html and "][tarot_app." not in html  # no cross-reference left as text
    targets = set(re.findall(r'class="autorefs autorefs-internal"[^>]*href="[^"#]*#([\w.]+)"', html))
    anchors = set(re.findall(r'id="(tarot_(?:rules|app)[\w.]*)"', html))
    assert len(targets) >= 30 and targets <= anchors
    assert {
        "tarot_rules.errors.IllegalActionError",
        "tarot_rules.fft.Deal.announce_misere",
        "tarot_rules.fft.action_of",
        "tarot_rules.africain.Round.settle",
        "tarot_rules.game.ActionView",
        "tarot_rules.cards.parse_card",
    } <= targets


@pytest.mark.browser
def test_every_module_of_the_engine_has_its_place_in_the_reference(site_dir: Path) -> None:
    html = "".join(page.read_text("utf-8") for page in (site_dir / "reference" / "api").glob("**/index.html"))
    anchors = set(re.findall(r'id="(tarot_(?:rules|app)[\w.]*)"', html))
    modules = {
        f"{package.name}.{path.stem if path.suffix else path.name}"
        for package in PACKAGES
        for path in package.iterdir()
        if not path.name.startswith("_") and (path.suffix == ".py" or (path / "__init__.py").exists())
    }
    assert len(modules) >= 14
    assert modules - anchors == set()
    assert {
        "tarot_rules.players.base.Decision",
        "tarot_app.drills.Question",
        "tarot_app.practice.tarot_deal.play",
    } <= anchors


@pytest.mark.browser
@pytest.mark.parametrize("package", [fft, africain], ids=lambda package: package.__name__)
def test_each_name_of_a_game_is_documented_on_exactly_one_topic_page(
    site_dir: Path, package: ModuleType
) -> None:
    """The two games' references are split by topic: every public name has its entry, once, under its
    package's path (``tarot_rules.fft.Deal``, the path a reader imports it from)."""
    folder = site_dir / "reference" / "api" / package.__name__.rsplit(".", 1)[1]
    pages = {page: page.read_text("utf-8") for page in sorted(folder.glob("*/index.html"))}
    assert len(pages) >= 5
    places = {
        name: [page.parent.name for page, html in pages.items() if f'id="{package.__name__}.{name}"' in html]
        for name in package.__all__
    }
    assert {name: found for name, found in places.items() if len(found) != 1} == {}


@pytest.mark.browser
def test_no_page_of_the_reference_is_as_heavy_as_the_old_single_pages(site_dir: Path) -> None:
    # The calls and practice pages, five and eight modules each, had 2,832 and 2,515 elements: each
    # module group now has pages of its own. The bench audits whichever page is the heaviest.
    heaviest = heaviest_page(site_dir, "reference/api/")
    assert heaviest.startswith("reference/api/")
    assert element_count((site_dir / heaviest / "index.html").read_text("utf-8")) < 2_500
    assert (site_dir / "reference/api/calls/typography/index.html").exists()
    assert (site_dir / "reference/api/practice/review/index.html").exists()
