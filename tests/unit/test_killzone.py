"""キルゾーン (prototype 1): the seed's rules and rulings KZ-1..KZ-4 (shared/rulings/killzone.md)."""

import pytest

from fudabako.core import IllegalAction, Rng, get_game

GAME = get_game("killzone")


def arranged(zone=(), deck=(3, 3, 3), waiting=(), grave=(), mana=1, damage=0):
    """A state at a decision with the given zones (kill-zone enemies as [number, damage]); deck top is last."""
    state = GAME.new_state(1)
    state.zone = [list(e) for e in zone]
    state.deck = list(deck)
    state.waiting = list(waiting)
    state.grave = list(grave)
    state.mana = mana
    state.damage = damage
    return state


def ids(state):
    return [a.id for a in state.legal_actions(0)]


def test_solo_game_with_twelve_cards_and_one_turned_up():
    assert (GAME.min_players, GAME.max_players) == (1, 1)
    state = GAME.new_state(5)
    assert len(state.zone) == 1 and len(state.deck) == 11
    assert sorted(state.deck + [state.zone[0][0]]) == [1] * 4 + [2] * 4 + [3] * 4
    assert state.to_move() == [0] and state.result() is None


def test_kz1_mana_starts_at_1_and_has_no_cap():
    state = GAME.new_state(3)
    assert state.mana == 1
    state = arranged(zone=[[3, 0]], deck=[3] * 5, mana=20)
    state.apply(0, "defend")
    assert state.mana == 21


def test_kz1_only_legal_actions_are_offered():
    state = arranged(zone=[[3, 0], [2, 1]], mana=0)
    assert ids(state) == ["attack:0", "attack:1", "defend"]  # no mana: no banish, no blast
    state.mana = 1
    assert ids(state) == ["attack:0", "attack:1", "banish:0", "banish:1", "blast:1", "defend"]
    with pytest.raises(IllegalAction):
        state.apply(0, "blast:0")  # KZ-3: 3 HP left, not exactly 1


def test_kz1_a_turn_turns_up_a_card_then_two_enemies_deal_one_damage():
    state = arranged(zone=[[3, 0], [3, 0]], deck=[1, 2])
    state.apply(0, "defend")
    assert state.damage == 1
    assert state.zone == [[3, 0], [3, 0], [2, 0]] and state.deck == [1]
    state = arranged(zone=[[3, 0]], deck=[1, 2])
    state.apply(0, "attack:0")
    assert state.damage == 0 and state.zone == [[3, 1], [2, 0]]


def test_kz1_nothing_turned_up_when_deck_and_waiting_zone_are_empty():
    state = arranged(zone=[[3, 0], [3, 0], [3, 0]], deck=[], waiting=[], grave=[1] * 4 + [2] * 4 + [3], mana=0)
    state.apply(0, "attack:0")
    assert state.flipped is None and len(state.zone) == 3
    assert "めくる敵がいません" in state.log[-1]["ja"]


def test_attack_fells_an_enemy_when_damage_reaches_its_hp():
    state = arranged(zone=[[2, 1]], deck=[3])
    state.apply(0, "attack:0")
    assert state.grave == [2] and state.zone == [[3, 0]]


def test_banish_pays_mana_and_sends_the_enemy_to_the_waiting_zone_without_counters():
    state = arranged(zone=[[3, 2], [1, 0]], deck=[2], mana=2)
    state.apply(0, "banish:0")
    assert state.mana == 1 and state.waiting == [3] and state.zone == [[1, 0], [2, 0]]
    assert state.damage == 0  # one enemy after the action; the 2 turned up after the check


def test_defend_gains_one_mana():
    state = arranged(zone=[[1, 0]], mana=4)
    state.apply(0, "defend")
    assert state.mana == 5


def test_kz2_third_enemy_in_the_graveyard_resets_before_the_damage_check():
    state = arranged(zone=[[1, 0], [3, 1], [2, 0]], deck=[1], grave=[1, 2], mana=3, damage=2)
    state.apply(0, "attack:0")
    assert state.grave == [1, 2, 1]
    assert sorted(state.waiting) == [2, 3] and state.damage == 0 and state.mana == 1
    assert state.zone == [[1, 0]] and not state.is_over()  # the next turn's card; no damage was taken


