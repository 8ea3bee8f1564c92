"""Tarot Africain (Whist 22) rule settings: one frozen object, named presets.

Every rule that differs between tables is a field of [`Settings`][tarot_rules.africain.Settings], so the
engine reads data instead of testing player counts. Two presets:

* [`REFERENCE`][tarot_rules.africain.REFERENCE] — the reference rule (seed 000): 3–5 players, 5 lives,
  the Excuse worth 0, eliminated at 0 lives, the last player standing wins;
  3 players start at 7 cards (long cycle), the short 5 → 1 cycle is a setting.
* [`BGA`][tarot_rules.africain.BGA] — Board Game Arena's Whist 22: 2–7 players, 14 points, the
  Excuse worth 0 or 22 as its player chooses, the game stops as soon as one
  player reaches 0 and the most lives win.

Decisions the rules leave open (also in [`DECISIONS`][tarot_rules.africain.DECISIONS], in French, for the
site):

* ``out_together`` — when every player still in the game reaches 0 in the same
  round, the one(s) with the most lives left (least negative) win, ties shared
  ([`OutTogether.MOST_LIVES`][tarot_rules.africain.OutTogether.MOST_LIVES]); some tables let them all share
  the win
  ([`OutTogether.SHARED`][tarot_rules.africain.OutTogether.SHARED]).
* ``after_elimination`` — after an elimination the cycle goes on from the
  current count, capped at the start count of the new number of players (so
  that cards × players ≤ 22)
  ([`AfterElimination.CONTINUE`][tarot_rules.africain.AfterElimination.CONTINUE]); or a new
  cycle starts at the top ([`AfterElimination.RESTART`][tarot_rules.africain.AfterElimination.RESTART]).
* ``min_players`` — the game goes on while at least 2 players are left; it
  ends when only one remains (or none).
* ``cycle`` — after the 1-card round, the count restarts at the top
  ([`Cycle.RESTART`][tarot_rules.africain.Cycle.RESTART]); with "ascenseur" it climbs back 2, 3, … to the
  top, then goes down again, the top and the 1 being played once each time.
* In the BGA "0 or 22" mode, the player chooses the Excuse's value when
  playing it, also in the blind round; the odds count it at the value given.

>>> REFERENCE.start_cards_for(3), REFERENCE.replace(short_cycle=True).start_cards_for(3)
(7, 5)
>>> [REFERENCE.start_cards_for(n) for n in range(2, 8)]
[9, 7, 5, 4, 3, 3]
>>> cards, going_up = 5, False
>>> seq = []
>>> for _ in range(7):
...     seq.append(cards)
...     cards, going_up = REFERENCE.next_cards(cards, going_up, 4)
>>> seq
[5, 4, 3, 2, 1, 5, 4]
>>> print(BGA)
BGA : 2–7 joueurs, 14 vies, Excuse 0 ou 22, fin au premier joueur à 0
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum

from tarot_rules.errors import InvalidFactsError

DECK_SIZE = 22
"""21 trumps and the Excuse."""


class ExcuseMode(Enum):
    """What the Excuse is worth when played."""

    ZERO = "zero"
    """Always 0: it never wins a trick (reference rule)."""
    CHOICE = "choice"
    """0 or 22, chosen by its player when played; at 22 it beats the 21 (BGA)."""


class EndCondition(Enum):
    """When the game stops and who wins."""

    LAST_STANDING = "last-standing"
    """Players at 0 or below are eliminated; the last one left wins."""
    FIRST_AT_ZERO = "first-at-zero"
    """The game stops after the round where someone reaches 0; most lives win."""


class Cycle(Enum):
    """What follows the 1-card round."""

    RESTART = "restart"
    """Back to the start count, then down again."""
    ASCENSEUR = "ascenseur"
    """Climb back up one card at a time to the start count, then down again."""


class OutTogether(Enum):
    """Who wins when every remaining player is eliminated in the same round."""

    MOST_LIVES = "most-lives"
    """The one(s) with the most lives left (least negative) win; ties share."""
    SHARED = "shared"
    """Everyone eliminated in that last round shares the win."""


class AfterElimination(Enum):
    """The card count of the round that follows an elimination."""

    CONTINUE = "continue"
    """Go on with the cycle, capped at the start count for the players left."""
    RESTART = "restart"
    """Start a new cycle at the start count for the players left."""


_START_LONG: tuple[tuple[int, int], ...] = ((2, 9), (3, 7), (4, 5), (5, 4), (6, 3), (7, 3))
_SHORT_3P = 5


@dataclass(frozen=True, slots=True)
class Settings:
    """All rule choices of a Tarot Africain game. Build variants with
    [`replace`][tarot_rules.africain.Settings.replace]."""

    name: str = "référence"
    min_start_players: int = 3
    max_start_players: int = 5
    lives: int = 5
    start_cards: tuple[tuple[int, int], ...] = _START_LONG
    short_cycle: bool = False
    """At 3 players, start at 5 cards (5 → 1) instead of 7."""
    cycle: Cycle = Cycle.RESTART
    excuse: ExcuseMode = ExcuseMode.ZERO
    end: EndCondition = EndCondition.LAST_STANDING
    out_together: OutTogether = OutTogether.MOST_LIVES
    after_elimination: AfterElimination = AfterElimination.CONTINUE
    min_players: int = 2
    """The game goes on while at least this many players are left."""
    blind_round: bool = True
    """The 1-card round is played "sur le front": each player sees the others' card, not their own."""

    def __post_init__(self) -> None:
        counts = dict(self.start_cards)
        for players in range(self.min_start_players, self.max_start_players + 1):
            cards = counts.get(players)
            if cards is None or cards < 1 or cards * players > DECK_SIZE:
                raise InvalidFactsError(
                    "bad-settings", f"Nombre de cartes de départ impossible à {players} joueurs : {cards}."
                )
        if not 2 <= self.min_start_players <= self.max_start_players or self.lives < 1:
            raise InvalidFactsError("bad-settings", "Réglages impossibles : joueurs ou vies.")
        if self.min_players < 2:
            raise InvalidFactsError("bad-settings", "Il faut au moins 2 joueurs pour continuer.")

    def replace(self, **changes: object) -> Settings:
        """A copy with some fields changed (a variant keeps the preset's name + "*").

        >>> REFERENCE.replace(lives=3).name
        'référence*'
        """
        if "name" not in changes:
            changes["name"] = self.name.rstrip("*") + "*"
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def start_cards_for(self, players: int) -> int:
        """Cards per player at the top of the cycle for ``players`` players (capped by the deck)."""
        if players == 3 and self.short_cycle:
            return _SHORT_3P
        return dict(self.start_cards).get(players, DECK_SIZE // players)

    def next_cards(self, cards: int, going_up: bool, players: int) -> tuple[int, bool]:
        """The next round's card count and direction, for ``players`` players still in.

        ``cards`` is the count just played and ``going_up`` whether the
        ascenseur is climbing. The result never exceeds
        [`start_cards_for`][tarot_rules.africain.Settings.start_cards_for].
        """
        top = self.start_cards_for(players)
        if going_up:
            nxt = cards + 1
        elif cards > 1:
            nxt = cards - 1
        elif self.cycle is Cycle.ASCENSEUR:
            nxt, going_up = 2, True
        else:
            nxt = top
        if nxt >= top:
            return top, False
        return nxt, going_up

    def check_players(self, players: int) -> None:
        """Raise [`InvalidFactsError`][tarot_rules.errors.InvalidFactsError] if a game cannot start with
        ``players`` players."""
        if not self.min_start_players <= players <= self.max_start_players:
            raise InvalidFactsError(
                "player-count",
                f"Cette règle se joue de {self.min_start_players} à {self.max_start_players} joueurs, "
                f"pas à {players}.",
                range(self.min_start_players, self.max_start_players + 1),
            )

    def __str__(self) -> str:
        excuse = "Excuse 0" if self.excuse is ExcuseMode.ZERO else "Excuse 0 ou 22"
        end = "élimination" if self.end is EndCondition.LAST_STANDING else "fin au premier joueur à 0"
        return (
            f"{self.name[0].upper()}{self.name[1:]} : {self.min_start_players}–{self.max_start_players} "
            f"joueurs, {self.lives} vies, {excuse}, {end}"
        )


REFERENCE = Settings()
"""The reference rule of seed 000 (3–5 players, 5 lives, Excuse 0, elimination)."""

BGA = Settings(
    name="BGA",
    min_start_players=2,
    max_start_players=7,
    lives=14,
    excuse=ExcuseMode.CHOICE,
    end=EndCondition.FIRST_AT_ZERO,
)
"""Board Game Arena's Whist 22 (2–7 players, 14 points, Excuse 0 or 22, stop at the first 0)."""

PRESETS: dict[str, Settings] = {REFERENCE.name: REFERENCE, BGA.name: BGA}
"""Presets by name (the name used in records)."""

DECISIONS: tuple[tuple[str, str], ...] = (
    (
        "out_together",
        "Si tous les joueurs encore en jeu tombent à 0 vie ou moins dans la même manche, "
        "celui ou ceux à qui il reste le plus de vies (le moins négatif) gagnent, à égalité "
        "la victoire est partagée ; réglage possible : victoire partagée entre tous.",
    ),
    (
        "after_elimination",
        "Après une élimination, le cycle continue (une carte de moins), sans dépasser le nombre "
        "de départ prévu pour les joueurs restants ; réglage possible : recommencer un cycle.",
    ),
    (
        "min_players",
        "La partie continue tant qu'il reste au moins deux joueurs ; elle s'arrête quand il n'en "
        "reste qu'un, qui gagne.",
    ),
    (
        "cycle",
        "Après la manche à 1 carte, on repart au nombre de départ ; variante « ascenseur » : "
        "on remonte d'une carte par manche jusqu'au nombre de départ, puis on redescend.",
    ),
    (
        "excuse_choice",
        "Quand l'Excuse vaut 0 ou 22 (BGA), son joueur choisit sa valeur en la posant, "
        "y compris dans la manche sur le front.",
    ),
    (
        "start_cards",
        "Une table qui se retrouve à deux après des éliminations repart à 9 cartes au plus, comme sur BGA.",
    ),
)
"""Each open question and the decision taken, one French sentence each (for the variants page)."""
