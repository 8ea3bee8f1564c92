"""Free play of a Tarot africain round (tutorial step ``kind = "free"`` with a ``[round]``).

In the site's Pyodide worker, `free_play` answers what the page shows after the
reader's actions ``mine`` and an ``attempt`` (``None`` to just show the position). The others bid
and play as in the tutorial's script; a bid the golden rule now forbids becomes the lowest allowed,
a card no longer in hand the first one they still hold.

>>> spec = {"hands": ["16 8 3", "21 12 5", "14 6 Excuse", "19 10 2"], "dealer": 3,
...         "names": ["Léa", "Marc", "Inès", "Théo"], "reader": "Théo",
...         "script": "1 1 0 2 8 5 6 10 2 16 12 14 3 21 Excuse 19".split()}
>>> view = free_play(spec, [], "1")
>>> view["refused"]
'Le donneur ne peut pas annoncer 1 : le total ferait 3 plis, autant que de plis à jouer.'
>>> view = free_play(spec, ["0", "19", "10"], "2")
>>> view["done"], view["result"]
(True, 'Vous perdez 1 vie.')
"""

from __future__ import annotations

from typing import Any

from tarot_app.free_play.common import Board, Option, View, replay, told, trick_for
from tarot_app.typography import Prose, prose
from tarot_rules.africain import Phase, Round


def _planned(spec: dict[str, Any], start: Round) -> tuple[dict[int, int], dict[int, list[str]]]:
    """What each player bids and plays in the tutorial's script."""
    bids: dict[int, int] = {}
    cards: dict[int, list[str]] = {seat: [] for seat in range(start.players)}
    for action in spec["script"]:
        seat = start.to_move
        assert seat is not None
        if start.phase is Phase.BIDDING:
            bids[seat] = int(action)
            start.bid(int(action))
        else:
            cards[seat].append(action)
            start.play(action)
    return bids, cards


def free_play(spec: dict[str, Any], mine: list[str], attempt: str | None) -> View:
    """The round after ``mine`` and ``attempt``, as the page shows it."""

    def start() -> Round:
        return Round([h.split() for h in spec["hands"]], dealer=spec["dealer"], names=spec["names"])

    r, reader = start(), spec["names"].index(spec["reader"])
    planned_bids, planned_cards = _planned(spec, start())
    log: list[Prose] = []

    def played(name: str, event: Any) -> None:
        log.append(told(name, "joue", str(event.card)))
        if event.trick_winner is not None:
            log.append(trick_for(r.names[event.trick_winner]))

    def others() -> None:
        while r.phase is not Phase.FINISHED and r.to_move != reader:
            seat = r.to_move
            assert seat is not None
            if r.phase is Phase.BIDDING:
                amount = planned_bids[seat] if r.can_bid(planned_bids[seat]) else r.legal_bids[0]
                r.bid(amount)
                log.append(told(r.names[seat], "annonce", str(amount)))
            else:
                played(r.names[seat], r.play(next(c for c in planned_cards[seat] if r.can_play(c))))

    def act(action: str) -> None:
        if r.phase is Phase.BIDDING:
            r.bid(int(action))
            log.append(told(r.names[reader], "annonce", action))
        else:
            played(r.names[reader], r.play(action))

    mine, refused = replay(mine, attempt, others=others, act=act)
    return View(mine=mine, refused=refused, log=log, **_view(r, reader))


def _view(r: Round, reader: int) -> Board:
    """The table, the trick in progress and the reader's options."""
    done = r.phase is Phase.FINISHED
    bidding = r.phase is Phase.BIDDING
    lost = r.lives_lost if done else None
    rows = []
    for seat, name in enumerate(r.names):
        mark = (" (donneur)" if seat == r.dealer else "") + (" — vous" if seat == reader else "")
        bid = r.bid_of(seat)
        row = [name + mark, "–" if bid is None else str(bid), str(r.tricks_won[seat])]
        rows.append(prose(row + ([str(lost[seat])] if lost else [])))
    options: list[Option]
    if bidding:
        options = [
            {"id": str(n), "label": Prose(f"{n} pli" + ("s" if n > 1 else ""))} for n in range(r.cards + 1)
        ]
        prompt = Prose("Votre annonce")
    else:
        options = [] if done else [{"id": str(card), "card": True} for card in r.hand(reader)]
        prompt = Prose("Manche terminée" if done else "Votre main : jouez une carte")
    result = None
    if lost:
        result = Prose(f"Vous perdez {lost[reader]} vie" + ("s" if lost[reader] > 1 else "") + ".")
    return {
        "done": done,
        "head": prose(["Joueur", "Annonce", "Plis"] + (["Vies perdues"] if lost else [])),
        "rows": rows,
        "trick": [str(card) for card in r.current_trick],
        "prompt": prompt,
        "options": options,
        "result": result,
        "again": Prose("Rejouer la donne"),
    }
