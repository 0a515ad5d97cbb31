"""ヨミ's character abilities implemented so far, with the seed's FAQ answers (キャラクターFAQ) and the counters
(根性, 煙隠れ, 受け流し; YM-4: a counter undoes cost and effect)."""

from fudabako.games.yomi.abilities import blackjack_total, poker_hands
from fudabako.games.yomi.texts import ABILITY_TEXTS
from test_yomi import combo, fight, ids, on_top, passing, play


def at_draw(c0, c1, hands, seed=3):
    """Turn 2's after-draw window with the given hands (each has drawn the top card of the deck too)."""
    state = fight(c0, c1, hands, seed=seed)
    state.start_turn()
    if state.phase == "window" and state.actor == 1:  # the initiative was p1's (a janken)
        state.apply(1, "pass")
    return state


def reveal(state, a, b):
    """Both combat cards, leaving the after-reveal window open."""
    state.apply(0, a if a == "none" else f"play:{a}")
    state.apply(1, b if b == "none" else f"play:{b}")


def to_end(state, a, b):
    """Both combat cards; the after-reveal window passed; stops at the next decision (e.g. the end of combat)."""
    reveal(state, a, b)
    while state.phase == "window" and state.window["name"] == "reveal":
        state.apply(state.actor, "pass")


def smoke(state, ten, *cards):
    """セツキ (player 2) answers with 煙隠れ: the 10 and two more cards."""
    state.apply(1, f"counter:{ten}")
    for card in cards:
        state.apply(1, f"pick:{card}")


def settle(state):
    """Pass windows and let abilities happen (no counters) until a combat choice or combo decision."""
    while state.phase in ("window", "counter"):
        state.apply(state.actor, "pass" if state.phase == "window" else "allow")


def finish(state):
    """Settle, set no bluff and end the combo at once."""
    settle(state)
    while state.phase in ("bluff", "combo"):
        state.apply(state.actor, "nobluff" if state.phase == "bluff" else "end")


# --- グレイヴ ------------------------------------------------------------------------------------------------------
def test_grave_martial_mastery_faq1_any_card_then_the_hand_is_shown():
    state = at_draw("grave", "rook", (["7h", "2h"], ["5h", "6h"]))
    on_top(state, 0, "9h", "Kh")
    state.apply(0, "ab:grave_mastery:7h")
    assert state.phase == "choose" and sorted(state.hands[0]) == sorted(["2h", state.hands[0][1], "9h", "Kh"])
    assert "pick:2h" in ids(state, 0)  # FAQ 1: any card of the hand, not only a drawn one
    state.apply(0, "pick:2h")
    assert "2h" in state.piles[0] and "7h" in state.piles[0] and len(state.hands[0]) == 3
    assert sorted(state.view(0)["known"][1]) == sorted(state.hands[1])  # the opponent shows the hand
    assert state.phase == "window" and state.actor == 0


def test_counter_mental_toughness_undoes_cost_and_effect():
    """根性 against 格闘術 (Grave mirror): the 7 is discarded anyway, nothing is drawn, the 10 is spent."""
    state = at_draw("grave", "grave", (["7h", "2h"], ["10h", "6h"]))
    hand = list(state.hands[0])
    state.apply(0, "ab:grave_mastery:7h")
    assert state.phase == "counter" and state.actor == 1 and "counter:10h" in ids(state, 1)
    state.apply(1, "counter:10h")
    assert state.hands[0] == [c for c in hand if c != "7h"] and state.piles[0] == ["7h"]
    assert state.piles[1] == ["10h"] and state.view(0)["known"][1] == []
    assert state.phase == "window" and state.actor == 0


def test_counter_crash_and_flow_lets_the_countered_draw():
    state = at_draw("grave", "argagarg", (["7h", "2h"], ["10h", "6h"]))
    n = len(state.hands[0])
    state.apply(0, "ab:grave_mastery:7h")
    state.apply(1, "counter:10h")
    assert len(state.hands[0]) == n - 1 + 1  # lost the 7, drew one (受け流し)


def test_counter_smoke_bomb_needs_two_more_cards_faq_setsuki_2():
    state = at_draw("grave", "setsuki", (["7h", "2h"], ["10h", "6h", "5h"]))
    state.apply(0, "ab:grave_mastery:7h")
    state.apply(1, "counter:10h")
    assert state.phase == "choose" and state.actor == 1
    state.apply(1, "pick:5h")
    state.apply(1, "pick:6h")
    assert sorted(state.piles[1]) == ["10h", "5h", "6h"] and state.phase == "window"
    short = at_draw("grave", "setsuki", (["7h"], ["10h"]))
    short.hands[1] = ["10h"]
    short.apply(0, "ab:grave_mastery:7h")
    assert ids(short, 1) == ["allow"]  # 煙隠れ needs the 10 and two other cards


