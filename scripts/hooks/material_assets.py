"""MkDocs hook: two of Material's files served patched, each under a name of its own, and the
tables wrapped at build as Material's script would wrap them at load.

- **The palette style sheet** without the rule that restyles every element at load. Material marks
  ``<body>`` with ``data-md-color-switching`` while it applies a palette, and its ``palette.css`` stops
  every transition under that mark (``[data-md-color-switching] *``). It applies the palette at every
  page load, where nothing switches: setting then removing the mark restyled every element of the page
  twice (measured at 3× CPU slowdown: 530 ms of main thread on the largest reference page, 215 ms on a
  rule page). The site stops transitions only when a reader switches the palette
  (``assets/site/palette-switch.js``).
- **The script bundle**, patched where it cost readers something:

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
    and only a page swapped in at another depth needs it;
  - an element whose visibility Material watches (each code block, each menu entry that may be cut
    short) hears of its own changes only: the one observer's news went to every watcher, each one
    checking whether it was about its element, so the first news (one per watched element, 266 on
    « La donne pas à pas ») made some 70,000 checks. Each element now has its own channel, kept as long
    as the element lives (``WeakMap``). Measured (trace, 1×, median of 9 loads, same minutes): the
    observer's callbacks during the load of « La donne pas à pas » 87–120 → 31–67 ms;
  - the search index goes to the search worker as the JSON text it was fetched as, parsed there
    (``docs/assets/javascripts/workers/search-fold.js``): the page's thread parsed it and then copied
    its objects into the worker. Only the search-term highlighting reads the index on the page
    (its ``config``), once a result is followed. Measured (1×, median of 9 loads): parse and post
    3.2 → 0.6 ms on « Le score », 4.6 → 0.4 ms on « La donne pas à pas »; a few ms, not the 17 ms a
    CPU profile had suggested;
  - the search index is fetched, and handed to the search worker, when the reader opens the search
    (Material's own behaviour for a site opened from files), and the search-term highlighting asks for
    it only on a page reached from a result (``?h=``): at every page load, the worker parsed and indexed
    205 KB that most readers never search. Measured (1×, « Le score », machine-wide processor time in
    the 3 s after the load, 3 loads each): 2.5–3.0 → 2.3–2.4 s. The first query waits for the index:
    typed at 100 ms a key, answered 27–34 ms after the last key, as before; typed at once,
    340–800 ms instead of 150–280 ms (``search.first_query_ms``);
  - a title cut short (``.md-ellipsis``: a menu entry, the header's) gets its whole text as a tooltip
    (``title``) when the pointer comes over it, checked then: Material watched the visibility of every
    entry (216 on « La donne pas à pas ») to check each one once seen, for a tooltip only a pointer
    shows. Measured (trace, 4×, median of 12 loads alternated, same minutes): observer callbacks
    129 → 104 ms, garbage collection 38 → 22 ms on « La donne pas à pas ».

Each patch is a list of exact replacements, each of a text found once, checked at build: if
Material's text changed, the build stops and says which patch to review. ``overrides/main.html`` puts
the site's addresses in place of Material's (the ``material_assets`` filter).
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
        """``text`` patched (without its source map, now wrong); each text replaced is there once.

        >>> patch = Patch("x.js", (("<nav>", "<div>"),), "exemple")
        >>> patch.apply("a<nav>b\\n//# sourceMappingURL=x.js.map\\n")
        'a<div>b\\n'
        >>> patch.apply("a<div>b")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        scripts.hooks.material_assets.MaterialAssetError: exemple : « <nav> » trouvé 0 fois au lieu d'une...
        """
        for old, new in self.replacements:
            if (found := text.count(old)) != 1:
                raise MaterialAssetError(
                    f"{self.what} : « {old} » trouvé {found} fois au lieu d'une, Material a changé, "
                    "revoir ce crochet"
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
            (
                'ze(new URL("search/search_index.json",Or.base))',
                'to(new URL("search/search_index.json",Or.base)).pipe(b(r=>r.text()),Z(1))',
            ),
            ("m(()=>__index)", "m(()=>JSON.stringify(__index))"),
            ('L($(location.protocol!=="file:"),Je("search"))', 'Je("search")'),
            (
                'z([t,r.pipe(Q(we()),g(o=>!!o.searchParams.get("h")))])',
                'r.pipe(Q(we()),g(o=>!!o.searchParams.get("h")),b(n=>t.pipe(m(o=>[o,n]))))',
            ),
            (
                "subscribe(({config:o,docs:n})=>r.next({type:0,data:{config:o,docs:n,options:",
                "subscribe(o=>r.next({type:0,data:{json:o,options:",
            ),
            ("m(([o,n])=>xi(o.config)(", "m(([o,n])=>xi(JSON.parse(o).config)("),
            (
                'e.pipe(b(()=>M(".md-ellipsis")),J(r=>mt(r).pipe(W(e.pipe(Ie(1))),g(o=>o),m(()=>r),Ee(1))),'
                "g(r=>r.offsetWidth<r.scrollWidth),",
                'h(document,"pointerover").pipe('
                'm(({target:r})=>r instanceof Element?r.closest("a, .md-ellipsis"):null),'
                'm(r=>r&&(r.matches(".md-ellipsis")?r:r.querySelector(".md-ellipsis"))),'
                'g(r=>!!r&&!(r.closest("a")||r).title&&r.offsetWidth<r.scrollWidth),',
            ),
            ("var fn=new T,", "var fn=new WeakMap,"),
            ("e=>{for(let t of e)fn.next(t)}", "e=>{for(let t of e){let r=fn.get(t.target);r&&r.next(t)}}"),
            (
                "b(t=>fn.pipe(g(({target:r})=>r===e),",
                "b(t=>(fn.get(e)||fn.set(e,new T).get(e)).pipe(",
            ),
        ),
        "scripts de Material : pas de repère de navigation par bloc de code, tableaux déjà enveloppés, "
        "balise color-scheme de la page reprise, adresses de la page rendues absolues au premier lien "
        "suivi par la navigation instantanée, index de recherche transmis en texte JSON au programme de "
        "recherche à l'ouverture de la recherche, titre coupé complété au survol, chaque visibilité observée "
        "remise à son seul élément",
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


def on_page_content(html: str, **kwargs: Any) -> str:
    return wrap_tables(html)


def on_post_build(config: Any) -> None:
    for _, site, text in _assets(tuple(config["theme"].dirs)):
        target = Path(config["site_dir"]) / site
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, "utf-8")
