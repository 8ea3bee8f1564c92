"""MkDocs hook: the theme's search runs in ``assets/javascripts/workers/search-fold.js``.

That worker loads Material's own search worker and folds accents and apostrophes in the index
terms and in the query, so « poignee » finds « Poignée » and « regle d or » finds « règle d'or ».
Only the worker address in the page's ``__config`` changes; the theme's worker file name (it holds
a hash) is passed to the wrapper as ``?worker=``.
"""

from __future__ import annotations

import json
import re
from typing import Any

WRAPPER = "search-fold.js"
CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.DOTALL)


def wrap_worker(address: str) -> str:
    """The wrapper's address for the theme's worker at ``address``.

    >>> wrap_worker("../../assets/javascripts/workers/search.a7633da7.min.js")
    '../../assets/javascripts/workers/search-fold.js?worker=search.a7633da7.min.js'
    """
    folder, _, name = address.rpartition("/")
    return f"{folder}/{WRAPPER}?worker={name}"


def on_post_page(output: str, **kwargs: Any) -> str:
    """Point the page's search at the folding worker."""

    def replace(match: re.Match[str]) -> str:
        config = json.loads(match.group(2))
        if config.get("search") and WRAPPER not in config["search"]:
            config["search"] = wrap_worker(config["search"])
        return match.group(1) + json.dumps(config) + match.group(3)

    return CONFIG.sub(replace, output, count=1)
