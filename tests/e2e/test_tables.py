"""Every table is one screen a player can read and touch (issue: tables that read like forms, choices far below the
state they change, every move needing a scroll on a phone).

For each game, one page plays a seeded game against the computer (solo games alone) and, at several points, resizes
itself through the sizes players use. At each it checks:
- at 1280×800, 1180×820 and 820×1180: no page scroll, and the table fits its box (no scrolling inside it either);
- at 390×844: the choices are on screen without scrolling (the bar at the bottom), and none wraps to a sliver;
- at every size: no horizontal overflow, every legal action reachable by tapping a piece on the table or a choice
  in the bar (the engine's list and the page's controls agree), axe without serious or critical violations;
- after each move the focus is on a choice, never left on the page's body;
- every font (size, weight, family) the table's text uses is one the setup screen has laid out (its type warm-up,
  index.html): a browser sets up each font the first time it lays text out in it, ~0.7-3 ms each inside the frame
  that first draws the table (issue 16).
A second test checks that with `prefers-reduced-motion: reduce` no animation runs, a third that a redraw with no new
move (a language switch) does not play the last move's animations again.
"""

from __future__ import annotations

import json
import random

import pytest

from fudabako.core import Record, Rng, get_game, replay
from fudabako.core.record import Recorded

from test_a11y_layout import TEXT_LINES_JS, axe_violations

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

# Every game but ヨミ, whose table has a test of its own (test_yomi_table.py: a character choice comes first).
GAMES = ["dice-janken", "stosute-proto", "stosute", "delta", "mindmaster", "dice-slayer", "killzone", "dice-duel",
         "killzone-ninja", "gimmick3", "blackpoker", "immortal-arena", "laplaplus"]
SIZES = [(1280, 800), (1180, 820), (820, 1180), (390, 844)]
CHECKS = 3  # points of the game at which every size is checked
OPTIONS = {"delta": {"endurance": 10}, "dice-janken": {"endurance": 6}}

_MEASURE = """() => {
  const vis = el => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const board = document.getElementById('board');
  const controls = [...document.querySelectorAll('#table button[data-action], #actions button[data-action]')]
    .filter(b => vis(b) && !b.disabled);
  const picks = Object.keys(JSON.parse(document.getElementById('table')?.dataset.pickActions || '{}'));
  const bar = [...document.querySelectorAll('#bar button')].filter(vis).map(b => {
    const r = b.getBoundingClientRect();
    return {id: b.dataset.action || b.id, top: r.top, bottom: r.bottom, width: r.width, text: b.innerText};
  });
  return {
    pageScroll: document.scrollingElement.scrollHeight - innerHeight,
    overflowX: document.scrollingElement.scrollWidth - innerWidth,
    boardScroll: board ? board.scrollHeight - board.clientHeight : 0,
    height: innerHeight,
    actions: [...new Set([...controls.map(b => b.dataset.action), ...picks])],
    bar,
    focus: document.activeElement === document.body ? 'body' : (document.activeElement?.dataset?.action
            || document.activeElement?.dataset?.pick || document.activeElement?.id || document.activeElement?.tagName),
  };
}"""


# A JS function of a selector: the font ("16px 700 <family>", " italic" at the end if so) of each text under it
# that is laid out (hidden by `visibility` counts: it is laid out too): an element's own text, and what a ::before
# or ::after shows (a number key's digit too: attr() arrives as its string). Text in an <svg> is left out: it is
# set at its size times the drawing's scale, which its computed style does not tell.
TEXT_FONTS_JS = r"""(selector) => {
    const seen = new Set();
    const font = s => `${s.fontSize} ${s.fontWeight} ${s.fontFamily}` + (s.fontStyle === 'normal' ? '' : ' italic');
    for (const e of document.querySelectorAll(selector)) {
        if (!e.checkVisibility() || e.closest('svg')) continue;
        if ([...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) seen.add(font(getComputedStyle(e)));
        for (const pseudo of ['::before', '::after']) {
            const s = getComputedStyle(e, pseudo);
            if (s.display !== 'none' && /^["']/.test(s.content) && s.content.replace(/\/\s*""$/, '').length > 2)
                seen.add(font(s));
        }
    }
    return [...seen].sort();
}"""
TABLE_TEXT = "#table *, #actions *, #log li"  # what the table's frames draw


