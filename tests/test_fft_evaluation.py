"""The hand evaluation and the suggested écart of « Bien jouer »: invariants over random hands."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tarot_rules.cards import DECK
from tarot_rules.fft import FFT5, PRESETS, Contract, Rules, callable_cards, check_ecart
from tarot_rules.fft.evaluation import CHAVEY, evaluate, suggest_call, suggest_ecart

rules_st = st.sampled_from(list(PRESETS.values()))


@st.composite
def hands(draw: st.DrawFn, extra: int = 0) -> tuple[Rules, list[int]]:
    """A preset and the indices of a hand of its size (plus ``extra`` cards, e.g. the chien)."""
    rules = draw(rules_st)
    size = rules.hand_size + (rules.chien_size if extra else 0)
    return rules, draw(st.permutations(range(78)))[:size]


@given(hands())
def test_the_total_is_the_sum_of_the_lines_and_the_contract_follows_the_thresholds(
    drawn: tuple[Rules, list[int]],
) -> None:
    rules, indices = drawn
    hand = [DECK[i] for i in indices]
    evaluation = evaluate(hand, rules)
    assert evaluation.total == sum(feature.points for feature in evaluation.features)
    reached = [c for c, n in evaluation.thresholds if evaluation.points_for(c) >= n]
    assert evaluation.contract == (reached[-1] if reached else None)
    assert all(f.label.startswith(("Coupe", "Singleton")) for f in evaluation.distribution)
    assert evaluate(list(reversed(hand)), rules) == evaluation
    assert f"Total : {evaluation.total} points" in str(evaluation)


@given(hands(extra=1))
def test_the_suggested_ecart_is_always_legal(drawn: tuple[Rules, list[int]]) -> None:
    rules, indices = drawn
    hand = [DECK[i] for i in indices]
    ecart = suggest_ecart(rules, hand)
    assert len(ecart) == rules.chien_size and set(ecart) <= set(hand)
    check_ecart(rules, hand, ecart)


def test_a_strong_hand_is_worth_more_than_a_weak_one_and_adding_the_21_never_lowers_it() -> None:
    weak = evaluate("2 3 R♥ 5♥ 8♥ 3♠ 6♠ 9♠ V♠ 2♦ 4♦ 6♦ 9♦ 2♣ 5♣ 7♣ 8♣ 10♣")
    strong = evaluate("21 20 19 18 17 16 1 Excuse 9 8 7 R♥ D♥ R♠ D♠ R♦ 3♦ 4♦")
    assert weak.contract is None and strong.contract is Contract.GARDE_CONTRE
    assert strong.total > weak.total
    five = "21 20 14 9 3"
    assert (
        evaluate(five).total - evaluate("20 14 9 3").total
        == CHAVEY.vingt_et_un + 5 * CHAVEY.trump + CHAVEY.major_trump + CHAVEY.major_run * 2
    )


def test_chaveys_published_examples_and_the_issues_hand() -> None:
    """The reproduction of Chavey's table (le21bollenois.com, « L'évaluation du jeu ») gives 60
    (Garde) and 34 (Passe); the hand with no bout and one Roi of issue 35 gives 33, a pass."""
    first = evaluate("21 19 12 6 1 Excuse R♥ C♥ 10♥ 8♥ 1♥ V♦ 8♦ D♣ C♣ 7♣ 6♠ 4♠")
    assert (first.total, first.contract) == (60, Contract.GARDE)
    second = evaluate("20 18 14 13 9 8 6 R♥ 10♥ 5♥ 4♥ R♦ D♦ 7♣ 8♣ 8♠ 7♠ 5♠")
    assert (second.total, second.contract) == (34, None)
    issue = evaluate("20 17 14 11 9 6 3 2 R♥ C♥ 5♥ 3♥ 2♥ 9♠ 8♦ 2♦ 4♦ 10♣")
    assert (issue.total, issue.contract) == (33, None)


def test_voids_and_singletons_count_only_for_the_contracts_without_the_chien() -> None:
    hand = "21 20 19 16 14 12 8 Excuse R♥ D♥ 8♥ 5♥ 2♥ 4♥ R♦ 8♣ 9♣ 3♣"
    evaluation = evaluate(hand)
    assert evaluation.total == 68 and evaluation.total_with_distribution == 77
    assert evaluation.contract is Contract.GARDE_SANS
    balanced = evaluate("21 20 19 16 14 12 8 Excuse R♥ D♥ 8♥ 5♥ 2♥ R♦ 3♦ 8♣ 9♣ 4♠")
    assert (balanced.total, balanced.total_with_distribution) == (66, 69)
    assert balanced.contract is Contract.GARDE


@given(hands(extra=1))
def test_the_suggested_ecart_never_breaks_a_roi_dame_marriage_when_it_can(
    drawn: tuple[Rules, list[int]],
) -> None:
    rules, indices = drawn
    hand = [DECK[i] for i in indices]
    ecart = suggest_ecart(rules, hand)
    married = [c for c in ecart if c.rank == 13 and any(k.suit is c.suit and k.rank == 14 for k in hand)]
    if married:
        plain_left = [
            c for c in hand if c not in ecart and c.suit is not None and c.rank < 14 and c not in married
        ]
        assert not plain_left or all(c.rank == 13 for c in plain_left)


def test_the_ecart_makes_a_void_in_a_short_suit_without_king() -> None:
    hand = "21 20 18 15 12 9 7 4 1 Excuse R♥ D♥ 5♥ R♠ 3♠ 8♦ 2♦ V♣ 10♣ 6♠ 4♥ C♦ 2♠ 17"
    ecart = suggest_ecart(4, hand)
    assert {card.suit.value for card in ecart if card.suit} >= {"♣", "♦"}
    assert not any(card.rank == 14 or card.is_trump for card in ecart)


@given(st.permutations(range(78)))
def test_the_suggested_call_may_be_called_is_not_held_and_is_in_a_suit_the_taker_can_lead(
    order: list[int],
) -> None:
    hand = [DECK[i] for i in order[: FFT5.hand_size]]
    called = suggest_call(hand)
    assert called in callable_cards(hand)
    not_held = [option for option in callable_cards(hand) if option not in hand]
    if not_held:
        assert called not in hand
    if any(card.suit is option.suit for option in not_held for card in hand):
        assert any(card.suit is called.suit for card in hand)
