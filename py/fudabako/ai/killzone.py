"""キルゾーン's `auto` player: it plays to win with the exact optimal chance.

The game is small: the only hidden thing is the deck's order, and the deck's contents are known (the view counts
them), so the next card is any of the deck's (or, when the deck is empty, the waiting zone's) cards alike. The
player rebuilds the state from its view and solves the game by expectimax over every action and every card that
can turn up, with the engine's own rules (`resolve`, `stack`, `start_turn`) making each step. Positions that differ
only in the order of the kill zone are one position (`_key`), and values are kept for the whole process, so after
the first game of a series most decisions are look-ups.
"""

from fudabako.core import get_game

from .random_player import random_choice

_VALUES: dict = {}  # position key -> value with best play
SCORE_WEIGHT = 1e-6  # a win first; among equal chances (to 1e-5), more enemies in the graveyard (the score)


def state_from_view(view: dict):
    """A KillzoneState equal to the real one but for the deck's order (which the view does not show)."""
    state = get_game("killzone").new_state(0)
    state.deck = [n for n, c in zip((1, 2, 3), view["deck_counts"]) for _ in range(c)]
    state.zone = [list(e) for e in view["zone"]]
    state.waiting = list(view["waiting"])
    state.grave = list(view["grave"])
    state.mana, state.damage, state.turn = view["mana"], view["damage"], view["turn"]
    state.log = []
    state.flipped, state.outcome = view["flipped"], view["outcome"]
    return state


def _key(state) -> tuple:
    return (tuple(sorted(state.deck)), tuple(sorted(state.waiting)), tuple(sorted(map(tuple, state.zone))),
            len(state.grave), state.mana, state.damage)


def _distinct_actions(state) -> list:
    """One action per different outcome: two targets with the same number and damage are the same choice."""
    seen, actions = set(), []
    for action in state.legal_actions(0):
        kind = action.payload["kind"]
        key = (kind, tuple(state.zone[action.payload["target"]])) if "target" in action.payload else (kind,)
        if key not in seen:
            seen.add(key)
            actions.append(action.id)
    return actions


def action_value(state, action_id: str) -> float:
    """The value of taking `action_id` in `state` (a decision position) and playing on perfectly: the chance to
    win, plus SCORE_WEIGHT times the expected score."""
    after = state.clone()
    after.log = []
    after.resolve(action_id)
    if after.outcome:
        return (after.outcome == "won") + SCORE_WEIGHT * after.score()
    key = ("flip", *_key(after))  # many actions in many positions lead to the same turn's end
    known = _VALUES.get(key)
    if known is None:
        known = _VALUES[key] = _flip_value(after)
    return known


def _flip_value(after) -> float:
    """The value of a turn's end: the average over the cards that can turn up next."""
    chances = after.next_cards(after.waiting)
    if not chances:
        after.start_turn()
        return value(after)
    total = 0.0
    for number, p in chances:
        nxt = after.clone()
        nxt.stack(nxt.waiting, number)
        nxt.start_turn()
        total += p * value(nxt)
    return total


def value(state) -> float:
    key = _key(state)
    known = _VALUES.get(key)
    if known is None:
        _VALUES[key] = -1.0  # in progress: the game has no loops, so this is never read
        known = _VALUES[key] = max(action_value(state, a) for a in _distinct_actions(state))
    assert known >= 0, "a position repeated itself"
    return known


def auto(view: dict, rng, memory=None) -> str:
    state = state_from_view(view)
    return max(_distinct_actions(state), key=lambda a: action_value(state, a))


PLAYERS = {"auto": auto, "random": random_choice}
