"""ヨミ's table in the browser: one screen at 1280×800, 1180×820 and 820×1180 and the choices on a 390×844 phone's
screen (test_tables.check_sizes), at the character choice, through a game against the computer and in the moments a
random game rarely stops at (a combo, the power-up, the search for Aces, the end); the touch flows: a tap on a half
sets it face down (confirmed from the bar on a touch screen), a combo goes on by tapping the next half, a sheet opens
in a drawer without covering the choices."""

from __future__ import annotations

import random

import pytest

from test_play import _yomi_link_one_step_from, check_counters_against_engine
from test_tables import TEXT_FONTS_JS, check_sizes, seeded_save

pytestmark = [pytest.mark.browser, pytest.mark.timeout(400)]


def _open_link(app, wanted):
    code, player, action = _yomi_link_one_step_from(wanted)
    app.open(f"?game=yomi#r={code}")
    app.page.wait_for_selector('#game[data-game="yomi"]', state="visible", timeout=10_000)
    if app.wait_turn() == "handoff":
        app.continue_handoff()
    assert app.wait_turn() == "act" and app.viewer() == str(player)
    return player, action


def test_the_table_is_one_screen_through_a_game(app):
    app.open_game("yomi")
    setup_fonts = set(app.page.evaluate(TEXT_FONTS_JS, "body *"))
    app.start("ai", level="random", human_seat=0)
    rng, problems, moves, checked = random.Random("yomi"), [], 0, 0
    while checked < 4:
        if app.wait_turn() == "over":
            break
        if moves % 4 == 0:
            check_sizes(app, "yomi", 0, f"move {moves}", problems, setup_fonts)
            checked += 1
        app.page.set_viewport_size({"width": 1280, "height": 800})
        app.pick(rng.choice(app.enabled_actions()))
        moves += 1
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("situation", ["combo", "powerup", "search", "bluff"])
def test_the_table_is_one_screen_in_each_moment(app, situation):
    wanted = {
        "combo": lambda state, player, ids: state.phase == "combo" and len(state.combo["moves"]) >= 2
        and next((a for a in ids if a.startswith("combo:")), None),
        "powerup": lambda state, player, ids: state.phase == "powerup" and next(
            (a for a in ids if a.startswith("set:")), None),
        "search": lambda state, player, ids: state.phase == "search" and ids[-1],
        "bluff": lambda state, player, ids: state.phase == "bluff" and ids[-1],
    }[situation]
    player, action = _open_link(app, wanted)
    problems = []
    check_sizes(app, "yomi", player, situation, problems)
    assert not problems, "\n".join(problems)
    app.page.set_viewport_size({"width": 1280, "height": 800})
    assert app.page.locator(f'#table button[data-action="{action}"]').is_visible(), f"{action} is not a piece"
    app.pick(action)
    if app.wait_turn() == "handoff":  # the other player's turn next: the table shows again after the hand-over
        app.continue_handoff()
    check_counters_against_engine(app, "yomi")


def test_a_tap_on_a_half_sets_it_face_down_and_a_sheet_opens_in_a_drawer(app):
    app.open_game("yomi")
    app.start("pass", options={"p1": 1, "p2": 2})
    if app.wait_turn() == "handoff":
        app.continue_handoff()
    page = app.page
    half = page.locator("#table .ym-hand button.ym-halfbtn").first
    action = half.get_attribute("data-action")
    assert action.startswith("play:")
    page.click("#yomi-sheets > summary")
    assert page.locator("#yomi-sheets .yomi-sheet").first.is_visible()
    page.click("#yomi-sheets > summary")
    assert not page.locator("#yomi-sheets .yomi-sheet").first.is_visible()
    app.pick(action)  # face down: the next player sees a back in that seat's place (the record keeps it secret)
    if app.wait_turn() == "handoff":
        app.continue_handoff()
    assert page.locator("#table .ym-slot .kit-card-back").count() == 1
    assert page.locator("#table .ym-slot .ym-state.is-chosen").count() == 1


