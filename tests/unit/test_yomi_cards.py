"""The Yomi card data (carddata.py, our own format) read back: counts and consistency for all ten characters,
against the facts in shared/reference/yomi (README) and the rulebook's worked examples."""

import pytest

from fudabako.games.yomi.carddata import CHARACTERS
from fudabako.games.yomi.cards import DECK, MOVES, RANKS, ByCharacter, build_deck, number, rank

HP_CP = {
    "grave": (90, 4), "jaina": (85, 5), "midori": (90, 3), "setsuki": (70, 6), "rook": (100, 3),
    "degrey": (90, 4), "valerie": (80, 6), "geiger": (90, 4), "lum": (90, 4), "argagarg": (85, 3),
}


def test_ten_characters_with_hp_and_combo_points():
    assert {c: (d["hp"], d["cp"]) for c, d in CHARACTERS.items()} == HP_CP


def test_a_deck_is_read_on_its_first_lookup_and_iterating_reads_them_all():
    decks = ByCharacter(build_deck)
    assert decks.made == {}
    midori = decks["midori"]
    assert list(decks.made) == ["midori"] and decks["midori"] is midori and midori == build_deck("midori")
    with pytest.raises(KeyError):
        decks["nobody"]
    assert list(decks.made) == ["midori"]
    assert list(decks) == list(CHARACTERS) and len(decks) == 10 and "rook" in decks and "nobody" not in decks
    assert {c: deck for c, deck in decks.items()} == {c: build_deck(c) for c in CHARACTERS}


def test_every_deck_has_54_cards_two_halves_each():
    assert len(DECK) == 54 and len(set(DECK)) == 54
    for c in CHARACTERS:
        deck = build_deck(c)
        assert len(deck) == 54
        kinds = [half.kind for halves in deck.values() for half in halves]
        assert kinds.count("joker") == 4  # two jokers, both halves


def test_halves_are_consistent():
    for c, deck in MOVES.items():
        for card, halves in deck.items():
            for m in halves:
                if m.hits:
                    assert m.speed is not None and m.speed >= 0 and m.damage > 0 and m.chip >= 0
                    assert m.combo in ("normal", "starter", "linker", "ender", "no_combo")
                    assert (m.cp == 0) == (m.combo == "no_combo")
                    if m.combo == "normal":  # normal attacks are the number cards' attacks
                        assert m.kind == "attack" and rank(card) in RANKS[:9] and m.cp == 1
                    if m.pump:
                        assert m.pump[0] in "AKQJ*F" and 1 <= m.pump[1] <= 3 and m.pump[2] > 0
                else:
                    assert m.speed is None and m.damage == 0 and m.pump is None
                if rank(card) == "A":
                    assert m.aces >= 1
                else:
                    assert m.aces == 0
                if m.dragon:
                    assert c == "midori"
            if rank(card) != "X":
                assert any(m.kind != "joker" for m in halves)


def test_rulebook_numbers_for_grave():
    """The combo examples' figures: throws cost 2 points, normals 1, 真・雷電閃 2, 真・嵐龍拳 3 and three Aces."""
    grave = MOVES["grave"]
    assert grave["8h"][1].kind == "throw" and grave["8h"][1].cp == 2 and grave["8h"][1].combo == "starter"
    assert grave["3h"][1].kind == "attack" and grave["3h"][1].cp == 1
    assert grave["Ah"][0].cp == 2 and grave["Ah"][1].cp == 3 and grave["Ah"][1].aces == 3
    assert grave["Qh"][0].combo == "ender"  # 龍心拳
    assert grave["Kh"][0].combo == "linker" and grave["Kh"][0].pump == ("K", 1, 7)  # 旋風脚
    assert grave["Jh"][0].chip == 3  # 雷雲掌


def test_jaina_chip_by_suit_and_numbers():
    assert MOVES["jaina"]["2h"][0].chip == 3 and MOVES["jaina"]["2s"][0].chip == 0
    assert number("Ah") == 1 and number("Kd") == 13 and number("10c") == 10


def test_dragon_moves_and_uncertain_notes():
    dragon = [m for halves in MOVES["midori"].values() for m in halves if m.dragon]
    assert dragon and all(m.hits for m in dragon)
    for c in ("degrey", "geiger", "argagarg", "grave", "lum"):
        assert CHARACTERS[c]["notes"]  # YM-7: uncertain fields are noted for the character sheet


def test_every_ability_has_our_text_in_both_languages():
    from fudabako.games.yomi.texts import ABILITY_TEXTS
    for c, data in CHARACTERS.items():
        assert set(ABILITY_TEXTS[c]) == set(data["abilities"]), c
        for t in ABILITY_TEXTS[c].values():
            assert t["ja"] and t["en"]
