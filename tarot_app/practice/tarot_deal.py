"""« S'entraîner » : one French Tarot deal between the reader (seat 0) and computer players.

Stateless: the page keeps the deal as a JSON ``game`` — ``{players, donne, level, actions, reasons,
evening, no_chelem}`` — where ``actions`` are the texts of every action taken so far
([tarot_app.practice.moves][]), the reader's and the computers', and ``reasons`` the computers'
explanations (``None`` for the reader's), ``evening`` the score-sheet facts of the evening's earlier
deals ([tarot_app.practice.evening][], sent back by « Donne suivante »). Each call rebuilds the
deal from ``donne`` (the seed, also the number in the page's address) by replaying ``actions``
through the engine, each one checked; only the new computer decisions are computed. So a deal can
be shared, replayed and downloaded.

>>> answer = play({"players": 4, "donne": 8})
>>> answer["view"]["to_move"], answer["view"]["bids"][0].split()[0], len(answer["game"]["actions"])
('Vous', 'Est', 3)
>>> refused = play({**answer, "action": "enchère:chelem"})["refused"]
>>> refused["message"]
'Action illisible : « enchère:chelem ». Contrat inconnu : « chelem ».'
"""

from __future__ import annotations

from typing import Any, TypedDict, assert_never

from tarot_app.practice.evening import deal_facts, evening_sheet
from tarot_app.practice.links import Refusal, RuledLine, rule_of, score_line
from tarot_app.practice.moves import CHELEM, decode, describe, encode
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
from tarot_app.render import CardView, card_view
from tarot_app.table.tarot import sheet
from tarot_app.typography import Prose, prose
from tarot_rules.cards import format_cards
from tarot_rules.errors import TarotError
from tarot_rules.fft import (
    AnnounceChelem,
    AnnounceMisere,
    Bid,
    Call,
    CardPlayed,
    Deal,
    Discard,
    Event,
    Phase,
    Play,
    Seen,
    ShowPoignee,
    rules_for,
    seen_by,
    to_record,
)
from tarot_rules.fft.actions import Action
from tarot_rules.fft.tricks import cards_of
from tarot_rules.players import LEVELS
from tarot_rules.records import Reader

READER = 0
NAMES: dict[int, tuple[str, ...]] = {
    3: ("Vous", "Est", "Ouest"),
    4: ("Vous", "Est", "Nord", "Ouest"),
    5: ("Vous", "Est", "Nord-Est", "Nord-Ouest", "Ouest"),
}
"""The seats' names at the table, the reader first."""
NO_CHELEM = "sans-chelem"
"""The reader, taker, declines to announce a chelem (kept as ``no_chelem``, not an engine action)."""
NO_CHELEM_REASON: Why = {
    "reason": Prose(
        "Un chelem annoncé et chuté coûte cher : ne l’annoncez que si vous êtes sûr de faire tous les plis."
    ),
    "advice": "tarot/annonces.md#le-chelem",
    "estimate": None,
}
Game = dict[str, Any]


class Choice(TypedDict):
    """A choice of the reader other than a card of the hand (a bid, a call, a chelem, a poignée)."""

    action: str
    label: Prose


class EcartChoice(TypedDict):
    """The écart to make: how many cards, and those allowed (notations)."""

    size: int
    allowed: list[str]


class Played(CardView):
    """A card of the last trick or of the trick in progress: who played it, in which trick, and the
    computer's reason (``None`` for the reader's)."""

    seat: int
    player: Prose
    trick: int
    why: Why | None


class LastTrick(TypedDict):
    """The last trick gathered: its number (from 1), its cards, who won it."""

    number: int
    cards: list[Played]
    winner: Prose


class Outcome(TypedDict):
    """A finished deal's scores by seat and its score lines, each with its rule."""

    scores: list[int]
    lines: list[RuledLine]


class Score(TypedDict):
    """A seat's score for the deal and its total over the evening."""

    name: Prose
    score: int
    total: int


class Hand(TypedDict):
    """A seat's cards (as dealt, in the result)."""

    name: Prose
    cards: list[CardView]


class Result(TypedDict):
    """A finished deal as the page shows it (see `view`'s ``result``)."""

    lines: list[RuledLine]
    scores: list[Score]
    sheet: dict[str, Any]
    hands: list[Hand]
    chien: list[CardView]
    ecart_made: list[CardView]
    record: dict[str, Any]


class View(TypedDict):
    """What the reader sees now (see `view`)."""

    donne: int
    players: int
    names: list[Prose]
    dealer: Prose
    phase: str
    to_move: Prose | None
    prompt: Prose
    bids: list[Prose]
    contract: Prose | None
    taker: Prose | None
    called: Prose | None
    partner: Prose | None
    partner_seat: Prose | None
    chien: list[CardView] | None
    hand: list[CardView]
    ecart: EcartChoice | None
    options: list[Choice]
    trick: list[Played]
    last_trick: LastTrick | None
    won: list[int]
    undo: bool
    result: Result | None


