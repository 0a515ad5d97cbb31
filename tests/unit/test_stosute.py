"""Rulings ST-1..ST-7 of すとすて ver.2 (shared/rulings/stosute.md), the seed's round steps, views and determinize."""

import pytest

from fudabako.core import IllegalAction, Rng, get_game
from fudabako.games.stosute.rules import COMBO_GRAPHS, FULL_DECK, count, links, longest_chain

GAME = get_game("stosute")
DICE = {"food": 4, "production": 2, "money": 5}


def dealt(hands, deck=None, discard=None, dice=DICE, seed=1, **options):
    """A fresh state with chosen hands (and deck/discard: the rest of the 12 cards by default)."""
    state = GAME.new_state(seed, options)
    state.hands = [list(h) for h in hands]
    left = dict(FULL_DECK)
    for c in hands[0] + hands[1] + [d["card"] for d in discard or []]:
        left[c] -= 1
    state.deck = deck if deck is not None else [t for t, n in left.items() for _ in range(n)]
    state.discard = discard or []
    state.dice = dict(dice)
    return state


def play(state, a, b):
    state.apply(0, f"play:{a}")
    state.apply(1, f"play:{b}")


def cards_everywhere(state):
    cards = state.hands[0] + state.hands[1] + state.deck + [d["card"] for d in state.discard] + state.table
    return count(cards)


def test_st1_twelve_cards_four_each_four_in_the_deck_dice_rolled():
    state = GAME.new_state(5)
    assert [len(h) for h in state.hands] == [4, 4] and len(state.deck) == 4 and state.discard == []
    assert cards_everywhere(state) == FULL_DECK
    assert all(1 <= state.dice[r] <= 6 for r in ("food", "production", "money"))
    assert state.to_move() == [0, 1]
    assert {a.id for a in state.legal_actions(0)} == {f"play:{c}" for c in state.hands[0]}


def test_st2_combo_graph_and_option_turns_combos_off():
    graph = COMBO_GRAPHS[1]
    assert graph["research"] == ("build", "growth")
    assert all(len(v) == 1 for k, v in graph.items() if k != "research")
    assert {k: v[0] for k, v in graph.items() if k != "research"} == {
        "build": "trade", "trade": "explore", "explore": "conquer", "conquer": "growth", "growth": "research"}
    assert COMBO_GRAPHS[0] == {}
    # with combos off, winning with build while holding trade goes straight to the reroll
    state = dealt([["build", "trade", "trade", "growth"], ["explore", "research", "conquer", "conquer"]], combo=0)
    play(state, "build", "explore")
    assert state.phase == "reroll" and state.points == [5 - 3, 0]


def test_st3_combo_chain_follows_links_one_line_at_most_three():
    # 建設 wins; hand holds trade, explore, conquer, growth: build→trade→explore→conquer (3 cards, growth unused)
    state = dealt([["build", "trade", "explore", "conquer"], ["explore", "research", "growth", "growth"]])
    state.hands[0].append("growth")  # a fifth card only to show the 3-card cap
    play(state, "build", "explore")  # 2 + 3 = 5 against 3
    assert state.phase == "combo" and state.to_move() == [0]
    assert [a.id for a in state.legal_actions(0)] == ["combo:trade", "combo-stop"]
    with pytest.raises(IllegalAction):
        state.apply(0, "combo:explore")  # not linked from build
    state.apply(0, "combo:trade")
    assert [a.id for a in state.legal_actions(0)] == ["combo:explore", "combo-stop"]
    state.apply(0, "combo:explore")
    state.apply(0, "combo:conquer")  # the third card ends the chain by itself (conquer→growth not offered)
    assert state.phase == "reroll" and state.last["chain"] == ["trade", "explore", "conquer"]
    assert state.points == [2 + 6, 0]
    assert state.hands[0].count("explore") == 2  # the loser's explore joined after the combo, revealed cards stay
    assert {"trade", "explore", "conquer"} <= set(state.known[1])  # revealed cards are known to the opponent


def test_st3_research_links_to_one_of_two_and_loser_card_not_usable():
    state = dealt([["research", "build", "growth", "explore"], ["build", "trade", "conquer", "explore"]])
    play(state, "research", "build")  # 5 against 2
    assert [a.id for a in state.legal_actions(0)] == ["combo:build", "combo:growth", "combo-stop"]
    state.apply(0, "combo:growth")  # growth → research: no research left in hand (the loser's build is not yet ours)
    assert state.phase == "reroll" and state.last["bonus"] == 1 and state.points == [3 + 1, 0]
    assert "build" in state.hands[0] and state.hands[0].count("build") == 2


def test_st3_winner_may_stop_and_no_combo_step_without_a_link():
    state = dealt([["build", "trade", "growth", "growth"], ["explore", "research", "conquer", "conquer"]])
    play(state, "build", "explore")
    state.apply(0, "combo-stop")
    assert state.points == [2, 0] and state.last["chain"] == [] and state.phase == "reroll"
    state = dealt([["growth", "trade", "build", "build"], ["explore", "explore", "conquer", "conquer"]])
    play(state, "growth", "conquer")  # growth 4 vs conquer 8: player 1 wins with conquer; growth→? conquer→growth
    assert state.last["winner"] == 1 and state.phase == "reroll"  # player 1 holds no growth: no combo step


def test_links_and_longest_chain():
    graph = COMBO_GRAPHS[1]
    assert links(graph, "research", ["build", "growth"], []) == ["build", "growth"]
    assert links(graph, "growth", ["research"], ["research"]) == []
    assert longest_chain(graph, "growth", ["research", "build", "trade"]) == ["research", "build", "trade"]


