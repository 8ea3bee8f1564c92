"""The one protocol from the pages to the engine (``tarot_app.calls``), in CPython: a registered
function answers ``{"result"}``, anything else ``{"error": {"message", "code"}}`` in French, and no
input makes a call raise (the engine worker relies on it: an exception would leave a page waiting)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tarot_app import calls
from tarot_app.calls import FUNCTIONS, call, call_json, for_readers
from tarot_app.free_play import PROGRAMS
from tarot_rules.fft import score

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
FIELDS = (
    "players",
    "taker",
    "partner",
    "contract",
    "bouts",
    "points",
    "poignees",
    "size",
    "camp",
    "petit_au_bout",
    "chelem",
    "chelem_announced",
    "passe",
    "format",
    "version",
    "first_dealer",
    "deals",
    "rounds",
    "settings",
    "tricks",
    "bid",
    "after",
    "deal",
    "game",
    "action",
    "actions",
    "donne",
    "level",
    "drill",
    "seed",
    "record",
)
"""Names the calls read in their arguments: facts built from them are shaped like real input."""
VALUES = (
    st.none()
    | st.booleans()
    | st.integers(-3, 100)
    | st.text(max_size=6)
    | st.lists(st.integers(0, 5), max_size=4)
)
FACTS = st.recursive(
    VALUES
    | st.sampled_from(["garde", "prise", "simple", "double", "attaque", "défense", "2", "41,5", "confirme"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(FIELDS), inner, max_size=8),
    max_leaves=16,
)
"""Arguments shaped like a page's: the right names, values of any kind and depth."""
SPEC = {"names": ["Vous", "Est"], "reader": "Vous", "leader": "Est", "hands": ["R♥ 5♣", "2♥ 3♣"]}


def test_a_registered_function_answers_what_the_engine_computes() -> None:
    facts = {"players": 5, "taker": 0, "partner": 2, "contract": "garde sans", "bouts": 1, "points": "60,5"}
    answer = call("score_deal", facts)
    assert set(answer) == {"result"}
    expected = score(players=5, contract="garde sans", bouts=1, points=60.5, taker=0, partner=2)
    assert tuple(answer["result"]["scores"]) == expected.scores


def test_free_play_is_the_program_of_the_step() -> None:
    args = {"program": "tarot_tricks", "spec": SPEC, "mine": [], "attempt": "5♣"}
    answer = json.loads(call_json("free_play", json.dumps(args)))
    assert answer["result"] == for_readers(PROGRAMS["tarot_tricks"](SPEC, [], "5♣"))
    assert answer["result"]["prompt"] == "Votre main\u00a0: jouez une carte"
    assert answer["result"]["refused"] == "Vous devez fournir à cœur."


def test_unknown_function_is_refused_in_french() -> None:
    assert call("exec", "print(1)") == {
        "error": {"message": "Fonction inconnue\u00a0: «\u00a0exec\u00a0».", "code": "unknown-function"}
    }


@pytest.mark.parametrize(
    ("fn", "args", "code", "message"),
    [
        (
            "score_deal",
            {"players": 4, "contract": "garde", "bouts": 2, "points": 95},
            "bad-points",
            "impossible",
        ),
        ("tarot_sheet", {"format": "autre"}, "table", "feuille"),
        (
            "free_play",
            {"program": "belote", "spec": {}, "mine": [], "attempt": None},
            "unknown-program",
            "belote",
        ),
        (
            "free_play",
            {"program": "tarot_tricks", "spec": SPEC, "mine": "R♥", "attempt": None},
            "arguments",
            "liste",
        ),
    ],
)
def test_refused_input_comes_back_as_a_french_error(fn: str, args: Any, code: str, message: str) -> None:
    answer = call(fn, args)
    assert set(answer) == {"error"}
    assert answer["error"]["code"] == code
    assert message in answer["error"]["message"]


