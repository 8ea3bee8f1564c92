"""Which cards may be played, and who wins a trick.

Cards are handled internally as bits of an ``int`` (bit ``card.index``), which keeps
the legal-card computation to a few integer operations; the public functions take
and return [`Card`][tarot_rules.cards.Card] objects (or a notation string).

>>> legal_cards("R♥ 3♥ 5♣ 7 Excuse", "10♥ 12")
(3♥, R♥, Excuse)
>>> legal_cards("5♣ 7 14 Excuse", "10♥ 12")
(14, Excuse)
>>> trick_winner("Excuse 3♥ R♥ 2")
3
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from tarot_rules.cards import BOUTS, DECK, EXCUSE, PETIT, ROI, SUITS, VINGT_ET_UN, Card, parse_cards
from tarot_rules.errors import IllegalActionError


def _mask(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


TRUMP = 4
"""Kind of a trump (suits are 0–3 in `SUITS` order)."""
EXCUSE_KIND = 5
NO_LEAD = -1

PETIT_INDEX = PETIT.index
VINGT_ET_UN_INDEX = VINGT_ET_UN.index
EXCUSE_INDEX = EXCUSE.index
SUIT_MASKS: tuple[int, ...] = tuple(_mask(c for c in DECK if c.suit is suit) for suit in SUITS)
"""``SUIT_MASKS[kind]``: the 14 cards of suit ``kind`` (0–3)."""
TRUMP_MASK = _mask(c for c in DECK if c.is_trump)
EXCUSE_BIT = 1 << EXCUSE_INDEX
PETIT_BIT = 1 << PETIT_INDEX
ALL_CARDS = _mask(DECK)
BIT: tuple[int, ...] = tuple(1 << c.index for c in DECK)
"""``BIT[i]``: the bit of card ``i``."""
KIND: tuple[int, ...] = tuple(
    EXCUSE_KIND if c.is_excuse else TRUMP if c.suit is None else SUITS.index(c.suit) for c in DECK
)
RANK: tuple[int, ...] = tuple(c.rank for c in DECK)
HALF_POINTS: tuple[int, ...] = tuple(c.half_points for c in DECK)
TRUMP_STRENGTH = 100
STRENGTH: tuple[int, ...] = tuple(
    0 if c.is_excuse else TRUMP_STRENGTH + c.rank if c.is_trump else c.rank for c in DECK
)
"""Trick-taking strength: a suit card's rank (when of the suit led), 100 + rank for a trump."""
LEAD_KIND: tuple[int, ...] = tuple(NO_LEAD if kind == EXCUSE_KIND else kind for kind in KIND)
"""What a card sets as led when it opens a trick (after the Excuse, the next card does)."""
POWER: tuple[tuple[int, ...], ...] = tuple(
    tuple(STRENGTH[i] if KIND[i] in (led, TRUMP) else -1 for i in range(len(DECK)))
    for led in (0, 1, 2, 3, TRUMP, NO_LEAD)
)
"""``POWER[led][i]``: the strength of card ``i`` in a trick where ``led`` (a suit, ``TRUMP``
or ``NO_LEAD``) was led, −1 when it cannot win (another suit, the Excuse)."""
KINGS_MASK = _mask(c for c in DECK if c.suit is not None and c.rank == ROI)
BOUTS_MASK = _mask(BOUTS)
ABOVE_TRUMP: tuple[int, ...] = tuple(TRUMP_MASK & ~((1 << (PETIT_INDEX + r)) - 1) for r in range(22))
"""``ABOVE_TRUMP[r]``: the trumps ranked above ``r`` (``r`` = 0 means every trump)."""
FACES_MASK = _mask(c for c in DECK if c.is_face)
"""The 16 face cards (Valet, Cavalier, Dame, Roi of each suit)."""
POINT_LAYERS: tuple[int, ...] = tuple(
    sum(1 << c.index for c in DECK if c.half_points >= level) for level in (3, 5, 7, 9)
)
"""Cards worth at least 1.5, 2.5, 3.5 and 4.5 points: each layer adds one point (two halves)."""


def half_points(mask: int) -> int:
    """Points of the cards of ``mask``, in half points (a few bit counts, no loop over cards).

    >>> half_points(to_mask(parse_cards("R♥ D♥ 5♥ 21 Excuse"))) / 2
    17.5
    >>> half_points(ALL_CARDS) / 2
    91.0
    """
    total = mask.bit_count()
    for layer in POINT_LAYERS:
        total += 2 * (mask & layer).bit_count()
    return total


CardSet = int | str | Iterable[Card]
"""Cards given as a bit set, in notation (``"R♥ 21 Excuse"``) or as [`Card`][tarot_rules.cards.Card]
objects."""