def test_grave_lightning_trap_chip_returns_the_card_and_stops_the_block_draw():
    state = fight("grave", "jaina", (["Jh", "2h"], ["8h", "3h"]))
    reveal(state, "Jh:0", "8h:0")
    settle(state)
    assert state.hp[1] == 85 - 3 and "Jh" in state.hands[0] and "8h" in state.hands[1]
    assert state.turn == 2 and len(state.hands[1]) == 3  # the block came back but drew nothing (one card: turn 2)


# --- ジャイナ ------------------------------------------------------------------------------------------------------
def test_jaina_unstable_power_rotates_for_10_hp_faq_8_extra_damage_after():
    state = fight("jaina", "grave", (["6h", "7h", "Kh"], ["5h"]))
    reveal(state, "6h:0", "5h:0")  # the 6 attack would be blocked
    state.apply(0, "ab:jaina_unstable:7h")
    state.apply(1, "allow")
    assert state.hp[0] == 75 and state.played[0] == ["6h", 1]  # Knee Bash (throw) now
    settle(state)
    assert state.phase == "combo" and "pump:Kh" in ids(state, 0)  # FAQ 8


def test_jaina_unstable_power_countered_gives_the_hp_back_faq_11():
    state = fight("jaina", "grave", (["6h", "7h"], ["3h", "10h"]))
    reveal(state, "6h:0", "3h:1")
    state.apply(0, "ab:jaina_unstable:7h")
    state.apply(1, "counter:10h")
    assert state.hp[0] == 85 and state.played[0] == ["6h", 0] and "7h" in state.piles[0]


def test_jaina_unstable_power_keeps_the_paid_aces_faq_7():
    state = fight("jaina", "grave", (["Ah", "Ad", "7h"], ["3h"]))
    reveal(state, "Ah:0", "3h:1")  # Letter J (AA): the other Ace is paid at once
    assert state.piles[0] == ["Ad"]
    state.apply(0, "ab:jaina_unstable:7h")
    state.apply(1, "allow")
    assert state.played[0] == ["Ah", 1] and state.piles[0] == ["Ad", "7h"]  # nothing paid back or more


def test_jaina_smoldering_embers_stack_faq_10():
    state = fight("jaina", "grave", (["2h"], ["2d"]))
    state.piles[0] = ["10h", "10d"]
    state.decks[0] = [c for c in state.decks[0] if c not in ("10h", "10d")]
    reveal(state, "2h:0", "2d:1")  # the opponent dodges
    state.apply(0, "ab:jaina_embers:10h")
    state.apply(1, "allow")
    state.apply(0, "ab:jaina_embers:10d")
    state.apply(1, "allow")
    assert state.hp[1] == 90 - 4 and {"10h", "10d"} <= set(state.hands[0])


# --- ミドリ ---------------------------------------------------------------------------------------------------------
def dragon_midori(c1="grave", hand=("Jh", "5h"), other=("2d", "5d"), counter=None):
    state = at_draw("midori", c1, (["2h", *hand], list(other)))
    state.apply(0, "ab:midori_form:2h")
    if state.phase == "counter":
        state.apply(1, counter or "allow")
    passing(state)
    return state


def test_midori_dragon_form_and_undodgeable_dragon_attacks_faq_1():
    state = dragon_midori()
    assert state.dragon(0) and state.attached[0] == ["2h"]
    assert "play:Jh:1" in ids(state, 0)  # Toxic Breath, a dragon move
    play(state, "Jh:1", "2d:1")  # the dodge does not help
    finish(state)
    assert state.hp[1] < 90 and "2d" in state.piles[1]


def test_midori_form_survives_block_dodge_joker_faq_2_ends_on_normal_attack():
    state = dragon_midori(hand=("7h", "5h"), other=("2d", "5d"))
    play(state, "7h:0", "2d:0")  # a block
    assert state.dragon(0)
    state = dragon_midori(hand=("6h", "5h"), other=("2d", "5d"))
    play(state, "6h:0", "5d:0")  # a non-dragon attack as combat card
    assert not state.dragon(0) and "2h" in state.piles[0]


def test_midori_form_ends_when_thrown():
    state = dragon_midori(hand=("7h", "5h"), other=("7d", "5d"))
    play(state, "7h:0", "7d:0")  # block against Grave's throw
    assert not state.dragon(0)


def test_midori_form_countered_at_once_faq_3():
    state = dragon_midori(counter="counter:10d", other=("10d", "5d"))
    assert not state.dragon(0) and "2h" in state.piles[0]


