"""One practice game, for both practice pages: the reader's seat against computer players.

A `PracticeSession` works over the [GameState][tarot_rules.game.GameState] protocol (a French Tarot
[Deal][tarot_rules.fft.Deal] or a Tarot africain [Game][tarot_rules.africain.Game]) and keeps the
game as the pages send it: ``actions``, the text of every action so far (in the page's
`Notation`), and ``reasons``, the computers' explanations (``None`` for the reader's). It replays
them, applies the reader's action (refused, it raises the engine's French error and changes
nothing), then lets the computers play until the reader's turn with
[take_turns][tarot_rules.players.table.take_turns], the loop of the computer players' table.

>>> from tarot_rules.africain import REFERENCE, Game
>>> from tarot_app.practice.africain_game import decode, encode
>>> game = {"actions": [], "reasons": []}
>>> session = PracticeSession(
...     Game(["Vous", "Léa", "Marc"], REFERENCE, 2), Reseeded("africain", "debutant", 2), 0,
...     Notation(encode, decode), game,
... )
>>> [(turn.seat, encode(turn.decision.action)) for turn in session.advance()]
[(1, 'annonce:3'), (2, 'annonce:3')]
>>> session.play("annonce:9")
Traceback (most recent call last):
...
tarot_rules.errors.IllegalActionError: Annonce impossible : 9. On annonce de 0 à 7 plis.
>>> _ = session.play("annonce:2")
>>> game["actions"][:3], bool(game["reasons"][0]["reason"]), game["reasons"][2]
(['annonce:3', 'annonce:3', 'annonce:2'], True, None)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, TypedDict, TypeVar

from tarot_app.practice.links import Refusal
from tarot_app.typography import Prose
from tarot_rules.errors import IllegalActionError
from tarot_rules.game import GameState
from tarot_rules.players import Decision, GameName, Level, Player, make_player
from tarot_rules.players.table import Turn, take_turns

S = TypeVar("S", bound=GameState[Any, Any])


V = TypeVar("V")


class Kept(TypedDict):
    """What the pages keep of a computer's decision (in the game's ``reasons``): its reason, its
    advice (a rule's page), its estimate."""

    reason: str
    advice: str
    estimate: float | None


class Why(TypedDict):
    """A computer's `Kept` decision as a page shows it: its reason is `Prose`."""

    reason: Prose
    advice: str
    estimate: float | None


class Decided(Why):
    """A computer's turn as a page shows it: who (``name``), what they did (``text``), and why."""

    name: Prose
    text: Prose


class Advice(Why):
    """« Conseil » : the ``action`` the computer would take in the reader's place, said in ``text``,
    and why."""

    action: str
    text: Prose


class Answer(TypedDict, Generic[V]):
    """A practice game's answer: the ``game`` to send back, the engine's refusal of the reader's
    action (``None`` when accepted), the computers' decisions since, and the page's ``view``."""

    game: dict[str, Any]
    refused: Refusal | None
    decisions: list[Decided]
    view: V


def why(decision: Decision[Any]) -> Kept:
    """What the pages keep of a computer's ``decision``."""
    return {"reason": decision.reason, "advice": decision.advice, "estimate": decision.estimate}


def shown(decision: Decision[Any]) -> Why:
    """A computer's ``decision`` as a page shows it (`why`, its reason `Prose`)."""
    return {**why(decision), "reason": Prose(decision.reason)}


def shown_why(kept: Any) -> Any:
    """A computer's kept `why` (``None`` for the reader's action) as a page shows it: its reason is
    `Prose`.

    >>> shown = shown_why({"reason": "Le plus fort !", "advice": "tarot/jeu.md", "estimate": None})
    >>> type(shown["reason"]).__name__, type(shown["advice"]).__name__, shown_why(None)
    ('Prose', 'str', None)
    """
    if not isinstance(kept, dict) or not isinstance(kept.get("reason"), str):
        return kept
    return {**kept, "reason": Prose(kept["reason"])}


def _not_your_turn() -> IllegalActionError:
    """The refusal of an action, or of a « Conseil », when another seat is to move."""
    return IllegalActionError("not-your-turn", "Ce n’est pas à vous de jouer.")


class Notation(NamedTuple):
    """How a page writes its game's actions: ``encode`` one as a text, ``decode`` a text (a French
    [NotationError][tarot_rules.errors.NotationError] when it cannot be read)."""

    encode: Callable[[Any], str]
    decode: Callable[[str], Any]


@dataclass(frozen=True, slots=True)
class Reseeded:
    """The computer players of ``level``, one drawn afresh for each position: called with the
    number of actions so far, it gives the player seeded by ``seed`` and that number, so a game
    resumed from its actions, at any point, gets the same decisions."""

    game: GameName
    level: Level
    seed: int

    def __call__(self, actions: int) -> Player:
        """The player of the position after ``actions`` actions."""
        return make_player(self.game, self.level, self.seed * 1000 + actions)


class PracticeSession(Generic[S]):
    """The game ``state`` after the ``actions`` of the page's ``game`` (texts in ``notation``,
    each checked by the engine), with the reader at seat ``reader`` and, at every other seat,
    ``computer(n)``: the computer player of the position after ``n`` actions. The session extends
    ``game``'s ``actions`` and ``reasons`` with every action it applies."""

    def __init__(
        self,
        state: S,
        computer: Callable[[int], Player],
        reader: int,
        notation: Notation,
        game: dict[str, Any],
    ) -> None:
        self.actions: list[str] = game["actions"]
        self.reasons: list[Kept | None] = game["reasons"]
        for text in self.actions:
            state.apply(notation.decode(text))
        self.state = state
        self.computer = computer
        self.reader = reader
        self.notation = notation

    def play(self, text: str, *, out_of_turn: bool = False) -> Any:
        """Apply the reader's action ``text`` and return its event; ``out_of_turn``: an
        announcement the rules let the reader make while another seat is to move (the taker's
        chelem). Refused (not their turn, unreadable, against the rules), it raises the French
        [TarotError][tarot_rules.errors.TarotError] and changes nothing."""
        if self.state.is_over or not (out_of_turn or self.state.to_move == self.reader):
            raise _not_your_turn()
        action = self.notation.decode(text)
        event = self.state.apply(action)
        self._keep(action, None)
        return event

    def advance(self, until: Callable[[], bool] | None = None) -> list[Turn]:
        """Let the computers play until the reader's turn, ``until()`` or the end; what each did."""
        turns = []
        for turn in take_turns(self.state, self._player, until):
            self._keep(turn.decision.action, why(turn.decision))
            turns.append(turn)
        return turns

    def advice(self) -> Decision[Any]:
        """« Conseil » : what the computer would do in the reader's place (refused, in French,
        when it is not their turn)."""
        if self.state.to_move != self.reader:
            raise _not_your_turn()
        return self.computer(len(self.actions)).decide(self.state, self.reader)

    def _player(self, seat: int) -> Player | None:
        return None if seat == self.reader else self.computer(len(self.actions))

    def _keep(self, action: Any, reason: Kept | None) -> None:
        self.actions.append(self.notation.encode(action))
        self.reasons.append(reason)
