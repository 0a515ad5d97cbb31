"""すとすて ver.2: players from `random` to `yomi`, seeing only their own view.

What a player knows of the other hand comes from the view: the cards known to be there (`known`), and the unseen
cards (12 − own hand − known − visible discards − the table), from which the rest of that hand is dealt. The other
hand's possible contents are enumerated exactly with their probabilities (`opponent_hands`).

A round's value is a position value: `position_value(a, b)` is a rough chance to win with a and b victory points,
from how many points each still needs (20+ and a lead of 6+), 1 or 0 once the goal is met. The payoff of my card
against theirs is that value after the round: the power difference plus the combo the winner can reveal (mine
exactly, theirs in expectation over their possible hands).

- `strong`: for each set of card types the other hand may hold, the equilibrium of the round's matrix game against
  those types; the mixed strategies averaged by the probability of each set.
- `yomi`: the same round as one matrix (the other's replies: every type it may hold), read through the opponent
  model. The model counts the other's revealed cards by their rank in the "greedy order" (the types it may hold,
  sorted by immediate power under the dice), in a situation made of how likely it is to hold the top two types —
  so a player who follows the dice (like `predictable`) is read across every roll, not one roll at a time.
- `normal`: the one-matrix equilibrium with the immediate power difference only (no combos, no goal).
- `easy`: half the time the card of highest immediate power, else any card.
- `predictable` (the issue's scripted player): always the card with the highest immediate power (its power
  averaged over the six cards the other might play), the longest combo, keeps its highest die, discards its weakest.

Measured (`simulate stosute --games 2000 --seed 1`, the level's win share in seat 1 / seat 2): strong vs random
78.25 / 78.15%, vs easy 71.45 / 72.05%, vs predictable 49.8 / 51.1%; yomi vs random 91.7 / 91.8%, vs predictable
98.0 / 98.45%.
"""

from functools import lru_cache
from math import comb, exp

from fudabako.games.stosute.rules import CHAIN_BONUS, FULL_DECK, GOAL, LEAD, PAIRS, longest_chain
from fudabako.games.stosute_proto.power import ACTIONS, RESOURCES, power

from .matrix import solve
from .random_player import random_choice
from .reading import Decision, OpponentModel, reading_choice

SCALE = 5.0  # points of "still needed" difference for a 73% chance in `position_value`


def position_value(a: int, b: int) -> float:
    """A rough chance to win with `a` victory points against `b` (1 / 0 once either meets the goal)."""
    need_a = max(GOAL - a, LEAD - (a - b))
    need_b = max(GOAL - b, LEAD - (b - a))
    if need_a <= 0:
        return 1.0
    if need_b <= 0:
        return 0.0
    return 1.0 / (1.0 + exp((need_a - need_b) / SCALE))


def immediate_power(card: str, dice: dict) -> float:
    """A card's power averaged over the six cards the other might play: what it is worth before any reading."""
    return sum(power(card, other, dice) for other in ACTIONS) / len(ACTIONS)


@lru_cache(maxsize=256)
def _ranking(rolled: tuple) -> tuple:
    dice = dict(zip(RESOURCES, rolled))
    return tuple(sorted(ACTIONS, key=lambda t: (-immediate_power(t, dice), ACTIONS.index(t))))


def greedy_order(types, dice: dict) -> list:
    """`types` from the highest immediate power down (ties in the cards' usual order)."""
    return [t for t in _ranking(tuple(dice[r] for r in RESOURCES)) if t in types]


# --- what the view tells -------------------------------------------------------------------------------------
def without(cards: list, gone) -> list:
    left = list(cards)
    for c in gone:
        left.remove(c)
    return left


def unseen_pool(view: dict) -> dict:
    """Card type → copies I have not seen: the other hand beyond `known`, the deck, their face-down discards."""
    left = dict(FULL_DECK)
    seen = view["hands"][view["viewer"]] + view["known"] + view["table"] + [
        d["card"] for d in view["discard"] if d["card"]]
    for c in seen:
        left[c] -= 1
    return {t: n for t, n in left.items() if n}


