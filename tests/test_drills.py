"""The drills: every generated question is a real position whose accepted answers are exactly the
engine's (recomputed here through the engine's public functions), corrected in French with a link to
an existing rulebook section, and the same for the same seed; the page's judge (``judge.js``, run by
Node) judges every pool question's answers as the engine's ``check()`` does."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from helpers import heading_anchors, node_test
from hypothesis import given, settings
from hypothesis import strategies as st

from scripts.hooks.exercises import pool
from tarot_app.calls import for_readers
from tarot_app.drills import DRILLS, LEVELS, Level, Question
from tarot_app.drills.base import (
    JSON,
    LEVEL_NAMES,
    UNREADABLE,
    CardsAnswer,
    ChoiceAnswer,
    ExpectedAnswer,
    FractionAnswer,
    NumberAnswer,
    NumbersAnswer,
    PartsAnswer,
    PickAnswer,
    engine_reason,
)
from tarot_app.typography import typeset
from tarot_rules.africain import AFRICAIN_DECK, REFERENCE, Round, blind_odds, check_bid
from tarot_rules.cards import Card, parse_card, total_half_points
from tarot_rules.fft import (
    PRESETS,
    Poignee,
    check_card,
    check_ecart,
    check_poignee,
    count_points,
    legal_cards,
    score,
    trick_winner,
)

SEEDS = 1000
"""Seeds per drill and level in the sweep (the hypothesis tests draw more at random)."""
CASES = [(slug, level) for slug in DRILLS for level in LEVELS]


FRENCH_WORDS = re.compile(r"\b(le|la|les|de|des|du|un|une|et|est|pas|on|au|ce|vous|combien|quelle)\b")
ENGLISH_WORDS = re.compile(r"\b(the|and|is|of|with|card|trick|wins)\b")


def wrong_answer(answer: ExpectedAnswer) -> JSON:
    """Some answer that the judge data must refuse."""
    if isinstance(answer, NumberAnswer):
        return max(answer.accepted) + 0.5
    if isinstance(answer, ChoiceAnswer):
        others = [o.id for o in answer.options if o.id not in answer.correct]
        if answer.multiple:
            return [*answer.correct, others[0]] if others else list(answer.correct[1:])
        return others[0]
    if isinstance(answer, CardsAnswer):
        others = [code for code in answer.offered if code not in answer.correct]
        return [*answer.correct, others[0]] if others else list(answer.correct[1:])
    if isinstance(answer, PickAnswer):
        return list(answer.offered[: answer.count + 1])
    if isinstance(answer, NumbersAnswer):
        return {field.id: max(field.accepted) + 1 for field in answer.fields}
    if isinstance(answer, FractionAnswer):
        return f"{answer.numerator + 1}/{answer.denominator}"
    assert isinstance(answer, PartsAnswer)
    return {
        part.id: wrong_answer(part.answer) if n == 0 else part.answer.example()
        for n, part in enumerate(answer.parts)
    }


def variants(answer: JSON) -> list[JSON]:
    """Answers near ``answer``: a card or option dropped or doubled, numbers moved or written
    otherwise, parts mixed, a part left empty or missing."""
    if isinstance(answer, dict):
        mixed = [{**answer, key: value} for key in answer for value in [*variants(answer[key]), None]]
        return [
            *mixed,
            *({k: v for k, v in answer.items() if k != key} for key in answer),
            [*answer.values()],
        ]
    if isinstance(answer, list):
        dropped = [answer[:n] + answer[n + 1 :] for n in range(min(len(answer), 4))]
        return [*dropped, [*answer, answer[0]]] if answer else [[]]
    if isinstance(answer, str):
        moved = [answer + "0", "1/" + answer.split("/")[-1], "0", "1", "2/0", "J1", "x", [1, 2], [0, 0], 1]
        if fraction := re.fullmatch(r"(\d+)/(\d+)", answer):  # too near for floating point
            moved.append(f"{int(fraction[1]) * 2**60 + 1}/{int(fraction[2]) * 2**60}")
        return moved
    assert isinstance(answer, int | float)
    written = str(answer).replace(".", ",")
    return [
        answer + 1,
        answer - 0.5,
        written,
        f" {written}\u202f",
        str(-answer).replace("-", "\u2212"),
        written.translate(ARABIC_DIGITS),
        -answer,
    ]


ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
ODD_ANSWERS: list[JSON] = [
    None,
    True,
    "",
    "x",
    [],
    {},
    [None],
    "17,5,1",
    "1/0",
    [1, 0],
]
"""Answers that most questions cannot read."""


def nearby(question: Question) -> list[JSON]:
    """The solution, a wrong answer, answers near the solution, odd answers."""
    return [
        question.solution,
        wrong_answer(question.answer),
        *variants(question.solution),
        *ODD_ANSWERS,
    ]


def check_sound(question: Question) -> None:
    data = question.to_json()
    assert json.loads(json.dumps(data)) == data
    assert question.check(question.solution).correct
    assert not question.check(wrong_answer(question.answer)).correct
    assert not question.check("n'importe quoi").correct
    assert question.prompt and question.correction
    assert f"« {question.rule_title} »" in question.correction
    for text in (question.prompt, question.correction):
        assert FRENCH_WORDS.search(text.lower()), text
        assert not ENGLISH_WORDS.search(text.lower()), text
    page, _, anchor = question.rule.partition("#")
    assert anchor in heading_anchors(page), question.rule


def position_of(question: Question) -> Any:
    """The position as the page reads it (JSON), for checks that do not care for its types."""
    return json.loads(json.dumps(question.to_json()["position"]))


def cards_at(position: Any, key: str) -> list[Card]:
    return [parse_card(item["code"]) for item in position[key]]


def trick_at(position: Any) -> list[Card]:
    return [parse_card(item["card"]["code"]) for item in position["trick"]]


def random_picks(
    rng: random.Random, offered: list[Card], preferred: list[Card], count: int
) -> list[list[Card]]:
    """Random picks of ``count`` cards, most drawn among ``preferred`` (to reach the limits)."""
    picks = []
    for _ in range(12):
        pool = preferred if rng.random() < 0.7 and len(preferred) >= count else offered
        picks.append(rng.sample(pool, count))
    return picks


def engine_pile(question: Question) -> None:
    """Compter un tas: the accepted points are the engine's total of the pile."""
    cards = cards_at(position_of(question), "cards")
    assert isinstance(question.answer, NumberAnswer)
    assert question.answer.accepted == (total_half_points(cards) / 2,)
    assert len(set(cards)) == len(cards)


