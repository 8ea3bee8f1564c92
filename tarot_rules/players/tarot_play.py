"""The card play of « Bien jouer », as rules a computer follows: which card, and why.

Every choice is one of the `Move` kinds below, each tied to the section of the rulebook it
comes from. The rules read only what the seat to move may see: its hand, the cards played,
who took, the called card once its holder is known. They work on bit sets (the fast path
of [tarot_rules.fft.tricks][]) so that a Confirmé player can play whole deals out with them.

In order, for the player to move:

1. A single legal card is played (`Move.FORCED`).
2. The Excuse is played before the last trick, which it would lose (`Move.EXCUSE_LATE`).
3. Leading: a card that is master in a suit never led yet, a Roi first (`Move.LEAD_MASTER`);
   then the taker draws the defence's trumps with a middle trump while the defence may still
   hold some (`Move.DRAW_TRUMPS`), a chase from below while the Petit is out
   (`Move.CHASE_PETIT`); a defender leads low in a suit where the taker has shown a void, to
   make him cut (`Move.FORCE_CUT`), else low where a partner discarded its Roi
   (`Move.LEAD_ASKED`), else low in a suit where the taker has not shown a void
   (`Move.LEAD_SUIT`), never a trump while a suit card is left.
4. Following: a defender holding the Petit plays the Excuse on the first trump lead
   (`Move.EXCUSE_SIGNAL`); when a sure partner holds the trick and nobody after can take it,
   save the Petit (`Move.SAVE_PETIT`) or load the trick with points (`Move.LOAD`); otherwise
   take the trick when the card is sure to hold (`Move.WIN_LAST`, `Move.WIN_MASTER`) or when
   cutting (`Move.CUT`); the taker who cannot take it places the Excuse there
   (`Move.EXCUSE_EARLY`); else give the cheapest card (`Move.LOW`), the Excuse instead of an
   honour given to the other camp (`Move.SAVE_HONOUR`), a defender who can neither follow nor
   cut discarding low in the suit it wants least (`Move.DISCARD`).
5. Whatever the choice, a seat holding the Petit when no trump is left out keeps it for the
   last trick, which it then wins (`Move.PETIT_AU_BOUT`).

>>> from tarot_rules.fft import Deal
>>> deal = Deal(seed=5)
>>> for bid in ("passe", "garde sans", "passe", "passe"):
...     _ = deal.bid(bid)
>>> index, move = choose_card(deal, deal.to_move)
>>> deal.can_play(DECK[index]), move.advice.startswith("bien-jouer/")
(True, True)
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from tarot_rules.cards import DECK
from tarot_rules.fft.state import Deal
from tarot_rules.fft.tricks import (
    EXCUSE_BIT,
    EXCUSE_INDEX,
    HALF_POINTS,
    KIND,
    LEAD_KIND,
    NO_LEAD,
    PETIT_BIT,
    PETIT_INDEX,
    POWER,
    SUIT_MASKS,
    TRUMP,
    TRUMP_MASK,
    VINGT_ET_UN_INDEX,
    indices,
    suit_name,
)

_ALL_SUITS = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]
_VINGT_ET_UN_BIT = 1 << VINGT_ET_UN_INDEX
_LOW_CARDS = sum(1 << i for i, half in enumerate(HALF_POINTS) if half == 1)
"""The cards worth half a point: the suits' 1 to 10, the trumps 2 to 20."""
_ROIS = sum(1 << (14 * kind + 13) for kind in range(TRUMP))
"""The four Rois (a suit's cards are 14 in a row, its Roi last)."""
_HONOUR_HALF_POINTS = 7
"""A Dame (3.5 points) or more: worth saving with the Excuse."""


