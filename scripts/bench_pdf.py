"""Benchmark: time to print every PDF of the site (one Chromium, all PDFs), as a JSON line.

Needs the built site (``make bench`` builds it first); writes the PDFs into ``site/pdf/``.
"""

from __future__ import annotations

import json
import time

from scripts.build_pdfs import ROOT, build_all


def main() -> None:
    start = time.perf_counter()
    build_all(ROOT / "site")
    seconds = time.perf_counter() - start
    print(json.dumps({"name": "pdf.build_s", "value": round(seconds, 3), "unit": "s"}), flush=True)


if __name__ == "__main__":
    main()