def engine_legal_cards(question: Question) -> None:
    """Cartes jouables: right cards are those ``check_card`` accepts, refused ones carry its message."""
    position = position_of(question)
    hand, trick = cards_at(position, "hand"), trick_at(position)
    called = parse_card(position["called"]["code"]) if position["called"] else None
    players = position["players"]
    assert isinstance(players, int) and len(trick) < players and len(hand) <= PRESETS[players].hand_size
    assert len(set(hand + trick)) == len(hand) + len(trick)
    assert isinstance(question.answer, CardsAnswer)
    for card in hand:
        why = engine_reason(
            partial(check_card, hand, trick, card, called=called, first_trick=called is not None)
        )
        assert (card.ascii in question.answer.correct) == (not why)
        assert question.answer.reasons.get(card.ascii, "") == why
    rng = random.Random(question.seed)
    legal = {card.ascii for card in legal_cards(hand, trick, called=called, first_trick=called is not None)}
    for _ in range(5):
        given: list[JSON] = [card.ascii for card in hand if rng.random() < 0.5]
        assert question.check(given).correct == (set(given) == legal)


def engine_trick_winner(question: Question) -> None:
    """Qui remporte le pli: the right seat is the engine's winner of the complete trick."""
    trick = trick_at(position_of(question))
    assert len(trick) == position_of(question)["players"] and len(set(trick)) == len(trick)
    assert isinstance(question.answer, ChoiceAnswer)
    assert question.answer.correct == (f"J{trick_winner(trick) + 1}",)


