"""マインドマスター: fitting `mindmaster.value` by self-play.

`strong` plays itself; every position at the start of an attack is labelled with whether its attacker went on to
win, and the weights of `mindmaster.features` are fitted to those labels by logistic regression (`fitting`). Each
round plays with the weights the previous round fitted, so the values become those of `strong`'s own play.
`python -m fudabako.ai.mindmaster_fit [rounds] [games]` runs it and rewrites `mindmaster_weights.py`.
"""

import sys
from pathlib import Path

from fudabako.core import Rng, get_game

from . import fitting, mindmaster

GAME = get_game("mindmaster")
EPOCHS = 12
RATE = 0.05
L2 = 1e-4


def spot(state):
    """A round's start: its attack position's features and its attacker."""
    if state.phase != "attack" or state.pending != [None, None]:
        return None
    position = mindmaster.position(state)
    return mindmaster.features(position), position.attacker


def move(view: dict, seed: int) -> str:
    """`strong`'s choice."""
    return mindmaster.strong_choice(view, Rng(seed))


def main(rounds: int = 3, games: int = 4000) -> None:
    weights = list(mindmaster.VALUE.weights)
    for r in range(rounds):
        rows = fitting.self_play(GAME, games, 1000 + r, spot, move)
        held_out = fitting.self_play(GAME, games // 10, 2000 + r, spot, move)
        weights = fitting.fit(rows, weights, r, EPOCHS, RATE, L2)
        print(f"round {r}: {len(rows)} positions, held-out log loss {fitting.log_loss(held_out, weights):.4f}",
              flush=True)
        mindmaster.VALUE.weights = weights
        mindmaster.VALUE.cache.clear()
    fitting.write(Path(__file__).with_name("mindmaster_weights.py"), "マインドマスター: the weights of "
                  "`mindmaster.features` (logit units), fitted by `mindmaster_fit`.", weights, 8)


if __name__ == "__main__":
    main(*map(int, sys.argv[1:]))
