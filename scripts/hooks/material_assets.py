"""MkDocs hook: two of Material's files served patched, each under a name of its own, and the
tables wrapped at build as Material's script would wrap them at load.

Only patches whose gain was measured beyond noise are kept (README, « Les correctifs de Material »):

- **The palette style sheet** without the rule that restyles every element at load. Material marks
  ``<body>`` with ``data-md-color-switching`` while it applies a palette, and its ``palette.css`` stops
  every transition under that mark (``[data-md-color-switching] *``). It applies the palette at every
  page load, where nothing switches: setting then removing the mark restyled every element of the page
  twice (measured at 3× CPU slowdown: 530 ms of main thread on the largest reference page, 215 ms on a
  rule page). The site stops transitions only when a reader switches the palette
  (``assets/site/palette-switch.js``).
- **The script bundle**:

  - a code block's copy button sits in a ``<div>``, not a ``<nav>``: a navigation landmark per code
    block (axe: ``landmark-unique``) filled a screen reader's list of the page's landmarks with unnamed
    « navigation » entries that lead nowhere;
  - a table already in its scrolling box stays there. The build puts it there (``wrap_tables``):
    Material moved each table into it at load, after the page's first layout, and the browser laid the
    whole page out again (Lighthouse, rule page « Le score », 5 runs: blocking time 330 → 102 ms);
  - the page's colour scheme goes into the page's own ``<meta name="color-scheme">``
    (``overrides/main.html``, the first palette's scheme), written only when it differs: Material
    added an empty one and wrote it at every load, and the browser restyles the whole page at each
    write, even of the same scheme;
  - instant navigation makes the page's addresses absolute (``vi``) when it first takes a link, before
    the address bar changes, not at load: rewriting every link and style sheet restyled the whole page,
    and only a page swapped in at another depth needs it. With the colour scheme's patch (Lighthouse,
    3 runs, 5.4×): blocking time 416 → 281 ms on the largest reference page, 132 → 57 ms on a sheet;
  - the first link to an anchor of the page (its table of contents), or the first change of its
    address's ``#…``, keeps the page. Material fetches a page again when its path changes, but its
    first address is not known to that comparison: the first such link fetched the page itself and
    swapped it in, losing what the reader had on it (a practice deal in progress, code typed in a live
    example). The first address now counts, and an anchor is scrolled to from the start, as Material
    did after its first swap.

Each patch applies to one file of the pinned Material (:data:`MATERIAL`), checked by its SHA-256:
another file stops the build, which says which file and what to do. Each text replaced is found
exactly once (:func:`replace_each_once`, also used by ``accessibility.py``). ``overrides/main.html``
puts the site's addresses in place of Material's (the ``material_assets`` filter).
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

SOURCE_MAP = re.compile(r"(?:/\*# sourceMappingURL=[^*]*\*/|//# sourceMappingURL=\S*)\s*$")

MATERIAL = "9.8.2"
"""The mkdocs-material version the patches are written for and their files pinned to (requirements.lock)."""


class MaterialPatchError(PluginError):
    """Material's text is not what a patch was written for: the build stops with this message."""


def replace_each_once(text: str, replacements: Iterable[tuple[str, str]], what: str) -> str:
    """``text`` with each ``(old, new)`` made, each ``old`` found there exactly once (``what`` names the
    patch in the error).

    >>> replace_each_once("a<nav>b", [("<nav>", "<div>")], "exemple")
    'a<div>b'
    >>> replace_each_once("a<div>b", [("<nav>", "<div>")], "exemple")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scripts.hooks.material_assets.MaterialPatchError: exemple : « <nav> » trouvé 0 fois au lieu d'une...
    """
    for old, new in replacements:
        if (found := text.count(old)) != 1:
            raise MaterialPatchError(
                f"{what} : « {old} » trouvé {found} fois au lieu d'une ; Material a changé : revoir ce "
                "correctif sur son nouveau texte"
            )
        text = text.replace(old, new)
    return text


