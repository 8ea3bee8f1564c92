"""French Tarot actions as short JSON texts, the form in which a practice deal travels.

``"enchère:garde"``, ``"enchère:passe"``, ``"appel:R♥"``, ``"écart:2♥ 3♥ …"``, ``"chelem"``,
``"poignée:21 20 …"`` and ``"carte:R♥"``: one text per action of
[Deal.apply][tarot_rules.fft.Deal.apply], in the order they were taken.

>>> from tarot_rules.cards import parse_card
>>> from tarot_rules.fft import Bid, Contract, Play
>>> encode(Play(parse_card("R♥"))), encode(Bid(None)), encode(Bid(Contract.GARDE_SANS))
('carte:R♥', 'enchère:passe', 'enchère:garde sans')
>>> decode("carte:R♥") == Play(parse_card("R♥"))
True
>>> decode("dormir")
Traceback (most recent call last):
...
tarot_rules.errors.NotationError: Action inconnue : « dormir ».
"""

from __future__ import annotations

from typing import assert_never

from tarot_rules.cards import format_cards, parse_card, parse_cards
from tarot_rules.errors import NotationError
from tarot_rules.fft import (
    Action,
    AnnounceChelem,
    AnnounceMisere,
    Bid,
    Call,
    Discard,
    Event,
    Misere,
    Play,
    ShowPoignee,
    parse_bid,
)
from tarot_rules.fft.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    ChelemAnnounced,
    EcartMade,
    MisereAnnounced,
    PoigneeShown,
)

CHELEM = "chelem"


def encode(action: Action) -> str:
    """The text of ``action``."""
    match action:
        case Play():
            return f"carte:{action.card.notation}"
        case Bid():
            return f"enchère:{str(action.contract or 'passe').lower()}"
        case Call():
            return f"appel:{action.card.notation}"
        case Discard():
            return f"écart:{format_cards(action.cards)}"
        case ShowPoignee():
            return f"poignée:{format_cards(action.cards)}"
        case AnnounceMisere():
            return f"misère:{action.kind.name.lower()}"
        case AnnounceChelem():
            return CHELEM
        case _ as unreachable:
            assert_never(unreachable)


def decode(text: str) -> Action:
    """The action of ``text`` (a `NotationError` in French when it cannot be read)."""
    kind, _, value = str(text).partition(":")
    try:
        if kind == "carte":
            return Play(parse_card(value))
        if kind == "enchère":
            return Bid(parse_bid(value))
        if kind == "appel":
            return Call(parse_card(value))
        if kind == "écart":
            return Discard(parse_cards(value))
        if kind == "poignée":
            return ShowPoignee(parse_cards(value))
        if kind == "misère" and value.upper() in Misere.__members__:
            return AnnounceMisere(Misere[value.upper()])
    except ValueError as error:
        raise NotationError("unreadable-action", f"Action illisible : « {text} ». {error}") from error
    if kind == CHELEM:
        return AnnounceChelem()
    raise NotationError("unknown-action", f"Action inconnue : « {text} ».")


def describe(event: Event, name: str) -> str:
    """What ``name`` did, in French, as the table hears it (an écart stays hidden).

    >>> from tarot_rules.cards import parse_card
    >>> describe(CardPlayed(1, parse_card("R♥"), 0), "Est")
    'Est joue le Roi de cœur.'
    >>> describe(BidMade(2, None), "Nord")
    'Nord passe.'
    >>> from tarot_rules.cards import parse_cards
    >>> from tarot_rules.fft.events import MisereAnnounced
    >>> describe(MisereAnnounced(3, Misere.ATOUT, parse_cards("R♥ 3♣")), "Ouest")
    "Ouest annonce une misère d'atout : R♥ 3♣."
    """
    match event:
        case CardPlayed():
            return f"{name} joue {event.card.the_name}."
        case BidMade():
            return f"{name} passe." if event.contract is None else f"{name} annonce {event.contract}."
        case CardCalled():
            return f"{name} appelle {event.card.the_name}."
        case EcartMade():
            shown = f" (atouts écartés, montrés : {format_cards(event.shown)})" if event.shown else ""
            return f"{name} fait son écart{shown}."
        case PoigneeShown():
            return f"{name} montre une poignée {event.size.french} : {format_cards(event.cards)}."
        case ChelemAnnounced():
            return f"{name} annonce un chelem."
        case MisereAnnounced():
            return f"{name} annonce une {event.kind} : {format_cards(event.cards)}."
        case _ as unreachable:
            assert_never(unreachable)
