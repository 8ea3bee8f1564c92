"""Tarot africain players: bid the tricks the hand is worth, then play to make the bid exactly.

Débutant:

- Bid: each card's chance to win a trick against the unknown cards of the others
  ([single_card_win_probability][tarot_rules.africain.single_card_win_probability]), added up,
  rounded to the nearest bid the golden rule allows. On the forehead (blind round): 1 when the
  exact [blind_odds][tarot_rules.africain.blind_odds] are above one chance in two, else 0.
- Play (`play_for_bid`): while tricks are missing, take the trick with the smallest card that
  does (lead the strongest); once the bid is made, stay under the best card with the strongest
  card that does (lead the smallest).

Confirmé deals the cards it cannot see at random many times, plays each choice out with the
Débutant rules and keeps the one that makes the bid exactly most often.

>>> from tarot_rules.africain import Game
>>> game = Game(["A", "B", "C"], seed=4)
>>> decision = AfricainDebutant().decide(game, game.to_move)
>>> print(decision.reason)
J'attends 3,0 plis (la chance de chaque carte de gagner un pli, additionnée) : j'annonce 3.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from typing import Any, assert_never

from tarot_rules.africain.game import Game
from tarot_rules.africain.odds import blind_odds, format_chance, single_card_win_probability
from tarot_rules.africain.round import (
    AFRICAIN_DECK,
    EXCUSE_HIGH,
    Bid,
    BidMade,
    Phase,
    Play,
    Round,
    card_code,
)
from tarot_rules.africain.settings import DECK_SIZE, ExcuseMode
from tarot_rules.game import GameState
from tarot_rules.players.base import Decision

_BID_ADVICE = "africain/regle-d-or.md"
_BLIND_ADVICE = "africain/manche-sur-le-front.md#les-chances-selon-la-plus-forte-carte-visible"
_PLAY_ADVICE = "africain/index.md#la-regle-en-bref"


def round_view(state: GameState[Any, Any], seat: int) -> tuple[Round, int]:
    """The round being played and ``seat``'s place in it (a game seat becomes a round seat)."""
    if isinstance(state, Game):
        return state.round, state.alive.index(seat)
    assert isinstance(state, Round)
    return state, seat


def _plural(count: float) -> str:
    return "s" if count >= 2 else ""


def expected_tricks(round_: Round, seat: int) -> float:
    """The sum of each card's chance to win a trick against ``players − 1`` unknown cards.

    >>> round(expected_tricks(Round([["21", "3"], ["12", "5"], ["14", "Excuse"]], dealer=2), 0), 3)
    1.014
    """
    return sum(_win_chance(card_code(card), round_.players) for card in round_.hand(seat))


@cache
def _win_chance(code: int, players: int) -> float:
    return float(single_card_win_probability(AFRICAIN_DECK[code], players))


def _nearest(target: float, legal: Sequence[int]) -> int:
    return min(legal, key=lambda bid: (abs(bid - target), bid))


def bid_decision(round_: Round, seat: int) -> Decision[Bid]:
    """The Débutant bid, with the count (or the blind odds) in the reason."""
    legal = round_.legal_bids
    if round_.is_blind:
        chance = blind_odds(round_, seat)
        bid = _nearest(1 if chance > Fraction(1, 2) else 0, legal)
        reason = (
            f"Je vois les cartes des autres, pas la mienne : elle a {format_chance(chance)} "
            f"de faire le pli, j'annonce {bid}."
        )
        return Decision(Bid(bid), reason, _BLIND_ADVICE, float(chance))
    expected = expected_tricks(round_, seat)
    bid = _nearest(expected, legal)
    shown = f"{expected:.1f}".replace(".", ",")
    reason = (
        f"J'attends {shown} pli{_plural(expected)} (la chance de chaque carte de gagner un pli, "
        f"additionnée) : j'annonce {bid}."
    )
    if _nearest(expected, tuple(range(round_.cards + 1))) not in legal:
        reason += f" La règle d'or m'interdit {round_.forbidden_bid}."
    return Decision(Bid(bid), reason, _BID_ADVICE)


_TAKE, _CANNOT, _LEAD_HIGH, _LEAD_LOW, _DUCK, _FORCED_HIGH, _HOPE, _ONLY = range(8)


