"""A whole game of Tarot Africain: rounds, dealer rotation, lives, eliminations, winners.

The first dealer is drawn at random (seeded), then the deal moves one seat to
the left (the next seat) each round, skipping eliminated players. Each round is
dealt from the seeded generator, the undealt cards staying out of play and
unseen. Seats are the indexes of ``players``; events carry those seats.

>>> game = Game(["Léa", "Marc", "Inès", "Théo"], seed=7)
>>> game.dealer, game.cards, game.round.players
(2, 5, 4)
>>> while not game.is_over:
...     _ = game.apply(game.legal_actions[0])
>>> game.winners, len(game.results) > 1
((3,), True)
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, assert_never

from tarot_rules.africain.round import (
    AFRICAIN_DECK,
    Action,
    Bid,
    BidMade,
    CardPlayed,
    Phase,
    Play,
    Round,
    action_of,
    as_card,
)
from tarot_rules.africain.settings import (
    DECK_SIZE,
    REFERENCE,
    AfterElimination,
    EndCondition,
    OutTogether,
    Settings,
)
from tarot_rules.cards import Card
from tarot_rules.errors import IllegalActionError, InvalidFactsError
from tarot_rules.game import ActionView, GameState

Hands = tuple[tuple[Card, ...], ...]


def deal(rng: random.Random, players: int, cards: int) -> Hands:
    """``cards`` cards to each of ``players`` players from the 22, strongest first; the rest stay out.

    >>> deal(random.Random(1), 3, 2)
    ((18, 4), (8, 2), (15, 3))
    """
    drawn = rng.sample(range(DECK_SIZE), players * cards)
    return tuple(
        tuple(AFRICAIN_DECK[c] for c in sorted(drawn[p * cards : (p + 1) * cards], reverse=True))
        for p in range(players)
    )


@dataclass(frozen=True, slots=True)
class RoundResult:
    """What a finished round did: per player of the round (``seats`` order), and lives of everyone after."""

    number: int
    dealer: int
    cards: int
    seats: tuple[int, ...]
    bids: tuple[int, ...]
    tricks: tuple[int, ...]
    lives_lost: tuple[int, ...]
    lives: tuple[int, ...]
    eliminated: tuple[int, ...]

    @property
    def spoken(self) -> tuple[int, ...]:
        """The bids in speaking order, from the dealer's left (the order a game replays them in)."""
        first = self.seats.index(self.dealer) + 1
        return tuple(self.bids[(first + i) % len(self.seats)] for i in range(len(self.seats)))

    @property
    def missed(self) -> tuple[int, ...]:
        """Seats that missed their bid."""
        return tuple(s for s, lost in zip(self.seats, self.lives_lost, strict=True) if lost)


