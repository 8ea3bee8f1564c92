"""The engine's answer to each question of a ``choose`` step: a registry from question to answer.

Each answer is ``(value, zones, card_options)``: the value the reader must pick, the zones that
show the question's cards, and the options when they are cards (the trick of ``winner``).
"""

from __future__ import annotations

from fractions import Fraction
from functools import singledispatch

from scripts.hooks.tutorial_kit import html
from scripts.hooks.tutorial_kit.lesson import Lesson, labels
from scripts.hooks.tutorial_kit.schema import (
    AttackPoints,
    Chance,
    Chien,
    Count,
    DealResult,
    DeckPoints,
    Forbidden,
    Lives,
    Multiplier,
    Points,
    Question,
    Score,
    Threshold,
    Winner,
)
from scripts.hooks.tutorial_kit.text import TutorialError
from tarot_rules.africain import blind_win_probability, forbidden_bid, format_chance
from tarot_rules.cards import DECK, parse_cards, total_half_points
from tarot_rules.fft import (
    Contract,
    PlayedTrick,
    ScoreBreakdown,
    count_camps,
    count_points,
    score,
    threshold,
    trick_winner,
)

Answer = tuple[object, str, list[str]]


@singledispatch
def answer(question: Question, lesson: Lesson) -> Answer:
    """The engine's answer to ``question``."""
    raise NotImplementedError(type(question).__name__)


@answer.register
def _(question: Winner, lesson: Lesson) -> Answer:
    trick = parse_cards(question.trick)
    zone = lesson.cards_zone("Le pli", trick, labels(question.trick_by, len(trick), lesson.table))
    return trick[trick_winner(trick)].notation, zone, [card.notation for card in trick]


@answer.register
def _(question: Points, lesson: Lesson) -> Answer:
    cards = parse_cards(question.cards)
    return Fraction(total_half_points(cards), 2), lesson.cards_zone(question.cards_title, cards), []


@answer.register
def _(question: DeckPoints, lesson: Lesson) -> Answer:
    return Fraction(total_half_points(DECK), 2), "", []


@answer.register
def _(question: Threshold, lesson: Lesson) -> Answer:
    return threshold(question.bouts), "", []


def _result(points: float, bouts: int) -> str:
    counted = count_points(points, bouts)
    return f"{'réussi' if counted.won else 'chuté'} de {counted.difference}"


@answer.register
def _(question: Count, lesson: Lesson) -> Answer:
    return _result(float(question.points), question.bouts), "", []


def _score_field(breakdown: ScoreBreakdown, name: str) -> int:
    """A seat's score (``taker``, ``partner``, ``defender``) or a field of ``breakdown``."""
    players = range(len(breakdown.scores))
    seats = {
        "taker": breakdown.taker,
        "partner": breakdown.partner,
        "defender": next(seat for seat in players if seat not in (breakdown.taker, breakdown.partner)),
    }
    if name in seats:
        seat = seats[name]
        if seat is None:
            raise TutorialError("cette donne n'a pas de partenaire.")
        return breakdown.scores[seat]
    value = getattr(breakdown, name, None)
    if not isinstance(value, int):
        raise TutorialError(f"le score n'a pas de champ « {name} ».")
    return abs(value)


@answer.register
def _(question: Score, lesson: Lesson) -> Answer:
    return _score_field(score(**question.facts), question.field), "", []


@answer.register
def _(question: DealResult, lesson: Lesson) -> Answer:
    played = lesson.fresh_deal().played_out()
    counted = played.count()
    points = Fraction(counted.attack_half_points, 2)
    facts: dict[str, object] = {
        "points": points,
        "bouts": counted.attack_bouts,
        "result": _result(float(points), counted.attack_bouts),
    }
    if question.field in facts:
        return facts[question.field], "", []
    return _score_field(played.score(), question.field), "", []


def breakdown(question: Question, lesson: Lesson) -> str | None:
    """The engine's score breakdown a question asks to show, if any."""
    if isinstance(question, Score) and question.show_breakdown:
        return str(score(**question.facts))
    if isinstance(question, DealResult) and question.show_breakdown:
        return str(lesson.fresh_deal().played_out().score())
    return None


@answer.register
def _(question: Multiplier, lesson: Lesson) -> Answer:
    return Contract.parse(question.contract).multiplier, "", []


@answer.register
def _(question: Chien, lesson: Lesson) -> Answer:
    return ("attaque" if Contract.parse(question.contract).chien_to_attack else "défense"), "", []


@answer.register
def _(question: AttackPoints, lesson: Lesson) -> Answer:
    players = len(lesson.table)
    shown = question.show_tricks if question.show_tricks is not None else range(len(question.tricks))
    titles = question.trick_titles or [f"Pli {n + 1}" for n in range(len(question.tricks))]
    tricks = []
    zones = []
    for number, (text, leader) in enumerate(zip(question.tricks, question.leaders, strict=True)):
        cards = parse_cards(text)
        seats = tuple((leader + i) % players for i in range(len(cards)))
        winner = seats[trick_winner(cards)]
        tricks.append(PlayedTrick(seats, tuple(card.index for card in cards), winner))
        if number in shown:
            zone = lesson.cards_zone(titles[number], cards, [lesson.table[seat] for seat in seats])
            zones.append(zone + html.won_by(lesson.table[winner]))
    counted = count_camps(tricks, frozenset(question.attack), 0)
    return Fraction(counted.attack_half_points, 2), "".join(zones), []


@answer.register
def _(question: Lives, lesson: Lesson) -> Answer:
    script = lesson.played_out()
    seat = script.round.names.index(question.player)
    return script.round.lives_lost[seat], lesson.round_table(script, final=True), []


@answer.register
def _(question: Chance, lesson: Lesson) -> Answer:
    return format_chance(blind_win_probability(parse_cards(question.seen))), "", []


@answer.register
def _(question: Forbidden, lesson: Lesson) -> Answer:
    value = forbidden_bid(question.cards, question.bids)
    return ("aucune" if value is None else value), "", []
