"""Random play, for tests, demos and benchmarks.

[`play_random_game`][tarot_rules.africain.play_random_game] plays a whole game through the checked API;
[`random_round_fast`][tarot_rules.africain.random_round_fast] plays one round through the unchecked fast path.

>>> from tarot_rules.africain.settings import BGA
>>> game = play_random_game(["A", "B", "C"], BGA, seed=3)
>>> game.is_over, len(game.winners) >= 1
(True, True)
>>> import random
>>> random_round_fast(random.Random(0))
(1, 2, 1, 1)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tarot_rules.africain.game import Game
from tarot_rules.africain.round import EXCUSE_HIGH, Round
from tarot_rules.africain.settings import DECK_SIZE, REFERENCE, Settings

_DECK_CODES = range(DECK_SIZE)


def play_random_game(players: Sequence[str], settings: Settings = REFERENCE, seed: int | None = None) -> Game:
    """A game dealt from ``seed`` and played to its end with random legal actions (same seed)."""
    game = Game(players, settings, seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions))
    return game


def random_round_fast(
    rng: random.Random, players: int = 4, cards: int = 5, settings: Settings = REFERENCE
) -> tuple[int, ...]:
    """Deal, bid and play one random round without checks; return the lives lost by seat."""
    rand = rng.random
    drawn = sorted(_DECK_CODES, key=lambda _code: rand())  # a uniform shuffle, faster than rng.sample
    codes = [drawn[p * cards : (p + 1) * cards] for p in range(players)]
    r = Round.from_codes(codes, int(rand() * players), settings)
    total = 0
    for _ in range(players - 1):
        amount = int(rand() * (cards + 1))
        total += amount
        r.bid_unchecked(amount)
    amount = int(rand() * cards)
    if amount >= cards - total >= 0:
        amount += 1
    r.bid_unchecked(amount)
    choice = r._excuse_choice
    hands = r._hands
    play = r.play_unchecked
    for _ in range(players * cards):
        hand = hands[r._turn]
        code = hand[int(rand() * len(hand))]
        play(code, EXCUSE_HIGH if code == 0 and choice and rand() < 0.5 else code)
    return r.lives_lost
