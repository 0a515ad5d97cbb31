"""The shelf (static, usable before Python), the language switch and the embed mode."""

from __future__ import annotations

import importlib.util
import json
import sys
import time
import zipfile
from urllib.parse import parse_qs, urljoin, urlsplit

import pytest

from fudabako.core import all_games, get_game

# timeout: a backstop (pytest-timeout); every wait inside has its own, shorter timeout
pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

BOOT_TIMEOUT = 60_000


def test_shelf_lists_every_game_before_python_is_ready(context, page, base_url, guard):
    """Hold back the Pyodide wasm: the shelf and its cards must already be there without Python; then release
    it and the UI becomes live (body[data-ready=1])."""
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))

    page.goto(base_url, wait_until="domcontentloaded", timeout=BOOT_TIMEOUT)
    page.wait_for_selector("#shelf", state="visible", timeout=10_000)
    games = all_games()
    for game in games:
        card = page.locator(f'#shelf a.game-card[data-game="{game.id}"]')
        assert card.count() == 1, f"no single shelf card for {game.id}"
        card.wait_for(state="visible", timeout=10_000)
        href = card.get_attribute("href") or ""
        assert parse_qs(urlsplit(urljoin(base_url, href)).query).get("game") == [game.id], href
        text = card.inner_text()
        assert game.title["ja"] in text or game.title["en"] in text, f"card of {game.id} lacks its title: {text!r}"
    ids_on_shelf = page.eval_on_selector_all("#shelf a.game-card", "els => els.map(e => e.dataset.game)")
    assert sorted(ids_on_shelf) == sorted(g.id for g in games), "shelf cards differ from the registry"
    assert page.evaluate("() => document.body.dataset.ready") != "1", "Python ready although its wasm is held back"
    if page.locator("#boot").count():
        assert page.locator("#boot").is_visible(), "#boot (the loading bar) should show while Python loads"

    # The wasm is asked for once the page has its snapshot (or knows it has none): on a loaded machine that
    # comes late, so wait for the request itself (pumping Playwright's events, which run the route handler).
    deadline = time.monotonic() + BOOT_TIMEOUT / 1000
    while not held and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert held, "the page never asked for pyodide.asm.wasm (is Python booted another way?)"
    for route in held:
        route.fallback()
    context.unroute("**/pyodide.asm.wasm")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=BOOT_TIMEOUT)
    if page.locator("#boot").count():
        page.locator("#boot").wait_for(state="hidden", timeout=10_000)
    assert page.locator("#shelf a.game-card").count() == len(games)


# A game page's setup as a player finds it: what shows, what is chosen, every label and the level's note.
_SETUP_STATE_JS = """() => {
  const shown = (id) => { const e = document.getElementById(id); return !!e && !e.closest('[hidden]'); };
  const form = document.getElementById('setup');
  return {
    title: document.getElementById('game-title').textContent, tab: document.title,
    shown: ['setup', 'mode-choice', 'names', 'ai-settings', 'game-options'].filter(shown),
    mode: form.querySelector('input[name="mode"]:checked')?.value,
    fields: [...form.querySelectorAll('select, input:not([type="radio"])')].map((f) =>
      [f.id, f.value, f.tagName === 'SELECT' ? [...f.options].map((o) => o.text) : null]),
    note: document.getElementById('ai-level-note').textContent,
    labels: document.getElementById('option-fields').innerText,
  };
}"""


def _last_choices(game) -> dict:
    """This device's choices for `game` from an earlier visit, none of them the setup's defaults."""
    from fudabako.ai import levels_for

    levels = [lv["id"] for lv in levels_for(game.id)]
    return {f"setup:{game.id}": {"mode": "ai", "level": levels[0] if levels else None, "human": 1,
                                 "names": ["Aki", "Ben"]}}