def test_an_unexpected_exception_is_a_french_error_too(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(args: Any) -> None:
        return {}["players"]  # type: ignore[no-any-return]

    monkeypatch.setitem(calls.FUNCTIONS, "broken", broken)
    answer = json.loads(call_json("broken", "{}"))
    assert answer == {
        "error": {"message": "Erreur inattendue du moteur (KeyError\u00a0: 'players').", "code": "internal"}
    }


def test_unreadable_json_is_refused() -> None:
    answer = json.loads(call_json("score_deal", "{players: 4"))
    assert answer["error"]["code"] == "unreadable"


@settings(max_examples=60, deadline=None)
@given(fn=st.sampled_from(sorted(FUNCTIONS)), args=JSON)
def test_no_input_makes_a_call_raise(fn: str, args: Any) -> None:
    answer = json.loads(call_json(fn, json.dumps(args)))
    assert len(answer) == 1
    if "error" in answer:
        assert answer["error"]["message"] and answer["error"]["code"]


@pytest.mark.parametrize("fn", sorted(FUNCTIONS))
@settings(max_examples=25, deadline=None)
@given(args=st.dictionaries(st.sampled_from(FIELDS), FACTS, max_size=10))
@example(args={"poignees": 3}).via("a sheet's deal once read as an « Erreur inattendue du moteur »")
def test_input_shaped_like_a_pages_gets_a_result_or_a_reason_never_an_engine_error(
    fn: str, args: Any
) -> None:
    """Wrong types and missing or extra facts under the right names get the engine's French reason."""
    answer = call(fn, args)
    assert "result" in answer or answer["error"]["code"] != "internal", answer


DEAL = {"taker": 0, "contract": "garde", "bouts": 2, "points": 45, "petit_au_bout": "attaque"}
SHEET = {
    "format": "tarot-table/feuille-tarot",
    "version": 1,
    "players": ["Anne", "Bruno", "Chloé", "David"],
    "first_dealer": 0,
    "deals": [{**DEAL, "poignees": [{"size": "simple", "camp": "attaque"}]}, {"passe": True}],
}
VALID = {
    "score_deal": {**DEAL, "players": 5, "partner": 3},
    "tarot_sheet": SHEET,
    "tarot_append": {"after": call("tarot_sheet", SHEET)["result"]["after"], "deal": DEAL},
    "share_sheet": SHEET,
    "practice_play": call("practice_play", {"players": 4, "donne": 3, "level": "debutant"})["result"]["game"],
    "practice_africain": call("practice_africain", {"players": 3, "seed": 3, "level": "debutant"})["result"][
        "game"
    ],
}
"""A valid argument of some calls, down to the facts of a deal inside a sheet or a game."""


def places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``value``: the keys and indexes that lead to each of its parts."""
    inner = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    return [path] + [place for key, part in inner for place in places(part, (*path, key))]


def replaced(value: Any, place: tuple[Any, ...], new: Any) -> Any:
    """``value`` with its part at ``place`` replaced by ``new`` (a copy)."""
    if not place:
        return new
    head, *rest = place
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[head] = replaced(value[head], tuple(rest), new)
    return copy


PARTS = [(fn, place) for fn in sorted(VALID) for place in places(VALID[fn])[1:]]
"""Each part of each valid argument: the call and the place of the part."""


@settings(max_examples=150, deadline=None)
@given(part=st.sampled_from(PARTS), new=FACTS)
@example(part=("tarot_sheet", ("deals", 0, "poignees")), new=3).via("once an « Erreur inattendue du moteur »")
def test_a_valid_input_with_one_part_replaced_gets_a_result_or_a_reason(
    part: tuple[str, tuple[Any, ...]], new: Any
) -> None:
    """Any part of a valid sheet or game, however deep (a deal's poignées inside a sheet…), replaced by a
    value of another kind, gets a result or the engine's French reason, never an engine error."""
    fn, place = part
    answer = call(fn, replaced(VALID[fn], place, new))
    assert "result" in answer or answer["error"]["code"] != "internal", (fn, place, answer)
