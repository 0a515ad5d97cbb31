"""ラプラプラス computer players: a composition search for builds no one-card change beats, and face-to-face answers.

The battle is deterministic (LP-3), so a build's worth is which builds it beats.

PBM (the search, offline): a build is *settled* when none of its one-card changes beats it (`changes`: a card
replaced by any other, moved, swapped with another or left out; 230-270 per build). `settle` walks down from a
build: it moves to a change with fewer changes that beat it (only to builds that beat most random compositions, so
that it does not settle into a weak build its own near copies cannot touch) until no change beats it. `search`
settles builds from a growing pool (the shipped pool, then builds that beat the best or the last walk's end) and
ranks what it finds: settled builds first, then by the share of the others and of random compositions they beat.
Its result ships as `POOL` (`laplaplus_pool.py`): `laplaplus-search --seed 15 --rounds 10 --steps 5 --write`
(2026-11-29; the ten best print with the command). No build that beats 90% of random compositions is settled: over
the whole neighbourhood of each of the 31 shipped builds, the fewest beating changes are 11 of 241 (ハードコア・
ハードコア・ヒールコア・ヒールコア・連撃・連撃・エコー・攻撃力, 94% of random compositions) and 11 of 251; the ten best have
11-100, and 19 of the 31 are beaten by a change that puts a コア on top. The strong builds beat each other in
cycles (29 three-cycles among the ten best, e.g. the best beats the 2nd, the 2nd beats the 6th, the 6th beats the
best), so no build beats them all. Only weak builds come close (攻撃 over seven リフレクション, 1 HP: 1 beating
change, 32% of random compositions). `settled_among` (`laplaplus-settled`) looks for a settled build among every
build of a length, trying each build's changes in the order of the last edit that won (`unsettled`): there is none
among every build of 1 to 5 cards (10,172,525 builds; the 5-card count, 9,765,625 builds, takes ~10 min on 2
cores), nor among the 8-card builds of one, two or three kinds of card (`--kinds`) or made of the eight cards the
shipped pool's builds hold most often (`--of AFGDMRST`: コア, ヒールコア, 攻撃, 連撃, フェイント, 攻撃力, 防御力 and シールド;
16,777,216 builds, ~30 min on 2 cores), and none in random samples of 8-card builds (see the closing notes of
issue 15).

Face-to-face (`strong`): the open cards are 4 cards of one of the pool's 8 best builds. Once both sides' open cards
are shown, `answers` models the opponent's build as the pool's builds holding its open cards (each pool build with
the shown cards put in, weighted by its score and by `LACKED` for each card it lacked: a build that holds all the
shown cards is the likeliest), then runs a short double oracle: my best reply (a hill climb holding my open cards)
to their mix, their best reply to mine, twice. It plays a restricted Nash response of that matrix: the mix that
does best when the opponent plays the modelled builds with probability `PRIOR` and anything it likes otherwise, so
a typical build is punished and a counter-build gains little, with a share `MIX` spread over the best answers.
Everything is seeded by the open cards alone, so the 8 slot decisions of a game agree (and are cached); an answer
costs 0.14 s of CPython CPU (median over 30 pairs of open cards with every cache cold; max 0.31 s; `bench`: 0.09 /
0.12 s).
Against fixed builds showing their first four cards (exact expectations over 40 sampled open choices): the search's
ten best builds 73% (its own best) to 99%, h:searched 91%, h:rush 86%; strong builds it does not know can still beat
it. Real games (`strength --games 500 --seed 2`, seat 1 / seat 2): h:searched 93 / 94%, h:rush 95 / 91%, h:counter
83 / 79%, random 96 / 97% (every Wilson 95% lower bound ≥ 75%); at 2,000 games a row (`--games 2000 --seed 1`):
h:searched 92.5 / 92.5%, h:rush 91.1 / 91.8%, h:counter 78.8 / 79.3%, random 97.8 / 96.8% (the lowest bound 76.9%);
`laplaplus-check --bars 10 --games 40`: its own best 64% showing its first four cards, 72% its last four, the other
nine 88-100%.
"""

