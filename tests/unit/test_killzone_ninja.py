"""キルゾーン プロトタイプ2: the seed's rules and rulings KN-1..KN-6 (shared/rulings/killzone.md)."""

import pytest

from fudabako.core import IllegalAction, Rng, get_game
from fudabako.games.killzone_ninja.rules import character

GAME = get_game("killzone-ninja")


def arranged(field=(), deck=(3, 3, 3), kill=(), discard=(), xp=0, wave=1, life=None, karate=None):
    """A state at a decision: field enemies as [number, damage, bound]; deck top is last."""
    state = GAME.new_state(1)
    base = character(xp)
    state.field = [list(e) for e in field]
    state.deck, state.kill, state.discard = list(deck), list(kill), list(discard)
    state.xp, state.wave = xp, wave
    state.life = base["life"] if life is None else life
    state.karate = base["karate"] if karate is None else karate
    return state


def ids(state):
    return [a.id for a in state.legal_actions(0)]


def test_kn1_ninja_slayer_starts_with_endurance_3_karate_1_xp_0_wave_1():
    state = GAME.new_state(7)
    assert (state.life, state.karate, state.xp, state.wave) == (3, 1, 0, 1)
    assert (GAME.min_players, GAME.max_players) == (1, 1)
    assert sorted(state.deck + [e[0] for e in state.field]) == [1] * 4 + [2] * 4 + [3] * 4
    assert len(state.field) == 1  # the first turn's card is already up


def test_kn2_turn_ending_actions_then_two_unbound_enemies_cost_one_endurance():
    state = arranged(field=[[3, 0, 0], [2, 0, 0]], deck=[1, 1])
    state.apply(0, "attack:0")
    assert state.life == 2 and state.field == [[3, 1, 0], [2, 0, 0], [1, 0, 0]]
    state = arranged(field=[[3, 0, 0], [2, 0, 0]], deck=[1, 1])
    state.apply(0, "chado")
    assert state.karate == 2 and state.life == 2 and len(state.field) == 3


def test_kn2_interview_and_tatsumaki_do_not_end_the_turn():
    state = arranged(field=[[3, 0, 1], [3, 0, 0]], deck=[1], xp=80, karate=3, wave=5)
    state.apply(0, "interview:0")
    assert state.kill == [3] and state.field == [[3, 0, 0]] and state.deck == [1]  # no card turned up: same turn
    state.apply(0, "tatsumaki:0")
    assert state.field == [[3, 1, 0]] and state.karate == 1 and state.life == character(80)["life"] - 1
    assert state.deck == [1]
    state.apply(0, "chado")
    assert state.deck == [] and len(state.field) == 2  # the turn ended: a new card


def test_kn2_bound_enemies_do_not_attack():
    state = arranged(field=[[3, 0, 1], [2, 0, 0]], deck=[3])
    state.apply(0, "chado")
    assert state.life == 3  # after the action: 1 bound + 1 unbound


def test_kn3_hook_rope_binds_until_the_enemy_leaves_the_field():
    state = arranged(field=[[3, 0, 0], [2, 0, 0]], deck=[1, 1], karate=2)
    assert "hook:1" in ids(state)
    state.apply(0, "hook:1")
    assert state.karate == 1 and state.field[1] == [2, 0, 1] and state.life == 3
    assert "hook:1" not in ids(state)  # already bound
    state.apply(0, "attack:1")
    state.apply(0, "attack:1")
    assert [e for e in state.field if e[0] == 2] == []  # felled while bound: gone, binding gone with it
    assert state.kill == [2]


def test_kn3_kaishaku_finishing_blow_hits_the_field_and_its_kills_are_discarded():
    state = arranged(field=[[2, 1, 0], [1, 0, 1], [3, 0, 0]], deck=[2], karate=1, wave=3)
    state.apply(0, "kaishaku:0")
    assert state.kill == [2] and state.discard == [1] and state.karate == 0
    assert state.field == [[3, 1, 0], [2, 0, 0]]
    assert "Finishing blow! 1 damage to every enemy on the field; enemy 1 discarded" in [e["en"] for e in state.log]
    state = arranged(field=[[2, 1, 0], [1, 0, 1], [1, 0, 0], [3, 0, 0]], deck=[2], karate=1, wave=3)
    state.apply(0, "kaishaku:0")
    assert any("; enemies 1, 1 discarded" in e["en"] for e in state.log)


def test_kn3_kaishaku_without_a_kill_is_a_plain_hit():
    state = arranged(field=[[3, 0, 0], [1, 0, 0]], deck=[2], karate=1, wave=3)
    state.apply(0, "kaishaku:0")
    assert state.field[:2] == [[3, 1, 0], [1, 0, 0]] and state.discard == []


def test_costs_need_karate_and_tatsumaki_is_not_offered_at_one_endurance():
    state = arranged(field=[[3, 0, 1]], xp=80, karate=0)
    assert ids(state) == ["attack:0", "chado"]
    state.karate, state.life = 1, 1
    assert "tatsumaki:0" not in ids(state) and "interview:0" in ids(state)
    state.life = 2
    assert "tatsumaki:0" in ids(state)


