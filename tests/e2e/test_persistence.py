"""Save / resume across a reload, a corrupt save, and share links (good, tampered, foreign)."""

from __future__ import annotations

import json
import random
import re
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

import pytest

from fudabako.core import decode_link, replay

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


def test_corrupt_save_shows_error_and_page_still_works(app, guard):
    guard.allow_console(r"(?i)(save|record|json|fudabako:save|記録|セーブ)",
                        "the app may log the corrupt save it refuses; the user-facing part is #message")
    page = app.page
    app.open_game("dice-janken")
    app.start("pass", options=long_game_options("dice-janken"))
    play_rounds(app, 2)
    keys = save_keys(page) or [SAVE_PREFIX + "dice-janken"]
    page.evaluate("(keys) => { for (const k of keys) localStorage.setItem(k, '{not json!! \\u0000garbage'); }", keys)

    app.reload()
    msg = app.wait_message()
    assert len(msg) >= 5, f"#message too terse: {msg!r}"
    assert page.get_attribute("#message", "role") == "alert"
    # still usable: a new game can be started and played
    if not page.locator("#setup").is_visible():
        page.click("#new-game")
    app.start("pass")
    assert app.step() not in ("over",)


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


def check_bad_link(app, url):
    page = app.page
    page.goto(url, timeout=BOOT_TIMEOUT)
    app.wait_ready()
    msg = app.wait_message()
    assert len(msg) >= 5, f"#message too terse: {msg!r}"
    assert "Traceback" not in msg, f"raw Python error shown to the user: {msg!r}"
    # still alive: a game can be started from here
    if not page.locator("#setup").is_visible():
        if page.locator("#new-game").is_visible():
            page.click("#new-game")
        else:
            page.click('#shelf a.game-card[data-game="dice-janken"]')
            app.wait_ready()
    app.start("pass")
    assert app.step() != "over"


def test_a_share_link_keeps_the_game_in_progress(app):
    """Opening someone's link replaces nothing for good: the game in progress is one button away, both ways."""
    page = app.page
    app.open_game("dice-janken")
    app.start("pass", options=long_game_options("dice-janken"))
    assert play_rounds(app, 4, seed=2) == "act"
    link = app.share_link()
    page.click("#new-game")
    app.start("pass", options=long_game_options("dice-janken"))
    assert play_rounds(app, 2, seed=3) == "act"
    mine = page.evaluate(f"() => localStorage.getItem('{SAVE_PREFIX}dice-janken')")
    assert not page.locator("#previous-game").is_visible(), "nothing was displaced yet"

    page.goto(link, timeout=BOOT_TIMEOUT)
    app.wait_ready()
    page.wait_for_selector("#previous-game", state="visible", timeout=10_000)
    shared = page.evaluate(f"() => localStorage.getItem('{SAVE_PREFIX}dice-janken')")
    assert shared != mine

    page.click("#previous-game")
    page.wait_for_function(f"() => localStorage.getItem('{SAVE_PREFIX}dice-janken') === {json.dumps(mine)}", timeout=10_000)
    page.click("#previous-game")
    page.wait_for_function(f"() => localStorage.getItem('{SAVE_PREFIX}dice-janken') === {json.dumps(shared)}", timeout=10_000)