def seeded_save(game_id: str, seed: int, stop, options: dict | None = None) -> str:
    """The save (pass and play) of a seeded random game stopped at the first point where player 1 is to move and
    `stop(view of player 1)` holds: a dense position, built on purpose rather than hoped for."""
    game, rng = Recorded(Record.new(game_id, seed, options), Rng(seed + 1000)), random.Random(seed)
    while not (0 in game.state.to_move() and stop(game.state.view(0, log=False))):
        player = rng.choice(game.state.to_move())
        game.apply(player, rng.choice(game.state.legal_actions(player)).id)
    return json.dumps({"id": None, "over": False, "moves": len(game.record.actions), "record": game.record.to_json(),
                       "mode": "pass", "level": None, "human_seat": 0, "players": None, "log": []})


def table_overflow(app, width: int, height: int) -> tuple:
    """(px the table is taller than its box, px the page scrolls) at this size, once nothing travels."""
    app.resize(width, height)
    m = app.page.evaluate(_MEASURE)
    return m["boardScroll"], m["pageScroll"]


def legal_ids(app, game_id: str, seat: int) -> set:
    raw = app.page.evaluate("(k) => localStorage.getItem(k)", f"fudabako:save:{game_id}")
    state = replay(Record.from_json(json.loads(raw)["record"]))
    return {a.id for a in state.legal_actions(seat)}


def check_sizes(app, game_id: str, seat: int, where: str, problems: list, setup_fonts: set | None = None) -> None:
    """Each size's problems into `problems`; with `setup_fonts` (TEXT_FONTS_JS of the setup screen's whole page),
    also each font the table's text uses that the setup screen did not lay out (see the test below)."""
    page = app.page
    for width, height in SIZES:
        app.resize(width, height)  # settled: a card still travelling in from below would count as a taller table
        m = page.evaluate(_MEASURE)
        at = f"{game_id} {where} {width}x{height}"
        if m["overflowX"] > 0:
            problems.append(f"{at}: horizontal overflow of {m['overflowX']} px")
        if width > 400:
            if m["pageScroll"] > 0:
                problems.append(f"{at}: the page scrolls by {m['pageScroll']} px")
            if m["boardScroll"] > 1:
                problems.append(f"{at}: the table does not fit its box ({m['boardScroll']} px to scroll)")
        else:
            for b in m["bar"]:
                if b["bottom"] > m["height"] + 0.5 or b["top"] < 0:
                    problems.append(f"{at}: choice {b['id']} is off screen ({b['top']:.0f}..{b['bottom']:.0f})")
                if b["width"] < 64 and len(b["text"].strip()) > 3:
                    problems.append(f"{at}: choice {b['id']} is {b['width']:.0f} px wide for {b['text']!r}")
        legal = legal_ids(app, game_id, seat)
        if set(m["actions"]) != legal:
            problems.append(f"{at}: the page offers {sorted(m['actions'])}, the engine {sorted(legal)}")
        problems.extend(f"{at}: {v}" for v in axe_violations(page))
        if setup_fonts is not None:
            problems.extend(f"{at}: a font the setup screen did not lay out: {f}"
                            for f in sorted(set(page.evaluate(TEXT_FONTS_JS, TABLE_TEXT)) - setup_fonts))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_is_one_screen_to_read_and_touch(app, game_id):
    solo = get_game(game_id).max_players == 1
    app.open_game(game_id)
    setup_fonts = set(app.page.evaluate(TEXT_FONTS_JS, "body *"))
    app.start("solo" if solo else "ai", level=None if solo else "random", human_seat=None if solo else 0,
              options=OPTIONS.get(game_id))
    rng, problems, moves = random.Random(game_id), [], 0
    checked = 0
    while checked < CHECKS:
        turn = app.wait_turn()
        if turn == "over":
            break
        if moves % 3 == 0:
            check_sizes(app, game_id, 0, f"move {moves}", problems, setup_fonts)
            checked += 1
        app.page.set_viewport_size({"width": 1280, "height": 800})
        app.pick(rng.choice(app.enabled_actions()))
        moves += 1
        if app.wait_turn() == "act":
            focus = app.page.evaluate(_MEASURE)["focus"]
            if focus == "body":
                problems.append(f"{game_id}: after move {moves} the focus is on the page's body")
    assert not problems, "\n".join(problems)


