"""すとすて ver.2's computer players: legal moves from the view alone, exact hand enumeration, the round as a
Bayesian game, what the other knows of my hand, and the reading of styles."""

import pytest

from fudabako.ai import choose, levels_for
from fudabako.ai import stosute as ai
from fudabako.ai.matrix import solve
from fudabako.ai.stosute_round import solve_round
from fudabako.core import get_game
from fudabako.games.stosute.rules import FULL_DECK
from fudabako.games.stosute_proto.power import ACTIONS

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


def played(seed, levels, options=None, stop=None):
    """A seeded game between `levels`, up to the first play phase at which `stop(state)` holds (or the end)."""
    state = GAME.new_state(seed, options)
    step = 0
    while state.result() is None:
        if state.phase == "play" and state.pending == [None, None] and stop and stop(state):
            break
        for p in state.to_move():
            state.apply(p, choose("stosute", levels[p], state.view(p, log=False), step))
            step += 1
    return state


@pytest.mark.parametrize("seed", range(12))
def test_replay_knows_what_the_other_knows_of_my_hand_without_combos(seed):
    """Without combos the history says everything: the replay gives the rules' own `known` and face-up pile."""
    for rounds in (3, 6, 9):
        state = played(seed, ["random", "random"], {"combo": 0}, lambda s: s.round > rounds)
        for p in range(2):
            view = state.view(p, log=False)
            past, known = ai.replay(view)
            assert sorted(known) == sorted(state.known[1 - p])
            assert len(past) == len(view["history"])


def test_replay_lists_the_face_up_discards_each_round_saw():
    state = played(5, ["random", "random"], {"combo": 0}, lambda s: s.round > 8)
    state_up = []
    again = GAME.new_state(5, {"combo": 0})
    step = 0
    while again.round <= state.round - 1 and again.result() is None:
        if again.phase == "play" and again.pending == [None, None]:
            state_up.append(tuple(d["card"] for d in again.discard if d["up"]))
        for p in again.to_move():
            again.apply(p, choose("stosute", "random", again.view(p, log=False), step))
            step += 1
    past, _ = ai.replay(state.view(0, log=False))
    assert [r.up for r in past] == state_up[:len(past)]


def view_payoff(view):
    me = view["viewer"]
    return ai.round_payoff(tuple(view["dice"][r] for r in ai.RESOURCES), view["points"][me], view["points"][1 - me])


def exploitability(mine, theirs, payoff, xs, ys):
    """How much both players together could gain by best responses to the other's total play (the model of
    `stosute_round`: hands independent)."""
    levels = range(4)

    def total(sets, strategies):
        out = [[0.0] * 4 for _ in ACTIONS]
        for (p, options), s in zip(sets, strategies):
            for t, level in options:
                out[t][level] += p * s[ACTIONS[t]]
        return out

    x, y = total(mine, xs), total(theirs, ys)
    n = range(len(ACTIONS))
    best_mine = sum(p * max(sum(y[b][ct] * payoff[a][b][cm][ct] for b in n for ct in levels) for a, cm in options)
                    for p, options in mine)
    best_theirs = sum(p * min(sum(x[a][cm] * payoff[a][b][cm][ct] for a in n for cm in levels) for b, ct in options)
                      for p, options in theirs)
    return best_mine - best_theirs


@pytest.mark.parametrize("seed", range(4))
def test_the_round_is_solved_to_an_equilibrium_of_the_bayesian_game(seed):
    state = played(seed, ["strong", "strong"], None, lambda s: s.round > seed + 1)
    assert state.result() is None
    view = state.view(0, log=False)
    graph = ai.combo_graph(view)
    up = [d["card"] for d in view["discard"] if d["up"]]
    mine = ai.information_sets(graph, ai.public_hands(ai.replay(view)[1], view["known"], up))
    theirs = ai.information_sets(graph, ai.opponent_hands(view))
    mine, theirs = [(p, k) for k, p in mine.items()], [(p, k) for k, p in theirs.items()]
    payoff = view_payoff(view)
    rough = exploitability(mine, theirs, payoff, *solve_round(mine, theirs, payoff, 3))
    solved = exploitability(mine, theirs, payoff, *solve_round(mine, theirs, payoff, ai.ITERATIONS))
    assert solved < 2e-3 and solved < rough, (solved, rough)


def test_with_one_hand_each_the_round_is_the_matrix_game():
    """Known hands on both sides: the Bayesian game is the matrix game of the two hands' cards."""
    view = played(1, ["random", "random"], None, lambda s: s.round > 2).view(0, log=False)
    payoff = view_payoff(view)
    mine, theirs = ((0, 0), (2, 1), (4, 0)), ((1, 0), (3, 2), (5, 0))
    xs, ys = solve_round([(1.0, mine)], [(1.0, theirs)], payoff, 2000)
    value, x, y = solve([[payoff[a][b][cm][ct] for b, ct in theirs] for a, cm in mine])
    game = sum(xs[0][ACTIONS[a]] * ys[0][ACTIONS[b]] * payoff[a][b][cm][ct] for a, cm in mine for b, ct in theirs)
    assert game == pytest.approx(value, abs=1e-3)


def test_strong_does_not_fear_a_counter_the_other_cannot_aim():
    """Money 6, food and production 1: research (6) wins against all but conquer (12 against research). The other
    may hold conquer, but does not know I hold research, and conquer wins nothing against my other cards: so
    research is played more than 80% of the time (94%), where averaging the matrix games against one known hand of
    theirs at a time played it half the time."""
    state = GAME.new_state(3)
    state.hands = [["explore", "research", "build", "growth"], ["conquer", "trade", "explore", "growth"]]
    state.deck = ["research", "trade", "build", "conquer"]
    state.dice = {"food": 1, "production": 1, "money": 6}
    mix = ai.solve(state.view(0, log=False)).mix
    assert mix["research"] > 0.8


def test_observations_find_the_style_that_played():
    """After a game against players who follow the dice or play one-ply greedy, that style surprised least."""
    for other, style in (("predictable", "dice"), ("h:greedy", "gain")):
        state = played(3, ["strong", other])
        counts = ai.OpponentModel(None, ai.observations(state.view(0, log=False))).counts_for(ai.SURPRISE)
        assert min(ai.STYLES + (ai.EQUILIBRIUM,), key=lambda s: counts.get(s, 0)) == style, counts
        assert ai.style_weights(counts)[style] > 0.5


def test_a_mixed_player_reads_as_mixed():
    state = played(4, ["strong", "strong"])
    counts = ai.OpponentModel(None, ai.observations(state.view(0, log=False))).counts_for(ai.SURPRISE)
    assert ai.style_weights(counts)[ai.EQUILIBRIUM] > 0.5, counts
