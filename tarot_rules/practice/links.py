"""The rule page behind each refusal and each line of a score, as data (``page.md#section``).

The practice pages turn a link into the site's address; a test checks that every page and section
exists.

>>> rule_of("must-follow")
'tarot/jeu-de-la-carte.md#ce-que-lon-doit-jouer'
>>> score_line_rule("Petit au bout (attaque) : 10 × 2 = 20")
'tarot/score.md#le-petit-au-bout'
"""

from __future__ import annotations

PLAY = "tarot/jeu-de-la-carte.md#ce-que-lon-doit-jouer"
ECART = "tarot/chien-et-ecart.md#faire-lecart-pas-a-pas"
POIGNEE = "tarot/annonces.md#la-poignee"
CHELEM = "tarot/annonces.md#le-chelem"

REFUSAL_RULES: dict[str, str] = {
    "must-follow": PLAY,
    "must-trump": PLAY,
    "must-play-trump": PLAY,
    "must-overtrump": PLAY,
    "not-in-hand": PLAY,
    "called-suit-lead": "tarot/a-cinq.md#lentame",
    "chelem-excuse-last": CHELEM,
    "chelem-late": CHELEM,
    "must-outbid": "tarot/encheres.md#les-quatre-contrats",
    "bad-call": "tarot/a-cinq.md#lappel-du-roi",
    "ecart-size": ECART,
    "ecart-king-bout": ECART,
    "ecart-trump": ECART,
    "poignee-size": POIGNEE,
    "poignee-not-trump": POIGNEE,
    "poignee-excuse": POIGNEE,
    "poignee-late": POIGNEE,
}
"""The rule an engine refusal (its ``code``) applies."""

SCORE_RULES: tuple[tuple[str, str], ...] = (
    ("Contrat", "tarot/score.md#la-formule"),
    ("Petit au bout", "tarot/score.md#le-petit-au-bout"),
    ("Poignée", POIGNEE),
    ("Chelem", "tarot/score.md#le-chelem-dans-le-score"),
    ("Par défenseur", "tarot/score.md#la-repartition-entre-les-joueurs"),
    ("Misère", "tarot/variantes.md"),
    ("Scores", "tarot/score.md#la-repartition-entre-les-joueurs"),
)
"""The rule of a score line, by how the line starts; any other line is the count."""
AFRICAIN_RULES: dict[str, str] = {
    "golden-rule": "africain/regle-d-or.md#la-regle-dor",
    "bid-out-of-range": "africain/index.md#la-regle-en-bref",
    "excuse-value": "africain/variantes.md#lexcuse-a-22",
}
"""The Tarot africain rule an engine refusal applies."""
COUNT_RULE = "tarot/decompte.md#le-seuil-depend-des-bouts"
GAME_RULE = "tarot/index.md"


def rule_of(code: str) -> str:
    """The rule page of a refusal ``code`` (the Tarot overview for a code without its own page)."""
    return REFUSAL_RULES.get(code, GAME_RULE)


def africain_rule_of(code: str) -> str:
    """The Tarot africain rule page of a refusal ``code`` (the game's overview by default)."""
    return AFRICAIN_RULES.get(code, "africain/index.md")


def score_line_rule(line: str) -> str:
    """The rule page of one line of a [ScoreBreakdown][tarot_rules.fft.ScoreBreakdown]."""
    return next((rule for start, rule in SCORE_RULES if line.startswith(start)), COUNT_RULE)
