"""A registry from step kind to its judge. Each judge asks the engine's public checks about every
action the reader could take, and answers the step's fields for the page."""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatch
from itertools import combinations
from typing import Any

from scripts.hooks.tutorial_kit import html
from scripts.hooks.tutorial_kit.lesson import Lesson, engine_error, labels, text_or
from scripts.hooks.tutorial_kit.questions import answer, breakdown
from scripts.hooks.tutorial_kit.schema import (
    AbidStep,
    AplayStep,
    BidStep,
    CallStep,
    ChoiceStep,
    ChooseStep,
    EcartStep,
    FreeStep,
    InfoStep,
    PlayStep,
    RoundStep,
    Step,
)
from scripts.hooks.tutorial_kit.text import inline_html, normalize, number_text
from tarot_rules.cards import Card, parse_card, parse_cards
from tarot_rules.errors import TarotError
from tarot_rules.fft import check_card, check_ecart, parse_bid, rules_for, trick_winner
from tarot_rules.fft.announcements import check_ecart_card
from tarot_rules.fft.bidding import check_bid, check_call
from tarot_rules.fft.rules import Contract, Rules

OFF_SCRIPT_BID = "Annonce permise, mais pour suivre la manche de l'exemple, choisissez-en une autre. "
OFF_SCRIPT_CARD = "Carte permise, mais pour suivre la manche de l'exemple, jouez-en une autre. "

Fields = dict[str, Any]


@singledispatch
def judge(step: Step, lesson: Lesson, number: int) -> Fields:
    """The page's fields of ``step`` (step number ``number``), every action judged by the engine."""
    raise NotImplementedError(type(step).__name__)


@judge.register
def _(step: InfoStep, lesson: Lesson, number: int) -> Fields:
    zones = lesson.shown(step)
    if step.round_table:
        zones = lesson.round_table(lesson.round, blind=lesson.round.round.is_blind) + zones
    return {"zones": zones}


@judge.register
def _(step: PlayStep, lesson: Lesson, number: int) -> Fields:
    hand, trick = parse_cards(step.hand), parse_cards(step.trick)
    called = parse_card(step.called) if step.called else None
    who = labels(step.trick_by, len(trick), lesson.table[1:])
    zones = [lesson.cards_zone("Pli en cours", trick, who)] if trick else []
    if step.show_called and called is not None:
        zones.append(html.text_zone("Carte appelée", html.paragraph(called.name)))

    def check(card: Card) -> None:
        check_card(hand, trick, card, called=called, first_trick=step.first_trick)

    note = "Cette carte est permise, mais l'étape en demande une autre. " + inline_html(step.hint)
    choices, expected = lesson.card_choices(
        number, step, hand, check=check, expect=step.expect, legal_note=note
    )
    after = {}
    for key in sorted(expected):  # after a good card: the trick with it, and its winner when complete
        played, names = [*trick, parse_card(key)], [*who, lesson.table[0]]
        if len(played) < len(lesson.table):
            after[key] = lesson.cards_zone("Le pli", played, names)
            continue
        winner = trick_winner(played)
        zone = lesson.cards_zone("Le pli", played, names, winner=winner)
        after[key] = zone + html.trick_taken(names[winner], played[winner].the_name)
    return {
        "zones": "".join(zones) + lesson.shown(step),
        "prompt": text_or(step.prompt, "Votre main : jouez une carte"),
        "mark": step.mark_illegal if step.mark_illegal is not None else not step.wrong,
        "choices": choices,
        "after": after,
    }


@judge.register
def _(step: BidStep, lesson: Lesson, number: int) -> Fields:
    highest: Contract | None = None
    said = []
    for entry in step.before:
        name, _, bid = entry.partition(":")
        value = parse_bid(bid.strip())
        if engine_error(check_bid, highest, value) is not None:
            lesson.problem(number, f"enchère précédente impossible : {entry}")
        highest = value if value is not None else highest
        said.append((name.strip(), bid.strip()))
    verdicts = [(option, engine_error(check_bid, highest, parse_bid(option))) for option in step.options]
    expected = lesson.expected_keys(number, step.expect, [key for key, error in verdicts if error is None])
    choices = [
        lesson.choice(
            number,
            step,
            option,
            label=option,
            card=None,
            error=error,
            expected=option in expected,
            legal_note="Enchère permise, mais l'étape en demande une autre.",
        )
        for option, error in verdicts
    ]
    bids = html.text_zone("Enchères déjà faites", html.bids(said)) if said else ""
    return {
        "zones": bids + lesson.shown(step),
        "prompt": text_or(step.prompt, "À vous de parler"),
        "choices": choices,
    }