def to_mask(cards: CardSet) -> int:
    """Bit set of ``cards``.

    >>> to_mask("1♠ 2♠") == to_mask(parse_cards("2♠ 1♠")) == 0b11
    True
    """
    if isinstance(cards, int):
        return cards
    if isinstance(cards, str):
        cards = parse_cards(cards)
    return _mask(cards)


def indices(mask: int) -> Iterator[int]:
    """Card indices of ``mask``, in increasing order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask`` in deck order (suits, then trumps, then the Excuse)."""
    return tuple(DECK[i] for i in indices(mask))


RULES: tuple[str, ...] = (
    "",
    "called-suit-lead",
    "must-follow",
    "must-trump",
    "must-play-trump",
    "chelem-excuse-last",
)
"""The codes of the rules that restrict the cards a player may play (``""``: no restriction)."""
_RULE_SHIFT = len(DECK)
_LEAD, _FOLLOW, _TRUMP, _PLAY_TRUMP, _EXCUSE_LAST = (n << _RULE_SHIFT for n in range(1, 6))


def play_rule(hand: int, led: int, top_trump: int, forbidden_lead: int = 0, excuse_last: bool = False) -> int:
    """The rule of play in one place: a *ruling*, the legal cards of ``hand`` (a bit set, bits
    0–77) with the number of the rule that restricts them above (its code is
    ``RULES[ruling >> 78]``, see `ruled`). One integer, so that the hot query stays cheap.

    ``led`` is the kind led (``NO_LEAD`` when the trick is empty or holds only the Excuse,
    0–3 a suit, ``TRUMP``), ``top_trump`` the highest trump rank already in the trick
    (0 if none), ``forbidden_lead`` the cards that may not be led when others can (the
    called suit at 5 players), ``excuse_last`` whether the player (a chelem announcer)
    must keep the Excuse for the last trick. `play_error` turns the rule into the French
    reason a card is refused.

    >>> legal, rule = ruled(play_rule(to_mask("3♥ R♥ 5♣ 7 Excuse"), led=1, top_trump=0))  # cœur led
    >>> cards_of(legal), rule
    ((3♥, R♥, Excuse), 'must-follow')
    """
    if excuse_last:
        ruling = play_rule(hand, led, top_trump, forbidden_lead)
        legal = ruling & ALL_CARDS
        if legal & EXCUSE_BIT and legal != EXCUSE_BIT:
            return ruling & ~EXCUSE_BIT if ruling > ALL_CARDS else legal & ~EXCUSE_BIT | _EXCUSE_LAST
        return ruling
    if led < 0:
        legal = hand & ~forbidden_lead
        return legal | _LEAD if legal and legal != hand else hand
    if led < TRUMP and (follow := hand & SUIT_MASKS[led]):
        return follow | (hand & EXCUSE_BIT) | _FOLLOW
    if trumps := hand & TRUMP_MASK:
        legal = (trumps & ABOVE_TRUMP[top_trump] or trumps) | (hand & EXCUSE_BIT)
        return legal | (_PLAY_TRUMP if led == TRUMP else _TRUMP)
    return hand


def ruled(ruling: int) -> tuple[int, str]:
    """A ruling of `play_rule` read: the legal cards (a bit set) and the rule's code."""
    return ruling & ALL_CARDS, RULES[ruling >> _RULE_SHIFT]


def legal_mask(hand: int, led: int, top_trump: int, forbidden_lead: int = 0) -> int:
    """Legal cards of ``hand`` as a bit set: the cards of `play_rule`'s ruling."""
    return play_rule(hand, led, top_trump, forbidden_lead) & ALL_CARDS


def trick_state(trick: Iterable[Card]) -> tuple[int, int]:
    """``(led, top_trump)`` of the cards already played to a trick."""
    led, top = NO_LEAD, 0
    for card in trick:
        kind = KIND[card.index]
        if led < 0 and kind != EXCUSE_KIND:
            led = kind
        if kind == TRUMP and card.rank > top:
            top = card.rank
    return led, top


def _cards(cards: Iterable[Card] | str) -> tuple[Card, ...]:
    return parse_cards(cards) if isinstance(cards, str) else tuple(cards)


def called_suit_mask(called: Card | None) -> int:
    """Cards that may not be led at 5 players: the called suit except the called card."""
    if called is None or called.suit is None:
        return 0
    return SUIT_MASKS[KIND[called.index]] & ~(1 << called.index)


