"""MkDocs hook: the engine facts the « À la table » forms offer, put in each table page at build.

Every ``<div class="table-app" …>`` (and ``practice-app``, « S'entraîner ») gets a
``<template class="table-facts">`` holding
:func:`tarot_app.table.facts.page_facts` as JSON (a ``<template>``, not a JSON script: Material's
instant navigation re-runs the content's scripts). The forms read it before the engine is loaded, so
no contract, multiplier or preset is written in JavaScript.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from tarot_app.calls import for_readers
from tarot_app.table.facts import page_facts

TABLE_APP = re.compile(r'<div class="(?:table|practice)-app"[^>]*>')


def with_facts(html_text: str) -> str:
    """``html_text`` with the facts template inside each table app (its labels typeset as the
    engine's answers are, by `tarot_app.calls.for_readers`).

    >>> with_facts('<div class="table-app" data-table="calculateur"></div>')[:80]
    '<div class="table-app" data-table="calculateur"><template class="table-facts">{"'
    >>> with_facts("<p>Rien</p>")
    '<p>Rien</p>'
    """
    facts = html.escape(json.dumps(for_readers(page_facts()), ensure_ascii=False), quote=False)
    template = f'<template class="table-facts">{facts}</template>'
    return TABLE_APP.sub(lambda match: match.group(0) + template, html_text)


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    """Add the facts to the pages that hold a table app."""
    return with_facts(html_text)
