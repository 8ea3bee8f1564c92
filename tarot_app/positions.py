"""Positions for the « Bien jouer » pages, made by the engine: a deal played by Débutant players
up to the first card where a given advice applies.

The page shows the position and the card `tarot_play.choose_card`
plays there, with its reason: the same function the computer players use, so the page and the
computer cannot disagree.

>>> position = first_position(Move.FORCE_CUT)
>>> position.deal.can_play(DECK[position.card]), position.move is Move.FORCE_CUT
(True, True)
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import NamedTuple

from tarot_app.render import cards_html, trick_html
from tarot_rules.cards import DECK
from tarot_rules.fft import Deal, Play, rules_for
from tarot_rules.fft.tricks import KIND, NO_LEAD, TRUMP, TRUMP_MASK
from tarot_rules.game import seat_name
from tarot_rules.players.tarot import TarotDebutant
from tarot_rules.players.tarot_play import Move, choose_card


class Position(NamedTuple):
    """A deal stopped before ``seat`` plays ``card`` (a deck index) for the reason ``move``."""

    deal: Deal
    seat: int
    card: int
    move: Move
    seed: int


def first_position(
    move: Move | None = None,
    *,
    players: int = 4,
    seeds: Iterable[int] = range(400),
    where: Callable[[Position], bool] | None = None,
) -> Position:
    """The first card, over the deals of ``seeds`` played by Débutants, chosen as ``move`` (any
    kind when ``None``) in a position that passes ``where``.

    Raises ``LookupError`` when no deal of ``seeds`` reaches such a card.

    >>> position = first_position(where=lambda p: bool(p.deal.poignees) and p.seat != p.deal.taker)
    >>> position.deal.poignees[0].seat == position.deal.taker
    True
    """
    for seed in seeds:
        deal = Deal(rules_for(players), seed=seed, dealer=seed % players)
        player = TarotDebutant()
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            action = player.decide(deal, seat).action
            if isinstance(action, Play):
                card, chosen = choose_card(deal, seat)
                position = Position(deal, seat, card, chosen, seed)
                if (move is None or chosen is move) and (where is None or where(position)):
                    return position
            deal.apply(action)
    raise LookupError(f"no deal of these seeds reaches {move.name if move else 'such a card'}")


def trumps_out(position: Position) -> int:
    """How many trumps the seat to move has not seen yet (in other hands, or in an unseen chien):
    the count « Bien jouer » teaches to keep.

    >>> trumps_out(first_position(Move.PETIT_AU_BOUT))
    0
    """
    deal, seat = position.deal, position.seat
    seen = deal.played_mask | deal.hand_mask(seat)
    if seat == deal.taker:
        seen |= deal.ecart_mask
    return (TRUMP_MASK & ~seen).bit_count()


def position_html(position: Position) -> str:
    """The position as HTML: the deal and contract, the tricks already played, the hand of the seat
    to move, the trick in progress, then the card the advice plays and why."""
    deal, seat = position.deal, position.seat
    names = [seat_name(s) for s in range(deal.rules.players)]
    taker = deal.taker
    contract = deal.contract
    parts = [
        f"<p>Donne n<sup>o</sup> {position.seed} à {deal.rules.players} joueurs : "
        f"{html.escape(names[taker] if taker is not None else '?')} a pris "
        f"({html.escape(contract.french if contract is not None else '?')}).</p>"
    ]
    if deal.tricks:
        rows = "".join(
            f"<li>{html.escape(names[t.seats[0]])} entame : "
            + html.escape(", ".join(f"{names[s]} {DECK[c]}" for s, c in zip(t.seats, t.cards, strict=True)))
            + f" ; pli de {html.escape(names[t.winner])}.</li>"
            for t in deal.tricks
        )
        parts.append(
            f"<details><summary>Les {len(deal.tricks)} plis déjà joués</summary><ol>{rows}</ol></details>"
        )
    role = "le preneur" if seat == taker else "en défense"
    parts.append(cards_html(deal.hand(seat), label=f"La main de {names[seat]} ({role})", sort=True))
    trick = deal.trick_indices
    if trick:
        leader = deal.leader
        seats = [names[(leader + k) % deal.rules.players] for k in range(len(trick))]
        parts.append(trick_html([DECK[i] for i in trick], players=seats, label="Le pli en cours"))
    card = DECK[position.card]
    parts.append(
        f"<p><strong>{html.escape(names[seat])} joue {html.escape(card.the_name)}.</strong> "
        f"Son conseil : « {html.escape(_reason(position))} »</p>"
    )
    return "\n".join(parts)


def _reason(position: Position) -> str:
    """The reason as « Conseil » words it (the suit led fills « je coupe »)."""
    led = next((KIND[i] for i in position.deal.trick_indices if KIND[i] <= TRUMP), NO_LEAD)
    return position.move.reason(position.card, led)
