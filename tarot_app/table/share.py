"""A score sheet carried by a link: « Partager » on a sheet, and the link opened on another phone.

The page compresses the sheet (raw deflate, RFC 1951) and writes it in base64url (RFC 4648 § 5, no
padding) after ``#partage=`` in the page's address: the fragment of an address is never sent to a
server, so the sheet goes from phone to phone by QR code or message and nowhere else.

`share_sheet` checks a sheet with the loader of its kind (the same check as a file import) and answers
it without the fields a loader reads as absent anyway (``null``, ``false``, ``""``, ``[]``), which makes
the link shorter, and the longest link it allows (`MAX_LINK_CHARS`). `open_shared` reads a link back:
anything else than a readable, complete, reasonably sized sheet of a known kind is refused with a French
reason, before any page stores anything.

>>> import base64, zlib
>>> def link(text: str) -> str:
...     packer = zlib.compressobj(9, zlib.DEFLATED, -15)
...     packed = packer.compress(text.encode()) + packer.flush()
...     return base64.urlsafe_b64encode(packed).decode().rstrip("=")
>>> evening = {"format": tarot.FORMAT, "version": 1, "players": ["A", "B", "C"], "first_dealer": 0,
...            "deals": [{"taker": 1, "partner": None, "contract": "prise", "bouts": 2, "points": "40,5",
...                       "poignees": [], "chelem_announced": False}]}
>>> shared = share_sheet(evening)
>>> shared["sheet"]["deals"], shared["limit"]
([{'taker': 1, 'contract': 'prise', 'bouts': 2, 'points': '40,5'}], 880)
>>> opened = open_shared({"link": link(json.dumps(shared["sheet"]))})
>>> opened["kind"], opened["totals"]
('tarot', [26, -52, 26])
>>> open_shared({"link": link(json.dumps(shared["sheet"]))[:-6]})
Traceback (most recent call last):
...
tarot_app.table.common.RefusedError: Lien de partage abîmé : la feuille y est incomplète ou altérée.
>>> open_shared({"link": link(" " * 100_000)})
Traceback (most recent call last):
...
tarot_app.table.common.RefusedError: Lien de partage refusé : une fois décompressé, il dépasse 64 Ko.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable, Mapping
from typing import Any, TypedDict

from tarot_app.table import africain, tarot
from tarot_app.table.common import RefusedError
from tarot_rules.africain.record import GAME_FORMAT

MAX_LINK_CHARS = 880
"""The longest shared sheet, in base64url characters after ``#partage=``. With an address of up to
117 characters before it, the whole link is at most 997 bytes: a QR code of version 25 (117 × 117
modules) with error correction M (15 % of the code may be unreadable), which a phone camera reads from
a screen held at arm's length; the largest version (40, 177 modules) holds 2,331 bytes at M. A 40-deal
evening at 5 players takes about 690 characters (``make bench``: ``table.share_kb``)."""

MAX_SHEET_BYTES = 65_536
"""The most a link may inflate to: 20 times a 40-deal evening's compact JSON; a few hundred bytes of
deflate may expand a thousandfold (a decompression bomb), so inflating stops here."""

LOADERS: dict[str, tuple[str, Callable[[Any], Mapping[str, Any]]]] = {
    tarot.FORMAT: ("tarot", tarot.sheet),
    africain.FORMAT: ("africain", africain.sheet),
    GAME_FORMAT: ("africain", africain.sheet),  # the engine's record, as the lives sheet exports it
}
"""Each sheet format a link may carry: the page that shows it and the engine's loader (the import check)."""

LINK_CHARS = re.compile(r"[A-Za-z0-9_-]*")
DAMAGED = "Lien de partage abîmé : la feuille y est incomplète ou altérée."


class Shared(TypedDict):
    """A sheet to put in a link: its page (``kind``), the sheet made compact, the longest link allowed."""

    ok: bool
    kind: str
    sheet: dict[str, Any]
    limit: int


