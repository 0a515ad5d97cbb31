import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "py"))


@pytest.fixture
def plays_whole_games():
    """A check that `level` (seat 0, against `random`) plays whole games of `game_id` with legal actions only,
    and answers the same view and seed the same way."""
    from fudabako.ai import choose
    from fudabako.core import get_game

    def check(game_id: str, level: str, seeds=range(3), max_steps: int = 2000) -> None:
        for seed in seeds:
            state = get_game(game_id).new_state(seed)
            steps = 0
            while not state.is_over():
                for p in state.to_move():
                    view = state.view(p)
                    action = choose(game_id, level if p == 0 else "random", view, steps)
                    assert action == choose(game_id, level if p == 0 else "random", view, steps)
                    assert action in {a["id"] for a in view["legal"]}
                    state.apply(p, action)
                    steps += 1
                assert steps < max_steps

    return check
