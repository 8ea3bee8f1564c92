"""Free play of the last tricks of a French Tarot deal (tutorial step ``kind = "free"`` with a
``[steps.position]``).

In the site's Pyodide worker, `free_play` answers what the page shows after the
reader's cards ``mine`` and an ``attempt`` (``None`` to just show the position). The engine checks
each of the reader's cards ([`tarot_rules.fft.check_card`][tarot_rules.fft.check_card], the refusal in
French); each other
player plays the first card of their hand, in the order the tutorial writes it, that the rules allow.

>>> spec = {"names": ["Vous", "Est", "Nord", "Ouest"], "reader": "Vous", "leader": "Nord",
...         "hands": ["R♥ 5♣", "2♥ 3♣", "10♥ 4♣", "D♥ 7"]}
>>> view = free_play(spec, [], "5♣")
>>> view["refused"]
'Vous devez fournir à cœur.'
>>> view = free_play(spec, ["R♥"], "5♣")
>>> view["done"], view["rows"][0], view["result"]
(True, ['Vous', '1'], 'Vous avez fait 1 pli sur 2.')
"""

from __future__ import annotations

from typing import Any

from tarot_app.free_play.common import View, replay, told, trick_for
from tarot_app.typography import Prose, prose
from tarot_rules.cards import Card, parse_cards
from tarot_rules.fft import check_card, legal_cards, trick_winner


def free_play(spec: dict[str, Any], mine: list[str], attempt: str | None) -> View:
    """The tricks after ``mine`` and ``attempt``, as the page shows it."""
    names: list[str] = spec["names"]
    players, reader = len(names), names.index(spec["reader"])
    hands = [list(parse_cards(hand)) for hand in spec["hands"]]
    won = [0] * players
    trick: list[Card] = []
    log: list[Prose] = []
    turn = leader = names.index(spec["leader"])

    def play(seat: int, card: Card) -> None:
        nonlocal turn, leader
        hands[seat].remove(card)
        trick.append(card)
        log.append(told(names[seat], "joue", card.the_name))
        if len(trick) < players:
            turn = (seat + 1) % players
            return
        winner = (leader + trick_winner(trick)) % players
        won[winner] += 1
        log.append(trick_for(names[winner]))
        trick.clear()
        turn = leader = winner

    def others() -> None:
        while turn != reader and hands[turn]:
            allowed = legal_cards(hands[turn], trick)
            play(turn, next(card for card in hands[turn] if card in allowed))

    def act(text: str) -> None:
        (card,) = parse_cards(text)
        check_card(hands[reader], trick, card)
        play(reader, card)

    mine, refused = replay(mine, attempt, others=others, act=act)
    done = not hands[reader]
    rows = [
        prose([name + (" — vous" if seat == reader and name != "Vous" else ""), str(won[seat])])
        for seat, name in enumerate(names)
    ]
    result = Prose(f"Vous avez fait {won[reader]} pli{'s' if won[reader] > 1 else ''} sur {sum(won)}.")
    return {
        "mine": mine,
        "refused": refused,
        "log": log,
        "done": done,
        "head": prose(["Joueur", "Plis"]),
        "rows": rows,
        "trick": [card.notation for card in trick],
        "prompt": Prose("Fin de la donne" if done else "Votre main : jouez une carte"),
        "options": [] if done else [{"id": card.notation, "card": True} for card in hands[reader]],
        "result": result if done else None,
        "again": Prose("Rejouer la position"),
    }
