"""Rulings GM-1..GM-3 of ギミック倉庫3 (shared/rulings/gimmick3.md), the seed's rules and the exact solver."""

import json
from fractions import Fraction

import pytest

from fudabako.ai import choose, gimmick3 as solver
from fudabako.core import IllegalAction, Rng, get_game
from fudabako.games.gimmick3.rules import success_rolls, winning_combo

GAME = get_game("gimmick3")

# Written out by hand (not computed by the code under test): of the 36 rolls of two dice, how many total t or more;
# of the 216 rolls of three dice, the same; and how many of the 36 rolls of the large plate total exactly t.
TWO_AT_LEAST = {2: 36, 3: 35, 4: 33, 5: 30, 6: 26, 7: 21, 8: 15, 9: 10, 10: 6, 11: 3, 12: 1}
THREE_AT_LEAST = {2: 216, 3: 216, 4: 215, 5: 212, 6: 206, 7: 196, 8: 181, 9: 160, 10: 135, 11: 108, 12: 81}
PLATE = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


def next_roll_total(state, choice):
    """The total the next `choice` will roll (the roll comes from the state's generator after the choice)."""
    probe = state.clone()
    probe.apply(0, choice)
    return probe.last["total"]


def with_target(state, target):
    """The same state with the large plate showing `target` (two dice faces summing to it)."""
    state.large = [min(6, target - 1), target - min(6, target - 1)]
    return state


# --- GM-1: the round --------------------------------------------------------------------------------------------

def test_gm1_solo_game_one_player_who_sees_both_plates_before_choosing():
    assert (GAME.min_players, GAME.max_players) == (1, 1)
    state = GAME.new_state(5)
    view = state.view(0)
    assert view["to_move"] == [0] and view["round"] == 1
    assert 1 <= view["small"] <= 6 and len(view["large"]) == 2 and all(1 <= d <= 6 for d in view["large"])
    assert view["target"] == sum(view["large"])
    assert [a["id"] for a in view["legal"]] == ["attack", "defend"]
    assert [a["payload"]["dice"] for a in view["legal"]] == [2, 3]
    assert json.loads(json.dumps(view)) == view


def test_gm1_plates_are_rolled_anew_every_round():
    state, seen = GAME.new_state(8), set()
    for _ in range(40):
        if state.is_over():
            state = GAME.new_state(len(seen) + 100)
        seen.add((state.small, *state.large))
        rounds = state.round
        state.apply(0, "defend")
        assert state.is_over() or state.round == rounds + 1
    assert len(seen) > 25


@pytest.mark.parametrize("choice,dice", [("attack", 2), ("defend", 3)])
def test_gm1_attack_rolls_two_dice_and_defend_three(choice, dice):
    for seed in range(30):
        state = GAME.new_state(seed)
        state.apply(0, choice)
        assert len(state.last["roll"]) == dice and state.last["total"] == sum(state.last["roll"])
        assert all(1 <= d <= 6 for d in state.last["roll"])


def test_gm1_attack_reaching_the_large_plate_exactly_succeeds_and_takes_the_small_die():
    state = GAME.new_state(11)
    state = with_target(state, max(next_roll_total(state, "attack"), 2))
    small = state.small
    state.apply(0, "attack")
    assert state.last["success"] and state.last["took"] == small
    assert state.taken == [small] and state.hits == 0


def test_gm1_attack_falling_short_by_one_costs_a_hit_and_takes_nothing():
    state = GAME.new_state(12)
    total = next_roll_total(state, "attack")
    assert total < 12
    state = with_target(state, total + 1)
    state.apply(0, "attack")
    assert not state.last["success"] and state.last["took"] is None
    assert state.taken == [] and state.hits == 1


def test_gm1_a_held_defence_takes_nothing_and_costs_nothing():
    state = GAME.new_state(13)
    state = with_target(state, min(next_roll_total(state, "defend"), 12))
    state.apply(0, "defend")
    assert state.last["success"] and state.last["took"] is None
    assert state.taken == [] and state.hits == 0 and state.round == 2


def test_gm1_a_failed_defence_costs_a_hit():
    for seed in range(200):
        state = GAME.new_state(seed)
        total = next_roll_total(state, "defend")
        if total < 12:
            break
    state = with_target(state, total + 1)
    state.apply(0, "defend")
    assert not state.last["success"] and state.hits == 1 and state.taken == []


