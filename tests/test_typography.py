"""French typography in everything a reader sees: on every built page (text, titles, navigation,
table of contents, the tutorials' data shown by their script, the search index shown in the results)
and in the engine's answers to the pages (``tarot_app.calls.call``: the texts each function declares
as ``Prose``), never in code, identifiers or the data a page sends back. The rules and their
conventions: ``tarot_app/typography.py``."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from types import UnionType
from typing import get_args, get_origin, get_type_hints, is_typeddict

import pytest
from helpers import link
from hypothesis import given
from hypothesis import strategies as st

from scripts.hooks import french_typography
from scripts.js_strings import site_literals
from tarot_app.calls import FUNCTIONS, call
from tarot_app.drills import DRILLS
from tarot_app.practice.links import AFRICAIN_RULES, REFUSAL_RULES, SCORE_RULES
from tarot_app.typography import Prose, map_prose, typeset
from tarot_rules.cards import DECK
from tarot_rules.errors import TarotError

IDENTIFIERS = st.from_regex(r"\A[A-Za-zé_][A-Za-z0-9_é]*([./:#=@-][A-Za-z0-9_é♥♠♦♣]+)*\Z")
"""Code-like text without spaces: names, paths and anchors, ``carte:Excuse@22``, ``R-RO201206``…"""


@given(st.text(alphabet="ab1 2:;!?«»'-−%,.\u00a0\u202f<>&", max_size=40))
def test_typesetting_twice_changes_nothing_more(text: str) -> None:
    once = typeset(text)
    assert typeset(once) == once


@given(IDENTIFIERS)
def test_code_like_text_is_left_alone(text: str) -> None:
    assert typeset(text) == text


def test_the_engines_identifiers_are_left_alone() -> None:
    links = [*REFUSAL_RULES.values(), *AFRICAIN_RULES.values(), *SCORE_RULES.values()]
    cards = [text for card in DECK for text in (card.ascii, card.notation, f"carte:{card.notation}")]
    identifiers = [*links, *cards, *DRILLS, *FUNCTIONS, "tarot-table/feuille-tarot", "carte:Excuse@22"]
    assert [text for text in identifiers if typeset(text) != text] == []


def leaves(answer: object, path: str = "") -> list[tuple[str, object]]:
    """Every value of an answer that is neither a list nor a mapping, with its path."""
    if isinstance(answer, dict):
        return [leaf for name, item in answer.items() for leaf in leaves(item, f"{path}.{name}")]
    if isinstance(answer, list):
        return [leaf for i, item in enumerate(answer) for leaf in leaves(item, f"{path}[{i}]")]
    return [(path, answer)]


def practice_answers(players: int) -> list[tuple[str, dict[str, object]]]:
    """A practice deal played to its score by the first legal choice, with a refused card and an
    advice on the way (every fourth turn), « Reprendre » and the guess of the hidden cards at the
    eighth, then its review, comparison and analysis."""
    args: dict[str, object] = {"players": players, "donne": 3}
    calls = []
    for turn in range(40):
        answer = FUNCTIONS["practice_play"](args)
        view, game = answer["view"], answer["game"]
        if view["result"]:
            record = view["result"]["record"]
            plan = FUNCTIONS["practice_analyse"]({"record": record, "seat": 1})
            return [
                *calls,
                ("practice_play", args),
                ("practice_review", view["result"]["record"]),
                ("practice_review", {"record": record}),
                ("practice_compare", game),
                ("practice_analyse", {"record": record, "seat": 1}),
                ("practice_analyse", {"record": record, "seat": 1, "move": plan["moves"][0]}),
            ]
        if turn == 8:
            calls += [("practice_undo", game), ("practice_guess", game)]
        refused = [f"carte:{card['card']}" for card in view["hand"] if not card["legal"]]
        if turn % 4 == 0 and refused:
            calls += [("practice_play", args), ("practice_play", {**game, "action": refused[0]})]
            calls.append(("practice_advice", game))
        actions = [o["action"] for o in view["options"]] or [
            f"carte:{c['card']}" for c in view["hand"] if c["legal"]
        ]
        if view["ecart"]:
            actions = ["écart:" + " ".join(view["ecart"]["allowed"][: view["ecart"]["size"]])]
        args = {**game, "action": actions[0]}
    raise AssertionError("the deal did not end")


def africain_answers() -> list[tuple[str, dict[str, object]]]:
    """A Tarot africain practice game's first turns, by the first legal choice, with an advice and a
    refused bid on the way, then « Reprendre »."""
    args: dict[str, object] = {"players": 3, "seed": 2}
    calls: list[tuple[str, dict[str, object]]] = []
    for _ in range(8):
        answer = FUNCTIONS["practice_africain"](args)
        view, game = answer["view"], answer["game"]
        calls += [("practice_africain", args), ("practice_africain_advice", game)]
        if view["bid_choices"]:
            calls.append(("practice_africain", {**game, "action": "annonce:9"}))
        actions = [f"annonce:{n}" for n in view["bid_choices"]] or view["plays"]
        args = {**game, "action": actions[0]}
    return [*calls, ("practice_africain_undo", game)]


SPEC = {"names": ["Vous", "Est"], "reader": "Vous", "leader": "Est", "hands": ["R♥ 5♣", "2♥ 3♣"]}
AFRICAIN_SPEC = {
    "dealer": 3,
    "hands": ["16 8 3", "21 12 5", "14 6 Excuse", "19 10 2"],
    "reader": "Théo",
    "names": ["Léa", "Marc", "Inès", "Théo"],
    "script": ["1", "1", "0", "2", "8", "5", "6", "10", "2", "16", "12", "14", "3", "21", "Excuse", "19"],
}
SHEET = {
    "format": "tarot-table/feuille-tarot",
    "version": 1,
    "players": ["L'Ami", "B", "C"],
    "deals": [{"taker": 1, "contract": "prise", "bouts": 2, "points": "40,5"}, {"passe": True}],
}
LIVES = {
    "format": "tarot-table/feuille-africain",
    "version": 1,
    "players": ["A", "B", "C"],
    "rounds": [{"bids": [1, 0, 2], "tricks": [1, 4, 2]}],
}
CALLS = [
    ("score_deal", {"players": 4, "contract": "garde", "bouts": 2, "points": "49"}),
    ("score_deal", {"players": 4, "contract": "garde", "bouts": 4, "points": 60}),
    ("tarot_sheet", {"format": "tarot-table/feuille-tarot", "version": 1, "players": ["L'Ami", "B", "C"],
                     "deals": [{"taker": 1, "contract": "prise", "bouts": 2, "points": "40,5"}]}),
    ("africain_sheet", {"format": "tarot-table/feuille-africain", "version": 1, "players": ["A", "B", "C"]}),
    ("free_play", {"program": "tarot_tricks", "mine": [], "attempt": "5♣", "spec": SPEC}),
    ("free_play", {"program": "africain_round", "mine": ["2"], "attempt": "3", "spec": AFRICAIN_SPEC}),
    ("tarot_append", {"after": FUNCTIONS["tarot_sheet"](SHEET)["after"],
                      "deal": {"taker": 0, "contract": "garde", "bouts": 1, "points": 60}}),
    ("tarot_csv", SHEET),
    ("tarot_chart", {"players": ["L'Ami", "B", "C"], "totals": [[26, -52, 26], [0, 0, 0]]}),
    ("tarot_season", {"evenings": [{"date": "2026-11-06", "sheet": SHEET}, {"date": None, "sheet": {}}]}),
    ("africain_sheet", LIVES),
    ("africain_csv", LIVES),
    ("share_sheet", SHEET),
    ("open_shared", {"link": link(FUNCTIONS["share_sheet"](SHEET)["sheet"])}),
    *africain_answers(),
    *(("drill_question", {"drill": slug, "level": level, "seed": 7})
      for slug in DRILLS for level in ("debutant", "confirme")),
    *practice_answers(5),
    *practice_answers(4),
]  # fmt: skip


@pytest.mark.parametrize(("fn", "args"), CALLS, ids=[f"{fn}-{i}" for i, (fn, _) in enumerate(CALLS)])
def test_the_engines_answers_are_typeset_and_their_data_kept(fn: str, args: object) -> None:
    """What a page gets: each text the function declares as `Prose` typeset, without a fault, and every
    other value (state sent back, records, codes, links, HTML) exactly as the function made it."""
    answer = call(fn, args)
    if "error" in answer:
        assert answer["error"]["message"] == typeset(error_of(fn, args))
        return
    made, shown = leaves(FUNCTIONS[fn](args)), leaves(answer["result"])
    assert [path for path, _ in shown] == [path for path, _ in made]
    prose = [
        (value, text) for (_, value), (_, text) in zip(made, shown, strict=True) if isinstance(value, Prose)
    ]
    data = [
        (value, kept)
        for (_, value), (_, kept) in zip(made, shown, strict=True)
        if not isinstance(value, Prose)
    ]
    assert [text for value, text in prose if text != typeset(value)] == []
    assert [text for _, text in prose if typeset(str(text)) != text] == []
    assert [(value, kept) for value, kept in data if kept != value or type(kept) is not type(value)] == []


def test_every_function_is_checked() -> None:
    """Each function a page may call is among the answers checked above."""
    assert {fn for fn, _ in CALLS} == set(FUNCTIONS)


def test_every_function_says_what_it_answers() -> None:
    """Each function a page may call is typed to answer a TypedDict (or one of several), whose prose
    fields are `Prose`: mypy then refuses a plain text where a page shows prose."""
    for fn, function in FUNCTIONS.items():
        answer = get_type_hints(function)["return"]
        kinds = get_args(answer) if isinstance(answer, UnionType) else (answer,)
        assert all(is_typeddict(get_origin(kind) or kind) for kind in kinds), (fn, answer)


def test_typesetting_follows_the_declaration_not_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """A field's name says nothing: a `Prose` text is typeset under any key (``code``, ``players``),
    a plain text is data under any key (``prompt``, ``title``)."""
    made = {
        "code": Prose("Qui gagne ?"),
        "players": [Prose("L'Ami"), "L'Ami"],
        "prompt": "carte:R♥ ; enchère:garde",
        "title": {"kind": Prose("Garde : 49 points"), "sheet": "a : b !"},
    }
    monkeypatch.setitem(FUNCTIONS, "declared", lambda args: made)
    assert call("declared", {}) == {
        "result": {
            "code": "Qui gagne\u202f?",
            "players": ["L\u2019Ami", "L'Ami"],
            "prompt": "carte:R♥ ; enchère:garde",
            "title": {"kind": "Garde\u00a0: 49\u00a0points", "sheet": "a : b !"},
        }
    }


def error_of(fn: str, args: object) -> str:
    with pytest.raises(TarotError) as refused:
        FUNCTIONS[fn](args)
    return refused.value.message


PLAIN_FAULT = re.compile(r"(?:^|[^\s\u00a0\u202f]) [:;!?»]|« |(?<=[^\W\d_])'(?=[^\W\d_])|\d [^\W\d_]{2,}")
"""What a plain keyboard leaves in French prose: a space before « : ; ! ? » », after « « », a straight
apostrophe between letters, a plain space between a number and its word."""


def test_the_pages_scripts_write_french_typography() -> None:
    """The words the site's own scripts write (buttons, notices, sheet lines) are typeset in the source."""
    texts = list(site_literals())
    assert len(texts) > 500
    faults = [
        f"{path}:{line}: {text!r}"
        for path, line, text in texts
        if PLAIN_FAULT.search(text) and typeset(text) != text
    ]
    assert faults == []


