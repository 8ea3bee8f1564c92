"""Drill « Quelles cartes puis-je jouer ? »: a hand and a trick in progress; select every legal card.

Position: ``players``, ``seat`` (the player's seat, « J3 »), ``hand`` (cards), ``trick`` (a list of
``{"seat", "card"}`` in play order), ``called`` (the called Roi at 5 players on the first lead, else
``None``). Answer: ``cards`` (exactly the legal cards; a refused card gives the engine's reason).
Débutant: 4 players, a trick already started; confirmé: 3, 4 or 5 players, longer hands, more
voids, the opening lead at 5 with a called Roi.

>>> question = DRILL.generate(2, "debutant")
>>> question.check(["3D"]), question.check(["3D", "10"]).message
(Verdict(correct=True, message='Exact : vous pouvez jouer 3♦.'), 'Vous devez fournir à carreau.')
"""

from __future__ import annotations

import random
from functools import partial

from tarot_app.drills.base import (
    JSON,
    CardsAnswer,
    Draft,
    Drill,
    Section,
    card_json,
    cards_json,
    engine_reason,
    refusal_lines,
)
from tarot_app.render import cards_text
from tarot_app.typography import Prose
from tarot_rules.cards import DECK, ROI, SUITS, Card, suit_card
from tarot_rules.fft import PRESETS, check_card, legal_cards
from tarot_rules.fft.tricks import trick_state
from tarot_rules.game import seat_name
from tarot_rules.players import Level

PLAY = Section("tarot/jeu-de-la-carte.md#ce-que-lon-doit-jouer", "Ce que l'on doit jouer")
OPENING_AT_FIVE = Section("tarot/a-cinq.md#lentame", "L'entame")


def _position(
    rng: random.Random, level: Level
) -> tuple[int, tuple[Card, ...], tuple[Card, ...], Card | None]:
    players = 4 if level == "debutant" else rng.choice((3, 4, 5))
    deck = list(DECK)
    rng.shuffle(deck)
    if players == 5 and rng.random() < 0.3:
        called = suit_card(ROI, rng.choice(SUITS))
        deck.remove(called)
        deck.insert(rng.randint(0, 20), called)  # sometimes the player holds the called Roi
        return players, tuple(sorted(deck[: rng.randint(8, 15)])), (), called
    trick = tuple(deck[: rng.randint(1, players - 1)])
    rest = deck[len(trick) :]
    led, _ = trick_state(trick)
    if level == "confirme" and led < len(SUITS) and rng.random() < 0.5:
        rest = [card for card in rest if card.suit is not SUITS[led]]  # a void in the suit led
    size = rng.randint(5, 8) if level == "debutant" else rng.randint(8, PRESETS[players].hand_size)
    return players, tuple(sorted(rest[:size])), trick, None


def make(rng: random.Random, level: Level) -> Draft:
    """A hand and the cards already played to the trick, dealt from a shuffled pack."""
    players, hand, trick, called = _position(rng, level)
    seat = len(trick)
    legal = legal_cards(hand, trick, called=called, first_trick=called is not None)
    first = called is not None
    reasons = {
        card: engine_reason(partial(check_card, hand, trick, card, called=called, first_trick=first))
        for card in hand
        if card not in legal
    }
    if called is not None:
        situation = f"Vous entamez le premier pli ; le Roi appelé est {called.the_name}."
    else:
        played = ", ".join(f"{seat_name(n)} {card}" for n, card in enumerate(trick))
        situation = f"Le pli en cours : {played}."
    lines = [situation]
    lines += refusal_lines(reasons)
    lines.append(f"Jouables : {cards_text(legal)}.")
    answer = CardsAnswer(
        offered=tuple(card.ascii for card in hand),
        correct=tuple(card.ascii for card in legal),
        reasons={card.ascii: reason for card, reason in reasons.items()},
        label="Cartes jouables",
        right=f"Exact : vous pouvez jouer {cards_text(legal)}.",
        wrong=f"Non : vous pouvez jouer {cards_text(legal)}.",
        missing=f"Il manque des cartes : vous pouvez jouer {cards_text(legal)}.",
    )
    trick_json: list[JSON] = [
        {"seat": Prose(seat_name(n)), "card": card_json(card)} for n, card in enumerate(trick)
    ]
    return Draft(
        prompt=f"Vous êtes {seat_name(seat)}, à {players} joueurs. Quelles cartes pouvez-vous jouer ?",
        position={
            "players": players,
            "seat": Prose(seat_name(seat)),
            "hand": cards_json(hand),
            "trick": trick_json,
            "called": card_json(called) if called is not None else None,
        },
        answer=answer,
        correction="\n".join(lines),
        section=OPENING_AT_FIVE if called is not None else PLAY,
    )


DRILL = Drill("cartes-jouables", "Quelles cartes puis-je jouer ?", "tarot", make)