def test_st4_win_steps_and_reshuffle_when_pile_reaches_four():
    discard = [{"card": c, "up": True, "owner": 0} for c in ("conquer", "conquer", "trade")]
    state = dealt([["research", "explore", "explore", "growth"], ["build", "build", "growth", "research"]],
                  deck=["trade"], discard=discard)
    play(state, "research", "build")  # 5 vs 2: research → build? no build in hand; growth yes
    state.apply(0, "combo-stop")
    # winner's research face up → pile 4 → all face down into the deck, shuffled; the loser draws one
    assert state.discard == [] and len(state.deck) == 4 and len(state.hands[1]) == 4
    assert state.hands[0].count("build") == 1 and len(state.hands[0]) == 4
    assert cards_everywhere(state) == FULL_DECK


def test_st4_face_down_discards_hidden_from_the_opponent_only():
    state = dealt([["research", "explore", "build", "growth"], ["research", "trade", "conquer", "growth"]])
    play(state, "research", "research")  # 5 = 5: a tie
    assert state.phase == "discard"
    state.apply(0, "discard:build")
    state.apply(1, "discard:conquer")
    assert [d["up"] for d in state.discard] == [False, False]
    mine, theirs = state.view(0)["discard"], state.view(1)["discard"]
    assert mine[0]["card"] == "build" and mine[1]["card"] is None
    assert theirs[0]["card"] is None and theirs[1]["card"] == "conquer"
    assert state.view(None)["discard"][0]["card"] is None


def test_st5_tie_take_back_discard_draw_reroll_all_dice():
    state = dealt([["research", "explore", "build", "growth"], ["research", "trade", "conquer", "growth"]], seed=9)
    deck_before = len(state.deck)
    play(state, "research", "research")
    assert state.hands[0].count("research") == 1 and len(state.hands[0]) == 4  # taken back
    assert "research" in state.known[0] and "research" in state.known[1]
    state.apply(1, "discard:trade")
    state.apply(0, "discard:explore")
    assert len(state.hands[0]) == len(state.hands[1]) == 4 and len(state.deck) == deck_before - 2
    assert state.last["rerolled"] == ["food", "production", "money"] and state.phase == "play"
    assert state.round == 2 and state.points == [0, 0]
    assert state.known[0] == [] and state.known[1] == []  # the one known card may have been the discard


def test_st6_difference_then_combo_then_goal_check():
    # build 2 + 3 = 5 against explore 2 + 1 = 3: the winner gains 2
    state = dealt([["build", "trade", "growth", "growth"], ["explore", "research", "conquer", "conquer"]])
    state.points = [19, 12]
    play(state, "build", "explore")  # 21 vs 12: the goal is met before the combo step, which is skipped
    assert state.result() == [1.0, 0.0] and state.to_move() == [] and state.points == [21, 12]
    state = dealt([["build", "trade", "explore", "growth"], ["explore", "research", "conquer", "conquer"]])
    state.points = [17, 12]
    play(state, "build", "explore")  # 19: not yet; a combo of 2 (+3) → 22 vs 12
    assert state.result() is None
    state.apply(0, "combo:trade")
    state.apply(0, "combo:explore")  # explore → conquer: none in hand, so the chain ends by itself
    assert state.points == [22, 12] and state.result() == [1.0, 0.0]
    state = dealt([["build", "trade", "explore", "growth"], ["explore", "research", "conquer", "conquer"]])
    state.points = [18, 14]
    play(state, "build", "explore")  # 20 vs 14: exactly 20 with a lead of exactly 6 wins
    assert state.result() == [1.0, 0.0]
    state = dealt([["build", "trade", "explore", "growth"], ["explore", "research", "conquer", "conquer"]])
    state.points = [18, 18]
    play(state, "build", "explore")  # 20 vs 18: no lead of 6, play goes on to the combo
    assert state.result() is None and state.points == [20, 18] and state.phase == "combo"


def test_st7_winner_rerolls_two_different_dice_after_the_loser_draws():
    state = dealt([["research", "explore", "explore", "growth"], ["build", "build", "trade", "conquer"]], seed=3)
    play(state, "research", "build")
    state.apply(0, "combo-stop")
    assert state.phase == "reroll" and state.to_move() == [0] and len(state.hands[1]) == 4
    assert [a.id for a in state.legal_actions(0)] == [
        "reroll:food+production", "reroll:food+money", "reroll:production+money"]
    with pytest.raises(IllegalAction):
        state.apply(1, "reroll:food+money")
    money = state.dice["money"]
    state.apply(0, "reroll:food+production")
    assert state.dice["money"] == money and state.phase == "play" and state.round == 2


def test_loser_card_known_and_views_hide_the_other_hand():
    state = dealt([["research", "explore", "explore", "growth"], ["build", "build", "trade", "conquer"]])
    play(state, "research", "build")
    state.apply(0, "combo-stop")
    assert state.known[1] == ["build"]  # player 2 knows player 1 now holds its build
    v = state.view(1)
    assert v["hands"][0] is None and v["hands"][1] == state.hands[1] and v["known"] == ["build"]
    assert v["history"][0].startswith("425|build|research|")


def test_bad_action_raises_and_changes_nothing():
    state = GAME.new_state(2)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, "play:nothing")
    assert state.to_json() == before


def test_determinize_keeps_known_cards_and_the_view():
    rng = Rng(4)
    state = GAME.new_state(11)
    while state.round < 6 and not state.is_over():
        p = rng.choice(state.to_move())
        state.apply(p, rng.choice(state.legal_actions(p)).id)
    for seed in range(20):
        other = state.determinize(0, Rng(seed))
        assert other.view(0) == state.view(0)
        assert cards_everywhere(other) == FULL_DECK
        assert all(other.hands[1].count(c) >= state.known[0].count(c) for c in state.known[0])
