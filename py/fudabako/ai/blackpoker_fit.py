"""BlackPoker: fitting `blackpoker.VALUE` (strong's leaf value) by self-play.

The rollout player `sharp` plays itself (a tenth of its steps random, for positions it would not reach alone) in
ライト+エントリー20 and スタンダード+パック; every position at the start of a turn is labelled with whether each player
went on to win, and the weights of `blackpoker.features` are fitted to those labels by logistic regression
(`fitting`). `python -m fudabako.ai.blackpoker_fit [games]` rewrites `blackpoker_weights.py`.
"""

import sys
from pathlib import Path

from fudabako.core import Rng, derive_seed
from fudabako.games.blackpoker import BlackPoker

from . import blackpoker, fitting

GAME = BlackPoker()
REGULATIONS = (0, 3)  # the two regulations of the bars
NOISE = 10  # one step in NOISE is random
EPOCHS = 10
MAX_STEPS = 4000


def self_play(games: int, seed: int) -> list:
    rows = []
    for g in range(games):
        game_seed = derive_seed(seed, g)
        s = GAME.new_state(game_seed, {"regulation": REGULATIONS[g % len(REGULATIONS)]})
        s.options["autopass1"] = s.options["autopass2"] = 0
        rng = Rng(game_seed)
        spots, turn = [], None
        for _ in range(MAX_STEPS):
            movers = s.to_move()
            if s.winner is not None or not movers:
                break
            if not s.prep and s.turn_no != turn:
                turn = s.turn_no
                spots += [(blackpoker.features(s, p), p) for p in (0, 1)]
            p = movers[0]
            if s.prep or rng.below(NOISE) == 0:
                step = rng.choice([a.id for a in s.legal_actions(p) if a.id not in blackpoker.STOPS])
            else:
                step = blackpoker.sharp(s, p)
            s._apply(p, step)
        if s.winner is not None:
            rows += [(found, int(s.winner == p)) for found, p in spots]
    return rows


def main(games: int = 2000) -> None:
    rows = self_play(games, 1000)
    held_out = self_play(games // 10, 2000)
    weights = fitting.fit(rows, [0.0] * blackpoker.FEATURES, 0, EPOCHS)
    print(f"{len(rows)} positions, held-out log loss {fitting.log_loss(held_out, weights):.4f}", flush=True)
    fitting.write(Path(__file__).with_name("blackpoker_weights.py"), "BlackPoker: the weights of "
                  "`blackpoker.features` (logit units), fitted by `blackpoker_fit`.", weights, 10)


if __name__ == "__main__":
    main(*map(int, sys.argv[1:]))
