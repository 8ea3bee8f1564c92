"""« S'entraîner » in CPython: the calls the practice page makes, through `tarot_app.calls.call`
as the engine worker makes them (JSON in, JSON out)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import node_test

from tarot_app.calls import call
from tarot_app.practice import links
from tarot_app.practice.tarot_deal import READER
from tarot_app.practice.tarot_deal import replay as replay_game
from tarot_rules.fft import loads, replay


def result(fn: str, args: Any) -> Any:
    """The call's result, after a JSON round trip (what the page gets)."""
    answer = json.loads(json.dumps(call(fn, args), ensure_ascii=False))
    assert "result" in answer, answer
    return answer["result"]


def play_advised(players: int, donne: int, evening: list[Any] | None = None) -> dict[str, Any]:
    """A whole deal where the reader always follows the « Conseil » (after the ``evening``'s deals)."""
    answer = result("practice_play", {"players": players, "donne": donne, "evening": evening})
    while answer["view"]["result"] is None:
        advice = result("practice_advice", answer["game"])
        assert advice["reason"] and advice["text"]
        answer = result("practice_play", {**answer["game"], "action": advice["action"]})
        assert answer["refused"] is None
    return answer


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_whole_deal_scores_and_its_record_replays(players: int) -> None:
    answer = play_advised(players, donne=12)
    shown = answer["view"]["result"]
    scores = [line["score"] for line in shown["scores"]]
    assert sum(scores) == 0 and [line["total"] for line in shown["scores"]] == scores
    record = shown["record"]
    deal = replay(loads(json.dumps(record, ensure_ascii=False)))
    assert list(deal.score().scores) == scores == record["scores"]
    assert len(record["reasons"]) == len(deal.history)
    computers = [r for r, e in zip(record["reasons"], deal.history, strict=True) if e.seat != READER]
    assert computers and all(r["reason"] for r in computers)
    assert all(line["rule"].split("#")[0].endswith(".md") for line in shown["lines"])
    assert result("practice_play", {"players": players, "donne": 12}) == result(
        "practice_play", {"players": players, "donne": 12}
    )


@pytest.mark.parametrize("players", [3, 4, 5])
def test_an_evening_is_an_a_la_table_sheet(players: int) -> None:
    """« Donne suivante » carries the evening as an « À la table » score sheet: the table's engine,
    reading it, gives each deal its practice score and dealer, and the running totals shown."""
    evening: list[Any] = []
    scores: list[list[int]] = []
    for donne in range(11, 14):
        answer = play_advised(players, donne, evening)
        shown = answer["view"]["result"]
        scores.append([line["score"] for line in shown["scores"]])
        running = [sum(column) for column in zip(*scores, strict=True)]
        assert [line["total"] for line in shown["scores"]] == running
        evening = shown["sheet"]["deals"]
        dealer = replay(loads(json.dumps(shown["record"], ensure_ascii=False))).dealer
        assert dealer == donne % players
    table = result("tarot_sheet", shown["sheet"])
    assert [row["scores"] for row in table["rows"]] == scores
    assert [row["dealer"] for row in table["rows"]] == [donne % players for donne in range(11, 14)]
    assert table["totals"] == running and table["players"] == shown["sheet"]["players"]
    forged = call("practice_play", {**answer["game"], "evening": [{"contract": "garde", "bouts": 9}]})
    assert forged["error"]["message"].startswith("Donne 1\u00a0: "), forged


@pytest.mark.parametrize("donne", [20, 21])
def test_the_partner_is_revealed_when_the_called_card_falls(donne: int) -> None:
    """At 5 players the table learns who the partner is with the called card, not before."""
    answer = result("practice_play", {"players": 5, "donne": donne})
    before: list[str] = []
    while answer["view"]["partner"] is None and answer["view"]["result"] is None:
        before = answer["game"]["actions"]
        advice = result("practice_advice", answer["game"])
        answer = result("practice_play", {**answer["game"], "action": advice["action"]})
    called = replay_game(answer["game"]).called
    assert called is not None, "deal without a call: choose another"
    fell = f"carte:{called.notation}"
    revealed = answer["view"]["partner"]
    assert (revealed is None) == (fell not in answer["game"]["actions"])
    if revealed is not None:
        assert fell in answer["game"]["actions"] and fell not in before
        assert f" joué {called.the_name}" in revealed and revealed.endswith(("partenaire.", "seul."))


