"""Computer players: whole deals and games with players in every seat, legal and reproducible,
with French reasons that point to real sections of the rulebook."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from helpers import heading_anchors
from hypothesis import given, settings
from hypothesis import strategies as st

from tarot_app.positions import Position, first_position, trumps_out
from tarot_rules.africain import BGA, REFERENCE, Game, Settings, dumps_game, loads_game
from tarot_rules.cards import DECK
from tarot_rules.fft import Bid, Deal, Phase, Play, dumps, loads, random_deal, replay, rules_for, trick_winner
from tarot_rules.fft.tricks import PETIT_BIT, PETIT_INDEX
from tarot_rules.players import Decision, Player, RandomPlayer, Table, make_player, play_deal
from tarot_rules.players.africain import hidden_round
from tarot_rules.players.confirme import TarotConfirme, hidden_deals
from tarot_rules.players.tarot import TarotDebutant
from tarot_rules.players.tarot_play import Move, choose_card, shown_voids

DOCS = Path(__file__).resolve().parent.parent / "docs"
FRENCH = re.compile(r"\b(je|j'|mon|ma|mes|le|la|les|pli|plis|c'est|il)\b", re.IGNORECASE)


def check_decisions(decisions: list[Decision[object]]) -> None:
    """Every reason French, non-empty, a sentence; every advice an existing page and section."""
    for decision in decisions:
        reason = decision.reason
        assert reason and reason[0].isupper() and reason.rstrip().endswith("."), reason
        assert FRENCH.search(reason), reason
        if decision.advice:
            page, _, section = decision.advice.partition("#")
            assert (DOCS / page).is_file(), decision.advice
            assert not section or section in heading_anchors(page), decision.advice


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
        table = _tarot_table(players, 6, ("confirme", "debutant"))
        deal = table.state
        assert isinstance(deal, Deal)
        check_decisions([d.decision for d in table.decisions])
        if deal.phase is Phase.FINISHED:
            assert sum(deal.score().scores) == 0
            assert replay(loads(dumps(deal))).score().scores == deal.score().scores
        estimates = [d.decision.estimate for d in table.decisions if d.seat % 2 == 0]
        assert any(e is not None for e in estimates)  # the simulated cards report their estimate


def test_confirme_bids_from_its_hand_and_the_bids_only() -> None:
    """The Confirmé plays every legal bid out on deals of the cards it cannot see: the other hands
    dealt otherwise give the same bid and reason; it says what each bid brought, and names the
    point count's bid when it departs from it (here a Prise at 51 points it finds worse than passing)."""
    deal = Deal(rules_for(4), seed=8)
    seat = deal.to_move
    assert seat is not None
    others = [s for s in range(4) if s != seat]
    hands = [deal.hand(s) for s in range(4)]
    moved = list(hands)
    for s, t in zip(others, others[1:] + others[:1], strict=True):
        moved[t] = hands[s]
    twin = Deal(rules_for(4), hands=moved, chien=deal.chien, dealer=deal.dealer)
    decisions = [make_player("tarot", "confirme", 3).decide(d, seat) for d in (deal, twin)]
    assert decisions[0] == decisions[1]
    decision = decisions[0]
    check_decisions([decision])
    assert decision.action == Bid(None)
    assert all(f"« {bid} »" in decision.reason for bid in ("Passe", "Prise", "Garde", "Garde contre"))
    assert "Le barème conseillait « Prise » : ma main vaut 51 points" in decision.reason
    assert decision.advice == ""


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_dealer_who_may_only_pass_after_a_misdeal_passes(players: int) -> None:
    """FFT: the dealer of a redeal after a misdeal may only pass; the Débutant's count must not make
    it bid, strong hand or not, and it says why."""
    said = 0
    for seed in range(60):
        deal = Deal(rules_for(players), seed=seed, dealer=0, after_misdeal=True)
        while deal.phase is Phase.BIDDING:
            decision = TarotDebutant().decide(deal, deal.to_move)
            assert decision.action.contract in deal.legal_bids, (seed, decision.reason)
            said += "maldonne" in decision.reason
            deal.apply(decision.action)
    assert said  # some dealers had a hand worth a bid


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


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([3, 4, 5]), st.integers(0, 2**32), st.integers(0, 70))
def test_players_use_only_what_their_seat_sees(players: int, seed: int, cards: int) -> None:
    """Both levels read the whole ``Deal`` (its bit masks are fast), yet decide on what their seat
    sees only: the hidden hands and écart dealt otherwise, consistently with every card played, the
    poignées and the shown chien, give the same decision, reason and estimate (the Confirmé's own
    samples included)."""
    deal = random_deal(rules_for(players), seed=seed, stop_after=cards)
    if deal.phase is not Phase.PLAY:
        return
    seat = deal.to_move
    assert seat is not None
    world = hidden_deals(deal, seat, random.Random(seed), 1)[0]
    assert TarotDebutant().decide(world, seat) == TarotDebutant().decide(deal, seat)
    confirme = [TarotConfirme(seed, cards_budget=150).decide(d, seat) for d in (deal, world)]
    assert confirme[0] == confirme[1]


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


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(AFRICAIN_TABLES), st.integers(0, 2**32), st.integers(0, 40))
def test_africain_players_use_only_what_their_seat_sees(
    table: tuple[Settings, int], seed: int, steps: int
) -> None:
    """As in French Tarot: the cards a Tarot africain seat cannot see (the others' hands, its own
    card on the forehead) dealt otherwise give both levels the same decision, reason and chance."""
    rules, players = table
    game = Game([f"J{s + 1}" for s in range(players)], rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(rng.choice(tuple(game.legal_actions)))
    round_ = game.round
    seat = round_.to_move
    if seat is None:
        return
    world = hidden_round(round_, seat, random.Random(seed))
    for level in ("debutant", "confirme"):
        decisions = [make_player("africain", level, seed).decide(r, seat) for r in (round_, world)]
        assert decisions[0] == decisions[1]


def test_random_player_is_legal_and_seeded() -> None:
    deal = Deal(seed=2)
    assert RandomPlayer(3).decide(deal, 1) == RandomPlayer(3).decide(deal, 1)
    assert RandomPlayer(3).decide(deal, 1).action in deal.legal_actions


# « Bien jouer »: each rule of the card play shown on its page's position, played as the page says.


def test_every_move_points_to_an_existing_section() -> None:
    for move in Move:
        page, _, section = move.advice.partition("#")
        assert (DOCS / page).is_file(), move
        assert not section or section in heading_anchors(page), move


def _page_position(move: Move, players: int = 4) -> Position:
    """The position the page shows for ``move``: ``choose_card`` plays there a legal card."""
    position = first_position(move, players=players)
    deal = position.deal
    assert choose_card(deal, position.seat) == (position.card, move)
    assert deal.can_play(DECK[position.card])
    return position


@pytest.mark.parametrize("players", [3, 4])
def test_defence_makes_the_taker_cut_with_a_low_card(players: int) -> None:
    position = _page_position(Move.FORCE_CUT, players)  # defense.md, a-trois.md
    deal, card = position.deal, position.card
    assert deal.taker is not None and position.seat != deal.taker and not deal.trick_indices
    assert shown_voids(deal, deal.taker) & (1 << card)  # the taker showed this void
    assert DECK[card].points == 0.5


def test_defender_with_the_petit_plays_the_excuse_on_the_first_trump_lead() -> None:
    deal, seat, card, _, _ = _page_position(Move.EXCUSE_SIGNAL)
    assert DECK[card].is_excuse and deal.hand_mask(seat) & PETIT_BIT and seat != deal.taker
    assert DECK[deal.trick_indices[0]].is_trump
    assert not any(DECK[t.cards[0]].is_trump for t in deal.tricks)  # no trump led before


def test_taker_places_the_excuse_early_on_a_trick_it_cannot_win() -> None:
    deal, seat, card, _, _ = _page_position(Move.EXCUSE_EARLY)
    assert seat == deal.taker and DECK[card].is_excuse and len(deal.hand(seat)) > 2
    trick = [DECK[i] for i in deal.trick_indices]
    for other in deal.hand(seat):
        if deal.can_play(other) and not other.is_excuse:
            assert trick_winner([*trick, other]) != len(trick)  # no legal card takes the trick


def test_taker_chases_the_petit_from_below() -> None:
    deal, seat, card, _, _ = _page_position(Move.CHASE_PETIT)
    assert seat == deal.taker and not deal.trick_indices
    assert not (deal.hand_mask(seat) | deal.played_mask | deal.ecart_mask) & PETIT_BIT  # Petit out
    trumps = [c.rank for c in deal.hand(seat) if c.is_trump and c.rank not in (1, 21)]
    assert DECK[card].is_trump and DECK[card].rank == min(trumps)  # the smallest, the 21 kept


def test_petit_is_kept_for_the_last_trick_and_goes_au_bout() -> None:
    position = _page_position(Move.PETIT_AU_BOUT)
    deal, seat = position.deal, position.seat
    assert trumps_out(position) == 0 and deal.hand_mask(seat) & PETIT_BIT
    assert position.card != PETIT_INDEX
    players = [TarotDebutant() for _ in range(deal.rules.players)]
    while not deal.is_over:  # play on as the computer does
        to_move = deal.to_move
        assert to_move is not None
        deal.apply(players[to_move].decide(deal, to_move).action)
    last = deal.tricks[-1]
    assert PETIT_INDEX in last.cards and last.winner == seat  # the Petit wins the last trick


def test_defender_discards_low_in_the_suit_it_wants_least() -> None:
    deal, seat, card, _, _ = _page_position(Move.DISCARD)
    hand = deal.hand(seat)
    led = next(DECK[i] for i in deal.trick_indices if not DECK[i].is_excuse)
    assert not any(c.is_trump or (c.suit == led.suit and led.suit) for c in hand)  # neither
    assert DECK[card].points == 0.5

    def weight(suit: object) -> float:
        return sum(c.points for c in hand if c.suit == suit)

    assert weight(DECK[card].suit) == min(weight(c.suit) for c in hand if c.suit and c.points == 0.5)


def test_defender_leads_where_a_partner_discarded_its_roi() -> None:
    deal, seat, card, _, _ = _page_position(Move.LEAD_ASKED)
    suit = DECK[card].suit
    assert not deal.trick_indices and seat != deal.taker
    discarded = [
        (s, DECK[c])
        for t in deal.tricks
        for s, c in zip(t.seats, t.cards, strict=True)
        if DECK[c].suit == suit and DECK[c].rank == 14 and DECK[t.cards[0]].suit != suit
    ]
    assert discarded and all(s not in (seat, deal.taker) for s, _ in discarded)


def test_each_rule_of_the_pages_is_shown_by_calling_the_players_function() -> None:
    """« What the page teaches is what the computer does »: every rule the pages teach has its
    example made by ``first_position`` (that is, by ``choose_card``) on a « Bien jouer » page."""
    pages = "".join(p.read_text(encoding="utf-8") for p in (DOCS / "bien-jouer").glob("*.md"))
    taught = {
        Move.FORCE_CUT,
        Move.EXCUSE_SIGNAL,
        Move.EXCUSE_EARLY,
        Move.CHASE_PETIT,
        Move.PETIT_AU_BOUT,
        Move.DISCARD,
        Move.LEAD_ASKED,
    }
    for move in taught:
        assert f"first_position(Move.{move.name}" in pages, move
        page = move.advice.partition("#")[0].removeprefix("bien-jouer/")
        assert f"Move.{move.name}" in (DOCS / "bien-jouer" / page).read_text(encoding="utf-8"), move
