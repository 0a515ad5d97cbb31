"""BlackPoker computer players: `random`, `easy` (fixed priorities), `normal` (determinized rollouts, one step at a
time) and `strong` (whole moves, sharper rollouts).

No computer player makes BP-21's per-turn declaration: it spares handoffs at the table and is no move of the game
(`random` is uniform over the game's moves; a random player that declared would auto-pass through the other
player's turns and so play fewer of its harmful random answers, which made it measurably stronger).

`easy` reads only its view and follows fixed priorities: on its own turn it summons (hero, soldier, mage, ace),
sets a bulwark while it has fewer than two, equips, attacks with everything that may attack, breaks bulwarks and
throws, then ends; it never answers the other player's requests; it blocks an attacker with a soldier at least as
big, or with a bulwark; spells aim at the other side, buffs and equipment at its own; it discards its lowest cards
and takes its highest; it draws one card only and stops paying life costs when its life runs low.

`normal` (issue 4's `strong`, whose answers it keeps): each legal step of the decision (a request is built one
choice at a time) tried on 3 worlds dealt from the view, played on by `easy` for both players to the start of the
turn after the other player's next one and valued by `evaluate`. `simulate blackpoker --games 1000 --seed 7`, per
seat order: against random 91.8% / 92.5% (ライト+エントリー20) and 99.6% / 99.0% (スタンダード+パック); against easy
90.4% / 90.6% and 85.2% / 86.0%.

`strong` (issue 15): whole moves instead of single steps, a rollout player that knows the combat tricks, sequential
halving with a budget of rollouts, and rollouts' ends valued by a win chance fitted on self-play (`fitted`; see
"strong" below for why each). Its figures as it is now are in the last paragraph; those before are its history.
Against normal (`simulate blackpoker --players strong,normal`, then normal,strong, `--seed 21`, `22` and `23`, 16
games per seat order each), strong's wins of 96, ライト+エントリー20 / スタンダード+パック: 61 (63.5%, exact 95% interval
53.1–73.1%; 32 + 29 of 48 from seat 1 + seat 2) / 71 (74.0%, 64.0–82.4%; 31 + 40); with `evaluate` instead of the fit
(the branch's earlier strong) on the seed-21 third: 16 / 22 of 32. Earlier figures of that strong (`--seed 15`, of 32):
h:greedy 19 / 15; h:aggro 27 / 28; h:turtle 28 / 32; random (`--games 20 --seed 7`, of 40) 39 / 40. This strong against
h:greedy (`--seed 15` and `16`, 10 games per seat order each, of 40): 22 (55.0%, 38.5–70.7%; 13 + 9 of 20) / 30 (75.0%,
58.8–87.3%; 16 + 14): ライト+エントリー20's second seat is where it is weakest. The bars (65% against normal, 60% against every
heuristic) are not shown at these sizes. Tried and not kept: a one-turn rollout over 12 worlds with the fit (20 / 20 of
32, seed 21). Measuring sticks (not shipped): normal given the true state instead of dealt worlds won 42 of 80 against
normal (ライト+エントリー20), so the hidden cards are not what limits these searches; strong with a third turn of rollout won 24
of 50, and with the last four life cards counting double 25 of 50 / 25 of 50. CPU per decision (process time, 18 bench
positions per regulation, load ~8): median 120 / 37 ms, max 502 / 156 ms (normal: 31 / 45, max 183 / 127): above the 0.3
s aim in ライト+エントリー20's largest turns.

Then (issue 15, ライト+エントリー20, where the bars were missed): most of its rollouts end in a decided game (22 cards, 10 life,
games of 1–7 turns), so a move's worth over 2–8 worlds was a count of wins, many moves tied, and ties went to the first
in menu order; and its moves included breaking its own bulwark and countering its own request. Now a quarter of a move's
worth is the fitted chance right after it (`NOW`) and hostile actions aim at the other side only (`aimed`). 75 games per
seat order and seed (`simulate blackpoker --players strong,normal --games 75 --seed S --option regulation=R`, then
normal,strong), strong's wins of 150 per seed, seat 1 + seat 2: ライト+エントリー20, seeds 31–35: 98 (49 + 49), 102 (50 + 52),
104 (48 + 56), 100 (55 + 45), 103 (52 + 51) = 507 of 750, 67.6% (Wilson 95% 64.2–70.9%); the strong before this change
on seeds 31–33: 85 (45 + 40), 98 (50 + 48), 89 (45 + 44) = 272 of 450, 60.4%, against 304 of 450 (67.6%) now on the same
seeds. スタンダード+パック, seeds 31–32: 95 (43 + 52), 100 (49 + 51) = 195 of 300, 65.0%; before, seed 31: 100 (45 + 55). Against
h:greedy (ライト+エントリー20, seeds 31–32): 96 (47 + 49), 105 (50 + 55) = 201 of 300, 67.0% (61.5–72.1%). Measured, not kept:
16 worlds in batches of 4 (twice the rollouts, without `NOW` and `aimed`) won 95 and 104 on seeds 31–32 (199 of 300,
66.3%): more worlds help too, but double the decision time. These figures were taken while `aimed` still fell back to
every target when none was on the other side (strong then countered its own request 2 times in 12 games); it no longer
does. That level, 100 games a seed and seat order, seeds 51–60, ライト+エントリー20 (session 19): 628 of 1,000
moving first, 658 of 1,000 moving second, 1,286 of 2,000 = 64.3% (62.2–66.4%) against normal: under the 65% bar.

Now (session 20): sequential halving with a budget (`BUDGET` rollouts, at most `MOST_WORLDS` worlds) instead of 8 worlds
for every decision. The 8 worlds were too few where it mattered and spent alike where it did not: a turn of 32 moves had
its last two compared on 8 worlds, and a choice between two blocks on 8 as well. Now each round spends its share of the
budget on the moves still in the running, so a turn's last two moves see 23–24 worlds and a choice between two moves 24
each, for at most 120 rollouts a decision (the fixed plan: 120 for 32 moves, 16 for two). `simulate blackpoker --players
strong,normal --games 100 --seed S --option regulation=R` (then normal,strong), strong's wins per seed, Wilson 95%
intervals: ライト+エントリー20: moving first (seeds 61–66) 71, 72, 64, 70, 75, 75 = 427 of 600, 71.2% (67.4–74.6%); moving
second (seeds 61–64) 71, 74, 73, 67 = 285 of 400, 71.2% (66.6–75.5%); in all 712 of 1,000, 71.2% (68.3–73.9%).
スタンダード+パック, seeds 61–65: moving first 67, 78, 76, 79, 72 = 372 of 500, 74.4% (70.4–78.0%); moving second 80, 75, 67, 73,
64 = 359 of 500, 71.8% (67.7–75.6%); in all 731 of 1,000, 73.1% (70.3–75.8%). Against h:greedy (`--players
strong,h:greedy`, the same way): ライト+エントリー20, seeds 61–62: 67 + 68 moving first, 68 + 70 moving second = 273 of 400,
68.2% (63.5–72.6%); スタンダード+パック: 75 + 69 moving first, 72 + 71 moving second = 287 of 400, 71.8% (67.1–75.9%). A game
costs ~4 s of CPU (both players); CPU per decision inside Pyodide (under Node, 18 positions of random games per
regulation, `choose` timed): median 208 / 152 ms, max 634 / 333 ms.

Session 22: the search's worlds are quiet (`from_view(..., quiet=True)`: no log, nothing put into words), which made the
same decisions in 0.78x the CPU (`strong`, 112 positions; `normal` 0.85x on 383; `farm-bench`, 5 pairs with the code
before). Per decision inside Pyodide under Node, the same 18 positions: median 142 / 172 ms, max 333 / 371 ms; a first
own turn with a full hand (ライト+エントリー20, the first turns of 8 games) 379-481 ms.
"""

