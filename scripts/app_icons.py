"""Make the icons of the installable « À la table » (``docs/manifest.webmanifest``) and the site's
``favicon.ico`` (every page's tab icon, and what a browser asks the site for on a page that names
none: the sitemap, a PDF) from ``docs/assets/app/icon.svg``, with Chromium: run once after changing
the drawing, and commit what it writes.

Usage: ``python -m scripts.app_icons``. Two kinds of icon: « any » (the cards on a rounded
square of the site's orange, transparent corners) and « maskable » (a full square of orange, the cards
within the central 80 % circle that every launcher shape keeps). Nothing is fetched: the drawing is
inlined in the page Chromium renders.
"""

from __future__ import annotations

import struct
from pathlib import Path

from playwright.sync_api import Browser

from scripts.browser import launch_chromium

DOCS = Path(__file__).resolve().parent.parent / "docs"
APP = DOCS / "assets" / "app"
ORANGE = "#ff6e42"
"""Material's « deep orange » header colour (``--md-primary-fg-color``), the manifest's theme colour."""
ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False), "icon-maskable-512.png": (512, True)}
FAVICON_SIZES = (16, 32, 48)


def page(size: int, maskable: bool) -> str:
    """The HTML Chromium renders for one icon: the drawing scaled on its background."""
    svg = (APP / "icon.svg").read_text("utf-8").replace("<svg ", '<svg width="100%" height="100%" ', 1)
    radius, scale = ("0", 0.8) if maskable else (f"{size * 0.18:.0f}px", 0.92)
    return (
        "<!doctype html><html><body style='margin:0;background:transparent'>"
        f"<div style='width:{size}px;height:{size}px;border-radius:{radius};background:{ORANGE};"
        "display:flex;align-items:center;justify-content:center'>"
        f"<div style='width:{size * scale:.0f}px;height:{size * scale:.0f}px'>"
        f"{svg}</div></div></body></html>"
    )


def icon_png(browser: Browser, size: int, maskable: bool) -> bytes:
    """One icon, ``size`` px square, as PNG."""
    tab = browser.new_page(viewport={"width": size, "height": size})
    tab.set_content(page(size, maskable))
    png = tab.screenshot(omit_background=True)
    tab.close()
    return png


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding each ``size → PNG`` image as it is (every browser reads PNG inside ICO).

    >>> data = ico({16: b"png16", 32: b"png32"})
    >>> struct.unpack("<HHH", data[:6]), data[6], data[22], data[-5:]
    ((0, 1, 2), 16, 32, b'png32')
    """
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in pngs.items():
        side = size % 256  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(images))
        images += png
    return header + entries + images


def main() -> None:
    with launch_chromium() as browser:
        for name, (size, maskable) in ICONS.items():
            (APP / name).write_bytes(icon_png(browser, size, maskable))
            print(f"{name}: {size} × {size}")
        favicon = ico({size: icon_png(browser, size, False) for size in FAVICON_SIZES})
        (DOCS / "favicon.ico").write_bytes(favicon)
        print(f"favicon.ico: {', '.join(map(str, FAVICON_SIZES))} px")


if __name__ == "__main__":
    main()
