"""Every tutorial's scripted path replayed against the engine, independently of the page's data:
each expected action is legal, each deliberate wrong action is refused with the reason the step
states, every answer and final score is the engine's; and the built pages carry that same data."""

from __future__ import annotations

import dataclasses
import doctest
import html
import json
import logging
import re
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from scripts.hooks import tutorial_kit
from scripts.hooks import tutorials as hook
from scripts.hooks.french_typography import CODE_KEYS, typeset_html
from scripts.hooks.tutorial_kit import html as tutorial_html
from scripts.hooks.tutorial_kit import schema, scripted_deal, scripted_round, text
from tarot_app.calls import call_json
from tarot_app.typography import map_prose
from tarot_rules.africain import Phase, Round, seed_000_round
from tarot_rules.africain import check_bid as check_africain_bid
from tarot_rules.cards import parse_card, parse_cards
from tarot_rules.errors import IllegalActionError, TarotError
from tarot_rules.fft import (
    FFT4,
    Contract,
    check_card,
    check_ecart,
    legal_cards,
    loads,
    parse_bid,
    replay,
    rules_for,
    score,
)
from tarot_rules.fft.bidding import check_bid, check_call
from tarot_rules.fft.tricks import to_mask

ROOT = Path(__file__).resolve().parent.parent
FILES = tutorial_kit.tutorial_files()
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
    compiled = tutorial_kit.compile_tutorial(path)
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
    compiled = tutorial_kit.get("05-compter")
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
            if r.to_move == reader:
                for wrong in wrong_bids:
                    with pytest.raises(IllegalActionError) as refused:
                        r.bid(int(wrong["action"]))
                    assert refused.value.code == wrong["reason"]
            r.bid(int(action))
        else:
            r.play(action)
    assert r.phase is Phase.FINISHED
    for step in data["steps"]:
        if step.get("question") == "lives":
            assert r.lives_lost[spec["names"].index(step["player"])] == step["answer"]


def test_the_whole_deal_is_a_real_deal_with_every_stage_of_the_issue() -> None:
    """Tutorial 9 walks a deal the engine replays: a Garde by the reader, an écart, a poignée, the
    Petit au bout on the last trick, and the score its last step asks for."""
    record = loads((ROOT / "tutorials" / "09-donne-complete.json").read_text(encoding="utf-8"))
    deal = replay(record)
    breakdown = deal.score()
    assert (deal.taker, deal.highest, len(deal.tricks)) == (0, Contract.GARDE, 18)
    assert [shown.seat for shown in deal.poignees] == [0] and deal.ecart
    assert deal.tricks[-1].winner == 0 and deal.tricks[-1].cards[0] == parse_card("1").index
    assert breakdown.petit_au_bout_value > 0 and breakdown.poignee_value > 0
    steps = source(ROOT / "tutorials" / "09-donne-complete.toml")["steps"]
    assert {step["kind"] for step in steps} >= {"dbid", "decart", "dpoignee", "dplay", "choose"}
    assert steps[-1]["answer"] == breakdown.scores[0]
    compiled = tutorial_kit.get("09-donne-complete")
    assert compiled.data["steps"][-1]["breakdown"] == str(breakdown)
    assert "S'entraîner" in compiled.data["end"]


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
    problems = tutorial_kit.compile_tutorial(bad).problems
    assert any("« 5♣ » est refusée" in p for p in problems)
    assert any("« R♥ » est annoncé comme refusé" in p for p in problems)
    assert any("le moteur calcule 41" in p for p in problems)


def test_an_ecart_the_page_would_accept_and_the_engine_refuses_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "99-ecart.toml"
    bad.write_text(
        'title = "Écart"\n[[steps]]\nkind = "ecart"\ngoal = "Écartez."\n'
        'hand = "R♥ 2♥ 5 6 7 1"\nplayers = 5\n',
        encoding="utf-8",
    )
    problems = tutorial_kit.compile_tutorial(bad).problems
    assert problems == [
        "99-ecart, étape 1 : l'écart 5 6 7 est refusé : "
        "Vous ne pouvez écarter que 2 atout(s), faute d'autres cartes."
    ]


BAD_FILES = {
    "clé inconnue « trik »": 'kind = "play"\ngoal = "Jouez."\nhand = "R♥ 5♣"\ntrik = "10♥"\n',
    "clé manquante « hand »": 'kind = "play"\ngoal = "Jouez."\ntrick = "10♥"\n',
    "« players » doit être un nombre entier": 'kind = "ecart"\ngoal = "Écartez."\nhand = "R♥"\nplayers = "4"',
    "clé inconnue « bout »": 'kind = "choose"\ngoal = "Seuil ?"\nquestion = "threshold"\nbout = 2\n',
    "genre d'étape inconnu « jouer »": 'kind = "jouer"\ngoal = "Jouez."\n',
}


