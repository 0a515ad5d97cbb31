"""The computer's worker keeps a memory snapshot of its Python on the device (static/ai-worker.js): the first
boot makes one before it reads any question (so that it holds nothing of a game), the next restores it and
plays, and so does the page's own Python (static/pyodide-page.mjs); a damaged snapshot is dropped and both boot
without it. Without one, the worker restores the page's Python as it started instead of starting its own.
It instantiates the WebAssembly the page compiled rather than compiling its own; it is made before the page's
Python starts and boots once the page is ready, on a first visit and a later one alike; a solo game's page makes
none (static/wasm-share.js)."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

SNAPSHOTS = "fudabako:snapshots"

# The keys in the snapshot cache.
_KEPT_JS = """async (name) => (await (await caches.open(name)).keys()).map(k => k.url)"""


def kept_snapshot(page, timeout_ms: int = 60_000) -> str:
    """The key of the snapshot kept on the device, once it is (the worker keeps it while it plays)."""
    for _ in range(timeout_ms // 250):
        keys = page.evaluate(_KEPT_JS, SNAPSHOTS)
        if keys:
            [key] = keys
            return key
        page.wait_for_timeout(250)
    raise AssertionError("no snapshot was kept")


def computer_worker(page):
    """The page's one computer worker (static/ai-worker.js)."""
    [worker] = [w for w in page.workers if w.url.split("?")[0].endswith("/static/ai-worker.js")]
    return worker


