"""ラプラプラス: the battle engine — a scenario per card and per ruling (LP-*), and the seed's properties."""

import random

from fudabako.games.laplaplus.battle import TURNS, Battle, battle, stats
from fudabako.games.laplaplus.cards import (
    ATTACK, BLIND, CLASS_BRAIN, CORE, CORROSION, CRASH, DECEIT, DEFENSE, DUALCORE, ECHO, ENGINE, FEINT, FORCE,
    HARDCORE, HEALCORE, JUGEKI, KNOCKBACK, LIMIT_BRAIN, NAME, NUMBERS, OVERS, POWER, QUICK, REFLECTION, RENGEKI,
    SHIELD, SOUSAI, TRAP,
)


def fight(a, b):
    b_ = Battle(a, b, log=True)
    b_.run()
    return b_


def events(b, kind, **match):
    return [e for e in b.log if e["k"] == kind and all(e.get(k) == v for k, v in match.items())]


def damages(b, to=None):
    """(turn, attacker, card number, amount) of each damage dealt."""
    out, turn = [], 0
    for e in b.log:
        if e["k"] == "turn":
            turn = e["turn"]
        if e["k"] == "damage" and (to is None or e["to"] == to):
            out.append((turn, e["p"], b.nums[e["p"]][e["cid"]], e["amount"]))
    return out


def firsts(b):
    return [e["first"] for e in b.log if e["k"] == "initiative"]


# --- LP-1: the card list ------------------------------------------------------------------------------------
def test_lp1_numbers_follow_the_seed_list():
    assert NUMBERS == tuple(range(1, 26))
    assert NAME[1]["ja"] == "コア" and NAME[5]["ja"] == "コアエンジン" and NAME[9]["ja"] == "オーバーズディスペル"
    assert NAME[16]["ja"] == "相殺" and NAME[21]["ja"] == "リフレクション" and NAME[25]["ja"] == "目くらまし"
    assert FORCE[1:] == (5, 7, 8, 4, 0, 1, 1, 0, 2, 1, 0, 2, 2, 1, 3, 3, 1, 0, 0, 1, 0, 4, 4, 0, 0)


# --- core cards -------------------------------------------------------------------------------------------
def test_core_has_only_force_and_judgment_after_turn_30():
    b = fight([CORE], [CORE, CORE])
    assert b.winner == 1 and b.reason == "judgment" and b.turn == TURNS + 1
    assert b.hp == [5, 10] and not damages(b)


def test_hardcore_hurts_itself_each_turn():
    b = fight([HARDCORE], [CORE])
    assert b.winner == 1 and b.reason == "hp" and b.turn == 7
    assert damages(b) == [(t, 0, HARDCORE, 1) for t in range(1, 8)]


def test_lp6_dualcore_lowers_base_hp_and_speed_not_hp():
    b = fight([DUALCORE, ATTACK], [CORE, ATTACK])
    # turn 1: speed 9 > 6; デュアルコア leaves, 攻撃 becomes the top card and deals 4
    assert damages(b)[:2] == [(1, 0, ATTACK, 4), (1, 1, ATTACK, 2)]
    removed = events(b, "remove", p=0)[0]
    assert removed["s"]["base"][0] == 1 and removed["s"]["hp"][0] == 9
    assert firsts(b)[:2] == [0, 1]  # from turn 2 the speed is 1 against 6


def test_healcore_heals_up_to_the_reduced_base_lp13():
    b = fight([HEALCORE, CORE], [ATTACK, ATTACK])
    heal = events(b, "heal", p=0)
    assert heal and heal[0]["s"]["hp"][0] == 5 and heal[0]["s"]["base"][0] == 5


def test_healcore_never_lowers_hp():  # decided: HP stays when it is above the reduced base HP
    b = fight([HEALCORE, ATTACK], [JUGEKI, CORE])
    removed = events(b, "remove", p=0)[0]
    assert removed["s"]["base"][0] == 1 and removed["s"]["hp"][0] == 2
    assert not events(b, "heal") and b.winner == 0


def test_core_engine_adds_half_base_per_copy_lp13():
    assert stats([ENGINE, ENGINE, CORE]) == {"base": 5, "initial": 9, "speed": 5}
    b = fight([ENGINE, ENGINE, CORE], [CORE, CORE])
    assert [e["gain"] for e in events(b, "build")] == [2, 2]
    assert b.hp[0] == 9


