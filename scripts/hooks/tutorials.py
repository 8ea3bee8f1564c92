"""MkDocs hook: interactive tutorials compiled at build time from ``tutorials/*.toml``.

Each tutorial is a TOML file (format: ``tutorials/README.md``). At build time this
hook replays every step against ``tarot_rules``: for each card, bid or option the
reader could choose it stores whether the engine accepts it and, if not, the
engine's French refusal; for each question it stores the engine's answer. The
result is a JSON blob embedded in the page, so the page is playable at once,
without Pyodide; ``assets/tutorials/tutorials.js`` only looks answers up.

In a page, the fence ::

    ```tutoriel
    02-pli
    ```

becomes the tutorial, and the line ``{{ sommaire_tutoriels }}`` becomes the list of
every tutorial with the reader's progress. Any inconsistency (an expected card the
engine refuses, a wrong card refused for another reason than the one stated, an
answer the engine does not give) is logged as a warning: ``mkdocs build --strict``
fails. ``tests/test_tutorials.py`` runs the same checks from pytest.
"""

from __future__ import annotations

import html
import json
import logging
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import markdown as md_lib
from tarot_examples import register_fence

from tarot_rules.africain import (
    REFERENCE,
    Phase,
    Round,
    blind_win_probability,
    forbidden_bid,
    format_chance,
)
from tarot_rules.cards import DECK, Card, parse_card, parse_cards, total_half_points
from tarot_rules.errors import TarotError
from tarot_rules.fft import (
    Contract,
    PlayedTrick,
    check_card,
    check_ecart,
    count_camps,
    count_points,
    legal_cards,
    parse_bid,
    rules_for,
    score,
    threshold,
    trick_winner,
)
from tarot_rules.fft.announcements import ecart_candidates
from tarot_rules.fft.bidding import check_bid, check_call
from tarot_rules.fft.tricks import to_mask
from tarot_rules.render import card_html, cards_html, trick_html

log = logging.getLogger("mkdocs.plugins.tutorials")

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS_DIR = ROOT / "tutorials"
FENCE_NAME = "tutoriel"
SUMMARY_MARKER = "{{ sommaire_tutoriels }}"
FORMAT_VERSION = 1
OFF_SCRIPT_BID = "Annonce permise, mais pour suivre la manche de l'exemple, choisissez-en une autre. "


class TutorialError(Exception):
    """A tutorial that the engine contradicts or that cannot be read."""


# ----- text ---------------------------------------------------------------------------------------


_PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*:\s*([^}]*)\}\}")


def _expand(text: str) -> str:
    """Replace engine placeholders: ``{{chance: 17 9 4}}`` → « 4 chances sur 19 (21,1 %) »,
    ``{{points: R♥ 3♥}}`` → « 5 »."""

    def one(match: re.Match[str]) -> str:
        name, argument = match.group(1), match.group(2).strip()
        if name == "chance":
            return format_chance(blind_win_probability(parse_cards(argument)))
        if name == "points":
            return number_text(Fraction(total_half_points(parse_cards(argument)), 2))
        raise TutorialError(f"espace réservé inconnu : {match.group(0)}")

    return _PLACEHOLDER.sub(one, text)


def inline_html(text: str | None) -> str:
    """Author text (Markdown, placeholders) as HTML, without the outer paragraph when single."""
    if not text:
        return ""
    rendered = md_lib.markdown(_expand(text.strip()), extensions=["attr_list"])
    if rendered.count("<p>") == 1 and rendered.startswith("<p>") and rendered.endswith("</p>"):
        rendered = rendered[3:-4]
    return rendered


def number_text(value: float | Fraction | int) -> str:
    """A number the French way: 4,5 ; 106."""
    number = float(value)
    return (f"{number:g}" if number != int(number) else str(int(number))).replace(".", ",")


def normalize(value: object) -> str:
    """Comparable text of an answer: numbers as numbers, text lower case without extra spaces."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int | float | Fraction):
        return number_text(value)
    text = " ".join(str(value).split()).lower()
    try:
        return number_text(float(text.replace(",", ".")))
    except ValueError:
        return text


# ----- cards --------------------------------------------------------------------------------------


def card_face(card: Card) -> str:
    """HTML face of one card, drawn by the shared renderer (``tarot_rules.render``)."""
    return card_html(card)


def refusal(check: Callable[..., object], *args: Any) -> TarotError | None:
    """The engine's refusal of an action (``check`` raises it), or ``None`` when accepted."""
    try:
        check(*args)
    except TarotError as error:
        return error
    return None


def card_key(card: Card) -> str:
    return card.notation


