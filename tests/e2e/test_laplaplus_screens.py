"""ラプラプラス in the browser: the builder by touch taps, face-to-face in both modes, a small PBM tournament, replays.

(The generic handoff/undo tests of test_play.py assume one secret choice per round; here each player makes four
open picks and eight slot picks in a row before the device changes hands, so this game has its own tests.)
"""

from __future__ import annotations

import random
import re
from urllib.parse import unquote

import pytest

from fudabako.core import decode_link, replay
from test_tables import _WORDS_BROKEN_JS, SIZES

# fresh_page: the builder and the tournament keep what they hold while the page is open (a trip to the shelf and
# back finds them as they were), so each test starts from a page of its own.
pytestmark = [pytest.mark.browser, pytest.mark.timeout(240), pytest.mark.fresh_page]


def open_laplaplus(app):
    app.open_game("laplaplus")
    app.page.wait_for_selector("#lp-builder", state="visible", timeout=30_000)


def engine_state(app):
    """The game the share link records, replayed in the engine."""
    return replay(decode_link(re.search(r"f1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}", unquote(app.share_link())).group(0)))


def check_replay(app, box: str, winner) -> None:
    """Step, jump to the end and play: the frame follows, and the last frame shows the engine's result."""
    page = app.page
    replay_box = page.locator(f"{box} [data-lp-replay]")
    assert replay_box.get_attribute("data-lp-winner") == ("draw" if winner is None else str(winner))
    steps = int(replay_box.get_attribute("data-steps"))
    replay_box.locator('[data-lp="first"]').click()
    replay_box.locator('[data-lp="next"]').click()
    page.wait_for_function(f"() => document.querySelector('{box} [data-lp-replay]').dataset.step === '1'")
    replay_box.locator('[data-lp="last"]').click()
    page.wait_for_function(f"() => document.querySelector('{box} [data-lp-replay]').dataset.step === '{steps}'")
    assert replay_box.locator('[data-lp-event="end"]').count() == 1
    replay_box.locator('[data-lp="first"]').click()
    replay_box.locator("select").select_option("40")
    replay_box.locator('[data-lp="play"]').click()
    page.wait_for_function(f"() => +document.querySelector('{box} [data-lp-replay]').dataset.step >= 3")
    assert replay_box.locator(".lp-events li").count() == steps + 1


def test_build_a_composition_by_taps_save_and_share(make_context, make_app):
    app = make_app(make_context(has_touch=True, is_mobile=True, viewport={"width": 400, "height": 860}).new_page())
    open_laplaplus(app)
    page = app.page
    for card in (6, 10, 1, 1, 20):  # 攻撃, エコー, コア, コア, シールド
        page.locator(f'#lp-builder [data-lp="add"][data-card="{card}"]').tap()
    page.wait_for_selector('#lp-builder [data-lp-slots="5"]')
    assert page.inner_text("#lp-builder [data-lp-base]") == "13"
    page.locator('#lp-builder [data-lp="remove"][data-i="4"]').tap()  # シールド out again
    page.locator('#lp-builder [data-lp="up"][data-i="1"]').tap()  # エコー above 攻撃
    page.wait_for_selector('#lp-builder [data-lp-slots="4"]')
    assert page.input_value("#lp-code") == "JFAA"
    assert page.input_value("#lp-link").endswith("?game=laplaplus&build=JFAA")
    page.fill("#lp-name", "タップ")
    page.locator('#lp-builder [data-lp="save"]').tap()
    page.wait_for_selector("#lp-builder .lp-saved-name")
    assert page.inner_text("#lp-builder .lp-saved-name") == "タップ"
    page.fill("#lp-code-in", "FZ")  # a malformed code: a message, nothing changed
    page.locator('#lp-builder [data-lp="load-code"]').tap()
    page.wait_for_function("() => document.getElementById('lp-builder-msg').textContent.includes('2')")
    assert page.input_value("#lp-code") == "JFAA"
    app.open("?game=laplaplus&build=GGG")  # a shared link fills the builder; the saved character stays
    page.wait_for_selector('#lp-builder [data-lp-slots="3"]', timeout=30_000)
    assert page.inner_text("#lp-builder .lp-saved-name") == "タップ"


