"""MkDocs hook: French typography on everything a reader sees, done on the built HTML.

The rules are the engine's, :mod:`tarot_app.typography` (the same that typeset the engine's answers
to the pages); this hook only finds the prose in the HTML. Only text is changed: never a tag, an
attribute, a comment, nor anything inside ``code``, ``pre``, ``kbd``, ``samp``, ``script``, ``style``,
``textarea``, an element with ``lang`` other than French or the English engine reference
(``class="doc"``, mkdocstrings). A ``<template>`` holding JSON (the tutorials' data) has the string
values of its prose keys typeset as HTML fragments. The page, its ``<title>``, navigation and table
of contents are done in ``on_post_page``; the search index in ``on_post_build``. Text a rule leaves
alone keeps its bytes (entities included).
"""

from __future__ import annotations

import html
import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from tarot_app.typography import map_prose, typeset

SKIPPED_TAGS = frozenset({"code", "pre", "kbd", "samp", "script", "style", "textarea", "svg", "math"})
SKIPPED_CLASSES = frozenset({"doc", "table-facts"})
"""The English engine reference, and the engine facts the table pages read as data (`table_facts` hook)."""
VOID_TAGS = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
)
CODE_KEYS = frozenset({"id", "card", "code", "kind", "game", "href", "version", "answer", "ident"})
"""Keys of template JSON whose values are identifiers or code, never typeset."""


class _Typesetter(HTMLParser):
    """Copies HTML, typesetting the text runs outside skipped elements."""

    def __init__(self, faults: list[str] | None = None, texts: list[str] | None = None) -> None:
        super().__init__(convert_charrefs=False)
        self.faults = faults
        self.texts = texts
        self.out: list[str] = []
        self.run: list[str] = []
        self.open: list[tuple[str, bool, bool]] = []  # (tag, skipped, json template)
        self.before = ""

    # -- the stack of open elements --
    @property
    def skipping(self) -> bool:
        return bool(self.open) and self.open[-1][1]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.flush()
        self.out.append(self.get_starttag_text() or "")
        if tag in VOID_TAGS:
            return
        values = dict(attrs)
        lang = values.get("lang")
        skipped = (
            self.skipping
            or tag in SKIPPED_TAGS
            or bool(SKIPPED_CLASSES & set((values.get("class") or "").split()))
            or (lang is not None and not lang.startswith("fr"))
        )
        self.open.append((tag, skipped, tag == "template"))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.flush()
        self.out.append(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        self.flush()
        self.out.append(f"</{tag}>")
        if any(name == tag for name, _, _ in self.open):
            while self.open and self.open.pop()[0] != tag:
                pass

    # -- text --
    def handle_data(self, data: str) -> None:
        self.run.append(data)

    def handle_entityref(self, name: str) -> None:
        self.run.append(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.run.append(f"&#{name};")

    def flush(self) -> None:
        if not self.run:
            return
        raw = "".join(self.run)
        self.run = []
        if self.skipping or (self.open and self.open[-1][0] in ("script", "style")):
            if self.open[-1][0] in ("code", "kbd", "samp") and raw.strip():
                self.before = html.unescape(raw)  # the prose after it follows a word, not a space
            self.out.append(raw)
            return
        if self.open and self.open[-1][2]:
            self.out.append(_typeset_template(raw, self.faults, self.texts))
            return
        text = html.unescape(raw)
        if self.texts is not None:
            self.texts.append(text)
        new = typeset(text, self.before[-1:])
        self.out.append(raw if new == text else html.escape(new, quote=False))
        if new != text and self.faults is not None:
            self.faults.append(" ".join(text.split())[:120])
        if text.strip():
            self.before = text

    # -- the rest, as it was --
    def handle_comment(self, data: str) -> None:
        self.flush()
        self.out.append(f"<!--{data}-->")

    def handle_decl(self, decl: str) -> None:
        self.flush()
        self.out.append(f"<!{decl}>")

    def handle_pi(self, data: str) -> None:
        self.flush()
        self.out.append(f"<?{data}>")

    def unknown_decl(self, data: str) -> None:
        self.flush()
        self.out.append(f"<![{data}]>")

    def result(self) -> str:
        self.close()
        self.flush()
        return "".join(self.out)


def typeset_html(source: str, faults: list[str] | None = None, texts: list[str] | None = None) -> str:
    """HTML with its text typeset; tags, attributes and code unchanged. Each text changed is
    added to ``faults``, each text read to ``texts``, when given.

    >>> typeset_html('<p title="a : b">Note : <code>x : y</code> <em>l\\'Excuse</em></p>')
    '<p title="a : b">Note\\xa0: <code>x : y</code> <em>l’Excuse</em></p>'
    >>> typeset_html('<p class="x">Rien&nbsp;à&amp;faire.</p><br><script>a = "b : c";</script>')
    '<p class="x">Rien&nbsp;à&amp;faire.</p><br><script>a = "b : c";</script>'
    >>> typeset_html('<template>{"goal": "Jouez !", "id": "a : b"}</template>')
    '<template>{"goal":"Jouez\\u202f!","id":"a : b"}</template>'
    """
    parser = _Typesetter(faults, texts)
    parser.feed(source)
    return parser.result()


def faults(source: str) -> list[str]:
    """The texts of an HTML page (or fragment) that lack French typography.

    >>> faults("<h1>La règle d'or</h1><pre>a : b</pre><p>Oui\u202f!</p>")
    ["La règle d'or"]
    """
    found: list[str] = []
    typeset_html(source, found)
    return found


def prose(source: str) -> list[str]:
    """The texts of an HTML page (or fragment) a reader reads as French prose (no code).

    >>> prose('<p>La <em>règle</em> <code>x</code></p><template>{"goal": "Jouez", "id": "a"}</template>')
    ['La ', 'règle', ' ', 'Jouez']
    """
    found: list[str] = []
    typeset_html(source, texts=found)
    return found


def _typeset_template(raw: str, faults: list[str] | None = None, texts: list[str] | None = None) -> str:
    """A template's content: JSON data has its prose strings typeset, anything else is HTML."""
    try:
        data = json.loads(html.unescape(raw))
    except ValueError:
        return typeset_html(raw, faults, texts)
    new = map_prose(data, lambda text: typeset_html(text, faults, texts), CODE_KEYS)
    if new == data:
        return raw
    return html.escape(json.dumps(new, ensure_ascii=False, separators=(",", ":")), quote=False)


def typeset_search_index(path: Path) -> None:
    """Typeset the titles and texts of Material's search index (shown in the results)."""
    index = json.loads(path.read_text("utf-8"))
    for doc in index["docs"]:
        doc["title"] = typeset_html(doc["title"])
        doc["text"] = typeset_html(doc["text"])
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), "utf-8")


def on_post_page(output: str, **kwargs: Any) -> str:
    """The whole page: title, navigation, table of contents, content, footer."""
    return typeset_html(output)


def on_post_build(config: Any) -> None:
    """The search index, written by the search plugin before this hook runs."""
    index = Path(config["site_dir"]) / "search" / "search_index.json"
    if index.exists():
        typeset_search_index(index)


def on_post_template(output_content: str, template_name: str, config: Any) -> str:
    """The theme's own pages (``404.html``)."""
    return typeset_html(output_content) if template_name.endswith(".html") else output_content
