"""Playing cards as short strings: suit letter + rank ("S5", "HA", "D10", "CK"); jokers are "X1" and "X2".
Table 2.1: A = 1, J = 11, Q = 12, K = 13, Joker = 0."""

SUITS = "SHDC"
SUIT_MARK = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "X": ""}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
FACE = {"A": 1, "J": 11, "Q": 12, "K": 13}
ENTRY20 = ("SA", "S2", "S3", "S4", "S5", "HA", "H8", "H9", "H10", "HJ",
           "DA", "D3", "D7", "D10", "DQ", "CA", "C5", "C6", "C10", "CK")  # BP-20
SUCCESSION = {"A", "J", "Q", "K"}  # with the jokers: the cards whose fall triggers 世代交代


def full_deck(jokers: int = 2) -> list:
    return [s + r for s in SUITS for r in RANKS] + [f"X{i + 1}" for i in range(jokers)]


def suit(card: str) -> str:
    return card[0]


def number(card: str) -> int:
    if card[0] == "X":
        return 0
    r = card[1:]
    return FACE[r] if r in FACE else int(r)


def is_joker(card: str) -> bool:
    return card[0] == "X"


def triggers_succession(card: str) -> bool:
    return is_joker(card) or card[1:] in SUCCESSION


def name(card: str) -> str:
    return "Joker" if is_joker(card) else SUIT_MARK[card[0]] + card[1:]


def ranked(card: str, suits: str, lo: int, hi: int) -> bool:
    """`card` is of one of `suits` (any suit when empty) with a number from lo to hi (never a joker)."""
    return not is_joker(card) and (not suits or card[0] in suits) and lo <= number(card) <= hi
