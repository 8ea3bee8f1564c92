"""Draw cards as HTML for the site, the tutorials and the printable rules.

Every card is a small box (styled by ``docs/assets/tarot.css``, classes ``tc-…``)
with its French name as accessible name, suits in colour, trumps and the Excuse
drawn differently so that a black-and-white print stays readable.
Pure standard library: the same functions run at build time and in Pyodide.

>>> from tarot_rules.cards import parse_cards
>>> print(card_html(parse_cards("R♥")[0]).replace("><", ">\\n<"))
<span class="tc tc--coeur" role="img" aria-label="Roi de cœur" title="Roi de cœur">
<span class="tc__rank">R</span>
<span class="tc__suit" aria-hidden="true">♥</span>
</span>
>>> html_text = cards_html("21 Excuse 7♣", label="Main de Léa")
>>> html_text.count('role="img"'), 'aria-label="Main de Léa"' in html_text
(3, True)
>>> 'remporte le pli' in trick_html("3♥ R♥ 1 2♥", players=["Nord", "Est", "Sud", "Ouest"], winner=2)
True
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Protocol, TypedDict

from tarot_app.typography import Prose, typeset
from tarot_rules.cards import Card, parse_cards

__all__ = [
    "CardView",
    "bids_text",
    "card_html",
    "card_view",
    "cards_html",
    "cards_text",
    "number_text",
    "numbers_text",
    "round_outcome_text",
    "table_html",
    "trick_html",
    "yes_no",
]

CardsLike = Iterable[Card] | str
"""Cards as objects or as a notation string (``"R♥ 21 Excuse"``)."""

_RANK_LABELS = {1: "1", 11: "V", 12: "C", 13: "D", 14: "R"}


NARROW_NBSP = "\u202f"
"""Thousands separator of French numbers (espace fine insécable)."""


def number_text(value: float) -> str:
    """A number as a French reader writes it: decimal comma, true minus sign, thousands
    separated by a narrow no-break space, no « .0 » on whole numbers.

    >>> number_text(40.5), number_text(91.0), number_text(-87)
    ('40,5', '91', '−87')
    >>> number_text(1746) == "1\u202f746"
    True
    """
    whole = float(value).is_integer()
    text = f"{abs(value):,.0f}" if whole else f"{abs(value):,.2f}".rstrip("0")
    text = text.replace(",", NARROW_NBSP).replace(".", ",")
    return ("−" if value < 0 else "") + text


def yes_no(flag: bool) -> str:
    """« Oui » or « Non », for a yes/no answer shown to readers.

    >>> yes_no(True), yes_no(False)
    ('Oui', 'Non')
    """
    return "Oui" if flag else "Non"


def cards_text(cards: CardsLike) -> str:
    """Cards as a French list in notation, « aucune » when there is none.

    >>> cards_text("3♥ R♥ Excuse"), cards_text(())
    ('3♥, R♥, Excuse', 'aucune')
    """
    shown = _cards(cards)
    return ", ".join(str(card) for card in shown) if shown else "aucune"


def numbers_text(values: Iterable[int], *, last: str = ", ", empty: str = "aucune") -> str:
    """Whole numbers as a French list; ``last`` joins the last two (e.g. « ou »).

    >>> numbers_text((0, 1, 3, 4)), numbers_text((0, 1), last=" ou "), numbers_text(())
    ('0, 1, 3, 4', '0 ou 1', 'aucune')
    """
    shown = [number_text(value) for value in values]
    if not shown:
        return empty
    return last.join([", ".join(shown[:-1]), shown[-1]]) if len(shown) > 1 else shown[0]


def bids_text(bids: Iterable[object | None]) -> str:
    """Bids a player may make, in French: ``None`` (pass) reads « passe ».

    >>> bids_text([None, "Garde sans", "Garde contre"])
    'passe, Garde sans, Garde contre'
    """
    return ", ".join("passe" if bid is None else str(bid) for bid in bids)


class RoundOutcome(Protocol):
    """What `round_outcome_text` reads from a finished round (``tarot_rules.africain.Round``)."""

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def tricks_won(self) -> Sequence[int]: ...

    @property
    def lives_lost(self) -> Sequence[int]: ...

    def bid_of(self, seat: int) -> int | None: ...


def _count(number: int, word: str) -> str:
    return f"{number} {word}{'s' if number > 1 else ''}"


def round_outcome_text(round_: RoundOutcome) -> str:
    """One French line per player of a finished Tarot africain round: bid, tricks, lives lost.

    >>> from tarot_rules.africain import seed_000_round
    >>> print(round_outcome_text(seed_000_round()))
    Léa : annonce 1, 1 pli, aucune vie perdue
    Marc : annonce 1, 1 pli, aucune vie perdue
    Inès : annonce 0, 0 pli, aucune vie perdue
    Théo : annonce 2, 1 pli, 1 vie perdue
    """
    lines = []
    for seat, name in enumerate(round_.names):
        lost = round_.lives_lost[seat]
        lives = _count(lost, "vie") + (" perdues" if lost > 1 else " perdue") if lost else "aucune vie perdue"
        bid = round_.bid_of(seat)
        said = "-" if bid is None else str(bid)
        lines.append(f"{name} : annonce {said}, {_count(round_.tricks_won[seat], 'pli')}, {lives}")
    return "\n".join(lines)


def _cards(cards: CardsLike) -> tuple[Card, ...]:
    return parse_cards(cards) if isinstance(cards, str) else tuple(cards)


def _attr(text: str) -> str:
    return html.escape(text, quote=True)


def card_kind(card: Card) -> str:
    """CSS modifier of a card: the suit name without accent, ``atout`` or ``excuse``.

    >>> from tarot_rules.cards import parse_card
    >>> card_kind(parse_card("3♦")), card_kind(parse_card("21")), card_kind(parse_card("Excuse"))
    ('carreau', 'atout', 'excuse')
    """
    if card.is_excuse:
        return "excuse"
    if card.suit is None:
        return "atout"
    return card.suit.french.replace("œ", "oe").replace("è", "e")


def card_html(card: Card, *, muted: bool = False, note: str = "") -> str:
    """One card as an HTML ``span`` whose accessible name is the card's French name.

    ``muted`` greys the card out (cards out of play, not legal…); ``note`` is added
    to the accessible name (e.g. « remporte le pli »).

    >>> from tarot_rules.cards import EXCUSE, PETIT
    >>> 'aria-label="Petit, bout"' in card_html(PETIT)
    True
    >>> 'tc--muted' in card_html(EXCUSE, muted=True)
    True
    """
    kind = card_kind(card)
    name = card.name + (", bout" if card.is_bout and not card.is_excuse else "")
    if note:
        name += f", {note}"
    classes = f"tc tc--{kind}" + (" tc--bout" if card.is_bout else "") + (" tc--muted" if muted else "")
    if card.is_excuse:
        inner = '<span class="tc__rank">Exc.</span><span class="tc__suit" aria-hidden="true">★</span>'
    elif card.suit is None:
        inner = f'<span class="tc__rank">{card.rank}</span><span class="tc__suit">atout</span>'
    else:
        label = _RANK_LABELS.get(card.rank, str(card.rank))
        inner = (
            f'<span class="tc__rank">{label}</span>'
            f'<span class="tc__suit" aria-hidden="true">{card.suit.value}</span>'
        )
    named = f'role="img" aria-label="{_attr(name)}" title="{_attr(name)}"'
    return f'<span class="{classes}" {named}>{inner}</span>'


@cache
def _picture(card: Card) -> str:
    """`card_html` as the practice pages show it: its label with French typography (« 4 de pique »
    with its no-break space), as their other texts."""
    return typeset(card_html(card))


class CardView(TypedDict):
    """A card as the practice pages receive it (see `card_view`)."""

    card: str
    name: Prose
    the_name: Prose
    html: str
    legal: bool


def card_view(card: Card, legal: bool = True) -> CardView:
    """A card as the practice pages receive it: its notation, its French name, alone and with its
    article (`Prose`: what the table says to a screen reader, « Est joue la Dame de trèfle. »), its
    picture (`card_html`, the rulebook's drawing) and whether the reader may play it now.

    >>> from tarot_rules.cards import parse_card
    >>> shown = card_view(parse_card("D♣"), legal=False)
    >>> shown["card"], shown["name"], shown["the_name"], shown["legal"]
    ('D♣', 'Dame de trèfle', 'la Dame de trèfle', False)
    >>> shown["html"].startswith('<span class="tc tc--trefle"')
    True
    """
    return {
        "card": card.notation,
        "name": Prose(card.name),
        "the_name": Prose(card.the_name),
        "html": _picture(card),
        "legal": legal,
    }


def cards_html(
    cards: CardsLike,
    *,
    label: str | None = None,
    muted: CardsLike = (),
    sort: bool = False,
) -> str:
    """A row of cards (a hand, the chien, an écart…) that wraps on narrow screens.

    ``label`` is shown above the cards and names the list for screen readers;
    ``muted`` cards are drawn greyed out; ``sort`` puts them in deck order.

    >>> print(cards_html("R♠ 21", label="Chien").splitlines()[0])
    <figure class="tc-set">
    """
    shown = sorted(_cards(cards)) if sort else list(_cards(cards))
    grey = set(_cards(muted))
    items = "".join(f"<li>{card_html(card, muted=card in grey)}</li>" for card in shown)
    name = f' aria-label="{_attr(label)}"' if label else ""
    caption = f'<figcaption class="tc-set__label">{html.escape(label)}</figcaption>' if label else ""
    return f'<figure class="tc-set">\n{caption}<ul class="tc-cards"{name}>{items}</ul></figure>'


def trick_html(
    cards: CardsLike,
    *,
    players: Sequence[str] | None = None,
    winner: int | None = None,
    label: str | None = None,
) -> str:
    """A trick: each card under the name of who played it, in play order; the ``winner``
    (0-based position in the trick) is outlined and named « remporte le pli ».

    >>> text = trick_html("8 5 6 10", players=["Léa", "Marc", "Inès", "Théo"], winner=3, label="Pli 1")
    >>> text.count("tc-trick__seat"), 'aria-label="10 d&#x27;atout, remporte le pli"' in text
    (4, True)
    """
    shown = _cards(cards)
    names = list(players) if players is not None else [""] * len(shown)
    items = []
    for position, card in enumerate(shown):
        won = position == winner
        note = "remporte le pli" if won else ""
        seat = names[position] if position < len(names) else ""
        seat_html = f'<span class="tc-trick__seat">{html.escape(seat)}</span>' if seat else ""
        css = ' class="tc-trick__win"' if won else ""
        items.append(f"<li{css}>{seat_html}{card_html(card, note=note)}</li>")
    name = f' aria-label="{_attr(label)}"' if label else ""
    caption = f'<figcaption class="tc-set__label">{html.escape(label)}</figcaption>' if label else ""
    cards_list = f'<ol class="tc-cards tc-trick"{name}>{"".join(items)}</ol>'
    return f'<figure class="tc-set tc-set--trick">\n{caption}{cards_list}</figure>'


def table_html(
    headers: Sequence[str],
    rows: Iterable[Sequence[object]],
    *,
    caption: str | None = None,
    numeric: bool = True,
) -> str:
    """A small HTML table (score sheets, tables of numbers) in the site's style.

    Cells that are numbers are right-aligned when ``numeric`` and written the French way
    (`number_text`); yes/no cells read « Oui » / « Non ».

    >>> print(table_html(["Joueur", "Score"], [["J1", 318], ["J2", -106]]).replace("<tr>", "\\n<tr>"))
    <table><thead>
    <tr><th scope="col">Joueur</th><th scope="col">Score</th></tr></thead><tbody>
    <tr><th scope="row">J1</th><td class="tc-num">318</td></tr>
    <tr><th scope="row">J2</th><td class="tc-num">−106</td></tr></tbody></table>
    >>> "<td>Non</td>" in table_html(["Joueur", "Preneur"], [["J1", False]])
    True
    """
    head = "".join(f'<th scope="col">{html.escape(h)}</th>' for h in headers)
    body = []
    for row in rows:
        cells = []
        for index, value in enumerate(row):
            if index == 0:
                cells.append(f'<th scope="row">{html.escape(str(value))}</th>')
            elif numeric and isinstance(value, int | float) and not isinstance(value, bool):
                text = number_text(value)
                cells.append(f'<td class="tc-num">{text}</td>')
            elif isinstance(value, bool):
                cells.append(f"<td>{yes_no(value)}</td>")
            else:
                cells.append(f"<td>{html.escape(str(value))}</td>")
        body.append(f"<tr>{''.join(cells)}</tr>")
    cap = f"<caption>{html.escape(caption)}</caption>" if caption else ""
    return f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
