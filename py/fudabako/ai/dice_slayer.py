"""対戦ダイススレイヤー: `easy` looks one action ahead; `strong` searches its turn, the rival's reply and the
dice rolled in between (chance nodes sampled), valuing positions by how close each field is to overflowing
(DS-6), the removals each stock can make next turn (DS-3) and the score (DS-4).

Everything in the game is public, so the search rebuilds the rules' own state from the view; only the rolls to
come are unknown, and they are drawn from the AI's own generator, never the game's.
"""

from fudabako.core import Rng, get_game
from fudabako.core.protocol import copy_data
from fudabako.games.dice_slayer.rules import DiceSlayerState, neighbours

from .random_player import random_choice

ROLL_SAMPLES = 3  # sampled rolls per chance node of the rival's turn
WIN = 10_000.0


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


def best_removal(state, p: int) -> int:
    """The most dice p could remove with one take now (DS-3), from either field."""
    stock, field = state.stock[p][-2:], state.field[p]
    best = 0
    for v in set(state.field[0]) | set(state.field[1]):
        targets = neighbours(stock + [v])
        if targets:
            best = max(best, sum(1 for d in field if d in targets))
    return best


def danger(load: int) -> float:
    """How bad `load` dice (field + grace, which lands on the field) are: a turn adds 2 and takes 1 (DS-7)."""
    return 0.0 if load <= 4 else (load - 4) ** 2 * 6.0


def evaluate(state, me: int) -> float:
    if state.winner is not None:
        return WIN if state.winner == me else -WIN
    value = 0.0
    for p, sign in ((me, 1.0), (1 - me, -1.0)):
        load = len(state.field[p]) + len(state.grace[p])
        reach = best_removal(state, p)
        value += sign * (state.score[p] * 1.5 + reach ** 2 * 0.6 + reach * 2.0 - danger(load))
    return value


def finish_turn(state, player: int, action_id: str, seed: int | None = None):
    """The state after `player` plays `action_id` and then ends the turn, offsets after a trigger (DS-4) chosen
    greedily by value; `seed` redraws the rolls to come."""
    after = state.clone()
    if seed is not None:
        after.rng = Rng(seed)
    after.apply(player, action_id)
    while after.winner is None and after.current == player and after.phase == "offset":
        after = max((finish_turn(after, player, a.id) for a in after.legal_actions(player)),
                    key=lambda s: evaluate(s, player))
    return after


def turn_ends(state, player: int):
    """Every way `player` can finish the current turn: (first action id, state after the turn)."""
    return [(a.id, finish_turn(state, player, a.id)) for a in state.legal_actions(player)]


def easy_choice(view: dict, rng, memory=None) -> str:
    """One action ahead with the same valuation, blind to the rival's reply and the rolls to come; ties broken at
    random."""
    me = view["viewer"]
    state = state_from_view(view, rng.next64())
    scored = [(evaluate(after, me) + rng.random() * 1e-3, a) for a, after in turn_ends(state, me)]
    return max(scored)[1]


def strong_choice(view: dict, rng, memory=None) -> str:
    """Expectimax: my turn (max) → the rival's new dice (chance, sampled) → the rival's turn (min)."""
    me = view["viewer"]
    state = state_from_view(view, rng.next64())
    if state.phase == "offset":
        return max(turn_ends(state, me), key=lambda t: evaluate(t[1], me))[0]
    seeds = [rng.next64() for _ in range(ROLL_SAMPLES)]  # the same rolls for every action compared
    best, best_value = None, None
    for action in state.legal_actions(me):
        value = 0.0
        for seed in seeds:
            after = finish_turn(state, me, action.id, seed)
            if after.winner is not None:
                value += evaluate(after, me)
            else:
                value += min(evaluate(s, me) for _, s in turn_ends(after, 1 - me))
        value = value / ROLL_SAMPLES + rng.random() * 1e-3
        if best_value is None or value > best_value:
            best, best_value = action.id, value
    return best


PLAYERS = {"random": random_choice, "easy": easy_choice, "strong": strong_choice}
