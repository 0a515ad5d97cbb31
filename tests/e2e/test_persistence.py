"""Save / resume across a reload, a corrupt save, and share links (good, tampered, foreign)."""

from __future__ import annotations

import json
import random
import re
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

import pytest

from fudabako.core import decode_link, replay
from test_tables import _WORDS_BROKEN_JS, seeded_save

# timeout: a backstop (pytest-timeout); every wait inside has its own, shorter timeout
pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

SAVE_PREFIX = "fudabako:save:"
BOOT_TIMEOUT = 60_000


def play_rounds(app, picks: int, seed: int = 1) -> str:
    """Click `picks` actions (random ones, seeded), then stop on a player's turn (past any handoff).
    Returns 'act', or 'over' in the rare case the game ended first."""
    rng = random.Random(seed)
    done = 0
    for _ in range(picks * 3):
        r = app.step(rng)
        if r == "over":
            return "over"
        if r != "handoff":
            done += 1
            if done >= picks:
                break
    state = app.wait_turn()
    if state == "handoff":
        app.continue_handoff()
        state = app.wait_turn()
    return state


def long_game_options(game_id: str) -> dict:
    """Options that keep a game going for the few rounds a test plays."""
    return {"dice-janken": {"endurance": 30}, "delta": {"endurance": 99}, "dice-duel": {"life": 100}}.get(game_id, {})


def save_keys(page) -> list[str]:
    return page.evaluate(f"() => Object.keys(localStorage).filter(k => k.startsWith('{SAVE_PREFIX}'))")


@pytest.mark.parametrize("game_id", ["dice-janken", "stosute-proto", "stosute", "delta", "mindmaster",
                                     "immortal-arena", "dice-duel", "dice-slayer"])
def test_reload_resumes(app, game_id):
    page = app.page
    app.open_game(game_id)
    app.start("pass", options=long_game_options(game_id))
    before = play_rounds(app, 4)  # two full rounds: both choices revealed twice
    counters, log_len, viewer = app.counters(), app.log_count(), app.viewer()
    assert counters, "no [data-endurance]/[data-points] counters in #table"
    assert save_keys(page), "nothing saved under localStorage 'fudabako:save:*'"

    app.reload()
    page.wait_for_selector(f'#game[data-game="{game_id}"]', state="visible", timeout=10_000)
    state = app.wait_turn()
    if state == "handoff":
        app.continue_handoff()
        state = app.wait_turn()
    assert state == before, f"after reload the game is not resumed (page state {state!r}, was {before!r})"
    if app.viewer() != viewer:  # resumed behind a handoff for the other player: pass it back
        pytest.fail(f"resumed with viewer {app.viewer()!r}, was {viewer!r}")
    assert app.counters() == counters, "counters differ after reload"
    assert app.log_count() == log_len, "log length differs after reload"


def saved(page, game_id: str):
    return page.evaluate("(k) => localStorage.getItem(k)", SAVE_PREFIX + game_id)


def kept_entries(page, game_id: str) -> list:
    """The games set aside for `game_id`, as stored: [{"why", "at", "moves", "data"}], oldest first."""
    return page.evaluate("""(prefix) => Object.keys(localStorage).filter(k => k.startsWith(prefix)).sort()
        .map(k => JSON.parse(localStorage.getItem(k)))""", f"fudabako:kept:{game_id}:")


