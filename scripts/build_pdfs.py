"""Print the site's PDFs (A4, French) with headless Chromium into ``site/pdf/``.

Usage: ``python -m scripts.build_pdfs [--site site]``, after ``mkdocs build --strict``
(``make build`` runs both). One Chromium prints every PDF from the built site,
served on a free local port; JavaScript is off, so each example shows its code
and its build-time result, never an editor.

* ``regle-tarot.pdf`` and ``tarot-africain.pdf`` are books: the pages of a section of
  ``mkdocs.yml``'s nav (« Tarot », « Tarot africain »), in nav order, then their
  appendix pages (the Tarot africain's one-page memo and score sheets), joined into
  one document (cover, table of contents with page numbers, one chapter per page)
  inside the shell of a built page so that the site's CSS applies. Each is printed
  twice: the first print's PDF outline (Chromium makes it from the headings) gives
  the page of each heading for the table of contents.
* ``tarot-deux-pages.pdf``, ``feuilles-de-marque.pdf``: the pages
  ``docs/imprimer/*.md``, printed as they are.
* ``exercice-SLUG-LEVEL.pdf``: the worksheet of each drill of :mod:`tarot_app.drills` at each
  level (graine 1), from the print view ``exercices/fiche/``: the one job printed with
  JavaScript on, since that page composes the sheet from the drill's pool (no Pyodide for
  seeds of the pool); printed once the sheet says it is ready.
"""

from __future__ import annotations

import argparse
import html
import io
import re
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import yaml
from playwright.sync_api import Browser, Page, PdfMargins, Route
from pypdf import PdfReader

from scripts.browser import FOR_PDFS, launch_chromium
from scripts.hooks.exercises import worksheet_pdf
from scripts.serve import start_server
from tarot_app.drills import DRILLS
from tarot_app.drills.base import LEVEL_NAMES
from tarot_rules import __version__

ROOT = Path(__file__).resolve().parent.parent

BOOK_SHELL = "imprimer/"
MARGINS: PdfMargins = {"top": "12mm", "bottom": "14mm", "left": "13mm", "right": "13mm"}
FOOTER = (
    '<div style="width:100%;margin:0 13mm;font:8px DejaVu Sans,sans-serif;color:#444;'
    'display:flex;justify-content:space-between">'
    "<span>{title}</span>"
    '<span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>'
)


@dataclass(frozen=True)
class Book:
    """A PDF made of a nav section's pages (then those of ``more_sections``, then ``appendix``
    pages), with a cover and a contents."""

    section: str
    cover: str
    appendix: tuple[str, ...] = ()
    more_sections: tuple[str, ...] = ()


@dataclass(frozen=True)
class PdfJob:
    """One PDF: its file name, its title (footer and metadata), the site path it prints (a book's is
    served by the printer itself); a ``ready`` page is printed with JavaScript on, once the selector
    matches."""

    name: str
    title: str
    path: str
    book: Book | None = None
    ready: str | None = None


TAROT_BOOK = Book(
    "Tarot",
    "La règle de la Fédération française de tarot, à 3, 4 et 5 joueurs, puis des conseils pour bien "
    "jouer, avec les résultats des exemples du site, calculés par son moteur.",
    more_sections=("Bien jouer",),
)
AFRICAIN_BOOK = Book(
    "Tarot africain",
    "La règle de référence du Tarot africain (Whist 22), ses variantes, la manche d'exemple et les "
    "feuilles de marque, avec les résultats calculés par le moteur du site.",
    appendix=("imprimer/africain.md",),
)
JOBS = (
    PdfJob("regle-tarot.pdf", "Règle du Tarot (FFT)", "imprimer/regle-tarot.html", TAROT_BOOK),
    PdfJob("tarot-deux-pages.pdf", "Le Tarot en deux pages", "imprimer/deux-pages/"),
    PdfJob(
        "tarot-africain.pdf",
        "Tarot africain — règle et feuilles de marque",
        "imprimer/tarot-africain.html",
        AFRICAIN_BOOK,
    ),
    PdfJob("feuilles-de-marque.pdf", "Feuilles de marque du Tarot", "imprimer/feuilles-de-marque/"),
    *(
        PdfJob(
            worksheet_pdf(slug, level),
            f"Fiche d’exercices — {drill.title} — niveau {name}",
            f"exercices/fiche/?exercice={slug}&niveau={level}&graine=1",
            ready=".worksheet[data-ready='1']",
        )
        for slug, drill in DRILLS.items()
        for level, name in LEVEL_NAMES.items()
    ),
)


