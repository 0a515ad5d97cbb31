"""Rules and rulings DL-1..DL-8 of デルタ (shared/rulings/delta.md) and the seed's examples."""

import json

import pytest

from fudabako.core import IllegalAction, Rng, get_game
from fudabako.games.delta.cards import DECK, damage, hand_of, outcome, round_winner, sort_cards
from fudabako.games.delta.rules import FINAL, PASS, final_options, pack, unpack

GAME = get_game("delta")


def hand(*cards):
    return hand_of(list(cards))


def final_state(hands, endurance=(60, 60), seed=1):
    """A state at the final discard with the given 5-card hands."""
    state = GAME.new_state(seed)
    state.phase = FINAL
    state.hands = [pack(sort_cards(h)) for h in hands]
    state.endurance = list(endurance)
    return state


def test_dl1_twenty_cards_and_endurance_60_by_default():
    assert len(DECK) == 20 and sum(c.startswith("J") for c in DECK) == 2
    assert sorted(c[0] for c in DECK if c[0] != "J") == sorted("SHD" * 6)
    state = GAME.new_state(3)
    assert state.endurance == [60, 60]
    assert GAME.new_state(3, {"endurance": 25}).endurance == [25, 25]


def test_dl1_every_card_is_somewhere_each_round():
    state = GAME.new_state(4)
    cards = unpack(state.hands[0] + state.hands[1] + state.deck)
    assert sorted(cards) == sorted(DECK)


def test_dl2_round_flow_draw5_discard2_pass3_draw2_discard2_reveal():
    state = GAME.new_state(5)
    assert state.phase == PASS and state.to_move() == [0, 1]
    assert [len(unpack(h)) for h in state.hands] == [5, 5] and len(unpack(state.deck)) == 10
    first = [state.legal_actions(p)[0] for p in (0, 1)]
    assert all(len(state.legal_actions(p)) == 10 for p in (0, 1))  # any 2 of 5
    state.apply(0, first[0].id)
    assert state.phase == PASS and state.to_move() == [1]  # simultaneous: nothing moves until both chose
    state.apply(1, first[1].id)
    assert state.phase == FINAL
    for p in (0, 1):
        received = first[1 - p].payload["keep"]
        view = state.view(p)
        assert view["received"] == received and view["passed"] == first[p].payload["keep"]
        assert sorted(view["hand"]) == sorted(received + view["drawn"]) and len(view["drawn"]) == 2
        assert view["discards"] == first[p].payload["discard"]
    assert len(unpack(state.deck)) == 6
    finals = [state.legal_actions(p)[0] for p in (0, 1)]
    state.apply(1, finals[1].id)
    state.apply(0, finals[0].id)
    assert state.round == 2 and state.phase == PASS
    assert state.last["finals"][0]["cards"] == finals[0].payload["keep"]
    assert state.history[0].split("|")[0] == pack(first[0].payload["keep"])


def test_dl2_each_round_reshuffles_all_20_cards():
    state = GAME.new_state(6)
    deals = set()
    for _ in range(6):
        for p in (0, 1):
            state.apply(p, state.legal_actions(p)[0].id)
        for p in (0, 1):
            state.apply(p, state.legal_actions(p)[0].id)
        if state.is_over():
            break
        deals.add(state.hands[0])
        assert sorted(unpack(state.hands[0] + state.hands[1] + state.deck)) == sorted(DECK)
    assert len(deals) > 1


def test_dl3_final_discard_only_offers_hands_and_two_jokers_never_form_one():
    assert hand("J1", "J2", "S7") is None
    state = final_state([["J1", "J2", "S7", "H6", "D5"], ["S2", "S3", "S4", "H2", "H3"]])
    kept = [a.payload["keep"] for a in state.legal_actions(0)]
    assert kept == [["S7", "H6", "D5"]]  # every other choice keeps a joker with unmatched cards
    assert len(state.legal_actions(1)) == 10  # three spades and two hearts: every triple is a hand
    with pytest.raises(IllegalAction):
        state.apply(0, "S7+H6")


@pytest.mark.parametrize("seed", range(200))
def test_dl3_five_cards_always_allow_a_hand(seed):
    rng = Rng(seed)
    cards = list(DECK)
    rng.shuffle(cards)
    assert final_options(cards[:5])


