"""Judging a hand before bidding, and building an écart: the advice of « Bien jouer », as data.

This is a *method*, not a rule: a common point count (trumps, bouts, honours,
distribution), its total compared with thresholds scaled to the hand size, and an
écart that makes voids and puts points aside. The site's strategy pages show these
functions, and computer players use them, so that what the pages teach is what the
computer does.

>>> print(evaluate("21 18 15 12 9 4 1 Excuse R♥ D♥ 5♥ R♠ 3♠ 6♠ 8♦ 2♦ V♣ 10♣"))
Le 21 : 10
L’Excuse : 8
Le Petit, gardé par 6 atouts : 8
Atouts (7 × 2) : 14
Longueur d’atout, au-delà du 4e (3 × 2) : 6
Atouts majeurs, du 16 au 20 (1 × 1) : 1
Rois (2 × 6) : 12
Dames (1 × 3) : 3
Valets (1 × 1) : 1
Total : 63 points ; seuils à 4 joueurs : Prise 38, Garde 48, Garde sans 60, Garde contre 70
Contrat conseillé : Garde sans
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tarot_rules.cards import SUITS, Card, Suit, parse_cards
from tarot_rules.fft.announcements import check_ecart, check_poignee
from tarot_rules.fft.bidding import callable_cards
from tarot_rules.fft.rules import Contract, Rules, rules_for

__all__ = [
    "POINT_COUNT",
    "Evaluation",
    "Feature",
    "PointCount",
    "evaluate",
    "suggest_call",
    "suggest_ecart",
    "suggest_poignee",
]

CardsLike = Iterable[Card] | str


@dataclass(frozen=True, slots=True)
class PointCount:
    """The points of the method, per feature of the hand, and the thresholds of each contract
    for an 18-card hand (4 players); other hand sizes scale them by ``hand_size / 18``."""

    vingt_et_un: int = 10
    excuse: int = 8
    petit_guarded: int = 8
    petit_half_guarded: int = 5
    petit_guard: int = 5
    """Other trumps that guard the Petit fully (one fewer: half guarded; fewer: worth nothing)."""
    trump: int = 2
    major_trump: int = 1
    """Bonus for each trump from 16 to 20."""
    short_trumps: int = 4
    long_trump: int = 2
    """Bonus for each trump beyond ``short_trumps`` (length in trumps)."""
    honours: tuple[tuple[int, str, int], ...] = (
        (14, "Rois", 6),
        (13, "Dames", 3),
        (12, "Cavaliers", 2),
        (11, "Valets", 1),
    )
    void: int = 6
    singleton: int = 3
    long_suit: int = 5
    """A suit of 5 cards; each card beyond adds ``long_suit_extra``."""
    long_suit_extra: int = 2
    thresholds: tuple[tuple[Contract, int], ...] = (
        (Contract.PRISE, 38),
        (Contract.GARDE, 48),
        (Contract.GARDE_SANS, 60),
        (Contract.GARDE_CONTRE, 70),
    )

    def scaled(self, rules: Rules) -> tuple[tuple[Contract, int], ...]:
        """The thresholds for the hand size of ``rules`` (rounded to the nearest point).

        >>> from tarot_rules.fft.rules import FFT3, FFT5
        >>> [n for _, n in POINT_COUNT.scaled(FFT3)], [n for _, n in POINT_COUNT.scaled(FFT5)]
        ([51, 64, 80, 93], [32, 40, 50, 58])
        """
        return tuple((contract, (2 * n * rules.hand_size + 18) // 36) for contract, n in self.thresholds)


POINT_COUNT = PointCount()
"""The method the site teaches (« Bien jouer » states it as one method among others)."""


@dataclass(frozen=True, slots=True)
class Feature:
    """One line of an evaluation: what was counted, in French, and its points."""

    label: str
    points: int

    def __str__(self) -> str:
        return f"{self.label} : {self.points}"


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A hand's points by feature, their total, the thresholds used and the contract they suggest
    (``None``: pass)."""

    features: tuple[Feature, ...]
    total: int
    thresholds: tuple[tuple[Contract, int], ...]
    players: int
    contract: Contract | None

    def __str__(self) -> str:
        limits = ", ".join(f"{contract.french} {n}" for contract, n in self.thresholds)
        advice = self.contract.french if self.contract is not None else "Passe"
        return "\n".join(
            [
                *(str(feature) for feature in self.features),
                f"Total : {self.total} points ; seuils à {self.players} joueurs : {limits}",
                f"Contrat conseillé : {advice}",
            ]
        )


