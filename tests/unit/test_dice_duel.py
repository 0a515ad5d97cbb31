"""ダイスデュエル: the seed's rules and every DD-* ruling, on states built by hand with loaded dice."""

import pytest

from fudabako.core import IllegalAction, OptionError, Rng, get_game
from fudabako.games.dice_duel.cards import DECK, sort_cards, value

GAME = get_game("dice-duel")


class Loaded(Rng):
    """An Rng whose dice come from a list (everything else as usual)."""

    def __init__(self, dice):
        super().__init__(7)
        self.rolls = list(dice)

    def die(self, sides=6):
        return self.rolls.pop(0)


def table(hands, attacker=0, phase="attack", dice=(), deck=None, discard=None, life=(50, 50), lap=1):
    state = GAME.new_state(1)
    state.hands = [sort_cards(h) for h in hands]
    used = set(hands[0]) | set(hands[1]) | set(discard or [])
    state.deck = deck if deck is not None else [c for c in DECK if c not in used]
    state.discard = list(discard or [])
    state.attacker = attacker
    state.phase = phase
    state.life = list(life)
    state.lap = lap
    state.rng = Loaded(dice)
    return state


def ids(state, player):
    return [a.id for a in state.legal_actions(player)]


def attack(state, cards, guard=None):
    """The attacker attacks with `cards`, the defender answers `guard` (an action id, default no guard)."""
    state.apply(state.attacker, "attack:" + "+".join(cards))
    state.apply(state.defender, guard or "noguard")
    return state.events[-1]


# --- DD-1 ------------------------------------------------------------------------------------------------------
def test_dd1_deck_hands_life_and_values():
    state = GAME.new_state(5)
    assert len(state.deck) + sum(map(len, state.hands)) == 52 and len(set(DECK)) == 52
    assert [len(h) for h in state.hands] == [5, 5] and state.life == [50, 50]
    assert GAME.new_state(5, {"life": 30}).life == [30, 30]
    with pytest.raises(OptionError):
        GAME.new_state(5, {"life": 101})
    assert [value(c) for c in ("S2", "S10", "SJ", "SQ", "SK", "SA")] == [2, 10, 11, 12, 13, 15]


# --- DD-2 ------------------------------------------------------------------------------------------------------
def opening(hands, a, b):
    state = table(hands, phase="open")
    state.attacker = None
    state.apply(0, f"open:{a}")
    state.apply(1, f"open:{b}")
    return state


def test_dd2_lower_card_attacks_with_it_and_defender_keeps_or_discards():
    hands = [["S3", "H9", "D4", "C5", "S6"], ["H2", "D8", "C9", "SK", "DA"]]
    state = opening(hands, "S3", "D8")
    assert state.attacker == 0 and state.attack == ["S3"] and "S3" not in state.hands[0]
    assert state.to_move() == [1] and ids(state, 1) == ["return", "toss"]
    state.apply(1, "return")
    assert "D8" in state.hands[1] and state.public[1] == ["D8"] and state.phase == "defend"
    state = opening(hands, "S3", "D8")
    state.apply(1, "toss")
    assert "D8" not in state.hands[1] and state.discard == ["D8"] and state.public[1] == []


def test_dd2_equal_values_take_both_back_and_choose_again():
    state = opening([["S9", "H3", "D4", "C5", "S6"], ["H9", "D8", "C2", "SK", "DA"]], "S9", "H9")
    assert state.phase == "open" and state.to_move() == [0, 1] and state.attacker is None
    assert "S9" in state.hands[0] and "H9" in state.hands[1] and state.public == [["S9"], ["H9"]]


def test_dd2_opening_attack_skips_the_refill():
    state = opening([["S3", "H9", "D4", "C5", "S6"], ["H2", "D8", "C9", "SK", "DA"]], "S3", "D8")
    assert len(state.hands[0]) == 4


# --- DD-3 ------------------------------------------------------------------------------------------------------
def test_dd3_strike_is_the_higher_die_and_hits_at_or_below_the_attack():
    event = attack(table([["S5"], ["H2"]], dice=[2, 5]), ["S5"])
    assert (event["strike"], event["power"], event["hit"], event["damage"]) == (5, 2, True, 7)
    state = table([["S5"], ["H2"]], dice=[6, 1])
    event = attack(state, ["S5"])
    assert not event["hit"] and event["damage"] == 0 and state.life == [50, 50] and state.phase == "end"


