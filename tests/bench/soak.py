#!/usr/bin/env python3
"""First visits in a loop: how many never become playable (prints figures; exit status 1 if any did not).

A first visit does the most (the page downloads the build's memory snapshot and restores it, and hands it to the
computer's worker, which restores it too) and `make bench` makes only 15 of them a run, so a rare failure there
is easy to miss: in session 30, 2 of about 1,200 first visits on the 2-core test host ended with Chromium's page
process crashing ("Target crashed") a moment after PyScript was ready, a BlackPoker and a ヨミ page (the cause and
what was done: static/no-jspi.js). This loop turns such a rate into a figure anyone can take again.

Each load is a fresh context (no cache, no service worker), the same headless Chromium
and page marks as tests/bench/browser_bench.py, round-robin over the game pages in pass-and-play and against the
computer (`#ai`: the bench's player moves until the computer has answered). A load fails when its page process
crashes, when the page reports an error, or when it is not playable (the computer has not answered) within
`--timeout` seconds; each failure prints when it happened and the page's last console lines.

    python3 tests/bench/soak.py [--loads 300] [--games dice-janken,blackpoker,yomi] [--timeout 90]
"""

from __future__ import annotations

import argparse
import sys
import time

from browser_bench import (CHROMIUM, CHROMIUM_ARGS, GAMES, REPO, Bench, game_list, load_server,
                           wait_for_mark)

from fudabako.cli import wilson  # browser_bench puts the engine on sys.path


def one_load(bench: Bench, query: str, mark: str, timeout_ms: int) -> str | None:
    """None if the page reached `mark`, else why not (with the page's last console lines)."""
    ctx = bench.new_context()
    page = ctx.new_page()
    start = time.monotonic()
    console: list[str] = []
    crashed: list[float] = []
    page.on("console", lambda m: console.append(f"{time.monotonic() - start:5.1f} s {m.type}: {m.text[:200]}"))
    page.on("pageerror", lambda e: console.append(f"{time.monotonic() - start:5.1f} s pageerror: {str(e)[:200]}"))
    page.on("crash", lambda _page: crashed.append(time.monotonic() - start))
    try:
        page.goto(bench.base_url + query, wait_until="commit", timeout=timeout_ms)
        wait_for_mark(page, mark, timeout_ms, polling=100)
        error = page.evaluate("() => window.__marks.error")
        why = f"the page reported an error: {error}" if error else None
    except Exception as e:  # noqa: BLE001 - a failed load is the figure
        why = (f"the page process crashed {crashed[0]:.1f} s after navigation" if crashed
               else f"not {mark} after {time.monotonic() - start:.0f} s ({type(e).__name__})")
    finally:
        ctx.close()
    return why and "\n    ".join([why, *console[-8:]])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--loads", type=int, default=300, help="first visits in all (default 300)")
    ap.add_argument("--games", default=",".join(GAMES), type=game_list,
                    help=f"the game pages (default {','.join(GAMES)})")
    ap.add_argument("--timeout", type=float, default=90, help="seconds a load may take (default 90)")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    pages = [(f"{g} pass-and-play", f"?game={g}", "playable") for g in args.games]
    pages += [(f"{g} vs computer", f"?game={g}#ai", "ai") for g in args.games]
    counts = {name: [0, 0] for name, _, _ in pages}  # loads, failed
    base_url, stop = load_server().start_server(root=REPO)
    t0 = time.monotonic()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            bench = Bench(browser, base_url)
            for i in range(args.loads):
                name, query, mark = pages[i % len(pages)]
                why = one_load(bench, query, mark, int(args.timeout * 1000))
                counts[name][0] += 1
                if why:
                    counts[name][1] += 1
                    print(f"load {i + 1} ({name}, {time.strftime('%H:%M:%S')}): {why}", flush=True)
                if (i + 1) % 50 == 0:
                    print(f"  {i + 1}/{args.loads} loads, {sum(f for _, f in counts.values())} failed",
                          file=sys.stderr, flush=True)
            browser.close()
            if bench.foreign:
                print(f"requests off this host (blocked): {bench.foreign[:5]}")
    finally:
        stop()

    loads, failed = sum(n for n, _ in counts.values()), sum(f for _, f in counts.values())
    print(f"\nFudabako soak: {loads} first visits in {time.monotonic() - t0:.0f} s, headless Chromium")
    for name, (n, f) in counts.items():
        print(f"  {name:32} {n:5} loads {f:4} failed")
    low, high = wilson(failed, loads)
    print(f"  {'all':32} {loads:5} loads {failed:4} failed = {100 * failed / max(loads, 1):.2f}%"
          f" (95% Wilson interval {100 * low:.2f}-{100 * high:.2f}%)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
