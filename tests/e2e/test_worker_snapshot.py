"""The build ships a memory snapshot of Python with the engine imported (static/snapshots.js): the page restores it
instead of starting Python, on a first visit too, and hands the same bytes to the computer's worker, which restores
them as well and instantiates the WebAssembly the page compiled. A snapshot that was made with another engine or
does not restore leaves both to start Python, and one a first visit on a connection that says it saves data never
downloads. The worker is made before the page's Python starts and boots once the page is ready; a solo game's page
makes none (static/wasm-share.js). That a restored Python draws fresh randomness: tests/unit/test_snapshot.py."""

from __future__ import annotations

import gzip

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

SNAPSHOT = "/static/vendor/snapshot.bin"
HEADER = 64  # bytes (static/snapshots.js: SNAPSHOT_HEADER)


def computer_worker(page):
    """The page's one computer worker (static/ai-worker.js)."""
    [worker] = [w for w in page.workers if w.url.split("?")[0].endswith("/static/ai-worker.js")]
    return worker


def worker_boot(page) -> dict:
    """How the page's computer worker booted, once it has: {started: 'restored' | 'started', sharedWasm, stages}."""
    worker = computer_worker(page)
    worker.evaluate("() => new Promise(r => { const t = () => self.fudabakoBoot ? r() : setTimeout(t, 50); t(); })")
    return worker.evaluate("() => self.fudabakoBoot")


def page_python(page) -> str:
    """How the page's own Python came up: 'restored' from the snapshot, or 'started' without one."""
    return page.evaluate("() => self.fudabakoPageBoot")


_PYSCRIPT_FROM_JS = """() => new Promise(resolve => {
  const probe = document.createElement('script');
  probe.type = 'py';  // PyScript runs it in the page's Python
  probe.textContent = 'import sys, pyscript, js\\njs.document.body.dataset.probe = pyscript.__file__ + " " + sys.path[0]';
  document.body.append(probe);
  const look = () => document.body.dataset.probe ? resolve(document.body.dataset.probe.split(' ')) : setTimeout(look, 50);
  look();
})"""


def pyscript_comes_from_the_engine_zip(page) -> None:
    """The page's Python imported PyScript's package from the engine zip's bytecode, first on sys.path, rather than
    compiling the sources PyScript writes into its working directory (static/snapshots.js: ENGINE_FIRST)."""
    where, first = page.evaluate(_PYSCRIPT_FROM_JS)
    assert (where, first) == ("/home/pyodide/fudabako.zip/pyscript/__init__.pyc", "/home/pyodide/fudabako.zip")


def play_a_move_against_the_computer(app, game_id: str) -> None:
    """A new game against the computer, the player's first move, and the computer's answer: the player is to move
    again."""
    app.open_game(game_id)
    app.start("ai", level="strong", human_seat=0)
    app.step(allow_handoff=False)
    assert app.wait_turn() == "act"


def snapshot_requests(context) -> list[str]:
    """The URLs of the snapshot asked for in `context` from now on (a list that fills as they are)."""
    asked = []
    context.on("request", lambda request: asked.append(request.url) if SNAPSHOT in request.url else None)
    return asked


@pytest.mark.fresh_page  # a first visit: nothing on the device
def test_a_first_visit_restores_the_shipped_snapshot_on_the_page_and_in_its_computer(app):
    page = app.page
    asked = snapshot_requests(page)
    play_a_move_against_the_computer(app, "dice-janken")
    assert page_python(page) == "restored"
    boot = worker_boot(page)
    # the worker restored the bytes the page handed it (it asked for none of its own), and instantiated the page's
    # compiled Pyodide rather than compiling it again
    assert boot["started"] == "restored" and boot["sharedWasm"] is True, boot
    assert len(asked) == 1, asked
    # Pyodide runs without JSPI on the page and in the worker (static/no-jspi.js), as the build made the snapshot
    for scope in (page, computer_worker(page)):
        assert scope.evaluate("() => ['Suspending', 'Suspender', 'promising'].filter(n => n in WebAssembly)") == []

    # the service worker keeps it inflated, and the page reads that copy from Cache Storage, asking for nothing
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    assert page.evaluate(_KEPT_JS, SNAPSHOT) == ["inflated", "fudabako-snapshot"]
    app.reload()
    play_a_move_against_the_computer(app, "stosute-proto")  # the page's Python works: its `js` is this window's
    assert page_python(page) == "restored"
    pyscript_comes_from_the_engine_zip(page)
    assert worker_boot(page)["started"] == "restored"
    assert len(asked) == 1, asked