_READ = Reader("partie d’entraînement")
_NOTATION = Notation(encode, decode)


def read_game(args: Any) -> Game:
    """The ``game`` of ``args`` (a call's arguments), every field checked, with its defaults.

    >>> read_game({"players": 3, "donne": 12})["level"]
    'debutant'
    >>> read_game({"players": 6, "donne": 1})
    Traceback (most recent call last):
    ...
    tarot_rules.errors.NotationError: Relevé de partie d’entraînement illisible : « players » doit aller de 3 à 5, pas 6.
    """  # noqa: E501
    data = _READ.mapping(args.get("game", args) if isinstance(args, dict) else args, "la partie")
    players = _READ.number(data, "players", 3, 5)
    actions = _READ.items(data, "actions", str, [])
    reasons = _READ.field(data, "reasons", list, [None] * len(actions))
    level = _READ.field(data, "level", str, LEVELS[0])
    if level not in LEVELS or len(reasons) != len(actions):
        raise _READ.error(f"niveau « {level} » inconnu ou raisons sans leurs actions")
    return {
        "players": players,
        "donne": _READ.number(data, "donne", 1, 10**9),
        "level": level,
        "actions": list(actions),
        "reasons": list(reasons),
        "evening": _READ.items(data, "evening", dict, []),
        "no_chelem": _READ.field(data, "no_chelem", bool, False),
    }


def _session(game: Game) -> PracticeSession[Deal]:
    """The deal of ``game`` after all its actions (each checked by the engine), the reader against
    the computer players of its level; the session extends ``game``'s actions and reasons."""
    players, donne = game["players"], game["donne"]
    deal = Deal(rules_for(players), seed=donne, dealer=donne % players)
    return PracticeSession(deal, Reseeded("tarot", game["level"], donne), READER, _NOTATION, game)


def replay(game: Game) -> Deal:
    """The deal of ``game`` after all its actions (each checked by the engine)."""
    return _session(game).state


def _asks_chelem(deal: Deal, game: Game) -> bool:
    """The reader took: before the first card, they say whether they announce a chelem."""
    return deal.taker == READER and deal.can_announce_chelem() and not game["no_chelem"]


def _computers_play(session: PracticeSession[Deal], game: Game) -> list[Decided]:
    """The computer seats act until the reader's turn, their chelem question or the end; what each
    did and why."""
    names = NAMES[game["players"]]
    return [
        {
            "name": Prose(names[turn.seat]),
            "text": Prose(describe(turn.event, names[turn.seat])),
            **shown(turn.decision),
        }
        for turn in session.advance(lambda: _asks_chelem(session.state, game))
    ]


def _refusal(error: TarotError) -> Refusal:
    return {"message": Prose(error.message), "code": error.code, "rule": rule_of(error.code)}


def _answer(deal: Deal, game: Game, decisions: list[Decided], refused: Refusal | None = None) -> Answer[View]:
    return {"game": game, "refused": refused, "decisions": decisions, "view": view(deal, game)}


def play(args: Any) -> Answer[View]:
    """Start or go on with a deal: ``{game…, action?}`` → ``{game, refused, decisions, view}``.

    The reader's ``action`` (a text of [moves][tarot_app.practice.moves]) is checked by the
    engine: refused, the answer holds the French reason and its rule page and nothing changes;
    accepted, the computer seats play until it is the reader's turn again.
    """
    game = read_game(args)
    session = _session(game)
    action = args.get("action") if isinstance(args, dict) else None
    if action is not None:
        try:
            _take(session, game, str(action))
        except TarotError as error:
            return _answer(session.state, game, [], _refusal(error))
    return _answer(session.state, game, _computers_play(session, game))


def _take(session: PracticeSession[Deal], game: Game, text: str) -> None:
    """Apply the reader's action ``text`` to ``session`` and ``game`` (or raise, changing nothing)."""
    asks = _asks_chelem(session.state, game)
    if text == NO_CHELEM and asks:
        game["no_chelem"] = True
        return
    session.play(text, out_of_turn=text == CHELEM and asks)


def undo(args: Any) -> Answer[View]:
    """« Reprendre » : the deal just before the reader's last card (the later cards taken back too).

    >>> answer = undo({"players": 4, "donne": 7})
    Traceback (most recent call last):
    ...
    tarot_rules.errors.IllegalActionError: Vous n’avez encore joué aucune carte.
    """
    game = read_game(args)
    game = take_back(game, replay(game).history, is_readers_card)
    return _answer(replay(game), game, [])


def is_readers_card(event: Event) -> bool:
    """A card the reader played."""
    return isinstance(event, CardPlayed) and event.seat == READER


