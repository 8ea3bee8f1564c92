"""MkDocs hook: bundle the site's npm-based ES modules with esbuild at build time.

A module in ``bundles/`` imports npm packages by their bare names (CodeMirror's modules import each
other that way too); after every build (``mkdocs build`` and ``mkdocs serve``) esbuild, pinned in
``package.json`` and installed by ``npm ci``, writes each one as a single ES module into the site.
The bundles are build products: they live in ``site/`` only, never in ``docs/`` or in git.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCES = ROOT / "bundles"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
BUNDLES = {
    # source in bundles/ -> path in the site
    "editor.js": "assets/live/editor.js",
}


class BundleError(RuntimeError):
    """esbuild is missing (run ``npm ci``) or refused a module."""


def esbuild_command(source: Path, target: Path) -> list[str]:
    """The esbuild call that turns ``source`` and its npm imports into one minified ES module.

    >>> esbuild_command(Path("bundles/editor.js"), Path("site/editor.js"))[1:4]
    ['bundles/editor.js', '--bundle', '--format=esm']
    """
    return [
        str(ESBUILD),
        str(source),
        "--bundle",
        "--format=esm",
        "--minify",
        "--target=es2020",
        "--log-level=warning",
        f"--outfile={target}",
    ]


def build(site_dir: Path) -> list[Path]:
    """Write every bundle into ``site_dir``; return their paths."""
    if not ESBUILD.exists():
        raise BundleError(f"esbuild est absent de {ESBUILD.parent} : lancer « npm ci »")
    written = []
    for source, target in BUNDLES.items():
        output = site_dir / target
        result = subprocess.run(
            esbuild_command(SOURCES / source, output), capture_output=True, text=True, check=False
        )
        if result.returncode:
            raise BundleError(f"esbuild n'a pas pu assembler {source} :\n{result.stderr}")
        written.append(output)
    return written


def on_post_build(config: Any) -> None:
    build(Path(config["site_dir"]))


def on_serve(server: Any, config: Any, builder: Any) -> Any:
    """Under ``mkdocs serve``, an edited module in ``bundles/`` rebuilds the site."""
    server.watch(str(SOURCES))
    return server