def _cards(cards: CardsLike) -> tuple[Card, ...]:
    return parse_cards(cards) if isinstance(cards, str) else tuple(cards)


def _times(label: str, count: int, each: int) -> Feature:
    return Feature(f"{label} ({count} × {each})", count * each)


def _trump_features(hand: tuple[Card, ...], method: PointCount) -> list[Feature]:
    trumps = [card for card in hand if card.is_trump]
    ranks = {card.rank for card in trumps}
    features = []
    if 21 in ranks:
        features.append(Feature("Le 21", method.vingt_et_un))
    if any(card.is_excuse for card in hand):
        features.append(Feature("L’Excuse", method.excuse))
    if 1 in ranks:
        guards = len(trumps) - 1
        petit = (
            method.petit_guarded
            if guards >= method.petit_guard
            else method.petit_half_guarded
            if guards == method.petit_guard - 1
            else 0
        )
        features.append(Feature(f"Le Petit, gardé par {guards} atout{'s' if guards > 1 else ''}", petit))
    if trumps:
        features.append(_times("Atouts", len(trumps), method.trump))
    if len(trumps) > method.short_trumps:
        extra = len(trumps) - method.short_trumps
        features.append(
            _times(f"Longueur d’atout, au-delà du {method.short_trumps}e", extra, method.long_trump)
        )
    majors = sum(1 for rank in ranks if 16 <= rank <= 20)
    if majors:
        features.append(_times("Atouts majeurs, du 16 au 20", majors, method.major_trump))
    return features


def _suit_features(hand: tuple[Card, ...], method: PointCount) -> list[Feature]:
    features = []
    for rank, label, each in method.honours:
        count = sum(1 for card in hand if card.suit is not None and card.rank == rank)
        if count:
            features.append(_times(label, count, each))
    lengths = {suit: sum(1 for card in hand if card.suit is suit) for suit in SUITS}
    for suit, length in lengths.items():
        if length == 0:
            features.append(Feature(f"Coupe ({suit.value})", method.void))
        elif length == 1:
            features.append(Feature(f"Singleton ({suit.value})", method.singleton))
        elif length >= 5:
            value = method.long_suit + method.long_suit_extra * (length - 5)
            features.append(Feature(f"Longue de {length} cartes ({suit.value})", value))
    return features


def evaluate(hand: CardsLike, players: int | Rules = 4, method: PointCount = POINT_COUNT) -> Evaluation:
    """Count a hand's points with ``method`` and suggest the highest contract whose threshold
    (scaled to the hand size) the total reaches; ``None`` below the Prise threshold.

    >>> evaluate("R♥ 5♥ 3♠ 2♦ 7♣").total
    15
    >>> evaluate("R♥ 5♥ 3♠ 2♦ 7♣").contract is None
    True
    """
    cards = _cards(hand)
    rules = rules_for(players)
    features = (*_trump_features(cards, method), *_suit_features(cards, method))
    total = sum(feature.points for feature in features)
    thresholds = method.scaled(rules)
    reached = [contract for contract, n in thresholds if total >= n]
    return Evaluation(features, total, thresholds, rules.players, reached[-1] if reached else None)


def _suit_of(card: Card) -> Suit:
    assert card.suit is not None
    return card.suit


