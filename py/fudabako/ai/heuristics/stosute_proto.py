"""すとすて (プロトタイプ) heuristics: each round's gain is my power minus theirs (SP-3), both depending on the dice
and on the pair of actions."""

from math import exp

from fudabako.games.stosute_proto.power import ACTIONS, power


def edge(mine: str, theirs: str, dice: dict) -> int:
    return power(mine, theirs, dice) - power(theirs, mine, dice)


def expected_edge(mine: str, dice: dict) -> float:
    """My gain against an opponent choosing any of the six actions alike."""
    return sum(edge(mine, theirs, dice) for theirs in ACTIONS) / len(ACTIONS)


def greedy_action(dice: dict) -> str:
    return max(ACTIONS, key=lambda a: expected_edge(a, dice))


def greedy(view: dict, rng, memory=None) -> str:
    """One ply: the action with the best gain against a uniform opponent."""
    return greedy_action(view["dice"])


def counter(view: dict, rng, memory=None) -> str:
    """One step further: expects the opponent to play `greedy` and plays the best answer to that."""
    dice = view["dice"]
    theirs = greedy_action(dice)
    return max(ACTIONS, key=lambda a: (edge(a, theirs, dice), expected_edge(a, dice)))


def human(view: dict, rng, memory=None) -> str:
    """A sensible person: leans towards the actions that look good against anything, without always taking the
    best (odds growing exponentially with the gain, two points of gain = e times likelier)."""
    dice = view["dice"]
    return ACTIONS[rng.weighted([exp(expected_edge(a, dice) / 2) for a in ACTIONS])]


HEURISTICS = {"greedy": greedy, "counter": counter, "human": human}