class Move(Enum):
    """The kinds of card choice: a French reason (``{card}`` is the card's name) and the advice
    page#section it follows."""

    FORCED = ("C'est ma seule carte permise : {card}.", "tarot/jeu-de-la-carte.md")
    EXCUSE_LATE = (
        "Je joue l'Excuse avant le dernier pli, où elle changerait de camp.",
        "bien-jouer/bouts.md#lexcuse",
    )
    PETIT_AU_BOUT = (
        "Plus aucun atout ne reste dehors : je garde le Petit pour le dernier pli, qu'il remportera "
        "(petit au bout), et je joue {card}.",
        "bien-jouer/bouts.md#le-petit-au-bout",
    )
    EXCUSE_SIGNAL = (
        "Premier tour d'atout : j'ai le Petit, je joue l'Excuse pour le dire à la défense et garder "
        "mes atouts autour de lui.",
        "bien-jouer/defense.md#lexcuse-au-premier-tour-datout",
    )
    EXCUSE_EARLY = (
        "Je ne peux pas remporter ce pli : j'y place l'Excuse tôt, tant qu'elle ne coûte rien.",
        "bien-jouer/attaque.md#quand-jouer-lexcuse",
    )
    CHASE_PETIT = (
        "Le Petit n'est pas tombé : je le chasse en jouant atout par en dessous, {card}, pour que la "
        "défense monte et que le Petit finisse par tomber.",
        "bien-jouer/attaque.md#la-chasse-au-petit",
    )
    FORCE_CUT = (
        "J'entame {card} : le preneur n'a plus de {suit}, il devra couper et perdre un atout.",
        "bien-jouer/defense.md#faire-couper-le-preneur",
    )
    LEAD_ASKED = (
        "Mon partenaire a défaussé le Roi de {suit}, ce qui annonce la Dame : j'y entame {card}.",
        "bien-jouer/defense.md#la-signalisation",
    )
    DISCARD = (
        "Je ne peux ni fournir ni couper : je défausse {card}, petit, dans la couleur que je demande le "
        "moins.",
        "bien-jouer/defense.md#la-signalisation",
    )
    DRAW_TRUMPS = (
        "Je fais tomber les atouts de la défense avec un atout moyen, {card} ; je garde les gros pour "
        "reprendre la main.",
        "bien-jouer/attaque.md#faire-tomber-les-atouts",
    )
    LEAD_MASTER = (
        "J'entame {card} : au premier tour de sa couleur, {il} est {maitre} et passe avant d'être coupé{e}.",
        "bien-jouer/attaque.md#faire-ses-rois",
    )
    LEAD_SUIT = (
        "J'entame petit à {suit}, une couleur où le preneur n'a pas montré de coupe : {card}.",
        "bien-jouer/defense.md#lentame",
    )
    LEAD_LOW = (
        "J'entame petit dans ma plus longue couleur : {card}.",
        "bien-jouer/attaque.md#quand-on-a-perdu-la-main",
    )
    SAVE_PETIT = (
        "Mon camp remporte ce pli à coup sûr : j'y sauve le Petit.",
        "bien-jouer/bouts.md#le-petit",
    )
    LOAD = (
        "Mon partenaire est maître du pli : je charge avec {card}.",
        "bien-jouer/defense.md#charger-et-ne-pas-charger",
    )
    WIN_LAST = (
        "Je joue en dernier et {card} remporte le pli.",
        "bien-jouer/defense.md#jouer-derriere-le-preneur",
    )
    WIN_MASTER = (
        "{card} est {maitre} : {il} fait le pli.",
        "bien-jouer/attaque.md#faire-ses-rois",
    )
    CUT = ("Je n'ai plus de {suit} : je coupe avec {card}.", "bien-jouer/attaque.md#couper")
    LOW = (
        "Je ne peux pas assurer ce pli : je fournis la plus petite carte, {card}.",
        "bien-jouer/defense.md#charger-et-ne-pas-charger",
    )
    SAVE_HONOUR = (
        "Le pli est perdu pour mon camp : l'Excuse y remplace un honneur que je garde.",
        "bien-jouer/bouts.md#lexcuse",
    )

    @property
    def text(self) -> str:
        """The French reason, with ``{card}``, ``{suit}`` and the card's gender (``{il}``,
        ``{maitre}``, ``{e}``) to fill."""
        return self.value[0]

    @property
    def advice(self) -> str:
        """The rulebook page#section this choice follows."""
        return self.value[1]

    def reason(self, index: int, led: int = NO_LEAD) -> str:
        """The reason for card ``index`` (``led``: the suit led, for « je coupe »).

        >>> Move.CUT.reason(60, led=1)
        "Je n'ai plus de cœur : je coupe avec le 5 d'atout."
        >>> Move.WIN_MASTER.reason(12)
        'La Dame de pique est maîtresse : elle fait le pli.'

        """
        card = DECK[index]
        suit = suit_name(led) if 0 <= led < TRUMP else suit_name(KIND[index]) if KIND[index] < TRUMP else ""
        she = card.is_feminine
        text = self.text.format(
            card=card.the_name,
            suit=suit,
            maitre="maîtresse" if she else "maître",
            il="elle" if she else "il",
            e="e" if she else "",
        )
        return text[0].upper() + text[1:]


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _cheapest(mask: int) -> int:
    """The card of ``mask`` that gives away least: fewest points, then lowest (the Petit and the
    21 last among trumps): a low suit card first, then a low trump."""
    low = mask & _LOW_CARDS
    low = low & _ALL_SUITS or low
    if low:
        return _lowest(low)
    return min(
        indices(mask),
        key=lambda i: (99 if i == VINGT_ET_UN_INDEX else HALF_POINTS[i], KIND[i] == TRUMP, i),
    )


