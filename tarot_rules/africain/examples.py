"""Worked examples to replay in the docs and tutorials.

[`seed_000_round`][tarot_rules.africain.seed_000_round] is the 3-card round of Léa, Marc, Inès and Théo (Théo
deals) from the reference rule text. That text does not give every card:
**Marc's 12 and 5 and Inès's 6 are invented** (any cards that lose those
tricks would do); all the other cards, the bids and the tricks are as told.

>>> r = seed_000_round()
>>> print(r)
Léa : 16 8 3 | annonce 1, plis 1
Marc : 21 12 5 | annonce 1, plis 1
Inès : 14 6 Excuse | annonce 0, plis 0
Théo (donneur) : 19 10 2 | annonce 2, plis 1
>>> [r.names[e.trick_winner] for e in r.history if getattr(e, "trick_winner", None) is not None]
['Théo', 'Léa', 'Marc']
>>> dict(zip(r.names, r.lives_lost))
{'Léa': 0, 'Marc': 0, 'Inès': 0, 'Théo': 1}
"""

from __future__ import annotations

from tarot_rules.africain.round import Round
from tarot_rules.africain.settings import REFERENCE

SEED_000_PLAYERS = ("Léa", "Marc", "Inès", "Théo")
SEED_000_HANDS = (("8", "16", "3"), ("21", "12", "5"), ("14", "Excuse", "6"), ("19", "10", "2"))
"""Hands of the seed 000 round; Marc's 12 and 5 and Inès's 6 are invented."""
SEED_000_BIDS = (1, 1, 0, 2)
SEED_000_TRICKS = (("8", "5", "6", "10"), ("2", "16", "12", "14"), ("3", "21", "Excuse", "19"))
"""Cards of each trick in play order (Léa leads, then Théo, then Léa)."""
SEED_000_NOTE = (
    "Manche d'exemple de la règle de référence (« Règles du Tarot Africain : la règle simple, les "
    "variantes et la feuille de score »). Les cartes 12 et 5 de Marc et le 6 d'Inès sont inventées : "
    "le texte ne les donne pas, elles perdent les plis comme il le raconte."
)


def seed_000_round(*, played: bool = True) -> Round:
    """The seed 000 round, bid and played (``played=False``: dealt only, nobody has spoken)."""
    r = Round(SEED_000_HANDS, dealer=3, settings=REFERENCE, names=SEED_000_PLAYERS)
    if played:
        for amount in SEED_000_BIDS:
            r.bid(amount)
        for trick in SEED_000_TRICKS:
            for card in trick:
                r.play(card)
    return r
