"""The Python the site serves, compiled ahead of time: the standard library and the engine's wheel.

Pyodide's npm package ships ``python_stdlib.zip`` as source files and a wheel holds only sources, so
every first start compiled the ~150 modules Python imports and then the whole engine before the first
call (here: Python 4.5–5.3 s, then 0.8–1.0 s for the engine). At build, ``scripts/precompile.mjs``
runs :func:`precompile` inside Pyodide's own Python in Node (the same bytecode version) and the site
serves the results. This file imports nothing from the project: it runs as is inside Pyodide, and in
the host's Python for its tests.
"""

from __future__ import annotations

import importlib.util
import py_compile
import tempfile
import zipfile
from pathlib import Path


def bytecode(source: bytes, shown_as: str) -> bytes:
    """The ``.pyc`` of ``source``, never checked against a source at import; tracebacks name
    ``shown_as``.

    >>> bytecode(b"ANSWER = 42", "/lib/tiny.py")[:4] == importlib.util.MAGIC_NUMBER
    True
    """
    with tempfile.TemporaryDirectory() as scratch:
        module = Path(scratch) / "module.py"
        module.write_bytes(source)
        compiled = Path(scratch) / "module.pyc"
        py_compile.compile(
            str(module),
            cfile=str(compiled),
            dfile=shown_as,
            doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
        return compiled.read_bytes()


def precompile(source: str, target: str, unpacked_in: str, beside_sources: bool) -> int:
    """Write the zip ``target``: the zip ``source`` with the bytecode of each ``.py``; the number of
    modules compiled. Tracebacks name ``unpacked_in`` + the module's path.

    - ``beside_sources=False`` (the standard library, imported from the zip itself): each ``.py``
      replaced by its ``.pyc``, as CPython's embeddable distributions do; tracebacks name the file
      and the line, without quoting it.
    - ``beside_sources=True`` (a wheel, unpacked before import): the sources kept, the bytecode added
      where Python looks once unpacked (``__pycache__``), as ``pip`` installs it, and listed in the
      wheel's ``RECORD``.

    >>> with tempfile.TemporaryDirectory() as folder:
    ...     with zipfile.ZipFile(f"{folder}/in.zip", "w") as archive:
    ...         archive.writestr("tiny/__init__.py", "ANSWER = 6 * 7")
    ...         archive.writestr("tiny-1.dist-info/RECORD", "tiny/__init__.py,sha256=x,14\\n")
    ...     precompile(f"{folder}/in.zip", f"{folder}/lib.zip", "/lib/in.zip", beside_sources=False)
    ...     sorted(zipfile.ZipFile(f"{folder}/lib.zip").namelist())
    ...     precompile(f"{folder}/in.zip", f"{folder}/wheel.zip", "/site", beside_sources=True)
    ...     wheel = zipfile.ZipFile(f"{folder}/wheel.zip")
    ...     [name.split(".")[0] for name in sorted(wheel.namelist())]
    ...     wheel.read("tiny-1.dist-info/RECORD").decode().splitlines()[1].split(".")[0]
    1
    ['tiny-1.dist-info/RECORD', 'tiny/__init__.pyc']
    1
    ['tiny-1', 'tiny/__init__', 'tiny/__pycache__/__init__']
    'tiny/__pycache__/__init__'
    """
    added = []
    with zipfile.ZipFile(source) as archive, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        record = None
        for entry in archive.infolist():
            data = archive.read(entry)
            if entry.filename.endswith(".dist-info/RECORD"):
                record = (entry, data)
                continue
            if not entry.filename.endswith(".py"):
                out.writestr(entry, data, zipfile.ZIP_DEFLATED)
                continue
            compiled = bytecode(data, f"{unpacked_in}/{entry.filename}")
            if beside_sources:
                out.writestr(entry, data, zipfile.ZIP_DEFLATED)
                name = importlib.util.cache_from_source(entry.filename)
            else:
                name = entry.filename + "c"
            out.writestr(zipfile.ZipInfo(name, entry.date_time), compiled, zipfile.ZIP_DEFLATED)
            added.append(name)
        if record is not None:
            entry, data = record
            listed = "".join(f"{name},,\n" for name in added) if beside_sources else ""
            out.writestr(entry, data + listed.encode(), zipfile.ZIP_DEFLATED)
    return len(added)
