"""MkDocs hook: bundle some of the site's ES modules with esbuild at build time.

A module in ``bundles/`` imports npm packages by their bare names (CodeMirror's modules import each
other that way too); after every build (``mkdocs build`` and ``mkdocs serve``) esbuild, pinned in
``package.json`` and installed by ``npm ci``, writes each one as a single ES module into the site.
The tutorials' modules (``docs/assets/tutorials/``) and the exercises' (``docs/assets/exercises/``) each
become one classic script: the page runs it as soon as it is parsed, before the theme's bundle, where a
module would wait for it (``page_assets.py``).
The table's modules (``docs/assets/table/``) become one module, which still imports the engine client
and the site's shared modules from their own files (external): one instance of each per page, and
``import.meta.url`` stays theirs (the client finds its worker beside it). A phone on a slow network
then fetches five files before the calculator works instead of twenty.
The bundles are build products: they live in ``site/`` only, never in ``docs/`` or in git.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCES = ROOT / "bundles"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"


@dataclass(frozen=True)
class Bundle:
    """One esbuild output: ``source`` (from the repository root) with its imports, ``target`` in the site."""

    source: str
    target: str
    format: str = "esm"
    """``esm``: an ES module; ``iife``: a classic script."""
    external: tuple[str, ...] = ()
    """Imports left as they are (``import()`` of a module the site serves beside the bundle)."""


BUNDLES = (
    Bundle("bundles/editor.js", "assets/live/editor.js"),
    Bundle(
        "docs/assets/tutorials/tutorials.js",
        "assets/tutorials/tutorials.bundle.js",
        format="iife",
        external=("./free-play.js",),
    ),
    Bundle(
        "docs/assets/exercises/exercises.js",
        "assets/exercises/exercises.bundle.js",
        format="iife",
        external=("../engine/client.js", "../site/offline.js"),
    ),
    Bundle(
        "docs/assets/table/table.js",
        "assets/table/table.bundle.js",
        external=("../engine/client.js", "../site/dom.js", "../site/offline.js", "../site/pages.js"),
    ),
)


class BundleError(RuntimeError):
    """esbuild is missing (run ``npm ci``) or refused a module."""


def esbuild_command(bundle: Bundle, site_dir: Path) -> list[str]:
    """The esbuild call that turns ``bundle``'s source and its imports into one minified file.

    >>> esbuild_command(BUNDLES[1], Path("site"))[2:5]
    ['--bundle', '--format=iife', '--external:./free-play.js']
    """
    return [
        str(ESBUILD),
        str(ROOT / bundle.source),
        "--bundle",
        f"--format={bundle.format}",
        *(f"--external:{path}" for path in bundle.external),
        "--minify",
        "--target=es2020",
        "--log-level=warning",
        f"--outfile={site_dir / bundle.target}",
    ]


def build(site_dir: Path) -> list[Path]:
    """Write every bundle into ``site_dir``; return their paths."""
    if not ESBUILD.exists():
        raise BundleError(f"esbuild est absent de {ESBUILD.parent} : lancer « npm ci »")
    written = []
    for bundle in BUNDLES:
        result = subprocess.run(
            esbuild_command(bundle, site_dir), capture_output=True, text=True, check=False
        )
        if result.returncode:
            raise BundleError(f"esbuild n'a pas pu assembler {bundle.source} :\n{result.stderr}")
        written.append(site_dir / bundle.target)
    return written


def on_post_build(config: Any) -> None:
    build(Path(config["site_dir"]))


def on_serve(server: Any, config: Any, builder: Any) -> Any:
    """Under ``mkdocs serve``, an edited module in ``bundles/`` rebuilds the site."""
    server.watch(str(SOURCES))
    return server
