"""Drill « L'annonce interdite » (Tarot africain): the bids so far; what may the dealer not say?

Position: ``players``, ``cards`` (cards dealt to each, = tricks to play), ``dealer`` (the last seat
to speak), ``bids`` (``{"seat", "bid"}`` in bidding order, from the dealer's left). Answer:
``choice`` among 0 … ``cards`` and ``aucune`` (when the others already bid more than the tricks).
Débutant: 3 or 4 players, small rounds; confirmé: 4 or 5 players, every round size, totals that
already overshoot.

>>> question = DRILL.generate(0, "debutant")
>>> question.check(question.solution).correct, question.answer.kind
(True, 'choice')
"""

from __future__ import annotations

import random

from tarot_app.drills.base import JSON, ChoiceAnswer, Draft, Drill, Option, Section, engine_reason
from tarot_app.render import numbers_text
from tarot_app.typography import Prose
from tarot_rules.africain import REFERENCE, check_bid, forbidden_bid, legal_bids
from tarot_rules.game import seat_name
from tarot_rules.players import Level

SECTION = Section("africain/regle-d-or.md#la-regle-dor", "La règle d'or")
PLAYERS: dict[Level, tuple[int, ...]] = {"debutant": (3, 4), "confirme": (4, 5)}
NONE = "aucune"


def draw_bids(rng: random.Random, level: Level) -> tuple[int, int, list[int]]:
    """Players, cards per player and the bids of everyone but the dealer."""
    players = rng.choice(PLAYERS[level])
    top = REFERENCE.start_cards_for(players)
    cards = rng.randint(1, top if level == "confirme" else min(top, 4))
    overshoot = level == "confirme" and rng.random() < 0.2
    most = cards if overshoot else max(1, cards // 2 + 1)
    return players, cards, [min(cards, rng.randint(0, most)) for _ in range(players - 1)]


def make(rng: random.Random, level: Level) -> Draft:
    """Bids of the players before the dealer."""
    players, cards, bids = draw_bids(rng, level)
    forbidden = forbidden_bid(cards, bids)
    dealer = seat_name(players - 1)
    total = sum(bids)
    plural = "s" if cards > 1 else ""
    said = numbers_text(bids, last=" et ")
    lines = [f"Les autres joueurs ont annoncé {said} : {total} pli{'s' * (total > 1)} en tout."]
    if forbidden is None:
        allowed = numbers_text(legal_bids(cards, bids, dealer=True), last=" ou ")
        lines.append(f"C'est déjà plus que les {cards} pli{plural} à jouer : le donneur peut dire {allowed}.")
        right = "Exact : aucune annonce n'est interdite au donneur."
        wrong = "Non : les annonces dépassent déjà le nombre de plis, le donneur peut tout dire."
    else:
        message = engine_reason(lambda: check_bid(forbidden, cards, bids, dealer=True))
        lines.append(f"Il y a {cards} pli{plural} à jouer. {message}")
        right = f"Exact. {message}"
        wrong = f"Non. {message}"
    answer = ChoiceAnswer(
        options=(
            *(Option(str(n), str(n)) for n in range(cards + 1)),
            Option(NONE, "Aucune : tout est permis"),
        ),
        correct=(str(forbidden) if forbidden is not None else NONE,),
        label="L'annonce interdite au donneur",
        right=right,
        wrong=wrong,
    )
    bids_json: list[JSON] = [{"seat": Prose(seat_name(seat)), "bid": bid} for seat, bid in enumerate(bids)]
    return Draft(
        prompt=f"À {players} joueurs, avec {cards} carte{plural} chacun, le donneur ({dealer}) parle "
        "en dernier. Quelle annonce lui est interdite ?",
        position={"players": players, "cards": cards, "dealer": Prose(dealer), "bids": bids_json},
        answer=answer,
        correction="\n".join(lines),
        section=SECTION,
    )


DRILL = Drill("annonce-interdite", "L'annonce interdite", "africain", make)
