"""Deployments: two builds served one after the other. A page open before the deploy keeps running the build it
booted with, its computer player included (started with the setup screen, it answers after the new build took
over), until it reaches a safe point (the shelf), where it reloads into the new build; a page loaded after the deploy gets the new build."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

# timeout: a backstop (pytest-timeout); every wait inside has its own, shorter timeout
pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

BOOT_TIMEOUT = 60_000

BUILD_JS = "() => document.querySelector('meta[name=\"fudabako-build\"]')?.content"
CONTROLLER_JS = "() => new URL(navigator.serviceWorker.controller?.scriptURL ?? 'x:').searchParams.get('v')"
# Each load of a tab notes its build in the tab's sessionStorage (which outlives reloads).
NOTE_LOADS_JS = """addEventListener('DOMContentLoaded', () => {
  const build = document.querySelector('meta[name="fudabako-build"]').content;
  sessionStorage.builds = (sessionStorage.builds || '') + build + ' ';
});"""
LOADS_JS = "() => sessionStorage.builds.trim()"
# Resolves true once no cache of build `name` is left (false after `ms` milliseconds).
CACHE_GONE_JS = """async ([name, ms]) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise(r => setTimeout(r, 100))) {
    if (!(await caches.keys()).includes('fudabako-' + name)) return true;
  }
  return false;
}"""


def make_build(dest: Path, site: Path, name: str, mtime: float) -> Path:
    """A copy of the built `site` as build `name`: every precached file (linked), with its own precache version and
    a marker in the page (<meta name="fudabako-build">) and in the AI worker (self.fudabakoBuild). The changed
    files get `mtime`, so a revalidation (If-Modified-Since) of another build's copy sees them as new."""
    manifest = json.loads((site / "static/vendor/precache.json").read_text())
    for rel in manifest["files"]:
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        (dest / rel).symlink_to(site / rel)
    changed = {
        "index.html": (site / "index.html").read_text().replace(
            "<head>", f'<head>\n    <meta name="fudabako-build" content="{name}">', 1),
        "static/ai-worker.js": (site / "static/ai-worker.js").read_text() + f'\nself.fudabakoBuild = "{name}";\n',
        "static/vendor/precache.json": json.dumps({**manifest, "version": name}),
    }
    for rel, text in changed.items():
        (dest / rel).unlink(missing_ok=True)
        (dest / rel).write_text(text)
        os.utime(dest / rel, (mtime, mtime))
    return dest


def deploy(live: Path, build: Path) -> None:
    """Switch what the server serves, at once (the server resolves `live` on every request)."""
    new = live.with_name(live.name + ".new")
    new.symlink_to(build)
    os.replace(new, live)


def ai_worker_build(page) -> str:
    [worker] = [w for w in page.workers if w.url.endswith("/static/ai-worker.js")]
    return worker.evaluate("() => self.fudabakoBuild")


def test_an_open_page_keeps_its_build_until_a_safe_point(serve, make_context, make_app, built_site, tmp_path):
    now = os.stat(built_site / "index.html").st_mtime
    one = make_build(tmp_path / "one", built_site, "one", now - 3600)
    two = make_build(tmp_path / "two", built_site, "two", now)
    live = tmp_path / "live"
    live.symlink_to(one)
    url = serve(live)
    context = make_context()
    context.add_init_script(NOTE_LOADS_JS)
    old = context.new_page()
    old.goto(url, timeout=BOOT_TIMEOUT)
    make_app(old).wait_ready()
    old.wait_for_function(f"() => ({CONTROLLER_JS})() === 'one'", timeout=BOOT_TIMEOUT)
    old.click('#shelf a.game-card[data-game="dice-janken"]')
    old.wait_for_selector("#setup", state="visible")

    # A page loaded after the deploy comes from the cache (build one) and installs build two, which takes over.
    deploy(live, two)
    new = context.new_page()
    new.goto(url, timeout=BOOT_TIMEOUT)
    old.wait_for_function(f"() => ({CONTROLLER_JS})() === 'two'", timeout=BOOT_TIMEOUT)

    # The page in a game since before the deploy plays the computer now: it and its player stay on build one.
    make_app(old).start("ai", level="strong", human_seat=0)
    make_app(old).step(allow_handoff=False)
    make_app(old).wait_turn()
    assert (old.evaluate(BUILD_JS), ai_worker_build(old)) == ("one", "one")

    # The page loaded after the deploy was on the shelf: it has reloaded into build two.
    new.wait_for_function(f"() => ({LOADS_JS})() === 'one two'", timeout=BOOT_TIMEOUT)
    make_app(new).wait_ready()

    # Back on the shelf, it reloads into build two; build one's cache goes once no page needs it.
    with old.expect_event("load", timeout=BOOT_TIMEOUT):
        old.click("#back-to-shelf")
    make_app(old).wait_ready()
    assert old.evaluate(LOADS_JS) == "one two"
    assert old.evaluate(CACHE_GONE_JS, ["one", 10_000]), "build one's cache outlived its pages"
