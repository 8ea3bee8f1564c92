"""Faults at the table: the score of a deal stopped because one camp broke a rule.

The FFT leaves sanctions to the tournament arbiter (its *Code d'arbitrage*); at a friendly
table the usual custom, followed here, is that the deal stops and the **innocent camp wins
the contract exactly** (« juste fait », difference 0). Poignées already shown go to that
camp as usual; petit au bout and chelem do not count, since the deal was not finished.
A fault never pays the offender: when the deal played out (or counted as it stood) is worth
more to the innocent camp than that fixed result, the innocent camp keeps the better of the
two (`innocent_result`; the Code d'arbitrage's rule for the non-offending side).

>>> print(fault_score(players=4, contract="garde", guilty="défense", poignees=["simple"]))
Faute de la défense : la Garde est comptée réussie, écart 0
Contrat : (25 + 0) × 2 = 50
Poignée simple (attaque) : 20
Par défenseur : 50 + 20 = 70, payés au preneur
Scores : J1 (preneur) +210, J2 −70, J3 −70, J4 −70
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tarot_rules.errors import InvalidFactsError
from tarot_rules.fft.counting import Count
from tarot_rules.fft.rules import Camp, Contract
from tarot_rules.fft.scoring import PoigneeFact, ScoreBreakdown, breakdown, score

FAULT_OF = {Camp.ATTAQUE: "de l'attaque", Camp.DEFENSE: "de la défense"}


@dataclass(frozen=True, slots=True)
class FaultScore:
    """A deal stopped by a fault: the guilty camp and the engine's breakdown of the result."""

    guilty: Camp
    result: ScoreBreakdown
    played: bool = False
    """Whether ``result`` is the deal as played, kept because it was better for the innocent camp."""

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's score; they sum to zero."""
        return self.result.scores

    def __str__(self) -> str:
        if self.played:
            head = (
                f"Faute {FAULT_OF[self.guilty]} : {self.guilty.other.the_name} garde le résultat "
                "de la donne, meilleur pour elle"
            )
            return "\n".join([head, *str(self.result).splitlines()])
        status = "réussie" if self.result.won else "chutée"
        head = (
            f"Faute {FAULT_OF[self.guilty]} : la {self.result.contract.french} est comptée {status}, écart 0"
        )
        return "\n".join([head, *str(self.result).splitlines()[1:]])


def innocent_result(guilty: Camp | str, *results: ScoreBreakdown) -> ScoreBreakdown:
    """Of several ways to score one deal, the one best for the camp that did **not** commit
    the fault (the taker's score decides: highest for an innocent attack, lowest for an
    innocent defence; the first one on a tie).

    For a poignée shown against the rules (the Excuse with a trump kept hidden), pass the
    deal with and without it: the poignée is cancelled only if that does not cost the
    innocent camp.

    >>> from tarot_rules.fft.scoring import score
    >>> with_it = score(contract="garde", bouts=2, points=49, poignees=[("simple", "défense")])
    >>> without = score(contract="garde", bouts=2, points=49)
    >>> innocent_result("défense", with_it, without).per_defender
    86
    >>> innocent_result("attaque", with_it, without).per_defender
    66
    """
    camp = Camp.parse(guilty)
    if not results:
        raise InvalidFactsError("no-result", "Il faut au moins un résultat à comparer.")
    sign = 1 if camp is Camp.DEFENSE else -1
    return max(results, key=lambda result: sign * result.scores[result.taker])


def fault_score(
    *,
    players: int = 4,
    contract: Contract | str,
    guilty: Camp | str,
    poignees: Iterable[PoigneeFact] = (),
    taker: int = 0,
    partner: int | None = None,
    played: ScoreBreakdown | None = None,
) -> FaultScore:
    """Score a deal stopped by a fault of the ``guilty`` camp (``"attaque"`` or ``"défense"``).

    The other camp wins the contract with a difference of 0; ``poignees`` already shown
    go to it. At 5 players ``partner`` is the called partner's seat (``None``: alone).
    ``played`` is the score of the deal as it was played out (or counted as it stood):
    when it is better for the innocent camp, that camp keeps it instead.

    >>> from tarot_rules.fft.scoring import score
    >>> heading_down = score(contract="garde", bouts=1, points=30)
    >>> fault_score(contract="garde", guilty="attaque", played=heading_down).result.per_defender
    -92

    >>> fault_score(contract="prise", guilty="attaque").scores
    (-75, 25, 25, 25)
    >>> fault_score(players=5, contract="garde sans", guilty="attaque", partner=3).scores
    (-200, 100, 100, -100, 100)
    """
    camp = Camp.parse(guilty)
    exact = score(
        players=players,
        contract=contract,
        bouts=0,
        points=56,
        poignees=poignees,
        taker=taker,
        partner=partner,
    )  # checks the facts; the innocent camp wins with a difference of 0
    count = Count(exact.count.points, exact.count.counted, exact.count.threshold, camp is Camp.DEFENSE, 0)
    result = breakdown(
        exact.rules,
        contract=exact.contract,
        count=count,
        bouts=exact.bouts,
        poignees=exact.poignees,
        petit_au_bout=None,
        chelem_announced=False,
        chelem=None,
        taker=taker,
        partner=partner,
    )
    if played is not None and innocent_result(camp, result, played) is played:
        return FaultScore(camp, played, played=True)
    return FaultScore(camp, result)
