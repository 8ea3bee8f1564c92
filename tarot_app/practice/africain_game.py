"""« S'entraîner » : a whole game of Tarot africain between the reader (seat 0) and computer players,
to its winner, with the settings of a preset of the rule pages.

Stateless like the French Tarot deal ([tarot_app.practice.tarot_deal][]): the page keeps
``{players, seed, preset, level, actions, reasons}``; ``actions`` are texts — ``"annonce:2"``,
``"carte:18"``, ``"carte:Excuse@22"`` (the Excuse's value in the « 0 ou 22 » mode) — replayed
through the engine at each call.

>>> answer = africain_play({"players": 3, "seed": 2})
>>> answer["view"]["round"], answer["view"]["cards"], answer["view"]["lives"]
(1, 7, [5, 5, 5])
>>> africain_play({**answer["game"], "action": "annonce:9"})["refused"]["message"]
'Annonce impossible : 9. On annonce de 0 à 7 plis.'
"""

from __future__ import annotations

from typing import Any, TypedDict, assert_never

from tarot_app.practice.africain_review import said
from tarot_app.practice.links import Refusal, africain_rule_of
from tarot_app.practice.session import (
    Advice,
    Answer,
    Decided,
    Notation,
    PracticeSession,
    Reseeded,
    Why,
    shown,
    shown_why,
)
from tarot_app.practice.take_back import take_back
from tarot_app.practice.tarot_deal import READER
from tarot_app.render import CardView, card_view
from tarot_app.typography import Prose, prose
from tarot_rules.africain import PRESETS, Bid, Game, Play, Seen, game_to_json, seen_by
from tarot_rules.africain.round import Action, CardPlayed, Phase, as_card
from tarot_rules.errors import NotationError, TarotError
from tarot_rules.players import LEVELS
from tarot_rules.records import Reader

NAMES = ("Vous", "Léa", "Marc", "Inès", "Théo", "Zoé", "Hugo")
"""The players' names, the reader first (2 to 7 players)."""
_READ = Reader("partie d’entraînement")
AfricainGame = dict[str, Any]


class Played(CardView):
    """A card of the trick in progress or of the last trick: who played it and the computer's reason
    (``None`` for the reader's)."""

    seat: int
    player: Prose
    why: Why | None


class LastTrick(TypedDict):
    """The last trick gathered: its number in its round, the round's number once the round is over
    (else ``None``), its cards, who won it."""

    number: int
    round: int | None
    cards: list[Played]
    winner: Prose


class NamedBid(TypedDict):
    """A player's bid in the round."""

    name: Prose
    bid: int | None


class Tricks(TypedDict):
    """The tricks a player won in the round."""

    name: Prose
    won: int


class CardsSeen(TypedDict):
    """A player's cards the reader sees (on the others' foreheads, or their own): notations and faces."""

    name: Prose
    cards: list[str]
    faces: list[CardView]


class PlayOf(TypedDict):
    """A play a card of the hand allows: its ``action`` and the Excuse's ``value`` (else ``None``)."""

    action: str
    value: int | None


class HandCard(CardView):
    """A card of the reader's hand with the plays it allows now."""

    plays: list[PlayOf]


class RoundResult(TypedDict):
    """A round over: its number, its cards, who lost a life, the lives after it."""

    round: int
    cards: int
    lost: list[Prose]
    lives: list[int]


class View(TypedDict):
    """What the reader sees now (see `view`)."""

    names: list[Prose]
    round: int
    cards: int
    blind: bool
    dealer: Prose
    lives: list[int]
    alive: list[Prose]
    phase: str
    to_move: Prose | None
    bids: list[NamedBid]
    tricks: list[Tricks]
    trick: list[Played]
    last_trick: LastTrick | None
    seen: list[CardsSeen]
    hand: list[HandCard]
    bid_choices: list[int]
    plays: list[str]
    results: list[RoundResult]
    winners: list[Prose] | None
    undo: bool
    record: dict[str, Any] | None
    prompt: Prose


def encode(action: Action) -> str:
    """The text of a Tarot africain action.

    >>> encode(Bid(2)), encode(Play(as_card("Excuse"), 22))
    ('annonce:2', 'carte:Excuse@22')
    """
    match action:
        case Bid():
            return f"annonce:{action.amount}"
        case Play():
            value = "" if action.excuse_value is None else f"@{action.excuse_value}"
            return f"carte:{action.card.notation}{value}"
        case _ as unreachable:
            assert_never(unreachable)


