"""デルタ's computer players.

Both choices of a round are simultaneous discards:

- the first discard decides which 3 cards the rival gets (my own final hand comes from the rival's pass), so the
  calculating players pass the 3 cards whose best hand, with 2 more random cards, is weakest (`pass_threat`);
- the final discard is a matrix game: my possible hands (rows) against the rival's (columns), valued by the chance
  of winning the game afterwards (`win_chance`). I know 3 of the rival's 5 cards (I passed them); its other 2 are
  enumerated over every pair of cards I have not seen (`rival_draws`). A column is one way of playing for the
  rival — "the best hand of this kind and suit when it has one, else its highest-damage hand", or just "its
  highest-damage hand" (`MAX`) — so every column is a strategy the rival really has, whatever it holds.

`strong` plays the equilibrium of that matrix; `yomi` also counts, over the rounds it has seen, which column each
of the rival's revealed hands matches (`observations`: "max" whenever the hand was the highest-damage one among the
rival's cards I know), and mixes in the best response to that prediction (`reading_choice`).

Measured (`simulate delta --games 2000 --seed 1`, the level's win share in seat 1 / seat 2): strong vs random
90.2 / 90.25%, vs easy 76.45 / 77.5%, vs predictable 68.4 / 67.3%; yomi vs random 93.15 / 93.05%, vs predictable
95.75 / 96.1%, vs strong 59.15 / 61.0%.
"""

from functools import lru_cache
from itertools import combinations

from fudabako.games.delta.cards import BARIKI, DECK, hand_of, is_joker, outcome, rank, sort_cards
from fudabako.games.delta.rules import PASS, final_options

from .random_player import random_choice
from .reading import CONFIDENCE, Decision, OpponentModel, equilibrium_choice, reading_choice

MAX = "max"
SITUATION = "final"
# How often a won round deals each base damage (before バリキ), measured over 1,674 rounds of strong against strong
# (rounded to even values): the shape of the game's swings, which is all `win_chance` needs.
DAMAGES = ((4, 0.08), (6, 0.07), (8, 0.35), (10, 0.12), (12, 0.26), (14, 0.05), (16, 0.05), (18, 0.02))


@lru_cache(maxsize=None)
def win_chance(mine: int, theirs: int) -> float:
    """My chance to win from endurances (mine, theirs) if every decided round is a coin flip dealing a DAMAGES
    hit (doubled in バリキ mode): it values being low, close to a kill, or in バリキ mode on one scale."""
    if mine <= 0:
        return 0.0
    if theirs <= 0:
        return 1.0
    mine_x = 2 if mine <= BARIKI else 1
    theirs_x = 2 if theirs <= BARIKI else 1
    return sum(p * 0.5 * (win_chance(mine, theirs - d * mine_x) + win_chance(mine - d * theirs_x, theirs))
               for d, p in DAMAGES)


def damage_score(hand: dict) -> int:
    """How much a hand deals when it wins, as the predictable player ranks them: strike × 2 with a joker; a
    特殊役 has no strike of its own and counts 0."""
    return 0 if hand["strike"] is None else hand["strike"] * (2 if hand["joker"] else 1)


def highest_damage(options: list) -> tuple:
    """The predictable player's final: the first (in card order) of the options with the highest damage score."""
    return max(options, key=lambda option: damage_score(option[1]))


def class_of(hand: dict) -> str:
    """A hand's column label: kind, suit and whether it holds a joker, e.g. "two-H-j", "three-S", "special"."""
    if hand["kind"] == "special":
        return "special"
    return f"{hand['kind']}-{hand['suit']}" + ("-j" if hand["joker"] else "")


COLUMNS = [MAX, "special"] + [f"three-{s}" for s in "SHD"] + [f"two-{s}{j}" for s in "SHD" for j in ("", "-j")]
MAX_COLUMN = COLUMNS.index(MAX)


def unseen(view: dict) -> list:
    """Cards this player has not seen this round (the rival's unknown cards, its discards and the deck)."""
    seen = set(view["hand"]) | set(view["discards"]) | set(view["passed"])
    return [c for c in DECK if c not in seen]


