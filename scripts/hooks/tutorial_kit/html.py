"""HTML of the tutorials, through the Jinja templates of ``templates/`` (autoescaped).

Cards are drawn by the engine's shared renderer (:mod:`tarot_app.render`); author text arrives
as HTML already (:func:`tutorial_kit.text.inline_html`) and is marked safe here.

>>> text_zone("Carte appelée", paragraph("Roi de cœur"))
'<div class="tuto-zone"><p class="tuto-zone__title">Carte appelée</p><p>Roi de cœur</p></div>'
>>> log([("Léa", "joue 8"), ("", "pli pour <Marc>")])
'<ul class="tuto-log"><li><strong>Léa</strong> joue 8</li><li>pli pour &lt;Marc&gt;</li></ul>'
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from tarot_app.render import cards_html, trick_html
from tarot_rules.cards import Card

TEMPLATES = Path(__file__).resolve().parent / "templates"

ENV = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True, undefined=StrictUndefined)
_ZONES = ENV.get_template("zones.html").module


@dataclass(frozen=True)
class TableRow:
    """One player of a Tarot africain round, as the table shows it."""

    name: str
    dealer: bool
    reader: bool
    bid: int | None
    tricks: int
    lives: int


def _macro(name: str, *args: Any) -> str:
    return str(getattr(_ZONES, name)(*args))


def cards_zone(
    title: str,
    cards: Sequence[Card],
    labels: Sequence[str] | None = None,
    *,
    hidden: int = 0,
    winner: int | None = None,
) -> str:
    """A titled row of cards, or a trick when each card has a label (who played it);
    ``hidden`` face-down cards are the reader's."""
    if labels:
        drawn = trick_html(cards, players=labels, winner=winner, label=title)
    else:
        drawn = cards_html(cards, label=title)
    return _macro("cards_zone", Markup(drawn), hidden)


def text_zone(title: str, body: str) -> str:
    """A titled zone around ``body`` (HTML)."""
    return _macro("text_zone", title, Markup(body))


def escape_message(text: str) -> str:
    """An engine message as HTML text, for the page's data."""
    return html.escape(text, quote=False)


def paragraph(text: str) -> str:
    return _macro("paragraph", text)


def bids(said: Sequence[tuple[str, str]]) -> str:
    """The bids already made: ``(name, bid)``."""
    return _macro("bids", said)


def log(happened: Sequence[tuple[str, str]]) -> str:
    """What happened since the last step: ``(name or "", text)``."""
    return _macro("log", happened)


def trick_taken(name: str, card: str | None = None) -> str:
    """« Le pli revient à … » (with the winning card when given)."""
    return _macro("trick_taken", name, card)


def won_by(name: str) -> str:
    return _macro("won_by", name)


def round_table(rows: Sequence[TableRow], *, final: bool) -> str:
    """The players of a Tarot africain round (lives lost when ``final``)."""
    return _macro("round_table", rows, final)


def tutorial_html(ident: str, data: dict[str, Any]) -> str:
    """The tutorial's container: its data for the script, and a static list of its steps."""
    blob = html.escape(json.dumps(data, ensure_ascii=False, separators=(",", ":")), quote=False)
    steps = [{"n": step["n"], "goal": Markup(step["goal"])} for step in data["steps"]]
    return ENV.get_template("tutorial.html").render(ident=ident, blob=Markup(blob), steps=steps)


def summary_markdown(tutorials: Sequence[dict[str, Any]]) -> str:
    """The Markdown list of ``tutorials`` (title, page, summary, ident, steps)."""
    return ENV.get_template("summary.md").render(tutorials=tutorials)


def missing(ident: str) -> str:
    """What a page shows in place of a tutorial that cannot be read."""
    return _macro("missing", ident)
