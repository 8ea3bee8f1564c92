"""A table of computer players (and at most one reader): deal, let each computer act in turn,
keep every decision next to the record.

`play_deal` runs a whole French Tarot deal or Tarot africain game with a player in every
seat; a ``None`` seat is the reader's: the table stops when it is their turn, their action goes
through `Table.play` and `Table.advance` goes on. `take_turns` is the loop itself, over the
[GameState][tarot_rules.game.GameState] protocol: the table and the practice pages'
[PracticeSession][tarot_app.practice.session.PracticeSession] both run it.

>>> table = play_deal("tarot", [make_player("tarot", "debutant", seed) for seed in range(4)], seed=7)
>>> table.state.is_over, len(table.decisions) == len(table.state.history)
(True, True)
>>> reader = play_deal("africain", [None, *(make_player("africain", "debutant", s) for s in (1, 2))], seed=3)
>>> reader.state.is_over or reader.state.to_move == 0
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from tarot_rules.africain import REFERENCE, Game, Settings, game_to_json
from tarot_rules.fft import Deal, rules_for, to_record
from tarot_rules.game import GameState, seat_name
from tarot_rules.players.africain import AfricainConfirme, AfricainDebutant
from tarot_rules.players.base import Decision, GameName, Level, Player
from tarot_rules.players.confirme import TarotConfirme
from tarot_rules.players.tarot import TarotDebutant


@dataclass(frozen=True, slots=True)
class SeatDecision:
    """A computer's decision, with its ``seat`` and the ``event`` number (index in
    ``state.history``) of the action it produced (when the reader's actions go through
    `Table.play`)."""

    seat: int
    event: int
    decision: Decision[Any]


class Turn(NamedTuple):
    """What a computer did: its ``seat``, its ``decision`` and the ``event`` the action produced."""

    seat: int
    decision: Decision[Any]
    event: Any


def take_turns(
    state: GameState[Any, Any],
    player: Callable[[int], Player | None],
    until: Callable[[], bool] | None = None,
) -> Iterator[Turn]:
    """Let the computers act in turn on ``state``, each `Turn` as it is taken (``player`` and
    ``until`` are asked again only after the caller has it): the seat to move decides and acts
    while ``player(seat)`` is a player (``None``: the reader's seat), until the reader is to move,
    ``until()`` holds or the game is over.

    >>> from tarot_rules.fft import Deal
    >>> deal = Deal(seed=5)
    >>> computer = make_player("tarot", "debutant", seed=1)
    >>> turns = list(take_turns(deal, lambda seat: None if seat == 0 else computer))
    >>> deal.to_move, [turn.seat for turn in turns]
    (0, [1, 2, 3])
    """
    while not state.is_over and not (until is not None and until()):
        seat = state.to_move
        assert seat is not None
        chosen = player(seat)
        if chosen is None:
            return
        decision = chosen.decide(state, seat)
        yield Turn(seat, decision, state.apply(decision.action))


def make_player(game: GameName, level: Level, seed: int) -> Player:
    """A computer player of ``level`` for ``game``, seeded (same seed, same decisions)."""
    if game == "tarot":
        return TarotDebutant() if level == "debutant" else TarotConfirme(seed)
    return AfricainDebutant() if level == "debutant" else AfricainConfirme(seed)


@dataclass
class Table:
    """A game in progress (``state``: a [Deal][tarot_rules.fft.Deal] or an africain
    [Game][tarot_rules.africain.Game]), its ``players`` by seat (``None``: the reader) and the
    computers' ``decisions`` so far."""

    state: Deal | Game
    players: tuple[Player | None, ...]
    decisions: list[SeatDecision] = field(default_factory=list)
    actions: int = 0
    """Actions applied so far (by the computers and through `play`)."""

    def play(self, action: Any) -> object:
        """Apply the reader's ``action`` (checked: a refused action raises and changes nothing)."""
        event = self.state.apply(action)
        self.actions += 1
        return event

    def advance(self) -> list[SeatDecision]:
        """Let the computer players act until the reader is to move or the game is over;
        return the new decisions."""
        start = len(self.decisions)
        for turn in take_turns(self.state, self.players.__getitem__):
            self.decisions.append(SeatDecision(turn.seat, self.actions, turn.decision))
            self.actions += 1
        return self.decisions[start:]

    def record(self) -> dict[str, Any]:
        """The game's JSON record: ``tarot-fft/donne`` or ``tarot-africain/partie``."""
        if isinstance(self.state, Deal):
            return to_record(self.state)
        return game_to_json(self.state)


def play_deal(
    game: GameName,
    players: Sequence[Player | None],
    seed: int,
    *,
    dealer: int = 0,
    settings: Settings = REFERENCE,
) -> Table:
    """Deal ``seed`` of ``game`` to ``len(players)`` seats and play it until the end (or the
    reader's first turn): one French Tarot deal (``dealer`` deals), or a whole Tarot africain
    game with ``settings`` (the seed draws the first dealer)."""
    state: Deal | Game
    if game == "tarot":
        state = Deal(rules_for(len(players)), seed=seed, dealer=dealer)
    else:
        state = Game([seat_name(s) for s in range(len(players))], settings, seed)
    table = Table(state, tuple(players))
    table.advance()
    return table