def rival_draws(view: dict) -> list:
    """Every pair of cards the rival may have drawn, each as likely (the rival's discards are unknown too)."""
    return list(combinations(unseen(view), 2))


def key_of(hand: dict) -> tuple:
    """A hand as a small hashable tuple (kind, suit, strike, joker), enough to settle a round."""
    return hand["kind"], hand["suit"], hand["strike"], hand["joker"]


def _hand(key: tuple) -> dict:
    return {"kind": key[0], "suit": key[1], "strike": key[2], "joker": key[3]}


@lru_cache(maxsize=20000)
def rival_columns(five: tuple) -> tuple:
    """The rival's final (as `key_of`) in each column of COLUMNS, holding the sorted cards `five`: the column's
    best hand (highest strike) when it has one, else its highest-damage hand. At most C(20, 5) hands exist."""
    options = final_options(list(five))
    fallback = highest_damage(options)[1]
    best = {}
    for _, hand in options:
        label = class_of(hand)
        if label not in best or (hand["strike"] or 0) > (best[label]["strike"] or 0):
            best[label] = hand
    return tuple(key_of(best.get(column, fallback)) for column in COLUMNS)


@lru_cache(maxsize=None)
def _swing(mine: tuple, theirs: tuple) -> int:
    """The damage my final deals (positive) or takes (negative) against the rival's, before バリキ doubling
    (both as `key_of`; a few thousand pairs exist)."""
    result = outcome([_hand(mine), _hand(theirs)], [BARIKI + 1, BARIKI + 1])
    if result["winner"] is None:
        return 0
    hit = result["breakdown"]["damage"]
    return hit if result["winner"] == 0 else -hit


def value_of(mine: tuple, theirs: tuple, endurance: tuple) -> float:
    """My win chance after my final meets the rival's (both as `key_of`), endurance = (mine, theirs)."""
    hit = _swing(mine, theirs)
    if hit > 0:
        return win_chance(endurance[0], endurance[1] - hit * (2 if endurance[0] <= BARIKI else 1))
    if hit < 0:
        return win_chance(endurance[0] + hit * (2 if endurance[1] <= BARIKI else 1), endurance[1])
    return win_chance(*endurance)


def final_decision(view: dict, draws=None) -> Decision:
    """The final discard as a matrix game over my legal hands and the rival's columns (see the module doc)."""
    me = view["viewer"]
    endurance = (view["endurance"][me], view["endurance"][1 - me])
    mine = [(a["id"], key_of(a["payload"])) for a in view["legal"]]
    known = view["passed"]
    draws = rival_draws(view) if draws is None else draws
    payoff = [[0.0] * len(COLUMNS) for _ in mine]
    for drawn in draws:
        for j, theirs in enumerate(rival_columns(tuple(sort_cards(known + list(drawn))))):
            for i, (_, hand) in enumerate(mine):
                payoff[i][j] += value_of(hand, theirs, endurance)
    scale = 1.0 / len(draws)
    payoff = [[v * scale for v in row] for row in payoff]
    return Decision([a for a, _ in mine], list(COLUMNS), payoff, SITUATION)


@lru_cache(maxsize=20000)
def best_damage(five: tuple) -> int:
    """The highest damage score among the hands the sorted cards `five` allow."""
    return damage_score(highest_damage(final_options(list(five)))[1])


def threat(cards: list, pool: list) -> float:
    """How strong a rival holding `cards` plus 2 cards from `pool` is on average: its highest damage score."""
    pairs = list(combinations(pool, 2))
    return sum(best_damage(tuple(sort_cards(cards + list(drawn)))) for drawn in pairs) / len(pairs)


def pass_decision(view: dict) -> Decision:
    """The first discard, valued by the threat of the 3 cards passed (less is better); the rival's own pass does
    not depend on mine, so the matrix has one column."""
    pool = unseen(view)
    rows = [(a["id"], -threat(a["payload"]["keep"], pool)) for a in view["legal"]]
    return Decision([a for a, _ in rows], ["any"], [[v] for _, v in rows], "pass")


def worth(card: str) -> int:
    """The predictable player's idea of a card's danger in the rival's hands: its rank, a joker above all."""
    return 8 if is_joker(card) else rank(card)


