"""Computer players: whole deals and games with players in every seat, legal and reproducible,
with French reasons that point to real sections of the rulebook."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown.extensions.toc import slugify

from tarot_rules.africain import BGA, REFERENCE, Game, Settings, dumps_game, loads_game
from tarot_rules.fft import Deal, Phase, Play, dumps, loads, random_deal, replay, rules_for
from tarot_rules.players import Decision, Player, RandomPlayer, Table, make_player, play_deal
from tarot_rules.players.confirme import hidden_deals
from tarot_rules.players.tarot import TarotDebutant

DOCS = Path(__file__).resolve().parent.parent / "docs"
FRENCH = re.compile(r"\b(je|j'|mon|ma|mes|le|la|les|pli|plis|c'est|il)\b", re.IGNORECASE)


def _sections(page: str) -> set[str]:
    text = (DOCS / page).read_text(encoding="utf-8")
    return {slugify(title, "-") for title in re.findall(r"^#{2,3} (.+)$", text, re.MULTILINE)}


def check_decisions(decisions: list[Decision[object]]) -> None:
    """Every reason French, non-empty, a sentence; every advice an existing page and section."""
    for decision in decisions:
        reason = decision.reason
        assert reason and reason[0].isupper() and reason.rstrip().endswith("."), reason
        assert FRENCH.search(reason), reason
        if decision.advice:
            page, _, section = decision.advice.partition("#")
            assert (DOCS / page).is_file(), decision.advice
            assert not section or section in _sections(page), decision.advice


def _tarot_table(players: int, seed: int, levels: tuple[str, ...]) -> Table:
    table = [
        make_player(
            "tarot", "confirme" if levels[s % len(levels)] == "confirme" else "debutant", seed * 7 + s
        )
        for s in range(players)
    ]
    return play_deal("tarot", table, seed, dealer=seed % players)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_debutant_deals_are_legal_zero_sum_and_replay(players: int) -> None:
    finished = 0
    for seed in range(30):
        table = _tarot_table(players, seed, ("debutant",))
        deal = table.state
        assert isinstance(deal, Deal) and deal.is_over
        assert len(table.decisions) == len(deal.history)  # every action came from a player, checked
        check_decisions([d.decision for d in table.decisions])
        again = replay(loads(dumps(deal)))
        if deal.phase is Phase.FINISHED:
            finished += 1
            assert sum(deal.score().scores) == 0
            assert again.score().scores == deal.score().scores
        assert dumps(again) == dumps(deal)
    assert finished > 15  # most deals are taken


def test_confirme_plays_whole_deals_at_every_count() -> None:
    for players in (3, 4, 5):
        table = _tarot_table(players, 3, ("confirme", "debutant"))
        deal = table.state
        assert isinstance(deal, Deal)
        check_decisions([d.decision for d in table.decisions])
        if deal.phase is Phase.FINISHED:
            assert sum(deal.score().scores) == 0
            assert replay(loads(dumps(deal))).score().scores == deal.score().scores
        estimates = [d.decision.estimate for d in table.decisions if d.seat % 2 == 0]
        assert any(e is not None for e in estimates)  # the simulated cards report their estimate


def test_same_seed_same_decisions() -> None:
    first = _tarot_table(5, 11, ("confirme", "debutant"))
    second = _tarot_table(5, 11, ("confirme", "debutant"))
    assert [d.decision for d in first.decisions] == [d.decision for d in second.decisions]
    assert dumps(first.state) == dumps(second.state)  # type: ignore[arg-type]


def test_reader_seat_stops_the_table_and_play_resumes_it() -> None:
    players: list[Player | None] = [make_player("tarot", "debutant", s) for s in range(4)]
    players[2] = None
    table = play_deal("tarot", players, seed=4)
    reader = TarotDebutant()
    while not table.state.is_over:
        assert table.state.to_move == 2
        table.play(reader.decide(table.state, 2).action)
        table.advance()
    assert all(d.seat != 2 for d in table.decisions)
    history = table.state.history
    assert all(history[d.event].seat == d.seat for d in table.decisions)  # type: ignore[union-attr]


def test_debutant_uses_only_what_its_seat_sees() -> None:
    """The Débutant's choices depend only on what its seat sees: changing the hidden hands of the
    others (same cards played, same own hand) changes no decision."""
    deal = random_deal(rules_for(4), seed=8, stop_after=20)
    assert deal.phase is Phase.PLAY
    seat = deal.to_move
    assert seat is not None
    world = hidden_deals(deal, seat, random.Random(2), 1)[0]
    assert TarotDebutant().decide(world, seat) == TarotDebutant().decide(deal, seat)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([3, 4, 5]), st.integers(0, 2**32), st.integers(0, 60))
def test_hidden_deals_keep_what_the_seat_saw(players: int, seed: int, cards: int) -> None:
    deal = random_deal(rules_for(players), seed=seed, stop_after=cards)
    if deal.phase is not Phase.PLAY:
        return
    seat = deal.to_move
    assert seat is not None
    decision = TarotDebutant().decide(deal, seat)
    assert not isinstance(decision.action, Play) or decision.action in deal.legal_actions
    for world in hidden_deals(deal, seat, random.Random(seed), 3):
        assert world.hand(seat) == deal.hand(seat)
        assert world.played_mask == deal.played_mask
        assert [world.hand_mask(s).bit_count() for s in range(players)] == [
            deal.hand_mask(s).bit_count() for s in range(players)
        ]
        for poignee in deal.poignees:
            assert all(
                c in world.hand(poignee.seat) or c in world.trick
                for c in poignee.cards
                if c in deal.hand(poignee.seat)
            )
        world.play_random(random.Random(1))
        assert sum(world.score().scores) == 0


SHORT_BGA = BGA.replace(lives=4)
"""BGA's rules (2 to 7 players, the Excuse at 0 or 22, the first at 0 ends the game), shorter games."""
AFRICAIN_TABLES: list[tuple[Settings, int]] = [(SHORT_BGA, n) for n in range(2, 8)] + [
    (REFERENCE, n) for n in (3, 4, 5)
]


@pytest.mark.parametrize(("rules", "players"), AFRICAIN_TABLES)
def test_africain_games_are_legal_and_replay(rules: Settings, players: int) -> None:
    for seed in range(3):
        seats = [
            make_player("africain", "confirme" if s == 0 else "debutant", seed * 10 + s)
            for s in range(players)
        ]
        table = play_deal("africain", seats, seed, settings=rules)
        game = table.state
        assert isinstance(game, Game) and game.is_over and game.winners
        assert len(table.decisions) == len(game.history)
        check_decisions([d.decision for d in table.decisions])
        again = loads_game(dumps_game(game))
        assert (again.lives, again.winners, len(again.results)) == (
            game.lives,
            game.winners,
            len(game.results),
        )


def test_random_player_is_legal_and_seeded() -> None:
    deal = Deal(seed=2)
    assert RandomPlayer(3).decide(deal, 1) == RandomPlayer(3).decide(deal, 1)
    assert RandomPlayer(3).decide(deal, 1).action in deal.legal_actions
