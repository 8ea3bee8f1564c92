"""What every free-play program shares.

>>> log = []
>>> replay(["a"], "b", others=lambda: log.append("others"), act=log.append)
(['a', 'b'], None)
>>> log
['others', 'a', 'others', 'b', 'others']
"""

from __future__ import annotations

from collections.abc import Callable

from tarot_rules.errors import TarotError


def replay(
    mine: list[str], attempt: str | None, *, others: Callable[[], None], act: Callable[[str], None]
) -> tuple[list[str], str | None]:
    """Replay the reader's actions, the others playing in between, then try ``attempt``.

    Answers the reader's actions that stand and the engine's French refusal of ``attempt``, if any.
    """
    for action in mine:
        others()
        act(action)
    others()
    if attempt is None:
        return mine, None
    try:
        act(attempt)
    except TarotError as error:
        return mine, error.message
    others()
    return [*mine, attempt], None
