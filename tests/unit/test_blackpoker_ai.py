"""BlackPoker computer players (unregistered game: the AI module is imported directly)."""

import pytest

from fudabako.ai.blackpoker import PLAYERS
from fudabako.core import Rng, derive_seed
from fudabako.games.blackpoker.rules import STOPS, BlackPoker

GAME = BlackPoker()


def play(reg, seed, seats, max_steps=None):
    """A game (or its first `max_steps` steps); no computer player makes BP-21's declaration."""
    s = GAME.new_state(seed, {"regulation": reg})
    rng = Rng(seed)
    steps = 0
    while not s.is_over() and steps != max_steps:
        p = s.to_move()[0]
        view = s.view(p)
        choice = PLAYERS[seats[p]](view, rng, None)
        assert choice in [a["id"] for a in view["legal"]]
        assert choice not in STOPS
        s.apply(p, choice)
        steps += 1
    return s.result()


@pytest.mark.parametrize("reg", [0, 3, 7])
def test_easy_plays_legal_actions_to_the_end_and_beats_random_more_often_than_not(reg):
    score = 0
    for i in range(10):
        seats = ["easy", "random"] if i % 2 == 0 else ["random", "easy"]
        score += play(reg, derive_seed(5, i), seats)[seats.index("easy")]
    assert score > 5


def test_bp21_strong_never_declares_its_stops():
    play(0, derive_seed(6, 0), ["strong", "strong"], max_steps=60)
