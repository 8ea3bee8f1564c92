"""What every drill shares: questions, answer kinds judged from data, verdicts, seeding.

A `Drill` turns ``(seed, level)`` into a `Question`, always the same one: its random generator is
``random.Random(f"{slug}:{level}:{seed}")`` (a string seed is hashed by SHA-512, identical in
CPython and Pyodide; no ``hash()``, no set order).

An answer kind carries the *judge data*: everything needed to say whether a given answer is right
and why not, computed by the engine when the question is made. ``check`` judges from that data only,
so a page can judge with the same data (``to_json``) without Python and without any rule of its own.
The judging algorithm of each kind, which a page reproduces:

- ``number``: ``given`` (a number, or a text with a decimal comma or point) is one of ``accepted``.
- ``choice``: ``given`` is an option id (a list of ids when ``multiple``); right when it is
  (they are exactly) ``correct``. A wrong option says its ``reasons[id]`` if any, else ``wrong``.
- ``cards``: ``given`` is a list of offered card codes; right when it is exactly ``correct``.
  Otherwise the first given card (in ``offered`` order) that has a ``reasons`` entry gives its
  reason, else ``missing`` (some right card is missing). ``wrong`` says the right cards in full.
- ``pick``: ``given`` is a list of exactly ``count`` distinct offered card codes (else ``size``);
  the first given card (in ``offered`` order) with a ``refused`` entry gives that reason; then the
  first limit whose ``max`` the pick exceeds (counting given cards in its ``cards``) gives its
  ``message``; otherwise right.
- ``numbers``: ``given`` maps each field id to an integer; right when every field's value is in
  its ``accepted``.
- ``fraction``: ``given`` is a text ``"p/q"`` or ``"p"`` (whole numbers, spaces allowed), a pair
  ``[p, q]`` or a whole number; right when ``p × denominator = q × numerator`` (``q = 0`` is
  unreadable).
- ``parts``: ``given`` maps each part id to that part's answer; unreadable when a part is (the
  reader fills it in, nothing is given away); else right when every part is, and the message is the
  parts' messages joined by a space.

Numbers are written with the digits 0 to 9 only (as on a page, whose judge reads no other digit).

The messages are data too, in French (``right``, ``wrong``, ``missing``, ``size``, the reasons);
an answer that cannot be read gets ``UNREADABLE`` (« Réponse illisible … »).

>>> answer = NumberAnswer(accepted=(17.5,), label="Points", right="Juste.", wrong="Non : 17,5.")
>>> answer.check("17,5"), answer.check(17)
(Verdict(correct=True, message='Juste.'), Verdict(correct=False, message='Non : 17,5.'))
>>> answer.to_json()["kind"], answer.example()
('number', 17.5)
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, TypeAlias, TypedDict

from tarot_app.typography import Prose
from tarot_rules.cards import Card
from tarot_rules.errors import IllegalActionError
from tarot_rules.players import Level

JSON: TypeAlias = "bool | int | float | str | list[JSON] | dict[str, JSON] | None"
"""A JSON value (what ``json.dumps`` accepts and ``json.loads`` returns)."""

LEVEL_NAMES: Mapping[Level, str] = {"debutant": "débutant", "confirme": "confirmé"}

GameName = Literal["tarot", "africain"]


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judgement of one answer: right or not, and a French message (the engine's reason when a
    card is refused)."""

    correct: bool
    message: str

    @property
    def unreadable(self) -> bool:
        """The answer could not be read: a page does not count it, the reader may fix it."""
        return self.message == UNREADABLE


UNREADABLE = "Réponse illisible : répondez dans les champs proposés."


def _number(given: JSON) -> float | None:
    if isinstance(given, bool):
        return None
    if isinstance(given, int | float):
        return float(given)
    if isinstance(given, str):
        text = given.strip().replace(",", ".").replace("\u2212", "-")
        if re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", text):
            return float(text)
    return None


def json_number(value: float) -> int | float:
    """A whole number as an ``int`` (``54``, not ``54.0``), a half as a ``float``."""
    return int(value) if float(value).is_integer() else value


def _integer(given: JSON) -> int | None:
    value = _number(given)
    return int(value) if value is not None and value.is_integer() else None


def _codes(given: JSON) -> list[str] | None:
    if isinstance(given, list) and all(isinstance(code, str) for code in given):
        return [code for code in given if isinstance(code, str)]
    return None