def decode(text: str) -> Action:
    """The action of ``text`` (a French `NotationError` when it cannot be read)."""
    kind, _, value = str(text).partition(":")
    card, _, excuse = value.partition("@")
    try:
        if kind == "annonce":
            return Bid(int(value))
        if kind == "carte":
            return Play(as_card(card), int(excuse) if excuse else None)
    except ValueError as error:
        raise NotationError("unreadable-action", f"Action illisible : « {text} ». {error}") from error
    raise NotationError("unknown-action", f"Action inconnue : « {text} ».")


_NOTATION = Notation(encode, decode)


def read_game(args: Any) -> AfricainGame:
    """The checked ``game`` of a call's arguments, with its defaults (the reference preset)."""
    data = _READ.mapping(args.get("game", args) if isinstance(args, dict) else args, "la partie")
    actions = _READ.items(data, "actions", str, [])
    preset = _READ.field(data, "preset", str, "référence")
    level = _READ.field(data, "level", str, LEVELS[0])
    reasons = _READ.field(data, "reasons", list, [None] * len(actions))
    if preset not in PRESETS or level not in LEVELS or len(reasons) != len(actions):
        raise _READ.error(f"règle « {preset} » ou niveau « {level} » inconnu, ou raisons sans leurs actions")
    return {
        "players": _READ.number(data, "players", 2, len(NAMES)),
        "seed": _READ.number(data, "seed", 1, 10**9),
        "preset": preset,
        "level": level,
        "actions": list(actions),
        "reasons": list(reasons),
    }


def _session(game: AfricainGame) -> PracticeSession[Game]:
    """The game after all its actions (each checked by the engine), the reader against the
    computer players of its level; the session extends ``game``'s actions and reasons."""
    state = Game(NAMES[: game["players"]], PRESETS[game["preset"]], game["seed"])
    return PracticeSession(state, Reseeded("africain", game["level"], game["seed"]), READER, _NOTATION, game)


def replay(game: AfricainGame) -> Game:
    """The game after all its actions, each checked by the engine."""
    return _session(game).state


def africain_play(args: Any) -> Answer[View]:
    """Start or go on with a game: ``{game…, action?}`` → ``{game, refused, decisions, view}``;
    the computers play until the reader's turn (or, once the reader is out, to the winner)."""
    game = read_game(args)
    session = _session(game)
    action = args.get("action") if isinstance(args, dict) else None
    if action is not None:
        try:
            session.play(str(action))
        except TarotError as error:
            refused: Refusal = {
                "message": Prose(error.message),
                "code": error.code,
                "rule": africain_rule_of(error.code),
            }
            return {"game": game, "refused": refused, "decisions": [], "view": view(session.state, game)}
    decisions: list[Decided] = [
        {
            "name": Prose(NAMES[turn.seat]),
            "text": Prose(said(turn.event, list(NAMES))),
            **shown(turn.decision),
        }
        for turn in session.advance()
    ]
    return {"game": game, "refused": None, "decisions": decisions, "view": view(session.state, game)}


def africain_advice(args: Any) -> Advice:
    """« Conseil » : what the computer would do in the reader's place, and why.

    >>> answer = africain_play({"players": 3, "seed": 2})
    >>> advice = africain_advice(answer["game"])
    >>> advice["text"], advice["action"] in [f"annonce:{n}" for n in answer["view"]["bid_choices"]]
    ('Annoncez 2 plis.', True)
    """
    game = read_game(args)
    session = _session(game)
    decision = session.advice()
    text = Prose(advice_text(decision.action, blind=session.state.round.is_blind))
    return {"action": encode(decision.action), "text": text, **shown(decision)}


def advice_text(action: Action, blind: bool) -> str:
    """The advice ``action`` as said to the reader (on the forehead, without the card they cannot see).

    >>> advice_text(Bid(1), blind=False), advice_text(Play(as_card("Excuse"), 22), blind=False)
    ('Annoncez 1 pli.', "Jouez l'Excuse (valeur 22).")
    >>> advice_text(Play(as_card("18")), blind=True)
    'Jouez votre carte (sur le front).'
    """
    match action:
        case Bid():
            return f"Annoncez {action.amount} pli{'s' if action.amount > 1 else ''}."
        case Play() if blind:
            return "Jouez votre carte (sur le front)."
        case Play():
            value = "" if action.excuse_value is None else f" (valeur {action.excuse_value})"
            return f"Jouez {action.card.the_name}{value}."
        case _ as unreachable:
            assert_never(unreachable)


def africain_undo(args: Any) -> Answer[View]:
    """« Reprendre » : the game just before the reader's last card (the later actions taken back too)."""
    game = read_game(args)
    game = take_back(game, replay(game).history, is_readers_card)
    return {"game": game, "refused": None, "decisions": [], "view": view(replay(game), game)}


