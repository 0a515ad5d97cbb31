"""Rulings MM-1..MM-9 of マインドマスター (shared/rulings/mindmaster.md) and the seed's effects table."""

import json

import pytest

from fudabako.core import IllegalAction, Rng, get_game
from fudabako.games.mindmaster.rules import SUITS

GAME = get_game("mindmaster")


def attacking(hands, attacker=0, deck=None, pile=(0, 0, 0)):
    """A state in the attack phase with the given hands (counts ♠♥♦); the deck holds the other cards unless given."""
    state = GAME.new_state(5)
    state.hands = [list(h) for h in hands]
    if deck is None:
        deck = "".join(s * (7 - hands[0][i] - hands[1][i] - pile[i]) for i, s in enumerate(SUITS))
    state.deck = deck
    state.pile = list(pile)
    state.attacker = attacker
    state.phase = "attack"
    state.round = 1
    return state


def attack(state, card, call):
    a = state.attacker
    state.apply(a, f"play:{card}")
    state.apply(1 - a, f"call:{call}")


def total_cards(state):
    return sum(map(sum, state.hands)) + sum(state.pile) + len(state.deck)


def test_mm1_21_cards_seven_per_suit_counters_per_player():
    state = GAME.new_state(1)
    assert total_cards(state) == 21
    suits = [state.deck.count(s) + state.pile[i] + state.hands[0][i] + state.hands[1][i] for i, s in enumerate(SUITS)]
    assert suits == [7, 7, 7]
    assert state.hands[0] != [0, 0, 0] and sum(state.hands[0]) == sum(state.hands[1]) == 5
    assert state.strikes == [0, 0] and state.outs == [0, 0]


def test_mm2_opening_duel_tie_repeats_winner_attacks_cards_return():
    state = GAME.new_state(1)
    state.hands = [[2, 2, 1], [1, 2, 2]]
    assert state.to_move() == [0, 1]
    state.apply(0, "play:H")
    assert state.to_move() == [1] and state.has_secret(0)
    state.apply(1, "play:H")
    assert state.phase == "duel" and state.attacker is None and state.to_move() == [0, 1]
    state.apply(0, "play:D")  # ♦ beats ♠
    state.apply(1, "play:S")
    assert state.attacker == 0 and state.phase == "attack"
    assert state.hands == [[2, 2, 1], [1, 2, 2]]  # the duel cards went back
    assert state.known[0] == [0, 1, 1] and state.known[1] == [1, 1, 0]
    for p, beaten in (("S", "H"), ("H", "D"), ("D", "S")):
        duel = GAME.new_state(1)
        duel.hands = [[1, 1, 1], [1, 1, 1]]
        duel.apply(1, f"play:{p}")
        duel.apply(0, f"play:{beaten}")
        assert duel.attacker == 1


def test_mm3_attack_face_down_then_call_card_to_discard_pile():
    state = attacking([[1, 1, 1], [2, 0, 0]])
    state.apply(0, "play:H")
    view = state.view(1)
    assert view["chosen"] == [True, False] and "play:H" not in json.dumps(view)
    assert [a.id for a in state.legal_actions(1)] == ["call:S", "call:H", "call:D"]
    state.apply(1, "call:H")
    assert state.pile == [0, 1, 0] and state.hands[0] == [1, 0, 1]
    assert state.last == {"kind": "attack", "round": 1, "attacker": 0, "card": "H", "call": "H", "hit": True,
                          "effect": {"kind": "pass"}}
    assert state.history == ["0HH0000"]


def test_mm3_attacker_may_only_play_held_suits_and_bad_input_changes_nothing():
    state = attacking([[0, 2, 0], [1, 1, 1]])
    assert [a.id for a in state.legal_actions(0)] == ["play:H"]
    before = state.to_json()
    for player, action in ((0, "play:S"), (1, "play:H"), (0, "call:S"), (0, "nonsense")):
        with pytest.raises(IllegalAction):
            state.apply(player, action)
    assert state.to_json() == before


def test_mm3_spade_miss_gives_an_out_and_passes_the_attack():
    state = attacking([[2, 1, 1], [1, 1, 1]])
    state.strikes[1] = 2
    attack(state, "S", "H")
    assert state.outs == [0, 1] and state.strikes == [0, 0] and state.attacker == 1


def test_mm3_heart_miss_draws_three_and_keeps_the_attack():
    state = attacking([[0, 1, 1], [1, 1, 1]], deck="SSDH")
    attack(state, "H", "S")
    assert state.hands[0] == [1, 1, 2] and state.deck == "S" and state.attacker == 0 and state.phase == "attack"


