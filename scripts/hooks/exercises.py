"""MkDocs hook: the drills of the « Exercices » pages (:mod:`tarot_app.drills`), instant and endless.

A page marks a drill with ``<div class="exercise" data-drill="SLUG"></div>`` and its printable sheet
with ``<div class="exercise-sheet" data-drill="SLUG"></div>``; the worksheet page (print view) holds
``<div class="worksheet"></div>``, and ``<div class="exercise-pdfs"></div>`` lists every drill's
worksheet PDFs, one per level (:func:`worksheet_pdf`, printed by ``scripts/build_pdfs.py``). At build,
each drill's pool (:data:`POOL_SIZE` seeded questions per level, ``Question.to_json()``) is written to
``assets/exercises/pools/SLUG/LEVEL.json``. The page carries its first question (seed 1 of the first
level, :func:`first_question`) in the drill's ``data-first`` attribute: the script
(``assets/exercises/exercises.js``, bundled into a classic script) shows it as soon as it is parsed,
then fetches the pool once the page has loaded, and asks the engine worker (``drill_question``) only
past the pool or for a fresh series. An attribute, not a ``<template>``: the build's typography leaves
attributes alone, so the carried question stays equal to the pool's and the engine's. The HTML comes
from the Jinja templates of ``exercise_templates/``. An unknown drill is a warning, so ``--strict``
fails.
"""

from __future__ import annotations

import json
import logging
import re
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from mkdocs.utils import get_relative_url

from tarot_app.calls import call
from tarot_app.drills import DRILLS, LEVELS, Drill
from tarot_app.drills.base import LEVEL_NAMES
from tarot_app.typography import typeset
from tarot_rules.players import Level

log = logging.getLogger("mkdocs.plugins.exercises")

POOL_SIZE = 200
"""Questions per drill and level in the page's pool (seeds 1 to 200); later seeds come from Pyodide."""
POOLS_DIR = "assets/exercises/pools"
WORKSHEET_PAGE = "exercices/fiche/"
MARKER = re.compile(
    r'<div class="(exercise|exercise-sheet|exercise-pdfs|worksheet)"(?: data-drill="([^"]*)")?>\s*</div>'
)
ENV = Environment(
    loader=FileSystemLoader(Path(__file__).resolve().parent / "exercise_templates"),
    autoescape=True,
    undefined=StrictUndefined,
)


def worker_question(slug: str, level: Level, seed: int) -> dict[str, Any]:
    """The question the engine worker gives for ``seed`` (``drill_question`` through
    :func:`tarot_app.calls.call`: prose typeset, cards with their ``faces``)."""
    answer: dict[str, Any] = call("drill_question", {"drill": slug, "level": level, "seed": seed})["result"]
    return answer


@cache
def pool(slug: str, level: Level) -> dict[str, Any]:
    """The drill's title and game and its first :data:`POOL_SIZE` questions of ``level``, as the
    engine worker gives them (``drill_question`` through :func:`tarot_app.calls.call`, prose typeset),
    their cards' ``faces`` once for the whole pool.

    >>> data = pool("qui-remporte-le-pli", "confirme")
    >>> len(data["questions"]) == POOL_SIZE, data["questions"][0]["seed"], data["level"], data["title"]
    (True, 1, 'confirme', 'Qui remporte le pli\u202f?')
    """
    drill = DRILLS[slug]
    faces: dict[str, str] = {}
    questions = []
    for seed in range(1, POOL_SIZE + 1):
        question = worker_question(slug, level, seed)
        faces.update(question.pop("faces"))
        questions.append(question)
    return {
        "drill": slug,
        "title": typeset(drill.title),
        "game": drill.game,
        "level": level,
        "faces": faces,
        "questions": questions,
    }


def worksheet_pdf(slug: str, level: Level) -> str:
    """The file name, under ``site/pdf/``, of the worksheet of ``slug`` at ``level`` (seed 1).

    >>> worksheet_pdf("les-vies", "confirme")
    'exercice-les-vies-confirme.pdf'
    """
    return f"exercice-{slug}-{level}.pdf"


def first_question(slug: str) -> str:
    """The question a drill's page carries (seed 1 of the first level, with its cards' ``faces``),
    as JSON: exactly what the engine worker gives for it.

    >>> slug = next(iter(DRILLS))
    >>> question = json.loads(first_question(slug))
    >>> question.pop("faces") != {} and question == pool(slug, LEVELS[0])["questions"][0]
    True
    """
    question = worker_question(slug, LEVELS[0], 1)
    return json.dumps(question, ensure_ascii=False, separators=(",", ":"))


def expand(html_text: str, page_url: str) -> str:
    """``html_text`` with each marker replaced by its widget (URLs relative to ``page_url``).

    >>> expand('<div class="worksheet"></div>', "exercices/fiche/")[:60]
    '<div class="worksheet" data-pools="../../assets/exercises/po'
    """

    def url(path: str) -> str:
        return get_relative_url(path, page_url)

    def widget(match: re.Match[str]) -> str:
        kind, slug = match.group(1), match.group(2) or ""
        drill: Drill | None = DRILLS.get(slug)
        if kind in ("exercise", "exercise-sheet") and drill is None:
            log.warning("Exercice inconnu : « %s » (page %s)", slug, page_url)
            return match.group(0)
        return ENV.get_template(f"{kind}.html").render(
            drill=drill,
            pools=url(POOLS_DIR) + "/",
            root=url("./"),
            worksheet=url(WORKSHEET_PAGE),
            drills=DRILLS,
            pdfs={
                other: {
                    url(f"pdf/{worksheet_pdf(other, level)}"): name for level, name in LEVEL_NAMES.items()
                }
                for other in DRILLS
            },
            levels=LEVEL_NAMES,
            first=first_question(slug) if kind == "exercise" else "",
        )

    return MARKER.sub(widget, html_text)


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    """Fill the page's drill, sheet and worksheet markers."""
    return expand(html_text, page.url)


def on_post_build(config: Any) -> None:
    """Write every drill's pool next to the other assets."""
    target = Path(config["site_dir"]) / POOLS_DIR
    target.mkdir(parents=True, exist_ok=True)
    for slug in DRILLS:
        (target / slug).mkdir(exist_ok=True)
        for level in LEVELS:
            text = json.dumps(pool(slug, level), ensure_ascii=False, separators=(",", ":"))
            (target / slug / f"{level}.json").write_text(text, "utf-8")