import itertools
from functools import lru_cache

from fudabako.core import Rng
from fudabako.games.laplaplus.battle import battle
from fudabako.games.laplaplus.cards import NUMBERS

from .laplaplus_pool import POOL
from .matrix import solve
from .random_player import random_choice

SIZE = 8
STRONG_ENOUGH = 0.9  # `settle` only walks through builds that beat this share of `RANDOM_FIELD`
RANDOM_FIELD = 100
PRIOR = 0.75  # the weight of the modelled builds in the face-to-face mix (the rest: the worst case)
OPEN_FROM = 8  # the open cards come from one of the pool's best builds
MODEL = 8  # modelled builds of each side
LACKED = 0.125  # a pool build's weight in the model is multiplied by this for each shown card it lacks
# The response is often a pure strategy (the short search finds few counters to it), which a person who meets the
# same open cards twice would read: a share MIX of the play is spread over the MIX_TOP answers worth the most.
MIX, MIX_TOP = 0.3, 3
# Double-oracle rounds; hill-climb steps of my best reply (the part that beats the modelled builds) and of theirs;
# members of each.
ROUNDS, STEPS, THEIR_STEPS, WIDTH = 2, 18, 8, 3


@lru_cache(maxsize=1 << 17)
def score(a: tuple, b: tuple) -> float:
    """1 if `a` beats `b`, 0 if it loses, ½ if they are identical (the battle does not depend on the seats)."""
    return {0: 1.0, 1: 0.0, None: 0.5}[battle(a, b)]


def random_comp(rng: Rng, size: int = SIZE) -> tuple:
    return tuple(rng.choice(NUMBERS) for _ in range(size))


def wins(comp, opponents) -> int:
    """How many of `opponents` `comp` beats."""
    return sum(1 for o in opponents if score(tuple(comp), tuple(o)) == 1.0)


def random_check(comp, games: int = 1000, seed: int = 2026) -> float:
    """The share of `games` random legal 8-card compositions that `comp` beats (the issue's check)."""
    rng = Rng(seed)
    return wins(comp, [random_comp(rng) for _ in range(games)]) / games


# --- PBM: one-card changes and the search -----------------------------------------------------------------
def edits(length: int) -> list:
    """Every one-card change of a build of `length` cards, as an edit: a card replaced by another ("put", i, n),
    moved to another place ("move", i, j: to index j of the rest), two cards swapped ("swap", i, j), a card left
    out ("out", i, None: PBM allows fewer than 8), and in a build of fewer than 8 a card added ("add", j, n: without
    it a short build looks settled when only a longer one beats it)."""
    found = [("add", j, n) for j in range(length + 1) for n in NUMBERS] if length < SIZE else []
    for i in range(length):
        found += [("put", i, n) for n in NUMBERS] + [("out", i, None)]
        found += [("move", i, j) for j in range(length) if j != i] + [("swap", i, j) for j in range(i + 1, length)]
    return found


def edited(comp: tuple, edit) -> tuple:
    kind, i, j = edit
    if kind == "add":
        return comp[:i] + (j,) + comp[i:]
    if kind == "put":
        return comp[:i] + (j,) + comp[i + 1:]
    rest = comp[:i] + comp[i + 1:]
    if kind == "out":
        return rest
    if kind == "move":
        return rest[:j] + (comp[i],) + rest[j:]
    swapped = list(comp)
    swapped[i], swapped[j] = comp[j], comp[i]
    return tuple(swapped)


def changes(comp) -> list:
    """Every build one card away from `comp` (`edits`), distinct, sorted."""
    comp = tuple(comp)
    out = {edited(comp, e) for e in edits(len(comp))}
    out.discard(comp)
    return sorted(out)