def choose_value(options: Sequence[int], missing: int, trick: Sequence[int], players: int) -> tuple[int, int]:
    """The Débutant rule on values: ``options`` the values the player may play, in increasing
    order (the Excuse at 0, or at 0 and 22), ``missing`` the tricks still needed for the bid,
    ``trick`` the values already played to the trick. Returns the value and the rule's number
    (for the reason).

    >>> choose_value([3, 12, 20], missing=1, trick=[10], players=3)  # take with the 12
    (12, 0)
    >>> choose_value([3, 12, 20], missing=0, trick=[15], players=3)  # duck with the 12
    (12, 4)
    """
    if len(options) == 1:
        return options[0], _ONLY
    if not trick:
        return (options[-1], _LEAD_HIGH) if missing > 0 else (options[0], _LEAD_LOW)
    best = max(trick)
    if missing > 0:
        for value in options:
            if value > best:
                return value, _TAKE
        return options[0], _CANNOT
    under = [value for value in options if value < best]
    if under:
        return under[-1], _DUCK
    return (options[-1], _FORCED_HIGH) if len(trick) == players - 1 else (options[0], _HOPE)


def _reason(rule: int, missing: int) -> str:
    need = f"Il me manque {missing} pli{_plural(missing)} : "
    made = "Mon annonce est faite : "
    return (
        need + "je prends avec la plus petite carte qui suffit.",
        "Je ne peux pas prendre ce pli : je donne ma plus petite carte.",
        need + "j'entame ma plus forte carte.",
        made + "j'entame ma plus petite carte pour ne plus prendre de pli.",
        made + "je me débarrasse de ma plus forte carte qui reste sous le pli.",
        "Ce pli est pour moi de toute façon : j'y mets ma plus forte carte.",
        "Toutes mes cartes sont au-dessus : je joue la plus petite, un autre prendra peut-être.",
        "C'est ma seule carte.",
    )[rule]


def _options(codes: Sequence[int], choice: bool) -> list[int]:
    """The values a hand of card ``codes`` may play (the Excuse at 0 and 22 when its player chooses)."""
    values = [*codes, EXCUSE_HIGH] if choice and 0 in codes else list(codes)
    return sorted(values)


def _play(value: int, choice: bool) -> Play:
    if value in (0, EXCUSE_HIGH):
        return Play(AFRICAIN_DECK[0], value if choice else None)
    return Play(AFRICAIN_DECK[value])


def play_for_bid(round_: Round, seat: int) -> tuple[Play, str]:
    """The Débutant card ([choose_value][tarot_rules.players.africain.choose_value]) and its reason."""
    choice = round_.settings.excuse is ExcuseMode.CHOICE
    codes = [card_code(card) for card in round_.hand(seat)]
    missing = (round_.bid_of(seat) or 0) - round_.tricks_won[seat]
    value, rule = choose_value(_options(codes, choice), missing, round_.trick_values, round_.players)
    return _play(value, choice), _reason(rule, missing)


class AfricainDebutant:
    """The Débutant player of Tarot africain (stateless)."""

    def decide(self, state: GameState[Any, Any], seat: int) -> Decision[Any]:
        """The bid or the card, by the hand count and the bid."""
        round_, place = round_view(state, seat)
        if round_.phase is Phase.BIDDING:
            return bid_decision(round_, place)
        play, reason = play_for_bid(round_, place)
        return Decision(play, reason, _PLAY_ADVICE)


def hidden_round(round_: Round, seat: int, rng: random.Random) -> Round:
    """A copy of ``round_`` where the cards ``seat`` cannot see are dealt again at random (the
    others' hands; its own card on the forehead), replayed to now.

    >>> from tarot_rules.africain import Game
    >>> round_ = Game(["A", "B", "C"], seed=4).round
    >>> world = hidden_round(round_, 0, random.Random(1))
    >>> world.hand(0) == round_.hand(0), world.hand(1) == round_.hand(1), world.history == round_.history
    (True, False, True)
    """
    events = round_.history
    visible = round_.visible_to(seat)
    seen = {card_code(card) for cards in visible.values() for card in cards}
    played = [[] for _ in range(round_.players)]  # type: list[list[int]]
    for event in events:
        if not isinstance(event, BidMade):
            played[event.seat].append(card_code(event.card))
    unseen = [code for code in range(DECK_SIZE) if code not in seen and all(code not in p for p in played)]
    rng.shuffle(unseen)
    codes: list[list[int]] = []
    for other in range(round_.players):
        known = [card_code(card) for card in visible.get(other, ())]
        held = len(round_.hand(other))
        if not known and held:
            known, unseen = unseen[:held], unseen[held:]
        codes.append(played[other] + known)
    sample = Round.from_codes(codes, round_.dealer, round_.settings)
    for event in events:
        if isinstance(event, BidMade):
            sample.bid_unchecked(event.amount)
        else:
            sample.play_unchecked(card_code(event.card), event.value)
    return sample


