"""Every tutorial's scripted path replayed against the engine, independently of the page's data:
each expected action is legal, each deliberate wrong action is refused with the reason the step
states, every answer and final score is the engine's; and the built pages carry that same data."""

from __future__ import annotations

import contextlib
import html
import io
import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from french_typography import map_prose, typeset_html

import tutorials as hook
from tarot_rules.africain import Phase, Round, seed_000_round
from tarot_rules.africain import check_bid as check_africain_bid
from tarot_rules.cards import parse_card, parse_cards
from tarot_rules.errors import IllegalActionError, TarotError
from tarot_rules.fft import FFT4, check_card, check_ecart, legal_cards, parse_bid, rules_for, score
from tarot_rules.fft.bidding import check_bid, check_call
from tarot_rules.fft.tricks import to_mask

ROOT = Path(__file__).resolve().parent.parent
FILES = hook.tutorial_files()
IDS = [path.stem for path in FILES]


def source(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def refusal_code(check: Any, *args: Any, **options: Any) -> str | None:
    try:
        check(*args, **options)
    except TarotError as error:
        return error.code
    return None


def test_at_least_the_eight_tutorials_of_the_issue() -> None:
    assert len(FILES) >= 8
    games = [source(path).get("game") for path in FILES]
    assert games.count("africain") >= 2 and games.count("fft") >= 6


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_the_engine_agrees_with_every_step(path: Path) -> None:
    compiled = hook.compile_tutorial(path)
    assert compiled.problems == []
    assert all(step["goal"] for step in compiled.data["steps"])


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_fft_steps_replayed_with_the_engine(path: Path) -> None:
    for number, step in enumerate(source(path)["steps"], start=1):
        kind = step.get("kind")
        wrong = {w["action"]: w["reason"] for w in step.get("wrong", [])}
        where = f"{path.stem} étape {number}"
        if kind == "play":
            hand, trick = parse_cards(step["hand"]), parse_cards(step.get("trick", ""))
            called = parse_card(step["called"]) if step.get("called") else None
            first = bool(step.get("first_trick"))
            legal = legal_cards(hand, trick, called=called, first_trick=first)
            expected = step["expect"]
            chosen = [expected] if isinstance(expected, str) else expected
            for card in legal if expected == "legal" else parse_cards(" ".join(chosen)):
                assert card in legal, where
            for action, reason in wrong.items():
                code = refusal_code(check_card, hand, trick, action, called=called, first_trick=first)
                assert code == reason, where
        elif kind == "bid":
            highest = None
            for said in step.get("before", []):
                highest = parse_bid(said.partition(":")[2].strip()) or highest
            for action, reason in wrong.items():
                assert refusal_code(check_bid, highest, parse_bid(action)) == reason, where
        elif kind == "call":
            hand = parse_cards(step["hand"])
            for action, reason in wrong.items():
                assert refusal_code(check_call, hand, parse_card(action)) == reason, where
        elif kind == "ecart":
            rules = rules_for(step.get("players", 4))
            full = parse_cards(step["hand"]) + parse_cards(step["chien"])
            plain = [c for c in full if not (c.is_trump or c.is_excuse or c.rank == 14)]
            check_ecart(rules, to_mask(full), to_mask(plain[: rules.chien_size]))  # a legal écart exists
            for action, reason in wrong.items():
                card = parse_card(action)
                ecart = to_mask([card, *[c for c in plain if c is not card][: rules.chien_size - 1]])
                assert refusal_code(check_ecart, rules, to_mask(full), ecart) == reason, where


def test_the_fft_example_ends_at_106_and_318() -> None:
    steps = source(ROOT / "tutorials" / "05-compter.toml")["steps"]
    final = next(step for step in steps if step.get("show_breakdown"))
    breakdown = score(**final["facts"])
    assert (breakdown.per_defender, breakdown.scores[0]) == (106, 318)
    assert final["answer"] == 318
    compiled = hook.get("05-compter")
    shown = next(step for step in compiled.data["steps"] if "breakdown" in step)
    assert shown["breakdown"] == str(breakdown)
    assert "Par défenseur : 66 + 20 + 20 = 106, payés au preneur" in shown["breakdown"]


@pytest.mark.parametrize("path", [p for p in FILES if "round" in source(p)], ids=lambda p: p.stem)
def test_africain_rounds_replayed_with_the_engine(path: Path) -> None:
    data = source(path)
    spec = data["round"]
    reader = spec["names"].index(spec["reader"])
    r = Round([parse_cards(h) for h in spec["hands"]], dealer=spec["dealer"], names=spec["names"])
    wrong_bids = [w for s in data["steps"] if s["kind"] == "abid" for w in s.get("wrong", [])]
    for action in spec["actions"]:
        if r.phase is Phase.BIDDING:
            if r.turn == reader:
                for wrong in wrong_bids:
                    with pytest.raises(IllegalActionError) as refused:
                        r.bid(int(wrong["action"]))
                    assert refused.value.code == wrong["reason"]
            r.bid(int(action))
        else:
            r.play(action)
    assert r.phase is Phase.DONE
    for step in data["steps"]:
        if step.get("question") == "lives":
            assert r.lives_lost[spec["names"].index(step["player"])] == step["answer"]


def test_seed_000_tutorial_is_the_engine_worked_example() -> None:
    spec = source(ROOT / "tutorials" / "07-africain-manche.toml")["round"]
    example = seed_000_round()
    assert spec["names"] == list(example.names)
    mine = Round([parse_cards(h) for h in spec["hands"]], dealer=spec["dealer"], names=spec["names"])
    assert [sorted(h) for h in mine.hands] == [sorted(h) for h in example.hands]
    assert example.lives_lost == (0, 0, 0, 1)


def test_a_contradicted_tutorial_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "99-faux.toml"
    bad.write_text(
        'title = "Faux"\n[[steps]]\nkind = "play"\ngoal = "Jouez."\nhand = "R♥ 5♣"\ntrick = "10♥"\n'
        'expect = "5♣"\n[[steps.wrong]]\naction = "R♥"\nreason = "must-follow"\n'
        '[[steps]]\nkind = "choose"\nquestion = "threshold"\ngoal = "Seuil ?"\nbouts = 2\n'
        "options = [36, 41]\nanswer = 36\n",
        encoding="utf-8",
    )
    problems = hook.compile_tutorial(bad).problems
    assert any("« 5♣ » est refusée" in p for p in problems)
    assert any("« R♥ » est annoncé comme refusé" in p for p in problems)
    assert any("le moteur calcule 41" in p for p in problems)


def test_every_refusal_shown_is_the_engine_message() -> None:
    compiled = hook.get("02-pli")
    first = compiled.data["steps"][0]
    refused = {c["id"]: c for c in first["choices"] if not c["ok"]}
    try:
        check_card("R♥ 3♥ 5♣ 7 14", "10♥", "5♣")
    except IllegalActionError as error:
        assert refused["5♣"]["message"].startswith(error.message)
    assert {c["id"] for c in first["choices"] if c["ok"]} == {"R♥", "3♥"}


def test_engine_messages_need_no_correction() -> None:
    hand = to_mask(parse_cards("Excuse D♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣"))
    with pytest.raises(IllegalActionError, match="l'Excuse est refusée"):
        check_ecart(FFT4, hand, to_mask(parse_cards("Excuse 2♥ 3♥ 4♥ 5♥ 6♥")))
    with pytest.raises(IllegalActionError, match="le total ferait 1 pli,"):
        check_africain_bid(cards=1, bids=[1, 0, 0], dealer=True, amount=0)
    assert parse_cards("D♥")[0].the_name == "la Dame de cœur"


def page_data(site_dir: Path, page: str) -> dict[str, Any]:
    text = (site_dir / "tutoriels" / page.removesuffix(".md") / "index.html").read_text("utf-8")
    match = re.search(r'<template class="tutorial-data" data-search-exclude>(.*?)</template>', text, re.S)
    assert match, page
    return json.loads(html.unescape(match.group(1)))  # type: ignore[no-any-return]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_built_pages_carry_the_engine_data(site_dir: Path, path: Path) -> None:
    compiled = hook.compile_tutorial(path)
    data = page_data(site_dir, compiled.page)
    assert data["steps"] == map_prose(compiled.data["steps"], typeset_html)  # as the typography hook sets it
    assert data["version"] == hook.FORMAT_VERSION


def test_overview_lists_every_tutorial(site_dir: Path) -> None:
    text = (site_dir / "tutoriels" / "index.html").read_text("utf-8")
    for path in FILES:
        assert f'data-tutorial="{path.stem}"' in text


# ----- free play: the very programs the page sends to Pyodide, run here in CPython ----------------


def run_free_step(code: str, mine: list[str], attempt: str | None) -> dict[str, Any]:
    """Run a free step's program as the page does: fill in the reader's actions, read the last line."""
    program = code.replace("__MINE__", json.dumps(mine)).replace(
        "__ATTEMPT__", "None" if attempt is None else json.dumps(attempt)
    )
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(program, "<free step>", "exec"), {"__name__": "__free__"})
    return json.loads(out.getvalue().splitlines()[-1])  # type: ignore[no-any-return]