def unsettled(builds):
    """For each of `builds`, (build, a change that beats it, or None: it is settled). Its changes are tried in the
    order their edits last beat a build: one edit (攻撃 put on top, say) beats most builds, so a build costs 1-1.5
    battles rather than the ~250 of `beaten_by`. Which of its changes beat it, none or some, is the same."""
    orders = {}
    for comp in builds:
        comp = tuple(comp)
        order = orders.setdefault(len(comp), edits(len(comp)))
        found = None
        for k, edit in enumerate(order):
            other = edited(comp, edit)
            if other != comp and battle(other, comp) == 0:
                order.insert(0, order.pop(k))
                found = other
                break
        yield comp, found


def beaten_by(comp, stop: int | None = None) -> list:
    """The one-card changes of `comp` that beat it (the first `stop` of them, if given)."""
    comp, found = tuple(comp), []
    for other in changes(comp):
        if score(other, comp) == 1.0:
            found.append(other)
            if len(found) == stop:
                break
    return found


def settled_among(cards: int, sample: int = 0, seed: int = 1, part: tuple = (0, 1), kinds: int = 0,
                  of: tuple | None = None) -> dict:
    """The settled builds among every build of `cards` cards made of the cards `of` (all 25 if not given): every
    one (those whose first card is the `part[0]`-th of them modulo `part[1]`, to share the count out over
    processes), or every one of exactly `kinds` kinds of card (those of the `part[0]`-th set of kinds modulo
    `part[1]`); or among `sample` random builds: {"cards", "builds", "settled": [build, ...]}."""
    of = of or NUMBERS
    if sample:
        rng = Rng(seed)
        builds = (random_comp(rng, cards) for _ in range(sample))
    elif kinds:
        sets = itertools.islice(itertools.combinations(of, kinds), part[0], None, part[1])
        builds = (comp for chosen in sets for comp in itertools.product(chosen, repeat=cards)
                  if len(set(comp)) == kinds)
    else:
        builds = ((first, *rest) for first in of[part[0]::part[1]] for rest in itertools.product(of, repeat=cards - 1))
    count, settled = 0, []
    for comp, beater in unsettled(builds):
        count += 1
        if beater is None:
            settled.append(list(comp))
    return {"cards": cards, "builds": count, "settled": settled}


def strong_enough(comp, field: list) -> bool:
    return wins(comp, field) >= STRONG_ENOUGH * len(field)


def settle(comp, rng: Rng, field: list, plateau: int = 10) -> tuple:
    """Walk down from `comp` to fewer beating changes, through builds that are `strong_enough`: each step scans
    its 8-card changes not visited yet (the ones that beat it first, then in random order) and moves to the first
    with fewer beating changes; when none has fewer, to one with as many (at most `plateau` such moves in a row).
    Returns (beating changes, build) where it stops: 0 when settled."""
    comp = tuple(comp)
    count, seen, level = len(beaten_by(comp)), {comp}, 0
    while count and level <= plateau:
        beaters = set(beaten_by(comp))
        options = [c for c in changes(comp) if len(c) == SIZE and c not in seen]
        rng.shuffle(options)
        options.sort(key=lambda c: c not in beaters)
        same = better = None
        for other in options:
            n = len(beaten_by(other, stop=count + 1))
            if n <= count and strong_enough(other, field):
                if n < count:
                    better = other
                    break
                same = same or other
        step = better or same
        if step is None:
            break
        level = 0 if better else level + 1
        seen.add(step)
        comp, count = step, len(beaten_by(step))
    return count, comp


