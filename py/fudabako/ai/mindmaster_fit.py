"""マインドマスター: fitting `mindmaster.value` by self-play.

`strong` plays itself; every position at the start of an attack is labelled with whether its attacker went on to
win, and the weights of `mindmaster.features` are fitted to those labels by logistic regression (Adagrad over the
one-hot features). Each round plays with the weights the previous round fitted, so the values become those of
`strong`'s own play. `python -m fudabako.ai.mindmaster_fit [rounds] [games]` runs it and rewrites
`mindmaster_weights.py`.
"""

import math
import sys
from pathlib import Path

from fudabako.core import Rng, derive_seed, get_game

from . import mindmaster

GAME = get_game("mindmaster")
EPOCHS = 12
RATE = 0.05
L2 = 1e-4


def self_play(games: int, seed: int) -> list:
    """[(position, 1 if its attacker won else 0)] over the round starts of `games` games."""
    rows = []
    for g in range(games):
        game_seed = derive_seed(seed, g)
        state = GAME.new_state(game_seed)
        starts = []
        actions = 0
        while not state.is_over():
            if state.phase == "attack" and state.pending == [None, None]:
                starts.append(mindmaster.position(state))
            for player in state.to_move():
                actions += 1
                view = state.view(player, log=False)
                state.apply(player, mindmaster.strong_choice(view, Rng(derive_seed(game_seed, actions))))
        rows += [(pos, int(state.winner == pos.attacker)) for pos in starts]
    return rows


def fit(rows: list, weights: list, seed: int = 1) -> list:
    """Logistic regression from `weights`: Adagrad over the rows' features, EPOCHS times in a seeded order."""
    rows = [(mindmaster.features(pos), won) for pos, won in rows]
    weights = list(weights)
    squares = [1e-8] * len(weights)
    order = list(range(len(rows)))
    rng = Rng(seed)
    for _ in range(EPOCHS):
        rng.shuffle(order)
        for j in order:
            found, won = rows[j]
            p = 1.0 / (1.0 + math.exp(-sum(weights[i] for i in found)))
            for i in found:
                g = p - won + L2 * weights[i]
                squares[i] += g * g
                weights[i] -= RATE * g / math.sqrt(squares[i])
    return weights


def log_loss(rows: list, weights: list) -> float:
    total = 0.0
    for pos, won in rows:
        p = 1.0 / (1.0 + math.exp(-sum(weights[i] for i in mindmaster.features(pos))))
        total -= math.log(p if won else 1.0 - p)
    return total / len(rows)


def write(weights: list) -> None:
    lines = ['"""マインドマスター: the weights of `mindmaster.features` (logit units), fitted by `mindmaster_fit`."""',
             "", "WEIGHTS = ["]
    lines += ["    " + ", ".join(f"{w:.4f}" for w in weights[i:i + 8]) + "," for i in range(0, len(weights), 8)]
    Path(__file__).with_name("mindmaster_weights.py").write_text("\n".join(lines + ["]", ""]), encoding="utf-8")


def main(rounds: int = 3, games: int = 4000) -> None:
    weights = list(mindmaster.VALUE.weights)
    for r in range(rounds):
        rows = self_play(games, 1000 + r)
        held_out = self_play(games // 10, 2000 + r)
        weights = fit(rows, weights, r)
        print(f"round {r}: {len(rows)} positions, held-out log loss {log_loss(held_out, weights):.4f}", flush=True)
        mindmaster.VALUE.weights = weights
        mindmaster.VALUE.cache.clear()
    write(weights)


if __name__ == "__main__":
    main(*map(int, sys.argv[1:]))