@judge.register
def _(step: CallStep, lesson: Lesson, number: int) -> Fields:
    hand = parse_cards(step.hand)
    choices, _ = lesson.card_choices(
        number,
        step,
        parse_cards(step.options),
        check=lambda card: check_call(hand, card),
        expect=step.expect,
        legal_note="Appel permis, mais l'étape en demande un autre.",
    )
    return {
        "zones": lesson.cards_zone("Votre main", hand) + lesson.shown(step),
        "prompt": text_or(step.prompt, "Appelez une carte"),
        "mark": step.mark_illegal,
        "choices": choices,
    }


@judge.register
def _(step: EcartStep, lesson: Lesson, number: int) -> Fields:
    chien = parse_cards(step.chien)
    fields = ecart_fields(
        step,
        lesson,
        number,
        rules=rules_for(step.players),
        full=[*parse_cards(step.hand), *chien],
        chien=chien,
    )
    fields["zones"] = (lesson.cards_zone("Le chien", chien) if chien else "") + lesson.shown(step)
    fields["mark"] = step.mark_illegal
    return fields


def ecart_fields(
    step: ChoiceStep, lesson: Lesson, number: int, *, rules: Rules, full: list[Card], chien: Sequence[Card]
) -> Fields:
    """The choices of an écart from ``full`` (the hand with the chien ``chien``): each card judged
    by the engine, and every écart the page would accept checked by the engine too."""
    size = rules.chien_size
    choices = []
    for card in full:
        error = engine_error(check_ecart_card, rules, full, card)
        label = card.name + (" (du chien)" if card in chien else "")
        entry = lesson.choice(
            number,
            step,
            card.notation,
            label=label,
            card=card,
            error=error,
            expected=error is None,
            legal_note="",
        )
        choices.append({**entry, "message": entry["message"] if error is not None else ""})
    sizes = {}
    for count in range(len(full) + 1):
        error = engine_error(check_ecart, rules, full, full[:count]) if count != size else None
        if error is not None:
            sizes[str(count)] = html.escape_message(error.message)
    accepted = [card for card, choice in zip(full, choices, strict=True) if choice["ok"]]
    if len(accepted) < size:
        lesson.problem(number, f"moins de {size} cartes peuvent s'écarter.")
    for ecart in combinations(accepted, size):  # the page accepts any of them: so must the engine
        error = engine_error(check_ecart, rules, full, ecart)
        if error is not None:
            refused = " ".join(card.notation for card in ecart)
            lesson.problem(number, f"l'écart {refused} est refusé : {error.message}")
            break
    return {
        "prompt": text_or(step.prompt, f"Votre main et le chien : choisissez {size} cartes à écarter"),
        "size": size,
        "choices": choices,
        "sizeMessages": sizes,
        "success": inline_html(text_or(step.feedback, "Écart accepté.")),
    }


@judge.register
def _(step: ChooseStep, lesson: Lesson, number: int) -> Fields:
    value, zones, card_options = answer(step.question, lesson)
    if step.answer is not None and normalize(step.answer) != normalize(value):
        lesson.problem(number, f"la réponse écrite est {step.answer!r}, le moteur calcule {value!r}.")
    choices = []
    for option in step.options or card_options:
        key = str(option)
        card = parse_card(key) if key in card_options else None
        right = key == str(value) if card is not None else normalize(option) == normalize(value)
        label = card.name if card is not None else number_text(option) if not isinstance(option, str) else key
        entry: dict[str, Any] = {"id": key, "label": label, "ok": right, "expected": right}
        if card is not None:
            entry["card"] = card.notation
            lesson.use([card])
        if right:
            entry["message"] = inline_html(text_or(step.feedback, "Exact !"))
        else:
            entry["message"] = inline_html(step.feedbacks.get(key, "")) or inline_html(
                text_or(step.wrong_feedback, "Non, ce n'est pas cela.")
            )
        entry["code"] = "" if right else "wrong-answer"
        choices.append(entry)
    if not any(choice["ok"] for choice in choices):
        lesson.problem(number, f"la réponse du moteur ({value!r}) n'est pas parmi les choix.")
    fields: Fields = {
        "zones": zones + lesson.shown(step),
        "prompt": text_or(step.prompt, "Votre réponse"),
        "choices": choices,
        "answer": str(value),
    }
    shown = breakdown(step.question, lesson)
    if shown is not None:
        fields["breakdown"] = shown
    return fields


def _round_step(step: RoundStep, lesson: Lesson, number: int) -> tuple[Fields, str | None, str]:
    """What ``abid`` and ``aplay`` share: the table, what happened since, the scripted action."""
    script = lesson.round
    happened = script.others_until_reader()
    zones = [lesson.round_table(script, blind=script.round.is_blind and isinstance(step, AbidStep))]
    if happened:
        zones.append(html.text_zone("Depuis l'étape précédente", html.log(happened)))
    trick = script.trick_so_far()
    if isinstance(step, AplayStep) and trick:
        names = [script.round.names[event.seat] for event in trick]
        zones.append(lesson.cards_zone("Pli en cours", [event.card for event in trick], names))
    scripted = script.next_action
    expect = str(step.expect if step.expect is not None else scripted)
    if expect != str(scripted):
        lesson.problem(number, f"l'action attendue {expect!r} n'est pas celle du script ({scripted!r}).")
    return {"zones": "".join(zones) + lesson.shown(step), "mark": False}, scripted, expect


