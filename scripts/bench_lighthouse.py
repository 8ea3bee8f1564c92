"""Lighthouse scores as JSON lines ``lighthouse.<page>.<category>`` (run by ``make bench`` via bench.py).

Lighthouse (npm, pinned in ``package.json``) audits seven kinds of page of the built site, served
locally by ``scripts.serve`` (text gzipped, as a static host sends it), in Debian's Chromium with
the flags of the browser tests (nothing leaves the machine). Lighthouse's mobile settings (a phone
on a throttled network), with its CPU slowdown calibrated as Lighthouse's documentation asks: its 4×
default assumes a fast desktop host, and this shared two-core machine is often several times slower.
Each audit is calibrated on its own load: Lighthouse loads the page and measures the host
(``benchmarkIndex``) in one run (``--gather-mode``), :func:`cpu_slowdown` turns that index into the
multiplier, and the report is computed from that load with it (``--audit-mode``). Under Lighthouse's
default simulated throttling the multiplier plays no part in the load itself, only in the simulation
of the phone from it. Targets on every page: performance ≥ 95, accessibility 100, best practices
100, SEO ≥ 95. The audits that lost points go to stderr, with each run's index and multiplier.

``python -m scripts.bench_lighthouse [--runs N] [--page NAME ...] [--save DIR]``: the median of N runs
of each page (default 3), of every page or only those named; ``--save`` keeps the last report of each
page as ``DIR/<page>.json`` (its opportunities and diagnostics: render-blocking resources, unused
CSS and JavaScript, main-thread work…). A page's performance score moves from run to run between two
modes: Lighthouse counts Material's start-up either in the first paint or in the blocking time, after
which of the two the observed load happened to put it (README, « Mesurer le site »). Stderr shows each
run's score with its first paint and blocking time, so that no single run stands for the page.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from scripts.bench import emit
from scripts.browser import FOR_READERS
from scripts.serve import server_process

ROOT = Path(__file__).resolve().parent.parent
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
PAGES = {
    "home": "",
    "rule": "tarot/score/",
    "tutorial": "tutoriels/cartes/",
    "calculator": "table/calculateur/",
    "sheet": "table/feuille-tarot/",
    "api": "reference/api/*",
    "donne": "s-entrainer/donne/",
    "africain": "s-entrainer/africain/",
}
"""Page name in the figure → path: the home page, a rule page with live examples, a tutorial, the
calculator, a score sheet, the engine's API reference (``*``: its page with the most elements,
found in the built site by :func:`heaviest_page`) and the two practice pages at their card table."""
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")


def run_lighthouse(url: str, *options: str) -> str:
    """What Lighthouse prints for ``url`` with ``options``."""
    return subprocess.run(
        [
            str(LIGHTHOUSE),
            url,
            "--quiet",
            f"--chrome-flags={' '.join(['--headless=new', *FOR_READERS.args])}",
            *options,
        ],
        env={**os.environ, "CHROME_PATH": FOR_READERS.executable},
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def lighthouse(url: str, *options: str) -> dict[str, Any]:
    """Lighthouse's JSON report of ``url``."""
    printed = run_lighthouse(url, "--output=json", "--output-path=stdout", *options)
    report: dict[str, Any] = json.loads(printed)
    return report


