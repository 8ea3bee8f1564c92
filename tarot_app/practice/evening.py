"""« Donne suivante » : the practice deals of an evening kept as an « À la table » score sheet
(format ``tarot-table/feuille-tarot`` of [tarot_app.table.tarot][]).

Each finished deal adds its facts (`deal_facts`: contract, bouts, points, poignées, petit au bout,
chelem, taker and partner) to the sheet, and the table's own engine scores the sheet: the practice
page's running totals are the sheet's totals, and the page can save the evening in « À la table ».
The sheet's first dealer follows from the deal numbers: deal ``n`` is dealt by seat ``n % players``,
and the next practice deal (number ``n + 1``) by the sheet's next dealer.

>>> from tarot_rules.fft import Deal, rules_for
>>> from tarot_app.table.tarot import sheet
>>> passed = Deal(rules_for(3), seed=9, dealer=0)
>>> for _ in range(3):
...     _ = passed.bid(None)
>>> deal_facts(passed)
{'passe': True}
>>> evening = evening_sheet(("Vous", "Est", "Ouest"), donne=9, deals=[deal_facts(passed)])
>>> evening["first_dealer"], sheet(evening)["totals"]
(0, [0, 0, 0])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tarot_app.table.tarot import FORMAT
from tarot_rules.fft import Deal, Phase

SheetDeal = dict[str, Any]


def deal_facts(deal: Deal) -> SheetDeal:
    """The facts of a finished ``deal`` as a score sheet records them (``{"passe": True}`` when the deal
    was not played: everyone passed, or a petit sec). At 4 players a half point left by the Excuse
    is recorded as counted (the sheet, like a player at the table, writes whole points)."""
    if deal.phase is Phase.REDEAL:
        return {"passe": True}
    result = deal.score()
    count = result.count
    points = count.points if deal.rules.half_points else count.counted
    return {
        "taker": result.taker,
        "partner": result.partner,
        "contract": result.contract.french.lower(),
        "bouts": result.bouts,
        "points": int(points) if points == int(points) else points,
        "poignees": [{"size": size.french, "camp": str(camp)} for size, camp in result.poignees],
        "petit_au_bout": None if result.petit_au_bout is None else str(result.petit_au_bout),
        "chelem_announced": result.chelem_announced,
        "chelem": None if result.chelem is None else str(result.chelem),
    }


def evening_sheet(names: Sequence[str], donne: int, deals: Sequence[SheetDeal]) -> dict[str, Any]:
    """The sheet of an evening whose ``deals`` end with practice deal number ``donne``."""
    players = len(names)
    return {
        "format": FORMAT,
        "version": 1,
        "players": list(names),
        "first_dealer": (donne - len(deals) + 1) % players,
        "deals": list(deals),
    }