def test_mm3_right_calls_pass_the_attack():
    state = attacking([[1, 2, 1], [1, 1, 1]])
    attack(state, "H", "H")
    assert state.attacker == 1 and state.strikes == [0, 0] and state.outs == [0, 0]
    attack(state, "D", "D")
    assert state.strikes == [0, 1] and state.attacker == 0


def test_mm4_diamond_miss_strike_then_optional_two_discards_for_another():
    state = attacking([[1, 1, 2], [1, 1, 1]])
    attack(state, "D", "S")
    assert state.strikes == [0, 1] and state.phase == "extra" and state.to_move() == [0]
    assert [a.id for a in state.legal_actions(0)] == ["keep", "discard:S", "discard:H", "discard:D"]
    state.apply(0, "discard:S")
    assert [a.id for a in state.legal_actions(0)] == ["discard:H", "discard:D"]  # no backing out after paying one
    state.apply(0, "discard:D")
    assert state.strikes == [0, 2] and state.hands[0] == [0, 1, 0] and state.pile == [1, 0, 2]
    assert state.phase == "attack" and state.attacker == 0


def test_mm4_keep_declines_the_extra_strike():
    state = attacking([[1, 1, 2], [1, 1, 1]])
    attack(state, "D", "H")
    state.apply(0, "keep")
    assert state.strikes == [0, 1] and state.hands[0] == [1, 1, 1] and state.phase == "attack"


def test_mm4_no_extra_offer_with_fewer_than_two_cards_left():
    state = attacking([[1, 0, 1], [1, 1, 1]])
    attack(state, "D", "H")
    assert state.phase == "attack" and state.strikes == [0, 1]


def test_mm4_third_strike_is_an_out_at_once_and_next_counts_fresh():
    state = attacking([[1, 1, 3], [1, 1, 1]])
    state.strikes[1] = 2
    attack(state, "D", "S")
    assert state.outs == [0, 1] and state.strikes == [0, 0]
    state.apply(0, "discard:S")
    state.apply(0, "discard:H")
    assert state.outs == [0, 1] and state.strikes == [0, 1]


def test_mm5_spade_right_call_reveals_the_hand_to_the_defender_and_the_log():
    state = attacking([[2, 1, 2], [1, 1, 1]])
    attack(state, "S", "S")
    view = state.view(1)
    assert view["shown"][0] == {"cards": [1, 1, 2], "round": 1}
    assert view["known"][0] == [1, 1, 2]
    assert "♠♥♦♦" in view["log"][-1]["en"]
    assert state.attacker == 1
    attack(state, "S", "H")  # player 1 attacks; the memory of player 0's hand stays
    assert state.view(1)["shown"][0]["cards"] == [1, 1, 2]
    assert state.view(None)["shown"][0]["cards"] == [1, 1, 2]  # shown face up, like the log line


def test_known_cards_leave_the_memory_when_played():
    state = attacking([[2, 1, 2], [1, 1, 1]])
    attack(state, "S", "S")
    attack(state, "H", "H")
    attack(state, "D", "S")  # player 0 attacks with one of its known ♦
    assert state.known[0] == [1, 1, 1]


def test_mm6_attacker_with_empty_hand_passes_the_attack():
    state = attacking([[0, 0, 1], [1, 1, 1]])
    attack(state, "D", "S")
    assert state.strikes == [0, 1] and state.attacker == 1 and state.phase == "attack"


def test_mm7_losing_the_attack_with_nine_cards_discards_half_one_at_a_time():
    state = attacking([[3, 3, 4], [1, 1, 1]])
    attack(state, "H", "H")
    assert state.phase == "discard" and state.to_discard == 4 and state.to_move() == [0]
    for _ in range(4):
        state.apply(0, "discard:D")
    assert state.hands[0] == [3, 2, 0] and state.phase == "attack" and state.to_move() == [0, 1]


def test_mm7_gaining_the_attack_with_no_cards_draws_three_after_the_discards():
    state = attacking([[1, 0, 0], [0, 0, 0]], deck="HHHD")
    attack(state, "S", "D")
    assert state.attacker == 1 and state.hands[1] == [0, 2, 1]