# --- damage cards -----------------------------------------------------------------------------------------
def test_attack_top_4_else_2_and_self_deceit_lifts_top():
    assert damages(fight([ATTACK], [CORE]))[0] == (1, 0, ATTACK, 4)
    assert damages(fight([CORE, ATTACK], [CORE]))[0] == (1, 0, ATTACK, 2)
    assert damages(fight([CORE, ATTACK, DECEIT], [CORE]))[0] == (1, 0, ATTACK, 4)


def test_rengeki_hits_are_separate_damages_lp8():
    assert damages(fight([RENGEKI], [CORE]))[:3] == [(1, 0, RENGEKI, 1)] * 3
    assert damages(fight([CORE, RENGEKI], [CORE]))[:3] == [(1, 0, RENGEKI, 1)] * 2 + [(2, 0, RENGEKI, 1)]
    b = fight([RENGEKI], [DEFENSE, CORE])  # every hit is cut to 0, which is no damage at all
    assert not damages(b) and len(events(b, "nodamage")) == 3 * TURNS


def test_jugeki_fires_once_unblockable_but_own_power_applies_lp14():
    b = fight([JUGEKI, POWER, CORE], [SHIELD, REFLECTION, CORE])
    assert damages(b) == [(1, 0, JUGEKI, 4)]
    assert not events(b, "fire", p=1)


def test_overs_dispel_hits_everyone_above_base_second_player_first():
    b = fight([OVERS, ENGINE, CORE, CORE], [ENGINE, CORE, CORE])
    assert damages(b)[:2] == [(1, 0, OVERS, 10), (1, 0, OVERS, 10)]
    assert [e["to"] for e in events(b, "damage")][:2] == [1, 0]
    b = fight([OVERS, ENGINE, CORE], [CORE, CORE])  # it hits its own character, which dies
    assert b.winner == 1 and damages(b) == [(1, 0, OVERS, 10)]


# --- card control -----------------------------------------------------------------------------------------
def test_echo_reups_the_card_above_which_fires_again_lp4_lp7():
    b = fight([ATTACK, ECHO], [CORE, CORE, CORE])
    assert damages(b)[:2] == [(1, 0, ATTACK, 4), (1, 0, ATTACK, 4)]
    kinds = [e["k"] for e in b.log if e["k"] in ("damage", "up")]
    assert kinds[:3] == ["damage", "up", "damage"]  # the echo waits until the attack's effect is done (LP-7)


def test_lp12_echo_self_deceit_and_brains_on_top_do_nothing():
    assert damages(fight([ECHO, ATTACK], [CORE, CORE]))[:2] == [(1, 0, ATTACK, 2), (2, 0, ATTACK, 2)]
    assert damages(fight([DECEIT, ATTACK], [CORE]))[0] == (1, 0, ATTACK, 2)
    b = fight([LIMIT_BRAIN, FEINT], [CORE, ATTACK])
    assert not events(b, "brain") and damages(b)[0] == (1, 1, ATTACK, 2)


def test_trap_ignores_the_effect_and_hits_back_lp9():
    b = fight([FEINT, CORE], [TRAP, ATTACK])
    assert damages(b, to=0)[:2] == [(1, 1, TRAP, 2), (1, 1, ATTACK, 2)]
    assert events(b, "trap", p=1)


def test_lp9_trap_ignores_damage_and_catches_every_targeting_effect():
    b = fight([ATTACK, CORE], [TRAP])
    assert not events(b, "trap") and damages(b)[0] == (1, 0, ATTACK, 4)
    crash = fight([CRASH, CORE], [TRAP, CORE])
    assert events(crash, "trap") and len(crash.cards[1]) == 2
    knock = fight([KNOCKBACK, CORE], [TRAP, CORE])
    assert events(knock, "trap") and crash.nums[1][knock.cards[1][0]] == TRAP
    offset = fight([SOUSAI, TRAP, CORE], [TRAP, CORE])
    assert events(offset, "trap", p=1) and (1, 1, TRAP, 2) in damages(offset)
    corroded = fight([CORROSION, CORE], [ATTACK, ECHO, TRAP, CORE])  # the source of the damage is the 攻撃
    assert not events(corroded, "trap")