def engine_contract(question: Question) -> None:
    """Le contrat est-il fait: ``count_points`` gives the same verdict and difference."""
    position = position_of(question)
    points, bouts = position["points"], position["bouts"]
    assert isinstance(points, int | float) and isinstance(bouts, int)
    count = count_points(points, bouts)
    score(players=position["players"], contract="garde", bouts=bouts, points=points)
    made, failed = ("fait", "chute") if count.won else ("chute", "fait")
    assert question.check({"resultat": made, "ecart": count.difference}).correct
    assert not question.check({"resultat": failed, "ecart": count.difference}).correct


def engine_score(question: Question) -> None:
    """Calculer la donne: the facts shown, read back and scored, give the accepted numbers."""
    facts: dict[str, Any] = dict(position_of(question))
    seat = {f"J{n + 1}": n for n in range(5)}
    result = score(
        players=facts["players"],
        contract=facts["contract"],
        bouts=facts["bouts"],
        points=facts["points"],
        poignees=[(item["size"], item["camp"]) for item in facts["poignees"]],
        petit_au_bout=facts["petit_au_bout"],
        chelem_announced=facts["chelem_announced"],
        chelem=facts["chelem"],
        taker=seat[facts["taker"]],
        partner=seat.get(facts["partner"] or ""),
    )
    expected: dict[str, JSON] = {"defenseur": result.per_defender, "preneur": result.scores[result.taker]}
    if result.partner is not None:
        expected["partenaire"] = result.scores[result.partner]
    assert question.solution == expected
    assert question.check(expected).correct


def engine_ecart(question: Question) -> None:
    """L'écart: on random picks, the judge data agrees with ``check_ecart``."""
    position = position_of(question)
    players = position["players"]
    assert isinstance(players, int)
    rules = PRESETS[players]
    hand, chien = cards_at(position, "hand"), cards_at(position, "chien")
    cards = hand + chien
    assert (len(hand), len(chien)) == (rules.hand_size, rules.chien_size) and len(set(cards)) == len(cards)
    assert isinstance(question.answer, PickAnswer)
    allowed = [card for card in cards if card.ascii not in question.answer.refused]
    rng = random.Random(question.seed)
    picks = random_picks(rng, cards, allowed, rules.chien_size)
    for pick in [*picks, [parse_card(code) for code in question.answer.picked()]]:
        why = engine_reason(partial(check_ecart, rules, cards, pick))
        verdict = question.check([card.ascii for card in pick])
        assert verdict.correct == (not why), (pick, verdict, why)


def engine_poignee(question: Question) -> None:
    """La poignée: the shown cards pass ``check_poignee`` with the chosen size, no bigger size can
    pass, and random picks are judged as the engine judges them."""
    position = position_of(question)
    players = position["players"]
    assert isinstance(players, int)
    rules = PRESETS[players]
    hand = cards_at(position, "hand")
    assert len(hand) == rules.hand_size == len(set(hand))
    solution: Any = question.solution
    assert isinstance(solution, dict) and isinstance(question.answer, PartsAnswer)
    trumps = sorted((card for card in hand if card.is_trump), reverse=True)
    with_excuse = trumps + [card for card in hand if card.is_excuse]
    chosen = 0 if solution["taille"] == "aucune" else Poignee.parse(str(solution["taille"]))
    bigger = [size for size in Poignee if size > chosen]
    for size in bigger:
        count = rules.poignee_sizes[size - 1]
        for shown in (trumps[:count], with_excuse[-count:]):
            assert engine_reason(partial(check_poignee, rules, hand, shown)) or len(shown) != count
    if solution["taille"] == "aucune":
        return
    shown = [parse_card(code) for code in solution["cartes"]]
    assert check_poignee(rules, hand, shown) == Poignee.parse(solution["taille"])
    pick_answer = question.answer.parts[1].answer
    assert isinstance(pick_answer, PickAnswer)
    rng = random.Random(question.seed)
    for pick in random_picks(rng, hand, with_excuse, len(shown)):
        why = engine_reason(partial(check_poignee, rules, hand, pick))
        assert pick_answer.check([card.ascii for card in pick]).correct == (not why)


