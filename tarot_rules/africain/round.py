"""One round ("manche") of Tarot Africain: bidding then tricks, as a state machine.

Seats are numbered 0 … n−1 in clockwise order; the player on the dealer's left
is the next seat. Bidding starts on the dealer's left, the dealer speaks last
under the golden rule; the dealer's left leads the first trick and each trick's
winner leads the next; the highest card wins (the Excuse is worth 0, or 0/22 as
its player chooses with [`ExcuseMode.CHOICE`][tarot_rules.africain.ExcuseMode.CHOICE]). A refused action
raises and
leaves the round unchanged. ``bid_unchecked`` / ``play_unchecked`` skip the
checks for simulations.

>>> from tarot_rules.cards import parse_cards
>>> r = Round([parse_cards("8 16 3"), parse_cards("21 12 5"), parse_cards("14 Excuse 6"),
...            parse_cards("19 10 2")], dealer=3)
>>> for amount in (1, 1, 0):
...     _ = r.bid(amount)
>>> r.legal_bids
(0, 2, 3)
>>> r.bid(1)
Traceback (most recent call last):
...
tarot_rules.errors.IllegalActionError: Le donneur ne peut pas annoncer 1 : le total ferait 3 plis, \
autant que de plis à jouer.
>>> r.bid(2)
BidMade(seat=3, amount=2)
>>> for card in "8 5 6 10 2 16 12 14 3 21 Excuse 19".split():
...     _ = r.play(card)
>>> r.tricks_won, r.lives_lost
((1, 1, 0, 1), (0, 0, 0, 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, assert_never

from tarot_rules.africain.bidding import check_bid, forbidden_bid, legal_bids
from tarot_rules.africain.settings import REFERENCE, ExcuseMode, Settings
from tarot_rules.cards import EXCUSE, TRUMPS, Card, parse_card
from tarot_rules.errors import IllegalActionError, InvalidFactsError, TarotError
from tarot_rules.game import ActionView, GameState, seat_name

AFRICAIN_DECK: tuple[Card, ...] = (EXCUSE, *TRUMPS)
"""The 22 cards, indexed by their code: 0 = Excuse, 1 … 21 = the trumps."""

EXCUSE_HIGH = 22
"""The Excuse's value when played high (BGA): it beats the 21."""


def card_code(card: Card) -> int:
    """0 for the Excuse, the number of a trump; raise for a suit card.

    >>> card_code(EXCUSE), card_code(TRUMPS[20])
    (0, 21)
    """
    if card.suit is not None:
        raise InvalidFactsError("not-africain", f"{card.the_name} ne fait pas partie des 22 cartes.")
    return card.rank


def as_card(card: Card | str) -> Card:
    """A card object from a card or its notation ("21", "Excuse", "EX")."""
    return parse_card(card) if isinstance(card, str) else card


class Phase(Enum):
    """Where a round stands."""

    BIDDING = "bidding"
    PLAY = "playing"
    FINISHED = "done"

    def __str__(self) -> str:
        return _PHASE_FRENCH[self]


_PHASE_FRENCH = {Phase.BIDDING: "annonces", Phase.PLAY: "jeu des plis", Phase.FINISHED: "manche terminée"}


@dataclass(frozen=True, slots=True)
class Bid:
    """Action: announce ``amount`` tricks."""

    amount: int

    def __str__(self) -> str:
        return f"annonce {self.amount}"


@dataclass(frozen=True, slots=True)
class Play:
    """Action: play ``card``; ``excuse_value`` (0 or 22) only for the Excuse in the "0 ou 22" mode."""

    card: Card
    excuse_value: int | None = None

    def __str__(self) -> str:
        if self.excuse_value is None:
            return f"joue {self.card}"
        return f"joue {self.card} ({self.excuse_value})"


Action = Bid | Play