def test_techniques_need_their_xp():
    state = arranged(field=[[3, 0, 1]], xp=19, karate=2)
    assert not any(i.startswith(("interview", "tatsumaki")) for i in ids(state))
    state.xp = 20
    assert "interview:0" in ids(state) and "tatsumaki:0" not in ids(state)
    state.xp = 72
    assert "tatsumaki:0" in ids(state)


def test_kn4_wave_ends_at_wave_plus_one_kills_with_xp_and_new_powers():
    state = arranged(field=[[1, 0, 0], [3, 2, 1]], deck=[2, 2], kill=[2, 3], discard=[1], xp=1, wave=2, life=1,
                     karate=4)
    state.apply(0, "attack:0")
    assert state.xp == 1 + 2 + 3 + 1 and state.wave == 3
    assert sorted(state.discard) == [1, 1, 2, 3, 3] and state.kill == []
    assert state.life == 3 and state.karate == 2  # restored to the character's values; the excess karate is lost
    assert state.last_wave == {"wave": 2, "xp": 6, "learnt": ["karate"]}
    assert any("新たな力: 血中カラテ濃度+1" in e["ja"] for e in state.log) and any("Karate +1" in e["en"] for e in state.log)
    assert state.field == [[2, 0, 0]]  # the wave's end ended the turn: no damage check, the next card


def test_kn4_every_threshold_reached_applies():
    assert character(0) == {"life": 3, "karate": 1, "techniques": []}
    assert character(3) == {"life": 3, "karate": 2, "techniques": []}
    assert character(9) == {"life": 4, "karate": 2, "techniques": []}
    assert character(20) == {"life": 4, "karate": 2, "techniques": ["interview"]}
    assert character(40) == {"life": 5, "karate": 2, "techniques": ["interview"]}
    assert character(72) == {"life": 5, "karate": 2, "techniques": ["interview", "tatsumaki"]}
    assert character(128) == {"life": 5, "karate": 3, "techniques": ["interview", "tatsumaki"]}
    assert character(200) == {"life": 6, "karate": 3, "techniques": ["interview", "tatsumaki"]}
    state = arranged(field=[[3, 2, 0]], kill=[3], xp=0, wave=1)
    state.apply(0, "attack:0")
    assert state.xp == 6 and state.last_wave["learnt"] == ["karate"]
    state = arranged(field=[[3, 2, 0]], kill=[3, 3, 3, 3, 3], xp=5, wave=5)
    state.apply(0, "attack:0")
    assert state.xp == 23 and state.last_wave["learnt"] == ["life", "interview"]
    assert (state.life, state.karate) == (4, 2)


def test_kn4_the_wave_ending_by_interview_ends_the_turn():
    state = arranged(field=[[3, 0, 1], [1, 0, 0], [2, 0, 0]], deck=[1, 3], kill=[1], xp=20, wave=1, life=1, karate=1)
    state.apply(0, "interview:0")
    assert state.wave == 2 and state.life == 4 and state.field == [[3, 0, 0]] and not state.is_over()


def test_kn5_empty_deck_is_remade_from_the_discard_pile():
    state = arranged(field=[[3, 0, 0]], deck=[], discard=[1, 2])
    state.apply(0, "attack:0")
    assert state.discard == [] and len(state.deck) == 1 and len(state.field) == 2
    assert state.life == 3


def test_kn5_no_deck_and_no_discards_costs_one_endurance_instead_of_a_card():
    state = arranged(field=[[3, 0, 1], [3, 0, 1]], deck=[], discard=[], life=2)
    state.apply(0, "chado")
    assert state.life == 1 and state.flipped is None and len(state.field) == 2


def test_kn6_game_over_at_zero_endurance_scores_the_xp_only():
    state = arranged(field=[[3, 0, 0], [3, 0, 0]], kill=[2, 2], xp=14, wave=3, life=1)
    state.apply(0, "chado")
    assert state.is_over() and state.result() == [0.0] and state.to_move() == [] and state.legal_actions(0) == []
    assert state.score() == 14 and state.view(0)["score"] == 14  # the unfinished wave's kill zone gives nothing
    assert GAME.stats(state)["score"] == 14


def test_view_hides_only_the_deck_order():
    state = arranged(field=[[3, 1, 1]], deck=[1, 2, 2], kill=[3], discard=[1], xp=5, wave=2)
    view = state.view(0)
    assert view["deck"] == 3 and view["deck_counts"] == [1, 2, 0] and view["field"] == [[3, 1, 1]]
    assert view["needed"] == 3 and view["base"] == character(5) and view["discard_counts"] == [1, 0, 0]
    assert state.determinize(0, Rng(3)).view(0) == view


def test_illegal_action_changes_nothing():
    state = arranged(field=[[3, 0, 0]], karate=0)
    before = state.to_json()
    for bad in ("hook:0", "attack:3", "interview:0", "x"):
        with pytest.raises(IllegalAction):
            state.apply(0, bad)
    assert state.to_json() == before


def test_a_card_turned_up_is_a_reveal_that_undo_cannot_cross():
    from fudabako.core import Record, Recorded, Rng

    assert GAME.new_state(11).reveals == 1
    game = Recorded(Record.new("killzone-ninja", 11), Rng(11))
    game.apply(0, "chado")
    assert game.undo_target(0) is None  # the next card came up after it
