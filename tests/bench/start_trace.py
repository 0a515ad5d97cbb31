#!/usr/bin/env python3
"""Where the Start of a game spends its main-thread time: prints figures, asserts nothing.

Headless Chromium (Debian's) against a running server (`scripts/serve`). For each run: open ?game=<id>, choose pass
and play (a one-player game has no choice), then record a Chrome trace of the Start click and of the hand-over's
Continue click (the first table).
By default it first waits for the computer's worker (started while the page boots) to finish booting, as it has
while a player reads the setup; with --during-boot it clicks Start at once, so the worker's
boot (another Pyodide compiling and starting on the other cores) competes with the first table.
Prints each main-thread task over 30 ms with its time by kind (script in the click handlers, style, layout, parse
of the new HTML; "in handler" = forced synchronously by the handler's code), and per run the longest task and
the style and layout forced inside handlers. Durations overlap (a handler's time includes what it forced).
That trace slows what it records (by a third or more in a table's first frame); with --light it records the
tasks alone, which is near what a page does untraced, and prints per game each run's longest task and their
median: the figure to hold against the 50 ms of a long task, with the main thread's CPU time in it (the rest it
spent waiting: on the browser process, or on a core of a busy machine). Each run then starts a new browser, so
that its first table also meets the browser's own font set-up, as a player's first game does.

    .venv/bin/python tests/bench/start_trace.py [--url http://127.0.0.1:8000/] [--runs 3] [--during-boot]
                                                [--lang ja|en] [--light] [yomi blackpoker ...]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import statistics
import time

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("FUDABAKO_CHROMIUM", "/usr/bin/chromium")
KINDS = ("EventDispatch", "FunctionCall", "UpdateLayoutTree", "Layout", "ParseHTML", "PrePaint", "Paint",
         "MinorGC", "MajorGC")
FORCED = ("Layout (in handler)", "UpdateLayoutTree (in handler)")


def long_tasks(trace: dict, over_us: int = 30_000) -> list[tuple[float, collections.Counter]]:
    """(duration ms, ms by kind) of each main-thread task longer than `over_us`."""
    events = [e for e in trace["traceEvents"] if e.get("ph") == "X"]
    main = {e["tid"] for e in trace["traceEvents"]
            if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    out = []
    for task in (e for e in events if e["name"] == "RunTask" and e["tid"] in main and e.get("dur", 0) > over_us):
        start, end = task["ts"], task["ts"] + task["dur"]
        inside = [e for e in events if e["tid"] == task["tid"] and start <= e["ts"] < end and e["name"] in KINDS]
        handlers = [(e["ts"], e["ts"] + e["dur"]) for e in inside if e["name"] == "EventDispatch"]
        by = collections.Counter()
        for e in inside:
            forced = e["name"] != "EventDispatch" and any(a <= e["ts"] < b for a, b in handlers)
            by[e["name"] + (" (in handler)" if forced else "")] += e.get("dur", 0) / 1000
        out.append((task["dur"] / 1000, by))
    return out


def longest_task(trace: dict) -> tuple[float, float]:
    """(ms, ms of the thread's CPU) of the longest main-thread task of a light trace (the "toplevel" category only).
    The gap between them is time the thread waited: for the browser process (a font looked up) or for a core."""
    main = {e["tid"] for e in trace["traceEvents"]
            if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    return max(((e.get("dur", 0) / 1000, e.get("tdur", 0) / 1000) for e in trace["traceEvents"]
                if e.get("ph") == "X" and e["tid"] in main
                and e["name"] in ("ThreadControllerImpl::RunTask", "RunTask")), default=(0.0, 0.0))


def wait_for_worker(page, timeout_s: float = 120) -> None:
    """Until the computer's worker has booted."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        for worker in page.workers:
            if worker.url.split("?")[0].endswith("/static/ai-worker.js") and worker.evaluate(
                    "() => !!self.fudabakoBoot"):
                return
        time.sleep(0.1)
    raise TimeoutError("the computer's worker did not boot")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=["yomi", "blackpoker"])
    parser.add_argument("--url", default="http://127.0.0.1:8000/")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--during-boot", action="store_true", help="Start while the computer's worker boots")
    parser.add_argument("--light", action="store_true", help="record the tasks alone; a new browser each run")
    parser.add_argument("--lang", default="ja", choices=["ja", "en"],
                        help="the page's language (on a machine without CJK fonts, Japanese text makes layout look up "
                             "a fallback font for each character)")
    args = parser.parse_args()
    light = collections.defaultdict(list)  # game: each run's longest task (--light)
    with sync_playwright() as p:
        def launch():
            return p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        browser = launch()
        for run in range(args.runs):
            if args.light and run:
                browser.close()
                browser = launch()
            for game in args.games:  # round-robin, so a change in the machine's load hits every game alike
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                page = context.new_page()
                page.goto(f"{args.url}?game={game}&lang={args.lang}")
                page.wait_for_function("() => document.body.dataset.ready === '1'"
                                       " && !document.getElementById('start').disabled", timeout=120_000)
                solo = not page.is_visible('#setup input[name="mode"][value="pass"]')  # one player: no worker
                if not solo:
                    page.click('#setup input[name="mode"][value="pass"]')
                if not (solo or args.during_boot):
                    wait_for_worker(page)
                browser.start_tracing(page=page, categories=["toplevel"] if args.light else [
                    "devtools.timeline", "disabled-by-default-devtools.timeline", "v8"])
                page.click("#start")
                page.wait_for_timeout(500)
                if page.is_visible("#handoff-continue"):
                    page.click("#handoff-continue")
                    page.wait_for_timeout(500)
                trace = json.loads(browser.stop_tracing())
                context.close()
                if args.light:
                    light[game].append(longest_task(trace))
                    continue
                tasks = long_tasks(trace)
                for duration, by in tasks:
                    kinds = ", ".join(f"{k} {v:.1f}" for k, v in by.most_common() if v >= 0.5)
                    print(f"  {game} run {run}: task {duration:.1f} ms: {kinds}")
                longest = max((d for d, _ in tasks), default=0.0)
                forced = sum(by[k] for _, by in tasks for k in FORCED)
                print(f"{game} run {run}: longest task {longest:.1f} ms, style+layout forced in handlers {forced:.1f} ms")
        browser.close()
    for game, runs in light.items():
        walls = [wall for wall, _ in runs]
        print(f"{game:16} longest task, median {statistics.median(walls):5.1f} ms, max {max(walls):5.1f} ms:  "
              + " / ".join(f"{wall:.1f} ({cpu:.1f} CPU)" for wall, cpu in runs))


if __name__ == "__main__":
    main()