def predictable_choice(view: dict, rng=None, memory=None) -> str:
    """Always the highest-damage hand; when passing, it discards its two most dangerous cards (ties in card
    order), handing over the rest."""
    if view["phase"] == PASS:
        hand = sort_cards(view["hand"])
        top = sorted(hand, key=lambda c: -worth(c))[:2]
        return "+".join(sort_cards(top))
    options = [(a["payload"]["discard"], hand_of(a["payload"]["keep"])) for a in view["legal"]]
    return "+".join(highest_damage(options)[0])


def easy_choice(view: dict, rng, memory=None) -> str:
    """A beginner: passes at random and keeps its highest-damage hand two times in three."""
    if view["phase"] == PASS or rng.random() < 1 / 3:
        return random_choice(view, rng)
    return predictable_choice(view)


def normal_choice(view: dict, rng, memory=None) -> str:
    """The calculating player with less care: the simple pass, and the final matrix over 12 sampled draws."""
    if view["phase"] == PASS:
        return predictable_choice(view)
    draws = rival_draws(view)
    sample = [draws[rng.below(len(draws))] for _ in range(12)]
    return equilibrium_choice(final_decision(view, sample), rng)


def strong_choice(view: dict, rng, memory=None) -> str:
    decision = pass_decision(view) if view["phase"] == PASS else final_decision(view)
    return equilibrium_choice(decision, rng)


def yomi_choice(view: dict, rng, memory=None) -> str:
    model = OpponentModel(memory, observations(view))
    if view["phase"] != PASS:
        return reading_choice(final_decision(view), rng, model)
    counts = model.counts_for(SITUATION)
    if rng.random() < counts.get(MAX, 0) / (sum(counts.values()) + CONFIDENCE):
        return exploiting_pass(view, rng)
    return strong_choice(view, rng)


def exploiting_pass(view: dict, rng, scenarios: int = 24) -> str:
    """The pass that serves me best against a rival who always ends on its highest-damage hand: the 3 cards I
    pass are most of that hand, so they tell me what it will show. For each pass, the rival's final is spread
    over every 2 cards it may draw; my answer is valued over the same sampled hands of mine (3 cards received and
    2 drawn, from the cards I have not seen), each playing its best reply to that spread."""
    me = view["viewer"]
    endurance = (view["endurance"][me], view["endurance"][1 - me])
    pool = unseen(view)
    draws = list(combinations(pool, 2))
    mine = []
    for _ in range(scenarios):
        cards = list(pool)
        rng.shuffle(cards)
        mine.append([key_of(hand) for _, hand in final_options(cards[:3] + cards[5:7])])
    best, best_value = None, -1.0
    for action in view["legal"]:
        passed = action["payload"]["keep"]
        spread = {}
        for drawn in draws:
            final = rival_columns(tuple(sort_cards(passed + list(drawn))))[MAX_COLUMN]
            spread[final] = spread.get(final, 0) + 1
        values = {}
        for hand in {hand for options in mine for hand in options}:
            values[hand] = sum(n * value_of(hand, final, endurance) for final, n in spread.items())
        total = sum(max(values[hand] for hand in options) for options in mine)
        if total > best_value:
            best, best_value = action["id"], total
    return best


def observations(view: dict) -> list:
    """The rival's revealed finals: "max" when it was the highest-damage hand among the rival's cards I know of
    (the 3 I passed and the 3 it showed), else its column label."""
    me = view["viewer"]
    seen = []
    for entry in view.get("history", []):
        packed = entry.split("|")
        passed, final = packed[me], packed[3 - me]
        known = set(_unpack(passed)) | set(_unpack(final))
        shown = hand_of(_unpack(final))
        best = max(damage_score(hand) for hand in map(hand_of, combinations(known, 3)) if hand)
        seen.append((SITUATION, MAX if damage_score(shown) >= best else class_of(shown)))
    return seen


def _unpack(packed: str) -> list:
    return [packed[i:i + 2] for i in range(0, len(packed), 2)]


PLAYERS = {
    "random": random_choice,
    "predictable": predictable_choice,
    "easy": easy_choice,
    "normal": normal_choice,
    "strong": strong_choice,
    "yomi": yomi_choice,
}