def test_midori_glimpse_of_the_dragon_turns_a_face_card():
    state = fight("midori", "grave", (["Jh", "10h"], ["3h"]))
    reveal(state, "Jh:0", "3h:0")
    assert "ab:midori_shift:10h" in ids(state, 0)
    state.apply(0, "ab:midori_shift:10h")
    state.apply(1, "allow")
    assert state.played[0] == ["Jh", 1]


# --- セツキ ---------------------------------------------------------------------------------------------------------
def test_setsuki_speed_of_the_fox_draws_four_and_full_combo_after_a_dodge():
    state = fight("setsuki", "grave", (["2h"], ["6h", "7d"]))
    state.start_turn()
    passing(state)
    assert len(state.hands[0]) == 1 + 4 + 1 and state.effects[0]["fox"]
    state.hands[0] = ["2h", "3h", "4h", "5h"]
    play(state, "2h:1", "6h:0")
    assert state.phase == "bluff"
    state.apply(1, "nobluff")
    assert combo(state, "3h:1", "4h:0", "5h:1")  # a full combo after the dodge


# --- ルーク ---------------------------------------------------------------------------------------------------------
def test_rook_stone_wall_sends_the_damage_back():
    state = fight("rook", "grave", (["5h", "2h"], ["6h", "3h"]))
    play(state, "5h:0", "6h:0")
    settle(state)
    assert state.hp == [100, 90 - 6] and "5h" in state.piles[0]
    assert state.turn == 2 and len(state.hands[0]) == 2  # 2h and turn 2's draw: no block draw


def test_rook_stone_wall_countered_is_a_plain_block_faq_3():
    """FAQ ルーク 3: a plain block — so 雷雲掌's chip then brings it back (鳥籠) and stops the block's draw."""
    state = fight("rook", "grave", (["5h", "2h"], ["Jh", "10h"]))
    play(state, "5h:0", "Jh:0")
    state.apply(1, "counter:10h")
    settle(state)
    assert state.hp[0] == 100 - 3 and "5h" in state.hands[0]
    assert state.turn == 2 and len(state.hands[0]) == 3  # 2h, the block back, turn 2's draw (鳥籠: no block draw)


def test_rook_entangling_vines_no_chip_and_a_throw_for_8():
    state = fight("rook", "grave", (["3h", "7h", "Kh"], ["Jh", "2h"]))
    play(state, "3h:0", "Jh:0")
    settle(state)
    assert state.phase == "choose" and set(ids(state, 0)) == {"pick:none", "pick:7h"}  # a normal throw only
    state.apply(0, "pick:7h")
    assert state.hp == [100, 90 - 8] and "3h" in state.piles[0]


def test_rook_vines_is_not_a_throw_faq_4():
    state = dragon_midori(c1="rook", hand=("Jh", "5h"), other=("3d", "7d"))
    play(state, "Jh:1", "3d:0")
    settle(state)
    state.apply(1, "pick:7d")
    assert state.dragon(0)


# --- デグレイ -------------------------------------------------------------------------------------------------------
def test_degrey_rhetoric_three_times_faq_2():
    state = at_draw("degrey", "grave", (["4h", "4d", "4c", "2h"], ["5h", "6h"]))
    for _ in range(3):
        state.apply(0, [a for a in ids(state, 0) if a.endswith(":block")][0])
        state.apply(1, "allow")
    passing(state)
    play(state, "2h:0", "5h:0")
    assert state.hp[0] == 90 + 36


def test_degrey_counterpoint_once_a_turn_faq_1():
    state = fight("degrey", "grave", (["7h", "2h", "3h"], ["3d"]))
    reveal(state, "7h:0", "3d:0")
    state.apply(0, "ab:degrey_counterpoint:2h")
    state.apply(1, "allow")
    assert state.played[0] == ["7h", 1]
    assert not [a for a in ids(state, 0) if a.startswith("ab:")]


def test_degrey_ghost_riposte_full_combo_and_returns():
    state = fight("degrey", "grave", (["Ah", "5h", "6h"], ["6d"]))
    play(state, "Ah:0", "6d:0")
    assert combo(state, "5h:1", "6h:0")
    assert "Ah" in state.hands[0]


def test_degrey_moral_high_ground_face_cards():
    state = fight("degrey", "grave", (["Kh"], ["6d", "2h", "3h", "4h"]))
    play(state, "Kh:0", "6d:0")  # Spirit Justice, an ender: no bluff; three cards against デグレイ's none
    assert state.hp[1] == 90 - (10 + 3)


# --- ヴァレリー ----------------------------------------------------------------------------------------------------
def test_valerie_any_order_chain_aces_faq_1():
    state = fight("valerie", "grave", (["4h", "6h", "2h", "2d"], []))
    play(state, "4h:0", "none")
    state.apply(0, "play:4h:0")
    passing(state)
    assert combo(state, "6h:0", "2h:0", "2d:0")
    assert state.owed[0] == 2


