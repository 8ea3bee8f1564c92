"""The 78 cards of the French tarot pack: notation, French names, strength and points.

Cards are immutable values, one object per card, ordered by ``index``
(suits ♠ ♥ ♦ ♣ from the As to the Roi, then the trumps 1 to 21, then the Excuse).
Points are kept in half points (``half_points``) so that sums stay exact.

>>> card = parse_card("R♥")
>>> card, card.name, card.points
(R♥, 'Roi de cœur', 4.5)
>>> parse_card("rh") is card, parse_card("21").is_bout, str(EXCUSE)
(True, True, 'Excuse')
>>> sum(c.half_points for c in DECK) / 2
91.0
>>> format_cards(parse_cards("10♣ C♠ 1 Excuse"), ascii=True)
'10C CS 1 EX'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from tarot_rules.errors import NotationError


class Suit(Enum):
    """The four suits, valued by their symbol."""

    PIQUE = "♠"
    COEUR = "♥"
    CARREAU = "♦"
    TREFLE = "♣"

    @property
    def ascii(self) -> str:
        """One ASCII letter (English initial): S, H, D or C."""
        return _SUIT_ASCII[self]

    @property
    def french(self) -> str:
        """French name in lower case, as in « Roi de cœur »."""
        return _SUIT_FRENCH[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are printed in red."""
        return self in (Suit.COEUR, Suit.CARREAU)


_SUIT_ASCII = {Suit.PIQUE: "S", Suit.COEUR: "H", Suit.CARREAU: "D", Suit.TREFLE: "C"}
_SUIT_FRENCH = {Suit.PIQUE: "pique", Suit.COEUR: "cœur", Suit.CARREAU: "carreau", Suit.TREFLE: "trèfle"}
SUITS: tuple[Suit, ...] = tuple(Suit)

VALET, CAVALIER, DAME, ROI = 11, 12, 13, 14
"""Ranks of the court cards (a suit's 1 to 10 keep their number)."""

_FACE_LETTERS = {VALET: "V", CAVALIER: "C", DAME: "D", ROI: "R"}
_FACE_NAMES = {1: "As", VALET: "Valet", CAVALIER: "Cavalier", DAME: "Dame", ROI: "Roi"}
_FACE_HALF_POINTS = {VALET: 3, CAVALIER: 5, DAME: 7, ROI: 9}
_BOUT_HALF_POINTS = 9
_PLAIN_HALF_POINTS = 1


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card. Build cards with [`parse_card`][tarot_rules.cards.parse_card] or take them from
    [`DECK`][tarot_rules.cards.DECK].

    ``rank`` is 1–14 for a suit card (As = 1 … Roi = 14), 1–21 for a trump
    and 0 for the Excuse; ``suit`` is ``None`` for trumps and the Excuse.
    """

    index: int
    suit: Suit | None = field(compare=False)
    rank: int = field(compare=False)
    is_trump: bool = field(init=False, compare=False)
    is_excuse: bool = field(init=False, compare=False)
    is_bout: bool = field(init=False, compare=False)
    half_points: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        is_trump = self.suit is None and self.rank > 0
        is_excuse = self.suit is None and self.rank == 0
        is_bout = is_excuse or (is_trump and self.rank in (1, 21))
        if is_bout:
            half = _BOUT_HALF_POINTS
        elif self.suit is not None:
            half = _FACE_HALF_POINTS.get(self.rank, _PLAIN_HALF_POINTS)
        else:
            half = _PLAIN_HALF_POINTS
        object.__setattr__(self, "is_trump", is_trump)
        object.__setattr__(self, "is_excuse", is_excuse)
        object.__setattr__(self, "is_bout", is_bout)
        object.__setattr__(self, "half_points", half)

    @property
    def points(self) -> float:
        """Card value in points (4.5, 3.5, 2.5, 1.5 or 0.5)."""
        return self.half_points / 2

    @property
    def is_face(self) -> bool:
        """Valet, Cavalier, Dame or Roi (a « figure »)."""
        return self.suit is not None and self.rank >= VALET

    @property
    def notation(self) -> str:
        """Short French notation: ``R♥``, ``10♣``, ``21``, ``Excuse``."""
        return self._notation(ascii=False)

    @property
    def ascii(self) -> str:
        """ASCII notation: ``RH``, ``10C``, ``21``, ``EX``."""
        return self._notation(ascii=True)

    def _notation(self, *, ascii: bool) -> str:
        if self.is_excuse:
            return "EX" if ascii else "Excuse"
        if self.suit is None:
            return str(self.rank)
        symbol = self.suit.ascii if ascii else self.suit.value
        return _FACE_LETTERS.get(self.rank, str(self.rank)) + symbol

    @property
    def name(self) -> str:
        """French name: « Roi de cœur », « 14 d'atout », « Petit », « Excuse »."""
        if self.is_excuse:
            return "Excuse"
        if self.suit is None:
            return "Petit" if self.rank == 1 else f"{self.rank} d'atout"
        return f"{_FACE_NAMES.get(self.rank, str(self.rank))} de {self.suit.french}"

    @property
    def is_feminine(self) -> bool:
        """The Dames and the Excuse take feminine agreement in French."""
        return self.is_excuse or (self.suit is not None and self.rank == DAME)

    @property
    def the_name(self) -> str:
        """French name with its article: « le Roi de cœur », « la Dame de pique », « l'Excuse ».

        >>> ", ".join(card.the_name for card in parse_cards("D♠ 1♥ 1 Excuse"))
        "la Dame de pique, l'As de cœur, le Petit, l'Excuse"
        """
        name = self.name
        if name[0] in "AE":
            return f"l'{name}"
        return f"la {name}" if self.is_feminine else f"le {name}"

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return self.notation


