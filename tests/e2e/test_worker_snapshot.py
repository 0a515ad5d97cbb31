"""The computer's worker keeps a memory snapshot of its Python on the device (static/ai-worker.js): the first
boot makes one, the next restores it and plays; a damaged snapshot is dropped and the worker boots without it.
It instantiates the WebAssembly the page compiled rather than compiling its own (static/wasm-share.js)."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

SNAPSHOTS = "fudabako:snapshots"

# The keys in the snapshot cache, once the snapshot is in it (the worker keeps it while it plays).
_KEPT_JS = """async (name) => {
  const keys = await (await caches.open(name)).keys();
  return keys.length ? keys.map(k => k.url) : null;
}"""


def worker_boot(page, timeout_ms: int = 120_000) -> str:
    """How the page's computer worker booted: 'made' (and kept a snapshot), 'restored' or 'none'."""
    [worker] = [w for w in page.workers if w.url.split("?")[0].endswith("/static/ai-worker.js")]
    for _ in range(timeout_ms // 250):
        how = worker.evaluate("() => self.fudabakoBoot && self.fudabakoBoot.snapshot")
        if how and how != "pending":  # pending: booted, the snapshot not yet made
            return how
        page.wait_for_timeout(250)
    raise AssertionError("the computer's worker never booted")


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
    assert worker_boot(page) == "made"
    # and it did not compile Pyodide again: it instantiated the page's module (static/wasm-share.js)
    [worker] = [w for w in page.workers if w.url.split("?")[0].endswith("/static/ai-worker.js")]
    assert worker.evaluate("() => self.fudabakoBoot.sharedWasm") is True
    [key] = page.wait_for_function(_KEPT_JS, arg=SNAPSHOTS, timeout=60_000).json_value()
    assert "/static/vendor/snapshot-" in key

    app.reload()
    play_a_move_against_the_computer(app, "stosute-proto")
    assert worker_boot(page) == "restored"

    # A damaged snapshot under the same key: dropped, the worker boots as on a first visit and still plays.
    page.evaluate("async ([name, key]) => (await caches.open(name)).put(key, new Response(new Uint8Array(4096)))",
                  [SNAPSHOTS, key])
    app.reload()
    play_a_move_against_the_computer(app, "mindmaster")
    assert worker_boot(page) == "made"