from fudabako.core.rng import Rng
from fudabako.games.blackpoker import BlackPoker
from fudabako.games.blackpoker.cards import number, suit
from fudabako.games.blackpoker.rules import AUTOPASS, STOPS, from_view

from .blackpoker_weights import WEIGHTS
from .fitting import chance

LOW_LIFE = 4  # no more life-costing actions from here
OWN_SIDE = {"up", "equip", "return", "reanimate", "raresummon"}  # actions aimed at one's own characters
TURN_PLAN = ("hero", "soldier", "mage", "ace", "bulwark", "equip", "attack", "force", "ambush", "recruit", "breach",
             "throw", "spear", "handes", "refill", "rain", "end")


def _owners(view: dict) -> dict:
    return {ch["id"]: q for q, seat in enumerate(view["seats"]) for ch in seat["field"]}


def _char(view: dict, cid: int) -> dict:
    return next(ch for seat in view["seats"] for ch in seat["field"] if ch["id"] == cid)


def _card_value(option: str) -> int:
    return number(option.split(":")[-1])


def _choices(view: dict) -> list:
    """The legal ids the computer players consider: never BP-21's declaration (a table convenience, no move)."""
    return [a["id"] for a in view["legal"] if a["id"] not in STOPS]


def random_move(view: dict, rng, memory=None) -> str:
    """Any move of the game, uniformly."""
    return rng.choice(_choices(view))


