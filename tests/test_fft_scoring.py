"""Scoring from facts: the FFT example, the half point, the splits, the bonuses, impossible facts."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tarot_rules.errors import InvalidFactsError, NotationError
from tarot_rules.fft import FFT3, FFT4, FFT5, Contract, count_points, score, threshold


def test_fft_worked_example_prints_the_breakdown() -> None:
    result = score(
        players=4, contract="garde", bouts=2, points=49, poignees=["simple"], petit_au_bout="attaque"
    )
    text = str(result)
    assert "(25 + 8) × 2 = 66" in text
    assert "+ 20 + 20 = 106" in text
    assert "+318" in text
    assert result.per_defender == 106
    assert result.scores == (318, -106, -106, -106)
    assert result.won and result.difference == 8 and result.multiplier == 2


@pytest.mark.parametrize(("points", "counted", "won"), [(40.5, 40, False), (41.5, 42, True)])
def test_three_player_half_point_goes_to_the_winning_camp(points: float, counted: int, won: bool) -> None:
    result = score(players=3, contract="prise", bouts=2, points=points)
    assert (result.count.counted, result.won, result.difference) == (counted, won, 1)
    assert result.scores == ((52, -26, -26) if won else (-52, 26, 26))


def test_half_point_never_uses_bankers_rounding() -> None:
    # round(40.5) == 40 and round(41.5) == 42 by luck; 42.5 / 50.5 catch banker's rounding.
    assert count_points(42.5, 2).counted == 43
    assert count_points(50.5, 1).counted == 50
    assert count_points(36.5, 3).counted == 37


def test_thresholds_by_bouts() -> None:
    assert [threshold(b) for b in range(4)] == [56, 51, 41, 36]
    assert score(contract="prise", bouts=2, points=41).won  # juste fait
    assert score(contract="prise", bouts=2, points=41).difference == 0


def test_zero_sum_splits() -> None:
    assert score(players=3, contract="garde", bouts=1, points=51).scores == (100, -50, -50)
    assert score(players=5, contract="prise", bouts=1, points=51, partner=3).scores == (50, -25, -25, 25, -25)
    alone = score(players=5, contract="prise", bouts=1, points=51, taker=2)
    assert alone.scores == (-25, -25, 100, -25, -25)
    lost = score(players=5, contract="garde", bouts=0, points=50, taker=1, partner=4)
    assert lost.scores == (62, -124, 62, 62, -62)
    assert sum(lost.scores) == 0


def test_multipliers_and_contract_names() -> None:
    for name, mult in [("prise", 1), ("Petite", 1), ("garde", 2), ("garde sans", 4), ("Garde contre", 6)]:
        assert score(contract=name, bouts=3, points=36).per_defender == 25 * mult
    assert score(contract=Contract.GARDE_SANS, bouts=3, points=36).multiplier == 4
    with pytest.raises(NotationError):
        score(contract="pousse", bouts=3, points=36)


def test_petit_au_bout_counts_for_its_camp_whatever_the_result() -> None:
    won_but_defence_pab = score(contract="garde", bouts=1, points=51, petit_au_bout="défense")
    assert won_but_defence_pab.per_defender == 50 - 20
    lost_with_attack_pab = score(contract="prise", bouts=1, points=50, petit_au_bout="attaque")
    assert lost_with_attack_pab.per_defender == -26 + 10
    assert "− 10" in str(lost_with_attack_pab)


def test_poignee_goes_to_the_winning_camp_whoever_showed_it() -> None:
    shown_by_defence = score(contract="prise", bouts=2, points=45, poignees=[("double", "défense")])
    assert shown_by_defence.per_defender == 29 + 30
    lost = score(contract="prise", bouts=2, points=40, poignees=["triple", "simple"])
    assert lost.per_defender == -(26 + 40 + 20)
    variant = replace(FFT4, poignee_values=(20, 40, 60))
    assert (
        score(players=variant, contract="prise", bouts=2, points=41, poignees=["triple"]).per_defender == 85
    )


def test_chelem_bonuses() -> None:
    assert (
        score(contract="prise", bouts=3, points=91, chelem="attaque", chelem_announced=True).chelem_value
        == 400
    )
    assert score(contract="prise", bouts=3, points=91, chelem="attaque").chelem_value == 200
    failed = score(contract="prise", bouts=3, points=80, chelem_announced=True)
    assert failed.chelem_value == -200 and failed.per_defender == 25 + 44 - 200
    suffered = score(contract="prise", bouts=0, points=0, chelem="défense")
    assert suffered.per_defender == -(25 + 56) - 200


def test_difference_rounding_setting() -> None:
    tens = replace(FFT4, difference_rounding=10)
    assert score(players=tens, contract="prise", bouts=2, points=49).difference == 10
    assert score(players=tens, contract="prise", bouts=2, points=44).difference == 0
    assert score(players=FFT4, contract="prise", bouts=2, points=49).difference == 8


@pytest.mark.parametrize(
    ("facts", "code"),
    [
        ({"points": 92, "bouts": 2}, "bad-points"),
        ({"points": -1, "bouts": 0}, "bad-points"),
        ({"points": 50, "bouts": 4}, "bad-bouts"),
        ({"points": 45.5, "bouts": 2}, "half-point"),
        ({"points": 50, "bouts": 2, "partner": 1}, "no-partner"),
        ({"points": 80, "bouts": 2, "chelem": "attaque"}, "bad-chelem"),
        ({"points": 5, "bouts": 3}, "bad-points"),
        ({"points": 90, "bouts": 0}, "bad-points"),
    ],
)
def test_impossible_facts_are_refused_in_french(facts: dict[str, object], code: str) -> None:
    with pytest.raises(InvalidFactsError) as info:
        score(players=4, contract="garde", **facts)  # type: ignore[arg-type]
    assert info.value.code == code
    assert isinstance(info.value, ValueError)


def test_half_points_allowed_at_3_and_5_players() -> None:
    assert score(players=FFT3, contract="prise", bouts=1, points=60.5).count.counted == 61
    assert score(players=FFT5, contract="prise", bouts=1, points=50.5).count.counted == 50
