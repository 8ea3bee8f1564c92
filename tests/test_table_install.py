"""« À la table » installable on a phone's home screen: the web app manifest (``docs/manifest.webmanifest``,
linked from every page by ``overrides/main.html``) is valid, its icons are there at the sizes it says,
Chromium reports no installability error on the table page, and the address the app opens on
(``start_url``) comes from the service worker's cache once the server is gone."""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest
from helpers import LOAD_TIMEOUT, OFFLINE_READY, forgive_offline_failures, go_offline
from playwright.sync_api import Browser, BrowserContext

from scripts.browser import FOR_TESTS, BrowserSession
from scripts.serve import SiteServer

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
PNG = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> str:
    """« 192x192 », read from a PNG's header (IHDR)."""
    assert data[:8] == PNG, "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return f"{width}x{height}"


class Profile:
    """Stands for the browser in a :class:`BrowserSession`: its context keeps a profile on disk, as a
    phone's browser does (Chromium does not install from a fresh context: « in-incognito »)."""

    def __init__(self, browser: Browser, folder: Path) -> None:
        self.browser_type = browser.browser_type
        self.folder = folder

    def new_context(self, **options: Any) -> BrowserContext:
        return self.browser_type.launch_persistent_context(self.folder, **FOR_TESTS.launch_options, **options)


def test_manifest_and_icons_as_committed() -> None:
    manifest = json.loads((ROOT / "docs" / "manifest.webmanifest").read_text("utf-8"))
    assert (manifest["name"], manifest["display"], manifest["lang"]) == ("À la table", "standalone", "fr")
    assert len(manifest["short_name"]) <= 12
    for icon in manifest["icons"]:
        assert png_size((ROOT / "docs" / icon["src"]).read_bytes()) == icon["sizes"], icon
    assert {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]} >= {
        ("192x192", "any"),
        ("512x512", "any"),
        ("512x512", "maskable"),
    }


def test_the_table_installs_and_opens_offline(
    chromium: Browser, own_server: SiteServer, tmp_path: Path
) -> None:
    server = own_server  # stopped below: the start address must then come from the cache
    with BrowserSession(Profile(chromium, tmp_path / "profil"), server.url) as session:
        page = session.page
        # A first visit of a sheet: the engine ready, the four table pages kept offline.
        session.goto("/table/feuille-tarot/")
        page.wait_for_function(OFFLINE_READY, timeout=LOAD_TIMEOUT)
        cdp = session.context.new_cdp_session(page)
        for path in ("table/feuille-tarot/", "table/"):
            if path == "table/":
                session.goto(f"/{path}")
            link = page.locator("link[rel=manifest]").evaluate("link => link.href")
            assert link == server.url + "manifest.webmanifest"
            parsed = cdp.send("Page.getAppManifest")
            assert parsed["url"] == link and parsed["errors"] == [], parsed["errors"]
            errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
            assert errors == [], (path, errors)

        manifest = json.loads(parsed["data"])
        start = urljoin(link, manifest["start_url"])
        assert start == server.url + "table/"
        assert urljoin(link, manifest["scope"]) == server.url
        assert manifest["theme_color"] == "#ff6e42" and manifest["background_color"] == "#ffffff"
        for icon in manifest["icons"]:
            response = page.request.get(urljoin(link, icon["src"]))
            assert response.ok and response.headers["content-type"] == icon["type"], icon
            assert png_size(response.body()) == icon["sizes"], icon
        session.assert_clean()

        # Opened from the home screen with no network: the service worker serves the table.
        failed = go_offline(session, server)
        page.goto(start, wait_until="load")
        page.get_by_role("heading", name="À la table", level=1).wait_for(timeout=LOAD_TIMEOUT)
        forgive_offline_failures(session, failed)
        session.assert_clean()
