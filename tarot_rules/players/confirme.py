"""The Confirmé French Tarot player: it deals the hidden cards again, consistently with what it
has seen, plays each candidate card out with the Débutant rules, and keeps the best average.

What a seat knows and the samples respect (`hidden_deals`):

- its own hand, every card played, the écart when it made it;
- the chien when it was shown (Prise, Garde): its cards not played yet are with the taker, or
  in the écart (never a Roi, a bout or a trump: trumps put in the écart are announced);
- the poignées shown; the called card's holder, once it is played;
- the voids shown: a player who did not follow a suit has none left, one who did not trump
  when they had to has no trump left.

The bid is simulated too, on deals of every card the seat has not seen (`open_deals`): each legal
bid is played out by Débutants (`finish`) on the same deals, and the point count's bid of « Bien
jouer » stands unless another does better with 75 % confidence. The call, the écart and the
poignée are the Débutant's.

>>> bid = TarotConfirme(seed=1, bid_samples=6).decide(Deal(seed=5), 1)
>>> bid.action.contract is None, bid.reason.startswith("Sur 6 distributions")
(True, True)

>>> from tarot_rules.fft import Deal
>>> deal = Deal(seed=5)
>>> for bid in ("passe", "garde sans", "passe", "passe"):
...     _ = deal.bid(bid)
>>> decision = TarotConfirme(seed=1).decide(deal, deal.to_move)
>>> decision.action in deal.legal_actions, "distributions" in decision.reason
(True, True)
"""

from __future__ import annotations

import bisect
import math
import random
import statistics
from collections.abc import Hashable
from typing import Any, NamedTuple, TypeVar

from tarot_rules.cards import DECK
from tarot_rules.fft.actions import Action, Bid, Play, action_of
from tarot_rules.fft.rules import Contract
from tarot_rules.fft.state import Deal, Phase
from tarot_rules.fft.tricks import (
    BOUTS_MASK,
    EXCUSE_INDEX,
    KIND,
    KINGS_MASK,
    LEAD_KIND,
    NO_LEAD,
    SUIT_MASKS,
    TRUMP,
    TRUMP_MASK,
    cards_of,
    indices,
    to_mask,
)
from tarot_rules.game import GameState
from tarot_rules.players.base import Decision
from tarot_rules.players.tarot import TarotDebutant, bid_decision
from tarot_rules.players.tarot_play import choose_card

_NOT_IN_ECART = KINGS_MASK | BOUTS_MASK | TRUMP_MASK

BID_SAMPLES = 24
"""Deals of the hidden cards a Confirmé plays out for each legal bid. Measured (4 players, 2 000
deals, README « Bien jouer »): 48 deals did no better than 24."""


def shown_voids(deal: Deal, players: int) -> list[int]:
    """By seat, the cards it cannot hold because of a void it showed."""
    voids = [0] * players
    tricks = [(trick.seats, trick.cards) for trick in deal.tricks]
    if deal.trick_indices:
        order = tuple((deal.leader + k) % players for k in range(players))
        tricks.append((order, deal.trick_indices))
    for seats, cards in tricks:
        led = NO_LEAD
        for seat, index in zip(seats, cards, strict=False):
            kind = KIND[index]
            if led == NO_LEAD:
                led = LEAD_KIND[index]
                continue
            if index == EXCUSE_INDEX:
                continue
            if kind != led and led < TRUMP:
                voids[seat] |= SUIT_MASKS[led]
            if kind not in (TRUMP, led):
                voids[seat] |= TRUMP_MASK
    return voids


