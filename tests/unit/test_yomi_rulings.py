"""ヨミ's rulings added after the rules audit (shared/rulings/yomi.md, YM-8..YM-15): one scenario each, named by its
id, and the decisions they bring (D17)."""

import json

from fudabako.core import Rng
from fudabako.games.yomi.rules import GAME, YomiState
from test_yomi import combo, fight, ids, play
from test_yomi_abilities import reveal, settle, to_end


def over(state, result):
    """The game is over with `result`, and every part of the protocol says so."""
    assert state.result() == result and state.is_over() and state.to_move() == []
    assert state.legal_actions(0) == state.legal_actions(1) == []
    for viewer in (0, 1, None):
        view = state.view(viewer)
        assert view["result"] == result and view["to_move"] == [] and view.get("legal", []) == []
        assert view["choosing"] is None and view["using"] is None and view["window"] is None
    again = YomiState.from_json(GAME, json.loads(json.dumps(state.to_json())))
    assert again.result() == state.clone().result() == state.determinize(0, Rng(1)).result() == result


def test_the_rules_page_lists_every_ruling_in_both_languages():
    ids_ = [r for r, _ in GAME.rulings]
    assert ids_[:15] == [f"YM-{i}" for i in range(1, 16)] and all(r.startswith("D") for r in ids_[15:])
    assert all(t["ja"] and t["en"] for _, t in GAME.rulings)


# --- YM-15: 0 hit points lose at once; both in the same effect draw ------------------------------------------------
def test_ym15_an_ability_bringing_hp_to_0_ends_the_game_at_once():
    state = fight("jaina", "grave", (["2h"], ["2d"]))
    state.piles[0] = ["10h"]
    state.decks[0].remove("10h")
    state.hp[1] = 2
    reveal(state, "2h:0", "2d:1")  # the opponent dodges: 残り火 for 2
    state.apply(0, "ab:jaina_embers:10h")
    state.apply(1, "allow")
    over(state, [1.0, 0.0])
    assert state.field == [["2h"], ["2d"]]  # the combat never resolved
    assert state.log[-1]["en"] == "Player 1 wins!"


def test_ym15_stone_wall_knocks_out_the_attacker_before_the_combat_ends():
    state = fight("rook", "grave", (["5h", "2h"], ["6h", "3h"]))
    state.hp[1] = 6
    play(state, "5h:0", "6h:0")
    state.apply(1, "allow")
    over(state, [1.0, 0.0])
    assert "5h" in state.field[0]  # nothing after the damage happened: the block is still on the table


def test_ym15_a_combo_knocking_out_leaves_no_rock_armor():
    state = fight("rook", "grave", (["4h", "9h", "Kh"], ["2h"]))
    state.hp[0] = 2
    play(state, "4h:1", "2h:0")  # Rook's normal attack outsped: 岩の鎧 would come after the combo
    state.apply(0, "nobluff")
    over(state, [0.0, 1.0])


def test_ym15_a_cost_in_hit_points_loses_at_once_before_any_counter():
    state = fight("jaina", "grave", (["6h", "7h"], ["3h", "10h"]))
    state.hp[0] = 10
    reveal(state, "6h:0", "3h:1")
    state.apply(0, "ab:jaina_unstable:7h")
    over(state, [0.0, 1.0])  # 根性 could have undone it, but the game was over


def test_ym15_both_at_0_in_one_trade_is_a_draw():
    state = fight(hands=(["2h"], ["2d"]))
    state.hp = [2, 2]
    play(state, "2h:0", "2d:0")
    over(state, [0.5, 0.5])
    assert state.log[-1]["en"] == "Both fall: a draw"


def test_d17_both_hexes_of_a_mirror_strike_together():
    state = fight("argagarg", "argagarg", (["5h"], ["5d"]))
    state.hp = [2, 2]
    play(state, "none", "none")
    while not state.is_over():
        state.apply(state.actor, ids(state, state.actor)[0])
    over(state, [0.5, 0.5])


# --- YM-8: 蔓巻き answers a joker too ---------------------------------------------------------------------------
def test_ym8_entangling_vines_blocks_a_joker_and_throws_for_8():
    state = fight("rook", "grave", (["3h", "7h", "Kd"], ["X1", "2h"]))
    n = len(state.hands[0])
    play(state, "3h:0", "X1:0")
    state.apply(1, "allow")  # グレイヴ is asked for 根性 either way (holding no 10 here)
    assert state.phase == "choose" and ids(state, 0) == ["pick:none", "pick:7h"]
    state.apply(0, "pick:7h")
    assert state.hp == [100, 90 - 8] and "3h" in state.piles[0] and state.owed == [0, 0]
    settle(state)
    assert state.turn == 2 and len(state.hands[0]) == n - 2 + 1  # the 3 stays out and draws nothing (+ turn 2's)


def test_ym8_vines_countered_against_a_joker_is_a_plain_block_faq_rook_3():
    state = fight("rook", "grave", (["3h", "7h"], ["X1", "10h"]))
    play(state, "3h:0", "X1:0")
    state.apply(1, "counter:10h")
    settle(state)
    assert state.turn == 2 and "3h" in state.hands[0] and len(state.hands[0]) == 4  # back, the block's draw, turn 2's
    assert state.hp == [100, 90]