class NumberData(TypedDict):
    """A ``number`` answer's judge data (see the module's doc for each kind's)."""

    kind: Literal["number"]
    label: Prose
    accepted: list[int | float]
    right: Prose
    wrong: Prose


@dataclass(frozen=True, slots=True)
class NumberAnswer:
    """Type a number (whole or half): right when it is one of ``accepted``."""

    accepted: tuple[float, ...]
    label: str
    right: str
    wrong: str
    kind: Literal["number"] = "number"

    def check(self, given: JSON) -> Verdict:
        value = _number(given)
        if value is None:
            return Verdict(False, UNREADABLE)
        return Verdict(True, self.right) if value in self.accepted else Verdict(False, self.wrong)

    def example(self) -> JSON:
        value = self.accepted[0]
        return json_number(value)

    def to_json(self) -> NumberData:
        return {
            "kind": self.kind,
            "label": Prose(self.label),
            "accepted": [json_number(value) for value in self.accepted],
            "right": Prose(self.right),
            "wrong": Prose(self.wrong),
        }


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a choice: an id (stable, ASCII) and its French label."""

    id: str
    label: str


class OptionData(TypedDict):
    """An option of a ``choice`` answer."""

    id: str
    label: Prose


class ChoiceData(TypedDict):
    """A ``choice`` answer's judge data."""

    kind: Literal["choice"]
    label: Prose
    options: list[OptionData]
    correct: list[str]
    multiple: bool
    reasons: dict[str, Prose]
    right: Prose
    wrong: Prose


@dataclass(frozen=True, slots=True)
class ChoiceAnswer:
    """Choose among ``options``: one id, or a list of ids when ``multiple`` (exactly ``correct``)."""

    options: tuple[Option, ...]
    correct: tuple[str, ...]
    label: str
    right: str
    wrong: str
    multiple: bool = False
    reasons: Mapping[str, str] | None = None
    kind: Literal["choice"] = "choice"

    def check(self, given: JSON) -> Verdict:
        ids = {option.id for option in self.options}
        chosen = [given] if isinstance(given, str) and not self.multiple else _codes(given)
        if chosen is None or not set(chosen) <= ids or (not self.multiple and len(chosen) != 1):
            return Verdict(False, UNREADABLE)
        right = set(chosen) == set(self.correct) if self.multiple else chosen[0] in self.correct
        if right:
            return Verdict(True, self.right)
        reasons = self.reasons or {}
        for option in self.options:
            if option.id in chosen and option.id in reasons:
                return Verdict(False, reasons[option.id])
        return Verdict(False, self.wrong)

    def example(self) -> JSON:
        return list(self.correct) if self.multiple else self.correct[0]

    def to_json(self) -> ChoiceData:
        return {
            "kind": self.kind,
            "label": Prose(self.label),
            "options": [{"id": option.id, "label": Prose(option.label)} for option in self.options],
            "correct": list(self.correct),
            "multiple": self.multiple,
            "reasons": _reasons(self.reasons or {}),
            "right": Prose(self.right),
            "wrong": Prose(self.wrong),
        }


def _reasons(reasons: Mapping[str, str]) -> dict[str, Prose]:
    """Each card's or option's reason (`Prose`), by its code or id (data)."""
    return {code: Prose(reason) for code, reason in reasons.items()}


def _offered_order(offered: Sequence[str], given: Sequence[str]) -> list[str]:
    return [code for code in offered if code in given]


class CardsData(TypedDict):
    """A ``cards`` answer's judge data."""

    kind: Literal["cards"]
    label: Prose
    offered: list[str]
    correct: list[str]
    reasons: dict[str, Prose]
    right: Prose
    wrong: Prose
    missing: Prose


@dataclass(frozen=True, slots=True)
class CardsAnswer:
    """Select exactly the ``correct`` cards among ``offered`` (card codes); ``reasons`` says why each
    other offered card is refused."""

    offered: tuple[str, ...]
    correct: tuple[str, ...]
    reasons: Mapping[str, str]
    label: str
    right: str
    wrong: str
    missing: str
    kind: Literal["cards"] = "cards"

    def check(self, given: JSON) -> Verdict:
        codes = _codes(given)
        if codes is None or not set(codes) <= set(self.offered):
            return Verdict(False, UNREADABLE)
        if set(codes) == set(self.correct):
            return Verdict(True, self.right)
        for code in _offered_order(self.offered, codes):
            if code in self.reasons:
                return Verdict(False, self.reasons[code])
        return Verdict(False, self.missing)

    def example(self) -> JSON:
        return list(self.correct)

    def to_json(self) -> CardsData:
        return {
            "kind": self.kind,
            "label": Prose(self.label),
            "offered": list(self.offered),
            "correct": list(self.correct),
            "reasons": _reasons(self.reasons),
            "right": Prose(self.right),
            "wrong": Prose(self.wrong),
            "missing": Prose(self.missing),
        }


