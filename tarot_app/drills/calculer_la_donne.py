"""Drill « Calculer la donne »: the facts of a finished deal; what each defender pays and what the
taker (and the partner, at 5) scores.

Position: ``players``, ``contract``, ``bouts``, ``points``, ``taker`` and ``partner`` (seats or
``None``), ``poignees`` (``{"size", "camp"}``), ``petit_au_bout`` (camp or ``None``),
``chelem_announced``, ``chelem`` (camp or ``None``), and ``facts``: the same as French lines.
Answer: ``numbers``: ``defenseur`` (what each defender pays, negative when they receive),
``preneur`` (the taker's score) and, with a partner, ``partenaire``. Débutant: 4 players, Prise or
Garde, now and then a poignée or the petit au bout; confirmé: 3, 4 or 5 players, every contract,
poignées for either camp, chelems.

>>> question = DRILL.generate(3, "debutant")
>>> question.check(question.solution).correct, [field.id for field in question.answer.fields]
(True, ['defenseur', 'preneur'])
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tarot_app.drills.base import JSON, Draft, Drill, Field, NumbersAnswer, Section, json_number
from tarot_app.render import number_text
from tarot_app.typography import prose
from tarot_rules.errors import InvalidFactsError
from tarot_rules.fft import Camp, Contract, Poignee, ScoreBreakdown, score, threshold
from tarot_rules.game import seat_name
from tarot_rules.players import Level

FORMULA = Section("tarot/score.md#la-formule", "La formule")
SHARING = Section("tarot/score.md#la-repartition-entre-les-joueurs", "La répartition entre les joueurs")
CONTRACTS: dict[Level, tuple[Contract, ...]] = {
    "debutant": (Contract.PRISE, Contract.GARDE),
    "confirme": tuple(Contract),
}
CHANCES: dict[Level, tuple[float, float, float]] = {
    "debutant": (0.15, 0.15, 0.0),
    "confirme": (0.35, 0.3, 0.1),
}
"""Chances of a poignée, of the petit au bout and of a chelem (announced or not)."""


@dataclass(frozen=True, slots=True)
class Facts:
    """The facts of a finished deal, as [`score`][tarot_rules.fft.score] takes them."""

    players: int
    contract: Contract
    bouts: int
    points: float
    taker: int
    partner: int | None
    poignees: tuple[tuple[Poignee, Camp], ...]
    petit_au_bout: Camp | None
    chelem_announced: bool
    chelem: Camp | None

    def score(self) -> ScoreBreakdown:
        """The engine's breakdown (``InvalidFactsError`` for facts that cannot happen)."""
        return score(
            players=self.players,
            contract=self.contract,
            bouts=self.bouts,
            points=self.points,
            poignees=self.poignees,
            petit_au_bout=self.petit_au_bout,
            chelem_announced=self.chelem_announced,
            chelem=self.chelem,
            taker=self.taker,
            partner=self.partner,
        )

    def lines(self) -> list[str]:
        """The facts in French, one per line."""
        plural = "s" if self.bouts > 1 else ""
        partner = ""
        if self.players == 5:
            partner = f", appelé {seat_name(self.partner)}" if self.partner is not None else ", seul"
        lines = [
            f"{self.players} joueurs ; preneur {seat_name(self.taker)}{partner} ; contrat : {self.contract}.",
            f"L'attaque a {self.bouts} bout{plural} et {number_text(self.points)} points.",
        ]
        lines += [f"Poignée {size.french} montrée par {camp.the_name}." for size, camp in self.poignees]
        if self.petit_au_bout is not None:
            lines.append(f"Petit au bout pour {self.petit_au_bout.the_name}.")
        if self.chelem_announced:
            lines.append("Chelem annoncé par le preneur.")
        if self.chelem is not None:
            lines.append(f"{self.chelem.the_name.capitalize()} a fait tous les plis (chelem).")
        return lines

    def to_json(self) -> dict[str, JSON]:
        """The facts for the page."""
        return {
            "players": self.players,
            "contract": self.contract.french,
            "bouts": self.bouts,
            "points": json_number(self.points),
            "taker": seat_name(self.taker),
            "partner": seat_name(self.partner) if self.partner is not None else None,
            "poignees": [{"size": size.french, "camp": camp.value} for size, camp in self.poignees],
            "petit_au_bout": self.petit_au_bout.value if self.petit_au_bout is not None else None,
            "chelem_announced": self.chelem_announced,
            "chelem": self.chelem.value if self.chelem is not None else None,
            "facts": list[JSON](prose(self.lines())),
        }


def _points(rng: random.Random, players: int, bouts: int, chelem: Camp | None) -> float:
    if chelem is Camp.ATTAQUE:
        return float(rng.randint(87, 91))
    if chelem is Camp.DEFENSE:
        return float(rng.randint(0, 4))
    points = threshold(bouts) + rng.randint(-20, 20)
    return points + 0.5 if players != 4 and rng.random() < 0.4 else float(points)


def draw_facts(rng: random.Random, level: Level) -> tuple[Facts, ScoreBreakdown]:
    """Facts the engine accepts, and its breakdown."""
    poignee_chance, petit_chance, chelem_chance = CHANCES[level]
    while True:
        players = 4 if level == "debutant" else rng.choice((3, 4, 5))
        taker = rng.randrange(players)
        partner = None
        if players == 5 and rng.random() < 0.85:
            partner = rng.choice([seat for seat in range(players) if seat != taker])
        chelem = rng.choice((Camp.ATTAQUE, Camp.DEFENSE, None)) if rng.random() < chelem_chance else None
        announced = chelem_chance > 0 and rng.random() < (
            0.5 if chelem is Camp.ATTAQUE else chelem_chance / 2
        )
        bouts = 3 if chelem is Camp.ATTAQUE else 0 if chelem is Camp.DEFENSE else rng.randint(0, 3)
        poignees: tuple[tuple[Poignee, Camp], ...] = ()
        if rng.random() < poignee_chance:
            camp = Camp.ATTAQUE if level == "debutant" else rng.choice(tuple(Camp))
            size = Poignee.SIMPLE if level == "debutant" else rng.choice((*Poignee, Poignee.SIMPLE))
            poignees = ((size, camp),)
        petit = rng.choice(tuple(Camp)) if rng.random() < petit_chance else None
        facts = Facts(
            players=players,
            contract=rng.choice(CONTRACTS[level]),
            bouts=bouts,
            points=_points(rng, players, bouts, chelem),
            taker=taker,
            partner=partner,
            poignees=poignees,
            petit_au_bout=petit,
            chelem_announced=announced,
            chelem=chelem,
        )
        try:
            return facts, facts.score()
        except InvalidFactsError:
            continue


def make(rng: random.Random, level: Level) -> Draft:
    """The facts of a deal and the engine's score."""
    facts, result = draw_facts(rng, level)
    paid = result.per_defender
    pays = (
        f"paie {number_text(paid)}"
        if paid >= 0
        else f"reçoit {number_text(-paid)} (il paie {number_text(paid)})"
    )
    fields = [
        Field("defenseur", "Chaque défenseur paie (négatif s'il reçoit)", (result.per_defender,)),
        Field("preneur", f"Le preneur ({seat_name(facts.taker)}) marque", (result.scores[facts.taker],)),
    ]
    if facts.partner is not None:
        fields.append(
            Field(
                "partenaire",
                f"Le partenaire ({seat_name(facts.partner)}) marque",
                (result.scores[facts.partner],),
            )
        )
    scores = [f"chaque défenseur {pays}", f"le preneur marque {number_text(result.scores[facts.taker])}"]
    if facts.partner is not None:
        scores.append(f"le partenaire marque {number_text(result.scores[facts.partner])}")
    expected = ", ".join(scores)
    answer = NumbersAnswer(
        fields=tuple(fields),
        label="Le score de la donne",
        right=f"Exact : {expected}.",
        wrong=f"Non : {expected}.",
    )
    return Draft(
        prompt="Voici la donne. Combien paie chaque défenseur, et combien marque le preneur ?",
        position=facts.to_json(),
        answer=answer,
        correction=str(result),
        section=SHARING if facts.players == 5 else FORMULA,
    )


DRILL = Drill("calculer-la-donne", "Calculer la donne", "tarot", make)