def test_bubble_shield_is_attached_against_a_joker_too():
    """Seed: 「打撃またはジョーカーをガードした場合」 — the same door as 蔓巻き's."""
    state = fight("argagarg", "grave", (["Ah", "2h"], ["X1"]))
    play(state, "Ah:0", "X1:0")
    assert state.turn == 2 and state.attached[0] == ["Ah"] and len(state.hands[0]) == 3  # the block's draw, turn 2's


# --- YM-9: 岩の鎧 never against an Ace's super -------------------------------------------------------------------
def test_ym9_rock_armor_against_a_face_card_special_but_not_an_ace_super():
    state = fight("rook", "grave", (["4h", "9h", "Kh"], ["Jh"]))
    play(state, "4h:1", "Jh:0")  # Rook's 4.8 normal attack outsped by Lightning Cloud (2.4, a J)
    assert state.phase == "choose" and "pick:9h+Kh" in ids(state, 0)
    state = fight("rook", "grave", (["4h", "9h", "Kh"], ["Ah"]))
    play(state, "4h:1", "Ah:0")  # ... by True-Spark Arc (1.0, an Ace's super)
    assert state.phase != "choose" and state.hp[0] == 100 - 12


# --- YM-10: a throw as a dodge's counter-hit ends 変身 --------------------------------------------------------------
def test_ym10_dragon_form_ends_when_thrown_by_a_dodge_counter_hit():
    state = fight("midori", "grave", (["X1"], ["2h", "8h"]))
    state.attached[0] = ["2d"]
    state.decks[0].remove("2d")
    play(state, "X1:0", "2h:1")  # a joker (it keeps the form: FAQ ミドリ 2) is dodged
    assert state.dragon(0) and state.phase == "combo" and state.combo["counter"]
    state.apply(1, "combo:8h:1")  # the counter-hit is a throw
    assert not state.dragon(0) and "2d" in state.piles[0] and state.hp[0] == 90 - 7


# --- YM-11: 敵を知る after every blocked attack -------------------------------------------------------------------
def to_next_combat(state):
    while state.phase != "play":
        state.apply(state.actor, ids(state, state.actor)[0])


def test_ym11_knowing_the_opponent_again_while_a_shown_card_waits_the_old_one_lapses():
    state = fight("grave", "rook", (["6h", "2h", "4h", "5h"], ["4d", "6d"]))
    to_end(state, "6h:1", "4d:1")  # turn 1: Grave blocks Rook's 4 attack
    state.apply(0, "ab:grave_know:2h")
    assert state.marked[0] == ["2h", 1] and "ab:grave_know:4h" not in ids(state, 0)  # once for this block
    to_next_combat(state)
    state.hands[0], state.hands[1] = ["5h", "4h", "2h"], ["6d"]
    to_end(state, "5h:0", "6d:0")  # turn 2: the shown 2 is not played; Grave blocks again
    assert "ab:grave_know:4h" in ids(state, 0)
    state.apply(0, "ab:grave_know:4h")
    assert state.marked[0] == ["4h", 2]  # the 2 shown before lapses
    to_next_combat(state)
    state.hands[0], state.hands[1] = ["4h", "2h"], ["6d"]
    reveal(state, "4h:0", "6d:0")  # turn 3: the card shown last is played: a Q at once
    assert state.phase == "choose" and "pick:Qh" in ids(state, 0)


# --- YM-12: a full combo only after dodging an attack or a joker ---------------------------------------------------
def test_ym12_fox_and_ghost_riposte_dodging_no_card_give_the_one_hit_counter():
    state = fight("setsuki", "grave", (["2h", "3h", "4h"], []))  # the other holds nothing: no bluff to ask
    state.effects[0]["fox"] = True  # 狐の速力 this turn
    play(state, "2h:1", "none")
    state.apply(0, "play:2h:1")  # a dodge against no card
    assert state.combo["counter"] and combo(state, "3h:1") and state.phase != "combo"
    state = fight("degrey", "grave", (["Ah", "5h", "6h"], []))
    play(state, "Ah:0", "none")
    state.apply(0, "play:Ah:0")  # ゴースト・リポスト against no card
    assert state.combo["counter"] and combo(state, "5h:1") and state.phase != "combo"
    state = fight("degrey", "grave", (["Ah", "5h", "6h"], ["6d"]))
    play(state, "Ah:0", "6d:0")  # against an attack: the full combo
    assert not state.combo["counter"] and combo(state, "5h:1", "6h:0")


# --- YM-13: 徳の優位 in a trade ------------------------------------------------------------------------------------
def test_ym13_moral_high_ground_adds_to_a_face_card_in_a_trade():
    state = fight("degrey", "jaina", (["Kh"], ["Qh", "2h", "3h", "4h"]))
    play(state, "Kh:0", "Qh:0")  # Spirit Justice 0.2 against Dragonheart 0.2: a trade
    assert state.hp == [90 - 8, 85 - (10 + 3)]  # three cards more in Jaina's hand: +3 on the face card


# --- YM-14: the hex skips only the turn of the knockdown ------------------------------------------------------------
def test_ym14_hex_skips_the_turn_of_the_knockdown_only():
    state = fight("argagarg", "grave", (["5h"], ["7h", "2d"]))
    play(state, "none", "7h:0")
    state.apply(1, "play:7h:0")  # thrown: knocked down in turn 1
    while state.turn == 1:
        state.apply(state.actor, ids(state, state.actor)[0])
    assert state.hp[1] == 90  # no hex at the end of the knockdown's turn
    assert state.view(0)["down"] == [True, False]  # down through turn 2 ...
    state.finish_turn()
    assert state.hp[1] == 90 - 2  # ... but the hex strikes at its end
