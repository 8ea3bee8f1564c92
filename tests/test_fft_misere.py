"""Misères (a variant, not FFT): d'atout (no trump) and de têtes (no face card), each 10 points from
each other player, unmultiplied; a hand with neither announces both."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tarot_rules.cards import DECK, parse_cards
from tarot_rules.errors import IllegalActionError, InvalidFactsError, NotationError
from tarot_rules.fft import (
    FFT4,
    FFT5,
    AnnounceMisere,
    Deal,
    Misere,
    MisereAnnounced,
    Phase,
    Rules,
    dumps,
    loads,
    misere_kinds,
    replay,
    score,
)
from tarot_rules.fft.tricks import to_mask

MISERE4 = replace(FFT4, misere=10)
# J2's 18 cards: no trump, no Roi, Dame, Cavalier or Valet; the Excuse is allowed.
POOR = "1♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ Excuse"


def misere_deal(rules: Rules = MISERE4, poor: str = POOR) -> Deal:
    """J2 (seat 1) holds ``poor``; the others get the rest in deck order; J3 takes a Garde sans."""
    taken = set(parse_cards(poor))
    rest = [c for c in DECK if c not in taken]
    hands: list[object] = []
    for seat in range(rules.players):
        if seat == 1:
            hands.append(parse_cards(poor))
        else:
            hands.append(rest[: rules.hand_size])
            rest = rest[rules.hand_size :]
    deal = Deal(replace(rules, petit_sec_redeal=False), hands=hands, chien=rest)  # type: ignore[arg-type]
    for word in ["passe", "garde sans", *["passe"] * (rules.players - 2)]:
        deal.bid(word)
    return deal


def test_the_two_miseres_of_a_hand() -> None:
    assert misere_kinds(to_mask(parse_cards(POOR))) == (Misere.ATOUT, Misere.TETES)
    assert misere_kinds(to_mask(parse_cards("1♠ 2♠ 1"))) == (Misere.TETES,)  # a trump, even the Petit
    assert misere_kinds(to_mask(parse_cards("1♠ V♠ Excuse"))) == (Misere.ATOUT,)  # a face card
    assert misere_kinds(to_mask(parse_cards("R♠ 21"))) == ()


def test_misere_is_off_by_default_and_data_driven() -> None:
    assert FFT4.misere == 0 and MISERE4.misere == 10
    deal = misere_deal(FFT4)
    assert not deal.can_announce_misere(Misere.ATOUT)
    with pytest.raises(IllegalActionError) as info:
        deal.announce_misere(Misere.ATOUT)
    assert info.value.code == "no-misere"
    with pytest.raises(InvalidFactsError):
        replace(FFT4, misere=-10)
    with pytest.raises(InvalidFactsError) as facts:
        score(players=4, contract="garde", bouts=2, points=49, miseres=[1])
    assert facts.value.code == "no-misere"


def test_misere_announced_before_first_card_showing_the_hand() -> None:
    deal = misere_deal()
    assert deal.phase is Phase.PLAY and deal.to_move == 1
    assert AnnounceMisere(Misere.ATOUT) in deal.legal_actions
    assert AnnounceMisere(Misere.TETES) in deal.legal_actions
    event = deal.announce_misere(Misere.ATOUT)
    assert isinstance(event, MisereAnnounced) and (event.seat, event.kind) == (1, Misere.ATOUT)
    assert event.cards == parse_cards(POOR)
    assert str(event).startswith("J2 annonce une misère d'atout : 1♠ 2♠")
    assert deal.history[-1] == event and deal.miseres == [event]
    with pytest.raises(IllegalActionError) as info:
        deal.announce_misere(Misere.ATOUT)  # each one only once
    assert info.value.code == "misere-late"
    assert AnnounceMisere(Misere.ATOUT) not in deal.legal_actions
    assert deal.apply(AnnounceMisere(Misere.TETES)).kind is Misere.TETES  # the other one too
    deal.play(next(iter(deal.legal_cards)))
    # J3 holds no trump (the deck's order) but faces: the misère d'atout only.
    assert deal.to_move == 2 and misere_kinds(deal.initial_hands[2]) == (Misere.ATOUT,)
    assert deal.can_announce_misere(Misere.ATOUT) and not deal.can_announce_misere(Misere.TETES)
    with pytest.raises(IllegalActionError) as info:
        deal.announce_misere(Misere.TETES)  # J3 has trumps and faces
    assert info.value.code == "not-misere"
    assert str(info.value) == "Pas de misère de têtes avec une figure (Roi, Dame, Cavalier, Valet) en main."


def test_misere_too_late_after_the_first_trick() -> None:
    deal = misere_deal()
    while len(deal.tricks) < 1:
        deal.play(next(iter(deal.legal_cards)))
    before = (deal.to_move, deal.history, deal.miseres)
    with pytest.raises(IllegalActionError) as info:
        deal.announce_misere(Misere.TETES)
    assert info.value.code == "misere-late"
    assert (deal.to_move, deal.history, deal.miseres) == before


def test_misere_scores_ten_from_each_player_unmultiplied_whatever_the_result() -> None:
    plain = misere_deal()
    announced = misere_deal()
    announced.announce_misere(Misere.ATOUT)
    for deal in (plain, announced):
        while deal.phase is Phase.PLAY:
            deal.play(next(iter(deal.legal_cards)))
    base, result = plain.score(), announced.score()
    assert base.miseres == () and result.miseres == (1,)
    assert result.per_defender == base.per_defender and result.multiplier == 4  # Garde sans
    assert [b - a for a, b in zip(base.scores, result.scores, strict=True)] == [-10, 30, -10, -10]
    assert sum(result.scores) == 0
    assert "Misère (J2) : 10 de chaque autre joueur" in str(result)
    # The deal's record keeps the misère and replays to the same score.
    again = replay(loads(dumps(announced)))
    assert again.score() == result and again.history == announced.history
    assert "miseres" not in loads(dumps(plain))


@pytest.mark.parametrize(("won", "points"), [(True, 60), (False, 30)])
def test_misere_from_facts_at_five_players(won: bool, points: int) -> None:
    rules = replace(FFT5, misere=10)
    result = score(players=rules, contract="prise", bouts=1, points=points, partner=3, miseres=[0, 4])
    without = score(players=rules, contract="prise", bouts=1, points=points, partner=3)
    assert result.won is won
    # Each announcer gets 10 from each of the 4 others and pays 10 to the other announcer.
    assert [b - a for a, b in zip(without.scores, result.scores, strict=True)] == [30, -20, -20, -20, 30]
    with pytest.raises(InvalidFactsError):
        score(players=rules, contract="prise", bouts=1, points=points, miseres=[0, 0, 0])


def test_a_hand_without_trump_or_face_scores_both_miseres() -> None:
    both = misere_deal()
    for kind in Misere:
        both.announce_misere(kind)
    while both.phase is Phase.PLAY:
        both.play(next(iter(both.legal_cards)))
    result = both.score()
    assert result.miseres == (1, 1) and sum(result.scores) == 0
    assert "Deux misères (J2) : 2 × 10 de chaque autre joueur" in str(result)
    record = loads(dumps(both))
    assert record["miseres"] == [{"seat": 1, "kind": "atout"}, {"seat": 1, "kind": "tetes"}]
    assert replay(record).score() == result
    # A record of the single misère of earlier versions (a bare seat) still loads, counted once.
    legacy = {**record, "miseres": [1], "scores": None}
    assert replay(legacy).score().miseres == (1,)
    with pytest.raises(NotationError, match="misère inconnue « pauvre »"):
        replay({**record, "miseres": [{"seat": 1, "kind": "pauvre"}]})
    with pytest.raises(InvalidFactsError):
        score(players=MISERE4, contract="garde", bouts=2, points=49, miseres=[1, 1, 1])