def test_immortal_arena_with_every_attack_open_fits_a_laptop_screen(app):
    """Each of the other side's three pieces open to four attacks (格闘, 火球, 業火, 冷気): the attacks sit two to a row,
    so the board stays on a 1280×800 or 1180×820 screen (four to a column made it 15–47 px too tall)."""
    def every_attack(view):
        targets = [a["id"].split(":")[2] for a in view["legal"] if a["id"].count(":") == 2]
        return all(targets.count(piece) == 4 for piece in ("warrior", "fire", "ice"))
    assert app.resume("immortal-arena", seeded_save("immortal-arena", 18, every_attack)) == "act"
    for width, height in ((1280, 800), (1180, 820)):
        board, page = table_overflow(app, width, height)
        assert board <= 1 and page <= 0, f"at {width}x{height} the table is {board} px taller than its box"


def test_laplaplus_with_cards_placed_and_the_whole_pool_open_fits_a_laptop_screen(app):
    """Four cards placed while the whole pool is still open to choose from: numbered, two or three to a line, the
    placed cards leave the table on a 1280×800 or 1180×820 screen (one to a line made it 7 px too tall)."""
    save = seeded_save("laplaplus", 1, lambda view: view["stage"] == "build" and len(view["slots"][0]) >= 4
                       and len(view["legal"]) >= 20)
    assert app.resume("laplaplus", save) == "act"
    for width, height in ((1280, 800), (1180, 820)):
        board, page = table_overflow(app, width, height)
        assert board <= 1 and page <= 0, f"at {width}x{height} the table is {board} px taller than its box"


def test_reduced_motion_runs_no_animation(make_context, make_app):
    page = make_context(reduced_motion="reduce").new_page()
    app = make_app(page).open_game("dice-janken")
    app.start("pass")
    for _ in range(4):
        app.step(random.Random(1))
    running = page.evaluate("""() => document.getAnimations()
        .filter(a => a.playState === 'running' && a.effect?.getComputedTiming().duration > 0)
        .map(a => a.animationName || a.constructor.name)""")
    assert running == [], f"animations run under prefers-reduced-motion: {running}"


# The words of `selector`'s text laid out across two lines or more.
_WORDS_BROKEN_JS = """(selector) => [...document.querySelectorAll(selector)].filter(e => e.getClientRects().length)
  .flatMap(e => { const text = e.firstChild, range = document.createRange(), broken = [];
    for (const m of text.data.matchAll(/\\S+/g)) {
      range.setStart(text, m.index);
      range.setEnd(text, m.index + m[0].length);
      if (new Set([...range.getClientRects()].map(r => Math.round(r.top))).size > 1) broken.push(m[0]);
    }
    return broken; })"""


def test_stosute_proto_keeps_every_english_action_name_on_one_line(app):
    """The last reveal's two cards, narrower than the six to choose from, keep an action's English name whole at
    every size: at 3–4.4 rem wide, "Research", "Explore" and "Conquer" broke mid-word ("Explo/re")."""
    save = seeded_save("stosute-proto", 1, lambda view: view["last"] is not None
                       and {"research", "explore"} <= set(view["last"]["choices"]))
    assert app.resume("stosute-proto", save) == "act"
    app.page.click("#lang")
    app.page.wait_for_function("() => document.documentElement.lang === 'en'")
    problems = []
    for width, height in SIZES:
        app.resize(width, height)
        played = app.page.locator("#table .sp-played-card .kit-gc-title").all_inner_texts()
        assert sorted(played) == ["Explore", "Research"], played
        broken = app.page.evaluate(_WORDS_BROKEN_JS, "#table .kit-gc-title")
        problems.extend(f"{width}x{height}: {name!r} breaks across lines" for name in broken)
    assert not problems, "\n".join(problems)


