"""デルタ's cards and hands (DL-1, DL-3..DL-7): what three cards make, who wins, and for how much.

Cards are short strings: a suit letter and a rank ("S7" = ♠7), or "J1"/"J2" for the two jokers. Shared by the
rules, the AI and the table view, so the hand rules exist once.
"""

from fudabako.core import text

SUITS = ("S", "H", "D")
SUIT_MARKS = {"S": "♠", "H": "♥", "D": "♦"}
BEATS = {"S": "H", "H": "D", "D": "S"}  # DL-5: ♠ beats ♥, ♥ beats ♦, ♦ beats ♠
JOKERS = ("J1", "J2")
DECK = tuple(f"{s}{r}" for s in SUITS for r in range(2, 8)) + JOKERS
ORDER = {c: i for i, c in enumerate(DECK)}
BARIKI = 9  # DL-7: endurance 1..9 doubles the damage dealt

KINDS = ("three", "two", "special")
KIND_NAMES = {
    "three": text("3枚役", "three-card hand"),
    "two": text("2枚役", "two-card hand"),
    "special": text("特殊役", "special hand"),
}


def is_joker(card: str) -> bool:
    return card[0] == "J"


def rank(card: str) -> int:
    return 0 if is_joker(card) else int(card[1:])


def card_name(card: str) -> str:
    return "JOKER" if is_joker(card) else SUIT_MARKS[card[0]] + card[1:]


def sort_cards(cards) -> list:
    return sorted(cards, key=ORDER.__getitem__)


def hand_of(cards) -> dict | None:
    """The hand (役) three cards form, or None (DL-3/DL-4): {"kind", "suit", "strike", "joker", "cards"}.
    Three of one suit are always the 3枚役; a joker can only be the odd card of a 2枚役; two jokers make nothing.
    A 特殊役's strike is None: it borrows the opponent's (DL-6)."""
    suited = [c for c in cards if not is_joker(c)]
    jokers = len(cards) - len(suited)
    suits = [c[0] for c in suited]
    base = {"joker": jokers > 0, "cards": sort_cards(cards)}
    if jokers == 0 and len(set(suits)) == 1:
        return {"kind": "three", "suit": suits[0], "strike": sum(map(rank, suited)), **base}
    for suit in SUITS:
        pair = [c for c in suited if c[0] == suit]
        if len(pair) == 2 and jokers <= 1:
            return {"kind": "two", "suit": suit, "strike": sum(map(rank, pair)), **base}
    if jokers == 0 and len(set(suits)) == 3:
        return {"kind": "special", "suit": None, "strike": None, **base}
    return None


def round_winner(a: dict, b: dict) -> int | None:
    """0 if hand `a` beats `b`, 1 if `b` beats `a`, None when nothing happens (DL-5)."""
    if a["kind"] == "special" or b["kind"] == "special":
        if a["kind"] == b["kind"]:
            return None
        special, other = (0, b) if a["kind"] == "special" else (1, a)
        beaten = other["kind"] == "two" and other["joker"]
        return special if beaten else 1 - special
    if a["suit"] != b["suit"]:
        return 0 if BEATS[a["suit"]] == b["suit"] else 1
    if a["kind"] == b["kind"]:
        return None
    return 0 if a["kind"] == "three" else 1


def damage(winning: dict, losing: dict, endurance: int) -> dict:
    """The damage breakdown of a won round (DL-6/DL-7): strike, ×2 for the winner's joker, ×2 in バリキ mode.
    A 特殊役 borrows the loser's strike points, undoubled (and never holds a joker itself)."""
    strike = losing["strike"] if winning["kind"] == "special" else winning["strike"]
    joker = winning["joker"]
    bariki = 1 <= endurance <= BARIKI
    return {"strike": strike, "joker": joker, "bariki": bariki,
            "damage": strike * (2 if joker else 1) * (2 if bariki else 1)}


def outcome(hands: list, endurance: list) -> dict:
    """The round's result for both final hands: the winner (or None) and the damage breakdown."""
    winner = round_winner(hands[0], hands[1])
    if winner is None:
        return {"winner": None, "breakdown": None}
    return {"winner": winner, "breakdown": damage(hands[winner], hands[1 - winner], endurance[winner])}


def hand_name(hand: dict, lang: str) -> str:
    """E.g. "♠3♠5♠7 3枚役 (15)"; a 特殊役 has no strike of its own."""
    cards = "".join(card_name(c) for c in hand["cards"])
    kind = KIND_NAMES[hand["kind"]][lang]
    return f"{cards} {kind}" if hand["strike"] is None else f"{cards} {kind} ({hand['strike']})"