def _finish(round_: Round, seat: int, first: Bid | Play) -> int:
    """Play ``first`` for the seat to move, then the round out with the Débutant rules; the
    tricks ``seat`` ends with minus its bid."""
    _apply_unchecked(round_, first)
    while round_.phase is Phase.BIDDING:
        mover = round_.to_move
        assert mover is not None
        _apply_unchecked(round_, bid_decision(round_, mover).action)
    players, choice = round_.players, round_.settings.excuse is ExcuseMode.CHOICE
    hands = [[card_code(card) for card in round_.hand(s)] for s in range(players)]
    missing = [(round_.bid_of(s) or 0) - round_.tricks_won[s] for s in range(players)]
    trick = list(round_.trick_values)
    turn = round_.to_move or 0
    leader = (turn - len(trick)) % players
    while hands[turn]:
        value, _ = choose_value(_options(hands[turn], choice), missing[turn], trick, players)
        hands[turn].remove(0 if value == EXCUSE_HIGH else value)
        trick.append(value)
        turn = (turn + 1) % players
        if len(trick) == players:
            leader = turn = (leader + trick.index(max(trick))) % players
            missing[turn] -= 1
            trick.clear()
    return -missing[seat]


def _apply_unchecked(round_: Round, action: Bid | Play) -> None:
    match action:
        case Bid():
            round_.bid_unchecked(action.amount)
        case Play():
            code = card_code(action.card)
            round_.play_unchecked(code, action.excuse_value if action.excuse_value is not None else code)
        case _ as unreachable:
            assert_never(unreachable)


class AfricainConfirme:
    """The Confirmé player of Tarot africain: random deals of the unseen cards, each choice
    played out on every one of them with the Débutant rules; the choice that makes the bid
    exactly most often wins (the reason gives that chance). ``rollouts`` bounds the work of one
    decision: ``rollouts // choices`` deals (at most ``samples``, at least 6)."""

    def __init__(self, seed: int, samples: int = 24, rollouts: int = 120) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.rollouts = rollouts

    def decide(self, state: GameState[Any, Any], seat: int) -> Decision[Any]:
        """The bid or the card with the best simulated chance of an exact bid."""
        round_, place = round_view(state, seat)
        actions = tuple(round_.legal_actions)
        if len(actions) == 1 or round_.is_blind:
            return AfricainDebutant().decide(state, seat)
        count = max(6, min(self.samples, self.rollouts // len(actions)))
        worlds = [hidden_round(round_, place, self.rng) for _ in range(count)]
        best, best_chance = actions[0], -1.0
        for action in actions:
            exact = sum(_finish(world.copy(), place, action) == 0 for world in worlds)
            chance = exact / len(worlds)
            if chance > best_chance:
                best, best_chance = action, chance
        percent = round(best_chance * 100)
        if isinstance(best, Bid):
            reason = (
                f"J'ai joué la manche {len(worlds)} fois en distribuant au hasard les cartes que je ne "
                f"vois pas : en annonçant {best.amount}, je la réussis dans {percent} % des cas."
            )
            return Decision(best, reason, _BID_ADVICE, best_chance)
        name = AFRICAIN_DECK[card_code(best.card)].the_name
        high = " à 22" if best.excuse_value == EXCUSE_HIGH else ""
        reason = (
            f"Je joue {name}{high} : sur {len(worlds)} distributions des cartes que je ne vois pas, "
            f"{percent} % de chances de faire exactement mon annonce."
        )
        return Decision(best, reason, _PLAY_ADVICE, best_chance)
