"""The engine facts the table pages' forms show before the engine runs in the browser.

A build hook (``scripts/hooks/table_facts.py``) puts `page_facts` in each table page, so the
forms can be filled while Python loads and no rule is copied into JavaScript: the contracts and their
multipliers, the number of bouts, which player counts call a partner or count half points, the Tarot
Africain presets and the choices a variant may change.

>>> facts = page_facts()
>>> facts["contracts"][2], facts["bouts"]
(['garde sans', 'Garde sans (× 4)'], [0, 1, 2, 3])
>>> [(p["players"], p["partner"], p["half_points"]) for p in facts["tarot_players"]]
[(3, False, True), (4, False, False), (5, True, True)]
>>> for name, label in facts["africain"]["presets"]:
...     print(name, "→", label)
référence → Règle de référence (5 vies, élimination)
BGA → Board Game Arena (14 vies, fin au premier à 0)
>>> facts["africain"]["players"], facts["africain"]["short_cycle"]
([2, 3, 4, 5, 6, 7], [['true', '5 cartes à 3 joueurs (cycle court)'], ['false', '7 cartes à 3 joueurs']])
"""

from __future__ import annotations

from typing import Any

from tarot_app.typography import Prose
from tarot_rules.africain.settings import PRESETS as AFRICAIN_PRESETS
from tarot_rules.africain.settings import REFERENCE, Cycle, EndCondition, ExcuseMode
from tarot_rules.cards import BOUTS
from tarot_rules.fft import PRESETS as FFT_PRESETS
from tarot_rules.fft.rules import Contract

PRESET_TITLES = {"référence": "Règle de référence", "BGA": "Board Game Arena"}
"""How the lives sheet names each Tarot Africain preset."""

END_SHORT = {EndCondition.LAST_STANDING: "élimination", EndCondition.FIRST_AT_ZERO: "fin au premier à 0"}
END_CHOICES = {
    EndCondition.LAST_STANDING: "élimination, le dernier en vie gagne",
    EndCondition.FIRST_AT_ZERO: "arrêt au premier à 0",
}
EXCUSE_CHOICES = {ExcuseMode.ZERO: "vaut 0", ExcuseMode.CHOICE: "0 ou 22, au choix"}
CYCLE_CHOICES = {Cycle.RESTART: "on recommence en haut", Cycle.ASCENSEUR: "ascenseur (on remonte)"}


def _choices(labels: dict[Any, str]) -> list[list[str]]:
    """Each option's value (data) and its label (prose)."""
    return [[option.value, Prose(label)] for option, label in labels.items()]


def _africain() -> dict[str, Any]:
    presets = AFRICAIN_PRESETS.values()
    smallest = min(p.min_start_players for p in presets)
    largest = max(p.max_start_players for p in presets)
    short, long = (REFERENCE.replace(short_cycle=on).start_cards_for(3) for on in (True, False))
    return {
        "players": list(range(smallest, largest + 1)),
        "presets": [
            [name, Prose(f"{PRESET_TITLES[name]} ({p.lives} vies, {END_SHORT[p.end]})")]
            for name, p in AFRICAIN_PRESETS.items()
        ],
        "excuse": _choices(EXCUSE_CHOICES),
        "end": _choices(END_CHOICES),
        "cycle": _choices(CYCLE_CHOICES),
        "short_cycle": [
            ["true", Prose(f"{short} cartes à 3 joueurs (cycle court)")],
            ["false", Prose(f"{long} cartes à 3 joueurs")],
        ],
    }


def page_facts() -> dict[str, Any]:
    """What the table pages' forms offer, from the engine's presets (plain JSON)."""
    return {
        "contracts": [[c.french.lower(), Prose(f"{c.french} (× {c.multiplier})")] for c in Contract],
        "bouts": list(range(len(BOUTS) + 1)),
        "tarot_players": [
            {"players": n, "partner": rules.calls_partner, "half_points": rules.half_points}
            for n, rules in sorted(FFT_PRESETS.items())
        ],
        "africain": _africain(),
    }


__all__ = ["page_facts"]
