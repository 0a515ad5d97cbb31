"""対戦ダイススレイヤー's computer players: the search's model of a turn, the fitted value and the decisions."""

import math

import pytest

from fudabako.ai import dice_slayer as ai
from fudabako.core import Rng, get_game
from fudabako.games.dice_slayer.rules import neighbours

GAME = get_game("dice-slayer")


def random_views(games: int):
    """(state, view) at every decision of seeded random games."""
    for seed in range(games):
        state, rng = GAME.new_state(seed), Rng(seed)
        while not state.is_over():
            yield state, state.view(state.current, log=False)
            state.apply(state.current, rng.choice(state.legal_actions(state.current)).id)


def test_the_model_plays_every_turn_as_the_rules_do():
    """Each take (and choice of offsets) the search considers, then the same rolls: the rules reach the same
    zones, scores and result. A take phase offers exactly the legal takes; an offset phase, offsets among them."""
    offsets = 0
    for state, view in random_views(150):
        me = view["viewer"]
        options = ai.turns(ai.position(view), view["offset_left"])
        ids = {action for action, _ in options}
        legal = {a["id"] for a in view["legal"]}
        assert ids == legal if view["phase"] == "take" else ids <= legal
        for action, after in options:
            rules = state.clone()
            rules.rng = Rng(5)
            rules.apply(me, action)
            while rules.phase == "offset" and rules.current == me:  # the offsets this option chose
                left = ai.counts(rules.grace[me])
                rules.apply(me, f"offset:{next(v for v in range(1, 7) if left[v - 1] > after.grace[me][v - 1])}")
                offsets += 1
            got = ai.position(rules.view(me, log=False))
            if after.winner is not None:
                assert (got.winner, got.score, got.field[me]) == (after.winner, after.score, after.field[me])
                continue
            model = ai.roll(after, Rng(5))
            assert (got.field, got.grace, got.stock, got.score, got.mover, got.winner) == \
                   (model.field, model.grace, model.stock, model.score, model.mover, None)
    assert offsets > 10


def test_reaches_are_the_best_removals_within_one_two_and_three_takes():
    rng = Rng(3)
    for _ in range(2000):
        field = [rng.below(4) for _ in range(6)]
        other = [rng.below(2) for _ in range(6)]
        tail = tuple(rng.die() for _ in range(rng.below(3)))
        present = {v: field[v - 1] or other[v - 1] for v in ai.MISSING[tail]}

        def removal(stock):
            return sum(field[t - 1] for t in neighbours(stock))

        one = max([removal([*tail, v]) for v in range(1, 7) if len(tail) == 2 and (field[v - 1] or other[v - 1])],
                  default=0)
        two = max([one] + [removal([tail[-1], x, y]) for x in range(1, 7) for y in range(1, 7) if tail])
        three = max(removal([a, b, c]) for a in range(1, 7) for b in range(1, 7) for c in range(1, 7))
        assert ai.reaches(field, tail, present) == (one, two, three)


def test_the_cached_value_is_the_logistic_sum_of_the_features():
    weights = [Rng(i).random() - 0.5 for i in range(ai.FEATURES)]
    value = ai.Value(weights)
    for _, view in random_views(20):
        pos = ai.position(view)
        chance = 1 / (1 + math.exp(-sum(weights[i] for i in ai.features(pos))))
        assert value(pos, pos.mover) == value(pos, pos.mover) == pytest.approx(chance, abs=1e-12)
        assert value(pos, 1 - pos.mover) == pytest.approx(1 - chance, abs=1e-12)


def test_a_decision_is_the_same_for_the_same_view_and_seed():
    for _, view in list(random_views(3))[::5]:
        assert ai.strong_choice(view, Rng(9)) == ai.strong_choice(view, Rng(9))
