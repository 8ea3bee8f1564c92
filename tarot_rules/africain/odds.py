"""Exact odds for one-card tricks, counted with fractions (no sampling).

In the blind round a player sees everyone's card but their own; their own card
is equally likely to be any card they cannot see (the undealt cards are unseen
too). It wins if it beats every visible card.

>>> from tarot_rules.cards import parse_cards
>>> blind_win_probability(parse_cards("17 9 4"))
Fraction(4, 19)
>>> print(format_chance(blind_win_probability(parse_cards("17 9 4"))))
4 chances sur 19 (21,1 %)
>>> single_card_win_probability(parse_cards("19")[0], players=4)
Fraction(51, 70)
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from math import comb

from tarot_rules.africain.round import AFRICAIN_DECK, Round, card_code
from tarot_rules.africain.settings import DECK_SIZE
from tarot_rules.cards import Card
from tarot_rules.errors import InvalidFactsError


def card_value(card: Card, excuse_value: int = 0) -> int:
    """Strength of a card in a trick: its number, the Excuse at ``excuse_value`` (0 or 22)."""
    code = card_code(card)
    return code if code else excuse_value


def _unseen(seen: Iterable[Card]) -> tuple[list[int], list[Card]]:
    codes = [card_code(c) for c in seen]
    if not codes or len(set(codes)) != len(codes):
        raise InvalidFactsError("bad-cards", "Il faut au moins une carte visible, sans doublon.")
    hidden = [c for c in AFRICAIN_DECK if card_code(c) not in codes]
    return codes, hidden


def blind_winning_cards(seen: Iterable[Card], excuse_value: int = 0) -> tuple[tuple[Card, ...], int]:
    """The cards that would win against ``seen``, and how many cards the own card may be.

    >>> from tarot_rules.cards import parse_cards
    >>> blind_winning_cards(parse_cards("20 3"), excuse_value=22)
    ((21, Excuse), 20)
    """
    codes, hidden = _unseen(seen)
    best = max(c if c else excuse_value for c in codes)
    winners = tuple(c for c in reversed(hidden) if card_value(c, excuse_value) > best)
    return winners, len(hidden)


def blind_win_probability(seen: Iterable[Card], excuse_value: int = 0) -> Fraction:
    """Chance that the own (unseen) card beats all the ``seen`` ones in the blind round.

    ``excuse_value`` is what the Excuse is worth in that trick (22 if its
    player would play it high in the "0 ou 22" mode).
    """
    winners, total = blind_winning_cards(seen, excuse_value)
    return Fraction(len(winners), total)


def blind_odds(round_: Round, seat: int, excuse_value: int = 0) -> Fraction:
    """[`blind_win_probability`][tarot_rules.africain.blind_win_probability] for ``seat`` of a blind round,
    from what that seat sees."""
    if not round_.is_blind:
        raise InvalidFactsError("not-blind", "Ce n'est pas la manche sur le front.")
    seen = [card for cards in round_.visible_to(seat).values() for card in cards]
    return blind_win_probability(seen, excuse_value)


def single_card_win_probability(card: Card, players: int, excuse_value: int = 0) -> Fraction:
    """Chance that ``card`` wins a 1-card trick against ``players`` − 1 unknown cards.

    The other cards are any ``players`` − 1 of the 21 others, all equally likely.

    >>> from tarot_rules.cards import EXCUSE, TRUMPS
    >>> single_card_win_probability(TRUMPS[20], 5), single_card_win_probability(TRUMPS[20], 5, 22)
    (Fraction(1, 1), Fraction(17, 21))
    >>> single_card_win_probability(EXCUSE, 3)
    Fraction(0, 1)
    """
    if not 2 <= players <= DECK_SIZE:
        raise InvalidFactsError("player-count", f"Nombre de joueurs impossible : {players}.")
    value = card_value(card, excuse_value)
    lower = sum(1 for c in AFRICAIN_DECK if c is not card and card_value(c, excuse_value) < value)
    return Fraction(comb(lower, players - 1), comb(DECK_SIZE - 1, players - 1))


def format_chance(chance: Fraction, total: int | None = None) -> str:
    """French wording of a chance: « 4 chances sur 18 (22,2 %) ».

    ``total`` sets the denominator shown (by default the smallest one ≥ 10 the
    fraction allows, to read like a count of cards). A sure loss or win says so.

    >>> format_chance(Fraction(0)), format_chance(Fraction(1))
    ('aucune chance (0 %)', 'victoire assurée (100 %)')
    """
    if chance in (0, 1) and total is None:
        return "aucune chance (0 %)" if chance == 0 else "victoire assurée (100 %)"
    if total is None:
        total = chance.denominator
        while total < 10:
            total *= 2
    count = chance * total
    percent = f"{float(chance) * 100:.1f}".replace(".", ",")
    word = "chance" if count <= 1 else "chances"
    return f"{count} {word} sur {total} ({percent} %)"
