"""対戦ダイススレイヤー heuristics. Everything is public: a turn takes one die into the stock; three equal or
consecutive stock dice remove the neighbouring values from one's own field (k dice: k² points, k-1 dice sent to
the rival); a field of 10 at the end of one's turn loses. They play the rules' own state from the view."""

from fudabako.core import Rng, get_game
from fudabako.core.protocol import copy_data
from fudabako.games.dice_slayer.rules import LOSING_FIELD, DiceSlayerState, neighbours


def state_from_view(view: dict, seed: int) -> DiceSlayerState:
    """The position the view shows, as a rules state whose future rolls come from `seed`."""
    state = DiceSlayerState.__new__(DiceSlayerState)
    state.game = get_game("dice-slayer")
    state.num_players = 2
    state.options = {}
    state.rng = Rng(seed)
    state.log = []
    state.reveals = 0
    for key in ("field", "stock", "grace"):
        setattr(state, key, [list(z) for z in view[key]])
    state.score = list(view["score"])
    state.current, state.phase, state.offset_left = view["current"], view["phase"], view["offset_left"]
    state.turn, state.arrived, state.last = view["turn"], list(view["arrived"]), copy_data(view["last"])
    state.winner = None if view["result"] is None else view["result"].index(1.0)
    return state


def finish_turn(state, player: int, action_id: str):
    """The state after `player` plays `action_id` and then ends the turn; offsets after a trigger (DS-4) are the
    first offered: which dice go changes no count nor roll that `greedy` weighs."""
    after = state.clone()
    after.apply(player, action_id)
    while after.winner is None and after.current == player and after.phase == "offset":
        after.apply(player, after.legal_actions(player)[0].id)
    return after


def takes(view: dict) -> list:
    """(action id, owner, value) of each take offered."""
    return [(a["id"], a["payload"]["owner"], a["payload"]["value"]) for a in view["legal"]]


def removal(stock: list, field: list) -> int:
    """How many dice of `field` the stock (if full) removes."""
    targets = neighbours(stock)
    return sum(1 for d in field if d in targets)


def offset_first(view: dict) -> str:
    """An offset step: the grace die whose value is commonest on my field (it would join the most dice)."""
    me = view["viewer"]
    field = view["field"][me]
    return max(view["legal"], key=lambda a: field.count(a["payload"]["value"]))["id"]


def greedy(view: dict, rng, memory=None) -> str:
    """One ply: the take whose finished turn leaves the best points lead and field balance (a die on my field
    costs 3 points, one on the rival's or its grace zone gains 3, 30 more near overflow)."""
    if view["phase"] == "offset":
        return offset_first(view)
    me = view["viewer"]
    state = state_from_view(view, rng.next64())

    def worth(after) -> float:
        if after.winner is not None:
            return 1e6 if after.winner == me else -1e6
        value = after.score[me] - after.score[1 - me]
        for p, sign in ((me, -1), (1 - me, 1)):
            load = len(after.field[p]) + len(after.grace[p])
            value += sign * (3 * load + (30 if load >= LOSING_FIELD - 3 else 0))
        return value

    return max(takes(view), key=lambda t: (worth(finish_turn(state, me, t[0])), rng.random()))[0]


def builder(view: dict, rng, memory=None) -> str:
    """A planner of big sets, blind to the rival: a take that triggers is worth its removal squared; any other is
    worth the best removal (squared, at 80%) that one more take could then make from the fields as they are."""
    if view["phase"] == "offset":
        return offset_first(view)
    me = view["viewer"]
    stock = view["stock"][me]

    def plan(take):
        _, owner, v = take
        now = (stock + [v])[-3:]
        fields = [list(f) for f in view["field"]]
        fields[owner].remove(v)
        if neighbours(now):
            return removal(now, fields[me]) ** 2 + 0.5
        nexts = {d for f in fields for d in f}
        return 0.8 * max((removal((now + [d])[-3:], fields[me]) ** 2 for d in nexts), default=0)

    return max(takes(view), key=lambda t: (plan(t), t[1] == me, rng.random()))[0]


def human(view: dict, rng, memory=None) -> str:
    """A sensible person: triggers when a take removes 2 or more dice; takes away the die the rival needs for a
    trigger of 3 or more; else keeps its own field small, taking from it a die that matches or follows its stock;
    else its commonest value."""
    if view["phase"] == "offset":
        return offset_first(view)
    me, them = view["viewer"], 1 - view["viewer"]
    mine, theirs = view["stock"][me], view["stock"][them]
    options = takes(view)
    for t in options:
        field = list(view["field"][me])
        if t[1] == me:
            field.remove(t[2])
        if neighbours((mine + [t[2]])[-3:]) and removal((mine + [t[2]])[-3:], field) >= 2:
            return t[0]
    for t in options:
        rival = (theirs + [t[2]])[-3:]
        if neighbours(rival) and removal(rival, view["field"][them]) >= 3:
            return t[0]
    own = [t for t in options if t[1] == me]
    fitting = [t for t in own if any(abs(t[2] - s) <= 1 for s in mine[-2:])]
    if fitting:
        return fitting[0][0]
    if own:
        field = view["field"][me]
        return max(own, key=lambda t: field.count(t[2]))[0]
    return options[0][0]


HEURISTICS = {"greedy": greedy, "builder": builder, "human": human}
