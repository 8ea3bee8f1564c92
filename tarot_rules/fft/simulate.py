"""Random complete deals for simulations, tests and benchmarks (the unchecked fast path).

>>> deal = random_deal(FFT4, seed=3)
>>> deal.phase in (Phase.FINISHED, Phase.REDEAL)
True
>>> deal.phase is Phase.REDEAL or sum(deal.score().scores) == 0
True
"""

from __future__ import annotations

import random

from tarot_rules.fft.deal import Seed
from tarot_rules.fft.rules import FFT4, Rules
from tarot_rules.fft.state import Deal, Phase


def random_deal(
    rules: Rules = FFT4,
    seed: Seed = 0,
    rng: random.Random | None = None,
    *,
    dealer: int = 0,
    stop_after: int | None = None,
) -> Deal:
    """Deal ``seed`` and play it with random legal choices drawn from ``rng``.

    Bids, the call, the écart and every card are random but legal; ``stop_after``
    stops after that many cards played (for mid-deal positions).
    """
    rng = rng if rng is not None else random.Random(seed)
    deal = Deal(rules, seed=seed, dealer=dealer)
    while deal.phase is Phase.BIDDING:
        deal.bid_unchecked(rng.choice(deal.legal_bids))
    if deal.phase is Phase.CALL:
        deal.call(rng.choice(deal.legal_calls))
    if deal.phase is Phase.ECART:
        deal.discard_random(rng)
    deal.play_random(rng, stop_after)
    return deal
