"""The judges of the steps that follow a scripted French Tarot deal (``[deal]``): ``dbid``,
``decart``, ``dpoignee``, ``dplay`` and ``dinfo``. Each asks the engine about every action the
reader could take at the deal's current point, then plays the script on."""

from __future__ import annotations

from scripts.hooks.tutorial_kit import html
from scripts.hooks.tutorial_kit.judges import OFF_SCRIPT_CARD, Fields, ecart_fields, judge
from scripts.hooks.tutorial_kit.lesson import Lesson, engine_error, text_or
from scripts.hooks.tutorial_kit.schema import (
    DbidStep,
    DecartStep,
    DinfoStep,
    DplayStep,
    DpoigneeStep,
    Step,
)
from scripts.hooks.tutorial_kit.text import inline_html
from tarot_rules.cards import Card
from tarot_rules.fft import Contract
from tarot_rules.fft.actions import Bid, Discard, Play, ShowPoignee
from tarot_rules.fft.announcements import check_poignee
from tarot_rules.fft.bidding import check_bid
from tarot_rules.fft.state import Phase

OFF_SCRIPT_BID = "Enchère permise, mais pour suivre la donne de l'exemple, choisissez-en une autre. "
POIGNEE_OPTIONS = ("Aucune", "Simple", "Double", "Triple")


def _since(step: Step, lesson: Lesson, happened: list[tuple[str, str]]) -> str:
    """The log of what the others did since the last step, then the step's own zones."""
    log = html.text_zone("Depuis l'étape précédente", html.log(happened)) if happened else ""
    return log + lesson.shown(step)


def _hand_zone(lesson: Lesson) -> str:
    script = lesson.deal
    return lesson.cards_zone("Votre main", script.deal.hand(script.reader))


def _scripted(lesson: Lesson, number: int, kind: type[object]) -> object | None:
    """The script's next action, which must be of ``kind``."""
    action = lesson.deal.next_action
    if not isinstance(action, kind):
        lesson.problem(
            number, f"la donne de l'exemple ne continue pas par {kind.__name__} mais par {action!r}."
        )
        return None
    return action


@judge.register
def _(step: DinfoStep, lesson: Lesson, number: int) -> Fields:
    script = lesson.deal
    happened = script.until_trick(step.until_trick) if step.until_trick else script.others_until_reader()
    zones = _since(step, lesson, happened) + _hand_zone(lesson)
    if step.chien:
        zones += lesson.cards_zone("Le chien", script.deal.chien)
    return {"zones": zones}


@judge.register
def _(step: DbidStep, lesson: Lesson, number: int) -> Fields:
    script = lesson.deal
    happened = script.others_until_reader()
    scripted = _scripted(lesson, number, Bid)
    highest = script.deal.highest
    choices = []
    for contract in (None, *Contract):
        label = "Passe" if contract is None else str(contract)
        choices.append(
            lesson.choice(
                number,
                step,
                label,
                label=label,
                card=None,
                error=engine_error(check_bid, highest, contract),
                expected=isinstance(scripted, Bid) and scripted.contract == contract,
                legal_note=OFF_SCRIPT_BID + inline_html(step.hint),
            )
        )
    fields: Fields = {
        "zones": _since(step, lesson, happened) + _hand_zone(lesson),
        "prompt": text_or(step.prompt, "À vous de parler"),
        "choices": choices,
    }
    if scripted is not None:
        script.apply_next()
    return fields


@judge.register
def _(step: DecartStep, lesson: Lesson, number: int) -> Fields:
    script = lesson.deal
    happened = script.others_until_reader()
    if script.deal.phase is not Phase.ECART or script.deal.to_move != script.reader:
        lesson.problem(number, "ce n'est pas au lecteur de faire l'écart.")
    chien = script.deal.chien
    fields = ecart_fields(
        step, lesson, number, rules=script.deal.rules, full=list(script.deal.hand(script.reader)), chien=chien
    )
    fields["zones"] = _since(step, lesson, happened) + lesson.cards_zone("Le chien", chien)
    fields["mark"] = False
    if _scripted(lesson, number, Discard) is not None:
        script.apply_next()
    return fields


def _poignee_cards(hand: tuple[Card, ...], size: int) -> list[Card]:
    """The ``size`` cards a player would show: its trumps, the Excuse only when short of them."""
    trumps = [card for card in hand if card.is_trump and card.notation != "Excuse"]
    excuse = [card for card in hand if card.notation == "Excuse"]
    return (trumps + excuse)[:size] if len(trumps) < size else trumps[:size]


@judge.register
def _(step: DpoigneeStep, lesson: Lesson, number: int) -> Fields:
    script = lesson.deal
    happened = script.others_until_reader()
    rules = script.deal.rules
    hand = script.deal.hand(script.reader)
    action = script.next_action
    shown = rules.poignee_size(len(action.cards)) if isinstance(action, ShowPoignee) else None
    choices = []
    for option in POIGNEE_OPTIONS:
        size = POIGNEE_OPTIONS.index(option)
        error = (
            None
            if not size
            else engine_error(check_poignee, rules, hand, _poignee_cards(hand, rules.poignee_sizes[size - 1]))
        )
        expected = (0 if shown is None else int(shown)) == size
        choices.append(
            lesson.choice(
                number, step, option, label=option, card=None, error=error, expected=expected, legal_note=""
            )
        )
    if isinstance(action, ShowPoignee):
        script.apply_next()
    return {
        "zones": _since(step, lesson, happened) + _hand_zone(lesson),
        "prompt": text_or(step.prompt, "Quelle poignée montrez-vous ?"),
        "choices": choices,
    }


@judge.register
def _(step: DplayStep, lesson: Lesson, number: int) -> Fields:
    script = lesson.deal
    happened = script.others_until_reader()
    scripted = _scripted(lesson, number, Play)
    names = script.names
    trick = script.trick_so_far()
    zones = _since(step, lesson, happened)
    if trick:
        zones += lesson.cards_zone(
            "Pli en cours", [card for _, card in trick], [names[seat] for seat, _ in trick]
        )
    choices = [
        lesson.choice(
            number,
            step,
            card.notation,
            label=card.name,
            card=card,
            error=engine_error(script.deal.check_play, card),
            expected=isinstance(scripted, Play) and scripted.card == card,
            legal_note=OFF_SCRIPT_CARD + inline_html(step.hint),
        )
        for card in script.deal.hand(script.reader)
    ]
    fields: Fields = {
        "zones": zones,
        "prompt": text_or(step.prompt, "Votre main : jouez une carte"),
        "mark": False,
        "choices": choices,
    }
    if isinstance(scripted, Play):
        played, winner = script.finish_trick()
        seats = [seat for seat, _ in played]
        zone = lesson.cards_zone(
            "Le pli",
            [card for _, card in played],
            [names[seat] for seat in seats],
            winner=seats.index(winner),
        )
        fields["after"] = {scripted.card.notation: zone + html.trick_taken(names[winner])}
    return fields
