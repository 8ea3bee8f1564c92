"""What a choice cost, and what a seat can guess of the cards it cannot see: the Confirmé player's
sampling (``hidden_deals`` of ``tarot_rules.players.confirme``) turned to analysis.

`card_cost` deals the hidden cards again as the seat could see them, plays the card it chose and
its alternatives out on the same deals (the Débutant's rules after it, for every seat), and
compares the seat's average scores; `choice_cost` does the same for a bid, a call or an écart,
on deals of every card the seat had not seen (`open_deals`); `beliefs` counts, over such deals,
where the key cards are and which suits each other seat lacks. None reads a hidden card: the same
position seen from the same seat gives the same answer, whatever the other hands hold.

>>> from tarot_rules.fft import Deal
>>> deal = Deal(seed=5)
>>> for bid in ("passe", "garde sans", "passe", "passe"):
...     _ = deal.bid(bid)
>>> cost = card_cost(deal, deal.to_move, sorted(deal.legal_cards)[0], seed=1)
>>> cost.samples >= 12, cost.best_points >= cost.played_points, cost.grade in GRADES.values()
(True, True, True)
>>> bid = choice_cost(Deal(seed=5), 1, Bid(None), seed=1, samples=12)
>>> bid.samples, bid.played
(12, Bid(contract=None))
>>> guess = beliefs(deal, 0, seed=1)
>>> [seat.seat for seat in guess], 0.0 <= guess[0].cards["Petit"] <= 1.0
([1, 2, 3], True)
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass

from tarot_rules.cards import DECK, EXCUSE, PETIT, ROI, SUITS, VINGT_ET_UN, Card, format_cards
from tarot_rules.fft.actions import Action, Bid, Call, Discard, Play
from tarot_rules.fft.state import Deal
from tarot_rules.fft.tricks import SUIT_MASKS, TRUMP_MASK
from tarot_rules.players.base import Decision
from tarot_rules.players.confirme import (
    bid_name,
    candidates,
    finish,
    hidden_deals,
    open_deals,
    play_out,
    shown_voids,
)
from tarot_rules.players.tarot import TarotDebutant, card_decision

GRADES: dict[float, str] = {0.0: "", 8.0: "imprécision", 25.0: "erreur"}
"""A card's grade by what it cost the seat, in points of its score for the deal, once the cost is
clearly above the noise (its 95 % interval above zero): from 8 points an « imprécision », from 25
an « erreur ». Below, or within the noise, no grade."""

_Z95 = 1.96


@dataclass(frozen=True, slots=True)
class Cost:
    """A choice ``played`` (an action of [tarot_rules.fft][]) against the ``best`` alternative found:
    the seat's average score with each (``played_points``, ``best_points``) over ``samples`` deals of
    the hidden cards, the half-width ``margin`` of the 95 % interval of the difference, the
    ``grade``, and why, in French, with the « Bien jouer » section the better choice follows
    (``advice``, or empty)."""

    played: Action
    best: Action
    played_points: float
    best_points: float
    margin: float
    samples: int
    grade: str
    reason: str
    advice: str

    @property
    def cost(self) -> float:
        """Points the seat lost, on average, by not choosing ``best``."""
        return self.best_points - self.played_points


def _grade(cost: float, margin: float) -> str:
    """The grade of a ``cost`` measured within ± ``margin``.

    >>> _grade(30.0, 4.0), _grade(10.0, 4.0), _grade(30.0, 31.0), _grade(3.0, 1.0)
    ('erreur', 'imprécision', '', '')
    """
    if cost - margin <= 0:
        return ""
    return GRADES[max(limit for limit in GRADES if cost >= limit)]


def _points(value: float) -> str:
    """``value`` rounded, in points.

    >>> _points(1.2), _points(12.6)
    ('1 point', '13 points')
    """
    rounded = round(value)
    return f"{rounded} point{'s' if abs(rounded) > 1 else ''}"


def said(action: Action) -> str:
    """``action`` as the analysis names it: a card by its name, the other choices in quotes.

    >>> from tarot_rules.cards import parse_card, parse_cards
    >>> from tarot_rules.fft import Bid, Call, Discard, parse_bid
    >>> said(Play(parse_card("R♥"))), said(Bid(None)), said(Bid(parse_bid("garde")))
    ('le Roi de cœur', '« Passe »', '« Garde »')
    >>> said(Call(parse_card("R♠"))), said(Call(parse_card("D♥")))
    ("l'appel du Roi de pique", "l'appel de la Dame de cœur")
    >>> said(Discard(parse_cards("2♥ 3♥")))
    "l'écart 2♥ 3♥"
    """
    match action:
        case Play():
            return action.card.the_name
        case Bid():
            return bid_name(action.contract)
        case Call():
            return f"l'appel {_of(action.card)}"
        case Discard():
            return f"l'écart {format_cards(action.cards)}"
        case _:
            return str(action)


def _of(card: Card) -> str:
    """« du Roi de pique », « de la Dame de cœur »."""
    name = card.the_name
    return "du " + name[3:] if name.startswith("le ") else "de " + name


def _measured(scores: dict[Action, list[int]], played: Action, advised: Decision[Action], what: str) -> Cost:
    """The `Cost` of ``played`` among the ``scores`` of every choice tried on the same deals (``what``:
    the deals' name in the reason), the Débutant's ``advised`` choice among them."""
    count = len(scores[played])
    means = {action: statistics.fmean(points) for action, points in scores.items()}
    best = max(scores, key=lambda action: (means[action], action == played))
    gaps = [b - p for b, p in zip(scores[best], scores[played], strict=True)]
    margin = _Z95 * statistics.stdev(gaps) / math.sqrt(count) if count > 1 else 0.0
    played_points, best_points = means[played], means[best]
    grade = _grade(best_points - played_points, margin)
    if not grade:
        reason = f"Sur {count} {what}, {said(played)} rapporte {played_points:+.0f} points en moyenne"
        reason += (
            " : aucun autre choix ne fait mieux."
            if best == played
            else f" ; {said(best)}, le meilleur autre choix, ne fait pas nettement mieux "
            f"({best_points:+.0f})."
        )
        return Cost(played, best, played_points, best_points, margin, count, "", reason, "")
    text = said(best)
    reason = (
        f"{text[:1].upper()}{text[1:]} rapportait {best_points:+.0f} points en moyenne, "
        f"{said(played)} {played_points:+.0f} : {_points(best_points - played_points)} de moins "
        f"(± {margin:.0f}) sur {count} {what}."
    )
    advice = ""
    if best == advised.action:
        reason += f" Le conseil de « Bien jouer » : « {advised.reason} »"
        advice = advised.advice
    return Cost(played, best, played_points, best_points, margin, count, grade, reason, advice)


def card_cost(
    deal: Deal,
    seat: int,
    played: Card,
    *,
    seed: int,
    budget: int = 12000,
    samples: tuple[int, int] = (12, 200),
) -> Cost:
    """What playing ``played`` cost ``seat``, the seat to move in ``deal`` (before the card).

    The alternatives are the Débutant's card and the lowest and highest legal card of each kind
    (and the Excuse); ``budget`` bounds the cards played in all the simulations, with
    between ``samples`` deals (least, most); ``seed`` draws them (same seed, same figures).
    """
    advised = card_decision(deal, seat)
    assert isinstance(advised.action, Play)
    preferred = advised.action.card.index
    tried = list(dict.fromkeys([played.index, *candidates(deal, seat, preferred, limit=8)]))
    left = sum(deal.hand_mask(s).bit_count() for s in range(deal.rules.players))
    count = min(max(samples[0], budget // (left * len(tried))), samples[1])
    worlds = hidden_deals(deal, seat, random.Random(seed), count)
    trick = len(deal.tricks)
    scores: dict[Action, list[int]] = {
        Play(DECK[index]): [play_out(world.copy(), seat, index, trick)[0] for world in worlds]
        for index in tried
    }
    return _measured(scores, Play(played), advised, "distributions des cartes cachées")


def choice_cost(deal: Deal, seat: int, played: Action, *, seed: int, samples: int = 60) -> Cost:
    """What a bid, a call or an écart ``played`` cost ``seat``, the seat to move in ``deal``: every
    legal bid or call (for an écart, the Débutant's) tried on ``samples`` deals of the cards the
    seat had not seen (`open_deals`), each played out by Débutants.
    """
    advised = TarotDebutant().decide(deal, seat)
    others = [] if isinstance(played, Discard) else list(deal.legal_actions)
    tried = list(dict.fromkeys([played, advised.action, *others]))
    worlds = open_deals(deal, seat, random.Random(seed), samples)
    scores = {action: [finish(world.copy(), seat, action) for world in worlds] for action in tried}
    return _measured(scores, played, advised, "distributions des cartes que ce joueur ne voyait pas")


KEY_CARDS: tuple[Card, ...] = (
    VINGT_ET_UN,
    PETIT,
    EXCUSE,
    *(card for card in DECK if card.suit is not None and card.rank == ROI),
)
"""The cards whose place `beliefs` estimates: the three bouts and the four Rois."""
KINDS: tuple[tuple[str, int], ...] = (
    *((suit.french, SUIT_MASKS[kind]) for kind, suit in enumerate(SUITS)),
    ("atout", TRUMP_MASK),
)
"""The kinds whose absence `beliefs` estimates, by French name: the four suits and the trumps."""


@dataclass(frozen=True, slots=True)
class SeatGuess:
    """What a seat guesses of another ``seat``: the chance it holds each of the `KEY_CARDS` still
    hidden (by name), the chance it lacks each kind (``voids``, by French name), and the kinds it
    has shown it lacks (``shown``: a chance of 1, without guessing, even where a sample had to
    drop a void to deal the cards)."""

    seat: int
    cards: dict[str, float]
    voids: dict[str, float]
    shown: tuple[str, ...]


def beliefs(deal: Deal, seat: int, seed: int, samples: int = 200) -> list[SeatGuess]:
    """What ``seat`` can guess, during the card play of ``deal``, of each other seat's hand: over
    ``samples`` deals of the cards it cannot see (drawn by ``seed``), consistent with what it saw."""
    worlds = hidden_deals(deal, seat, random.Random(seed), samples)
    seen = deal.hand_mask(seat) | deal.played_mask
    voids = shown_voids(deal, deal.rules.players)
    guesses = []
    for other in range(deal.rules.players):
        if other == seat:
            continue
        hands = [world.hand_mask(other) for world in worlds]
        cards = {
            card.name: sum(hand >> card.index & 1 for hand in hands) / samples
            for card in KEY_CARDS
            if not seen >> card.index & 1
        }
        shown = tuple(name for name, mask in KINDS if voids[other] & mask == mask)
        lacks = {
            name: 1.0 if name in shown else sum(not hand & mask for hand in hands) / samples
            for name, mask in KINDS
        }
        guesses.append(SeatGuess(other, cards, lacks, shown))
    return guesses