def test_gm1_success_chances_count_ties_as_successes():
    for t in range(2, 13):
        assert success_rolls(2, t) == TWO_AT_LEAST[t]
        assert success_rolls(3, t) == THREE_AT_LEAST[t]


# --- GM-2: winning and losing -----------------------------------------------------------------------------------

@pytest.mark.parametrize("taken,combo", [
    ([4, 4, 4], [4, 4, 4]), ([1, 2, 3], [1, 2, 3]), ([4, 5, 6], [4, 5, 6]), ([1, 2, 2, 5, 6, 6, 6], [6, 6, 6]),
    ([2, 3, 3, 4], [2, 3, 4]), ([1, 1, 3, 3, 5, 5], None), ([5, 6, 1], None), ([6, 1, 2], None), ([1, 2, 4, 5], None),
    ([], None), ([6, 6], None),
])
def test_gm2_any_three_taken_dice_forming_a_triple_or_a_run_without_wrap_around(taken, combo):
    assert winning_combo(sorted(taken)) == combo


def test_gm2_the_game_is_won_as_soon_as_the_taken_die_completes_a_set():
    state = with_target(GAME.new_state(21), 2)  # two dice always reach 2
    state.taken, state.small = [3, 5], 4
    state.apply(0, "attack")
    assert state.taken == [3, 4, 5] and state.combo == [3, 4, 5]
    assert state.result() == [1.0] and state.to_move() == [] and state.legal_actions(0) == []
    assert state.round == 1, "no new round is rolled once the game is over"
    assert state.view(0)["combo"] == [3, 4, 5]


def test_gm2_the_third_hit_loses():
    for seed in range(200):
        state = GAME.new_state(seed)
        if next_roll_total(state, "attack") < 12:
            break
    state.hits = 2
    state = with_target(state, next_roll_total(state, "attack") + 1)
    state.apply(0, "attack")
    assert state.hits == 3 and state.result() == [0.0] and state.to_move() == []


def test_gm2_a_game_plays_to_an_end_with_each_seeded_roll_in_the_log():
    state = GAME.new_state(3)
    while not state.is_over():
        state.apply(0, "attack")
    assert state.result() in ([0.0], [1.0])
    assert any("Round 1" in line["en"] for line in state.view(0)["log"])


def test_illegal_action_raises_and_changes_nothing():
    state = GAME.new_state(4)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, "flee")
    with pytest.raises(IllegalAction):
        state.apply(1, "attack")
    assert state.to_json() == before


def test_replay_from_seed_and_actions_is_exact():
    a, b = GAME.new_state(9), GAME.new_state(9)
    for choice in ["defend", "attack", "attack", "defend", "attack"]:
        if a.is_over():
            break
        a.apply(0, choice)
        b.apply(0, choice)
    assert a.to_json() == b.to_json()


def test_rules_page_lists_every_ruling_in_both_languages():
    assert [r for r, _ in GAME.rulings] == ["GM-1", "GM-2", "GM-3"]
    assert all(t["ja"] and t["en"] for _, t in GAME.rulings)
    assert len(GAME.rules["ja"]) == len(GAME.rules["en"]) >= 5


# --- GM-3: the exact solver -------------------------------------------------------------------------------------

def test_gm3_one_hit_left_and_the_small_die_completes_a_triple():
    """Taken 5-5, two hits, small plate 5, large plate 6+6: attacking wins only if two dice make 12 (1/36), and a miss
    is the third hit; defending needs 12 from three dice (81/216) and then the same position again."""
    values = solver.EXACT.choice_values([5, 5], 2, 5, 12)
    assert values["attack"] == Fraction(1, 36)
    v = solver.EXACT.win_chance(solver.counts_of([5, 5]), 2)
    assert values["defend"] == Fraction(81, 216) * v