@lru_cache(maxsize=4096)
def _deals(pool: tuple, hidden: int) -> tuple:
    """Every multiset of `hidden` cards drawn from `pool` ((type, copies) pairs) with its probability."""
    total = comb(sum(n for _, n in pool), hidden)
    out = []

    def walk(k, left, taken, ways):
        if left == 0:
            out.append((tuple(taken), ways / total))
            return
        if k == len(pool):
            return
        t, n = pool[k]
        for m in range(min(n, left) + 1):
            walk(k + 1, left - m, taken + [t] * m, ways * comb(n, m))

    walk(0, hidden, [], 1)
    return tuple(out)


def opponent_hands(view: dict, pool: dict | None = None) -> list:
    """The other hand's possible contents (lists of card types) with their probabilities, given my view."""
    pool = unseen_pool(view) if pool is None else pool
    them = 1 - view["viewer"]
    hidden = view["hand_sizes"][them] - len(view["known"])
    return [(list(view["known"]) + list(cards), p) for cards, p in _deals(tuple(sorted(pool.items())), hidden)]


def hold_chance(pool: dict, hidden: int, known: list, card: str) -> float:
    if card in known:
        return 1.0
    n = sum(pool.values())
    return 1.0 - comb(n - pool.get(card, 0), hidden) / comb(n, hidden)


def combo_bonus(view: dict, card: str, hand: list) -> int:
    """The bonus of the longest combo from `card` (already played) through `hand`."""
    return CHAIN_BONUS[len(longest_chain(view["graph"], card, hand))] if view["combo_on"] else 0


# --- the round ---------------------------------------------------------------------------------------------
def my_types(view: dict) -> list:
    return [a["payload"]["card"] for a in view["legal"]]


def round_value(view: dict, mine: str, theirs: str, my_combo: int, their_combo: float) -> float:
    me = view["viewer"]
    dice = view["dice"]
    a, b = view["points"][me], view["points"][1 - me]
    diff = power(mine, theirs, dice) - power(theirs, mine, dice)
    if diff > 0:
        return position_value(a + diff + my_combo, b)
    if diff < 0:
        return position_value(a, b - diff + their_combo)
    return position_value(a, b)


def round_types(view: dict) -> tuple:
    """(my card types, my combo bonus per type, their hands grouped by the set of types held:
    {types: [probability, {type: expected combo bonus}]})."""
    hand = view["hands"][view["viewer"]]
    mine = my_types(view)
    my_combo = {t: combo_bonus(view, t, without(hand, [t])) for t in mine}
    groups: dict = {}
    for cards, p in opponent_hands(view):
        types = tuple(t for t in ACTIONS if t in cards)
        group = groups.setdefault(types, [0.0, dict.fromkeys(types, 0.0)])
        group[0] += p
        for t in types:
            group[1][t] += p * combo_bonus(view, t, without(cards, [t]))
    return mine, my_combo, groups


def strong_play(view: dict, rng) -> str:
    mine, my_combo, groups = round_types(view)
    mix = [0.0] * len(mine)
    for types, (p, combos) in groups.items():
        matrix = [[round_value(view, i, j, my_combo[i], combos[j] / p) for j in types] for i in mine]
        _, x, _ = solve(matrix)
        for k, share in enumerate(x):
            mix[k] += p * share
    return f"play:{mine[rng.weighted(mix)]}"


def union_decision(view: dict, situation: str = "", labels=None) -> Decision:
    """The round as one matrix: my types against every type the other may hold (their combo in expectation)."""
    mine, my_combo, groups = round_types(view)
    held: dict = {}
    for types, (p, combos) in groups.items():
        for t in types:
            chance, bonus = held.get(t, (0.0, 0.0))
            held[t] = (chance + p, bonus + combos[t])
    theirs = [t for t in ACTIONS if t in held]
    payoff = [[round_value(view, i, j, my_combo[i], held[j][1] / held[j][0]) for j in theirs] for i in mine]
    replies = [labels[t] for t in theirs] if labels else theirs
    return Decision([f"play:{t}" for t in mine], replies, payoff, situation)


# --- reading -----------------------------------------------------------------------------------------------
def _bucket(chance: float) -> str:
    return "k" if chance >= 1.0 else str(min(int(chance * 3), 2))


def read_key(dice: dict, known: list, pool: dict, hidden: int) -> tuple:
    """(situation, {type: reply label}): the types the other may hold in greedy order, labelled by rank, in a
    situation saying how likely the other holds the top two of them."""
    order = greedy_order([t for t in ACTIONS if t in pool or t in known], dice)
    situation = "".join(_bucket(hold_chance(pool, hidden, known, t)) for t in order[:2])
    return situation, {t: f"r{k}" for k, t in enumerate(order)}


