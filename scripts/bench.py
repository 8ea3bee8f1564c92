"""Print every benchmark figure as JSON lines: ``{"name": ..., "value": ..., "unit": ...}``.

Runs the site build timing here, then every ``scripts/bench_*.py`` as a module (each prints its own lines).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def emit(name: str, value: float, unit: str) -> None:
    """One figure as a JSON line."""
    print(json.dumps({"name": name, "value": round(value, 3), "unit": unit}), flush=True)


def site_build_seconds() -> float:
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict"],  # not --quiet: it disables --strict
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - start


def main() -> None:
    emit("site.build_s", site_build_seconds(), "s")
    for script in sorted((ROOT / "scripts").glob("bench_*.py")):
        subprocess.run([sys.executable, "-m", f"scripts.{script.stem}"], cwd=ROOT, check=True)


if __name__ == "__main__":
    main()
