"""The deal state machine: bidding, call, chien and écart, announcements, play, result.

Each action checks the rules (raising :class:`~tarot_rules.errors.IllegalActionError`
and leaving the deal untouched), returns a frozen event and appends it to the
history; ``can_…`` answers without raising, ``play_unchecked`` is the fast path
for simulations.

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
from collections.abc import Iterable, Iterator, Sequence
from enum import Enum

from tarot_rules.cards import DECK, EXCUSE, Card, parse_card, parse_cards
from tarot_rules.errors import IllegalActionError, InvalidFactsError
from tarot_rules.fft.announcements import check_ecart, check_poignee, ecart_candidates
from tarot_rules.fft.bidding import callable_cards, check_bid, check_call, legal_bids
from tarot_rules.fft.counting import CampCount, PlayedTrick, count_camps
from tarot_rules.fft.deal import Seed, deal_masks, first_player, has_petit_sec, next_dealer
from tarot_rules.fft.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    ChelemAnnounced,
    EcartMade,
    Event,
    PoigneeShown,
)
from tarot_rules.fft.rules import FFT4, Camp, Contract, Rules, parse_bid
from tarot_rules.fft.scoring import ScoreBreakdown, score, seat_name
from tarot_rules.fft.tricks import (
    EXCUSE_BIT,
    EXCUSE_KIND,
    KIND,
    NO_LEAD,
    STRENGTH,
    TRUMP,
    TRUMP_MASK,
    TRUMP_STRENGTH,
    called_suit_mask,
    cards_of,
    explain_illegal,
    indices,
    legal_mask,
    to_mask,
)

EXCUSE_INDEX = EXCUSE.index
_ATTACK, _DEFENCE = 1, 2


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
    """Lazy view of the cards the player to move may play: ``in``, ``len``, iteration."""

    __slots__ = ("mask",)

    def __init__(self, mask: int) -> None:
        self.mask = mask

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask >> card.index & 1)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __iter__(self) -> Iterator[Card]:
        return (DECK[i] for i in indices(self.mask))

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
    """

    def __init__(
        self,
        rules: Rules = FFT4,
        *,
        seed: Seed | None = None,
        dealer: int = 0,
        hands: Sequence[Iterable[Card] | str] | None = None,
        chien: Iterable[Card] | str | None = None,
    ) -> None:
        if not 0 <= dealer < rules.players:
            raise InvalidFactsError("bad-seat", f"Le donneur doit être un des {rules.players} joueurs.")
        self.rules = rules
        self._players = rules.players
        self.dealer = dealer
        self.seed = seed
        if hands is None:
            masks, chien_mask = deal_masks(rules, random.Random(seed), dealer)
        else:
            masks, chien_mask = self._given_hands(rules, hands, chien)
        self.initial_hands: tuple[int, ...] = tuple(masks)
        self.chien_mask = chien_mask
        self._hands = list(masks)
        self._events: list[Event | int] = []
        self.phase = Phase.BIDDING
        self.redeal_reason = ""
        self.to_move = first_player(rules, dealer)
        self._bids = 0
        self.highest: Contract | None = None
        self.taker: int | None = None
        self.called: Card | None = None
        self.partner: int | None = None
        self.ecart_mask = 0
        self.chelem_announced = False
        self.poignees: list[PoigneeShown] = []
        self.tricks: list[PlayedTrick] = []
        self._trick_seats: list[int] = []
        self._trick_cards: list[int] = []
        self._led = NO_LEAD
        self._best = -1
        self._best_pos = 0
        self._won = 0
        self._forbidden_lead = 0
        self._called_index = -1
        self._excuse_locked = False
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
            or union.bit_count() != 78
        ):
            raise InvalidFactsError(
                "bad-hands",
                f"Il faut {rules.players} mains de {rules.hand_size} cartes et un chien de "
                f"{rules.chien_size}, sans carte en double.",
            )
        return masks, chien_mask

    # ----- views -------------------------------------------------------------------------------

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
        """Every action so far, in order (replayable with :meth:`apply`)."""
        events: list[Event] = []
        played = 0
        size = self.rules.players
        for entry in self._events:
            if isinstance(entry, int):
                number, position = divmod(played, size)
                winner = self.tricks[number].winner if position == size - 1 else None
                events.append(CardPlayed(entry >> 7, DECK[entry & 127], number, winner))
                played += 1
            else:
                events.append(entry)
        return tuple(events)

    def __repr__(self) -> str:
        text = f"Donne {self.rules}, donneur {seat_name(self.dealer)}, phase {self.phase}"
        if self.phase is Phase.REDEAL:
            return f"{text} ({self.redeal_reason})"
        if self.phase is not Phase.FINISHED:
            text += f", à {seat_name(self.to_move)}"
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
        return legal_bids(self.highest) if self.phase is Phase.BIDDING else ()

    def bid(self, contract: Contract | str | None) -> BidMade:
        """The player to move bids ``contract`` (or passes with ``None`` / ``"passe"``)."""
        self._require(Phase.BIDDING, "enchérir")
        value = parse_bid(contract)
        check_bid(self.highest, value)
        seat = self.to_move
        event = BidMade(seat, value)
        self._events.append(event)
        if value is not None:
            self.highest, self.taker = value, seat
        self._bids += 1
        self.to_move = (seat + 1) % self.rules.players
        if self._bids == self.rules.players:
            self._end_bidding()
        return event

    def can_bid(self, contract: Contract | str | None) -> bool:
        """Whether :meth:`bid` would accept ``contract``."""
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
            self.to_move = self.taker
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
        self._events.append(event)
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
            self.to_move = self.taker
            self._hands[self.taker] |= self.chien_mask
        else:
            self._start_play()

    @property
    def legal_ecart_cards(self) -> tuple[Card, ...]:
        """Cards the taker may put in the écart (trumps only if there are not enough others)."""
        if self.phase is not Phase.ECART:
            return ()
        plain, trumps = ecart_candidates(self._hands[self.to_move])
        return cards_of(plain | (trumps if plain.bit_count() < self.rules.chien_size else 0))

    def discard(self, cards: Iterable[Card] | str) -> EcartMade:
        """The taker, holding the chien, puts ``cards`` in the écart."""
        self._require(Phase.ECART, "écarter")
        mask = to_mask(_cards(cards))
        check_ecart(self.rules, self._hands[self.to_move], mask)
        return self._discard(mask)

    def _discard(self, mask: int) -> EcartMade:
        event = EcartMade(self.to_move, cards_of(mask), cards_of(mask & TRUMP_MASK))
        self._events.append(event)
        self._hands[self.to_move] &= ~mask
        self.ecart_mask = mask
        self._start_play()
        return event

    def discard_random(self, rng: random.Random) -> EcartMade:
        """A random legal écart (for simulations)."""
        self._require(Phase.ECART, "écarter")
        plain, trumps = ecart_candidates(self._hands[self.to_move])
        size = self.rules.chien_size
        pool = list(indices(plain))
        chosen = (
            rng.sample(pool, size)
            if len(pool) >= size
            else pool + rng.sample(list(indices(trumps)), size - len(pool))
        )
        return self._discard(to_mask(DECK[i] for i in chosen))

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self.to_move = first_player(self.rules, self.dealer)
        self._forbidden_lead = called_suit_mask(self.called)

    # ----- announcements -----------------------------------------------------------------------

    def announce_chelem(self) -> ChelemAnnounced:
        """The taker announces a chelem before the first card; it will lead the first trick."""
        self._require(Phase.PLAY, "annoncer un chelem")
        if (self._events and isinstance(self._events[-1], int)) or self.tricks or self.chelem_announced:
            raise IllegalActionError("chelem-late", "Le chelem s'annonce avant la première carte.")
        assert self.taker is not None
        event = ChelemAnnounced(self.taker)
        self._events.append(event)
        self.chelem_announced = True
        self.to_move = self.taker
        self._update_excuse_lock()
        return event

    def show_poignee(self, cards: Iterable[Card] | str) -> PoigneeShown:
        """The player to move shows a poignée before playing its first card."""
        self._require(Phase.PLAY, "montrer une poignée")
        seat = self.to_move
        if self.tricks or any(p.seat == seat for p in self.poignees):
            raise IllegalActionError(
                "poignee-late",
                "Une poignée se montre une seule fois, juste avant de jouer sa première carte.",
            )
        mask = to_mask(_cards(cards))
        size = check_poignee(self.rules, self._hands[seat], mask)
        shown = tuple(sorted(cards_of(mask & TRUMP_MASK), reverse=True)) + cards_of(mask & EXCUSE_BIT)
        event = PoigneeShown(seat, size, shown)
        self._events.append(event)
        self.poignees.append(event)
        return event

    # ----- play --------------------------------------------------------------------------------

    def legal_mask(self) -> int:
        """Legal cards of the player to move as a bit set (0 outside the play phase)."""
        if self.phase is not Phase.PLAY:
            return 0
        hand = self._hands[self.to_move]
        mask = legal_mask(hand, self._led, self._top_trump(), self._forbidden_lead)
        if self._excuse_locked and self.to_move == self.taker and mask != EXCUSE_BIT:
            mask &= ~EXCUSE_BIT
        return mask

    def _top_trump(self) -> int:
        """Rank of the highest trump in the trick (0 if none): the best card when there is one."""
        return self._best - TRUMP_STRENGTH if self._best > TRUMP_STRENGTH else 0

    @property
    def legal_cards(self) -> LegalCards:
        """The cards the player to move may play."""
        return LegalCards(self.legal_mask())

    def can_play(self, card: Card | str) -> bool:
        """Whether :meth:`play` would accept ``card``."""
        try:
            index = _card(card).index
        except ValueError:
            return False
        return bool(self.legal_mask() >> index & 1)

    def check_play(self, card: Card) -> None:
        """Raise ``IllegalActionError`` with the rule's French wording unless ``card`` is legal."""
        self._require(Phase.PLAY, "jouer une carte")
        if self.legal_mask() >> card.index & 1:
            return
        hand = self._hands[self.to_move]
        if card.is_excuse and hand & EXCUSE_BIT:
            raise IllegalActionError(
                "chelem-excuse-last",
                "Le déclarant du chelem qui a l'Excuse doit la jouer en dernier.",
                cards_of(self.legal_mask()),
            )
        led, top = self._led, self._top_trump()
        explain_illegal(hand, led, top, card.index, forbidden_lead=self._forbidden_lead, called=self.called)

    def play(self, card: Card | str) -> CardPlayed:
        """The player to move plays ``card`` (checked)."""
        card = _card(card)
        self.check_play(card)
        seat, number = self.to_move, len(self.tricks)
        self.play_unchecked(card.index)
        winner = self.tricks[number].winner if len(self.tricks) > number else None
        return CardPlayed(seat, card, number, winner)

    def play_unchecked(self, index: int) -> None:
        """Play card ``index`` for the player to move without any check (simulation fast path)."""
        seat = self.to_move
        self._hands[seat] ^= 1 << index
        self._events.append(seat << 7 | index)
        kind = KIND[index]
        led = self._led
        if led < 0 and kind != EXCUSE_KIND:
            self._led = led = kind
        cards = self._trick_cards
        cards.append(index)
        self._trick_seats.append(seat)
        if kind in (led, TRUMP):
            strength = STRENGTH[index]
            if strength > self._best:
                self._best = strength
                self._best_pos = len(cards) - 1
        if index == self._called_index and self.rules.called_suit_lead == "until-called":
            self._forbidden_lead = 0
        if len(cards) == self._players:
            self._end_trick()
        else:
            self.to_move = seat + 1 if seat + 1 < self._players else 0

    def _end_trick(self) -> None:
        cards, seats = tuple(self._trick_cards), tuple(self._trick_seats)
        winner = seats[self._best_pos]
        attack = (self.taker, self.partner)
        if len(self.tricks) == self.rules.tricks - 1 and EXCUSE_INDEX in cards:
            owner = seats[cards.index(EXCUSE_INDEX)]
            if self._won == (_ATTACK if owner in attack else _DEFENCE):
                winner = owner  # chelem: the Excuse played last wins the last trick
        self.tricks.append(PlayedTrick(seats, cards, winner))
        self._won |= _ATTACK if winner in attack else _DEFENCE
        self._trick_cards, self._trick_seats = [], []
        self._led, self._best = NO_LEAD, -1
        if self.rules.called_suit_lead == "first-lead":
            self._forbidden_lead = 0
        if len(self.tricks) == self.rules.tricks:
            self.phase = Phase.FINISHED
        else:
            self.to_move = winner
        self._update_excuse_lock()

    def _update_excuse_lock(self) -> None:
        self._excuse_locked = (
            self.chelem_announced and self._won in (0, _ATTACK) and len(self.tricks) < self.rules.tricks - 1
        )

    def apply(self, event: Event) -> Event:
        """Replay one history event (checked)."""
        if isinstance(event, BidMade):
            return self.bid(event.contract)
        if isinstance(event, CardCalled):
            return self.call(event.card)
        if isinstance(event, EcartMade):
            return self.discard(event.cards)
        if isinstance(event, ChelemAnnounced):
            return self.announce_chelem()
        if isinstance(event, PoigneeShown):
            return self.show_poignee(event.cards)
        return self.play(event.card)

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
        return score(
            players=self.rules,
            contract=self.highest,
            bouts=counted.attack_bouts,
            points=counted.attack_points,
            poignees=[(p.size, Camp.ATTAQUE if p.seat in attack else Camp.DEFENSE) for p in self.poignees],
            petit_au_bout=counted.petit_au_bout,
            chelem_announced=self.chelem_announced,
            chelem=counted.chelem,
            taker=self.taker,
            partner=self.partner,
            allow_half_point=True,
        )
