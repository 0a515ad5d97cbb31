"""対戦ダイススレイヤー: the computer players.

Both value a position by `Value`, the win chance of the player about to take (its new dice in), fitted by logistic
regression on the positions of many games that `strong` played against itself (`dice_slayer_fit`). The features are
how full each field and grace zone is (DS-6) and the most dice each stock can remove within one, two or three takes
(DS-3). `easy` looks one turn ahead: every take (and offset choice, DS-4), valued over sampled rolls of the dice it
sends and the rival's new dice, blind to the rival's reply. `strong` searches one turn deeper: the rival's best
reply to each of those rolls, then its own new dice.

Measured, `strong`'s win share in the first / second seat (Wilson 95 % intervals; `strength --game dice-slayer
--level strong --games 1000 --seed 1`, whose last three rows did not fit the session on a loaded machine: those are
500 games of `simulate --seed 1`, marked *): random 99.2 % [98.4, 99.6] / 99.1 % [98.3, 99.5], `h:greedy` 92.1 %
[90.3, 93.6] / 93.0 % [91.2, 94.4], `h:builder` 86.6 % [84.3, 88.6] / 85.6 % [82.3, 88.4]*, `h:human` 91.0 %
[88.2, 93.2]* / 88.4 % [85.3, 90.9]*. At 2,000 games a row (`--games 2000 --seed 1`): random 99.4 % / 99.3 %,
`h:greedy` 93.0 % / 91.8 %, `h:builder` 87.2 % / 85.5 %, `h:human` 89.3 % / 87.5 % (the lowest 95 % bound 83.9 %).
Decision time (CPython `bench`): median 0.03 s, max 0.05 s.

Everything in the game is public, so the search works on `Position`, the counts of the view; only the rolls to come
are unknown, and they are drawn from the AI's own generator, never the game's. Every action compared meets the same
rolls.
"""

import math
from itertools import combinations

from fudabako.core import Rng
from fudabako.games.dice_slayer.rules import LOSING_FIELD, NEW_DICE, STOCK_SIZE, WIN_POINTS, neighbours

from .dice_slayer_weights import WEIGHTS
from .random_player import random_choice

ROLL_SAMPLES = 12  # sampled rolls after each turn searched


# --- the position as the computer models it ------------------------------------------------------------
class Position:
    """How many dice of each value (1-6) each field and grace zone holds, the stocks, scores and the player to
    move; `send`, the dice the turn just played sends (rolled with the rival's new dice); `winner` once decided.
    Cheap to copy, unlike the rules' state with its log."""

    __slots__ = ("field", "grace", "stock", "score", "mover", "send", "winner")

    def copy(self) -> "Position":
        other = Position.__new__(Position)
        other.field = [self.field[0][:], self.field[1][:]]
        other.grace = [self.grace[0][:], self.grace[1][:]]
        other.stock = [self.stock[0][:], self.stock[1][:]]
        other.score = self.score[:]
        other.mover, other.send, other.winner = self.mover, self.send, self.winner
        return other


def counts(values: list) -> list:
    return [values.count(v) for v in range(1, 7)]


def position(view: dict) -> Position:
    pos = Position.__new__(Position)
    pos.field = [counts(f) for f in view["field"]]
    pos.grace = [counts(g) for g in view["grace"]]
    pos.stock = [list(s) for s in view["stock"]]
    pos.score = list(view["score"])
    pos.mover, pos.send = view["current"], 0
    pos.winner = None if view["result"] is None else view["result"].index(1.0)
    return pos


def turns(pos: Position, offset_left: int = 0) -> list:
    """Every way the mover can finish its turn: [(first action id, position after the turn, before the rolls)]. A
    take (DS-2, DS-3) is followed by each choice of the grace dice a trigger then offsets (DS-4); in phase "offset"
    (`offset_left` dice still to choose) only those choices remain."""
    m = pos.mover
    if offset_left:
        return [(f"offset:{chosen[0]}", end(offset(pos, chosen))) for chosen in offsets(pos.grace[m], offset_left)]
    found = []
    for owner in (m, 1 - m):
        for v in range(1, 7):
            if not pos.field[owner][v - 1]:
                continue
            action, after = f"take:{owner}:{v}", pos.copy()
            after.field[owner][v - 1] -= 1
            stock = (after.stock[m] + [v])[-STOCK_SIZE:]
            after.stock[m] = stock
            removed = 0
            targets = neighbours(stock)
            if targets:
                after.stock[m] = []
                field = after.field[m]
                for t in targets:
                    removed += field[t - 1]
                    field[t - 1] = 0
            grace = after.grace[m]
            held = sum(grace)
            if not removed:  # DS-5
                after.field[m] = [a + b for a, b in zip(after.field[m], grace)]
                after.grace[m] = [0] * 6
            else:
                after.score[m] += removed * removed
                if not held:
                    after.send = removed - 1
                elif removed >= held:
                    after.grace[m], after.send = [0] * 6, removed - held
                else:
                    found += [(action, end(offset(after, chosen))) for chosen in offsets(grace, removed)]
                    continue
            found.append((action, end(after)))
    return found


