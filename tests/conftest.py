"""Shared fixtures: the built site served on a free local port, and a real Chromium
whose every request is recorded (any host other than the local server fails the test).

A test using one of them carries the ``browser`` marker (checked at collection), so that
``pytest -m "not browser"`` is the fast engine suite."""

from __future__ import annotations

import contextlib
import fcntl
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from playwright.sync_api import Browser

from scripts.browser import FOR_TESTS, BrowserSession, chromium_of, launch_chromium
from scripts.build_pdfs import JOBS, build_all
from scripts.serve import SiteServer, start_server

ROOT = Path(__file__).resolve().parent.parent

settings.register_profile("no-timing", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("no-timing")
"""Tests never fail on a timing (speed is a `make bench` figure): no Hypothesis deadline, on a
loaded machine as on a quiet one."""

SITE = Path(os.environ.get("TAROT_SITE_DIR") or ROOT / "site")
"""The built site: ``site/``, or ``TAROT_SITE_DIR`` (built by ``mkdocs build -d DIR``)."""
BROWSER_FIXTURES = frozenset({"site_dir", "site_server", "own_server", "base_url", "chromium", "session"})
"""Fixtures that need the built site or Chromium: a test using any of them is a ``browser`` test."""


MKDOCS_BUILD = ("build", "--strict")
"""Never with ``--quiet``: MkDocs then stops counting warnings, and ``--strict`` lets everything pass."""


def build_site() -> Path:
    """Build the site once per test run (``make test`` already did: TAROT_SITE_BUILT=1). The lock file
    names the run that built it, so that a second test worker does not rebuild the site under the
    pages the first one is reading."""
    if os.environ.get("TAROT_SITE_BUILT") != "1":
        run = os.environ.get("PYTEST_XDIST_TESTRUNUID", str(os.getpid()))
        with (ROOT / ".site-build.lock").open("a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            lock.seek(0)
            if lock.read() != run:
                subprocess.run([sys.executable, "-m", "mkdocs", *MKDOCS_BUILD], cwd=ROOT, check=True)
                lock.truncate(0)
                lock.write(run)
        os.environ["TAROT_SITE_BUILT"] = "1"
    assert (SITE / "index.html").exists(), "le site n'est pas construit"
    return SITE


def unmarked_browser_tests(items: list[pytest.Item]) -> list[str]:
    """The tests that use a fixture of :data:`BROWSER_FIXTURES` without the ``browser`` marker."""
    offenders = []
    for item in items:
        callspec = getattr(item, "callspec", None)
        parametrized = set(callspec.params) if callspec else set()
        used = BROWSER_FIXTURES.intersection(getattr(item, "fixturenames", ())) - parametrized
        if used and item.get_closest_marker("browser") is None:
            offenders.append(f"{item.nodeid} ({', '.join(sorted(used))})")
    return offenders


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Refuse to run a suite where a test needs the site or Chromium without saying so."""
    offenders = unmarked_browser_tests(items)
    if offenders:
        raise pytest.UsageError(
            "ces tests utilisent le site construit ou Chromium sans la marque « browser » :\n"
            + "\n".join(offenders)
        )


@pytest.fixture(scope="session")
def site_dir() -> Path:
    return build_site()


@pytest.fixture(scope="session")
def site_server(site_dir: Path) -> Iterator[SiteServer]:
    server = start_server(site_dir)
    yield server
    server.shutdown()


@pytest.fixture
def own_server(site_dir: Path) -> Iterator[SiteServer]:
    """A server for this test alone: what it serves is this test's only, and the test may stop it
    (see ``helpers.go_offline``)."""
    server = start_server(site_dir)
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(site_server: SiteServer) -> str:
    return site_server.url


@pytest.fixture(scope="session")
def chromium() -> Iterator[Browser]:
    with launch_chromium(FOR_TESTS) as browser:
        yield browser


@pytest.fixture(scope="session")
def started_profile(chromium: Browser, base_url: str) -> Iterator[BrowserSession]:
    """The worker's browser profile shared by its tests, each on a fresh tab and cleared storage
    (`BrowserSession.reset`): the interpreters' snapshots kept, Python starts warm from the second test."""
    with BrowserSession(chromium, base_url) as browser_session:
        yield browser_session


@pytest.fixture
def session(request: pytest.FixtureRequest, chromium: Browser, base_url: str) -> Iterator[BrowserSession]:
    """A browser profile: the worker's started one, reset, a new one for a test marked
    ``fresh_profile``, or one in a Chromium of its own for a test marked ``own_browser``; at the end, no
    outside request, no console error."""
    own_browser = request.node.get_closest_marker("own_browser") is not None
    if not own_browser and request.node.get_closest_marker("fresh_profile") is None:
        shared: BrowserSession = request.getfixturevalue("started_profile")
        shared.reset()
        yield shared
        shared.assert_clean()
        return
    with contextlib.ExitStack() as opened:
        browser = chromium
        if own_browser:
            browser = opened.enter_context(chromium_of(chromium.browser_type, FOR_TESTS))
        browser_session = opened.enter_context(BrowserSession(browser, base_url))
        yield browser_session
        browser_session.assert_clean()


@pytest.fixture(scope="session")
def pdf_dir(site_dir: Path) -> Path:
    """``site/pdf/``, printed again if missing or older than the site (one worker at a time)."""
    site = site_dir
    out = site / "pdf"
    with (ROOT / ".pdf-build.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        built = site / "index.html"
        paths = [out / job.name for job in JOBS]
        if not all(path.exists() and path.stat().st_mtime >= built.stat().st_mtime for path in paths):
            build_all(site)
    return out
