"""The static text of the string literals of the site's own JavaScript (``docs/assets``), for the checks
that read what the pages' scripts write to readers (French typography).

A small scanner, not a JavaScript parser: it knows strings, template literals (one text per run
between their ``${…}``, nested literals included), comments and the regular expressions the site's
scripts write; escapes are decoded (``\\u00a0`` is a non-breaking space).

>>> [text for _, text in literals('say(`Manche ${n}\\\\u00a0: ${k ? "s" : ""} !`); // « x »')]
['Manche ', '\\xa0: ', 's', '', ' !']
>>> [text for _, text in literals("if (/^[a-z']+$/.test(s)) f('l\\\\'as', \\"b\\");")]
["l'as", 'b']
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "docs" / "assets"
QUOTES = "\"'`"
REGEX_MAY_FOLLOW = "(,=:[!&|?{};"
"""A ``/`` after one of these (or at the start) opens a regular expression, not a division."""


def decode(raw: str) -> str:
    """A literal's raw text with its escapes decoded (``\\u00a0``, ``\\'``, ``\\n``…)."""
    if "\\" not in raw:
        return raw
    escaped = raw.replace("\\'", "'").replace("\\`", "`").replace('"', '\\"').replace('\\\\"', '\\"')
    decoded: str = json.loads(f'"{escaped}"')
    return decoded


@dataclass
class _Scanner:
    source: str
    position: int = 0
    line: int = 1
    found: list[tuple[int, str]] = field(default_factory=list)

    def string(self, quote: str) -> None:
        """Read a literal whose opening ``quote`` was just passed; keep its texts."""
        source, start_line, text = self.source, self.line, []
        while self.position < len(source) and source[self.position] != quote:
            char = source[self.position]
            if char == "\\":
                text.append(source[self.position : self.position + 2])
                self.position += 2
                continue
            if quote == "`" and source.startswith("${", self.position):
                self.found.append((start_line, decode("".join(text))))
                text = []
                self.position += 2
                self.code(until="}")
                continue
            self.line += char == "\n"
            text.append(char)
            self.position += 1
        self.found.append((start_line, decode("".join(text))))
        self.position += 1

    def code(self, until: str = "") -> None:
        """Read code up to the closing ``until`` at depth 0 (or the end), keeping every literal."""
        source, depth, previous = self.source, 0, "("
        while self.position < len(source):
            char = source[self.position]
            if char == until and depth == 0:
                self.position += 1
                return
            if source.startswith("//", self.position):
                end = source.find("\n", self.position)
                self.position = len(source) if end < 0 else end
                continue
            if source.startswith("/*", self.position):
                end = source.find("*/", self.position) + 2
                self.line += source.count("\n", self.position, end)
                self.position = end
                continue
            self.position += 1
            if char in QUOTES:
                self.string(char)
                previous = "a"
                continue
            if char == "/" and previous in REGEX_MAY_FOLLOW:
                self.regex()
                previous = "a"
                continue
            depth += (char in "{([") - (char in "})]")
            self.line += char == "\n"
            previous = previous if char.isspace() else char

    def regex(self) -> None:
        """Skip a regular expression whose opening ``/`` was just passed."""
        in_class = False
        while self.position < len(self.source):
            char = self.source[self.position]
            self.position += 2 if char == "\\" else 1
            if char == "[":
                in_class = True
            elif char == "]":
                in_class = False
            elif char == "/" and not in_class:
                return


def literals(source: str) -> Iterator[tuple[int, str]]:
    """The decoded static texts of the string and template literals of ``source``, with their line."""
    scanner = _Scanner(source)
    scanner.code()
    yield from scanner.found


def site_literals() -> Iterator[tuple[str, int, str]]:
    """``(file, line, text)`` for every literal of every script in ``docs/assets``."""
    for path in sorted(ASSETS.rglob("*.js")):
        for line, text in literals(path.read_text("utf-8")):
            yield str(path.relative_to(ASSETS)), line, text
