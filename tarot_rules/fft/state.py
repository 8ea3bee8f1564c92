"""The deal state machine: bidding, call, chien and écart, announcements, play, result.

Each action checks the rules (raising [`IllegalActionError`][tarot_rules.errors.IllegalActionError]
and leaving the deal untouched), returns a frozen event and appends it to the
history; ``can_…`` answers without raising. A deal follows the
[`GameState`][tarot_rules.game.GameState] protocol of both games (``to_move``,
``legal_actions``, ``apply``, ``history``, ``is_over``, ``copy``). ``bid_unchecked``,
``play_unchecked`` and ``play_random`` are the fast path for simulations: no check, no event object
(the history rebuilds the events when it is read).

>>> deal = Deal(FFT4, seed=1)
>>> deal.phase, deal.to_move
(enchères, 1)
>>> for bid in ("passe", "garde", "passe", "passe"):
...     _ = deal.bid(bid)
>>> deal.phase, deal.taker, deal.contract
(écart, 2, Garde)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, assert_never

from tarot_rules.cards import DECK, Card, parse_card, parse_cards
from tarot_rules.errors import IllegalActionError, InvalidFactsError
from tarot_rules.fft.actions import (
    Action,
    AnnounceChelem,
    AnnounceMisere,
    Bid,
    Call,
    Discard,
    Ecarts,
    Play,
    ShowPoignee,
)
from tarot_rules.fft.announcements import (
    check_ecart,
    check_poignee,
    ecart_candidates,
    ecart_trump_count,
    legal_ecart_mask,
)
from tarot_rules.fft.bidding import callable_cards, check_bid, check_call, legal_bids
from tarot_rules.fft.counting import CampCount, PlayedTrick, count_camps, count_points
from tarot_rules.fft.deal import (
    Misere,
    Seed,
    deal_masks,
    first_player,
    has_petit_sec,
    misere_kinds,
    next_dealer,
)
from tarot_rules.fft.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    ChelemAnnounced,
    EcartMade,
    Event,
    MisereAnnounced,
    PoigneeShown,
)
from tarot_rules.fft.rules import FFT4, Camp, Contract, Rules, parse_bid
from tarot_rules.fft.scoring import ScoreBreakdown, breakdown
from tarot_rules.fft.tricks import (
    ABOVE_TRUMP,
    ALL_CARDS,
    EXCUSE_BIT,
    EXCUSE_INDEX,
    LEAD_KIND,
    NO_LEAD,
    POWER,
    SUIT_MASKS,
    TRUMP,
    TRUMP_MASK,
    TRUMP_STRENGTH,
    called_suit_mask,
    cards_of,
    indices,
    play_error,
    play_rule,
    to_mask,
)
from tarot_rules.game import ActionView, GameState, seat_name

_ATTACK, _DEFENCE = 1, 2

# The history is kept compact, so that simulations build no event object: the cards
# played are read from the tricks, and the other actions are stored with the number of
# cards played before them; a ``(seat, contract)`` pair is a bid, ``_ECART`` the écart
# (rebuilt from ``ecart_mask``), other events are kept as they are.
_ECART = "écart"
_Entry = tuple[int, Contract | None] | str | Event


@cache
def seat_orders(players: int) -> tuple[tuple[int, ...], ...]:
    """``seat_orders(n)[leader]``: the seats in playing order in a trick led by ``leader``.

    >>> seat_orders(4)[2]
    (2, 3, 0, 1)
    """
    return tuple(tuple((leader + k) % players for k in range(players)) for leader in range(players))


def _no_random() -> float:
    raise AssertionError("a card to play was given")


class Phase(Enum):
    """Where a deal stands."""

    BIDDING = "enchères"
    CALL = "appel"
    ECART = "écart"
    PLAY = "jeu"
    FINISHED = "terminée"
    REDEAL = "à redistribuer"

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return self.value


class LegalCards:
    """The cards the player to move may play (``in``, ``len``, iteration), as a live view.

    Lifetime: like [ActionView][tarot_rules.game.ActionView], the view reads the deal each
    time it is used, so it always answers for the position as it is now; keep
    ``tuple(view)`` to remember the cards of one position.
    """

    __slots__ = ("_deal",)

    def __init__(self, deal: Deal) -> None:
        self._deal = deal

    @property
    def mask(self) -> int:
        """The legal cards now, as a bit set."""
        return self._deal.legal_mask()

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self._deal.legal_mask() >> card.index & 1)

    def __len__(self) -> int:
        return self._deal.legal_mask().bit_count()

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_of(self._deal.legal_mask()))

    def __repr__(self) -> str:
        return repr(tuple(self))


def _card(card: Card | str) -> Card:
    return parse_card(card) if isinstance(card, str) else card


def _cards(cards: Iterable[Card] | str) -> tuple[Card, ...]:
    return parse_cards(cards) if isinstance(cards, str) else tuple(_card(c) for c in cards)


class Deal:
    """One deal of French Tarot, from the dealt hands to the score.

    Seats are 0 … players − 1 in turn order; ``seed`` (any int or str) makes the
    deal reproducible, or pass ``hands`` (by seat) and ``chien`` explicitly.
    ``after_misdeal`` marks the redeal of a misdeal, dealt again by the same dealer: with
    ``Rules.misdeal_dealer_passes`` (FFT) that dealer may only pass.

    >>> deal = Deal(FFT4, seed=3, dealer=2, after_misdeal=True)
    >>> for bid in ("passe", "garde", "passe"):
    ...     _ = deal.bid(bid)
    >>> deal.to_move, deal.legal_bids
    (2, (None,))
    >>> deal.bid("garde sans")
    Traceback (most recent call last):
    ...
    tarot_rules.errors.IllegalActionError: J3 a redistribué après une maldonne : il ne peut que passer.
    """

    __slots__ = (
        "_attack_seats",
        "_best",
        "_best_pos",
        "_bids",
        "_called_index",
        "_events",
        "_forbidden_lead",
        "_hands",
        "_last_trick",
        "_led",
        "_locked_seat",
        "_players",
        "_seat_order",
        "_seat_orders",
        "_to_move",
        "_top",
        "_trick_cards",
        "_won",
        "after_misdeal",
        "called",
        "chelem_announced",
        "chien_mask",
        "dealer",
        "ecart_mask",
        "highest",
        "initial_hands",
        "miseres",
        "partner",
        "phase",
        "poignees",
        "redeal_reason",
        "rules",
        "seed",
        "taker",
        "tricks",
    )

    def __init__(
        self,
        rules: Rules = FFT4,
        *,
        seed: Seed | None = None,
        dealer: int = 0,
        hands: Sequence[Iterable[Card] | str] | None = None,
        chien: Iterable[Card] | str | None = None,
        after_misdeal: bool = False,
    ) -> None:
        if not 0 <= dealer < rules.players:
            raise InvalidFactsError("bad-seat", f"Le donneur doit être un des {rules.players} joueurs.")
        self.rules = rules
        self._players = rules.players
        self.dealer = dealer
        self.seed = seed
        self.after_misdeal = after_misdeal
        if hands is None:
            masks, chien_mask = deal_masks(rules, random.Random(seed), dealer)
        else:
            masks, chien_mask = self._given_hands(rules, hands, chien)
        self.initial_hands: tuple[int, ...] = tuple(masks)
        self.chien_mask = chien_mask
        self._hands = masks
        self._events: list[tuple[int, _Entry]] = []
        self.phase = Phase.BIDDING
        self.redeal_reason = ""
        self._to_move = first_player(rules, dealer)
        self._bids = 0
        self.highest: Contract | None = None
        self.taker: int | None = None
        self.called: Card | None = None
        self.partner: int | None = None
        self.ecart_mask = 0
        self.chelem_announced = False
        self.poignees: list[PoigneeShown] = []
        self.miseres: list[MisereAnnounced] = []
        self.tricks: list[PlayedTrick] = []
        # The trick being played: its cards, the seats in playing order, what was led,
        # the strongest card so far (see STRENGTH) and its position.
        self._trick_cards: list[int] = []
        self._last_trick = rules.tricks - 1
        self._seat_orders = seat_orders(rules.players)
        self._seat_order = self._seat_orders[self._to_move]
        self._led = NO_LEAD
        self._best = -1
        self._best_pos = 0
        self._top = 0  # the highest trump rank in the trick (0 if none)
        self._attack_seats: tuple[int | None, ...] = ()
        self._won = 0  # _ATTACK | _DEFENCE: the camps that have won a trick
        self._forbidden_lead = 0
        self._called_index = -1
        self._locked_seat = -1  # the chelem announcer who must keep the Excuse for last
        if rules.petit_sec_redeal:
            for seat, hand in enumerate(masks):
                if has_petit_sec(hand):
                    self.phase = Phase.REDEAL
                    self.redeal_reason = f"petit sec chez {seat_name(seat)}"
                    break

    @staticmethod
    def _given_hands(
        rules: Rules, hands: Sequence[Iterable[Card] | str], chien: Iterable[Card] | str | None
    ) -> tuple[list[int], int]:
        masks = [to_mask(_cards(hand)) for hand in hands]
        chien_mask = to_mask(_cards(chien or ()))
        sizes = [mask.bit_count() for mask in masks]
        union = chien_mask
        for mask in masks:
            union |= mask
        if (
            len(masks) != rules.players
            or any(size != rules.hand_size for size in sizes)
            or chien_mask.bit_count() != rules.chien_size
            or union != ALL_CARDS
        ):
            raise InvalidFactsError(
                "bad-hands",
                f"Il faut {rules.players} mains de {rules.hand_size} cartes et un chien de "
                f"{rules.chien_size}, sans carte en double.",
            )
        return masks, chien_mask

    # ----- views -------------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat to act (to bid, call, discard or play), ``None`` once the deal is over."""
        return None if self.is_over else self._to_move

    @property
    def is_over(self) -> bool:
        """Whether the deal is finished or must be dealt again."""
        return self.phase is Phase.FINISHED or self.phase is Phase.REDEAL

    @property
    def legal_actions(self) -> ActionView[Action]:
        """The actions the player to move may take, as a live [ActionView][tarot_rules.game.ActionView]:
        its bids, its calls, its écarts, or its cards to play (and the chelem or misère
        announcements when they are allowed). Showing a poignée is an optional declaration
        that `apply` accepts but the view does not list.
        """
        return ActionView(self._legal_actions_now)

    def _legal_actions_now(self) -> Sequence[Action]:
        phase = self.phase
        if phase is Phase.BIDDING:
            return tuple(Bid(contract) for contract in self.legal_bids)
        if phase is Phase.CALL:
            return tuple(Call(card) for card in self.legal_calls)
        if phase is Phase.ECART:
            return Ecarts(*ecart_candidates(self._hands[self._to_move]), self.rules.chien_size)
        if phase is not Phase.PLAY:
            return ()
        actions: list[Action] = [Play(card) for card in cards_of(self.legal_mask())]
        if self.can_announce_chelem():
            actions.append(AnnounceChelem())
        actions += [AnnounceMisere(kind) for kind in Misere if self.can_announce_misere(kind)]
        return tuple(actions)

    def copy(self) -> Deal:
        """An independent copy of the deal: actions applied to one do not change the other."""
        twin = Deal.__new__(Deal)
        for name in self.__slots__:
            value = getattr(self, name)
            setattr(twin, name, value.copy() if isinstance(value, list) else value)
        return twin

    @property
    def contract(self) -> Contract | None:
        """The contract once bidding is over (``None`` before, or if all passed)."""
        return self.highest if self.phase not in (Phase.BIDDING, Phase.REDEAL) else None

    @property
    def next_dealer(self) -> int:
        """Who deals next (after this deal, a pass-out or a petit sec)."""
        return next_dealer(self.rules, self.dealer)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """Cards now in ``seat``'s hand, in deck order."""
        return cards_of(self._hands[seat])

    def hand_mask(self, seat: int) -> int:
        """Cards now in ``seat``'s hand, as a bit set (the fast path of `hand`)."""
        return self._hands[seat]

    @property
    def played_mask(self) -> int:
        """Every card played so far (the tricks and the trick in progress), as a bit set: the cards
        neither in a hand nor out of play (a few integer operations, for simulations).

        >>> deal = Deal(FFT4, seed=1)
        >>> for bid in ("passe", "garde sans", "passe", "passe"):
        ...     _ = deal.bid(bid)
        >>> _ = deal.play_random(random.Random(1), cards=6)
        >>> deal.played_mask.bit_count()
        6
        """
        out = self.ecart_mask if self.highest is not None and self.highest.takes_chien else self.chien_mask
        for hand in self._hands:
            out |= hand
        return ALL_CARDS & ~out

    @property
    def trick_indices(self) -> tuple[int, ...]:
        """Card indices played so far to the current trick (the fast path of `trick`)."""
        return tuple(self._trick_cards)

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the current trick."""
        return self._seat_order[0]

    def with_hidden_cards(self, hands: Sequence[int], out_of_play: int) -> Deal:
        """A copy of a deal being played where the cards not played yet are placed otherwise: the
        current ``hands`` by seat (bit sets) and the cards ``out_of_play`` (the écart, or the chien
        unseen in a Garde sans or contre). The called card's holder becomes the partner, unless it
        was already played. For simulations: the copy is played on, the deal is unchanged.

        >>> deal = Deal(FFT4, seed=1)
        >>> for bid in ("passe", "garde sans", "passe", "passe"):
        ...     _ = deal.bid(bid)
        >>> swapped = deal.with_hidden_cards([deal.hand_mask(s) for s in (1, 0, 2, 3)], deal.chien_mask)
        >>> swapped.hand(0) == deal.hand(1), swapped.phase
        (True, jeu)
        """
        twin = self.copy()
        twin._hands = list(hands)
        if self.highest is not None and self.highest.takes_chien:
            twin.ecart_mask = out_of_play
        else:
            twin.chien_mask = out_of_play
        called = self._called_index
        played = called in self._trick_cards or any(called in trick.cards for trick in self.tricks)
        if called >= 0 and not played:
            holders = [s for s, hand in enumerate(hands) if hand >> called & 1 and s != self.taker]
            twin.partner = holders[0] if holders else None
            twin._attack_seats = (self.taker, twin.partner)
        return twin

    @property
    def chien(self) -> tuple[Card, ...]:
        """The chien as dealt."""
        return cards_of(self.chien_mask)

    @property
    def ecart(self) -> tuple[Card, ...]:
        """The taker's écart (empty before it is made, or without one)."""
        return cards_of(self.ecart_mask)

    @property
    def trick(self) -> tuple[Card, ...]:
        """Cards played so far to the current trick."""
        return tuple(DECK[i] for i in self._trick_cards)

    @property
    def attack(self) -> frozenset[int]:
        """Seats of the taker's camp (the called partner is included, secret or not)."""
        return frozenset(s for s in (self.taker, self.partner) if s is not None)

    @property
    def history(self) -> tuple[Event, ...]:
        """Every event so far, in order (replay one with ``apply(action_of(event))``, see
        [`action_of`][tarot_rules.fft.action_of])."""
        played: list[Event] = []
        for number, trick in enumerate(self.tricks):
            last = len(trick.cards) - 1
            for position, (seat, index) in enumerate(zip(trick.seats, trick.cards, strict=True)):
                played.append(
                    CardPlayed(seat, DECK[index], number, trick.winner if position == last else None)
                )
        for seat, index in zip(self._seat_order, self._trick_cards, strict=False):
            played.append(CardPlayed(seat, DECK[index], len(self.tricks)))
        events: list[Event] = []
        shown = 0
        for cards_before, entry in self._events:
            events += played[shown:cards_before]
            shown = max(shown, cards_before)
            if isinstance(entry, tuple):
                events.append(BidMade(*entry))
            elif isinstance(entry, str):
                events.append(self._ecart_event())
            else:
                events.append(entry)
        return tuple(events + played[shown:])

    def _record(self, entry: _Entry) -> None:
        """Add an action other than a card to the history, after the cards played so far."""
        self._events.append((len(self.tricks) * self._players + len(self._trick_cards), entry))

    def __repr__(self) -> str:
        text = f"Donne {self.rules}, donneur {seat_name(self.dealer)}, phase {self.phase}"
        if self.phase is Phase.REDEAL:
            return f"{text} ({self.redeal_reason})"
        if self.phase is not Phase.FINISHED:
            text += f", à {seat_name(self._to_move)}"
        return text

    # ----- bidding -----------------------------------------------------------------------------

    def _require(self, phase: Phase, action: str) -> None:
        if self.phase is not phase:
            raise IllegalActionError(
                "wrong-phase", f"On ne peut pas {action} pendant la phase « {self.phase} »."
            )

    @property
    def legal_bids(self) -> tuple[Contract | None, ...]:
        """Pass (``None``) and the contracts the player to move may bid."""
        if self.phase is not Phase.BIDDING:
            return ()
        return (None,) if self._dealer_must_pass() else legal_bids(self.highest)

    def _dealer_must_pass(self) -> bool:
        """The dealer who deals again after a misdeal speaks, and the rules forbid him to bid."""
        return self.after_misdeal and self.rules.misdeal_dealer_passes and self._to_move == self.dealer

    def bid(self, contract: Contract | str | None) -> BidMade:
        """The player to move bids ``contract`` (or passes with ``None`` / ``"passe"``)."""
        self._require(Phase.BIDDING, "enchérir")
        value = parse_bid(contract)
        if value is not None and self._dealer_must_pass():
            raise IllegalActionError(
                "dealer-after-misdeal",
                f"{seat_name(self.dealer)} a redistribué après une maldonne : il ne peut que passer.",
                (None,),
            )
        check_bid(self.highest, value)
        seat = self._to_move
        self.bid_unchecked(value)
        return BidMade(seat, value)

    def bid_unchecked(self, contract: Contract | None) -> None:
        """The player to move bids ``contract`` (``None``: passes) without any check (fast path)."""
        seat = self._to_move
        self._record((seat, contract))
        if contract is not None:
            self.highest, self.taker = contract, seat
        self._bids += 1
        self._to_move = seat + 1 if seat + 1 < self._players else 0
        if self._bids == self._players:
            self._end_bidding()

    def can_bid(self, contract: Contract | str | None) -> bool:
        """Whether [`bid`][tarot_rules.fft.Deal.bid] would accept ``contract``."""
        try:
            value = parse_bid(contract)
        except ValueError:
            return False
        return self.phase is Phase.BIDDING and value in self.legal_bids

    def _end_bidding(self) -> None:
        if self.taker is None:
            self.phase = Phase.REDEAL
            self.redeal_reason = "tous les joueurs ont passé"
        elif self.rules.calls_partner:
            self.phase = Phase.CALL
            self._to_move = self.taker
        else:
            self._take_chien()

    # ----- call, chien, écart ------------------------------------------------------------------

    def call(self, card: Card | str) -> CardCalled:
        """At 5 players, the taker calls a Roi (or the card its hand requires)."""
        self._require(Phase.CALL, "appeler")
        card = _card(card)
        assert self.taker is not None
        check_call(self.hand(self.taker), card)
        event = CardCalled(self.taker, card)
        self._record(event)
        self.called = card
        self._called_index = card.index
        holders = [s for s, hand in enumerate(self._hands) if hand >> card.index & 1 and s != self.taker]
        self.partner = holders[0] if holders else None
        self._take_chien()
        return event

    @property
    def legal_calls(self) -> tuple[Card, ...]:
        """At 5 players, the cards the taker may call."""
        if self.phase is not Phase.CALL or self.taker is None:
            return ()
        return callable_cards(self.hand(self.taker))

    def _take_chien(self) -> None:
        assert self.highest is not None and self.taker is not None
        if self.highest.takes_chien:
            self.phase = Phase.ECART
            self._to_move = self.taker
            self._hands[self.taker] |= self.chien_mask
        else:
            self._start_play()

    @property
    def legal_ecart_cards(self) -> tuple[Card, ...]:
        """Cards the taker may put in the écart (trumps only if there are not enough others)."""
        if self.phase is not Phase.ECART:
            return ()
        plain, trumps = ecart_candidates(self._hands[self._to_move])
        return cards_of(legal_ecart_mask(plain, trumps, self.rules.chien_size))

    def discard(self, cards: Iterable[Card] | str) -> EcartMade:
        """The taker, holding the chien, puts ``cards`` in the écart."""
        self._require(Phase.ECART, "écarter")
        mask = to_mask(_cards(cards))
        check_ecart(self.rules, self._hands[self._to_move], mask)
        return self._discard(mask)

    def _discard(self, mask: int) -> EcartMade:
        self.discard_unchecked(mask)
        return self._ecart_event()

    def discard_unchecked(self, mask: int) -> None:
        """The taker puts the cards of bit set ``mask`` in the écart, without any check (fast path)."""
        self._record(_ECART)
        self._hands[self._to_move] &= ~mask
        self.ecart_mask = mask
        self._start_play()

    def _ecart_event(self) -> EcartMade:
        assert self.taker is not None
        return EcartMade(self.taker, cards_of(self.ecart_mask), cards_of(self.ecart_mask & TRUMP_MASK))

    def discard_random(self, rng: random.Random) -> EcartMade:
        """A random legal écart (for simulations)."""
        self._require(Phase.ECART, "écarter")
        return self._discard(self._random_ecart(rng))

    def _random_ecart(self, rng: random.Random) -> int:
        plain, trumps = ecart_candidates(self._hands[self._to_move])
        size = self.rules.chien_size
        pool = list(indices(plain))
        short = ecart_trump_count(plain, size)
        chosen = pool + rng.sample(list(indices(trumps)), short) if short else rng.sample(pool, size)
        mask = 0
        for index in chosen:
            mask |= 1 << index
        return mask

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self._attack_seats = (self.taker, self.partner)
        self._forbidden_lead = called_suit_mask(self.called)
        if self.chelem_announced and self.taker is not None:
            self._lead(self.taker)  # announced during the call or the écart
            self._update_excuse_lock()
        else:
            self._lead(first_player(self.rules, self.dealer))

    def _lead(self, seat: int) -> None:
        """``seat`` leads the next trick."""
        self._to_move = seat
        self._seat_order = self._seat_orders[seat]

    # ----- announcements -----------------------------------------------------------------------

    def can_announce_chelem(self) -> bool:
        """Whether [announce_chelem][tarot_rules.fft.Deal.announce_chelem] would accept a chelem."""
        return self._chelem_refusal() is None

    def _chelem_refusal(self) -> IllegalActionError | None:
        phase = self.phase
        if self.chelem_announced:
            return IllegalActionError("chelem-twice", "Le chelem est déjà annoncé.")
        if phase is Phase.PLAY:
            if self._trick_cards or self.tricks:
                return IllegalActionError("chelem-late", "Le chelem s'annonce avant la première carte.")
            return None
        if phase in (Phase.CALL, Phase.ECART) and self.rules.chelem_timing == "after-bidding":
            return None
        if phase in (Phase.CALL, Phase.ECART):
            return IllegalActionError(
                "chelem-early", "Avec ce réglage, le chelem s'annonce après l'écart, avant la première carte."
            )
        return IllegalActionError(
            "wrong-phase", f"On ne peut pas annoncer un chelem pendant la phase « {self.phase} »."
        )

    def announce_chelem(self) -> ChelemAnnounced:
        """The taker announces a chelem, from the end of the bidding (FFT; after the écart with
        ``Rules.chelem_timing == "after-ecart"``) until the first card; it will lead the first trick.

        >>> deal = Deal(FFT4, seed=1)
        >>> for bid in ("passe", "garde", "passe", "passe"):
        ...     _ = deal.bid(bid)
        >>> deal.phase, deal.can_announce_chelem()
        (écart, True)
        >>> print(deal.announce_chelem())
        J3 annonce un chelem
        """
        refusal = self._chelem_refusal()
        if refusal is not None:
            raise refusal
        assert self.taker is not None
        event = ChelemAnnounced(self.taker)
        self._record(event)
        self.chelem_announced = True
        if self.phase is Phase.PLAY:
            self._lead(self.taker)
            self._update_excuse_lock()
        return event

    def announce_misere(self, kind: Misere) -> MisereAnnounced:
        """The player to move announces the misère ``kind`` before its first card, showing its hand
        as dealt; a hand with neither trump nor face card announces both, one after the other.

        Only with rules that play it (``Rules.misere``, not FFT): [Misere.ATOUT][tarot_rules.fft.Misere]
        with no trump among the cards dealt (the Excuse is allowed), [Misere.TETES][tarot_rules.fft.Misere]
        with no Roi, Dame, Cavalier or Valet.
        """
        self._require(Phase.PLAY, "annoncer une misère")
        seat = self._to_move
        if not self.rules.misere:
            raise IllegalActionError(
                "no-misere", f"La misère n'est pas une règle FFT : elle ne se joue pas avec « {self.rules} »."
            )
        if self.tricks or any(shown.seat == seat and shown.kind is kind for shown in self.miseres):
            raise IllegalActionError(
                "misere-late", f"Une {kind} s'annonce une seule fois, avant de jouer sa première carte."
            )
        dealt = self.initial_hands[seat]
        if kind not in misere_kinds(dealt):
            missing = "un atout" if kind is Misere.ATOUT else "une figure (Roi, Dame, Cavalier, Valet)"
            raise IllegalActionError("not-misere", f"Pas de {kind} avec {missing} en main.")
        event = MisereAnnounced(seat, kind, cards_of(dealt))
        self._record(event)
        self.miseres.append(event)
        return event

    def can_announce_misere(self, kind: Misere) -> bool:
        """Whether [`announce_misere`][tarot_rules.fft.Deal.announce_misere] would accept the misère
        ``kind`` from the player to move."""
        seat = self._to_move
        return (
            self.phase is Phase.PLAY
            and bool(self.rules.misere)
            and not self.tricks
            and not any(shown.seat == seat and shown.kind is kind for shown in self.miseres)
            and kind in misere_kinds(self.initial_hands[seat])
        )

    def show_poignee(self, cards: Iterable[Card] | str) -> PoigneeShown:
        """The player to move shows a poignée before playing its first card."""
        self._require(Phase.PLAY, "montrer une poignée")
        seat = self._to_move
        if self.tricks or any(p.seat == seat for p in self.poignees):
            raise IllegalActionError(
                "poignee-late",
                "Une poignée se montre une seule fois, juste avant de jouer sa première carte.",
            )
        mask = to_mask(_cards(cards))
        ecart = self.ecart_mask if seat == self.taker else 0
        size = check_poignee(self.rules, self._hands[seat], mask, ecart)
        shown = tuple(sorted(cards_of(mask & TRUMP_MASK), reverse=True)) + cards_of(mask & EXCUSE_BIT)
        event = PoigneeShown(seat, size, shown)
        self._record(event)
        self.poignees.append(event)
        return event

    # ----- play --------------------------------------------------------------------------------

    def legal_mask(self) -> int:
        """Legal cards of the player to move as a bit set (0 outside the play phase)."""
        if self.phase is not Phase.PLAY:
            return 0
        seat = self._to_move
        hand, locked = self._hands[seat], seat == self._locked_seat
        return play_rule(hand, self._led, self._top, self._forbidden_lead, locked) & ALL_CARDS

    @property
    def legal_cards(self) -> LegalCards:
        """The cards the player to move may play."""
        return LegalCards(self)

    def can_play(self, card: Card | str) -> bool:
        """Whether [`play`][tarot_rules.fft.Deal.play] would accept ``card``."""
        try:
            index = _card(card).index
        except ValueError:
            return False
        return bool(self.legal_mask() >> index & 1)

    def check_play(self, card: Card) -> None:
        """Raise ``IllegalActionError`` with the rule's French wording unless ``card`` is legal."""
        self._require(Phase.PLAY, "jouer une carte")
        seat = self._to_move
        error = play_error(
            self._hands[seat],
            self._led,
            self._top,
            card.index,
            forbidden_lead=self._forbidden_lead,
            excuse_last=seat == self._locked_seat,
            called=self.called,
        )
        if error is not None:
            raise error

    def play(self, card: Card | str) -> CardPlayed:
        """The player to move plays ``card`` (checked)."""
        card = _card(card)
        self.check_play(card)
        seat, number = self._to_move, len(self.tricks)
        self.play_unchecked(card.index)
        winner = self.tricks[number].winner if len(self.tricks) > number else None
        return CardPlayed(seat, card, number, winner)

    def play_unchecked(self, index: int) -> None:
        """Play card ``index`` for the player to move without any check (simulation fast path)."""
        self._advance(_no_random, index, 1)

    def play_random(self, rng: random.Random, cards: int | None = None) -> int:
        """Play random legal cards in turn, unchecked (the simulation fast path).

        Stops when the deal is finished or after ``cards`` cards; returns how many were
        played. With ``n`` legal cards, the one played is the ``int(rng.random() * n)``-th
        in deck order (no draw when there is a single legal card).

        >>> deal = Deal(FFT4, seed=1)
        >>> for bid in ("passe", "garde sans", "passe", "passe"):
        ...     _ = deal.bid(bid)
        >>> deal.play_random(random.Random(1), cards=6), len(deal.tricks), len(deal.trick)
        (6, 1, 2)
        >>> deal.play_random(random.Random(1)), deal.phase
        (66, terminée)
        """
        return self._advance(rng.random, -1, len(DECK) if cards is None else cards)

    def _advance(self, uniform: Callable[[], float], forced: int, limit: int) -> int:
        """Play up to ``limit`` cards: card ``forced`` if it is one (≥ 0), else random legal
        cards drawn with ``uniform``. The hot loop: the trick is kept in local variables."""
        hands, players = self._hands, self._players
        played = 0
        while played < limit and self.phase is Phase.PLAY:
            cards = self._trick_cards
            led, best, best_pos = self._led, self._best, self._best_pos
            top, power = self._top, POWER[led]  # the highest trump in the trick, the strengths
            forbidden, locked = self._forbidden_lead, self._locked_seat
            start = len(cards)
            for seat in self._seat_order[start : start + limit - played]:
                hand = hands[seat]
                if forced >= 0:
                    index, bit = forced, 1 << forced
                else:
                    # tricks.play_rule, inlined: the hottest lines of the engine
                    if led < 0:
                        legal = hand & ~forbidden or hand
                    elif led < TRUMP and hand & SUIT_MASKS[led]:
                        legal = hand & (SUIT_MASKS[led] | EXCUSE_BIT)
                    elif hand & TRUMP_MASK:
                        legal = (hand & ABOVE_TRUMP[top] or hand & TRUMP_MASK) | hand & EXCUSE_BIT
                    else:
                        legal = hand
                    if seat == locked and legal != EXCUSE_BIT:
                        legal &= ~EXCUSE_BIT
                    count = legal.bit_count()
                    if count > 1:
                        for _ in range(int(uniform() * count)):
                            legal &= legal - 1
                    bit = legal & -legal
                    index = bit.bit_length() - 1
                hands[seat] = hand ^ bit
                if led < 0:
                    led = LEAD_KIND[index]
                    power = POWER[led]
                if power[index] > best:
                    best, best_pos = power[index], len(cards)
                    if best > TRUMP_STRENGTH:
                        top = best - TRUMP_STRENGTH
                cards.append(index)
            played += len(cards) - start
            if len(cards) == players:
                self._end_trick(best_pos)
            else:
                self._led, self._best, self._best_pos, self._top = led, best, best_pos, top
                self._to_move = self._seat_order[len(cards)]
        return played

    def _end_trick(self, best_pos: int) -> None:
        cards, seats = tuple(self._trick_cards), self._seat_order
        winner = seats[best_pos]
        attack = self._attack_seats
        last = len(self.tricks) == self._last_trick
        if last and EXCUSE_INDEX in cards:
            owner = seats[cards.index(EXCUSE_INDEX)]
            if self._won == (_ATTACK if owner in attack else _DEFENCE) and (
                self.chelem_announced or self.rules.excuse_chelem == "any-chelem"
            ):
                winner = owner  # chelem: the Excuse played last wins the last trick
        self.tricks.append(PlayedTrick(seats, cards, winner))
        self._won |= _ATTACK if winner in attack else _DEFENCE
        self._trick_cards = []
        self._led, self._best, self._best_pos, self._top = NO_LEAD, -1, 0, 0
        if self._forbidden_lead and (
            self.rules.called_suit_lead == "first-lead" or self._called_index in cards
        ):
            self._forbidden_lead = 0
        if last:
            self.phase = Phase.FINISHED
        else:
            self._to_move, self._seat_order = winner, self._seat_orders[winner]
        if self.chelem_announced:
            self._update_excuse_lock()

    def _update_excuse_lock(self) -> None:
        locked = self._won in (0, _ATTACK) and len(self.tricks) < self._last_trick
        self._locked_seat = self.taker if self.chelem_announced and locked and self.taker is not None else -1

    def apply(self, action: Action) -> Event:
        """Check and apply ``action`` for the player to move (a history replays with
        [action_of][tarot_rules.fft.actions.action_of])."""
        match action:
            case Play():
                return self.play(action.card)
            case Bid():
                return self.bid(action.contract)
            case Call():
                return self.call(action.card)
            case Discard():
                return self.discard(action.cards)
            case AnnounceChelem():
                return self.announce_chelem()
            case ShowPoignee():
                return self.show_poignee(action.cards)
            case AnnounceMisere():
                return self.announce_misere(action.kind)
            case _ as unreachable:
                assert_never(unreachable)

    # ----- result ------------------------------------------------------------------------------

    def count(self) -> CampCount:
        """Points, bouts, petit au bout and chelem of the finished deal, by camp."""
        if self.phase is not Phase.FINISHED:
            raise IllegalActionError("not-finished", "La donne n'est pas terminée.")
        assert self.highest is not None
        if self.highest.takes_chien:
            extra = self.ecart_mask
        else:
            extra = self.chien_mask if self.highest.chien_to_attack else 0
        return count_camps(self.tricks, self.attack, extra, self.rules.excuse_last_trick)

    def score(self) -> ScoreBreakdown:
        """The score breakdown of the finished deal."""
        counted = self.count()
        assert self.highest is not None and self.taker is not None
        attack = self.attack
        rules = self.rules
        return breakdown(
            rules,
            contract=self.highest,
            count=count_points(
                counted.attack_points, counted.attack_bouts, rounding=rules.difference_rounding
            ),
            bouts=counted.attack_bouts,
            poignees=tuple(
                (p.size, Camp.ATTAQUE if p.seat in attack else Camp.DEFENSE) for p in self.poignees
            ),
            petit_au_bout=counted.petit_au_bout,
            chelem_announced=self.chelem_announced,
            chelem=counted.chelem,
            taker=self.taker,
            partner=self.partner,
            miseres=tuple(shown.seat for shown in self.miseres),
        )


if TYPE_CHECKING:
    _FOLLOWS_THE_PROTOCOL: type[GameState[Action, Event]] = Deal
