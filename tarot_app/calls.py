"""The engine functions the site's pages call by name, and the one protocol they use.

A page never writes Python: it asks the engine worker (``docs/assets/engine/worker.js``) for a
registered function with JSON arguments, ``{id, fn, args}``, and gets back ``{id, result}`` or
``{id, error: {message, code}}``. `call` is that answer without the ``id``; the worker uses
`call_json`, the same with JSON text on both sides (no printing, no size limit). A refused
input is an answer with the engine's French reason and code; an unexpected Python exception is one
too (code ``internal``), never a crash of the worker. Nothing here runs source code.

**Typography, in one place.** `call` typesets every answer for the reader
([tarot_app.typography][]: no-break spaces, l’Excuse, −66…): each text a function declares as
[Prose][tarot_app.typography.Prose] in its result, and each refusal's message. Every other value
(identifiers, card codes, links, HTML, the state a page sends back, records and files) is data,
returned exactly as the function made it, whatever its key. Every function's answer is a TypedDict
that names its prose fields (``title: Prose`` in ``tarot_app.table.tarot.DealScore``), so mypy
refuses a plain text there (a test checks that each registered function says what it answers).
The registered functions themselves answer their text as written; the pages, and the drills' pools
written at build, get what `call` answers.

>>> answer = call("score_deal", {"players": 4, "contract": "garde", "bouts": 2, "points": "49"})
>>> answer["result"]["scores"], answer["result"]["title"]
([198, -66, -66, -66], 'Garde réussie\\xa0: 49\\xa0points avec 2\\xa0bouts, il en fallait 41 (écart 8)')
>>> call("score_deal", {"players": 4, "contract": "garde", "bouts": 4, "points": 60})["error"]
{'message': 'Il n’y a que 3\\xa0bouts (le Petit, le 21\\xa0et l’Excuse), pas 4.', 'code': 'bad-bouts'}
>>> call("eval", "1 + 1")["error"]["message"]
'Fonction inconnue\\xa0: «\\xa0eval\\xa0».'
>>> call_json("free_play", '{"program": "tarot_tricks"')
'{"error": {"message": "Données illisibles\\xa0: ce n’est pas du JSON.", "code": "unreadable"}}'
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, TypedDict

from tarot_app.drills import DRILLS, LEVELS
from tarot_app.drills.base import QuestionData
from tarot_app.free_play import PROGRAMS
from tarot_app.free_play.common import View
from tarot_app.practice import (
    advise,
    africain_advice,
    africain_play,
    africain_undo,
    analyse,
    compare,
    guess,
    play,
    review,
    undo,
)
from tarot_app.render import card_html
from tarot_app.table import africain, chart, share, stats, tarot
from tarot_app.typography import typeset, typeset_prose
from tarot_rules.cards import parse_card
from tarot_rules.errors import TarotError


class Failure(TypedDict):
    """A refusal: the French ``message`` shown to the reader and a stable ``code``."""

    message: str
    code: str


class CallResult(TypedDict, total=False):
    """Exactly one of ``result`` (plain JSON data) and ``error``."""

    result: Any
    error: Failure


class CallError(TarotError):
    """A call the registry cannot make: unknown function, arguments of the wrong shape."""


def free_play(args: Any) -> View:
    """A tutorial's free play: ``{program, spec, mine, attempt}`` → what the page shows.

    >>> view = free_play({"program": "tarot_tricks", "mine": [], "attempt": None,
    ...                   "spec": {"names": ["Vous", "Est"], "reader": "Vous", "leader": "Est",
    ...                            "hands": ["R♥", "2♥"]}})
    >>> view["trick"], view["prompt"]
    (['2♥'], 'Votre main : jouez une carte')
    >>> free_play({"program": "poker", "spec": {}, "mine": [], "attempt": None})
    Traceback (most recent call last):
    ...
    tarot_app.calls.CallError: Jeu libre inconnu : « poker ».
    """
    if not isinstance(args, Mapping):
        raise CallError("arguments", "Le jeu libre attend {program, spec, mine, attempt}.")
    program = PROGRAMS.get(str(args.get("program")))
    if program is None:
        raise CallError("unknown-program", f"Jeu libre inconnu : « {args.get('program')} ».", PROGRAMS)
    spec, mine, attempt = args.get("spec"), args.get("mine"), args.get("attempt")
    if not isinstance(spec, dict) or not isinstance(mine, list) or not all(isinstance(m, str) for m in mine):
        raise CallError("arguments", "Le jeu libre attend une position (spec) et une liste d’actions (mine).")
    if attempt is not None and not isinstance(attempt, str):
        raise CallError("arguments", "L’action tentée doit être un texte.")
    return program(spec, mine, attempt)


def card_codes(data: Any) -> list[str]:
    """Every card code of a question's JSON: its cards (``{code, notation, name}``) and the cards its
    answer offers (``offered``), each once, in order of appearance.

    >>> card_codes({"position": {"cards": [{"code": "RH", "notation": "R♥", "name": "Roi de cœur"}]},
    ...             "answer": {"kind": "pick", "offered": ["RH", "21"]}})
    ['RH', '21']
    """
    codes: list[str] = []

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            if {"code", "notation", "name"} <= value.keys():
                codes.append(str(value["code"]))
            for name, item in value.items():
                walk(item, name)
        elif isinstance(value, list):
            if key == "offered":
                codes.extend(str(code) for code in value)
            for item in value:
                walk(item)

    walk(data)
    return list(dict.fromkeys(codes))


class Exercise(QuestionData):
    """A drill's question as its page receives it: `QuestionData` and its cards' pictures by code."""

    faces: dict[str, str]


def drill_question(args: Any) -> Exercise:
    """One question of an « Exercices » drill, ``{drill, level, seed}`` → ``Question.to_json()`` plus
    ``faces``: each of its cards drawn by ``tarot_app.render.card_html``, by code. The site's
    pools are built with this very function, and a page continues a series past its pool with it.

    >>> slug = next(iter(DRILLS))
    >>> question = drill_question({"drill": slug, "level": "debutant", "seed": 201})
    >>> question["seed"], question["prompt"] == DRILLS[slug].generate(201, "debutant").prompt
    (201, True)
    >>> all(face.startswith('<span class="tc ') for face in question["faces"].values())
    True
    >>> drill_question({"drill": "belote", "level": "debutant", "seed": 1})
    Traceback (most recent call last):
    ...
    tarot_app.calls.CallError: Exercice inconnu : « belote ».
    >>> drill_question({"drill": slug, "level": "expert", "seed": 0})
    Traceback (most recent call last):
    ...
    tarot_app.calls.CallError: Un exercice attend {drill, level (debutant ou confirme), seed (entier ≥ 1)}.
    """
    if not isinstance(args, Mapping):
        raise CallError("arguments", "Un exercice attend {drill, level, seed}.")
    drill = DRILLS.get(str(args.get("drill")))
    if drill is None:
        raise CallError("unknown-drill", f"Exercice inconnu : « {args.get('drill')} ».", DRILLS)
    level, seed = args.get("level"), args.get("seed")
    if level not in LEVELS or not isinstance(seed, int) or isinstance(seed, bool) or seed < 1:
        raise CallError(
            "arguments", "Un exercice attend {drill, level (debutant ou confirme), seed (entier ≥ 1)}."
        )
    question = drill.generate(seed, level).to_json()
    faces = {code: card_html(parse_card(code)) for code in card_codes(question)}
    return {**question, "faces": faces}


FUNCTIONS: dict[str, Callable[[Any], Any]] = {
    "score_deal": tarot.score_deal,
    "tarot_sheet": tarot.sheet,
    "tarot_append": tarot.append,
    "tarot_csv": tarot.sheet_csv,
    "tarot_chart": chart.sheet_chart,
    "tarot_season": stats.season,
    "africain_sheet": africain.sheet,
    "africain_csv": africain.sheet_csv,
    "share_sheet": share.share_sheet,
    "open_shared": share.open_shared,
    "free_play": free_play,
    "practice_play": play,
    "practice_advice": advise,
    "practice_undo": undo,
    "practice_review": review,
    "practice_compare": compare,
    "practice_analyse": analyse,
    "practice_guess": guess,
    "practice_africain": africain_play,
    "practice_africain_advice": africain_advice,
    "practice_africain_undo": africain_undo,
    "drill_question": drill_question,
}
"""Every function a page may call, by name (the table's calculator and sheets, the tutorials, the
practice deals of « S'entraîner », the drills)."""


def for_readers(result: Any) -> Any:
    """A function's result as the page shows it: its `Prose` typeset, everything else as it was made.

    >>> from tarot_app.typography import Prose
    >>> for_readers({"prompt": Prose("Qui gagne ?"), "action": "enchère:garde", "code": Prose("Oui !")})
    {'prompt': 'Qui gagne\\u202f?', 'action': 'enchère:garde', 'code': 'Oui\\u202f!'}
    """
    return typeset_prose(result)


def error_result(message: str, code: str) -> CallResult:
    """A refusal as the page shows it (its message typeset)."""
    return {"error": {"message": typeset(message), "code": code}}


def call(fn: str, args: Any) -> CallResult:
    """``FUNCTIONS[fn](args)`` as a `CallResult` for the reader (see `for_readers`): never raises.

    >>> def broken(args: Any) -> None:
    ...     raise KeyError("players")
    >>> FUNCTIONS["broken"] = broken
    >>> call("broken", {})
    {'error': {'message': "Erreur inattendue du moteur (KeyError\\xa0: 'players').", 'code': 'internal'}}
    >>> del FUNCTIONS["broken"]
    """
    try:
        function = FUNCTIONS.get(fn)
        if function is None:
            raise CallError("unknown-function", f"Fonction inconnue : « {fn} ».", FUNCTIONS)
        return {"result": for_readers(function(args))}
    except TarotError as error:
        return error_result(error.message, error.code)
    except Exception as error:  # a bug of the engine: said in French, the worker lives on
        return error_result(f"Erreur inattendue du moteur ({type(error).__name__} : {error}).", "internal")


def call_json(fn: str, args: str) -> str:
    """`call` with the arguments and the answer as JSON text (what the engine worker uses)."""
    try:
        data = json.loads(args)
    except ValueError:
        answer = error_result("Données illisibles : ce n’est pas du JSON.", "unreadable")
    else:
        answer = call(fn, data)
    return json.dumps(answer, ensure_ascii=False)


__all__ = [
    "FUNCTIONS",
    "CallError",
    "CallResult",
    "Exercise",
    "Failure",
    "call",
    "call_json",
    "card_codes",
    "drill_question",
    "error_result",
    "for_readers",
    "free_play",
]
