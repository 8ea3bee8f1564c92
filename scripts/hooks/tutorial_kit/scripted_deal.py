"""A tutorial's whole French Tarot deal: the engine's :class:`~tarot_rules.fft.Deal`, dealt as a
record says, and the record's actions as the script. The deal keeps its own state; the next
scripted action is the one after everything in its history.

>>> from tarot_rules.fft import FFT4, Deal, Contract
>>> from tarot_rules.fft.record import to_record
>>> played = Deal(FFT4, seed=3)
>>> for contract in (Contract.PRISE, None, None, None):
...     _ = played.bid(contract)
>>> script = ScriptedDeal(to_record(played), ["Vous", "Est", "Nord", "Ouest"], reader=2)
>>> script.others_until_reader()
[('Ouest', 'prend')]
>>> script.next_action
Bid(contract=None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, assert_never

from tarot_rules.cards import DECK, Card
from tarot_rules.fft import Deal, replay
from tarot_rules.fft.actions import Action, action_of
from tarot_rules.fft.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    ChelemAnnounced,
    EcartMade,
    Event,
    MisereAnnounced,
    PoigneeShown,
)
from tarot_rules.fft.state import Phase
from tarot_rules.fft.tricks import cards_of

BID_WORDS = {"prise": "prend", "garde": "garde", "garde sans": "garde sans le chien"}


def describe(event: Event) -> str:
    """What a player did, for the log of a step (after the player's name).

    >>> from tarot_rules.cards import parse_card
    >>> from tarot_rules.fft.events import CardCalled
    >>> describe(CardCalled(0, parse_card("R♥")))
    'appelle le Roi de cœur'
    """
    match event:
        case BidMade(contract=None):
            return "passe"
        case BidMade():
            word = str(event.contract).lower()
            return BID_WORDS.get(word, f"dit {word}")
        case CardCalled():
            return f"appelle {event.card.the_name}"
        case EcartMade():
            return "fait son écart"
        case ChelemAnnounced():
            return "annonce un chelem"
        case PoigneeShown():
            return f"montre une {event.size} : {notation(event.cards)}"
        case MisereAnnounced():
            return f"annonce une {event.kind} : {notation(event.cards)}"
        case CardPlayed():
            return f"joue {event.card.name}"
        case _ as unreachable:
            assert_never(unreachable)


def notation(cards: Sequence[Card]) -> str:
    """Cards as the log writes them (``R♥ 3♣``)."""
    return " ".join(card.notation for card in cards)


class ScriptedDeal:
    """The deal of a ``[deal]`` table, played by its record as the steps go; ``names``: the table
    from the reader on, ``reader``: the reader's seat."""

    def __init__(self, record: dict[str, Any], names: Sequence[str], reader: int = 0) -> None:
        finished = replay(record)  # the record itself must be legal
        self.script: list[Action] = [action_of(event) for event in finished.history]
        self.deal = Deal(
            finished.rules,
            dealer=finished.dealer,
            hands=[cards_of(hand) for hand in finished.initial_hands],
            chien=finished.chien,
        )
        self.reader = reader
        players = finished.rules.players
        self.names = [names[(seat - reader) % players] for seat in range(players)]

    @property
    def next_action(self) -> Action | None:
        """The script's next action, ``None`` once it is all played."""
        done = len(self.deal.history)
        return self.script[done] if done < len(self.script) else None

    def apply_next(self) -> Event:
        """Apply the script's next action (checked by the engine)."""
        action = self.next_action
        if action is None:
            raise ValueError("the script is over")
        return self.deal.apply(action)

    def _logged(self, event: Event) -> list[tuple[str, str]]:
        entries = [(self.names[event.seat], describe(event))]
        if isinstance(event, CardPlayed) and event.winner is not None:
            entries.append(("", f"pli {event.trick + 1} pour {self.names[event.winner]}"))
        return entries

    def others_until_reader(self) -> list[tuple[str, str]]:
        """Play the others' scripted actions until the reader's turn; who did what."""
        done: list[tuple[str, str]] = []
        while self.next_action is not None and self.deal.to_move != self.reader:
            done += self._logged(self.apply_next())
        return done

    def until_trick(self, number: int) -> list[tuple[str, str]]:
        """Play the script (the reader's actions too) until trick ``number`` (from 1) is about to
        start; one line per trick played."""
        done: list[tuple[str, str]] = []
        while self.next_action is not None and (
            self.deal.phase is not Phase.PLAY or len(self.deal.tricks) < number - 1
        ):
            event = self.apply_next()
            if isinstance(event, CardPlayed) and event.winner is not None:
                trick = self.deal.tricks[-1]
                cards = ", ".join(
                    f"{self.names[seat]} {DECK[index].name}"
                    for seat, index in zip(trick.seats, trick.cards, strict=True)
                )
                done.append(("", f"Pli {event.trick + 1}, pour {self.names[event.winner]} : {cards}"))
            elif not isinstance(event, CardPlayed):
                done += self._logged(event)
        return done

    def trick_so_far(self) -> list[tuple[int, Card]]:
        """The cards of the trick in progress, with who played them."""
        history = self.deal.history
        recent = history[len(history) - len(self.deal.trick) :]
        return [(event.seat, event.card) for event in recent if isinstance(event, CardPlayed)]

    def finish_trick(self) -> tuple[list[tuple[int, Card]], int]:
        """The reader's scripted card, then the others' until the trick is over: the trick's cards
        with who played them, and its winner."""
        trick = self.trick_so_far()
        while True:
            event = self.apply_next()
            if isinstance(event, CardPlayed):
                trick.append((event.seat, event.card))
                if event.winner is not None:
                    return trick, event.winner

    def played_out(self) -> Deal:
        """The deal after the whole script."""
        while self.next_action is not None:
            self.apply_next()
        return self.deal