def test_dl4_hand_kinds():
    assert hand("S2", "S5", "S7")["kind"] == "three"
    two = hand("H3", "H6", "D7")
    assert (two["kind"], two["suit"], two["strike"], two["joker"]) == ("two", "H", 9, False)
    with_joker = hand("D4", "D5", "J2")
    assert (with_joker["kind"], with_joker["suit"], with_joker["strike"], with_joker["joker"]) == ("two", "D", 9, True)
    assert hand("S2", "H3", "D4")["kind"] == "special"
    assert hand("S2", "H3", "J1") is None  # a joker is only the odd card of a pair


def test_dl5_suit_triangle_whatever_the_size():
    spade_pair, heart_three, diamond_three = hand("S2", "S3", "H7"), hand("H5", "H6", "H7"), hand("D5", "D6", "D7")
    assert round_winner(spade_pair, heart_three) == 0
    assert round_winner(heart_three, diamond_three) == 0
    assert round_winner(spade_pair, diamond_three) == 1


def test_dl5_same_suit_three_beats_two_and_equal_kinds_draw():
    assert round_winner(hand("S2", "S3", "S4"), hand("S6", "S7", "H7")) == 0
    assert round_winner(hand("S6", "S7", "J1"), hand("S2", "S3", "S4")) == 1
    assert round_winner(hand("S2", "S3", "S4"), hand("S5", "S6", "S7")) is None
    assert round_winner(hand("S2", "S3", "H4"), hand("S6", "S7", "J1")) is None
    assert round_winner(hand("S2", "H3", "D4"), hand("S7", "H7", "D7")) is None


def test_dl5_special_loses_to_every_hand_but_a_pair_with_a_joker():
    special = hand("S2", "H3", "D4")
    assert round_winner(special, hand("S2", "S3", "S4")) == 1
    assert round_winner(special, hand("D6", "D7", "H5")) == 1
    assert round_winner(special, hand("D6", "D7", "J1")) == 0
    assert round_winner(hand("H6", "H7", "J2"), special) == 1


def test_dl6_strike_points():
    assert damage(hand("S5", "S6", "S7"), hand("H2", "H3", "D2"), 60)["damage"] == 18
    assert damage(hand("S5", "S6", "H7"), hand("H2", "H3", "D2"), 60)["damage"] == 11
    assert damage(hand("S2", "H3", "D4"), hand("D6", "D7", "J1"), 60)["strike"] == 13


def test_dl7_joker_and_bariki_double_and_stack_seed_example():
    result = damage(hand("H7", "H6", "J1"), hand("D2", "D3", "D4"), 9)
    assert result == {"strike": 13, "joker": True, "bariki": True, "damage": 52}
    assert damage(hand("H7", "H6", "J1"), hand("D2", "D3", "D4"), 10)["damage"] == 26
    assert damage(hand("H2", "H3", "H4"), hand("D2", "D3", "D4"), 9)["damage"] == 18  # 15 → 30 in the seed's words


def test_dl7_special_borrows_undoubled_points_doubled_only_by_its_own_bariki():
    special, pair = hand("S2", "H3", "D4"), hand("D6", "D7", "J1")
    assert damage(special, pair, 60) == {"strike": 13, "joker": False, "bariki": False, "damage": 13}
    assert damage(special, pair, 5)["damage"] == 26


def test_dl8_only_the_loser_takes_damage_and_zero_loses():
    state = final_state([["S5", "S6", "S7", "J1", "J2"], ["H2", "H3", "H4", "D2", "D3"]], endurance=(60, 18))
    state.apply(0, "J1+J2")  # ♠5♠6♠7: 18
    state.apply(1, "D2+D3")  # ♥2♥3♥4 loses to spades
    assert state.endurance == [60, 0] and state.winner == 0 and state.result() == [1.0, 0.0]
    assert state.to_move() == [] and state.last["breakdown"]["damage"] == 18


def test_draw_leaves_endurance_and_starts_a_new_round():
    state = final_state([["S5", "S6", "S7", "J1", "J2"], ["S2", "S3", "S4", "D2", "D3"]])
    state.apply(0, "J1+J2")
    state.apply(1, "D2+D3")
    assert state.endurance == [60, 60] and state.last["winner"] is None and state.round == 2


def test_outcome_of_both_hands():
    result = outcome([hand("S2", "H3", "D4"), hand("D6", "D7", "J1")], [5, 60])
    assert result["winner"] == 0 and result["breakdown"]["damage"] == 26


