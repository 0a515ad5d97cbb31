"""ヨミ's core rules: the rulebook's combo examples (○ / ×), the combat matrix, jokers, knockdown, power-up, カード無し,
先制権, and rulings YM-1..YM-7 (shared/rulings/yomi.md) plus the decided D1..D8 (texts.RULINGS).

The game is not registered yet: the module is imported directly."""

import json

import pytest

from fudabako.core import IllegalAction
from fudabako.core.piles import put_on_top, take_out
from fudabako.games.yomi.carddata import CHARACTERS
from fudabako.games.yomi.cards import CHARACTER_IDS, JOKERS
from fudabako.games.yomi.rules import GAME, YomiState



def ids(state, p):
    return [a.id for a in state.legal_actions(p)]


def fight(c0="grave", c1="grave", hands=((), ()), seed=3, **options):
    """A state at the first combat choice with the given hands (the cards come out of the decks)."""
    opts = {"p1": CHARACTER_IDS.index(c0) + 1, "p2": CHARACTER_IDS.index(c1) + 1, **options}
    state = GAME.new_state(seed, opts)
    for p in range(2):
        everything = state.hands[p] + state.decks[p]
        state.hands[p] = list(hands[p])
        state.decks[p] = [c for c in everything if c not in hands[p]]
    state.hp = [CHARACTERS[c0]["hp"], CHARACTERS[c1]["hp"]]
    state.first = 0
    return state


def on_top(state, p, *cards):
    """Puts `cards` on top of p's deck, the last on top, in known places: a deck has no order otherwise, so a
    scenario that needs the next cards names them."""
    for c in cards:
        take_out(state.decks[p], state.deck_known[p], c)
    put_on_top(state.decks[p], state.deck_known[p], list(cards))


def play(state, a, b):
    """Both combat cards ("7h:0" style, or "none")."""
    state.apply(0, a if a == "none" else f"play:{a}")
    state.apply(1, b if b == "none" else f"play:{b}")
    passing(state)


def passing(state):
    """Both decline every ability window until something else is asked."""
    while state.phase == "window":
        state.apply(state.actor, "pass")


def hit_with(first, hand, c0="grave"):
    """p0 (Grave) has hit with `first` against a p1 who played no card and holds nothing (so no bluff)."""
    state = fight(c0, "grave", (hand, ()))
    play(state, first, "none")
    state.apply(0, f"play:{first}")  # p0 chooses again after カード無し
    return state


def combo(state, *steps):
    """Applies combo steps ("4h:0" follows, "pump:Kd" discards); returns False at the first illegal one."""
    for step in steps:
        if step == "end" and state.phase != "combo":
            continue  # an empty hand ends the combo by itself
        action = step if step.startswith(("pump", "end")) else f"combo:{step}"
        if action not in ids(state, 0):
            return False
        state.apply(0, action)
    return True


def total(state, p):
    return (len(state.hands[p]) + len(state.decks[p]) + len(state.piles[p]) + len(state.field[p])
            + (state.bluff[p] is not None))


# --- the rulebook's combo examples (グレイヴ, 4 combo points) --------------------------------------------------
def test_combo_normals_chain_only_one_number_up():
    assert combo(hit_with("3h:1", ["3h", "4h", "5h"]), "4h:0", "5h:1")  # 3→4→5 ○
    assert not combo(hit_with("3h:1", ["3h", "4h", "6h"]), "4h:0", "6h:0")  # 3→4→6 ×
    assert not combo(hit_with("4h:0", ["4h", "4d", "5h", "6h"]), "4d:0")  # 4→4→5→6 ×


def test_combo_points_limit():
    state = hit_with("8h:1", ["8h", "2h", "3h", "4h"])
    assert combo(state, "2h:0", "3h:1")  # 8 throw → 2 → 3 ○ (2+1+1 = 4)
    assert "combo:4h:0" not in ids(state, 0)  # → 4 × (5 points)
    assert combo(hit_with("7h:0", ["7h", "Ah"]), "Ah:0")  # 7 throw → 真・雷電閃 ○
    assert not combo(hit_with("7h:0", ["7h", "Ah", "Ad", "Ac"]), "Ah:1")  # 7 throw → 真・嵐龍拳 × (5 points)


def test_combo_enders_and_starters():
    assert combo(hit_with("6h:0", ["6h", "Qh"]), "Qh:0")  # 6 → 龍心拳 ○
    assert not combo(hit_with("Qh:0", ["Qh", "6h"]), "6h:0")  # 龍心拳 → 6 ×
    assert combo(hit_with("9h:0", ["9h", "4h", "5h"]), "4h:0", "5h:1")  # 9 throw → 4 → 5 ○
    assert not combo(hit_with("4h:0", ["4h", "5h", "9h"]), "5h:1", "9h:0")  # 4 → 5 → 9 throw ×


