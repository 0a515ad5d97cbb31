"""Heuristic opponents: simple rule-based players that measure the levels (`strength`, tests), never offered to a
person as a level.

An outside audit measured our levels against players it wrote from the rules; these are our own of that kind, at
least three per two-player game, each a different way of playing well without search: a one-ply greedy player, a
fixed habit, a "sensible human" rule set (and where a game invites it, a player that expects the others' habits).
They live apart from the levels (one module per game, `HEURISTICS = {name: fn(view, rng, memory) -> action id}`)
so that no level is tuned against their code, only against their play, and so that the levels' modules stay
what the page offers. Like every player they see only their own view. `choose` plays them as `h:<name>`.
"""

import importlib

HEURISTIC = "h:"  # the prefix that names a heuristic where a level could stand (`simulate --players strong,h:greedy`)


def heuristics_for(game_id: str) -> dict:
    """{name: player} of the game's heuristic opponents ({} for a game without them, e.g. the solo games)."""
    name = f"{__name__}.{game_id.replace('-', '_')}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:  # a module the heuristics need is missing: that is a bug, not "no heuristics"
            raise
        return {}
    return module.HEURISTICS