def test_face_to_face_pass_and_play_then_replay(app):
    open_laplaplus(app)
    app.start("pass")
    app.play_to_end(rng=random.Random(5), max_steps=80)
    # No hand-over screen: when a player's turn comes, their view holds nothing the other may not see yet (their
    # picks start empty; the other's stay hidden) — test_handoff.py checks this at every step.
    assert app.handoffs == 0
    state = engine_state(app)
    assert state.is_over() and app.page.locator("#table [data-lp-replay]").count() == 1
    check_replay(app, "#table", state.winner)


def play_until_over(app, rng) -> None:
    """Play to the end without skipping the replay (unlike `play_to_end`)."""
    for _ in range(80):
        if app.step(rng) == "over":
            return
    pytest.fail("not over after 80 steps")


def test_the_result_waits_for_the_end_of_the_replay(app):
    open_laplaplus(app)
    app.start("pass")
    play_until_over(app, random.Random(5))
    page, state = app.page, engine_state(app)
    result_line = state.view(None)["log"][-1]["ja"]
    box = page.locator("#table [data-lp-replay]")
    assert box.get_attribute("data-holds-result") == "1" and box.get_attribute("data-step") == "0"
    assert page.locator("#result").is_hidden() and page.locator("#rematch").is_visible()
    assert "勝ち" not in page.inner_text("#status") and "引き分け" not in page.inner_text("#status")
    assert result_line not in page.inner_text("#log")
    assert page.locator("#table .lp-events li:visible").count() == 1  # the battle log so far, not its end
    box.locator('[data-lp="next"]').click()
    page.wait_for_selector("#table .lp-events li[data-i='1']:visible")
    assert page.locator("#table .lp-events li:visible").count() == 2 and page.locator("#result").is_hidden()
    assert page.locator("#table .lp-frame meter").count() == 2  # both HP bars
    box.locator("[data-reveal]").click()  # skip: the end at once
    page.wait_for_selector("#result", state="visible")
    assert box.get_attribute("data-holds-result") is None
    assert page.locator("#table [data-lp-event='end']").count() == 1
    assert page.inner_text("#log").strip().splitlines()[-1] == result_line
    assert page.inner_text("#result-text").strip() == page.inner_text("#status").strip()
    page.evaluate("() => document.dispatchEvent(new Event('fudabako:lang'))")  # a redraw keeps the end shown
    page.wait_for_selector("#result", state="visible")
    assert box.get_attribute("data-step") == box.get_attribute("data-steps")


def test_the_replay_playing_to_its_end_shows_the_result_and_damage(app):
    open_laplaplus(app)
    app.start("pass")
    play_until_over(app, random.Random(7))
    page = app.page
    page.evaluate("() => document.dispatchEvent(new Event('fudabako:lang'))")  # a redraw: the table is still
    page.wait_for_selector("#table[data-still] [data-lp-replay]")
    box = page.locator("#table [data-lp-replay]")
    box.locator("select").select_option("40")
    box.locator('[data-lp="play"]').click()
    page.wait_for_function("() => document.querySelector('#table [data-lp-damage]')", timeout=30_000)
    # yet the replay's frames are new: a hit moves (board.Board.draw_table stills only what was drawn before)
    assert page.evaluate("() => getComputedStyle(document.querySelector('#table [data-lp-damage]')).animationName"
                         ) == "lp-hit"
    assert page.evaluate("""() => {  // mid-replay, the result is still held
        const box = document.querySelector('#table [data-lp-replay]');
        return +box.dataset.step === +box.dataset.steps || document.getElementById('result').hidden;
    }""")
    page.wait_for_selector("#result", state="visible", timeout=60_000)
    assert box.get_attribute("data-step") == box.get_attribute("data-steps")


