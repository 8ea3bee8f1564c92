"""Tarot Africain rules: seed 000 round, golden rule, refused actions, Excuse, blind round, cycles."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from tarot_rules.africain import (
    BGA,
    REFERENCE,
    AfterElimination,
    CardPlayed,
    Cycle,
    Game,
    OutTogether,
    Phase,
    Play,
    Round,
    forbidden_bid,
    legal_bids,
    seed_000_round,
)
from tarot_rules.cards import EXCUSE, parse_card
from tarot_rules.errors import IllegalActionError, InvalidFactsError


def snapshot(r: Round) -> object:
    return (r.history, r.phase, r.to_move, r.legal_bids, r.legal_plays, [r.hand(s) for s in range(r.players)])


def test_seed_000_round_replays_exactly() -> None:
    r = seed_000_round(played=False)
    assert r.names == ("Léa", "Marc", "Inès", "Théo") and r.dealer == 3 and r.to_move == 0
    for amount in (1, 1, 0):
        r.bid(amount)
    assert r.to_move == 3 and r.forbidden_bid == 1 and r.legal_bids == (0, 2, 3)
    with pytest.raises(IllegalActionError) as info:
        r.bid(1)
    assert info.value.code == "golden-rule" and info.value.legal == (0, 2, 3)
    assert str(info.value).startswith("Le donneur ne peut pas annoncer 1 : le total ferait 3 plis")
    r.bid(2)
    assert r.phase is Phase.PLAY and r.to_move == 0  # Léa, on the dealer's left, leads
    winners = [e.trick_winner for e in r.history if isinstance(e, CardPlayed) and e.trick_winner is not None]
    assert winners == []
    full = seed_000_round()
    winners = [
        e.trick_winner for e in full.history if isinstance(e, CardPlayed) and e.trick_winner is not None
    ]
    assert [full.names[w] for w in winners] == ["Théo", "Léa", "Marc"]
    assert full.bids == (1, 1, 0, 2)
    assert full.tricks_won == (1, 1, 0, 1)
    assert full.lives_lost == (0, 0, 0, 1)
    assert full.phase is Phase.FINISHED and full.to_move is None


@pytest.mark.parametrize(
    ("cards", "bids", "banned"),
    [
        (3, [1, 1, 0], 1),
        (4, [1, 1, 0], 2),
        (5, [1, 2, 1], 1),
        (1, [0, 0], 1),
        (2, [2, 1], None),
        (3, [4], None),
    ],
)
def test_golden_rule(cards: int, bids: list[int], banned: int | None) -> None:
    assert forbidden_bid(cards, bids) == banned
    allowed = legal_bids(cards, bids, dealer=True)
    assert set(allowed) == set(range(cards + 1)) - {banned}
    assert legal_bids(cards, bids, dealer=False) == tuple(range(cards + 1))


def test_refused_actions_leave_the_round_unchanged() -> None:
    r = seed_000_round(played=False)
    attempts: list[Callable[[], object]] = [
        lambda: r.bid(4),
        lambda: r.bid(-1),
        lambda: r.play("8"),
        lambda: r.apply(Play(parse_card("8"))),
    ]
    for attempt in attempts:
        before = snapshot(r)
        with pytest.raises(IllegalActionError):
            attempt()
        assert snapshot(r) == before
    for amount in (1, 1, 0):
        r.bid(amount)
    before = snapshot(r)
    assert not r.can_bid(1) and r.can_bid(2)
    with pytest.raises(IllegalActionError):
        r.bid(1)
    assert snapshot(r) == before
    r.bid(2)
    for card, excuse_value in [("21", None), ("Excuse", None), ("8", 0), ("R♥", None)]:
        before = snapshot(r)
        assert not r.can_play(card, excuse_value)
        with pytest.raises((IllegalActionError, InvalidFactsError)):
            r.play(card, excuse_value)
        assert snapshot(r) == before
    assert r.can_play("8") and Play(parse_card("16")) in r.legal_actions and len(r.legal_actions) == 3
    with pytest.raises(IllegalActionError) as info:
        r.bid(0)
    assert info.value.code == "not-bidding"


def test_excuse_zero_never_wins_and_22_beats_the_21() -> None:
    ref = Round([["Excuse"], ["1"]], dealer=1)
    ref.bid(1)
    ref.bid(1)
    assert ref.play("Excuse").value == 0
    assert ref.play("1").trick_winner == 1
    with pytest.raises(IllegalActionError):
        Round([["Excuse"], ["1"]], dealer=1, settings=REFERENCE).check_play("Excuse", 22)
    bga = Round([["Excuse"], ["21"]], dealer=1, settings=BGA)
    bga.bid(1)
    bga.bid(1)
    assert [p.excuse_value for p in bga.legal_plays] == [0, 22]
    with pytest.raises(IllegalActionError) as info:
        bga.play("Excuse")
    assert info.value.code == "excuse-value" and info.value.legal == (0, 22)
    bga.play(EXCUSE, 22)
    assert bga.play("21").trick_winner == 0


def test_blind_round_view() -> None:
    r = Round([["3"], ["17"], ["Excuse"], ["9"]], dealer=2)
    assert r.is_blind
    assert r.visible_to(1) == {0: (parse_card("3"),), 2: (EXCUSE,), 3: (parse_card("9"),)}
    assert r.legal_bids == (0, 1)
    for amount in (0, 1, 0):
        r.bid(amount)
    assert list(r.legal_bids) == [1]  # 1 - (0 + 1 + 0) = 0 is forbidden
    plain = Round([["3"], ["17"]], dealer=0, settings=REFERENCE.replace(blind_round=False))
    assert plain.visible_to(1) == {1: (parse_card("17"),)}
    two = Round([["3", "4"], ["17", "5"]], dealer=0)
    assert not two.is_blind and two.visible_to(0) == {0: (parse_card("4"), parse_card("3"))}


def cycle(settings: object, start: int, players: int, count: int) -> list[int]:
    assert isinstance(settings, type(REFERENCE))
    cards, up, seq = start, False, []
    for _ in range(count):
        seq.append(cards)
        cards, up = settings.next_cards(cards, up, players)
    return seq


def test_card_cycles() -> None:
    assert cycle(REFERENCE, 7, 3, 9) == [7, 6, 5, 4, 3, 2, 1, 7, 6]
    short = REFERENCE.replace(short_cycle=True)
    assert cycle(short, short.start_cards_for(3), 3, 7) == [5, 4, 3, 2, 1, 5, 4]
    asc = REFERENCE.replace(cycle=Cycle.ASCENSEUR)
    assert cycle(asc, 4, 5, 11) == [4, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2]
    assert [BGA.start_cards_for(n) for n in range(2, 8)] == [9, 7, 5, 4, 3, 3]
    # after an elimination the count is capped at the new table's start
    assert REFERENCE.next_cards(5, False, 5) == (4, False)
    assert REFERENCE.next_cards(6, True, 4) == (5, False)


def test_settings_refuse_impossible_values() -> None:
    with pytest.raises(InvalidFactsError):
        REFERENCE.replace(start_cards=((3, 8), (4, 5), (5, 4)))
    with pytest.raises(InvalidFactsError):
        Game(["A", "B"], REFERENCE)
    assert str(REFERENCE) == "Référence : 3–5 joueurs, 5 vies, Excuse 0, élimination"


def test_dealer_rotates_and_skips_the_eliminated() -> None:
    game = Game(["A", "B", "C", "D"], REFERENCE, seed=1, dealer=2)
    seen = []
    while not game.is_over:
        if game.round.to_move is not None and not game.round.history:
            seen.append((game.dealer, game.alive, game.cards))
        game.apply(game.legal_actions[0])
    assert seen[0] == (2, (0, 1, 2, 3), 5)
    for (d1, alive1, _), (d2, alive2, _) in itertools.pairwise(seen):
        order = [s for s in (*range(d1 + 1, 4), *range(d1 + 1)) if s in alive2]
        assert d2 == order[0]
        assert set(alive2) <= set(alive1)
    last = game.results[-1].seats
    assert game.winners and all(game.lives[w] == max(game.lives[s] for s in last) for w in game.winners)


def test_everyone_out_together() -> None:
    base = REFERENCE.replace(lives=1)
    for rule, expect_all in ((OutTogether.MOST_LIVES, False), (OutTogether.SHARED, True)):
        settings = base.replace(out_together=rule, after_elimination=AfterElimination.RESTART)
        for seed in range(40):
            game = Game(["A", "B", "C"], settings, seed=seed)
            while not game.is_over:
                game.apply(game.legal_actions[-1])
            last = game.results[-1]
            if len(last.eliminated) == len(last.seats):
                if expect_all:
                    assert game.winners == last.seats
                else:
                    best = max(game.lives[s] for s in last.seats)
                    assert game.winners == tuple(s for s in last.seats if game.lives[s] == best)
                break
        else:
            pytest.fail("no game where everyone goes out together")


def test_first_at_zero_stops_the_game() -> None:
    game = Game(["A", "B", "C", "D", "E", "F", "G"], BGA, seed=5)
    while not game.is_over:
        game.apply(game.legal_actions[-1])
    assert min(game.lives) <= 0
    assert all(min(r.lives) > 0 for r in game.results[:-1])
    assert game.winners == tuple(s for s in range(7) if game.lives[s] == max(game.lives))
    assert all(not r.eliminated for r in game.results)
    with pytest.raises(IllegalActionError):
        game.bid(0)
