"""Records of both games: garbage and mutilated records are refused with a French `NotationError` only."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tarot_rules.africain import game_from_json, loads_game, loads_round, round_from_json
from tarot_rules.errors import NotationError
from tarot_rules.fft import loads, replay

GOLDEN = Path(__file__).parent / "golden"
Loader = Callable[[Any], object]

# Each golden record with what reads it from JSON data, from text, and the keys whose
# absence leaves no way to read it (the optional ones may go: a default stands for them).
CASES: dict[str, tuple[str, Loader, Loader, frozenset[str]]] = {
    **{
        f"fft-{path.stem}": (
            path.read_text(encoding="utf-8"),
            replay,
            lambda text: replay(loads(text)),
            frozenset({"format", "players", "settings", "dealer", "bids", "chelem", "poignees", "tricks"}),
        )
        for path in sorted((GOLDEN / "fft").glob("*.json"))
    },
    "africain-round": (
        (GOLDEN / "africain" / "seed_000_round.json").read_text(encoding="utf-8"),
        round_from_json,
        loads_round,
        frozenset({"format", "version", "players", "settings", "dealer", "hands", "bids"}),
    ),
    "africain-game": (
        (GOLDEN / "africain" / "bga_3p_seed_2024.json").read_text(encoding="utf-8"),
        game_from_json,
        loads_game,
        frozenset({"format", "version", "players", "settings", "first_dealer", "rounds", "seats", "dealer"}),
    ),
}
FRENCH = re.compile(r"[«»éèàçù]|illisible|relevé|inconnu")

json_values = st.recursive(
    st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: (
        st.lists(children, min_size=1, max_size=3)
        | st.dictionaries(st.text(min_size=1), children, min_size=1, max_size=3)
    ),
    max_leaves=6,
)


def json_kind(value: object) -> str:
    return (
        "number" if isinstance(value, int | float) and not isinstance(value, bool) else type(value).__name__
    )


def paths(data: object, prefix: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place in a JSON document (key of an object, index of a list)."""
    found: list[tuple[object, ...]] = []
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        found.append((*prefix, key))
        found += paths(value, (*prefix, key))
    return found


def refused_in_french(load: Loader, data: object) -> None:
    """Load ``data``: it may be read (when the change is still a record), or else be refused
    with a `NotationError` in French; no other exception gets out."""
    try:
        load(data)
    except NotationError as error:
        assert FRENCH.search(error.message), error.message
        assert "Error" not in error.message and "Traceback" not in error.message


@pytest.mark.parametrize("case", CASES)
def test_the_golden_records_load(case: str) -> None:
    text, from_data, from_text, _ = CASES[case]
    from_text(text)
    from_data(json.loads(text))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(CASES)), st.data())
def test_a_value_of_the_wrong_type_is_a_notation_error(case: str, data: st.DataObject) -> None:
    text, from_data, _, _ = CASES[case]
    record = json.loads(text)
    # Not a null (an absent optional field, which may still make a record) nor a seed (a number
    # or a text): every other value of another type makes the record unreadable.
    path = data.draw(st.sampled_from([p for p in paths(record) if p[-1] != "seed"]))
    *parents, last = path
    node = record
    for key in parents:
        node = node[key]
    original = node[last]
    assume(original is not None)
    garbage = data.draw(json_values.filter(lambda value: json_kind(value) != json_kind(original)))
    node[last] = garbage
    with pytest.raises(NotationError) as refused:
        from_data(record)
    assert FRENCH.search(refused.value.message), refused.value.message


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(CASES)), st.data())
def test_a_missing_field_is_a_notation_error(case: str, data: st.DataObject) -> None:
    text, from_data, _, required = CASES[case]
    record = json.loads(text)
    path = data.draw(st.sampled_from([p for p in paths(record) if p[-1] in required]))
    *parents, last = path
    node = record
    for key in parents:
        node = node[key]
    del node[last]
    with pytest.raises(NotationError) as refused:
        from_data(record)
    assert FRENCH.search(refused.value.message), refused.value.message


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(CASES)), st.data())
def test_garbage_text_is_a_notation_error(case: str, data: st.DataObject) -> None:
    text, _, from_text, _ = CASES[case]
    cut = data.draw(st.integers(0, len(text.strip()) - 1))
    noise = data.draw(st.text(max_size=20))
    with pytest.raises(NotationError):
        from_text(text[:cut] + noise if not noise.strip() else noise + text[:cut])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(CASES)), json_values)
def test_any_json_document_is_read_or_refused_in_french(case: str, document: object) -> None:
    _, from_data, from_text, _ = CASES[case]
    refused_in_french(from_data, document)
    refused_in_french(from_text, json.dumps(document))
