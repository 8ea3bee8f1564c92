"""Drill « Compter un tas »: a pile of cards, type its points; the correction counts by pairs.

Position: ``cards`` (the pile, see `card_json`).
Answer: ``number`` (the points, whole or half). Débutant: 4 to 6 cards; confirmé: 9 to 15.

>>> question = DRILL.generate(1, "debutant")
>>> question.check(question.solution).correct, question.rule
(True, 'tarot/cartes.md#compter-par-paires')
"""

from __future__ import annotations

import random

from tarot_app.drills.base import Draft, Drill, NumberAnswer, Section, cards_json
from tarot_app.render import number_text
from tarot_rules.cards import DECK, Card, total_half_points
from tarot_rules.players import Level

SECTION = Section("tarot/cartes.md#compter-par-paires", "Compter par paires")
SIZES: dict[Level, tuple[int, int]] = {"debutant": (4, 6), "confirme": (9, 15)}


def pairs(cards: list[Card]) -> list[tuple[Card, ...]]:
    """The pile grouped as a player counts it: each bout or face with a low card, then the low
    cards two by two; what is left alone stays alone.

    >>> from tarot_rules.cards import parse_cards
    >>> pairs(list(parse_cards("R♥ 3♥ 20 Excuse D♣ 7♣")))
    [(R♥, 3♥), (Excuse, 20), (D♣, 7♣)]
    """
    high = [card for card in cards if card.half_points > 1]
    low = [card for card in cards if card.half_points == 1]
    groups: list[tuple[Card, ...]] = [(card, low.pop(0)) if low else (card,) for card in high]
    groups += [tuple(low[i : i + 2]) for i in range(0, len(low), 2)]
    return groups


def _group_line(group: tuple[Card, ...]) -> str:
    names = " + ".join(card.name for card in group)
    alone = " (seule)" if len(group) == 1 and group[0].is_feminine else " (seul)" if len(group) == 1 else ""
    return f"- {names}{alone} : {number_text(total_half_points(group) / 2)}"


def make(rng: random.Random, level: Level) -> Draft:
    """A pile drawn at random from the 78 cards."""
    low, high = SIZES[level]
    pile = rng.sample(DECK, rng.randint(low, high))
    points = total_half_points(pile) / 2
    shown = number_text(points)
    lines = [_group_line(group) for group in pairs(pile)]
    answer = NumberAnswer(
        accepted=(points,),
        label="Points du tas",
        right=f"Exact : ce tas vaut {shown} points.",
        wrong=f"Non : ce tas vaut {shown} points.",
    )
    return Draft(
        prompt=f"Combien de points valent ces {len(pile)} cartes ?",
        position={"cards": cards_json(pile)},
        answer=answer,
        correction="\n".join(["On compte par paires :", *lines, f"Total : {shown} points."]),
        section=SECTION,
    )


DRILL = Drill("compter-un-tas", "Compter un tas", "tarot", make)
