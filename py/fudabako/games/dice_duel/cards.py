"""The 52 playing cards of ダイスデュエル (DD-1) as short strings, suit letter then rank: "S10", "HQ", "DA".

Values: 2-10 as printed, J 11, Q 12, K 13, A 15. What a card does when it attacks depends on its rank: a number
card is a normal attack, face cards (J/Q/K, alone or several of one suit together) are a 必殺技 (DD-8), an A is
an unguardable attack (DD-9).
"""

from fudabako.core import text

SUITS = "SHDC"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
VALUES = {**{str(n): n for n in range(2, 11)}, "J": 11, "Q": 12, "K": 13, "A": 15}
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
DECK = tuple(s + r for s in SUITS for r in RANKS)
ORDER = {c: i for i, c in enumerate(sorted(DECK, key=lambda c: (SUITS.index(c[0]), VALUES[c[1:]])))}

NORMAL, SPECIAL, UNGUARDABLE = "normal", "special", "unguardable"
KIND_NAMES = {
    NORMAL: text("通常攻撃", "normal attack"),
    SPECIAL: text("必殺技", "special move"),
    UNGUARDABLE: text("ガード不能技", "unguardable attack"),
}


def suit(card: str) -> str:
    return card[0]


def value(card: str) -> int:
    return VALUES[card[1:]]


def is_face(card: str) -> bool:
    return card[1:] in ("J", "Q", "K")


def name(card: str) -> str:
    """The card as both languages write it, e.g. ♠10, ♥Q."""
    return SYMBOLS[card[0]] + card[1:]


def names(cards) -> str:
    return "+".join(name(c) for c in cards)


def sort_cards(cards) -> list:
    """Cards in a fixed order (suit, then value): hands are kept sorted so that views do not depend on draw order."""
    return sorted(cards, key=ORDER.__getitem__)


def kind(cards: list) -> str:
    if is_face(cards[0]):
        return SPECIAL
    return UNGUARDABLE if cards[0][1:] == "A" else NORMAL


def threshold(cards: list) -> int:
    """The value that hit and counter checks use: the card, the lowest face card of a 必殺技 (DD-8), 15 for an A."""
    return min(value(c) for c in cards)


def strength(cards: list) -> int:
    """The card part of the damage when the attack is not guarded: the card, or the face cards' sum (DD-8)."""
    return sum(value(c) for c in cards)