# --- card disturb -----------------------------------------------------------------------------------------
def test_feint_turns_down_the_topmost_up_enemy_card():
    b = fight([FEINT], [ATTACK])
    assert not damages(b) and b.winner == 0 and b.reason == "judgment"


def test_crash_removes_itself_then_the_enemy_top_card():
    b = fight([CRASH, CORE, CORE], [CORE, ATTACK])
    removed = events(b, "remove")
    assert [(e["p"], b.nums[e["p"]][e["cid"]]) for e in removed[:2]] == [(0, CRASH), (1, CORE)]
    assert damages(b)[0] == (1, 1, ATTACK, 4)  # the attack became the top card


def test_knockback_swaps_the_top_card_down_one():
    b = fight([KNOCKBACK, CORE], [ATTACK, CORE])
    assert events(b, "swap", p=1)
    assert damages(b)[0] == (1, 1, ATTACK, 2)


def test_sousai_downs_both_copies_stays_up_and_fires_once_a_phase_lp10():
    b = fight([SOUSAI, ATTACK, CORE], [ATTACK, CORE])
    turn1 = b.log[:next(i for i, e in enumerate(b.log) if e["k"] == "turn" and e["turn"] == 2)]
    fires = [e for e in turn1 if e["k"] == "fire" and e["p"] == 0]
    assert len(fires) == 1 and b.nums[0][fires[0]["cid"]] == SOUSAI
    assert not [e for e in turn1 if e["k"] == "damage"]
    after = [e for e in turn1 if e["k"] == "phase"][-1]["s"]["cards"][0]
    assert after[0] == [0, 1] and after[1] == [1, 0]  # 相殺 up, its target 攻撃 down


def test_corrosion_removes_the_source_and_itself():
    b = fight([CORROSION, CORE], [ATTACK, CORE])
    removed = [(e["p"], b.nums[e["p"]][e["cid"]]) for e in events(b, "remove")]
    assert removed == [(0, CORROSION), (1, ATTACK)]
    assert len(damages(b)) == 1


# --- damage control ---------------------------------------------------------------------------------------
def test_power_adds_one_to_each_damage_to_the_enemy():
    assert damages(fight([ATTACK, POWER, POWER], [CORE]))[0] == (1, 0, ATTACK, 6)
    assert damages(fight([HARDCORE, POWER], [CORE, CORE]))[0] == (1, 0, HARDCORE, 1)  # not to itself


def test_defense_and_shield_cut_damage_shield_once_a_turn():
    b = fight([ATTACK, ECHO, CORE], [SHIELD, DEFENSE, CORE])
    # 4 - 3 - 1 = 0 is no damage; the echoed second attack meets the shield down: 4 - 1 = 3
    assert damages(b, to=1)[:2] == [(1, 0, ATTACK, 3), (2, 0, ATTACK, 3)]
    assert [m[2] for m in events(b, "nodamage")[0]["mods"]] == [-3, -1]


def test_lp8_order_power_then_defender_top_down_reflection_sees_modified_damage():
    b = fight([ATTACK, POWER, CORE], [SHIELD, REFLECTION, CORE])  # 4+1=5, shield 2, reflected 2
    assert damages(b)[0] == (1, 1, REFLECTION, 2)
    first = events(b, "nodamage")[0]
    assert [m[2] for m in first["mods"]] == [1, -3, -2]
    b = fight([ATTACK, POWER, CORE], [REFLECTION, SHIELD, CORE])  # the reflection sees all 5
    assert damages(b)[0] == (1, 1, REFLECTION, 5)


def test_reflection_needs_two_and_stays_down():
    b = fight([RENGEKI, CORE], [REFLECTION, CORE])
    assert not events(b, "fire", p=1)
    b = fight([ATTACK, CORE, CORE], [REFLECTION, CORE, CORE])
    assert damages(b)[:2] == [(1, 1, REFLECTION, 4), (2, 0, ATTACK, 4)]


# --- brains -----------------------------------------------------------------------------------------------
def test_class_brain_narrows_to_the_family_of_the_card_above():
    b = fight([FEINT, CLASS_BRAIN, CORE], [CORE, KNOCKBACK, ATTACK])
    down = events(b, "down", p=1)[0]
    assert b.nums[1][down["cid"]] == KNOCKBACK


