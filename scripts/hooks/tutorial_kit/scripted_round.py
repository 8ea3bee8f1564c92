"""A tutorial's Tarot africain round: the engine's :class:`~tarot_rules.africain.Round` and the
file's script (every bid, then every card). The round keeps its own state; the next scripted
action is the one after everything in its history.

>>> from scripts.hooks.tutorial_kit.schema import RoundSpec
>>> spec = RoundSpec(names=["Léa", "Marc", "Inès", "Théo"], dealer=3, reader="Théo",
...                  hands=["16 8 3", "21 12 5", "14 6 Excuse", "19 10 2"],
...                  actions="1 1 0 2 8 5 6 10 2 16 12 14 3 21 Excuse 19".split())
>>> script = ScriptedRound(spec)
>>> script.others_until_reader()
[('Léa', 'annonce 1'), ('Marc', 'annonce 1'), ('Inès', 'annonce 0')]
>>> script.next_action
'2'
>>> ScriptedRound(spec).played_out().lives_lost
(0, 0, 0, 1)
"""

from __future__ import annotations

from scripts.hooks.tutorial_kit.schema import RoundSpec
from scripts.hooks.tutorial_kit.text import TutorialError
from tarot_rules.africain import REFERENCE, Bid, BidMade, CardPlayed, Phase, Play, Round
from tarot_rules.cards import parse_card


class ScriptedRound:
    """The round of a ``[round]`` table, played by its script as the steps go."""

    def __init__(self, spec: RoundSpec) -> None:
        self.script = spec.actions
        self.round = Round([hand.split() for hand in spec.hands], spec.dealer, REFERENCE, spec.names)
        self.reader = spec.names.index(spec.reader)

    @property
    def next_action(self) -> str | None:
        """The script's next action, ``None`` once it is all played."""
        done = len(self.round.history)
        return self.script[done] if done < len(self.script) else None

    def apply(self, text: str) -> BidMade | CardPlayed:
        """Apply one action of the script, checked by the engine (a bid while bidding, else a card)."""
        if self.bidding:
            return self.round.apply(Bid(int(text)))
        return self.round.apply(Play(parse_card(text)))

    def others_until_reader(self) -> list[tuple[str, str]]:
        """Play the others' scripted actions until the reader's turn; who did what."""
        done: list[tuple[str, str]] = []
        r = self.round
        while r.to_move is not None and r.to_move != self.reader:
            action = self.next_action
            if action is None:
                raise TutorialError("le script de la manche s'arrête avant le tour du lecteur.")
            event = self.apply(action)
            name = r.names[event.seat]
            if isinstance(event, BidMade):
                done.append((name, f"annonce {action}"))
            else:
                done.append((name, f"joue {action}"))
                if event.trick_winner is not None:
                    done.append(("", f"pli pour {r.names[event.trick_winner]}"))
        return done

    def trick_so_far(self) -> list[CardPlayed]:
        """The cards of the trick in progress, with who played them."""
        history = self.round.history
        recent = history[len(history) - len(self.round.current_trick) :]
        return [event for event in recent if isinstance(event, CardPlayed)]

    def finish_trick(self, action: str) -> list[CardPlayed]:
        """The reader plays ``action`` (the script's), then the others until the trick is over (or the
        script ends); the trick's cards with who played them."""
        trick = self.trick_so_far()
        while True:
            event = self.apply(action)
            if isinstance(event, CardPlayed):
                trick.append(event)
            following = self.next_action
            if not isinstance(event, CardPlayed) or event.trick_winner is not None or following is None:
                return trick
            action = following

    @property
    def bidding(self) -> bool:
        """True while the players announce their tricks."""
        return self.round.phase is Phase.BIDDING

    @property
    def playing(self) -> bool:
        """True while cards are played."""
        return self.round.phase is Phase.PLAY

    def played_out(self) -> Round:
        """The round after the whole script (the script itself must be legal)."""
        while (action := self.next_action) is not None:
            self.apply(action)
        return self.round
