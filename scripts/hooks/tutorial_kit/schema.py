"""The typed schema of a tutorial file (``tutorials/*.toml``, format in ``tutorials/README.md``).

One dataclass per step kind, one per question of a ``choose`` step. :func:`read_tutorial` builds
them from the TOML and refuses, in French, a key that is unknown, missing or of the wrong type,
naming the file and the step.

>>> read_tutorial("99-essai.toml", 'title = "Essai"\\n[[steps]]\\nkind = "info"\\ngoal = "Lisez."').steps
[InfoStep(goal='Lisez.', text=None, hint=None, feedback=None, show=[], round_table=False)]
>>> read_tutorial("99-essai.toml", 'title = "E"\\n[[steps]]\\nkind = "play"\\ngoal = "Jouez."\\nhnad = "R♥"')
Traceback (most recent call last):
...
scripts.hooks.tutorial_kit.text.TutorialError: 99-essai.toml, étape 1 : clé inconnue « hnad » ...
"""

from __future__ import annotations

import tomllib
import types
from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from typing import Any, ClassVar, TypeVar, Union, get_args, get_origin, get_type_hints

from scripts.hooks.tutorial_kit.text import TutorialError

T = TypeVar("T")

DEFAULT_TABLE = ["Vous", "Est", "Nord", "Ouest"]
DEFAULT_BIDS = ["Passe", "Prise", "Garde", "Garde sans", "Garde contre"]


# ----- parts of a step ----------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Show:
    """Cards shown in a zone of their own; ``labels``: who played each card."""

    cards: str
    title: str = ""
    labels: list[str] | None = None


@dataclass(frozen=True, kw_only=True)
class Wrong:
    """A wrong action on purpose: the engine must refuse it with the code ``reason``."""

    action: str
    reason: str
    explain: str | None = None


@dataclass(frozen=True, kw_only=True)
class Position:
    """The end of a Tarot deal to play freely: one hand per player, in playing order."""

    hands: list[str]
    reader: str
    leader: str
    names: list[str] | None = None


@dataclass(frozen=True, kw_only=True)
class RoundSpec:
    """A scripted Tarot africain round: every bid, then every card, in order."""

    names: list[str]
    hands: list[str]
    dealer: int
    reader: str
    actions: list[str]


@dataclass(frozen=True, kw_only=True)
class DealSpec:
    """A whole French Tarot deal, scripted by an engine record (``record``: a JSON file of
    ``tutorials/``, format ``tarot-fft/donne``); the reader holds seat ``reader``."""

    record: str
    reader: int = 0


# ----- steps --------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Step:
    """What every step has: a one-sentence goal, and optional text, hint, feedback, cards shown."""

    kind: ClassVar[str]
    goal: str
    text: str | None = None
    hint: str | None = None
    feedback: str | None = None
    show: list[Show] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class ChoiceStep(Step):
    """A step where the reader picks an action that the engine judges."""

    prompt: str | None = None
    wrong: list[Wrong] = field(default_factory=list)
    feedbacks: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class InfoStep(Step):
    """Read, then go on; ``round_table`` shows the table of the file's Tarot africain round."""

    kind = "info"
    round_table: bool = False


@dataclass(frozen=True, kw_only=True)
class PlayStep(ChoiceStep):
    """Play a card of ``hand`` to ``trick`` (Tarot)."""

    kind = "play"
    hand: str
    trick: str = ""
    trick_by: list[str] | None = None
    called: str | None = None
    first_trick: bool = False
    show_called: bool = False
    expect: str | list[str] = "legal"
    mark_illegal: bool | None = None


@dataclass(frozen=True, kw_only=True)
class BidStep(ChoiceStep):
    """Bid after the bids ``before`` (« Est : Passe »)."""

    kind = "bid"
    before: list[str] = field(default_factory=list)
    options: list[str] = field(default_factory=lambda: list(DEFAULT_BIDS))
    expect: str | list[str] = "legal"


@dataclass(frozen=True, kw_only=True)
class CallStep(ChoiceStep):
    """Call one of ``options`` holding ``hand`` (Tarot at five)."""

    kind = "call"
    hand: str
    options: str
    expect: str | list[str] = "legal"
    mark_illegal: bool = False


@dataclass(frozen=True, kw_only=True)
class EcartStep(ChoiceStep):
    """Choose the écart from ``hand`` and ``chien``."""

    kind = "ecart"
    hand: str
    chien: str = ""
    players: int = 4
    mark_illegal: bool = False


@dataclass(frozen=True, kw_only=True)
class RoundStep(ChoiceStep):
    """The reader's next action in the file's Tarot africain round (``expect``: the script's)."""

    expect: str | None = None


@dataclass(frozen=True, kw_only=True)
class AbidStep(RoundStep):
    """Bid in the Tarot africain round."""

    kind = "abid"


@dataclass(frozen=True, kw_only=True)
class AplayStep(RoundStep):
    """Play a card in the Tarot africain round."""

    kind = "aplay"


