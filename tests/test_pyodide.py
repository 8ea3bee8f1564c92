"""The engine's own tests run inside Pyodide (Node, the same npm package) against the very runtime and
wheel the built site serves: every module's doctests, then the pytest test files that Pyodide can import
(no hypothesis, no browser there), through a small stand-in for the parts of pytest they use."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
from helpers import NODE_SCRIPT

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.browser  # the runtime and the wheel come from the built site


PYTHON_RUNNER = textwrap.dedent(
    """
    import doctest, importlib, inspect, itertools, json, pkgutil, re, sys, tempfile, traceback, types
    from pathlib import Path

    import tarot_rules

    report = {"python": sys.version, "engine": tarot_rules.__file__, "doctests": {}, "passed": 0,
              "failed": [], "skipped": [], "modules_skipped": {}, "stdlib": json.__file__,
              "engine_bytecode": Path(tarot_rules.__cached__).exists()}
    try:
        json.loads("{")
    except ValueError:
        report["stdlib_traceback"] = traceback.format_exc()
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    for info in pkgutil.walk_packages(tarot_rules.__path__, "tarot_rules."):
        module = importlib.import_module(info.name)
        failed, attempted = doctest.testmod(module, optionflags=flags, report=False)
        report["doctests"][info.name] = [attempted, failed]
    failed, attempted = doctest.testmod(tarot_rules, optionflags=flags, report=False)
    report["doctests"]["tarot_rules"] = [attempted, failed]

    class Skip(Exception):
        pass

    class Raises:
        def __init__(self, kinds, match=None):
            self.kinds, self.match = kinds, match
        def __enter__(self):
            return self
        def __exit__(self, kind, error, trace):
            if kind is None:
                raise AssertionError(f"DID NOT RAISE {self.kinds}")
            if not issubclass(kind, self.kinds):
                return False
            if self.match and not re.search(self.match, str(error)):
                raise AssertionError(f"{self.match!r} absent de {str(error)!r}")
            self.value = error
            return True

    class Param:
        def __init__(self, *values, id=None, marks=()):
            self.values, self.id = values, id

    class Mark:
        def parametrize(self, names, values, ids=None, **_):
            names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
            def decorate(function):
                function.__dict__.setdefault("_params", []).insert(0, (names, list(values)))
                return function
            return decorate
        def __getattr__(self, name):
            def mark(*args, **kwargs):
                if len(args) == 1 and callable(args[0]) and not kwargs:
                    return args[0]
                return lambda function: function
            return mark

    def fail(message=""):
        raise AssertionError(message)

    def skip(reason=""):
        raise Skip(reason)

    def approx(expected, **tolerances):
        rel, absolute = tolerances.get("rel") or 1e-6, tolerances.get("abs") or 1e-12
        class Approx:
            def __eq__(self, other):
                return abs(other - expected) <= max(rel * abs(expected), absolute)
        return Approx()

    shim = types.ModuleType("pytest")
    shim.raises = lambda kinds, match=None: Raises(kinds, match)
    shim.mark, shim.param, shim.fail, shim.skip, shim.approx = Mark(), Param, fail, skip, approx
    shim.fixture = lambda *a, **k: (a[0] if a and callable(a[0]) else (lambda f: f))
    def importorskip(name, *a, **k):
        try:
            return importlib.import_module(name)
        except ImportError:
            raise Skip(name)
    shim.importorskip = importorskip
    sys.modules["pytest"] = shim
    sys.path.insert(0, "/repo/tests")

    def cases(function):
        axes = []
        for names, values in getattr(function, "_params", []):
            axis = []
            for value in values:
                value = value.values if isinstance(value, Param) else value
                value = value if len(names) > 1 else (value,)
                axis.append(dict(zip(names, value)))
            axes.append(axis)
        for combination in itertools.product(*axes):
            merged = {}
            for part in combination:
                merged.update(part)
            yield merged

    for path in sorted(Path("/repo/tests").glob("test_*.py")):
        try:
            module = importlib.import_module(path.stem)
        except Exception as error:  # hypothesis, playwright, pygments... are not in Pyodide
            report["modules_skipped"][path.stem] = f"{type(error).__name__}: {error}"
            continue
        for name, function in vars(module).items():
            if not (name.startswith("test_") and inspect.isfunction(function)):
                continue
            if function.__module__ != module.__name__:
                continue
            for arguments in cases(function):
                wanted = [p for p in inspect.signature(function).parameters if p not in arguments]
                label = f"{path.stem}::{name}{list(arguments.values()) if arguments else ''}"
                if wanted == ["tmp_path"]:
                    arguments["tmp_path"] = Path(tempfile.mkdtemp())
                elif wanted:
                    report["skipped"].append(f"{label} (fixture {wanted})")
                    continue
                try:
                    function(**arguments)
                    report["passed"] += 1
                except Skip as reason:
                    report["skipped"].append(f"{label} ({reason})")
                except BaseException:
                    report["failed"].append(f"{label}\\n{traceback.format_exc()}")
    json.dumps(report)
    """
)


@pytest.fixture(scope="module")
def pyodide_report(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    node = shutil.which("node")
    assert node, "node est nécessaire (Pyodide sous Node)"
    runtime = next((site_dir / "assets" / "pyodide").iterdir())
    wheels = list((site_dir / "assets" / "wheels").glob("*/tarot_rules-*.whl"))
    assert len(wheels) == 1, wheels
    work = tmp_path_factory.mktemp("pyodide")
    (work / "run.mjs").write_text(NODE_SCRIPT, "utf-8")
    (work / "run.py").write_text(PYTHON_RUNNER, "utf-8")
    environment = {
        "RUNTIME": str(runtime),
        "WHEEL": str(wheels[0]),
        "REPO": str(ROOT),
        "PYTHON": str(work / "run.py"),
    }
    completed = subprocess.run(
        [node, str(work / "run.mjs")],
        env={"PATH": "/usr/bin:/bin", **environment},
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr[-1500:]
    printed, _, line = completed.stdout.rpartition("\nRESULT ")
    report = dict(json.loads(line))
    report["printed"] = printed[-6000:]  # doctest's own failure report
    return report


def test_doctests_of_every_module_pass_in_pyodide(pyodide_report: dict[str, object]) -> None:
    assert "Emscripten" in str(pyodide_report["python"]) or "3.14" in str(pyodide_report["python"])
    assert str(pyodide_report["engine"]).startswith("/lib/python"), "le moteur ne vient pas de la roue"
    doctests = pyodide_report["doctests"]
    assert isinstance(doctests, dict)
    assert sum(attempted for attempted, _ in doctests.values()) > 20
    failing = {name: counts for name, counts in doctests.items() if counts[1]}
    assert not failing, f"{failing}\n{pyodide_report['printed']}"


def test_the_standard_library_and_the_engine_are_served_compiled(
    pyodide_report: dict[str, object],
) -> None:
    """Python imports the served standard library's bytecode and finds the engine's beside its
    sources (nothing compiled at each start); a traceback through the standard library still names
    the file and the line (scripts/precompile.py)."""
    assert pyodide_report["engine_bytecode"] is True
    assert str(pyodide_report["stdlib"]).endswith(".zip/json/__init__.pyc"), pyodide_report["stdlib"]
    assert re.search(
        r'File "/lib/python3\d+\.zip/json/decoder\.py", line \d+', str(pyodide_report["stdlib_traceback"])
    )


def test_engine_test_files_pass_in_pyodide(pyodide_report: dict[str, object]) -> None:
    assert not pyodide_report["failed"], "\n\n".join(pyodide_report["failed"])  # type: ignore[arg-type]
    passed = pyodide_report["passed"]
    assert isinstance(passed, int) and passed > 30, pyodide_report