def test_face_to_face_against_the_computer(app):
    open_laplaplus(app)
    app.start("ai", level="strong", human_seat=1)
    app.play_to_end(rng=random.Random(6), max_steps=60, allow_handoff=False)
    assert app.seen().get("thinking")
    state = engine_state(app)
    assert state.is_over()
    check_replay(app, "#table", state.winner)


def test_small_tournament_reports_bad_lines_and_opens_a_replay(app):
    open_laplaplus(app)
    page = app.page
    page.fill("#lp-entries", "alpha: GAMGARGA\nbeta: FFFF\nbroken: F9\ngamma: AAAAAAAA\n")
    page.click('#lp-tournament [data-lp="run"]')
    page.wait_for_selector("#lp-results [data-lp-standing]")
    assert page.locator("#lp-results [data-lp-bad-line]").get_attribute("data-lp-bad-line") == "3"
    assert page.locator("#lp-results [data-lp-standing]").count() == 3
    assert page.locator('#lp-results [data-lp="pair"]').count() == 3
    order = lambda: page.eval_on_selector_all("#lp-results [data-lp-standing]", "rs => rs.map(r => r.dataset.lpStanding)")
    assert order() == ["1", "2", "3"]
    page.click('#lp-results [data-lp="sort"][data-key="rank"]')  # the same column again: the other way round
    page.wait_for_selector('#lp-results th[aria-sort="descending"] [data-key="rank"]')
    assert order() == ["3", "2", "1"]
    page.click('#lp-results [data-lp="sort"][data-key="name"]')  # alpha, beta, gamma
    page.wait_for_selector('#lp-results th[aria-sort="ascending"] [data-key="name"]')
    names = page.eval_on_selector_all("#lp-results [data-lp-standing] td:nth-child(2)", "ds => ds.map(d => d.textContent)")
    assert names == ["alpha", "beta", "gamma"]
    assert page.locator('#lp-results th[aria-sort="none"]').count() == 3
    page.locator('#lp-results [data-lp="pair"]').first.click()
    page.wait_for_selector("#lp-pair-replay [data-lp-replay]")
    from fudabako.games.laplaplus.battle import battle

    check_replay(app, "#lp-pair-replay", battle([7, 1, 13, 7, 1, 18, 7, 1], [6, 6, 6, 6]))


def test_reload_resumes_the_face_to_face_game(app):
    open_laplaplus(app)
    app.start("pass")
    rng = random.Random(8)
    for _ in range(12):  # both players' open cards, and the first slots of the first player
        app.step(rng)
    counts = app.page.eval_on_selector_all("#table [data-count]", "es => es.map(e => e.dataset.count)")
    log_len, viewer = app.log_count(), app.viewer()
    app.reload()
    app.page.wait_for_selector('#game[data-game="laplaplus"]', state="visible", timeout=10_000)
    if app.wait_turn() == "handoff":
        app.continue_handoff()
    assert app.viewer() == viewer and app.log_count() == log_len
    assert app.page.eval_on_selector_all("#table [data-count]", "es => es.map(e => e.dataset.count)") == counts


def three_in_the_builder(app):
    """The builder with 攻撃, エコー and コア in its first three slots; returns the page."""
    open_laplaplus(app)
    page = app.page
    for card in (6, 10, 1):
        page.click(f'#lp-builder [data-lp="add"][data-card="{card}"]')
    page.wait_for_selector('#lp-builder [data-lp-slots="3"]')
    return page


