"""The reading machinery behind the `yomi` level (fudabako.ai.reading): exploit the predictable, leave the
unpredictable alone, and keep a memory that survives damage."""

from math import log

import pytest

from fudabako.ai import remember
from fudabako.ai.reading import Decision, OpponentModel, best_lens, evidence, predicted_replies, reading_strategy
from fudabako.ai.reading import remember as remember_observations

JANKEN = Decision(
    actions=["rock", "scissors", "paper"],
    replies=["rock", "scissors", "paper"],
    payoff=[[0, 1, -1], [-1, 0, 1], [1, -1, 0]],
    situation="any",
)


def test_without_observations_the_reader_plays_the_equilibrium():
    assert reading_strategy(JANKEN, {}) == pytest.approx([1 / 3] * 3)


def test_a_predictable_opponent_is_punished_more_the_more_it_is_seen():
    few = reading_strategy(JANKEN, {"rock": 3})
    many = reading_strategy(JANKEN, {"rock": 60})
    assert few[2] > 1 / 3 and many[2] > few[2] > 0.5 and many[2] > 0.9  # paper beats rock


def test_an_opponent_who_plays_like_the_equilibrium_changes_nothing():
    assert reading_strategy(JANKEN, {"rock": 40, "scissors": 40, "paper": 41}) == pytest.approx([1 / 3] * 3)


def test_the_prediction_starts_at_the_equilibrium_and_follows_the_counts():
    assert predicted_replies(JANKEN, {}, [0.2, 0.3, 0.5]) == pytest.approx([0.2, 0.3, 0.5])
    q = predicted_replies(JANKEN, {"paper": 1000}, [1 / 3] * 3)
    assert q[2] > 0.99


def test_memory_accumulates_across_games_and_survives_damage():
    memory = remember_observations(None, [("s", "rock"), ("s", "rock")])
    memory = remember_observations(memory, [("s", "paper"), ("t", "rock")])
    assert memory == {"counts": {"s": {"rock": 2, "paper": 1}, "t": {"rock": 1}}}
    damaged = {"counts": {"s": {"rock": "many", "paper": -3, "scissors": 2}, "t": [1, 2]}}
    assert OpponentModel(damaged).counts == {"s": {"scissors": 2}}
    assert OpponentModel("not a memory").counts == {}


def test_games_without_reading_keep_the_memory_as_it_is():
    assert remember("killzone", {}, {"counts": {}}) == {"counts": {}}


def test_evidence_is_the_marginal_likelihood_of_the_counts():
    # a uniform prior over 3 replies: the first choice has chance 1/3, the second the same one 2/4
    assert evidence({"s": {"rock": 2}}, 3) == pytest.approx(log(1 / 3 * 2 / 4))
    assert evidence({}, 3) == 0.0
    assert evidence({"s": {"rock": 1}, "t": {"paper": 1}}, 3) == pytest.approx(2 * log(1 / 3))


def test_the_lens_that_predicts_the_opponent_is_read_through():
    """Two lenses see the same twelve choices: one as the same label every time, the other as labels spread
    evenly. The first predicts them; with nothing seen, the first lens named is the guess."""
    model = OpponentModel(None, [("die:x", "0")] * 12 + [("hand:", h) for h in ["rock", "scissors", "paper"] * 4])
    assert best_lens(model, ["hand", "die"], 3) == "die"
    spread = OpponentModel(None, [("die:x", str(k % 3)) for k in range(12)] + [("hand:", "rock")] * 12)
    assert best_lens(spread, ["die", "hand"], 3) == "hand"
    assert best_lens(OpponentModel(), ["hand", "die"], 3) == "hand"
