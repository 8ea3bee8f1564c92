"""Real headless Chromium (Debian's) driven by Playwright, with every request recorded."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, BrowserType, Page, sync_playwright

from scripts.serve import server_process

SITE = Path(__file__).resolve().parent.parent / "site"

DEFAULT_TIMEOUT_MS = 60_000
"""Generous waits: CI runs two browser workers on two loaded cores (tests never judge speed)."""
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@dataclass(frozen=True)
class Chromium:
    """A Debian Chromium to launch (its ``executable``) and its command-line ``args``."""

    executable: str
    args: tuple[str, ...] = tuple(CHROMIUM_ARGS)

    @property
    def launch_options(self) -> dict[str, Any]:
        """Playwright's options to launch this Chromium.

        >>> Chromium("/usr/bin/chromium", ("--no-sandbox",)).launch_options
        {'executable_path': '/usr/bin/chromium', 'args': ['--no-sandbox']}
        """
        return {"executable_path": self.executable, "args": list(self.args)}


CHROMIUM = "/usr/bin/chromium"
FOR_READERS = Chromium(CHROMIUM)
"""Debian's Chromium, the browser readers run: the benches measure in it (Lighthouse too)."""
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
FOR_PDFS = Chromium(HEADLESS_SHELL)
"""Debian's headless shell of the same Chromium release: the same Blink, V8 and network stack, without
the browser's own window, tab strip and the compositor that draws them (Playwright's own choice for
headless runs); its browser process takes less than half the processor time (README, « Ce que coûte
`make test` »)."""
FOR_TESTS = Chromium(HEADLESS_SHELL, (*CHROMIUM_ARGS, "--js-flags=--no-opt --no-maglev --liftoff-only"))
"""The headless shell, its V8 without the optimising compilers of JavaScript (TurboFan, Maglev) and with
only the baseline compiler of WebAssembly (Liftoff): a test page lives for seconds, too short for
optimised code to repay its compiling (TurboFan compiling Pyodide took half the processor time of the
live examples' tests). Same results, less processor (README); the benches keep them, as a reader's
browser does."""
KEPT_CACHES = frozenset({"tarot-engine-snapshots", "tarot-live-snapshots", "tarot-site-v1"})
"""What :meth:`BrowserSession.reset` keeps of the site's storage, files only, as a reader's browser keeps
them from one page to the next: the interpreters' memory snapshots (engine/snapshots.js), so that the
next test of a worker starts Python warm, and the service worker's copy of the site (sw.js), which stays
installed. Installing it again for every test, and storing Python's megabytes again in its copy, cost a
fifth of the browser tests' processor time."""
CLEARED_STORAGE = "cookies,file_systems,indexeddb,local_storage,websql"
"""Everything else of an origin's storage (DevTools' ``Storage.clearDataForOrigin`` types), the reader's
data: Cache Storage is cleared cache by cache (DevTools' ``CacheStorage`` domain), for
:data:`KEPT_CACHES`."""


@contextlib.contextmanager
def launch_chromium(chromium: Chromium = FOR_READERS) -> Iterator[Browser]:
    with sync_playwright() as playwright, chromium_of(playwright.chromium, chromium) as browser:
        yield browser


@contextlib.contextmanager
def chromium_of(browser_type: BrowserType, chromium: Chromium) -> Iterator[Browser]:
    """One more ``chromium`` process from Playwright's ``browser_type`` (one driver serves a thread)."""
    browser = browser_type.launch(**chromium.launch_options)
    try:
        yield browser
    finally:
        browser.close()


@contextlib.contextmanager
def served_site(page: str, site: Path = SITE) -> Iterator[tuple[Browser, str]]:
    """Chromium and the built ``site`` served on a free local port by a process of its own (its
    address), for the benches; stops with a French message when ``page`` (a site path) is not built."""
    if not (site / page / "index.html").exists():
        sys.exit("le site n'est pas construit : make build")
    with server_process(site) as base, launch_chromium() as browser:
        yield browser, base