def test_combo_linker_and_extra_damage_uses_no_combo_points():
    assert combo(hit_with("2h:0", ["2h", "Kh", "6h"]), "Kh:0", "6h:0")  # 2 → 旋風脚 → 6 ○
    state = hit_with("Kh:0", ["Kh", "Kd", "5h", "Jh"])
    assert combo(state, "pump:Kd", "5h:1", "Jh:0", "end")  # 旋風脚 + 旋風脚 → 5 → 雷雲掌 ○
    assert state.hp[1] == 90 - (7 + 7 + 5 + 8)


def dodged(hand, c0="grave"):
    """p0 dodges (Grave 2 bottom) p1's 6 attack; p1 holds nothing more (no bluff)."""
    state = fight(c0, "grave", (["2h", *hand], ["6h"]))
    play(state, "2h:1", "6h:0")
    assert state.phase == "combo" and state.combo["counter"]
    return state


def test_combo_after_a_dodge_one_hit_only():
    assert combo(dodged(["8h"]), "8h:1")  # dodge → 8 throw ○
    assert combo(dodged(["Ah", "Ad", "Ac"]), "Ah:1")  # dodge → 真・嵐龍拳 ○
    state = dodged(["Kh", "Kd"])
    assert combo(state, "Kh:0", "pump:Kd")  # dodge → 旋風脚 + 旋風脚 ○
    assert not combo(dodged(["8h", "4h"]), "8h:1", "4h:0")  # dodge → 8 throw → 4 ×


def test_multi_ace_super_pays_its_aces_d2():
    state = dodged(["Ah", "Ad", "Ac"])
    state.apply(0, "combo:Ah:1")
    assert state.piles[0][:2] == ["Ad", "Ac"]  # paid at once, before the combat's cards are discarded
    assert sorted(state.piles[0]) == ["2h", "Ac", "Ad", "Ah"] and state.hp[1] == 90 - 45
    lonely = fight("grave", "grave", (["Ah", "Ad", "2h"], ()))
    assert "play:Ah:1" not in ids(lonely, 0)  # D2: three Aces needed, two in hand
    assert "play:Ah:0" in ids(lonely, 0)


# --- the combat matrix ---------------------------------------------------------------------------------------
def test_attack_beats_throw_and_throw_beats_block():
    state = fight(hands=(["2h"], ["7h"]))
    play(state, "2h:0", "7h:0")
    assert state.last["text"]["en"] == "attack beats throw"
    state = fight(hands=(["7h"], ["5h"]))
    play(state, "7h:0", "5h:0")
    assert state.hp[1] == 90 - 7 and "5h" in state.piles[1]  # the block is lost to the throw


def test_ym3_speed_ties():
    state = fight(hands=(["2h"], ["2d"]))  # 2.6 vs 2.6
    play(state, "2h:0", "2d:0")
    assert state.hp == [88, 88] and state.phase != "combo"
    state = fight(hands=(["7h"], ["7d"]))
    play(state, "7h:0", "7d:0")
    assert state.hp == [90, 90]
    state = fight(hands=(["2h", "3h"], ["4h"]))  # 2.6 beats 4.6
    play(state, "2h:0", "4h:0")
    assert state.phase == "combo" and state.actor == 0


def test_block_returns_draws_and_takes_chip():
    state = fight("valerie", "grave", (["Jh"], ["5h", "9h", "9d"]))
    play(state, "Jh:0", "5h:0")
    assert state.hp[1] == 90 - 3  # Three Colors' chip
    assert state.phase == "powerup" and state.hands[1][:3] == ["9h", "9d", "5h"] and len(state.hands[1]) == 4
    assert state.known[1] == ["5h"]
    state = fight(hands=(["5d", "2h", "2d"], ["5h", "2h"]))  # block against block: both return, nobody draws
    play(state, "5d:0", "5h:0")
    assert state.phase == "powerup" and state.hands == [["2h", "2d", "5d"], ["2h", "5h"]]


def test_dodge_is_always_discarded_and_joker_is_dodged():
    state = fight(hands=(["2h", "4h"], ["X1"]))
    play(state, "2h:1", "X1:0")
    assert state.combo["counter"]
    state.apply(0, "combo:4h:0")
    assert state.hp[1] == 86 and "2h" in state.piles[0]