def test_gm3_every_face_wins_with_one_hit_left_computed_by_hand():
    """Taken 1-1-3-3-4-4-6-6: every face completes a set (1, 3, 4, 6 a triple; 2 makes 1-2-3, 5 makes 3-4-5), so with
    two hits an attack wins with P(2 dice >= t) and loses otherwise, and a defence holds with P(3 dice >= t).
    V = E_t[max(P2(t), P3(t) V)]; defending is better exactly from t = 8 up (checked below), so
    V = sum_{t<8} P(t) P2(t) / (1 - sum_{t>=8} P(t) P3(t))."""
    counts = solver.counts_of([1, 1, 3, 3, 4, 4, 6, 6])
    assert all(solver.has_set(solver.add(counts, f)) for f in range(1, 7)) and not solver.has_set(counts)
    attack_part = sum(Fraction(PLATE[t], 36) * Fraction(TWO_AT_LEAST[t], 36) for t in range(2, 8))
    defend_loop = sum(Fraction(PLATE[t], 36) * Fraction(THREE_AT_LEAST[t], 216) for t in range(8, 13))
    by_hand = attack_part / (1 - defend_loop)
    assert by_hand == Fraction(1162, 1843)
    assert solver.EXACT.win_chance(counts, 2) == by_hand
    for t in range(2, 13):
        defend_better = Fraction(THREE_AT_LEAST[t], 216) * by_hand > Fraction(TWO_AT_LEAST[t], 36)
        assert defend_better == (t >= 8)
        assert solver.best_choice(solver.EXACT.choice_values([1, 1, 3, 3, 4, 4, 6, 6], 2, 2, t)) == (
            "defend" if t >= 8 else "attack")


def test_gm3_every_value_satisfies_its_optimality_equation_exactly_and_the_float_solver_agrees():
    """Consistency: each solved position's value is exactly the average over the 6 x 36 plate rolls of the better
    choice's value (whose held defence uses that same value); a hit never helps and a die never hurts. The fast float
    solver (the browser's hint) gives the same values to 1e-12 and, since no two choices are closer than 1e-5, the same
    choices on any platform's float rounding."""
    exact = solver.EXACT
    start = exact.start_chance()
    assert len(exact.values) == 891 and start == exact.values[((0,) * 6, 0)]
    assert abs(solver.FAST.start_chance() - float(start)) < 1e-12
    for (counts, hits), value in exact.values.items():
        assert 0 < value < 1
        assert abs(solver.FAST.values[(counts, hits)] - float(value)) < 1e-12
        assert exact.win_chance(counts, hits + 1) <= value
        assert all(exact.win_chance(solver.add(counts, f), hits) >= value for f in range(1, 7))
        taken = [f for f in range(1, 7) for _ in range(counts[f - 1])]
        total = 0
        for small in range(1, 7):
            for t in range(2, 13):
                e = exact.choice_values(taken, hits, small, t)
                assert abs(e["attack"] - e["defend"]) > Fraction(1, 10**5)  # the closest call is 7e-5 apart
                assert solver.best_choice(solver.FAST.choice_values(taken, hits, small, t)) == solver.best_choice(e)
                total += Fraction(PLATE[t], 216) * max(e.values())
        assert total == value


def test_gm3_the_start_is_an_average_over_the_opening_roll():
    start = solver.EXACT.start_chance()
    opening = sum(Fraction(PLATE[t], 216) * max(solver.EXACT.choice_values([], 0, small, t).values())
                  for small in range(1, 7) for t in range(2, 13))
    assert opening == start
    assert 0.5385 < start < 0.5386


def test_gm3_the_hint_is_each_choices_chance_in_the_viewed_position_and_auto_follows_it():
    state = GAME.new_state(31)
    while not state.is_over():
        view = state.view(0)
        values = solver.hint(view)
        assert set(values) == {"attack", "defend"}
        choice = choose("gimmick3", "auto", view, 1)
        assert choice == max(values, key=values.get)
        state.apply(0, choice)


def test_gm3_auto_defends_against_a_big_plate_when_the_prize_is_useless_and_attacks_a_small_one():
    view = with_target(GAME.new_state(1), 12).view(0)
    view.update(small=1, target=12)
    assert choose("gimmick3", "auto", view, 1) == "defend"
    view.update(target=3)
    assert choose("gimmick3", "auto", view, 1) == "attack"


def test_random_level_plays_legal_moves():
    state = GAME.new_state(2)
    rng = Rng(5)
    while not state.is_over():
        state.apply(0, solver.PLAYERS["random"](state.view(0), rng))


def test_gm3_simulate_on_the_command_line_prints_the_exact_optimum(capsys):
    from fudabako.cli import main

    assert main(["simulate", "gimmick3", "--players", "auto", "--games", "20", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["optimal_win_probability"] == float(solver.EXACT.start_chance())
    assert report["games"] == 20 and 0 <= report["wins"][0] <= 20 and report["errors"] == 0
