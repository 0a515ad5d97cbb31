"""ラプラプラス computer players: composition search (evolution against a pool) and face-to-face answers.

The battle is deterministic, so a composition's worth is how many opponents it beats. `evolve` keeps a population
of 8-card compositions, mutates them (a card replaced, two cards swapped, a card moved) and keeps the ones that beat
the most of a set of opponents: random compositions plus the best builds found so far, so the winners are strong
against both. Its result ships as `POOL` (`laplaplus_pool.py`, rebuilt by `python -m fudabako laplaplus-search`).

Face-to-face (`strong`): the open cards come from a pool build drawn at random (weighted by its score), so they
say little; once both sides' open cards are shown, both sides' best completions are searched (each side's open
cards kept, 4 closed cards and the order free), and the computer plays the equilibrium mixed strategy of the matrix
of those answers against each other, so it is not predictable. The search is seeded by the open cards alone, so
the 8 slot decisions of one game see the same candidates (and they are cached).
"""

from functools import lru_cache

from fudabako.core import Rng
from fudabako.games.laplaplus.battle import battle
from fudabako.games.laplaplus.cards import NUMBERS

from .laplaplus_pool import POOL
from .matrix import solve
from .random_player import random_choice

SIZE = 8
# The equilibrium of a few answers against a few modelled replies is often a pure strategy, which a person who
# plays the computer twice would read; so a share MIX of the play is spread over the MIX_TOP answers that do best
# against the modelled replies on average.
MIX = 0.4
MIX_TOP = 3


def random_comp(rng: Rng, size: int = SIZE) -> list:
    return [rng.choice(NUMBERS) for _ in range(size)]


def wins(comp, opponents) -> int:
    """How many of `opponents` `comp` beats (the battle does not depend on the seats)."""
    return sum(1 for o in opponents if battle(comp, o) == 0)


def free_slots(comp, locked) -> tuple:
    """(positions of `comp` whose card may change while it keeps what it holds of `locked`, the `locked` numbers it
    lacks)."""
    need, free = list(locked), []
    for i, n in enumerate(comp):
        if n in need:
            need.remove(n)
        else:
            free.append(i)
    return free, need


def mutate(comp: list, rng: Rng, locked=()) -> list:
    """A neighbour of `comp`: a card replaced (keeping every `locked` number), two cards swapped, or a card moved."""
    comp = list(comp)
    kind = rng.below(3)
    free, _ = free_slots(comp, locked)
    if kind == 0 and free:
        comp[rng.choice(free)] = rng.choice(NUMBERS)
    elif kind == 1:
        i, j = rng.below(len(comp)), rng.below(len(comp))
        comp[i], comp[j] = comp[j], comp[i]
    else:
        card = comp.pop(rng.below(len(comp)))
        comp.insert(rng.below(len(comp) + 1), card)
    return comp


def evolve(rng: Rng, opponents: list, starts: list, steps: int, population: int = 8, locked=()) -> list:
    """Hill climbing from `starts` (compositions holding `locked`): each step mutates every member and keeps the
    better of parent and child. Returns [(wins, comp), ...] best first, distinct compositions."""
    members = [(wins(c, opponents), c) for c in starts[:population]]
    while len(members) < population:
        c = members[rng.below(len(members))][1]
        c = mutate(c, rng, locked)
        members.append((wins(c, opponents), c))
    for _ in range(steps):
        for k, (score, comp) in enumerate(members):
            child = mutate(comp, rng, locked)
            child_score = wins(child, opponents)
            if child_score >= score:
                members[k] = (child_score, child)
    best, seen = [], set()
    for score, comp in sorted(members, key=lambda m: -m[0]):
        if tuple(comp) not in seen:
            seen.add(tuple(comp))
            best.append((score, comp))
    return best


def search(seed: int, rounds: int = 6, steps: int = 40, randoms: int = 120) -> list:
    """The pool search (offline): rounds of `evolve` against random compositions plus the pool found so far.
    Returns [(share of the final test set beaten, comp), ...] best first."""
    rng = Rng(seed)
    pool = [list(c) for _, c in POOL] or [random_comp(rng) for _ in range(8)]
    for _ in range(rounds):
        opponents = [random_comp(rng) for _ in range(randoms)] + pool[:24]
        found = evolve(rng, opponents, pool[:8] + [random_comp(rng) for _ in range(8)], steps, population=16)
        pool = [c for _, c in found] + [c for c in pool if c not in [f for _, f in found]]
    test = [random_comp(rng) for _ in range(400)] + pool[:24]
    scored = sorted(((wins(c, test) / len(test), c) for c in pool[:32]), key=lambda m: -m[0])
    return [(round(s, 4), c) for s, c in scored]