def worker_boot(page, timeout_ms: int = 120_000) -> str:
    """How the page's computer worker booted: 'made' (and kept a snapshot), 'restored' or 'none'."""
    worker = computer_worker(page)
    for _ in range(timeout_ms // 250):
        how = worker.evaluate("() => self.fudabakoBoot && self.fudabakoBoot.snapshot")
        if how and how != "pending":  # pending: booted, the snapshot made but not yet kept
            return how
        page.wait_for_timeout(250)
    raise AssertionError("the computer's worker never booted")


def worker_boot_began(page) -> float:
    """When the page's computer worker began to boot (it fetched the engine), in ms from the page's navigation: the
    worker's clock starts at its making, the page's at navigation."""
    worker = computer_worker(page)
    worker.evaluate("() => new Promise(r => { const t = () => self.fudabakoBoot ? r() : setTimeout(t, 50); t(); })")
    engine_at = worker.evaluate("() => performance.timeOrigin + self.fudabakoBoot.stages.engine")
    return engine_at - page.evaluate("() => performance.timeOrigin")


def page_python(page) -> str:
    """How the page's own Python started: 'restored' from the device's snapshot, or 'started' without one."""
    return page.evaluate("() => self.fudabakoPageBoot")


def play_a_move_against_the_computer(app, game_id: str) -> None:
    """A new game against the computer (each visit another game: a reload would resume the last one), the
    player's first move, and the computer's answer: the player is to move again."""
    app.open_game(game_id)
    app.start("ai", level="strong", human_seat=0)
    app.step(allow_handoff=False)
    assert app.wait_turn() == "act"


@pytest.mark.fresh_page  # the worker's first boot on a device
def test_a_second_visit_restores_the_snapshot_and_plays(app):
    page = app.page
    play_a_move_against_the_computer(app, "dice-janken")
    assert page_python(page) == "started"
    assert worker_boot(page) == "made"
    # and it did not compile Pyodide again: it instantiated the page's module (static/wasm-share.js), nor start a
    # Python of its own: it restored the one the page snapshotted as it started (static/pyodide-page.mjs)
    worker = computer_worker(page)
    assert worker.evaluate("() => self.fudabakoBoot.sharedWasm") is True
    assert worker.evaluate("() => self.fudabakoBoot.started") == "page's snapshot"
    key = kept_snapshot(page)
    assert "/static/vendor/snapshot-" in key
    # Pyodide runs without JSPI on the page and in the worker (static/no-jspi.js), and a snapshot made with it on
    # (an older build's, under the same engine) is never restored: the key says how it runs
    assert "-nojspi-" in key
    for scope in (page, worker):
        assert scope.evaluate("() => ['Suspending', 'Suspender', 'promising'].filter(n => n in WebAssembly)") == []

    app.reload()
    play_a_move_against_the_computer(app, "stosute-proto")  # the page's Python works: its `js` is this window's
    assert page_python(page) == "restored"
    assert worker_boot(page) == "restored"

    # A damaged snapshot under the same key: dropped, the worker boots as on a first visit and still plays.
    page.evaluate("async ([name, key]) => (await caches.open(name)).put(key, new Response(new Uint8Array(4096)))",
                  [SNAPSHOTS, key])
    app.reload()
    play_a_move_against_the_computer(app, "mindmaster")
    assert page_python(page) == "started"
    assert worker_boot(page) == "made"
    worker = computer_worker(page)
    assert worker.evaluate("() => self.fudabakoBoot.started") == "page's snapshot"


@pytest.mark.fresh_page  # the worker's first boot on a device
def test_a_pass_and_play_visit_keeps_a_snapshot_for_the_next(app):
    """No question ever reaches the computer in pass-and-play; its worker still keeps the snapshot it made as it
    booted, and the next visit's page restores it. That visit's worker restores it too, once the page is ready:
    beside the page's last stretch it held a warm game's first table back (static/wasm-share.js)."""
    page = app.page
    app.open_game("dice-janken")
    app.start("pass")
    assert worker_boot(page) == "made"
    kept_snapshot(page)
    page.add_init_script(_WORKER_TIMES_JS)
    app.reload()
    app.wait_ready()
    assert page_python(page) == "restored"
    assert worker_boot(page) == "restored"
    ready = page.evaluate("() => window.__stages.ready")
    assert worker_boot_began(page) >= ready, ready


# When each worker was made and when PyScript reported each stage, in ms from navigation start.
_WORKER_TIMES_JS = """(() => {
  window.__workersMade = [];
  window.__stages = {};
  const Made = Worker;
  window.Worker = class extends Made {
    constructor(...args) { super(...args); window.__workersMade.push(performance.now()); }
  };
  addEventListener('py:progress', ({detail}) => { window.__stages[detail] = performance.now(); });
  document.addEventListener('fudabako:ready', () => { window.__stages.ready = performance.now(); });
})();"""


@pytest.mark.fresh_page  # loads of its own, with the Worker constructor watched from the start
def test_a_game_page_makes_its_computer_before_python_starts_and_a_solo_game_page_makes_none(app):
    """Made any later, the worker's thread waits for the page's main thread, which the interpreter's start holds
    for seconds; booted any sooner, it slows the page's own boot (static/wasm-share.js): on a first visit, as
    here, it boots once the page is ready."""
    page = app.page
    page.add_init_script(_WORKER_TIMES_JS)
    app.open_game("dice-janken")
    made, stages = page.evaluate("() => [window.__workersMade, window.__stages]")
    assert len(made) == 1 and made[0] < stages["Loading interpreter"], (made, stages)
    assert worker_boot_began(page) >= stages["ready"], stages
    play_a_move_against_the_computer(app, "delta")  # the same worker answers: no second one
    assert len(page.evaluate("() => window.__workersMade")) == 1

    page.goto(app.url("?game=killzone"))
    app.wait_ready()
    page.wait_for_selector("#setup", state="visible")
    assert page.evaluate("() => window.__workersMade") == []
    assert not [w for w in page.workers if "ai-worker" in w.url]



# A worker of its own on the page, asked questions one after another ([game, view] each, views as JSON text);
# resolves once it has answered them all.
_ASK_JS = """async (questions) => {
  const worker = new Worker(new URL('static/ai-worker.js', location), {type: 'module'});
  worker.postMessage({wasm: null});
  for (const [id, [game, view]] of questions.entries()) {
    await new Promise((resolve) => {
      worker.onmessage = ({data}) => resolve(data);  // an answer, or an error where the seat is not to move
      worker.postMessage({id, game, level: 'strong', view, memory: 'null'});
    });
  }
}"""

# Whether the kept snapshot's bytes hold each text (as Python keeps an ASCII str: one byte a character).
_SNAPSHOT_HOLDS_JS = """async ([name, texts]) => {
  const cache = await caches.open(name);
  const [key] = await cache.keys();
  const bytes = new Uint8Array(await (await cache.match(key.url)).arrayBuffer());
  const holds = (text) => {
    const needle = new TextEncoder().encode(text);
    outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
      for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
      return true;
    }
    return false;
  };
  return texts.map(holds);
}"""


@pytest.mark.fresh_page  # the worker's first boot on a device
def test_the_snapshot_holds_nothing_the_computer_was_asked(app):
    """The snapshot is kept on the device and restored into the page's own Python, so it must hold nothing of a
    game: it is made before the worker reads its first question (static/ai-worker.js). Made after the answers, the
    freed memory of the computer's views (its hand, in a card game) went into it: asked once in every game, one
    view or more was still there to read."""
    import json
    import secrets

    from fudabako.ai import levels_for
    from fudabako.games import SHELF
    from fudabako.core import get_game

    questions, marks = [], []
    games = sorted((g for g in SHELF if levels_for(g)), key=lambda g: g == "dice-janken")  # one it answers last
    for number, game in enumerate(games):
        rules = get_game(game)
        view = rules.new_state(number, {}, rules.max_players).view(rules.max_players - 1, log=False)
        view["mark"] = f"fudabako-mark-{number}-{secrets.token_hex(8)}"  # an extra field the computer reads past
        questions.append([game, json.dumps(view)])
        marks.append(view["mark"])
    page = app.page
    app.open_game("killzone")  # a solo game: the page makes no worker of its own
    page.evaluate(_ASK_JS, questions)
    assert worker_boot(page) == "made"
    kept_snapshot(page)
    found = page.evaluate(_SNAPSHOT_HOLDS_JS, [SNAPSHOTS, ["fudabako.games", *marks]])
    assert found[0], "the search finds what is there"
    assert not any(found[1:]), [m for m, f in zip(marks, found[1:]) if f]
