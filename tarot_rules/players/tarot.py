"""The Débutant French Tarot player: every decision of a deal by the advice of « Bien jouer ».

- Bidding: Noël Chavey's point count, [evaluate][tarot_rules.fft.evaluation.evaluate]; it bids
  the contract the count suggests if that is above the bid so far, else passes: a hand the count
  says to pass is never taken.
- The call at 5 players: [suggest_call][tarot_rules.fft.evaluation.suggest_call].
- The écart: [suggest_ecart][tarot_rules.fft.evaluation.suggest_ecart].
- The poignée: the taker shows [suggest_poignee][tarot_rules.fft.evaluation.suggest_poignee]
  before its first card; it never announces a chelem (nor a misère).
- Every card: [choose_card][tarot_rules.players.tarot_play.choose_card].

>>> from tarot_rules.fft import Deal
>>> deal = Deal(seed=11)
>>> player = TarotDebutant()
>>> while deal.phase.name == "BIDDING":
...     decision = player.decide(deal, deal.to_move)
...     _ = deal.apply(decision.action)
>>> print(decision.reason)
Ma main vaut 36 points, sous le seuil de la Prise (40) : je passe.
"""

from __future__ import annotations

from typing import Any

from tarot_rules.cards import DECK, SUITS, format_cards
from tarot_rules.fft.actions import Action, Bid, Call, Discard, Play, ShowPoignee
from tarot_rules.fft.evaluation import evaluate, suggest_call, suggest_ecart, suggest_poignee
from tarot_rules.fft.state import Deal, Phase
from tarot_rules.fft.tricks import KIND, NO_LEAD, TRUMP, half_points, to_mask
from tarot_rules.game import GameState
from tarot_rules.players.base import Decision
from tarot_rules.players.tarot_play import choose_card

_BIDDING_ADVICE = "bien-jouer/index.md#choisir-un-contrat"


def bid_decision(deal: Deal, seat: int) -> Decision[Action]:
    """The bid of the point count, with the count and the threshold in the reason."""
    evaluation = evaluate(deal.hand(seat), deal.rules)
    total, wanted = evaluation.total, evaluation.contract
    if wanted is None:
        first, limit = evaluation.thresholds[0]
        reason = f"Ma main vaut {total} points, sous le seuil de la {first.french} ({limit}) : je passe."
        return Decision(Bid(None), reason, _BIDDING_ADVICE)
    total = evaluation.points_for(wanted)
    if not deal.can_bid(wanted):
        but = (
            f"l'enchère est déjà à {deal.highest.french}"
            if deal.highest is not None and wanted <= deal.highest
            else "j'ai redistribué après une maldonne et ne peux que passer"
        )
        reason = f"Ma main vaut {total} points, assez pour une {wanted.french}, mais {but} : je passe."
        return Decision(Bid(None), reason, _BIDDING_ADVICE)
    reason = (
        f"Ma main vaut {total} points, au moins le seuil de la {wanted.french} "
        f"({dict(evaluation.thresholds)[wanted]}) à {deal.rules.players} joueurs : je dis {wanted.french}."
    )
    return Decision(Bid(wanted), reason, _BIDDING_ADVICE)


def ecart_decision(deal: Deal, seat: int) -> Decision[Action]:
    """The écart of the advice, with the voids it makes and the points it puts aside."""
    hand = deal.hand(seat)
    ecart = suggest_ecart(deal.rules, hand)
    left = set(hand) - set(ecart)
    voids = [suit.value for suit in SUITS if not any(card.suit is suit for card in left)]
    cut = f"je me fais une coupe à {' et '.join(voids)}, " if voids else ""
    points = half_points(to_mask(ecart)) / 2
    shown = f"{points:g}".replace(".", ",")
    reason = f"J'écarte {format_cards(ecart)} : {cut}je mets {shown} points à l'abri."
    return Decision(Discard(ecart), reason, "bien-jouer/ecart.md")


def call_decision(deal: Deal, seat: int) -> Decision[Action]:
    """The call of the advice: the shortest suit where the taker holds a card."""
    card = suggest_call(deal.hand(seat))
    reason = (
        f"J'appelle {card.the_name} : une couleur où j'ai une carte pour la jouer vers mon partenaire, "
        "la plus courte possible."
    )
    return Decision(Call(card), reason, "bien-jouer/a-cinq.md#evaluer-et-appeler")


def poignee_decision(deal: Deal, seat: int) -> Decision[Action] | None:
    """The taker's poignée, shown before its first card (``None``: nothing to show)."""
    if seat != deal.taker or deal.tricks or any(p.seat == seat for p in deal.poignees):
        return None
    shown = suggest_poignee(deal.rules, deal.hand(seat))
    if not shown:
        return None
    reason = (
        f"J'ai {len(shown)} atouts à montrer : la prime de la poignée ira au camp qui gagne, "
        "et je compte gagner."
    )
    return Decision(ShowPoignee(shown), reason, "tarot/annonces.md#la-poignee")


def card_decision(deal: Deal, seat: int) -> Decision[Action]:
    """The card of [choose_card][tarot_rules.players.tarot_play.choose_card] and its reason."""
    index, move = choose_card(deal, seat)
    trick = deal.trick_indices
    led = next((KIND[i] for i in trick if KIND[i] <= TRUMP), NO_LEAD)
    play = Play(DECK[index])
    return Decision(play, move.reason(index, led), move.advice)


class TarotDebutant:
    """The Débutant player of French Tarot (stateless: the same position, the same decision)."""

    def decide(self, state: GameState[Any, Any], seat: int) -> Decision[Any]:
        """Bid, call, écart, poignée or card, by the advice."""
        assert isinstance(state, Deal)
        phase = state.phase
        if phase is Phase.BIDDING:
            return bid_decision(state, seat)
        if phase is Phase.CALL:
            return call_decision(state, seat)
        if phase is Phase.ECART:
            return ecart_decision(state, seat)
        return poignee_decision(state, seat) or card_decision(state, seat)