def test_limit_brain_keeps_only_the_priority_number_lp11():
    b = fight([FEINT, LIMIT_BRAIN, CORE], [CORE, KNOCKBACK, FEINT])
    assert b.nums[1][events(b, "down", p=1)[0]["cid"]] == FEINT
    b = fight([FEINT, LIMIT_BRAIN, CORE], [CORE, KNOCKBACK])  # no フェイント in the list: unchanged
    assert b.nums[1][events(b, "down", p=1)[0]["cid"]] == CORE
    b = fight([CRASH, LIMIT_BRAIN, CORE, CORE], [CORE, CRASH])  # the crash left before its effect: the brain is on top
    assert not events(b, "brain") and b.nums[1][events(b, "remove", p=1)[0]["cid"]] == CORE


# --- other ------------------------------------------------------------------------------------------------
def test_quick_adds_15_speed_for_the_phase():
    b = fight([QUICK, ATTACK], [CORE, CORE])
    init = events(b, "initiative")[0]
    assert init["speed"] == [16, 10] and init["first"] == 0


def test_blind_cancels_an_enemy_event_set_off_by_its_ability():
    b = fight([ATTACK, BLIND, CORE], [SHIELD, CORE])
    assert damages(b)[0] == (1, 0, ATTACK, 4) and events(b, "cancel", p=1)
    b = fight([FEINT, BLIND, CORE], [TRAP, CORE])  # the trap's hit back is cancelled, the feint applies
    assert events(b, "cancel", p=1) and not damages(b)


# --- battle rules -----------------------------------------------------------------------------------------
def test_lp5_the_battle_ends_at_the_damage_that_kills():
    b = fight([RENGEKI, CORE], [ATTACK])
    assert b.winner == 0 and damages(b) == [(1, 0, RENGEKI, 1)] and b.log[-1]["k"] == "end"


def test_lp7_trigger_owner_events_first_then_queue_order():
    b = fight([SOUSAI, ATTACK, ECHO, CORE], [ATTACK, ECHO, CORE])
    ups = [(e["p"], b.nums[e["p"]][e["cid"]]) for e in events(b, "up")]
    assert ups[:2] == [(0, ATTACK), (1, ATTACK)]


def test_zero_hp_from_the_build():
    assert battle([], [CORE]) == 1 and battle([JUGEKI], [JUGEKI, QUICK]) == 1
    b = fight([JUGEKI, QUICK], [REFLECTION])  # both 0 HP: the first player of turn 1 wins
    assert b.winner == 0 and b.reason == "zero"


def test_initiative_order_speed_then_forces_then_numbers():
    assert firsts(fight([CORE, DECEIT], [DECEIT, CORE]))[0] == 0  # forces [5, 0] beat [0, 5]
    assert firsts(fight([ATTACK], [ATTACK, DECEIT]))[0] == 1  # a card where the other has none
    assert firsts(fight([RENGEKI], [ATTACK]))[0] == 1  # equal forces: the smaller number


def test_lp15_equal_hp_after_turn_30_goes_to_the_first_player_of_turn_31():
    b = fight([DECEIT, CORE], [CORE, DECEIT])
    assert b.hp == [5, 5] and b.winner == 1 and b.reason == "judgment" and events(b, "turn")[-1]["turn"] == 31


# --- properties over random compositions (LP-3) ------------------------------------------------------------
def random_comp(rng, size=None):
    return [rng.randint(1, 25) for _ in range(rng.randint(0, 8) if size is None else size)]


def test_lp3_only_identical_compositions_draw_and_same_input_same_result():
    rng = random.Random(5)
    for _ in range(400):
        a, b = random_comp(rng, rng.choice([None, 8])), random_comp(rng, rng.choice([None, 8]))
        if rng.random() < 0.05:
            b = list(a)
        first = fight(a, b)
        assert (first.winner is None) == (a == b)
        again = fight(a, b)
        assert again.log == first.log and battle(a, b) == first.winner
        assert first.turn <= TURNS + 1 and first.log[-1]["k"] == "end"
        if a != b:
            assert battle(b, a) == 1 - first.winner  # seats do not matter