def test_dd3_guard_needs_the_suit_and_takes_only_the_power():
    state = table([["S7"], ["S4", "H9", "D8"]], dice=[5, 3])
    state.apply(0, "attack:S7")
    assert "guard:S4" in ids(state, 1) and "guard:H9" not in ids(state, 1)
    state.apply(1, "guard:S4")
    event = state.events[-1]
    assert event["case"] == "guarded" and event["damage"] == 3 and state.life[1] == 47
    assert "≤" in event["rule"]["en"] and "power 3 ≤ guard 4" in event["rule"]["en"]


def test_dd3_guard_break_deals_attack_plus_power():
    state = table([["S7"], ["S2"]], dice=[5, 4])
    event = attack(state, ["S7"], "guard:S2")
    assert event["case"] == "break" and event["damage"] == 11 and state.life[1] == 39
    assert "guard break" in event["rule"]["en"]


def test_dd3_no_guard_deals_attack_plus_power():
    state = table([["S7"], ["S2"]], dice=[6, 4])
    event = attack(state, ["S7"])
    assert event["case"] == "open" and event["damage"] == 11


# --- DD-4 ------------------------------------------------------------------------------------------------------
def test_dd4_counter_needs_a_lower_card():
    state = table([["S7"], ["H6", "H7", "D8"]])
    state.apply(0, "attack:S7")
    assert [i for i in ids(state, 1) if i.startswith("counter")] == ["counter:H6"]


def test_dd4_counter_hit_damages_the_attacker_and_swaps_without_refill():
    state = table([["S9", "C2"], ["H6", "D8"]], dice=[2, 3])
    state.apply(0, "attack:S9")
    state.apply(1, "counter:H6")
    event = state.events[-1]
    assert event["type"] == "counter" and event["hit"] and event["damage"] == 11 and state.life == [39, 50]
    assert state.attacker == 1 and state.phase == "follow" and state.strike == state.power == 5
    assert len(state.hands[1]) == 1  # DD-10: no refill after the swap
    assert state.discard == ["H6", "S9"]  # DD-5: counter below the attack


def test_dd4_missed_counter_is_discarded_and_the_attack_rolls_unguarded():
    state = table([["S9"], ["H3", "D8"]], dice=[3, 2, 4, 1])
    state.apply(0, "attack:S9")
    state.apply(1, "counter:H3")
    counter, hit = state.events
    assert counter["type"] == "counter" and not counter["hit"]
    assert hit["dice"] == [4, 1] and hit["case"] == "open" and hit["damage"] == 10
    assert state.discard == ["H3", "S9"] and state.attacker == 0


# --- DD-5 ------------------------------------------------------------------------------------------------------
def test_dd5_attack_goes_below_the_guard():
    state = table([["S7"], ["S9"]], dice=[3, 2])
    attack(state, ["S7"], "guard:S9")
    assert state.discard == ["S7", "S9"]


def test_dd5_the_pile_turns_over_unshuffled_for_the_second_lap():
    state = table([["S2", "S3", "S4", "S5", "S6"], ["H2"]], phase="end", deck=[], discard=["D2", "D3", "D4"])
    state.attacker = 1
    state.apply(1, "done")
    assert state.lap == 1 and state.phase == "attack"  # the new attacker had 5 already: nothing drawn
    state = table([["S2", "S3"], ["H2"]], phase="end", deck=["C9"], discard=["D2", "D3", "D4", "D5"])
    state.attacker = 1
    state.apply(1, "done")
    # C9 from the first lap, then the pile from its bottom: D2, D3 (D4, D5 remain, D4 next)
    assert state.lap == 2 and set(state.hands[0]) == {"S2", "S3", "C9", "D2", "D3"} and state.deck == ["D5", "D4"]
    assert sorted(state.public[0]) == ["D2", "D3"]  # the second lap's cards are known to both
    assert state.view(1)["deck_order"] == ["D4", "D5"]


@pytest.mark.parametrize("life,result", [((20, 10), [1.0, 0.0]), ((10, 20), [0.0, 1.0]), ((15, 15), [0.5, 0.5])])
def test_dd5_time_out_when_the_second_lap_runs_out(life, result):
    state = table([["S2"], ["H2"]], phase="end", deck=[], discard=["D2"], life=life, lap=2)
    state.attacker = 1
    state.apply(1, "done")
    assert state.timed_out and state.result() == result and state.to_move() == []