@judge.register
def _(step: AbidStep, lesson: Lesson, number: int) -> Fields:
    fields, scripted, expect = _round_step(step, lesson, number)
    script = lesson.round
    if not script.bidding:
        lesson.problem(number, "ce n'est pas le moment d'annoncer.")
    fields["prompt"] = text_or(step.prompt, "Votre annonce")
    fields["choices"] = [
        lesson.choice(
            number,
            step,
            str(amount),
            label=f"{amount} pli" + ("s" if amount > 1 else ""),
            card=None,
            error=engine_error(script.round.check_bid, amount),
            expected=str(amount) == expect,
            legal_note=OFF_SCRIPT_BID + inline_html(step.hint),
        )
        for amount in range(script.round.cards + 1)
    ]
    if scripted is not None:
        error = engine_error(script.apply, scripted)
        if error is not None:
            lesson.problem(number, f"le moteur refuse l'action du script {scripted!r} : {error.message}")
        fields["after"] = {expect: ""}
    return fields


@judge.register
def _(step: AplayStep, lesson: Lesson, number: int) -> Fields:
    fields, scripted, expect = _round_step(step, lesson, number)
    script = lesson.round
    if not script.playing:
        lesson.problem(number, "ce n'est pas le moment de jouer.")
    fields["prompt"] = text_or(step.prompt, "Votre main : jouez une carte")
    blind = script.round.is_blind
    choices = []
    for card in script.round.hand(script.reader):
        entry = lesson.choice(
            number,
            step,
            card.notation,
            label="Votre carte (cachée)" if blind else card.name,
            card=None if blind else card,
            error=engine_error(script.round.check_play, card),
            expected=card.notation == expect,
            legal_note=OFF_SCRIPT_CARD + inline_html(step.hint),
        )
        choices.append({**entry, "hidden": True} if blind else entry)
    fields["choices"] = choices
    if scripted is not None:
        fields["after"] = {expect: _trick_after(lesson, number, scripted)}
    return fields


def _trick_after(lesson: Lesson, number: int, scripted: str) -> str:
    """The reader's scripted card, then the others' until the trick is over: the trick as it ends."""
    script = lesson.round
    try:
        trick = script.finish_trick(scripted)
    except TarotError as caught:
        lesson.problem(number, f"le moteur refuse l'action du script {scripted!r} : {caught.message}")
        return ""
    names = [script.round.names[event.seat] for event in trick]
    cards = [event.card for event in trick]
    winner = trick[-1].trick_winner
    if winner is None:
        return lesson.cards_zone("Le pli", cards, names)
    seats = [event.seat for event in trick]
    zone = lesson.cards_zone("Le pli", cards, names, winner=seats.index(winner))
    return zone + html.trick_taken(script.round.names[winner])


@judge.register
def _(step: FreeStep, lesson: Lesson, number: int) -> Fields:
    if step.position is not None:
        position = step.position
        names = position.names or lesson.table
        hands = [parse_cards(hand) for hand in position.hands]
        cards = [card for hand in hands for card in hand]
        if len(hands) != len(names) or len({len(h) for h in hands}) != 1 or len(set(cards)) != len(cards):
            lesson.problem(
                number, "il faut une main par joueur, toutes de même taille, sans carte en double."
            )
        for who in (position.reader, position.leader):
            if who not in names:
                lesson.problem(number, f"« {who} » n'est pas à la table ({', '.join(names)}).")
        lesson.use(cards)
        spec: dict[str, Any] = {
            "names": list(names),
            "hands": [" ".join(card.notation for card in hand) for hand in hands],
            "reader": position.reader,
            "leader": position.leader,
        }
        free = {"program": "tarot_tricks", "spec": spec}
    elif lesson.tutorial.round is not None:
        lesson.played_out()  # the script itself must be legal
        spec_round = lesson.tutorial.round
        for hand in spec_round.hands:
            lesson.use(parse_cards(hand))
        spec = {
            "hands": list(spec_round.hands),
            "dealer": spec_round.dealer,
            "names": list(spec_round.names),
            "reader": spec_round.reader,
            "script": list(spec_round.actions),
        }
        free = {"program": "africain_round", "spec": spec}
    else:
        lesson.problem(number, "une étape « free » demande [steps.position] ou une manche [round].")
        return {}
    return {"free": free, "zones": lesson.shown(step)}
