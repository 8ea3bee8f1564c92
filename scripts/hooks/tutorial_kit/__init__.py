"""Interactive tutorials compiled at build time from ``tutorials/*.toml`` (format: ``tutorials/README.md``).

:mod:`~tutorial_kit.schema` reads a file into typed steps, :mod:`~tutorial_kit.judges` asks the
engine about every action the reader could take (:mod:`~tutorial_kit.questions` for the questions),
:mod:`~tutorial_kit.html` writes the page through Jinja templates. The result is a JSON blob in the
page, so the page is playable at once; ``assets/tutorials/tutorials.js`` only looks answers up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scripts.hooks.tutorial_kit import deal_judges, html  # noqa: F401 (deal_judges registers its judges)
from scripts.hooks.tutorial_kit.judges import judge
from scripts.hooks.tutorial_kit.lesson import Lesson
from scripts.hooks.tutorial_kit.schema import read_tutorial
from scripts.hooks.tutorial_kit.text import TutorialError, inline_html
from tarot_app.render import card_html
from tarot_rules.cards import parse_card
from tarot_rules.errors import TarotError

ROOT = Path(__file__).resolve().parents[3]
TUTORIALS_DIR = ROOT / "tutorials"
FORMAT_VERSION = 1

__all__ = [
    "FORMAT_VERSION",
    "TUTORIALS_DIR",
    "Compiled",
    "TutorialError",
    "compile_tutorial",
    "get",
    "next_of",
    "render",
    "summary_markdown",
    "tutorial_files",
]


@dataclass
class Compiled:
    """One tutorial ready for the page: its JSON data and what the build found wrong."""

    ident: str
    title: str
    page: str
    summary: str
    data: dict[str, Any]
    problems: list[str] = field(default_factory=list)
    cards: set[str] = field(default_factory=set)


def _step(lesson: Lesson, number: int) -> dict[str, Any]:
    step = lesson.tutorial.steps[number - 1]
    out: dict[str, Any] = {
        "n": number,
        "kind": step.kind,
        "goal": inline_html(step.goal),
        "text": inline_html(step.text),
        "hint": inline_html(step.hint),
        "success": inline_html(step.feedback),
        "zones": "",
    }
    if not step.goal:
        lesson.problem(number, "chaque étape a une phrase d'objectif (goal).")
    try:
        out.update(judge(step, lesson, number))
    except TarotError as error:
        lesson.problem(number, f"le moteur refuse la position : {error.code} — {error.message}")
    except TutorialError as error:
        lesson.problem(number, str(error))
    return out


def compile_tutorial(path: Path) -> Compiled:
    """Read one ``tutorials/*.toml`` and compute every step with the engine; a file that does not
    follow the schema raises :class:`TutorialError`."""
    ident = path.stem
    tutorial = read_tutorial(path.name, path.read_text(encoding="utf-8"))
    lesson = Lesson(ident, tutorial, path.parent)
    steps = [_step(lesson, number) for number in range(1, len(tutorial.steps) + 1)]
    cards = {
        key: {"name": parse_card(key).name, "html": card_html(parse_card(key))}
        for key in sorted(lesson.cards)
    }
    data = {
        "id": ident,
        "version": FORMAT_VERSION,
        "title": tutorial.title,
        "game": tutorial.game,
        "intro": inline_html(tutorial.intro),
        "end": inline_html(tutorial.end),
        "steps": steps,
        "cards": cards,
    }
    page = tutorial.page or f"{ident}.md"
    return Compiled(ident, tutorial.title, page, tutorial.summary, data, lesson.problems, lesson.cards)


def tutorial_files(directory: Path = TUTORIALS_DIR) -> list[Path]:
    """Every tutorial source, in order of their file names."""
    return sorted(directory.glob("*.toml"))


_cache: dict[str, tuple[float, Compiled]] = {}


def get(ident: str) -> Compiled:
    """A compiled tutorial (recompiled when its file changes)."""
    path = TUTORIALS_DIR / f"{ident}.toml"
    if not path.exists():
        raise TutorialError(f"tutoriel inconnu : {ident} (pas de {path.name} dans tutorials/)")
    stamp = path.stat().st_mtime
    cached = _cache.get(ident)
    if cached is None or cached[0] != stamp:
        cached = (stamp, compile_tutorial(path))
        _cache[ident] = cached
    return cached[1]


def next_of(ident: str) -> tuple[str, str] | None:
    """The title and link of the tutorial after ``ident``, if any."""
    idents = [path.stem for path in tutorial_files()]
    if ident not in idents or idents.index(ident) + 1 >= len(idents):
        return None
    following = get(idents[idents.index(ident) + 1])
    return following.title, f"../{following.page.removesuffix('.md')}/"


def render(ident: str) -> str:
    """The tutorial ``ident`` in its page, with a link to the next one."""
    compiled = get(ident)
    data = dict(compiled.data)
    following = next_of(ident)
    if following is not None:
        data["next"] = {"title": following[0], "href": following[1]}
    return html.tutorial_html(ident, data)


def summary_markdown() -> str:
    """The list of every tutorial (Markdown links, checked by MkDocs) with a progress slot."""
    tutorials = []
    for path in tutorial_files():
        compiled = get(path.stem)
        tutorials.append(
            {
                "ident": compiled.ident,
                "title": compiled.title,
                "page": compiled.page,
                "summary": compiled.summary,
                "steps": len(compiled.data["steps"]),
            }
        )
    return html.summary_markdown(tutorials)