def observations(view: dict) -> list:
    """The other player's revealed cards this game, as (situation, rank label) pairs (see `read_key`)."""
    out = []
    for entry in view["history"]:
        dice, _, theirs, known, unseen = entry.split("|")
        known = known.split(",") if known else []
        unseen = unseen.split(",") if unseen else []
        pool = {t: unseen.count(t) for t in set(unseen)}
        situation, labels = read_key(dict(zip(RESOURCES, map(int, dice))), known, pool, 4 - len(known))
        out.append((situation, labels[theirs]))
    return out


def yomi_play(view: dict, rng, memory) -> str:
    pool = unseen_pool(view)
    hidden = view["hand_sizes"][1 - view["viewer"]] - len(view["known"])
    situation, labels = read_key(view["dice"], view["known"], pool, hidden)
    decision = union_decision(view, situation, labels)
    return reading_choice(decision, rng, OpponentModel(memory, observations(view)))


def normal_play(view: dict, rng) -> str:
    dice = view["dice"]
    mine = my_types(view)
    theirs = view["possible"]
    _, x, _ = solve([[power(i, j, dice) - power(j, i, dice) for j in theirs] for i in mine])
    return f"play:{mine[rng.weighted(x)]}"


# --- the other steps ---------------------------------------------------------------------------------------
def combo_step(view: dict) -> str:
    """The next card of the longest combo (more cards always score more)."""
    me = view["viewer"]
    chain = longest_chain(view["graph"], view["table"][me], view["hands"][me], view["chain"])
    return f"combo:{chain[len(view['chain'])]}" if len(chain) > len(view["chain"]) else "combo-stop"


def weakest(view: dict) -> str:
    """The card to discard face down: the lowest immediate power under the dice, a duplicate first."""
    hand = view["hands"][view["viewer"]]
    return "discard:" + min(my_types(view), key=lambda t: (hand.count(t) == 1, immediate_power(t, view["dice"])))


def best_reroll(view: dict) -> str:
    """Keep the die whose value, with the other two rerolled, leaves my best card furthest ahead of the other's
    likely card (their types weighted by how often they would hold them)."""
    me = view["viewer"]
    hand = view["hands"][me]
    likely: dict = {}
    for cards, p in opponent_hands(view):
        for t in cards:
            likely[t] = likely.get(t, 0.0) + p / len(cards)

    def edge(dice):
        return max(sum(q * (power(i, j, dice) - power(j, i, dice)) for j, q in likely.items()) for i in set(hand))

    def outlook(pair):
        total = 0.0
        for x in range(1, 7):
            for y in range(1, 7):
                total += edge({**view["dice"], pair[0]: x, pair[1]: y})
        return total

    return "reroll:" + "+".join(max(PAIRS, key=outlook))


def phase_player(play):
    """A level from its way of choosing a card to play, with the calculated combo, discard and reroll steps."""
    def choose(view: dict, rng, memory=None) -> str:
        phase = view["phase"]
        if phase == "play":
            return play(view, rng, memory)
        if phase == "combo":
            return combo_step(view)
        if phase == "discard":
            return weakest(view)
        return best_reroll(view)
    return choose


def predictable(view: dict, rng, memory=None) -> str:
    phase = view["phase"]
    if phase == "play":
        return "play:" + greedy_order(my_types(view), view["dice"])[0]
    if phase == "combo":
        return combo_step(view)
    if phase == "discard":
        return weakest(view)
    top = max(RESOURCES, key=lambda r: view["dice"][r])
    return "reroll:" + "+".join(r for r in RESOURCES if r != top)


def easy(view: dict, rng, memory=None) -> str:
    if view["phase"] == "play" and rng.random() < 0.5:
        return predictable(view, rng)
    return random_choice(view, rng)


PLAYERS = {
    "random": random_choice,
    "predictable": predictable,
    "easy": easy,
    "normal": phase_player(lambda view, rng, memory: normal_play(view, rng)),
    "strong": phase_player(lambda view, rng, memory: strong_play(view, rng)),
    "yomi": phase_player(yomi_play),
}
