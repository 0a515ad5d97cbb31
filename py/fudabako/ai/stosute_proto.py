"""すとすて (プロトタイプ): the `strong` level plays the equilibrium of each round's 6×6 game, the payoff being
the victory points at stake (my power − their power: whoever is higher gains exactly that difference).

`yomi` plays the same rounds and reads the opponent (`reading`): it counts the opponent's revealed actions through
several lenses — ranked by what each action gains against any action alike (a player who plays what looks best), by
what it gains against that best-looking action (a player one step further), and by the action itself — reads
through the lens that has predicted it best, and mixes the best response to that prediction into the equilibrium.

Measured (`strength --game stosute-proto --games 2000 --seed 1`, the level's wins in seat 1 / seat 2): yomi against
random 89.9 / 91.0%, h:greedy 100 / 100%, h:counter 100 / 99.95%, h:human 89.4 / 89.6%; strong (the equilibrium)
against random 64.6 / 65.5%, h:greedy 52.3 / 51.8%, h:counter 52.3 / 51.5%, h:human 61.1 / 62.2%.
"""

from functools import lru_cache

from fudabako.games.stosute_proto.power import ACTIONS, RESOURCES, power

from .matrix import solve
from .random_player import random_choice
from .reading import Decision, OpponentModel, best_lens, reading_choice


def round_matrix(dice: dict) -> list:
    return [[power(mine, theirs, dice) - power(theirs, mine, dice) for theirs in ACTIONS] for mine in ACTIONS]


def strong_choice(view: dict, rng, memory=None) -> str:
    _, x, _ = solve(round_matrix(view["dice"]))
    return ACTIONS[rng.weighted(x)]


# --- reading -----------------------------------------------------------------------------------------------
def _ranks(key) -> dict:
    return {a: str(k) for k, a in enumerate(sorted(ACTIONS, key=key))}


def _looks_best(dice: dict) -> dict:
    """Action → its gain against the six actions alike."""
    return {a: sum(power(a, t, dice) - power(t, a, dice) for t in ACTIONS) for a in ACTIONS}


def _one_step_further(dice: dict) -> dict:
    looks = _looks_best(dice)
    top = max(ACTIONS, key=looks.get)
    return _ranks(lambda a: (power(top, a, dice) - power(a, top, dice), -looks[a], ACTIONS.index(a)))


LENSES = {  # lens → (dice → {action: label}); the first is the reader's guess before it has seen anything
    "looks": lambda dice: _ranks(lambda a, looks=_looks_best(dice): (-looks[a], ACTIONS.index(a))),
    "further": _one_step_further,
    "action": lambda dice: {a: a for a in ACTIONS},
}


@lru_cache(maxsize=None)
def labels_of(lens: str, rolled: str) -> dict:
    """A lens's labels under the dice `rolled` (RESOURCES order, e.g. "354"); 216 rolls, so each is worked out
    once (the reader relabels the whole game's history at every decision). Read-only."""
    return LENSES[lens](dict(zip(RESOURCES, map(int, rolled))))


def observations(view: dict) -> list:
    """The opponent's revealed actions this game, once through each lens: (situation, label) pairs."""
    them = 1 - view["viewer"]
    seen = []
    for entry in view["history"]:
        rolled, chosen = entry.split("|")
        theirs = chosen.split(",")[them]
        seen += [(f"{lens}:", labels_of(lens, rolled)[theirs]) for lens in LENSES]
    return seen


def yomi_choice(view: dict, rng, memory=None) -> str:
    model = OpponentModel(memory, observations(view))
    lens = best_lens(model, LENSES, len(ACTIONS))
    labels = labels_of(lens, "".join(str(view["dice"][r]) for r in RESOURCES))
    decision = Decision(list(ACTIONS), [labels[a] for a in ACTIONS], round_matrix(view["dice"]), f"{lens}:")
    return reading_choice(decision, rng, model)


PLAYERS = {"random": random_choice, "strong": strong_choice, "yomi": yomi_choice}
