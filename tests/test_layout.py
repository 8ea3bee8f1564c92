"""The test suite's layout: what several test modules share lives in ``tests/helpers.py`` (fixtures in
``tests/conftest.py``), never in another test module."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported_test_modules(source: str) -> list[str]:
    """The ``test_*`` modules that ``source`` imports."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found += [name for name in names if name.split(".")[0].startswith("test_")]
    return found


def test_the_check_sees_every_way_to_import_a_test_module() -> None:
    source = "import test_a\nimport os, test_b as b\nfrom test_c import x\n"
    source += "def f():\n    from test_d import y\n"
    assert imported_test_modules(source) == ["test_a", "test_b", "test_c", "test_d"]
    assert imported_test_modules("from helpers import x\nimport pytest\nfrom conftest import ROOT\n") == []


def test_no_test_module_imports_another() -> None:
    modules = sorted([*TESTS.glob("test_*.py"), TESTS / "helpers.py", TESTS / "conftest.py"])
    offenders = {
        path.name: imported
        for path in modules
        if (imported := imported_test_modules(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}, "helpers partagés : les mettre dans tests/helpers.py"