@pytest.mark.parametrize("bad", [
    "{not json!! \u0000garbage",
    # the audit's two saves that escaped the loader and failed the page on every reload
    "human_seat",
    "nested",
])
def test_an_unreadable_save_is_set_aside_and_the_page_works_on_every_reload(app, guard, bad):
    guard.allow_console(r"(?i)(save|record|json|fudabako:save|記録|セーブ)",
                        "the app may log the corrupt save it refuses; the user-facing part is #message")
    page = app.page
    app.open_game("dice-janken")
    app.start("pass", options=long_game_options("dice-janken"))
    play_rounds(app, 2)
    good = json.loads(saved(page, "dice-janken"))
    text = {"human_seat": json.dumps({**good, "human_seat": 1.0}),
            "nested": json.dumps({**good, "record": "@"}).replace('"@"', "[" * 5000 + "]" * 5000)}.get(bad, bad)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_PREFIX + "dice-janken", text])

    app.reload()
    msg = app.wait_message()
    assert len(msg) >= 5 and "Traceback" not in msg, f"#message: {msg!r}"
    assert page.get_attribute("#message", "role") == "alert"
    assert saved(page, "dice-janken") is None
    assert [e["data"] for e in kept_entries(page, "dice-janken")] == [text], "the save was not kept as it was"
    # the player can get it back: the kept games list shows its data
    page.click("#kept-button")
    page.wait_for_selector("#kept[open]", state="attached", timeout=10_000)
    shown = page.eval_on_selector_all("#kept-list textarea", "ts => ts.map(t => t.value)")
    assert shown == [text.replace("\x00", "\ufffd")]  # HTML shows a NUL as U+FFFD; storage keeps it as it was
    assert page.locator('#kept-list [data-kept="resume"]').count() == 0, "an unreadable save offered to resume"
    page.click("#kept-close")
    app.start("pass")
    assert app.step() != "over"

    app.reload()  # the next load is clean: the save was set aside once
    page.wait_for_selector("#table", state="attached", timeout=10_000)
    assert app.message() == ""
    assert len(kept_entries(page, "dice-janken")) == 1


def test_a_link_nesting_deep_does_not_stop_the_page(app):
    """The audit's 170-character link whose data nests 10,000 deep left the page on "Starting Python…"."""
    import base64
    import zlib

    raw = b"[" * 10_000 + b"]" * 10_000
    code = f"f1.{base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip('=')}.{zlib.crc32(raw):08x}"
    assert len(code) < 200
    check_bad_link(app, app.url(f"?game=dice-janken#r={code}"))


def test_a_record_longer_than_any_real_game_is_refused_and_the_echo_is_cut(app):
    """A legal but endless record (ties forever) is refused with a message; an illegal action id is echoed cut short."""
    from fudabako.core import Record, Recorded, Rng, encode_link, get_game

    game = Recorded(Record.new("dice-janken", 1), Rng(1))
    while len(game.record.actions) <= get_game("dice-janken").max_actions:
        game.apply(0, "rock")
        game.apply(1, "rock")
    msg = check_bad_link(app, app.url(f"?game=dice-janken#r={encode_link(game.record)}"))
    assert str(get_game("dice-janken").max_actions) in msg

    short = Recorded(Record.new("dice-janken", 1), Rng(1)).record
    short.actions = [[0, "x" * 190]]
    msg = check_bad_link(make_page(app), app.url(f"?game=dice-janken#r={encode_link(short)}"))
    assert "x" * 61 not in msg and len(msg) < 400, f"the rejected id is echoed whole: {len(msg)} characters"


def make_page(app):
    """The same app helper on a fresh page of the same context."""
    return type(app)(app.page.context.new_page(), app.base_url)


def test_share_link_restores_and_rejects_bad_links(app, make_context, make_app):
    app.open_game("dice-janken")
    app.start("pass", options=long_game_options("dice-janken"))
    assert play_rounds(app, 4) == "act"
    link = app.share_link()
    record = decode_link(app.record_in_link(link))  # the engine accepts it
    assert record.game == "dice-janken" and len(record.actions) >= 4
    state = replay(record)
    assert urlsplit(link).hostname in ("127.0.0.1", "localhost"), f"share link not on this site: {link}"

    # opened in a fresh context (no localStorage): the same game
    other = make_context().new_page()
    other.goto(link, timeout=BOOT_TIMEOUT)
    make_app(other).wait_ready()
    other.wait_for_selector('#game[data-game="dice-janken"]', state="visible", timeout=10_000)
    other.wait_for_selector("#table [data-endurance]", state="attached", timeout=10_000)
    for seat in (0, 1):
        shown = other.inner_text(f'#table [data-endurance="{seat}"]')
        assert str(state.endurance[seat]) in re.findall(r"-?\d+", shown), \
            f"shared game shows endurance {shown!r} for seat {seat}, engine says {state.endurance[seat]}"

    # tampered: one character of the payload changed
    code = app.record_in_link(link)
    prefix, body, crc = code.split(".")
    i = len(body) // 2
    body2 = body[:i] + ("A" if body[i] != "A" else "B") + body[i + 1:]
    tampered = unquote(link).replace(code, f"{prefix}.{body2}.{crc}")
    check_bad_link(make_app(make_context().new_page()), tampered)

    # foreign: the dice-janken record opened as stosute-proto
    parts = urlsplit(unquote(link))
    query = [(k, "stosute-proto" if k == "game" else v) for k, v in parse_qsl(parts.query)]
    if not any(k == "game" for k, _ in query):
        query.append(("game", "stosute-proto"))
    foreign = urlunsplit(parts._replace(query=urlencode(query)))
    assert foreign != link
    check_bad_link(make_app(make_context().new_page()), foreign)