@dataclass(frozen=True, slots=True)
class Limit:
    """At most ``max`` of ``cards`` in a pick, else ``message``."""

    cards: tuple[str, ...]
    max: int
    message: str


class LimitData(TypedDict):
    """A limit of a ``pick`` answer."""

    cards: list[str]
    max: int
    message: Prose


class PickData(TypedDict):
    """A ``pick`` answer's judge data."""

    kind: Literal["pick"]
    label: Prose
    offered: list[str]
    count: int
    refused: dict[str, Prose]
    limits: list[LimitData]
    right: Prose
    size: Prose


@dataclass(frozen=True, slots=True)
class PickAnswer:
    """Choose exactly ``count`` of the ``offered`` cards: any choice that avoids the ``refused`` cards
    and respects the ``limits`` is right (e.g. every legal écart)."""

    offered: tuple[str, ...]
    count: int
    refused: Mapping[str, str]
    limits: tuple[Limit, ...]
    label: str
    right: str
    size: str
    kind: Literal["pick"] = "pick"

    def check(self, given: JSON) -> Verdict:
        codes = _codes(given)
        if codes is None or not set(codes) <= set(self.offered):
            return Verdict(False, UNREADABLE)
        if len(set(codes)) != self.count or len(codes) != self.count:
            return Verdict(False, self.size)
        for code in _offered_order(self.offered, codes):
            if code in self.refused:
                return Verdict(False, self.refused[code])
        for limit in self.limits:
            if sum(code in limit.cards for code in codes) > limit.max:
                return Verdict(False, limit.message)
        return Verdict(True, self.right)

    def example(self) -> JSON:
        return list[JSON](self.picked())

    def picked(self) -> tuple[str, ...]:
        """One right pick: allowed cards in offered order, skipping those a limit no longer allows."""
        taken: list[str] = []
        for code in self.offered:
            if code in self.refused or len(taken) == self.count:
                continue
            if all(sum(c in limit.cards for c in [*taken, code]) <= limit.max for limit in self.limits):
                taken.append(code)
        return tuple(taken)

    def to_json(self) -> PickData:
        return {
            "kind": self.kind,
            "label": Prose(self.label),
            "offered": list(self.offered),
            "count": self.count,
            "refused": _reasons(self.refused),
            "limits": [
                {"cards": list(limit.cards), "max": limit.max, "message": Prose(limit.message)}
                for limit in self.limits
            ],
            "right": Prose(self.right),
            "size": Prose(self.size),
        }


@dataclass(frozen=True, slots=True)
class Field:
    """One labelled whole-number field of a ``numbers`` answer."""

    id: str
    label: str
    accepted: tuple[int, ...]


class FieldData(TypedDict):
    """A field of a ``numbers`` answer."""

    id: str
    label: Prose
    accepted: list[int]


class NumbersData(TypedDict):
    """A ``numbers`` answer's judge data."""

    kind: Literal["numbers"]
    label: Prose
    fields: list[FieldData]
    right: Prose
    wrong: Prose


@dataclass(frozen=True, slots=True)
class NumbersAnswer:
    """Several labelled whole numbers (e.g. what each defender pays, what the taker scores)."""

    fields: tuple[Field, ...]
    label: str
    right: str
    wrong: str
    kind: Literal["numbers"] = "numbers"

    def check(self, given: JSON) -> Verdict:
        if not isinstance(given, dict):
            return Verdict(False, UNREADABLE)
        values = [_integer(given.get(field.id)) for field in self.fields]
        if None in values:
            return Verdict(False, UNREADABLE)
        ok = all(value in field.accepted for value, field in zip(values, self.fields, strict=True))
        return Verdict(True, self.right) if ok else Verdict(False, self.wrong)

    def example(self) -> JSON:
        return {field.id: field.accepted[0] for field in self.fields}

    def to_json(self) -> NumbersData:
        return {
            "kind": self.kind,
            "label": Prose(self.label),
            "fields": [
                {"id": field.id, "label": Prose(field.label), "accepted": list(field.accepted)}
                for field in self.fields
            ],
            "right": Prose(self.right),
            "wrong": Prose(self.wrong),
        }


