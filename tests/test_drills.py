"""The drills: every generated question is a real position whose accepted answers are exactly the
engine's (recomputed here through the engine's public functions), judged from its own data, corrected
in French with a link to an existing rulebook section, and the same for the same seed."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown.extensions.toc import slugify

from tarot_rules.cards import parse_card, total_half_points
from tarot_rules.drills import DRILLS, LEVELS, Level, Question
from tarot_rules.drills.base import (
    JSON,
    Answer,
    CardsAnswer,
    ChoiceAnswer,
    FractionAnswer,
    NumberAnswer,
    NumbersAnswer,
    PartsAnswer,
    PickAnswer,
)

DOCS = Path(__file__).resolve().parents[1] / "docs"
SEEDS = 300
"""Seeds per drill and level in the sweep (the hypothesis tests draw more at random)."""
CASES = [(slug, level) for slug in DRILLS for level in LEVELS]


@cache
def anchors(page: str) -> set[str]:
    """The heading anchors MkDocs gives a page (default ``toc`` slugify)."""
    text = (DOCS / page).read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.DOTALL)
    return {slugify(match[1].strip(), "-") for match in re.finditer(r"^#{1,6} (.+)$", text, re.MULTILINE)}


FRENCH_WORDS = re.compile(r"\b(le|la|les|de|des|du|un|une|et|est|pas|on|au|ce)\b")
ENGLISH_WORDS = re.compile(r"\b(the|and|is|of|with|card|trick|wins)\b")


def wrong_answer(answer: Answer) -> JSON:
    """Some answer that the judge data must refuse."""
    if isinstance(answer, NumberAnswer):
        return max(answer.accepted) + 0.5
    if isinstance(answer, ChoiceAnswer):
        others = [o.id for o in answer.options if o.id not in answer.correct]
        if answer.multiple:
            return [*answer.correct, others[0]] if others else list(answer.correct[1:])
        return others[0]
    if isinstance(answer, CardsAnswer):
        others = [code for code in answer.offered if code not in answer.correct]
        return [*answer.correct, others[0]] if others else list(answer.correct[1:])
    if isinstance(answer, PickAnswer):
        return list(answer.offered[: answer.count + 1])
    if isinstance(answer, NumbersAnswer):
        return {field.id: max(field.accepted) + 1 for field in answer.fields}
    if isinstance(answer, FractionAnswer):
        return f"{answer.numerator + 1}/{answer.denominator}"
    assert isinstance(answer, PartsAnswer)
    return {
        part.id: wrong_answer(part.answer) if n == 0 else part.answer.example()
        for n, part in enumerate(answer.parts)
    }


def check_sound(question: Question) -> None:
    data = question.to_json()
    assert json.loads(json.dumps(data)) == data
    assert question.check(question.solution).correct
    assert not question.check(wrong_answer(question.answer)).correct
    assert not question.check("n'importe quoi").correct
    assert question.prompt and question.correction
    assert f"« {question.rule_title} »" in question.correction
    for text in (question.prompt, question.correction):
        assert FRENCH_WORDS.search(text.lower()), text
        assert not ENGLISH_WORDS.search(text.lower()), text
    page, _, anchor = question.rule.partition("#")
    assert anchor in anchors(page), question.rule


def engine_pile(question: Question) -> None:
    """Compter un tas: the accepted points are the engine's total of the pile."""
    cards = [parse_card(card["code"]) for card in question.position["cards"]]  # type: ignore[index, union-attr, arg-type]
    assert isinstance(question.answer, NumberAnswer)
    assert question.answer.accepted == (total_half_points(cards) / 2,)
    assert len(set(cards)) == len(cards)


ENGINE: dict[str, Callable[[Question], None]] = {"compter-un-tas": engine_pile}


def test_every_drill_has_an_independent_engine_check() -> None:
    assert set(ENGINE) == set(DRILLS)


@pytest.mark.parametrize(("slug", "level"), CASES)
def test_questions_are_sound_and_match_the_engine(slug: str, level: Level) -> None:
    drill = DRILLS[slug]
    for seed in range(SEEDS):
        question = drill.generate(seed, level)
        check_sound(question)
        ENGINE[slug](question)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(CASES), st.integers(0, 2**63))
def test_same_seed_same_question(case: tuple[str, Level], seed: int) -> None:
    slug, level = case
    question = DRILLS[slug].generate(seed, level)
    assert question == DRILLS[slug].generate(seed, level)
    assert json.dumps(question.to_json()) == json.dumps(DRILLS[slug].generate(seed, level).to_json())
    check_sound(question)
    ENGINE[slug](question)


@pytest.mark.parametrize(("slug", "level"), CASES)
def test_seeds_give_varied_questions(slug: str, level: Level) -> None:
    prompts = {json.dumps(DRILLS[slug].generate(seed, level).position) for seed in range(20)}
    assert len(prompts) > 10