def offsets(grace: list, n: int) -> list:
    """The distinct choices (sorted value tuples) of `n` dice of a grace zone."""
    values = [v for v in range(1, 7) for _ in range(grace[v - 1])]
    return sorted(set(combinations(values, n)))


def offset(pos: Position, chosen: tuple) -> Position:
    after = pos.copy()
    for v in chosen:
        after.grace[after.mover][v - 1] -= 1
    return after


def end(pos: Position) -> Position:
    """DS-6 at the end of the mover's turn."""
    m = pos.mover
    if pos.score[m] >= WIN_POINTS:
        pos.winner = m
    elif sum(pos.field[m]) >= LOSING_FIELD:
        pos.winner = 1 - m
    return pos


def roll(pos: Position, draws) -> Position:
    """The rival's turn begins: the dice the turn sent land in its grace zone, its new dice (DS-7) on its field."""
    after = pos.copy()
    rival = after.mover = 1 - pos.mover
    for _ in range(pos.send):
        after.grace[rival][draws.die() - 1] += 1
    for _ in range(NEW_DICE):
        after.field[rival][draws.die() - 1] += 1
    after.send = 0
    return after


# --- the fitted value --------------------------------------------------------------------------------------
def _triples() -> list:
    """The 10 triggering stocks (sorted) and the values each removes (DS-3)."""
    cells = [(a, b, c) for a in range(1, 7) for b in range(a, 7) for c in range(b, 7)]
    return [(t, neighbours(list(t))) for t in cells if neighbours(list(t))]


TRIPLES = _triples()


def _needs(tail: tuple) -> tuple:
    """After a stock ending in `tail`: the triples (their indices in TRIPLES) that two takes can complete, and
    (index, missing value) of those that one can."""
    two, one = [], []
    for i, (triple, _) in enumerate(TRIPLES):
        rest = list(triple)
        for v in tail:
            if v in rest:
                rest.remove(v)
        if tail and tail[-1] in triple:
            two.append(i)
        if len(rest) == 1 and len(tail) == 2:
            one.append((i, rest[0]))
    return two, one


NEEDS = {tail: _needs(tail) for tail in [()] + [(a,) for a in range(1, 7)]
         + [(a, b) for a in range(1, 7) for b in range(1, 7)]}
MISSING = {tail: sorted({missing for _, missing in one}) for tail, (_, one) in NEEDS.items()}
PAIRS = [(targets + [7])[:2] for _, targets in TRIPLES]  # the values each triple removes, 7 for none


def reaches(field: list, tail: tuple, present: dict) -> tuple:
    """The most dice of `field` that a stock ending in `tail` can remove in 1, 2 and 3 takes (DS-3), with the field
    as it is; one take needs the missing die on a field (`present`: which values of MISSING[tail] are)."""
    counts = [0, *field, 0]
    removed = [counts[a] + counts[b] for a, b in PAIRS]
    two, one = NEEDS[tail]
    return (max([removed[i] for i, missing in one if present[missing]], default=0),
            max([removed[i] for i in two], default=0), max(removed))


FIELDS, GRACES, REACHES, TAILS, SCORES = 14, 8, 9, 3, 11  # one-hot sizes (the last one takes the rest)


def _layout() -> tuple:
    """The first index in WEIGHTS of each feature group; and their total."""
    groups, n = {}, 1  # WEIGHTS[0]: the bias
    sizes = [("field", FIELDS), ("grace", GRACES), ("reach1", REACHES), ("reach2", REACHES), ("reach3", REACHES),
             ("tail", TAILS), ("score", SCORES), ("field×reach1", FIELDS * REACHES), ("field×reach3", FIELDS * REACHES),
             ("reach1×rival load", REACHES * FIELDS)]
    for side in range(2):
        for name, size in sizes:
            groups[side, name] = n
            n += size
    groups["loads"] = n
    return groups, n + FIELDS * FIELDS


GROUPS, FEATURES = _layout()