def hidden_deals(deal: Deal, seat: int, rng: random.Random, count: int) -> list[Deal]:
    """``count`` copies of ``deal`` where the cards ``seat`` cannot see are dealt again at random,
    consistently with what it has seen (see the module's list). When the constraints leave no
    room after some tries, the voids are dropped for that sample.

    >>> from tarot_rules.fft import Deal
    >>> deal = Deal(seed=3)
    >>> for bid in ("passe", "garde", "passe", "passe"):
    ...     _ = deal.bid(bid)
    >>> _ = deal.discard(deal.legal_ecart_cards[:6])
    >>> world = hidden_deals(deal, 0, random.Random(1), 1)[0]
    >>> world.hand(0) == deal.hand(0), world.hand(2) == deal.hand(2)
    (True, False)
    """
    players = deal.rules.players
    played = deal.played_mask
    mine = deal.hand_mask(seat)
    taker = deal.taker
    contract = deal.highest
    assert taker is not None and contract is not None
    slots = [s for s in range(players) if s != seat]
    capacity = {s: deal.hand_mask(s).bit_count() for s in slots}
    fixed = {s: 0 for s in slots}
    for poignee in deal.poignees:
        if poignee.seat != seat:
            fixed[poignee.seat] |= to_mask(poignee.cards) & ~played
    out_known, out_slot, chien_with_taker = 0, 0, 0
    if contract.takes_chien:
        if seat == taker:
            out_known = deal.ecart_mask
        else:
            out_known = deal.ecart_mask & TRUMP_MASK  # announced
            out_slot = deal.rules.chien_size - out_known.bit_count()
            chien_with_taker = deal.chien_mask & ~played & ~out_known
    else:
        out_slot = deal.rules.chien_size
    unknown = ~(mine | played | out_known) & ((1 << len(DECK)) - 1)
    for s in slots:
        unknown &= ~fixed[s]
        capacity[s] -= fixed[s].bit_count()
    rule = _Constraints(
        slots,
        capacity,
        out_slot,
        _NOT_IN_ECART if contract.takes_chien else 0,
        chien_with_taker,
        taker,
        deal.called.index if deal.called is not None else -1,
        shown_voids(deal, players),
    )
    placed = _placements(unknown, rule)
    worlds = []
    for _ in range(count):
        hands = _assign(placed, rule, rng)
        full = [mine if s == seat else hands[s] | fixed[s] for s in range(players)]
        worlds.append(deal.with_hidden_cards(full, out_known | hands[-1]))
    return worlds


def open_deals(deal: Deal, seat: int, rng: random.Random, count: int) -> list[Deal]:
    """``count`` copies of ``deal``, before its card play, where the cards ``seat`` has not seen are
    dealt again at random: every hand but its own, and the chien unless the seat is the taker
    making the écart; each copy replays the deal's actions so far. A deal another seat could not
    have played (a Petit sec, dealt again) is drawn again.

    >>> from tarot_rules.fft import Deal
    >>> deal = Deal(seed=3)
    >>> _ = deal.bid("passe")
    >>> world = open_deals(deal, 1, random.Random(1), 1)[0]
    >>> world.hand(1) == deal.hand(1), world.hand(2) == deal.hand(2), len(world.history)
    (True, False, 1)
    """
    rules = deal.rules
    shown = deal.phase is Phase.ECART
    mine = deal.initial_hands[seat]
    hidden = [s for s in range(rules.players) if s != seat]
    unknown = [card for card in DECK if not (mine | (deal.chien_mask if shown else 0)) >> card.index & 1]
    size = len(cards_of(mine))
    worlds: list[Deal] = []
    while len(worlds) < count:
        rng.shuffle(unknown)
        hands = [cards_of(mine)] * rules.players
        for k, other in enumerate(hidden):
            hands[other] = tuple(unknown[k * size : (k + 1) * size])
        chien = deal.chien if shown else tuple(unknown[len(hidden) * size :])
        world = Deal(rules, dealer=deal.dealer, hands=hands, chien=chien, after_misdeal=deal.after_misdeal)
        if world.phase is not Phase.BIDDING:
            continue  # a Petit sec dealt: that deal would have been dealt again
        for event in deal.history:
            world.apply(action_of(event))
        worlds.append(world)
    return worlds


def finish(world: Deal, seat: int, action: Action) -> int:
    """``action`` then the deal played out by Débutants: ``seat``'s score (0 when dealt again).
    After the first trick, where the taker may show a poignée, the cards go without their reasons."""
    world.apply(action)
    debutant = TarotDebutant()
    while (to_move := world.to_move) is not None and not world.is_over:
        if world.tricks:
            world.play_unchecked(choose_card(world, to_move)[0])
        else:
            world.apply(debutant.decide(world, to_move).action)
    return world.score().scores[seat] if world.phase is Phase.FINISHED else 0


class _Constraints(NamedTuple):
    """Where the unknown cards may go: the other seats (``slots``) with their ``capacity``, the
    hidden écart or chien (place ``-1``: ``out_size`` cards, never ``out_forbidden``), the cards
    of the shown chien (``with_taker``: the taker's or the écart's), the ``voids`` by seat."""

    slots: list[int]
    capacity: dict[int, int]
    out_size: int
    out_forbidden: int
    with_taker: int
    taker: int
    called: int
    voids: list[int]


def _places(rule: _Constraints, index: int, strict: bool) -> list[int]:
    bit = 1 << index
    if bit & rule.with_taker:
        places = [rule.taker]
    else:
        places = [s for s in rule.slots if not (strict and rule.voids[s] & bit)]
        if index == rule.called:
            places = [s for s in places if s != rule.taker] or places
    if rule.out_size and not bit & rule.out_forbidden:
        places.append(-1)
    return places


_Placed = list[tuple[int, int, list[int]]]
"""The unknown cards with where they may go: (how constrained, index, places)."""


