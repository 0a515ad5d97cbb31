"""ヨミ's first computer players (ai/yomi.py; the game is not registered yet, so they are called directly)."""

import pytest

from fudabako.ai.yomi import PLAYERS, clash
from fudabako.core import Rng, derive_seed
from fudabako.games.yomi.cards import MOVES
from fudabako.games.yomi.rules import GAME


def play_out(seed: int, levels: tuple) -> list:
    rng = Rng(seed)
    chars = Rng(seed ^ 12345)
    state = GAME.new_state(seed, {"p1": 1 + chars.below(10), "p2": 1 + chars.below(10)})
    while not state.is_over():
        p = rng.choice(state.to_move())
        view = state.view(p)
        action = PLAYERS[levels[p]](view, rng, None)
        assert action in [a["id"] for a in view["legal"]]
        state.apply(p, action)
    return state.result()


def test_strong_plays_only_legal_actions_from_its_view():
    for i in range(6):
        play_out(derive_seed(5, i), ("strong", "strong"))


def test_clash_values_the_combat_matrix():
    grave = MOVES["grave"]
    me = {"char": "grave", "hand": [], "down": False, "mine": True}
    them = {"char": "grave", "hand": [], "down": False, "mine": False}
    attack, throw, block = grave["2h"][0], grave["7h"][0], grave["5h"][0]
    assert clash(attack, throw, me, them) > 0 > clash(throw, attack, me, them)
    assert clash(block, attack, me, them) > 0 and clash(throw, block, me, them) > 0


@pytest.mark.statistics
def test_strong_beats_random_with_mixed_characters():
    """Issue 6's bar: ≥ 90% against random (200 games a seat here; 2,000-game figures in the report)."""
    score = 0.0
    for seat in (0, 1):
        for i in range(200):
            levels = ("strong", "random") if seat == 0 else ("random", "strong")
            score += play_out(derive_seed(77 + seat, i), levels)[seat]
    assert score / 400 >= 0.90
