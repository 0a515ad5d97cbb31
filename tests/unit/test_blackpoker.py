"""BlackPoker rules: set-up, every implemented action, the BP-* rulings, views, and a generic-fuzz-style random play
of every regulation with per-player card conservation."""

import os

import pytest

from fudabako.core import Chance, IllegalAction, Record, Recorded, Rng, derive_seed, replay
from fudabako.games.blackpoker.cards import ENTRY20, full_deck, number
from fudabako.games.blackpoker.rules import (ACTIONS, DECLARED, NOT_DECLARED, OFFERED, PACK_SIZE, REGULATIONS, STOPS,
                                             WITHDRAWN, BlackPoker, BlackPokerState, from_view)

from test_fuzz import check_face_down_choice_is_invisible, check_invariants

GAME = BlackPoker()
FILLER = ["S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "H2", "H3", "H4"]


# --- helpers ----------------------------------------------------------------------------------------------------
def board(reg=0, turn=0, life=(FILLER, FILLER)):
    """An empty table (regulation `reg`) with `turn` holding the turn and the chance on turn 2. The lives are in the
    given order (top last: every place known, so a scenario draws no chance) and the packs decided."""
    s = GAME.new_state(1, {"regulation": reg, "autopass1": 0, "autopass2": 0})  # each player decides every pass
    s.log = []
    for p in range(2):
        s.hand[p], s.field[p], s.grave[p], s.fog[p], s.pack[p], s.rare[p] = [], [], [], [], [], []
        s.life[p] = list(life[p])
        s.placed[p] = [len(life[p]), 0]
    s.pack_decided = [True, True]
    s.flow_start(turn)
    s.prep = None
    s.turn_no = 2
    s.used = []
    return s


def soldier(s, p, *cards, driven=False, new=False):
    ch = s.place(p, list(cards), "soldier", driven)
    ch["born"] = s.turn_no if new else 0
    return ch["id"]


def wall(s, p, card, driven=False):
    return s.place(p, [card], "bulwark", driven)["id"]


def act(s, *ids):
    """Apply `ids` by whoever is to act; an open BP-18 choice of a graveyard's top is answered with the first card
    unless the next id answers it."""
    for a in ids:
        while s.decision and s.decision["kind"] == "top" and not a.startswith("top:"):
            s.apply(s.to_move()[0], s.decision["options"][0])
        s.apply(s.to_move()[0], a)
    while s.decision and s.decision["kind"] == "top":
        s.apply(s.to_move()[0], s.decision["options"][0])


def legal(s):
    return [a.id for a in s.legal_actions(s.to_move()[0])]


def resolve_top(s):
    """Both players pass: the top request resolves."""
    act(s, "pass", "pass")


def cards_of(s, p):
    """Every card player `p` owns, wherever it is (BP conservation over all zones)."""
    cards = s.life[p] + s.hand[p] + s.grave[p] + s.pack[p] + s.rare[p] + [c for f in s.fog[p] for c in f["cards"]]
    cards += [c for ch in s.field[p] for c in ch["cards"]]
    reqs = list(s.stage) + [t["req"] for t in s.tasks if "req" in t]
    cards += [c for r in reqs if r["controller"] == p for c in r["keys"]]
    return sorted(cards)


def deck_of(s):
    return sorted(ENTRY20 if s.frame == 0 else full_deck(s.options["jokers"]))


# --- set-up (2.9, chapter 5, BP-1..3, BP-20) ---------------------------------------------------------------------
def test_rules_page_and_every_ruling_listed():
    assert len(GAME.rules["ja"]) == len(GAME.rules["en"])
    assert [r for r, _ in GAME.rulings] == [f"BP-{i}" for i in range(1, 27)]


def test_table_3_1_regulations():
    assert len(REGULATIONS) == 11 and len(set(REGULATIONS)) == 11
    assert {fr for fo, fr in REGULATIONS if fo == 0} == {0, 1}
    assert {fr for fo, fr in REGULATIONS if fo == 3} == {1, 2, 3}
    with pytest.raises(Exception):
        GAME.new_state(1, {"regulation": len(REGULATIONS)})


@pytest.mark.parametrize("seed", range(5))
def test_bp1_bp2_bp20_entry20_setup_counts(seed):
    s = GAME.new_state(seed, {"regulation": 0})
    first = s.turn
    for p in range(2):
        assert cards_of(s, p) == sorted(ENTRY20)  # BP-20
        kinds = sorted((ch["kind"], ch["up"], ch["driven"]) for ch in s.field[p])
        assert kinds == [("bulwark", False, False), ("soldier", True, False)]  # BP-2
        assert len(s.hand[p]) == 7 + (p == first)  # BP-1: 2.9.1 then 2.9.3
        flips = len(s.grave[p])
        assert flips >= 1 and len(s.life[p]) == 20 - 2 - 7 - flips - (p == first)


@pytest.mark.parametrize("seed", range(5))
def test_bp1_pack_setup_counts(seed):
    s = GAME.new_state(seed, {"regulation": 2})
    for p in range(2):
        assert cards_of(s, p) == sorted(full_deck(2))
        assert len(s.pack[p]) == 14 and len(s.field[p]) == 2 and len(s.hand[p]) == (p == s.turn)
        assert len(s.life[p]) == 54 - 14 - 2 - len(s.grave[p]) - (p == s.turn)


def test_bp20_jokers_option():
    s = GAME.new_state(3, {"regulation": 2, "jokers": 0})
    assert sum(cards_of(s, p).count("X1") for p in range(2)) == 0 and len(cards_of(s, 0)) == 52


@pytest.mark.parametrize("seed", range(20))
def test_bp3_the_higher_flip_goes_first_ties_flip_again(seed):
    s = GAME.new_state(seed, {"regulation": 0})
    g0, g1 = s.grave
    assert len(g0) == len(g1)
    assert all(number(a) == number(b) for a, b in zip(g0[:-1], g1[:-1]))
    assert (number(g0[-1]) > number(g1[-1])) == (s.turn == 0) and number(g0[-1]) != number(g1[-1])


def test_bp2_preset_joker_is_a_general_soldier_of_size_0_in_lite():
    s = board(reg=0)
    cid = soldier(s, 0, "X1")
    ch = s.find(cid)[1]
    assert s.soldier_class(ch) == "general" and s.size(0, ch) == 0 and not s.quick(ch)
    s2 = board(reg=1)
    ch = s2.find(soldier(s2, 0, "X1"))[1]
    assert s2.soldier_class(ch) == "mage" and s2.quick(ch)


# --- the flow inside the game (BP-6..8) -------------------------------------------------------------------------
def test_bp25_turn_player_cannot_pass_an_empty_stage_but_can_always_end():
    s = board()
    assert "pass" not in legal(s) and "act:end" in legal(s) and not s.is_legal(0, "pass")
    with pytest.raises(IllegalAction):
        s.apply(0, "pass")
    s.options["autopass1"] = 1  # nor does auto-pass pass for it, even with nothing else to do but エンド
    s.autopass()
    assert s.to_move() == [0] and "pass" not in legal(s)


def test_bp7_after_a_resolution_the_chance_goes_to_the_turn_player():
    s = board()
    s.hand[0] = ["S5"]
    wall(s, 0, "C9")
    act(s, "act:soldier", "key:S5", "B:" + str(s.field[0][0]["id"]))
    assert [r["name"] for r in s.stage] == ["soldier"] and s.chance == 0
    act(s, "pass")
    assert s.chance == 1
    act(s, "pass")
    assert s.stage == [] and s.chance == 0 and s.passes == []


def test_bp8_both_lives_empty_the_turn_player_loses():
    s = board(life=(["S2"], ["S3"]))
    s.hand[0] = ["SK", "CA"]
    act(s, "act:throw", "key:SK", "key:CA", "target:p1")
    s.life[0] = []  # e.g. a cost took the last card: only a resolution's win check decides
    resolve_top(s)
    assert s.result() == [0.0, 1.0]


def test_bp5_drawing_from_an_empty_life_loses_at_the_next_win_check():
    s = board(life=(FILLER, ["S2"]))
    act(s, "act:end")
    resolve_top(s)  # End → Charge → Draw (player 1) onto the stage
    assert [r["name"] for r in s.stage] == ["draw"] and s.turn == 1
    resolve_top(s)  # the draw takes the last card: the win check after it finds an empty life
    assert s.result() == [1.0, 0.0]


# --- turn control: エンド / チャージ / ドロー -----------------------------------------------------------------------
def test_end_discards_to_seven_clears_own_fog_and_triggers_charge_and_draw_for_the_new_turn_player():
    s = board()
    s.hand[0] = ["S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10"]
    driven = soldier(s, 1, "C5", driven=True)
    s.fog[0] = [{"cards": ["H3"], "kind": "up", "target": 99, "amount": 3, "turn": 2, "ts": 0}]
    s.fog[1] = [{"cards": ["S3"], "kind": "down", "target": 98, "amount": -3, "turn": 2, "ts": 0}]
    act(s, "act:end")
    resolve_top(s)
    assert s.decision["kind"] == "discard"
    act(s, "discard:S2", "discard:S3")
    assert len(s.hand[0]) == 7 and s.grave[0] == ["S2", "S3", "H3"] and s.fog[0] == [] and len(s.fog[1]) == 1
    assert s.turn == 1 and not s.find(driven)[1]["driven"]  # チャージ for the new turn player
    assert [r["name"] for r in s.stage] == ["draw"] and s.stage[0]["controller"] == 1 and s.chance == 1


def test_bp4_the_second_draw_is_optional():
    for choice, drawn in (("draw:1", 2), ("draw:0", 1)):
        s = board()
        act(s, "act:end")
        resolve_top(s)
        resolve_top(s)
        assert s.decision["kind"] == "draw" and s.decision["player"] == 1
        act(s, choice)
        assert len(s.hand[1]) == drawn


# --- summons ------------------------------------------------------------------------------------------------------
def test_set_bulwark_is_instant_costs_one_life_once_per_turn_and_is_face_down():
    s = board()
    s.hand[0] = ["HK", "S5"]
    act(s, "act:bulwark", "card:HK")
    assert s.stage == [] and s.life[0] == FILLER[:-1] and s.grave[0] == [FILLER[-1]]
    ch = s.field[0][-1]
    assert ch["kind"] == "bulwark" and not ch["up"] and not ch["driven"] and ch["cards"] == ["HK"]
    assert "act:bulwark" not in legal(s)
    assert s.view(1)["seats"][0]["field"][0]["cards"] is None  # face down: its owner only (BP-18)
    assert s.view(0)["seats"][0]["field"][0]["cards"] == ["HK"]


def test_summons_costs_keys_and_summoning_sickness():
    s = board()
    s.hand[0] = ["S7", "HQ", "DA"]
    w1, w2, w3 = (wall(s, 0, c) for c in ("C2", "C3", "C4"))
    assert "act:hero" in legal(s) and "act:soldier" in legal(s) and "act:ace" in legal(s)
    act(s, "act:hero", "key:HQ", f"B:{w1}", f"B:{w2}")
    resolve_top(s)
    act(s, "act:soldier", "key:S7", f"B:{w3}")
    resolve_top(s)
    assert "act:soldier" not in legal(s) and "act:hero" not in legal(s)  # no charged bulwark left
    act(s, "act:ace", "key:DA")
    resolve_top(s)
    classes = [s.soldier_class(ch) for ch in s.field[0] if ch["kind"] == "soldier"]
    assert classes == ["hero", "general", "ace"] and len(s.life[0]) == len(FILLER) - 3
    act(s, "act:attack")
    resolve_top(s)
    ace = s.field[0][-1]["id"]
    assert s.decision["options"] == [f"attacker:{ace}", "done"]  # only the ace (速攻) may attack this turn


def test_equip_needs_an_own_soldier_of_the_key_suit_and_sums_sizes():
    s = board()
    s.hand[0] = ["SA"]
    w = wall(s, 0, "C2")
    spade = soldier(s, 0, "S4")
    soldier(s, 0, "H9")
    soldier(s, 1, "S9")
    soldier(s, 0, "X1")
    act(s, "act:equip", "key:SA", f"B:{w}")
    assert legal(s) == [f"target:c{spade}", "cancel"]
    act(s, f"target:c{spade}")
    resolve_top(s)
    ch = s.find(spade)[1]
    assert ch["cards"] == ["S4", "SA"] and s.soldier_class(ch) == "equipped" and s.size(0, ch) == 5 and s.quick(ch)


def test_building_can_be_cancelled_and_illegal_ids_change_nothing():
    s = board()
    s.hand[0] = ["H5", "S2"]
    soldier(s, 0, "S3")
    act(s, "act:up", "key:H5")
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply(0, "D:H5")  # the key card cannot pay the discard cost
    assert s.to_json() == before
    act(s, "cancel")
    assert s.build is None and s.hand[0] == ["H5", "S2"]


# --- combat (BP-12..14) -------------------------------------------------------------------------------------------
def attack_with(s, *attackers):
    act(s, "act:attack")
    resolve_top(s)
    act(s, *[f"attacker:{a}" for a in attackers])
    if s.decision and s.decision["kind"] == "attackers":
        act(s, "done")


def block(s, *pairs):
    act(s, *[f"block:{a}:{b}" for a, b in pairs])
    if s.decision and s.decision["kind"] == "blockers":
        act(s, "done")


def test_bp12_blockers_sum_against_the_attacker():
    for blockers, attacker_dies, blockers_die in (((4, 4), True, False), ((3, 4), True, True),
                                                  ((2, 3), False, True)):
        s = board()
        a = soldier(s, 0, "S7")
        bs = [soldier(s, 1, f"H{n}" if i else f"D{n}") for i, n in enumerate(blockers)]
        attack_with(s, a)
        assert [r["name"] for r in s.stage] == ["block"]
        resolve_top(s)
        assert s.decision["player"] == 1
        block(s, *[(a, b) for b in bs])
        resolve_top(s)  # ダメージ判定
        assert (s.find(a)[1] is None) == attacker_dies
        assert all((s.find(b)[1] is None) == blockers_die for b in bs)
        assert len(s.life[1]) == len(FILLER)


def test_bp12_bulwark_blocks_alone_one_blocker_one_attacker_driven_cannot_block():
    s = board()
    a1, a2 = soldier(s, 0, "S7"), soldier(s, 0, "S8")
    w = wall(s, 1, "C9")
    b = soldier(s, 1, "H2")
    soldier(s, 1, "H5", driven=True)
    attack_with(s, a1, a2)
    resolve_top(s)
    opts = legal(s)
    assert set(opts) == {f"block:{a1}:{w}", f"block:{a1}:{b}", f"block:{a2}:{w}", f"block:{a2}:{b}", "done"}
    act(s, f"block:{a1}:{b}")
    assert set(legal(s)) == {f"block:{a2}:{w}", "done"}  # the bulwark cannot join a blocked attacker


def test_bp13_bulwark_flip():
    for wall_card, attacker_dies in (("C7", True), ("X1", True), ("C9", False), ("CA", True)):
        s = board()
        a = soldier(s, 0, "S7", "SA")
        w = wall(s, 1, wall_card)
        attack_with(s, a)
        resolve_top(s)
        block(s, (a, w))
        resolve_top(s)
        assert (s.find(a)[1] is None) == attacker_dies and s.find(w)[1] is None
        assert wall_card in s.grave[1]


def test_unblocked_attacker_deals_its_size_and_bp14_when_blockers_left():
    s = board()
    a = soldier(s, 0, "S5")
    b = soldier(s, 1, "H9")
    s.hand[0] = ["S6", "C2"]
    attack_with(s, a)
    resolve_top(s)
    block(s, (a, b))
    act(s, "act:down", "key:S6", "D:C2", f"target:c{b}")  # in response to ダメージ判定, nothing: it is the turn
    resolve_top(s)  # ダウン 9-6 = 3 > 0: stays
    assert s.find(b)[1] is not None and s.size(1, s.find(b)[1]) == 3
    resolve_top(s)  # ダメージ判定: 5 vs 3
    assert s.find(b)[1] is None and s.find(a)[1] is not None
    s = board()
    a = soldier(s, 0, "S5")
    b = soldier(s, 1, "H2")
    s.hand[0] = ["S3", "C2"]
    attack_with(s, a)
    resolve_top(s)
    block(s, (a, b))
    act(s, "act:down", "key:S3", "D:C2", f"target:c{b}")
    resolve_top(s)  # the blocker dies to ダウン
    resolve_top(s)
    assert len(s.life[1]) == len(FILLER) - 5  # BP-14


# --- spells -------------------------------------------------------------------------------------------------------
def test_up_and_down_last_until_the_end_of_the_turn():
    s = board()
    a = soldier(s, 0, "S5")
    s.hand[0] = ["H4", "C2", "S2", "C3"]
    act(s, "act:up", "key:H4", "D:C2", f"target:c{a}")
    resolve_top(s)
    act(s, "act:down", "key:S2", "D:C3", f"target:c{a}")
    resolve_top(s)
    ch = s.find(a)[1]
    assert s.size(0, ch) == 7 and [f["cards"] for f in s.fog[0]] == [["H4"], ["S2"]]
    act(s, "act:end")
    resolve_top(s)
    assert s.size(0, ch) == 5 and "H4" in s.grave[0]


def test_down_to_zero_kills():
    s = board()
    b = soldier(s, 1, "H3")
    s.hand[0] = ["S3", "C2"]
    act(s, "act:down", "key:S3", "D:C2", f"target:c{b}")
    resolve_top(s)
    assert s.find(b)[1] is None and s.grave[0][-1] == "S3" and s.fog[0] == []


def test_twist_drives_or_charges():
    s = board()
    b = soldier(s, 1, "H3")
    s.hand[0] = ["D3", "C2"]
    act(s, "act:twist", "key:D3", "D:C2", f"target:c{b}")
    resolve_top(s)
    act(s, "twist:drive")
    assert s.find(b)[1]["driven"]


def test_bp9_lost_target_no_effect_and_bp11_key_to_graveyard():
    s = board()
    a = soldier(s, 0, "S5")
    s.hand[0] = ["H4", "C2"]
    s.hand[1] = ["S6", "C3"]
    act(s, "act:up", "key:H4", "D:C2", f"target:c{a}", "pass")
    act(s, "act:down", "key:S6", "D:C3", f"target:c{a}", "pass", "pass")  # ダウン kills the soldier first
    assert s.find(a)[1] is None
    resolve_top(s)
    assert s.stage == [] and s.fog[0] == [] and s.grave[0][-1] == "H4"


def test_bp16_counter_number_rule_two_keys_always_and_no_triggered_targets():
    s = board()
    a = soldier(s, 0, "S5")
    s.hand[0] = ["H9", "C2"]
    s.hand[1] = ["C8", "C3", "CA", "C4"]
    act(s, "act:up", "key:H9", "D:C2", f"target:c{a}", "pass")
    up = s.stage[0]["id"]
    act(s, "act:counter", "key:C8", "D:C3", f"target:r{up}", "pass", "pass")
    assert [r["name"] for r in s.stage] == ["up"]  # 8 < 9: no effect
    s = board()
    s.hand[0] = ["HK", "DQ"]
    w = wall(s, 1, "C9")
    s.hand[1] = ["CA", "C4"]
    act(s, "act:breach", "key:HK", "key:DQ", f"target:c{w}", "pass")
    act(s, "act:counter", "key:CA", "D:C4", f"target:r{s.stage[0]['id']}", "pass", "pass")
    assert s.stage == [] and "HK" in s.grave[0] and "DQ" in s.grave[0] and s.find(w)[1] is not None
    s = board()
    a = soldier(s, 0, "S5")
    s.hand[1] = ["CA", "C4"]
    attack_with(s, a)
    act(s, "pass")
    assert "act:counter" not in legal(s)  # ブロック has no key card (BP-16)


def test_breach_and_bp15_succession_mills_to_a_face_card():
    s = board(life=(FILLER, ["S2", "HK", "S3"]))
    s.hand[0] = ["HK", "DQ"]
    w9, wj = wall(s, 1, "C9"), wall(s, 1, "CJ")
    act(s, "act:breach", "key:HK", "key:DQ", f"target:c{w9}")
    resolve_top(s)
    assert s.find(w9)[1] is None and s.grave[1] == ["C9"] and s.hand[1] == []  # a 9 triggers nothing
    s.hand[0] = ["H2", "D2"]
    act(s, "act:breach", "key:H2", "key:D2", f"target:c{wj}")
    resolve_top(s)
    assert s.grave[1] == ["C9", "CJ", "S3"] and s.hand[1] == ["HK"] and s.life[1] == ["S2"]


def test_bp15_succession_running_out_of_life_loses():
    s = board(life=(FILLER, ["S2", "S3"]))
    s.hand[0] = ["HK", "DQ"]
    w = wall(s, 1, "CJ")
    act(s, "act:breach", "key:HK", "key:DQ", f"target:c{w}")
    resolve_top(s)
    assert s.life[1] == [] and s.result() == [1.0, 0.0]


def test_bp15_an_equipped_soldier_with_j_and_q_triggers_twice():
    s = board(life=(FILLER, ["HA", "S2", "HK", "S3"]))
    b = soldier(s, 1, "CJ", "CQ")
    s.hand[0] = ["SA", "C2"]
    act(s, "act:down", "key:SA", "D:C2", f"target:c{b}")
    s.hand[0] = []
    s.fog[1] = [{"cards": ["S9"], "kind": "down", "target": b, "amount": -22, "turn": 2, "ts": 0}]
    resolve_top(s)
    assert s.find(b)[1] is None and sorted(s.hand[1]) == ["HA", "HK"]


def test_throw_deals_the_spade_number_and_bp10_partial_damage():
    s = board(life=(FILLER, ["S2", "S3"]))
    s.hand[0] = ["S9", "C5"]
    act(s, "act:throw", "key:S9", "key:C5", "target:p1")
    resolve_top(s)
    assert s.life[1] == [] and s.grave[1] == ["S3", "S2"] and s.result() == [1.0, 0.0]


def test_search_is_instant_takes_any_life_card_and_shuffles():
    s = board()
    s.hand[1] = ["X1"]
    s.hand[0] = ["S5"]
    wall(s, 0, "C9")
    act(s, "act:soldier", "key:S5", f"B:{s.field[0][0]['id']}", "pass", "act:search", "key:X1")
    assert s.decision["kind"] == "search" and s.view(1)["decision"]["options"] == [f"pick:{c}" for c in sorted(FILLER)]
    assert "options" not in s.view(0)["decision"]
    act(s, "pick:H3")
    assert s.hand[1] == ["H3"] and "X1" in s.grave[1] and len(s.stage) == 1 and s.chance == 1


def test_cards_shown_into_a_hand_stay_known_and_determinize_keeps_them():
    s = board()
    s.hand[1] = ["X1", "S2"]
    s.hand[0] = ["S5"]
    wall(s, 0, "C9")
    act(s, "act:soldier", "key:S5", f"B:{s.field[0][0]['id']}", "pass", "act:search", "key:X1", "pick:H3")
    assert s.view(0)["seats"][1]["hand_known"] == ["H3"]
    for i in range(5):
        assert "H3" in s.determinize(0, Rng(i)).hand[1]


def test_a_state_from_a_view_keeps_what_the_decision_shows():
    s = board(reg=RARE)
    s.hand[0], s.pack[0] = ["X1"], ["SK", "H2"]
    act(s, "act:search", "key:X1")
    t = from_view(GAME, s.view(0), Rng(1))
    assert sorted(t.life[0]) == sorted(FILLER)  # the life was shown (the unopened pack was not)
    act(s, "pick:S2", "act:open")
    t = from_view(GAME, s.view(0), Rng(2))
    assert sorted(t.pack[0]) == ["H2", "SK"]
    t.apply(0, "pick:SK")  # and the rebuilt state goes on
    assert "SK" in t.hand[0]


def test_pack_open_once_and_pack_views():
    s = board(reg=2)
    s.pack[0] = ["SK", "H2"]
    s.pack[1] = ["DK"]
    assert s.view(0)["seats"][0]["pack"] == {"opened": False, "count": 2, "cards": None}
    act(s, "act:open", "pick:SK")
    assert s.hand[0] == ["SK"] and s.opened[0] and "act:open" not in legal(s)
    assert s.view(0)["seats"][0]["pack"]["cards"] == ["H2"] and s.view(1)["seats"][0]["pack"]["cards"] is None


# --- views (BP-18) ------------------------------------------------------------------------------------------------
def test_bp18_life_as_10_plus_graveyard_top_hand_count():
    s = board(life=(FILLER, FILLER[:9]))
    s.grave[0] = ["S2", "HK"]
    s.hand[0] = ["S5"]
    v = s.view(1)
    assert v["seats"][0]["life"] == "10+" and v["seats"][1]["life"] == 9
    assert v["seats"][0]["grave_top"] == "HK" and v["seats"][0]["grave"] is None
    assert v["seats"][0]["hand"] is None and v["seats"][0]["hand_count"] == 1
    assert s.view(0)["seats"][0]["life"] == 12 and s.view(0)["seats"][0]["grave"] == ["S2", "HK"]


def test_bp18_the_owner_chooses_the_top_of_cards_moved_together():
    s = board(life=(FILLER, ["S2", "S3", "S4", "S5"]))
    s.grave[1] = ["DK"]
    s.hand[0] = ["S3", "C5"]
    act(s, "act:throw", "key:S3", "key:C5", "target:p1", "pass")
    s.apply(1, "pass")  # 投擲 resolves: three life cards go together, then the two key cards
    assert s.decision == {"player": 1, "kind": "top", "options": ["top:S5", "top:S4", "top:S3"]}
    assert s.view(0)["seats"][1]["grave_top"] == "DK"  # the old top until the owner has chosen
    s.apply(1, "top:S4")
    assert s.grave[1][-1] == "S4" and sorted(s.grave[1]) == ["DK", "S3", "S4", "S5"]
    assert s.decision["player"] == 0 and s.decision["options"] == ["top:S3", "top:C5"]
    s.apply(0, "top:S3")
    assert s.grave[0][-1] == "S3" and s.view(1)["seats"][0]["grave_top"] == "S3"


def test_bp18_a_cost_of_two_sacrifices_is_one_move():
    s = board(reg=MASTER)
    a, b = soldier(s, 0, "S4"), soldier(s, 0, "D5")
    s.hand[0] = ["HA", "HJ"]
    for x in ("act:bj", "key:HA", "key:HJ", f"S:{a}", f"S:{b}"):
        s.apply(0, x)
    assert s.decision == {"player": 0, "kind": "top", "options": ["top:S4", "top:D5"]}


def test_a_build_in_progress_is_announced_step_by_step():  # 2.10.3
    s = board()
    s.hand[0] = ["H5", "S2"]
    soldier(s, 0, "S3")
    act(s, "act:up", "key:H5")
    assert s.view(1)["build"] == {"player": 0, "action": "up", "picks": ["key:H5"]}


# --- スタンダード -----------------------------------------------------------------------------------------------------
def test_mage_summon_and_mana_increase_waives_quick_spell_costs():
    s = board(reg=1)
    s.hand[0] = ["X1", "C2", "H5"]
    w = wall(s, 0, "C9")
    act(s, "act:mage", "key:X1", f"B:{w}", "D:C2")
    resolve_top(s)
    a = s.field[0][-1]["id"]
    assert s.soldier_class(s.find(a)[1]) == "mage" and s.cost(0, "up") == "" and s.cost(0, "breach") == ""
    act(s, "act:up", "key:H5", f"target:c{a}")  # no discard needed
    resolve_top(s)
    assert s.size(0, s.find(a)[1]) == 5 and s.cost(1, "up") == "D"


def test_return_brings_a_charged_character_and_the_keys_back_to_hand():
    s = board(reg=1)
    s.hand[0] = ["S2", "S9"]
    w = wall(s, 0, "C9")
    a = soldier(s, 0, "D5")
    act(s, "act:return", "key:S2", "key:S9", f"B:{w}", f"target:c{a}")
    resolve_top(s)
    assert sorted(s.hand[0]) == ["D5", "S2", "S9"] and s.find(a)[1] is None


def test_bp24_spear_of_death_puts_an_equipped_soldier_on_the_life_in_its_owners_order():
    s = board(reg=1, life=(FILLER, ["H2"]))
    b = soldier(s, 1, "C2", "C4")
    s.hand[0] = ["SA", "D3"]
    act(s, "act:spear", "key:SA", "key:D3", f"target:c{b}")
    resolve_top(s)
    assert s.decision == {"player": 1, "kind": "order", "options": ["order:C2", "order:C4"]}  # the soldier's owner
    act(s, "order:C4")  # C4 first, C2 on top; 1 damage mills C2
    assert s.life[1] == ["H2", "C4"] and s.grave[1] == ["C2"]


def test_spear_of_death_needs_a_divisible_size():
    for card, hit in (("H6", True), ("H7", False)):
        s = board(reg=1)
        b = soldier(s, 1, card)
        s.hand[0] = ["S4", "D3"]
        act(s, "act:spear", "key:S4", "key:D3", f"target:c{b}")
        resolve_top(s)
        assert (s.find(b)[1] is None) == hit
        assert s.life[1] == (FILLER[:-3] if hit else FILLER) and (card in s.grave[1]) == hit


def test_refill_one_charged_or_two_driven():
    for choice, n, driven in (("refill:1", 1, False), ("refill:2", 2, True)):
        s = board(reg=1)
        s.hand[0] = ["H2", "C2"]
        act(s, "act:refill", "key:H2", "key:C2")
        resolve_top(s)
        act(s, choice)
        assert len(s.field[0]) == n and all(ch["driven"] == driven and not ch["up"] for ch in s.field[0])


def test_reanimate_swaps_an_own_character_for_a_graveyard_card():
    s = board(reg=1)
    s.hand[0] = ["S2", "H2"]
    s.grave[0] = ["DK"]
    a = soldier(s, 0, "C3")
    act(s, "act:reanimate", "key:S2", "key:H2", f"target:c{a}")
    resolve_top(s)
    act(s, "pick:DK")
    assert s.find(a)[1] is None and s.field[0][-1]["cards"] == ["DK"] and "C3" in s.grave[0]


def test_handes_looks_at_the_hand_and_discards_one():
    s = board(reg=1)
    s.hand[0] = ["D2", "C2"]
    s.hand[1] = ["HK", "S3"]
    act(s, "act:handes", "key:D2", "key:C2", "target:p1")
    resolve_top(s)
    assert s.view(0)["decision"]["options"] == ["pick:HK", "pick:S3"]
    act(s, "pick:HK")
    assert s.hand[1] == ["S3"] and s.grave[1] == ["HK"]


# --- プロ ------------------------------------------------------------------------------------------------------------
PRO, MASTER, RARE, RPS = 5, 8, 4, 7  # regulations: プロ+パック, マスター+パック, スタンダード+レアパック, プロ+RPS


def test_quick_summon_only_without_the_turn_as_ace_or_bulwark():
    s = board(reg=PRO)
    s.hand = [["S5", "DA", "C2"], ["HA", "C3"]]
    assert "act:quicksummon" not in legal(s)
    act(s, "act:end", "pass", "act:quicksummon", "key:HA", "D:C3", "pass", "pass")
    act(s, "as:bulwark")
    assert s.field[1][-1]["kind"] == "bulwark" and s.field[1][-1]["cards"] == ["HA"]


def test_reunion_kill_and_ceasefire():
    s = board(reg=PRO, life=(FILLER, FILLER + ["HQ"]))
    s.hand[0] = ["H2", "H3"]
    s.grave[0] = ["SK"]
    act(s, "act:reunion", "key:H2", "key:H3")
    resolve_top(s)
    act(s, "pick:SK")
    assert "SK" in s.hand[0]
    b = soldier(s, 1, "DK")
    s.hand[0] = ["S2", "S3"]
    act(s, "act:kill", "key:S2", "key:S3", f"target:c{b}")
    resolve_top(s)
    assert s.find(b)[1] is None
    a = soldier(s, 0, "S9")
    s.hand[1] = ["D2", "D3"]
    attack_with(s, a)
    resolve_top(s)  # ブロック: nobody blocks
    if s.decision:
        act(s, "done")
    act(s, "pass", "act:ceasefire", "key:D2", "key:D3", f"target:r{s.stage[0]['id']}", "pass", "pass")
    assert s.stage == [] and len(s.life[1]) == len(FILLER)


def test_retarget_moves_a_target_and_bp17_may_aim_a_counter_at_itself():
    s = board(reg=PRO)
    a, b = soldier(s, 0, "S5"), soldier(s, 0, "S6")
    s.hand[0] = ["H4", "C2"]
    s.hand[1] = ["C3", "C4"]
    act(s, "act:up", "key:H4", "D:C2", f"target:c{a}", "pass")
    act(s, "act:retarget", "key:C3", "key:C4", f"target:r{s.stage[0]['id']}", "pass", "pass")
    assert s.decision["options"] == [f"target:c{b}"]  # the same target is no change
    act(s, f"target:c{b}")
    resolve_top(s)
    assert s.size(0, s.find(b)[1]) == 10 and s.size(0, s.find(a)[1]) == 5
    s = board(reg=PRO)
    s.hand[0] = ["HK", "DQ", "C3", "C4"]
    s.hand[1] = ["C9", "C2"]
    w = wall(s, 1, "C5")
    act(s, "act:breach", "key:HK", "key:DQ", f"target:c{w}", "pass")
    act(s, "act:counter", "key:C9", "D:C2", f"target:r{s.stage[0]['id']}", "pass")
    act(s, "act:retarget", "key:C3", "key:C4", f"target:r{s.stage[1]['id']}", "pass", "pass")
    me = s.resolving()["id"]
    assert s.decision["options"] == [f"target:r{me}"]  # BP-17: the redirect itself is the only other target
    act(s, f"target:r{me}")
    resolve_top(s)  # the counter lost its target
    resolve_top(s)
    assert s.find(w)[1] is None


def test_reverse_splits_a_soldier_into_bulwarks_and_loses_its_targets_and_attack():
    s = board(reg=PRO)
    a = soldier(s, 0, "S5", "S9")
    s.hand[1] = ["H4", "D4"]
    s.hand[0] = ["H3", "C2"]
    act(s, "act:up", "key:H3", "D:C2", f"target:c{a}", "pass")
    act(s, "act:reverse", "key:H4", "key:D4", f"target:c{a}", "pass", "pass")
    act(s, "reverse:keep")
    assert [ch["cards"] for ch in s.field[0]] == [["S5"], ["S9"]] and all(ch["kind"] == "bulwark" for ch in s.field[0])
    resolve_top(s)  # アップ lost its target (BP-9): the key goes to the graveyard
    assert s.fog[0] == [] and "H3" in s.grave[0]


def reverse(s, cid, state="reverse:keep"):
    """P2 answers the request on top with リバース on `cid` (keys ♥4 ♦4); both pass, it resolves."""
    s.hand[1] += ["H4", "D4"]
    act(s, "pass", "act:reverse", "key:H4", "key:D4", f"target:c{cid}", "pass", "pass", state)


def test_bp23_a_one_card_soldier_turned_into_a_bulwark_is_still_the_target_of_a_pending_twist():
    s = board(reg=PRO)
    a = soldier(s, 1, "S5")
    s.hand[0] = ["D3", "C2"]
    act(s, "act:twist", "key:D3", "D:C2", f"target:c{a}")
    reverse(s, a)
    ch = s.find(a)[1]
    assert ch["kind"] == "bulwark" and not ch["up"] and ch["cards"] == ["S5"] and not ch["driven"]
    resolve_top(s)
    act(s, "twist:drive")  # the twist still applies: a twist may aim at any character
    assert s.find(a)[1]["driven"] and s.find(a)[1]["kind"] == "bulwark"


@pytest.mark.parametrize("name,keys,target_card", [("up", ("key:H3", "D:C2"), "S5"),
                                                   ("breach", ("key:HK", "key:DQ"), None)])
def test_bp23_a_pending_request_whose_target_kind_no_longer_matches_does_nothing(name, keys, target_card):
    """アップ needs a soldier (turned into a bulwark), 防壁破壊 a bulwark (turned into a soldier)."""
    s = board(reg=PRO)
    cid = soldier(s, 0, target_card) if target_card else wall(s, 0, "C9")
    s.hand[0] = [k.split(":")[1] for k in keys]
    act(s, f"act:{name}", *keys, f"target:c{cid}")
    reverse(s, cid)
    fields = [[dict(ch) for ch in f] for f in s.field]
    resolve_top(s)
    assert s.stage == [] and s.fog[0] == [] and [[dict(ch) for ch in f] for f in s.field] == fields
    assert all(k.split(":")[1] in s.grave[0] for k in keys if k.startswith("key:"))  # BP-11: the keys are spent


def test_bp23_reverse_takes_away_what_the_soldier_received_and_its_attack():
    s = board(reg=PRO)
    a = soldier(s, 0, "S5")
    s.hand[0] = ["H3", "C2"]
    act(s, "act:up", "key:H3", "D:C2", f"target:c{a}")
    resolve_top(s)
    assert s.size(0, s.find(a)[1]) == 8
    attack_with(s, a)
    reverse(s, a, "reverse:charge")
    ch = s.find(a)[1]
    assert ch["kind"] == "bulwark" and not ch["driven"] and s.combat["attackers"] == []
    assert s.fog[0][0]["target"] is None  # the アップ it received is gone
    act(s, "pass", "pass")  # ブロック: no attacker left to block
    act(s, "pass", "pass")  # ダメージ判定: nothing
    assert len(s.life[1]) == len(FILLER) and s.combat is None and s.find(a)[1] is not None


# --- マスター -----------------------------------------------------------------------------------------------------
def test_force_is_your_and_not_counterable():
    s = board(reg=MASTER)
    a, b = soldier(s, 0, "S5"), soldier(s, 1, "S6")
    w1, w2 = wall(s, 0, "C2"), wall(s, 0, "C3")
    s.hand[0] = ["H2", "H3"]
    s.hand[1] = ["CA", "C9", "C4"]
    act(s, "act:force", "key:H2", "key:H3", f"B:{w1}", f"B:{w2}", "pass")
    assert "act:counter" not in legal(s)  # the only request is marked not counterable
    act(s, "pass")
    assert s.size(0, s.find(a)[1]) == 10 and s.size(1, s.find(b)[1]) == 6


def test_rain_of_swords_recruit_and_ambush():
    s = board(reg=MASTER, life=(["H2", "HK", "H5", "S9", "CQ"], FILLER))
    soldier(s, 0, "S5")
    big = soldier(s, 1, "SK")
    soldier(s, 1, "S4")
    walls = [wall(s, 0, c) for c in ("C2", "C3", "C4", "C5")]
    s.hand[0] = ["S2", "S3", "D2", "D4", "C6", "C7"]
    act(s, "act:rain", "key:S2", "key:S3", f"B:{walls[0]}", f"B:{walls[1]}")
    resolve_top(s)
    assert [ch["id"] for ch in s.field[1]] == [big] and all(ch["kind"] == "bulwark" for ch in s.field[0])
    act(s, "act:recruit", "key:D2", "key:D4", f"B:{walls[2]}", f"B:{walls[3]}")
    resolve_top(s)  # top four: CQ S9 H5 HK → H5 (≤ 6) becomes a driven soldier; the rest go under the life
    assert s.decision["options"] == ["order:CQ", "order:S9", "order:HK"]
    act(s, "order:HK", "order:CQ")  # HK lowest, then CQ, then S9
    new = [ch for ch in s.field[0] if ch["kind"] == "soldier"]
    assert [ch["cards"] for ch in new] == [["H5"]] and new[0]["driven"] and s.life[0] == ["HK", "CQ", "S9", "H2"]
    s.field[0][0]["driven"] = s.field[0][1]["driven"] = False
    act(s, "act:ambush", "key:C6", "key:C7", f"B:{s.field[0][0]['id']}", f"B:{s.field[0][1]['id']}")
    resolve_top(s)
    assert all(ch["kind"] == "soldier" and not ch["driven"] for ch in s.field[0])


def test_bj_resolves_before_the_succession_its_sacrifice_triggered():
    s = board(reg=MASTER, life=(["S2", "HK", "S3", "DQ"], FILLER))
    j, k = soldier(s, 0, "CJ"), soldier(s, 0, "S4")
    s.hand[0] = ["HA", "HJ"]
    act(s, "act:bj", "key:HA", "key:HJ", f"S:{j}", f"S:{k}")
    assert [r["name"] for r in s.stage] == ["bj"] and s.hand[0] == []  # 世代交代 waits
    resolve_top(s)
    act(s, "pick:DQ", "done")
    assert s.hand[0][0] == "DQ" and len(s.hand[0]) == 2 and s.buffer == []  # then 世代交代 took the next face card


def test_rsf_deals_40_and_cannot_be_countered():
    s = board(reg=MASTER)
    w1, w2 = wall(s, 0, "C2"), wall(s, 0, "C3")
    s.hand[0] = ["SA", "S10", "SJ", "SQ", "SK"]
    s.hand[1] = ["CA", "C9", "C4"]
    act(s, "act:rsf", "key:SK", "key:SA", "key:SQ", "key:S10", "key:SJ", f"B:{w1}", f"B:{w2}", "target:p1", "pass")
    assert "act:counter" not in legal(s)
    act(s, "pass")
    assert s.life[1] == [] and s.result() == [1.0, 0.0]


# --- frames: レアパック, レアパックストラテジー (BP-1, BP-19) -------------------------------------------------------------
def test_rare_pack_choices_are_secret_and_the_setup_counts():
    s = GAME.new_state(5, {"regulation": RARE})
    assert s.to_move() == [0] and len(legal(s)) == 54
    before = s.view(1)
    act(s, "prep-rare:SK")
    assert s.view(1)["seats"][0]["rare_count"] == 1 and s.view(1)["seats"][0]["rare"] is None
    assert s.view(1)["seats"][1] == before["seats"][1] and s.rare[0] == ["SK"] and s.to_move() == [1]
    act(s, "prep-rare:X1")
    for p in range(2):
        assert cards_of(s, p) == sorted(full_deck(2)) and len(s.pack[p]) == 14 and len(s.rare[p]) == 1
        assert len(s.hand[p]) == (p == s.turn) and len(s.field[p]) == 2


def test_rps_hand_of_three_then_seven_cards_and_one_pack():
    s = GAME.new_state(6, {"regulation": RPS})
    act(s, "prep-hand:SA", "prep-hand:SK", "prep-hand:X1", "prep-rare:HA", "prep-hand:DA", "prep-hand:D2",
        "prep-hand:D3", "prep-rare:X2")
    assert {"SA", "SK", "X1"} <= set(s.hand[0]) and {"DA", "D2", "D3"} <= set(s.hand[1])
    for p in range(2):
        assert len(s.hand[p]) == 7 + (p == s.turn) and len(s.pack[p]) == 14  # BP-1: the pack is made once
        assert len(s.life[p]) == 54 - 14 - 2 - 7 - 1 - len(s.grave[p]) - (p == s.turn)


def test_rare_draw_needs_a_life_of_nine_or_less_and_rare_summon_shows_the_card():
    s = board(reg=RARE)
    s.rare[0] = ["SK"]
    assert "act:raredraw" not in legal(s)
    s.life[0] = FILLER[:9]
    act(s, "act:raredraw")
    assert s.hand[0] == ["SK"] and s.rare[0] == []
    s.rare[0] = ["HQ"]
    act(s, "act:raresummon", "key:HQ")
    assert s.view(1)["stage"][0]["keys"] == ["HQ"]
    resolve_top(s)
    assert s.field[0][-1]["cards"] == ["HQ"] and s.soldier_class(s.field[0][-1]) == "hero"


def test_a_state_from_a_view_keeps_the_rare_key_of_the_other_players_build_among_its_rare_cards():
    s = board(reg=RARE)
    s.rare[1], s.hand[1] = ["H5"], ["C4"]
    soldier(s, 0, "S2")
    s.hand[0] = ["H5", "C2"]
    act(s, "act:up", "key:H5", "D:C2", f"target:c{s.field[0][0]['id']}", "pass", "act:trap", "key:H5")
    assert s.build["picks"] == ["key:H5"]
    t = from_view(GAME, s.view(0), Rng(1))
    assert t.rare[1] == ["H5"] and len(t.hand[1]) == 1 and t.view(0)["seats"][1] == s.view(0)["seats"][1]


def test_pack_open_may_take_the_rare_card_instead():
    s = board(reg=RARE)
    s.pack[0], s.rare[0] = ["S2", "S3"], ["HK"]
    act(s, "act:open")
    assert s.decision["options"] == ["pick:S2", "pick:S3", "rare:HK"]
    act(s, "rare:HK")
    assert s.hand[0] == ["HK"] and s.rare[0] == [] and s.opened[0] and len(s.pack[0]) == 2


def test_bp19_trap_counter_against_a_request_holding_the_rare_card():
    s = board(reg=RARE)
    s.rare[1] = ["H5"]
    soldier(s, 0, "S2")
    s.hand[0] = ["H5", "C2", "H6", "C3"]
    a = s.field[0][0]["id"]
    act(s, "act:up", "key:H6", "D:C3", f"target:c{a}", "pass")
    assert "act:trap" not in legal(s)  # ♥6 is not the rare card
    act(s, "pass", "act:up", "key:H5", "D:C2", f"target:c{a}", "pass")
    act(s, "act:trap", "key:H5", f"target:r{s.stage[0]['id']}", "pass", "pass")
    assert s.stage == [] and s.grave[0][-1] == "H5" and s.grave[1][-1] == "H5"


# --- every action: target legality, lost target, counterability ---------------------------------------------------
def rich_board(name):
    """A board where player 0 can raise `name`: a whole deck in hand, charged bulwarks, soldiers on both sides."""
    spec = ACTIONS[name]
    life = ["S9", "S8", "H9", "H8"]
    walls = ["C7", "C8", "D8", "D9"]
    s = board(reg=max(r for r, (fo, fr) in enumerate(REGULATIONS) if fo == 3 and fr == 2), turn=0,
              life=(life, FILLER + ["HQ", "DQ", "CQ"]))
    s.hand[0] = [c for c in full_deck(2) if c not in life + walls + ["H6", "HK"]]
    for c in walls:
        wall(s, 0, c)
    mine = soldier(s, 0, "H6")
    theirs = soldier(s, 1, "D6")
    wall(s, 1, "C6")
    s.rare[0] = ["HK"]
    return s, spec, mine, theirs


def build(s, name, target=None):
    """Raise `name` choosing the first offered option at every step, and `target` for the target slot."""
    act(s, f"act:{name}")
    while s.build:
        options = legal(s)[:-1]  # without cancel
        pick = next((o for o in options if o == f"target:{target}"), options[0])
        act(s, pick)


CHAR_TARGETED = [n for n, sp in ACTIONS.items() if sp["target"] in ("soldier", "char", "own_char", "own_soldier_suit")
                 and sp["speed"] == "normal"]


@pytest.mark.parametrize("name", CHAR_TARGETED)
def test_every_action_aimed_at_a_character_does_nothing_when_the_target_is_gone_bp9(name):
    s, spec, mine, theirs = rich_board(name)
    target = mine if spec["target"] in ("own_char", "own_soldier_suit") else theirs
    build(s, name, f"c{target}")
    req = s.stage[-1]
    assert req["targets"] == [f"c{target}"]
    keys = list(req["keys"])
    s.remove(target)  # the target leaves the field in response
    fields = [[dict(ch) for ch in f] for f in s.field]
    hands = [sorted(h) for h in s.hand]
    resolve_top(s)
    assert s.decision is None and s.stage == []
    assert [[dict(ch) for ch in f] for f in s.field] == fields and [sorted(h) for h in s.hand] == hands
    assert all(k in s.grave[0] for k in keys)  # BP-11


@pytest.mark.parametrize("name", [n for n, sp in ACTIONS.items() if sp["speed"] == "normal"
                                  and n not in ("trap", "ceasefire")])  # those need a particular request
def test_counterability_of_every_action_bp16(name):
    s, spec, mine, theirs = rich_board(name)
    if name == "quicksummon":
        s.turn = 1
    elif spec["target"] in ("request", "targeted"):
        build(s, "up", f"c{mine}")
    build(s, name, f"c{theirs}" if spec["target"] in ("soldier", "char", "bulwark") else None)
    req = s.stage[-1]
    s.hand[1] = ["CK"[:0] + "C10", "H2"]
    act(s, "pass")
    counterable = "act:counter" in legal(s)
    assert counterable == (1 <= len(req["keys"]) <= 2 and not spec["fixed"])


# --- a state from a view (for the AI) -----------------------------------------------------------------------------
@pytest.mark.parametrize("reg", [0, 3, 7, 10])
def test_from_view_rebuilds_a_state_with_the_same_view_and_legal_actions(reg):
    rng = Rng(reg)
    s = GAME.new_state(derive_seed(77, reg), {"regulation": reg})
    checked = 0
    while not s.is_over():
        for p in range(2):
            v = s.view(p)
            t = from_view(GAME, v, rng.fork(checked))
            assert {k: x for k, x in t.view(p).items() if k != "log"} == {k: x for k, x in v.items() if k != "log"}
            for _ in range(5):  # and the rebuilt state plays on
                for q in range(2):
                    assert cards_of(t, q) == deck_of(t)
                if t.is_over():
                    break
                mover = t.to_move()[0]
                t.apply(mover, rng.choice(t.legal_actions(mover)).id)
            checked += 1
        mover = s.to_move()[0]
        s.apply(mover, rng.choice(s.legal_actions(mover)).id)


# --- chance: lives and packs have no order until their cards are drawn or seen (DESIGN.md, "Secrets and chance") -----
def taken_from_the_lives(s):
    """Cards the set-up took from the lives (the first-player flips included), not those chosen from the deck."""
    return sum(len(s.field[p]) + len(s.grave[p]) + len(s.hand[p]) for p in range(2)) - 6 * (s.frame == 3)


@pytest.mark.parametrize("reg", range(len(REGULATIONS)), ids=lambda r: f"regulation{r}")
def test_a_setup_records_one_outcome_per_card_taken_from_a_life_and_none_for_the_rest(reg):
    game = Recorded(Record.new("blackpoker", 3, {"regulation": reg}), source=Rng(4))
    s = game.state
    while s.prep:  # the rare card and the strategy cards are the players' own choices: no chance yet
        assert game.record.chance == []
        p = s.to_move()[0]
        game.apply(p, s.legal_actions(p)[0].id)
    assert len(game.record.chance) == taken_from_the_lives(s) and s.placed == [[0, 0], [0, 0]]
    assert s.pack_decided == [s.frame == 0] * 2


def first_draw_of_the_second_player(record, source):
    """Both players end or pass until the second player's turn draws; its drawn card and the outcomes before it."""
    game = Recorded(record, source=source)
    s = game.state
    while not (s.decision and s.decision["kind"] == "draw"):
        p = s.to_move()[0]
        ids = [a.id for a in s.legal_actions(p)]
        game.apply(p, "act:end" if "act:end" in ids else "pass" if "pass" in ids else ids[0])
    return s.hand[s.decision["player"]][-1], game.record.chance[:-1]


def test_a_record_does_not_hold_the_next_card_other_chance_draws_another():
    record = Record.new("blackpoker", 8, {"regulation": 0})
    drawn = [first_draw_of_the_second_player(record, Rng(source)) for source in range(8)]
    assert all(before == record.chance for _, before in drawn)  # nothing but the set-up took chance before
    assert len({card for card, _ in drawn}) > 1  # the order of the life did not exist: each source decides it


def unordered(s, seed=1):
    """`s` with lives whose order is not decided yet and a recording chance."""
    s.placed = [[0, 0], [0, 0]]
    s.rng = Chance(Rng(seed))
    return s


def test_spear_of_death_keeps_its_chosen_order_on_top_of_an_unordered_life():
    s = unordered(board(reg=1))
    b = soldier(s, 1, "C2", "C4", "C6")
    s.hand[0] = ["SA", "D3"]
    act(s, "act:spear", "key:SA", "key:D3", f"target:c{b}")
    resolve_top(s)
    act(s, "order:C4", "order:C2")  # C4 lowest, then C2, C6 on top; 1 damage mills C6
    assert s.grave[1] == ["C6"] and s.placed[1] == [2, 0] and s.rng.outcomes == []
    assert [s.draw_life(1) for _ in range(3)][:2] == ["C2", "C4"] and len(s.rng.outcomes) == 1


def test_recruit_shows_the_top_four_and_puts_the_rest_under_an_unordered_life_in_the_chosen_order():
    life = ["S5", "S6", "S7", "S8", "S9", "S10", "H5", "H6", "H7", "H8"]
    s = unordered(board(reg=MASTER, life=(life, FILLER)))
    walls = [wall(s, 0, c) for c in ("C2", "C3")]
    s.hand[0] = ["DA", "D2"]
    act(s, "act:recruit", "key:DA", "key:D2", f"B:{walls[0]}", f"B:{walls[1]}")
    resolve_top(s)  # the top four are decided as they are shown, and keep their places while they are ordered
    shown = s.resolving()["data"]["shown_cards"]
    assert len(s.rng.outcomes) == 4 and s.placed[0] == [4, 0] and s.life[0][-4:] == shown[::-1]
    t = from_view(GAME, s.view(0), Rng(3))  # the computer's rebuilt state knows them too
    assert t.placed[0] == [4, 0] and t.fix_life_top(0, 4) == shown
    chosen = sorted(shown)  # none is ≤ 3: all four go under, the first chosen lowest
    act(s, *(f"order:{c}" for c in chosen[:3]))
    assert s.placed[0] == [0, 4] and s.life[0][:4] == chosen
    assert [s.draw_life(0) for _ in range(10)][6:] == chosen[::-1] and len(s.rng.outcomes) == 4 + 6


def test_search_forgets_the_known_places():
    s = board()
    s.hand[0] = ["X1"]
    act(s, "act:search", "key:X1", "pick:S2")
    assert s.placed[0] == [0, 0] and s.placed[1] == [len(FILLER), 0]


def sealed_pack_board(life=FILLER, pack=("DA", "D2", "D3", "D4")):
    """ライト + パック: P1's life and pack not told apart yet, and a Joker in P1's hand for サーチ."""
    s = unordered(board(reg=2, life=(life, FILLER)))
    s.pack[0], s.pack_decided[0] = list(pack), False
    s.hand[0] = ["X1"]
    return s


def test_a_pack_is_decided_when_opened_from_the_pack_and_the_life_together():
    packs = set()
    for seed in range(6):
        s = sealed_pack_board()
        s.rng = Chance(Rng(seed))
        act(s, "act:open")
        assert len(s.rng.outcomes) == 4 and s.pack_decided[0]  # one outcome per card of the pack
        packs.add(tuple(o[5:] for o in s.decision["options"] if o.startswith("pick:")))
        assert sorted(s.life[0] + s.pack[0]) == sorted(FILLER + ["DA", "D2", "D3", "D4"])
    assert len(packs) > 1 and any(set(p) != {"DA", "D2", "D3", "D4"} for p in packs)


def test_a_search_decides_the_pack_its_owner_then_knows_by_elimination():
    s = sealed_pack_board()
    act(s, "act:search", "key:X1")
    life = [o[5:] for o in s.decision["options"]]
    assert len(life) == len(FILLER) and len(s.rng.outcomes) == 4 and s.pack_decided[0]
    assert sorted(life + s.pack[0]) == sorted(FILLER + ["DA", "D2", "D3", "D4"])
    pack = sorted(s.pack[0])
    act(s, f"pick:{life[0]}", "act:open")
    assert [o[5:] for o in s.decision["options"]] == pack and len(s.rng.outcomes) == 4  # no new chance


def test_a_life_whose_every_card_is_placed_leaves_the_pack_decided_without_chance():
    s = sealed_pack_board(life=["S5", "S6"])
    s.placed[0] = [1, 1]
    assert s.fix_life_top(0, 2) == ["S6", "S5"] and s.pack_decided[0] and s.pack[0] == ["DA", "D2", "D3", "D4"]
    assert s.rng.outcomes == []


def test_undecided_packs_give_every_card_the_chances_of_a_pack_dealt_from_a_shuffled_deck():
    """The pack stand-ins are the deck's last 14 cards: drawn from the lives as often as any, and in the opened
    packs no more often than any (14 of 54)."""
    stand_ins = set(full_deck(2)[-PACK_SIZE:])
    drawn, packed = [], []
    for seed in range(400):
        s = GAME.new_state(seed, {"regulation": 2})
        drawn += [c for p in range(2) for c in s.hand[p] + s.grave[p] + [x for ch in s.field[p] for x in ch["cards"]]]
        for p in range(2):
            s.decide_pack(p)
            packed += s.pack[p]
    for cards in (drawn, packed):
        assert abs(sum(c in stand_ins for c in cards) / len(cards) - 14 / 54) < 0.03


# --- random play: card conservation in every regulation, the generic fuzz checks on a sample ---------------------
# Games per regulation: BP_FUZZ_GAMES, else a quarter of FUZZ_GAMES (CI: 250 → 62 for each of the 11 regulations;
# the Pyodide run sets 6). The first CHECKED games of each also get test_fuzz's per-step checks (views, JSON
# round trips, face-down choices) and is_legal is compared with legal_actions.
GAMES = int(os.environ.get("BP_FUZZ_GAMES", int(os.environ.get("FUZZ_GAMES", "250")) // 4))
CHECKED = int(os.environ.get("BP_FUZZ_CHECKED", "2"))
MAX_STEPS = 20000


def check_is_legal_agrees(state, player):
    """`is_legal` (what `apply` asks) says yes to every listed action and no to every action not listed."""
    listed = {a.id for a in state.legal_actions(player)}
    asked = listed | {f"act:{n}" for n in ACTIONS} | {"pass", "cancel", "act:nothing", "key:S1"} | set(STOPS)
    for q in range(2):
        assert {a for a in asked if state.is_legal(q, a)} == (listed if q == player else set()), (q, listed)


@pytest.mark.parametrize("reg", range(len(REGULATIONS)), ids=lambda r: f"regulation{r}")
def test_random_play_conserves_every_players_cards_after_every_step_and_ends(reg):
    for i in range(GAMES):
        seed = derive_seed(20261123 + reg, i)
        rng = Rng(seed)
        state = GAME.new_state(seed, {"regulation": reg})
        deck = deck_of(state)
        full = i < CHECKED
        if full:
            check_invariants(state, rng)
        steps = 0
        while not state.is_over():
            player = state.to_move()[0]
            action = rng.choice(state.legal_actions(player)).id
            if full:
                check_is_legal_agrees(state, player)
                state = check_face_down_choice_is_invisible(state, player, action)
                check_invariants(state, rng)
            else:
                state.apply(player, action)
            for p in range(2):
                assert cards_of(state, p) == deck, f"seed {seed}: the cards of P{p + 1} changed after {action}"
            steps += 1
            assert steps < MAX_STEPS, f"seed {seed} did not end"


# --- BP-21 auto-pass -------------------------------------------------------------------------------------------
def raise_request(s, p, name_):
    """`p` starts `name_` and builds it with the first choice of every step."""
    s.apply(p, f"act:{name_}")
    while s.build is not None:
        s.apply(p, next(a.id for a in s.legal_actions(p) if a.id != "cancel"))


def raise_summon(s, p, card):
    """`p` raises a soldier summon of `card` (cost L, a bulwark to drive)."""
    s.hand[p].append(card)
    s.life[p] += ["H2"]  # the cost L
    wall(s, p, "D9")
    raise_request(s, p, "soldier")


def test_bp21_autopass_passes_for_a_player_with_nothing_to_start():
    """P1 (auto-pass off) raises a request and keeps the chance as before; P1 passes and P2 (auto-pass on, nothing
    to start) passes at once, so the request resolves; random play to the end with both on never leaves a player
    whose only action is `pass` to move."""
    s = board()
    s.options["autopass2"] = 1
    raise_summon(s, 0, "S5")
    assert len(s.stage) == 1 and s.to_move() == [0]
    s.apply(0, "pass")
    assert "Player 2: pass (auto)" in [line["en"] for line in s.log]
    assert not s.stage and s.field[0][-1]["cards"] == ["S5"] and s.to_move() == [0]
    for seed in range(20):
        state, rng = GAME.new_state(seed, {"regulation": seed % 11, "autopass1": 1, "autopass2": 1 + seed % 2}), Rng(seed)
        while not state.is_over():
            p = state.to_move()[0]
            legal = [a.id for a in state.legal_actions(p)]
            assert state.prep or legal != ["pass"], legal
            state.apply(p, rng.choice(legal))


def test_bp21_stop_only_for_attacks_the_other_players_spells_and_end():
    """Auto-pass 2: P2 could answer (アップ: key H5, C3 to discard, its soldier to aim at) yet passes by itself on P1's
    summon; it is asked on P1's attack, spell (ダウン) and end; with auto-pass 1 it is asked on the summon."""
    def table(level):
        s = board()
        s.options["autopass2"] = level
        soldier(s, 0, "C7")
        soldier(s, 1, "D4")
        s.hand[1] = ["H5", "C3"]
        return s

    for level, asked in ((2, False), (1, True)):
        s = table(level)
        raise_summon(s, 0, "S5")
        s.apply(0, "pass")
        assert s.can_start(1, "up")
        assert (s.to_move() == [1] and len(s.stage) == 1) is asked
    for name_ in ("attack", "down", "end"):
        s = table(2)
        s.hand[0] = ["S3", "C2"]  # ダウン: key S3, C2 to discard
        raise_request(s, 0, name_)
        s.apply(0, "pass")
        assert s.to_move() == [1] and s.stage[-1]["name"] == name_ and s.can_start(1, "up")


# --- BP-21 the per-turn declaration "stop me only for attacks, the opponent's spells and end of turn" -------------
def declared_table(level=0):
    """P1's turn; P2 (option `level`) could answer (アップ: key H5, C3 to discard, its soldier to aim at); P1 raises
    a summon and passes, and P2, holding the chance, declares and passes (the summon resolves)."""
    s = board()
    s.options["autopass2"] = level
    soldier(s, 0, "C7")
    soldier(s, 1, "D4")
    s.hand[1] = ["H5", "C3"]
    raise_summon(s, 0, "S5")
    s.apply(0, "pass")
    assert s.to_move() == [1] and "stops:turn" in legal(s)
    s.apply(1, "stops:turn")
    s.apply(1, "pass")
    assert not s.stage and s.to_move() == [0]
    return s


def test_bp21_a_declaration_keeps_the_chance_is_logged_and_shown_and_is_legal_once_a_turn():
    s = board()
    soldier(s, 1, "D4")
    s.hand[1] = ["H5", "C3"]
    raise_summon(s, 0, "S5")
    s.apply(0, "pass")
    assert legal(s)[-1] == "stops:turn" and "stops:off" not in legal(s)
    check_is_legal_agrees(s, 1)
    s.apply(1, "stops:turn")
    assert s.to_move() == [1] and len(s.stage) == 1  # not a pass: P2 may still answer the summon
    assert s.log[-1]["ja"] == "プレイヤー2: このターンはアタック・相手の魔法・エンドのときだけ止まります"
    assert s.log[-1]["en"] == "Player 2 stops only for attacks, the opponent's spells and end of turn this turn"
    assert s.view(0)["stops"] == s.view(1)["stops"] == [OFFERED, DECLARED]  # P1 was offered it on its turn (BP-26)
    assert legal(s)[-1] == "stops:off" and "stops:turn" not in legal(s) and "act:up" in legal(s)
    check_is_legal_agrees(s, 1)
    s.apply(1, "stops:off")  # withdrawn: the option's level again, and no second declaration this turn
    assert s.log[-1]["en"] == "Player 2 stops every time again this turn" and s.stops == [OFFERED, WITHDRAWN]
    assert not any(a in STOPS for a in legal(s))
    check_is_legal_agrees(s, 1)
    with pytest.raises(IllegalAction):
        s.apply(1, "stops:turn")
    s.apply(1, "pass")
    raise_summon(s, 0, "S6")
    s.apply(0, "pass")
    assert s.to_move() == [1]  # asked again on a summon
    t = board()
    t.options["autopass2"] = 2  # already stopping only for those: nothing to declare
    assert t.declarations(1) == [] and t.declarations(0) == ["stops:turn"] == legal(t)[-1:]  # P1 on its own turn


def test_bp21_declared_passes_on_a_summon_stops_for_attack_spell_and_end_until_the_turn_ends():
    s = declared_table()
    raise_summon(s, 0, "S6")
    s.apply(0, "pass")
    assert s.log[-2]["en"] == "Player 2: pass (auto)" and not s.stage and s.to_move() == [0]
    assert s.field[0][-1]["cards"] == ["S6"]
    for name_ in ("attack", "down", "end"):
        s = declared_table(level=1)
        s.hand[0] = ["S3", "C2"]  # ダウン: key S3, C2 to discard
        raise_request(s, 0, name_)
        s.apply(0, "pass")
        assert s.to_move() == [1] and s.stage[-1]["name"] == name_ and s.can_start(1, "up")
    s.apply(1, "pass")  # the end resolves: P2's turn, the declaration is over
    assert s.turn == 1 and s.stops == [0, 0] and s.autopass_level(1) == 1
    assert "stops:turn" in legal(s)


def test_bp21_a_new_turn_returns_to_the_options_level():
    """P2 (option off) declared in P1's turn; in P1's next turn P2 is asked on P1's draw again."""
    s = declared_table()
    raise_request(s, 0, "end")
    act(s, "pass", "pass")  # P2 stops for the end, then passes: P2's turn, its draw on the stage
    assert s.turn == 1 and s.stage[-1]["name"] == "draw" and s.stops == [0, 0]
    act(s, "pass", "pass")  # the draw resolves (P2 takes one card)
    while s.decision:
        act(s, "draw:0")
    act(s, "act:end", "pass", "pass")  # P1's turn, its draw on the stage
    while s.decision:
        act(s, "discard:" + s.decision["options"][0][8:])
    assert s.turn == 0 and s.stage[-1]["name"] == "draw" and s.to_move() == [0]
    s.apply(0, "pass")
    assert s.to_move() == [1]  # a declaration still on would have passed here


def test_bp21_the_declaration_survives_views_json_and_replays_from_the_record():
    s = declared_table()
    for p in (0, 1):
        assert from_view(GAME, s.view(p), Rng(p)).stops == [OFFERED, DECLARED]
    assert BlackPokerState.from_json(GAME, s.to_json()).stops == [OFFERED, DECLARED]
    game, rng = Recorded(Record.new("blackpoker", 5, {"regulation": 0}), source=Rng(6)), Rng(5)
    state, at = game.state, None
    while at is None or state.turn_no == declared_in:  # random play; the non-turn player declares when it may
        p = state.to_move()[0]
        ids = [a.id for a in state.legal_actions(p)]
        if at is None and p != state.turn and "stops:turn" in ids:
            at, declared_in, choice = len(game.record.actions), state.turn_no, "stops:turn"
        else:
            choice = rng.choice([i for i in ids if i not in STOPS])
        game.apply(p, choice)
    record = game.record
    assert [replay(record).view(q) for q in (None, 0, 1)] == [state.view(q) for q in (None, 0, 1)]
    assert state.stops == [0, 0]  # the turn has ended
    before, after = replay(record, at), replay(record, at + 1)
    assert before.stops[1 - before.turn] == NOT_DECLARED and after.stops[1 - before.turn] == DECLARED
    assert after.turn_no == declared_in


def test_bp21_declaring_and_withdrawing_cannot_go_on_forever():
    """At most one declaration and one withdrawal per player and turn: games where a player declares or
    withdraws whenever it may still end."""
    s = board()
    raise_summon(s, 0, "S5")
    s.apply(0, "pass")
    steps = 0
    while any(a in STOPS for a in legal(s)):
        s.apply(1, next(a for a in legal(s) if a in STOPS))
        steps += 1
    assert steps == 2 and s.to_move() == [1]
    for seed in range(6):
        state, rng = GAME.new_state(seed, {"regulation": seed % 4}), Rng(seed)
        declared = 0
        for _ in range(MAX_STEPS):
            if state.is_over():
                break
            p = state.to_move()[0]
            ids = [a.id for a in state.legal_actions(p)]
            stops = [i for i in ids if i in STOPS]
            declared += bool(stops)
            state.apply(p, stops[0] if stops else rng.choice(ids))
        assert state.is_over() and declared >= 4


# --- BP-26: auto-pass on by default, the declaration offered at each turn's start ----------------------------------
def test_bp26_auto_pass_is_on_by_default_and_a_record_keeps_the_options_it_was_played_with():
    assert {k: v for k, v in GAME.resolve_options({}).items() if k.startswith("autopass")} == {"autopass1": 1,
                                                                                               "autopass2": 1}
    record = Record.new("blackpoker", 3, {"autopass1": 0, "autopass2": 0})
    again = Record.from_json(record.to_json())
    assert again.options["autopass1"] == again.options["autopass2"] == 0 and replay(again).options == record.options


def test_bp26_the_declaration_is_offered_at_each_players_first_decision_of_each_turn():
    s = board()
    soldier(s, 1, "D4")
    s.hand[1] = ["H5", "C3"]
    prompt = [s.view(q)["stops_prompt"] for q in (None, 0, 1)]
    assert prompt == [0, 0, 0] and legal(s)[-1] == "stops:turn"  # public: every view marks the moment
    raise_summon(s, 0, "S5")  # P1's first decision of the turn: the offer is taken as seen
    assert s.view(None)["stops_prompt"] is None and s.stops == [OFFERED, NOT_DECLARED] and "stops:turn" in legal(s)
    s.apply(0, "pass")
    assert s.to_move() == [1] and s.view(None)["stops_prompt"] == 1  # P2's first decision of this turn
    s.apply(1, "pass")
    assert s.to_move() == [0] and s.view(None)["stops_prompt"] is None
    act(s, "act:end", "pass")
    assert s.to_move() == [1] and s.view(None)["stops_prompt"] is None  # already offered to P2 in this turn
    s.apply(1, "pass")  # the end resolves: P2's turn, its draw on the stage
    assert s.turn == 1 and s.stops == [NOT_DECLARED, NOT_DECLARED] and s.view(None)["stops_prompt"] == 1
    s.options["autopass2"] = 2  # a player stopping only for those anyway is offered nothing
    assert s.view(None)["stops_prompt"] is None



def test_bp26_pass_and_play_shows_fewer_handovers_with_the_defaults():
    """`fudabako bench`'s count (cli.handovers, the shell's rule) over a few seeded random games: the defaults cover
    the table less often than auto-pass off; the same seeds give the same figures."""
    from fudabako.cli import handovers

    off = handovers("blackpoker", 4, 1, ["random", "random"], {"autopass1": 0, "autopass2": 0})
    on = handovers("blackpoker", 4, 1, ["random", "random"])
    assert on == handovers("blackpoker", 4, 1, ["random", "random"])
    assert 0 < on["per_game"] < off["per_game"] and 0 < on["per_decision"] < off["per_decision"] < 1