class OpenedTarot(tarot.Sheet):
    """A French Tarot sheet read from a link: `tarot.sheet`'s answer and its page (``kind``)."""

    kind: str


class OpenedLives(africain.LivesSheet):
    """A lives sheet read from a link: `africain.sheet`'s answer and its page (``kind``)."""

    kind: str


def _loader(data: Any) -> tuple[str, Callable[[Any], Mapping[str, Any]]]:
    found = LOADERS.get(str(data.get("format"))) if isinstance(data, Mapping) else None
    if found is None:
        raise RefusedError("Ce lien ne contient pas une feuille de marque.", "share")
    return found


def _compact(deal: Any) -> Any:
    """A French Tarot deal without the fields its loader reads as absent (a 0 stays: it is a value)."""
    if not isinstance(deal, Mapping):
        return deal
    return {
        key: value
        for key, value in deal.items()
        if not (value is None or value is False or value in ("", []))
    }


def share_sheet(data: Any) -> Shared:
    """The sheet to put in a link, checked by its loader and made compact; ``limit``: `MAX_LINK_CHARS`.

    >>> share_sheet({"format": tarot.FORMAT, "version": 1, "players": ["A", "B"]})
    Traceback (most recent call last):
    ...
    tarot_rules.errors.InvalidFactsError: Le tarot se joue à 3, 4 ou 5 joueurs, pas 2.
    """
    kind, load = _loader(data)
    checked = load(data)["sheet"]
    if kind == "tarot":
        checked = {**checked, "deals": [_compact(deal) for deal in checked["deals"]]}
    checked.pop("action", None)
    return {"ok": True, "kind": kind, "sheet": checked, "limit": MAX_LINK_CHARS}


def _inflate(link: str) -> bytes:
    """The bytes a link carries: base64url, then raw deflate, at most `MAX_SHEET_BYTES`."""
    if len(link) > MAX_LINK_CHARS:
        raise RefusedError(
            f"Lien de partage refusé : {len(link)} caractères, plus que les {MAX_LINK_CHARS} "
            "d’une feuille partagée.",
            "share",
        )
    if not LINK_CHARS.fullmatch(link) or len(link) % 4 == 1:
        raise RefusedError(DAMAGED, "share")
    try:
        packed = base64.urlsafe_b64decode(link + "=" * (-len(link) % 4))
        unpacker = zlib.decompressobj(-zlib.MAX_WBITS)
        text = unpacker.decompress(packed, MAX_SHEET_BYTES + 1)
    except (binascii.Error, zlib.error):
        raise RefusedError(DAMAGED, "share") from None
    if len(text) > MAX_SHEET_BYTES:
        raise RefusedError(
            f"Lien de partage refusé : une fois décompressé, il dépasse {MAX_SHEET_BYTES // 1024} Ko.",
            "share",
        )
    if not unpacker.eof or unpacker.unused_data:
        raise RefusedError(DAMAGED, "share")
    return text


def open_shared(data: Any) -> OpenedTarot | OpenedLives:
    """``{"link": <what follows #partage=>}`` → the sheet as its loader answers it (rows, totals, and
    ``sheet`` to save as a copy), with ``kind``: the page that shows it (``tarot`` or ``africain``).

    >>> open_shared({"link": "!!"})
    Traceback (most recent call last):
    ...
    tarot_app.table.common.RefusedError: Lien de partage abîmé : la feuille y est incomplète ou altérée.
    """
    link = data.get("link") if isinstance(data, Mapping) else None
    if not isinstance(link, str) or not link:
        raise RefusedError("Lien de partage vide.", "share")
    text = _inflate(link)
    try:
        sheet = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise RefusedError(DAMAGED, "share") from None
    kind, _ = _loader(sheet)
    if isinstance(sheet, dict):
        sheet.pop("action", None)
    if kind == "tarot":
        return {**tarot.sheet(sheet), "kind": kind}
    return {**africain.sheet(sheet), "kind": kind}