def check_bad_link(app, url) -> str:
    """Open a link the page must refuse: it says why (returned) and stays usable."""
    page = app.page
    page.goto(url, timeout=BOOT_TIMEOUT)
    app.wait_ready()
    msg = app.wait_message()
    assert len(msg) >= 5, f"#message too terse: {msg!r}"
    assert "Traceback" not in msg, f"raw Python error shown to the user: {msg!r}"
    # still alive: a game can be started from here
    if not page.locator("#setup").is_visible():
        if page.locator("#play").is_visible():
            app.new_game()
        else:
            page.click('#shelf a.game-card[data-game="dice-janken"]')
            app.wait_ready()
    app.start("pass")
    assert app.step() != "over"
    return msg


def link_then_another_game(app, seeds: tuple) -> tuple:
    """A game's share link, then a new game in progress: (the link, the new game's save)."""
    app.open_game("dice-janken")
    app.start("pass", options=long_game_options("dice-janken"))
    assert play_rounds(app, 4, seed=seeds[0]) == "act"
    link = app.share_link()
    app.new_game()
    app.start("pass", options=long_game_options("dice-janken"))
    assert play_rounds(app, 2, seed=seeds[1]) == "act"
    return link, saved(app.page, "dice-janken")


def test_a_share_link_keeps_the_game_in_progress(app):
    """Opening someone's link replaces nothing for good: the game in progress is kept, and resuming it keeps the
    shared one in turn."""
    page = app.page
    link, mine = link_then_another_game(app, (2, 3))
    assert [e["why"] for e in kept_entries(page, "dice-janken")] == ["new"], "the first game was not kept"

    page.goto(link, timeout=BOOT_TIMEOUT)
    app.wait_ready()
    page.wait_for_selector("#kept-button", state="visible", timeout=10_000)
    shared = saved(page, "dice-janken")
    assert shared != mine
    assert [e["data"] for e in kept_entries(page, "dice-janken")][-1] == mine

    page.click("#kept-button")
    page.wait_for_selector("#kept[open]", state="attached", timeout=10_000)
    key = page.evaluate("(mine) => Object.keys(localStorage).find(k => k.startsWith('fudabako:kept:') && "
                        "JSON.parse(localStorage.getItem(k)).data === mine)", mine)
    page.click(f'#kept-list [data-kept="resume"][data-key="{key}"]')
    page.wait_for_function("(mine) => localStorage.getItem('fudabako:save:dice-janken') === mine", arg=mine,
                           timeout=10_000)
    assert shared in [e["data"] for e in kept_entries(page, "dice-janken")], "the shared game was not kept in turn"


def test_two_tabs_never_write_over_each_others_game(app, make_app):
    """Two tabs on one game show the same game as it moves on; a new game started in one keeps the other's."""
    page = app.page
    app.open_game("dice-janken")
    app.start("pass", options=long_game_options("dice-janken"))
    assert play_rounds(app, 2, seed=4) == "act"
    other = make_app(page.context.new_page()).open_game("dice-janken")
    assert other.wait_turn() == "act"
    moves = page.evaluate("() => document.body.dataset.moves")
    assert other.page.evaluate("() => document.body.dataset.moves") == moves, "the second tab shows another game"

    app.step(random.Random(5))  # a move in the first tab shows in the second
    other.page.wait_for_function("(m) => document.body.dataset.moves !== m", arg=moves, timeout=10_000)
    first_game = saved(page, "dice-janken")

    other.new_game()
    other.start("pass")
    page.wait_for_function("(g) => localStorage.getItem('fudabako:save:dice-janken') !== g", arg=first_game,
                           timeout=10_000)
    assert first_game in [e["data"] for e in kept_entries(page, "dice-janken")], "the first tab's game was lost"
    page.wait_for_function("() => document.body.dataset.moves === '0'", timeout=10_000)  # it shows the new one
    assert app.page.inner_text("#note").strip(), "the first tab did not say its game was set aside"