def easy(view: dict, rng, memory=None) -> str:
    ids = _choices(view)
    me = view["viewer"]
    if view["prep"]:
        return max(ids, key=_card_value)
    if view["decision"]:
        return _decide(view, ids, me)
    if view["build"]:
        return _build_step(view, ids, me)
    if view["turn"] != me or view["stage"]:
        return "pass" if "pass" in ids else ids[0]
    return own_turn(view, ids, TURN_PLAN)


def own_turn(view: dict, ids: list, plan: tuple, walls: int = 2, attacking: bool = True) -> str:
    """The first action of `plan` offered, but no bulwark beyond `walls`, no attack unless `attacking`, and no
    life-costing action once life runs low (life is what the other player must empty)."""
    me = view["viewer"]
    mine = view["seats"][me]["field"]
    life = view["seats"][me]["life"]
    for name in plan:
        if f"act:{name}" not in ids:
            continue
        if name == "bulwark" and sum(ch["kind"] == "bulwark" for ch in mine) >= walls:
            continue
        if name == "attack" and not attacking:
            continue
        cost = next(a["payload"]["cost"] for a in view["legal"] if a["id"] == f"act:{name}")
        if "L" in cost and life != "10+" and life <= LOW_LIFE:
            continue
        return f"act:{name}"
    return ids[0]


def _decide(view: dict, ids: list, me: int) -> str:
    kind = view["decision"]["kind"]
    if kind == "blockers":
        for option in ids[:-1]:
            _, a, b = option.split(":")
            attacker, blocker = _char(view, int(a)), _char(view, int(b))
            if blocker["kind"] == "bulwark" or blocker["size"] >= attacker["size"]:
                return option
        return "done"
    return _decide_fixed(kind, ids)


def _decide_fixed(kind: str, ids: list) -> str:
    """`easy`'s answers that need no look at the table: every attacker, one card drawn, the lowest discarded, the
    highest picked."""
    if kind == "attackers":
        return next((i for i in ids if i.startswith("attacker:")), "done")
    if kind == "draw":
        return "draw:0"
    if kind == "discard":
        return min(ids, key=_card_value)
    if all(i.startswith(("pick:", "rare:")) or i == "done" for i in ids) and any(i != "done" for i in ids):
        return max((i for i in ids if i != "done"), key=_card_value)
    return ids[0]


def _build_step(view: dict, ids: list, me: int) -> str:
    owners = _owners(view)
    return _build_choice([i for i in ids if i != "cancel"], view["build"]["action"], me, owners.__getitem__)


def _build_choice(choices: list, action: str, me: int, owner) -> str:
    """A build step's choice: the lowest card to discard, else the first offered, but a target on the side the
    action is for (`owner(character id)` says whose a character is)."""
    slot = choices[0].split(":")[0]
    if slot == "D":
        return min(choices, key=_card_value)
    if slot != "target":
        return choices[0]
    own = action in OWN_SIDE

    def fits(option):
        t = option.split(":")[1]
        if t[0] == "c":
            return (owner(int(t[1:])) == me) == own
        if t[0] == "p":
            return int(t[1:]) != me
        return True

    return next((c for c in choices if fits(c)), choices[0])


# --- easy on a state: the rollout player ------------------------------------------------------------------------------
def easy_state(state, p: int) -> str:
    """`easy`'s answer for `p` (the player to act) read from a state instead of a view: a rollout plays thousands
    of steps, and building a view for each (its legal actions, the table's key cards) cost three quarters of the
    search. It reads only what `p` may see of a sampled world; the tests check that it answers as `easy` does."""
    d = state.decision
    if d is not None:
        return _decide_state(state, d["kind"], d["options"])
    if state.build is not None:
        return _build_choice(state.build_step(p)[1], state.build["action"], p, lambda cid: state.find(cid)[0])
    if state.turn != p or state.stage:
        return "pass"
    return own_turn_state(state, p, TURN_PLAN)


