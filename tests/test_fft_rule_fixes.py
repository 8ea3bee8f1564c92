"""Rule fixes of issue 35 that touch the engine: misdeal, calls at 5, chelem timing, the Excuse in a
chelem, faults never paying the offender, the écarted trump in a triple poignée."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tarot_rules.cards import parse_card
from tarot_rules.errors import IllegalActionError
from tarot_rules.fft import FFT4, FFT5, Camp, Deal, Phase, Rules, dumps, loads, replay, score, to_record
from tarot_rules.fft.penalties import fault_score, innocent_result
from tarot_rules.fft.simulate import random_deal
from tests.test_fft_deal import bids, build

# ----- misdeal: the same dealer deals again and may only pass ------------------------------------


def test_dealer_of_the_redeal_after_a_misdeal_may_only_pass() -> None:
    deal = Deal(FFT4, seed=3, dealer=2, after_misdeal=True)
    bids(deal, "passe", "garde", "passe")
    assert deal.to_move == 2 and deal.legal_bids == (None,) and not deal.can_bid("garde sans")
    history = deal.history
    with pytest.raises(IllegalActionError) as info:
        deal.bid("garde sans")
    assert info.value.code == "dealer-after-misdeal" and info.value.legal == (None,)
    assert str(info.value) == "J3 a redistribué après une maldonne : il ne peut que passer."
    assert deal.history == history and deal.phase is Phase.BIDDING and deal.to_move == 2
    deal.bid("passe")
    assert deal.taker == 0 and deal.phase is Phase.ECART


def test_the_others_bid_as_usual_and_the_setting_lifts_the_penalty() -> None:
    deal = Deal(FFT4, seed=3, dealer=2, after_misdeal=True)
    assert deal.legal_bids == (None, *deal.legal_bids[1:]) and len(deal.legal_bids) == 5
    free = Deal(replace(FFT4, misdeal_dealer_passes=False), seed=3, dealer=2, after_misdeal=True)
    bids(free, "passe", "passe", "passe", "garde")
    assert free.taker == 2
    plain = Deal(FFT4, seed=3, dealer=2)
    bids(plain, "passe", "passe", "passe", "prise")
    assert plain.taker == 2


def test_a_redeal_after_a_misdeal_is_recorded_and_replays() -> None:
    deal = Deal(FFT4, seed=8, dealer=1, after_misdeal=True)
    bids(deal, "garde", "passe", "passe", "passe")
    deal.discard(deal.legal_ecart_cards[:6])
    while deal.phase is Phase.PLAY:
        deal.play(next(iter(deal.legal_cards)))
    record = to_record(deal)
    assert record["misdeal"] is True
    again = replay(loads(dumps(deal)))
    assert again.after_misdeal and again.score() == deal.score()
    assert "misdeal" not in to_record(random_deal(FFT4, seed=8))
    record["bids"] = ["garde", "passe", "passe", "prise"]  # the dealer (J2) bids: refused on replay
    with pytest.raises(IllegalActionError) as info:
        replay(record)
    assert info.value.code == "dealer-after-misdeal"


# ----- 5 players: the taker may call its own Roi, or a Dame with the four Rois ---------------------


def test_with_the_four_kings_the_taker_may_call_its_own_king_and_plays_alone() -> None:
    deal = build(FFT5, {1: "R♠ R♥ R♦ R♣"})
    bids(deal, "garde", "passe", "passe", "passe", "passe")
    assert parse_card("R♥") in deal.legal_calls and parse_card("D♥") in deal.legal_calls
    deal.call("R♥")
    assert deal.partner is None and deal.attack == {1}
    deal.discard(deal.legal_ecart_cards[:3])
    while deal.phase is Phase.PLAY:
        deal.play(next(iter(deal.legal_cards)))
    result = deal.score()
    assert result.partner is None
    assert result.scores[1] == -4 * result.scores[0] and sum(result.scores) == 0


# ----- chelem: from the end of the bidding (FFT) or after the écart (setting) ----------------------


def test_chelem_may_be_announced_before_the_ecart_and_the_taker_leads() -> None:
    deal = build(FFT4, {2: "Excuse 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5"})
    bids(deal, "passe", "garde", "passe", "passe")
    assert deal.phase is Phase.ECART and deal.can_announce_chelem()
    deal.announce_chelem()
    with pytest.raises(IllegalActionError) as info:
        deal.announce_chelem()
    assert info.value.code == "chelem-twice"
    deal.discard(deal.legal_ecart_cards[:6])
    assert deal.phase is Phase.PLAY and deal.to_move == 2
    assert parse_card("Excuse") not in deal.legal_cards  # kept for the last trick
    record = loads(dumps(deal))
    assert record["chelem"] is True and replay(record).to_move == 2


def test_chelem_at_five_players_during_the_call() -> None:
    deal = build(FFT5, {1: "21 20 19 18 17 16 15 14 13 12 11 10 9 8 7"})
    bids(deal, "garde sans", "passe", "passe", "passe", "passe")
    assert deal.phase is Phase.CALL
    deal.announce_chelem()
    deal.call("R♥")
    assert deal.phase is Phase.PLAY and deal.to_move == 1 and deal.chelem_announced


def test_chelem_after_the_ecart_only_is_a_setting() -> None:
    rules = replace(FFT4, chelem_timing="after-ecart")
    deal = build(rules, {2: "Excuse 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5"})
    bids(deal, "passe", "garde", "passe", "passe")
    history = deal.history
    assert not deal.can_announce_chelem()
    with pytest.raises(IllegalActionError) as info:
        deal.announce_chelem()
    assert info.value.code == "chelem-early"
    assert deal.history == history and not deal.chelem_announced and deal.phase is Phase.ECART
    deal.discard(deal.legal_ecart_cards[:6])
    deal.announce_chelem()
    assert deal.to_move == 2


def test_no_chelem_during_the_bidding() -> None:
    deal = Deal(FFT4, seed=1)
    with pytest.raises(IllegalActionError) as info:
        deal.announce_chelem()
    assert info.value.code == "wrong-phase" and not deal.chelem_announced


# ----- the Excuse on the last trick of a chelem -----------------------------------------------------


def _unannounced_chelem(rules: Rules) -> Deal:
    deal = build(rules, {2: "Excuse 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5"})
    bids(deal, "passe", "garde sans", "passe", "passe")
    while deal.phase is Phase.PLAY:
        deal.play(max(deal.legal_cards, key=lambda c: (c.is_trump, c.rank)))
    return deal


def test_the_excuse_wins_the_last_trick_of_an_unannounced_chelem_fft() -> None:
    deal = _unannounced_chelem(FFT4)
    assert deal.tricks[-1].winner == 2 and deal.score().chelem is Camp.ATTAQUE
    assert deal.score().chelem_value == 200


def test_announced_only_setting_the_excuse_then_changes_camp() -> None:
    deal = _unannounced_chelem(replace(FFT4, excuse_chelem="announced"))
    assert deal.tricks[-1].winner != 2
    result = deal.score()
    assert result.chelem is None and result.count.points == 91 - 4.5 - 1.5


# ----- faults: the innocent camp never gains less than the deal was worth to it ---------------------


def test_a_fault_never_pays_the_offender() -> None:
    fixed = fault_score(contract="garde", guilty="attaque")
    assert fixed.result.per_defender == -50 and not fixed.played
    heading_down = score(contract="garde", bouts=1, points=30)  # chute of 21
    kept = fault_score(contract="garde", guilty="attaque", played=heading_down)
    assert kept.played and kept.result is heading_down and kept.scores == (-276, 92, 92, 92)
    assert str(kept).startswith("Faute de l'attaque : la défense garde le résultat de la donne")
    heading_up = score(contract="garde", bouts=1, points=60)
    assert fault_score(contract="garde", guilty="attaque", played=heading_up).result.per_defender == -50
    assert fault_score(contract="garde", guilty="défense", played=heading_up).result is heading_up


def test_a_cancelled_poignee_never_costs_the_innocent_camp() -> None:
    by_defence = score(contract="garde", bouts=2, points=49, poignees=[("simple", "défense")])
    without = score(contract="garde", bouts=2, points=49)
    assert innocent_result("défense", by_defence, without) is by_defence  # the taker keeps the 20
    assert innocent_result("attaque", by_defence, without) is without
    lost = score(contract="garde", bouts=2, points=30, poignees=["simple"])
    lost_without = score(contract="garde", bouts=2, points=30)
    assert innocent_result("attaque", lost, lost_without) is lost  # the defence keeps the 20
    with pytest.raises(ValueError):
        innocent_result("attaque")


# ----- the trump put in the écart shown again in a triple poignée -----------------------------------


def test_ecarted_trump_counts_in_the_takers_triple_poignee() -> None:
    trumps = "21 20 19 18 17 16 15 14 13 12 11 10 9 8"
    deal = build(FFT4, {1: f"R♠ R♥ R♦ R♣ {trumps}"}, chien="7 2♠ 3♠ 4♠ 5♠ 6♠")
    bids(deal, "garde", "passe", "passe", "passe")
    deal.discard("7 2♠ 3♠ 4♠ 5♠ 6♠")
    assert deal.ecart.count(parse_card("7")) == 1 and deal.to_move == 1
    shown = deal.show_poignee(f"{trumps} 7")
    assert shown.size.name == "TRIPLE" and len(shown.cards) == 15
    other = build(FFT4, {1: f"R♠ R♥ R♦ R♣ {trumps}", 2: "7"})
    bids(other, "garde sans", "passe", "passe", "passe")
    history = other.history
    with pytest.raises(IllegalActionError) as info:
        other.show_poignee(f"{trumps} 7")
    assert info.value.code == "not-in-hand" and other.history == history and not other.poignees


# ----- what the pages say about these rules -----------------------------------------------------------

TAROT = Path(__file__).resolve().parent.parent / "docs" / "tarot"


def _page(name: str) -> str:
    return " ".join((TAROT / name).read_text("utf-8").split())


def test_pages_state_the_misdeal_penalty_and_the_right_wording() -> None:
    for name in ("donne.md", "fautes.md"):
        text = _page(name)
        assert "le même donneur" in text and "ne peut que passer" in text, name
    assert "sans pénalité" not in _page("donne.md")
    assert "fait juste" not in _page("fautes.md") and "juste fait" in _page("fautes.md")
    assert "reforme le paquet" in _page("donne.md")


def test_pages_state_the_chelem_timing_and_list_every_new_setting() -> None:
    assert "(et après l'écart)" not in _page("annonces.md")
    assert "dès que les enchères sont finies" in _page("annonces.md")
    variantes = _page("variantes.md")
    for field in ("misdeal_dealer_passes", "chelem_timing", "excuse_chelem"):
        assert field in variantes and hasattr(FFT4, field)
    assert "sous-couper** sinon" not in variantes