def test_the_sheets_are_written_as_their_drawer_opens_in_either_language_and_by_keyboard(app):
    """Issue 16: the ten sheets are not in the first table's page (they made half its HTML); opening the drawer
    writes them, by a tap or the keyboard, and a drawer left open keeps them across a redraw in the other
    language. A second tap on the hand-over's Continue, while the table is being drawn, changes nothing."""
    app.open_game("yomi")
    page = app.page
    page.check('#setup input[name="mode"][value="pass"]')
    page.click("#start")
    assert app.wait_turn() == "handoff"
    page.dblclick("#handoff-continue")  # the second click lands while the table is drawn in a task of its own
    page.wait_for_selector('#table button[data-action="char:grave"]')
    assert app.wait_turn() == "act" and app.viewer() == "0"
    sheets = page.locator("#yomi-sheets .yomi-sheet")
    assert sheets.count() == 0
    page.focus("#yomi-sheets > summary")
    page.keyboard.press("Enter")
    assert sheets.count() == 10 and page.locator("#yomi-sheets .ym-fold").count() == 10
    page.locator("#yomi-sheets .ym-fold > summary").first.click()
    assert sheets.first.is_visible()
    lang = page.evaluate("() => document.documentElement.lang")
    page.focus("#lang")  # (the open drawer covers it on the screen) redrawn in the other language with the
    page.keyboard.press("Enter")  # drawer still open: the sheets are written again
    page.wait_for_function(f"() => document.documentElement.lang !== {lang!r}")
    assert page.locator("#yomi-sheets[open]").count() == 1 and sheets.count() == 10
    assert page.locator('#yomi-sheets [data-yomi-sheet="grave"] h3').text_content() == (
        "Grave" if lang == "ja" else "グレイヴ")
    page.click("#yomi-sheets > summary")
    assert not sheets.first.is_visible()


def test_a_combo_goes_on_by_tapping_the_next_half(app):
    player, action = _open_link(app, lambda state, player, ids: state.phase == "combo" and next(
        (a for a in ids if a.startswith("combo:")), None))
    meter = app.page.locator("#table [data-yomi-combo-cp]")
    before = int(meter.get_attribute("data-yomi-combo-cp"))
    app.pick(action)
    state = check_counters_against_engine(app, "yomi")
    if state.combo:
        assert int(app.page.get_attribute("#table [data-yomi-combo-cp]", "data-yomi-combo-cp")) >= before


_CUT_ON_A_CARD_JS = r"""() => [...document.querySelectorAll('#table .ym-myhand .ym-half')].filter(h => h.getClientRects().length)
  .flatMap(half => { const face = half.closest('.kit-face').getBoundingClientRect(), box = half.getBoundingClientRect();
    return [...half.querySelectorAll('.ym-hl, .ym-tags')].filter(line => { const r = line.getBoundingClientRect();
      return r.right > face.right - 1 || r.bottom > box.bottom + .5 || line.scrollWidth > line.clientWidth + 1; })
    .map(line => line.textContent); })"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_phone_shows_every_number_and_extra_of_the_cards_in_hand(app, lang):
    """At 390×844 the cards in hand are ~76 px wide: an English speed was cut at the card's edge ("throw spd 10.0"),
    and an Ace's extras ("no combo 0 · extra A×2+16 · dragon · AA") at its foot. 3 and 9 are the characters whose
    Aces say the most."""
    save = seeded_save("yomi", 2, lambda view: view["phase"] == "play" and sum(c[0] == "A" for c in view["hand"]) >= 2,
                       {"p1": 3, "p2": 9})
    assert app.resume("yomi", save) == "act"
    if app.page.evaluate("() => document.documentElement.lang") != lang:
        app.page.click("#lang")
        app.page.wait_for_function("(lang) => document.documentElement.lang === lang", arg=lang)
    app.resize(390, 844)
    assert app.page.locator("#table .ym-myhand .ym-half").count() >= 10
    cut = app.page.evaluate(_CUT_ON_A_CARD_JS)
    assert not cut, f"cut on a card in hand: {cut}"
