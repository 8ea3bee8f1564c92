"""MkDocs hook: serve the Pyodide runtime and the ``tarot_rules`` wheel from the site itself.

After every build (``mkdocs build`` and ``mkdocs serve``) it copies

- the runtime files of the pinned npm package ``pyodide`` (``node_modules/pyodide``, fetched by
  ``npm ci``) to ``assets/pyodide/<version>-<digest>/``;
- the wheel built by ``make wheel`` (``dist/``) to ``assets/wheels/<sha256[:16]>/``;

the standard library and the wheel compiled ahead of time (``scripts/precompile.py``, kept in
``build/bytecode/`` between builds under a digest of what made them),

and writes ``assets/live/manifest.js``, the only file that names them (``bundles.py`` then adds the
name of the live examples' worker script). Both folders have a version or a
content hash in their URL, so a server may cache them forever (``scripts/serve.py`` sends
``immutable``); a new engine gives a new URL. The live runner (``assets/live/``) reads the manifest.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
DIST_DIR = ROOT / "dist"
STDLIB = "python_stdlib.zip"
COMPILER = (ROOT / "scripts" / "precompile.py", ROOT / "scripts" / "precompile.mjs")
COMPILED_DIR = ROOT / "build" / "bytecode"
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    STDLIB,
    "pyodide-lock.json",
)


class LiveAssetsError(RuntimeError):
    """A runtime file or the wheel is missing: run ``make setup wheel`` first."""


def pyodide_version() -> str:
    package = json.loads((PYODIDE_DIR / "package.json").read_text("utf-8"))
    return str(package["version"])


def wheel_path() -> Path:
    wheels = sorted(DIST_DIR.glob("tarot_rules-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise LiveAssetsError(
            f"il faut exactement une roue tarot_rules dans {DIST_DIR} (make wheel) : {wheels}"
        )
    return wheels[0]


def _digest(source: Path) -> str:
    """What names a compiled file: its source and the compiler."""
    digest = hashlib.sha256()
    for part in (source, *COMPILER):
        digest.update(part.read_bytes())
    return digest.hexdigest()[:16]


def compiled(stdlib: Path, wheel: Path) -> tuple[Path, Path]:
    """The standard library and the wheel compiled by Pyodide's own Python (in Node), once for each
    source and compiler: ``build/bytecode/<digest>/<name>``."""
    targets = tuple(COMPILED_DIR / _digest(source) / source.name for source in (stdlib, wheel))
    if not all(target.exists() for target in targets):
        partial = COMPILED_DIR / "partial"
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        command = ["node", str(COMPILER[1]), str(stdlib.parent), str(wheel), str(partial)]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise LiveAssetsError(f"compilation de Python refusée :\n{done.stderr}")
        for target in targets:
            target.parent.mkdir(parents=True, exist_ok=True)
            (partial / target.name).replace(target)
        partial.rmdir()
    return targets[0], targets[1]


def _copy(source: Path, target: Path) -> None:
    same = target.exists() and target.stat().st_size == source.stat().st_size
    if same and target.stat().st_mtime >= source.stat().st_mtime:
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def install(site_dir: Path) -> dict[str, Any]:
    """Copy the runtime and the wheel into ``site_dir``; return the manifest written."""
    missing = [name for name in RUNTIME_FILES if not (PYODIDE_DIR / name).exists()]
    if missing:
        raise LiveAssetsError(f"fichiers Pyodide absents de {PYODIDE_DIR} (npm ci) : {missing}")
    stdlib, wheel = compiled(PYODIDE_DIR / STDLIB, wheel_path())
    runtime = f"{pyodide_version()}-{stdlib.parent.name[:8]}"
    sizes = {}
    for name in RUNTIME_FILES:
        source = stdlib if name == STDLIB else PYODIDE_DIR / name
        _copy(source, site_dir / "assets" / "pyodide" / runtime / name)
        sizes[name] = source.stat().st_size
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()[:16]
    _copy(wheel, site_dir / "assets" / "wheels" / digest / wheel.name)
    sizes[wheel.name] = wheel.stat().st_size
    runner = site_dir / "assets" / "live" / "runner.py"
    manifest = {
        # Relative to assets/live/ (the folder of manifest.js, live.js and worker.js).
        "pyodide": f"../pyodide/{runtime}/",
        "wheel": f"../wheels/{digest}/{wheel.name}",
        "sizes": sizes,
        # The runner lives in the interpreter snapshots (worker.js): a new runner, new snapshots.
        "runner": hashlib.sha256(runner.read_bytes()).hexdigest()[:16] if runner.exists() else "",
    }
    target = site_dir / "assets" / "live" / "manifest.js"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(
        "// Written by scripts/hooks/live_assets.py at build time.\n"
        f"export default {json.dumps(manifest, indent=2, sort_keys=True)};\n",
        "utf-8",
    )
    return manifest


def on_post_build(config: Any) -> None:
    install(Path(config["site_dir"]))
