"""Every ``tarot`` example of the site gives the output its page states."""

from __future__ import annotations

from pathlib import Path

import pytest
from tarot_examples import docs_pages, run_example, sessions_in

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
    assert run.output == "NotationError: Carte inconnue : « Z ».\n"