def is_readers_card(event: Any) -> bool:
    """A card the reader played."""
    return isinstance(event, CardPlayed) and event.seat == READER


def view(state: Game, game: AfricainGame) -> View:
    """Lives, the round (cards, dealer, bids, the trick, the last trick, the tricks won), the reader's
    choices: every bid from 0 to the number of cards (the engine refuses the dealer's forbidden one,
    saying why), the legal plays. The trick in progress and the last trick as the French Tarot deal
    gives them (``player``, the card's picture, the computer's ``why``)."""
    names = NAMES[: game["players"]]
    seen = seen_by(state, READER)
    reader_turn = seen.to_move == READER  # no one is to move once the game is over
    bids = {made.seat: made.amount for made in seen.bids}
    trick, last = _tricks(state, game)
    return {
        "names": prose(names),
        "round": seen.round,
        "cards": seen.cards,
        "blind": seen.blind,
        "dealer": Prose(names[seen.dealer]),
        "lives": list(seen.lives),
        "alive": prose(names[s] for s in seen.alive),
        "phase": str(seen.phase),
        "to_move": Prose(names[seen.to_move]) if seen.to_move is not None else None,
        "bids": [{"name": Prose(names[s]), "bid": bids[s]} for s in seen.alive if s in bids],
        "tricks": [{"name": Prose(names[s]), "won": n} for s, n in zip(seen.alive, seen.won, strict=True)],
        "trick": trick,
        "last_trick": last,
        "seen": [
            {
                "name": Prose(names[s]),
                "cards": [c.notation for c in cards],
                "faces": [card_view(c) for c in cards],
            }
            for s, cards in seen.visible
        ],
        "hand": _hand(seen),
        "bid_choices": list(range(seen.cards + 1)) if reader_turn and seen.phase is Phase.BIDDING else [],
        "plays": [encode(p) for p in seen.legal],
        "results": [
            {
                "round": r.number,
                "cards": r.cards,
                "lost": prose(names[s] for s in r.missed),
                "lives": list(r.lives),
            }
            for r in state.results
        ],
        "winners": prose(names[s] for s in state.winners) if state.is_over else None,
        "undo": not state.is_over and any(map(is_readers_card, state.history)),
        "record": {**game_to_json(state), "reasons": game["reasons"]} if state.is_over else None,
        "prompt": Prose(_prompt(state, reader_turn)),
    }


def _tricks(state: Game, game: AfricainGame) -> tuple[list[Played], LastTrick | None]:
    """The cards of the trick in progress, in order, and the last trick gathered (``None`` before the
    first): ``{number, round, cards, winner}``, its number in its round, and ``round`` the number of
    its round when that round is over (the last trick of a round stays on view until the next trick
    is gathered, as at the table), else ``None``. Each card has its picture, its ``player`` and the
    computer's reason (``why``, ``None`` for the reader's)."""
    names = NAMES[: game["players"]]
    action = 0  # each event is one action of the game, with its reason
    trick: list[Played] = []
    last: LastTrick | None = None
    for number, (played, result) in enumerate(zip(state.rounds, [*state.results, None], strict=False), 1):
        seats = result.seats if result else state.alive
        trick, gathered = [], 0
        for event in played.history:
            if isinstance(event, CardPlayed):
                seat = seats[event.seat]
                why = shown_why(game["reasons"][action])
                trick.append(
                    {**card_view(event.card), "seat": seat, "player": Prose(names[seat]), "why": why}
                )
                if event.trick_winner is not None:
                    gathered += 1
                    winner = Prose(names[seats[event.trick_winner]])
                    over = number if result else None
                    last = {"number": gathered, "round": over, "cards": trick, "winner": winner}
                    trick = []
            action += 1
    return trick, last


def _hand(seen: Seen) -> list[HandCard]:
    """The reader's cards when they see them (not on the forehead), each with the plays it allows
    now (``action`` and the Excuse's ``value`` in the « 0 ou 22 » mode; none while bidding or
    waiting); a card with a play is ``legal``."""
    return [
        {
            **card_view(card, legal=any(p.card == card for p in seen.legal)),
            "plays": [{"action": encode(p), "value": p.excuse_value} for p in seen.legal if p.card == card],
        }
        for card in seen.hand
    ]


def _prompt(state: Game, reader_turn: bool) -> str:
    if state.is_over:
        return "La partie est finie."
    if not reader_turn:
        return "Les autres jouent."
    if state.round.phase is Phase.BIDDING:
        return "Annoncez combien de plis vous ferez."
    return "À vous de jouer : choisissez une carte."
