"""ダイスデュエル's table: the hooks the browser tests read, the rule applied in both languages, and no card of
the other hand in the page unless it is known."""

from fudabako.ai import choose
from fudabako.core import get_game
from fudabako.games.dice_duel.cards import name
from fudabako.ui.games.dice_duel import render

from test_dice_duel import table

GAME = get_game("dice-duel")


def test_the_rule_applied_and_each_die_meaning_are_shown():
    state = table([["S7"], ["S4"]], dice=[5, 3])
    state.apply(0, "attack:S7")
    state.apply(1, "guard:S4")
    en = render(state.view(0), ["A", "B"], "en")
    ja = render(state.view(0), ["A", "B"], "ja")
    assert "strike 5 ≤ attack 7: hit; power 3 ≤ guard 4: 3 damage" in en
    assert "ストライク5 ≤ アタック値7: 命中" in ja and "パワー3 ≤ ガード値4: 3ダメージ" in ja
    assert "Strike (higher die)" in en and "Power (lower die)" in en
    assert 'data-die="ev0-0" data-value="5"' in en and 'data-damage="3"' in en and "dd-roll" in en
    assert 'data-life="1">47<' in en


def test_no_unknown_card_of_the_other_hand_reaches_the_page():
    for seed in range(5):
        state = GAME.new_state(seed)
        steps = 0
        while not state.is_over():
            for viewer in (0, 1):
                html = render(state.view(viewer), ["A", "B"], "en")
                other = 1 - viewer
                for card in state.hands[other]:
                    if card not in state.public[other]:
                        assert f'data-card="{card}"' not in html and f"{name(card)} " not in html.replace("<", " ")
            p = state.to_move()[0]
            state.apply(p, choose("dice-duel", "random", state.view(p), steps))
            steps += 1
