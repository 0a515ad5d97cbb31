"""Rulings DJ-1..DJ-6 of サイコロじゃんけん (shared/rulings/dice-janken.md) and the seed's rules."""

import pytest

from fudabako.ai import dice_janken as solver
from fudabako.ai.exact import EXACT_SOLVERS
from fudabako.core import get_game

GAME = get_game("dice-janken")


def with_dice(state, rock, scissors, paper):
    state.dice = {"rock": rock, "scissors": scissors, "paper": paper}
    return state


def test_dj1_endurance_starts_at_12_and_is_an_option_from_6_to_30():
    assert GAME.new_state(1).endurance == [12, 12]
    assert GAME.new_state(1, {"endurance": 6}).endurance == [6, 6]
    assert GAME.new_state(1, {"endurance": 30}).endurance == [30, 30]
    option = GAME.options[0]
    assert (option.key, option.default, option.minimum, option.maximum, option.ruling) == ("endurance", 12, 6, 30, "DJ-1")


def test_dj2_dice_are_rolled_every_round_and_both_see_them_before_choosing():
    state = GAME.new_state(4)
    seen = []
    for _ in range(30):
        assert state.view(0)["dice"] == state.view(1)["dice"] == state.dice
        seen.append(tuple(state.dice.values()))
        state.apply(0, "rock")
        state.apply(1, "rock")  # ties: nothing happens but the dice are rolled anew
    assert len(set(seen)) > 20
    assert state.round == 31


def test_dj3_all_three_hands_are_always_available_and_chosen_secretly():
    state = GAME.new_state(2)
    for _ in range(5):
        assert [a.id for a in state.legal_actions(0)] == ["rock", "scissors", "paper"]
        state.apply(0, "paper")
        assert state.view(1)["my_choice"] is None
        assert [a.id for a in state.legal_actions(1)] == ["rock", "scissors", "paper"]
        state.apply(1, "paper")


@pytest.mark.parametrize("a,b,winner,die", [
    ("rock", "scissors", 0, "rock"), ("scissors", "paper", 0, "scissors"), ("paper", "rock", 0, "paper"),
    ("scissors", "rock", 1, "rock"), ("paper", "scissors", 1, "scissors"), ("rock", "paper", 1, "paper"),
])
def test_dj4_the_winning_hands_die_is_the_damage(a, b, winner, die):
    state = with_dice(GAME.new_state(1), 2, 3, 5)
    state.apply(0, a)
    state.apply(1, b)
    expected = [12, 12]
    expected[1 - winner] -= {"rock": 2, "scissors": 3, "paper": 5}[die]
    assert state.endurance == expected
    assert state.last["winner"] == winner


def test_dj4_a_tie_does_nothing_and_there_is_never_a_draw():
    state = with_dice(GAME.new_state(1), 6, 6, 6)
    state.apply(0, "scissors")
    state.apply(1, "scissors")
    assert state.endurance == [12, 12] and state.last["winner"] is None and state.result() is None


def test_dj5_endurance_zero_or_less_loses_at_once():
    state = with_dice(GAME.new_state(1, {"endurance": 6}), 6, 1, 1)
    state.apply(0, "rock")
    state.apply(1, "scissors")
    assert state.endurance == [6, 0]
    assert state.result() == [1.0, 0.0] and state.to_move() == []
    state = with_dice(GAME.new_state(1, {"endurance": 6}), 1, 1, 6)
    state.endurance = [2, 6]
    state.apply(0, "rock")
    state.apply(1, "paper")
    assert state.endurance == [-4, 6] and state.result() == [0.0, 1.0]
    # the rules count below 0; what players read never does
    assert "耐久力 残り0" in state.view(0)["log"][-2]["ja"] and "(endurance 0 left)" in state.view(0)["log"][-2]["en"]


def test_dj6_strong_is_an_exact_equilibrium_exploitability_at_most_1e_6():
    report = EXACT_SOLVERS["dice-janken"]({"endurance": 12})
    assert abs(report["exploitability"]) <= 1e-6
    assert report["best_response_chance"] == pytest.approx(0.5, abs=1e-6)


def test_dj6_the_shipped_values_are_the_fixed_points_of_their_rounds_and_symmetric():
    """Every position up to the option's most, endurance 30 (shipped in dice_janken_values, so that a first move
    need not solve them): each is the value of its round when a tie is worth it."""
    for a in range(1, 31):
        for b in range(1, 31):
            w = solver.win_chance(a, b)
            assert w + solver.win_chance(b, a) == pytest.approx(1.0, abs=1e-9)
            assert solver.round_value(a, b, w)[0] == pytest.approx(w, abs=1e-11)  # 5e-12 at worst (30 v 1)
    assert solver.win_chance(8, 1) > solver.win_chance(8, 2) > solver.win_chance(8, 8) == pytest.approx(0.5)


def test_dj6_solving_from_nothing_gives_the_shipped_values(monkeypatch):
    from fudabako.ai.dice_janken_values import WIN_CHANCE

    monkeypatch.setattr(solver, "_values", {})
    solved = [solver.win_chance(a, b) for a in range(1, 11) for b in range(1, 11)]
    # to the last bits or so: Python 3.12's sum() of floats rounds better than 3.11's
    assert solved == pytest.approx([row[b] for row in WIN_CHANCE[:10] for b in range(10)], rel=1e-13, abs=0)


def test_dj6_a_best_response_with_a_weakened_strategy_finds_an_edge(monkeypatch):
    """The exploitability check is not vacuous: if strong always played Rock, it would be exploited."""
    monkeypatch.setattr(solver, "strategy", lambda a, b, dice: [1.0, 0.0, 0.0])
    assert solver.best_response_chance(6) > 0.99
