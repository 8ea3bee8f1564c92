"""Griffe extension (``mkdocs.yml``, mkdocstrings ``extensions``): the ``>>>`` examples of the
engine's docstrings shown on the reference page as Python console code.

The docstrings are plain text with doctests (pytest runs them); Markdown would read each ``>>>`` as
three nested quotes. Each run of example lines, from a ``>>>`` line at the docstring's margin to the
next blank line, becomes a ``pycon`` fence.

>>> fence_doctests("The name.\\n\\n>>> 1 + 1\\n2\\n\\nMore.").splitlines()
['The name.', '', '```pycon', '>>> 1 + 1', '2', '```', '', 'More.']
"""

from __future__ import annotations

from typing import Any

import griffe


def fence_doctests(text: str) -> str:
    """``text`` with every doctest block fenced as ``pycon``."""
    out: list[str] = []
    block: list[str] = []
    for line in text.splitlines():
        if block and line.strip():
            block.append(line)
            continue
        if block:
            out += ["```pycon", *block, "```"]
            block = []
        if line.startswith(">>>"):
            block.append(line)
        else:
            out.append(line)
    if block:
        out += ["```pycon", *block, "```"]
    return "\n".join(out)


class DoctestFences(griffe.Extension):
    """Fence the doctests of every docstring Griffe reads."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = fence_doctests(obj.docstring.value)