def test_gold_burst_and_joker_against_joker():
    state = fight(hands=(["X1", "3h", "3d"], ["2h"]))
    play(state, "X1:0", "2h:0")
    assert state.phase == "powerup" and state.owed[0] == 2 and state.hp == [90, 90]
    state.apply(0, "done")
    assert ids(state, 0)[0] == "stop" and "search:Ah" in ids(state, 0)  # no Ace in the discard pile: may stop
    state.apply(0, "search:Ah")
    state.apply(0, "search:As")
    assert {"Ah", "As"} <= set(state.hands[0]) and state.owed[0] == 0
    both = fight(hands=(["X1"], ["X2"]))
    play(both, "X1:0", "X2:0")
    assert both.owed == [2, 2]


def test_no_card_lets_the_other_choose_again_and_loses_to_everything():
    state = fight(hands=(["2h", "5h", "9h", "9d"], ["3h"]))
    play(state, "2h:0", "none")
    assert state.phase == "rechoose" and state.to_move() == [0] and state.hands[0] == ["2h", "5h", "9h", "9d"]
    state.apply(0, "play:5h:0")  # a block against no card: returns and draws
    assert state.phase == "powerup" and state.hands[0][:4] == ["2h", "9h", "9d", "5h"] and len(state.hands[0]) == 5
    dodge = fight(hands=(["2h", "6h"], []))
    play(dodge, "none", "none")
    assert dodge.phase != "rechoose"


# --- jokers: rewind and bluffs --------------------------------------------------------------------------------
def test_rewind_prevents_the_combo_after_the_combat_card_and_draws_two():
    state = fight(hands=(["3h", "4h", "5h"], ["2h", "X1"]))
    state.hands[1] = ["6d", "X1"]
    play(state, "3h:1", "6d:0")  # 3.6 beats 6.6
    assert state.phase == "bluff" and state.actor == 1
    state.apply(1, "bluff:X1")
    assert state.view(0)["bluff_set"] == [False, True] and state.view(0)["my_bluff"] is None
    combo(state, "4h:0", "5h:1", "end")
    assert state.hp[1] == 90 - 3  # only the combat card's damage
    assert len(state.hands[1]) == 2 and state.piles[1][0] == "X1"  # D4: drew two
    assert state.owed[0] == 1  # the chain's Ace still counts


def test_bluff_is_revealed_and_does_nothing():
    state = fight(hands=(["3h", "4h"], ["6d", "9h"]))
    play(state, "3h:1", "6d:0")
    state.apply(1, "bluff:9h")
    combo(state, "4h:0", "end")
    assert state.hp[1] == 90 - 7 and "9h" in state.piles[1]


def test_when_a_rewind_may_be_set():
    # lost to an ender without extra damage: no
    state = fight(hands=(["Qh"], ["6d", "X1"]))
    play(state, "Qh:0", "6d:0")
    assert state.phase != "bluff"
    # lost to a block: no
    state = fight(hands=(["2h"], ["5h", "X1"]))
    play(state, "2h:0", "5h:0")
    assert state.phase != "bluff"
    # lost to a dodge: yes
    state = fight(hands=(["2h"], ["6h", "X1"]))
    play(state, "2h:1", "6h:0")
    assert state.phase == "bluff"
    # lost to an ender with extra damage (ジャイナ's Q): yes
    state = fight("jaina", "grave", (["Qh"], ["6d", "X1"]))
    play(state, "Qh:0", "6d:0")
    assert state.phase == "bluff"


def test_ym1_jokers_off_removes_them_and_the_rewind():
    state = GAME.new_state(1, {"p1": 1, "p2": 2, "jokers": 0})
    for p in range(2):
        assert not set(JOKERS) & set(state.hands[p] + state.decks[p]) and total(state, p) == 52
    state = fight(hands=(["3h", "4h"], ["6d", "9h"]), jokers=0)
    play(state, "3h:1", "6d:0")
    assert state.phase == "combo"


# --- knockdown and 起き攻め -----------------------------------------------------------------------------------
def knocked(**options):
    """Turn 1: p0 throws p1 (knockdown); the turn ends; turn 2's combat choice."""
    state = fight(hands=(["7h"], ["2h", "3h", "4h", "5h", "6h", "8h", "10h"]), **options)
    play(state, "7h:0", "none")
    state.apply(0, "play:7h:0")
    while state.phase != "play":
        state.apply(state.actor, ids(state, state.actor)[0])
    return state


def test_knockdown_and_wake_up_parity():
    state = knocked()
    assert state.view(0)["down"] == [False, True]
    state.hands[0] = ["3h", "4h"]
    state.hands[1] = ["10h", "2h", "3h"]
    play(state, "3h:1", "10h:0")  # odd attack against an even block: hits
    assert state.phase == "bluff"
    state.apply(1, "nobluff")
    assert state.phase == "combo" and "10h" in state.field[1]


