"""Drill « Les vies » (Tarot africain): bids and tricks taken; lives lost by each player.

The round is dealt and played by legal moves through the engine's ``Round``.
Position: ``players``, ``cards``, ``dealer``, ``seats`` (``{"seat", "bid", "tricks"}`` for each
seat). Answer: ``numbers``: one field per seat (``J1`` …), the lives that player loses. Débutant: 3
or 4 players, up to 3 cards; confirmé: 4 or 5 players, every round size.

>>> question = DRILL.generate(0, "confirme")
>>> question.check(question.solution).correct, question.answer.kind
(True, 'numbers')
"""

from __future__ import annotations

import random

from tarot_app.drills.base import JSON, Draft, Drill, Field, NumbersAnswer, Section
from tarot_app.render import number_text
from tarot_app.typography import Prose
from tarot_rules.africain import AFRICAIN_DECK, REFERENCE, Round
from tarot_rules.game import seat_name
from tarot_rules.players import Level

SECTION = Section("africain/vies.md#les-vies", "Les vies")
PLAYERS: dict[Level, tuple[int, ...]] = {"debutant": (3, 4), "confirme": (4, 5)}


def play_round(rng: random.Random, players: int, cards: int) -> Round:
    """A round dealt from a shuffled pack, bid and played with random legal actions."""
    deck = list(AFRICAIN_DECK)
    rng.shuffle(deck)
    round_ = Round([deck[seat * cards : (seat + 1) * cards] for seat in range(players)], dealer=players - 1)
    while not round_.is_over:
        round_.apply(rng.choice(round_.legal_actions))
    return round_


def _lives(count: int) -> str:
    return "ne perd aucune vie" if count == 0 else f"perd {count} vie{'s' * (count > 1)}"


def make(rng: random.Random, level: Level) -> Draft:
    """A finished round."""
    players = rng.choice(PLAYERS[level])
    top = REFERENCE.start_cards_for(players)
    cards = rng.randint(1, min(top, 3) if level == "debutant" else top)
    round_ = play_round(rng, players, cards)
    lost = round_.lives_lost
    seats = [seat_name(seat) for seat in range(players)]
    bids = [round_.bid_of(seat) or 0 for seat in range(players)]
    tricks = round_.tricks_won
    lines = [
        f"{seat} : annonce {bid}, fait {won} : {_lives(count)}."
        for seat, bid, won, count in zip(seats, bids, tricks, lost, strict=True)
    ]
    expected = ", ".join(f"{seat} {number_text(count)}" for seat, count in zip(seats, lost, strict=True))
    answer = NumbersAnswer(
        fields=tuple(Field(seat, f"{seat} perd", (count,)) for seat, count in zip(seats, lost, strict=True)),
        label="Vies perdues",
        right="Exact : chacun perd autant de vies que d'écart entre son annonce et ses plis.",
        wrong=f"Non. Vies perdues : {expected}.",
    )
    seats_json: list[JSON] = [
        {"seat": Prose(seat), "bid": bid, "tricks": won}
        for seat, bid, won in zip(seats, bids, tricks, strict=True)
    ]
    return Draft(
        prompt=f"Manche à {cards} carte{'s' * (cards > 1)}, {players} joueurs. Combien de vies perd chacun ?",
        position={"players": players, "cards": cards, "dealer": Prose(seats[-1]), "seats": seats_json},
        answer=answer,
        correction="\n".join(["On perd une vie par pli d'écart entre l'annonce et les plis faits.", *lines]),
        section=SECTION,
    )


DRILL = Drill("les-vies", "Les vies", "africain", make)