@pytest.mark.browser
def test_the_table_forms_offer_typeset_labels(site_dir: Path) -> None:
    """The choices the « À la table » forms offer (put in the page at build) read as French too."""
    page = (site_dir / "table" / "feuille-africain" / "index.html").read_text("utf-8")
    facts = re.search(r'<template class="table-facts">(.*?)</template>', page, re.DOTALL)
    assert facts is not None
    texts: list[str] = []

    def collect(text: str) -> str:
        texts.append(text)
        return text

    map_prose(json.loads(html.unescape(facts.group(1))), collect)
    assert len(texts) > 20
    assert [text for text in texts if PLAIN_FAULT.search(text)] == []
    assert "Règle de référence (5\u00a0vies, élimination)" in texts


PLAIN_AFTER_CODE = re.compile(r"[ \t\r\n]*[;:!?](?=\s|$)")
"""The start of a text right after a code element that lacks its no-break space before « ; : ! ? »."""


class _AfterCode(french_typography._Typesetter):
    """Reads a page as the typography hook does (same code, English reference and languages left out)
    and keeps each text that follows a ``code`` element with a plain space, or none, before « ; : ! ? ».
    The hook reads such a text in the context of the prose before the code element, not of the code, so
    its own fault list misses them."""

    def __init__(self) -> None:
        super().__init__()
        self.after_code = False
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.after_code = False
        super().handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        super().handle_endtag(tag)
        if tag == "code" and not self.skipping:
            self.after_code = True

    def handle_data(self, data: str) -> None:
        if self.after_code and not self.skipping:
            if PLAIN_AFTER_CODE.match(data):
                self.found.append(" ".join(data.split())[:80])
            if data.strip():
                self.after_code = False
        super().handle_data(data)

    def handle_entityref(self, name: str) -> None:
        self.after_code = False
        super().handle_entityref(name)

    def handle_charref(self, name: str) -> None:
        self.after_code = False
        super().handle_charref(name)