# --- composition codes (LP-2: a character saved, named and shared as a short code) ---------------------------
import pytest  # noqa: E402

from fudabako.games.laplaplus.codes import CodeError, decode, encode, parse_entries  # noqa: E402


def test_lp2_codes_round_trip_every_composition_size():
    rng = random.Random(3)
    for size in range(9):
        comp = random_comp(rng, size)
        code = encode(comp)
        assert decode(code) == comp and decode(code.lower()) == comp
        assert code.isalnum() or code == "-"
    assert encode([ATTACK, CLASS_BRAIN, CORE, ECHO]) == "FVAJ"


@pytest.mark.parametrize("bad, part", [("", "empty"), ("ABCDEFGHI", "too long"), ("AB1", "Letter 3"), ("AZ", "Letter 2")])
def test_malformed_codes_are_refused_with_a_message(bad, part):
    with pytest.raises(CodeError) as err:
        decode(bad)
    assert part in err.value.en and err.value.ja


def test_entry_lists_report_bad_lines_by_number_and_keep_the_rest():
    entries, errors = parse_entries("# league\nalpha: FVAJ\n\nbeta FFFF\nbad: FZ\nAAAA\ngamma:toolongcode\n")
    assert entries == [("alpha", [6, 22, 1, 10]), ("beta", [6, 6, 6, 6]), ("#3", [1, 1, 1, 1])]
    assert [n for n, _ in errors] == [5, 7]


# --- face-to-face mode (LP-2) as a protocol game -------------------------------------------------------------
from fudabako.core import IllegalAction, get_game  # noqa: E402


def face_to_face(opens, comps):
    state = get_game("laplaplus").new_state(1)
    for i in range(4):
        for p in (0, 1):
            state.apply(p, f"open-{opens[p][i]}")
    for i in range(8):
        for p in (0, 1):
            state.apply(p, f"slot-{comps[p][i]}")
    return state


def test_lp2_face_to_face_open_cards_shown_then_closed_cards_and_any_order():
    state = get_game("laplaplus").new_state(1)
    for n in (ATTACK, ECHO, CORE, CORE):
        state.apply(0, f"open-{n}")
    assert state.view(1)["open"][0] == [] and state.view(1)["open_count"][0] == 4 and state.has_secret(0)
    for n in (SHIELD, CORE, POWER, FEINT):
        state.apply(1, f"open-{n}")
    view = state.view(0)
    assert view["stage"] == "build" and view["open"] == [[ATTACK, ECHO, CORE, CORE], [SHIELD, CORE, POWER, FEINT]]
    # the open cards in a new order, with 4 closed cards; a fifth closed card is not offered
    for n in (CORE, ATTACK, ECHO, TRAP, TRAP, TRAP, TRAP):
        state.apply(0, f"slot-{n}")
    assert {a.id for a in state.legal_actions(0)} == {"slot-1"}  # only the open コア left to place
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, "slot-20")
    assert state.to_json() == before
    state.apply(0, "slot-1")
    assert state.view(1)["slots"][0] == [] and state.view(1)["slot_count"][0] == 8
    for n in (SHIELD, CORE, POWER, FEINT, CORE, CORE, CORE, CORE):
        state.apply(1, f"slot-{n}")
    assert state.is_over()
    comps = state.view(None)["battle"]["comps"]
    assert comps == [[CORE, ATTACK, ECHO, TRAP, TRAP, TRAP, TRAP, CORE], [SHIELD, CORE, POWER, FEINT] + [CORE] * 4]
    assert state.winner == battle(*comps)


def test_face_to_face_identical_compositions_draw():
    comp = [ATTACK, CORE, CORE, CORE, ECHO, SHIELD, POWER, FEINT]
    state = face_to_face([comp[:4], comp[:4]], [comp, comp])
    assert state.result() == [0.5, 0.5]


# --- the computer ----------------------------------------------------------------------------------------
from fudabako.ai import laplaplus as lp_ai  # noqa: E402
from fudabako.core import Rng  # noqa: E402


def strong_composition(seed, opens):
    """strong in seat 0 answering the same open cards, with a different seed each game."""
    state = get_game("laplaplus").new_state(seed)
    for i in range(4):
        state.apply(0, f"open-{opens[0][i]}")
        state.apply(1, f"open-{opens[1][i]}")
    rng = Rng(seed)
    while 0 in state.to_move():
        state.apply(0, lp_ai.PLAYERS["strong"](state.view(0), rng))
    return [n for n, _ in state.slots[0]]


