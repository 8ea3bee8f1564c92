"""The printable PDFs, read back: A4, page counts, embedded fonts, ink on every page,
and the figures the engine computes (``make build`` prints them into ``site/pdf/``)."""

from __future__ import annotations

import functools
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from scripts.build_pdfs import JOBS, PdfJob, book_chapters, book_sources
from tarot_rules.africain import REFERENCE, forbidden_bid, seed_000_round
from tarot_rules.africain.examples import SEED_000_BIDS, SEED_000_HANDS
from tarot_rules.fft import PRESETS, ScoreBreakdown, score, threshold

A4 = (595.0, 842.0)
PAGE_BOUNDS = {
    "regle-tarot.pdf": (10, 150),
    "tarot-deux-pages.pdf": (2, 2),
    "tarot-africain.pdf": (12, 60),
    "feuilles-de-marque.pdf": (3, 3),
    **{job.name: (2, 2) for job in JOBS if job.ready},  # exercise worksheets: questions, then corrections
}
pytestmark = pytest.mark.browser

NAMES = [job.name for job in JOBS]
FOOTER_MM = 15
"""Bottom band (the footer: title and page number) left out of the ink check."""


@pytest.fixture(scope="session")
def readers(pdf_dir: Path) -> dict[str, PdfReader]:
    return {name: PdfReader(pdf_dir / name) for name in NAMES}


def fft_example() -> ScoreBreakdown:
    """The FFT's worked example: Garde, 2 bouts, 49 points, poignée and petit au bout by the attack."""
    return score(
        players=4, contract="garde", bouts=2, points=49, poignees=["simple"], petit_au_bout="attaque"
    )


@functools.cache
def pages_of(path: Path) -> tuple[str, ...]:
    """The text of each page of the PDF at ``path`` as poppler's ``pdftotext`` reads it, layout kept (a
    title stays by its page number in a table of contents; pypdf took fifteen times longer). Each page
    ends with a form feed."""
    command = ["pdftotext", "-layout", str(path), "-"]
    return tuple(subprocess.run(command, check=True, capture_output=True, text=True).stdout.split("\f")[:-1])


def text_of(path: Path) -> str:
    return "\n".join(pages_of(path))


def numbers_in(text: str) -> set[str]:
    return set(re.findall(r"\d+", text))


def test_every_pdf_is_linked_from_the_imprimer_page(pdf_dir: Path) -> None:
    page = (pdf_dir.parent / "imprimer" / "index.html").read_text(encoding="utf-8")
    for name in NAMES:
        assert f'href="../pdf/{name}"' in page


@pytest.mark.parametrize("name", NAMES)
def test_pages_are_a4_and_counted(readers: dict[str, PdfReader], name: str) -> None:
    reader = readers[name]
    low, high = PAGE_BOUNDS[name]
    assert low <= len(reader.pages) <= high, f"{name} : {len(reader.pages)} pages"
    for number, page in enumerate(reader.pages, start=1):
        width, height = float(page.mediabox.width), float(page.mediabox.height)
        assert abs(width - A4[0]) <= 2 and abs(height - A4[1]) <= 2, f"{name} p. {number} : {width}×{height}"


def _font_is_embedded(font: Any) -> bool:
    font = font.get_object()
    if font.get("/Subtype") == "/Type3":
        return True  # glyphs drawn inside the PDF itself
    if font.get("/Subtype") == "/Type0":
        font = font["/DescendantFonts"][0].get_object()
    descriptor = font.get("/FontDescriptor")
    if descriptor is None:
        return False
    descriptor = descriptor.get_object()
    return any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))


@pytest.mark.parametrize("name", NAMES)
def test_fonts_are_embedded(readers: dict[str, PdfReader], name: str) -> None:
    seen = 0
    for number, page in enumerate(readers[name].pages, start=1):
        fonts = page.get("/Resources", {}).get_object().get("/Font", {})
        for key, font in fonts.get_object().items():
            seen += 1
            assert _font_is_embedded(font), f"{name} p. {number} : police {key} non incorporée"
    assert seen > 0


def _pgm_pixels(path: Path) -> tuple[int, int, bytes]:
    data = path.read_bytes()
    fields = data.split(maxsplit=4)  # P5, width, height, maxval, pixels
    assert fields[0] == b"P5"
    width, height = int(fields[1]), int(fields[2])
    return width, height, fields[4][-width * height :]


@pytest.mark.parametrize("name", NAMES)
def test_no_blank_page(pdf_dir: Path, tmp_path: Path, name: str) -> None:
    """Every page has ink above the footer band (catches Chromium's blank trailing page)."""
    dpi = 30
    subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-gray", str(pdf_dir / name), str(tmp_path / "p")], check=True
    )
    images = sorted(tmp_path.glob("p-*.pgm"))
    assert len(images) == len(PdfReader(pdf_dir / name).pages)
    for image in images:
        width, height, pixels = _pgm_pixels(image)
        body = pixels[: width * (height - round(FOOTER_MM / 25.4 * dpi))]
        ink = sum(1 for value in body if value < 224)
        assert ink > 30, f"{name} : page vide ({image.name}, {ink} pixels d'encre)"


