"""ダイスデュエル's table: the hooks the browser tests read, the rule applied in both languages, the cards as the
controls of their actions, the end (both hands face up, why it ended), and no card of the other hand in the page
unless it is known."""

import re

from fudabako.ai import choose
from fudabako.core import get_game
from fudabako.games.dice_duel.cards import name
from fudabako.ui.games.dice_duel import render
from screens import buttons

from test_dice_duel import table

GAME = get_game("dice-duel")
NAMES = ["A", "B"]


def test_the_rule_applied_and_each_die_meaning_are_shown():
    state = table([["S7"], ["S4"]], dice=[5, 3])
    state.apply(0, "attack:S7")
    state.apply(1, "guard:S4")
    en = render(state.view(0), NAMES, "en")
    ja = render(state.view(0), NAMES, "ja")
    assert "strike 5 ≤ attack 7: hit; power 3 ≤ guard 4: 3 damage" in en
    assert "ストライク5 ≤ アタック値7: 命中" in ja and "パワー3 ≤ ガード値4: 3ダメージ" in ja
    assert "Strike (higher die) 5" in en and "Power (lower die) 3" in en  # each die's name says what it means
    assert re.search(r'data-value="5" data-die="ev0-0"', en) and 'data-damage="3"' in en
    assert "kit-tumble" in en  # fresh dice tumble in
    assert 'data-life="1">47<' in en and "just-changed" in en  # the life that took damage pulses


def test_hooks_the_browser_tests_read():
    state = table([["S7", "H2", "D9"], ["S4", "C3"]], discard=["C9", "DK"])
    html = render(state.view(0), NAMES, "en")
    assert re.findall(r'data-zone="hand".*?</ul>', html, re.S)[0].count("data-card=") == 3
    hand = re.search(r'data-zone="hand".*?</ul>', html, re.S).group(0)
    assert re.findall(r'data-card="(\w+)"', hand) == state.hands[0]
    pile = re.search(r'data-discard-count="2".*?</ol>', html, re.S).group(0)
    assert re.findall(r'data-card="(\w+)"', pile) == ["C9", "DK"]  # bottom first, the top not counted twice
    assert f'data-deck="{len(state.deck)}"' in html and 'data-lap="1"' in html
    assert '<b data-hand-size="0">3</b>' in html and '<b data-hand-size="1">2</b>' in html


def test_hand_sizes_read_in_words_with_plurals():
    state = table([["S7"], ["S4", "C3"]])
    en, ja = render(state.view(0), NAMES, "en"), render(state.view(0), NAMES, "ja")
    assert '<b data-hand-size="0">1</b> card in hand' in en and '<b data-hand-size="1">2</b> cards in hand' in en
    assert '手札 <b data-hand-size="0">1</b>枚' in ja


def test_each_card_is_the_button_of_its_attack_and_combinations_stay_in_the_bar():
    state = table([["SJ", "SQ", "H5"], ["C2"]])
    html = render(state.view(0), NAMES, "en")
    assert buttons(html) == ["attack:SJ", "attack:SQ", "attack:H5"]  # the hand's order, one tap each
    assert "attack:SJ+SQ" not in html  # several cards together: the choice bar offers it
    assert 'aria-keyshortcuts="1"' in html and 'aria-label="Attack with ♥5"' in html
    other = render(state.view(1), NAMES, "en")
    assert buttons(other) == []


def test_defence_verbs_under_the_cards_and_the_guard_cancel_on_the_pile():
    state = table([["S7"], ["S4", "S9", "H3"]], dice=[5, 3])
    state.apply(0, "attack:S7")
    html = render(state.view(1), NAMES, "en")
    # ♠4 may guard or counter: a button for each; ♠9 only guards; ♥3 only counters
    assert buttons(html) == ["guard:S4", "counter:S4", "guard:S9", "counter:H3"]
    assert ">Guard<" in html and ">Counter<" in html and "noguard" not in buttons(html)
    # a guarded hit, then a continuation: the pile's top (the last guard) is the guard cancel's button
    state = table([["S7", "S6"], ["S5", "C2"]], dice=[2, 1])
    state.apply(0, "attack:S7")
    state.apply(1, "guard:S5")
    state.apply(0, "attack:S6")
    html = render(state.view(1), NAMES, "ja")
    assert "cancel" in buttons(html)
    discard = re.search(r'kit-pile--discard.*?</span></span>', html, re.S).group(0)
    assert 'data-action="cancel"' in discard


def test_the_end_discards_say_so_under_each_card():
    state = table([["S7", "H2"], ["C3"]], phase="end")
    html = render(state.view(0), NAMES, "ja")
    assert buttons(html) == ["discard:S7", "discard:H2"] and html.count(">捨てる<") == 2


def test_the_opening_card_is_kept_or_discarded_under_it_not_in_the_hand():
    state = table([["S3", "H9"], ["D8", "C9"]], phase="open")
    state.apply(0, "open:S3")
    assert "あなたの伏せた札: ♠3" in render(state.view(0), NAMES, "ja")
    state.apply(1, "open:D8")
    html = render(state.view(1), NAMES, "ja")
    assert buttons(html) == ["return", "toss"]
    assert ">手札に戻す<" in html and ">捨て札へ<" in html
    assert "kit-reveal" in html  # the opening cards turn over


def test_a_declared_attack_travels_onto_the_table():
    state = table([["S7"], ["S4"]])
    state.apply(0, "attack:S7")
    mine, theirs = render(state.view(0), NAMES, "en"), render(state.view(1), NAMES, "en")
    assert "kit-from-bottom" in mine and "kit-from-top" in theirs


def test_the_end_shows_both_hands_and_why_it_ended():
    state = table([["S9", "H2"], ["D3", "C4"]], dice=[6, 1], life=(50, 1))
    state.apply(0, "attack:S9")
    state.apply(1, "noguard")
    assert state.is_over() and state.life[1] == -9
    assert state.log[-1]["ja"].startswith("プレイヤー2のライフが-9になりました")
    for viewer in (0, 1, None):
        view = state.view(viewer)
        assert view["hands"] == state.hands
        html = render(view, NAMES, "en")
        assert "B's life ran out: A wins" in html and "Both hands are shown" in html
        shown = re.search(r'data-zone="shown".*?</ul>', html, re.S)
        assert shown and 'data-card="' in shown.group(0)
        assert buttons(html) == []
    assert not state.has_secret(0) and not state.has_secret(1)  # nothing hidden: no hand-over at the end


def test_the_opening_choice_is_logged_by_its_card():
    state = table([["S3", "H9"], ["D8", "C9"]], phase="open")
    state.apply(0, "open:S3")
    mine = [line for line in state.view(0)["log"] if "♠3" in line["ja"]]
    assert mine == [{"ja": "あなたは「♠3」を伏せました", "en": "You chose ♠3 (face down)"}]


def test_no_unknown_card_of_the_other_hand_reaches_the_page():
    for seed in range(5):
        state = GAME.new_state(seed)
        steps = 0
        while not state.is_over():
            for viewer in (0, 1):
                html = render(state.view(viewer), NAMES, "en")
                other = 1 - viewer
                for card in state.hands[other]:
                    if card not in state.public[other]:
                        assert f'data-card="{card}"' not in html and f"{name(card)} " not in html.replace("<", " ")
                        assert card_name_words(card) not in html
            p = state.to_move()[0]
            state.apply(p, choose("dice-duel", "random", state.view(p), steps))
            steps += 1


def card_name_words(card: str) -> str:
    """The kit's accessible name of a card ("7 of Spades")."""
    from fudabako.ui.kit import card_name

    return card_name(card[1:], card[0], "en")