def search(seed: int, rounds: int = 6, steps: int = 40) -> list:
    """The pool search (offline): `rounds` walks (`settle`, at most `steps` flat moves in a row), each from the
    next build of the shipped pool, then from a build that beats the best or the last walk's end, or a random
    pool build. Returns [(share, comp), ...], the walks' ends and the old pool, `strong_enough` ones only:
    settled builds first, each group by share: the mean of the shares it beats of them all and of 400 random
    compositions."""
    rng = Rng(seed)
    field = [random_comp(rng) for _ in range(RANDOM_FIELD)]
    pool = [tuple(c) for _, c in POOL]
    found = {}
    best = last = None
    for k in range(rounds):
        if k < len(pool):
            start = pool[k]
        else:
            kind = rng.below(3)
            start = rng.choice(pool) if kind == 0 else (best if kind == 1 else last)[1]
            start = rng.choice([c for c in beaten_by(start) if len(c) == SIZE] or [start])
        last = settle(start, rng, field, steps)
        found[last[1]] = last[0]
        if best is None or last < best:
            best = last
    for comp in pool:
        found.setdefault(comp, len(beaten_by(comp)))
    kept = [c for c in found if strong_enough(c, field)]
    test = [random_comp(rng) for _ in range(400)]
    shares = {c: (wins(c, test) / len(test) + wins(c, kept) / len(kept)) / 2 for c in kept}
    ranked = sorted(kept, key=lambda c: (found[c] > 0, -shares[c]))
    return [(round(shares[c], 4), list(c)) for c in ranked]


def write_pool(found: list) -> None:
    """Replace the shipped pool (`laplaplus_pool.py`) with a search result."""
    from pathlib import Path

    lines = ['"""ラプラプラス: builds found by `python -m fudabako laplaplus-search` (settled builds first; the share of',
             'the found builds and of random compositions each beats, composition top first)."""', "", "POOL = ["]
    lines += [f"    ({share}, {list(comp)})," for share, comp in found]
    Path(__file__).with_name("laplaplus_pool.py").write_text("\n".join(lines + ["]", ""]), encoding="utf-8")


# --- face-to-face ----------------------------------------------------------------------------------------
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


def holding(comp, opens) -> tuple:
    """`comp` with the `opens` it lacks put in, in place of its lowest cards that are not open ones."""
    comp = list(comp)
    free, missing = free_slots(comp, opens)
    for i, n in zip(reversed(free), missing):
        comp[i] = n
    return tuple(comp)


def model(opens) -> list:
    """The builds a player who shows `opens` may have: the pool's builds holding them, weighted by score and
    halved for each open card the pool build lacked; [(weight, comp), ...] (weights sum to 1), heaviest first."""
    weights = {}
    for share, comp in POOL:
        lacked = len(free_slots(comp, opens)[1])
        build = holding(comp, opens)
        weights[build] = weights.get(build, 0.0) + share * LACKED ** lacked
    top = sorted(weights.items(), key=lambda item: -item[1])[:MODEL]
    total = sum(w for _, w in top)
    return [(w / total, c) for c, w in top]


def mutate(comp, rng: Rng, locked=()) -> tuple:
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
    return tuple(comp)


def best_reply(rng: Rng, starts: list, targets: list, locked, steps: int) -> tuple:
    """Hill climbing (`steps` rounds) from each of `starts` (holding `locked`) against the weighted `targets`
    [(weight, comp), ...]; the best build found. A child's battles stop once it cannot reach its parent's value
    (heaviest targets first)."""
    targets = sorted(targets, key=lambda t: -t[0])

    def value(comp, floor=0.0):
        total, left = 0.0, sum(w for w, _ in targets)
        for w, t in targets:
            left -= w
            total += w * score(comp, t)
            if total + left < floor - 1e-9:
                return None
        return total

    members = [(value(c), c) for c in starts]
    for _ in range(steps):
        for k, (v, comp) in enumerate(members):
            child = mutate(comp, rng, locked)
            child_value = value(child, v)
            if child_value is not None and child_value >= v:
                members[k] = (child_value, child)
    return max(members)[1]


