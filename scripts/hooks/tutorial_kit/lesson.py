"""One tutorial being compiled: what its steps share (the table, the cards drawn, the problems
found, the Tarot africain round) and how a reader's choice is written for the page."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scripts.hooks.tutorial_kit import html as tutorial_html
from scripts.hooks.tutorial_kit.schema import ChoiceStep, DealSpec, RoundSpec, Step, Tutorial
from scripts.hooks.tutorial_kit.scripted_deal import ScriptedDeal
from scripts.hooks.tutorial_kit.scripted_round import ScriptedRound
from scripts.hooks.tutorial_kit.text import TutorialError, inline_html
from tarot_rules.africain import Round
from tarot_rules.cards import Card, parse_cards
from tarot_rules.errors import TarotError
from tarot_rules.fft import loads


def engine_error(check: Callable[..., object], *args: Any) -> TarotError | None:
    """The engine's refusal of an action (``check`` raises it), or ``None`` when accepted."""
    try:
        check(*args)
    except TarotError as error:
        return error
    return None


def text_or(value: str | None, default: str) -> str:
    """``value``, or ``default`` when the file does not give it."""
    return default if value is None else value


def labels(given: list[str] | None, count: int, default: Sequence[str]) -> list[str]:
    """Who played the ``count`` cards of a trick: ``given``, else the last of ``default``."""
    if given:
        return list(given)
    return list(default[-count:]) if count else []


@dataclass
class Lesson:
    """A tutorial being compiled: its source, the cards it draws and the problems it finds."""

    ident: str
    tutorial: Tutorial
    directory: Path = Path()
    problems: list[str] = field(default_factory=list)
    cards: set[str] = field(default_factory=set)
    _round: ScriptedRound | None = None
    _deal: ScriptedDeal | None = None

    @property
    def table(self) -> list[str]:
        return self.tutorial.table

    def problem(self, number: int, text: str) -> None:
        self.problems.append(f"{self.ident}, étape {number} : {text}")

    def use(self, cards: Sequence[Card]) -> None:
        self.cards.update(card.notation for card in cards)

    # ----- the Tarot africain round
    def _spec(self) -> RoundSpec:
        if self.tutorial.round is None:
            raise TutorialError("cette étape demande une manche [round] dans le fichier.")
        return self.tutorial.round

    @property
    def round(self) -> ScriptedRound:
        """The file's round, as the steps have played it so far."""
        if self._round is None:
            self._round = ScriptedRound(self._spec())
        return self._round

    def played_out(self) -> ScriptedRound:
        """A fresh copy of the file's round, played to its end by the script."""
        script = ScriptedRound(self._spec())
        script.played_out()
        return script

    def round_table(self, script: ScriptedRound, *, final: bool = False, blind: bool = False) -> str:
        """The players of the round: bid, tricks won, lives lost at the end, and visible cards."""
        r: Round = script.round
        rows = [
            tutorial_html.TableRow(
                name=name,
                dealer=seat == r.dealer,
                reader=seat == script.reader,
                bid=r.bid_of(seat),
                tricks=r.tricks_won[seat],
                lives=r.lives_lost[seat],
            )
            for seat, name in enumerate(r.names)
        ]
        zone = tutorial_html.text_zone("La table", tutorial_html.round_table(rows, final=final))
        if blind:
            others = [seat for seat in range(r.players) if seat != script.reader and r.hand(seat)]
            seen = [r.hand(seat)[0] for seat in others]
            zone += self.cards_zone("Ce que vous voyez", seen, [r.names[seat] for seat in others], hidden=1)
        return zone

    # ----- the French Tarot deal
    def _deal_spec(self) -> DealSpec:
        if self.tutorial.deal is None:
            raise TutorialError("cette étape demande une donne [deal] dans le fichier.")
        return self.tutorial.deal

    def fresh_deal(self) -> ScriptedDeal:
        """The file's deal, as dealt (the record is read and replayed by the engine)."""
        spec = self._deal_spec()
        path = self.directory / spec.record
        if not path.is_file():
            raise TutorialError(f"la donne {spec.record} est introuvable dans {self.directory.name}/.")
        return ScriptedDeal(loads(path.read_text(encoding="utf-8")), self.table, spec.reader)

    @property
    def deal(self) -> ScriptedDeal:
        """The file's deal, as the steps have played it so far."""
        if self._deal is None:
            self._deal = self.fresh_deal()
        return self._deal

    # ----- zones
    def cards_zone(
        self,
        title: str,
        cards: Sequence[Card],
        who: Sequence[str] | None = None,
        *,
        hidden: int = 0,
        winner: int | None = None,
    ) -> str:
        self.use(cards)
        return tutorial_html.cards_zone(title, cards, who, hidden=hidden, winner=winner)

    def shown(self, step: Step) -> str:
        """The step's ``[[steps.show]]`` zones."""
        return "".join(
            self.cards_zone(show.title, parse_cards(show.cards), show.labels) for show in step.show
        )

    # ----- the reader's choices
    def expected_keys(self, number: int, expect: str | list[str], legal_keys: list[str]) -> set[str]:
        """The actions the step expects (``"legal"``: every one the engine accepts)."""
        if expect == "legal":
            keys = set(legal_keys)
        else:
            keys = set(expect) if isinstance(expect, list) else {expect}
            for key in sorted(keys - set(legal_keys)):
                self.problem(number, f"l'action attendue « {key} » est refusée par le moteur.")
        if not keys:
            self.problem(number, "aucune action attendue n'est possible.")
        return keys

    def choice(
        self,
        number: int,
        step: ChoiceStep,
        key: str,
        *,
        label: str,
        card: Card | None,
        error: TarotError | None,
        expected: bool,
        legal_note: str,
    ) -> dict[str, Any]:
        """One choice of the reader, with the engine's verdict and the message to show."""
        wrong = next((w for w in step.wrong if w.action == key), None)
        entry: dict[str, Any] = {"id": key, "label": label, "ok": error is None, "expected": expected}
        if card is not None:
            entry["card"] = card.notation
            self.use([card])
        own = inline_html(step.feedbacks.get(key, ""))
        if error is not None:
            entry["code"] = error.code
            extra = inline_html(wrong.explain) if wrong else own
            entry["message"] = tutorial_html.escape_message(error.message) + (f" {extra}" if extra else "")
        elif expected:
            entry["message"] = own or inline_html(text_or(step.feedback, "Bravo !"))
        else:
            entry["message"] = own or legal_note
        if wrong is not None:
            entry["wrong"] = True
            if error is None:
                self.problem(number, f"« {key} » est annoncé comme refusé, mais le moteur l'accepte.")
            elif error.code != wrong.reason:
                self.problem(number, f"« {key} » est refusé pour « {error.code} », pas « {wrong.reason} ».")
        return entry

    def card_choices(
        self,
        number: int,
        step: ChoiceStep,
        cards: Sequence[Card],
        *,
        check: Callable[[Card], object],
        expect: str | list[str],
        legal_note: str,
    ) -> tuple[list[dict[str, Any]], set[str]]:
        """A choice per card, judged by ``check`` (which raises the engine's refusal), and the
        cards expected."""
        verdicts = [(card, engine_error(check, card)) for card in cards]
        legal = [card.notation for card, error in verdicts if error is None]
        expected = self.expected_keys(number, expect, legal)
        choices = [
            self.choice(
                number,
                step,
                card.notation,
                label=card.name,
                card=card,
                error=error,
                expected=card.notation in expected,
                legal_note=legal_note,
            )
            for card, error in verdicts
        ]
        return choices, expected