def suggest_ecart(rules: int | Rules, hand: CardsLike) -> tuple[Card, ...]:
    """An écart for ``hand`` (the taker's cards, chien included) that follows the advice of
    « Bien jouer »: always legal (checked by `check_ecart`).

    1. Make voids: the shortest suits without a King are discarded whole, if they fit.
    2. Then the points of short suits: Dames, Cavaliers, Valets first, shortest suit first.
    3. Trumps only when there are not enough other cards, the smallest ones.

    >>> from tarot_rules.render import cards_text
    >>> hand = "21 20 18 15 12 9 7 4 1 Excuse R♥ D♥ 5♥ R♠ 3♠ 8♦ 2♦ V♣ 10♣ 6♠ 4♥ C♦ 2♠ 17"
    >>> print(cards_text(suggest_ecart(4, hand)))
    D♥, 2♦, 8♦, C♦, 10♣, V♣
    """
    preset = rules_for(rules)
    cards = _cards(hand)
    plain = [card for card in cards if card.suit is not None and card.rank != 14]
    with_king = {card.suit for card in cards if card.suit is not None and card.rank == 14}
    length = {suit: sum(1 for card in plain if card.suit is suit) for suit in SUITS}
    chosen: list[Card] = []
    for suit in sorted((s for s in SUITS if s not in with_king and length[s]), key=lambda s: length[s]):
        if length[suit] <= preset.chien_size - len(chosen):
            chosen.extend(card for card in plain if card.suit is suit)
    rest = sorted(
        (card for card in plain if card not in chosen),
        key=lambda card: (-card.half_points, length[_suit_of(card)], -card.rank),
    )
    trumps = sorted(card for card in cards if card.is_trump and not card.is_bout)
    chosen.extend([*rest, *trumps][: preset.chien_size - len(chosen)])
    ecart = tuple(sorted(chosen))
    check_ecart(preset, cards, ecart)
    return ecart


def suggest_call(hand: CardsLike) -> Card:
    """The card a taker at 5 players calls, following « Bien jouer »: a card they may call and do not
    hold (calling one's own Roi means playing alone), in a suit where they hold at least one card (to
    lead it to the partner), the shortest such suit, then the one where they hold the most points
    (the Dame under the called Roi).

    >>> print(suggest_call("R♠ 3♠ 8♠ D♥ 2♦ 5♦ 9♦ 21 14 7 5 2 Excuse 4♣ 6♣"))
    R♥
    >>> print(suggest_call("R♠ D♥ 2♦ 5♦ 9♦ 21 14 7 5 2 Excuse 4♣ 6♣ 8♣ 1"))
    R♥
    """
    cards = _cards(hand)

    def held(card: Card) -> tuple[int, int]:
        suit = [mine for mine in cards if mine.suit is card.suit]
        return len(suit), sum(mine.half_points for mine in suit)

    return min(
        callable_cards(cards),
        key=lambda card: (card in cards, held(card)[0] == 0, held(card)[0], -held(card)[1]),
    )


def suggest_poignee(rules: int | Rules, hand: CardsLike) -> tuple[Card, ...]:
    """The largest poignée ``hand`` can show (its smallest trumps, so that the big ones stay
    secret; the Excuse only in place of a missing trump, when no other trump is left), or
    ``()`` when it holds too few trumps. Always legal (checked by `check_poignee`).

    The bonus goes to the camp that wins the deal: the taker, who expects to win, shows it.

    >>> from tarot_rules.render import cards_text
    >>> print(cards_text(suggest_poignee(4, "1 2 3 4 5 6 7 8 9 21 Excuse R♥ 5♥")))
    1, 2, 3, 4, 5, 6, 7, 8, 9, 21
    >>> print(cards_text(suggest_poignee(4, "1 2 3 4 5 6 7 8 9 Excuse R♥ 5♥")))
    1, 2, 3, 4, 5, 6, 7, 8, 9, Excuse
    >>> suggest_poignee(4, "1 2 3 R♥")
    ()
    """
    preset = rules_for(rules)
    cards = _cards(hand)
    trumps = sorted(card for card in cards if card.is_trump)
    excuse = [card for card in cards if card.is_excuse]
    for size in sorted(preset.poignee_sizes, reverse=True):
        if len(trumps) >= size:
            shown = tuple(trumps[:size])
        elif len(trumps) + len(excuse) == size:
            shown = (*trumps, *excuse)
        else:
            continue
        check_poignee(preset, cards, shown)
        return shown
    return ()
