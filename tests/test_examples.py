"""Every ``tarot`` example of the site gives the output its page states."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import MKDOCS_BUILD

from scripts.hooks import tarot_examples
from scripts.hooks.tarot_examples import docs_pages, run_example, sessions_in

DOCS = Path(__file__).resolve().parent.parent / "docs"
EXAMPLES = [
    pytest.param(session, id=f"{page.relative_to(DOCS)}#{number}")
    for page in docs_pages(DOCS)
    for number, session in enumerate(sessions_in(page.read_text("utf-8")), start=1)
]


@pytest.mark.parametrize("session", EXAMPLES)
def test_example_output_matches_the_page(session: str) -> None:
    run = run_example(session)
    assert not run.failures, "\n".join(run.failures)


def test_a_wrong_stated_output_is_caught() -> None:
    run = run_example(">>> 1 + 1\n3\n")
    assert run.failures and run.output == "2\n"


def test_an_expected_engine_refusal_is_shown_as_output() -> None:
    session = (
        ">>> from tarot_rules import parse_card\n>>> parse_card('Z')\nTraceback (most recent call last):\n"
    )
    session += "tarot_rules.errors.NotationError: Carte inconnue : « Z ».\n"
    run = run_example(session)
    assert not run.failures
    assert run.output == "Refusé : Carte inconnue : « Z ».\n"


def test_a_wrong_example_fails_the_strict_build(tmp_path: Path) -> None:
    """The build the suite uses really is strict: a stated result the engine does not give stops it."""
    hooks = Path(tarot_examples.__file__)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text(
        "# Essai\n\n```tarot\n>>> from tarot_rules.fft import threshold\n>>> threshold(bouts=3)\n37\n```\n",
        encoding="utf-8",
    )
    (tmp_path / "mkdocs.yml").write_text(
        f"site_name: Essai\nhooks:\n  - {hooks}\nmarkdown_extensions:\n  - pymdownx.superfences\n",
        encoding="utf-8",
    )
    build = subprocess.run(
        [sys.executable, "-m", "mkdocs", *MKDOCS_BUILD, "-f", str(tmp_path / "mkdocs.yml")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert build.returncode != 0
    assert "Exemple tarot faux" in build.stderr and "obtenu  : '36\\n'" in build.stderr


OUTPUT = re.compile(r'<pre class="tarot-example__output"><code>(.*?)</code></pre>', re.DOTALL)
RAW_PYTHON = re.compile(
    r"""^\s*[(\[{].*[)\]}]\s*$"""  # a tuple, a list, a dict, a set
    r"""|\b(?:True|False|None)\b"""  # Python's booleans and None
    r"""|^\s*(['"]).*\1\s*$"""  # a string's repr
    r"""|\b\d+\.\d+\b"""  # a decimal point (French writes 40,5)
    r"""|\b(?:Fraction|Decimal)\("""
    r"""|^\w+Error:""",  # an engine refusal reads « Refusé : … »
    re.MULTILINE,
)
PROGRAMMER_PAGES = ("reference",)
"""The engine's reference shows Python values on purpose."""


def shown_results(site_dir: Path) -> list[tuple[str, str]]:
    """(page, text) of every example's result on the built pages a player reads."""
    return [
        (str(page.relative_to(site_dir)), html.unescape(match.group(1)))
        for page in sorted(site_dir.rglob("*.html"))
        if page.relative_to(site_dir).parts[0] not in PROGRAMMER_PAGES
        for match in OUTPUT.finditer(page.read_text("utf-8"))
    ]


@pytest.mark.browser
def test_every_shown_result_reads_as_french(site_dir: Path) -> None:
    results = shown_results(site_dir)
    assert len(results) > 50
    raw = [
        f"{page}: {line}" for page, text in results for line in text.splitlines() if RAW_PYTHON.search(line)
    ]
    assert not raw, "\n".join(raw)


@pytest.mark.parametrize(
    "line", ["(81, -200, -281)", "(False, 51, 4, 29)", "réussi : True", "40.5", "'petit'"]
)
def test_raw_python_is_recognised(line: str) -> None:
    assert RAW_PYTHON.search(line)