def first_card_turn(donne: int) -> dict[str, Any]:
    """The reader's first card of deal ``donne``, or of the next deal that is played (not all passed)."""
    answer = result("practice_play", {"players": 4, "donne": donne})
    while not (answer["view"]["phase"] == "jeu" and answer["view"]["to_move"] == "Vous"):
        if answer["view"]["result"] is not None:
            return first_card_turn(donne + 1)
        advice = result("practice_advice", answer["game"])
        answer = result("practice_play", {**answer["game"], "action": advice["action"]})
    return answer


def test_a_refused_card_gives_the_rule_and_changes_nothing() -> None:
    answer = first_card_turn(3)
    while all(card["legal"] for card in answer["view"]["hand"]):
        legal = answer["view"]["hand"][0]["card"]
        answer = result("practice_play", {**answer["game"], "action": f"carte:{legal}"})
    wrong = next(card["card"] for card in answer["view"]["hand"] if not card["legal"])
    refused = result("practice_play", {**answer["game"], "action": f"carte:{wrong}"})
    assert refused["refused"]["message"].startswith(
        ("Vous devez", "Vous n'avez plus", "L'atout", "On ne peut")
    )
    assert refused["refused"]["rule"] in links.REFUSAL_RULES.values()
    assert refused["game"] == answer["game"] and refused["decisions"] == []


def test_take_back_the_last_card() -> None:
    answer = first_card_turn(5)
    card = next(c["card"] for c in answer["view"]["hand"] if c["legal"])
    after = result("practice_play", {**answer["game"], "action": f"carte:{card}"})
    assert card not in [c["card"] for c in after["view"]["hand"]] and after["view"]["undo"]
    back = result("practice_undo", after["game"])
    assert back["game"]["actions"] == answer["game"]["actions"]
    assert back["view"]["hand"] == answer["view"]["hand"]
    refused = call("practice_undo", {"players": 4, "donne": answer["game"]["donne"]})
    assert refused == {
        "error": {"message": "Vous n’avez encore joué aucune carte.", "code": "nothing-to-undo"}
    }


@pytest.mark.parametrize(("players", "preset"), [(3, "référence"), (5, "BGA")])
def test_a_tarot_africain_game_to_its_winner(players: int, preset: str) -> None:
    """The reader bids the lowest bid the engine accepts (the dealer's forbidden one is refused by the
    golden rule) and plays their first legal card; the game ends with a winner."""
    answer = result("practice_africain", {"players": players, "seed": 4, "preset": preset})
    refusals = set()
    advised: list[str] = []
    while answer["view"]["winners"] is None:
        view = answer["view"]
        if view["plays"] and not advised:
            advice = result("practice_africain_advice", answer["game"])
            advised.append(advice["text"])
            assert advice["action"] in view["plays"] and advice["reason"]
            taken = result("practice_africain", {**answer["game"], "action": advice["action"]})
            assert taken["view"]["undo"] and not view["undo"]
            back = result("practice_africain_undo", taken["game"])
            assert back["game"] == answer["game"] and back["view"] == view
        for action in [f"annonce:{n}" for n in view["bid_choices"]] or view["plays"][:1]:
            reply = result("practice_africain", {**answer["game"], "action": action})
            if reply["refused"] is None:
                break
            refusals.add((reply["refused"]["code"], reply["refused"]["rule"]))
        answer = reply
    assert advised[0].startswith("Jouez "), advised
    assert call("practice_africain_advice", answer["game"])["error"]["code"] == "not-your-turn"
    assert answer["view"]["winners"] and answer["view"]["round"] > 1
    assert refusals <= {("golden-rule", "africain/regle-d-or.md#la-regle-dor")}
    assert all(r["reason"] for r in answer["game"]["reasons"] if r is not None)


def test_the_game_kept_for_a_reload_without_a_browser() -> None:
    """The practice pages keep the game in play for the tab (docs/assets/practice/kept-game.js, under
    Node): found again for the address that asks for it, unreadable or refused data put aside and said,
    a refused save said at once; « Revoir une donne » keeps its record the same way, in its own words."""
    report = node_test("kept-game.test.mjs")
    assert "# pass 9" in report