def test_drag_a_slot_to_reorder(app):
    page = three_in_the_builder(app)
    before = page.input_value("#lp-code")
    page.locator("#lp-builder .lp-slots").scroll_into_view_if_needed()  # the taps on the cards below scrolled it away
    grip = page.locator('#lp-builder [data-lp-drag="2"]').bounding_box()
    target = page.locator('#lp-builder [data-lp-slot="0"]').bounding_box()
    page.mouse.move(grip["x"] + grip["width"] / 2, grip["y"] + grip["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=5)
    # while held: the card steps back and a bar shows where it lands (before 攻撃, the slot it takes)
    page.wait_for_selector('#lp-builder [data-lp-slot="0"][data-lp-drop="before"]')
    assert page.locator("#lp-builder .lp-dragging").get_attribute("data-lp-slot") == "2"
    page.mouse.up()  # コア to the top
    page.wait_for_function("(c) => document.getElementById('lp-code').value !== c", arg=before)
    assert page.locator('#lp-builder [data-lp="remove"]').evaluate_all("bs => bs.map(b => b.dataset.card)") == [
        "1", "6", "10"]
    assert page.locator("#lp-builder [data-lp-drop], #lp-builder .lp-dragging").count() == 0


def test_keyboard_reorder_keeps_the_focus_on_the_card(app):
    page = three_in_the_builder(app)
    page.focus('#lp-builder [data-lp="up"][data-i="2"]')
    page.keyboard.press("Enter")  # コア up one: the focus stays on its ↑
    page.wait_for_function("() => document.activeElement.dataset.i === '1'")
    page.keyboard.press("Enter")  # and again: コア on top, said in the status line
    page.wait_for_function("() => document.querySelector('#lp-builder [data-lp=remove]').dataset.card === '1'")
    assert page.locator('#lp-builder [data-lp="remove"]').evaluate_all("bs => bs.map(b => b.dataset.card)") == [
        "1", "6", "10"]
    assert page.evaluate("() => document.activeElement.dataset.lp") == "up"
    assert page.inner_text("#lp-builder-msg")


_BUILDER_LAYOUT_JS = """() => {
    const box = e => e.getBoundingClientRect(), mid = r => (r.top + r.bottom) / 2;
    const rows = {};
    for (const slot of document.querySelectorAll('#lp-builder .lp-slot')) {
        const top = Math.round(box(slot).top);
        rows[top] = (rows[top] || 0) + 1;
    }
    return {
        rows: Object.keys(rows).sort((a, b) => a - b).map(top => rows[top]),
        upWider: [...document.querySelectorAll('#lp-builder .lp-slot')].filter(slot => slot.querySelector('.lp-up'))
            .filter(slot => box(slot.querySelector('.lp-up')).width
                            >= box(slot.querySelector('[data-lp="remove"]')).width).length,
        buttonsOffTheirLine: ['save', 'load-code'].filter(kind => {
            const button = box(document.querySelector(`#lp-builder [data-lp="${kind}"]`));
            const input = box(document.getElementById(kind === 'save' ? 'lp-name' : 'lp-code-in'));
            return mid(button) < input.top || mid(button) > input.bottom;
        }),
    };
}"""


def test_the_builders_slots_keep_each_card_name_whole_in_even_rows(app):
    """A full composition: the eight slots stand in rows of two or four (never seven and one alone), each slot's ↑
    is a narrow column beside its card (it took half the slot, and "Knockback" broke as "Knock/back" in the rest),
    and the save and load buttons stay on their inputs' lines, at every size."""
    app.open("?game=laplaplus&lang=en&build=KLMNOPQW")
    app.page.wait_for_selector('#lp-builder [data-lp-slots="8"]', timeout=30_000)
    problems = []
    for width, height in SIZES:
        app.resize(width, height)
        at = f"{width}x{height}"
        layout = app.page.evaluate(_BUILDER_LAYOUT_JS)
        if len(set(layout["rows"])) != 1:
            problems.append(f"{at}: slots in rows of {layout['rows']}")
        if layout["upWider"]:
            problems.append(f"{at}: {layout['upWider']} slots give their ↑ as much room as the card")
        if layout["buttonsOffTheirLine"]:
            problems.append(f"{at}: {layout['buttonsOffTheirLine']} wrap off their input's line")
        broken = app.page.evaluate(_WORDS_BROKEN_JS, "#lp-builder .lp-slot .lp-name")
        problems += [f"{at}: {name!r} breaks across lines" for name in broken]
    assert not problems, "\n".join(problems)
