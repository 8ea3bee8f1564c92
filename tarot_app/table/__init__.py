"""« À la table » : the score calculator and the evening score sheets of the site, on top of the engine.

The pages (``docs/table/``) run in the browser with the engine in Pyodide; their JavaScript only
collects what the players type and shows what comes back. They call these functions by name through
`tarot_app.calls` (``score_deal``, ``tarot_sheet``, ``tarot_append``, ``tarot_csv``, ``africain_sheet``,
``africain_csv``; ``share_sheet`` and ``open_shared``, a sheet carried by a link: `tarot_app.table.share`;
``tarot_chart`` and ``tarot_season``, charts and a season's statistics: `tarot_app.table.chart`,
`tarot_app.table.stats`):
JSON data in, JSON data out, a refused input raised as a
`TarotError` with its French reason. What the forms offer before the engine
runs (contracts, presets) comes from `tarot_app.table.facts`, put in the pages at build.

Facts, sheets and records are plain JSON, documented in `tarot_app.table.tarot` (French
Tarot: ``tarot-table/feuille-tarot``) and `tarot_app.table.africain` (Tarot Africain:
``tarot-table/feuille-africain``). No rule is written here twice: scores, dealers, card counts,
the golden rule, lives, eliminations and winners all come from [`tarot_rules.fft`][tarot_rules.fft] and
[`tarot_rules.africain`][tarot_rules.africain].

>>> out = tarot.score_deal({"players": 4, "contract": "garde", "bouts": 2, "points": "49",
...                         "poignees": [{"size": "simple", "camp": "attaque"}],
...                         "petit_au_bout": "attaque"})
>>> out["ok"], out["scores"], out["per_defender"]
(True, [318, -106, -106, -106], 106)
"""

from __future__ import annotations

from tarot_app.table import africain, chart, facts, share, stats, tarot

__all__ = ["africain", "chart", "facts", "share", "stats", "tarot"]