@dataclass(frozen=True, kw_only=True)
class FreeStep(Step):
    """Free play judged live: the Tarot ``position``, or else the file's Tarot africain round."""

    kind = "free"
    position: Position | None = None


@dataclass(frozen=True, kw_only=True)
class DealChoiceStep(ChoiceStep):
    """The reader's next action in the file's scripted deal (``expect``: the script's)."""


@dataclass(frozen=True, kw_only=True)
class DbidStep(DealChoiceStep):
    """Bid in the scripted deal."""

    kind = "dbid"


@dataclass(frozen=True, kw_only=True)
class DecartStep(DealChoiceStep):
    """Make the écart in the scripted deal: any legal écart is accepted, the script's is kept."""

    kind = "decart"


@dataclass(frozen=True, kw_only=True)
class DpoigneeStep(DealChoiceStep):
    """Choose the poignée to show (or none) before the first card of the scripted deal."""

    kind = "dpoignee"


@dataclass(frozen=True, kw_only=True)
class DplayStep(DealChoiceStep):
    """Play a card in the scripted deal."""

    kind = "dplay"


@dataclass(frozen=True, kw_only=True)
class DinfoStep(Step):
    """Read, the scripted deal going on to the start of trick ``until_trick`` (when given);
    ``chien`` shows the chien."""

    kind = "dinfo"
    until_trick: int | None = None
    chien: bool = False


# ----- questions of a ``choose`` step -------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Question:
    """A question whose answer the engine computes."""

    name: ClassVar[str]


@dataclass(frozen=True, kw_only=True)
class Winner(Question):
    """Which card wins ``trick``."""

    name = "winner"
    trick: str
    trick_by: list[str] | None = None


@dataclass(frozen=True, kw_only=True)
class Points(Question):
    """What ``cards`` are worth."""

    name = "points"
    cards: str
    cards_title: str = "Les cartes"


@dataclass(frozen=True, kw_only=True)
class DeckPoints(Question):
    """What the whole pack is worth."""

    name = "deck_points"


@dataclass(frozen=True, kw_only=True)
class Threshold(Question):
    """The points the taker needs with ``bouts``."""

    name = "threshold"
    bouts: int


@dataclass(frozen=True, kw_only=True)
class Count(Question):
    """« réussi de 8 » or « chuté de 1 » for ``points`` with ``bouts``."""

    name = "count"
    points: float
    bouts: int


@dataclass(frozen=True, kw_only=True)
class Score(Question):
    """One ``field`` of ``tarot_rules.fft.score(**facts)``."""

    name = "score"
    facts: dict[str, Any]
    field: str
    show_breakdown: bool = False


@dataclass(frozen=True, kw_only=True)
class Multiplier(Question):
    """The multiplier of ``contract``."""

    name = "multiplier"
    contract: str


@dataclass(frozen=True, kw_only=True)
class Chien(Question):
    """The camp the chien counts for under ``contract``."""

    name = "chien"
    contract: str


@dataclass(frozen=True, kw_only=True)
class AttackPoints(Question):
    """The attack's points after ``tricks`` (each led by the seat in ``leaders``)."""

    name = "attack_points"
    tricks: list[str]
    leaders: list[int]
    attack: list[int] = field(default_factory=lambda: [0])
    show_tricks: list[int] | None = None
    trick_titles: list[str] | None = None


@dataclass(frozen=True, kw_only=True)
class Lives(Question):
    """The lives ``player`` loses at the end of the file's Tarot africain round."""

    name = "lives"
    player: str


@dataclass(frozen=True, kw_only=True)
class Chance(Question):
    """The chance of winning the blind round, having ``seen`` the others' cards."""

    name = "chance"
    seen: str


@dataclass(frozen=True, kw_only=True)
class Forbidden(Question):
    """The bid the golden rule forbids the dealer, with ``cards`` each and ``bids`` before."""

    name = "forbidden"
    cards: int
    bids: list[int]


@dataclass(frozen=True, kw_only=True)
class DealResult(Question):
    """One figure of the file's scripted deal once played out: ``points`` or ``bouts`` of the
    attack, the contract's ``result``, or a field of its score (as for ``score``)."""

    name = "deal"
    field: str
    show_breakdown: bool = False


@dataclass(frozen=True, kw_only=True)
class ChooseStep(Step):
    """Pick the engine's answer to ``question`` among ``options`` (the cards of the trick for
    ``winner``)."""

    kind = "choose"
    question: Question
    options: list[str | int | float] | None = None
    answer: str | int | float | None = None
    prompt: str | None = None
    wrong_feedback: str | None = None
    feedbacks: dict[str, str] = field(default_factory=dict)


# ----- the file -----------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Tutorial:
    """A whole tutorial file."""

    title: str
    steps: list[Step]
    page: str | None = None
    summary: str = ""
    game: str = "fft"
    table: list[str] = field(default_factory=lambda: list(DEFAULT_TABLE))
    intro: str | None = None
    end: str = "Tutoriel terminé !"
    round: RoundSpec | None = None
    deal: DealSpec | None = None


