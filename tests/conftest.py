"""Shared fixtures: the built site served on a free local port, and a real Chromium
whose every request is recorded (any host other than the local server fails the test)."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "scripts" / "hooks"))

from browser import BrowserSession, launch_chromium  # noqa: E402
from serve import start_server  # noqa: E402

SITE = ROOT / "site"


MKDOCS_BUILD = ("build", "--strict")
"""Never with ``--quiet``: MkDocs then stops counting warnings, and ``--strict`` lets everything pass."""


def build_site() -> Path:
    """Build the site once (``make test`` already did: TAROT_SITE_BUILT=1)."""
    if os.environ.get("TAROT_SITE_BUILT") != "1":
        with (ROOT / ".site-build.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if os.environ.get("TAROT_SITE_BUILT") != "1":
                subprocess.run([sys.executable, "-m", "mkdocs", *MKDOCS_BUILD], cwd=ROOT, check=True)
                os.environ["TAROT_SITE_BUILT"] = "1"
    assert (SITE / "index.html").exists(), "le site n'est pas construit"
    return SITE


@pytest.fixture(scope="session")
def site_dir() -> Path:
    return build_site()


@pytest.fixture(scope="session")
def base_url(site_dir: Path) -> Iterator[str]:
    server = start_server(site_dir)
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def chromium() -> Iterator[object]:
    with launch_chromium() as browser:
        yield browser


@pytest.fixture
def session(chromium: object, base_url: str) -> Iterator[BrowserSession]:
    """A fresh browser profile; at the end, no outside request, no console error."""
    with BrowserSession(chromium, base_url) as browser_session:
        yield browser_session
        browser_session.assert_clean()
