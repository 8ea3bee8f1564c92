"""Scoring: a pure function from the facts of a finished deal to a breakdown.

The FFT example (Garde, 2 bouts, 49 points, simple poignée, petit au bout by the attack):

>>> print(score(players=4, contract="garde", bouts=2, points=49, poignees=["simple"], petit_au_bout="attaque"))
Garde réussie : 49 points avec 2 bouts, il en fallait 41 (écart 8)
Contrat : (25 + 8) × 2 = 66
Petit au bout (attaque) : 10 × 2 = 20
Poignée simple (attaque) : 20
Par défenseur : 66 + 20 + 20 = 106, payés au preneur
Scores : J1 (preneur) +318, J2 −106, J3 −106, J4 −106
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from tarot_rules.errors import InvalidFactsError
from tarot_rules.fft.counting import Count, count_points
from tarot_rules.fft.rules import Camp, Contract, Poignee, Rules, rules_for
from tarot_rules.game import seat_name
from tarot_rules.inputs import real_number, whole_number

BASE = 25
PETIT_AU_BOUT = 10

PoigneeFact = Poignee | str | tuple[Poignee | str, Camp | str]

ScoreRule = Literal[
    "count", "contract", "petit-au-bout", "poignee", "chelem", "per-defender", "misere", "scores"
]
"""The rule a line of a score applies, as a stable id: the count against the threshold, the contract's
formula, the petit au bout, a poignée, the chelem, what each defender pays, a misère, the seats' scores."""


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a [ScoreBreakdown][tarot_rules.fft.ScoreBreakdown]: the rule it applies and its
    French text."""

    rule: ScoreRule
    text: str


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"−{-value}"


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """Every step of the score of one deal.

    Amounts ``petit_au_bout_value``, ``poignee_value`` and ``chelem_value`` are signed
    for the taker (positive = good for the attack); ``per_defender`` is what each
    defender pays the attack (negative when the defence scores); ``scores`` are per
    seat and sum to zero. ``miseres`` has a seat for each misère announced (a variant; a seat
    twice for both misères): each receives ``misere_value`` from every other player, on top of
    the deal's score.
    """

    rules: Rules
    contract: Contract
    taker: int
    partner: int | None
    count: Count
    bouts: int
    multiplier: int
    contract_value: int
    petit_au_bout: Camp | None
    petit_au_bout_value: int
    poignees: tuple[tuple[Poignee, Camp], ...]
    poignee_value: int
    chelem_announced: bool
    chelem: Camp | None
    chelem_value: int
    per_defender: int
    scores: tuple[int, ...]
    miseres: tuple[int, ...] = ()
    misere_value: int = 0

    @property
    def won(self) -> bool:
        """Whether the taker made the contract (exactly the threshold counts as made)."""
        return self.count.won

    @property
    def difference(self) -> int:
        """|points − threshold| after the half-point rule (and the optional rounding)."""
        return self.count.difference

    @property
    def winner(self) -> Camp:
        """The camp that won the contract."""
        return Camp.ATTAQUE if self.won else Camp.DEFENSE

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        """The breakdown line by line, each with the rule it applies (what ``str()`` shows).

        >>> result = score(players=4, contract="garde", bouts=2, points=49, petit_au_bout="attaque")
        >>> [line.rule for line in result.lines]
        ['count', 'contract', 'petit-au-bout', 'per-defender', 'scores']
        >>> result.lines[2].text
        'Petit au bout (attaque) : 10 × 2 = 20'
        """
        sign = 1 if self.won else -1
        status = "réussie" if self.won else "chutée"
        points = self.count.points_french
        plural = "s" if self.bouts > 1 else ""
        lines = [
            ScoreLine(
                "count",
                f"{self.contract.french} {status} : {points} points avec {self.bouts} bout{plural}, "
                f"il en fallait {self.count.threshold} (écart {self.difference})",
            ),
            ScoreLine(
                "contract",
                f"Contrat : ({BASE} + {self.difference}) × {self.multiplier} = {self.contract_value}",
            ),
        ]
        terms = [str(self.contract_value)]
        if self.petit_au_bout is not None:
            value = sign * self.petit_au_bout_value
            formula = f"{_number(value // self.multiplier)} × {self.multiplier} = {_number(value)}"
            lines.append(ScoreLine("petit-au-bout", f"Petit au bout ({self.petit_au_bout}) : {formula}"))
            terms.append(_term(value))
        for size, camp in self.poignees:
            value = self.rules.poignee_value(size)
            lines.append(ScoreLine("poignee", f"Poignée {size.french} ({camp}) : {value}"))
            terms.append(_term(value))
        if self.chelem_value:
            value = sign * self.chelem_value
            what = "annoncé" if self.chelem_announced else "non annoncé"
            made = f"réalisé par {self.chelem.the_name}" if self.chelem is not None else "chuté"
            lines.append(ScoreLine("chelem", f"Chelem {what}, {made} : {_number(value)}"))
            terms.append(_term(value))
        total = f"{' '.join(terms)} = {sign * self.per_defender}" if len(terms) > 1 else terms[0]
        payer = "payés au preneur" if self.won else "payés par le preneur"
        lines.append(ScoreLine("per-defender", f"Par défenseur : {total}, {payer}"))
        for seat in dict.fromkeys(self.miseres):
            if self.miseres.count(seat) == 1:
                text = f"Misère ({seat_name(seat)}) : {self.misere_value} de chaque autre joueur"
            else:
                text = f"Deux misères ({seat_name(seat)}) : 2 × {self.misere_value} de chaque autre joueur"
            lines.append(ScoreLine("misere", text))
        parts = []
        for seat, value in enumerate(self.scores):
            role = " (preneur)" if seat == self.taker else " (partenaire)" if seat == self.partner else ""
            parts.append(f"{seat_name(seat)}{role} {_signed(value)}")
        lines.append(ScoreLine("scores", "Scores : " + ", ".join(parts)))
        return tuple(lines)

    def __str__(self) -> str:
        return "\n".join(line.text for line in self.lines)


def _number(value: int) -> str:
    return str(value) if value >= 0 else f"−{-value}"


def _term(value: int) -> str:
    return f"+ {value}" if value >= 0 else f"− {-value}"


def _poignees(facts: Iterable[PoigneeFact]) -> tuple[tuple[Poignee, Camp], ...]:
    result = []
    for fact in facts:
        if isinstance(fact, tuple):
            result.append((Poignee.parse(fact[0]), Camp.parse(fact[1])))
        else:
            result.append((Poignee.parse(fact), Camp.ATTAQUE))
    return tuple(result)


def _check_facts(
    rules: Rules,
    *,
    contract: Contract,
    points: float,
    bouts: int,
    petit_au_bout: Camp | None,
    chelem: Camp | None,
    taker: int,
    partner: int | None,
    miseres: tuple[int, ...],
    allow_half_point: bool,
) -> None:
    def refuse(code: str, message: str) -> None:
        raise InvalidFactsError(code, message)

    real_number(points, "Les points du preneur", "bad-points")
    whole_number(bouts, "Le nombre de bouts", "bad-bouts")
    whole_number(taker, "La place du preneur", "bad-seat")
    if partner is not None:
        whole_number(partner, "La place du partenaire", "bad-seat")
    for seat in miseres:
        whole_number(seat, "La place d’un joueur en misère", "bad-seat")
    if not 0 <= bouts <= 3:
        refuse("bad-bouts", f"Il n'y a que 3 bouts (le Petit, le 21 et l'Excuse), pas {bouts}.")
    if not 0 <= points <= 91:
        refuse("bad-points", f"Le jeu compte 91 points : {points:g} points est impossible.")
    if not rules.half_points and not allow_half_point and points != int(points):
        refuse("half-point", f"À {rules.players} joueurs, les points du preneur sont toujours entiers.")
    if points < 4.5 * bouts - 0.5 or points > 91 - 4.5 * (3 - bouts) + 0.5:
        refuse("bad-points", f"{points:g} points sont impossibles avec {bouts} bout(s).")
    if not 0 <= taker < rules.players:
        refuse("bad-seat", f"Le preneur doit être un des {rules.players} joueurs.")
    if partner is not None and not rules.calls_partner:
        refuse("no-partner", f"À {rules.players} joueurs, le preneur joue seul : pas de partenaire.")
    if partner is not None and (partner == taker or not 0 <= partner < rules.players):
        refuse("bad-seat", "Le partenaire doit être un autre joueur que le preneur.")
    if chelem is Camp.ATTAQUE and contract.chien_to_attack and points < 87:
        refuse("bad-chelem", f"Un chelem de l'attaque donne au moins 87 points, pas {points:g}.")
    if chelem is Camp.DEFENSE and petit_au_bout is Camp.ATTAQUE:
        refuse("bad-chelem", "L'attaque ne peut pas mener le Petit au bout si la défense fait tous les plis.")
    if chelem is Camp.ATTAQUE and petit_au_bout is Camp.DEFENSE:
        refuse("bad-chelem", "La défense ne peut pas mener le Petit au bout si l'attaque fait tous les plis.")
    if miseres and not rules.misere:
        refuse("no-misere", f"La misère n'est pas une règle FFT : elle ne se joue pas avec « {rules} ».")
    if any(miseres.count(seat) > 2 for seat in miseres) or not all(
        0 <= seat < rules.players for seat in miseres
    ):
        refuse("bad-seat", "Un joueur annonce au plus deux misères, celle d'atout et celle de têtes.")


def chelem_bonus(announced: bool, chelem: Camp | None) -> int:
    """Chelem bonus for the attack: +400 announced and made, +200 unannounced, −200 failed;
    −200 more when the defence wins every trick."""
    value = 0
    if announced:
        value = 400 if chelem is Camp.ATTAQUE else -200
    elif chelem is Camp.ATTAQUE:
        value = 200
    if chelem is Camp.DEFENSE:
        value -= 200
    return value


def score(
    *,
    players: int | Rules = 4,
    contract: Contract | str,
    bouts: int,
    points: float,
    poignees: Iterable[PoigneeFact] = (),
    petit_au_bout: Camp | str | None = None,
    chelem_announced: bool = False,
    chelem: Camp | str | None = None,
    taker: int = 0,
    partner: int | None = None,
    miseres: Iterable[int] = (),
    allow_half_point: bool = False,
) -> ScoreBreakdown:
    """Score a finished deal from its facts.

    ``points`` and ``bouts`` are the attack's; ``poignees`` are sizes (shown by the
    attack) or ``(size, camp)`` pairs; ``petit_au_bout`` and ``chelem`` name the camp
    (``"attaque"``/``"défense"``) that did it; at 5 players ``partner`` is the called
    partner's seat, or ``None`` when the taker plays alone. Seats count from 0 (J1).
    ``miseres`` has the seat of each misère announced (twice for a player who announced
    both, d'atout and de têtes), with rules where it is played (``Rules.misere``). At 4 players
    half points are refused unless ``allow_half_point`` (the Excuse changing camp on the last
    trick can leave one; the half-point rule then applies).

    >>> result = score(players=3, contract="prise", bouts=2, points=40.5)
    >>> result.won, result.difference, result.scores
    (False, 1, (-52, 26, 26))
    >>> score(players=5, contract="garde", bouts=1, points=55.5, partner=2).scores
    (120, -60, 60, -60, -60)

    A misère (not FFT) is 10 points from each other player, never multiplied:

    >>> from dataclasses import replace
    >>> from tarot_rules.fft.rules import FFT4
    >>> score(players=replace(FFT4, misere=10), contract="garde", bouts=2, points=49, miseres=[1]).scores
    (188, -36, -76, -76)
    """
    rules = rules_for(players)
    contract = Contract.parse(contract)
    pab = Camp.parse(petit_au_bout) if petit_au_bout is not None else None
    chelem_camp = Camp.parse(chelem) if chelem is not None else None
    misere_seats = tuple(miseres)
    _check_facts(
        rules,
        contract=contract,
        points=points,
        bouts=bouts,
        petit_au_bout=pab,
        chelem=chelem_camp,
        taker=taker,
        partner=partner,
        miseres=misere_seats,
        allow_half_point=allow_half_point,
    )
    return breakdown(
        rules,
        contract=contract,
        count=count_points(points, bouts, rounding=rules.difference_rounding),
        bouts=bouts,
        poignees=_poignees(poignees),
        petit_au_bout=pab,
        chelem_announced=chelem_announced,
        chelem=chelem_camp,
        taker=taker,
        partner=partner,
        miseres=misere_seats,
    )


def breakdown(
    rules: Rules,
    *,
    contract: Contract,
    count: Count,
    bouts: int,
    poignees: tuple[tuple[Poignee, Camp], ...],
    petit_au_bout: Camp | None,
    chelem_announced: bool,
    chelem: Camp | None,
    taker: int,
    partner: int | None,
    miseres: tuple[int, ...] = (),
) -> ScoreBreakdown:
    """The arithmetic of [`score`][tarot_rules.fft.score] on facts already read and checked (the deal's own
    path).

    >>> from tarot_rules.fft.rules import FFT4
    >>> breakdown(FFT4, contract=Contract.PRISE, count=count_points(60, 1), bouts=1, poignees=(),
    ...           petit_au_bout=None, chelem_announced=False, chelem=None, taker=2, partner=None).scores
    (-34, -34, 102, -34)
    """
    sign = 1 if count.won else -1
    multiplier = contract.multiplier
    contract_value = (BASE + count.difference) * multiplier
    pab_value = 0
    if petit_au_bout is not None:
        pab_value = (PETIT_AU_BOUT if petit_au_bout is Camp.ATTAQUE else -PETIT_AU_BOUT) * multiplier
    poignee_value = sign * sum(rules.poignee_value(size) for size, _ in poignees)
    chelem_value = chelem_bonus(chelem_announced, chelem)
    per_defender = sign * contract_value + pab_value + poignee_value + chelem_value
    defenders = rules.players - 1 - (partner is not None)
    scores = [-per_defender] * rules.players
    scores[taker] = per_defender * (defenders - (partner is not None))
    if partner is not None:
        scores[partner] = per_defender
    for seat in miseres:  # never multiplied, whatever the result of the deal
        for other in range(rules.players):
            scores[other] -= rules.misere
        scores[seat] += rules.misere * rules.players
    return ScoreBreakdown(
        rules=rules,
        contract=contract,
        taker=taker,
        partner=partner,
        count=count,
        bouts=bouts,
        multiplier=multiplier,
        contract_value=contract_value,
        petit_au_bout=petit_au_bout,
        petit_au_bout_value=pab_value,
        poignees=poignees,
        poignee_value=poignee_value,
        chelem_announced=chelem_announced,
        chelem=chelem,
        chelem_value=chelem_value,
        per_defender=per_defender,
        scores=tuple(scores),
        miseres=miseres,
        misere_value=rules.misere if miseres else 0,
    )
