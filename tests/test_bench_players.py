"""``scripts/bench_players.py --opponent module:Class``: an outside player measured on the same duel
as the project's own figures, and a clear French error for a player that cannot be found."""

from __future__ import annotations

import json

import pytest

from scripts.bench_players import main

RANDOM = "tarot_rules.players.base:RandomPlayer"


def test_opponent_duel_lines(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--opponent", RANDOM, "--opponent-deals", "3", "--budget", "40", "--counts", "3,5"])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    names = [line["name"] for line in lines]
    assert names == [
        "practice.debutant_vs_randomplayer.3p",
        "practice.debutant_vs_randomplayer.5p",
        "practice.confirme_vs_randomplayer.3p",
        "practice.confirme_vs_randomplayer.5p",
    ]
    for line in lines:
        low, high = line["ci95"]
        assert line["n"] == 3 and line["unit"] == "points/deal"
        assert low <= line["value"] <= high


def test_opponent_name_and_level(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--opponent", RANDOM, "--opponent-name", "hasard", "--opponent-deals", "2", "--levels", "debutant"])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["name"] for line in lines] == [f"practice.debutant_vs_hasard.{n}p" for n in (3, 4, 5)]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("tarot_rules.players.base", "--opponent attend module:Classe"),
        ("pas_de_tel_module:Joueur", "le module « pas_de_tel_module » ne s'importe pas"),
        ("tarot_rules.players.base:Inconnu", "n'a pas de classe « Inconnu »"),
        ("tarot_rules.players.base:Decision", "« Decision » n'est pas un joueur"),
    ],
)
def test_bad_opponent(spec: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--opponent", spec])
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err
