"""French spell check of everything a reader reads on the built site (``site/``).

Prints each unknown word with the pages that hold it, and exits 1 if there is any::

    .venv/bin/python -m scripts.spelling          # after mkdocs build

A word that is right (Tarot jargon, a name) goes in ``tests/mots.txt``, one per line, sorted
(a Hunspell personal dictionary: ``mot`` accepts « mot » and « Mot »). The checker is Hunspell
with Debian's French dictionary (``hunspell``, ``hunspell-fr``: ``make test`` installs them). The
prose is what the typography hook reads (code, attributes and the English engine reference left
out): ``scripts/hooks/french_typography.py``.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from scripts.hooks.french_typography import prose

ROOT = Path(__file__).resolve().parent.parent

WORDS = ROOT / "tests" / "mots.txt"
ENGLISH_PAGES = ("reference/api/",)
"""Pages in English: the engine reference, made from the docstrings."""
HUNSPELL = ("hunspell", "-d", "fr_FR", "-i", "utf-8", "-l")
IDENTIFIER = re.compile(r"\S*(?:[_.=()<>\[\]{}/\\]\w|\d)\S*|\b\w*[a-z][A-Z]\w*")
"""Tokens that are names from code, not words: ``tarot_rules``, ``fft.score``, ``J3``, ``PlayedTrick``."""


def project_words(path: Path = WORDS) -> list[str]:
    """The project's words: one a line; ``#`` starts a comment."""
    lines = (line.split("#", 1)[0].strip() for line in path.read_text("utf-8").splitlines())
    return [line for line in lines if line]


def site_prose(site: Path) -> dict[str, str]:
    """The prose of each built page, by path in the site."""
    return {
        str(page.relative_to(site)): "\n".join(prose(page.read_text("utf-8")))
        for page in sorted(site.rglob("*.html"))
        if not str(page.relative_to(site)).startswith(ENGLISH_PAGES)
    }


def unknown_words(text: str, words: list[str]) -> set[str]:
    """The words of ``text`` that neither the French dictionary nor ``words`` knows.

    >>> sorted(unknown_words("Le preneur (J3) fait une Garde ; l’Excuse reste. Tarrot Oudler", ["Oudler"]))
    ['Tarrot']
    """
    with tempfile.NamedTemporaryFile("w", suffix=".dic", encoding="utf-8") as personal:
        personal.write("\n".join(words) + "\n")
        personal.flush()
        result = subprocess.run(
            [*HUNSPELL, "-p", personal.name],
            input=IDENTIFIER.sub(" ", text),
            capture_output=True,
            text=True,
            check=True,
        )
    return set(result.stdout.split())


def unknown_by_page(site: Path, words: Path = WORDS) -> dict[str, list[str]]:
    """Each unknown word with the pages where it appears."""
    pages = site_prose(site)
    found: dict[str, list[str]] = defaultdict(list)
    for word in unknown_words("\n".join(pages.values()), project_words(words)):
        pattern = re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")
        found[word] = [page for page, text in pages.items() if pattern.search(text)]
    return dict(sorted(found.items(), key=lambda item: item[0].lower()))


def main() -> int:
    found = unknown_by_page(ROOT / "site")
    for word, pages in found.items():
        print(f"{word}\t{', '.join(pages)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
