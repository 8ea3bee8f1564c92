"""Run a test file of ``tests/js/`` with Node's test runner (``node --test``), the page's own modules
imported as they are shipped."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def node_test(script: str, **env: str) -> str:
    """Run ``tests/js/SCRIPT`` under ``node --test`` with ``env`` added; fail with Node's report
    (skip when Node is absent); return the report."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node absent")
    run = subprocess.run(
        [node, "--test", "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", f"tests/js/{script}"],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout
