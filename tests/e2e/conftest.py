"""Browser end-to-end fixtures: one static server and one Chromium per session; a test's page is a booted page
handed on from the test before (see ``app``) or, where the test needs one of its own, a fresh context.

Every context routes ``**/*`` through a guard that aborts and records any request whose host is not
localhost (page, dedicated worker and service worker requests alike; WebSockets too). At the end of each
test the guard asserts that no such request was attempted, that no console error or uncaught page error
happened, and that no local request failed (4xx/5xx) -- except what a test whitelists explicitly, with a
reason, through ``guard.allow_console(...)`` / ``guard.allow_status(...)``.

Every wait has a timeout: with a wrong wasm MIME type Pyodide hangs without an error.

The ``app`` fixture wraps a page with helpers written against the DOM contract of the UI (see DESIGN.md and
the test files): open a page, start a game, take one step of play, play a whole game.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import os
import random
import re
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO / "py") not in sys.path:
    sys.path.insert(0, str(REPO / "py"))

playwright_sync = pytest.importorskip("playwright.sync_api")

from driver import ENABLED_ACTIONS_JS, TURN_STATE_JS, VISIBLE_JS, tap  # noqa: E402  (tests/e2e, after the skip)

CHROMIUM = os.environ.get("FUDABAKO_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}

BOOT_TIMEOUT = 60_000     # Pyodide boot (ms)
STEP_TIMEOUT = 30_000     # one UI step, including an AI decision (ms)
ACTION_TIMEOUT = 15_000   # default for clicks / fills / expectations (ms)
LINK_RE = re.compile(r"f1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}")  # a record in a share link



def _load_server_module():
    spec = importlib.util.spec_from_file_location("fudabako_e2e_server", REPO / "tests" / "e2e" / "server.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --------------------------------------------------------------------------------------------------
# Session fixtures
# --------------------------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def built_site():
    """The site must be built (scripts/build) before the browser tests: fail loudly otherwise."""
    if not (REPO / "index.html").is_file():
        pytest.skip("index.html not written yet: no front-end to test")
    missing = [p for p in ("static/vendor/pyodide/pyodide.mjs", "static/vendor/pyodide/pyodide.asm.wasm",
                           "static/vendor/fudabako.zip", "static/vendor/precache.json") if not (REPO / p).is_file()]
    if missing:
        pytest.fail(f"site not built, missing: {', '.join(missing)} (run scripts/build)")
    return REPO


@pytest.fixture(scope="session")
def base_url(built_site):
    """http://127.0.0.1:<port>/ serving the repo root (tests/e2e/server.py)."""
    server = _load_server_module()
    url, stop = server.start_server(root=REPO)
    yield url
    stop()


@pytest.fixture(scope="session")
def playwright_instance():
    with playwright_sync.sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM} (set FUDABAKO_CHROMIUM)")
    b = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    yield b
    b.close()


# --------------------------------------------------------------------------------------------------
# The network / console guard
# --------------------------------------------------------------------------------------------------

class Guard:
    """Records what a context did that a test must not let pass silently."""

    def __init__(self):
        self.blocked: list[str] = []          # non-local requests (aborted)
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []
        self.bad_status: list[str] = []       # local responses >= 400
        self._allowed_console: list[tuple[re.Pattern, str]] = []
        self._allowed_status: list[tuple[re.Pattern, str]] = []
        self.offline = False                  # when set, local requests reaching the network are aborted too
        self.offline_attempts: list[str] = []

    # whitelists -------------------------------------------------------------------------------------
    def allow_console(self, pattern: str, reason: str) -> None:
        """Let console errors / page errors matching `pattern` (regex) pass; `reason` says why they are expected."""
        assert reason, "say why the error is expected"
        self._allowed_console.append((re.compile(pattern), reason))

    def allow_status(self, pattern: str, reason: str) -> None:
        assert reason, "say why the failed request is expected"
        self._allowed_status.append((re.compile(pattern), reason))

    # handlers ---------------------------------------------------------------------------------------
    def route(self, route):
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https", "ws", "wss"):
            route.fallback()
            return
        if (parts.hostname or "") not in LOCAL_HOSTS:
            self.blocked.append(f"{route.request.method} {url} ({route.request.resource_type})")
            route.abort("blockedbyclient")
            return
        if self.offline:
            self.offline_attempts.append(url)
            route.abort("internetdisconnected")
            return
        route.fallback()

    def websocket(self, ws):
        parts = urlsplit(ws.url)
        if (parts.hostname or "") not in LOCAL_HOSTS:
            self.blocked.append(f"WEBSOCKET {ws.url}")
            ws.close()
        else:
            ws.connect_to_server()

    def on_console(self, msg):
        if msg.type == "error":
            loc = msg.location or {}
            self.console_errors.append(f"{msg.text}  [{loc.get('url', '')}:{loc.get('lineNumber', '')}]")

    def on_weberror(self, err):
        self.page_errors.append(str(err.error))

    def on_response(self, response):
        try:
            status = response.status
        except Exception:  # noqa: BLE001 - a response object of a closed page
            return
        if status >= 400 and (urlsplit(response.url).hostname or "") in LOCAL_HOSTS:
            self.bad_status.append(f"{status} {response.url}")

    # the verdict ------------------------------------------------------------------------------------
    def _unexpected(self, items, allowed):
        return [i for i in items if not any(p.search(i) for p, _ in allowed)]

    def problems(self) -> list[str]:
        out = []
        if self.blocked:
            out.append("non-localhost requests were attempted (blocked):\n  " + "\n  ".join(self.blocked))
        errs = self._unexpected(self.console_errors, self._allowed_console)
        if errs:
            out.append("console errors:\n  " + "\n  ".join(errs))
        perrs = self._unexpected(self.page_errors, self._allowed_console)
        if perrs:
            out.append("uncaught page errors:\n  " + "\n  ".join(perrs))
        bad = self._unexpected(self.bad_status, self._allowed_status)
        if bad:
            out.append("failed local requests:\n  " + "\n  ".join(bad))
        return out


# Remembers, per page load, whether body[data-thinking=1] / the handoff screen ever showed (they may be brief).
_SEEN_JS = """
(() => {
  const seen = window.__seen = {thinking: false, handoff: false};
  const look = () => {
    const b = document.body;
    if (!b) return;
    if (b.dataset.thinking === '1') seen.thinking = true;
    const h = document.getElementById('handoff');
    if (h && !h.hidden) seen.handoff = true;
  };
  new MutationObserver(look).observe(document, {subtree: true, attributes: true,
                                                attributeFilter: ['data-thinking', 'hidden'], childList: true});
})();
"""


DEFAULT_VIEWPORT = {"width": 1280, "height": 900}


def new_guarded_context(browser, guard: Guard, **kwargs):
    kwargs.setdefault("locale", "ja-JP")
    kwargs.setdefault("viewport", DEFAULT_VIEWPORT)
    return _guarded(browser.new_context(**kwargs), guard)


def _guarded(context, guard: Guard):
    context.set_default_timeout(ACTION_TIMEOUT)
    context.add_init_script(_SEEN_JS)
    context.route("**/*", guard.route)
    context.route_web_socket(re.compile(".*"), guard.websocket)
    context.on("console", guard.on_console)
    context.on("weberror", guard.on_weberror)
    context.on("response", guard.on_response)
    return context


@pytest.fixture
def guard():
    return Guard()


@pytest.fixture
def make_context(browser, guard):
    """Factory for extra guarded contexts (other viewports, colour schemes); all share the test's guard."""
    contexts = []

    def make(**kwargs):
        ctx = new_guarded_context(browser, guard, **kwargs)
        contexts.append(ctx)
        return ctx

    yield make
    close_and_check(contexts, guard)


def close_and_check(contexts: list, guard) -> None:
    """Close a test's contexts, then fail the test on anything its guard recorded."""
    for ctx in contexts:
        try:
            ctx.close()
        except Exception:  # noqa: BLE001 - a context the test already closed
            pass
    problems = guard.problems()
    assert not problems, "\n".join(problems)


@pytest.fixture
def context(make_context):
    return make_context()


@pytest.fixture
def page(context):
    return context.new_page()


# A test that asks for `page`, `context` or `guard` works on the context itself (routes, init scripts, going
# offline): its `app` gets a fresh context. So does a test marked `fresh_page` (a worker's first boot, say).
OWN_CONTEXT_FIXTURES = {"page", "context", "guard"}


@pytest.fixture
def app(request, base_url, guard):
    """The app on a page that has booted already (a process boots Pyodide once, not once a test: a boot is most of
    a short test's time), reset to a first visit's state: nothing stored, the shelf showing, one page open.
    `App.open` then routes in the page as the shelf's links do. A test that fails drops the page with its state."""
    if request.node.get_closest_marker("fresh_page") or \
            OWN_CONTEXT_FIXTURES & set(inspect.signature(request.function).parameters):
        yield App(request.getfixturevalue("page"), base_url)
        return
    pool = request.getfixturevalue("booted_page")
    page = pool.take(guard)
    yield App(page, base_url)
    report = getattr(request.node, "rep_call", None)
    pool.give_back(kept=report is not None and report.passed)
    problems = guard.problems()
    assert not problems, "\n".join(problems)