def test_with_storage_full_a_link_never_destroys_the_game_in_progress(app, make_context, make_app):
    """With no room left, opening a share link plays the shared game unsaved and leaves the saved game as it was,
    and the page does not claim a save that did not happen."""
    page = app.page
    link, mine = link_then_another_game(app, (6, 7))
    page.evaluate("""() => {  // fill the origin's storage: no room left for anything the size of a save
        let chunk = 'x'.repeat(1 << 20), i = 0;
        while (chunk.length >= 64) {
            try { localStorage.setItem('filler:' + i++, chunk); } catch { chunk = chunk.slice(chunk.length >> 1); }
        }
    }""")
    page.goto(link, timeout=BOOT_TIMEOUT)
    app.wait_ready()
    page.wait_for_selector("#table", state="attached", timeout=10_000)
    assert saved(page, "dice-janken") == mine, "the game in progress was written over"
    note = page.inner_text("#note")
    assert "not saved" in note or "保存はしていません" in note, f"the note claims a save: {note!r}"


def test_games_saved_by_an_earlier_version_are_continued_or_kept(app):
    """A deploy never loses a game: a save of the first format (a seed) of a game whose rules did not change
    continues, rewritten without its seed; one whose rules changed since (another version) is kept with its log."""
    from fudabako.core import get_game

    page = app.page
    app.open_game("dice-janken")
    old = {"record": {"game": "dice-janken", "version": get_game("dice-janken").version, "seed": 5,
                      "options": {"endurance": 12}, "players": 2, "actions": [[0, "rock"], [1, "paper"]]},
           "mode": "pass", "level": None, "human_seat": 0}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_PREFIX + "dice-janken", json.dumps(old)])
    app.reload()
    page.wait_for_function("() => document.body.dataset.moves === '2'", timeout=10_000)
    assert app.message() == ""
    resumed = json.loads(saved(page, "dice-janken"))
    assert "seed" not in resumed["record"] and len(resumed["record"]["chance"]) == 6
    assert resumed["record"]["actions"] == old["record"]["actions"]

    earlier = {"id": "0123456789abcdef", "mode": "pass", "level": None, "human_seat": 0,
               "record": {"game": "delta", "version": 1, "seed": 9, "options": {"endurance": 60}, "players": 2,
                          "actions": [[0, "S2+S3"]]},
               "log": [{"ja": "第1ラウンド", "en": "Round 1"}, {"ja": "プレイヤー1が選びました", "en": "Player 1 has chosen"}]}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_PREFIX + "delta", json.dumps(earlier)])
    app.open_game("delta")
    assert "v1" in app.wait_message()
    assert [e["why"] for e in kept_entries(page, "delta")] == ["version"]
    page.click("#kept-button")
    page.wait_for_selector("#kept[open]", state="attached", timeout=10_000)
    page.click("#kept-list .kept-log summary")
    assert page.eval_on_selector_all("#kept-list .kept-log li", "ls => ls.map(l => l.innerText)") == \
        ["第1ラウンド", "プレイヤー1が選びました"]


def test_a_kept_game_offers_resume_and_delete_on_one_line_at_its_two_ends(app):
    """On a phone the kept games dialog stacked Resume, the data to copy and Delete one under the other (Delete a
    line below Resume, where a second tap lands), and broke the date at its hyphen (「2026-/11-30」)."""
    save = seeded_save("dice-janken", 3, lambda view: view["round"] >= 2)
    app.open("")
    app.keep_aside("dice-janken", save, moves=2)
    app.open_game("dice-janken")
    app.resize(390, 844)
    lang = app.page.get_attribute("html", "lang")
    for _ in range(2):  # this language, then the other one
        app.page.click("#kept-button")
        app.page.wait_for_selector("#kept[open]")
        resume, delete = (app.page.locator(f'#kept-list [data-kept="{kind}"]').bounding_box()
                          for kind in ("resume", "delete"))
        entry = app.page.locator("#kept-list .kept-entry").bounding_box()
        assert abs(resume["y"] - delete["y"]) < 1, lang
        assert resume["x"] - entry["x"] < 1 and entry["x"] + entry["width"] - delete["x"] - delete["width"] < 1, lang
        assert app.page.evaluate(_WORDS_BROKEN_JS, "#kept-list time") == [], lang
        app.page.keyboard.press("Escape")
        lang = app.switch_language()
