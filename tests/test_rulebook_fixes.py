"""The rulebook sentences issue 35 found wrong or missing, as the pages now state them, checked against
the engine where the engine plays the rule (no browser)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tarot_rules import DECK, parse_card
from tarot_rules.errors import IllegalActionError
from tarot_rules.fft import FFT4, FFT5, Deal, Phase, count_points, score

DOCS = Path(__file__).resolve().parent.parent / "docs"


def page(name: str) -> str:
    """A page's Markdown, its lines joined (a sentence may be wrapped anywhere)."""
    return " ".join((DOCS / name).read_text("utf-8").split())


def first_legal_card_to_the_end(deal: Deal) -> Deal:
    while deal.phase is Phase.PLAY:
        deal.play(next(iter(deal.legal_cards)))
    return deal


def test_an_ecart_of_the_wrong_size_is_mended_until_the_first_card() -> None:
    """FFT « Le chien et l'écart »: a wrong count may be put right even after « Jeu », until a card is
    played; the engine refuses the wrong count and leaves the deal at the écart for a new one."""
    text = page("tarot/chien-et-ecart.md")
    assert "peut donc encore être rectifié après « Jeu », tant qu'aucune carte n'est jouée" in text
    assert "(6, ou 3 à cinq joueurs)" in text and FFT4.chien_size == 6 and FFT5.chien_size == 3
    assert (
        "montre** aux autres joueurs que son écart a le bon nombre de cartes, toujours faces cachées" in text
    )
    deal = Deal(FFT4, seed=1, dealer=0)
    for bid in ("passe", "garde", "passe", "passe"):
        deal.bid(bid)
    hand = deal.hand(2)
    with pytest.raises(IllegalActionError) as refused:
        deal.discard("2♠ 4♠ 7♠ 9♠ 10♠")
    assert refused.value.code == "ecart-size"
    assert deal.phase is Phase.ECART and deal.hand(2) == hand
    deal.discard("2♠ 4♠ 7♠ 9♠ 10♠ 5♥")
    assert deal.phase is Phase.PLAY and len(deal.ecart) == 6


def test_the_chien_goes_through_the_dealer_and_to_the_defence_in_a_garde_contre() -> None:
    """The same cards played the same way: the chien's points and bouts move from the taker (Garde sans)
    to the defence (Garde contre), as the page says."""
    text = page("tarot/chien-et-ecart.md")
    assert "le chien passe par le donneur : c'est **lui seul** qui le tend au preneur" in text
    assert "En **Garde contre**, il va à la **défense**" in text
    counts = {}
    for contract in ("garde sans", "garde contre"):
        deal = Deal(FFT4, seed=4, dealer=0)
        for bid in (contract, "passe", "passe", "passe"):
            deal.bid(bid)
        counts[contract] = first_legal_card_to_the_end(deal).count()
    chien = Deal(FFT4, seed=4, dealer=0).chien
    with_chien, without = counts["garde sans"], counts["garde contre"]
    assert (with_chien.attack_half_points - without.attack_half_points) / 2 == sum(c.points for c in chien)
    assert with_chien.attack_bouts - without.attack_bouts == sum(c.is_bout for c in chien) == 2


def test_only_a_garde_contre_leaves_the_taker_no_point() -> None:
    """Every zero-point example of the score page is a Garde contre; a Prise whose defence takes every
    trick still counts its écart (the page's played deal, checked by its own example run)."""
    text = page("tarot/score.md")
    zero_points = re.findall(r"score\(([^)]*\bpoints=0\b[^)]*)\)", text)
    assert zero_points and all('contract="garde contre"' in call for call in zero_points)
    assert (
        "Prise chutée : 3 points avec 0 bout" in text and "Chelem non annoncé, réalisé par la défense" in text
    )
    assert "Prise chutée : 0 points" not in text


