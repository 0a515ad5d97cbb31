"""キルゾーン プロトタイプ2's `auto` player: a short expectimax with a hand-tuned valuation.

The game goes on wave after wave, so it cannot be solved whole like the first prototype (one wave's exact solution
is already ~10⁵ positions by wave 2); instead the player tries every action, lets the engine resolve it
(`resolve`), and values the position at the end of the turn (`worth`): the XP banked, what the kill zone will add,
life and karate in hand, how many unbound enemies the next card will join, and the HP still to cut through. With
`DEPTH` 2 it also looks one turn further, averaging over the cards that can turn up (`next_cards`, `stack`: the
deck's contents are known, only its order is hidden). Actions that keep the turn (Interview, Tatsumaki-ken) are
followed by the best next action of the same turn. The weights were chosen by simulation over the same 300 games
(mean score 26.5 before, 31.5 with `calm` 6; other single changes scored 27.6-31.0). A wave's end is looked past
like any other turn's end: valuing it as it stands (a "quiet" position) scored 29.2 on the same games.
"""

from fudabako.core import get_game
from fudabako.games.killzone.enemies import left

from .random_player import random_choice

DEPTH = 2  # turns looked ahead
MAX_KEPT = 2_000_000  # positions valued and kept (about 0.5 GB at most)
_VALUES: dict = {}
WEIGHTS = {
    "base": 20.0,  # what being alive is worth before the rest (keeps the prospects above 0)
    "kill_xp": 0.6,  # per point in the kill zone (XP once the wave ends)
    "kill": 1.5,  # per enemy in the kill zone (the wave's progress)
    "life": (0.0, 0.0, 10.0, 16.0, 20.0, 23.0, 25.0, 26.0),  # by life left: the margin against a game over
    "karate": 3.0,  # per point of karate (a bind or a kaishaku in hand)
    "calm": 6.0,  # no unbound enemy: the next card can be left alone for a turn
    "unbound": 6.0,  # per unbound enemy beyond the first
    "hp": 0.8,  # per HP left on unbound enemies
    "bound_hp": 0.4,  # per HP left on bound enemies (harmless, but still to be felled)
}


def state_from_view(view: dict):
    """A KillzoneNinjaState equal to the real one but for the deck's order (which the view does not show)."""
    state = get_game("killzone-ninja").new_state(0)
    state.deck = [n for n, c in zip((1, 2, 3), view["deck_counts"]) for _ in range(c)]
    state.field = [list(e) for e in view["field"]]
    state.kill, state.discard = list(view["kill"]), list(view["discard"])
    state.life, state.karate, state.xp, state.wave = view["life"], view["karate"], view["xp"], view["wave"]
    state.turn, state.log = view["turn"], []
    state.flipped, state.last_wave, state.over = view["flipped"], view["last_wave"], view["over"]
    return state


def worth(state, w=WEIGHTS) -> float:
    """How good a position at the end of a turn is, in XP-like points (a finished game is worth its score)."""
    if state.over:
        return float(state.xp)
    unbound = [e for e in state.field if not e[2]]
    life = w["life"][min(state.life, len(w["life"]) - 1)]
    prospects = (w["base"] + w["kill_xp"] * sum(state.kill) + w["kill"] * len(state.kill) + life
                 + w["karate"] * state.karate + (w["calm"] if not unbound else -w["unbound"] * (len(unbound) - 1))
                 - w["hp"] * sum(left(e) for e in unbound) - w["bound_hp"] * sum(left(e) for e in state.field if e[2]))
    return state.xp + max(0.01, prospects)  # XP never goes down: being alive is worth more than the game's end


def _distinct_actions(state) -> list:
    """One action per different outcome: two targets alike (number, damage, bound) are the same choice."""
    seen, actions = set(), []
    for action in state.legal_actions(0):
        target = action.payload.get("target")
        key = (action.payload["kind"], None if target is None else tuple(state.field[target]))
        if key not in seen:
            seen.add(key)
            actions.append(action.id)
    return actions


def _key(state, depth: int) -> tuple:
    """Positions that differ only in the order of the cards on the table are one position."""
    return (depth, tuple(sorted(state.deck)), tuple(sorted(state.discard)), tuple(sorted(map(tuple, state.field))),
            tuple(sorted(state.kill)), state.life, state.karate, state.xp, state.wave)


def decision_value(state, depth: int) -> float:
    """The value of a position where the player is to act, looking `depth` turns ahead (kept for the process:
    the same positions come back within and across games)."""
    key = _key(state, depth)
    value = _VALUES.get(key)
    if value is None:
        if len(_VALUES) > MAX_KEPT:
            _VALUES.clear()
        value = _VALUES[key] = max(action_value(state, a, depth) for a in _distinct_actions(state))
    return value


def action_value(state, action_id: str, depth: int) -> float:
    after = state.clone()
    if not after.resolve(action_id):
        return decision_value(after, depth)
    if after.over or depth <= 1:
        return worth(after)
    chances = after.next_cards(after.discard) or [(None, 1.0)]
    total = 0.0
    for number, p in chances:
        nxt = after.clone()
        if number is not None:
            nxt.stack(nxt.discard, number)
        nxt.start_turn()
        total += p * (worth(nxt) if nxt.over else decision_value(nxt, depth - 1))
    return total


def auto(view: dict, rng, memory=None) -> str:
    state = state_from_view(view)
    return max(_distinct_actions(state), key=lambda a: action_value(state, a, DEPTH))


PLAYERS = {"auto": auto, "random": random_choice}