def _placements(unknown: int, rule: _Constraints) -> dict[bool, _Placed]:
    """The places of each unknown card, with the voids respected (``True``) or not (``False``);
    the cards that cannot be in the écart count as more constrained: they compete for the seats."""
    placed = {}
    for strict in (True, False):
        places = [(index, _places(rule, index, strict)) for index in indices(unknown)]
        placed[strict] = [(len(p) + (-1 in p), index, p) for index, p in places]
    return placed


def _assign(placed: dict[bool, _Placed], rule: _Constraints, rng: random.Random) -> dict[int, int]:
    """The unknown cards split among the other seats and ``-1`` (the hidden écart or chien), the
    most constrained cards first; after a few failed tries, the voids are dropped."""
    for strict in (True,) * 6 + (False,) * 6:
        hands = _deal_once(placed[strict], rule, rng)
        if hands is not None:
            return hands
    raise AssertionError("no consistent deal")


def _deal_once(cards: _Placed, rule: _Constraints, rng: random.Random) -> dict[int, int] | None:
    """One try of `_assign`: each card (its constraint, index and places) goes to one of its open
    places, chosen in proportion to the room left (``None``: a card found no room)."""
    left = dict(rule.capacity)
    left[-1] = rule.out_size
    hands = dict.fromkeys(left, 0)
    uniform = rng.random
    for _, _, index, places in sorted([(rank, uniform(), index, places) for rank, index, places in cards]):
        open_places = [p for p in places if left[p] > 0]
        if not open_places:
            return None
        total, pick = 0, []
        for p in open_places:
            total += left[p]
            pick.append(total)
        place = open_places[bisect.bisect(pick, uniform() * (total + 0.0), 0, len(pick) - 1)]
        left[place] -= 1
        hands[place] |= 1 << index
    return hands


def candidates(deal: Deal, seat: int, preferred: int, limit: int) -> list[int]:
    """The Débutant's card first, then the lowest and highest legal card of each kind, and the
    Excuse: at most ``limit`` cards to simulate."""
    legal = deal.legal_mask()
    chosen = [preferred]
    for mask in (*SUIT_MASKS, TRUMP_MASK, 1 << EXCUSE_INDEX):
        kind = legal & mask
        if kind:
            for index in (kind & -kind).bit_length() - 1, kind.bit_length() - 1:
                if index not in chosen:
                    chosen.append(index)
    return chosen[:limit]


_STUDENT_75 = (1.000, 0.816, 0.765, 0.741, 0.727, 0.718, 0.711, 0.706, 0.703, 0.700)
"""Student's t at 75 % (one-sided), by degrees of freedom from 1: how many standard errors a
gain measured on few deals must reach."""
_NORMAL_75 = 0.674


Choice = TypeVar("Choice", bound=Hashable)
"""What `_best` chooses among: a card's index, or a bid."""


def _best(scores: dict[Choice, list[int]], preferred: Choice) -> Choice:
    """The choice with the best mean score, if it beats the Débutant's ``preferred`` one on the
    same deals with 75 % confidence (Student's t on their differences); else ``preferred``: a few
    samples should not overturn the advice by chance.

    >>> _best({1: [10, 12], 2: [30, 25]}, 1)
    2
    >>> _best({1: [10, 12], 2: [40, 0]}, 1)
    1

    A gain of 1.2 standard errors on two deals is enough (90 % would need 1.886):

    >>> _best({1: [10, 12], 2: [30, 14]}, 1)
    2
    """
    base = scores[preferred]
    freedom = len(base) - 1
    student = _NORMAL_75 if freedom > len(_STUDENT_75) else _STUDENT_75[freedom - 1] if freedom else 0.0
    best, best_gain = preferred, 0.0
    for choice, results in scores.items():
        gaps = [score - other for score, other in zip(results, base, strict=True)]
        gain = statistics.fmean(gaps)
        error = statistics.stdev(gaps) / math.sqrt(len(gaps)) if freedom else 0.0
        if gain > student * error and gain > best_gain:
            best, best_gain = choice, gain
    return best


def play_out(world: Deal, seat: int, index: int, trick_number: int) -> tuple[int, bool]:
    """Play card ``index`` then the deal out with the Débutant rules: ``seat``'s score, and
    whether it won the trick being played."""
    world.play_unchecked(index)
    while world.phase is Phase.PLAY:
        world.play_unchecked(choose_card(world, world.to_move)[0])
    return world.score().scores[seat], world.tricks[trick_number].winner == seat