class _ElementCounter(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.count += 1


def element_count(html: str) -> int:
    """How many elements ``html`` has (what the browser styles and lays out).

    >>> element_count('<p>Le <b>petit</b><br> au bout</p><script>if (a<b) {}</script>')
    4
    """
    counter = _ElementCounter()
    counter.feed(html)
    return counter.count


def heaviest_page(site: Path, folder: str) -> str:
    """The page under ``folder`` of the built ``site`` with the most elements, as a site path."""
    pages = (site / folder).rglob("index.html")
    heaviest = max(pages, key=lambda page: element_count(page.read_text("utf-8")))
    return f"{heaviest.parent.relative_to(site).as_posix()}/"


def page_path(site: Path, name: str) -> str:
    """The site path audited as ``name`` (:data:`PAGES`)."""
    path = PAGES[name]
    return heaviest_page(site, path.removesuffix("*")) if path.endswith("*") else path


def cpu_slowdown(benchmark_index: float) -> float:
    """The CPU multiplier that makes this host a mid-range phone (Lighthouse's throttling calculator).

    >>> [round(cpu_slowdown(index), 2) for index in (100, 475, 800, 1300, 1533)]
    [1.0, 1.5, 2.0, 3.0, 4.0]
    """
    if benchmark_index >= 1300:
        return 3 + (benchmark_index - 1300) / 233
    if benchmark_index >= 800:
        return 2 + (benchmark_index - 800) / 500
    return 1 + max(benchmark_index - 150, 0) / 650


def audit(url: str) -> dict[str, Any]:
    """The four categories of ``url``, with the CPU slowdown for the host as measured in that load."""
    categories = f"--only-categories={','.join(CATEGORIES)}"
    with tempfile.TemporaryDirectory() as folder:
        run_lighthouse(url, categories, f"--gather-mode={folder}")
        gathered = Path(folder) / "artifacts.json"
        artifacts = json.loads(gathered.read_text("utf-8"))
        slowdown = round(cpu_slowdown(artifacts["BenchmarkIndex"]), 2)
        artifacts["settings"]["throttling"]["cpuSlowdownMultiplier"] = slowdown
        gathered.write_text(json.dumps(artifacts), "utf-8")
        throttling = f"--throttling.cpuSlowdownMultiplier={slowdown}"
        return lighthouse(url, categories, f"--audit-mode={folder}", throttling)


def scores(report: dict[str, Any]) -> dict[str, float]:
    """Each category's score out of 100.

    >>> scores({"categories": {"seo": {"score": 0.92}, "performance": {"score": 1}}})
    {'seo': 92.0, 'performance': 100.0}
    """
    return {name: 100.0 * category["score"] for name, category in report["categories"].items()}


def run_summary(report: dict[str, Any]) -> str:
    """One run's performance score, first contentful paint and total blocking time.

    >>> run_summary({"categories": {"performance": {"score": 0.93}}, "audits": {
    ...     "first-contentful-paint": {"numericValue": 2012.4},
    ...     "total-blocking-time": {"numericValue": 251.0}}})
    '93 (FCP 2012 ms, TBT 251 ms)'
    """
    audits = report["audits"]
    return (
        f"{scores(report)['performance']:.0f} "
        f"(FCP {audits['first-contentful-paint']['numericValue']:.0f} ms, "
        f"TBT {audits['total-blocking-time']['numericValue']:.0f} ms)"
    )


def lost_points(report: dict[str, Any]) -> list[str]:
    """The weighted audits that did not pass, as ``category/audit (shown value)``.

    >>> lost_points({"categories": {"seo": {"auditRefs": [{"id": "robots-txt", "weight": 1}]}},
    ...              "audits": {"robots-txt": {"score": 0, "displayValue": ""}}})
    ['seo/robots-txt']
    """
    lost = []
    for name, category in report["categories"].items():
        for reference in category["auditRefs"]:
            result = report["audits"][reference["id"]]
            if reference["weight"] and result["score"] is not None and result["score"] < 1:
                shown = result.get("displayValue", "")
                lost.append(f"{name}/{reference['id']}" + (f" ({shown})" if shown else ""))
    return lost


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--page", action="append", choices=PAGES, help="only this page (repeatable)")
    parser.add_argument("--save", type=Path, help="folder for each page's last JSON report")
    arguments = parser.parse_args()
    runs = arguments.runs
    site = ROOT / "site"
    if not (site / "index.html").exists():
        sys.exit("le site n'est pas construit : make build")
    with server_process(site) as base:
        for page in arguments.page or PAGES:
            path = page_path(site, page)
            reports = [audit(base + path) for _ in range(runs)]
            if arguments.save:
                arguments.save.mkdir(parents=True, exist_ok=True)
                (arguments.save / f"{page}.json").write_text(json.dumps(reports[-1]), "utf-8")
            for category in CATEGORIES:
                emit(
                    f"lighthouse.{page}.{category}",
                    statistics.median(scores(r)[category] for r in reports),
                    "score",
                )
            slowdowns = ", ".join(
                f"{r['configSettings']['throttling']['cpuSlowdownMultiplier']}× pour l'indice "
                f"{r['environment']['benchmarkIndex']:.0f}"
                for r in reports
            )
            runs_seen = ", ".join(run_summary(r) for r in reports)
            lost = "; ".join(lost_points(reports[-1])) or "rien à signaler"
            print(
                f"lighthouse {page} (/{path}, processeur ralenti {slowdowns}) : "
                f"performance {runs_seen} ; {lost}",
                file=sys.stderr,
            )


if __name__ == "__main__":
    main()