def advise(args: Any) -> Advice:
    """« Conseil » : what the computer would do in the reader's place, and why."""
    game = read_game(args)
    session = _session(game)
    if _asks_chelem(session.state, game) and session.state.to_move != READER:
        return {"action": NO_CHELEM, "text": Prose("Jouez sans annoncer de chelem."), **NO_CHELEM_REASON}
    decision = session.advice()
    text = Prose(advice_text(decision.action))
    return {"action": encode(decision.action), "text": text, **shown(decision)}


def advice_text(action: Action) -> str:
    """The advice ``action`` as said to the reader.

    >>> from tarot_rules.cards import parse_card
    >>> advice_text(Play(parse_card("Excuse"))), advice_text(Bid(None))
    ("Jouez l'Excuse.", 'Passez.')
    >>> from tarot_rules.fft import AnnounceMisere, Misere
    >>> advice_text(AnnounceMisere(Misere.TETES))
    'Annoncez une misère de têtes.'
    """
    match action:
        case Play():
            return f"Jouez {action.card.the_name}."
        case Bid():
            return "Passez." if action.contract is None else f"Annoncez {action.contract}."
        case Call():
            return f"Appelez {action.card.the_name}."
        case Discard():
            return f"Écartez {format_cards(action.cards)}."
        case ShowPoignee():
            return f"Montrez une poignée : {format_cards(action.cards)}."
        case AnnounceChelem():
            return "Annoncez un chelem."
        case AnnounceMisere():
            return f"Annoncez une {action.kind}."
        case _ as unreachable:
            assert_never(unreachable)


def _options(deal: Deal, game: Game) -> list[Choice]:
    """The reader's choices other than a card of the hand: bids, calls, chelem, poignées."""
    if _asks_chelem(deal, game):
        return [
            {"action": CHELEM, "label": Prose("Annoncer un chelem")},
            {"action": NO_CHELEM, "label": Prose("Jouer sans annoncer de chelem")},
        ]
    if deal.to_move != READER:
        return []
    if deal.phase is Phase.BIDDING:
        return [
            {"action": encode(Bid(c)), "label": Prose(c.french if c else "Passe")} for c in deal.legal_bids
        ]
    if deal.phase is Phase.CALL:
        return [
            {"action": encode(Call(c)), "label": Prose(f"Appeler {c.the_name}")} for c in deal.legal_calls
        ]
    if deal.phase is Phase.PLAY and not deal.tricks and all(p.seat != READER for p in deal.poignees):
        return _poignee_options(deal)
    return []


def _poignee_options(deal: Deal) -> list[Choice]:
    """Each poignée the reader's hand allows, showing the lowest trumps (the Excuse only when short)."""
    hand = deal.hand(READER)
    shown = [c for c in hand if c.is_trump] + [c for c in hand if c.is_excuse]
    options: list[Choice] = []
    for size in deal.rules.poignee_sizes:
        kind = deal.rules.poignee_size(size)
        if len(shown) >= size and kind is not None:
            label = Prose(f"Montrer une poignée {kind.french} ({size} atouts)")
            options.append({"action": encode(ShowPoignee(tuple(shown[:size]))), "label": label})
    return options


def _prompt(deal: Deal, game: Game) -> str:
    if deal.phase is Phase.REDEAL:
        return f"Donne annulée ({deal.redeal_reason}) : passez à la donne suivante."
    if deal.is_over:
        return "La donne est finie : voici le décompte et le score."
    if _asks_chelem(deal, game):
        return "Avant la première carte : annoncez-vous un chelem (tous les plis) ?"
    return {
        Phase.BIDDING: "À vous de parler : passez, ou annoncez plus haut que le contrat en cours.",
        Phase.CALL: "Appelez une carte : celui qui l’a sera votre partenaire, en secret.",
        Phase.ECART: f"Le chien est dans votre main : choisissez les {deal.rules.chien_size} cartes de votre "
        "écart (ni Roi ni bout).",
    }.get(deal.phase, "À vous de jouer : choisissez une carte.")


Whys = dict[tuple[int, int], Why | None]
"""The computers' reasons for the cards played, by trick and seat."""


def _whys(deal: Deal, game: Game) -> Whys:
    """The computers' reasons for the cards played so far, by trick and seat (``None``: the reader's)."""
    return {
        (event.trick, event.seat): shown_why(game["reasons"][i])
        for i, event in enumerate(deal.history)
        if isinstance(event, CardPlayed)
    }


def _played(cards: tuple[CardPlayed, ...], names: tuple[str, ...], whys: Whys) -> list[Played]:
    """Cards of a trick, in order, each with its seat, its trick and the computer's reason."""
    return [
        {
            **card_view(event.card),
            "seat": event.seat,
            "player": Prose(names[event.seat]),
            "trick": event.trick,
            "why": whys[event.trick, event.seat],
        }
        for event in cards
    ]