# --- DD-6 ------------------------------------------------------------------------------------------------------
def test_dd6_continue_keeps_the_dice_and_needs_the_suit_and_a_value_at_least_the_strike():
    state = table([["S7", "S4", "S5", "H9", "SJ"], ["C2", "D2", "C3"]], dice=[5, 3])
    attack(state, ["S7"])
    assert state.phase == "follow" and state.strike == 5
    assert ids(state, 0) == ["attack:S5", "attack:SJ", "end"]  # S4 < strike 5, H9 another suit; J: sum 8 ≤ 11
    event = attack(state, ["S5"])
    assert event["dice"] == [5, 3] and not event["rolled"] and event["damage"] == 8
    assert state.life[1] == 50 - 10 - 8


def test_dd6_a_missed_counter_during_a_continuation_keeps_the_held_dice():
    state = table([["S7", "S6"], ["C2", "D2"]], dice=[5, 3, 6, 6])
    attack(state, ["S7"])
    state.apply(0, "attack:S6")
    state.apply(1, "counter:C2")
    counter, hit = state.events
    assert counter["dice"] == [6, 6] and not counter["hit"]
    assert hit["dice"] == [5, 3] and (hit["strike"], hit["power"]) == (5, 3) and hit["damage"] == 9


def test_dd6_end_leads_to_step_7():
    state = table([["S7", "S6"], ["C2"]], dice=[5, 3])
    attack(state, ["S7"])
    state.apply(0, "end")
    assert state.phase == "end"


# --- DD-7 ------------------------------------------------------------------------------------------------------
def test_dd7_guard_cancel_after_a_guarded_hit():
    state = table([["S3", "S9"], ["S8", "C2"]], dice=[3, 2])
    attack(state, ["S3"], "guard:S8")
    assert state.cancel_ok and state.life[1] == 48
    state.apply(0, "attack:S9")
    assert "cancel" in ids(state, 1)
    state.apply(1, "cancel")
    event = state.events[-1]
    assert event["type"] == "cancel" and event["damage"] == 8 + 5 and not event["rolled"]
    assert state.life[0] == 37 and state.attacker == 1 and state.phase == "follow"
    assert state.discard == ["S3", "S8", "S9"]


def test_dd7_no_guard_cancel_unless_lower_and_hitting_or_after_a_break():
    state = table([["S3", "S8"], ["S8", "H8"]], dice=[3, 2])
    attack(state, ["S3"], "guard:S8")
    state.apply(0, "attack:S8")  # the same value is not lower
    assert state.cancel_ok and "cancel" not in ids(state, 1)
    state = table([["S6", "S7"], ["S2"]], dice=[6, 4])
    attack(state, ["S6"], "guard:S2")  # a guard break (4-2): no cancel
    assert not state.cancel_ok
    state.apply(0, "attack:S7")
    assert "cancel" not in ids(state, 1)
    state = table([["S6", "S7"], ["S4"]], dice=[6, 4])
    attack(state, ["S6"], "guard:S4")  # guarded, but the sum 10 > 4
    state.apply(0, "attack:S7")
    assert state.cancel_ok and "cancel" not in ids(state, 1)


def test_dd7_no_guard_cancel_on_a_new_attack():
    state = table([["S3", "S9"], ["S8", "C2"]], dice=[3, 2, 1, 1])
    attack(state, ["S3"], "guard:S8")
    state.phase = "attack"  # as if the turn had passed back
    state.apply(0, "attack:S9")
    assert "cancel" not in ids(state, 1)


# --- DD-8 ------------------------------------------------------------------------------------------------------
def test_dd8_face_cards_of_one_suit_combine():
    state = table([["SJ", "SQ", "SK", "HJ", "S5"], ["C2"]])
    offered = ids(state, 0)
    assert {"attack:SJ+SQ", "attack:SJ+SK", "attack:SQ+SK", "attack:SJ+SQ+SK"} <= set(offered)
    assert not any("HJ+" in i or "+HJ" in i for i in offered)


