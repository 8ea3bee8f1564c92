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
The live examples' worker (``assets/live/worker.js``, with the engine's start, the manifest and
Pyodide's loader and module factory) becomes one classic script, ``assets/live/box-worker.<hash>.js``:
the page fetches it and hands it to the sandboxed box (``live.js``), which starts it from a blob, even
offline. It is assembled from the site, where ``live_assets.py`` wrote the manifest it imports; its
name, made from its content, is then added to the site's manifest (the service worker serves such a
file from its cache first: a second page does not fetch it again).
The bundles are build products: they live in ``site/`` only, never in ``docs/`` or in git.
"""

from __future__ import annotations

import hashlib
import json
import os
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
    in_site: bool = False
    """``source`` is read from the built site (it imports a file written there at build time)."""
    defines: tuple[str, ...] = ()
    """Expressions replaced, as ``expression=replacement``."""
    named_in: tuple[str, str] | None = None
    """(module of the site, export): the bundle's name is made from its content, and exported there."""


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
    Bundle(
        "assets/live/worker.js",
        "assets/live/box-worker.js",
        format="iife",
        # Pyodide's Node.js branches, never taken in a browser.
        external=("node:*", "ws"),
        in_site=True,
        # The script's address on the site: its blob has none (live.js writes the constant).
        defines=("import.meta.url=TAROT_LIVE_SCRIPT",),
        named_in=("assets/live/manifest.js", "boxWorker"),
    ),
)


class BundleError(RuntimeError):
    """esbuild is missing (run ``npm ci``) or refused a module."""


def esbuild_command(bundle: Bundle, site_dir: Path) -> list[str]:
    """The esbuild call that turns ``bundle``'s source and its imports into one minified file.

    >>> esbuild_command(BUNDLES[1], Path("site"))[2:5]
    ['--bundle', '--format=iife', '--external:./free-play.js']
    >>> esbuild_command(BUNDLES[-1], Path("site"))[1]
    'site/assets/live/worker.js'
    """
    return [
        str(ESBUILD),
        str((site_dir if bundle.in_site else ROOT) / bundle.source),
        "--bundle",
        f"--format={bundle.format}",
        *(f"--external:{path}" for path in bundle.external),
        *(f"--define:{define}" for define in bundle.defines),
        "--minify",
        "--target=es2020",
        "--log-level=warning",
        f"--outfile={site_dir / bundle.target}",
    ]


def name_by_content(path: Path, module: Path, export: str) -> Path:
    """Rename ``path`` after its content and export its new name from ``module``; return the new path.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     script, module = Path(folder, "box.js"), Path(folder, "manifest.js")
    ...     _ = script.write_text("1"), module.write_text("export default {};\\n")
    ...     print(name_by_content(script, module, "box").name, module.read_text().splitlines()[-1])
    box.6b86b273ff34fce1.js export const box = "box.6b86b273ff34fce1.js";
    """
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    named = path.replace(path.with_name(f"{path.stem}.{digest}{path.suffix}"))
    with module.open("a", encoding="utf-8") as written:
        written.write(f"export const {export} = {json.dumps(named.name)};\n")
    return named


def build(site_dir: Path) -> list[Path]:
    """Write every bundle into ``site_dir``; return their paths."""
    if not ESBUILD.exists():
        raise BundleError(f"esbuild est absent de {ESBUILD.parent} : lancer « npm ci »")
    written = []
    for bundle in BUNDLES:
        result = subprocess.run(
            esbuild_command(bundle, site_dir),
            capture_output=True,
            text=True,
            check=False,
            # npm packages imported from a source in the site (outside the repository) are found here.
            env={**os.environ, "NODE_PATH": str(ROOT / "node_modules")},
        )
        if result.returncode:
            raise BundleError(f"esbuild n'a pas pu assembler {bundle.source} :\n{result.stderr}")
        target = site_dir / bundle.target
        if bundle.named_in:
            module, export = bundle.named_in
            target = name_by_content(target, site_dir / module, export)
        written.append(target)
    return written


def on_post_build(config: Any) -> None:
    build(Path(config["site_dir"]))


def on_serve(server: Any, config: Any, builder: Any) -> Any:
    """Under ``mkdocs serve``, an edited module in ``bundles/`` rebuilds the site."""
    server.watch(str(SOURCES))
    return server
