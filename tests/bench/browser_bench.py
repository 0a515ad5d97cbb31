#!/usr/bin/env python3
"""Browser benchmark (run by `make bench`): prints figures, asserts nothing.

Headless Chromium (Debian's, never a downloaded one) against tests/e2e/server.py. Medians of N cold loads
(a fresh context each: no HTTP cache, no service worker) and N warm loads (one context per target, reloads
after a first visit: HTTP cache + service worker, which serves the build's memory snapshot from the device; a
cold load downloads it, static/snapshots.js), taken round-robin over the targets so that a change in
the machine's load during the run hits all of them alike, of

  shelf     navigation -> #shelf visible (and first contentful paint)
  bare      navigation -> static/bench/bare.html has booted Pyodide as its npm package ships it and run 1+1:
            the reference every other figure is divided by
  playable  navigation -> ?game=<id> playable (dice-janken, blackpoker, yomi): the setup shown (drawn before
            Python is up, static/setup-paint.js), Python ready, pass-and-play
            started, the Start click's handler run, first enabled action (a piece on the table or a choice)
  ai        ?game=<id>#ai: the first computer move, from the player's move to the computer's first move on the
            table (its worker starts while the page boots), and its whole answer: every move it makes before the
            player may act again (in BlackPoker often several: a spell is built in steps, and it may answer with
            more than one request)

then, inside Pyodide (bare.html?engine=1, the engine from static/vendor/fudabako.zip):

  random playouts/s per game      fudabako.cli.bench_rows (as `fudabako bench`): one row per game, or per option
                                  set in the game's `bench_options` (BlackPoker: one per regulation)
  AI decision time per level      median and max over positions of random games (BlackPoker: regulations 0 and 3)

with CPython figures beside them. Times are taken inside the page (performance.now(), i.e. from navigation
start, at the animation frame where the element is visible), so Playwright's own latency is not in them.

    python3 tests/bench/browser_bench.py [--runs 5] [--seconds 2] [--decisions 9] [--loads-only] [--games a,b]
                                         [--no-ai]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "py"))

CHROMIUM = os.environ.get("FUDABAKO_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
TIMEOUT = 90_000  # ms, for any one load

# Records, from navigation start, when things first become visible, and drives a game page (installed before every
# navigation). With ?game=<id> it starts the game as soon as the setup screen is ready: pass-and-play (past a first
# hand-over), or with #ai against the computer at the level the page offers a first game, the player in seat 1.
#   playable  after the Start click's handler has run and drawn: the first moment an enabled action button is
#             visible (read after the click, so a game whose first table is slow to draw pays for it)
#   ai        with #ai: the player then makes moves (the first enabled action each time: a piece on the table or a
#             choice in the bar) until the computer is
#             asked; `move` is when the player's move that made it think was clicked (or the Start click, if the
#             computer moves first), `first` when the computer's first move is on the table (the page's first change
#             after the worker's first answer, which it draws as it comes), `answer` when its whole answer is (the
#             thinking flag cleared: the player may act again), `decisions` how many moves that answer was, and
#             `ai_first` and `ai` the latencies of the two from `move` (the marks themselves are from navigation start)
MARKS_JS = r"""
(() => {
  const marks = window.__marks = {};
  const vis = el => !!el && !el.hidden && el.getClientRects().length > 0
      && getComputedStyle(el).visibility !== 'hidden';
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime;
  }).observe({type: 'paint', buffered: true});
  addEventListener('py:progress', ({detail}) => { marks['stage:' + detail] = performance.now(); });
  const autostart = new URLSearchParams(location.search).has('game');
  const ai = location.hash === '#ai';
  let lastClick;
  const playable = () => document.body.dataset.thinking !== '1' && !vis(document.getElementById('handoff'))
      && [...document.querySelectorAll('#table button[data-action], #actions button[data-action]')]
        .find(x => !x.disabled && vis(x));
  function watchAnswers() {  // the computer's worker (static/ai-worker.js) answers {id, action} for each move
    const Base = window.Worker;
    window.Worker = class extends Base {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', ({data}) => {
          if (!data || data.action === undefined || marks.asked === undefined || marks.answer !== undefined) return;
          marks.decisions = (marks.decisions || 0) + 1;
          if (marks.decisions > 1) return;
          const drawn = new MutationObserver(() => {  // after the page's own listener has drawn it
            drawn.disconnect();
            marks.first = performance.now();
            marks.ai_first = marks.first - marks.move;
          });
          drawn.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
        });
      }
    };
  }
  if (ai) watchAnswers();
  function watchThinking() {
    new MutationObserver(() => {
      const now = performance.now();
      if (document.body.dataset.thinking === '1') {
        if (marks.asked === undefined) { marks.asked = now; marks.move = lastClick; }
      } else if (marks.asked !== undefined && marks.answer === undefined) {
        marks.answer = now;
        marks.ai = now - marks.move;
      }
    }).observe(document.body, {attributes: true, attributeFilter: ['data-thinking']});
  }
  function tick() {
    let now = performance.now();
    const b = document.body;
    if (b) {
      if (marks.shelf === undefined && vis(document.getElementById('shelf'))) marks.shelf = now;
      if (marks.ready === undefined && b.dataset.ready === '1') marks.ready = now;
      if (marks.setup === undefined && vis(document.getElementById('setup'))) marks.setup = now;
      if (b.dataset.error) marks.error = b.dataset.error;
      if (autostart && marks.ready !== undefined) {
        const start = document.getElementById('start');
        if (marks.started === undefined && vis(document.getElementById('setup')) && start && !start.disabled) {
          const mode = document.querySelector(`#setup input[name="mode"][value="${ai ? 'ai' : 'pass'}"]`);
          if (mode) mode.click();
          if (ai) {
            const seat = document.getElementById('human-seat');
            seat.value = '0';
            seat.dispatchEvent(new Event('change', {bubbles: true}));
            marks.level = document.getElementById('ai-level').value;
            watchThinking();
          }
          marks.started = lastClick = performance.now();
          start.click();
          now = performance.now();
        }
        const cont = document.getElementById('handoff-continue');
        if (vis(document.getElementById('handoff')) && cont && !cont.disabled) { cont.click(); marks.handoff = now; }
        const action = playable();
        if (marks.playable === undefined && action) marks.playable = now;
        if (ai && action && marks.asked === undefined) { lastClick = performance.now(); action.click(); }
      }
    }
    // Once its marks are in, a page stops looking: the bench keeps its warm pages open, and a look every frame
    // (a layout, to tell what is visible) in each of them took CPU from the loads measured meanwhile.
    if (autostart ? marks.playable === undefined || (ai && marks.answer === undefined) : marks.ready === undefined)
      requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})();