def plain_space_after_code(source: str) -> list[str]:
    """The texts of an HTML page that follow inline code with a plain space before « ; : ! ? »."""
    parser = _AfterCode()
    parser.feed(source)
    parser.result()
    return parser.found


def test_a_plain_space_after_inline_code_is_seen() -> None:
    """The three faults the pages had, as built; the typeset forms, code blocks and the English
    reference pass."""
    old = [
        "<p>Le moteur enchaîne les manches avec <code>next_cards</code> ; voici les dix premières</p>",
        '<li><a href="api/">Le moteur <code>tarot_rules</code></a> : l’interface Python</li>',
        "<p>signale le cas de l’Excuse par <code>allow_half_point=True</code> :</p>",
        "<p>avec <code>x</code>: oui</p>",
    ]
    assert [len(plain_space_after_code(source)) for source in old] == [1, 1, 1, 1]
    right = [
        "<p>avec <code>next_cards</code>\u202f; voici</p>",
        "<p>avec <code>x</code>&nbsp;: oui, <code>y</code>, puis <code>z</code>.</p>",
        "<pre><code>a = 1</code></pre><p>: rien</p>",
        '<div class="doc"><p>Reads <code>what</code>: a kind</p></div>',
        "<p>l’heure <code>12</code>:30</p>",
    ]
    assert [plain_space_after_code(source) for source in right] == [[]] * len(right)


@pytest.mark.browser
def test_every_page_has_french_typography(site_dir: Path) -> None:
    found = [
        f"{page.relative_to(site_dir)} : {fault}"
        for page in sorted(site_dir.rglob("*.html"))
        for source in [page.read_text("utf-8")]
        for fault in french_typography.faults(source) + plain_space_after_code(source)
    ]
    assert not found, "\n".join(found)


@pytest.mark.browser
def test_the_search_results_have_french_typography(site_dir: Path) -> None:
    index = json.loads((site_dir / "search" / "search_index.json").read_text("utf-8"))
    found = [
        f"{doc['location']} : {fault}"
        for doc in index["docs"]
        for fault in french_typography.faults(doc["title"]) + french_typography.faults(doc["text"])
    ]
    assert not found, "\n".join(found)


@pytest.mark.browser
def test_code_and_attributes_are_left_alone(site_dir: Path) -> None:
    page = (site_dir / "tarot" / "encheres" / "index.html").read_text("utf-8")
    assert "l’attaque" in page and "contrat «\u00a0Pousse\u00a0»" in page
    assert 'style="text-align: left;"' in page
    assert "l'" not in "".join(french_typography.faults(page))