@dataclass
class Compiled:
    """One tutorial ready for the page: its JSON data and what the build found wrong."""

    ident: str
    title: str
    page: str
    summary: str
    data: dict[str, Any]
    problems: list[str] = field(default_factory=list)
    cards: set[str] = field(default_factory=set)


# ----- step compilers -----------------------------------------------------------------------------


def _labels(raw: Any, count: int, default: list[str]) -> list[str]:
    if raw:
        return [str(x) for x in raw]
    return default[-count:] if count else []


class _Builder:
    """Compiles one tutorial's steps; records the cards it uses and the problems it finds."""

    def __init__(self, ident: str, source: dict[str, Any]) -> None:
        self.ident = ident
        self.source = source
        self.problems: list[str] = []
        self.cards: set[str] = set()
        self.table: list[str] = [str(x) for x in source.get("table", ["Vous", "Est", "Nord", "Ouest"])]
        self.round: Any = None
        self.reader = 0
        if "round" in source:
            self.reader = list(source["round"]["names"]).index(source["round"]["reader"])
        self.script: list[str] = []
        self.position = 0

    # -- helpers
    def problem(self, number: int, text: str) -> None:
        self.problems.append(f"{self.ident}, étape {number} : {text}")

    def use(self, cards: tuple[Card, ...] | list[Card]) -> list[str]:
        keys = [card_key(c) for c in cards]
        self.cards.update(keys)
        return keys

    def cards_zone(
        self,
        title: str,
        cards: list[Card],
        labels: list[str] | None = None,
        *,
        hidden: int = 0,
        winner: int | None = None,
    ) -> str:
        """Static HTML drawn by the shared renderer: a titled row of cards, or a trick when
        each card has a label (who played it); ``hidden`` face-down cards are the reader's."""
        self.use(cards)
        if labels:
            drawn = trick_html(cards, players=labels, winner=winner, label=title)
        else:
            drawn = cards_html(cards, label=title)
        if hidden:
            backs = "".join(
                '<li class="tuto-slot"><span class="tuto-card tuto-card--back" role="img" '
                'aria-label="votre carte, cachée"><span class="tuto-back" aria-hidden="true"></span></span>'
                '<span class="tuto-who">Vous</span></li>'
                for _ in range(hidden)
            )
            drawn += f'<ul class="tuto-row" aria-label="Votre carte">{backs}</ul>'
        return f'<div class="tuto-zone">{drawn}</div>'

    def text_zone(self, title: str, body: str) -> str:
        return f'<div class="tuto-zone"><p class="tuto-zone__title">{html.escape(title)}</p>{body}</div>'

    def feedback_for(self, step: dict[str, Any], key: str) -> str:
        feedbacks = step.get("feedbacks", {})
        return inline_html(feedbacks.get(key, ""))

    def wrong_map(self, step: dict[str, Any]) -> dict[str, dict[str, str]]:
        return {str(w["action"]): w for w in step.get("wrong", [])}

    def choice(
        self,
        number: int,
        step: dict[str, Any],
        key: str,
        *,
        label: str,
        card: Card | None,
        error: TarotError | None,
        expected: bool,
        legal_note: str,
    ) -> dict[str, Any]:
        """One choice of the reader, with the engine's verdict and the message to show."""
        wrong = self.wrong_map(step).get(key)
        entry: dict[str, Any] = {"id": key, "label": label, "ok": error is None, "expected": expected}
        if card is not None:
            entry["card"] = card_key(card)
            self.use([card])
        if error is not None:
            entry["code"] = error.code
            message = html.escape(error.message, quote=False)
            extra = inline_html(wrong.get("explain")) if wrong else self.feedback_for(step, key)
            entry["message"] = message + (f" {extra}" if extra else "")
        elif expected:
            entry["message"] = self.feedback_for(step, key) or inline_html(step.get("feedback", "Bravo !"))
        else:
            entry["message"] = self.feedback_for(step, key) or legal_note
        if wrong is not None:
            entry["wrong"] = True
            if error is None:
                self.problem(number, f"« {key} » est annoncé comme refusé, mais le moteur l'accepte.")
            elif error.code != wrong.get("reason"):
                self.problem(
                    number, f"« {key} » est refusé pour « {error.code} », pas « {wrong.get('reason')} »."
                )
        return entry

    def card_choices(
        self,
        number: int,
        step: dict[str, Any],
        cards: tuple[Card, ...],
        check: Callable[[Card], object],
        legal_note: str,
    ) -> list[dict[str, Any]]:
        """A choice per card, judged by ``check`` (which raises the engine's refusal)."""
        verdicts = [(card, refusal(check, card)) for card in cards]
        legal_keys = [card_key(c) for c, error in verdicts if error is None]
        expected = self.expected_keys(step, legal_keys, number)
        return [
            self.choice(
                number,
                step,
                card_key(card),
                label=card.name,
                card=card,
                error=error,
                expected=card_key(card) in expected,
                legal_note=legal_note,
            )
            for card, error in verdicts
        ]

    def expected_keys(self, step: dict[str, Any], legal_keys: list[str], number: int) -> set[str]:
        expect = step.get("expect", "legal")
        if expect == "legal":
            keys = set(legal_keys)
        else:
            keys = {str(x) for x in (expect if isinstance(expect, list) else [expect])}
            for key in keys - set(legal_keys):
                self.problem(number, f"l'action attendue « {key} » est refusée par le moteur.")
        if not keys:
            self.problem(number, "aucune action attendue n'est possible.")
        return keys

    # -- FFT: play a card
    def play(self, number: int, step: dict[str, Any], out: dict[str, Any]) -> None:
        hand = parse_cards(step["hand"])
        trick = parse_cards(step.get("trick", ""))
        called = parse_card(step["called"]) if step.get("called") else None
        first = bool(step.get("first_trick", False))
        legal = legal_cards(hand, trick, called=called, first_trick=first)
        expected = self.expected_keys(step, [card_key(c) for c in legal], number)
        who = _labels(step.get("trick_by"), len(trick), self.table[1:])
        zones = [self.cards_zone("Pli en cours", list(trick), who)] if trick else []
        if step.get("show_called") and called is not None:
            zones.append(self.text_zone("Carte appelée", f"<p>{html.escape(called.name)}</p>"))
        out["zones"] = "".join(zones) + self.extra_zones(step)
        out["prompt"] = step.get("prompt", "Votre main : jouez une carte")
        out["mark"] = bool(step.get("mark_illegal", not step.get("wrong")))
        choices = self.card_choices(
            number,
            step,
            hand,
            lambda card: check_card(hand, trick, card, called=called, first_trick=first),
            "Cette carte est permise, mais l'étape en demande une autre. "
            + inline_html(step.get("hint", "")),
        )
        out["choices"] = choices
        # After a good card: the trick with it, and its winner when complete.
        after = []
        for key in sorted(expected):
            played = [*trick, parse_card(key)]
            labels = [*who, self.table[0]]
            text = ""
            zone = ""
            if len(played) == len(self.table):
                winner = trick_winner(played)
                text = (
                    f"<p>Le pli revient à <strong>{html.escape(labels[winner])}</strong> "
                    f"({html.escape(played[winner].the_name)}).</p>"
                )
                zone = self.cards_zone("Le pli", played, labels, winner=winner)
            else:
                zone = self.cards_zone("Le pli", played, labels)
            after.append((key, zone + text))
        out["after"] = dict(after)

    # -- FFT: bid
    def bid(self, number: int, step: dict[str, Any], out: dict[str, Any]) -> None:
        highest: Contract | None = None
        rows = []
        for entry in step.get("before", []):
            name, _, said = str(entry).partition(":")
            value = parse_bid(said.strip())
            if value is not None:
                if highest is not None and value <= highest:
                    self.problem(number, f"enchère précédente impossible : {entry}")
                highest = value
            rows.append(
                f"<li><strong>{html.escape(name.strip())}</strong> : {html.escape(said.strip())}</li>"
            )
        out["zones"] = (
            self.text_zone("Enchères déjà faites", f'<ul class="tuto-bids">{"".join(rows)}</ul>')
            if rows
            else ""
        ) + self.extra_zones(step)
        options = step.get("options", ["Passe", "Prise", "Garde", "Garde sans", "Garde contre"])
        verdicts = [(str(option), refusal(check_bid, highest, parse_bid(option))) for option in options]
        legal_keys = [option for option, error in verdicts if error is None]
        expected = self.expected_keys(step, legal_keys, number)
        out["prompt"] = step.get("prompt", "À vous de parler")
        out["choices"] = [
            self.choice(
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

    # -- FFT: call a card at five
    def call(self, number: int, step: dict[str, Any], out: dict[str, Any]) -> None:
        hand = parse_cards(step["hand"])
        options = parse_cards(step["options"])
        out["zones"] = self.cards_zone("Votre main", list(hand)) + self.extra_zones(step)
        out["prompt"] = step.get("prompt", "Appelez une carte")
        out["mark"] = bool(step.get("mark_illegal", False))
        out["choices"] = self.card_choices(
            number,
            step,
            options,
            lambda card: check_call(hand, card),
            "Appel permis, mais l'étape en demande un autre.",
        )

    # -- FFT: écart
    def ecart(self, number: int, step: dict[str, Any], out: dict[str, Any]) -> None:
        rules = rules_for(int(step.get("players", 4)))
        hand = parse_cards(step["hand"])
        chien = parse_cards(step.get("chien", ""))
        full = list(hand) + list(chien)
        mask = to_mask(full)
        plain_mask, _ = ecart_candidates(mask)
        plain = [c for c in full if plain_mask >> c.index & 1]
        size = rules.chien_size
        if len(plain) < size:
            self.problem(
                number, "cette étape suppose au moins autant de cartes basses que de cartes à écarter."
            )
        out["zones"] = (self.cards_zone("Le chien", list(chien)) if chien else "") + self.extra_zones(step)
        out["prompt"] = step.get("prompt", f"Votre main et le chien : choisissez {size} cartes à écarter")
        out["size"] = size
        chien_keys = {card_key(c) for c in chien}
        choices = []
        for card in full:
            fillers = [c for c in plain if c is not card][: size - 1]
            error = refusal(check_ecart, rules, mask, to_mask([card, *fillers]))
            entry = self.choice(
                number,
                step,
                card_key(card),
                label=card.name + (" (du chien)" if card_key(card) in chien_keys else ""),
                card=card,
                error=error,
                expected=error is None,
                legal_note="",
            )
            entry["message"] = entry["message"] if error is not None else ""
            choices.append(entry)
        out["choices"] = choices
        out["mark"] = bool(step.get("mark_illegal", False))
        sizes = {}
        for count in range(len(full) + 1):
            if count == size:
                continue
            error = refusal(
                check_ecart, rules, mask, to_mask(plain[:count] if count <= len(plain) else full[:count])
            )
            if error is not None:
                sizes[str(count)] = html.escape(error.message, quote=False)
        out["sizeMessages"] = sizes
        try:
            check_ecart(rules, mask, to_mask(plain[:size]))
        except TarotError as caught:
            self.problem(number, f"aucun écart simple n'est accepté : {caught.message}")
        out["success"] = inline_html(step.get("feedback", "Écart accepté."))

    # -- questions answered by the engine
    def choose(self, number: int, step: dict[str, Any], out: dict[str, Any]) -> None:
        question = step["question"]
        answer, zones, card_options = self.answer(number, step, question)
        if "answer" in step and normalize(step["answer"]) != normalize(answer):
            self.problem(number, f"la réponse écrite est {step['answer']!r}, le moteur calcule {answer!r}.")
        out["zones"] = zones + self.extra_zones(step)
        out["prompt"] = step.get("prompt", "Votre réponse")
        raw_options = step.get("options") or card_options
        choices = []
        found = False
        for option in raw_options:
            card = parse_card(option) if card_options and option in card_options else None
            key = str(option)
            right = normalize(option) == normalize(answer) if card is None else card_key(card) == str(answer)
            found = found or right
            label = (
                card.name
                if card is not None
                else (number_text(option) if isinstance(option, int | float) else key)
            )
            entry: dict[str, Any] = {"id": key, "label": label, "ok": right, "expected": right}
            if card is not None:
                entry["card"] = card_key(card)
                self.use([card])
            entry["message"] = (
                inline_html(step.get("feedback", "Exact !"))
                if right
                else self.feedback_for(step, key)
                or inline_html(step.get("wrong_feedback", "Non, ce n'est pas cela."))
            )
            entry["code"] = "" if right else "wrong-answer"
            choices.append(entry)
        if not found:
            self.problem(number, f"la réponse du moteur ({answer!r}) n'est pas parmi les choix.")
        out["choices"] = choices
        out["answer"] = str(answer)
        if step.get("show_breakdown") and question == "score":
            out["breakdown"] = str(self._score(step))

    def _score(self, step: dict[str, Any]) -> Any:
        facts = dict(step["facts"])
        return score(**facts)

    def answer(self, number: int, step: dict[str, Any], question: str) -> tuple[object, str, list[str]]:
        """The engine's answer to ``question``, the zones to show, and card options if any."""
        if question == "winner":
            trick = parse_cards(step["trick"])
            who = _labels(step.get("trick_by"), len(trick), self.table)
            winner = trick[trick_winner(trick)]
            return card_key(winner), self.cards_zone("Le pli", list(trick), who), [card_key(c) for c in trick]
        if question == "points":
            cards = parse_cards(step["cards"])
            zone = self.cards_zone(step.get("cards_title", "Les cartes"), list(cards))
            return Fraction(total_half_points(cards), 2), zone, []
        if question == "deck_points":
            return Fraction(total_half_points(DECK), 2), "", []
        if question == "threshold":
            return threshold(int(step["bouts"])), "", []
        if question == "count":
            result = count_points(float(step["points"]), int(step["bouts"]))
            word = "réussi" if result.won else "chuté"
            return f"{word} de {result.difference}", "", []
        if question == "score":
            breakdown = self._score(step)
            field_name = step["field"]
            if field_name == "taker":
                return breakdown.scores[breakdown.taker], "", []
            if field_name == "partner":
                return breakdown.scores[breakdown.partner], "", []
            if field_name == "defender":
                defender = next(
                    s for s in range(len(breakdown.scores)) if s not in (breakdown.taker, breakdown.partner)
                )
                return breakdown.scores[defender], "", []
            return abs(getattr(breakdown, field_name)), "", []
        if question == "multiplier":
            return Contract.parse(step["contract"]).multiplier, "", []
        if question == "chien":
            contract = Contract.parse(step["contract"])
            return ("attaque" if contract.chien_to_attack else "défense"), "", []
        if question == "attack_points":
            return self._attack_points(step)
        if question == "lives":
            r = self.full_round()
            seat = r.names.index(step["player"])
            return r.lives_lost[seat], self.round_table(r, final=True), []
        if question == "chance":
            seen = parse_cards(step["seen"])
            return format_chance(blind_win_probability(seen)), "", []
        if question == "forbidden":
            value = forbidden_bid(int(step["cards"]), [int(b) for b in step["bids"]])
            return ("aucune" if value is None else value), "", []
        raise TutorialError(f"{self.ident}, étape {number} : question inconnue « {question} »")

    def _attack_points(self, step: dict[str, Any]) -> tuple[object, str, list[str]]:
        attack = frozenset(int(s) for s in step.get("attack", [0]))
        players = len(self.table)
        tricks = []
        zones = []
        for number, (text, leader) in enumerate(zip(step["tricks"], step["leaders"], strict=True)):
            cards = parse_cards(text)
            seats = tuple((int(leader) + i) % players for i in range(len(cards)))
            winner = seats[trick_winner(cards)]
            tricks.append(PlayedTrick(seats, tuple(c.index for c in cards), winner))
            if number in step.get("show_tricks", range(len(step["tricks"]))):
                labels = [self.table[s] for s in seats]
                title = step.get("trick_titles", [f"Pli {n + 1}" for n in range(len(step["tricks"]))])[number]
                zones.append(
                    self.cards_zone(title, list(cards), labels)
                    + f'<p class="tuto-note">Remporté par {html.escape(self.table[winner])}.</p>'
                )
        counted = count_camps(tricks, attack, 0)
        return Fraction(counted.attack_half_points, 2), "".join(zones), []

    # -- Tarot africain: a scripted round
    def start_round(self) -> None:
        spec = self.source["round"]
        self.round = Round(
            [parse_cards(h) for h in spec["hands"]],
            dealer=int(spec["dealer"]),
            settings=REFERENCE,
            names=spec["names"],
        )
        self.reader = spec["names"].index(spec["reader"])
        self.script = [str(a) for a in spec["actions"]]
        self.position = 0

    def full_round(self) -> Any:
        spec = self.source["round"]
        r = Round(
            [parse_cards(h) for h in spec["hands"]],
            dealer=int(spec["dealer"]),
            settings=REFERENCE,
            names=spec["names"],
        )
        for action in spec["actions"]:
            self._apply(r, str(action))
        return r

    @staticmethod
    def _apply(r: Any, action: str) -> Any:
        if r.phase is Phase.BIDDING:
            return r.bid(int(action))
        return r.play(action)

    def advance_to_reader(self, number: int) -> list[tuple[str, str]]:
        """Play the scripted actions of the others until the reader's turn; what they did."""
        done = []
        r = self.round
        while r.phase is not Phase.DONE and r.turn != self.reader:
            if self.position >= len(self.script):
                self.problem(number, "le script de la manche s'arrête avant le tour du lecteur.")
                break
            action = self.script[self.position]
            bidding = r.phase is Phase.BIDDING
            name = r.names[r.turn]
            event = self._apply(r, action)
            done.append((name, f"annonce {action}" if bidding else f"joue {action}"))
            if not bidding and event.trick_winner is not None:
                done.append(("", f"pli pour {r.names[event.trick_winner]}"))
            self.position += 1
        return done

    def round_table(self, r: Any, *, final: bool = False, blind: bool = False) -> str:
        """The players of the round: bid, tricks won, lives lost at the end, and visible cards."""
        rows = []
        for seat, name in enumerate(r.names):
            bid = r.bid_of(seat)
            mark = " (donneur)" if seat == r.dealer else ""
            you = " — vous" if seat == self.reader else ""
            cells = [
                f'<th scope="row">{html.escape(name)}{mark}{you}</th>',
                f"<td>{'–' if bid is None else bid}</td>",
                f"<td>{r.tricks_won[seat]}</td>",
            ]
            if final:
                cells.append(f"<td>{r.lives_lost[seat]}</td>")
            rows.append(f"<tr>{''.join(cells)}</tr>")
        head = "<th>Joueur</th><th>Annonce</th><th>Plis</th>" + ("<th>Vies perdues</th>" if final else "")
        table = (
            f'<table class="tuto-table"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
        )
        zone = self.text_zone("La table", table)
        if blind:
            others = [s for s in range(r.players) if s != self.reader]
            cards = [r.hand(s)[0] for s in others if r.hand(s)]
            zone += self.cards_zone(
                "Ce que vous voyez", cards, [r.names[s] for s in others if r.hand(s)], hidden=1
            )
        return zone

    def round_step(self, number: int, step: dict[str, Any], out: dict[str, Any], kind: str) -> None:
        if self.round is None:
            self.start_round()
        r = self.round
        happened = self.advance_to_reader(number)
        blind = r.is_blind
        trick = list(r.current_trick)
        trick_names = self._trick_names(r, len(trick))
        zones = [self.round_table(r, blind=blind and kind == "abid")]
        if happened:
            items = "".join(
                f"<li>{'<strong>' + html.escape(n) + '</strong> ' if n else ''}{html.escape(t)}</li>"
                for n, t in happened
            )
            zones.append(self.text_zone("Depuis l'étape précédente", f'<ul class="tuto-log">{items}</ul>'))
        if kind == "aplay" and trick:
            zones.append(self.cards_zone("Pli en cours", trick, trick_names))
        out["zones"] = "".join(zones) + self.extra_zones(step)
        scripted = self.script[self.position] if self.position < len(self.script) else None
        expect = step.get("expect", scripted)
        if str(expect) != str(scripted):
            self.problem(number, f"l'action attendue {expect!r} n'est pas celle du script ({scripted!r}).")
        choices = []
        if kind == "abid":
            if r.phase is not Phase.BIDDING:
                self.problem(number, "ce n'est pas le moment d'annoncer.")
            out["prompt"] = step.get("prompt", "Votre annonce")
            for amount in range(r.cards + 1):
                error = refusal(r.check_bid, amount)
                choices.append(
                    self.choice(
                        number,
                        step,
                        str(amount),
                        label=f"{amount} pli" + ("s" if amount > 1 else ""),
                        card=None,
                        error=error,
                        expected=str(amount) == str(expect),
                        legal_note=OFF_SCRIPT_BID + inline_html(step.get("hint", "")),
                    )
                )
        else:
            if r.phase is not Phase.PLAYING:
                self.problem(number, "ce n'est pas le moment de jouer.")
            out["prompt"] = step.get("prompt", "Votre main : jouez une carte")
            hand = r.hand(self.reader)
            for card in hand:
                error = refusal(r.check_play, card)
                entry = self.choice(
                    number,
                    step,
                    card_key(card),
                    label=card.name if not blind else "Votre carte (cachée)",
                    card=None if blind else card,
                    error=error,
                    expected=card_key(card) == str(expect),
                    legal_note="Carte permise, mais pour suivre la manche de l'exemple, jouez-en une autre. "
                    + inline_html(step.get("hint", "")),
                )
                if blind:
                    entry["hidden"] = True
                choices.append(entry)
        out["choices"] = choices
        out["mark"] = False
        if scripted is not None:
            out["after"] = {str(expect): self.play_on(number, kind, str(scripted), trick, trick_names)}

    def play_on(
        self, number: int, kind: str, scripted: str, trick: list[Card], trick_names: list[str]
    ) -> str:
        """Apply the reader's scripted action, then the rest of the trick; the trick as it ends."""
        r = self.round
        try:
            event = self._apply(r, scripted)
        except TarotError as caught:
            self.problem(number, f"le moteur refuse l'action du script {scripted!r} : {caught.message}")
            return ""
        self.position += 1
        if kind != "aplay":
            return ""
        played = [*trick, parse_card(scripted)]
        names = [*trick_names, r.names[self.reader]]
        winner = event.trick_winner
        while winner is None and self.position < len(self.script):
            name = r.names[r.turn]
            card_text = self.script[self.position]
            event = self._apply(r, card_text)
            self.position += 1
            played.append(parse_card(card_text))
            names.append(name)
            winner = event.trick_winner
        if winner is None:
            return self.cards_zone("Le pli", played, names)
        return self.cards_zone("Le pli", played, names, winner=names.index(r.names[winner])) + (
            f"<p>Le pli revient à <strong>{html.escape(r.names[winner])}</strong>.</p>"
        )

    def free(self, number: int, step: dict[str, Any], out: dict[str, Any]) -> None:
        """Free play, judged by the engine in the browser: the end of a Tarot deal from the step's
        ``[steps.position]``, or the Tarot africain round of ``[round]``. The page gets
        ``{"program", "spec"}`` and calls ``free_play`` of :mod:`tarot_rules.calls` with them."""
        if "position" in step:
            self.free_tricks(number, step["position"], out)
        elif "round" in self.source:
            self.free_round(self.source["round"], out)
        else:
            self.problem(number, "une étape « free » demande [steps.position] ou une manche [round].")
            return
        out["zones"] = self.extra_zones(step)

    def free_round(self, spec: dict[str, Any], out: dict[str, Any]) -> None:
        self.full_round()  # the script itself must be legal
        for hand in spec["hands"]:
            self.use(list(parse_cards(hand)))
        free_spec = {
            "hands": [str(h) for h in spec["hands"]],
            "dealer": int(spec["dealer"]),
            "names": list(spec["names"]),
            "reader": spec["reader"],
            "script": [str(a) for a in spec["actions"]],
        }
        out["free"] = {"program": "africain_round", "spec": free_spec}

    def free_tricks(self, number: int, spec: dict[str, Any], out: dict[str, Any]) -> None:
        names = [str(n) for n in spec.get("names", self.table)]
        hands = [list(parse_cards(h)) for h in spec["hands"]]
        cards = [c for hand in hands for c in hand]
        if len(hands) != len(names) or len({len(h) for h in hands}) != 1 or len(set(cards)) != len(cards):
            self.problem(number, "il faut une main par joueur, toutes de même taille, sans carte en double.")
        for who in (spec["reader"], spec["leader"]):
            if who not in names:
                self.problem(number, f"« {who} » n'est pas à la table ({', '.join(names)}).")
        for hand in hands:
            self.use(hand)
        free_spec = {
            "names": names,
            "hands": [" ".join(c.notation for c in hand) for hand in hands],
            "reader": spec["reader"],
            "leader": spec["leader"],
        }
        out["free"] = {"program": "tarot_tricks", "spec": free_spec}

    def _trick_names(self, r: Any, count: int) -> list[str]:
        if count == 0:
            return []
        seats = [(r.turn - count + i) % r.players for i in range(count)]
        return [r.names[s] for s in seats]

    def extra_zones(self, step: dict[str, Any]) -> str:
        """Optional ``show`` zones of a step: ``[[steps.show]] title = "…" cards = "…"``."""
        zones = []
        for zone in step.get("show", []):
            zones.append(
                self.cards_zone(zone.get("title", ""), list(parse_cards(zone["cards"])), zone.get("labels"))
            )
        return "".join(zones)

    # -- the whole tutorial
    def build(self) -> list[dict[str, Any]]:
        steps = []
        for number, step in enumerate(self.source.get("steps", []), start=1):
            kind = step.get("kind", "info")
            out: dict[str, Any] = {
                "n": number,
                "kind": kind,
                "goal": inline_html(step.get("goal")),
                "text": inline_html(step.get("text")),
                "hint": inline_html(step.get("hint")),
                "success": inline_html(step.get("feedback", "")),
                "zones": "",
            }
            if not step.get("goal"):
                self.problem(number, "chaque étape a une phrase d'objectif (goal).")
            try:
                if kind == "play":
                    self.play(number, step, out)
                elif kind == "bid":
                    self.bid(number, step, out)
                elif kind == "call":
                    self.call(number, step, out)
                elif kind == "ecart":
                    self.ecart(number, step, out)
                elif kind == "choose":
                    self.choose(number, step, out)
                elif kind in ("abid", "aplay"):
                    self.round_step(number, step, out, kind)
                elif kind == "free":
                    self.free(number, step, out)
                elif kind == "info":
                    out["zones"] = self.extra_zones(step)
                    if step.get("round_table"):
                        if self.round is None:
                            self.start_round()
                        out["zones"] = self.round_table(self.round, blind=self.round.is_blind) + out["zones"]
                else:
                    self.problem(number, f"genre d'étape inconnu « {kind} ».")
            except TarotError as error:
                self.problem(number, f"le moteur refuse la position : {error.code} — {error.message}")
            except (KeyError, ValueError) as error:
                self.problem(number, f"champ manquant ou illisible : {error!r}")
            steps.append(out)
        return steps


def compile_tutorial(path: Path) -> Compiled:
    """Read one ``tutorials/*.toml`` and compute every step with the engine."""
    ident = path.stem
    try:
        source = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise TutorialError(f"{path.name} : TOML illisible ({error})") from error
    builder = _Builder(ident, source)
    steps = builder.build()
    cards = {
        key: {"name": parse_card(key).name, "html": card_face(parse_card(key))}
        for key in sorted(builder.cards)
    }
    data = {
        "id": ident,
        "version": FORMAT_VERSION,
        "title": source.get("title", ident),
        "game": source.get("game", "fft"),
        "intro": inline_html(source.get("intro")),
        "end": inline_html(source.get("end", "Tutoriel terminé !")),
        "steps": steps,
        "cards": cards,
    }
    return Compiled(
        ident=ident,
        title=str(source.get("title", ident)),
        page=str(source.get("page", f"{ident}.md")),
        summary=str(source.get("summary", "")),
        data=data,
        problems=builder.problems,
        cards=builder.cards,
    )


def tutorial_files(directory: Path = TUTORIALS_DIR) -> list[Path]:
    """Every tutorial source, in order of their file names."""
    return sorted(directory.glob("*.toml"))


def compile_all(directory: Path = TUTORIALS_DIR) -> list[Compiled]:
    return [compile_tutorial(path) for path in tutorial_files(directory)]


# ----- HTML ---------------------------------------------------------------------------------------


def render_tutorial(compiled: Compiled, next_page: tuple[str, str] | None = None) -> str:
    """The tutorial's container: data for the script, and a static list of the steps."""
    data = dict(compiled.data)
    if next_page is not None:
        data["next"] = {"title": next_page[0], "href": next_page[1]}
    blob = html.escape(json.dumps(data, ensure_ascii=False, separators=(",", ":")), quote=False)
    steps = "".join(f'<li id="apercu-etape-{s["n"]}">{s["goal"]}</li>' for s in compiled.data["steps"])
    return (
        f'<div class="tutorial" data-tutorial="{html.escape(compiled.ident)}">'
        f'<template class="tutorial-data" data-search-exclude>{blob}</template>'
        '<div class="tutorial-static"><p>Les étapes de ce tutoriel '
        "(le tutoriel interactif a besoin de JavaScript) :</p>"
        f"<ol>{steps}</ol></div></div>"
    )


_cache: dict[str, tuple[float, Compiled]] = {}


def get(ident: str) -> Compiled:
    """A compiled tutorial (recompiled when its file changes)."""
    path = TUTORIALS_DIR / f"{ident}.toml"
    if not path.exists():
        raise TutorialError(f"tutoriel inconnu : {ident} (pas de {path.name} dans tutorials/)")
    stamp = path.stat().st_mtime
    cached = _cache.get(ident)
    if cached is None or cached[0] != stamp:
        cached = (stamp, compile_tutorial(path))
        _cache[ident] = cached
    return cached[1]


def _next_of(ident: str) -> tuple[str, str] | None:
    idents = [p.stem for p in tutorial_files()]
    if ident not in idents or idents.index(ident) + 1 >= len(idents):
        return None
    following = get(idents[idents.index(ident) + 1])
    page = following.page.removesuffix(".md")
    return following.title, f"../{page}/"


def format_fence(source: str, language: str, css_class: str, options: Any, md: Any, **kwargs: Any) -> str:
    """Superfences formatter of the ``tutoriel`` fence."""
    ident = source.strip()
    try:
        compiled = get(ident)
    except TutorialError as error:
        log.warning("Tutoriel illisible : %s", error)
        return f"<p>Tutoriel introuvable : {html.escape(ident)}</p>"
    for problem in compiled.problems:
        log.warning("Tutoriel faux : %s", problem)
    return render_tutorial(compiled, _next_of(ident))


def summary_markdown() -> str:
    """The list of every tutorial (Markdown links, checked by MkDocs) with a progress slot."""
    lines = []
    for path in tutorial_files():
        compiled = get(path.stem)
        steps = len(compiled.data["steps"])
        lines.append(
            f"{len(lines) + 1}. [{compiled.title}]({compiled.page}) — {html.escape(compiled.summary)} "
            f'<span class="tuto-progress" data-tutorial="{compiled.ident}" data-steps="{steps}">'
            f"{steps} étapes</span>"
        )
    reset = (
        '\n\n<p class="tuto-reset-all">'
        '<button type="button" class="tuto-button tuto-reset-all__button" hidden>'
        "Effacer ma progression</button></p>\n"
    )
    return "\n".join(lines) + reset


def on_config(config: Any) -> Any:
    """Register the ``tutoriel`` fence with pymdownx.superfences."""
    return register_fence(config, FENCE_NAME, format_fence)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Expand the tutorial summary marker."""
    if SUMMARY_MARKER in markdown:
        markdown = markdown.replace(SUMMARY_MARKER, summary_markdown())
    return markdown