def test_valerie_burst_of_speed_stops_at_zero_faq_2():
    state = fight("valerie", "grave", (["2h", "10h", "10d"], ["Qh"]))  # 2.4 against 龍心拳 0.0
    reveal(state, "2h:0", "Qh:0")
    state.apply(0, "ab:valerie_speed:10h")
    state.apply(1, "allow")
    state.apply(0, "ab:valerie_speed:10d")
    state.apply(1, "allow")
    assert state.speed(0, state.move(0, "2h", 0)) == 0
    settle(state)
    assert state.hp == [80 - 10, 90 - 2]  # both at 0.0: a trade
    assert all("2.0" in ABILITY_TEXTS["valerie"]["10"][lang] for lang in ("ja", "en"))  # the sheet says 2.0 too


def test_valerie_bold_strokes_and_unbounded_creativity_faq_3():
    state = fight("valerie", "grave", (["2h", "7h", "Ah", "Ad"], ["6d"]))
    reveal(state, "2h:0", "6d:0")
    state.apply(0, "ab:valerie_bold:7h")
    state.apply(1, "allow")
    settle(state)
    n = len(state.hands[0])
    combo(state, "Ah:0")  # Masterpiece (two Aces, one move)
    assert state.turn == 2 and len(state.hands[0]) == n - 2 + 1 + 1  # two Aces out, one drawn (+ turn 2's)
    assert state.hp[1] == 90 - 3 - 16


# --- ラム, アルガガルグ ----------------------------------------------------------------------------------------------
def test_lum_jackpot_on_an_ace():
    state = at_draw("lum", "grave", (["7h"], ["Ah", "Ad"]))
    state.hands[1] = ["Ah", "Ad"]
    state.apply(0, "ab:lum_jackpot:7h")
    state.apply(1, "allow")
    assert state.hp[1] == 90 - 7 and len(state.hands[0]) == 1 + 2


def test_argagarg_protective_ward_and_hex():
    state = at_draw("argagarg", "grave", (["7h", "5h"], ["3h", "4h"]))
    state.apply(0, "ab:argagarg_ward:7h")
    state.apply(1, "allow")
    passing(state)
    state.hands[0] = ["5h"]
    state.hands[1] = ["3h", "4h"]
    play(state, "none", "3h:1")
    state.apply(1, "play:3h:1")
    assert state.phase != "combo"  # every move is an ender: no combo, no bluff
    assert state.hp[0] == 85 - 3 and state.hp[1] == 90 - 2  # the hex at the end of the turn


# --- multi-step abilities ---------------------------------------------------------------------------------------
def test_grave_knowing_the_opponent_shows_a_card_then_finds_a_q_faq_2():
    state = fight("grave", "rook", (["6h", "2h", "4h"], ["4d", "2d"]))
    to_end(state, "6h:1", "4d:1")  # Grave blocks Rook's 4 attack
    assert state.phase == "window" and state.actor == 0
    assert "ab:grave_know:6h" not in ids(state, 0)  # FAQ 2: not the block card
    state.apply(0, "ab:grave_know:2h")
    assert "2h" in state.view(1)["known"][0]
    state.apply(0, "pass")
    passing(state)
    while state.phase != "play":
        state.apply(state.actor, ids(state, state.actor)[0])
    state.hands[1] = ["2d"]
    reveal(state, "2h:0", "2d:0")  # the shown card as combat card: a Q at once, before anything else
    assert state.phase == "choose" and "pick:Qh" in ids(state, 0)
    state.apply(0, "pick:Qh")
    assert "Qh" in state.hands[0] and state.phase in ("window", "bluff", "combo", "play", "powerup")


def test_grave_knowing_the_opponent_countered_at_the_show_faq_3():
    state = fight("grave", "setsuki", (["6h", "2h", "4h"], ["4d", "10d", "5d", "6d"]))
    to_end(state, "6h:1", "4d:0")
    state.apply(0, "ab:grave_know:2h")
    smoke(state, "10d", "5d", "6d")
    assert state.marked[0] is None


def test_jaina_burning_vigor_faq_1_2_and_cost():
    state = fight("jaina", "grave", (["Kh", "Kd", "3h"], ["5h"]))
    to_end(state, "Kh:0", "5h:0")  # blocked: FAQ 2, the missed attack may come back
    assert state.phase == "window" and "ab:jaina_vigor:Kh" in ids(state, 0)
    state.apply(0, "ab:jaina_vigor:Kh")  # 根性 cannot answer a character's ability
    assert "Kh" in state.hands[0] and state.hp[0] == 85 - 4
    state = fight("jaina", "grave", (["Kh", "Kd", "3h"], ["6d"]))
    to_end(state, "Kh:0", "6d:0")
    combo(state, "pump:Kd", "end")
    assert {"ab:jaina_vigor:Kh", "ab:jaina_vigor:Kd", "ab:jaina_vigor:Kh+Kd"} <= set(ids(state, 0))  # FAQ 1
    hp = state.hp[0]
    state.apply(0, "ab:jaina_vigor:Kh+Kd")  # D16: the whole set at once, then no more this turn
    assert {"Kh", "Kd"} <= set(state.hands[0]) and state.hp[0] == hp - 8 and not state.window_keys(0, "endcombat")