def response(rows: list, cols: list, prior: list) -> tuple:
    """The restricted Nash response: my mix over `rows` that maximises PRIOR × (wins against the `prior` weights of
    `cols`) + (1 − PRIOR) × (wins against their best column), from the game whose columns are that blend.
    Returns (my mix, their equilibrium mix, each row's worth: that blend against its own best column)."""
    matrix = [[score(r, c) for c in cols] for r in rows]
    typical = [sum(a * w for a, w in zip(row, prior)) for row in matrix]
    blended = [[PRIOR * t + (1 - PRIOR) * a for a in row] for row, t in zip(matrix, typical)]
    _, mine, theirs = solve(blended)
    return mine, theirs, [min(row) for row in blended]


@lru_cache(maxsize=1024)
def answers(mine: tuple, theirs: tuple) -> tuple:
    """My builds holding my open cards `mine` and the mix I play over them, given their open cards `theirs`:
    (builds, probabilities). Deterministic for the same open cards."""
    rng = Rng(hash_opens(mine, theirs))
    rows = [c for _, c in model(mine)]
    modelled = model(theirs)
    cols, prior = [c for _, c in modelled], [w for w, _ in modelled]
    for _ in range(ROUNDS):
        mix, their_mix, _ = response(rows, cols, prior)
        targets = [(PRIOR * w + (1 - PRIOR) * y, c) for w, y, c in zip(prior, their_mix, cols)]
        starts = sorted(rows, key=lambda r: -mix[rows.index(r)])[:WIDTH]
        reply = best_reply(rng, starts, [t for t in targets if t[0] > 0], mine, STEPS)
        if reply not in rows:
            rows.append(reply)
        mix, their_mix, _ = response(rows, cols, prior)
        starts = sorted(cols, key=lambda c: -(prior[cols.index(c)] + their_mix[cols.index(c)]))[:WIDTH]
        reply = best_reply(rng, starts, [(p, r) for p, r in zip(mix, rows) if p > 0], theirs, THEIR_STEPS)
        if reply not in cols:
            cols.append(reply)
            prior.append(0.0)
    mix, _, worth = response(rows, cols, prior)
    top = sorted(range(len(rows)), key=lambda i: -worth[i])[:MIX_TOP]
    return tuple(rows), tuple((1 - MIX) * p + (MIX / len(top) if i in top else 0.0) for i, p in enumerate(mix))


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
        fits = [(share, c) for share, c in POOL[:OPEN_FROM] if contains(c, picked)] or POOL[:OPEN_FROM]
        rest = without(fits[rng.weighted([share for share, _ in fits])][1], picked)
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


# --- the figures ------------------------------------------------------------------------------------------
def duel(build, shown, seat: int, games: int, seed: int = 1) -> float:
    """`strong`'s share of `games` face-to-face games from `seat` against a player who always builds `build` and
    shows `shown` (a draw counts half)."""
    from fudabako.core import derive_seed, get_game

    from .heuristics.laplaplus import fixed

    game, total = get_game("laplaplus"), 0.0
    players = [_strong, fixed(tuple(build), tuple(shown))]
    if seat == 1:
        players.reverse()
    for i in range(games):
        state, rng = game.new_state(derive_seed(seed, i)), Rng(derive_seed(seed, i))
        while not state.is_over():
            for p in state.to_move():
                state.apply(p, players[p](state.view(p, log=False), rng))
        total += state.result()[seat]
    return total / games


def bars(count: int = 10, games: int = 100, seed: int = 1) -> list:
    """The issue's figures for the pool's `count` best builds: how many of its one-card changes beat it (all are
    tried), and `strong`'s face-to-face share against it in each seat, when it shows its first four cards and
    when it shows its last four."""
    rows = []
    for share, comp in POOL[:count]:
        comp = tuple(comp)
        rows.append({"comp": list(comp), "share": share, "changes": len(changes(comp)),
                     "beaten_by": len(beaten_by(comp)),
                     "face_to_face": {name: [duel(comp, shown, seat, games, seed) for seat in (0, 1)]
                                      for name, shown in (("first4", comp[:4]), ("last4", comp[4:]))}})
    return rows
