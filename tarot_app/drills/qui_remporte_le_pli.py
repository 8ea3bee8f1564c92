"""Drill « Qui remporte le pli ? »: a complete trick, played by legal moves from dealt hands; pick
the winner.

Position: ``players``, ``trick`` (``{"seat", "card"}`` in play order, J1 leads). Answer: ``choice``
among the seats. Débutant: 4 players, the Excuse now and then; confirmé: 3, 4 or 5 players, the
Excuse often, led or not.

>>> print(DRILL.generate(5, "confirme").correction)
Cœur est demandé et personne ne coupe : la plus forte carte de cœur, la Dame de cœur, l'emporte.
J1 remporte le pli.
Règle : « Qui gagne le pli ».
"""

from __future__ import annotations

import random

from tarot_app.drills.base import JSON, ChoiceAnswer, Draft, Drill, Option, Section, card_json
from tarot_app.typography import Prose
from tarot_rules.cards import DECK, EXCUSE, Card
from tarot_rules.fft import PRESETS, legal_cards, trick_winner
from tarot_rules.fft.tricks import TRUMP, suit_name, trick_state
from tarot_rules.game import seat_name
from tarot_rules.players import Level

WINNER = Section("tarot/jeu-de-la-carte.md#qui-gagne-le-pli", "Qui gagne le pli")
EXCUSE_RULE = Section("tarot/jeu-de-la-carte.md#lexcuse", "L'Excuse")
EXCUSE_CHANCE: dict[Level, float] = {"debutant": 0.15, "confirme": 0.5}


def play_trick(rng: random.Random, players: int, excuse: bool) -> tuple[Card, ...]:
    """Deal hands from a shuffled pack and let each player in turn play a random legal card; with
    ``excuse``, one hand holds the Excuse and plays it (always legal)."""
    deck = [card for card in DECK if card is not EXCUSE]
    rng.shuffle(deck)
    size = PRESETS[players].hand_size
    hands = [deck[seat * size : (seat + 1) * size] for seat in range(players)]
    if excuse:
        hands[rng.randrange(players)][0] = EXCUSE
    trick: list[Card] = []
    for hand in hands:
        legal = legal_cards(hand, trick)
        trick.append(EXCUSE if EXCUSE in legal else rng.choice(legal))
    return tuple(trick)


def _explanation(trick: tuple[Card, ...], winner: int) -> list[str]:
    led, top = trick_state(trick)
    best = trick[winner]
    lines = []
    if EXCUSE in trick:
        lines.append(
            "L'Excuse ne remporte pas le pli : son joueur la garde et donne une petite carte en échange."
        )
    if trick[0] is EXCUSE:
        lines.append("Entamée, l'Excuse ne fixe pas la couleur : c'est la carte suivante qui la fixe.")
    if led == TRUMP:
        lines.append(f"L'atout est demandé : le plus fort atout, {best.the_name}, l'emporte.")
    elif top:
        lines.append(
            f"{suit_name(led).capitalize()} est demandé, mais on a coupé : le plus fort atout, "
            f"{best.the_name}, l'emporte."
        )
    else:
        lines.append(
            f"{suit_name(led).capitalize()} est demandé et personne ne coupe : la plus forte carte "
            f"de {suit_name(led)}, {best.the_name}, l'emporte."
        )
    lines.append(f"{seat_name(winner)} remporte le pli.")
    return lines


def make(rng: random.Random, level: Level) -> Draft:
    """A trick played by legal moves; the Excuse slipped into a hand more often at confirmé."""
    players = 4 if level == "debutant" else rng.choice((3, 4, 5))
    trick = play_trick(rng, players, rng.random() < EXCUSE_CHANCE[level])
    winner = trick_winner(trick)
    seats = [seat_name(n) for n in range(players)]
    reasons = (
        {seat_name(trick.index(EXCUSE)): "Non : l'Excuse ne remporte pas ce pli."} if EXCUSE in trick else {}
    )
    answer = ChoiceAnswer(
        options=tuple(Option(seat, f"{seat} ({card})") for seat, card in zip(seats, trick, strict=True)),
        correct=(seats[winner],),
        label="Qui remporte le pli ?",
        right=f"Exact : {seats[winner]} remporte le pli avec {trick[winner].the_name}.",
        wrong=f"Non : {seats[winner]} remporte le pli avec {trick[winner].the_name}.",
        reasons=reasons,
    )
    trick_json: list[JSON] = [
        {"seat": Prose(seat), "card": card_json(card)} for seat, card in zip(seats, trick, strict=True)
    ]
    return Draft(
        prompt=f"À {players} joueurs, J1 a entamé. Qui remporte ce pli ?",
        position={"players": players, "trick": trick_json},
        answer=answer,
        correction="\n".join(_explanation(trick, winner)),
        section=EXCUSE_RULE if EXCUSE in trick else WINNER,
    )


DRILL = Drill("qui-remporte-le-pli", "Qui remporte le pli ?", "tarot", make)