def side_features(pos: Position, p: int, side: int) -> tuple:
    """Player p's own features (side 0: the mover, 1: the rival): the dice on its field and in its grace zone, its
    reaches (`reaches`), how much of its stock is left for the next take, its score in tens, the pairs field ×
    reach in one and in three takes. Also its reach in one take and its load (field and grace), for the pairs with
    the other player's."""
    g, field = GROUPS, pos.field[p]
    tail = tuple(pos.stock[p][-2:])
    present = {v: pos.field[0][v - 1] or pos.field[1][v - 1] for v in MISSING[tail]}
    dice = min(sum(field), FIELDS - 1)
    r1, r2, r3 = (min(r, REACHES - 1) for r in reaches(field, tail, present))
    found = [g[side, "field"] + dice, g[side, "grace"] + min(sum(pos.grace[p]), GRACES - 1),
             g[side, "reach1"] + r1, g[side, "reach2"] + r2, g[side, "reach3"] + r3, g[side, "tail"] + len(tail),
             g[side, "score"] + min(pos.score[p] // 10, SCORES - 1),
             g[side, "field×reach1"] + dice * REACHES + r1, g[side, "field×reach3"] + dice * REACHES + r3]
    return found, r1, min(sum(field) + sum(pos.grace[p]), FIELDS - 1)


def features(pos: Position) -> list:
    """The indices of WEIGHTS that add up to the mover's win chance in logit units: the bias, each player's own
    (`side_features`, the mover's first), each one's reach in one take × the other's load, the pair of loads."""
    (mine, r1, load), (theirs, rival_r1, rival_load) = (side_features(pos, p, side)
                                                         for side, p in enumerate((pos.mover, 1 - pos.mover)))
    return [0, *mine, *theirs, *cross(r1, load, rival_r1, rival_load)]


def cross(r1: int, load: int, rival_r1: int, rival_load: int) -> list:
    g = GROUPS
    return [g[0, "reach1×rival load"] + r1 * FIELDS + rival_load,
            g[1, "reach1×rival load"] + rival_r1 * FIELDS + load, g["loads"] + load * FIELDS + rival_load]


class Value:
    """A player's win chance in a position (the mover's new dice in) by `weights` (logit units). Each player's own
    share of the sum is cached (many positions searched share one player's side with others); the cache is
    emptied when it grows past CACHE."""

    CACHE = 20_000  # about 6 MB

    def __init__(self, weights: list = WEIGHTS):
        self.weights = weights
        self.cache: dict = {}

    def side(self, pos: Position, p: int, side: int) -> tuple:
        tail = tuple(pos.stock[p][-2:])
        key = (side, tail, sum(pos.grace[p]), pos.score[p] // 10, *pos.field[p],
               *(pos.field[0][v - 1] or pos.field[1][v - 1] for v in MISSING[tail]))
        found = self.cache.get(key)
        if found is None:
            if len(self.cache) >= self.CACHE:
                self.cache.clear()
            indices, r1, load = side_features(pos, p, side)
            found = self.cache[key] = sum(self.weights[i] for i in indices), r1, load
        return found

    def __call__(self, pos: Position, me: int) -> float:
        if pos.winner is not None:
            return float(pos.winner == me)
        (z, r1, load), (rival_z, rival_r1, rival_load) = (self.side(pos, p, side)
                                                          for side, p in enumerate((pos.mover, 1 - pos.mover)))
        w = self.weights
        z += rival_z + w[0] + sum(w[i] for i in cross(r1, load, rival_r1, rival_load))
        chance = 1.0 / (1.0 + math.exp(-z))
        return chance if pos.mover == me else 1.0 - chance


VALUE = Value()


# --- the players ------------------------------------------------------------------------------------------------
def choose(view: dict, rng, worth, samples: int = ROLL_SAMPLES) -> str:
    """The action whose turn `worth(position after the turn, me, roll seeds)` rates best over `samples` rolls;
    ties broken at random."""
    seeds = [rng.next64() for _ in range(samples)]
    return max((worth(after, view["viewer"], seeds) + rng.random() * 1e-9, action)
               for action, after in turns(position(view), view["offset_left"]))[1]


def one_turn(after: Position, me: int, seeds: list) -> float:
    """My win chance after my turn, over the rolls that follow it."""
    if after.winner is not None:
        return VALUE(after, me)
    return sum(VALUE(roll(after, Rng(seed)), me) for seed in seeds) / len(seeds)


def two_turns(after: Position, me: int, seeds: list) -> float:
    """My win chance after my turn, over the rolls that follow it, the rival's best reply to each, and then my new
    dice."""
    if after.winner is not None:
        return VALUE(after, me)
    total = 0.0
    for seed in seeds:
        draws = Rng(seed)
        rival = roll(after, draws)
        total += min(VALUE(reply if reply.winner is not None else roll(reply, draws.copy()), me)
                     for _, reply in turns(rival))
    return total / len(seeds)


def easy_choice(view: dict, rng, memory=None) -> str:
    return choose(view, rng, one_turn)


def strong_choice(view: dict, rng, memory=None) -> str:
    return choose(view, rng, two_turns)


PLAYERS = {"random": random_choice, "easy": easy_choice, "strong": strong_choice}