def test_mm8_empty_deck_reshuffles_the_pile_and_draws_what_there_is():
    state = attacking([[0, 1, 0], [1, 1, 1]], deck="S", pile=(1, 0, 0))
    attack(state, "H", "S")  # ♥ goes to the pile, then the deck (1) and the reshuffled pile (2) give 3 cards
    assert sum(state.hands[0]) == 3 and state.deck == "" and state.pile == [0, 0, 0]
    state = attacking([[0, 1, 0], [1, 1, 1]], deck="", pile=(0, 0, 0))
    attack(state, "H", "D")
    assert sum(state.hands[0]) == 1  # only the ♥ itself was there to draw


def test_mm8_reshuffle_makes_hands_known():
    state = attacking([[1, 1, 0], [2, 0, 1]], deck="", pile=(1, 1, 1))
    attack(state, "H", "D")
    assert state.known[1] == [2, 0, 1]


def test_mm9_three_outs_lose():
    state = attacking([[2, 1, 1], [1, 1, 1]])
    state.outs[1] = 2
    attack(state, "S", "D")
    assert state.result() == [1.0, 0.0] and state.to_move() == [] and state.phase == "over"


def test_extra_strike_can_win_the_game():
    state = attacking([[1, 1, 2], [1, 1, 1]])
    state.outs[1], state.strikes[1] = 2, 1
    attack(state, "D", "S")
    state.apply(0, "discard:S")
    state.apply(0, "discard:H")
    assert state.result() == [1.0, 0.0]


@pytest.mark.parametrize("card,call,effect,log", [
    ("S", "H", {"kind": "out", "player": 1}, "wrong, the ♠ effect: Player 2 0 strikes, 1 out"),
    ("H", "S", {"kind": "draw", "player": 0, "cards": 3}, "wrong, the ♥ effect: Player 1 draws 3 cards"),
    ("D", "S", {"kind": "strike", "player": 1, "out": False}, "wrong, the ♦ effect: Player 2 1 strike, 0 outs"),
    ("S", "S", {"kind": "reveal", "player": 0}, "right, the ♠ counter: hand revealed ♠♥♥♦♦"),
    ("H", "H", {"kind": "pass"}, "right, the ♥ counter: the attack just passes"),
    ("D", "D", {"kind": "strike", "player": 0, "out": False}, "right, the ♦ counter: Player 1 1 strike, 0 outs"),
])
def test_mm3_the_view_says_what_each_call_did(card, call, effect, log):
    """The table says what happened in words (never a bare "的中: カウンター効果"): the view's last attack carries
    the effect, and the log line names it."""
    state = attacking([[2, 2, 2], [1, 1, 1]])
    attack(state, card, call)
    for viewer in (0, 1, None):
        assert state.view(viewer)["last"]["effect"] == effect
    assert state.view(None)["log"][-1]["en"].endswith(log)


def test_mm4_a_third_strike_says_it_made_an_out_and_a_short_draw_says_how_many():
    state = attacking([[1, 1, 3], [1, 1, 1]])
    state.strikes[1] = 2
    attack(state, "D", "S")
    assert state.last["effect"] == {"kind": "strike", "player": 1, "out": True}
    state = attacking([[0, 1, 0], [1, 1, 1]], deck="", pile=(0, 0, 0))
    attack(state, "H", "D")
    assert state.last["effect"] == {"kind": "draw", "player": 0, "cards": 1}
    assert state.view(0)["log"][-1]["en"].endswith("draws 1 card")


def test_at_the_end_every_hand_is_shown_and_nothing_is_resampled():
    state = attacking([[2, 1, 1], [1, 2, 1]])
    assert state.view(0)["hands"] is None
    state.outs[1] = 2
    attack(state, "S", "D")
    assert state.is_over()
    for viewer in (0, 1, None):
        assert state.view(viewer)["hands"] == [[1, 1, 1], [1, 2, 1]]
    assert state.determinize(0, Rng(1)).to_json() == state.to_json()


def test_views_hide_the_other_hand_and_determinize_keeps_what_is_known():
    state = attacking([[2, 1, 2], [3, 0, 1]])
    attack(state, "S", "S")
    view = state.view(1)
    assert view["hand"] == [3, 0, 1] and view["hand_sizes"] == [4, 4]
    for k in range(20):
        other = state.determinize(1, Rng(k))
        assert other.hands[0] == [1, 1, 2] and other.view(1) == view
        assert total_cards(other) == 21


def test_a_random_game_ends_and_keeps_21_cards():
    rng = Rng(3)
    for seed in range(50):
        state = GAME.new_state(seed)
        while not state.is_over():
            p = rng.choice(state.to_move())
            state.apply(p, rng.choice(state.legal_actions(p)).id)
            assert total_cards(state) == 21