@dataclass
class BrowserSession:
    """A browser context bound to the local server; records every request, and any to another host
    fails :meth:`assert_clean`.

    Requests are watched, not intercepted: Playwright's interception holds each request for a round trip
    through Python and turns the browser's HTTP cache off (and with it the compiled WebAssembly it
    keeps), which no reader's browser does.
    """

    browser: Any
    base_url: str
    requests: list[str] = field(default_factory=list)
    """What the pages and their workers sent (the service worker's own fetches for its caches apart, and
    what a page's policy stopped before it left)."""
    outside: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    context: BrowserContext = field(init=False)
    page: Page = field(init=False)

    def __enter__(self) -> BrowserSession:
        self.context = self.new_context()
        self.page = self.context.new_page()
        return self

    def new_context(self, **options: Any) -> BrowserContext:
        """A context whose requests are recorded."""
        context: BrowserContext = self.browser.new_context(**options)
        context.set_default_timeout(DEFAULT_TIMEOUT_MS)
        context.on("request", self._observe)
        scripts_run = options.get("java_script_enabled", True)
        context.on(
            "requestfailed", self._request_failed if scripts_run else self._request_failed_without_scripts
        )
        context.on("response", self._response)
        context.on("page", self._watch_console)
        return context

    def _request_failed(self, request: Any) -> None:
        if request.failure == "csp" and request.url in self.requests:
            # Stopped by the page's policy before leaving the browser: asked, never sent.
            self.requests.remove(request.url)
            if request.url in self.outside:
                self.outside.remove(request.url)
        # A navigation cancels the requests of the page it leaves: not a failure.
        if not (self.is_local(request.url) and request.failure == "net::ERR_ABORTED"):
            self.failed.append(f"{request.url} {request.failure}")

    def _request_failed_without_scripts(self, request: Any) -> None:
        # Without JavaScript, Chromium blocks the page's module preloads (« csp »): nothing to fetch.
        if not (request.failure == "csp" and request.url.endswith(".js")):
            self._request_failed(request)

    def _response(self, response: Any) -> None:
        if response.status >= 400:
            self.failed.append(f"{response.url} HTTP {response.status}")

    def _watch_console(self, page: Page) -> None:
        page.on("console", lambda message: self._console(message.type, message.text))
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))

    def _console(self, kind: str, text: str) -> None:
        if kind == "error":
            self.console_errors.append(text)

    def _observe(self, request: Any) -> None:
        if request.service_worker is None:
            self.requests.append(request.url)
        if not self.is_local(request.url):
            self.outside.append(request.url)

    def is_local(self, url: str) -> bool:
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about"):
            return True
        return parts.netloc == urlsplit(self.base_url).netloc

    def goto(self, path: str) -> Any:
        return self.page.goto(self.base_url + path.lstrip("/"), wait_until="load")

    def follow(self, href: str) -> None:
        """Click a link to ``href`` put at the top of the article, as a reader would: Material's
        instant navigation takes it, and the page marks ``window.sameDocument`` survive.

        Material takes links only once it has read the sitemap (fetched after the page loads); a click
        it does not take yet (its handler did not cancel it) is cancelled here and made again, unless the
        link has gone meanwhile (a page swapped in: the caller's checks say which).
        """
        self.page.evaluate(
            "href => { window.sameDocument = true; window.tarotTaken = null;"
            " const a = Object.assign(document.createElement('a'), {href, id: 'test-link'});"
            " a.textContent = 'lien'; document.querySelector('article').prepend(a);"
            " a.addEventListener('click', event => { window.addEventListener('click', seen => {"
            " if (seen !== event) return; window.tarotTaken = event.defaultPrevented;"
            " if (!event.defaultPrevented) event.preventDefault(); }, {once: true}); }); }",
            href,
        )
        link = self.page.locator("#test-link")
        while True:
            link.click()
            self.page.wait_for_function("() => window.tarotTaken !== null")
            if self.page.evaluate("() => window.tarotTaken"):
                return
            if not self.page.evaluate(
                "() => { window.tarotTaken = null; return document.getElementById('test-link') !== null; }"
            ):
                return

    def click_link(self, link: Any) -> None:
        """Click ``link`` (a locator) and wait until Material is done with the move.

        Material closes the search and the drawer 125 ms after the address changes (its ``location$``
        through ``delay(125)``): a key pressed sooner opens a search that then closes. A timer started
        after Material's, for the same delay, runs after it, so its mark is the condition waited for. A
        link that loads a new page leaves no mark to wait for (``undefined``): nothing is pending there.
        """
        self.page.evaluate(
            "() => { window.tarotMoved = false; const moved = location$.subscribe(() => {"
            " moved.unsubscribe(); setTimeout(() => { window.tarotMoved = true; }, 125); }); }"
        )
        link.click()
        self.page.wait_for_function("() => window.tarotMoved !== false")

    def reset(self) -> None:
        """The profile as the next test expects it: every tab closed and a new one opened on the site's
        icon (a document that runs no script; the sitemap, which Chromium shows as a tree with a script
        of its own, took 0.1 s more), the site's storage cleared but for :data:`KEPT_CACHES`, nothing
        recorded. What a test changes of the context itself (init scripts, routes, offline) it
        keeps: such a test takes a fresh profile."""
        for page in self.context.pages:
            page.close()
        self.page = self.context.new_page()
        parts = urlsplit(self.base_url)
        origin = f"{parts.scheme}://{parts.netloc}"
        self.page.goto(self.base_url + "favicon.ico")  # DevTools clears caches only for a frame of the origin
        devtools = self.context.new_cdp_session(self.page)
        devtools.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": CLEARED_STORAGE})
        for cache in devtools.send("CacheStorage.requestCacheNames", {"securityOrigin": origin})["caches"]:
            if cache["cacheName"] not in KEPT_CACHES:
                devtools.send("CacheStorage.deleteCache", {"cacheId": cache["cacheId"]})
        devtools.detach()
        for recorded in (self.requests, self.outside, self.failed, self.console_errors):
            recorded.clear()

    def assert_clean(self) -> None:
        """Fail on any request to another host, any failed request, any console error."""
        assert not self.outside, f"requêtes hors du site : {self.outside}"
        assert not self.failed, f"requêtes en échec : {self.failed}"
        assert not self.console_errors, f"erreurs dans la console : {self.console_errors}"

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.context.close()