class Game:
    """A game between ``players`` (names, clockwise). ``seed`` fixes the first dealer and every deal.

    ``dealer`` forces the first dealer; ``deals`` gives each round's hands
    (per player of the round, clockwise from seat order) instead of dealing them
    from the seed — this is how records replay; a ``None`` round is dealt from the
    seed (a round noted at the table, whose cards nobody saw).
    """

    def __init__(
        self,
        players: Sequence[str],
        settings: Settings = REFERENCE,
        seed: int | None = None,
        *,
        dealer: int | None = None,
        deals: Sequence[Sequence[Sequence[Card | str]] | None] | None = None,
    ) -> None:
        settings.check_players(len(players))
        self.players = tuple(players)
        self.settings = settings
        self.seed = seed
        self._rng = random.Random(seed)
        first = self._rng.randrange(len(players)) if dealer is None else dealer
        if not 0 <= first < len(players):
            raise InvalidFactsError("bad-dealer", f"Donneur inconnu : place {first}.")
        self.first_dealer = first
        self.dealer = first
        self.lives = [settings.lives] * len(players)
        self.alive: tuple[int, ...] = tuple(range(len(players)))
        self.cards = settings.start_cards_for(len(players))
        self._going_up = False
        self._deals = deals
        self.results: list[RoundResult] = []
        self.winners: tuple[int, ...] = ()
        self.is_over = False
        self.rounds: list[Round] = []
        self.round = self._new_round()

    def _new_round(self) -> Round:
        seats = self.alive
        number = len(self.rounds)
        given = self._deals[number] if self._deals is not None and number < len(self._deals) else None
        hands: Sequence[Sequence[Card | str]] = (
            deal(self._rng, len(seats), self.cards) if given is None else given
        )
        names = [self.players[s] for s in seats]
        r = Round(hands, seats.index(self.dealer), self.settings, names)
        if r.cards != self.cards:
            raise InvalidFactsError(
                "bad-deal", f"La manche {number + 1} se joue à {self.cards} cartes, pas {r.cards}."
            )
        self.rounds.append(r)
        return r

    # ----- views
    @property
    def phase(self) -> Phase:
        """The phase of the round being played, `Phase.FINISHED` once the game is over."""
        return Phase.FINISHED if self.is_over else self.round.phase

    @property
    def to_move(self) -> int | None:
        """The player to act, ``None`` when the game is over."""
        t = None if self.is_over else self.round.to_move
        return None if t is None else self.alive[t]

    @property
    def legal_actions(self) -> ActionView[Action]:
        """Legal `Bid` / `Play` actions of the player to act (empty when over), as a live
        [ActionView][tarot_rules.game.ActionView] that follows the game from round to round."""
        return ActionView(self._legal_actions_now)

    def _legal_actions_now(self) -> Sequence[Action]:
        return () if self.is_over else self.round._legal_actions_now()

    def copy(self) -> Game:
        """An independent copy of the game: actions applied to one do not change the other."""
        twin = copy.copy(self)
        twin._rng = random.Random()
        twin._rng.setstate(self._rng.getstate())
        twin.lives, twin.results = list(self.lives), list(self.results)
        twin.rounds = [r.copy() for r in self.rounds]
        twin.round = twin.rounds[-1]
        return twin

    @property
    def history(self) -> tuple[BidMade | CardPlayed, ...]:
        """Every bid and play of the game, with game seats, in order."""
        events: list[BidMade | CardPlayed] = []
        for r, result in zip(self.rounds, [*self.results, None], strict=False):
            seats = result.seats if result else self.alive
            for e in r.history:
                if isinstance(e, BidMade):
                    events.append(BidMade(seats[e.seat], e.amount))
                else:
                    winner = None if e.trick_winner is None else seats[e.trick_winner]
                    events.append(CardPlayed(seats[e.seat], e.card, e.value, winner))
        return tuple(events)

    def can_bid(self, amount: int) -> bool:
        """True if the player to speak may bid ``amount``."""
        return not self.is_over and self.round.can_bid(amount)

    def can_play(self, card: Card | str, excuse_value: int | None = None) -> bool:
        """True if the player to act may play ``card`` (at ``excuse_value`` for the Excuse)."""
        return not self.is_over and self.round.can_play(card, excuse_value)

    # ----- actions
    def apply(self, action: Action) -> BidMade | CardPlayed:
        """Apply a [`Bid`][tarot_rules.africain.Bid] or [`Play`][tarot_rules.africain.Play] for the player
        to act; finish the round when it ends."""
        if self.is_over:
            raise IllegalActionError("game-over", "La partie est terminée.")
        seats = self.alive
        event = self.round.apply(action)
        match event:
            case BidMade():
                return BidMade(seats[event.seat], event.amount)
            case CardPlayed():
                winner = None if event.trick_winner is None else seats[event.trick_winner]
                if self.round.phase is Phase.FINISHED:
                    self._finish_round()
                return CardPlayed(seats[event.seat], event.card, event.value, winner)
            case _ as unreachable:
                assert_never(unreachable)

    def bid(self, amount: int) -> BidMade | CardPlayed:
        """Announce ``amount`` tricks for the player to speak."""
        return self.apply(Bid(amount))

    def play(self, card: Card | str, excuse_value: int | None = None) -> BidMade | CardPlayed:
        """Play ``card`` (and the Excuse's value in the "0 ou 22" mode)."""
        return self.apply(Play(as_card(card), excuse_value))

    def settle(self, tricks: Sequence[int]) -> RoundResult:
        """End the round from the tricks each of its players won (in `alive` order), as noted at
        a table where nobody records the cards; lives, eliminations and the next round follow.

        >>> game = Game(["Léa", "Marc", "Inès"], dealer=0)
        >>> for amount in (3, 2, 0):
        ...     _ = game.bid(amount)
        >>> game.settle([2, 3, 2]).lives_lost, game.lives, game.dealer, game.cards
        ((2, 0, 0), [3, 5, 5], 1, 6)
        """
        if self.is_over:
            raise IllegalActionError("game-over", "La partie est terminée.")
        self.round.settle(tricks)
        self._finish_round()
        return self.results[-1]

    @classmethod
    def replay(
        cls,
        players: Sequence[str],
        settings: Settings,
        seed: int | None,
        events: Sequence[BidMade | CardPlayed],
    ) -> Game:
        """Rebuild a seeded game from its [`history`][tarot_rules.africain.Game.history] (every action
        checked again).

        >>> game = Game(["A", "B", "C"], seed=1)
        >>> _ = game.bid(2)
        >>> Game.replay(["A", "B", "C"], REFERENCE, 1, game.history).round.bids
        (2,)
        """
        game = cls(players, settings, seed)
        for event in events:
            if game.to_move != event.seat:
                raise InvalidFactsError("bad-history", "L'historique ne suit pas l'ordre de jeu.")
            game.apply(action_of(event, settings))
        return game

    def _finish_round(self) -> None:
        r = self.round
        seats = self.alive
        lost = r.lives_lost
        for seat, n in zip(seats, lost, strict=True):
            self.lives[seat] -= n
        settings = self.settings
        out = tuple(s for s in seats if self.lives[s] <= 0)
        if settings.end is EndCondition.FIRST_AT_ZERO:
            eliminated: tuple[int, ...] = ()
            left = seats
            over = bool(out)
        else:
            eliminated = out
            left = tuple(s for s in seats if s not in out)
            over = len(left) < settings.min_players
        self.results.append(
            RoundResult(
                len(self.results) + 1,
                self.dealer,
                r.cards,
                seats,
                tuple(r.bid_of(i) or 0 for i in range(r.players)),
                r.tricks_won,
                lost,
                tuple(self.lives),
                eliminated,
            )
        )
        if over:
            self.is_over = True
            self.winners = self._winners(seats, left)
            return
        dealer = self.dealer
        self.dealer = next(s for s in (*seats[seats.index(dealer) + 1 :], *seats) if s in left)
        self.alive = left
        if eliminated and settings.after_elimination is AfterElimination.RESTART:
            self.cards, self._going_up = settings.start_cards_for(len(left)), False
        else:
            self.cards, self._going_up = settings.next_cards(self.cards, self._going_up, len(left))
        self.round = self._new_round()

    def _winners(self, last: tuple[int, ...], left: tuple[int, ...]) -> tuple[int, ...]:
        pool = left or last
        if not left and self.settings.out_together is OutTogether.SHARED:
            return last
        best = max(self.lives[s] for s in pool)
        return tuple(s for s in pool if self.lives[s] == best)

    def __str__(self) -> str:
        lives = ", ".join(f"{name} {n}" for name, n in zip(self.players, self.lives, strict=True))
        if self.is_over:
            state = "gagnant" + ("s" if len(self.winners) > 1 else "") + " : "
            state += ", ".join(self.players[s] for s in self.winners)
        else:
            state = f"manche {len(self.rounds)} à {self.cards} cartes, donneur {self.players[self.dealer]}"
        return f"Vies : {lives} — {state}"


if TYPE_CHECKING:
    _FOLLOWS_THE_PROTOCOL: type[GameState[Action, BidMade | CardPlayed]] = Game