# ---- The nav and the built pages ------------------------------------------------------------


class _AnyTagLoader(yaml.SafeLoader):
    """mkdocs.yml may hold ``!!python/name:`` tags: read them as plain values."""


_AnyTagLoader.add_multi_constructor("", lambda loader, suffix, node: None)
_AnyTagLoader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


def _pages(items: Any) -> Iterator[str]:
    for item in items or []:
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            for value in item.values():
                if isinstance(value, str):
                    yield value
                else:
                    yield from _pages(value)


def section_pages(section: str, config: Path = ROOT / "mkdocs.yml") -> list[str]:
    """The Markdown sources of a nav section, in nav order (``tarot/index.md``, …)."""
    nav = yaml.load(config.read_text(encoding="utf-8"), Loader=_AnyTagLoader)["nav"]
    for item in nav:
        if isinstance(item, dict) and section in item:
            return [page for page in _pages(item[section]) if page.endswith(".md")]
    raise SystemExit(f"Section « {section} » absente de la navigation de mkdocs.yml")


def page_url(src: str) -> str:
    """Site path of a Markdown source (directory URLs): ``tarot/score.md`` → ``tarot/score/``."""
    stem = src.removesuffix(".md")
    if stem == "index" or stem.endswith("/index"):
        return stem.removesuffix("index")
    return stem + "/"


ARTICLE = re.compile(r'(<article class="md-content__inner md-typeset">)(.*?)(</article>)', re.DOTALL)
HEADING = re.compile(r'<h([12]) id="([^"]+)"[^>]*>(.*?)</h\1>', re.DOTALL)
ID_ATTR = re.compile(r'\bid="([^"]+)"')
URL_ATTR = re.compile(r'\b(href|src)="([^"]*)"')
TAG = re.compile(r"<[^>]+>")
PRINT_LINK = re.compile(r'<p class="print-link">.*?</p>', re.DOTALL)
EDIT_BUTTON = re.compile(r'<a [^>]*class="md-content__button[^"]*"[^>]*>.*?</a>', re.DOTALL)
HEADERLINK = re.compile(r'<a class="headerlink"[^>]*>.*?</a>', re.DOTALL)


def article_of(page_html: str) -> str:
    """The content of a built Material page (its ``article``)."""
    match = ARTICLE.search(page_html)
    if match is None:
        raise SystemExit('Page construite sans <article class="md-content__inner md-typeset">')
    return match.group(2)


def text_of(fragment: str) -> str:
    """Plain text of an HTML fragment."""
    return " ".join(html.unescape(TAG.sub("", fragment)).split())


@dataclass(frozen=True)
class Chapter:
    """One page of the book: its anchor prefix, site path, HTML and headings (level, id, text)."""

    key: str
    url: str
    body: str
    headings: tuple[tuple[int, str, str], ...]