def test_jaina_burning_vigor_not_after_a_dodge_faq_4_and_countered_faq_11():
    state = fight("jaina", "grave", (["2h", "3h"], ["6d"]))
    play(state, "2h:1", "6d:0")
    combo(state, "3h:1")
    assert state.phase != "window" or "ab:jaina_vigor:3h" not in ids(state, 0)
    state = fight("jaina", "setsuki", (["Kh", "3h"], ["6h", "10h", "2h", "3d"]))
    to_end(state, "Kh:0", "6h:1")
    state.apply(0, "ab:jaina_vigor:Kh")
    smoke(state, "10h", "2h", "3d")
    assert state.hp[0] == 85 and "Kh" in state.piles[0] and not state.window_keys(0, "endcombat")


def lum_hit(top, hands=(["3h", "Jh"], ["6d"]), c1="grave"):
    """Lum hits with 3 attack; the deck's top card is `top`; the end-of-combat window is open for チンチロリン."""
    state = fight("lum", c1, hands)
    on_top(state, 0, top)
    play(state, "3h:1", "6d:0")
    finish(state)
    assert state.phase == "window" and "ab:lum_dice" in ids(state, 0)
    state.apply(0, "ab:lum_dice")
    if state.phase == "counter":
        state.apply(1, "allow")
    return state


def test_lum_roll_the_dice_outcomes():
    assert lum_hit("2d").hp[0] == 94
    state = lum_hit("Kd")
    assert state.slow[1] == 2
    state = lum_hit("Ad")
    assert len(state.hands[0]) == 1 + 3
    state = lum_hit("X1")
    assert state.hp[0] == 89
    state = lum_hit("5d")
    state.apply(0, "pick:down")
    assert state.down[1] == 1
    assert "ab:lum_dice" not in ids(state, 0)  # FAQ 2: once a turn


def test_lum_roll_countered_puts_the_card_back_on_top_faq_12():
    state = fight("lum", "setsuki", (["3h"], ["6d", "10d", "2d", "3d"]))
    on_top(state, 0, "2d")
    play(state, "3h:1", "6d:0")
    finish(state)
    state.apply(0, "ab:lum_dice")
    smoke(state, "10d", "2d", "3d")
    assert state.decks[0][-1] == "2d" and state.deck_known[0] == [1, 0] and state.hp[0] == 90
    assert state.top_card(0) == "2d"


def test_lum_roll_countered_puts_a_card_drawn_at_random_back_on_top_faq_12():
    """The card turned up had no place before (a deck has no order): once seen, the counter puts it on top."""
    state = fight("lum", "setsuki", (["3h"], ["6d", "10d", "2d", "3d"]))
    play(state, "3h:1", "6d:0")
    finish(state)
    state.apply(0, "ab:lum_dice")
    rolled = state.piles[0][-1]
    smoke(state, "10d", "2d", "3d")
    assert rolled not in state.piles[0] and state.deck_known[0] == [1, 0] and state.top_card(0) == rolled


def test_lum_blackjack_faq_8_only_the_flips():
    state = fight("lum", "grave", (["Ah", "3h"], ["6d", "X1"]))
    on_top(state, 0, "9d", "Kd")  # top: K then 9
    play(state, "Ah:0", "6d:0")
    assert state.phase == "choose" and ids(state, 0) == ["pick:flip"]  # no counter-hit, no rewind (FAQ 8, 9)
    state.apply(0, "pick:flip")
    state.apply(0, "pick:flip")  # 10 + 9 = 19
    state.apply(0, "pick:stop")
    state.apply(0, "pick:damage")
    assert state.hp[1] == 90 - 19 and {"Kd", "9d"} <= set(state.piles[0])


def test_lum_blackjack_21_does_both_and_over_21_discards():
    assert blackjack_total(["Ad", "Kd"]) == 21 and blackjack_total(["Ad", "Ac", "9d"]) == 21  # FAQ 7
    assert blackjack_total(["X1"]) == 21 and blackjack_total(["Kd", "Qd", "2d"]) == 22
    state = fight("lum", "grave", (["Ah"], ["6d"]))
    on_top(state, 0, "Kd", "Ad")
    play(state, "Ah:0", "6d:0")
    state.apply(0, "pick:flip")
    state.apply(0, "pick:flip")
    assert state.hp[1] == 90 - 21 and {"Ad", "Kd"} <= set(state.hands[0])