@pytest.mark.parametrize("message", BAD_FILES)
def test_a_file_off_the_schema_fails_the_build_naming_the_file_and_the_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, message: str
) -> None:
    bad = tmp_path / "99-faux.toml"
    first = '[[steps]]\nkind = "info"\ngoal = "Lisez."\n'
    bad.write_text(f'title = "Faux"\n{first}[[steps]]\n{BAD_FILES[message]}', encoding="utf-8")
    with pytest.raises(tutorial_kit.TutorialError, match=f"^99-faux.toml, étape 2 : {message}"):
        tutorial_kit.compile_tutorial(bad)
    monkeypatch.setattr(tutorial_kit, "TUTORIALS_DIR", tmp_path)
    with caplog.at_level(logging.WARNING, logger=hook.log.name):
        shown = hook.format_fence("99-faux", "tutoriel", "tutoriel", {}, None)
    assert shown == "<p>Tutoriel introuvable : 99-faux</p>"
    assert [r.levelname for r in caplog.records] == ["WARNING"]  # mkdocs build --strict stops on it
    assert f"99-faux.toml, étape 2 : {message}" in caplog.text


def test_the_readme_documents_every_key_of_the_schema() -> None:
    readme = (ROOT / "tutorials" / "README.md").read_text(encoding="utf-8")
    parts = [schema.Tutorial, schema.RoundSpec, schema.DealSpec, schema.Position, schema.Show, schema.Wrong]
    for part in [*parts, *schema.STEP_KINDS.values(), *schema.QUESTIONS.values()]:
        for key in dataclasses.fields(part):
            spelled = (f"`{key.name}", f"\n{key.name} = ", f"[{key.name}]", f"steps.{key.name}]")
            assert any(text in readme for text in spelled), (part.__name__, key.name)
    for name in [*schema.STEP_KINDS, *schema.QUESTIONS]:
        assert f"`{name}`" in readme, name


@pytest.mark.parametrize(
    "module", [schema, text, tutorial_html, scripted_round, scripted_deal], ids=lambda m: m.__name__
)
def test_the_examples_of_the_tutorial_kit(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted and not result.failed


def test_every_refusal_shown_is_the_engine_message() -> None:
    compiled = tutorial_kit.get("02-pli")
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


@pytest.mark.browser
@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_built_pages_carry_the_engine_data(site_dir: Path, path: Path) -> None:
    compiled = tutorial_kit.compile_tutorial(path)
    data = page_data(site_dir, compiled.page)
    assert data["steps"] == map_prose(compiled.data["steps"], typeset_html, CODE_KEYS)  # as the hook sets it
    assert data["version"] == tutorial_kit.FORMAT_VERSION


@pytest.mark.browser
def test_overview_lists_every_tutorial(site_dir: Path) -> None:
    text = (site_dir / "tutoriels" / "index.html").read_text("utf-8")
    for path in FILES:
        assert f'data-tutorial="{path.stem}"' in text


# ----- free play: the very call the page makes to the engine worker, made here in CPython ---------


def run_free_step(free: dict[str, Any], mine: list[str], attempt: str | None) -> dict[str, Any]:
    """Call the engine as the page does: the step's program and position, the reader's actions."""
    answer = json.loads(call_json("free_play", json.dumps({**free, "mine": mine, "attempt": attempt})))
    return answer["result"]  # type: ignore[no-any-return]


FREE_STEPS = [
    (path.stem, step)
    for path in FILES
    for step in tutorial_kit.compile_tutorial(path).data["steps"]
    if step["kind"] == "free"
]


@pytest.mark.parametrize(("ident", "step"), FREE_STEPS, ids=[ident for ident, _ in FREE_STEPS])
def test_free_steps_play_to_the_end_and_refuse_without_changing_anything(
    ident: str, step: dict[str, Any]
) -> None:
    assert set(step["free"]) == {"program", "spec"}, "the page gets a program's name and its data, no code"
    free, cards = step["free"], tutorial_kit.get(ident).data["cards"]
    mine: list[str] = []
    view = run_free_step(free, mine, None)
    refusals = 0
    while not view["done"]:
        assert view["options"] and all(o["id"] in cards for o in view["options"] if o.get("card"))
        answers = [(o["id"], run_free_step(free, mine, o["id"])) for o in view["options"]]
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