"""

PRECACHED_JS = """async (limitMs) => {
  if (!('serviceWorker' in navigator) || !(await navigator.serviceWorker.getRegistration())) return 'no service worker';
  const reg = await navigator.serviceWorker.ready;
  let files = [];
  try {
    const m = await (await fetch(new URL('static/vendor/precache.json', reg.scope), {cache: 'no-store'})).json();
    files = (Array.isArray(m) ? m : (m.files || [])).map(f => new URL(typeof f === 'string' ? f : f.url, reg.scope).href);
  } catch (e) { return 'no precache.json'; }
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    const have = new Set();
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) have.add(req.url.split('?')[0]);
    if (files.every(u => have.has(u))) return 'ok';
    await new Promise(r => setTimeout(r, 100));
  }
  return 'precache incomplete';
}"""


def load_server():
    spec = importlib.util.spec_from_file_location("fudabako_e2e_server", REPO / "tests" / "e2e" / "server.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def wait_for_mark(page, mark: str, timeout_ms: int, polling: int = 50) -> None:
    """Until MARKS_JS has set `mark` on the page, or the page has reported an error; raises on a timeout or a
    crashed page."""
    page.wait_for_function(f"() => window.__marks && (window.__marks.{mark} !== undefined"
                           " || window.__marks.error !== undefined)", timeout=timeout_ms, polling=polling)


def game_list(value: str) -> list[str]:
    """The --games option: game ids, comma-separated."""
    return [g for g in value.split(",") if g]


class Bench:
    def __init__(self, browser, base_url: str):
        self.browser = browser
        self.base_url = base_url
        self.foreign: list[str] = []

    def new_context(self):
        ctx = self.browser.new_context(locale="ja-JP", viewport={"width": 1280, "height": 900})
        ctx.add_init_script(MARKS_JS)
        ctx.on("request", self._watch)
        return ctx

    def _watch(self, request):
        host = urlsplit(request.url).hostname or ""
        if request.url.startswith(("http:", "https:")) and host not in ("127.0.0.1", "localhost"):
            self.foreign.append(request.url)

    def measure(self, page, url: str, mark: str, reload: bool = False) -> dict:
        """Navigate (or reload) and wait for `mark`; returns the page's marks (ms from navigation start)."""
        if reload:
            page.reload(wait_until="commit", timeout=TIMEOUT)
        else:
            page.goto(url, wait_until="commit", timeout=TIMEOUT)
        try:
            wait_for_mark(page, mark, TIMEOUT)
        except Exception as e:  # noqa: BLE001 - a figure is missing, not a crash
            return {"error": f"timeout waiting for {mark}: {type(e).__name__}"}
        if mark == "shelf":  # the paint entry reaches its observer after the frame that showed the shelf
            try:
                page.wait_for_function("() => window.__marks.fcp !== undefined", timeout=5_000, polling=50)
            except Exception:  # noqa: BLE001 - no paint entry: the figure is missing
                pass
        return page.evaluate("""() => {
            const m = {...window.__marks};
            // when the big downloads finished (ms from navigation start): a breakdown of the boot
            for (const e of performance.getEntriesByType('resource')) {
              const name = e.name.split('?')[0].split('/').pop();
              if (['pyodide.asm.wasm', 'python_stdlib.zip', 'fudabako.zip', 'core.js', 'pyodide.asm.mjs',
                   'snapshot.bin'].includes(name))
                m['res:' + name] = Math.max(m['res:' + name] || 0, e.responseEnd);
            }
            for (const e of performance.getEntriesByName('fudabako:main')) m['stage:Python main'] = e.startTime;
            if (self.fudabakoPageBoot) m.page_python = self.fudabakoPageBoot;  // restored from the snapshot or not
            return m;
        }""") | self.worker_stages(page, mark)

    @staticmethod
    def worker_stages(page, mark: str) -> dict:
        """How the computer's worker booted (static/ai-worker.js), once the computer has answered: when it started
        and its stages, in ms from the page's navigation start (its own clock starts with it), so that they read
        beside the player's move and the answer."""
        if mark != "ai":
            return {}
        for worker in page.workers:
            if worker.url.split("?")[0].endswith("/static/ai-worker.js"):
                try:
                    boot = worker.evaluate("() => self.fudabakoBoot && {...self.fudabakoBoot,"
                                           " origin: performance.timeOrigin}")
                except Exception:  # noqa: BLE001 - the worker has gone (a figure is missing, not a crash)
                    return {}
                if boot:  # and whether it restored the snapshot or started Python
                    start = boot["origin"] - page.evaluate("() => performance.timeOrigin")
                    stages = {"start": 0} | boot.get("stages", {})
                    return {f"worker:{k}": start + v for k, v in stages.items()} | {
                        "worker_snapshot": f"Python {boot.get('started')}"
                        + (", page's wasm" if boot.get("sharedWasm") else "")}
        return {}

    def cold_one(self, query: str, mark: str) -> dict:
        ctx = self.new_context()
        try:
            return self.measure(ctx.new_page(), self.base_url + query, mark)
        finally:
            ctx.close()

    def warm_page(self, query: str, mark: str):
        """First visit in a context of its own; returns (context, page, service-worker status) for reloads."""
        ctx = self.new_context()
        page = ctx.new_page()
        first = self.measure(page, self.base_url + query, mark)
        if "error" in first:
            return ctx, page, first["error"]
        # let the first visit finish booting (the service worker may be registered only then)
        try:
            page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT)
            page.wait_for_function("async () => !!(await navigator.serviceWorker.getRegistration())",
                                   timeout=5_000, polling=100)
        except Exception:  # noqa: BLE001 - no service worker on this page: warm = HTTP cache only
            pass
        self.wait_for_worker(page)
        return ctx, page, page.evaluate(PRECACHED_JS, 60_000)

    @staticmethod
    def wait_for_worker(page, timeout_s: float = 60) -> None:
        """Until the page's computer worker has booted (static/ai-worker.js), so that it does not compete with the
        next load for the CPU. Pages without a worker (bare, a solo game) return at once."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            workers = [w for w in page.workers if w.url.split("?")[0].endswith("/static/ai-worker.js")]
            if not workers:
                return
            try:
                if workers[0].evaluate("() => Boolean(self.fudabakoBoot)"):
                    return
            except Exception:  # noqa: BLE001 - the worker is still starting
                pass
            time.sleep(0.2)

    def warm_one(self, page, query: str, mark: str) -> dict:
        page.evaluate("() => { for (const k of Object.keys(localStorage))"
                      " if (k.startsWith('fudabako:save:')) localStorage.removeItem(k); }")
        marks = self.measure(page, self.base_url + query, mark, reload=True)
        # The page stays open: let it finish booting (the shelf is visible long before Python is up), its
        # computer's worker too (it boots once the setup shows), so that neither competes with the next
        # measurement for the CPU: the next one is often a cold load, which had it on its cores for its first
        # half-second or more.
        try:
            page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT)
        except Exception:  # noqa: BLE001 - a page that never gets ready has already reported its error
            pass
        self.wait_for_worker(page)
        return marks

    def loads(self, plan, runs: int) -> dict:
        """Cold and warm loads of every target, round-robin (so drifting machine load hits all alike)."""
        out = {(name, kind): [] for name, _, _ in plan for kind in ("cold", "warm")}
        warm = {name: self.warm_page(query, mark) for name, query, mark in plan}
        try:
            for i in range(runs):
                for name, query, mark in plan:
                    out[(name, "cold")].append(self.cold_one(query, mark))
                    ctx, page, sw = warm[name]
                    m = self.warm_one(page, query, mark)
                    m["sw"] = sw
                    out[(name, "warm")].append(m)
                print(f"  round {i + 1}/{runs} done", file=sys.stderr)
        finally:
            for ctx, _, _ in warm.values():
                ctx.close()
        return out

    def engine_page(self):
        ctx = self.new_context()
        page = ctx.new_page()
        page.goto(self.base_url + "static/bench/bare.html?engine=1", timeout=TIMEOUT)
        page.wait_for_function("() => document.body.dataset.engine === '1' || !!document.body.dataset.error",
                               timeout=TIMEOUT)
        err = page.evaluate("() => document.body.dataset.error || ''")
        if err:
            ctx.close()
            raise RuntimeError(f"bare.html?engine=1 failed: {err}")
        return ctx, page

    @staticmethod
    def run_python(page, code: str):
        """Run `code` in the page's Pyodide; the last expression must be a JSON string."""
        return json.loads(page.evaluate("(code) => window.__py.runPython(code)", code))


