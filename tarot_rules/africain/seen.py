"""What one seat knows of a Tarot africain game: the cards it may look at and what the whole table saw.

As for French Tarot ([`tarot_rules.fft.seen_by`][tarot_rules.fft.seen_by]), a page or a player that reads a
`Seen` cannot use a hidden card by mistake: it holds none. In the blind round (one card each) a seat
sees every card but its own, held to its forehead; in the other rounds, its own hand only.

>>> from tarot_rules.africain import Game
>>> game = Game(["Anne", "Basile", "Chloé"], seed=3)
>>> seen = seen_by(game, 0)
>>> seen.round, seen.cards, seen.blind, len(seen.hand) == seen.cards, seen.visible[0][0]
(1, 7, False, True, 0)
"""

from __future__ import annotations

from dataclasses import dataclass

from tarot_rules.africain.game import Game
from tarot_rules.africain.round import BidMade, Phase, Play
from tarot_rules.cards import Card


@dataclass(frozen=True, slots=True)
class Seen:
    """A game as ``seat`` (a seat of the game) knows it now, in the round being played.

    ``alive``: the seats still in the game, in the round's order; ``won``: the tricks each of them has
    won in this round (the same order); ``bids``: this round's bids so far, in the order made;
    ``visible``: the unplayed cards the seat may look at, by seat (its own, or in the blind round the
    others'); ``hand``: its own cards when it sees them (empty in the blind round); ``legal``: the
    plays it may make (empty unless it is to play a card).
    """

    seat: int
    round: int
    cards: int
    blind: bool
    phase: Phase
    dealer: int
    to_move: int | None
    lives: tuple[int, ...]
    alive: tuple[int, ...]
    bids: tuple[BidMade, ...]
    won: tuple[int, ...]
    visible: tuple[tuple[int, tuple[Card, ...]], ...]
    hand: tuple[Card, ...]
    legal: tuple[Play, ...]


def seen_by(game: Game, seat: int) -> Seen:
    """What ``seat`` knows of ``game`` now (see `Seen`); a seat out of the game sees no card.

    >>> from tarot_rules.africain import Game
    >>> game = Game(["Anne", "Basile", "Chloé"], seed=3)
    >>> seen = seen_by(game, game.to_move)
    >>> seen.phase.name, seen.legal, seen.bids
    ('BIDDING', (), ())
    """
    current = game.round
    seats = game.alive
    position = seats.index(seat) if seat in seats else None
    visible = current.visible_to(position) if position is not None else {}
    to_play = game.to_move == seat and game.phase is Phase.PLAY
    return Seen(
        seat=seat,
        round=len(game.rounds),
        cards=current.cards,
        blind=current.is_blind,
        phase=game.phase,
        dealer=game.dealer,
        to_move=game.to_move,
        lives=tuple(game.lives),
        alive=seats,
        bids=tuple(BidMade(seats[e.seat], e.amount) for e in current.history if isinstance(e, BidMade)),
        won=current.tricks_won,
        visible=tuple((seats[s], cards) for s, cards in visible.items()),
        hand=visible.get(position, ()) if position is not None else (),
        legal=current.legal_plays if to_play else (),
    )