def test_summary_is_one_sheet_with_the_engine_figures(readers: dict[str, PdfReader]) -> None:
    reader = readers["tarot-deux-pages.pdf"]
    assert len(reader.pages) == 2
    # pypdf, not pdftotext: it reads a table's cell written on two lines (« Garde / contre ») whole.
    text = " ".join(" ".join(page.extract_text() for page in reader.pages).split())
    example = fft_example()
    per_defender, taker = example.per_defender, example.scores[example.taker]
    assert (per_defender, taker) == (106, 318)
    found = numbers_in(text)
    assert {str(per_defender), str(taker)} <= found
    assert {str(threshold(bouts)) for bouts in range(4)} <= found
    for rules in PRESETS.values():
        assert {str(size) for size in rules.poignee_sizes} <= found
    for word in ("Garde contre", "surcoupe", "Petit au bout", "Poignée"):
        assert word in text


def test_rulebook_has_the_engine_figures(pdf_dir: Path) -> None:
    text = text_of(pdf_dir / "regle-tarot.pdf")
    example = fft_example()
    figures = {str(example.per_defender), str(example.scores[example.taker])}
    assert figures | {str(threshold(bouts)) for bouts in range(4)} <= numbers_in(text)


@pytest.mark.parametrize("job", [job for job in JOBS if job.book], ids=lambda job: job.name)
def test_books_have_every_page_and_a_true_table_of_contents(
    readers: dict[str, PdfReader], pdf_dir: Path, job: PdfJob
) -> None:
    assert job.book is not None
    pages = [" ".join(page.split()) for page in pages_of(pdf_dir / job.name)]
    assert len(pages) == len(readers[job.name].pages)
    assert "Version imprimable" not in "\n".join(pages)
    chapters = book_chapters(pdf_dir.parent, job.book)
    assert len(chapters) == len(book_sources(job.book))
    titles = [next(text for level, _, text in c.headings if level == 1) for c in chapters]
    first = re.search(re.escape(titles[0]) + r" (\d+)", pages[1])
    assert first, "le sommaire doit commencer à la page 2"
    toc = " ".join(pages[1 : int(first.group(1)) - 1])
    for title in titles:
        match = re.search(re.escape(title) + r" (\d+)", toc)
        assert match, f"« {title} » absent du sommaire"
        page = int(match.group(1))
        assert title in pages[page - 1], f"« {title} » n'est pas à la page {page}"


def test_africain_has_the_seed_round_and_a_sheet_per_table(pdf_dir: Path) -> None:
    text = " ".join(text_of(pdf_dir / "tarot-africain.pdf").split())
    round_ = seed_000_round(played=False)
    for amount in SEED_000_BIDS[:-1]:
        round_.bid(amount)
    banned = round_.forbidden_bid
    assert banned == forbidden_bid(cards=len(SEED_000_HANDS[0]), bids=list(SEED_000_BIDS[:-1]))
    assert f"{round_.names[-1]}, donneur, ne peut pas annoncer {banned}" in text
    for players in range(REFERENCE.min_start_players, REFERENCE.max_start_players + 1):
        assert f"Feuille de marque à {players} joueurs" in text
        assert f"Joueur {players}" in text
    assert text.count("Annonce Plis Vies") >= 3


def test_score_sheets_for_three_four_five(pdf_dir: Path) -> None:
    for players, page in zip(sorted(PRESETS), pages_of(pdf_dir / "feuilles-de-marque.pdf"), strict=True):
        text = " ".join(page.split())
        assert f"Feuille de marque à {players} joueurs" in text
        assert f"J{players}" in text and f"J{players + 1}" not in text
        assert ("Partenaire" in text) == PRESETS[players].calls_partner
        assert "Somme = 0" in text


def test_rulebook_shows_examples_as_french_results_never_as_python(pdf_dir: Path) -> None:
    text = text_of(pdf_dir / "regle-tarot.pdf")
    assert ">>>" not in text and "import " not in text and "print(" not in text
    flat = " ".join(text.split())
    shown = [fft_example(), score(players=4, contract="prise", bouts=1, points=47)]
    for line in (text for example in shown for text in str(example).splitlines()):
        assert line in flat  # « Garde réussie : 49 points avec 2 bouts, … », « Par défenseur : … »
    assert "Contrat conseillé :" in flat and "Refusé : On ne peut écarter ni Roi ni bout" in flat
    assert "calculé par le moteur du site" in flat
