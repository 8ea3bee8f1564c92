"""Benchmark: time to print every PDF of the site (one Chromium, all PDFs), as a JSON line.

Needs the built site (``make bench`` builds it first); writes the PDFs into ``site/pdf/``.
"""

from __future__ import annotations

import time

from scripts.bench import RUNS, emit_median
from scripts.build_pdfs import ROOT, build_all


def build_seconds() -> float:
    start = time.perf_counter()
    build_all(ROOT / "site")
    return time.perf_counter() - start


def main() -> None:
    emit_median("pdf.build_s", [build_seconds() for _ in range(RUNS)], "s")


if __name__ == "__main__":
    main()
