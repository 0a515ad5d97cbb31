"""BlackPoker computer players: `random`, `easy` (fixed priorities) and `strong` (determinized rollouts).

No computer player makes BP-21's per-turn declaration: it spares handoffs at the table and is no move of the game
(`random` is uniform over the game's moves; a random player that declared would auto-pass through the other
player's turns and so play fewer of its harmful random answers, which made it measurably stronger).

`easy` reads only its view and follows fixed priorities: on its own turn it summons (hero, soldier, mage, ace),
sets a bulwark while it has fewer than two, equips, attacks with everything that may attack, breaks bulwarks and
throws, then ends; it never answers the other player's requests; it blocks an attacker with a soldier at least as
big, or with a bulwark; spells aim at the other side, buffs and equipment at its own; it discards its lowest cards
and takes its highest; it draws one card only and stops paying life costs when its life runs low.

`strong` (`simulate blackpoker --games 1000 --seed 7`, per seat order): against random 91.8% / 92.5% (ライト+エントリー20)
and 99.6% / 99.0% (スタンダード+パック); against easy 90.4% / 90.6% and 85.2% / 86.0%. Decisions with a choice take
~11–16 ms median, ≤ ~130 ms of CPython CPU.
"""

from fudabako.core.rng import Rng
from fudabako.games.blackpoker import BlackPoker
from fudabako.games.blackpoker.cards import number
from fudabako.games.blackpoker.rules import STOPS, from_view

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


# --- easy on a state: the rollout player -----------------------------------------------------------------------
def easy_state(state, p: int) -> str:
    """`easy`'s answer for `p` (the player to act) read from a state instead of a view: a rollout plays thousands
    of steps, and building a view for each (its legal actions, the table's key cards) cost three quarters of the
    search. It reads only what `p` may see of a sampled world; the tests check that it answers as `easy` does."""
    d = state.decision
    if d is not None:
        return _decide_state(state, d["kind"], d["options"])
    if state.build is not None:
        slots, picks = state.slots(p, state.build["action"]), state.build["picks"]
        choices = [c for c in state.candidates(p, slots[len(picks)], picks)
                   if state.completable(p, slots, picks + [c])]
        return _build_choice(choices, state.build["action"], p, lambda cid: state.find(cid)[0])
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


# --- strong: determinized rollouts over the AI's own view -------------------------------------------------------
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


def _rollout(state, me: int, horizon: int) -> float:
    """Both players play on as `easy` (`easy_state`) until `horizon` turns have begun after the decision's turn
    (or the game ends), at most MAX_STEPS steps."""
    stop = state.turn_no + horizon
    for _ in range(MAX_STEPS):
        movers = state.to_move()
        if state.winner is not None or state.turn_no >= stop or not movers:
            break
        state._apply(movers[0], easy_state(state, movers[0]))
    return evaluate(state, me)


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
    worlds = [from_view(game, view, rng) for _ in range(samples)]
    totals = dict.fromkeys(ids, 0.0)
    for world in worlds:
        for i in ids:
            s = world.clone()
            s._apply(me, i)
            totals[i] += _rollout(s, me, horizon)
    return max(ids, key=lambda i: totals[i])


def strong(view: dict, rng, memory=None) -> str:
    return search(view, rng)


PLAYERS = {"random": random_move, "easy": easy, "strong": strong}
