"""Screenshots of every game's screens, to look at before a change lands (`make screenshots`).

For each game and language, one page plays a seeded game in pass-and-play (solo games: alone) and, at four
moments — the setup, a mid-game table, the first screen after a reveal, the end — resizes itself through the
sizes players use (phone 390×844, tablet 820×1180 and 1180×820, desktop 1280×800) in each colour scheme and saves
a PNG of the viewport (what a player sees without scrolling):

    screenshots/<game>/<moment>-<lang>-<width>x<height>-<scheme>.png

    .venv/bin/python scripts/screenshots.py                       # everything (a few minutes)
    .venv/bin/python scripts/screenshots.py --games delta,yomi --langs ja --schemes light --sizes 390x844

Needs the built site (scripts/build) and the test tools (.venv, made by scripts/test): Playwright drives
Debian's Chromium (FUDABAKO_CHROMIUM), with every non-local request refused.
"""

import argparse
import importlib.util
import json
import os
import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "py"))

sys.path.insert(0, str(REPO / "tests" / "e2e"))

from driver import ENABLED_ACTIONS_JS, TURN_STATE_JS, tap  # noqa: E402  (how the browser tests play)
from fudabako.core import Record, all_games, replay  # noqa: E402

SIZES = ["390x844", "820x1180", "1180x820", "1280x800"]
MOMENTS = ("setup", "mid", "reveal", "end")
# Options that keep a game to a length worth watching (the shortest each game allows, where it has one).
OPTIONS = {"delta": {"endurance": 10}, "dice-janken": {"endurance": 6}, "dice-duel": {"life": 30}}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def server():
    spec = importlib.util.spec_from_file_location("server", REPO / "tests" / "e2e" / "server.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.start_server(root=REPO)


def engine_state(page, game_id):
    raw = page.evaluate("(k) => localStorage.getItem(k)", f"fudabako:save:{game_id}")
    return replay(Record.from_json(json.loads(raw)["record"])) if raw else None


def shoot(page, out: Path, moment: str, lang: str, sizes: list, schemes: list) -> None:
    for size in sizes:
        width, height = map(int, size.split("x"))
        page.set_viewport_size({"width": width, "height": height})
        for scheme in schemes:
            page.emulate_media(color_scheme=scheme, reduced_motion="reduce")
            page.wait_for_timeout(50)  # a frame for the new layout
            page.screenshot(path=str(out / f"{moment}-{lang}-{size}-{scheme}.png"))


def turn(page) -> str:
    """'over', 'handoff' or 'act', once the page asks for something."""
    return page.wait_for_function(TURN_STATE_JS, timeout=60_000).json_value()


def play(page, game, lang: str, out: Path, sizes: list, schemes: list, base: str) -> None:
    page.goto(f"{base}?game={game.id}&lang={lang}")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=60_000)
    page.evaluate("() => localStorage.clear()")
    page.reload()
    page.wait_for_selector("#setup", state="visible", timeout=60_000)
    shoot(page, out, "setup", lang, sizes, schemes)
    for key, value in OPTIONS.get(game.id, {}).items():
        page.fill(f'#setup [name="opt-{key}"]', str(value))
    page.click("#start")
    rng, steps, shot = random.Random(game.id), 0, set()
    reveals = engine_state(page, game.id).reveals
    while True:
        now = turn(page)
        if now == "over":
            break
        if now == "handoff":
            page.click("#handoff-continue")
            continue
        state = engine_state(page, game.id)
        if "reveal" not in shot and state.reveals > reveals and steps > 1:
            shoot(page, out, "reveal", lang, sizes, schemes)
            shot.add("reveal")
        if "mid" not in shot and steps >= 8:
            shoot(page, out, "mid", lang, sizes, schemes)
            shot.add("mid")
        moves = page.evaluate("() => document.body.dataset.moves")
        tap(page, rng.choice(page.evaluate(ENABLED_ACTIONS_JS)))
        page.wait_for_function("(n) => document.body.dataset.moves !== n", arg=moves, timeout=60_000)
        steps += 1
        if steps > 600:
            raise RuntimeError(f"{game.id}: no end after 600 steps")
    shoot(page, out, "end", lang, sizes, schemes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(g.id for g in all_games()))
    parser.add_argument("--langs", default="ja,en")
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--schemes", default="light,dark")
    parser.add_argument("--out", default=str(REPO / "screenshots"))
    args = parser.parse_args()
    base, stop = server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("FUDABAKO_CHROMIUM", "/usr/bin/chromium"),
                                        args=ARGS)
            games = {g.id: g for g in all_games()}
            for game_id in args.games.split(","):
                for lang in args.langs.split(","):
                    context = browser.new_context()
                    context.route("**/*", lambda route: route.abort() if "127.0.0.1" not in route.request.url
                                  else route.fallback())
                    out = Path(args.out) / game_id
                    out.mkdir(parents=True, exist_ok=True)
                    play(context.new_page(), games[game_id], lang, out, args.sizes.split(","),
                         args.schemes.split(","), base)
                    context.close()
                    print(f"{game_id} {lang}: {out}", flush=True)
            browser.close()
    finally:
        stop()


if __name__ == "__main__":
    main()
