"""Make the icons of the installable « À la table » (``docs/manifest.webmanifest``) from
``docs/assets/app/icon.svg``, with Chromium: run once after changing the drawing, and commit the PNGs.

Usage: ``python -m scripts.app_icons``. Two kinds of icon: « any » (the cards on a rounded
square of the site's orange, transparent corners) and « maskable » (a full square of orange, the cards
within the central 80 % circle that every launcher shape keeps). Nothing is fetched: the drawing is
inlined in the page Chromium renders.
"""

from __future__ import annotations

from pathlib import Path

from scripts.browser import launch_chromium

APP = Path(__file__).resolve().parent.parent / "docs" / "assets" / "app"
ORANGE = "#ff6e42"
"""Material's « deep orange » header colour (``--md-primary-fg-color``), the manifest's theme colour."""
ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False), "icon-maskable-512.png": (512, True)}


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


def main() -> None:
    with launch_chromium() as browser:
        for name, (size, maskable) in ICONS.items():
            tab = browser.new_page(viewport={"width": size, "height": size})
            tab.set_content(page(size, maskable))
            tab.screenshot(path=str(APP / name), omit_background=True)
            tab.close()
            print(f"{name}: {size} × {size}")


if __name__ == "__main__":
    main()
