"""The `auto` players of both キルゾーン prototypes: they rebuild the position from the view alone, and take the
obviously right action where there is one."""

from fudabako.ai import choose, killzone, killzone_ninja, levels_for
from fudabako.core import Rng, get_game

KZ = get_game("killzone")
KN = get_game("killzone-ninja")


def test_both_games_offer_auto_and_random():
    assert [lv["id"] for lv in levels_for("killzone")] == ["random", "auto"]
    assert [lv["id"] for lv in levels_for("killzone-ninja")] == ["random", "auto"]


def played(game, seed, moves):
    state, rng = game.new_state(seed), Rng(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(0, rng.choice(state.legal_actions(0)).id)
    return state


def test_positions_rebuilt_from_the_view_show_the_same_view():
    for seed in range(20):
        state = played(KZ, seed, 3)
        if not state.is_over():
            view = state.view(0)
            assert killzone.state_from_view(view).view(0) == {**view, "log": []}
        state = played(KN, seed, 4)
        if not state.is_over():
            view = state.view(0)
            assert killzone_ninja.state_from_view(view).view(0) == {**view, "log": []}


def test_killzone_auto_takes_the_ninth_enemy():
    state = KZ.new_state(1)
    state.zone, state.deck, state.waiting = [[3, 0], [2, 1], [3, 2]], [1], [2, 3]
    state.grave, state.mana, state.damage = [1, 1, 1, 1, 2, 2, 3, 3], 0, 2
    action = choose("killzone", "auto", state.view(0), 1)
    state.apply(0, action)
    assert state.result() == [1.0]


def test_killzone_auto_defends_rather_than_lose_when_it_can():
    state = KZ.new_state(1)
    state.zone, state.deck, state.waiting = [[3, 0]], [1, 2], [3]
    state.grave, state.mana, state.damage = [1, 1, 1, 2, 2, 3, 3], 0, 2
    assert choose("killzone", "auto", state.view(0), 1) in ("attack:0", "defend")  # any, but never a loss now
    state.zone = [[3, 0], [2, 0]]
    state.mana = 1
    assert choose("killzone", "auto", state.view(0), 1).startswith("banish")  # the only way not to lose


def test_ninja_auto_ends_the_wave_and_binds_to_save_its_life():
    state = KN.new_state(1)
    state.field, state.kill, state.deck, state.discard = [[2, 1, 0], [3, 0, 0]], [3], [1, 2], [1, 1, 2, 3, 3, 2]
    state.life, state.karate = 1, 0
    assert choose("killzone-ninja", "auto", state.view(0), 1) == "attack:0"  # the wave's last kill, or death
    state.kill, state.field, state.karate = [], [[2, 0, 0], [3, 0, 0]], 1
    assert choose("killzone-ninja", "auto", state.view(0), 1) in ("hook:0", "hook:1")  # else 2 unbound: game over