FREE_STEPS = [
    (path.stem, step)
    for path in FILES
    for step in hook.compile_tutorial(path).data["steps"]
    if step["kind"] == "free"
]


@pytest.mark.parametrize(("ident", "step"), FREE_STEPS, ids=[ident for ident, _ in FREE_STEPS])
def test_free_steps_play_to_the_end_and_refuse_without_changing_anything(
    ident: str, step: dict[str, Any]
) -> None:
    code, cards = step["free"]["code"], hook.get(ident).data["cards"]
    mine: list[str] = []
    view = run_free_step(code, mine, None)
    refusals = 0
    while not view["done"]:
        assert view["options"] and all(o["id"] in cards for o in view["options"] if o.get("card"))
        answers = [(o["id"], run_free_step(code, mine, o["id"])) for o in view["options"]]
        for _, answer in answers:
            if answer["refused"]:
                refusals += 1
                assert answer["mine"] == mine and answer["rows"] == view["rows"]
                assert isinstance(answer["refused"], str) and answer["refused"].endswith(".")
        chosen, view = next((o, answer) for o, answer in answers if not answer["refused"])
        mine = [*mine, chosen]
        assert view["mine"] == mine
    assert refusals > 0, "la position ne montre aucun refus"
    assert view["result"] and view["again"] and view["options"] == []