def test_the_half_point_at_four_players_is_stated_with_both_excuse_cases() -> None:
    decompte, litiges = page("tarot/decompte.md"), page("tarot/litiges.md")
    assert "Un seul cas fait exception" not in decompte
    assert "lors d'un **chelem de l'attaque** qui n'a pas l'Excuse" in decompte
    assert "Au chelem de l’attaque sans l’Excuse" in litiges
    # The FFT's last scoring example, played by the engine on the page: 87 points, 582 per defender.
    assert "Les cartes de l'attaque : 86,5 points" in decompte
    assert "Garde réussie : 87 points avec 2 bouts" in decompte
    assert "Par défenseur : 142 + 20 + 20 + 400 = 582" in decompte and "J1 (preneur) +1746" in decompte


def test_the_share_of_half_point_cards_comes_from_the_engine() -> None:
    text = page("tarot/decompte.md")
    assert "une carte sur deux" not in text.lower()
    assert sum(card.points == 0.5 for card in DECK) == 59
    assert "59 cartes sur 78 valent un demi-point" in text
    assert all(card.points % 1 == 0.5 for card in DECK)


def test_juste_fait_is_the_words_used() -> None:
    assert str(count_points(41, bouts=2)).endswith("juste fait")
    for name in ("tarot/decompte.md", "tarot/litiges.md", "reference/glossaire.md"):
        text = page(name).split(" --- ", 1)[-1]  # the prose, after the front matter's tags
        assert "juste fait" in text, name
        assert text.count("fait juste") == text.count("entend aussi « fait juste »"), name
    assert 'tags: - "cas litigieux" - "litige" - "juste fait"' in page("tarot/litiges.md")


def test_the_glossary_glosses_donnes_libres_and_coupe_rightly() -> None:
    text = page("reference/glossaire.md")
    assert "rubber" not in text
    assert "| donnes libres | non-duplicate deals |" in text
    assert "| coupe (dans une couleur) | void |" in text and "| coupe (du paquet) | cut |" in text


def test_holding_the_cards_and_the_last_trick_are_in_the_rulebook() -> None:
    text = page("tarot/jeu-de-la-carte.md")
    assert "« La tenue des cartes »" in text
    assert "chacun tient ses cartes **au-dessus de la table**" in text
    assert "tant que le pli en cours n'est pas ramassé, tout joueur peut **revoir le pli précédent**" in text


def test_the_excuse_wins_the_last_trick_of_any_chelem_as_the_pages_say() -> None:
    """« sauf en cas de chelem »: the engine lets the Excuse win the last trick of an unannounced chelem
    too (FFT default), and the pages no longer tie it to the announcer."""
    assert FFT4.excuse_chelem == "any-chelem"
    assert "le moteur l'applique aux deux" in page("tarot/jeu-de-la-carte.md")
    assert "celui qui l'a annoncé et garde l'Excuse" not in page("tarot/litiges.md")
    excuse = parse_card("Excuse")
    deal = Deal(
        FFT4,
        dealer=3,
        hands=[
            "Excuse 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5",
            "R♠ D♠ C♠ V♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ 1♠ R♥ D♥ C♥ V♥",
            "10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ 1♥ R♦ D♦ C♦ V♦ 10♦ 9♦ 8♦ 7♦",
            "6♦ 5♦ 4♦ 3♦ 2♦ 1♦ R♣ D♣ C♣ V♣ 10♣ 9♣ 8♣ 7♣ 6♣ 5♣ 4♣ 3♣",
        ],
        chien="4 3 2 1 2♣ 1♣",
    )
    for bid in ("garde sans", "passe", "passe", "passe"):
        deal.bid(bid)
    while deal.phase is Phase.PLAY:
        others = [card for card in deal.legal_cards if card != excuse]
        deal.play(others[0] if others else excuse)
    assert not deal.chelem_announced
    assert deal.tricks[-1].winner == 0 and deal.count().chelem is not None


def test_the_home_page_does_not_claim_the_complete_rule() -> None:
    text = page("index.md")
    assert "complète" not in text
    assert "tel que le pratique la Fédération française de tarot (FFT)" in text


def test_a_petit_au_bout_against_the_winner_reads_as_a_negative_product() -> None:
    breakdown = score(players=4, contract="prise", bouts=1, points=45, petit_au_bout="attaque")
    assert "Petit au bout (attaque) : −10 × 1 = −10" in str(breakdown).splitlines()
    assert re.search(r"(?<!−)\b10 × \d = −", page("tarot/score.md")) is None