def test_a_game_page_sets_up_before_python_as_python_would(app, make_context, base_url):
    """Every game's page, its Python held back (its wasm never answers), draws the setup Python draws
    (static/setup-paint.js), in both languages, with the choices this device made last time: the same fields,
    values, labels and level note. Then Python takes it over on a page where it does come up."""
    held = make_context()
    held.route("**/pyodide.asm.wasm", lambda route: None)  # never answered: Python never comes up there
    early = held.new_page()
    early.goto(base_url, wait_until="domcontentloaded")  # its storage, for the choices below
    page = app.page
    for game in all_games():
        prefs = json.dumps(_last_choices(game))
        states = {}
        for who, tab in (("before Python", early), ("Python", page)):
            tab.evaluate("(prefs) => localStorage.setItem('fudabako:prefs', prefs)", prefs)
            if tab is early:
                tab.goto(f"{base_url}?game={game.id}", wait_until="domcontentloaded")
                tab.wait_for_selector(f'#setup[data-painted="{game.id}"]:not([hidden])', timeout=10_000)
                assert tab.evaluate("() => document.body.dataset.ready") != "1"
            else:
                app.open_game(game.id)
            lang = tab.get_attribute("html", "lang")
            first = tab.evaluate(_SETUP_STATE_JS)
            tab.click("#lang")
            tab.wait_for_function("(lang) => document.documentElement.lang !== lang", arg=lang)
            states[who] = [first, tab.evaluate(_SETUP_STATE_JS)]
            tab.click("#lang")
            tab.wait_for_function("(lang) => document.documentElement.lang === lang", arg=lang)
        assert states["before Python"] == states["Python"], game.id
        mode = states["Python"][0]["mode"]
        assert game.max_players == 1 or mode == "ai", f"{game.id}: last time's mode not restored ({mode})"
    held.close()


def test_a_start_pressed_before_python_starts_that_game_once_it_is_up(context, page, base_url):
    """A first visit chooses while Python starts: against the computer, the Reader level, the second seat, 20
    endurance, a language switch among them, then Start; the game starts with those once Python is up."""
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{base_url}?game=dice-janken", wait_until="domcontentloaded")
    page.wait_for_selector('#setup[data-painted="dice-janken"]:not([hidden])', timeout=10_000)
    page.check('#setup input[name="mode"][value="ai"]')
    page.wait_for_selector("#ai-settings", state="visible")
    page.select_option("#ai-level", "yomi")
    note = page.inner_text("#ai-level-note")
    page.click("#lang")
    page.wait_for_function("() => document.getElementById('ai-level-note').textContent")
    assert page.inner_text("#ai-level-note") not in ("", note), "the level's note did not follow the language"
    page.select_option("#human-seat", "1")
    page.fill('#setup [name="opt-endurance"]', "20")
    page.click("#start")
    page.wait_for_selector("#setup[data-pending]", state="attached")
    assert page.evaluate("() => document.body.dataset.ready") != "1" and held
    for route in held:
        route.fallback()
    context.unroute("**/pyodide.asm.wasm")
    page.wait_for_selector('body[data-playing="1"]', state="attached", timeout=BOOT_TIMEOUT)
    save = json.loads(page.evaluate("() => localStorage.getItem('fudabako:save:dice-janken')"))
    assert (save["mode"], save["level"], save["human_seat"]) == ("ai", "yomi", 1)
    assert save["record"]["options"] == {"endurance": 20}
    assert not page.locator("#setup").is_visible()


def test_shelf_matches_cli_registry(app):
    """The registry as `python -m fudabako games --json` would list it (imported directly: same code)."""
    app.open()
    ids = app.page.eval_on_selector_all("#shelf a.game-card", "els => els.map(e => e.dataset.game)")
    assert set(ids) == {g.id for g in all_games()}
    # a shelf card leads to its game page
    first = all_games()[0].id
    app.page.click(f'#shelf a.game-card[data-game="{first}"]')
    app.wait_ready()
    app.page.wait_for_selector(f'#game[data-game="{first}"]', state="visible")
    app.page.wait_for_selector("#setup", state="visible")
    assert not app.visible("#shelf"), "the shelf is still visible on a game page"
    app.page.click("#back-to-shelf")
    app.page.wait_for_selector("#shelf", state="visible", timeout=10_000)
    assert not app.visible("#game"), "#game still visible after #back-to-shelf"