@pytest.fixture
def make_app(base_url):
    """Wrap another page (of another context) in the App helper."""
    return lambda page: App(page, base_url)


@pytest.fixture
def make_profile_context(playwright_instance, guard, tmp_path):
    """Factory for a guarded context in a Chromium of its own, whose new profile has the given Preferences (e.g.
    ``{"profile": {"cookie_controls_mode": 1}}``: block third-party cookies and site data, as private windows and
    strict settings do). Each call starts a browser process: use sparingly."""
    contexts = []

    def make(preferences: dict, **kwargs):
        profile = tmp_path / f"profile-{len(contexts)}"
        (profile / "Default").mkdir(parents=True)
        (profile / "Default" / "Preferences").write_text(json.dumps(preferences))
        kwargs.setdefault("locale", "ja-JP")
        kwargs.setdefault("viewport", {"width": 1280, "height": 900})
        ctx = _guarded(playwright_instance.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, **kwargs), guard)
        contexts.append(ctx)
        return ctx

    yield make
    close_and_check(contexts, guard)


@pytest.fixture
def serve():
    """Factory: serve a directory on a free port (tests/e2e/server.py) until the test ends; returns its base URL."""
    server = _load_server_module()
    stops = []

    def start(root) -> str:
        url, stop = server.start_server(root=root)
        stops.append(stop)
        return url

    yield start
    for stop in stops:
        stop()


@pytest.fixture(scope="session")
def blog_url(built_site):
    """http://localhost:<port>/blog.html, a blog post on another site than the app's 127.0.0.1: it embeds the
    address in its ``?src=`` in an iframe (tests/e2e/blog.html)."""
    server = _load_server_module()
    url, stop = server.start_server(root=REPO / "tests" / "e2e")
    yield url.replace("127.0.0.1", "localhost") + "blog.html"
    stop()


# --------------------------------------------------------------------------------------------------
# One booted page per test process
# --------------------------------------------------------------------------------------------------

class GuardSwitch:
    """Context handlers that report to the guard of the test now running (a pooled context outlives its tests)."""

    def __init__(self):
        self.guard = Guard()

    def __getattr__(self, name):  # route, websocket, on_console, on_weberror, on_response
        return getattr(self.guard, name)


# What a first visit has in storage and on the page, restored between the tests that share a booted page: a page
# attribute the last test's game set is removed, the shelf is routed to as the back button does.
_RESET_JS = """async (first) => {
  localStorage.clear();
  sessionStorage.clear();
  for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close();
  for (const [element, attributes] of [[document.documentElement, first.html], [document.body, first.body]]) {
    for (const name of element.getAttributeNames()) if (!(name in attributes)) element.removeAttribute(name);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  }
  history.pushState(null, '', location.pathname);
  dispatchEvent(new PopStateEvent('popstate'));
  document.dispatchEvent(new Event('fudabako:lang'));
  for (const id of ['message', 'note', 'menu-note']) document.getElementById(id).textContent = '';
  document.activeElement?.blur();
  scrollTo(0, 0);
  await new Promise(done => setTimeout(done));  // the observer of __seen has looked at the shelf: forget it
  if (window.__seen) Object.assign(window.__seen, {thinking: false, handoff: false});
}"""
_ATTRIBUTES_JS = """() => Object.fromEntries([['html', document.documentElement], ['body', document.body]].map(
  ([key, element]) => [key, Object.fromEntries(element.getAttributeNames().map(n => [n, element.getAttribute(n)]))]))"""


class BootedPage:
    """A context and a page of this test process whose Pyodide has booted, handed from test to test."""

    def __init__(self, browser, base_url: str):
        self.browser, self.base_url = browser, base_url
        self.switch = GuardSwitch()
        self.context = self.page = self.first = None

    def take(self, guard: Guard):
        self.switch.guard = guard
        if self.page is not None:
            try:
                self.page.set_viewport_size(DEFAULT_VIEWPORT)
                self.page.evaluate(_RESET_JS, self.first)
                return self.page
            except playwright_sync.Error:  # the page crashed or was closed: boot another
                self.close()
        self.context = new_guarded_context(self.browser, self.switch)
        self.page = self.context.new_page()
        App(self.page, self.base_url).open()
        self.first = self.page.evaluate(_ATTRIBUTES_JS)
        return self.page

    def give_back(self, kept: bool) -> None:
        """After a test: keep the page for the next one if the test passed and left it on the app, booted."""
        for other in self.context.pages:
            if other != self.page:
                other.close()
        if kept and not self.page.is_closed() and App(self.page, self.base_url).booted():
            return
        self.close()

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
        self.context = self.page = None