def engine_golden_rule(question: Question) -> None:
    """L'annonce interdite: the right option is the bid ``check_bid`` refuses to the dealer."""
    position = position_of(question)
    cards, players, bids = position["cards"], position["players"], position["bids"]
    assert isinstance(cards, int) and isinstance(players, int) and isinstance(bids, list)
    amounts = [item["bid"] for item in bids]
    assert len(amounts) == players - 1 and all(0 <= bid <= cards for bid in amounts)
    assert 1 <= cards <= REFERENCE.start_cards_for(players)
    refused = [
        str(n) for n in range(cards + 1) if engine_reason(partial(check_bid, n, cards, amounts, dealer=True))
    ]
    assert isinstance(question.answer, ChoiceAnswer)
    assert question.answer.correct == (tuple(refused) or ("aucune",))


def engine_lives(question: Question) -> None:
    """Les vies: the bids replayed through a ``Round`` (golden rule checked) and the tricks noted with
    ``settle`` give the engine's lives lost."""
    position = position_of(question)
    players, cards, seats = position["players"], position["cards"], position["seats"]
    assert isinstance(players, int) and isinstance(cards, int) and isinstance(seats, list)
    hands = [AFRICAIN_DECK[seat * cards : (seat + 1) * cards] for seat in range(players)]
    round_ = Round(hands, dealer=players - 1)
    for item in seats:
        round_.bid(item["bid"])
    round_.settle([item["tricks"] for item in seats])
    assert question.solution == {f"J{n + 1}": lost for n, lost in enumerate(round_.lives_lost)}


def engine_blind(question: Question) -> None:
    """La manche sur le front: ``blind_odds`` of a blind ``Round`` holding the seen cards gives the
    fraction; the advised bid is an allowed one with the least chance of losing a life."""
    position = position_of(question)
    players, seen_items, bids = position["players"], position["seen"], position["bids"]
    assert isinstance(players, int) and isinstance(seen_items, list) and isinstance(bids, list)
    seen = [parse_card(item["card"]["code"]) for item in seen_items]
    assert len(seen) == players - 1 == len(set(seen))
    me = int(str(position["seat"])[1:]) - 1
    own = next(card for card in AFRICAIN_DECK if card not in seen)
    hands = [[card] for card in seen]
    hands.insert(me, [own])
    round_ = Round(hands, dealer=players - 1)
    chance = blind_odds(round_, me)
    assert isinstance(question.answer, PartsAnswer)
    tripled = f"{chance.numerator * 3}/{chance.denominator * 3}"
    solution: Any = question.solution
    assert question.check({"chance": tripled, "annonce": solution["annonce"]}).correct
    fraction = question.answer.parts[0].answer
    assert isinstance(fraction, FractionAnswer)
    assert Fraction(fraction.numerator, fraction.denominator) == chance
    for bid in bids:
        round_.bid(bid)
    allowed = round_.legal_bids if position["dealer"] else (0, 1)
    risk = {bid: chance if bid == 0 else 1 - chance for bid in allowed}
    best = tuple(str(bid) for bid in allowed if risk[bid] == min(risk.values()))
    bid_answer = question.answer.parts[1].answer
    assert isinstance(bid_answer, ChoiceAnswer) and bid_answer.correct == best


ENGINE: dict[str, Callable[[Question], None]] = {
    "compter-un-tas": engine_pile,
    "cartes-jouables": engine_legal_cards,
    "qui-remporte-le-pli": engine_trick_winner,
    "contrat-fait": engine_contract,
    "calculer-la-donne": engine_score,
    "ecart": engine_ecart,
    "poignee": engine_poignee,
    "annonce-interdite": engine_golden_rule,
    "les-vies": engine_lives,
    "manche-sur-le-front": engine_blind,
}


def test_every_drill_has_an_independent_engine_check() -> None:
    assert set(ENGINE) == set(DRILLS)