def test_a_game_opened_from_the_shelf_sets_up_with_its_own_defaults(app):
    """Back to the shelf from デルタ (endurance 60) and on to サイコロじゃんけん (6–30): its setup offers its own
    default endurance and mode, not the fields デルタ left, and starts."""
    page = app.page
    app.open_game("delta")
    page.check('#setup input[name="mode"][value="ai"]')
    page.fill('#setup [name="opt-endurance"]', "70")
    page.click("#back-to-shelf")
    page.click('#shelf a.game-card[data-game="dice-janken"]')
    page.wait_for_selector('#game[data-game="dice-janken"] #setup', state="visible", timeout=10_000)
    [endurance] = [o for o in get_game("dice-janken").options if o.key == "endurance"]
    assert page.input_value('#setup [name="opt-endurance"]') == str(endurance.default)
    assert page.is_checked('#setup input[name="mode"][value="pass"]'), "the mode デルタ's setup left is chosen"
    page.click("#start")
    assert app.wait_turn() in ("act", "handoff"), app.message()


def test_language_switch(app):
    app.open()
    page = app.page
    lang0 = page.get_attribute("html", "lang")
    assert lang0 in ("ja", "en"), lang0
    shelf0 = page.inner_text("#shelf")
    page.click("#lang")
    other = "en" if lang0 == "ja" else "ja"
    page.wait_for_function(f"() => document.documentElement.lang === '{other}'", timeout=10_000)
    assert page.inner_text("#shelf") != shelf0, "shelf text did not change with the language"
    games = all_games()
    shelf1 = page.inner_text("#shelf")
    assert any(g.title[other] in shelf1 for g in games), f"no {other} game title on the shelf: {shelf1!r}"
    # a game page in the other language, then back
    app.open_game(games[0].id)
    assert page.get_attribute("html", "lang") == other, "language choice not kept across pages"
    setup1 = page.inner_text("#game")
    page.click("#lang")
    page.wait_for_function(f"() => document.documentElement.lang === '{lang0}'", timeout=10_000)
    assert page.inner_text("#game") != setup1, "game page text did not change with the language"


def test_embed_mode(app, make_context, base_url):
    page = app.page
    app.open("?game=dice-janken&embed=1")
    page.wait_for_selector('#game[data-game="dice-janken"]', state="visible", timeout=10_000)
    assert page.evaluate("() => document.body.classList.contains('embed')"), "body lacks class 'embed'"
    assert not app.visible("#shelf"), "the shelf shows in embed mode"
    app.start("pass")
    assert app.enabled_actions(), "no playable action in embed mode"

    # the snippet from the normal page
    app.open_game("dice-janken")
    assert not page.evaluate("() => document.body.classList.contains('embed')")
    page.click("#menu-button")
    page.click("#copy-embed")
    page.wait_for_function("() => (document.getElementById('embed-code')?.value || '').includes('<iframe')",
                           timeout=10_000)
    snippet = page.input_value("#embed-code")
    assert "embed=1" in snippet and "dice-janken" in snippet, snippet
    lang = page.evaluate("() => document.documentElement.lang")
    assert f"lang={lang}" in snippet, f"the embed code does not keep the page's language ({lang}): {snippet}"

    # the snippet works inside another page
    import re

    src = re.search(r'src="([^"]+)"', snippet)
    assert src, f"no src in {snippet!r}"
    host_context = make_context()  # fresh: no service worker of the site yet to answer for the host page
    host_context.route(base_url + "__embed_host.html",
                       lambda route: route.fulfill(status=200, content_type="text/html",
                                                   body=f"<!doctype html><html lang=en><title>host</title>{snippet}"))
    host_page = host_context.new_page()
    host_page.goto(base_url + "__embed_host.html")
    frame = host_page.frame_locator("iframe").first
    frame.locator('#game[data-game="dice-janken"]').wait_for(state="visible", timeout=BOOT_TIMEOUT)
    frame.locator('body[data-ready="1"]').wait_for(state="attached", timeout=BOOT_TIMEOUT)
    assert frame.locator("html").get_attribute("lang") == lang, "the embedded game ignores the snippet's language"