def chapter(index: int, src: str, site: Path, chapters_by_url: dict[str, str]) -> Chapter:
    """A built page made into a chapter: ids prefixed, links to the book's pages made internal."""
    url = page_url(src)
    key = f"c{index}"
    body = article_of((site / url / "index.html").read_text(encoding="utf-8"))
    body = HEADERLINK.sub("", EDIT_BUTTON.sub("", PRINT_LINK.sub("", body)))
    body = ID_ATTR.sub(lambda m: f'id="{key}-{m.group(1)}"', body)

    def relink(match: re.Match[str]) -> str:
        attr, value = match.groups()
        target = html.unescape(value)
        if target.startswith("#"):
            return f'{attr}="#{key}-{html.escape(target[1:], quote=True)}"'
        parts = urlsplit(target)
        if parts.scheme or target.startswith(("data:", "mailto:")):
            return match.group(0)
        absolute = urljoin("/" + url, target)
        path = urlsplit(absolute).path.lstrip("/")
        other = chapters_by_url.get(path)
        if attr == "href" and other is not None:
            anchor = f"{other}-{parts.fragment}" if parts.fragment else other
            return f'{attr}="#{html.escape(anchor, quote=True)}"'
        return f'{attr}="{html.escape(absolute, quote=True)}"'

    body = URL_ATTR.sub(relink, body)
    headings = tuple((int(level), ident, text_of(inner)) for level, ident, inner in HEADING.findall(body))
    return Chapter(key, url, body, headings)


def book_sources(book: Book) -> list[str]:
    """The Markdown sources of a book, in order: its nav sections, then its appendix."""
    sections = (book.section, *book.more_sections)
    return [*(src for section in sections for src in section_pages(section)), *book.appendix]


def book_chapters(site: Path, book: Book) -> list[Chapter]:
    """Every page of the book (:func:`book_sources`) that is built, as a chapter."""
    sources = []
    for src in book_sources(book):
        if (site / page_url(src) / "index.html").exists():
            sources.append(src)
        else:
            print(f"attention : {src} n'est pas construit, absent du PDF", file=sys.stderr)
    by_url = {page_url(src): f"c{index}" for index, src in enumerate(sources)}
    return [chapter(index, src, site, by_url) for index, src in enumerate(sources)]


def toc_html(chapters: list[Chapter]) -> str:
    """The table of contents: chapters (h1) and their sections (h2), page numbers left hidden
    (``000`` keeps their room) until :data:`FILL_TOC` writes them after a first print."""

    def entry(ident: str, text: str) -> str:
        return (
            f'<a href="#{ident}"><span>{html.escape(text)}</span>'
            '<span class="print-toc__page" style="visibility:hidden">000</span></a>'
        )

    items = []
    for chap in chapters:
        top = [h for h in chap.headings if h[0] == 1]
        title = top[0] if top else (1, chap.key, chap.url)
        subs = "".join(f"<li>{entry(ident, text)}</li>" for level, ident, text in chap.headings if level == 2)
        items.append(f"<li>{entry(title[1], title[2])}" + (f"<ol>{subs}</ol>" if subs else "") + "</li>")
    return f'<nav class="print-toc"><h2 id="sommaire">Sommaire</h2><ol>{"".join(items)}</ol></nav>'


def book_html(site: Path, title: str, book: Book, chapters: list[Chapter]) -> str:
    """A whole book as one HTML document, in the shell of a built page."""
    cover = (
        '<section class="print-book__cover">'
        f'<h1 id="couverture">{html.escape(title)}</h1>'
        f"<p>{html.escape(book.cover)}</p>"
        f"<p>Tarot — la règle et l'école · moteur <code>tarot_rules</code> {html.escape(__version__)}</p>"
        "</section>"
    )
    body = "".join(f'<section class="print-chapter" id="{c.key}">{c.body}</section>' for c in chapters)
    article = cover + toc_html(chapters) + body
    shell = (site / BOOK_SHELL / "index.html").read_text(encoding="utf-8")
    shell = re.sub(
        r"<title>.*?</title>", f"<title>{html.escape(title)}</title>", shell, count=1, flags=re.DOTALL
    )
    return ARTICLE.sub(lambda m: m.group(1) + article + m.group(3), shell, count=1)


