"""The score sheets' engine calls in CPython: a deal added at the end (``tarot_append``) gives what the
whole sheet read again gives, every row sums to zero; the CSV exports never hand a spreadsheet a
formula, and numbers stay numbers."""

from __future__ import annotations

import csv
import io
from typing import Any

from helpers import node_test
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tarot_app.calls import call, for_readers
from tarot_app.table import africain, tarot
from tarot_rules.fft import PRESETS

HOSTILE = ['=HYPERLINK("http://evil.example/","x")', "+Léa", "-Marc", "@Inès", "\tThéo", "\rZoé"]


@st.composite
def deals(draw: st.DrawFn, players: int) -> dict[str, Any]:
    """A deal the engine accepts at ``players``, or everyone passing."""
    if draw(st.integers(0, 9)) == 0:
        return {"passe": True}
    half = PRESETS[players].half_points
    points = draw(st.integers(0, 182 if half else 91)) / (2 if half else 1)
    taker = draw(st.integers(0, players - 1))
    partner = draw(st.none() | st.integers(0, players - 1)) if PRESETS[players].calls_partner else None
    facts = {
        "taker": taker,
        "partner": None if partner == taker else partner,
        "contract": draw(st.sampled_from(["prise", "garde", "garde sans", "garde contre"])),
        "bouts": draw(st.integers(0, 3)),
        "points": str(points).replace(".", ","),
        "petit_au_bout": draw(st.sampled_from([None, "attaque", "défense"])),
    }
    assume("result" in call("score_deal", {**facts, "players": players}))
    return facts


@st.composite
def sheets(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(st.sampled_from(sorted(PRESETS)))
    return {
        "format": tarot.FORMAT,
        "version": 1,
        "players": [f"J{i}" for i in range(players)],
        "first_dealer": draw(st.integers(0, players - 1)),
        "deals": draw(st.lists(deals(players), max_size=12)),
    }


@settings(max_examples=60, deadline=None)
@given(sheet=sheets())
def test_appending_deal_by_deal_gives_the_full_recompute(sheet: dict[str, Any]) -> None:
    whole = tarot.sheet(sheet)
    after = tarot.sheet({**sheet, "deals": []})["after"]
    rows = []
    for deal in sheet["deals"]:
        answer = call("tarot_append", {"after": after, "deal": deal})["result"]
        assert answer["row"]["sum"] == sum(answer["row"]["scores"]) == 0
        rows.append(answer["row"])
        after = answer["after"]
    assert rows == for_readers(whole["rows"])
    assert after == whole["after"]
    assert after["totals"] == whole["totals"] and sum(after["totals"]) == 0


def test_a_refused_deal_leaves_the_sheet_where_it_was() -> None:
    after = tarot.sheet({"format": tarot.FORMAT, "version": 1, "players": ["A", "B", "C", "D"]})["after"]
    answer = call("tarot_append", {"after": after, "deal": {"contract": "garde", "bouts": 1, "points": 95}})
    message = "Donne 1\u00a0: Le jeu compte 91\u00a0points\u00a0: 95\u00a0points est impossible."
    assert answer["error"]["message"] == message
    bad_totals = call("tarot_append", {"after": {**after, "totals": [1, 2]}, "deal": {"passe": True}})
    assert bad_totals["error"]["message"] == "Les totaux de la feuille sont illisibles."


def read_csv(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text), delimiter=";"))


def test_tarot_csv_neutralises_formulas_and_keeps_negative_scores() -> None:
    sheet = {
        "format": tarot.FORMAT,
        "version": 1,
        "players": HOSTILE[:4],
        "deals": [{"taker": 1, "contract": "garde", "bouts": 1, "points": 30}],
    }
    lines = read_csv(tarot.sheet_csv(sheet)["csv"])
    names = [name.strip() for name in HOSTILE[:4]]
    assert lines[0][5:9] == [f"'{name}" for name in names]
    assert lines[1][1:3] == [f"'{names[0]}", f"'{names[1]}"]
    scores = [int(value) for value in lines[1][5:9]]
    assert scores == tarot.sheet(sheet)["totals"] and min(scores) < 0


def test_africain_csv_neutralises_formulas() -> None:
    sheet = {"format": africain.FORMAT, "version": 1, "players": ["=1+1", "@A", "B"], "rounds": []}
    view = africain.sheet(sheet)
    for amount in (1, 1, 0):
        view = africain.sheet({**view["sheet"], "action": {"bid": amount}})
    view = africain.sheet({**view["sheet"], "action": {"tricks": [7, 0, 0]}})
    lines = read_csv(africain.sheet_csv(view["sheet"])["csv"])
    assert lines[0][3:6] == ["Annonce =1+1", "Plis =1+1", "Vies =1+1"]
    assert lines[1][1] == "'=1+1"
    assert lines[1][3:6] == ["0", "7", str(view["lives"][0])]


def test_the_deal_being_typed_kept_for_a_reload_without_a_browser() -> None:
    """The deal being typed in the calculator or a sheet is kept for the tab
    (docs/assets/table/deal-draft.js, under Node): put back as typed (a sheet's facts only, at its player
    count, and after a deal was modified), unreadable or foreign data put aside and said, a refused save
    said."""
    assert "# pass 6" in node_test("deal-draft.test.mjs")


def test_the_tricks_being_noted_kept_for_a_reload_without_a_browser() -> None:
    """The tricks being noted for a Tarot africain round are kept for the tab
    (docs/assets/table/tricks-draft.js, under Node): put back for that round only, unreadable data put
    aside and said, a refused save said."""
    assert "# pass 3" in node_test("tricks-draft.test.mjs")
