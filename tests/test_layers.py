"""The engine (``tarot_rules``: cards, both games, records, the computer players) stands apart from the
site's application layer (``tarot_app``: the pages' calls, practice games, score sheets, drills, free
play, cards in HTML, typography): no module of the engine imports the application, not even in a
doctest, so the engine can be used, tested and published without the site."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "tarot_rules"
APPLICATION = "tarot_app"


def imported(source: str) -> set[str]:
    """The modules ``source`` imports, in its code and in its doctests (``>>>`` lines).

    >>> sorted(imported("import a.b\\nfrom c import d\\n'''\\n>>> from e.f import g\\n'''"))
    ['a.b', 'c', 'e.f']
    """
    names: set[str] = set()
    doctests = "\n".join(re.findall(r"^\s*(?:>>>|\.\.\.) ?(.*)$", source, re.MULTILINE))
    for code in (source, doctests):
        try:
            tree = ast.parse(code)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
    return names


def test_the_engine_imports_nothing_of_the_application() -> None:
    offenders = {
        str(path.relative_to(ROOT)): sorted(
            name for name in imported(path.read_text("utf-8")) if name.split(".")[0] == APPLICATION
        )
        for path in sorted(ENGINE.rglob("*.py"))
    }
    assert {path: names for path, names in offenders.items() if names} == {}


def test_the_check_sees_an_import_of_the_application() -> None:
    assert imported("from tarot_app.render import card_html") == {"tarot_app.render"}
    assert imported('"""\n>>> import tarot_app.calls\n"""') == {"tarot_app.calls"}
