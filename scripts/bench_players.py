"""Computer players' strength and speed, one JSON line per figure (``name``, ``value``, ``unit``; the
strength figures add ``ci95``, the 95 % confidence interval of the mean, and ``n``).

* ``practice.debutant_vs_random.{3,4,5}p``: mean score gain per deal of a Débutant over a random
  player in the same seat, the other seats random. Each deal is played twice with the same seed
  and the same random players, once with the Débutant in the seat and once with a random player;
  the seat rotates with the deal number, so card luck cancels.
* ``practice.confirme_vs_debutant.{3,4,5}p``: the same for a Confirmé among Débutants. For the
  bench's time, its simulations are smaller than in play (``--budget`` cards played per
  decision, 2 deals per candidate at least, instead of 1,200 and 3).
* ``practice.<level>_vs_<opponent>.{3,4,5}p`` (with ``--opponent module:Class``): the same duel for
  a player from outside the repository, any `Player` importable from the Python path and built by
  ``Class(seed)``: a Débutant, then a Confirmé (``--levels``; the Confirmé with ``--budget``) in the
  rotating seat, against the opponent in the same seat, the opponent in the other seats too.
  ``<opponent>`` is the class name in lower case (``--opponent-name`` to change it). With
  ``--opponent``, only these figures are measured unless ``--only`` names others (``opponent``
  among them).
* ``practice.decision_cpython_ms.p50`` / ``.p95``: a Confirmé decision (default settings) in CPython, on
  one core: thread CPU time, so that other work on the machine does not count (``wall`` gives
  the wall-clock figure too); the median of five runs over the same deals, each run's in ``samples``.
* ``practice.africain_exact_bid.debutant`` / ``.confirme``: the share of rounds where a player of
  that level makes its bid exactly, among Débutants, in whole games of 3 to 5 players.

Run: ``python -m scripts.bench_players [--deals 2000] [--confirme-deals 2000] [--games 300]``; the strength
figures can run in parts (``--first-deal 500 --confirme-deals 500``: seeds 500 to 999). An outside bot:
``PYTHONPATH=path/to/bot python -m scripts.bench_players --opponent bot_module:BotClass
[--opponent-deals 2000] [--levels debutant,confirme]``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import statistics
import time
from collections.abc import Callable, Sequence

from scripts.bench import RUNS
from tarot_rules.fft import Deal, Phase, rules_for
from tarot_rules.players import Player, RandomPlayer, play_deal
from tarot_rules.players.africain import AfricainConfirme, AfricainDebutant
from tarot_rules.players.confirme import TarotConfirme
from tarot_rules.players.tarot import TarotDebutant

Make = Callable[[int], Player]


def interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95 % confidence interval (normal approximation).

    >>> interval([1.0, 2.0, 3.0, 4.0])
    (2.5, 1.235, 3.765)
    """
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return round(mean, 3), round(mean - half, 3), round(mean + half, 3)


def emit(name: str, value: float, unit: str, **extra: object) -> None:
    """One figure as a JSON line."""
    print(json.dumps({"name": name, "value": value, "unit": unit, **extra}, ensure_ascii=False), flush=True)


def _score(deal: Deal, seat: int) -> int:
    return deal.score().scores[seat] if deal.phase is Phase.FINISHED else 0