class FractionData(TypedDict):
    """A ``fraction`` answer's judge data."""

    kind: Literal["fraction"]
    label: Prose
    numerator: int
    denominator: int
    right: Prose
    wrong: Prose


@dataclass(frozen=True, slots=True)
class FractionAnswer:
    """An exact fraction ``numerator/denominator`` (kept reduced); equivalent fractions are right."""

    numerator: int
    denominator: int
    label: str
    right: str
    wrong: str
    kind: Literal["fraction"] = "fraction"

    def check(self, given: JSON) -> Verdict:
        pair = _fraction(given)
        if pair is None:
            return Verdict(False, UNREADABLE)
        p, q = pair
        if p * self.denominator == q * self.numerator:
            return Verdict(True, self.right)
        return Verdict(False, self.wrong)

    def example(self) -> JSON:
        return f"{self.numerator}/{self.denominator}"

    def to_json(self) -> FractionData:
        return {
            "kind": self.kind,
            "label": Prose(self.label),
            "numerator": self.numerator,
            "denominator": self.denominator,
            "right": Prose(self.right),
            "wrong": Prose(self.wrong),
        }


def _fraction(given: JSON) -> tuple[int, int] | None:
    p: int | None = None
    q: int | None = None
    if isinstance(given, str):
        if match := re.fullmatch(r"\s*([0-9]+)\s*(?:/\s*([0-9]+)\s*)?", given):
            p, q = int(match[1]), int(match[2] or 1)
    elif isinstance(given, list) and len(given) == 2:
        p, q = _integer(given[0]), _integer(given[1])
    else:
        p, q = _integer(given), 1
    return None if p is None or q is None or q == 0 else (p, q)


ExpectedAnswer: TypeAlias = (
    "NumberAnswer | ChoiceAnswer | CardsAnswer | PickAnswer | NumbersAnswer | FractionAnswer | PartsAnswer"
)
"""Any answer kind: a question's expected answer, with the judge data that checks a given one."""
AnswerData: TypeAlias = (
    "NumberData | ChoiceData | CardsData | PickData | NumbersData | FractionData | PartsData"
)
"""Any answer kind's judge data, as a page receives it (``to_json``)."""


class PartData(TypedDict):
    """A part of a ``parts`` answer: its id and its answer's judge data."""

    id: str
    answer: AnswerData


class PartsData(TypedDict):
    """A ``parts`` answer's judge data."""

    kind: Literal["parts"]
    parts: list[PartData]


@dataclass(frozen=True, slots=True)
class Part:
    """One part of a ``parts`` answer."""

    id: str
    answer: ExpectedAnswer


@dataclass(frozen=True, slots=True)
class PartsAnswer:
    """Several answers at once (e.g. made or not, and by how much): right when each part is."""

    parts: tuple[Part, ...]
    kind: Literal["parts"] = "parts"

    def check(self, given: JSON) -> Verdict:
        if not isinstance(given, dict):
            return Verdict(False, UNREADABLE)
        verdicts = [part.answer.check(given.get(part.id)) for part in self.parts]
        if any(v.unreadable for v in verdicts):
            return Verdict(False, UNREADABLE)
        return Verdict(all(v.correct for v in verdicts), " ".join(v.message for v in verdicts))

    def example(self) -> JSON:
        return {part.id: part.answer.example() for part in self.parts}

    def to_json(self) -> PartsData:
        return {
            "kind": self.kind,
            "parts": [{"id": part.id, "answer": part.answer.to_json()} for part in self.parts],
        }


@dataclass(frozen=True, slots=True)
class Section:
    """A section of the rulebook: ``page#anchor`` under ``docs/`` and its French title."""

    link: str
    title: str


@dataclass(frozen=True, slots=True)
class Draft:
    """What a drill's maker returns; `Drill.generate`
    adds the drill, level, seed, solution and the rule's name to the correction."""

    prompt: str
    position: Mapping[str, JSON]
    answer: ExpectedAnswer
    correction: str
    section: Section


