"""Computer players for both games, that say why they play what they play.

``make_player(game, level, seed)`` gives a [Player][tarot_rules.players.base.Player];
its ``decide(state, seat)`` returns a [Decision][tarot_rules.players.base.Decision]: the action,
its French reason and the « Bien jouer » section it follows. `play_deal` runs a whole deal
(French Tarot) or game (Tarot africain) with players in every seat, or stops for the reader.

Modules: ``base`` (the interface, and a random player for the bench), ``tarot`` (the Débutant:
bids, call, écart, poignée by [tarot_rules.fft.evaluation][]), ``tarot_play`` (its card play, the
advice of « Bien jouer » as documented rules), ``confirme`` (the Confirmé: bids and cards tried on
simulated hidden cards), ``africain`` (both levels of Tarot africain), ``table`` (`play_deal`, `Table`).

>>> from tarot_rules.fft import Deal
>>> deal = Deal(seed=2)
>>> decision = make_player("tarot", "debutant", seed=1).decide(deal, 1)
>>> decision.action in deal.legal_actions and bool(decision.reason)
True
"""

from tarot_rules.players.base import LEVELS, Decision, GameName, Level, Player, RandomPlayer
from tarot_rules.players.table import SeatDecision, Table, make_player, play_deal

__all__ = [
    "LEVELS",
    "Decision",
    "GameName",
    "Level",
    "Player",
    "RandomPlayer",
    "SeatDecision",
    "Table",
    "make_player",
    "play_deal",
]