def test_strong_answers_hold_the_open_cards_and_are_mixed():
    opens = [[ATTACK, CORE, RENGEKI, FEINT], [SHIELD, ATTACK, ECHO, POWER]]
    comps = {tuple(strong_composition(seed, opens)) for seed in range(12)}
    assert len(comps) >= 2
    for comp in comps:
        assert len(comp) == 8 and all(comp.count(n) >= opens[0].count(n) for n in opens[0])


def test_strong_open_cards_come_from_a_pool_build():
    state = get_game("laplaplus").new_state(3)
    rng = Rng(3)
    while 0 in state.to_move():
        state.apply(0, lp_ai.PLAYERS["strong"](state.view(0), rng))
    assert any(lp_ai.contains(build, state.open[0]) for _, build in lp_ai.POOL)


def test_mutations_keep_the_locked_cards():
    rng = Rng(9)
    comp = [ATTACK, CORE, RENGEKI, FEINT, CORE, CORE, CORE, CORE]
    for _ in range(300):
        comp = lp_ai.mutate(comp, rng, locked=[ATTACK, RENGEKI, FEINT, CORE])
        assert lp_ai.contains(comp, [ATTACK, RENGEKI, FEINT, CORE]) and len(comp) == 8


def test_strong_plays_legally_from_positions_it_did_not_build():
    """Positions of random games (as the bench samples them): the placed cards follow no answer of its own."""
    from fudabako.cli import sample_positions

    for player, view in sample_positions("laplaplus", 24, seed=11):
        assert lp_ai.PLAYERS["strong"](view, Rng(1)) in {a["id"] for a in view["legal"]}


def test_a_tournament_takes_at_most_max_entries_and_reports_progress():
    """300 entries froze the page for 25 s when they ran on the main thread: the entries are capped (the page runs
    the round robin in its worker, with progress)."""
    from fudabako.games.laplaplus.codes import MAX_ENTRIES
    from fudabako.games.laplaplus.tournament import run

    text = "\n".join(f"e{i}: {'FJ' if i % 2 else 'AAAA'}" for i in range(MAX_ENTRIES + 3))
    seen = []
    out = run(text, lambda done, total: seen.append((done, total)))
    assert len(out["entries"]) == MAX_ENTRIES and [line for line, _ in out["errors"]] == [101, 102, 103]
    total = MAX_ENTRIES * (MAX_ENTRIES - 1) // 2
    assert seen[-1] == (total, total) and len(seen) == total
    assert run("x" * 100_001)["errors"][0][0] == 0


def test_the_rules_page_says_a_fired_card_can_fire_again_once_got_up():
    """The seed (and the engine) let エコー get a fired card up to fire again in the same turn: the rules page must
    not say it cannot."""
    from fudabako.games.laplaplus.texts import RULES

    for lang, word in (("ja", "エコー"), ("en", "Echo")):
        paragraph = next(p for p in RULES[lang] if "<A>" in p and ("ダウン" in p or "turned down" in p))
        assert word in paragraph


def test_changes_are_every_one_card_change():
    comp = (ATTACK, HARDCORE, CORE, HEALCORE, HEALCORE, ATTACK, RENGEKI, POWER)
    found = lp_ai.changes(comp)
    assert comp not in found and len(found) == len(set(found))
    assert (FEINT,) + comp[1:] in found  # replaced
    assert comp[1:] in found  # left out (PBM allows 7 cards)
    assert (HARDCORE, ATTACK) + comp[2:] in found  # swapped
    assert comp[1:4] + (ATTACK,) + comp[4:] in found  # moved
    assert all(len(c) == 7 or sorted(c) == sorted(comp) or sum(a != b for a, b in zip(c, comp)) == 1 for c in found)
    # 192 replacements, 58 distinct moves and swaps, 7 distinct builds with a card left out (the Healcores are twins)
    assert sum(1 for c in found if len(c) == 8 and sorted(c) != sorted(comp)) == 192
    assert len([c for c in found if len(c) == 7]) == 7 and len(found) == 257