def _partner_known(deal: Deal, seat: int, played: int) -> int | None:
    """The taker's partner as ``seat`` knows it (``None``: alone, or still secret)."""
    called = deal.called
    if called is None or deal.partner is None:
        return None
    if seat == deal.partner or played >> called.index & 1:
        return deal.partner
    return None


def _is_friend(deal: Deal, seat: int, other: int, played: int) -> bool:
    """Whether ``seat`` knows ``other`` to be in its camp (``seat`` itself included)."""
    partner = _partner_known(deal, seat, played)
    attack = (deal.taker, partner)
    if seat in attack:
        return other in attack
    if deal.called is not None and partner is None:
        return other == seat
    return other not in attack


def shown_voids(deal: Deal, seat: int) -> int:
    """The suits (as cards) where ``seat`` has shown a void, by not following them."""
    void = 0
    for trick in deal.tricks:
        cards = trick.cards
        led = KIND[cards[1] if cards[0] == EXCUSE_INDEX else cards[0]]
        if led < TRUMP:
            card = cards[trick.seats.index(seat)]
            if KIND[card] != led and card != EXCUSE_INDEX:
                void |= SUIT_MASKS[led]
    return void


def _master(index: int, outstanding: int, fresh: bool) -> bool:
    """Whether card ``index`` cannot be beaten by the ``outstanding`` cards (unseen by the seat):
    a trump above every unseen trump, or the best unseen card of a suit on its first round."""
    kind = KIND[index]
    if kind == TRUMP:
        return not outstanding & TRUMP_MASK & ~((1 << index) - 1)
    if kind > TRUMP:
        return False
    return fresh and not outstanding & SUIT_MASKS[kind] & ~((1 << index) - 1)


