"""Shared-sheet figure as a JSON line ``{"name", "value", "unit"}`` (run by ``make bench`` via bench.py).

* ``table.share_kb``: the link « Partager » makes for a 40-deal evening at 5 players (what follows
  ``#partage=``), in kilobytes: the sheet made compact by the engine (`tarot_app.table.share`),
  deflated by fflate as the page does (``deflateSync``: raw deflate; Node and ``node_modules``,
  from ``npm ci``), in base64url.
  Limit: `MAX_LINK_CHARS` (0.88 kB), so that the whole link fits a QR code of version 25 at
  error correction M.
"""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path
from typing import Any

from scripts.bench import emit
from tarot_app.table.share import MAX_LINK_CHARS, share_sheet

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Marie-Christine", "Jean-Baptiste", "Anne-Sophie", "Pierre-Alexandre", "Éléonore"]
CONTRACTS = {"prise": 50, "garde": 35, "garde sans": 10, "garde contre": 5}
NEEDED = {0: 56, 1: 51, 2: 41, 3: 36}
"""Points the taker needs for each number of bouts (FFT): where the evening's points are drawn around."""

PACK = """
const { deflateSync, strToU8 } = require("fflate");
let text = "";
process.stdin.on("data", (chunk) => (text += chunk));
process.stdin.on("end", () => {
  const packed = deflateSync(strToU8(text), { level: 9 });
  process.stdout.write(Buffer.from(packed).toString("base64url"));
});
"""
"""What share.js does with the engine's compact sheet (JSON.stringify, then fflate, then base64url)."""


def _deal(rng: random.Random) -> dict[str, Any]:
    """One deal as the sheet's form saves it (typed numbers as text, every field present)."""
    if rng.random() < 0.08:
        return {"passe": True}
    taker = rng.randrange(5)
    partner = rng.randrange(5)
    bouts = rng.choices(range(4), [15, 40, 35, 10])[0]
    points = min(91.0, max(0.0, NEEDED[bouts] + rng.randint(-15, 15) + rng.choice([0, 0.5])))
    return {
        "taker": taker,
        "partner": None if partner == taker else partner,
        "contract": rng.choices(list(CONTRACTS), list(CONTRACTS.values()))[0],
        "bouts": str(bouts),
        "points": f"{points:g}".replace(".", ","),
        "poignees": [{"size": "simple", "camp": "attaque"}] if rng.random() < 0.1 else [],
        "petit_au_bout": rng.choice(["attaque", "défense"]) if rng.random() < 0.1 else None,
        "chelem_announced": False,
        "chelem": None,
    }


def evening(deals: int, seed: int = 38) -> dict[str, Any]:
    """A 5-player evening of ``deals`` varied deals (a fixed draw: the same sheet every run).

    >>> sheet = evening(40)
    >>> len(sheet["deals"]), sheet["players"][0], sheet["deals"][0]["taker"] in range(5)
    (40, 'Marie-Christine', True)
    """
    rng = random.Random(seed)
    return {
        "format": "tarot-table/feuille-tarot",
        "version": 1,
        "players": NAMES,
        "first_dealer": 0,
        "deals": [_deal(rng) for _ in range(deals)],
    }


def shared_link(sheet: dict[str, Any]) -> str:
    """What « Partager » writes after ``#partage=`` for ``sheet``."""
    compact = json.dumps(share_sheet(sheet)["sheet"], ensure_ascii=False, separators=(",", ":"))
    result = subprocess.run(
        ["node", "-e", PACK], input=compact, capture_output=True, text=True, check=True, cwd=ROOT
    )
    return result.stdout


def main() -> None:
    link = shared_link(evening(40))
    if len(link) > MAX_LINK_CHARS:
        raise SystemExit(f"40 donnes à 5 : {len(link)} caractères, plus que {MAX_LINK_CHARS}")
    emit("table.share_kb", len(link) / 1000, "kB")


if __name__ == "__main__":
    main()