def own_turn_state(state, p: int, plan: tuple) -> str:
    """`own_turn` (two bulwarks at most, attacking) on a state: the first action of `plan` it may start."""
    low = len(state.life[p]) <= LOW_LIFE
    walls = sum(ch["kind"] == "bulwark" for ch in state.field[p])
    for name in plan:
        if (name == "bulwark" and walls >= 2) or (low and "L" in state.cost(p, name)):
            continue
        if state.can_start(p, name):
            return f"act:{name}"
    raise AssertionError("エンド is always possible on one's own turn")


def _decide_state(state, kind: str, ids: list) -> str:
    if kind == "blockers":
        for option in ids[:-1]:
            _, a, b = option.split(":")
            (qa, attacker), (qb, blocker) = state.find(int(a)), state.find(int(b))
            if blocker["kind"] == "bulwark" or state.size(qb, blocker) >= state.size(qa, attacker):
                return option
        return "done"
    return _decide_fixed(kind, ids)


# --- normal: determinized rollouts over the AI's own view, step by step -----------------------------------------------
SAMPLES = 3  # determinizations per decision (the same ones for every candidate: common random numbers)
CANDIDATES = 8  # at most this many choices tried (easy's among them): a サーチ may offer a whole life to pick from
HORIZON = 2  # a rollout runs until this many turns have begun after the decision's turn (or the game ends)
MAX_STEPS = 160  # and no longer than this many steps
WIN = 100.0


def evaluate(state, me: int) -> float:
    """A state's worth to `me`: the life (the lose condition and the draw pile) first, then the board (soldier
    sizes, bulwarks) and the hand; a decided game dwarfs them."""
    if state.winner is not None:
        return WIN if state.winner == me else -WIN
    score = 0.0
    for q, sign in ((me, 1.0), (1 - me, -1.0)):
        board = sum(state.size(q, ch) * 0.25 if ch["kind"] == "soldier" else 1.0 for ch in state.field[q])
        score += sign * (len(state.life[q]) + board + 0.4 * len(state.hand[q]))
    return score


def _rollout(state, me: int, horizon: int, policy=easy_state, value=evaluate, steps: int = MAX_STEPS) -> float:
    """Both players play on as `policy` until `horizon` turns have begun after the decision's turn (or the game
    ends), at most `steps` steps; the end is valued by `value`."""
    stop = state.turn_no + horizon
    for _ in range(steps):
        movers = state.to_move()
        if state.winner is not None or state.turn_no >= stop or not movers:
            break
        state._apply(movers[0], policy(state, movers[0]))
    return value(state, me)


def search(view: dict, rng, samples: int = SAMPLES, horizon: int = HORIZON) -> str:
    """Each legal choice of this step (a whole request is built step by step, so every step is a choice) is tried
    on `samples` states dealt from the view (`from_view`), each played on by `easy` for both players up to the
    horizon and valued by `evaluate`; the best mean wins. Forced and set-up steps take the easy answer."""
    ids = [i for i in _choices(view) if i != "cancel"]
    if len(ids) == 1 or view["prep"]:
        return easy(view, rng) if view["prep"] else ids[0]
    if len(ids) > CANDIDATES:
        first = easy(view, rng)
        others = [i for i in ids if i != first]
        rng.shuffle(others)
        ids = [first] + others[:CANDIDATES - 1]
    me = view["viewer"]
    game = BlackPoker()
    worlds = [from_view(game, view, rng, quiet=True) for _ in range(samples)]
    totals = dict.fromkeys(ids, 0.0)
    for world in worlds:
        for i in ids:
            s = world.clone()
            s._apply(me, i)
            totals[i] += _rollout(s, me, horizon)
    return max(ids, key=lambda i: totals[i])


def normal(view: dict, rng, memory=None) -> str:
    return search(view, rng)