def view(deal: Deal, game: Game) -> View:
    """What the reader sees now (`seen_by` their seat: no other hand is read), their choices, and the
    score once it is over."""
    names = NAMES[game["players"]]
    seen = seen_by(deal, READER)
    whys = _whys(deal, game)
    return {
        "donne": game["donne"],
        "players": game["players"],
        "names": prose(names),
        "dealer": Prose(names[seen.dealer]),
        "phase": str(seen.phase),
        "to_move": Prose(names[seen.to_move]) if seen.to_move is not None else None,
        "prompt": Prose(_prompt(deal, game)),
        "bids": prose(describe(e, names[e.seat]) for e in seen.bids),
        "contract": Prose(seen.contract.french) if seen.contract else None,
        "taker": Prose(names[seen.taker]) if seen.taker is not None else None,
        "called": Prose(seen.called.the_name) if seen.called else None,
        "partner": _partner_revealed(seen, names),
        "partner_seat": Prose(names[seen.partner]) if seen.partner not in (None, seen.taker) else None,
        "chien": [card_view(c) for c in seen.chien] if seen.chien is not None else None,
        "hand": [card_view(c, c in seen.legal) for c in seen.hand],
        "ecart": _ecart_choice(deal),
        "options": _options(deal, game),
        "trick": _played(seen.trick, names, whys),
        "last_trick": _last_trick(seen, names, whys),
        "won": list(seen.won),
        "undo": any(map(is_readers_card, deal.history)),
        "result": _result(deal, game) if deal.is_over else None,
    }


def _partner_revealed(seen: Seen, names: tuple[str, ...]) -> Prose | None:
    """At 5 players, once the called card is played, who the partner is (the taker alone, when the
    card was the taker's); ``None`` before, as at the table."""
    called, seat = seen.called, seen.partner
    if called is None or seat is None:
        return None
    if seat == seen.taker:
        who = "Vous avez" if seat == READER else f"{names[seat]} a"
        own = "votre propre carte : vous jouez" if seat == READER else "sa propre carte : il joue"
        return Prose(f"{who} joué {called.the_name}, {own} seul.")
    if seat == READER:
        return Prose(f"Vous avez joué {called.the_name} : vous êtes le partenaire.")
    return Prose(f"{names[seat]} a joué {called.the_name} : c’est le partenaire.")


def _ecart_choice(deal: Deal) -> EcartChoice | None:
    if deal.phase is not Phase.ECART or deal.to_move != READER:
        return None
    return {"size": deal.rules.chien_size, "allowed": [c.notation for c in deal.legal_ecart_cards]}


def _last_trick(seen: Seen, names: tuple[str, ...], whys: Whys) -> LastTrick | None:
    if seen.last_winner is None:
        return None
    number = seen.last_trick[0].trick + 1
    return {
        "number": number,
        "cards": _played(seen.last_trick, names, whys),
        "winner": Prose(names[seen.last_winner]),
    }


def outcome(deal: Deal) -> Outcome:
    """A finished deal's ``scores`` by seat and its score ``lines``, each with its rule (none, and
    every score 0, when it was dealt again)."""
    if deal.phase is Phase.REDEAL:
        return {"scores": [0] * deal.rules.players, "lines": []}
    breakdown = deal.score()
    lines = [score_line(line) for line in breakdown.lines if line.rule != "scores"]
    return {"scores": list(breakdown.scores), "lines": lines}


def _result(deal: Deal, game: Game) -> Result:
    """The count, the score line by line with each line's rule, every hand, the record, and the
    evening's score sheet with this deal (its running totals as « À la table » computes them)."""
    names = NAMES[game["players"]]
    scored = outcome(deal)
    scores, lines = scored["scores"], scored["lines"]
    evening = evening_sheet(names, game["donne"], [*game["evening"], deal_facts(deal)])
    totals = sheet(evening)["totals"]
    return {
        "lines": lines,
        "scores": [
            {"name": Prose(n), "score": s, "total": t} for n, s, t in zip(names, scores, totals, strict=True)
        ],
        "sheet": evening,
        "hands": [
            {"name": Prose(names[seat]), "cards": [card_view(c) for c in cards_of(mask)]}
            for seat, mask in enumerate(deal.initial_hands)
        ],
        "chien": [card_view(c) for c in deal.chien],
        "ecart_made": [card_view(c) for c in deal.ecart],
        "record": record(deal, game),
    }


def record(deal: Deal, game: Game) -> dict[str, Any]:
    """The deal's record (format ``tarot-fft/donne``) with the computers' ``reasons``, action by action,
    and the seats' ``names``: « Revoir une donne » opens it, [replay][tarot_rules.fft.replay] too."""
    return {**to_record(deal), "names": list(NAMES[game["players"]]), "reasons": game["reasons"]}
