"""Rulings SP-1..SP-4 of すとすて (プロトタイプ) (shared/rulings/stosute.md) and the seed's power table."""

import pytest

from fudabako.core import get_game
from fudabako.games.stosute_proto.power import ACTIONS, power, power_steps
from fudabako.games.stosute_proto.rules import game_winner

GAME = get_game("stosute-proto")
DICE = {"food": 4, "production": 2, "money": 5}


@pytest.mark.parametrize("mine,theirs,value", [
    ("explore", "research", 3),               # lowest resource 2 + 1
    ("trade", "growth", 9), ("trade", "build", 7), ("trade", "explore", 0), ("trade", "conquer", 0),
    ("growth", "explore", 4), ("growth", "build", 6),
    ("build", "explore", 5), ("build", "trade", 2),
    ("research", "conquer", 5),
    ("conquer", "growth", 8), ("conquer", "research", 10), ("conquer", "build", 0),
])
def test_power_exactly_as_the_seed_lists_it_with_otherwise_zero(mine, theirs, value):
    assert power(mine, theirs, DICE) == value
    assert power_steps(mine, theirs, DICE)["value"] == value


def test_power_steps_show_the_calculation():
    assert power_steps("explore", "trade", DICE)["ja"] == "探索 = 最小資源 2 + 1 = 3"
    assert power_steps("conquer", "growth", DICE)["en"] == "Conquer = food 4 × 2 = 8"
    assert power_steps("trade", "research", DICE)["en"] == "Trade = 0 (no match)"


def test_the_view_says_what_each_action_would_score_against_each_other_action():
    state = GAME.new_state(3)
    state.dice = dict(DICE)
    powers = state.view(0)["powers"]
    assert powers == state.view(None)["powers"]
    assert list(powers) == list(ACTIONS) and all(list(row) == list(ACTIONS) for row in powers.values())
    assert powers["conquer"]["research"] == 10 and powers["trade"]["explore"] == 0 and powers["explore"]["build"] == 3


def test_one_victory_point_is_singular():
    state = GAME.new_state(1)
    state.dice = {"food": 3, "production": 2, "money": 2}
    state.apply(0, "growth")    # 3
    state.apply(1, "research")  # 2
    assert state.view(0)["log"][-2]["en"].startswith("Player 1 gains 1 victory point (1 to 0)")


def test_sp1_no_hand_every_action_every_round():
    state = GAME.new_state(3)
    for _ in range(4):
        for p in (0, 1):
            assert [a.id for a in state.legal_actions(p)] == list(ACTIONS)
        state.apply(0, "research")
        state.apply(1, "research")


def test_sp2_dice_rolled_at_the_start_of_every_round():
    state = GAME.new_state(8)
    rolls = set()
    for _ in range(20):
        rolls.add(tuple(state.dice.values()))
        state.apply(0, "explore")
        state.apply(1, "explore")
    assert len(rolls) > 15


def test_sp3_higher_power_gains_the_difference_tie_gives_nothing():
    state = GAME.new_state(1)
    state.dice = dict(DICE)
    state.apply(0, "conquer")   # 8 against growth
    state.apply(1, "growth")    # 4
    assert state.points == [4, 0]
    state.dice = dict(DICE)
    state.apply(1, "research")  # 5
    state.apply(0, "research")  # 5
    assert state.points == [4, 0] and state.last["winner"] is None


def test_sp4_twelve_points_and_a_lead_of_six_wins():
    assert game_winner([12, 6]) == 0
    assert game_winner([11, 0]) is None
    assert game_winner([14, 9]) is None
    assert game_winner([13, 18]) is None
    assert game_winner([10, 20]) == 1
    state = GAME.new_state(1)
    state.points = [11, 0]
    state.dice = {"food": 1, "production": 1, "money": 1}
    state.apply(0, "explore")   # 2
    state.apply(1, "conquer")   # 0
    assert state.points == [13, 0] and state.result() == [1.0, 0.0] and state.to_move() == []
