#!/usr/bin/env python3
"""Browser benchmark (run by `make bench`): prints figures, asserts nothing.

Headless Chromium (Debian's, never a downloaded one) against tests/e2e/server.py. Medians of N cold loads
(a fresh context each: no HTTP cache, no service worker) and N warm loads (one context per target, reloads
after a first visit: HTTP cache + service worker), taken round-robin over the targets so that a change in
the machine's load during the run hits all of them alike, of

  shelf     navigation -> #shelf visible (and first contentful paint)
  playable  navigation -> ?game=dice-janken playable: Python ready, pass-and-play started, first enabled
            action button (if the page resumes or auto-starts a game, the first enabled action button)
  bare      navigation -> static/bench/bare.html has booted the vendored Pyodide and run 1+1

then, inside Pyodide (bare.html?engine=1, the engine from static/vendor/fudabako.zip):

  random playouts/s per game      fudabako.cli.bench_rows (as `fudabako bench`): one row per game, or per option
                                  set in the game's `bench_options` (BlackPoker: one per regulation)
  AI decision time per level      median and max over positions of random games (BlackPoker: regulations 0 and 3)

with CPython figures beside them. Times are taken inside the page (performance.now(), i.e. from navigation
start, at the animation frame where the element is visible), so Playwright's own latency is not in them.

    python3 tests/bench/browser_bench.py [--runs 5] [--seconds 2] [--decisions 9] [--loads-only]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
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

# Records, from navigation start, when things first become visible; also drives the game page to playable
# (pass-and-play start, past a first handoff) as soon as Python is ready. Installed before every navigation.
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
  function tick() {
    const now = performance.now();
    const b = document.body;
    if (b) {
      if (marks.shelf === undefined && vis(document.getElementById('shelf'))) marks.shelf = now;
      if (marks.ready === undefined && b.dataset.ready === '1') marks.ready = now;
      if (b.dataset.error) marks.error = b.dataset.error;
      if (autostart && marks.ready !== undefined) {
        const start = document.getElementById('start');
        if (marks.started === undefined && vis(document.getElementById('setup')) && start && !start.disabled) {
          const pass = document.querySelector('#setup input[name="mode"][value="pass"]');
          if (pass) pass.click();
          start.click();
          marks.started = now;
        }
        const cont = document.getElementById('handoff-continue');
        if (vis(document.getElementById('handoff')) && cont && !cont.disabled) { cont.click(); marks.handoff = now; }
        if (marks.playable === undefined && b.dataset.thinking !== '1'
            && [...document.querySelectorAll('#actions button[data-action]')].some(x => !x.disabled && vis(x))
            && !vis(document.getElementById('handoff'))) marks.playable = now;
      }
    }
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
            page.wait_for_function(f"() => window.__marks && (window.__marks.{mark} !== undefined"
                                   " || window.__marks.error !== undefined)", timeout=TIMEOUT, polling=50)
        except Exception as e:  # noqa: BLE001 - a figure is missing, not a crash
            return {"error": f"timeout waiting for {mark}: {type(e).__name__}"}
        return page.evaluate("""() => {
            const m = {...window.__marks};
            // when the big downloads finished (ms from navigation start): a breakdown of the boot
            for (const e of performance.getEntriesByType('resource')) {
              const name = e.name.split('?')[0].split('/').pop();
              if (['pyodide.asm.wasm', 'python_stdlib.zip', 'fudabako.zip', 'core.js', 'pyodide.asm.mjs'].includes(name))
                m['res:' + name] = Math.max(m['res:' + name] || 0, e.responseEnd);
            }
            for (const e of performance.getEntriesByName('fudabako:main')) m['stage:Python main'] = e.startTime;
            return m;
        }""")

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
        return ctx, page, page.evaluate(PRECACHED_JS, 60_000)

    def warm_one(self, page, query: str, mark: str) -> dict:
        page.evaluate("() => { for (const k of Object.keys(localStorage))"
                      " if (k.startsWith('fudabako:save:')) localStorage.removeItem(k); }")
        marks = self.measure(page, self.base_url + query, mark, reload=True)
        # The page stays open: let it finish booting (the shelf is visible long before Python is up), so its
        # boot does not compete with the next measurement for the CPU.
        try:
            page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=TIMEOUT)
        except Exception:  # noqa: BLE001 - a page that never gets ready has already reported its error
            pass
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
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            results["chromium"] = browser.version
            bench = Bench(browser, base_url)
            plan = [("shelf", "", "shelf"), ("playable", "?game=dice-janken", "playable"),
                    ("bare", "static/bench/bare.html", "ready")]
            measured = bench.loads(plan, args.runs)
            for name, query, mark in plan:
                for kind in ("cold", "warm"):
                    runs = measured[(name, kind)]
                    errors = sorted({r["error"] for r in runs if "error" in r})
                    entry = {"median_ms": median(r.get(mark) for r in runs),
                             "all_ms": [round(r[mark], 1) if isinstance(r.get(mark), (int, float)) else None
                                        for r in runs]}
                    if name == "shelf":
                        entry["fcp_median_ms"] = median(r.get("fcp") for r in runs)
                    if name in ("playable", "bare"):
                        entry["python_ready_median_ms"] = median(r.get("ready") for r in runs)
                        for res in ("core.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                                    "fudabako.zip"):
                            v = median(r.get("res:" + res) for r in runs)
                            if v is not None:
                                entry.setdefault("downloaded_ms", {})[res] = v
                        stages = sorted({k for r in runs for k in r if k.startswith("stage:")},
                                        key=lambda k: median(r.get(k) for r in runs) or 0)
                        for stage in stages:
                            entry.setdefault("stages_ms", {})[stage[6:]] = median(r.get(stage) for r in runs)
                    if kind == "warm" and runs and "sw" in runs[0]:
                        entry["service_worker"] = runs[0]["sw"]
                    if errors:
                        entry["errors"] = errors
                    results["loads"][f"{name}/{kind}"] = entry
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
    report(results)
    return 0


def report(r: dict) -> None:
    loads = r["loads"]
    print(f"\nFudabako browser bench — headless Chromium {r.get('chromium', '?')}, median of {r['runs']} loads "
          "(ms from navigation start)\n")
    print(f"{'':32}{'cold':>9}{'warm':>9}")
    rows = [("shelf visible (#shelf)", "shelf", "median_ms"), ("  first contentful paint", "shelf", "fcp_median_ms"),
            ("game page: Python ready", "playable", "python_ready_median_ms"),
            ("game playable (dice-janken)", "playable", "median_ms"), ("bare Pyodide boot + 1+1", "bare", "median_ms")]  # bare warm: HTTP cache (no service worker there)
    for label, name, key in rows:
        cold = loads.get(f"{name}/cold", {}).get(key)
        warm = loads.get(f"{name}/warm", {}).get(key)
        print(f"{label:32}{fmt_ms(cold):>9}{fmt_ms(warm):>9}")
    for name in ("playable", "bare"):
        for kind in ("cold", "warm"):
            dl = loads.get(f"{name}/{kind}", {}).get("downloaded_ms")
            if dl:
                print(f"  {name}/{kind} downloads done at: " + ", ".join(f"{k} {v:.0f}" for k, v in dl.items()))
            stages = loads.get(f"{name}/{kind}", {}).get("stages_ms")
            if stages:
                print(f"  {name}/{kind} boot stages at: " + ", ".join(f"{k} {v:.0f}" for k, v in stages.items()))
    print("\ntargets:")
    for kind in ("cold", "warm"):
        shelf = loads.get(f"shelf/{kind}", {}).get("median_ms")
        play = loads.get(f"playable/{kind}", {}).get("median_ms")
        bare = loads.get(f"bare/{kind}", {}).get("median_ms")
        if shelf is not None:
            print(f"  {kind}: shelf visible {shelf:.0f} ms vs target <= 300 ms: {'ok' if shelf <= 300 else 'OVER'}")
        if play is not None and bare is not None:
            print(f"  {kind}: game playable {play:.0f} ms vs bare boot + 500 = {bare + 500:.0f} ms: "
                  f"{'ok' if play <= bare + 500 else 'OVER'} (overhead {play - bare:+.0f} ms)")
    for key, entry in loads.items():
        if entry.get("errors"):
            print(f"  {key}: errors: {'; '.join(entry['errors'])}")
        if entry.get("service_worker") not in (None, "ok") and not key.startswith("bare/"):
            print(f"  {key}: service worker: {entry['service_worker']} (warm = HTTP cache only)")

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


def _keys(py: dict, cp: dict, kind: str) -> list:
    """The rows of both runs in the bench's order (BlackPoker's regulations in table 3.1's order)."""
    return list(dict.fromkeys([*py.get(kind, {}), *cp.get(kind, {})]))


def _num(v, digits=0):
    return "-" if v is None else f"{v:.{digits}f}"


if __name__ == "__main__":
    raise SystemExit(main())