# --- strong -----------------------------------------------------------------------------------------------------------
# Why not `normal`'s search: a request is built one choice at a time (the action, its key card, its cost, its
# target), and `normal` values each choice by letting `easy` finish the rest, so アップ was valued with easy's key
# card and target (often the wrong soldier) and every discard was as good as any other: it threw away heroes and
# spent cards on answers that changed nothing. Here a candidate is a whole move (`moves`): a request built to its
# end, a pass, or a whole decision (a set of attackers, an assignment of blockers). Its rollout player (`sharp`) is
# `easy` with the tricks that decide a combat (アップ on an attacker nobody blocks, ダウン on one that would be
# lethal or that it kills, カウンター on the other side's アップ or 投擲, a chump block against a lethal attack):
# without them a hand is worth nothing in a rollout, so a search neither keeps its answers nor fears the other
# side's. Sequential halving spends the rollouts on the moves still in the running. A rollout's end is valued by a
# win chance fitted on the rollout player's self-play (`fitted`, `blackpoker_fit`) instead of `evaluate`'s hand-set
# weights: the fit, not a guess, says what a life card, a card in hand or a soldier is worth in each situation.
BUDGET = 128  # rollouts per decision, at most (a share of it each round of halving)
MOST_WORLDS = 24  # worlds dealt from the view per decision, at most
CAP = 32  # whole moves tried at most (a full hand at the start of a turn has ~20-40)
LONG_STEPS = 400  # `strong`'s rollout step limit (passes are steps: its worlds play without auto-pass)
LEAVES = 64  # ways to finish one id enumerated at most (a big combat has many sets of blockers)
NOW = 0.25  # the share of a move's value taken from the fitted chance right after it (the rest: its rollout's end)
MULTI = ("attackers", "blockers")  # decisions that pick several options one by one, then "done"


# --- strong: the rollout player ---------------------------------------------------------------------------------------
def unblocked(state, owner: int) -> list:
    """(size, id) of `owner`'s attackers in the current combat that no blocker stops, biggest first."""
    combat = state.combat
    if not combat:
        return []
    out = []
    for a in combat["attackers"]:
        q, ch = state.find(a)
        if ch is not None and not any(state.find(b)[1] for b in combat["blocks"].get(str(a), [])):
            out.append((max(0, state.size(q, ch)), a))
    return sorted(out, reverse=True)


def trick(state, p: int):
    """The combat trick `p` would start now, as (action, key card, target token), or None."""
    top = state.stage[-1] if state.stage else None
    hand = state.hand[p]
    if top is None or len(hand) < 2:
        return None
    if top["name"] == "judge":
        attacker = top["controller"]
        hits = unblocked(state, attacker)
        if not hits:
            return None
        life, total = len(state.life[1 - attacker]), sum(h for h, _ in hits)
        size, target = hits[0]
        if attacker == p:
            ups = [c for c in hand if suit(c) == "H" and 1 <= number(c) <= 10]
            if ups:
                key = max(ups, key=number)
                if total < life <= total + number(key) or number(key) >= 8:
                    return "up", key, f"c{target}"
        else:
            downs = [c for c in hand if suit(c) == "S" and 1 <= number(c) <= 10]
            if downs:
                key = max(downs, key=number)
                if total >= life > total - min(size, number(key)) or number(key) >= size >= 3:
                    return "down", key, f"c{target}"
        return None
    if top["controller"] != p and top["name"] in ("up", "throw"):
        need = number(top["keys"][0]) if len(top["keys"]) == 1 else 0
        counters = [c for c in hand if suit(c) == "C" and need <= number(c) <= 10]
        if counters:
            return "counter", min(counters, key=number), f"r{top['id']}"
    return None


def sharp(state, p: int) -> str:
    """The rollout player: `easy` (on the state), with the tricks of `trick` and a chump block against a lethal
    attack."""
    d, build = state.decision, state.build
    if d is not None and d["kind"] == "blockers":
        return _block(state, p, d["options"])
    if build is not None and build["action"] in ("up", "down", "counter"):
        slot, options = state.build_step(p)
        state.build = None  # the plan as it was when the build began
        plan = trick(state, p)
        state.build = build
        wanted = plan and {"key": f"key:{plan[1]}", "target": f"target:{plan[2]}"}.get(slot[0])
        if wanted in options:
            return wanted
        if slot[0] in ("key", "D"):  # the biggest key card, the lowest discard
            return (max if slot[0] == "key" else min)(options, key=_card_value)
        return options[0]
    if d is None and build is None and (state.turn != p or state.stage):
        plan = trick(state, p)
        return f"act:{plan[0]}" if plan and state.can_start(p, plan[0]) else "pass"
    return easy_state(state, p)


