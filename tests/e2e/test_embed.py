"""An embed boots on any blog: in a cross-site iframe (the blog on localhost, the app on 127.0.0.1) with
third-party storage blocked by the browser's own setting, the game says once that it will not be kept and plays
to its end; with storage allowed, the same embed keeps its game across a reload; a page opened from a file that
embeds the game boots too."""

from __future__ import annotations

import random
from urllib.parse import quote

import pytest

# timeout: a backstop (pytest-timeout); every wait inside has its own, shorter timeout
pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

BOOT_TIMEOUT = 60_000

# Chromium's "Block third-party cookies" setting, which also denies third-party site data (localStorage,
# IndexedDB, caches, service workers), as private windows and strict settings do; and the opposite.
BLOCK_THIRD_PARTY = {"profile": {"cookie_controls_mode": 1}}
ALLOW_THIRD_PARTY = {"profile": {"cookie_controls_mode": 0}}

NOT_KEPT = {"ja": "ブラウザーが保存を許可していないため、ゲームは保存されません。",
            "en": "This browser blocks storage here, so games will not be kept."}

STORAGE_ERROR_JS = "() => { try { localStorage.length; return null; } catch (e) { return e.name; } }"


def embed(page, parent_url: str, src: str):
    """Open the blog post `parent_url` embedding `src`; return the iframe's frame (App drives it like a page)."""
    page.goto(f"{parent_url}?src={quote(src, safe='')}", timeout=BOOT_TIMEOUT)
    return page.locator("iframe").element_handle().content_frame()


def notes_shown(frame) -> list[str]:
    return frame.eval_on_selector_all(
        "#storage-note", "ns => ns.filter(n => n.getClientRects().length).map(n => n.innerText.trim())")


def test_an_embed_boots_and_plays_on_any_blog(make_profile_context, make_app, built_site, base_url, blog_url):
    src = base_url + "?game=dice-janken&embed=1"
    blocked = make_profile_context(BLOCK_THIRD_PARTY).new_page()
    frame = embed(blocked, blog_url, src + "&lang=ja")
    assert frame.evaluate(STORAGE_ERROR_JS) == "SecurityError", "third-party storage is not blocked in the iframe"
    game = make_app(frame).wait_ready()
    assert notes_shown(frame) == [NOT_KEPT["ja"]]
    game.start("ai", level="strong", options={"endurance": 6})
    game.play_to_end(rng=random.Random(2), allow_handoff=False)
    assert notes_shown(frame) == [NOT_KEPT["ja"]]

    # A page opened from a file that embeds the game (its iframe is cross-site too: storage blocked).
    blog_file = (built_site / "tests" / "e2e" / "blog.html").as_uri()
    from_file = embed(blocked.context.new_page(), blog_file, src + "&lang=en")
    assert from_file.evaluate(STORAGE_ERROR_JS) == "SecurityError"
    make_app(from_file).wait_ready()
    assert notes_shown(from_file) == [NOT_KEPT["en"]]

    # Storage allowed: no note, and the game survives a reload of the blog post (a solo game: no worker to wait for).
    allowed = make_profile_context(ALLOW_THIRD_PARTY).new_page()
    frame = embed(allowed, blog_url, base_url + "?game=killzone&embed=1")
    assert frame.evaluate(STORAGE_ERROR_JS) is None, "third-party storage is blocked although allowed"
    game = make_app(frame).wait_ready()
    assert notes_shown(frame) == []
    game.start("solo")
    rng = random.Random(3)
    for _ in range(2):
        game.step(rng)
    assert game.wait_turn() == "act"
    moves, log = frame.evaluate("() => document.body.dataset.moves"), game.log_lines()
    allowed.reload(timeout=BOOT_TIMEOUT)
    game = make_app(allowed.locator("iframe").element_handle().content_frame()).wait_ready()
    assert game.wait_turn() == "act"
    assert game.page.evaluate("() => document.body.dataset.moves") == moves
    assert game.log_lines() == log