def test_wake_up_even_block_stops_even_attack_and_dodge_fails_d5():
    state = knocked()
    state.hands[0] = ["4h"]
    state.hands[1] = ["10h"]
    play(state, "4h:0", "10h:0")
    assert state.hp[1] == 90 - 7 and "10h" in state.hands[1]
    state = knocked()
    state.hands[0] = ["4h"]
    state.hands[1] = ["2h"]
    play(state, "4h:0", "2h:1")  # the dodge fails
    assert state.hp[1] < 90 - 7


def test_ym1_knockdown_off():
    state = knocked(knockdown=0)
    assert state.view(0)["down"] == [False, False]


# --- power-up --------------------------------------------------------------------------------------------------
def test_power_up_sets_and_chains():
    state = fight(hands=(["2h", "3h", "4h", "9h", "9d", "9c"], ["Ah", "Ad", "X1", "X2"]))
    play(state, "2h:0", "none")
    state.apply(0, "play:2h:0")
    state.apply(1, "nobluff")
    assert combo(state, "3h:1", "4h:0", "end")
    assert state.owed[0] == 1 and state.phase == "powerup" and state.actor == 0
    assert "set:9:3" in ids(state, 0) and "set:9:2" in ids(state, 0)
    state.apply(0, "set:9:3")
    assert state.owed[0] == 3 and state.phase == "search"
    for _ in range(3):
        state.apply(0, [a for a in ids(state, 0) if a.startswith("search")][0])
    assert state.phase == "powerup" and state.actor == 1
    assert "set:X:2" in ids(state, 1) and "set:A:2" in ids(state, 1)  # jokers pair only with jokers


def test_ym5_search_from_the_pile_or_deck_d8():
    state = fight(hands=(["9h", "9d"], ["2h", "2d"]))
    state.piles[0] = ["Ah"]
    state.decks[0].remove("Ah")
    play(state, "none", "none")
    while state.phase != "powerup":
        state.apply(state.actor, ids(state, state.actor)[0])
    state.apply(0, "set:9:2")
    assert "stop" not in ids(state, 0)  # an Ace lies in the pile: D8
    assert {"search:Ah", "search:Ad"} <= set(ids(state, 0))
    on_top(state, 0, "Kd")
    deck = list(state.decks[0])
    state.apply(0, "search:Ad")
    assert state.deck_known[0] == [0, 0]  # YM-5: searching the deck shuffles it: the known top is forgotten
    assert sorted(state.decks[0]) == sorted(c for c in deck if c != "Ad")


# --- turn, initiative, draw, ending -----------------------------------------------------------------------------
def test_ym2_seven_cards_no_draw_on_the_first_turn():
    state = GAME.new_state(4, {"p1": 1, "p2": 5})
    assert [len(h) for h in state.hands] == [7, 7] and state.turn == 1 and state.phase == "play"
    play(state, "none", "none")
    while state.turn == 1:
        state.apply(state.actor, ids(state, state.actor)[0])
    assert [len(h) for h in state.hands] == [8, 8]


def test_ym4_initiative_lower_hp_else_janken():
    state = GAME.new_state(4, {"p1": 1, "p2": 5})  # 90 vs 100
    assert state.first == 0
    firsts = {GAME.new_state(s, {"p1": 1, "p2": 1}).first for s in range(12)}
    assert firsts == {0, 1}
    assert any("ジャンケン" in e["ja"] for e in GAME.new_state(1, {"p1": 1, "p2": 1}).log)


def test_ym6_discard_pile_keeps_play_order():
    state = hit_with("3h:1", ["3h", "4h", "5h"])
    combo(state, "4h:0", "5h:1", "end")
    assert state.piles[0][-3:] == ["3h", "4h", "5h"]


def test_ym7_uncertain_fields_are_in_the_view_data():
    assert CHARACTERS["lum"]["notes"] and CHARACTERS["rook"]["notes"]


def test_d1_empty_deck_is_remade_from_the_pile():
    state = fight(hands=(["2h"], ["3h"]))
    state.piles[0], state.decks[0] = state.decks[0], []
    assert state.draw(0) == 1 and state.piles[0] == [] and len(state.decks[0]) == 52


def test_character_select_at_the_table_and_illegal_actions():
    state = GAME.new_state(9)
    assert state.phase == "select" and state.to_move() == [0, 1]
    state.apply(0, "char:lum")
    assert state.view(1)["my_choice"] is None and state.view(0)["my_choice"] == "char:lum"
    state.apply(1, "char:rook")
    assert state.chars == ["lum", "rook"] and state.hp == [90, 100]
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, "play:Zz:0")
    assert state.to_json() == before
    again = YomiState.from_json(GAME, json.loads(json.dumps(before)))
    assert again.to_json() == before
