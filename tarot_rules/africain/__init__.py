"""Tarot Africain (Whist 22): settings, golden rule, rounds, games, blind-round odds, records.

Modules: ``settings`` (presets [`REFERENCE`][tarot_rules.africain.REFERENCE],
[`BGA`][tarot_rules.africain.BGA] and the open
decisions [`DECISIONS`][tarot_rules.africain.DECISIONS]), ``bidding`` (golden rule), ``round`` and ``game``
(state machines), ``seen`` (what one seat knows), ``odds`` (exact chances), ``record`` (JSON), ``examples``
(the seed 000 round), ``simulate`` (random play, fast path).

>>> from tarot_rules.africain import forbidden_bid, seed_000_round, blind_win_probability
>>> forbidden_bid(cards=3, bids=[1, 1, 0])
1
>>> seed_000_round().lives_lost
(0, 0, 0, 1)
>>> from tarot_rules.cards import parse_cards
>>> blind_win_probability(parse_cards("17 9 4"))
Fraction(4, 19)
"""

from tarot_rules.africain.bidding import check_bid, forbidden_bid, legal_bids
from tarot_rules.africain.examples import SEED_000_NOTE, seed_000_round
from tarot_rules.africain.game import Game, RoundResult, deal
from tarot_rules.africain.odds import (
    blind_odds,
    blind_win_probability,
    blind_winning_cards,
    card_value,
    format_chance,
    single_card_win_probability,
)
from tarot_rules.africain.record import (
    dumps_game,
    dumps_round,
    game_from_json,
    game_to_json,
    loads_game,
    loads_round,
    round_from_json,
    round_to_json,
)
from tarot_rules.africain.round import (
    AFRICAIN_DECK,
    EXCUSE_HIGH,
    Bid,
    BidMade,
    CardPlayed,
    Phase,
    Play,
    Round,
)
from tarot_rules.africain.seen import Seen, seen_by
from tarot_rules.africain.settings import (
    BGA,
    DECISIONS,
    PRESETS,
    REFERENCE,
    AfterElimination,
    Cycle,
    EndCondition,
    ExcuseMode,
    OutTogether,
    Settings,
)
from tarot_rules.africain.simulate import play_random_game, random_round_fast

__all__ = [
    "AFRICAIN_DECK",
    "BGA",
    "DECISIONS",
    "EXCUSE_HIGH",
    "PRESETS",
    "REFERENCE",
    "SEED_000_NOTE",
    "AfterElimination",
    "Bid",
    "BidMade",
    "CardPlayed",
    "Cycle",
    "EndCondition",
    "ExcuseMode",
    "Game",
    "OutTogether",
    "Phase",
    "Play",
    "Round",
    "RoundResult",
    "Seen",
    "Settings",
    "blind_odds",
    "blind_win_probability",
    "blind_winning_cards",
    "card_value",
    "check_bid",
    "deal",
    "dumps_game",
    "dumps_round",
    "forbidden_bid",
    "format_chance",
    "game_from_json",
    "game_to_json",
    "legal_bids",
    "loads_game",
    "loads_round",
    "play_random_game",
    "random_round_fast",
    "round_from_json",
    "round_to_json",
    "seed_000_round",
    "seen_by",
    "single_card_win_probability",
]