@dataclass(frozen=True, slots=True)
class BidMade:
    """A bid was made."""

    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} annonce {self.amount}"


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card was played at ``value``; ``trick_winner`` is set when it closed a trick."""

    seat: int
    card: Card
    value: int
    trick_winner: int | None = None

    def __str__(self) -> str:
        won = f" — pli pour {seat_name(self.trick_winner)}" if self.trick_winner is not None else ""
        return f"{seat_name(self.seat)} joue {self.card}{won}"


Event = BidMade | CardPlayed


def action_of(event: Event, settings: Settings) -> Action:
    """The action that produced ``event`` (the Excuse's value kept only in the "0 ou 22" mode)."""
    match event:
        case BidMade():
            return Bid(event.amount)
        case CardPlayed():
            choice = event.card.is_excuse and settings.excuse is ExcuseMode.CHOICE
            return Play(event.card, event.value if choice else None)
        case _ as unreachable:
            assert_never(unreachable)


class Round:
    """A round between ``len(hands)`` players; ``dealer`` is a seat.

    ``names`` are only used for display. Hands may be given as cards or notations.
    """

    __slots__ = (
        "_bids",
        "_dealt",
        "_excuse_choice",
        "_hands",
        "_leader",
        "_log",
        "_settled",
        "_trick",
        "_tricks",
        "_turn",
        "cards",
        "dealer",
        "names",
        "players",
        "settings",
    )

    def __init__(
        self,
        hands: Sequence[Sequence[Card | str]],
        dealer: int,
        settings: Settings = REFERENCE,
        names: Sequence[str] | None = None,
    ) -> None:
        dealt = tuple(tuple(as_card(c) for c in hand) for hand in hands)
        codes = [[card_code(c) for c in hand] for hand in dealt]
        flat = [c for hand in codes for c in hand]
        players = len(dealt)
        if players < 2 or len(set(flat)) != len(flat) or len({len(h) for h in codes}) != 1 or not codes[0]:
            raise InvalidFactsError(
                "bad-deal", "Donne impossible : mains vides, inégales ou carte en double."
            )
        if not 0 <= dealer < players:
            raise InvalidFactsError("bad-dealer", f"Donneur inconnu : place {dealer}.")
        if names is not None and len(names) != players:
            raise InvalidFactsError("bad-names", f"Il faut {players} noms de joueurs, pas {len(names)}.")
        self._dealt = tuple(tuple(hand) for hand in codes)
        self.players = players
        self.cards = len(codes[0])
        self.dealer = dealer
        self.settings = settings
        self.names: tuple[str, ...] = tuple(names) if names else tuple(f"J{i + 1}" for i in range(players))
        self._hands = codes
        self._bids: list[int] = []
        self._tricks = [0] * players
        self._trick: list[int] = []  # values in play order
        self._leader = (dealer + 1) % players
        self._turn = self._leader
        self._log: list[tuple[int, int, int]] = []  # (seat, -1 - bid | card code, value)
        self._settled: tuple[int, ...] | None = None
        self._excuse_choice = settings.excuse is ExcuseMode.CHOICE

    @classmethod
    def from_codes(cls, codes: list[list[int]], dealer: int, settings: Settings = REFERENCE) -> Round:
        """Fast path: a round from card codes (0 = Excuse, 1 … 21), without any check; ``codes`` is kept."""
        r = cls.__new__(cls)
        players = len(codes)
        r._dealt = tuple(map(tuple, codes))
        r.players, r.cards, r.dealer, r.settings = players, len(codes[0]), dealer, settings
        r.names = tuple(f"J{i + 1}" for i in range(players))
        r._hands, r._bids, r._tricks, r._trick = codes, [], [0] * players, []
        r._leader = r._turn = (dealer + 1) % players
        r._log = []
        r._settled = None
        r._excuse_choice = settings.excuse is ExcuseMode.CHOICE
        return r

    # ----- views
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The hands as dealt (they do not change while playing)."""
        return tuple(tuple(AFRICAIN_DECK[c] for c in hand) for hand in self._dealt)

    @property
    def phase(self) -> Phase:
        """Bidding, playing or done."""
        if len(self._bids) < self.players:
            return Phase.BIDDING
        return Phase.FINISHED if not self._hands[self._turn] else Phase.PLAY

    @property
    def to_move(self) -> int | None:
        """The seat to act, ``None`` when the round is over."""
        return None if self.phase is Phase.FINISHED else self._turn

    @property
    def is_blind(self) -> bool:
        """True for the 1-card round played "sur le front" (if the settings say so)."""
        return self.cards == 1 and self.settings.blind_round

    @property
    def bids(self) -> tuple[int, ...]:
        """Bids made so far, in seat order from the dealer's left (see
        [`bid_of`][tarot_rules.africain.Round.bid_of])."""
        return tuple(self._bids)

    def bid_of(self, seat: int) -> int | None:
        """The bid of ``seat``, ``None`` if not made yet."""
        index = (seat - self.dealer - 1) % self.players
        return self._bids[index] if index < len(self._bids) else None

    @property
    def forbidden_bid(self) -> int | None:
        """The dealer's forbidden bid once the others have spoken, else ``None``."""
        if len(self._bids) != self.players - 1:
            return None
        return forbidden_bid(self.cards, self._bids)

    @property
    def legal_bids(self) -> tuple[int, ...]:
        """Bids allowed now (empty outside the bidding)."""
        if self.phase is not Phase.BIDDING:
            return ()
        return legal_bids(self.cards, self._bids, len(self._bids) == self.players - 1)

    @property
    def legal_plays(self) -> tuple[Play, ...]:
        """Plays allowed now: any card of the hand; the Excuse twice (0 and 22) in the "0 ou 22" mode."""
        if self.phase is not Phase.PLAY:
            return ()
        plays: list[Play] = []
        for code in sorted(self._hands[self._turn], reverse=True):
            card = AFRICAIN_DECK[code]
            if code == 0 and self._excuse_choice:
                plays += [Play(card, 0), Play(card, EXCUSE_HIGH)]
            else:
                plays.append(Play(card))
        return tuple(plays)

    @property
    def legal_actions(self) -> ActionView[Action]:
        """The legal `Bid` or `Play` actions, as a live [ActionView][tarot_rules.game.ActionView]."""
        return ActionView(self._legal_actions_now)

    def _legal_actions_now(self) -> tuple[Action, ...]:
        if self.phase is Phase.BIDDING:
            return tuple(Bid(n) for n in self.legal_bids)
        return self.legal_plays

    @property
    def is_over(self) -> bool:
        """Whether the round is finished."""
        return self.phase is Phase.FINISHED

    def copy(self) -> Round:
        """An independent copy of the round: actions applied to one do not change the other."""
        twin = Round.__new__(Round)
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin._hands = [list(hand) for hand in self._hands]
        twin._bids, twin._tricks, twin._trick, twin._log = (
            list(self._bids),
            list(self._tricks),
            list(self._trick),
            list(self._log),
        )
        return twin

    def hand(self, seat: int) -> tuple[Card, ...]:
        """Cards ``seat`` still holds, strongest first."""
        return tuple(AFRICAIN_DECK[c] for c in sorted(self._hands[seat], reverse=True))

    def visible_to(self, seat: int) -> dict[int, tuple[Card, ...]]:
        """Unplayed cards ``seat`` can see, by seat: their own hand, or all the others' in the blind round.

        >>> r = Round([["3"], ["21"], ["Excuse"]], dealer=0)
        >>> r.visible_to(0)
        {1: (21,), 2: (Excuse,)}
        """
        if self.is_blind:
            return {s: self.hand(s) for s in range(self.players) if s != seat}
        return {seat: self.hand(seat)}

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """Cards of the trick in progress, in play order."""
        return tuple(AFRICAIN_DECK[code] for _, code, _ in self._log[len(self._log) - len(self._trick) :])

    @property
    def trick_values(self) -> tuple[int, ...]:
        """The values of the cards of the trick in progress, in play order (the Excuse at 0 or 22)."""
        return tuple(self._trick)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by each seat."""
        return tuple(self._tricks)

    @property
    def lives_lost(self) -> tuple[int, ...]:
        """|bid − tricks| for each seat (meaningful once the round is over; a missing bid counts 0)."""
        n, first = self.players, self.dealer + 1
        bids = self._bids + [0] * (n - len(self._bids))
        return tuple(abs(bids[(seat - first) % n] - won) for seat, won in enumerate(self._tricks))

    @property
    def settled(self) -> tuple[int, ...] | None:
        """The tricks noted by [`settle`][tarot_rules.africain.Round.settle] (``None`` for a round played
        card by card)."""
        return self._settled

    @property
    def history(self) -> tuple[Event, ...]:
        """Every event so far, in order (replay with [`replay`][tarot_rules.africain.Round.replay])."""
        events: list[Event] = []
        done = 0
        for seat, code, value in self._log:
            if code < 0:
                events.append(BidMade(seat, -1 - code))
            else:
                done += 1
                winner = self._winner_of(done) if done % self.players == 0 else None
                events.append(CardPlayed(seat, AFRICAIN_DECK[code], value, winner))
        return tuple(events)

    def _winner_of(self, plays_done: int) -> int:
        plays = [entry for entry in self._log if entry[1] >= 0][plays_done - self.players : plays_done]
        return max(plays, key=lambda entry: entry[2])[0]

    # ----- checks
    def can_bid(self, amount: int) -> bool:
        """True if the player to speak may bid ``amount``."""
        return amount in self.legal_bids

    def check_bid(self, amount: int) -> None:
        """Raise [`IllegalActionError`][tarot_rules.errors.IllegalActionError] unless
        [`can_bid`][tarot_rules.africain.Round.can_bid]."""
        if self.phase is not Phase.BIDDING:
            raise IllegalActionError("not-bidding", "Les annonces sont terminées.")
        check_bid(amount, self.cards, self._bids, len(self._bids) == self.players - 1)

    def _value(self, code: int, excuse_value: int | None) -> int:
        if code != 0:
            if excuse_value is not None:
                raise IllegalActionError("not-excuse", "Seule l'Excuse se voit choisir une valeur.")
            return code
        if not self._excuse_choice:
            if excuse_value not in (None, 0):
                raise IllegalActionError("excuse-value", "Dans cette règle, l'Excuse vaut 0.", (0,))
            return 0
        if excuse_value not in (0, EXCUSE_HIGH):
            raise IllegalActionError("excuse-value", "Choisissez la valeur de l'Excuse : 0 ou 22.", (0, 22))
        return excuse_value

    def check_play(self, card: Card | str, excuse_value: int | None = None) -> int:
        """Raise [`IllegalActionError`][tarot_rules.errors.IllegalActionError] unless the play is allowed;
        return the card's value."""
        card = as_card(card)
        phase = self.phase
        if phase is not Phase.PLAY:
            if phase is Phase.FINISHED:
                raise IllegalActionError("round-over", "La manche est terminée.")
            raise IllegalActionError("still-bidding", "Les annonces ne sont pas finies.")
        code = card_code(card)
        if code not in self._hands[self._turn]:
            raise IllegalActionError(
                "not-in-hand", f"{self.names[self._turn]} n'a pas {card.the_name}.", self.legal_plays
            )
        return self._value(code, excuse_value)

    def can_play(self, card: Card | str, excuse_value: int | None = None) -> bool:
        """True if the player to act may play ``card`` (at ``excuse_value`` for the Excuse)."""
        try:
            self.check_play(card, excuse_value)
        except TarotError:
            return False
        return True

    # ----- actions
    def bid(self, amount: int) -> BidMade:
        """Announce ``amount`` tricks for the player to speak."""
        self.check_bid(amount)
        seat = self._turn
        self.bid_unchecked(amount)
        return BidMade(seat, amount)

    def play(self, card: Card | str, excuse_value: int | None = None) -> CardPlayed:
        """Play ``card`` for the player to act (``excuse_value``: 0 or 22 for the Excuse, "0 ou 22" mode)."""
        value = self.check_play(card, excuse_value)
        seat = self._turn
        winner = self.play_unchecked(card_code(as_card(card)), value)
        return CardPlayed(seat, AFRICAIN_DECK[card_code(as_card(card))], value, winner)

    def apply(self, action: Action) -> Event:
        """Apply a [`Bid`][tarot_rules.africain.Bid] or [`Play`][tarot_rules.africain.Play]."""
        match action:
            case Bid():
                return self.bid(action.amount)
            case Play():
                return self.play(action.card, action.excuse_value)
            case _ as unreachable:
                assert_never(unreachable)

    def bid_unchecked(self, amount: int) -> None:
        """Fast path: record a bid without any check."""
        seat = self._turn
        self._bids.append(amount)
        self._log.append((seat, -1 - amount, 0))
        self._turn = (seat + 1) % self.players

    def play_unchecked(self, code: int, value: int) -> int | None:
        """Fast path: play card ``code`` at ``value``, unchecked; return the trick's winner if it closed."""
        seat = self._turn
        self._hands[seat].remove(code)
        self._log.append((seat, code, value))
        trick = self._trick
        trick.append(value)
        players = self.players
        if len(trick) < players:
            self._turn = (seat + 1) % players
            return None
        best = max(trick)
        winner = (self._leader + trick.index(best)) % players
        self._tricks[winner] += 1
        trick.clear()
        self._leader = self._turn = winner
        return winner

    def settle(self, tricks: Sequence[int]) -> None:
        """End the round from the tricks each seat won, as noted at a table where nobody records the
        cards: after the bids, before any card. The lives lost follow as if the cards had been played.

        >>> r = Round([["21", "3"], ["12", "5"], ["14", "Excuse"]], dealer=2)
        >>> for amount in (1, 0, 0):
        ...     _ = r.bid(amount)
        >>> r.settle([1, 0, 2])
        Traceback (most recent call last):
        ...
        tarot_rules.errors.IllegalActionError: Les plis notés font 3, il en faut 2 : un par carte distribuée.
        >>> r.settle([1, 0, 1])
        >>> r.phase.name, r.tricks_won, r.lives_lost
        ('FINISHED', (1, 0, 1), (0, 0, 1))
        """
        self.check_settle(tricks)
        self._settled = tuple(tricks)
        self._tricks = list(tricks)
        self._hands = [[] for _ in range(self.players)]
        self._trick = []

    def check_settle(self, tricks: Sequence[int]) -> None:
        """Raise [`IllegalActionError`][tarot_rules.errors.IllegalActionError] unless
        [`settle`][tarot_rules.africain.Round.settle] may note these tricks."""
        phase = self.phase
        if phase is Phase.BIDDING:
            raise IllegalActionError(
                "still-bidding", "Les annonces ne sont pas finies : les plis se notent après."
            )
        if phase is Phase.FINISHED or len(self._log) > self.players:
            raise IllegalActionError(
                "cards-played", "Des cartes sont déjà jouées : la manche se finit carte par carte."
            )
        if len(tricks) != self.players:
            raise IllegalActionError("bad-tricks", f"Notez les plis des {self.players} joueurs de la manche.")
        for seat, count in enumerate(tricks):
            if not 0 <= count <= self.cards:
                raise IllegalActionError(
                    "bad-tricks",
                    f"{self.names[seat]} ne peut pas faire {count} plis : la manche en compte {self.cards}.",
                )
        if sum(tricks) != self.cards:
            raise IllegalActionError(
                "bad-tricks",
                f"Les plis notés font {sum(tricks)}, il en faut {self.cards} : un par carte distribuée.",
            )

    # ----- replay and display
    @classmethod
    def replay(
        cls,
        hands: Sequence[Sequence[Card | str]],
        dealer: int,
        actions: Sequence[Action | Event],
        settings: Settings = REFERENCE,
        names: Sequence[str] | None = None,
    ) -> Round:
        """A round rebuilt from its deal and its actions or events, every action checked."""
        r = cls(hands, dealer, settings, names)
        for action in actions:
            r.apply(action_of(action, settings) if isinstance(action, BidMade | CardPlayed) else action)
        return r

    def __str__(self) -> str:
        lines = []
        for seat in range(self.players):
            mark = " (donneur)" if seat == self.dealer else ""
            bid = self.bid_of(seat)
            said = "-" if bid is None else str(bid)
            hand = " ".join(str(c) for c in sorted(self.hands[seat], key=card_code, reverse=True))
            lines.append(f"{self.names[seat]}{mark} : {hand} | annonce {said}, plis {self._tricks[seat]}")
        return "\n".join(lines)


if TYPE_CHECKING:
    _FOLLOWS_THE_PROTOCOL: type[GameState[Action, Event]] = Round