POSITION_TITLES: Mapping[str, str] = {
    "players": "Joueurs",
    "seat": "Votre place",
    "hand": "Votre main",
    "cards": "Cartes",
    "trick": "Le pli",
    "seen": "Les cartes que vous voyez (sur le front des autres)",
    "bids": "Les annonces",
    "seats": "La manche",
    "dealer": "Donneur",
    "contract": "Contrat",
    "bouts": "Bouts du preneur",
    "points": "Points du preneur",
    "chien": "Le chien",
    "called": "Le Roi appelé",
    "sizes": "Atouts d’une poignée simple, double, triple",
}
"""The French title a page shows with each key of a position (the keys each drill documents)."""
COUNT_TITLES: Mapping[str, str] = {"cards": "Cartes par joueur"}
"""Titles of a key whose value is a count rather than cards."""
SENTENCES: Mapping[str, tuple[str, str]] = {
    "dealer": ("Vous n’êtes pas le donneur.", "Vous êtes le donneur."),
}
"""What a page says for a yes-or-no key: (when false, when true)."""
COLUMN_TITLES: Mapping[str, str] = {"seat": "Joueur", "bid": "Annonce", "tricks": "Plis faits"}
"""Column titles of a table of records (``seats``, ``bids``)."""
EMPTY_TEXTS: Mapping[str, str] = {"trick": "vous jouez le premier", "bids": "aucune pour l’instant"}
"""What a page says for a key whose list is empty."""
CARDS = frozenset({"code", "card"})
"""Keys of a card and of a played card: a list of either is drawn as cards, not as a table."""


class Labels(TypedDict):
    """The French words around a position (see `position_labels`), by key."""

    titles: dict[str, Prose]
    columns: dict[str, Prose]
    empty: dict[str, Prose]


def position_labels(position: Mapping[str, JSON]) -> Labels:
    """The French words a page shows around ``position``, so that it writes none of its own:
    ``titles`` of its keys (a count, a yes-or-no value has its own: a sentence to show alone),
    ``columns`` of the records of its tables, the text of each ``empty`` list. A position with
    ``facts`` (sentences written by its drill) is shown by them alone: no labels. A key without its
    words is a ``KeyError``, so that a drill's new key cannot reach a page unnamed.

    >>> labels = position_labels({"players": 3, "dealer": True, "bids": [], "called": None})
    >>> labels["titles"]
    {'players': 'Joueurs', 'dealer': 'Vous êtes le donneur.', 'bids': 'Les annonces'}
    >>> labels["empty"]
    {'bids': 'aucune pour l’instant'}
    >>> position_labels({"seats": [{"seat": "J1", "bid": 1}]})["columns"]
    {'seat': 'Joueur', 'bid': 'Annonce'}
    """
    titles: dict[str, Prose] = {}
    columns: dict[str, Prose] = {}
    empty: dict[str, Prose] = {}
    if "facts" not in position:
        for key, value in position.items():
            if value is None:
                continue
            if isinstance(value, bool):
                titles[key] = Prose(SENTENCES[key][value])
            elif isinstance(value, int | float) and key in COUNT_TITLES:
                titles[key] = Prose(COUNT_TITLES[key])
            else:
                titles[key] = Prose(POSITION_TITLES[key])
            if value == []:
                empty[key] = Prose(EMPTY_TEXTS[key])
            if isinstance(value, list):
                records = [item for item in value if isinstance(item, dict) and not item.keys() & CARDS]
                columns.update({name: Prose(COLUMN_TITLES[name]) for record in records for name in record})
    return {"titles": titles, "columns": columns, "empty": empty}


class QuestionData(TypedDict):
    """A question as a page receives it (see `Question.to_json`); ``position`` has each drill's own
    keys (documented by the drill; its cards' names `Prose`)."""

    drill: str
    level: Level
    seed: int
    prompt: Prose
    position: dict[str, JSON]
    labels: Labels
    answer: AnswerData
    solution: JSON
    correction: Prose
    rule: str
    rule_title: Prose