ENGINE_CODE = r"""
import json
from fudabako.cli import bench_rows

def bench(seconds, decisions):
    out = {"playouts": {}, "ai": {}}
    for row in bench_rows(seconds, decisions):  # one row per game, or per option set it benches (BlackPoker's regulations)
        name = row.pop("game")
        out["playouts"][name] = row.pop("playouts_per_second")
        for level, t in row.pop("decision_seconds", {}).items():
            out["ai"][f"{name}/{level}"] = {k: v * 1000 for k, v in t.items()}
        if row:  # a game's own figures (ラプラプラス: battles/s, a 100-entry round robin)
            out.setdefault("extra", {})[name] = row
    return out
"""


GAMES = ("dice-janken", "blackpoker", "yomi")
RESOURCES = ("core.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "fudabako.zip", "snapshot.bin")


def summarize(name: str, mark: str, kind: str, runs: list) -> dict:
    """One target's medians (and every run's figure) from its loads."""
    entry = {"median_ms": median(r.get(mark) for r in runs),
             "all_ms": [round(r[mark], 1) if isinstance(r.get(mark), (int, float)) else None for r in runs]}
    if name == "shelf":
        entry["fcp_median_ms"] = median(r.get("fcp") for r in runs)
    if name == "bare" or name.startswith("playable:"):
        entry["python_ready_median_ms"] = median(r.get("ready") for r in runs)
        entry["setup_median_ms"] = median(r.get("setup") for r in runs)
        for res in RESOURCES:
            v = median(r.get("res:" + res) for r in runs)
            if v is not None:
                entry.setdefault("downloaded_ms", {})[res] = v
        stages = sorted({k for r in runs for k in r if k.startswith("stage:")},
                        key=lambda k: median(r.get(k) for r in runs) or 0)
        for stage in stages:
            entry.setdefault("stages_ms", {})[stage[6:]] = median(r.get(stage) for r in runs)
    if name.startswith("ai:"):
        entry["level"] = next((r["level"] for r in runs if r.get("level")), None)
        entry["first_median_ms"] = median(r.get("ai_first") for r in runs)
        entry["decisions_median"] = median(r.get("decisions") for r in runs)
        for moment in ("first", "answer"):  # the computer's first move and its whole answer, from the Start click
            entry[f"{moment}_after_start_median_ms"] = median(
                r[moment] - r["started"] for r in runs if isinstance(r.get(moment), (int, float)) and "started" in r)
        for moment in ("move", "first", "answer"):
            entry.setdefault("moments_ms", {})[moment] = median(r.get(moment) for r in runs)
        stages = sorted({k for r in runs for k in r if k.startswith("worker:")},
                        key=lambda k: median(r.get(k) for r in runs) or 0)
        for stage in stages:
            entry.setdefault("worker_stages_ms", {})[stage[7:]] = median(r.get(stage) for r in runs)
        entry["worker_snapshot"] = sorted({r["worker_snapshot"] for r in runs if r.get("worker_snapshot")})
    if kind == "warm" and runs and "sw" in runs[0]:
        entry["service_worker"] = runs[0]["sw"]
    page_python = sorted({r["page_python"] for r in runs if r.get("page_python")})
    if page_python:
        entry["page_python"] = page_python
    errors = sorted({r["error"] for r in runs if "error" in r})
    if errors:
        entry["errors"] = errors
    return entry


def median(values):
    values = [v for v in values if isinstance(v, (int, float))]
    return statistics.median(values) if values else None


def fmt_ms(v):
    return "      -" if v is None else f"{v:7.0f}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5, help="loads per median (default 5)")
    ap.add_argument("--seconds", type=float, default=2.0, help="seconds of random playouts per game (default 2)")
    ap.add_argument("--decisions", type=int, default=9, help="positions per level for the AI decision times (default 9)")
    ap.add_argument("--loads-only", action="store_true", help="only the load times (no engine figures)")
    ap.add_argument("--games", default=",".join(GAMES), type=game_list,
                    help=f"the game pages measured (default {','.join(GAMES)})")
    ap.add_argument("--no-ai", action="store_true", help="leave out the first computer move's latency")
    args = ap.parse_args(argv)

    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("browser_bench: playwright is not installed (pip install -r requirements-test.txt)", file=sys.stderr)
        return 2
    for need in ("index.html", "static/vendor/pyodide/pyodide.mjs", "static/vendor/fudabako.zip"):
        if not (REPO / need).is_file():
            print(f"browser_bench: {need} missing (run scripts/build)", file=sys.stderr)
            return 2

    base_url, stop = load_server().start_server(root=REPO)
    results: dict = {"runs": args.runs, "decisions": args.decisions, "seconds": args.seconds,
                     "loads": {}, "pyodide": {}, "cpython": {}}
    t_start = time.time()
    results["load_average"] = [_load_average()]
    results["japanese_fonts"] = _japanese_fonts()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            results["chromium"] = browser.version
            bench = Bench(browser, base_url)
            plan = [("shelf", "", "shelf"), ("bare", "static/bench/bare.html", "ready")]
            plan += [(f"playable:{g}", f"?game={g}", "playable") for g in args.games]
            if not args.no_ai:
                plan += [(f"ai:{g}", f"?game={g}#ai", "ai") for g in args.games]
            results["plan"] = [name for name, _, _ in plan]
            measured = bench.loads(plan, args.runs)
            for name, query, mark in plan:
                for kind in ("cold", "warm"):
                    results["loads"][f"{name}/{kind}"] = summarize(name, mark, kind, measured[(name, kind)])
            try:
                if args.loads_only:
                    raise RuntimeError("skipped (--loads-only)")
                ctx, page = bench.engine_page()
                page.evaluate("(code) => window.__py.runPython(code)", ENGINE_CODE)
                results["pyodide"] = Bench.run_python(
                    page, f"json.dumps(bench({args.seconds}, {args.decisions}))")
                ctx.close()
            except Exception as e:  # noqa: BLE001
                results["pyodide"] = {"error": str(e)[:500]}
            browser.close()
            results["foreign_requests"] = bench.foreign
    finally:
        stop()

    # the same engine figures under CPython, for comparison
    try:
        if args.loads_only:
            raise RuntimeError("skipped (--loads-only)")
        scope: dict = {}
        exec(ENGINE_CODE, scope)  # noqa: S102 - our own code, the same text Pyodide ran
        results["cpython"] = scope["bench"](args.seconds, args.decisions)
    except Exception as e:  # noqa: BLE001
        results["cpython"] = {"error": str(e)[:500]}
    results["wall_s"] = round(time.time() - t_start, 1)
    results["load_average"].append(_load_average())
    report(results)
    return 0


def report(r: dict) -> None:
    loads = r["loads"]
    get = lambda name, kind, key="median_ms": loads.get(f"{name}/{kind}", {}).get(key)  # noqa: E731
    games = [name.split(":", 1)[1] for name in r.get("plan", []) if name.startswith("playable:")]
    print(f"\nFudabako browser bench — headless Chromium {r.get('chromium', '?')}, median of {r['runs']} loads, "
          "interleaved (ms from navigation start)\n")
    print(f"{'':40}{'cold':>9}{'warm':>9}")
    rows = [("shelf visible (#shelf)", "shelf", "median_ms"), ("  first contentful paint", "shelf", "fcp_median_ms"),
            ("bare Pyodide boot + 1+1 (npm package)", "bare", "median_ms")]
    for game in games:
        rows += [(f"{game}: setup shown", f"playable:{game}", "setup_median_ms"),
                 (f"{game}: Python ready", f"playable:{game}", "python_ready_median_ms"),
                 (f"{game}: playable", f"playable:{game}", "median_ms")]
    for label, name, key in rows:
        print(f"{label:40}{fmt_ms(get(name, 'cold', key)):>9}{fmt_ms(get(name, 'warm', key)):>9}")
    ai = [name for name in r.get("plan", []) if name.startswith("ai:")]
    if ai:
        print("\nfirst computer move (ms from the player's move to the computer's first move on the table; the worker"
              " starts while the page boots)")
        for name in ai:
            level = loads.get(f"{name}/cold", {}).get("level")
            decisions = "/".join(f"{get(name, kind, 'decisions_median') or 0:g}" for kind in ("cold", "warm"))
            rows = [(f"{name[3:]} ({level})", "first_median_ms"),
                    ("  ... after the Start click", "first_after_start_median_ms"),
                    (f"  its whole answer ({decisions} moves)", "median_ms"),
                    ("  ... after the Start click", "answer_after_start_median_ms")]
            for label, key in rows:
                print(f"{label:40}{fmt_ms(get(name, 'cold', key)):>9}{fmt_ms(get(name, 'warm', key)):>9}")
    for name in ["bare", *(f"playable:{g}" for g in games), *ai]:
        for kind in ("cold", "warm"):
            entry = loads.get(f"{name}/{kind}", {})
            if entry.get("downloaded_ms"):
                print(f"  {name}/{kind} downloads done at: "
                      + ", ".join(f"{k} {v:.0f}" for k, v in entry["downloaded_ms"].items()))
            if entry.get("stages_ms"):
                python = f" (page's Python: {', '.join(entry['page_python'])})" if entry.get("page_python") else ""
                print(f"  {name}/{kind} boot stages at: "
                      + ", ".join(f"{k} {v:.0f}" for k, v in entry["stages_ms"].items()) + python)
            if entry.get("worker_stages_ms"):
                moments = {k: v for k, v in entry.get("moments_ms", {}).items() if v is not None}
                print(f"  {name}/{kind} worker stages at: "
                      + ", ".join(f"{k} {v:.0f}" for k, v in entry["worker_stages_ms"].items())
                      + f" (snapshot: {', '.join(entry.get('worker_snapshot') or ['?'])}); "
                      + ", ".join(f"player's {k} {v:.0f}" if k == "move" else f"{k} {v:.0f}"
                                  for k, v in moments.items()))
    print("\ntargets (ratios to the bare boot of this run):")
    limits = {"cold": 0.7, "warm": 0.5}
    for kind in ("cold", "warm"):
        shelf, bare = get("shelf", kind), get("bare", kind)
        if shelf is not None:
            print(f"  {kind}: shelf visible {shelf:.0f} ms vs target <= 300 ms: {'ok' if shelf <= 300 else 'OVER'}")
        for game in games:
            play = get(f"playable:{game}", kind)
            if play is not None and bare:
                ratio = play / bare
                print(f"  {kind}: {game} playable {play:.0f} ms = {ratio:.2f} x bare {bare:.0f} ms, target <= "
                      f"{limits[kind]} x: {'ok' if ratio <= limits[kind] else 'OVER'}")
        for name in ai:
            latency = get(name, kind, "first_median_ms")
            if latency is not None:
                print(f"  {kind}: first computer move in {name[3:]} {latency:.0f} ms after the player's, target <= 1000 ms"
                      f" on an idle machine: {'ok' if latency <= 1000 else 'OVER'}")
    for key, entry in loads.items():
        if entry.get("errors"):
            print(f"  {key}: errors: {'; '.join(entry['errors'])}")
        if entry.get("service_worker") not in (None, "ok") and not key.startswith("bare/"):
            print(f"  {key}: service worker: {entry['service_worker']} (warm = HTTP cache only)")
    if r.get("load_average"):
        print(f"\nload average before / after the run: {r['load_average'][0]} / {r['load_average'][1]} "
              f"({os.cpu_count()} cores): figures taken on a busy machine are noisy")
    if r.get("japanese_fonts") == 0:
        print("no Japanese font on this machine (fc-list :lang=ja): the pages' Japanese text makes each layout look"
              " for a fallback font, character by character (a first BlackPoker table's layout ~70 ms, against 12-15"
              " with fonts-noto-cjk): a player's device has one, so these loads are slower than a player's")

    py, cp = r.get("pyodide", {}), r.get("cpython", {})
    print("\nengine (random playouts/s; AI decision ms, median and max over "
          f"{r.get('decisions', '?')} positions from random games)")
    if "error" in py:
        print(f"  Pyodide: error: {py['error']}")
    if "error" in cp:
        print(f"  CPython: error: {cp['error']}")
    print(f"  {'':38}{'Pyodide':>10}{'CPython':>10}")
    for game in _keys(py, cp, "playouts"):
        a, b = py.get("playouts", {}).get(game), cp.get("playouts", {}).get(game)
        print(f"  {'playouts/s ' + game:38}{_num(a):>10}{_num(b):>10}")
    for key in _keys(py, cp, "ai"):
        a, b = py.get("ai", {}).get(key, {}), cp.get("ai", {}).get(key, {})
        for stat in ("median", "max"):
            print(f"  {f'AI ms {stat} ' + key:38}{_num(a.get(stat), 2):>10}{_num(b.get(stat), 2):>10}")
    for game in _keys(py, cp, "extra"):
        a, b = py.get("extra", {}).get(game, {}), cp.get("extra", {}).get(game, {})
        for key in sorted(set(a) | set(b)):
            print(f"  {key + ' ' + game:38}{_num(a.get(key), 3):>10}{_num(b.get(key), 3):>10}")
    if r.get("foreign_requests"):
        print(f"\nWARNING: {len(r['foreign_requests'])} non-localhost requests: {r['foreign_requests'][:5]}")
    print("\nBENCH_JSON " + json.dumps(r, separators=(",", ":"), default=str))


def _load_average() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def _japanese_fonts() -> int | None:
    """How many font faces here cover Japanese (None: no fontconfig to ask)."""
    try:
        listed = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return len(listed.stdout.splitlines())


def _keys(py: dict, cp: dict, kind: str) -> list:
    """The rows of both runs in the bench's order (BlackPoker's regulations in table 3.1's order)."""
    return list(dict.fromkeys([*py.get(kind, {}), *cp.get(kind, {})]))


def _num(v, digits=0):
    return "-" if v is None else f"{v:.{digits}f}"


if __name__ == "__main__":
    raise SystemExit(main())
