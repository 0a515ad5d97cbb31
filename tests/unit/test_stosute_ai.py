"""すとすて ver.2's computer players: legal moves from the view alone, exact hand enumeration, the reading key."""

import pytest

from fudabako.ai import choose, levels_for
from fudabako.ai import stosute as ai
from fudabako.core import get_game
from fudabako.games.stosute.rules import FULL_DECK

GAME = get_game("stosute")
LEVELS = ["random", "predictable", "easy", "normal", "strong", "yomi"]


def test_all_six_levels():
    assert [lv["id"] for lv in levels_for("stosute")] == LEVELS


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_legally_and_deterministically(level, plays_whole_games):
    plays_whole_games("stosute", level)


def test_opponent_hands_are_exact_and_respect_known_cards():
    state = GAME.new_state(4)
    state.hands = [["explore", "trade", "growth", "build"], ["research", "research", "conquer", "growth"]]
    state.deck = ["explore", "trade", "build", "conquer"]
    state.known[0] = ["conquer"]
    hands = ai.opponent_hands(state.view(0))
    assert sum(p for _, p in hands) == pytest.approx(1)
    assert all("conquer" in cards and len(cards) == 4 for cards, _ in hands)
    pool = ai.unseen_pool(state.view(0))
    assert sum(pool.values()) == 12 - 4 - 1 and all(pool[t] <= FULL_DECK[t] for t in pool)


def test_position_value_knows_the_goal():
    assert ai.position_value(20, 14) == 1.0 and ai.position_value(14, 20) == 0.0
    assert ai.position_value(10, 10) == pytest.approx(0.5)
    assert ai.position_value(19, 10) > 0.5 > ai.position_value(10, 19)


def test_predictable_plays_the_highest_immediate_power():
    state = GAME.new_state(2)
    state.hands[0] = ["explore", "trade", "research", "conquer"]
    state.dice = {"food": 1, "production": 1, "money": 6}  # research 6; explore 2; trade (7+7)/6; conquer 12/6
    assert choose("stosute", "predictable", state.view(0), 1) == "play:research"


def test_combo_step_takes_the_longest_chain():
    view = {"viewer": 0, "graph": {"research": ["build", "growth"], "build": ["trade"], "growth": ["research"]},
            "table": ["research", "explore"], "hands": [["build", "growth", "research"], None], "chain": []}
    assert ai.combo_step(view) == "combo:growth"  # growth → research (2 cards) beats build (1 card)
    view["chain"] = ["growth", "research"]
    assert ai.combo_step(view) == "combo:build"


def test_observations_label_the_other_card_by_greedy_rank():
    state = GAME.new_state(6)
    state.hands = [["explore", "trade", "growth", "build"], ["research", "research", "conquer", "growth"]]
    state.deck = ["explore", "trade", "build", "conquer"]
    state.dice = {"food": 1, "production": 1, "money": 6}
    state.apply(0, "play:trade")
    state.apply(1, "play:research")
    obs = ai.observations(state.view(0))
    # player 1 may hold research, conquer, explore, trade, build, growth; research (6) ranks first under these dice
    assert obs[0][1] == "r0"
    # player 2 holds both research: of the cards player 1 may hold, trade ((1 + 6 + 1 + 6) / 6) ranks first
    assert ai.observations(state.view(1))[0][1] == "r0"
    situation, labels = ai.read_key(state.dice, [], {"explore": 2, "growth": 1, "build": 2}, 2)
    # explore 2 then build 1.5 then growth 1 + 1/6; two of five cards dealt: explore held 1 − 3/10, build the same
    assert labels == {"explore": "r0", "build": "r1", "growth": "r2"} and situation == "22"
