"""The engine's own tests run inside Pyodide (Node, the same npm package) against the very runtime and
wheel the built site serves: pytest itself (the wheels of the pinned version, fetched by ``make setup``)
runs every module's doctests and the test files that Pyodide can import (no hypothesis, no browser)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import textwrap
from pathlib import Path
from typing import Any

import pytest
from helpers import NODE_SCRIPT, once_per_run

ROOT = Path(__file__).resolve().parent.parent
PYTEST_WHEELS = ROOT / ".venv" / "pyodide-pytest"
"""pytest and what it needs, pure-Python wheels of the versions requirements.lock pins (the Makefile)."""
ENGINE_DOCTESTS = 190
TEST_FILE_TESTS = 147
"""How many doctests of the engine and tests of the test files Pyodide ran when pytest replaced the
stand-in that ran them before: none may go missing."""
pytestmark = pytest.mark.browser  # the runtime and the wheel come from the built site


PYTHON_RUNNER = textwrap.dedent(
    """
    import json, sys, traceback
    from pathlib import Path

    import pytest
    import tarot_app
    import tarot_rules

    results = {"python": list(sys.version_info[:3]), "platform": sys.platform, "pytest": pytest.__version__,
               "engine": tarot_rules.__file__, "stdlib": json.__file__,
               "engine_bytecode": Path(tarot_rules.__cached__).exists()}
    try:
        json.loads("{")
    except ValueError:
        results["stdlib_traceback"] = traceback.format_exc()

    class Outcomes:
        def __init__(self, name):
            self.results = results[name] = {"collected": 0, "passed": 0, "failed": [], "skipped": [],
                                            "collection_errors": {}}

        def pytest_collection_finish(self, session):
            self.results["collected"] = len(session.items)

        def pytest_collectreport(self, report):
            if report.failed:
                self.results["collection_errors"][report.nodeid] = report.longreprtext.splitlines()[-1]

        def pytest_runtest_logreport(self, report):
            if report.failed:
                self.results["failed"].append(f"{report.nodeid}\\n{report.longreprtext}")
            elif report.skipped:
                self.results["skipped"].append(report.nodeid)
            elif report.when == "call":
                self.results["passed"] += 1

    # Neither the repository's configuration (its pythonpath would import the engine from /repo, not from
    # the wheel) nor tests/conftest.py (hypothesis, playwright); nothing written into /repo; Outcomes reports.
    options = ["--config-file=/dev/null", "--rootdir=/", "--noconftest", "-p", "no:cacheprovider",
               "-p", "no:terminal"]
    packages = [str(Path(package.__file__).parent) for package in (tarot_rules, tarot_app)]
    pytest.main([*packages, "--doctest-modules", *options], plugins=[Outcomes("doctests")])
    test_files = sorted(map(str, Path("/repo/tests").glob("test_*.py")))
    pytest.main([*test_files, "--continue-on-collection-errors", *options], plugins=[Outcomes("test_files")])
    json.dumps(results)
    """
)


@pytest.fixture(scope="module")
def pyodide_report(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What pytest found in Pyodide under Node, run once for the tests of both workers."""
    report: dict[str, Any] = once_per_run(
        tmp_path_factory, "pyodide-report", lambda: run_in_pyodide(site_dir, tmp_path_factory)
    )
    return report


def run_in_pyodide(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The engine's doctests and test files run by the pinned pytest in the served Pyodide, under Node."""
    node = shutil.which("node")
    assert node, "node est nécessaire (Pyodide sous Node)"
    runtime = next((site_dir / "assets" / "pyodide").iterdir())
    engine_wheels = list((site_dir / "assets" / "wheels").glob("*/tarot_rules-*.whl"))
    assert len(engine_wheels) == 1, engine_wheels
    pytest_wheels = sorted(PYTEST_WHEELS.glob("*.whl"))
    assert pytest_wheels, f"{PYTEST_WHEELS} est vide : lancer make setup"
    work = tmp_path_factory.mktemp("pyodide")
    (work / "run.mjs").write_text(NODE_SCRIPT, "utf-8")
    (work / "run.py").write_text(PYTHON_RUNNER, "utf-8")
    environment = {
        "RUNTIME": str(runtime),
        "WHEEL": os.pathsep.join(map(str, [*engine_wheels, *pytest_wheels])),
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
    report = dict(json.loads(completed.stdout.rpartition("\nRESULT ")[2]))
    report["served_python"] = json.loads((runtime / "pyodide-lock.json").read_text("utf-8"))["info"]["python"]
    return report


def test_the_pinned_pytest_runs_in_the_served_python_3_14(pyodide_report: dict[str, Any]) -> None:
    """The pytest that runs in Pyodide is the project's (the host's version), under the Python of the
    runtime the site serves, 3.14."""
    assert pyodide_report["platform"] == "emscripten"
    assert ".".join(map(str, pyodide_report["python"])) == pyodide_report["served_python"]
    assert pyodide_report["python"][:2] == [3, 14]
    assert pyodide_report["pytest"] == pytest.__version__


def all_ran_and_passed(run: dict[str, Any]) -> None:
    """Check that none of the tests of ``run`` (one part of the report) failed and that each ended."""
    assert not run["failed"], "\n\n".join(run["failed"])
    assert run["passed"] + len(run["skipped"]) == run["collected"], run


def test_doctests_of_every_module_pass_in_pyodide(pyodide_report: dict[str, Any]) -> None:
    assert str(pyodide_report["engine"]).startswith("/lib/python"), "le moteur ne vient pas de la roue"
    doctests = pyodide_report["doctests"]
    all_ran_and_passed(doctests)
    assert not doctests["collection_errors"], doctests["collection_errors"]
    assert doctests["collected"] >= ENGINE_DOCTESTS, doctests


def test_the_standard_library_and_the_engine_are_served_compiled(
    pyodide_report: dict[str, Any],
) -> None:
    """Python imports the served standard library's bytecode and finds the engine's beside its
    sources (nothing compiled at each start); a traceback through the standard library still names
    the file and the line (scripts/precompile.py)."""
    assert pyodide_report["engine_bytecode"] is True
    assert str(pyodide_report["stdlib"]).endswith(".zip/json/__init__.pyc"), pyodide_report["stdlib"]
    assert re.search(
        r'File "/lib/python3\d+\.zip/json/decoder\.py", line \d+', str(pyodide_report["stdlib_traceback"])
    )


def test_engine_test_files_pass_in_pyodide(pyodide_report: dict[str, Any]) -> None:
    """A test file is left out only when it imports a module that Pyodide lacks (hypothesis,
    playwright…), never a part of the engine."""
    test_files = pyodide_report["test_files"]
    all_ran_and_passed(test_files)
    assert test_files["collected"] >= TEST_FILE_TESTS, test_files
    errors = test_files["collection_errors"]
    missing = [
        re.fullmatch(r"E +ModuleNotFoundError: No module named '(\w+)[\w.]*'", line)
        for line in errors.values()
    ]
    assert all(match and match[1] not in ("tarot_rules", "tarot_app") for match in missing), errors
