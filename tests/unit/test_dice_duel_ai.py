"""ダイスデュエル's computer players: legal moves from the view alone, deals consistent with the view, and the
expectiminimax valuing what the seed makes good or bad."""

import pytest

from fudabako.ai import choose, levels_for
from fudabako.ai import dice_duel as ai
from fudabako.core import Rng, get_game
from fudabako.games.dice_duel.cards import DECK

from test_dice_duel import table

GAME = get_game("dice-duel")
LEVELS = ["random", "easy", "strong"]


def test_levels():
    assert [lv["id"] for lv in levels_for("dice-duel")] == LEVELS


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_legally_and_deterministically(level, plays_whole_games):
    plays_whole_games("dice-duel", level)


def test_deals_keep_known_cards_and_use_only_unseen_ones():
    state = GAME.new_state(2)
    state.public[1] = [state.hands[1][0]]
    view = state.view(0)
    pool = set(ai.unseen(view))
    assert not pool & set(state.hands[0]) and state.hands[1][0] not in pool
    assert len(pool) == 52 - 5 - 1
    for hand in ai.deals(view, Rng(1)):
        assert len(hand) == 5 and state.hands[1][0] in hand and set(hand) - {state.hands[1][0]} <= pool


def test_second_lap_deck_is_known_so_the_other_hand_is_exact():
    state = table([["S2", "S3"], ["H4", "H5"]], lap=2, deck=["C9", "C8"],
                  discard=[c for c in DECK if c not in ("C9", "C8", "S2", "S3", "H4", "H5")])
    hands = ai.deals(state.view(0), Rng(3))
    assert all(sorted(h) == ["H4", "H5"] for h in hands)


def test_exchange_values_follow_the_rules():
    # an unguarded sure hit of a 6: 6 + expected power (lower die: 91/36)
    assert ai.attack_value((), ("S6",), (), None, None, 0) == pytest.approx(6 + 91 / 36)
    # the defender with a 9 counters a 10 (sum ≤ 9 hits 30/36 of the time): attacking is a loss
    assert ai.attack_value((), ("S10",), ("H9",), None, None, 0) < 0
    # a guard of the suit takes only the power
    assert ai.attack_value((), ("S6",), ("S9",), None, None, 0) == pytest.approx(91 / 36)


def test_strong_counters_a_high_attack_with_the_card_just_below():
    state = table([["S10", "C2", "C3", "C4", "D2"], ["H9", "D3", "C5", "H2", "D4"]], dice=[])
    state.apply(0, "attack:S10")
    assert choose("dice-duel", "strong", state.view(1), 1) == "counter:H9"


def test_strong_does_not_attack_with_a_2_when_it_has_sure_hits():
    state = table([["S2", "C7", "D6", "H3", "D2"], ["H9", "D3", "C5", "H2", "D4"]])
    assert choose("dice-duel", "strong", state.view(0), 1) not in ("attack:S2", "attack:D2")


def test_strong_opening_lays_a_card_not_shown_after_a_tie():
    state = table([["S2", "S9", "H5", "D7", "C8"], ["H2", "D9", "C5", "S7", "S8"]], phase="open")
    state.attacker = None
    state.apply(0, "open:S2")
    state.apply(1, "open:H2")
    assert state.phase == "open"
    for seed in range(10):
        assert choose("dice-duel", "strong", state.view(0), seed) != "open:S2"


def test_two_strong_players_finish():
    for seed in range(3):
        state = GAME.new_state(seed)
        steps = 0
        while not state.is_over():
            p = state.to_move()[0]
            state.apply(p, choose("dice-duel", "strong", state.view(p), steps))
            steps += 1
            assert steps < 2000
