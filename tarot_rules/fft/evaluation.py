"""Judging a hand before bidding, and building an écart: the advice of « Bien jouer », as data.

This is a *method*, not a rule: Noël Chavey's point count (« Le jeu de tarot », Hatier, 1986, as
French clubs reproduce it), one method among others. Its table is `CHAVEY`; its thresholds are for
an 18-card hand (4 players), and the site scales them to the hand size at 3 and 5 players. The
site's strategy pages show these functions, and computer players use them, so that what the pages
teach is what the computer does.

The two examples of the reproduction (hands of 4 players):

>>> print(evaluate("21 19 12 6 1 Excuse R♥ C♥ 10♥ 8♥ 1♥ V♦ 8♦ D♣ C♣ 7♣ 6♠ 4♠"))
Le 21 : 10
L’Excuse : 8
Le Petit, avec 6 atouts (Excuse comprise) : 7
Atouts, Excuse comprise (6 × 2) : 12
Atouts majeurs, du 16 au 21 (2 × 2) : 4
Roi sans la Dame (♥) : 6
Dame sans le Roi (♣) : 3
Cavaliers (2 × 2) : 4
Valets (1 × 1) : 1
Longue de 5 cartes (♥) : 5
Total : 60 points ; seuils à 4 joueurs : Prise 40, Garde 56, Garde sans 71, Garde contre 81
Pour une Garde sans ou une Garde contre, en plus : rien (ni coupe ni singleton)
Contrat conseillé : Garde
>>> evaluate("20 18 14 13 9 8 6 R♥ 10♥ 5♥ 4♥ R♦ D♦ 7♣ 8♣ 8♠ 7♠ 5♠").total
34
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from tarot_rules.cards import SUITS, Card, Suit, parse_cards
from tarot_rules.fft.announcements import check_ecart, check_poignee
from tarot_rules.fft.bidding import callable_cards
from tarot_rules.fft.rules import Contract, Rules, rules_for

__all__ = [
    "CHAVEY",
    "Evaluation",
    "Feature",
    "PointCount",
    "evaluate",
    "suggest_call",
    "suggest_ecart",
    "suggest_poignee",
]

CardsLike = Iterable[Card] | str

_ROI, _DAME, _CAVALIER, _VALET = 14, 13, 12, 11


@dataclass(frozen=True, slots=True)
class PointCount:
    """A point-count method: the points of each feature of a hand, and the threshold of each
    contract for an 18-card hand (4 players); other hand sizes scale them by ``hand_size / 18``.

    The Excuse counts as a trump in every trump count of the table."""

    name: str
    source: str
    vingt_et_un: int
    excuse: int
    petit: tuple[tuple[int, int], ...]
    """(trumps held at least, points of the Petit), highest first; fewer trumps: 0."""
    trump: int
    counted_trumps: int
    """Each trump is worth ``trump`` only when the hand holds at least this many."""
    major_trump: int
    """Each trump from 16 to 21."""
    major_run: int
    """In addition, each trump from 16 to 21 in a run of two or more that follow each other."""
    marriage: int
    """A Roi with the Dame of its suit."""
    roi: int
    dame: int
    cavalier: int
    valet: int
    long_suits: tuple[tuple[int, int], ...]
    """(length at least, points), longest first; each card beyond the longest adds ``long_suit_extra``."""
    long_suit_extra: int
    void: int
    singleton: int
    distribution_from: Contract
    """Voids and singletons count only towards this contract and the ones above."""
    thresholds: tuple[tuple[Contract, int], ...]

    def scaled(self, rules: Rules) -> tuple[tuple[Contract, int], ...]:
        """The thresholds for the hand size of ``rules`` (rounded to the nearest point).

        >>> from tarot_rules.fft.rules import FFT3, FFT5
        >>> [n for _, n in CHAVEY.scaled(FFT3)], [n for _, n in CHAVEY.scaled(FFT5)]
        ([53, 75, 95, 108], [33, 47, 59, 68])
        """
        return tuple((contract, (2 * n * rules.hand_size + 18) // 36) for contract, n in self.thresholds)


CHAVEY = PointCount(
    name="le barème de Noël Chavey",
    source="Noël Chavey, « Le jeu de tarot », Hatier, 1986",
    vingt_et_un=10,
    excuse=8,
    petit=((7, 9), (6, 7), (5, 5)),
    trump=2,
    counted_trumps=5,
    major_trump=2,
    major_run=1,
    marriage=10,
    roi=6,
    dame=3,
    cavalier=2,
    valet=1,
    long_suits=((7, 9), (6, 7), (5, 5)),
    long_suit_extra=2,
    void=6,
    singleton=3,
    distribution_from=Contract.GARDE_SANS,
    thresholds=(
        (Contract.PRISE, 40),
        (Contract.GARDE, 56),
        (Contract.GARDE_SANS, 71),
        (Contract.GARDE_CONTRE, 81),
    ),
)
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
    """A hand's points by feature and their total; the voids and singletons (``distribution``),
    which count only towards the higher contracts; the thresholds used and the contract they
    suggest (``None``: pass)."""

    features: tuple[Feature, ...]
    distribution: tuple[Feature, ...]
    distribution_from: Contract
    total: int
    thresholds: tuple[tuple[Contract, int], ...]
    players: int
    contract: Contract | None

    @property
    def total_with_distribution(self) -> int:
        """The total the higher contracts are judged on."""
        return self.total + sum(feature.points for feature in self.distribution)

    def points_for(self, contract: Contract) -> int:
        """The total ``contract`` is judged on: voids and singletons count from
        ``distribution_from`` up."""
        return self.total_with_distribution if contract >= self.distribution_from else self.total

    def __str__(self) -> str:
        limits = ", ".join(f"{contract.french} {n}" for contract, n in self.thresholds)
        extra = (
            " ; ".join(str(feature) for feature in self.distribution)
            + f", total {self.total_with_distribution}"
            if self.distribution
            else "rien (ni coupe ni singleton)"
        )
        advice = self.contract.french if self.contract is not None else "Passe"
        return "\n".join(
            [
                *(str(feature) for feature in self.features),
                f"Total : {self.total} points ; seuils à {self.players} joueurs : {limits}",
                f"Pour une Garde sans ou une Garde contre, en plus : {extra}",
                f"Contrat conseillé : {advice}",
            ]
        )


def _cards(cards: CardsLike) -> tuple[Card, ...]:
    return parse_cards(cards) if isinstance(cards, str) else tuple(cards)


def _times(label: str, count: int, each: int) -> Feature:
    return Feature(f"{label} ({count} × {each})", count * each)


def _by_step(steps: tuple[tuple[int, int], ...], count: int) -> int:
    return next((points for least, points in steps if count >= least), 0)


def _trump_features(hand: tuple[Card, ...], method: PointCount) -> list[Feature]:
    ranks = {card.rank for card in hand if card.is_trump}
    count = len(ranks) + sum(1 for card in hand if card.is_excuse)
    features = []
    if 21 in ranks:
        features.append(Feature("Le 21", method.vingt_et_un))
    if any(card.is_excuse for card in hand):
        features.append(Feature("L’Excuse", method.excuse))
    if 1 in ranks:
        label = f"Le Petit, avec {count} atout{'s' if count > 1 else ''} (Excuse comprise)"
        features.append(Feature(label, _by_step(method.petit, count)))
    if count >= method.counted_trumps:
        features.append(_times("Atouts, Excuse comprise", count, method.trump))
    majors = sorted(rank for rank in ranks if rank >= 16)
    if majors:
        features.append(_times("Atouts majeurs, du 16 au 21", len(majors), method.major_trump))
    in_runs = sum(1 for rank in majors if (rank > 16 and rank - 1 in ranks) or rank + 1 in ranks)
    if in_runs:
        features.append(_times("Atouts majeurs qui se suivent", in_runs, method.major_run))
    return features


def _suit_features(hand: tuple[Card, ...], method: PointCount) -> list[Feature]:
    features = []
    ranks = {suit: {card.rank for card in hand if card.suit is suit} for suit in SUITS}
    for suit, held in ranks.items():
        if {_ROI, _DAME} <= held:
            features.append(Feature(f"Roi et Dame, un mariage ({suit.value})", method.marriage))
        elif _ROI in held:
            features.append(Feature(f"Roi sans la Dame ({suit.value})", method.roi))
        elif _DAME in held:
            features.append(Feature(f"Dame sans le Roi ({suit.value})", method.dame))
    for rank, label, each in ((_CAVALIER, "Cavaliers", method.cavalier), (_VALET, "Valets", method.valet)):
        count = sum(1 for held in ranks.values() if rank in held)
        if count:
            features.append(_times(label, count, each))
    longest = method.long_suits[0][0]
    for suit, held in ranks.items():
        points = _by_step(method.long_suits, len(held))
        if points:
            points += method.long_suit_extra * max(0, len(held) - longest)
            features.append(Feature(f"Longue de {len(held)} cartes ({suit.value})", points))
    return features


def _distribution(hand: tuple[Card, ...], method: PointCount) -> list[Feature]:
    lengths = {suit: sum(1 for card in hand if card.suit is suit) for suit in SUITS}
    return [
        Feature(f"Coupe ({suit.value})", method.void)
        if length == 0
        else Feature(f"Singleton ({suit.value})", method.singleton)
        for suit, length in lengths.items()
        if length <= 1
    ]


def evaluate(hand: CardsLike, players: int | Rules = 4, method: PointCount = CHAVEY) -> Evaluation:
    """Count a hand's points with ``method`` and suggest the highest contract whose threshold
    (scaled to the hand size) the total reaches, voids and singletons added for the contracts
    from ``method.distribution_from`` up; ``None`` below the Prise threshold.

    >>> evaluate("R♥ 5♥ 3♠ 2♦ 7♣").total
    6
    >>> evaluate("R♥ 5♥ 3♠ 2♦ 7♣").contract is None
    True
    """
    cards = _cards(hand)
    rules = rules_for(players)
    features = (*_trump_features(cards, method), *_suit_features(cards, method))
    evaluation = Evaluation(
        features,
        tuple(_distribution(cards, method)),
        method.distribution_from,
        sum(feature.points for feature in features),
        method.scaled(rules),
        rules.players,
        None,
    )
    reached = [contract for contract, n in evaluation.thresholds if evaluation.points_for(contract) >= n]
    return replace(evaluation, contract=reached[-1]) if reached else evaluation


def _suit_of(card: Card) -> Suit:
    assert card.suit is not None
    return card.suit


def suggest_ecart(rules: int | Rules, hand: CardsLike) -> tuple[Card, ...]:
    """An écart for ``hand`` (the taker's cards, chien included) that follows the advice of
    « Bien jouer »: always legal (checked by `check_ecart`).

    1. Make voids: the shortest suits without a King are discarded whole, if they fit.
    2. Then the points of short suits: Dames, Cavaliers, Valets first, shortest suit first; a
       Dame whose Roi is in the hand (a « mariage ») stays, unless nothing else but trumps is left.
    3. Trumps only when there are not enough other cards, the smallest ones.

    >>> from tarot_rules.cards import format_cards
    >>> hand = "21 20 18 15 12 9 7 4 1 Excuse R♥ D♥ 5♥ R♠ 3♠ 8♦ 2♦ V♣ 10♣ 6♠ 4♥ C♦ 2♠ 17"
    >>> print(format_cards(suggest_ecart(4, hand)))
    6♠ 2♦ 8♦ C♦ 10♣ V♣
    """
    preset = rules_for(rules)
    cards = _cards(hand)
    plain = [card for card in cards if card.suit is not None and card.rank != _ROI]
    with_king = {card.suit for card in cards if card.suit is not None and card.rank == _ROI}
    length = {suit: sum(1 for card in plain if card.suit is suit) for suit in SUITS}
    chosen: list[Card] = []
    for suit in sorted((s for s in SUITS if s not in with_king and length[s]), key=lambda s: length[s]):
        if length[suit] <= preset.chien_size - len(chosen):
            chosen.extend(card for card in plain if card.suit is suit)
    rest = sorted(
        (card for card in plain if card not in chosen),
        key=lambda card: (
            card.rank == _DAME and card.suit in with_king,
            -card.half_points,
            length[_suit_of(card)],
            -card.rank,
        ),
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

    >>> from tarot_rules.cards import format_cards
    >>> print(format_cards(suggest_poignee(4, "1 2 3 4 5 6 7 8 9 21 Excuse R♥ 5♥")))
    1 2 3 4 5 6 7 8 9 21
    >>> print(format_cards(suggest_poignee(4, "1 2 3 4 5 6 7 8 9 Excuse R♥ 5♥")))
    1 2 3 4 5 6 7 8 9 Excuse
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