def write_pool(found: list) -> None:
    """Replace the shipped pool (`laplaplus_pool.py`) with a search result."""
    from pathlib import Path

    lines = ['"""ラプラプラス: good compositions found by `python -m fudabako laplaplus-search` (share of a test set',
             'of random compositions and earlier good builds beaten, composition top first)."""', "", "POOL = ["]
    lines += [f"    ({score}, {list(comp)})," for score, comp in found]
    Path(__file__).with_name("laplaplus_pool.py").write_text("\n".join(lines + ["]", ""]), encoding="utf-8")


def random_check(comp, games: int = 1000, seed: int = 2026) -> float:
    """The share of `games` random legal 8-card compositions that `comp` beats (the issue's check)."""
    rng = Rng(seed)
    return wins(comp, [random_comp(rng) for _ in range(games)]) / games


# --- face-to-face ----------------------------------------------------------------------------------------
def completions(opens: list, rng: Rng, count: int) -> list:
    """Compositions holding `opens`: pool builds with the open cards put in, then random ones."""
    out = []
    for _, build in POOL[:count]:
        comp = list(build)
        free, missing = free_slots(comp, opens)
        for i, n in zip(reversed(free), missing):
            comp[i] = n
        out.append(comp)
    while len(out) < count:
        comp = list(opens) + random_comp(rng, SIZE - len(opens))
        rng.shuffle(comp)
        out.append(comp)
    return out


@lru_cache(maxsize=64)
def answers(mine: tuple, theirs: tuple, steps: int = 4, width: int = 6) -> tuple:
    """Both sides' best compositions around their open cards, and my equilibrium mix over mine:
    (my candidates, my probabilities). Deterministic for the same open cards."""
    rng = Rng(hash_opens(mine, theirs))
    their_guess = completions(list(theirs), rng, 12)
    my_guess = completions(list(mine), rng, 12)
    my_best = evolve(rng, their_guess, my_guess, steps, population=width, locked=list(mine))
    their_best = evolve(rng, my_guess, their_guess, steps, population=width, locked=list(theirs))
    rows = [c for _, c in my_best[:width]]
    cols = [c for _, c in their_best[:width]]
    matrix = [[{0: 1.0, 1: 0.0, None: 0.5}[battle(r, c)] for c in cols] for r in rows]
    _, equilibrium, _ = solve(matrix)
    means = [sum(row) / len(row) for row in matrix]
    top = sorted(range(len(rows)), key=lambda i: -means[i])[:MIX_TOP]
    strategy = [(1 - MIX) * equilibrium[i] + (MIX / len(top) if i in top else 0.0) for i in range(len(rows))]
    return tuple(tuple(r) for r in rows), tuple(strategy)


def hash_opens(mine, theirs) -> int:
    value = 17
    for n in list(mine) + [0] + list(theirs):
        value = (value * 31 + n) % (1 << 53)
    return value


def _strong(view: dict, rng: Rng, memory=None) -> str:
    """Open cards: the next card of a pool build that holds the ones picked so far (drawn by score). Slots: an
    answer drawn from the mix among those that begin with the cards placed so far (the one drawn for the first
    slot always does), else the likeliest answer; its next card that is still to place and legal."""
    me = view["viewer"]
    if view["stage"] == "open":
        picked = list(view["open"][me])
        fits = [(score, c) for score, c in POOL if contains(c, picked)] or POOL
        rest = without(fits[rng.weighted([score for score, _ in fits])][1], picked)
        return f"open-{rng.choice(rest)}"
    placed = [n for n, _ in view["slots"][me]]
    rows, strategy = answers(tuple(sorted(view["open"][me])), tuple(sorted(view["open"][1 - me])))
    fits = [(p, c) for p, c in zip(strategy, rows) if list(c[:len(placed)]) == placed and p > 0]
    fits = fits or [(1.0, rows[max(range(len(rows)), key=strategy.__getitem__)])]
    legal = {a["id"] for a in view["legal"]}
    rest = without(fits[rng.weighted([p for p, _ in fits])][1], placed)
    return next(f"slot-{n}" for n in rest if f"slot-{n}" in legal)


def without(comp, cards) -> list:
    """`comp` in order, less one copy of each of `cards` it holds (the earliest)."""
    rest = list(comp)
    for n in cards:
        if n in rest:
            rest.remove(n)
    return rest


def contains(comp, cards) -> bool:
    """Whether `comp` holds every card of `cards` (with copies)."""
    return len(without(comp, cards)) == len(comp) - len(cards)


PLAYERS = {"random": random_choice, "strong": _strong}
