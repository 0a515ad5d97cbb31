"""Win chances fitted by self-play, for the games whose value is a logistic model over one-hot features: seeded
games of a level against itself label positions with whether their player went on to win, and a logistic regression
(Adagrad, in a seeded order) fits the weights, so that a rerun writes the same weights. `dice_slayer_fit` uses it
(`mindmaster_fit` runs the same loops)."""

import math
from pathlib import Path

from fudabako.core import Rng, derive_seed


def self_play(game, games: int, seed: int, spot, move) -> list:
    """[(features, 1 if its player won else 0)] over the positions of `games` seeded games: before each step
    `spot(state)` names a position to label, as (features, player), or None; `move(view, seed)` chooses each
    action, with a seed derived from the game's and the number of the action."""
    rows = []
    for g in range(games):
        game_seed = derive_seed(seed, g)
        state = game.new_state(game_seed)
        spots = []
        actions = 0
        while not state.is_over():
            found = spot(state)
            if found is not None:
                spots.append(found)
            for player in state.to_move():
                actions += 1
                state.apply(player, move(state.view(player, log=False), derive_seed(game_seed, actions)))
        rows += [(features, int(state.winner == player)) for features, player in spots]
    return rows


def chance(found, weights: list) -> float:
    """The fitted chance of a win for a position with the features `found`."""
    return 1.0 / (1.0 + math.exp(-sum(weights[i] for i in found)))


def fit(rows: list, weights: list, seed: int, epochs: int, rate: float = 0.05, l2: float = 1e-4) -> list:
    """Logistic regression from `weights`: Adagrad over `rows` [(features, won)], `epochs` times in a seeded order."""
    weights = list(weights)
    squares = [1e-8] * len(weights)
    order = list(range(len(rows)))
    rng = Rng(seed)
    for _ in range(epochs):
        rng.shuffle(order)
        for j in order:
            found, won = rows[j]
            p = chance(found, weights)
            for i in found:
                g = p - won + l2 * weights[i]
                squares[i] += g * g
                weights[i] -= rate * g / math.sqrt(squares[i])
    return weights


def log_loss(rows: list, weights: list) -> float:
    return -sum(math.log(chance(found, weights) if won else 1.0 - chance(found, weights))
                for found, won in rows) / len(rows)


def write(path: Path, title: str, weights: list, per_line: int) -> None:
    """Rewrites the weights module `path`: its docstring `title`, then WEIGHTS, `per_line` to a line (4 decimals)."""
    lines = [f'"""{title}"""', "", "WEIGHTS = ["]
    lines += ["    " + ", ".join(f"{w:.4f}" for w in weights[i:i + per_line]) + ","
              for i in range(0, len(weights), per_line)]
    path.write_text("\n".join(lines + ["]", ""]), encoding="utf-8")
