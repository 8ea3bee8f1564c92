"""Drill « Le contrat est-il fait ? »: the taker's bouts and points; made or not, and by how much.

Position: ``players``, ``bouts``, ``points`` (whole or half). Answer: ``parts``: ``resultat``
(``choice``: ``fait`` or ``chute``) and ``ecart`` (``number``: the difference after the half-point
rule, 0 when just made). Débutant: 4 players, whole points; confirmé: 3 or 5 players too, half
points, near the threshold.

>>> question = DRILL.generate(0, "confirme")
>>> question.solution, question.check({"resultat": "chute", "ecart": "4"}).correct
({'resultat': 'chute', 'ecart': 4}, True)
"""

from __future__ import annotations

import random

from tarot_app.drills.base import (
    ChoiceAnswer,
    Draft,
    Drill,
    NumberAnswer,
    Option,
    Part,
    PartsAnswer,
    Section,
)
from tarot_app.render import number_text
from tarot_rules.errors import InvalidFactsError
from tarot_rules.fft import PRESETS, Count, score, threshold
from tarot_rules.players import Level

THRESHOLD = Section("tarot/decompte.md#le-seuil-depend-des-bouts", "Le seuil dépend des bouts")
HALF_POINTS = Section("tarot/decompte.md#les-demi-points", "Les demi-points")
SPREAD: dict[Level, int] = {"debutant": 15, "confirme": 4}


def taker_count(players: int, bouts: int, points: float) -> Count:
    """The engine's count of the taker's points (raises ``InvalidFactsError`` for impossible facts)."""
    return score(players=players, contract="prise", bouts=bouts, points=points).count


def draw_facts(rng: random.Random, level: Level) -> tuple[int, int, float, Count]:
    """Players, bouts and points the engine accepts, around the threshold."""
    while True:
        players = 4 if level == "debutant" else rng.choice((3, 4, 5))
        bouts = rng.randint(0, 3)
        spread = SPREAD[level]
        points: float = threshold(bouts) + rng.randint(-spread, spread)
        if PRESETS[players].half_points and rng.random() < 0.6:
            points += 0.5
        try:
            return players, bouts, points, taker_count(players, bouts, points)
        except InvalidFactsError:
            continue


def make(rng: random.Random, level: Level) -> Draft:
    """A count drawn near the threshold of its bouts."""
    players, bouts, points, count = draw_facts(rng, level)
    verdict = "fait" if count.won else "chuté"
    result = ChoiceAnswer(
        options=(Option("fait", "Fait"), Option("chute", "Chuté")),
        correct=("fait" if count.won else "chute",),
        label="Le contrat est-il fait ?",
        right=f"Oui : le contrat est {verdict}.",
        wrong=f"Non : le contrat est {verdict}.",
    )
    difference = NumberAnswer(
        accepted=(float(count.difference),),
        label="De combien de points ?",
        right=f"Et l'écart est bien de {count.difference}.",
        wrong=f"L'écart est de {count.difference}.",
    )
    plural = "s" if bouts > 1 else ""
    lines = [f"Avec {bouts} bout{plural}, il faut {count.threshold} points."]
    if count.counted != points:
        lines.append(
            f"Le demi-point va au camp gagnant : {number_text(points)} comptent pour {count.counted}."
        )
    lines.append(f"{count}.")
    return Draft(
        prompt=f"À {players} joueurs, le preneur a {bouts} bout{plural} et {number_text(points)} points. "
        "Le contrat est-il fait, et de combien ?",
        position={"players": players, "bouts": bouts, "points": points},
        answer=PartsAnswer((Part("resultat", result), Part("ecart", difference))),
        correction="\n".join(lines),
        section=HALF_POINTS if count.counted != points else THRESHOLD,
    )


DRILL = Drill("contrat-fait", "Le contrat est-il fait ?", "tarot", make)
