"""The rule page behind each refusal and each line of a score, as data (``page.md#section``).

The one place where the engine's rule ids (a refusal's ``code``, a score line's
[ScoreRule][tarot_rules.fft.ScoreRule]) meet the pages. A section is the explicit id of its heading
(``## Le petit au bout {#le-petit-au-bout}``), so that rewording the heading breaks no link; the
practice pages turn a link into the site's address; a test checks that every page and explicit id
exists.

>>> rule_of("must-follow")
'tarot/jeu-de-la-carte.md#ce-que-lon-doit-jouer'
>>> from tarot_rules.fft import score
>>> score_line(score(contract="garde", bouts=2, points=49, petit_au_bout="attaque").lines[2])
{'text': 'Petit au bout (attaque) : 10 × 2 = 20', 'rule': 'tarot/score.md#le-petit-au-bout'}
"""

from __future__ import annotations

from typing import TypedDict

from tarot_app.typography import Prose
from tarot_rules.fft import ScoreLine, ScoreRule

PLAY = "tarot/jeu-de-la-carte.md#ce-que-lon-doit-jouer"
ECART = "tarot/chien-et-ecart.md#faire-lecart-pas-a-pas"
POIGNEE = "tarot/annonces.md#la-poignee"
CHELEM = "tarot/annonces.md#le-chelem"
SHARING = "tarot/score.md#la-repartition-entre-les-joueurs"

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

SCORE_RULES: dict[ScoreRule, str] = {
    "count": "tarot/decompte.md#le-seuil-depend-des-bouts",
    "contract": "tarot/score.md#la-formule",
    "petit-au-bout": "tarot/score.md#le-petit-au-bout",
    "poignee": POIGNEE,
    "chelem": "tarot/score.md#le-chelem-dans-le-score",
    "per-defender": SHARING,
    "misere": "tarot/variantes.md#la-misere",
    "scores": SHARING,
}
"""The rule each line of a score applies, by its rule id."""
AFRICAIN_RULES: dict[str, str] = {
    "golden-rule": "africain/regle-d-or.md#la-regle-dor",
    "bid-out-of-range": "africain/index.md#la-regle-en-bref",
    "excuse-value": "africain/variantes.md#lexcuse-a-22",
}
"""The Tarot africain rule an engine refusal applies."""
GAME_RULE = "tarot/index.md"
AFRICAIN_GAME_RULE = "africain/index.md"


def rule_of(code: str) -> str:
    """The rule page of a refusal ``code`` (the Tarot overview for a code without its own page)."""
    return REFUSAL_RULES.get(code, GAME_RULE)


def africain_rule_of(code: str) -> str:
    """The Tarot africain rule page of a refusal ``code`` (the game's overview by default)."""
    return AFRICAIN_RULES.get(code, AFRICAIN_GAME_RULE)


class RuledLine(TypedDict):
    """A text the pages show with the page of its rule (a score line, a game's end)."""

    text: Prose
    rule: str


class Refusal(TypedDict):
    """The engine's refusal of a reader's action: its French ``message``, its ``code``, its rule's page."""

    message: Prose
    code: str
    rule: str


def score_line(line: ScoreLine) -> RuledLine:
    """One line of a score as the pages show it: its text (`Prose`) and its rule's page."""
    return {"text": Prose(line.text), "rule": SCORE_RULES[line.rule]}
