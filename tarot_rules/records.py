"""Reading JSON records safely: every field checked, every fault a French `NotationError`.

Every record of the engine starts with the same marker, ``{"format": name, "version": n}``;
a `Reader` reads one kind of record and refuses, with a
[NotationError][tarot_rules.errors.NotationError], anything it cannot read: text that is
not JSON, a missing field, a value of the wrong type. (A record that reads well but
breaks a rule when replayed raises that rule's error, another
[TarotError][tarot_rules.errors.TarotError].)

>>> reader = Reader("donne")
>>> data = reader.parse('{"format": "tarot-fft/donne", "version": 1, "dealer": "Léa"}')
>>> reader.check_marker(data, "tarot-fft/donne", 1)
>>> reader.field(data, "dealer", int)
Traceback (most recent call last):
...
tarot_rules.errors.NotationError: Relevé de donne illisible : « dealer » doit être un nombre entier, \
pas « Léa ».
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from enum import Enum
from typing import Any, Final, Literal, TypeVar, cast, get_args, get_origin, get_type_hints

from tarot_rules.errors import NotationError

T = TypeVar("T")

Json = dict[str, Any]
"""A JSON object as Python reads it."""

_KIND_NAMES: Final = {
    bool: "vrai ou faux",
    int: "un nombre entier",
    str: "un texte",
    list: "une liste",
    dict: "un objet",
}


class _Required:
    """Marks a field without a default."""


REQUIRED: Final = _Required()


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:39] + "…"


def _is(value: object, kind: type) -> bool:
    """``isinstance`` where a JSON ``true`` is not a number."""
    return isinstance(value, kind) and not (kind is int and isinstance(value, bool))


class Reader:
    """Reads the records of one kind (``what``: « donne », « manche », « partie »)."""

    __slots__ = ("what",)

    def __init__(self, what: str) -> None:
        self.what = what

    def error(self, detail: str) -> NotationError:
        """The error for a record that cannot be read."""
        return NotationError("bad-record", f"Relevé de {self.what} illisible : {detail}.")

    def parse(self, text: str | bytes) -> Json:
        """The JSON object of ``text``."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise self.error(f"ce n'est pas du JSON ({error})") from None
        return self.mapping(data, "le relevé")

    def mapping(self, value: object, name: str) -> Json:
        """``value`` if it is a JSON object (with text keys)."""
        if not isinstance(value, dict):
            raise self.error(f"{name} doit être un objet JSON")
        return cast(Json, value)

    def check_marker(self, data: Json, name: str, version: int, *, legacy: str = "") -> None:
        """Check the ``format`` and ``version`` marker (or the ``legacy`` format string)."""
        found = data.get("format")
        if legacy and found == legacy and "version" not in data:
            return
        if found != name:
            raise NotationError(
                "bad-format", f"Ce n'est pas un relevé de {self.what} (format « {_shown(found)} »)."
            )
        if data.get("version") != version or isinstance(data.get("version"), bool):
            raise NotationError(
                "bad-format",
                f"Version de relevé de {self.what} inconnue : {_shown(data.get('version'))} "
                f"(ce moteur lit la version {version}).",
            )

    def field(
        self, data: Mapping[str, object], key: str, kind: type[T], default: T | _Required = REQUIRED
    ) -> T:
        """The value of ``key``, which must be of ``kind`` (``default`` when missing or ``null``)."""
        value = data.get(key)
        if value is None:
            if isinstance(default, _Required):
                raise self.error(f"il manque « {key} »")
            return default
        return self.value(value, kind, key)

    def value(self, value: object, kind: type[T], name: str) -> T:
        """``value`` if it is of ``kind``."""
        if not _is(value, kind):
            raise self.error(
                f"« {name} » doit être {_KIND_NAMES.get(kind, kind.__name__)}, pas « {_shown(value)} »"
            )
        return cast(T, value)

    def items(
        self, data: Mapping[str, object], key: str, kind: type[T], default: list[T] | _Required = REQUIRED
    ) -> list[T]:
        """The list at ``key``, every item of ``kind``."""
        return self.each(self.field(data, key, list, cast(list[object], default)), kind, key)

    def each(self, value: object, kind: type[T], name: str) -> list[T]:
        """``value`` if it is a list whose every item is of ``kind``."""
        return [
            self.value(item, kind, f"{name}[{i}]") for i, item in enumerate(self.value(value, list, name))
        ]

    def number(
        self, data: Mapping[str, object], key: str, low: int, high: int, default: int | _Required = REQUIRED
    ) -> int:
        """The whole number at ``key``, between ``low`` and ``high``."""
        value = self.field(data, key, int, default)
        if not low <= value <= high:
            raise self.error(f"« {key} » doit aller de {low} à {high}, pas {value}")
        return value

    def settings(self, data: Mapping[str, object], base: object) -> dict[str, Any]:
        """The fields of the frozen dataclass ``base`` that ``data`` changes, each checked
        against the field's type (enums and literals by value, tuples from lists).

        >>> from tarot_rules.fft import FFT4
        >>> Reader("donne").settings({"misere": 10, "excuse_last_trick": "trick-winner"}, FFT4)
        {'misere': 10, 'excuse_last_trick': 'trick-winner'}
        >>> Reader("donne").settings({"excuse_last_trick": "perdue"}, FFT4)
        Traceback (most recent call last):
        ...
        tarot_rules.errors.NotationError: Réglage « excuse_last_trick » impossible : « perdue ».
        """
        hints = get_type_hints(type(base))
        known = {f.name for f in dataclasses.fields(cast(Any, base))}
        changes: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                raise NotationError("unknown-setting", f"Réglage inconnu : « {key} ».")
            try:
                changes[key] = _typed(value, hints[key])
            except ValueError:
                raise NotationError(
                    "bad-setting", f"Réglage « {key} » impossible : « {_shown(value)} »."
                ) from None
        return changes


def _typed(value: object, hint: Any) -> Any:
    """``value`` read as a field of type ``hint`` (``ValueError`` if it cannot be)."""
    origin = get_origin(hint)
    if origin is Literal:
        if not isinstance(value, str) or value not in get_args(hint):
            raise ValueError(value)
        return value
    if origin is tuple:
        args = get_args(hint)
        if not isinstance(value, list):
            raise ValueError(value)
        kinds = [args[0]] * len(value) if args[-1] is Ellipsis else list(args)
        if len(kinds) != len(value):
            raise ValueError(value)
        return tuple(_typed(item, kind) for item, kind in zip(value, kinds, strict=True))
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    if not _is(value, hint):
        raise ValueError(value)
    return value