def seat_gain(players: int, deals: range, strong: Make, weak: Make, others: Make) -> list[float]:
    """Per deal of ``deals`` (the seeds): the score of ``strong`` in the rotating seat minus that of
    ``weak`` in the same seat, the same deal and the same ``others`` around."""
    gains = []
    for seed in deals:
        seat = seed % players
        scores = []
        for make in (strong, weak):
            table = [make(seed) if s == seat else others(seed * 10 + s) for s in range(players)]
            deal = play_deal("tarot", table, seed, dealer=seed // players % players).state
            assert isinstance(deal, Deal)
            scores.append(_score(deal, seat))
        gains.append(float(scores[0] - scores[1]))
    return gains


def decision_times(deals: int) -> tuple[list[float], list[float]]:
    """Thread CPU and wall milliseconds of every Confirmé decision in ``deals`` deals at 3, 4, 5."""
    cpu, wall = [], []
    for seed in range(deals):
        deal = Deal(rules_for(3 + seed % 3), seed=seed)
        players = [TarotConfirme(seed * 10 + s) for s in range(deal.rules.players)]
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            start_cpu, start_wall = time.thread_time(), time.perf_counter()
            decision = players[seat].decide(deal, seat)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            wall.append((time.perf_counter() - start_wall) * 1000)
            deal.apply(decision.action)
    return cpu, wall


def exact_bids(games: int, level: str) -> list[float]:
    """1 or 0 per round of seat 0 (``level``) among Débutants: bid made exactly or not."""
    made = []
    for seed in range(games):
        players = 3 + seed % 3
        first: Player = AfricainConfirme(seed) if level == "confirme" else AfricainDebutant()
        table = play_deal("africain", [first, *(AfricainDebutant() for _ in range(players - 1))], seed)
        for result in table.state.results if not isinstance(table.state, Deal) else ():
            if 0 in result.seats:
                place = result.seats.index(0)
                made.append(float(result.bids[place] == result.tricks[place]))
    return made


def percentile(values: list[float], share: float) -> float:
    """The ``share`` percentile (nearest rank).

    >>> percentile([float(n) for n in range(1, 101)], 0.95)
    95.0
    """
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def bench_timing(deals: int) -> None:
    """``practice.decision_cpython_ms`` (``practice.decision_ms`` is Pyodide's: bench_practice): the
    median of :data:`scripts.bench.RUNS` runs over the same deals, with each run's figure."""
    runs = [decision_times(deals) for _ in range(RUNS)]
    for share, name in ((0.5, "p50"), (0.95, "p95")):
        samples = [round(percentile(cpu, share), 2) for cpu, _ in runs]
        wall = [round(percentile(wall, share), 2) for _, wall in runs]
        emit(
            f"practice.decision_cpython_ms.{name}",
            statistics.median(samples),
            "ms",
            samples=samples,
            wall=statistics.median(wall),
            n=len(runs[0][0]),
        )


def bench_africain(games: int) -> None:
    """``practice.africain_exact_bid``."""
    for level in ("debutant", "confirme"):
        made = exact_bids(games, level)
        mean, low, high = interval(made)
        emit(f"practice.africain_exact_bid.{level}", mean, "share", ci95=[low, high], n=len(made))


def load_opponent(spec: str) -> Make:
    """The player class named by ``spec`` (``module:Class``, imported from the Python path), to be
    built with a seed; a French message (``ValueError``) when it cannot be found.

    >>> load_opponent("tarot_rules.players.base:RandomPlayer")(3).decide is not None
    True
    >>> load_opponent("tarot_rules.players.base")
    Traceback (most recent call last):
    ...
    ValueError: --opponent attend module:Classe (mon_robot:MonJoueur), pas « tarot_rules.players.base ».
    """
    module_name, colon, class_name = spec.partition(":")
    if not colon or not module_name or not class_name:
        raise ValueError(f"--opponent attend module:Classe (mon_robot:MonJoueur), pas « {spec} ».")
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise ValueError(
            f"--opponent : le module « {module_name} » ne s'importe pas ({error}) ; "
            "son dossier est-il dans PYTHONPATH ?"
        ) from error
    found = getattr(module, class_name, None)
    if not callable(found):
        raise ValueError(f"--opponent : le module « {module_name} » n'a pas de classe « {class_name} ».")
    if not callable(getattr(found, "decide", None)):
        raise ValueError(
            f"--opponent : « {class_name} » n'est pas un joueur (sans méthode decide(state, seat))."
        )
    opponent: Make = found
    return opponent


def level_player(level: str, budget: int) -> Make:
    """A Tarot player of ``level`` from a seed; the Confirmé with ``budget`` cards played per decision
    (and 2 deals per candidate at least)."""
    if level == "confirme":
        return lambda seed: TarotConfirme(seed, cards_budget=budget, min_samples=2)
    return lambda _: TarotDebutant()


def bench_duel(
    level: str, opponent: Make, name: str, *, deals: range, counts: Sequence[int], budget: int
) -> None:
    """``practice.<level>_vs_<name>.<n>p``: ``level`` in the rotating seat against ``opponent`` in the
    same seat, ``opponent`` around (``debutant_vs_random``, ``confirme_vs_debutant``, an outside bot)."""
    for players in counts:
        mean, low, high = interval(seat_gain(players, deals, level_player(level, budget), opponent, opponent))
        extra = {"budget": budget} if level == "confirme" else {}
        emit(
            f"practice.{level}_vs_{name}.{players}p",
            mean,
            "points/deal",
            ci95=[low, high],
            n=len(deals),
            **extra,
        )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=2000, help="deals per player count, Débutant vs random")
    parser.add_argument("--confirme-deals", type=int, default=2000, help="deals per count, Confirmé")
    parser.add_argument("--budget", type=int, default=400, help="Confirmé's cards played per decision")
    parser.add_argument("--timing-deals", type=int, default=12, help="deals timed for decision_ms")
    parser.add_argument("--games", type=int, default=300, help="Tarot africain games per level")
    parser.add_argument(
        "--only",
        default=None,
        help="figures to measure, comma-separated (debutant,timing,africain,confirme; opponent when "
        "--opponent is given, then the default)",
    )
    parser.add_argument(
        "--opponent", help="module:Class, a player from the Python path, built by Class(seed)"
    )
    parser.add_argument("--opponent-name", help="the opponent in the figures' names (default: class name)")
    parser.add_argument(
        "--opponent-deals", type=int, default=2000, help="deals per count, against the opponent"
    )
    parser.add_argument("--levels", default="debutant,confirme", help="levels against the opponent")
    parser.add_argument("--counts", default="3,4,5", help="player counts, comma-separated")
    parser.add_argument(
        "--first-deal", type=int, default=0, help="first seed of the strength figures (to run them in parts)"
    )
    args = parser.parse_args(argv)
    only = set(
        (args.only or ("opponent" if args.opponent else "debutant,timing,africain,confirme")).split(",")
    )
    counts = [int(n) for n in args.counts.split(",")]
    levels = args.levels.split(",")
    if unknown := [level for level in levels if level not in ("debutant", "confirme")]:
        parser.error(f"--levels : niveau inconnu « {unknown[0]} » (debutant ou confirme).")
    opponent: Make | None = None
    if "opponent" in only:
        if not args.opponent:
            parser.error("la mesure « opponent » demande --opponent module:Classe.")
        try:
            opponent = load_opponent(args.opponent)
        except ValueError as error:
            parser.error(str(error))
    if "debutant" in only:
        deals = range(args.first_deal, args.first_deal + args.deals)
        bench_duel("debutant", RandomPlayer, "random", deals=deals, counts=counts, budget=args.budget)
    if "timing" in only:
        bench_timing(args.timing_deals)
    if "africain" in only:
        bench_africain(args.games)
    if "confirme" in only:
        deals = range(args.first_deal, args.first_deal + args.confirme_deals)
        debutant = level_player("debutant", args.budget)
        bench_duel("confirme", debutant, "debutant", deals=deals, counts=counts, budget=args.budget)
    if opponent is not None:
        name = args.opponent_name or args.opponent.partition(":")[2].lower()
        deals = range(args.first_deal, args.first_deal + args.opponent_deals)
        for level in levels:
            bench_duel(level, opponent, name, deals=deals, counts=counts, budget=args.budget)


if __name__ == "__main__":
    main()
