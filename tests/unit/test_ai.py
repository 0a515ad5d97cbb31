import random

import pytest

from fudabako.ai import choose, levels_for
from fudabako.ai.matrix import solve
from fudabako.ai.stosute_proto import round_matrix
from fudabako.core import get_game


def test_matrix_solver_finds_value_and_unexploitable_strategies():
    rnd = random.Random(1)
    for _ in range(300):
        m, n = rnd.randint(1, 7), rnd.randint(1, 7)
        a = [[rnd.randint(-5, 5) for _ in range(n)] for _ in range(m)]
        value, x, y = solve(a)
        assert min(x) >= 0 and min(y) >= 0 and sum(x) == pytest.approx(1) and sum(y) == pytest.approx(1)
        best_row = max(sum(a[i][j] * y[j] for j in range(n)) for i in range(m))
        best_col = min(sum(a[i][j] * x[i] for i in range(m)) for j in range(n))
        assert best_row == pytest.approx(value, abs=1e-9) and best_col == pytest.approx(value, abs=1e-9)


def test_closed_form_3x3_path_agrees_with_the_definition():
    rnd = random.Random(2)
    for _ in range(500):
        a = [[rnd.choice([rnd.random(), rnd.randint(-3, 3)]) for _ in range(3)] for _ in range(3)]
        value, x, y = solve(a)
        assert min(x) >= 0 and min(y) >= 0
        assert max(sum(a[i][j] * y[j] for j in range(3)) for i in range(3)) == pytest.approx(value, abs=1e-9)
        assert min(sum(a[i][j] * x[i] for i in range(3)) for j in range(3)) == pytest.approx(value, abs=1e-9)


def test_matrix_solver_on_janken():
    value, x, y = solve([[0, 1, -1], [-1, 0, 1], [1, -1, 0]])
    assert value == pytest.approx(0) and x == pytest.approx([1 / 3] * 3) and y == pytest.approx([1 / 3] * 3)


def test_levels_and_unknown_level():
    assert [lv["id"] for lv in levels_for("dice-janken")] == ["random", "strong", "yomi"]
    view = get_game("dice-janken").new_state(1).view(0)
    with pytest.raises(ValueError):
        choose("dice-janken", "godlike", view, 1)


@pytest.mark.parametrize("game_id", ["dice-janken", "stosute-proto"])
@pytest.mark.parametrize("level", ["random", "strong", "yomi"])
def test_ai_picks_a_legal_action_from_its_view_alone(game_id, level):
    state = get_game(game_id).new_state(3)
    for seat in (0, 1):
        view = state.view(seat)
        assert choose(game_id, level, view, 5) in {a["id"] for a in view["legal"]}
        assert choose(game_id, level, view, 5) == choose(game_id, level, view, 5)  # seeded


def test_stosute_strong_never_plays_a_dominated_action():
    dice = {"food": 6, "production": 1, "money": 1}
    _, x, _ = solve(round_matrix(dice))
    matrix = round_matrix(dice)
    assert matrix == [[-v for v in col] for col in zip(*matrix)]  # symmetric zero-sum: value 0
    for i, row in enumerate(matrix):
        for k, other in enumerate(matrix):
            if k != i and all(o >= r for o, r in zip(other, row)) and other != row:
                assert x[i] == pytest.approx(0, abs=1e-9)