@dataclass(frozen=True)
class Patch:
    """Exact replacements in one of Material's files (``glob``, in the theme's folder)."""

    glob: str
    sha256: str
    """Of Material's file as :data:`MATERIAL` ships it, the one the replacements were written for."""
    replacements: tuple[tuple[str, str], ...]
    what: str
    """What the patch changes, in French (for the build's error)."""

    def find(self, theme_dirs: list[str]) -> Path:
        """Material's file, in the theme's folders."""
        found = [path for folder in theme_dirs for path in Path(folder).glob(self.glob)]
        if len(found) != 1:
            raise MaterialPatchError(
                f"{self.what} : {len(found)} fichiers {self.glob} dans le thème {theme_dirs} au lieu d'un "
                f"(écrit pour mkdocs-material {MATERIAL}) : revoir scripts/hooks/material_assets.py"
            )
        return found[0]

    def patched(self, material: Path) -> str:
        """Material's file ``material`` patched, without its source map (now wrong), if it is the one
        pinned by :attr:`sha256`."""
        data = material.read_bytes()
        if (found := hashlib.sha256(data).hexdigest()) != self.sha256:
            raise MaterialPatchError(
                f"Le fichier de Material {material} a changé : SHA-256 attendu {self.sha256} "
                f"(mkdocs-material {MATERIAL}), trouvé {found}. Le correctif « {self.what} » "
                "(scripts/hooks/material_assets.py) est écrit pour l'ancien : revoir chacun de ses "
                "remplacements sur le nouveau fichier (le texte remplacé, et ce que le remplacement y fait "
                "encore), puis mettre à jour son SHA-256 et MATERIAL."
            )
        return SOURCE_MAP.sub("", replace_each_once(data.decode(), self.replacements, self.what))


PATCHES = (
    Patch(
        "assets/stylesheets/palette.*.min.css",
        "fb2fffe2c525a359e29ee030c77ffdead459d9d73888c34213d4773262a832ab",
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
        "b9a1ef14b5e91ad61fa8d7dd42e1f55e6af0ebd224bc8970dff0e7d7311b172f",
        (
            ('x("nav",{class:"md-code__nav"})', 'x("div",{class:"md-code__nav"})'),
            ('M("table:not([class])",e)', 'M("table:not([class]):not(.md-typeset__table > table)",e)'),
            (
                'let o=x("meta",{name:"color-scheme"});document.head.appendChild(o);',
                'let o=document.querySelector("meta[name=color-scheme]")'
                '||document.head.appendChild(x("meta",{name:"color-scheme"}));',
            ),
            (
                "return o.content=a.colorScheme,",
                "return o.content!==a.colorScheme&&(o.content=a.colorScheme),",
            ),
            ("$(document).subscribe(vi);", ""),
            ("hi(a,c)),m(({href:a})=>new URL(a))", "hi(a,c)),O(()=>vi(document)),m(({href:a})=>new URL(a))"),
            ('let s=t.pipe(ne("pathname"),', 'let s=t.pipe(Q(we()),ne("pathname"),g((a,c)=>c>0),'),
            ('s.pipe(b(()=>t),ne("hash"))', 's.pipe(Q(document),b(()=>t),ne("hash"))'),
        ),
        "scripts de Material : pas de repère de navigation par bloc de code, tableaux déjà enveloppés, "
        "balise color-scheme de la page reprise, adresses de la page rendues absolues au premier lien "
        "suivi par la navigation instantanée, la page gardée au premier lien vers l'une de ses ancres",
    ),
)


TABLE_TAG = re.compile(r"<table\b[^>]*>|</table>")
HAS_CLASS = re.compile(r"\sclass\s*=")
WRAP_OPEN = '<div class="md-typeset__scrollwrap"><div class="md-typeset__table">'
WRAP_CLOSE = "</div></div>"
"""Material's scrolling wrapper of a table (its ``renderTable``)."""


def wrap_tables(html: str) -> str:
    """``html`` with each table without a class in Material's wrapper (its selector: ``table:not([class])``).

    >>> html = wrap_tables('<table><tr><td><table class="x"></table></td></tr></table>')
    >>> html.replace(WRAP_OPEN, "[").replace(WRAP_CLOSE, "]")
    '[<table><tr><td><table class="x"></table></td></tr></table>]'
    """
    wrapped: list[bool] = []

    def wrap(match: re.Match[str]) -> str:
        tag = match.group(0)
        if tag == "</table>":
            return tag + WRAP_CLOSE if wrapped.pop() else tag
        wrapped.append(not HAS_CLASS.search(tag))
        return WRAP_OPEN + tag if wrapped[-1] else tag

    return TABLE_TAG.sub(wrap, html)


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
        text = patch.patched(material)
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


def on_page_content(html: str, **kwargs: Any) -> str:
    return wrap_tables(html)


def on_post_build(config: Any) -> None:
    for _, site, text in _assets(tuple(config["theme"].dirs)):
        target = Path(config["site_dir"]) / site
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, "utf-8")
