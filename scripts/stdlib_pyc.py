"""Python's standard library as the site serves it: compiled ahead of time.

Pyodide's npm package ships ``python_stdlib.zip`` as source files, so every start compiles the ~150
modules it imports before the first line of the engine runs (about half of a start here). At build,
``scripts/stdlib_pyc.mjs`` runs :func:`precompile` inside Pyodide's own Python in Node (same bytecode
version) and the site serves the result instead: each module as a ``.pyc`` in place of its source, as
CPython's embeddable distributions do. Tracebacks still name the module's file and line; they no
longer quote the standard library's source line. This file imports nothing from the project: it is
run as is inside Pyodide, and by the host's Python in the tests.
"""

from __future__ import annotations

import py_compile
import tempfile
import zipfile
from pathlib import Path


def precompile(source: str, target: str, mount: str) -> int:
    """Write the zip ``target``: the zip ``source`` with each ``.py`` replaced by its bytecode
    (``.pyc``, never checked against a source), tracebacks naming ``mount`` + its path (where Python
    imports the zip from); every other entry kept. The number of modules compiled.

    >>> with tempfile.TemporaryDirectory() as folder:
    ...     with zipfile.ZipFile(f"{folder}/in.zip", "w") as archive:
    ...         archive.writestr("tiny/__init__.py", "ANSWER = 6 * 7")
    ...         archive.writestr("tiny/data.txt", "gardé")
    ...     precompile(f"{folder}/in.zip", f"{folder}/out.zip", "/lib/in.zip")
    ...     sorted(zipfile.ZipFile(f"{folder}/out.zip").namelist())
    1
    ['tiny/__init__.pyc', 'tiny/data.txt']
    """
    with (
        zipfile.ZipFile(source) as archive,
        zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as compiled,
        tempfile.TemporaryDirectory() as scratch,
    ):
        count = 0
        for entry in archive.infolist():
            if not entry.filename.endswith(".py"):
                compiled.writestr(entry, archive.read(entry), zipfile.ZIP_DEFLATED)
                continue
            module = Path(scratch) / "module.py"
            module.write_bytes(archive.read(entry))
            py_compile.compile(
                str(module),
                cfile=str(module) + "c",
                dfile=f"{mount}/{entry.filename}",
                doraise=True,
                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
            )
            bytecode = zipfile.ZipInfo(entry.filename + "c", entry.date_time)
            compiled.writestr(bytecode, (Path(scratch) / "module.pyc").read_bytes(), zipfile.ZIP_DEFLATED)
            count += 1
        return count