_KEPT_JS = """async (path) => {
  const kept = await caches.match(path);
  const start = new Uint8Array(await kept.arrayBuffer()).subarray(0, 17);
  return [kept.headers.get('Fudabako-Snapshot'), new TextDecoder().decode(start)];
}"""


def _another_engine(data: bytes) -> bytes:
    return b"fudabako-snapshot 000000000000000000000000".ljust(HEADER - 1) + b"\n" + data[HEADER:]


def _cut_short(data: bytes) -> bytes:
    return data[: len(data) // 2]


@pytest.mark.parametrize("misfit", [_another_engine, _cut_short, None], ids=["another-engine", "damaged", "not-gzip"])
def test_a_snapshot_that_does_not_fit_leaves_python_to_start_and_the_game_plays(make_context, make_app, misfit):
    """Served in place of the build's (no service worker: every load asks the network): made with another engine
    (an older build's cache beside a newer page), cut short, or not gzip at all."""
    context = make_context(service_workers="block")

    def serve(route):
        response = route.fetch()
        body = gzip.compress(misfit(gzip.decompress(response.body())), 1) if misfit else b"\0" * 4096
        route.fulfill(response=response, body=body)

    context.route(f"**{SNAPSHOT}", serve)
    app = make_app(context.new_page())
    play_a_move_against_the_computer(app, "dice-janken")
    assert page_python(app.page) == "started"
    assert worker_boot(app.page)["started"] == "started"
    pyscript_comes_from_the_engine_zip(app.page)


def test_a_first_visit_that_saves_data_never_downloads_the_snapshot(make_context, make_app):
    """6 MB more is not worth it on a connection that says it saves data or is slow, on a first visit (no service
    worker controls the page: here none ever does)."""
    context = make_context(service_workers="block")
    context.add_init_script("Object.defineProperty(Navigator.prototype, 'connection', "
                            "{get: () => ({saveData: true, effectiveType: '4g'})})")
    asked = snapshot_requests(context)
    app = make_app(context.new_page())
    play_a_move_against_the_computer(app, "dice-janken")
    assert page_python(app.page) == "started"
    assert worker_boot(app.page)["started"] == "started"
    pyscript_comes_from_the_engine_zip(app.page)
    assert asked == []


# When each worker was made, when the boot message went to one, and when PyScript reported each stage, in ms from
# navigation start: all on the page's clock.
_WORKER_TIMES_JS = """(() => {
  window.__workersMade = [];
  window.__stages = {};
  const Made = Worker;
  window.Worker = class extends Made {
    constructor(...args) { super(...args); window.__workersMade.push(performance.now()); }
    postMessage(message, ...rest) {
      if (message && 'wasm' in message) window.__stages.booted ??= performance.now();
      return super.postMessage(message, ...rest);
    }
  };
  addEventListener('py:progress', ({detail}) => { window.__stages[detail] = performance.now(); });
  document.addEventListener('fudabako:ready', () => { window.__stages.ready = performance.now(); });
})();"""


@pytest.mark.fresh_page  # loads of its own, with the Worker constructor watched from the start
def test_a_game_page_makes_its_computer_before_python_starts_and_a_solo_game_page_makes_none(app):
    """Made any later, the worker's thread waits for the page's main thread, which the interpreter's start holds;
    booted any sooner, it slows the page's own boot (static/wasm-share.js): it boots once the page's Python is up and
    the setup shows, or when the page is ready."""
    page = app.page
    page.add_init_script(_WORKER_TIMES_JS)
    app.open_game("dice-janken")
    page.wait_for_function("() => window.__stages.booted !== undefined")
    made, stages, main = page.evaluate("() => [window.__workersMade, window.__stages, "
                                       "performance.getEntriesByName('fudabako:main')[0].startTime]")
    assert len(made) == 1 and made[0] < stages["Loading interpreter"], (made, stages)
    assert stages["booted"] >= main, (main, stages)  # the page's Python is up: the setup shows (ui/setup.py)
    play_a_move_against_the_computer(app, "delta")  # the same worker answers: no second one
    assert len(page.evaluate("() => window.__workersMade")) == 1

    page.goto(app.url("?game=killzone"))
    app.wait_ready()
    page.wait_for_selector("#setup", state="visible")
    assert page.evaluate("() => window.__workersMade") == []
    assert not [w for w in page.workers if "ai-worker" in w.url]