# The lines `selector`'s text is laid out in, when the element is made just wide enough for `fits` (a start of its
# text) on one line: the width where a careless break shows, whatever the fonts of the machine.
# The lines of an element's text in a box one pixel too narrow for it on one line.
_LINES_JS = """(selector) => {
  const el = document.querySelector(selector), range = document.createRange();
  range.selectNodeContents(el);
  el.style.flex = 'none';
  el.style.width = `${range.getBoundingClientRect().width - 1}px`;
  return (""" + TEXT_LINES_JS + """)(el)[0];
}"""


def test_japanese_lines_break_between_phrases_and_by_the_strict_rules(app):
    """A sentence breaks between its phrases, not inside a word (マインドマスター's prompt broke as 「…宣言してくださ /
    い」), and a title breaks between its words (対戦ダイススレイヤー's broke as 「…スレイヤ / ー」)."""
    save = seeded_save("mindmaster", 1, lambda view: any(a["id"].startswith("call:") for a in view["legal"]))
    assert app.resume("mindmaster", save) == "act"
    assert app.page.evaluate("() => document.documentElement.lang") == "ja"
    prompt = "相手が伏せたカードのスートを宣言してください"
    app.page.wait_for_function("(text) => document.querySelector('.mm-prompt')?.textContent === text", arg=prompt)
    lines = app.page.evaluate(_LINES_JS, ".mm-prompt")
    assert lines == ["相手が伏せたカードのスートを", "宣言してください"], lines

    app.open_game("dice-slayer")
    app.start("pass")
    title = "対戦ダイススレイヤー"
    assert app.page.locator(".game-bar h1").inner_text() == title
    lines = app.page.evaluate(_LINES_JS, ".game-bar h1")
    assert lines == ["対戦", "ダイススレイヤー"], lines  # where its script changes (widgets.title_html)


def test_mindmaster_keeps_the_computers_name_whole_beside_its_shown_hand(app):
    """On a phone, at the end, the other player's strip holds its hand face up (five cards) and the hand it had
    shown: the cards go under the name rather than squeeze "Computer (Player 2)" into "Compute/r"."""
    game, rng = Recorded(Record.new("mindmaster", 1), Rng(1001)), random.Random(1)
    while game.state.winner is None or not game.state.view(0, log=False)["shown"][1] \
            or game.state.view(0, log=False)["hand_sizes"][1] < 5:
        if game.state.winner is not None:  # over without a shown hand of 5: another game
            game = Recorded(Record.new("mindmaster", rng.randrange(10**6)), Rng(rng.randrange(10**6)))
        player = rng.choice(game.state.to_move())
        game.apply(player, rng.choice(game.state.legal_actions(player)).id)
    save = {"id": None, "over": True, "moves": len(game.record.actions), "record": game.record.to_json(),
            "mode": "ai", "level": "random", "human_seat": 0, "players": None, "log": []}
    assert app.resume("mindmaster", json.dumps(save)) == "over"
    app.page.click("#lang")
    app.page.wait_for_function("() => document.documentElement.lang === 'en'")
    app.resize(390, 844)
    assert app.page.locator('.mm-top .mm-name').first.inner_text().endswith("Computer (Player 2)")
    assert app.page.locator('.mm-top [data-shown="1"]').is_visible()
    assert app.page.evaluate(_WORDS_BROKEN_JS, ".mm-top .mm-name") == []


def test_mindmaster_names_its_empty_discard_pile_once_and_whole(app):
    """The piles' captions name them: the empty discard pile's slot no longer says it again, broken ("Disca/rd")."""
    app.open_game("mindmaster")
    app.page.click("#lang")
    app.page.wait_for_function("() => document.documentElement.lang === 'en'")
    app.start("pass")
    if app.wait_turn() == "handoff":
        app.continue_handoff()
    for width, height in ((1280, 800), (1180, 820)):  # where the piles stand beside the table, a card wide
        app.resize(width, height)
        assert app.page.locator('.mm-pile .kit-pile[data-count="0"]').is_visible()
        assert app.page.evaluate(_WORDS_BROKEN_JS, ".mm-pile .kit-slot-label, .mm-pile figcaption") == [], width