def _block(state, p: int, ids: list) -> str:
    """`easy`'s blocks; then, if what is left unblocked would take the whole life, the smallest character in front
    of the biggest attacker."""
    good = easy_state(state, p)
    blocks = [o for o in ids if o.startswith("block:")]
    if good != "done" or not blocks or sum(h for h, _ in unblocked(state, 1 - p)) < len(state.life[p]):
        return good

    def chump(option):
        _, a, b = option.split(":")
        (qa, attacker), (qb, blocker) = state.find(int(a)), state.find(int(b))
        return state.size(qa, attacker), -(state.size(qb, blocker) if blocker["kind"] == "soldier" else 0)

    return max(blocks, key=chump)


# --- strong: whole moves ----------------------------------------------------------------------------------------------
def _options(world, p: int):
    """(options, kind) of `p`'s step inside a build or a multi-pick decision; a D cost only from the two lowest
    cards, a B cost from the first charged bulwark."""
    if world.decision is not None:
        return list(world.decision["options"]), world.decision["kind"]
    slot, options = world.build_step(p)
    if slot[0] == "target":
        options = aimed(world, p, world.build["action"], options)
    if slot[0] == "D":
        options = sorted(options, key=_card_value)[:2]
    elif slot[0] == "B":
        options = options[:1]
    return options, "build"


HOSTILE = {"down", "breach", "spear", "kill", "counter"}  # aimed at the other side's characters or requests


def aimed(world, p: int, action: str, options: list) -> list:
    """The targets `strong` tries for `action`: a hostile action's on the other side, one of `OWN_SIDE` on `p`'s own
    (none when no target is on that side: `moves` then leaves the action out). Without this the search spent its
    worlds on breaking its own bulwark or countering its own request, and chose them when noise made them look as
    good as the rest."""
    if action not in HOSTILE and action not in OWN_SIDE:
        return options

    def owner(option):
        t = option.split(":")[1]
        if t[0] == "c":
            return world.find(int(t[1:]))[0]
        return next((r["controller"] for r in world.stage if f"r{r['id']}" == t), None)

    return [o for o in options if (owner(o) == p) == (action in OWN_SIDE)]


def _going_on(world, p: int, kind: str) -> bool:
    """Whether `p` is still inside the build or multi-pick decision `kind`."""
    if world.acting() != p:
        return False
    if kind == "build":
        return world.build is not None
    return world.decision is not None and world.decision["kind"] == kind


def _order(option: str) -> tuple:
    """attacker:<id> / block:<attacker>:<blocker> as numbers, to take several picks in one order only."""
    return tuple(int(x) for x in option.split(":")[1:])


def moves(world, p: int, ids: list, rng=None, cap: int = CAP) -> list:
    """`p`'s whole moves from here, each a list of steps: every legal id, continued (inside a build or a decision
    that picks several) by every pruned way to finish it. Several picks are a set, taken in one order; a blocker
    stands alone in front of its attacker. Over `cap` moves, the ids with the most ways lose some (at random with
    `rng`) until they fit, so that every id keeps at least one. An id whose every way aims where `aimed` does not
    (ダウン with no soldier on the other side) has none; if no id has any, each id alone is a move (its rollout ends
    the build)."""
    def finish(w, steps, kind, last, out):
        if len(out) >= LEAVES:
            return
        if not _going_on(w, p, kind):
            out.append(steps)
            return
        for o in _options(w, p)[0]:
            if kind in MULTI and o != "done":
                if _order(o) <= last or kind == "blockers" and _order(o)[0] == last[0]:
                    continue  # the same set in another order, or a second blocker for one attacker
            nxt = w.clone()
            nxt._apply(p, o)
            finish(nxt, steps + [o], kind, _order(o) if kind in MULTI and o != "done" else last, out)

    kind0 = "build" if world.build is not None else world.decision and world.decision["kind"]
    groups = []
    for i in ids:
        w = world.clone()
        w._apply(p, i)
        kind = kind0 if kind0 in ("build", *MULTI) else "build" if i.startswith("act:") else None
        group = []
        if kind and _going_on(w, p, kind):
            finish(w, [i], kind, _order(i) if kind in MULTI else (), group)
        else:
            group.append([i])
        groups.append(group)
    while sum(map(len, groups)) > cap:
        biggest = max(groups, key=len)
        biggest.pop(rng.below(len(biggest)) if rng else -1)
    return [steps for group in groups for steps in group] or [[i] for i in ids]


# --- strong: the fitted leaf value ------------------------------------------------------------------------------------
def _bucket(x: int, bounds: tuple) -> int:
    """The number of `bounds` that `x` reaches."""
    return sum(x >= b for b in bounds)


