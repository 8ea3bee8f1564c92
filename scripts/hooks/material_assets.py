"""MkDocs hook: two of Material's files served patched, each under a name of its own.

- **The palette style sheet** without the rule that restyles every element at load. Material marks
  ``<body>`` with ``data-md-color-switching`` while it applies a palette, and its ``palette.css`` stops
  every transition under that mark (``[data-md-color-switching] *``). It applies the palette at every
  page load, where nothing switches: setting then removing the mark restyled every element of the page
  twice (measured at 3× CPU slowdown: 530 ms of main thread on the largest reference page, 215 ms on a
  rule page). The site stops transitions only when a reader switches the palette
  (``assets/site/palette-switch.js``).
- **The script bundle**, whose code blocks get their copy button in a ``<div>``, not a ``<nav>``: a
  navigation landmark per code block (axe: ``landmark-unique``) filled a screen reader's list of the
  page's landmarks with unnamed « navigation » entries that lead nowhere.

Each patch is a list of exact replacements, checked at build: if Material's text changed, the build
stops and says which patch to review. ``overrides/main.html`` puts the site's addresses in place of
Material's (the ``material_assets`` filter).
"""

from __future__ import annotations

import functools
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SOURCE_MAP = re.compile(r"(?:/\*# sourceMappingURL=[^*]*\*/|//# sourceMappingURL=\S*)\s*$")


class MaterialAssetError(RuntimeError):
    """One of Material's files is not where, or not what, a patch expects."""


@dataclass(frozen=True)
class Patch:
    """Exact replacements in one of Material's files (``glob``, in the theme's folder)."""

    glob: str
    replacements: tuple[tuple[str, str], ...]
    what: str
    """What the patch changes, in French (for the build's error)."""

    def find(self, theme_dirs: list[str]) -> Path:
        """Material's file, in the theme's folders."""
        found = [path for folder in theme_dirs for path in Path(folder).glob(self.glob)]
        if len(found) != 1:
            raise MaterialAssetError(f"{self.what} : fichier de Material introuvable ou multiple : {found}")
        return found[0]

    def apply(self, text: str) -> str:
        """``text`` patched (without its source map, now wrong).

        >>> patch = Patch("x.js", (("<nav>", "<div>"),), "exemple")
        >>> patch.apply("a<nav>b\\n//# sourceMappingURL=x.js.map\\n")
        'a<div>b\\n'
        >>> patch.apply("a<div>b")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        scripts.hooks.material_assets.MaterialAssetError: exemple : « <nav> » absent, Material a changé...
        """
        for old, new in self.replacements:
            if old not in text:
                raise MaterialAssetError(
                    f"{self.what} : « {old} » absent, Material a changé, revoir ce crochet"
                )
            text = text.replace(old, new)
        return SOURCE_MAP.sub("", text)


PATCHES = (
    Patch(
        "assets/stylesheets/palette.*.min.css",
        (
            (
                "[data-md-color-switching] *,[data-md-color-switching] :after,"
                "[data-md-color-switching] :before{transition-duration:0s!important}",
                "",
            ),
        ),
        "feuille de palette sans la règle de changement de palette",
    ),
    Patch(
        "assets/javascripts/bundle.*.min.js",
        (('x("nav",{class:"md-code__nav"})', 'x("div",{class:"md-code__nav"})'),),
        "scripts de Material sans repère de navigation par bloc de code",
    ),
)


def site_name(material: Path, text: str) -> str:
    """The patched file's name: Material's, its fingerprint that of the new text.

    >>> site_name(Path("bundle.a5f9d56c.min.js"), "")
    'bundle.e3b0c442.min.js'
    """
    stem, _, suffix = material.name.split(".", 2)
    return f"{stem}.{hashlib.sha256(text.encode()).hexdigest()[:8]}.{suffix}"


@functools.cache
def _assets(theme_dirs: tuple[str, ...]) -> tuple[tuple[str, str, str], ...]:
    """Each patched file: Material's path and the site's (in the site) and the site's text, read once
    for both the templates and the written files."""
    assets = []
    for patch in PATCHES:
        material = patch.find(list(theme_dirs))
        text = patch.apply(material.read_text("utf-8"))
        folder = material.parent.relative_to(material.parents[2]).as_posix()
        assets.append((f"{folder}/{material.name}", f"{folder}/{site_name(material, text)}", text))
    return tuple(assets)


def on_env(env: Any, config: Any, files: Any) -> Any:
    assets = _assets(tuple(config["theme"].dirs))

    def swap(html: str) -> str:
        for material, site, _ in assets:
            html = html.replace(material, site)
        return html

    env.filters["material_assets"] = swap
    return env


def on_post_build(config: Any) -> None:
    for _, site, text in _assets(tuple(config["theme"].dirs)):
        target = Path(config["site_dir"]) / site
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, "utf-8")