def match_pages(chapters: list[Chapter], outline: list[tuple[str, int]]) -> dict[str, int]:
    """The page of each heading of the book, matching the outline in order (titles may repeat)."""
    pages: dict[str, int] = {}
    position = 0
    for chap in chapters:
        for _level, ident, text in chap.headings:
            for index in range(position, len(outline)):
                if outline[index][0] == text:
                    pages[ident] = outline[index][1]
                    position = index + 1
                    break
    return pages


def outline_entries(pdf: bytes) -> list[tuple[str, int]]:
    """(title, page) of every outline item of a PDF, in document order."""
    reader = PdfReader(io.BytesIO(pdf))
    found: list[tuple[str, int]] = []

    def walk(items: Any) -> None:
        for item in items:
            if isinstance(item, list):
                walk(item)
            elif (index := reader.get_destination_page_number(item)) is not None:
                found.append((" ".join(str(item.title).split()), index + 1))

    walk(reader.outline)
    return found


# ---- Printing -----------------------------------------------------------------------------


FILL_TOC = """(pages) => {
  for (const [id, number] of Object.entries(pages)) {
    const link = document.querySelector(`.print-toc a[href="#${CSS.escape(id)}"] .print-toc__page`);
    if (link) { link.textContent = String(number); link.style.visibility = "visible"; }
  }
}"""
"""Writes the page numbers into the table of contents (page scripts are off, Playwright's are not)."""


def pdf_of(page: Page, title: str) -> bytes:
    """The open page printed to an A4 PDF with a footer (title, page / pages) and an outline."""
    pdf: bytes = page.pdf(
        format="A4",
        print_background=True,
        display_header_footer=True,
        header_template="<span></span>",
        footer_template=FOOTER.format(title=html.escape(title)),
        margin=MARGINS,
        outline=True,
        tagged=True,
    )
    return pdf


def build_pdfs(site: Path, browser: Browser, base_url: str) -> dict[str, Path]:
    """Print every PDF of :data:`JOBS` into ``site/pdf/``; returns name → path."""
    out = site / "pdf"
    out.mkdir(exist_ok=True)
    context = browser.new_context(java_script_enabled=False)
    scripted = browser.new_context()
    outside: list[str] = []
    chapters = {job.path: book_chapters(site, job.book) for job in JOBS if job.book}
    books = {job.path: book_html(site, job.title, job.book, chapters[job.path]) for job in JOBS if job.book}

    def route(route: Route) -> None:
        url = route.request.url
        if url.removeprefix(base_url) in books:
            route.fulfill(body=books[url.removeprefix(base_url)], content_type="text/html; charset=utf-8")
        elif url.startswith(base_url) or url.startswith("data:"):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    context.route("**/*", route)
    scripted.route("**/*", route)
    written: dict[str, Path] = {}
    try:
        for job in JOBS:
            page = (scripted if job.ready else context).new_page()
            page.goto(base_url + job.path, wait_until="load")
            if job.ready:
                page.wait_for_selector(job.ready, state="attached")
            if job.book:
                first = pdf_of(page, job.title)
                page.evaluate(FILL_TOC, match_pages(chapters[job.path], outline_entries(first)))
            target = out / job.name
            target.write_bytes(pdf_of(page, job.title))
            written[job.name] = target
            page.close()
    finally:
        context.close()
        scripted.close()
    if outside:
        raise SystemExit(f"Requêtes hors du site pendant l'impression : {outside}")
    return written


def build_all(site: Path) -> dict[str, Path]:
    """Serve ``site`` on a free port, launch one Chromium and print every PDF."""
    if not (site / "index.html").exists():
        raise SystemExit(f"Site non construit dans {site} : lancez d'abord mkdocs build --strict")
    server = start_server(site)
    try:
        with launch_chromium(FOR_PDFS) as browser:
            return build_pdfs(site, browser, server.url)
    finally:
        server.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    args = parser.parse_args()
    start = time.perf_counter()
    written = build_all(args.site)
    for path in written.values():
        pages = len(PdfReader(path).pages)
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} : {pages} pages")
    print(f"PDF imprimés en {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
