"""Drill « L'écart »: a taker's hand and the chien; choose a legal écart (any legal one is right;
a refused card gives the engine's reason).

Position: ``players``, ``contract``, ``hand`` (the cards dealt to the taker), ``chien``. Answer:
``pick`` of the chien's size among hand and chien: the cards no legal écart holds are refused with
the engine's reason, and a limit caps the trumps when the taker must discard some. Débutant: 4
players, a dealt hand; confirmé: 3, 4 or 5 players, and often so few plain cards that trumps must go.

>>> question = DRILL.generate(4, "debutant")
>>> question.check(question.solution).correct, question.answer.count
(True, 6)
"""

from __future__ import annotations

import random

from tarot_app.drills.base import (
    Draft,
    Drill,
    Limit,
    PickAnswer,
    Section,
    cards_json,
    engine_reason,
    refusal_lines,
)
from tarot_app.render import cards_text
from tarot_app.typography import Prose
from tarot_rules.cards import DECK, ROI, Card
from tarot_rules.fft import PRESETS, Rules, check_ecart
from tarot_rules.fft.announcements import check_ecart_card
from tarot_rules.players import Level

SECTION = Section("tarot/chien-et-ecart.md#en-prise-et-en-garde", "En Prise et en Garde")
SHORT_HAND_CHANCE = 0.45
"""At confirmé, the chance of a hand with few cards other than Rois, bouts and trumps."""


def card_refusal(rules: Rules, cards: tuple[Card, ...], card: Card) -> str:
    """Why no legal écart may hold ``card`` (the engine's reason), or ``""``."""
    return engine_reason(lambda: check_ecart_card(rules, cards, card))


def ecart_refusal(rules: Rules, cards: tuple[Card, ...], ecart: list[Card]) -> str:
    """Why ``ecart`` is refused (the engine's reason), or ``""`` when it is legal."""
    return engine_reason(lambda: check_ecart(rules, cards, ecart))


def trump_limit(rules: Rules, cards: tuple[Card, ...], allowed: list[Card]) -> Limit | None:
    """The most trumps a legal écart may hold, found by asking the engine about écarts with more and
    more of the allowed trumps; ``None`` when the count does not matter."""
    trumps = [card for card in allowed if card.is_trump]
    others = [card for card in allowed if not card.is_trump]
    size = rules.chien_size
    most = max(
        n
        for n in range(min(len(trumps), size) + 1)
        if len(others) >= size - n and not ecart_refusal(rules, cards, trumps[:n] + others[: size - n])
    )
    if most >= min(len(trumps), size):
        return None
    message = ecart_refusal(rules, cards, trumps[: most + 1] + others[: size - most - 1])
    return Limit(tuple(card.ascii for card in trumps), most, message)


def _deal(rng: random.Random, level: Level) -> tuple[Rules, tuple[Card, ...], tuple[Card, ...]]:
    rules = PRESETS[4 if level == "debutant" else rng.choice((3, 4, 5))]
    total = rules.hand_size + rules.chien_size
    deck = list(DECK)
    rng.shuffle(deck)
    if level == "confirme" and rng.random() < SHORT_HAND_CHANCE:
        plain = [card for card in deck if card.suit is not None and card.rank != ROI]
        strong = [card for card in deck if card not in plain]
        count = max(rng.randint(rules.chien_size - 3, rules.chien_size), total - len(strong))
        deck = plain[:count] + strong[: total - count]
        rng.shuffle(deck)
    return rules, tuple(sorted(deck[: rules.hand_size])), tuple(deck[rules.hand_size : total])


def make(rng: random.Random, level: Level) -> Draft:
    """A taker's hand and chien (Prise or Garde)."""
    rules, hand, chien = _deal(rng, level)
    cards = tuple(sorted(hand + chien))
    refused = {card: why for card in cards if (why := card_refusal(rules, cards, card))}
    allowed = [card for card in cards if card not in refused]
    limit = trump_limit(rules, cards, allowed)
    answer = PickAnswer(
        offered=tuple(card.ascii for card in cards),
        count=rules.chien_size,
        refused={card.ascii: why for card, why in refused.items()},
        limits=(limit,) if limit is not None else (),
        label="Votre écart",
        right="Écart accepté.",
        size=f"L'écart compte {rules.chien_size} cartes : choisissez-en exactement {rules.chien_size}.",
    )
    example = [card for card in cards if card.ascii in answer.picked()]
    lines = [
        f"On écarte {rules.chien_size} cartes, choisies dans la main et le chien.",
        *refusal_lines(refused),
    ]
    if limit is not None:
        lines.append(f"Atouts : au plus {limit.max}. {limit.message}")
    lines.append(f"Un écart possible : {cards_text(example)}.")
    contract = rng.choice(("Prise", "Garde"))
    return Draft(
        prompt=f"À {rules.players} joueurs, vous avez fait une {contract} et pris le chien. "
        f"Choisissez les {rules.chien_size} cartes de votre écart.",
        position={
            "players": rules.players,
            "contract": Prose(contract),
            "hand": cards_json(hand),
            "chien": cards_json(chien),
        },
        answer=answer,
        correction="\n".join(lines),
        section=SECTION,
    )


DRILL = Drill("ecart", "L'écart", "tarot", make)