def legal_cards(
    hand: Iterable[Card] | str,
    trick: Iterable[Card] | str = (),
    *,
    called: Card | None = None,
    first_trick: bool = False,
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played on ``trick`` (cards already played, in order).

    At 5 players, pass the ``called`` card and ``first_trick=True`` for the opening
    lead: the called suit may not be led, except the called card itself.

    >>> from tarot_rules.cards import parse_card
    >>> legal_cards("R♥ 3♥ 5♣", "", called=parse_card("R♥"), first_trick=True)
    (R♥, 5♣)
    """
    hand_cards, trick_cards = _cards(hand), _cards(trick)
    led, top = trick_state(trick_cards)
    forbidden = called_suit_mask(called) if first_trick else 0
    return cards_of(legal_mask(to_mask(hand_cards), led, top, forbidden))


def check_card(
    hand: Iterable[Card] | str,
    trick: Iterable[Card] | str,
    card: Card | str,
    *,
    called: Card | None = None,
    first_trick: bool = False,
) -> None:
    """Raise [`IllegalActionError`][tarot_rules.errors.IllegalActionError] if ``card`` may not be played.

    The error names the rule in French, carries a stable ``code`` and ``.legal``.

    >>> try:
    ...     check_card("3♥ 10 15", "R♠ 14", "10")
    ... except IllegalActionError as error:
    ...     print(error.code, "|", error, "|", error.legal)
    must-overtrump | Vous devez surcouper : le 14 d'atout est déjà joué. | (15,)
    """
    hand_cards, trick_cards = _cards(hand), _cards(trick)
    if isinstance(card, str):
        (card,) = parse_cards(card)
    led, top = trick_state(trick_cards)
    forbidden = called_suit_mask(called) if first_trick else 0
    error = play_error(to_mask(hand_cards), led, top, card.index, forbidden_lead=forbidden, called=called)
    if error is not None:
        raise error


def play_error(
    hand: int,
    led: int,
    top_trump: int,
    index: int,
    *,
    forbidden_lead: int = 0,
    excuse_last: bool = False,
    called: Card | None = None,
) -> IllegalActionError | None:
    """Why card ``index`` may not be played (the error to raise), or ``None`` when it is legal.

    The arguments are those of `play_rule` (bit-set form); ``called`` names the called suit.

    >>> print(play_error(to_mask("3♥ 10 15"), TRUMP, 14, parse_cards("10")[0].index))
    Vous devez monter : le 14 d'atout est déjà joué.
    """
    legal, rule = ruled(play_rule(hand, led, top_trump, forbidden_lead, excuse_last))
    if legal >> index & 1:
        return None
    alternatives = cards_of(legal)
    card = DECK[index]
    if not hand >> index & 1:
        return IllegalActionError("not-in-hand", f"Vous n'avez pas {card.the_name} en main.", alternatives)
    if card.is_excuse:
        excuse_last_text = "Le déclarant du chelem qui a l'Excuse doit la jouer en dernier."
        return IllegalActionError("chelem-excuse-last", excuse_last_text, alternatives)
    if rule == "called-suit-lead":
        suit = called.suit.french if called is not None and called.suit is not None else ""
        return IllegalActionError(
            rule,
            f"On ne peut pas entamer à {suit}, la couleur du Roi appelé, sauf avec la carte appelée.",
            alternatives,
        )
    if rule == "must-follow":
        return IllegalActionError(rule, f"Vous devez fournir à {suit_name(led)}.", alternatives)
    if card.is_trump:
        verb = "monter" if led == TRUMP else "surcouper"
        return IllegalActionError(
            "must-overtrump", f"Vous devez {verb} : le {top_trump} d'atout est déjà joué.", alternatives
        )
    if rule == "must-play-trump":
        return IllegalActionError(rule, "L'atout est demandé : vous devez jouer atout.", alternatives)
    return IllegalActionError(
        rule, f"Vous n'avez plus de {suit_name(led)} : vous devez couper.", alternatives
    )


def suit_name(kind: int) -> str:
    """French name of suit kind 0–3 (« pique », « cœur », « carreau », « trèfle »)."""
    return SUITS[kind].french


def trick_winner(cards: Iterable[Card] | str) -> int:
    """Index (0-based, in play order) of the card that wins a complete trick.

    The highest trump wins, else the highest card of the suit led; the Excuse
    never wins here (see the chelem case in the deal state machine), and when it
    is led the next card sets the suit.

    >>> trick_winner("3♥ R♥ 5♣ 2♥")
    1
    >>> trick_winner("3♥ R♥ 1 2♥")
    2
    """
    best, winner, led = -2, 0, NO_LEAD
    for position, card in enumerate(_cards(cards)):
        kind = KIND[card.index]
        if kind == EXCUSE_KIND:
            strength = -1
        elif kind == TRUMP:
            strength = 100 + card.rank
        else:
            if led < 0:
                led = kind
            strength = card.rank if kind == led else 0
        if strength > best:
            best, winner = strength, position
    return winner