class TarotConfirme:
    """The Confirmé player of French Tarot. ``cards_budget`` bounds the work of one card decision:
    the cards played in all its simulations (so a decision early in the deal tries fewer deals);
    ``limit`` the candidate cards; at least ``min_samples`` deals per card. A bid tries every
    legal bid on ``bid_samples`` deals of the cards it cannot see, each played out by Débutants."""

    def __init__(
        self,
        seed: int,
        cards_budget: int = 1200,
        limit: int = 3,
        min_samples: int = 3,
        bid_samples: int = BID_SAMPLES,
    ) -> None:
        self.rng = random.Random(seed)
        self.cards_budget = cards_budget
        self.limit = limit
        self.min_samples = min_samples
        self.bid_samples = bid_samples

    def decide(self, state: GameState[Any, Any], seat: int) -> Decision[Any]:
        """The best simulated bid or card; the Débutant's call, écart and poignée."""
        assert isinstance(state, Deal)
        if state.phase is Phase.BIDDING:
            return self._bid(state, seat)
        simple = TarotDebutant().decide(state, seat)
        if state.phase is not Phase.PLAY or not isinstance(simple.action, Play):
            return simple
        if state.legal_mask().bit_count() == 1:
            return simple
        preferred = simple.action.card.index
        chosen = candidates(state, seat, preferred, self.limit)
        left = sum(state.hand_mask(s).bit_count() for s in range(state.rules.players))
        count = max(self.min_samples, self.cards_budget // (left * len(chosen)))
        worlds = hidden_deals(state, seat, self.rng, count)
        trick_number = len(state.tricks)
        outcomes = {
            index: [play_out(world.copy(), seat, index, trick_number) for world in worlds] for index in chosen
        }
        index = _best({i: [score for score, _ in results] for i, results in outcomes.items()}, preferred)
        mean = statistics.fmean(score for score, _ in outcomes[index])
        won = statistics.fmean(win for _, win in outcomes[index])
        card = DECK[index]
        percent = round(won * 100)
        reason = (
            f"Je joue {card.the_name} : sur {count} distributions des cartes que je ne vois pas, "
            f"{percent} % de chances de faire le pli et {mean:+.0f} points en moyenne pour moi."
        )
        if index != preferred:
            base = statistics.fmean(score for score, _ in outcomes[preferred])
            reason += f" Le conseil de base, {DECK[preferred].the_name}, rapportait {base:+.0f}."
        else:
            reason += f" C'est aussi le conseil de base : {_continued(simple.reason)}"
        return Decision(Play(card), reason, simple.advice if index == preferred else "", mean)

    def _bid(self, deal: Deal, seat: int) -> Decision[Action]:
        """Every legal bid played out on the same deals of the hidden cards; the point count's bid
        unless another does better with 75 % confidence (`_best`). A dealer who may only pass (after
        a misdeal) passes without simulating.

        >>> from tarot_rules.fft import FFT4
        >>> redealt = Deal(FFT4, seed=3, dealer=0, after_misdeal=True)
        >>> for bid in ("passe", "passe", "passe"):
        ...     _ = redealt.bid(bid)
        >>> decision = TarotConfirme(seed=1).decide(redealt, 0)
        >>> decision.action, decision.reason.endswith("après une maldonne et ne peux que passer : je passe.")
        (Bid(contract=None), True)
        """
        advised = bid_decision(deal, seat)
        assert isinstance(advised.action, Bid)
        if len(deal.legal_bids) == 1:
            return advised
        worlds = open_deals(deal, seat, self.rng, self.bid_samples)
        scores = {bid: [finish(world.copy(), seat, Bid(bid)) for world in worlds] for bid in deal.legal_bids}
        chosen = _best(scores, advised.action.contract)
        means = {bid: statistics.fmean(points) for bid, points in scores.items()}
        tried = ", ".join(f"{bid_name(bid)} {means[bid]:+.0f}" for bid in scores)
        reason = (
            f"Sur {len(worlds)} distributions des cartes que je ne vois pas, jouées jusqu'au bout, "
            f"chaque enchère m'a rapporté en moyenne : {tried}. Je dis {bid_name(chosen)}."
        )
        if chosen == advised.action.contract:
            reason += f" C'est aussi le conseil du barème : {_continued(advised.reason)}"
            return Decision(Bid(chosen), reason, advised.advice, means[chosen])
        reason += f" Le barème conseillait {bid_name(advised.action.contract)} : {_continued(advised.reason)}"
        return Decision(Bid(chosen), reason, "", means[chosen])


def bid_name(contract: Contract | None) -> str:
    """A bid as the players' reasons and the analysis name it: « Passe » or the contract, in quotes.

    >>> bid_name(None), bid_name(Contract.GARDE_SANS)
    ('« Passe »', '« Garde sans »')
    """
    return f"« {contract or 'Passe'} »"


def _continued(sentence: str) -> str:
    """A reason going on after a colon: its first letter in lower case."""
    return sentence[:1].lower() + sentence[1:]
