"""The one protocol from the pages to the engine (``tarot_app.calls``), in CPython: a registered
function answers ``{"result"}``, anything else ``{"error": {"message", "code"}}`` in French, and no
input makes a call raise (the engine worker relies on it: an exception would leave a page waiting)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
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
