"""Rules as data: the FFT presets for 3, 4 and 5 players, contracts, camps and poignées.

Variants are settings changed with `dataclasses.replace`:

>>> from dataclasses import replace
>>> FFT4.hand_size, FFT4.chien_size, FFT4.poignee_sizes
(18, 6, (10, 13, 15))
>>> replace(FFT5, poignee_values=(20, 40, 60)).poignee_value(Poignee.DOUBLE)
40
>>> Contract.parse("garde sans"), Contract.parse("petite").multiplier
(Garde sans, 1)
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Literal

from tarot_rules.errors import InvalidFactsError, NotationError
from tarot_rules.inputs import whole_number


def _key(text: str) -> str:
    """Lower case, no accents, single spaces: ``"Garde  Contre"`` → ``"garde contre"``."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return " ".join(plain.lower().replace("-", " ").replace("_", " ").split())


class Contract(IntEnum):
    """The four bids, in increasing order."""

    PRISE = 1
    GARDE = 2
    GARDE_SANS = 3
    GARDE_CONTRE = 4

    @property
    def multiplier(self) -> int:
        """1, 2, 4 or 6."""
        return (1, 2, 4, 6)[self - 1]

    @property
    def french(self) -> str:
        """Short French name: « Prise », « Garde », « Garde sans », « Garde contre »."""
        return ("Prise", "Garde", "Garde sans", "Garde contre")[self - 1]

    @property
    def takes_chien(self) -> bool:
        """Prise and Garde: the chien is shown and the taker makes an écart."""
        return self <= Contract.GARDE

    @property
    def chien_to_attack(self) -> bool:
        """The chien (or the écart) counts for the taker, except in Garde contre."""
        return self != Contract.GARDE_CONTRE

    def __str__(self) -> str:
        return self.french

    def __repr__(self) -> str:
        return self.french

    @classmethod
    def parse(cls, value: Contract | str) -> Contract:
        """Read a contract from its French name (accents and case ignored) or an enum value."""
        if isinstance(value, Contract):
            return value
        contract = _CONTRACT_WORDS.get(_key(value))
        if contract is None:
            raise NotationError("unknown-contract", f"Contrat inconnu : « {value} ».")
        return contract


_CONTRACT_WORDS = {
    "prise": Contract.PRISE,
    "petite": Contract.PRISE,
    "garde": Contract.GARDE,
    "garde sans": Contract.GARDE_SANS,
    "garde sans le chien": Contract.GARDE_SANS,
    "garde contre": Contract.GARDE_CONTRE,
    "garde contre le chien": Contract.GARDE_CONTRE,
}

PASS_WORDS = frozenset({"passe", "pass", "je passe"})


def parse_bid(value: Contract | str | None) -> Contract | None:
    """A bid: a contract, or ``None`` / « passe » for a pass.

    >>> parse_bid("Passe") is None, parse_bid("Garde contre")
    (True, Garde contre)
    """
    if value is None or (isinstance(value, str) and _key(value) in PASS_WORDS):
        return None
    return Contract.parse(value)


class Camp(Enum):
    """The taker's camp (attaque) or the defence (défense)."""

    ATTAQUE = "attaque"
    DEFENSE = "défense"

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return self.value

    @property
    def the_name(self) -> str:
        """With its article: « l'attaque », « la défense »."""
        return "l'attaque" if self is Camp.ATTAQUE else "la défense"

    @property
    def other(self) -> Camp:
        """The opposite camp."""
        return Camp.DEFENSE if self is Camp.ATTAQUE else Camp.ATTAQUE

    @classmethod
    def parse(cls, value: Camp | str) -> Camp:
        """``"attaque"``/``"preneur"`` or ``"défense"``/``"defense"``."""
        if isinstance(value, Camp):
            return value
        camp = {"attaque": Camp.ATTAQUE, "preneur": Camp.ATTAQUE, "defense": Camp.DEFENSE}.get(_key(value))
        if camp is None:
            raise NotationError("unknown-camp", f"Camp inconnu : « {value} » (attaque ou défense).")
        return camp


class Poignee(IntEnum):
    """Poignée sizes."""

    SIMPLE = 1
    DOUBLE = 2
    TRIPLE = 3

    @property
    def french(self) -> str:
        """« simple », « double » or « triple »."""
        return ("simple", "double", "triple")[self - 1]

    def __str__(self) -> str:
        return f"poignée {self.french}"

    def __repr__(self) -> str:
        return f"poignée {self.french}"

    @classmethod
    def parse(cls, value: Poignee | str) -> Poignee:
        """``"simple"``, ``"double"``, ``"triple"`` (with or without « poignée »)."""
        if isinstance(value, Poignee):
            return value
        word = _key(value).removeprefix("poignee ").strip()
        for size in Poignee:
            if size.french == word:
                return size
        raise NotationError("unknown-poignee", f"Poignée inconnue : « {value} » (simple, double, triple).")


EcartTrumps = Literal["if-unavoidable", "never"]
ExcuseLastTrick = Literal["change-camp", "trick-winner"]
CalledSuitLead = Literal["first-lead", "until-called"]
ChelemTiming = Literal["after-bidding", "after-ecart"]
ExcuseChelem = Literal["any-chelem", "announced"]