@pytest.mark.parametrize(("slug", "level"), CASES)
def test_questions_are_sound_and_match_the_engine(slug: str, level: Level) -> None:
    drill = DRILLS[slug]
    for seed in range(SEEDS):
        question = drill.generate(seed, level)
        check_sound(question)
        ENGINE[slug](question)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(CASES), st.integers(0, 2**63))
def test_same_seed_same_question(case: tuple[str, Level], seed: int) -> None:
    slug, level = case
    question = DRILLS[slug].generate(seed, level)
    assert question == DRILLS[slug].generate(seed, level)
    assert json.dumps(question.to_json()) == json.dumps(DRILLS[slug].generate(seed, level).to_json())
    check_sound(question)
    ENGINE[slug](question)


@pytest.mark.parametrize(("slug", "level"), CASES)
def test_seeds_give_varied_questions(slug: str, level: Level) -> None:
    prompts = {json.dumps(DRILLS[slug].generate(seed, level).position) for seed in range(20)}
    assert len(prompts) > 10


def test_the_ten_drills_of_the_issue() -> None:
    assert [(slug, drill.game) for slug, drill in DRILLS.items()] == [
        ("compter-un-tas", "tarot"),
        ("cartes-jouables", "tarot"),
        ("qui-remporte-le-pli", "tarot"),
        ("contrat-fait", "tarot"),
        ("calculer-la-donne", "tarot"),
        ("ecart", "tarot"),
        ("poignee", "tarot"),
        ("annonce-interdite", "africain"),
        ("les-vies", "africain"),
        ("manche-sur-le-front", "africain"),
    ]
    assert all(drill.title and drill.slug == slug for slug, drill in DRILLS.items())


@pytest.mark.parametrize("slug", [slug for slug in DRILLS if slug != "compter-un-tas"])
def test_confirme_brings_five_players(slug: str) -> None:
    def players(level: Level) -> set[int]:
        return {position_of(DRILLS[slug].generate(seed, level))["players"] for seed in range(60)}

    assert max(players("debutant")) < 5 == max(players("confirme"))


def test_confirme_piles_are_bigger() -> None:
    def sizes(level: Level) -> list[int]:
        return [
            len(position_of(DRILLS["compter-un-tas"].generate(seed, level))["cards"]) for seed in range(60)
        ]

    assert max(sizes("debutant")) < min(sizes("confirme"))


def test_the_page_judges_as_the_engine(tmp_path: Path) -> None:
    """The page's judge (``judge.js``, under Node) gives the engine's verdict, typeset as the page
    shows it, on every pool question and the answers near its solution; an answer with a part left
    empty is unreadable (not counted), as on the page."""
    answers: list[JSON] = []
    cases: list[JSON] = []
    for slug, level in CASES:
        for data in pool(slug, level)["questions"]:
            question = DRILLS[slug].generate(data["seed"], level)
            assert data["answer"] == for_readers(question.answer.to_json())
            answers.append(data["answer"])
            for answer in nearby(question):
                verdict = question.check(answer)
                expected = {"correct": verdict.correct, "message": typeset(verdict.message)}
                cases.append([len(answers) - 1, answer, {**expected, "unreadable": verdict.unreadable}])
    part_left_empty = [
        case
        for case in cases
        if isinstance(case, list)
        and isinstance(case[1], dict)
        and None in case[1].values()
        and case[2] == {"correct": False, "message": typeset(UNREADABLE), "unreadable": True}
    ]
    assert part_left_empty, "no parts answer with a part left empty"
    path = tmp_path / "judge-cases.json"
    path.write_text(json.dumps({"unreadable": typeset(UNREADABLE), "answers": answers, "cases": cases}))
    node_test("judge.test.mjs", JUDGE_CASES=str(path))


def test_the_pages_levels_are_the_engines() -> None:
    """The level list the pages offer (``levels.js``, for the drills and the practice deals) is the
    engine's: same keys in the same order (the first is the default), each under the engine's name."""
    engine = [[level, LEVEL_NAMES[level].capitalize()] for level in LEVELS]
    node_test("levels.test.mjs", ENGINE_LEVELS=json.dumps(engine))
