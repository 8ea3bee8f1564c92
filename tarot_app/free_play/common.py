"""What every free-play program shares.

>>> log = []
>>> replay(["a"], "b", others=lambda: log.append("others"), act=log.append)
(['a', 'b'], None)
>>> log
['others', 'a', 'others', 'b', 'others']
>>> told("Vous", "joue", "le Roi de cœur"), told("Léa", "annonce", "2"), trick_for("Vous")
('Vous jouez le Roi de cœur', 'Léa annonce 2', 'pli pour vous')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NotRequired, TypedDict

from tarot_app.typography import Prose
from tarot_rules.errors import TarotError


class Option(TypedDict):
    """A choice of the reader: an action ``id``, shown as a card (``card``) or by its ``label``."""

    id: str
    label: NotRequired[Prose]
    card: NotRequired[bool]


class Board(TypedDict):
    """The table after the reader's actions: players' ``rows`` under ``head``, the ``trick`` in
    progress (card notations), the reader's ``options``, the ``result`` once ``done``."""

    done: bool
    head: list[Prose]
    rows: list[list[Prose]]
    trick: list[str]
    prompt: Prose
    options: list[Option]
    result: Prose | None
    again: Prose


class View(Board):
    """A free play's answer: the reader's actions that stand (``mine``), the engine's refusal of the
    attempt, the ``log`` of what everyone did, and the table."""

    mine: list[str]
    refused: Prose | None
    log: list[Prose]


READER = "Vous"
"""The reader's name in the tutorials that address them: their lines take the second person."""
SECOND_PERSON = {"joue": "jouez", "annonce": "annoncez"}


def told(name: str, verb: str, what: str) -> Prose:
    """A line of the log: ``name`` (third person, or « Vous » with its own verb form) ``verb`` ``what``."""
    return Prose(f"{name} {SECOND_PERSON[verb] if name == READER else verb} {what}")


def trick_for(name: str) -> Prose:
    """The log line of a trick won by ``name``."""
    return Prose(f"pli pour {name.lower() if name == READER else name}")


def replay(
    mine: list[str], attempt: str | None, *, others: Callable[[], None], act: Callable[[str], None]
) -> tuple[list[str], Prose | None]:
    """Replay the reader's actions, the others playing in between, then try ``attempt``.

    Answers the reader's actions that stand and the engine's French refusal of ``attempt``, if any.
    """
    for action in mine:
        others()
        act(action)
    others()
    if attempt is None:
        return mine, None
    try:
        act(attempt)
    except TarotError as error:
        return mine, Prose(error.message)
    others()
    return [*mine, attempt], None