@dataclass(frozen=True, slots=True)
class Rules:
    """Every number and variant the engine needs; use the presets [`FFT3`][tarot_rules.fft.FFT3],
    [`FFT4`][tarot_rules.fft.FFT4], [`FFT5`][tarot_rules.fft.FFT5].

    Settings (FFT default first):

    - ``petit_sec_redeal``: a petit sec cancels the deal (``True``) or play goes on.
    - ``ecart_trumps``: ``"if-unavoidable"`` (trumps only when the taker has no other
      legal card, shown to all) or ``"never"``; with ``"never"`` a taker who really
      cannot avoid it may still discard the fewest trumps, as the deal must go on.
    - ``difference_rounding``: 1 (none), or 5 / 10 to round the difference to the
      nearest multiple (halves up) as some tables do.
    - ``poignee_values``: (20, 30, 40) or e.g. (20, 40, 60).
    - ``excuse_last_trick``: the Excuse on the last trick (outside a chelem) goes to
      the other camp (``"change-camp"``), or to the camp winning that trick.
    - ``called_suit_lead``: at 5 players the called suit may not be led (except the
      called card itself) on the first lead only, or until the called card is played.
    - ``misdeal_dealer_passes``: after a misdeal the same dealer deals again and, on that
      redeal, may only pass (``True``, FFT « La distribution »), or bids as usual (``False``,
      the friendly custom of a redeal without penalty). A deal is marked as such a redeal
      with ``Deal(..., after_misdeal=True)``.
    - ``chelem_timing``: the taker may announce a chelem from the end of the bidding until
      the first card (``"after-bidding"``, FFT: the chelem is announced once the contract is
      known), or only once the écart is made (``"after-ecart"``, some rule summaries).
    - ``excuse_chelem``: the Excuse kept for the last trick by a camp that won every other
      trick wins that trick in any chelem, announced or not (``"any-chelem"``, FFT « Le jeu
      de la carte », the Excuse), or only in an announced chelem (``"announced"``).
    - ``misere``: 0 (FFT: no misère), or the points each other player pays a player
      who announces a misère (10 in the usual variant): no trump and no face card
      (Roi, Dame, Cavalier, Valet) among the cards dealt to them, the Excuse allowed;
      announced before their first card, showing the hand; never multiplied and
      paid whatever the result of the deal.

    >>> from dataclasses import replace
    >>> replace(FFT4, misere=10).misere, FFT4.misere
    (10, 0)
    """

    name: str
    players: int
    hand_size: int
    chien_size: int
    packet_size: int
    poignee_sizes: tuple[int, int, int]
    calls_partner: bool
    half_points: bool
    poignee_values: tuple[int, int, int] = (20, 30, 40)
    petit_sec_redeal: bool = True
    ecart_trumps: EcartTrumps = "if-unavoidable"
    difference_rounding: int = 1
    excuse_last_trick: ExcuseLastTrick = "change-camp"
    called_suit_lead: CalledSuitLead = "first-lead"
    misere: int = 0
    misdeal_dealer_passes: bool = True
    chelem_timing: ChelemTiming = "after-bidding"
    excuse_chelem: ExcuseChelem = "any-chelem"

    def __post_init__(self) -> None:
        if self.players * self.hand_size + self.chien_size != 78:
            raise InvalidFactsError("bad-rules", "Les mains et le chien doivent totaliser 78 cartes.")
        if self.hand_size % self.packet_size:
            raise InvalidFactsError("bad-rules", "La main doit se distribuer en paquets entiers.")
        if self.misere < 0:
            raise InvalidFactsError("bad-rules", "La misère vaut 0 (pas de misère) ou un nombre de points.")
        if self.difference_rounding < 1:
            raise InvalidFactsError("bad-rules", "L'arrondi de l'écart doit être 1, 5 ou 10.")

    @property
    def tricks(self) -> int:
        """Number of tricks in a deal (= hand size)."""
        return self.hand_size

    def poignee_value(self, size: Poignee) -> int:
        """Bonus of a poignée (never multiplied)."""
        return self.poignee_values[size - 1]

    def poignee_size(self, trumps: int) -> Poignee | None:
        """The poignée shown with exactly ``trumps`` cards, or ``None``.

        >>> FFT3.poignee_size(15), FFT3.poignee_size(14)
        (poignée double, None)
        """
        for size in Poignee:
            if self.poignee_sizes[size - 1] == trumps:
                return size
        return None

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return self.name


FFT3 = Rules("FFT à 3 joueurs", 3, 24, 6, 4, (13, 15, 18), calls_partner=False, half_points=True)
"""FFT rules at 3 players: 24 cards each dealt 4 by 4, chien of 6, taker alone vs 2."""
FFT4 = Rules("FFT à 4 joueurs", 4, 18, 6, 3, (10, 13, 15), calls_partner=False, half_points=False)
"""FFT rules at 4 players (the reference game): 18 cards each dealt 3 by 3, chien of 6."""
FFT5 = Rules("FFT à 5 joueurs", 5, 15, 3, 3, (8, 10, 13), calls_partner=True, half_points=True)
"""FFT rules at 5 players: 15 cards each, chien of 3, the taker calls a Roi."""

PRESETS: dict[int, Rules] = {3: FFT3, 4: FFT4, 5: FFT5}


def rules_for(players: int | Rules) -> Rules:
    """The preset for a number of players (or the rules themselves).

    >>> rules_for(5) is FFT5
    True
    """
    if isinstance(players, Rules):
        return players
    try:
        return PRESETS[whole_number(players, "Le nombre de joueurs", "bad-players")]
    except KeyError:
        raise InvalidFactsError(
            "bad-players", f"Le tarot se joue à 3, 4 ou 5 joueurs, pas {players}."
        ) from None