def test_setsuki_bag_of_tricks_puts_cards_on_top():
    state = fight("setsuki", "grave", (["7h", "2h"], ["5h"]))
    state.piles[0] = ["9h", "X1", "Kh"]
    state.decks[0] = [c for c in state.decks[0] if c not in ("9h", "X1", "Kh")]
    to_end(state, "2h:0", "5h:0")
    while not (state.phase == "window" and state.window["name"] == "endturn"):
        state.apply(state.actor, ids(state, state.actor)[0])
    state.apply(0, "ab:setsuki_bag:7h")
    state.apply(1, "allow")
    assert "pick:X1" not in ids(state, 0)
    state.apply(0, "pick:Kh")
    state.apply(0, "pick:9h")
    state.apply(0, "pick:none")
    assert state.decks[0][-2:] == ["Kh", "9h"] and "7h" in state.piles[0] and state.hands[0] == []


def test_argagarg_bubble_shield_faq_1_2_3_5():
    state = fight("argagarg", "grave", (["Ah", "Ad", "2h"], ["6d", "6c"]))
    play(state, "Ah:0", "6d:0")
    assert state.attached[0] == ["Ah"]
    state.hands[0] = ["Ad", "2h"]
    state.hands[1] = ["6c", "4d"]
    while state.phase != "play":
        state.apply(state.actor, ids(state, state.actor)[0])
    assert state.hp[1] == 90 - 4  # the hex with one shield
    play(state, "Ad:0", "6c:0")
    assert state.attached[0] == ["Ah", "Ad"]
    while state.phase != "play":
        state.apply(state.actor, ids(state, state.actor)[0])
    assert state.hp[1] == 90 - 4 - 6  # FAQ 2: shields add up
    state.hands[0] = ["2h"]
    state.hands[1] = ["4d"]
    play(state, "none", "4d:0")
    state.apply(1, "play:4d:0")
    finish(state)
    assert state.hp[0] == 85 and state.attached[0] == []  # FAQ 3: no damage, every shield goes
    assert "Bubble Shield: Player 1 takes no damage" in [e["en"] for e in state.log[-8:]]


def test_bubble_shield_back_to_hand_against_a_block_faq_1():
    state = fight("argagarg", "grave", (["Ah", "2h", "2d"], ["5d"]))
    play(state, "Ah:0", "5d:0")
    assert "Ah" in state.hands[0] and state.attached[0] == []


# --- ガイガー, ルーク 岩の鎧 -----------------------------------------------------------------------------------------
def test_geiger_temporal_distortion_faq_2_spirals_link_without_points():
    state = at_draw("geiger", "rook", (["4h", "Jh", "Qh", "Qd"], ["2d"]))
    state.piles[0] = ["Jd"]
    state.decks[0] = [c for c in state.decks[0] if c != "Jd"]
    state.apply(0, "ab:geiger_distortion:4h")
    state.apply(0, "pick:Jd")
    assert state.attached[0] == ["4h"] and "Jd" in state.hands[0]
    passing(state)
    state.hands[0] = ["Jh", "Qh", "Qd", "Jd"]
    state.hands[1] = ["2d"]
    play(state, "Qh:0", "none")
    state.apply(0, "play:Qh:0")
    state.apply(1, "nobluff")
    assert combo(state, "Qd:0", "Jh:0", "Jd:0")  # linkers at 0 points (FAQ 2), +1 damage each
    finish(state)
    assert state.hp[1] == 100 - 7 - 7 - 9 - 9


def test_geiger_distortion_resists_the_rewind_and_ends_when_hit():
    state = fight("geiger", "grave", (["3h", "Jh"], ["6d", "X1"]))
    state.attached[0] = ["4h"]
    state.decks[0].remove("4h")
    play(state, "3h:1", "6d:0")
    state.apply(1, "bluff:X1")
    combo(state, "Jh:0", "end")
    assert state.hp[1] == 90 - 3 - 9  # the spiral's damage is not rewound
    state = fight("geiger", "grave", (["4d"], ["2d"]))
    state.attached[0] = ["4h"]
    state.decks[0].remove("4h")
    play(state, "4d:1", "2d:0")  # Grave's 2.6 attack beats the throw
    finish(state)
    assert state.attached[0] == [] and "4h" in state.piles[0]