LIFE_BOUNDS = (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 30)
POWER_BOUNDS = (1, 3, 5, 8, 12, 17)
BLOCKS = (len(LIFE_BOUNDS) + 1, 8, len(POWER_BOUNDS) + 1, 5, 4, 2)  # values of each side's features (see below)
FEATURES = 1 + 2 * sum(BLOCKS) + 2  # a bias, both sides', whose turn it is


def features(state, me: int) -> list:
    """One-hot features of a state for `me`: per side its life, hand, soldiers' total size, soldiers, bulwarks and
    whether its soldiers' total reaches the other life (a threat), then whose turn it is."""
    found, base = [0], 1
    soldiers = [[state.size(q, ch) for ch in state.field[q] if ch["kind"] == "soldier"] for q in (0, 1)]
    for q in (me, 1 - me):
        power = sum(max(0, s) for s in soldiers[q])
        values = (_bucket(len(state.life[q]), LIFE_BOUNDS), min(len(state.hand[q]), 7), _bucket(power, POWER_BOUNDS),
                  min(len(soldiers[q]), 4), min(len(state.field[q]) - len(soldiers[q]), 3),
                  int(power >= len(state.life[1 - q])))
        for v, size in zip(values, BLOCKS):
            found.append(base + v)
            base += size
    found.append(base + int(state.turn == me))
    return found


def fitted(state, me: int) -> float:
    """`me`'s chance of a win, fitted by self-play (`blackpoker_fit`); 1 or 0 once the game is decided."""
    if state.winner is not None:
        return float(state.winner == me)
    return chance(features(state, me), WEIGHTS)


# --- strong: the search -----------------------------------------------------------------------------------------------
def _world(game, view: dict, rng):
    """A quiet state dealt from the view (`from_view`) in which every pass is the rollout player's own: no auto-pass
    scanning every action after each step."""
    world = from_view(game, view, rng, quiet=True)
    for key in AUTOPASS:
        world.options[key] = 0
    return world


def halving(view: dict, rng, budget: int = BUDGET, most: int = MOST_WORLDS, horizon: int = HORIZON, value=fitted,
            cap: int = CAP) -> str:
    """Sequential halving over whole moves with a budget of rollouts: each round spends its share of `budget` on
    the moves still in the running, each playing the same new worlds dealt from the view (common random numbers)
    to `horizon`, then keeps the better half, down to one; no move sees more than `most` worlds. So a turn of 32
    moves looks at each once or twice and at its last two on 20 or more, and a choice between two blocks spends
    the whole budget on those two. A move's worth in a world is `value` of its rollout's end, with a share `NOW`
    of `value` right after the move: in ライト+エントリー20 most rollouts end in a decided game, so the ends alone rate
    many moves alike."""
    ids = [i for i in _choices(view) if i != "cancel"]
    if view["prep"]:
        return easy(view, rng)
    if len(ids) == 1:
        return ids[0]
    me = view["viewer"]
    game = BlackPoker()
    first = _world(game, view, rng)
    if first.build is not None and view["decision"] is None and ids[0].startswith("target:"):
        ids = aimed(first, me, first.build["action"], ids) or ids  # a build begun must end somewhere
    candidates = moves(first, me, ids, rng, cap)
    if len(candidates) == 1:
        return candidates[0][0]
    alive, totals, dealt = list(range(len(candidates))), [0.0] * len(candidates), 0
    rounds = (len(candidates) - 1).bit_length()  # halvings down to one
    for _ in range(rounds):
        new = min(max(1, budget // (rounds * len(alive))), most - dealt)
        for n in range(new):
            w = first if dealt + n == 0 else _world(game, view, rng)
            for k in alive:
                s = w.clone()
                for step in candidates[k]:
                    s._apply(me, step)
                now = value(s, me)
                totals[k] += NOW * now + (1 - NOW) * _rollout(s, me, horizon, sharp, value, LONG_STEPS)
        dealt += new
        alive.sort(key=lambda k: -totals[k])  # stable: ties keep menu order
        alive = alive[:max(1, (len(alive) + 1) // 2)]
        if dealt >= most:
            break
    return candidates[alive[0]][0]


def strong(view: dict, rng, memory=None) -> str:
    return halving(view, rng)


PLAYERS = {"random": random_move, "easy": easy, "normal": normal, "strong": strong}
