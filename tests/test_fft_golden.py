"""Golden recorded deals (3, 4 and 5 players) replay, score as recorded and round-trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarot_rules.errors import InvalidFactsError, NotationError
from tarot_rules.fft import Deal, Phase, dumps, loads, replay, to_record

GOLDEN = sorted((Path(__file__).parent / "golden" / "fft").glob("*.json"))


def test_there_are_golden_deals_for_each_player_count() -> None:
    players = {json.loads(path.read_text(encoding="utf-8"))["players"] for path in GOLDEN}
    assert players == {3, 4, 5}


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_deal_replays_to_the_recorded_score(path: Path) -> None:
    record = loads(path.read_text(encoding="utf-8"))
    deal = replay(record)
    assert deal.phase is Phase.FINISHED
    assert list(deal.score().scores) == record["scores"]
    assert to_record(deal) == record
    assert replay(loads(dumps(deal))).history == deal.history


@pytest.mark.parametrize("path", GOLDEN[:1], ids=[p.stem for p in GOLDEN[:1]])
def test_seed_alone_deals_the_same_hands(path: Path) -> None:
    record = loads(path.read_text(encoding="utf-8"))
    without_hands = {k: v for k, v in record.items() if k not in ("hands", "chien")}
    assert replay(without_hands).score() == replay(record).score()


def test_tampered_records_are_refused() -> None:
    record = loads(GOLDEN[0].read_text(encoding="utf-8"))
    with pytest.raises(InvalidFactsError):
        replay({**record, "scores": [0] * record["players"]})
    with pytest.raises(NotationError):
        replay({**record, "format": "other"})
    with pytest.raises(NotationError):
        loads("{not json")


def test_history_events_print_in_french() -> None:
    deal = replay(loads(GOLDEN[0].read_text(encoding="utf-8")))
    texts = [str(event) for event in deal.history]
    assert texts[0].startswith("J") and any("remporte le pli" in t for t in texts)
    again = Deal(deal.rules, seed=deal.seed, dealer=deal.dealer)
    for event in deal.history:
        again.apply(event)
    assert again.score() == deal.score()
