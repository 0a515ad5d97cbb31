"""対戦ダイススレイヤー: fitting `dice_slayer.VALUE` by self-play.

`strong` plays itself (with SELF_PLAY_SAMPLES rolls); every position at the start of a take (the mover's new dice
in) is labelled with whether its mover went on to win, and the weights of `dice_slayer.features` are fitted to those
labels by logistic regression (Adagrad over the one-hot features). The first round starts from nothing (every
position an even chance: `strong` then only sees the wins and losses within its search); each round plays with the
weights the previous round fitted, so the values become those of `strong`'s own play. `python -m
fudabako.ai.dice_slayer_fit [rounds] [games]` runs it from scratch (4 rounds of 3,000 games: about 30 minutes
of CPU) and rewrites `dice_slayer_weights.py`.
"""

import math
import sys
from pathlib import Path

from fudabako.core import Rng, derive_seed, get_game

from . import dice_slayer

GAME = get_game("dice-slayer")
SELF_PLAY_SAMPLES = 3  # rolls `strong` samples in self-play: fewer than in play, for a fit four times quicker
EPOCHS = 10
RATE = 0.05
L2 = 1e-4


def self_play(games: int, seed: int) -> list:
    """[(features, 1 if the mover won else 0)] over the take positions of `games` games."""
    rows = []
    for g in range(games):
        game_seed = derive_seed(seed, g)
        state = GAME.new_state(game_seed)
        starts = []
        actions = 0
        while not state.is_over():
            player = state.current
            view = state.view(player, log=False)
            if state.phase == "take":
                starts.append(dice_slayer.position(view))
            actions += 1
            choice = dice_slayer.choose(view, Rng(derive_seed(game_seed, actions)), dice_slayer.two_turns,
                                        SELF_PLAY_SAMPLES)
            state.apply(player, choice)
        rows += [(dice_slayer.features(pos), int(state.winner == pos.mover)) for pos in starts]
    return rows


def chance(found: list, weights: list) -> float:
    return 1.0 / (1.0 + math.exp(-sum(weights[i] for i in found)))


def fit(rows: list, weights: list, seed: int) -> list:
    """Logistic regression from `weights`: Adagrad over the rows' features, EPOCHS times in a seeded order."""
    weights = list(weights)
    squares = [1e-8] * len(weights)
    order = list(range(len(rows)))
    rng = Rng(seed)
    for _ in range(EPOCHS):
        rng.shuffle(order)
        for j in order:
            found, won = rows[j]
            p = chance(found, weights)
            for i in found:
                g = p - won + L2 * weights[i]
                squares[i] += g * g
                weights[i] -= RATE * g / math.sqrt(squares[i])
    return weights


def log_loss(rows: list, weights: list) -> float:
    return -sum(math.log(chance(found, weights) if won else 1.0 - chance(found, weights))
                for found, won in rows) / len(rows)


def write(weights: list) -> None:
    lines = ['"""対戦ダイススレイヤー: the weights of `dice_slayer.features` (logit units), fitted by `dice_slayer_fit`."""',
             "", "WEIGHTS = ["]
    lines += ["    " + ", ".join(f"{w:.4f}" for w in weights[i:i + 10]) + "," for i in range(0, len(weights), 10)]
    Path(__file__).with_name("dice_slayer_weights.py").write_text("\n".join(lines + ["]", ""]), encoding="utf-8")


def main(rounds: int = 4, games: int = 3000) -> None:
    weights = [0.0] * dice_slayer.FEATURES
    for r in range(rounds):
        dice_slayer.VALUE = dice_slayer.Value(weights)
        rows = self_play(games, 1000 + r)
        held_out = self_play(games // 10, 2000 + r)
        weights = fit(rows, weights, r)
        print(f"round {r}: {len(rows)} positions, held-out log loss {log_loss(held_out, weights):.4f}", flush=True)
    write(weights)


if __name__ == "__main__":
    main(*map(int, sys.argv[1:]))