def _build_deck() -> tuple[Card, ...]:
    cards = [Card(s * 14 + r - 1, suit, r) for s, suit in enumerate(SUITS) for r in range(1, 15)]
    cards += [Card(56 + n - 1, None, n) for n in range(1, 22)]
    cards.append(Card(77, None, 0))
    return tuple(cards)


DECK: tuple[Card, ...] = _build_deck()
"""All 78 cards, ``DECK[card.index] is card``."""

TRUMPS: tuple[Card, ...] = DECK[56:77]
"""The 21 trumps, from the Petit (``TRUMPS[0]``) to the 21."""

EXCUSE: Card = DECK[77]
PETIT: Card = TRUMPS[0]
VINGT_ET_UN: Card = TRUMPS[20]
BOUTS: tuple[Card, ...] = (PETIT, VINGT_ET_UN, EXCUSE)


def suit_card(rank: int, suit: Suit) -> Card:
    """The card of ``rank`` (1–14) in ``suit``.

    >>> suit_card(ROI, Suit.PIQUE)
    R♠
    """
    return DECK[SUITS.index(suit) * 14 + rank - 1]


def trump(rank: int) -> Card:
    """The trump numbered ``rank`` (1–21).

    >>> trump(1).name
    'Petit'
    """
    if not 1 <= rank <= 21:
        raise NotationError("unknown-card", f"Il n'y a pas d'atout {rank} : les atouts vont de 1 à 21.")
    return TRUMPS[rank - 1]


def _build_lookup() -> dict[str, Card]:
    lookup: dict[str, Card] = {}
    for card in DECK:
        lookup[card.notation.upper()] = card
        lookup[card.ascii.upper()] = card
        lookup[card.name.upper()] = card
    for card in TRUMPS:
        lookup[f"A{card.rank}"] = card
        lookup[f"T{card.rank}"] = card
    for word in ("E", "*", "EXC"):
        lookup[word] = EXCUSE
    return lookup


_LOOKUP = _build_lookup()


def parse_card(text: str) -> Card:
    """Read one card in French or ASCII notation, or by its French name.

    Raises [`NotationError`][tarot_rules.errors.NotationError] for anything else.

    >>> parse_card("c♠").name, parse_card("10c").name, parse_card("petit")
    ('Cavalier de pique', '10 de trèfle', 1)
    """
    card = _LOOKUP.get(text.strip().upper())
    if card is None:
        raise NotationError("unknown-card", f"Carte inconnue : « {text.strip()} ».")
    return card


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas.

    >>> parse_cards("R♥, 21 Excuse")
    (R♥, 21, Excuse)
    """
    return tuple(parse_card(word) for word in text.replace(",", " ").split())


def format_cards(cards: Iterable[Card], *, ascii: bool = False) -> str:
    """Cards in notation, separated by spaces (the inverse of
    [`parse_cards`][tarot_rules.cards.parse_cards])."""
    return " ".join(card.ascii if ascii else card.notation for card in cards)


def total_half_points(cards: Iterable[Card]) -> int:
    """Points of ``cards`` in half points (exact).

    >>> total_half_points(parse_cards("R♥ D♥ 5♥")) / 2
    8.5
    """
    return sum(card.half_points for card in cards)
