"""« À la table » : the score calculator and the evening score sheets of the site, on top of the engine.

The pages (``docs/table/``) run in the browser with the engine in Pyodide; their JavaScript only
collects what the players type and shows what comes back. Every call goes through `call`:
a function name and a JSON payload in, JSON out, never an exception for what players type
(a refused input comes back as ``{"ok": false, "error": "<French reason>"}``).

Facts, sheets and records are plain JSON, documented in `tarot_rules.table.tarot` (French
Tarot: ``tarot-table/feuille-tarot``) and `tarot_rules.table.africain` (Tarot Africain:
``tarot-table/feuille-africain``). No rule is written here twice: scores, dealers, card counts,
the golden rule, lives, eliminations and winners all come from [`tarot_rules.fft`][tarot_rules.fft] and
[`tarot_rules.africain`][tarot_rules.africain].

>>> import json
>>> out = json.loads(call("score_deal", '{"players": 4, "contract": "garde", "bouts": 2, "points": "49",'
...                                     ' "poignees": [{"size": "simple", "camp": "attaque"}],'
...                                     ' "petit_au_bout": "attaque"}'))
>>> out["ok"], out["scores"], out["per_defender"]
(True, [318, -106, -106, -106], 106)
>>> json.loads(call("score_deal", '{"players": 4, "contract": "garde", "bouts": 4, "points": 60}'))["error"]
"Il n'y a que 3 bouts (le Petit, le 21 et l'Excuse), pas 4."
>>> json.loads(call("nothing", "{}"))["error"]
'Fonction inconnue : « nothing ».'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tarot_rules.errors import TarotError
from tarot_rules.table import africain, tarot
from tarot_rules.table.common import RefusedError

FUNCTIONS: dict[str, Callable[[Any], dict[str, Any]]] = {
    "score_deal": tarot.score_deal,
    "tarot_sheet": tarot.sheet,
    "tarot_csv": tarot.sheet_csv,
    "africain_sheet": africain.sheet,
    "africain_csv": africain.sheet_csv,
}
"""What the pages may call, by name."""


def call(name: str, payload: str) -> str:
    """Run ``FUNCTIONS[name]`` on the JSON ``payload``: the answer as JSON text, never an exception."""
    function = FUNCTIONS.get(name)
    try:
        if function is None:
            raise RefusedError(f"Fonction inconnue : « {name} ».")
        try:
            data = json.loads(payload)
        except ValueError:
            raise RefusedError("Données illisibles : ce n’est pas du JSON.") from None
        answer = function(data)
    except TarotError as error:
        answer = {"ok": False, "error": error.message, "code": error.code}
    return json.dumps(answer, ensure_ascii=False)


__all__ = ["FUNCTIONS", "call"]
