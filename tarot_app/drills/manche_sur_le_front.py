"""Drill « La manche sur le front » (Tarot africain): the cards I see; my exact chance of winning, and
what to bid.

The bid advised is the allowed one that risks a life the least: 1 when the chance is above one half,
0 below, either at exactly one half; a dealer bound by the golden rule takes the bid left.
Position: ``players``, ``seen`` (``{"seat", "card"}``: the other players' cards), ``dealer``
(whether I speak last) and ``bids`` (the others' bids when I am the dealer, else ``[]``). Answer:
``parts``: ``chance`` (``fraction``) and ``annonce`` (``choice`` of ``0`` or ``1``; a bid the golden
rule forbids gives the engine's reason). Débutant: 3 or 4 players, I am not the dealer; confirmé: up
to 5 players, often the dealer.

>>> question = DRILL.generate(0, "debutant")
>>> question.solution, question.check({"chance": "14/40", "annonce": "0"}).correct
({'chance': '7/20', 'annonce': '0'}, True)
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import partial

from tarot_app.drills.base import (
    JSON,
    ChoiceAnswer,
    Draft,
    Drill,
    FractionAnswer,
    Option,
    Part,
    PartsAnswer,
    Section,
    card_json,
    engine_reason,
)
from tarot_app.render import cards_text, numbers_text
from tarot_app.typography import Prose
from tarot_rules.africain import (
    AFRICAIN_DECK,
    blind_win_probability,
    blind_winning_cards,
    check_bid,
    format_chance,
    legal_bids,
)
from tarot_rules.game import seat_name
from tarot_rules.players import Level

ELIMINATION = Section(
    "africain/manche-sur-le-front.md#un-raisonnement-par-elimination", "Un raisonnement par élimination"
)
DEALER = Section("africain/manche-sur-le-front.md#et-le-donneur", "Et le donneur ?")
PLAYERS: dict[Level, tuple[int, ...]] = {"debutant": (3, 4), "confirme": (3, 4, 5)}
DEALER_CHANCE: dict[Level, float] = {"debutant": 0.0, "confirme": 0.5}
HALF = Fraction(1, 2)


def advised_bids(chance: Fraction, allowed: tuple[int, ...]) -> tuple[int, ...]:
    """The allowed bids that risk a life the least (bid 1 loses with 1 − chance, bid 0 with chance).

    >>> advised_bids(Fraction(4, 19), (0, 1)), advised_bids(Fraction(1, 2), (0, 1))
    ((0,), (0, 1))
    >>> advised_bids(Fraction(1, 5), (1,))
    (1,)
    """
    risk = {bid: 1 - chance if bid else chance for bid in allowed}
    return tuple(bid for bid in allowed if risk[bid] == min(risk.values()))


def make(rng: random.Random, level: Level) -> Draft:
    """The other players' cards, drawn from the 22, and the bids before me when I deal."""
    players = rng.choice(PLAYERS[level])
    seen = rng.sample(AFRICAIN_DECK, players - 1)
    dealer = rng.random() < DEALER_CHANCE[level]
    bids = [rng.randint(0, 1) for _ in range(players - 1)] if dealer else []
    allowed = legal_bids(1, bids, dealer=True) if dealer else (0, 1)
    chance = blind_win_probability(seen)
    winners, unseen = blind_winning_cards(seen)
    advised = advised_bids(chance, allowed)
    fraction = f"{len(winners)}/{unseen}"
    reduced = f" = {chance.numerator}/{chance.denominator}" if chance.denominator != unseen and chance else ""
    wording = format_chance(chance) if chance in (0, 1) else format_chance(chance, unseen)
    lines = [
        f"Vous voyez {cards_text(seen)}. Votre carte est l'une des {unseen} que vous ne voyez pas.",
        f"Celles qui gagneraient : {cards_text(winners)}, soit {len(winners)} sur {unseen}.",
        f"Votre chance : {fraction}{reduced}, {wording}.",
    ]
    if dealer:
        permitted = numbers_text(allowed, last=" ou ")
        lines.append(f"Avant vous : {numbers_text(bids)} ; la règle d'or vous permet {permitted}.")
    why = "c'est la seule annonce permise" if len(allowed) == 1 else "c'est le moins risqué"
    lines.append(f"Annoncez {numbers_text(advised, last=' ou ')} : {why}.")
    seats = [seat_name(seat) for seat in range(players)]
    me = seats[-1] if dealer else seats[0]
    others = [seat for seat in seats if seat != me]
    chance_part = FractionAnswer(
        numerator=chance.numerator,
        denominator=chance.denominator,
        label="Votre chance de gagner le pli (fraction exacte)",
        right=f"Exact : {fraction}.",
        wrong=f"Non : la chance est de {fraction} ({len(winners)} cartes gagnantes sur {unseen}).",
    )
    bid_part = ChoiceAnswer(
        options=(Option("0", "0"), Option("1", "1")),
        correct=tuple(str(bid) for bid in advised),
        label="Votre annonce",
        right=f"Bien : annoncer {numbers_text(advised, last=' ou ')} est le moins risqué.",
        wrong=f"Moins bien : annoncez {numbers_text(advised, last=' ou ')}.",
        reasons={
            str(bid): why
            for bid in (0, 1)
            if dealer and (why := engine_reason(partial(check_bid, bid, 1, bids, dealer=True)))
        },
    )
    seen_json: list[JSON] = [
        {"seat": Prose(seat), "card": card_json(card)} for seat, card in zip(others, seen, strict=True)
    ]
    return Draft(
        prompt=f"Manche sur le front à {players} joueurs : vous êtes {me}"
        f"{', le donneur' if dealer else ''}. Quelle est votre chance de gagner, et que faut-il annoncer ?",
        position={
            "players": players,
            "seat": Prose(me),
            "seen": seen_json,
            "dealer": dealer,
            "bids": list[JSON](bids),
        },
        answer=PartsAnswer((Part("chance", chance_part), Part("annonce", bid_part))),
        correction="\n".join(lines),
        section=DEALER if dealer else ELIMINATION,
    )


DRILL = Drill("manche-sur-le-front", "La manche sur le front", "africain", make)