@pytest.fixture(scope="session")
def booted_page(browser, base_url):
    pool = BootedPage(browser, base_url)
    yield pool
    pool.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """item.rep_call: whether the test itself passed (the `app` fixture keeps a passing test's page only)."""
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.rep_call = report


# --------------------------------------------------------------------------------------------------
# The page helper (DOM contract)
# --------------------------------------------------------------------------------------------------

# True once the page reacted to a click on action `id`: the game ended, a handoff or the AI started, the log
# changed, the viewer changed, or the clicked button went away / got disabled.
_PROGRESSED_JS = "([id, logCount, viewer, moves]) => {" + VISIBLE_JS + """
  const b = document.body;
  if (b.dataset.over === '1' || b.dataset.thinking === '1') return true;
  if ((b.dataset.moves || '') !== moves) return true;  // an action that writes no log line (e.g. a pass)
  if (vis(document.getElementById('handoff'))) return true;
  if (document.querySelectorAll('#log li').length !== logCount) return true;
  if ((b.dataset.viewer || '') !== viewer) return true;
  const btn = document.querySelector(`#table button[data-action="${id}"], #actions button[data-action="${id}"]`);
  return !btn || btn.disabled || !vis(btn);
}"""


class App:
    """A page of the app, driven through the DOM contract only."""

    def __init__(self, page, base_url: str):
        self.page = page
        self.base_url = base_url
        self.handoffs = 0

    # navigation ---------------------------------------------------------------------------------------
    def url(self, query: str = "") -> str:
        return self.base_url + query

    def open(self, query: str = "", wait_ready: bool = True):
        """The page at `query`: routed to in the page as the shelf's links do when the app has booted there
        already, else loaded (and booted). The embed mode, a language and ラプラプラス's shared composition in the
        address are read at load only: to or from such an address, the page loads."""
        if wait_ready and not any(re.search(r"[?&](embed|lang|build)=", q) for q in (query, self.page.url)) \
                and self.booted():
            self.page.evaluate("(url) => { history.pushState(null, '', url);"
                               " dispatchEvent(new PopStateEvent('popstate')); }", self.url(query))
            return self
        self.page.goto(self.url(query), timeout=BOOT_TIMEOUT)
        if wait_ready:
            self.wait_ready()
        return self

    def booted(self) -> bool:
        """Whether the page shows this app with Python up."""
        return self.page.url.startswith(self.base_url) and \
            self.page.evaluate("() => document.body.dataset.ready === '1'")

    def wait_ready(self):
        """body[data-ready=1]: Python is up and the UI is live (Pyodide boot: up to 60 s)."""
        self.page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=BOOT_TIMEOUT)
        return self

    def reload(self, wait_ready: bool = True):
        self.page.reload(timeout=BOOT_TIMEOUT)
        if wait_ready:
            self.wait_ready()
        return self

    # reading the page ----------------------------------------------------------------------------------
    def visible(self, selector: str) -> bool:
        return self.page.locator(selector).first.is_visible()

    def is_disabled_or_hidden(self, selector: str) -> bool:
        loc = self.page.locator(selector)
        if loc.count() == 0 or not loc.first.is_visible():
            return True
        return loc.first.is_disabled()

    def handoff_visible(self) -> bool:
        return self.page.evaluate("() => {" + VISIBLE_JS + " return vis(document.getElementById('handoff')); }")

    def seen(self) -> dict:
        """Whether body[data-thinking=1] / #handoff ever showed since this page was loaded."""
        return self.page.evaluate("() => window.__seen || {}")

    def viewer(self) -> str:
        return self.page.evaluate("() => document.body.dataset.viewer ?? ''")

    def log_lines(self) -> list[str]:
        return self.page.eval_on_selector_all("#log li", "els => els.map(e => e.innerText.trim())")

    def log_count(self) -> int:
        return self.page.locator("#log li").count()

    def enabled_actions(self) -> list[str]:
        return self.page.evaluate(ENABLED_ACTIONS_JS)

    def counters(self) -> dict:
        """Texts of the per-seat counters ([data-endurance] / [data-points] / [data-strikes] / [data-outs] /
        [data-life]) in #table, keyed "<kind>:<seat>"."""
        return self.page.evaluate("""() => Object.fromEntries(
            [...document.querySelectorAll(COUNTER_KINDS.map(k => '#table [data-' + k + ']').join(', '))].map(e => {
              const kind = COUNTER_KINDS.find(k => e.hasAttribute('data-' + k));
              return [kind + ':' + e.getAttribute('data-' + kind), e.innerText.trim()];
            }))""".replace("COUNTER_KINDS", '["endurance", "points", "strikes", "outs", "life"]'))

    def message(self) -> str:
        loc = self.page.locator("#message")
        return loc.inner_text().strip() if loc.count() else ""

    def wait_message(self, timeout: float = STEP_TIMEOUT) -> str:
        """Wait for #message to be visible with some text; return the text."""
        self.page.wait_for_function(
            "() => {" + VISIBLE_JS + " const m = document.getElementById('message');"
            " return vis(m) && m.innerText.trim().length > 0; }", timeout=timeout)
        return self.message()

    # starting a game -----------------------------------------------------------------------------------
    def open_game(self, game_id: str):
        self.open(f"?game={game_id}")
        self.page.wait_for_selector(f'#game[data-game="{game_id}"]', state="visible", timeout=STEP_TIMEOUT)
        return self

    def start(self, mode: str = "pass", level: str | None = None, human_seat: int | None = None,
              options: dict | None = None):
        """Fill the setup panel and press #start; wait until the game is on (a turn, a handoff or the end)."""
        page = self.page
        page.wait_for_selector("#setup", state="visible", timeout=STEP_TIMEOUT)
        if mode != "solo":  # a one-player game's setup has no mode to choose
            page.check(f'#setup input[name="mode"][value="{mode}"]')
        if mode == "ai":
            if level is not None:
                page.select_option("#ai-level", level)
            if human_seat is not None:
                page.select_option("#human-seat", str(human_seat))
        for key, value in (options or {}).items():  # a <select> for an option with choices, else a number
            field = page.locator(f'#setup [name="opt-{key}"]')
            if field.evaluate("e => e.tagName") == "SELECT":
                field.select_option(str(value))
            else:
                field.fill(str(value))
        page.click("#start")
        self.wait_turn()
        return self

    # playing ---------------------------------------------------------------------------------------------
    def wait_turn(self, timeout: float = STEP_TIMEOUT) -> str:
        """Wait until the page asks for something: 'act', 'handoff' or 'over'; and a frame, in which the page
        moves the focus after a redraw (board.Board.refocus)."""
        state = self.page.wait_for_function(TURN_STATE_JS, timeout=timeout).json_value()
        self.next_frame()
        return state

    def resume(self, game_id: str, save: str) -> str:
        """Open `game_id` on a saved game (its localStorage save, as the page writes it), past any hand-over;
        returns what the page then waits for."""
        self.open_game(game_id)
        self.page.evaluate("([key, save]) => localStorage.setItem(key, save)", [f"fudabako:save:{game_id}", save])
        self.reload()
        if self.wait_turn() == "handoff":
            self.continue_handoff()
        return self.wait_turn()

    def settle(self, timeout: float = STEP_TIMEOUT) -> None:
        """Until no finite animation runs: a card still travelling is drawn away from its place (a transform), and
        that is not the layout a player then reads."""
        self.page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running'"
                                    " || a.effect?.getComputedTiming().endTime === Infinity)", timeout=timeout)

    def resize(self, width: int, height: int) -> None:
        """The viewport at this size, once the page has it and nothing travels: the layout a player then reads."""
        self.page.set_viewport_size({"width": width, "height": height})
        self.page.wait_for_function("([w, h]) => innerWidth === w && innerHeight === h", arg=[width, height])
        self.settle()

    def switch_language(self) -> str:
        """Press the ja/en button; returns the language the page then shows, once it shows it."""
        before = self.page.get_attribute("html", "lang")
        self.page.click("#lang")
        self.page.wait_for_function("(lang) => document.documentElement.lang !== lang", arg=before,
                                    timeout=STEP_TIMEOUT)
        return self.page.get_attribute("html", "lang")

    def keep_aside(self, game_id: str, data: str, why: str = "new", moves: int = 1) -> None:
        """A kept game of `game_id` in this browser's storage, as the page sets one aside (ui/storage.py `keep`)."""
        at = "2026-11-30T08:00:00.000Z"
        self.page.evaluate("([key, entry]) => localStorage.setItem(key, entry)", [
            f"fudabako:kept:{game_id}:{at}", json.dumps({"why": why, "at": at, "moves": moves, "data": data})])

    def next_frame(self) -> None:
        """Resolves after the page's own requestAnimationFrame callbacks of this frame have run."""
        self.page.evaluate("() => new Promise(done => requestAnimationFrame(() => done()))")

    def continue_handoff(self):
        self.page.click("#handoff-continue")
        self.page.wait_for_function("() => {" + VISIBLE_JS + " return !vis(document.getElementById('handoff')); }",
                                    timeout=STEP_TIMEOUT)
        self.handoffs += 1

    def pick(self, action_id: str):
        """Take one action as a player does — tap its piece or its choice, or pick its pieces on the table and
        confirm — and wait until the page has reacted to it. With "confirm moves" on, confirm it too."""
        moves = self.page.evaluate("() => document.body.dataset.moves || ''")
        before = [action_id, self.log_count(), self.viewer(), moves]
        offered = self.enabled_actions()
        tap(self.page, action_id)
        try:
            self.page.wait_for_function(_PROGRESSED_JS, arg=before, timeout=STEP_TIMEOUT)
        except playwright_sync.TimeoutError:
            pytest.fail(f"no progress after clicking {action_id!r}; status {self.page.inner_text('#status')!r}, "
                        f"message {self.message()!r}, last log lines {self.log_lines()[-3:]}, "
                        f"actions offered {offered} / now {self.enabled_actions()}, moves {moves!r}")

    def step(self, rng: random.Random | None = None, allow_handoff: bool = True) -> str:
        """One step of play: continue a handoff, or click an enabled action (the first, or a random one with
        `rng`). Returns 'over', 'handoff' or the action id clicked."""
        state = self.wait_turn()
        if state == "over":
            return "over"
        if state == "handoff":
            assert allow_handoff, "a handoff screen appeared where none is expected (e.g. against the computer)"
            self.continue_handoff()
            return "handoff"
        actions = self.enabled_actions()
        assert actions, "no enabled action button"
        choice = rng.choice(actions) if rng else actions[0]
        self.pick(choice)
        return choice

    def reveal_result(self) -> None:
        """A table that holds the result back until it has shown it (ラプラプラス's replay): skip to the end."""
        skip = self.page.locator("#table [data-holds-result] [data-reveal]")
        if skip.count():
            skip.click()

    def play_to_end(self, rng: random.Random | None = None, max_steps: int = 400, allow_handoff: bool = True) -> int:
        """Play until body[data-over=1]; returns the number of actions clicked. Bounded by `max_steps`."""
        picks = 0
        for _ in range(max_steps):
            r = self.step(rng, allow_handoff)
            if r == "over":
                break
            if r != "handoff":
                picks += 1
        else:
            pytest.fail(f"game not over after {max_steps} steps; status: {self.page.inner_text('#status')!r}")
        self.reveal_result()
        self.page.wait_for_selector("#result", state="visible", timeout=STEP_TIMEOUT)
        return picks

    # share links -----------------------------------------------------------------------------------------
    @staticmethod
    def record_in_link(link: str) -> str:
        """The Fudabako record text (f1.…) inside a share link."""
        m = LINK_RE.search(unquote(link))
        assert m, f"no Fudabako record (f1.…) in the share link {link!r}"
        return m.group(0)

    def shared_record(self):
        """The record the share button puts in its link, decoded by the engine."""
        from fudabako.core import decode_link

        return decode_link(self.record_in_link(self.share_link()))

    def new_game(self):
        """Back to the setup panel: the bar's button at the end of a game, the menu's during one."""
        if not self.page.locator("#new-game").is_visible():
            self.page.click("#menu-button")
        self.page.click("#new-game:visible, #menu-new-game:visible")
        self.page.wait_for_selector("#setup", state="visible", timeout=STEP_TIMEOUT)

    def share_link(self) -> str:
        if not self.page.locator("#share").is_visible():
            self.page.click("#menu-button")
        self.page.click("#share")
        self.page.wait_for_function("() => (document.getElementById('share-link')?.value || '').length > 0",
                                    timeout=STEP_TIMEOUT)
        link = self.page.input_value("#share-link")
        self.page.keyboard.press("Escape")  # close the menu again
        self.page.wait_for_selector("#menu", state="hidden", timeout=STEP_TIMEOUT)
        return link
