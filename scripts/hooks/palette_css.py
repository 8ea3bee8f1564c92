"""MkDocs hook: Material's palette style sheet without the rule that restyles every element at load.

Material marks ``<body>`` with ``data-md-color-switching`` while it applies a palette, and its
``palette.css`` stops every transition under that mark (``[data-md-color-switching] *``). It applies
the palette at every page load, where nothing switches: setting then removing the mark restyles
every element of the page twice (measured at 3× CPU slowdown: 530 ms of main thread on the largest
reference page, 215 ms on a rule page). The site serves the sheet without that rule, under a name
of its own (``overrides/main.html`` links it in place of Material's), and stops transitions only
when a reader switches the palette (``assets/site/palette-switch.js``).
"""

from __future__ import annotations

import functools
import hashlib
import re
from pathlib import Path
from typing import Any

SWITCHING_RULE = (
    "[data-md-color-switching] *,[data-md-color-switching] :after,"
    "[data-md-color-switching] :before{transition-duration:0s!important}"
)
SOURCE_MAP = re.compile(r"/\*# sourceMappingURL=[^*]*\*/\s*$")


class PaletteSheetError(RuntimeError):
    """Material's palette style sheet is not where, or not what, this hook expects."""


def material_sheet(theme_dirs: list[str]) -> Path:
    """Material's palette style sheet, in the theme's folders."""
    found = [
        sheet for folder in theme_dirs for sheet in Path(folder).glob("assets/stylesheets/palette.*.min.css")
    ]
    if len(found) != 1:
        raise PaletteSheetError(f"feuille de palette de Material introuvable ou multiple : {found}")
    return found[0]


def without_switching_rule(css: str) -> str:
    """``css`` without Material's rule for the switching mark (nor its source map, now wrong).

    >>> without_switching_rule("a{color:red}" + SWITCHING_RULE + "b{color:blue}")
    'a{color:red}b{color:blue}'
    >>> without_switching_rule("a{color:red}")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scripts.hooks.palette_css.PaletteSheetError: règle de changement de palette absente : ...
    """
    if SWITCHING_RULE not in css:
        raise PaletteSheetError(
            "règle de changement de palette absente : Material a changé, revoir ce crochet"
        )
    return SOURCE_MAP.sub("", css.replace(SWITCHING_RULE, ""))


@functools.cache
def _sheets(theme_dirs: tuple[str, ...]) -> tuple[str, str, str]:
    """Material's sheet and the site's (paths in the site), and the site's content: read once for
    both the templates and the written file."""
    material = material_sheet(list(theme_dirs))
    css = without_switching_rule(material.read_text("utf-8"))
    digest = hashlib.sha256(css.encode()).hexdigest()[:8]
    return f"assets/stylesheets/{material.name}", f"assets/stylesheets/palette.{digest}.min.css", css


def on_env(env: Any, config: Any, files: Any) -> Any:
    material, site, _ = _sheets(tuple(config["theme"].dirs))
    env.globals["palette_sheets"] = {"material": material, "site": site}
    return env


def on_post_build(config: Any) -> None:
    _, site, css = _sheets(tuple(config["theme"].dirs))
    target = Path(config["site_dir"]) / site
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(css, "utf-8")