def test_kz2_resets_on_the_sixth_as_well():
    state = arranged(zone=[[1, 0], [3, 2]], grave=[1, 1, 1, 2, 2], mana=0, damage=1)
    state.apply(0, "attack:0")
    assert state.waiting == [3] and state.damage == 0 and state.mana == 1


def test_kz3_blast_needs_one_hp_left_and_its_secondary_kills_go_to_the_waiting_zone():
    state = arranged(zone=[[2, 1], [1, 0], [3, 1], [2, 0]], deck=[3], mana=1)
    state.apply(0, "blast:0")
    assert state.grave == [2] and state.mana == 0
    assert state.waiting == [1]  # the other 1 fell to the secondary damage
    assert state.zone == [[3, 2], [2, 1], [3, 0]]


def test_kz3_blast_that_fells_the_third_resets_first():
    state = arranged(zone=[[1, 0], [1, 0], [3, 0]], deck=[2], grave=[3, 3], mana=1, damage=2)
    state.apply(0, "blast:0")
    assert state.grave == [3, 3, 1] and sorted(state.waiting) == [1, 3]
    assert state.mana == 1 and state.damage == 0 and state.zone == [[2, 0]]


def test_kz4_empty_deck_is_remade_from_the_shuffled_waiting_zone():
    state = arranged(zone=[[3, 0]], deck=[], waiting=[1, 2, 2])
    state.apply(0, "banish:0")
    assert state.waiting == [] and len(state.deck) == 3 and len(state.zone) == 1
    assert sorted(state.deck + [state.zone[0][0]]) == [1, 2, 2, 3]


def test_kz4_nine_in_the_graveyard_wins_at_once():
    state = arranged(zone=[[1, 0], [3, 0], [3, 0]], grave=[1, 1, 1, 2, 2, 2, 2, 3], damage=2)
    state.apply(0, "attack:0")
    assert state.result() == [1.0] and state.to_move() == [] and state.score() == 9
    assert state.damage == 2 and len(state.zone) == 2  # no reset, no damage check after the winning kill


def test_kz4_three_damage_loses():
    state = arranged(zone=[[3, 0], [3, 0]], grave=[1, 2], damage=2)
    state.apply(0, "defend")
    assert state.result() == [0.0] and state.to_move() == [] and state.legal_actions(0) == []
    assert state.score() == 2


def test_view_shows_zones_and_deck_counts_but_not_its_order():
    state = arranged(zone=[[3, 1]], deck=[1, 3, 2], waiting=[2], grave=[1], mana=2, damage=1)
    view = state.view(0)
    assert view["zone"] == [[3, 1]] and view["deck"] == 3 and view["deck_counts"] == [1, 1, 1]
    assert view["waiting"] == [2] and view["grave"] == [1] and view["mana"] == 2 and view["damage"] == 1
    assert view["score"] == 1 and view["reset_in"] == 2
    other = state.determinize(0, Rng(9))
    assert other.view(0) == view


def test_illegal_action_changes_nothing():
    state = GAME.new_state(2)
    before = state.to_json()
    for bad in ("attack:5", "banish:x", "fly"):
        with pytest.raises(IllegalAction):
            state.apply(0, bad)
    assert state.to_json() == before


def test_stats_report_the_score():
    state = arranged(zone=[[3, 0], [3, 0]], grave=[1, 2], damage=2)
    state.apply(0, "defend")
    assert GAME.stats(state)["score"] == 2


def test_simulate_prints_the_mean_score_and_its_quantiles():
    from fudabako.cli import simulate

    report = simulate("killzone", 30, 1, ["random"])
    assert report["errors"] == 0 and 0 <= report["mean_score"] <= 9
    q = report["score_quantiles"]
    assert q["min"] <= q["q1"] <= q["median"] <= q["q3"] <= q["max"] <= 9


def test_a_card_turned_up_is_a_reveal_that_undo_cannot_cross():
    from fudabako.core import Record, Recorded, Rng

    state = GAME.new_state(4)
    assert state.reveals == 1
    game = Recorded(Record.new("killzone", 4), Rng(4))
    game.apply(0, game.state.legal_actions(0)[-1].id)
    assert game.undo_target(0) is None


def test_a_deck_remade_from_one_card_says_card_in_the_singular():
    state = arranged(zone=[[3, 0]], deck=[], waiting=[2])
    state.apply(0, "defend")
    assert "The deck ran out: 1 card shuffled into a new deck" in [e["en"] for e in state.log]
