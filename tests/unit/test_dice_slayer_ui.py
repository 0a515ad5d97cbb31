"""対戦ダイススレイヤー's table (ui.games.dice_slayer): every zone holds the engine's dice, the dice a move takes are
the buttons of exactly the legal moves, the badge and the name say what a move would score, and every text exists
in Japanese and English with English counts in the right number."""

import re

from fudabako.core import Rng, get_game
from fudabako.ui.games import dice_slayer as table
from screens import buttons

from test_dice_slayer import state_with

GAME = get_game("dice-slayer")


def zone_values(html: str, kind: str, seat: int) -> list:
    """The [data-value] dice inside a zone (a legal group's button counts as one of its dice)."""
    start = html.index(f'data-{kind}="{seat}"')
    depth, i = 0, html.index(">", start)
    body_start = i + 1
    for m in re.finditer(r"<(/?)div\b", html[body_start:]):
        if m.group(1):
            if depth == 0:
                body = html[body_start:body_start + m.start()]
                break
            depth -= 1
        else:
            depth += 1
    return [int(v) for v in re.findall(r'data-value="(\d)"', body)]


def test_every_zone_holds_the_engines_dice_and_the_legal_dice_are_the_buttons():
    state = state_with([[1, 2, 2, 5, 5, 5], [3, 5]], stock=([2, 2], [4]), grace=([6], [1, 1]), score=(4, 9))
    view = state.view(0)
    for lang in ("ja", "en"):
        html = table.render(view, ["A", "B"], lang)
        assert 'data-field="0" data-dice="1,2,2,5,5,5"' in html and 'data-field="1" data-dice="3,5"' in html
        assert 'data-stock="0" data-dice="2,2"' in html and 'data-grace="1" data-dice="1,1"' in html
        assert 'data-points="1">9<' in html and 'data-left="4"' in html and 'data-current="0"' in html
        assert zone_values(html, "field", 0) == [1, 2, 2, 5, 5, 5] and zone_values(html, "grace", 1) == [1, 1]
        # one button per legal move: the three 5s are one piece (taking any of them is the same move)
        assert sorted(buttons(html)) == sorted(a.id for a in state.legal_actions(0))
        assert re.search(r'data-action="take:0:5"[^>]*data-value="5"', html)
        assert "style=" not in html
    # a 2 completes 222: it removes the 1 (and 3s) from my own field, 1 point, shown as a badge and in its name
    html = table.render(view, ["A", "B"], "en")
    two = re.search(r'<button[^>]*data-action="take:0:2"[^>]*>', html).group(0)
    assert 'data-fx="+1"' in two and "(one of 2) — triggers → removes your 1s and 3s: 1 die, +1 pt" in two
    assert "data-fx" not in re.search(r'<button[^>]*data-action="take:0:5"[^>]*>', html).group(0)
    assert table.effect(view, 0, 5, "en") == (None, "")
    assert table.ONE_TAP is True


def test_the_other_seat_sees_the_same_table_without_buttons():
    state = state_with([[1, 2], [3, 5]], stock=([2, 2], [4]))
    html = table.render(state.view(1), ["A", "B"], "ja")
    assert buttons(html) == [] and 'data-field="0" data-dice="1,2"' in html


def test_the_offset_choice_is_made_on_the_grace_zone_dice():
    state = state_with([[2, 1, 3], [6]], stock=([2, 2], []), grace=([4, 4, 6], []))
    state.apply(0, "take:0:2")  # 222 removes the 1 and the 3: 2 dice offset from a grace zone of 3
    assert state.phase == "offset"
    view = state.view(0)
    for lang, words in (("ja", "あと2個"), ("en", "pick 2 more")):
        html = table.render(view, ["A", "B"], lang)
        assert sorted(buttons(html)) == ["offset:4", "offset:6"] and words in html
        assert zone_values(html, "grace", 0) == [4, 4, 6]


def test_the_danger_row_counts_ten_places_and_the_grace_dice_that_would_land():
    state = state_with([[1] * 9, [2]], grace=([3, 3], []))
    html = table.render(state.view(0), ["A", "B"], "en")
    cells = re.search(r'<span class="ds-cells"[^>]*>(.*?)</span></span>', html).group(0)
    assert cells.count("ds-full") == 9 and cells.count("ds-risk") == 1
    assert len(re.findall(r'class="ds-cell[ "]', cells)) == 10
    assert 'aria-label="9 dice on the field, 10 lose; 2 in the grace zone"' in cells
    assert 'data-left="1" data-level="high">Danger! 1 more die loses<' in html


def test_whole_games_render_in_both_languages_without_english_plural_slips():
    bad = re.compile(r"(?<![\d./+])1 (dice|pts|points|more dice)\b")
    for seed in range(30):
        state, rng = GAME.new_state(seed), Rng(seed)
        while True:
            for viewer in (0, 1):
                view = state.view(viewer)
                for lang in ("ja", "en"):
                    html = table.render(view, ["A", "B"], lang)
                    assert sorted(buttons(html)) == sorted(a["id"] for a in view["legal"])
                    if lang == "en":
                        text = re.sub(r"<[^>]+>", " ", html) + " ".join(re.findall(r'aria-label="([^"]*)"', html))
                        assert not bad.search(text), bad.search(text).group(0)
            if state.is_over():
                break
            state.apply(state.current, rng.choice(state.legal_actions(state.current)).id)


def test_the_next_trigger_hint_shows_while_the_game_goes_on_and_not_once_it_is_over():
    """「次の1個では発動しない」 under the stock at the end of a game said something of a turn that will not come."""
    ended = 0
    for seed in range(20):
        state, rng = GAME.new_state(seed), Rng(seed)
        while not state.is_over():
            if len(state.stock[state.current]) >= 2:
                assert 'class="ds-next"' in table.render(state.view(0), ["A", "B"], "en")
            state.apply(state.current, rng.choice(state.legal_actions(state.current)).id)
        if any(len(stock) >= 2 for stock in state.stock):
            ended += 1
            for lang in ("ja", "en"):
                assert 'class="ds-next"' not in table.render(state.view(0), ["A", "B"], lang)
    assert ended  # some game ended with a stock that would have shown it
