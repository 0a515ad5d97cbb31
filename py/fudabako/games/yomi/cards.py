"""Yomi's cards: the compact data of `carddata.py` read into `Move`s, and the card ids the state uses.

A card id is its rank and suit letter ("2h", "10s", "Jd", "Ac"), or "X1"/"X2" for the two jokers. Every player has
their own 54-card deck, so ids repeat between players but never within one player's cards. Speeds are kept in
tenths (2.6 → 26) so that speed arithmetic (俊速, チンチロリン) is exact.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from fudabako.core import text

from .carddata import CHARACTERS

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("h", "d", "c", "s")
SUIT_MARKS = {"h": "♥", "d": "♦", "c": "♣", "s": "♠"}
JOKERS = ("X1", "X2")
DECK = tuple(r + s for r in RANKS for s in SUITS) + JOKERS
ORDER = {c: i for i, c in enumerate(DECK)}
RANK_OF = {c: "X" if c in JOKERS else c[:-1] for c in DECK}
CHARACTER_IDS = tuple(CHARACTERS)
KINDS = {"a": "attack", "t": "throw", "b": "block", "d": "dodge", "j": "joker"}
COMBO_TYPES = {"n": "normal", "s": "starter", "l": "linker", "e": "ender", "x": "no_combo"}
KIND_NAMES = {
    "attack": text("打撃", "attack"), "throw": text("投げ", "throw"), "block": text("ガード", "block"),
    "dodge": text("回避", "dodge"), "joker": text("ジョーカー", "joker"), "none": text("カード無し", "no card"),
}


@dataclass(frozen=True)
class Move:
    """One half of a card. Attack/throw fields are 0/None on block, dodge and joker halves."""

    kind: str
    speed: int | None = None
    damage: int = 0
    chip: int = 0
    cp: int = 0
    combo: str | None = None  # normal, starter, linker, ender, no_combo
    knockdown: bool = False
    pump: tuple | None = None  # (kind of card: A K Q J * F, max cards, damage each)
    dragon: bool = False
    aces: int = 0  # Aces needed in all, the card itself included (0 on non-Ace cards)
    name: str = ""

    @property
    def hits(self) -> bool:
        return self.kind in ("attack", "throw")


def parse_half(code: str, red: bool, ace: bool) -> Move:
    code, _, name = code.partition("'")
    kind = KINDS[code[0]]
    fields = {"kind": kind, "name": name, "aces": 1 if ace else 0}
    rest = code[1:]
    if rest.endswith(tuple(f"@{n}" for n in range(2, 5))):
        fields["aces"] = int(rest[-1])
        rest = rest[:-2]
    if rest.endswith("g"):
        fields["dragon"] = True
        rest = rest[:-1]
    if kind in ("attack", "throw"):
        rest, _, pump = rest.partition("+")
        if pump:
            count, _, each = pump[1:].partition("x")
            fields["pump"] = (pump[0], int(count), int(each))
        speed, damage, chip, cp = rest.split("/")
        if chip.endswith("r"):
            chip = chip[:-1] if red else "0"
        flags = cp.lstrip("0123456789")
        fields.update(speed=int(speed), damage=int(damage), chip=int(chip), cp=int(cp[:len(cp) - len(flags)]),
                      combo=COMBO_TYPES[flags[0]], knockdown="k" in flags[1:])
    return Move(**fields)


def build_deck(character: str) -> dict:
    """{card id: (top Move, bottom Move)} for one character's 54 cards."""
    ranks = CHARACTERS[character]["ranks"]
    deck = {}
    for card in DECK:
        r = rank(card)
        halves = ranks["Joker" if r == "X" else r].split(" | ")
        red = card[-1] in "hd"
        deck[card] = tuple(parse_half(h, red, r == "A") for h in halves)
    return deck



def rank(card: str) -> str:
    return RANK_OF[card]


def number(card: str) -> int:
    """The card's number for parity and chains: 2-10 as printed, J 11, Q 12, K 13, A 1, jokers 0."""
    r = rank(card)
    letters = {"J": 11, "Q": 12, "K": 13, "A": 1, "X": 0}
    return letters[r] if r in letters else int(r)


def is_face(card: str) -> bool:
    return rank(card) in ("J", "Q", "K")


def card_name(card: str) -> str:
    return "JOKER" if card in JOKERS else SUIT_MARKS[card[-1]] + rank(card)


def sort_cards(cards) -> list:
    return sorted(cards, key=ORDER.__getitem__)


class ByCharacter(Mapping):
    """{character id: make(character id)}, each made on its first lookup. A game needs two of the ten characters;
    reading all ten decks (1,080 card halves) at import was most of Yomi's import time in the browser, for the page
    and again for the computer's worker."""

    def __init__(self, make):
        self.make = make
        self.made = {}

    def __getitem__(self, character: str):
        made = self.made.get(character)
        if made is None:
            if character not in CHARACTERS:
                raise KeyError(character)
            made = self.made[character] = self.make(character)
        return made

    def __iter__(self):
        return iter(CHARACTER_IDS)

    def __len__(self) -> int:
        return len(CHARACTER_IDS)


MOVES = ByCharacter(build_deck)


def character_name(character: str) -> dict:
    ja, en = CHARACTERS[character]["name"]
    return text(ja, en)
