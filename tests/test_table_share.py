"""A sheet carried by a link (tarot_app.table.share): what the page packs, what another phone opens,
and every damaged or hostile link refused with a French reason."""

from __future__ import annotations

import pytest
from helpers import link

from scripts.bench_share import evening
from tarot_app.calls import call
from tarot_app.table import africain, share, tarot
from tarot_rules.errors import TarotError

THREE = ["A", "B", "C"]


def test_a_forty_deal_evening_at_five_fits_and_opens_with_the_same_totals() -> None:
    sheet = evening(40)
    packed = share.share_sheet(sheet)
    shared = link(packed["sheet"])
    assert len(shared) <= packed["limit"] == share.MAX_LINK_CHARS
    opened = share.open_shared({"link": shared})
    assert opened["kind"] == "tarot"
    assert opened["totals"] == tarot.sheet(sheet)["totals"]
    assert [row["scores"] for row in opened["rows"]] == [row["scores"] for row in tarot.sheet(sheet)["rows"]]


def test_packing_drops_only_what_the_loader_reads_as_absent() -> None:
    deal = {"taker": 0, "partner": None, "contract": "garde", "bouts": 0, "points": 56, "poignees": []}
    deal |= {"petit_au_bout": None, "chelem_announced": False, "chelem": None}
    sheet = {"format": tarot.FORMAT, "version": 1, "players": ["A", "B", "C", "D"], "deals": [deal]}
    packed = share.share_sheet(sheet)["sheet"]
    assert packed["deals"] == [{"taker": 0, "contract": "garde", "bouts": 0, "points": 56}]
    assert tarot.sheet(packed)["rows"][0]["scores"] == tarot.sheet(sheet)["rows"][0]["scores"]


def test_an_africain_sheet_travels_too() -> None:
    sheet = {"format": "tarot-table/feuille-africain", "version": 1, "players": ["A", "B", "C"], "rounds": []}
    opened = share.open_shared({"link": link(share.share_sheet(sheet)["sheet"])})
    assert opened["kind"] == "africain"
    assert opened["sheet"]["players"] == ["A", "B", "C"]


def test_an_africain_record_as_exported_opens_as_its_sheet() -> None:
    view = africain.sheet({"format": africain.FORMAT, "version": 1, "players": THREE, "rounds": []})
    opened = share.open_shared({"link": link(view["record"])})
    assert opened["kind"] == "africain"
    assert opened["sheet"]["format"] == africain.FORMAT
    assert opened["lives"] == view["lives"]


def test_a_broken_sheet_is_not_shared() -> None:
    sheet = {**evening(3), "deals": [{"taker": 0, "contract": "garde", "bouts": 1, "points": 95}]}
    with pytest.raises(TarotError, match="Donne 1 : Le jeu compte 91 points"):
        share.share_sheet(sheet)


GOOD = link(share.share_sheet(evening(40))["sheet"])
ALTERED = GOOD[:200] + ("A" if GOOD[200] != "A" else "B") + GOOD[201:]


@pytest.mark.parametrize(
    ("given", "reason"),
    [
        (GOOD[:-40], "Lien de partage abîmé"),  # truncated by a messaging app
        (GOOD[:-1], "Lien de partage abîmé"),
        (ALTERED, "Lien de partage abîmé"),
        (GOOD[:100] + "%20" + GOOD[100:], "Lien de partage abîmé"),  # not base64url
        (GOOD + "A", "Lien de partage abîmé"),  # one character more: not a whole number of bytes
        (link(b"\xff\xfe not utf-8"), "Lien de partage abîmé"),
        (link(b'{"format": "tarot-table/feuille-tarot", "version": 1, '), "Lien de partage abîmé"),
        (link(b" " * 600_000), "il dépasse 64 Ko"),  # a decompression bomb (799 characters)
        ("A" * 2_000, "2000 caractères, plus que les 880"),
        (link([1, 2, 3]), "Ce lien ne contient pas une feuille de marque"),
        (link({"hello": "world"}), "Ce lien ne contient pas une feuille de marque"),
        (link({"format": tarot.FORMAT, "version": 2, "players": THREE}), "Version de feuille inconnue"),
        (link({"format": tarot.FORMAT, "version": 1, "players": THREE, "deals": "x"}), "donnes"),
        ("", "Lien de partage vide"),
    ],
)
def test_a_damaged_or_hostile_link_is_refused_in_french(given: str, reason: str) -> None:
    answer = call("open_shared", {"link": given})
    assert "result" not in answer
    assert reason in answer["error"]["message"].replace("\u202f", " ").replace("\xa0", " ")


def test_the_page_calls_them_by_name() -> None:
    answer = call("share_sheet", evening(2))
    assert answer["result"]["sheet"]["players"] == evening(2)["players"]
    assert call("open_shared", {"link": link(answer["result"]["sheet"])})["result"]["kind"] == "tarot"
