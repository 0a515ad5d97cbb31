"""対戦ダイススレイヤー: fitting `dice_slayer.VALUE` by self-play.

`strong` plays itself (with SELF_PLAY_SAMPLES rolls); every position at the start of a take (the mover's new dice
in) is labelled with whether its mover went on to win, and the weights of `dice_slayer.features` are fitted to those
labels by logistic regression (`fitting`). The first round starts from nothing (every position an even chance:
`strong` then only sees the wins and losses within its search); each round plays with the weights the previous round
fitted, so the values become those of `strong`'s own play. `python -m fudabako.ai.dice_slayer_fit [rounds] [games]`
runs it from scratch (4 rounds of 3,000 games: about 30 minutes of CPU) and rewrites `dice_slayer_weights.py`.
"""

import sys
from pathlib import Path

from fudabako.core import Rng, get_game

from . import dice_slayer, fitting

GAME = get_game("dice-slayer")
SELF_PLAY_SAMPLES = 3  # rolls `strong` samples in self-play: fewer than in play, for a fit four times quicker
EPOCHS = 10
RATE = 0.05
L2 = 1e-4


def spot(state):
    """A take position (the mover's new dice in): its features and its mover."""
    if state.phase != "take":
        return None
    position = dice_slayer.position(state.view(state.current, log=False))
    return dice_slayer.features(position), position.mover


def move(view: dict, seed: int) -> str:
    """`strong`'s choice with SELF_PLAY_SAMPLES rolls."""
    return dice_slayer.choose(view, Rng(seed), dice_slayer.two_turns, SELF_PLAY_SAMPLES)


def main(rounds: int = 4, games: int = 3000) -> None:
    weights = [0.0] * dice_slayer.FEATURES
    for r in range(rounds):
        dice_slayer.VALUE = dice_slayer.Value(weights)
        rows = fitting.self_play(GAME, games, 1000 + r, spot, move)
        held_out = fitting.self_play(GAME, games // 10, 2000 + r, spot, move)
        weights = fitting.fit(rows, weights, r, EPOCHS, RATE, L2)
        print(f"round {r}: {len(rows)} positions, held-out log loss {fitting.log_loss(held_out, weights):.4f}",
              flush=True)
    fitting.write(Path(__file__).with_name("dice_slayer_weights.py"), "対戦ダイススレイヤー: the weights of "
                  "`dice_slayer.features` (logit units), fitted by `dice_slayer_fit`.", weights, 10)


if __name__ == "__main__":
    main(*map(int, sys.argv[1:]))
