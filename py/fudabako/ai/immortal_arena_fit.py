"""イモータルアリーナ: fitting `immortal_arena.win_chance` by self-play.

Each game is one player against itself (`easy` and the heuristic opponents in turn), with RANDOM of the moves
random so that the positions spread beyond one habit's. With the same player on both sides the winner tells what a
position is worth, not who played it: fitted to games between different players, the model learnt the stronger
player's habits and the search lost ground. Every position before a move is labelled with whether its player to
move went on to win, and the weights of `immortal_arena.features` are fitted to four fifths of the games by
logistic regression (maximum likelihood by Newton's method, with a small ridge so that a rare feature keeps a finite
weight); the other fifth measures how often the model names the winner. `python -m fudabako.ai.immortal_arena_fit
[games]` (3,000 by default, about a minute of CPU) runs it and rewrites `immortal_arena_weights.py`.
"""

import math
import sys
from pathlib import Path

from fudabako.core import Rng, derive_seed, get_game

from . import choose
from . import immortal_arena as ia

GAME = get_game("immortal-arena")
PLAYERS = ("easy", "h:greedy", "h:rush", "h:human")
RANDOM = 0.15
RIDGE = 1.0  # × |weights|² / 2 off the log-likelihood: nothing beside 100,000 positions, a bound on a rare feature
SEED = 1


def self_play(games: int, seed: int) -> list:
    """Per game, [(features of a position, 1 if its player to move won else 0)] over every position before a move."""
    played = []
    for g in range(games):
        game_seed = derive_seed(seed, g)
        level = PLAYERS[g % len(PLAYERS)]
        rng = Rng(game_seed)
        state = GAME.new_state(game_seed)
        seen = []
        while not state.is_over():
            p = state.board["turn"]
            seen.append((tuple(ia.features(state.board)), p))
            view = state.view(p, log=False)
            action = (rng.choice(view["legal"])["id"] if rng.random() < RANDOM
                      else choose(GAME.id, level, view, derive_seed(game_seed, len(seen))))
            state.apply(p, action)
        played.append([(found, int(state.winner == p)) for found, p in seen])
    return played


def logistic(weights: list, found) -> float:
    return 1 / (1 + math.exp(-sum(weights[k] * v for k, v in found)))


def solve(a: list, b: list) -> list:
    """x with a·x = b (Gaussian elimination with partial pivoting; `a` and `b` are overwritten)."""
    n = len(b)
    for c in range(n):
        r = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[r], b[c], b[r] = a[r], a[c], b[r], b[c]
        for r in range(c + 1, n):
            f = a[r][c] / a[c][c]
            if f:
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
                b[r] -= f * b[c]
    x = [0.0] * n
    for c in reversed(range(n)):
        x[c] = (b[c] - sum(a[c][k] * x[k] for k in range(c + 1, n))) / a[c][c]
    return x


def fit(rows: list) -> list:
    """The weights of the most likely logistic model of the rows' outcomes (less RIDGE/2 · |weights|²), by Newton's
    method from zero. Equal positions are counted together: the openings repeat a lot."""
    counts = {}
    for found, won in rows:
        c = counts.setdefault(found, [0, 0])
        c[0] += 1
        c[1] += won
    weights = [0.0] * ia.FEATURES
    for _ in range(30):
        gradient = [-RIDGE * w for w in weights]
        hessian = [[RIDGE * (j == k) for k in range(ia.FEATURES)] for j in range(ia.FEATURES)]
        for found, (n, wins) in counts.items():
            p = logistic(weights, found)
            miss, curve = wins - n * p, n * p * (1 - p)
            for j, u in found:
                gradient[j] += miss * u
                for k, v in found:
                    hessian[j][k] += curve * u * v
        step = solve(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step)]
        if max(map(abs, step)) < 1e-6:
            break
    return weights


def named_right(rows: list, weights: list) -> float:
    """The share of the rows whose winner the model names (a chance above 1/2 for the player to move who won)."""
    return sum((logistic(weights, found) > 0.5) == won for found, won in rows) / len(rows)


def write(weights: list) -> None:
    """Rewrites immortal_arena_weights.py, a commented line per group of weights."""
    groups = [("the score (points of the player to move, of the other) as in SCORES", 0, ia.PIECE_AT, 10),
              ("the player to move's warrior, fire mage, ice mage: fallen, × felling chance (not healing, "
               "healing), front, back", ia.PIECE_AT, ia.PIECE_AT + 15, 5),
              ("the other's warrior, fire mage, ice mage, the same", ia.PIECE_AT + 15, ia.KI_AT, 5),
              ("the fire mage's 気力 1, 2: the player to move's, the other's", ia.KI_AT, ia.OVERWHELM_AT, 4),
              ("1, 2 rows from 圧倒: the player to move, the other", ia.OVERWHELM_AT, ia.FEATURES, 4)]
    lines = ['"""イモータルアリーナ: the weights of `immortal_arena.features` (logit units), fitted by '
             '`immortal_arena_fit`."""', "", "WEIGHTS = ["]
    for comment, lo, hi, per_line in groups:
        lines.append(f"    # {comment}")
        lines += ["    " + ", ".join(f"{w:.4f}" for w in weights[k:min(k + per_line, hi)]) + ","
                  for k in range(lo, hi, per_line)]
    Path(__file__).with_name("immortal_arena_weights.py").write_text("\n".join(lines + ["]", ""]), encoding="utf-8")


def main(games: int = 3000) -> None:
    played = self_play(games, SEED)
    train = [row for g, rows in enumerate(played) if g % 5 for row in rows]
    held_out = [row for g, rows in enumerate(played) if not g % 5 for row in rows]
    weights = fit(train)
    print(f"{games} games: fitted to {len(train)} positions of {games - len(played[::5])}; the winner named in "
          f"{100 * named_right(held_out, weights):.1f}% of {len(held_out)} held-out positions", flush=True)
    write(weights)


if __name__ == "__main__":
    main(*map(int, sys.argv[1:]))
