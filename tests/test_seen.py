"""What a seat sees holds no hidden card. A French Tarot deal (`tarot_rules.fft.seen_by`): the same
position with the other hands dealt otherwise is seen the same way, at every point of random deals. The
practice pages: what « Une donne de Tarot » (built from `seen_by`) and « Tarot africain, une partie »
(built from `tarot_rules.africain.seen_by`) show the reader is the same with the hidden cards dealt
otherwise."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarot_app.practice import africain_game
from tarot_app.practice.moves import encode
from tarot_app.practice.tarot_deal import NO_CHELEM, READER, play, replay, view
from tarot_rules.africain import PRESETS, Game
from tarot_rules.africain import Phase as AfricainPhase
from tarot_rules.africain import seen_by as africain_seen_by
from tarot_rules.cards import DECK
from tarot_rules.fft import Deal, Discard, Phase, rules_for, seen_by


def played_until(players: int, seed: int, actions: int) -> Deal:
    """Deal ``seed`` played at random for up to ``actions`` actions."""
    deal, rng = Deal(rules_for(players), seed=seed, dealer=seed % players), random.Random(seed)
    for _ in range(actions):
        if deal.is_over or deal.phase is Phase.REDEAL:
            break
        deal.apply(rng.choice(list(deal.legal_actions)))
    return deal


def hidden_dealt_otherwise(deal: Deal, seat: int, rng: random.Random) -> Deal:
    """The same position where the cards ``seat`` cannot see (the other hands, and the chien or the écart
    unless ``seat`` made it) are shuffled among their places, each place keeping its number of cards."""
    players = deal.rules.players
    took_chien = deal.highest is not None and deal.highest.takes_chien
    own_out = took_chien and seat == deal.taker
    out_of_play = deal.ecart_mask if took_chien else deal.chien_mask
    places = [deal.hand_mask(s) for s in range(players)] + [out_of_play]
    movable = [i for i in range(players + 1) if i != seat and not (i == players and own_out)]
    cards = [c for i in movable for c in range(len(DECK)) if places[i] >> c & 1]
    rng.shuffle(cards)
    for i in movable:
        count = places[i].bit_count()
        places[i], cards = sum(1 << c for c in cards[:count]), cards[count:]
    return deal.with_hidden_cards(places[:players], places[players])


@given(
    players=st.sampled_from([3, 4, 5]),
    seed=st.integers(1, 10**6),
    actions=st.integers(0, 100),
    seat=st.integers(0, 4),
)
def test_a_seat_sees_the_same_deal_whatever_the_hidden_cards(
    players: int, seed: int, actions: int, seat: int
) -> None:
    deal = played_until(players, seed, actions)
    seat %= players
    other = hidden_dealt_otherwise(deal, seat, random.Random(seed))
    assert seen_by(other, seat) == seen_by(deal, seat)


def test_what_is_seen_follows_the_deal() -> None:
    """The hand, the trick in progress and the tricks won are those of the deal; the chien is shown only
    in a Prise or a Garde."""
    deal = played_until(4, 7, 30)
    seen = seen_by(deal, deal.to_move or 0)
    assert seen.hand == deal.hand(seen.seat)
    assert tuple(e.card for e in seen.trick) == deal.trick
    assert sum(seen.won) == len(deal.tricks)
    assert (seen.chien is not None) == bool(deal.contract and deal.contract.takes_chien)
    assert set(seen.legal) == set(deal.legal_cards) if deal.to_move == seen.seat else seen.legal == ()


@pytest.mark.parametrize(("players", "donne"), [(3, 5), (4, 7), (4, 12), (5, 9), (5, 31)])
def test_the_practice_page_shows_the_reader_no_hidden_card(players: int, donne: int) -> None:
    """At each of the reader's turns of a deal played at random, the page's view is the same with the
    cards the reader cannot see dealt otherwise (until the deal is over and every hand is shown)."""
    rng = random.Random(donne)
    answer = play({"players": players, "donne": donne})
    turns = 0
    while not (deal := replay(answer["game"])).is_over:
        twin = hidden_dealt_otherwise(deal, READER, rng)
        assert view(twin, answer["game"]) == view(deal, answer["game"])
        if deal.to_move != READER:  # the reader took: asked whether they announce a chelem
            action = NO_CHELEM
        elif deal.phase is Phase.ECART:
            action = encode(Discard(tuple(rng.sample(deal.legal_ecart_cards, deal.rules.chien_size))))
        else:
            action = encode(rng.choice(list(deal.legal_actions)))
        answer = play({**answer["game"], "action": action})
        assert answer["refused"] is None, answer["refused"]
        turns += 1
    assert turns > 72 // players


def africain_hidden_dealt_otherwise(
    state: Game, game: africain_game.AfricainGame, rng: random.Random
) -> Game:
    """The same game where the unplayed cards of this round that the reader cannot see are shuffled among
    the seats that hold them (each keeping its number of cards), replayed action by action."""
    current = state.round
    seen = current.visible_to(state.alive.index(READER))
    hidden = [s for s in range(current.players) if s not in seen]
    pool = [card for s in hidden for card in current.hand(s)]
    rng.shuffle(pool)
    dealt = [list(hand) for hand in current.hands]
    for s in hidden:
        held = current.hand(s)
        dealt[s] = [card for card in dealt[s] if card not in held] + pool[: len(held)]
        pool = pool[len(held) :]
    deals = [r.hands for r in state.rounds[:-1]] + [dealt]
    names, rules = africain_game.NAMES[: game["players"]], PRESETS[game["preset"]]
    twin = Game(names, rules, game["seed"], dealer=state.first_dealer, deals=deals)
    for text in game["actions"]:
        twin.apply(africain_game.decode(text))
    return twin


@pytest.mark.parametrize(("players", "seed"), [(3, 4), (4, 11), (5, 2)])
def test_the_africain_page_shows_the_reader_no_hidden_card(players: int, seed: int) -> None:
    """At each of the reader's turns of a Tarot africain game played at random, the page's view is the
    same with the cards the reader cannot see dealt otherwise (the others' hands, or their own card on
    the forehead in the blind round)."""
    rng = random.Random(seed)
    answer = africain_game.africain_play({"players": players, "seed": seed})
    turns = 0
    while (state := africain_game.replay(answer["game"])).to_move == READER:
        twin = africain_hidden_dealt_otherwise(state, answer["game"], rng)
        assert africain_seen_by(twin, READER) == africain_seen_by(state, READER)
        assert africain_game.view(twin, answer["game"]) == africain_game.view(state, answer["game"])
        action = africain_game.encode(rng.choice(list(state.legal_actions)))
        answer = africain_game.africain_play({**answer["game"], "action": action})
        assert answer["refused"] is None, answer["refused"]
        turns += 1
    assert turns > 5


def test_what_a_tarot_africain_seat_sees_follows_the_round() -> None:
    """In the blind round a seat sees every other card and not its own; in the others, its own hand
    only, and its plays when it is to play. Random games until both kinds of round were seen."""
    rounds_seen = {True: 0, False: 0}
    for seed in range(20):
        state, rng = Game(["Anne", "Basile", "Chloé", "Denis"], seed=seed), random.Random(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            seen, current = africain_seen_by(state, seat), state.round
            position = state.alive.index(seat)
            if current.is_blind:
                others = {state.alive[s]: current.hand(s) for s in range(current.players) if s != position}
                assert seen.hand == () and dict(seen.visible) == others
            else:
                assert seen.hand == current.hand(position) and dict(seen.visible) == {seat: seen.hand}
            assert set(seen.legal) == (
                set(current.legal_plays) if current.phase is AfricainPhase.PLAY else set()
            )
            rounds_seen[current.is_blind] += 1
            state.apply(rng.choice(list(state.legal_actions)))
        if all(rounds_seen.values()):
            return
    pytest.fail(f"tours vus (aveugle, autres) : {rounds_seen}")