def test_a_short_build_changes_by_a_card_added_too():
    """デュアルコア over 攻撃 passed for settled: no replacement, move, swap or removal beats it; 43 of its 73 builds
    one card longer do."""
    comp = (DUALCORE, ATTACK)
    longer = [c for c in lp_ai.changes(comp) if len(c) == 3]
    # 3 places × 25 cards, less the two added twice (デュアルコア before or after デュアルコア; 攻撃 likewise)
    assert len(longer) == 73 and all(any(c[:j] + c[j + 1:] == comp for j in range(3)) for c in longer)
    assert len([c for c in lp_ai.beaten_by(comp) if len(c) == 3]) == 43
    full = tuple(lp_ai.POOL[0][1])
    assert len(full) == 8 and max(map(len, lp_ai.changes(full))) == 8  # nothing is added to 8 cards


def test_the_settled_check_finds_a_change_that_wins_where_a_full_scan_does():
    """`unsettled` tries each build's changes in the order of the last edit that won, and stops at the first that
    wins: it answers as a scan of every change does, also for 攻撃 over seven リフレクション, which exactly one of
    its 201 changes beats (フェイント put on top)."""
    rng = Rng(15)
    builds = [lp_ai.random_comp(rng, size) for size in (1, 3, 5, 8, 8, 8)] + [(ATTACK,) + (REFLECTION,) * 7]
    answers = list(lp_ai.unsettled(builds))
    assert [comp for comp, _ in answers] == builds
    for comp, beater in answers:
        assert (beater is None) == (not lp_ai.beaten_by(comp)) and (beater is None or battle(beater, comp) == 0)
    assert answers[-1][1] == (FEINT,) + (REFLECTION,) * 7
    assert lp_ai.settled_among(2) == {"cards": 2, "builds": 625, "settled": []}  # CLI: laplaplus-settled --cards 2


def test_settled_among_a_family_of_builds_counts_each_build_once():
    """Every 3-card build has 1, 2 or 3 kinds of card: the three counts make 25^3, each of its own kinds only; the
    builds of two cards, 2^3; of exactly two of three cards, 3 pairs of 6."""
    counts = [lp_ai.settled_among(3, kinds=k)["builds"] for k in (1, 2, 3)]
    assert counts == [25, 300 * 6, 2300 * 6] and sum(counts) == 25 ** 3
    halves = [lp_ai.settled_among(3, kinds=2, part=(k, 2)) for k in (0, 1)]
    assert [h["builds"] for h in halves] == [150 * 6, 150 * 6] and all(h["settled"] == [] for h in halves)
    assert lp_ai.settled_among(3, of=(ATTACK, FEINT))["builds"] == 2 ** 3  # CLI: --of FM
    assert lp_ai.settled_among(3, kinds=2, of=(ATTACK, FEINT, SHIELD))["builds"] == 3 * 6  # --kinds 2 --of FMT


def test_beaten_by_lists_exactly_the_changes_that_win():
    comp = tuple(lp_ai.POOL[0][1])
    assert lp_ai.beaten_by(comp) == [c for c in lp_ai.changes(comp) if battle(c, comp) == 0]


def test_the_model_holds_the_shown_cards_and_weighs_pool_builds_that_hold_them_most():
    opens = tuple(sorted(lp_ai.POOL[0][1][:4]))
    model = lp_ai.model(opens)
    assert abs(sum(w for w, _ in model) - 1) < 1e-9 and len(model) == lp_ai.MODEL
    assert all(lp_ai.contains(c, opens) for _, c in model)
    assert model[0][1] == tuple(lp_ai.POOL[0][1]) or lp_ai.contains(model[0][1], lp_ai.POOL[0][1])


def test_answers_hold_my_open_cards_and_mix():
    mine, theirs = tuple(sorted([ATTACK, CORE, RENGEKI, FEINT])), tuple(sorted([SHIELD, ATTACK, ECHO, POWER]))
    rows, mix = lp_ai.answers(mine, theirs)
    assert all(lp_ai.contains(r, mine) and len(r) == 8 for r in rows)
    assert abs(sum(mix) - 1) < 1e-9 and sum(1 for p in mix if p > 0) >= 2
    assert lp_ai.answers(mine, theirs) == (rows, mix)