def choose_card(deal: Deal, seat: int | None) -> tuple[int, Move]:
    """The card ``seat`` (the player to move) plays by the advice, and the kind of choice."""
    assert seat is not None
    legal = deal.legal_mask()
    if not legal & (legal - 1):
        return _lowest(legal), Move.FORCED
    hand = deal.hand_mask(seat)
    if legal & EXCUSE_BIT and hand.bit_count() <= 2:
        return EXCUSE_INDEX, Move.EXCUSE_LATE
    played = deal.played_mask
    unseen = ~(played | hand)
    if seat == deal.taker:
        unseen &= ~deal.ecart_mask
    outstanding = unseen & (_ALL_SUITS | TRUMP_MASK)
    trick = deal.trick_indices
    before = played
    for index in trick:
        before &= ~(1 << index)
    view = _View(deal, seat, legal, hand, outstanding, before, played)
    index, move = _follow(view, trick) if trick else _lead(view)
    if index == PETIT_INDEX and not outstanding & TRUMP_MASK and legal & ~PETIT_BIT & ~EXCUSE_BIT:
        # Petit au bout: no trump is left out, so the Petit wins the last trick; keep it for then.
        spare = view._replace(legal=legal & ~PETIT_BIT)
        index = (_follow(spare, trick) if trick else _lead(spare))[0]
        return index, Move.PETIT_AU_BOUT
    return index, move


class _View(NamedTuple):
    """What the seat to move knows, as bit sets: its legal cards and hand, the cards it has not
    seen, the cards of the tricks before this one, every card played."""

    deal: Deal
    seat: int
    legal: int
    hand: int
    outstanding: int
    before: int
    played: int


def _fresh(kind: int, before: int) -> bool:
    """Whether suit ``kind`` is on its first round (no card of it in the tricks before)."""
    return kind < TRUMP and not before & SUIT_MASKS[kind]


def _best_master(suits: int, outstanding: int, before: int) -> int:
    """The most valuable card of ``suits`` that is master on its suit's first round (−1: none).
    Only the highest card of a suit can be master."""
    best = -1
    for mask in SUIT_MASKS:
        own = suits & mask
        if own and not before & mask:
            top = own.bit_length() - 1
            if _master(top, outstanding, True) and (
                best < 0 or (HALF_POINTS[top], top) > (HALF_POINTS[best], best)
            ):
                best = top
    return best


def _asked(deal: Deal, seat: int, played: int) -> int:
    """The suits (as cards) where a partner of ``seat`` has discarded its Roi: it holds the Dame."""
    asked = 0
    if played & _ROIS:
        for trick in deal.tricks:
            cards = trick.cards
            led = KIND[cards[1] if cards[0] == EXCUSE_INDEX else cards[0]]
            for other, card in zip(trick.seats, cards, strict=True):
                kind = KIND[card]
                discarded = _ROIS >> card & 1 and kind != led and other != seat
                if discarded and _is_friend(deal, seat, other, played):
                    asked |= SUIT_MASKS[kind]
    return asked


def _lead(view: _View) -> tuple[int, Move]:
    deal, seat, legal, _, outstanding, before, played = view
    attack = seat == deal.taker or seat == _partner_known(deal, seat, played)
    suits = legal & _ALL_SUITS
    master = _best_master(suits, outstanding, before)
    if master >= 0:
        return master, Move.LEAD_MASTER
    drawing = legal & TRUMP_MASK & ~PETIT_BIT
    if seat == deal.taker and drawing and outstanding & TRUMP_MASK:
        middle = drawing & ~_VINGT_ET_UN_BIT
        card = _lowest(middle) if middle else VINGT_ET_UN_INDEX
        return card, (Move.CHASE_PETIT if outstanding & PETIT_BIT else Move.DRAW_TRUMPS)
    if suits:
        void = 0 if attack or deal.taker is None else shown_voids(deal, deal.taker)
        if not attack and deal.taker is not None:
            low = suits & void & _LOW_CARDS
            if low and outstanding & TRUMP_MASK:  # the taker may still have trumps: make him cut
                return _lowest(low), Move.FORCE_CUT
            asked = suits & _asked(deal, seat, played) & ~void
            if asked:
                return _lowest(asked), Move.LEAD_ASKED
        pool = suits & ~void or suits
        longest = max(range(TRUMP), key=lambda kind: ((pool & SUIT_MASKS[kind]).bit_count(), -kind))
        move = Move.LEAD_LOW if attack else Move.LEAD_SUIT
        return _lowest(pool & SUIT_MASKS[longest]), move
    return _cheapest(legal & ~EXCUSE_BIT or legal), Move.LOW


