"""What the point count of « Bien jouer » is worth, one JSON line per figure.

* ``strategy.contract_made.<n>p.<contract>.<band>``: the share of deals the contract is made when
  the hand the point count rates highest takes it and Confirmé players (every seat) play it out,
  in a band of points (``40-47``: from 40 to 47 points for 18 cards, the bands scaled to the hand
  size at 3 and 5 players); ``ci95`` is the Wilson interval, ``n`` the deals in the band. The
  contracts are ``garde`` (a Prise is made on the same cards), ``garde_sans`` and ``garde_contre``.
  The deals are the first seeds whose taker falls in each band (``--per-band`` at most, among the
  first ``--limit`` seeds), so that the rare strong hands are measured too.

``--write data/contract_odds.json`` keeps the outcome of every deal for the table of « Bien jouer »
(the page reads that file at build time; ``tests/test_contract_odds.py`` replays some of its deals).

Run: ``python -m scripts.bench_strategy [--per-band 40] [--limit 60000] [--budget 400] [--jobs 2]
[--write FILE]``.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from scripts.bench_players import emit
from tarot_rules.players.base import Player
from tarot_rules.players.confirme import TarotConfirme
from tarot_rules.players.contract_odds import BANDS, Outcome, made_shares, play_out, stratified_seeds

COUNTS = (3, 4, 5)
BUDGET = 400
"""Cards a Confirmé plays in its simulations per decision: the strength bench's figure."""


def confirme_table(seed: int, budget: int) -> list[Player]:
    """Seeded Confirmé players for the 5 seats of deal ``seed`` (the first ones are used)."""
    return [TarotConfirme(seed * 10 + seat, cards_budget=budget, min_samples=2) for seat in range(5)]


def measure(task: tuple[int, int, int]) -> Outcome | None:
    """One deal played out: (players, seed, budget)."""
    players, seed, budget = task
    seats = confirme_table(seed, budget)
    return play_out(players, seed, lambda seat: seats[seat])


def band_name(index: int) -> str:
    """``40-47`` for the band starting at 40, ``81+`` for the last one."""
    if index + 1 == len(BANDS):
        return f"{BANDS[index]}+"
    return f"{BANDS[index]}-{BANDS[index + 1] - 1}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--per-band", type=int, default=40, help="deals per band and player count")
    parser.add_argument("--limit", type=int, default=60000, help="seeds looked at per player count")
    parser.add_argument("--budget", type=int, default=BUDGET, help="Confirmé's cards played per decision")
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    parser.add_argument("--write", type=Path, help="keep every outcome in this JSON file")
    args = parser.parse_args()
    tasks = [
        (players, seed, args.budget)
        for players in COUNTS
        for seed in stratified_seeds(players, args.per_band, args.limit)
    ]
    with ProcessPoolExecutor(args.jobs) as pool:
        outcomes = [outcome for outcome in pool.map(measure, tasks, chunksize=8) if outcome is not None]
    for players in COUNTS:
        for contract, shares in made_shares(outcomes, players).items():
            for index, share in enumerate(shares):
                if share.deals:
                    emit(
                        f"strategy.contract_made.{players}p.{contract.name.lower()}.{band_name(index)}",
                        round(share.made / share.deals, 3),
                        "share",
                        ci95=list(share.interval),
                        n=share.deals,
                    )
    if args.write:
        settings = {"budget": args.budget, "per_band": args.per_band, "limit": args.limit}
        data = {**settings, "outcomes": [outcome.as_list() for outcome in outcomes]}
        args.write.write_text(json.dumps(data, separators=(",", ":")) + "\n", "utf-8")


if __name__ == "__main__":
    main()