@pytest.mark.parametrize("game_id", ["dice-janken", "blackpoker"])
def test_a_game_bar_keeps_its_title_whole_beside_the_kept_games_button(app, game_id):
    """With a kept game the bar holds "Kept games (1)" beside its tools; on a phone it squeezed the title to two
    letters a line ("Di/ce/Ja/nk/en"). The tools now move under the title when both do not fit."""
    app.open("")
    app.keep_aside(game_id, "{}")
    app.open_game(game_id)
    problems, lang = [], app.page.get_attribute("html", "lang")
    for _ in range(2):  # this language, then the other one
        for width, height in SIZES:
            app.resize(width, height)
            assert app.page.locator("#kept-button").is_visible()
            broken = app.page.evaluate(_WORDS_BROKEN_JS, "#game-title")
            problems += [f"{lang} {width}x{height}: {word!r} breaks across lines" for word in broken]
        lang = app.switch_language()
    assert not problems, "\n".join(problems)


_MARKED_JS = """() => [...document.querySelectorAll('#table *')]
    .filter(e => getComputedStyle(e, '::before').content.includes('▶')).length"""


@pytest.mark.parametrize("game_id", ["dice-janken", "mindmaster", "dice-duel", "delta", "yomi"])
def test_a_finished_pass_and_play_game_marks_no_seat_as_the_one_holding_the_device(app, game_id):
    """In play, ▶ marks the seat on screen; at the end of a pass-and-play game it stayed on whoever moved last
    (often the loser, beside "Player 2 wins!"), and that seat's hand was still "Your hand"."""
    near_end = seeded_save(game_id, 5, lambda view: view["result"] is None and _near_end(game_id, view),
                           OPTIONS.get(game_id))
    app.resume(game_id, near_end)
    assert app.page.evaluate(_MARKED_JS) >= 1  # the seat on screen, while the game goes on
    app.play_to_end(random.Random(5))
    assert app.page.evaluate(_MARKED_JS) == 0
    hands = app.page.evaluate("() => [...document.querySelectorAll('#table [aria-label]')].map(e => e.ariaLabel)"
                              ".concat(document.querySelector('#table').innerText)")
    assert not [h for h in hands if "Your hand" in h or "あなたの手札" in h]


def _near_end(game_id: str, view: dict) -> bool:
    """A few moves from the end: a short game from its start, ヨミ once someone is low on HP."""
    return game_id != "yomi" or view["phase"] != "select" and min(view["hp"]) <= 20


# The table's elements that have an animation (as computed: whether or not it still runs, so no timing is read).
_ANIMATED_JS = """() => [...document.querySelectorAll('#table *')]
    .filter(e => getComputedStyle(e).animationName !== 'none').map(e => e.className)"""


def test_a_redraw_with_no_new_move_plays_no_animation_again(app):
    """The views mark a move's reveal, travel and pulse from the view alone (ui.kit.motion), so a language switch
    redrew them as fresh and played them again (ヨミ's outcome popped twice); now only a new move animates."""
    app.open_game("dice-janken").start("ai", level="strong")
    rng = random.Random(3)
    for _ in range(6):  # until the computer's answer is revealed with motion
        assert app.step(rng, allow_handoff=False) != "over"
        app.wait_turn()
        if app.page.evaluate(_ANIMATED_JS):
            break
    assert app.page.evaluate(_ANIMATED_JS), "no move of six was drawn with an animation"
    app.switch_language()
    assert app.page.evaluate(_ANIMATED_JS) == [], "the language switch played the last move again"
    app.switch_language()
    assert app.page.evaluate(_ANIMATED_JS) == []
    for _ in range(6):  # the next move that shows something new moves again
        if app.step(rng, allow_handoff=False) == "over":
            break
        app.wait_turn()
        if app.page.evaluate(_ANIMATED_JS):
            break
    assert app.page.evaluate(_ANIMATED_JS), "after a new move nothing animates"