def test_the_boot_preloads_every_pyscript_chunk_it_fetches(page, base_url, guard):
    """index.html preloads files by name (PyScript's chunks are named by the pinned version): each must exist, and
    every PyScript chunk the boot fetches must be among them (PyScript imports its chunks one after another before
    it starts Pyodide; a chunk left out would add a round trip to every load)."""
    status = {}
    page.on("response", lambda r: status.__setitem__(r.url.split("?")[0], r.status))
    page.goto(base_url + "?game=dice-janken", timeout=BOOT_TIMEOUT)
    page.wait_for_function("() => document.body.dataset.ready === '1'", timeout=BOOT_TIMEOUT)
    preloads = page.eval_on_selector_all('link[rel="preload"], link[rel="modulepreload"]', "ls => ls.map(l => l.href)")
    for href in preloads:
        assert status.get(href) == 200, (href, status.get(href))
    chunks = {url for url in status if "/static/vendor/pyscript/" in url and not url.endswith("/core.js")}
    assert chunks and chunks <= set(preloads), sorted(chunks - set(preloads))


def test_pyscripts_python_package_ships_compiled_in_the_engine_zip(built_site):
    """PyScript writes its Python package (`pyscript`) into the page's Python at every start and imports it before
    our code; the build ships that package compiled in the engine zip, first on sys.path, so the page imports the
    bytecode instead of compiling the sources (scripts/build_assets.py). What was compiled must be the very text
    the vendored bundle writes: a PyScript upgrade that changed it, or the form of the npm package's copy, fails
    here rather than shadowing the new package with an old one."""
    sys.path.insert(0, str(built_site / "scripts"))  # build_assets imports its neighbour build_icons
    try:
        spec = importlib.util.spec_from_file_location("build_assets", built_site / "scripts" / "build_assets.py")
        build_assets = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(build_assets)
    finally:
        sys.path.remove(str(built_site / "scripts"))
    package = build_assets.pyscript_package()
    assert "pyscript/__init__.py" in package and len(package) >= 10, sorted(package)
    bundle = "".join(p.read_text(encoding="utf-8") for p in (built_site / "static/vendor/pyscript").glob("core-*.js"))
    for name, source in package.items():
        assert json.dumps(source.decode(), ensure_ascii=False) in bundle, f"{name} is not what PyScript writes"
    with zipfile.ZipFile(built_site / "static/vendor/fudabako.zip") as zf:
        shipped = {n for n in zf.namelist() if n.startswith("pyscript/")}
    assert shipped == {name + "c" for name in package}, sorted(shipped ^ {name + "c" for name in package})


def test_the_shelf_paints_without_asking_for_pythons_downloads_first(page, base_url, guard):
    """The shelf preloads none of the game page's big downloads (static/preloads.js): behind them its first paint
    waited on 10 MB on a slow connection. Its Python still boots, later (the shelf's Continue badges)."""
    page.goto(base_url, timeout=BOOT_TIMEOUT)
    page.wait_for_selector("#shelf", state="visible", timeout=10_000)
    assert page.eval_on_selector_all('head link[rel$="preload"]', "ls => ls.map(l => l.href)") == [
        base_url + "static/prepaint.js"]
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=BOOT_TIMEOUT)


def test_a_game_page_asks_for_its_setup_before_pythons_downloads(context, page, base_url, guard):
    """The setup's fields (static/preloads.js) are asked for before the big downloads, not behind them: on a
    throttled first visit (1.6 Mbit/s) ヨミ's setup showed at 2.9 s, against 49.7 s when it waited for Python.
    (Python is held back until the setup shows: once up, it takes the panel over and the mark goes.)"""
    asked, held = [], []
    page.on("request", lambda request: asked.append(request.url[len(base_url):]))
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{base_url}?game=yomi", wait_until="domcontentloaded", timeout=BOOT_TIMEOUT)
    page.wait_for_selector('#setup[data-painted="yomi"]', state="attached", timeout=10_000)
    big = [asked.index(url) for url in asked if url.startswith("static/vendor/pyodide/")]
    assert big and asked.index("static/vendor/setups/yomi.json") < min(big), asked
    for route in held:
        route.fallback()
    context.unroute("**/pyodide.asm.wasm")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=BOOT_TIMEOUT)
