"""Drill « La poignée »: which is the biggest poignée this hand may show, and which cards?

Position: ``players``, ``hand``, ``sizes`` (trumps of a simple, double and triple poignée).
Answer: ``parts``: ``taille`` (``choice``: ``aucune``, ``simple``, ``double``, ``triple``) and, when
a poignée may be shown, ``cartes`` (``pick`` of its size: a card the engine refuses gives its
reason). Débutant: 4 players, up to a double poignée; confirmé: 3, 4 or 5 players, triples, the Excuse
more often.

>>> question = DRILL.generate(1, "debutant")
>>> question.solution["taille"], len(question.solution["cartes"])
('double', 13)
"""

from __future__ import annotations

import random

from tarot_app.drills.base import (
    ChoiceAnswer,
    Draft,
    Drill,
    Option,
    Part,
    PartsAnswer,
    PickAnswer,
    Section,
    cards_json,
    engine_reason,
    refusal_lines,
)
from tarot_app.render import cards_text
from tarot_rules.cards import DECK, EXCUSE, TRUMPS, Card
from tarot_rules.fft import PRESETS, Poignee, Rules, check_poignee
from tarot_rules.players import Level

POIGNEE = Section("tarot/annonces.md#la-poignee", "La poignée")
WITH_EXCUSE = Section("tarot/litiges.md#la-poignee-avec-lexcuse", "La poignée avec l'Excuse")
EXCUSE_CHANCE: dict[Level, float] = {"debutant": 0.3, "confirme": 0.5}
NONE = "aucune"


def shown_with(hand: tuple[Card, ...], first: Card, count: int) -> list[Card]:
    """``first`` and the strongest other trumps of ``hand`` (then the Excuse) up to ``count`` cards."""
    others = [card for card in reversed(hand) if card.is_trump and card is not first]
    return [first, *(others + [EXCUSE] * (EXCUSE in hand and first is not EXCUSE))[: count - 1]]


def poignee_refusal(rules: Rules, hand: tuple[Card, ...], shown: list[Card]) -> str:
    """The engine's reason for refusing ``shown`` from ``hand``, or ``""``."""
    return engine_reason(lambda: check_poignee(rules, hand, shown))


def biggest(rules: Rules, hand: tuple[Card, ...]) -> tuple[Poignee | None, list[Card]]:
    """The biggest poignée the engine accepts from ``hand`` and the cards that show it."""
    trumps = [card for card in reversed(hand) if card.is_trump]
    for size in reversed(Poignee):
        count = rules.poignee_sizes[size - 1]
        shown = shown_with(hand, trumps[0], count) if trumps else []
        if len(shown) == count and not poignee_refusal(rules, hand, shown):
            return size, shown
    return None, []


def _hand(rng: random.Random, rules: Rules, level: Level) -> tuple[Card, ...]:
    low = rules.poignee_sizes[0]
    top = rules.poignee_sizes[1 if level == "debutant" else 2] + 1
    count = rng.randint(low - 2, min(top, len(TRUMPS)))
    excuse = [EXCUSE] if rng.random() < EXCUSE_CHANCE[level] else []
    others = [card for card in DECK if card.suit is not None]
    hand = rng.sample(TRUMPS, count) + excuse
    return tuple(sorted(hand + rng.sample(others, rules.hand_size - len(hand))))


def make(rng: random.Random, level: Level) -> Draft:
    """A hand with a number of trumps around the poignée sizes."""
    rules = PRESETS[4 if level == "debutant" else rng.choice((3, 4, 5))]
    hand = _hand(rng, rules, level)
    size, shown = biggest(rules, hand)
    trumps = sum(card.is_trump for card in hand)
    sizes = ", ".join(f"{kind.french} {rules.poignee_sizes[kind - 1]}" for kind in Poignee)
    excuse = " et l'Excuse" if EXCUSE in hand else ""
    name = f"une poignée {size.french}" if size is not None else "aucune poignée"
    choice = ChoiceAnswer(
        options=(
            Option(NONE, "Aucune"),
            *(Option(kind.french, kind.french.capitalize()) for kind in Poignee),
        ),
        correct=(size.french if size is not None else NONE,),
        label="La plus grande poignée possible",
        right=f"Exact : {name}.",
        wrong=f"Non : cette main peut montrer {name}."
        if size
        else "Non : cette main ne peut montrer aucune poignée.",
    )
    lines = [
        f"À {rules.players} joueurs, il faut exactement : {sizes} atouts.",
        f"Vous avez {trumps} atouts{excuse}.",
    ]
    parts = [Part("taille", choice)]
    if size is not None:
        refused = {
            card: why
            for card in hand
            if (why := poignee_refusal(rules, hand, shown_with(hand, card, len(shown))))
        }
        parts.append(
            Part(
                "cartes",
                PickAnswer(
                    offered=tuple(card.ascii for card in hand),
                    count=len(shown),
                    refused={card.ascii: why for card, why in refused.items()},
                    limits=(),
                    label="Les cartes à montrer",
                    right="Poignée acceptée.",
                    size=f"Une poignée {size.french} se montre avec exactement {len(shown)} cartes.",
                ),
            )
        )
        lines.append(f"Vous pouvez montrer {name}, par exemple : {cards_text(shown)}.")
        lines += refusal_lines(
            {card: why for card, why in refused.items() if card.is_trump or card.is_excuse}
        )
    else:
        lines.append("C'est trop peu pour une poignée.")
    return Draft(
        prompt=f"À {rules.players} joueurs, quelle est la plus grande poignée que cette main peut montrer, "
        "et avec quelles cartes ?",
        position={"players": rules.players, "hand": cards_json(hand), "sizes": list(rules.poignee_sizes)},
        answer=PartsAnswer(tuple(parts)),
        correction="\n".join(lines),
        section=WITH_EXCUSE if EXCUSE in hand else POIGNEE,
    )


DRILL = Drill("poignee", "La poignée", "tarot", make)