def test_dd8_special_uses_the_sum_and_the_lowest_face_card():
    state = table([["SJ", "SQ"], ["C2"]], dice=[6, 5])
    event = attack(state, ["SJ", "SQ"])
    assert event["kind"] == "special" and event["strike"] == event["power"] == 11 and event["target"] == 11
    assert event["damage"] == 11 + 12 + 11 and state.phase == "end"  # no continuing after a special
    state = table([["SJ", "SQ"], ["C2"]], dice=[6, 6])
    assert not attack(state, ["SJ", "SQ"])["hit"]  # 12 > J 11


def test_dd8_counter_against_a_special_is_below_its_lowest_card():
    state = table([["SQ", "SK"], ["HJ", "HQ", "D10"]])
    state.apply(0, "attack:SQ+SK")
    assert [i for i in ids(state, 1) if i.startswith("counter")] == ["counter:HJ", "counter:D10"]


def test_dd8_face_guard_stops_normal_attacks_and_guards_specials_normally():
    state = table([["S7"], ["SQ"]], dice=[6, 6])
    event = attack(state, ["S7"], "guard:SQ")
    assert event["case"] == "nullified" and event["damage"] == 0 and state.cancel_ok
    state = table([["SJ"], ["SQ"]], dice=[4, 3])
    event = attack(state, ["SJ"], "guard:SQ")
    assert event["case"] == "guarded" and event["damage"] == 7
    state = table([["SK"], ["SJ"]], dice=[6, 6])
    event = attack(state, ["SK"], "guard:SJ")
    assert event["case"] == "break" and event["damage"] == 13 + 12


# --- DD-9 ------------------------------------------------------------------------------------------------------
def test_dd9_ace_is_unguardable_value_15_and_never_combined():
    state = table([["SA", "SJ"], ["S2", "SK", "HA"]], dice=[6, 6])
    assert "attack:SA+SJ" not in ids(state, 0) and "attack:SJ+SA" not in ids(state, 0)
    state.apply(0, "attack:SA")
    offered = ids(state, 1)
    assert not any(i.startswith("guard") for i in offered)
    assert "counter:SK" in offered and "counter:HA" not in offered
    state.apply(1, "noguard")
    event = state.events[-1]
    assert event["kind"] == "unguardable" and event["hit"] and event["damage"] == 15 + 12 and state.phase == "end"


def test_dd9_ace_guard_stops_everything_guardable():
    state = table([["SQ", "SK"], ["SA"]], dice=[6, 5])
    event = attack(state, ["SQ", "SK"], "guard:SA")
    assert event["case"] == "nullified" and event["damage"] == 0


# --- DD-10 -----------------------------------------------------------------------------------------------------
def test_dd10_only_the_attacker_refills_and_may_discard_at_the_end():
    state = table([["S2", "S3"], ["H2"]], phase="end", dice=[])
    assert ids(state, 0) == ["discard:S2", "discard:S3", "done"]
    state.apply(0, "discard:S2")
    assert state.discard == ["S2"] and state.hands[0] == ["S3"]
    state.apply(0, "done")
    assert state.attacker == 1 and len(state.hands[1]) == 5 and state.hands[0] == ["S3"]
    assert state.phase == "attack"


# --- the rest --------------------------------------------------------------------------------------------------
def test_life_zero_ends_the_game():
    state = table([["S9"], ["H2"]], dice=[6, 6], life=(50, 15))
    attack(state, ["S9"])
    assert state.result() == [1.0, 0.0] and state.to_move() == []


def test_illegal_action_changes_nothing():
    state = table([["S9"], ["H2"]], dice=[6, 6])
    before = state.to_json()
    for player, action in [(0, "attack:H2"), (1, "attack:H2"), (0, "attack:S9+S8"), (0, "guard:S9")]:
        with pytest.raises(IllegalAction):
            state.apply(player, action)
    assert state.to_json() == before


def test_determinize_keeps_known_cards_and_deals_the_rest_from_the_unseen():
    state = GAME.new_state(3)
    state.public[1] = [state.hands[1][0]]
    for k in range(20):
        other = state.determinize(0, Rng(k))
        assert state.hands[1][0] in other.hands[1] and len(other.hands[1]) == 5
        assert other.hands[0] == state.hands[0]
        assert sorted(other.hands[1] + other.deck) == sorted(state.hands[1] + state.deck)


def test_views_hide_the_other_hand():
    state = GAME.new_state(3)
    view = state.view(0)
    assert view["hands"][1] is None and view["hands"][0] == state.hands[0] and view["hand_sizes"] == [5, 5]