@dataclass(frozen=True, slots=True)
class Question:
    """One generated question, with its answer's judge data and its correction.

    ``position`` is what the page shows (cards as engine codes with French labels, seats, bids…;
    its keys are documented by each drill), ``to_json`` adds the French words around it
    (`position_labels`); ``solution`` is one right answer in the format of
    ``answer``; ``rule`` links the rulebook section (``page.md#anchor`` under ``docs/``) whose title
    is ``rule_title`` (the correction names it).
    """

    drill: str
    level: Level
    seed: int
    prompt: str
    position: Mapping[str, JSON]
    answer: ExpectedAnswer
    solution: JSON
    correction: str
    rule: str
    rule_title: str

    def check(self, given: JSON) -> Verdict:
        """Judge ``given`` (in the format of ``answer``) from the judge data alone."""
        return self.answer.check(given)

    def to_json(self) -> QuestionData:
        """Everything the page needs, JSON-serialisable (the answer's judge data included)."""
        return {
            "drill": self.drill,
            "level": self.level,
            "seed": self.seed,
            "prompt": Prose(self.prompt),
            "position": dict(self.position),
            "labels": position_labels(self.position),
            "answer": self.answer.to_json(),
            "solution": self.solution,
            "correction": Prose(self.correction),
            "rule": self.rule,
            "rule_title": Prose(self.rule_title),
        }


Maker = Callable[[random.Random, Level], Draft]


@dataclass(frozen=True, slots=True)
class Drill:
    """A kind of exercise: its slug, French title, game, and the maker of its questions."""

    slug: str
    title: str
    game: GameName
    make: Maker

    def generate(self, seed: int, level: Level) -> Question:
        """The question of ``seed`` at ``level``: always the same for the same three values."""
        draft = self.make(random.Random(f"{self.slug}:{level}:{seed}"), level)
        return Question(
            drill=self.slug,
            level=level,
            seed=seed,
            prompt=draft.prompt,
            position=draft.position,
            answer=draft.answer,
            solution=draft.answer.example(),
            correction=f"{draft.correction}\nRègle : « {draft.section.title} ».",
            rule=draft.section.link,
            rule_title=draft.section.title,
        )


def engine_reason(check: Callable[[], object]) -> str:
    """The engine's French reason when ``check()`` raises ``IllegalActionError``, else ``""``.

    >>> from tarot_rules.fft import check_card
    >>> engine_reason(lambda: check_card("3♥ 10 15", "R♠ 14", "10"))
    "Vous devez surcouper : le 14 d'atout est déjà joué."
    >>> engine_reason(lambda: check_card("3♥ 10 15", "R♠ 14", "15"))
    ''
    """
    try:
        check()
    except IllegalActionError as error:
        return error.message
    return ""


def card_json(card: Card) -> dict[str, JSON]:
    """A card for the page: its engine code (ASCII notation), notation and French name (`Prose`).

    >>> from tarot_rules.cards import parse_card
    >>> card_json(parse_card("R♥"))
    {'code': 'RH', 'notation': 'R♥', 'name': 'Roi de cœur'}
    """
    return {"code": card.ascii, "notation": card.notation, "name": Prose(card.name)}


def cards_json(cards: Sequence[Card]) -> list[JSON]:
    """Cards for the page, in the given order (see `card_json`)."""
    return [card_json(card) for card in cards]


def refusal_lines(reasons: Mapping[Card, str]) -> list[str]:
    """One French line per reason: the cards it refuses, then the reason. Reasons that differ only
    after their colon (each naming its own card) share one line, with the rule before the colon.

    >>> from tarot_rules.cards import parse_card
    >>> why = "Vous devez fournir à cœur."
    >>> refusal_lines({parse_card("5♣"): why, parse_card("7"): why, parse_card("R♠"): "Non."})
    ['Refusées : 5♣, 7. Vous devez fournir à cœur.', 'Refusées : R♠. Non.']
    >>> king, bout = parse_card("R♠"), parse_card("21")
    >>> refusal_lines({king: "Ni Roi ni bout : le Roi est refusé.", bout: "Ni Roi ni bout : le 21 aussi."})
    ['Refusées : R♠, 21. Ni Roi ni bout.']
    """
    by_rule: dict[str, list[str]] = {}
    for reason in reasons.values():
        messages = by_rule.setdefault(reason.split(" : ")[0], [])
        if reason not in messages:
            messages.append(reason)
    lines = []
    for rule, messages in by_rule.items():
        refused = ", ".join(str(card) for card, why in reasons.items() if why in messages)
        lines.append(f"Refusées : {refused}. {messages[0] if len(messages) == 1 else rule + '.'}")
    return lines