def test_geiger_time_stop_faq_1():
    state = fight("geiger", "grave", (["Jh", "7h", "2h"], ["5d", "X1"]))
    play(state, "Jh:0", "5d:0")  # Fast Time Spiral blocked: chip 2
    assert state.phase == "bluff" and state.actor == 1  # the joker/bluff chance comes first
    state.apply(1, "nobluff")
    assert state.phase == "choose" and "pick:7h:0" in ids(state, 0)
    state.apply(0, "pick:7h:0")
    assert state.phase == "combo" and state.combo["moves"] == [["7h", 0]]
    state.apply(0, "end")
    finish(state)
    assert state.hp[1] == 90 - 2 - 8 and "5d" in state.piles[1]  # the block is lost and draws nothing


def test_geiger_time_stop_through_bubble_shield_faq_argagarg_4():
    state = fight("geiger", "argagarg", (["Jh", "7h"], ["Ah", "2d"]))
    play(state, "Jh:0", "Ah:0")
    state.apply(1, "nobluff")
    state.apply(0, "pick:7h:0")
    finish(state)
    assert state.hp[1] == 85 - 2 and "Ah" in state.piles[1] and state.attached[1] == []


def test_geiger_research_and_development():
    state = at_draw("geiger", "rook", (["8h"], ["2d"]))
    state.piles[0] = ["Jd", "Qd"]
    state.decks[0] = [c for c in state.decks[0] if c not in ("Jd", "Qd")]
    on_top(state, 0, "5c", "9h")
    state.apply(0, "ab:geiger_research:8h")
    assert state.phase == "choose" and state.view(0)["my_peek"] == ["5c", "9h"]
    assert state.view(1)["my_peek"] == [] and state.view(1)["peek_sizes"] == [2, 0]
    state.apply(0, "pick:9h")
    state.apply(0, "pick:5c")
    assert state.hands[0][-1] == "5c"  # the last put back is drawn


def test_rook_rock_armor_after_the_combo_faq_1():
    state = fight("rook", "grave", (["4h", "9h", "Kh", "2d"], ["2h", "3h", "X1"]))
    play(state, "4h:1", "2h:0")  # Rook's 4.8 normal attack loses to 2.6
    state.apply(0, "nobluff")
    state.apply(1, "combo:3h:1")
    state.apply(1, "end")
    assert state.phase == "choose" and state.actor == 0 and "pick:9h+Kh" in ids(state, 0)
    state.apply(0, "pick:9h+Kh")
    assert state.phase == "bluff" and state.actor == 1  # the other may set a joker/bluff against his combo
    state.apply(1, "bluff:X1")
    finish(state)
    assert state.hp == [100 - 2 - 3, 90 - 4] and state.owed == [0, 0]


def test_rook_rock_armor_countered_gives_the_cards_back_faq_5():
    state = fight("rook", "setsuki", (["4h", "9h", "Kh"], ["2h", "10h", "5d", "6d"]))
    play(state, "4h:1", "2h:0")
    finish(state)
    state.apply(0, "pick:9h+Kh")
    smoke(state, "10h", "5d", "6d")
    assert {"9h", "Kh"} <= set(state.hands[0]) and state.hp[1] == 70


def poker_window(piles, hand):
    """ラム at the end of the turn with the given discard pile (top last) and hand."""
    state = fight("lum", "rook", ([], []))
    everything = [c for c in state.decks[0] if c not in piles + hand]
    state.piles[0], state.hands[0], state.decks[0] = list(piles), list(hand), everything
    state.open_window("endturn")
    return state


def test_poker_hands_faq_4_5_6():
    assert set(poker_hands(["Ah", "2d", "3c", "4s", "5h"])) == {"straight"}  # FAQ 5: A low
    assert set(poker_hands(["10h", "Jd", "Qc", "Ks", "Ah"])) == {"straight"}  # and high
    assert set(poker_hands(["2h", "5h", "9h", "Jh", "Kh"])) == {"flush"}
    assert set(poker_hands(["6h", "6d", "Jc", "Js", "Jh"])) == {"fullhouse"}
    assert poker_hands(["Kh", "Kd", "Kc", "Ks"]) == ["four"]
    assert set(poker_hands(["2h", "3h", "4h", "5h", "6h"])) == {"straight", "flush", "straightflush"}
    assert poker_hands(["2h", "3h", "4h", "5h", "X1"]) == []  # FAQ 4: jokers are not wild


def test_lum_poker_flourish_full_house_and_the_10_itself_faq_10():
    state = poker_window(["10d", "10c"], ["10h", "Jh", "Jd", "2c"])
    assert "ab:lum_poker:10h:fullhouse:10h+Jh+Jd" in ids(state, 0)  # the 10 shown is one of the three
    state.apply(0, "ab:lum_poker:10h:fullhouse:10h+Jh+Jd")
    assert state.hp[1] == 100 - 7 and "10h" in state.piles[0] and state.phase == "window"