STEP_KINDS: dict[str, type[Step]] = {
    kind.kind: kind
    for kind in (
        InfoStep,
        PlayStep,
        BidStep,
        CallStep,
        EcartStep,
        ChooseStep,
        AbidStep,
        AplayStep,
        FreeStep,
        DbidStep,
        DecartStep,
        DpoigneeStep,
        DplayStep,
        DinfoStep,
    )
}
QUESTIONS: dict[str, type[Question]] = {
    question.name: question
    for question in (
        Winner,
        Points,
        DeckPoints,
        Threshold,
        Count,
        Score,
        Multiplier,
        Chien,
        AttackPoints,
        Lives,
        Chance,
        Forbidden,
        DealResult,
    )
}


# ----- reading ------------------------------------------------------------------------------------

_SCALARS: dict[object, tuple[type, ...]] = {str: (str,), int: (int,), float: (int, float), bool: (bool,)}
_TYPE_NAMES = {str: "un texte", int: "un nombre entier", float: "un nombre", bool: "true ou false"}


def _type_name(kind: Any) -> str:
    origin = get_origin(kind)
    if origin in (Union, types.UnionType):
        return " ou ".join(_type_name(arm) for arm in get_args(kind) if arm is not type(None))
    if origin is list:
        return "une liste"
    if origin is dict or is_dataclass(kind):
        return "une table"
    return _TYPE_NAMES.get(kind, str(kind))


def _convert(kind: Any, value: object, where: str) -> Any:
    """``value`` checked against the type ``kind`` (nested tables become dataclasses)."""
    origin = get_origin(kind)
    if kind is Any:
        return value
    if origin in (Union, types.UnionType):
        for arm in get_args(kind):
            try:
                return _convert(arm, value, where)
            except TutorialError:
                continue
    elif origin is list and isinstance(value, list):
        return [_convert(get_args(kind)[0], item, where) for item in value]
    elif origin is dict and isinstance(value, dict):
        return {str(key): _convert(get_args(kind)[1], item, where) for key, item in value.items()}
    elif is_dataclass(kind) and isinstance(kind, type) and isinstance(value, dict):
        return build(kind, value, where)
    elif isinstance(value, _SCALARS.get(kind, ())) and (kind is bool or not isinstance(value, bool)):
        return value
    raise TutorialError(f"{where} doit être {_type_name(kind)}, pas {value!r}.")


def _keys(cls: type[Any]) -> list[str]:
    return [item.name for item in fields(cls) if item.init]


def _refuse_unknown(raw: Mapping[str, object], allowed: list[str], where: str) -> None:
    for key in raw:
        if key not in allowed:
            permitted = ", ".join(allowed)
            raise TutorialError(f"{where} : clé inconnue « {key} » (clés permises : {permitted}).")


def build(cls: type[T], raw: Mapping[str, object], where: str, **given: Any) -> T:
    """A ``cls`` from the TOML table ``raw``; ``given``: fields already built."""
    _refuse_unknown(raw, [name for name in _keys(cls) if name not in given], where)
    for item in fields(cls):  # type: ignore[arg-type]
        required = item.default is MISSING and item.default_factory is MISSING
        if required and item.name not in raw and item.name not in given:
            raise TutorialError(f"{where} : clé manquante « {item.name} ».")
    hints = get_type_hints(cls)
    values = {key: _convert(hints[key], value, f"{where} : « {key} »") for key, value in raw.items()}
    return cls(**values, **given)


def _step(raw: Mapping[str, object], where: str) -> Step:
    kind = raw.get("kind")
    if kind not in STEP_KINDS:
        raise TutorialError(f"{where} : genre d'étape inconnu « {kind} » (genres : {', '.join(STEP_KINDS)}).")
    cls = STEP_KINDS[str(kind)]
    rest = {key: value for key, value in raw.items() if key != "kind"}
    if cls is not ChooseStep:
        return build(cls, rest, where)
    name = rest.pop("question", None)
    if name not in QUESTIONS:
        raise TutorialError(f"{where} : question inconnue « {name} » (questions : {', '.join(QUESTIONS)}).")
    question_class = QUESTIONS[str(name)]
    own = [key for key in rest if key in _keys(question_class)]
    _refuse_unknown(rest, [*_keys(question_class), *(k for k in _keys(ChooseStep) if k != "question")], where)
    question = build(question_class, {key: rest.pop(key) for key in own}, where)
    return build(ChooseStep, rest, where, question=question)


def read_tutorial(file_name: str, text: str) -> Tutorial:
    """The tutorial in ``text`` (the TOML of ``file_name``), or a French :class:`TutorialError`."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise TutorialError(f"{file_name} : TOML illisible ({error})") from error
    steps = raw.pop("steps", [])
    if not isinstance(steps, list) or not all(isinstance(step, dict) for step in steps):
        raise TutorialError(f"{file_name} : les étapes s'écrivent [[steps]].")
    built = [_step(step, f"{file_name}, étape {number}") for number, step in enumerate(steps, start=1)]
    return build(Tutorial, raw, file_name, steps=built)