def test_views_hide_the_rivals_cards_and_discards():
    state = GAME.new_state(9)
    state.apply(0, state.legal_actions(0)[3].id)
    view = state.view(1)
    assert set(view["hand"]).isdisjoint(unpack(state.hands[0]))
    assert "my_choice" in view and view["my_choice"] is None
    assert view["discard_counts"] == [0, 0]
    spectator = state.view(None)
    assert "hand" not in spectator and "received" not in spectator and "history" not in spectator
    json.dumps(state.view(0))


def test_determinize_keeps_what_the_player_knows():
    state = GAME.new_state(10)
    for p in (0, 1):
        state.apply(p, state.legal_actions(p)[0].id)
    other = state.determinize(0, Rng(4))
    assert other.hands[0] == state.hands[0] and other.passed == state.passed
    opp = unpack(other.hands[1])
    assert set(unpack(state.passed[0])) <= set(opp)
    assert sorted(unpack(other.hands[0] + other.hands[1] + other.discards[0] + other.discards[1] + other.deck)) \
        == sorted(DECK)


def test_illegal_action_changes_nothing():
    state = GAME.new_state(11)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, "S2+S2")
    assert state.to_json() == before


# --- computer players ---------------------------------------------------------------------------------------

from fudabako.ai import choose, levels_for, remember  # noqa: E402
from fudabako.ai import delta as ai  # noqa: E402


def test_every_level_exists_and_picks_a_legal_action_from_its_view():
    assert [lv["id"] for lv in levels_for("delta")] == ["random", "predictable", "easy", "normal", "strong", "yomi"]
    state = GAME.new_state(12)
    for _ in range(2):  # the pass, then the final discard
        views = [state.view(p) for p in (0, 1)]
        for level in ("random", "predictable", "easy", "normal", "strong", "yomi"):
            for view in views:
                action = choose("delta", level, view, 5)
                assert action in {a["id"] for a in view["legal"]}
                assert choose("delta", level, view, 5) == action  # seeded
        for p in (0, 1):
            state.apply(p, choose("delta", "strong", views[p], 1))


def test_predictable_discards_its_two_most_dangerous_cards_then_keeps_the_highest_damage_hand():
    state = GAME.new_state(1)
    state.hands = [pack(sort_cards(["S2", "H3", "J1", "D7", "S6"])), state.hands[1]]
    assert ai.predictable_choice(state.view(0)) == "D7+J1"
    state = final_state([["S5", "S6", "H7", "H6", "J1"], ["S2", "S3", "S4", "D2", "D3"]])
    assert ai.predictable_choice(state.view(0)) == "S5+S6"  # ♥7♥6 + joker: 26 beats ♠5♠6 + joker: 22


def test_win_chance_is_a_chance_and_bariki_helps():
    assert ai.win_chance(60, 60) == pytest.approx(0.5)
    assert ai.win_chance(10, 30) < ai.win_chance(9, 30)  # バリキ doubles my damage
    assert ai.win_chance(0, 5) == 0.0 and ai.win_chance(5, 0) == 1.0


def test_final_decision_values_every_legal_hand_against_every_column():
    state = final_state([["S5", "S6", "S7", "H2", "D3"], ["H5", "H6", "D4", "D5", "J2"]])
    state.passed = [pack(["H5", "H6", "D4"]), pack(["S5", "S6", "S7"])]
    decision = ai.final_decision(state.view(0))
    assert len(decision.actions) == len(state.legal_actions(0)) and decision.replies == ai.COLUMNS
    assert all(0.0 <= v <= 1.0 for row in decision.payoff for v in row)


def test_remember_keeps_the_rounds_seen_and_the_rules_the_rival_followed():
    # I passed ♠5♠6♥2; the rival drew ♦6♦7 and showed its highest-damage hand, ♦6♦7 with ♥2 (see test_delta_ai).
    view = {"viewer": 0, "history": ["S5S6H2|D2D3H4|D2D3H4|H2D6D7"]}
    memory = remember("delta", view, None)
    assert memory["counts"]["rule"]["rounds"] == 1 and memory["counts"]["rule"]["max"] == 1
    assert remember("delta", view, memory)["counts"]["rule"]["rounds"] == 2


def test_yomi_without_memory_plays_like_strong_at_the_final():
    state = final_state([["S5", "S6", "S7", "H2", "D3"], ["H5", "H6", "D4", "D5", "J2"]])
    state.passed = [pack(["H5", "H6", "D4"]), pack(["S5", "S6", "S7"])]
    view = state.view(0)
    assert choose("delta", "yomi", view, 9) == choose("delta", "strong", view, 9)

