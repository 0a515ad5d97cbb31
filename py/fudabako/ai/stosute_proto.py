"""すとすて (プロトタイプ): the `strong` level plays the equilibrium of each round's 6×6 game, the payoff being
the victory points at stake (my power − their power: whoever is higher gains exactly that difference)."""

from fudabako.games.stosute_proto.power import ACTIONS, power

from .matrix import solve
from .random_player import random_choice


def round_matrix(dice: dict) -> list:
    return [[power(mine, theirs, dice) - power(theirs, mine, dice) for theirs in ACTIONS] for mine in ACTIONS]


def strong_choice(view: dict, rng, memory=None) -> str:
    _, x, _ = solve(round_matrix(view["dice"]))
    return ACTIONS[rng.weighted(x)]


PLAYERS = {"random": random_choice, "strong": strong_choice}