def test_lum_poker_offers_every_choice_of_cards():
    """The cards chosen are shown, so each set of up to three that makes the hand is its own choice."""
    state = poker_window(["10d", "10c"], ["10h", "Jh", "Jd", "Js", "2c"])
    fullhouses = {a.split(":", 4)[4] for a in ids(state, 0) if ":fullhouse:" in a}
    assert {"10h+Jh+Jd", "10h+Jh+Js", "10h+Jd+Js", "Jh+Jd+Js"} <= fullhouses


def test_lum_poker_straight_flush_two_effects():
    state = poker_window(["2h", "3h"], ["4h", "5h", "6h", "10s"])
    action = next(a for a in ids(state, 0) if ":straightflush:" in a)
    state.apply(0, action)
    state.apply(0, "pick:flush+fullhouse")
    assert state.hp[1] == 93 and len(state.hands[0]) == 4 - 1 + 3


# --- the remaining FAQ answers ------------------------------------------------------------------------------------
def test_jaina_faq_3_ability_cards_stay_faq_6_rewind_faq_9_turned_dodge():
    state = fight("jaina", "grave", (["2h", "7h", "Qh", "3d"], ["6d", "X1"]))
    reveal(state, "2h:1", "6d:0")  # a dodge, turned into the 2 attack with 変転自在
    state.apply(0, "ab:jaina_unstable:7h")
    state.apply(1, "allow")
    settle(state)
    state.apply(1, "bluff:X1")  # FAQ 6: the rewind does not stop 熱血
    combo(state, "Qh:0", "pump:3d")
    options = ids(state, 0)
    assert "ab:jaina_vigor:2h" in options  # FAQ 9: the combat card is finally an attack
    assert "ab:jaina_vigor:3d" in options and "ab:jaina_vigor:Qh" in options  # FAQ 3: a Q's extra-damage card
    assert "ab:jaina_vigor:7h" not in options  # FAQ 3: not the ability card


def test_setsuki_faq_1_character_abilities_of_valerie_and_midori_are_never_answered():
    from fudabako.games.yomi.abilities import SOURCES
    assert not any(SOURCES[k][0] in ("valerie", "midori") and SOURCES[k][1] == "char" for k in SOURCES)


def test_rook_faq_2_no_rewind_against_stone_wall():
    state = fight("rook", "grave", (["5h"], ["6h", "X1"]))
    reveal(state, "5h:0", "6h:0")
    assert state.phase == "counter"  # 根性 may answer it, but no joker/bluff was asked for
    state.apply(1, "allow")
    assert state.hp[1] == 90 - 6


def test_valerie_faq_4_the_ace_draw_survives_the_rewind():
    state = fight("valerie", "grave", (["2h", "3h", "Ac", "Ad"], ["6d", "X1"]))
    play(state, "2h:0", "6d:0")
    state.apply(1, "bluff:X1")
    n = len(state.hands[0])
    state.apply(0, "combo:Ac:0")  # Masterpiece (two Aces)
    assert state.hp[1] == 90 - 2  # the rewind took Masterpiece's damage...
    assert state.turn == 2 and len(state.hands[0]) == n - 2 + 1 + 1  # ...but not its draw (+ turn 2's draw)


def test_geiger_faq_3_the_counter_hit_stays_one_hit_under_distortion():
    state = fight("geiger", "grave", (["2h", "Jh", "Qh"], ["6d"]))
    state.attached[0] = ["4h"]
    state.decks[0].remove("4h")
    play(state, "2h:1", "6d:0")
    state.apply(0, "combo:Qh:0")
    assert state.phase != "combo"


def test_lum_faq_1_chip_from_a_face_attack_rolls_and_faq_3_faces_come_back():
    state = fight("lum", "grave", (["Qh", "Qd", "2d"], ["5h"]))
    on_top(state, 0, "6c")
    to_end(state, "Qh:0", "5h:0")  # Rolling Panda blocked: chip 2
    assert "ab:lum_dice" in ids(state, 0)
    state = fight("lum", "grave", (["Qh", "Qd", "2d"], ["6d"]))
    on_top(state, 0, "6c")
    to_end(state, "Qh:0", "6d:0")
    combo(state, "pump:Qd")
    state.apply(0, "ab:lum_dice")  # a character's ability: 根性 cannot answer it
    state.apply(0, "pick:faces")
    assert {"Qh", "Qd"} <= set(state.hands[0])


def test_argagarg_faq_5_the_shield_is_odd_when_knocked_down():
    state = fight("argagarg", "grave", (["Ah"], ["4h"]))
    state.turn, state.down[0] = 2, 1
    play(state, "Ah:0", "4h:0")  # an even normal attack against the odd shield: it hits
    finish(state)
    assert state.hp[0] == 85 - 4 and "Ah" in state.piles[0]