def _discard(hand: int, legal: int) -> int:
    """The low card of the suit ``hand`` wants least (fewest points, then fewest cards): a small
    discard says « I do not ask for this suit » (−1: no low suit card)."""
    best, key = -1, (99, 99)
    for mask in SUIT_MASKS:
        low = legal & mask & _LOW_CARDS
        if low:
            own = hand & mask
            weight = (sum(HALF_POINTS[i] for i in indices(own)), own.bit_count())
            if weight < key:
                best, key = _lowest(low), weight
    return best


def _follow(view: _View, trick: tuple[int, ...]) -> tuple[int, Move]:
    deal, seat, legal, hand, outstanding, before, played = view
    players = deal.rules.players
    led = LEAD_KIND[trick[0]]
    if led == NO_LEAD:  # the Excuse was led: the next card leads
        if len(trick) == 1:
            return _lead(view)
        led = LEAD_KIND[trick[1]]
    power = POWER[led]
    best_pos, best = 0, power[trick[0]]
    for position in range(1, len(trick)):
        if power[trick[position]] > best:
            best_pos, best = position, power[trick[position]]
    leader = deal.leader
    winner = (leader + best_pos) % players
    last = len(trick) == players - 1
    fresh = _fresh(led, before)
    friendly = _is_friend(deal, seat, winner, played)
    taker = seat == deal.taker
    if (
        led == TRUMP
        and legal & EXCUSE_BIT
        and hand & PETIT_BIT
        and not taker
        and not friendly
        and not any(LEAD_KIND[t.cards[0]] == TRUMP for t in deal.tricks)
    ):
        return EXCUSE_INDEX, Move.EXCUSE_SIGNAL
    if friendly and (last or _master(trick[best_pos], outstanding, fresh)):
        if legal & PETIT_BIT:
            return PETIT_INDEX, Move.SAVE_PETIT
        plain = legal & ~TRUMP_MASK & ~EXCUSE_BIT
        if plain:
            return max(indices(plain), key=lambda i: (HALF_POINTS[i], i)), Move.LOAD
        return _cheapest(legal & ~EXCUSE_BIT or legal), Move.LOW
    winning = [i for i in indices(legal) if power[i] > best]
    if winning:
        cheapest = min(winning, key=lambda i: (HALF_POINTS[i] if KIND[i] != TRUMP else 0, i))
        if last:
            return cheapest, (Move.SAVE_PETIT if cheapest == PETIT_INDEX else Move.WIN_LAST)
        sure = [i for i in winning if _master(i, outstanding, fresh)]
        if sure:
            return min(sure, key=lambda i: (KIND[i] == TRUMP, i)), Move.WIN_MASTER
        if KIND[cheapest] == TRUMP and 0 <= led < TRUMP:
            cut = [i for i in winning if i != PETIT_INDEX]
            if cut:
                return min(cut), Move.CUT
    elif taker and legal & EXCUSE_BIT:
        return EXCUSE_INDEX, Move.EXCUSE_EARLY
    low = _cheapest(legal & ~EXCUSE_BIT & ~PETIT_BIT or legal & ~EXCUSE_BIT or legal)
    if legal & EXCUSE_BIT and not friendly and HALF_POINTS[low] >= _HONOUR_HALF_POINTS:
        return EXCUSE_INDEX, Move.SAVE_HONOUR
    if not taker and not legal & (SUIT_MASKS[led] if led < TRUMP else TRUMP_MASK) and not legal & TRUMP_MASK:
        discard = _discard(hand, legal)
        if discard >= 0:
            return discard, Move.DISCARD
    return low, Move.LOW
