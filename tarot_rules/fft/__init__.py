"""French Tarot (FFT rules, 3, 4 or 5 players): rules presets, legal cards, deal state machine, scoring.

>>> from tarot_rules.fft import score
>>> score(players=4, contract="garde", bouts=2, points=49).scores
(198, -66, -66, -66)
"""

from tarot_rules.fft.actions import (
    Action,
    AnnounceChelem,
    AnnounceMisere,
    Bid,
    Call,
    Discard,
    Play,
    ShowPoignee,
    action_of,
)
from tarot_rules.fft.announcements import check_ecart, check_poignee
from tarot_rules.fft.bidding import callable_cards, legal_bids
from tarot_rules.fft.counting import CampCount, Count, PlayedTrick, count_camps, count_points, threshold
from tarot_rules.fft.deal import Misere, deal_cards, first_player, has_petit_sec, misere_kinds, next_dealer
from tarot_rules.fft.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    ChelemAnnounced,
    EcartMade,
    Event,
    MisereAnnounced,
    PoigneeShown,
)
from tarot_rules.fft.record import dumps, loads, replay, to_record
from tarot_rules.fft.rules import (
    FFT3,
    FFT4,
    FFT5,
    PRESETS,
    Camp,
    Contract,
    Poignee,
    Rules,
    parse_bid,
    rules_for,
)
from tarot_rules.fft.scoring import ScoreBreakdown, ScoreLine, ScoreRule, chelem_bonus, score
from tarot_rules.fft.seen import Seen, seen_by
from tarot_rules.fft.simulate import random_deal
from tarot_rules.fft.state import Deal, LegalCards, Phase
from tarot_rules.fft.tricks import check_card, legal_cards, trick_winner

__all__ = [
    "FFT3",
    "FFT4",
    "FFT5",
    "PRESETS",
    "Action",
    "AnnounceChelem",
    "AnnounceMisere",
    "Bid",
    "BidMade",
    "Call",
    "Camp",
    "CampCount",
    "CardCalled",
    "CardPlayed",
    "ChelemAnnounced",
    "Contract",
    "Count",
    "Deal",
    "Discard",
    "EcartMade",
    "Event",
    "LegalCards",
    "Misere",
    "MisereAnnounced",
    "Phase",
    "Play",
    "PlayedTrick",
    "Poignee",
    "PoigneeShown",
    "Rules",
    "ScoreBreakdown",
    "ScoreLine",
    "ScoreRule",
    "Seen",
    "ShowPoignee",
    "action_of",
    "callable_cards",
    "check_card",
    "check_ecart",
    "check_poignee",
    "chelem_bonus",
    "count_camps",
    "count_points",
    "deal_cards",
    "dumps",
    "first_player",
    "has_petit_sec",
    "legal_bids",
    "legal_cards",
    "loads",
    "misere_kinds",
    "next_dealer",
    "parse_bid",
    "random_deal",
    "replay",
    "rules_for",
    "score",
    "seen_by",
    "threshold",
    "to_record",
    "trick_winner",
]
