"""MkDocs hook: a « version imprimable » link on every page that a PDF prints.

The PDFs themselves are made after the site build by ``scripts/build_pdfs.py``
into ``site/pdf/``; this hook only links them from their source pages (the link
is hidden when a page is printed, see ``docs/assets/print.css``).
"""

from __future__ import annotations

import html
from typing import Any

PDFS: dict[str, tuple[str, str]] = {
    # source page prefix → (PDF file, title)
    "tarot/": ("regle-tarot.pdf", "Règle du Tarot (FFT)"),
    "africain/": ("tarot-africain.pdf", "Tarot africain, règle et feuilles de marque"),
    "imprimer/africain.md": ("tarot-africain.pdf", "Tarot africain, règle et feuilles de marque"),
    "imprimer/deux-pages.md": ("tarot-deux-pages.pdf", "Le Tarot en deux pages"),
    "imprimer/feuilles-de-marque.md": ("feuilles-de-marque.pdf", "Feuilles de marque du Tarot"),
}


def pdf_for(src_uri: str) -> tuple[str, str] | None:
    """The PDF (file name, title) that prints the page ``src_uri``, if any."""
    for prefix, pdf in PDFS.items():
        if src_uri == prefix or (prefix.endswith("/") and src_uri.startswith(prefix)):
            return pdf
    return None


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    pdf = pdf_for(page.file.src_uri)
    if pdf is None:
        return html_text
    name, title = pdf
    href = "../" * page.url.count("/") + "pdf/" + name
    link = (
        f'<p class="print-link"><a href="{html.escape(href)}" download>'
        f"Version imprimable (PDF A4) : {html.escape(title)}</a></p>"
    )
    head, sep, rest = html_text.partition("</h1>")
    return head + sep + link + rest if sep else link + html_text
