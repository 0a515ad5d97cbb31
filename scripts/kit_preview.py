#!/usr/bin/env python3
"""A preview page of every table-kit widget, and screenshots of it (for looking, not a test).

    python3 scripts/kit_preview.py            # writes .cache/kit-preview/index.html (gitignored)
    python3 scripts/kit_preview.py --shots    # and screenshots it with Playwright and Debian's Chromium:
                                              # 390×844 and 1280×800, light and dark, motion reduced; plus
                                              # motion-demo frames mid-animation

The page links static/app.css and static/kit.css and carries the app's Content-Security-Policy, so an inline
style would show up as a violation (printed). The screenshot run also prints any horizontal overflow of the page
and, once `scripts/build` has vendored axe-core, axe's accessibility violations.
Serve the repository root to open it in a browser (`python3 -m http.server`, then /.cache/kit-preview/).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from fudabako.games.delta.rules import FINAL, PASS, _choices, pack  # noqa: E402
from fudabako.ui.kit import (card_back, card_slot, confirm_bar, count_label, die, game_card, hand,  # noqa: E402
                             hidden_hand, animate, pick, pickable, piece, pile, playing_card,
                             score_strip)
from fudabako.ui.kit import motion as mo  # noqa: E402  (the module)
from fudabako.ui.kit.playing_card import RANKS, SUITS, card_name  # noqa: E402

OUT = ROOT / ".cache" / "kit-preview"
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'; "
       "base-uri 'self'; form-action 'self'")


def delta_card(code: str, lang="ja", **kw) -> str:
    """デルタ's codes ("S7", "J1") as kit cards."""
    if code[0] == "J":
        return playing_card("JOKER", joker=int(code[1]), lang=lang, **kw)
    return playing_card(code[1:], code[0], lang=lang, **kw)


def section(title: str, body: str) -> str:
    return f'<section class="pv"><h2>{title}</h2>{body}</section>'


def sub(title: str, body: str) -> str:
    return f'<div class="pv-sub"><h3>{title}</h3>{body}</div>'


def cards_section() -> str:
    rows = "".join(
        sub(card_name("A", s, "en").split(" of ")[1],
            hand([playing_card(r, s) for r in RANKS], count_label(card_name("A", s).split("の")[0], 13),
                 layout="wrap"))
        for s in SUITS)
    extras = hand([playing_card("JOKER", joker=1), playing_card("JOKER", joker=2, lang="en"), card_back(),
                   card_back(name="相手の伏せ札"), card_slot(), card_slot("伏せ札")], "ジョーカー・裏・空き", layout="wrap")
    large = hand([playing_card(*c, size="l") for c in (("A", "S"), ("10", "H"), ("Q", "D"), ("K", "C"), ("J", "S"))]
                 + [playing_card("JOKER", joker=2, size="l"), card_back(size="l")], "大きいカード", layout="wrap")
    small = hand([playing_card(*c, size="s") for c in (("A", "S"), ("10", "H"), ("Q", "D"), ("K", "C"), ("7", "S"))]
                 + [playing_card("JOKER", joker=1, size="s"), card_back(size="s"), card_slot(size="s")],
                 "小さいカード", layout="wrap")
    return section("Playing cards (m, default)", rows + sub("Jokers 1/2, backs, slots", extras)
                   + sub("Large (l)", large) + sub("Small (s: compact faces)", small))


def game_cards_section() -> str:
    ja = [
        game_card("攻撃", corner="3", emblem="⚔", stats=[("食料", "×1"), ("生産", "×2")], footer="コンボ → 防御",
                  tone="red", size="l"),
        game_card("防御", corner="2", emblem="🛡", stats=["金銭 ×2", "同点なら +1"], tone="blue", size="l"),
        game_card("敵 3", corner="3", emblem="3", stats=[("残りHP", "2"), "●○○"], footer="新たに出現", tone="grey",
                  size="l", attrs={"data-enemy": "3"}),
        game_card("ラプラスの悪魔", emblem="♜", stats=[("HP", 12), ("攻撃", 4), ("速度", 3)],
                  footer="開幕時、相手の公開カードを1枚見る。とても長い効果の文章でも折り返して読めます。", tone="violet",
                  size="l"),
    ]
    en = [
        game_card("Attack", corner="3", emblem="⚔", stats=[("Food", "×1"), ("Production", "×2")],
                  footer="combo → Defend", tone="red"),
        game_card("Defend", corner="2", emblem="🛡", stats=["Money ×2", "+1 on a tie"], tone="blue"),
        game_card("Enemy 3", corner="3", emblem="3", stats=[("HP left", "2")], tone="grey"),
        game_card("Laplace's Demon", emblem="♜", stats=[("HP", 12), ("ATK", 4)], footer="Peek at one open card.",
                  tone="gold"),
        game_card("Plain", stats=["a white card"], tone="white"),
        game_card("Green", emblem="✿", tone="green"),
    ]
    small = [game_card("攻撃", corner="3", emblem="⚔", tone="red", size="s"),
             game_card("防御", corner="2", emblem="🛡", tone="blue", size="s")]
    return section("Game cards", sub("Japanese, large", hand(ja, "ゲームカード", layout="wrap"))
                   + sub("English, medium", hand(en, "Game cards", layout="wrap"))
                   + sub("Small", hand(small, "小", layout="wrap")))


def piles_section() -> str:
    deck = {"ja": "山札", "en": "Deck"}
    discard = {"ja": "捨て札", "en": "Discard"}
    row = "".join([
        pile(0, deck), pile(1, deck), pile(3, deck), pile(12, deck, lang="en"), pile(40, deck),
        pile(5, discard, top=playing_card("7", "H"), kind="discard"),
        pile(1, discard, top=playing_card("K", "S"), kind="discard", lang="en"),
        piece(pile(23, deck), {"id": "draw", "label": {"ja": "山札から引く", "en": "Draw"}}),
        pile(8, {"ja": "墓場", "en": "Grave"}, top=game_card("敵 2", corner="2", emblem="2", tone="grey"),
             kind="grave"),
    ])
    small = "".join([pile(0, deck, size="s"), pile(4, deck, size="s"), pile(30, deck, size="s"),
                     pile(2, discard, top=playing_card("A", "D", size="s"), size="s")])
    return section("Piles", f'<div class="kit-row pv-piles">{row}</div>'
                   + sub("Small", f'<div class="kit-row pv-piles">{small}</div>'))


def hands_section() -> str:
    deck = [playing_card(r, s) for s in ("S", "H", "C", "D") for r in ("A", "7", "10", "Q", "3")]
    out = ""
    for n in (3, 5, 9):
        out += sub(f"Hand of {n} (fan, m)", hand(deck[:n], count_label("あなたの手札", n)))
    out += sub("Hand of 9 (fan, l)", hand([playing_card(r, "D", size=None) for r in RANKS[:9]],
                                          count_label("あなたの手札", 9), size="l"))
    out += sub("Hand of 15 (fan, s)", hand(deck[:15], count_label("手札", 15), size="s"))
    out += sub("Hand of 20 (fan, m)", hand(deck[:20], count_label("手札", 20)))
    out += sub("Hand of 9 (wrap, s)", hand(deck[:9], count_label("手札", 9), layout="wrap", size="s"))
    backs = "".join(hidden_hand(n, {"ja": "相手の手札", "en": "Rival's hand"}, lang=lang)
                    for n, lang in ((0, "ja"), (1, "en"), (5, "ja"), (12, "en")))
    out += sub("The other's hand (0, 1, 5, 12)", f'<div class="kit-row">{backs}</div>')
    return section("Hands", out)


def dice_section() -> str:
    faces = "".join(die(v, show_value=True) for v in range(1, 7))
    tones = "".join(die(v, tone=t, name=f"{t} {v}") for v, t in zip((1, 2, 3, 4, 5, 6, 3),
                                                                      ("ivory", "white", "red", "black", "blue",
                                                                       "green", "gold")))
    sizes = "".join(die(5, size=s) for s in ("s", "m", "l")) + die(0, show_value=True)
    fresh = "".join(die(v, fresh=True, tone="red") for v in (2, 4, 6))
    return section("Dice", f'<div class="kit-row">{faces}</div>' + sub("Tones", f'<div class="kit-row">{tones}</div>')
                   + sub("Sizes s/m/l, and blank", f'<div class="kit-row">{sizes}</div>')
                   + sub("Fresh (tumble)", f'<div class="kit-row">{fresh}</div>'))


def strips_section() -> str:
    race = [("on",)] * 3 + [("changed",)] * 2 + [()]
    goal = [("on",)] * 4 + [()] * 7 + [("goal",)]
    strips = (score_strip("プレイヤー2", ("耐久点", "endurance", 1, 5, 6), race, "ja", changed=True, chosen=True)
              + score_strip("Player 1", ("Points", "points", 0, 4, 12), goal, "en", mine=True))
    return section("Score strips", f'<div class="kit-strips">{strips}</div>')


def pieces_section() -> str:
    out = ""
    # one tap = one action: cards with a legal action are buttons, the others inert
    legal = {"S3": "play:S3", "H5": "play:H5", "J1": "play:J1"}
    cards = [piece(delta_card(c), {"id": legal[c], "label": {"ja": f"{c}を出す"}} if c in legal else None, key=i + 1
                   if c in legal else None) for i, c in enumerate(["S3", "H5", "D7", "J1", "S6"])]
    out += sub("Legal (lifted, ringed, button) and inert", hand(cards, "あなたの手札 5枚"))
    # デルタ's final discard: pick two, the engine's actions say which pairs are legal
    my_hand = ["S3", "S5", "H4", "J1", "J2"]
    for phase, selected in ((FINAL, set()), (FINAL, {"J1"}), (FINAL, {"J1", "J2"}), (FINAL, {"S3", "H4"}),
                            (PASS, {"S5", "J2"})):
        actions = [a.to_json() for a in _choices(phase, pack(my_hand))]
        can = pickable(actions, selected, "discard")
        picks = [pick(delta_card(c), c, name=card_name(c[1:], c[0]) if c[0] != "J" else f"ジョーカー{c[1]}",
                      selected=c in selected, enabled=c in can) for c in my_hand]
        bar = confirm_bar(actions, selected, "discard", "ja", prompt="2枚選んで裏向きに捨てる")
        out += sub(f"デルタ {phase}, selected {sorted(selected) or '—'}", hand(picks, "あなたの手札 5枚") + bar)
    # すとすて: two dice to reroll
    reroll = [{"id": "reroll:food+money", "label": {"ja": "食料と金銭を振り直す", "en": "Reroll food and money"},
               "payload": {"dice": ["food", "money"], "keep": "production"}},
              {"id": "reroll:food+production", "label": {"ja": "食料と生産を振り直す"},
               "payload": {"dice": ["food", "production"], "keep": "money"}},
              {"id": "reroll:production+money", "label": {"ja": "生産と金銭を振り直す"},
               "payload": {"dice": ["production", "money"], "keep": "food"}}]
    sel = {"money"}
    dice = [pick(die(v, tone=t, show_value=True), r, name=f"{w} {v}", selected=r in sel,
                 enabled=r in pickable(reroll, sel, "dice"))
            for r, v, t, w in (("food", 4, "red", "食料"), ("production", 2, "black", "生産"), ("money", 6, "white", "金銭"))]
    out += sub("すとすて: dice to reroll (one picked)",
               f'<div class="kit-row">{"".join(dice)}</div>' + confirm_bar(reroll, sel, "dice", "en"))
    # game cards as pieces, and a focus ring (the preview focuses the first button)
    enemies = [piece(game_card(f"敵 {n}", corner=str(n), emblem=str(n), stats=["●" * d + "○" * (n - d)], tone="grey"),
                     {"id": f"attack:{i}", "label": {"ja": f"敵{n}を攻撃"}} if n - d > 0 else None)
               for i, (n, d) in enumerate(((3, 1), (2, 2), (1, 0)))]
    out += sub("Game cards as pieces", hand(enemies, "キルゾーン 3体", layout="wrap"))
    return section("Pieces (the piece is the control)", out)


def motion_section() -> str:
    reveal = hand([delta_card(c, cls=animate(mo.REVEAL)) for c in ("S7", "H2", "J1")], "公開", layout="wrap")
    travel = hand([playing_card("Q", "H", cls=animate(mo.FROM_TOP)), playing_card("4", "C", cls=animate(mo.FROM_LEFT)),
                   playing_card("9", "D", cls=animate(mo.FROM_TOP, mo.REVEAL, mo.JUST_CHANGED))], "移動", layout="wrap")
    changed = (f'<div class="kit-row">{playing_card("5", "S", cls=animate(mo.JUST_CHANGED))}'
               f'{die(3, cls=animate(mo.JUST_CHANGED))}{die(6, fresh=True)}</div>')
    return section("Motion (off under reduced motion)", sub("Reveal (flip together)", reveal)
                   + sub("Travel (from top, from left, from top + flip + just-changed)", travel)
                   + sub("Just changed; a fresh die", changed))


def page() -> str:
    body = "".join([cards_section(), pieces_section(), piles_section(), hands_section(), dice_section(), strips_section(),
                    game_cards_section(), motion_section()])
    return f"""<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Table kit preview</title>
<link rel="stylesheet" href="../../static/app.css">
<link rel="stylesheet" href="../../static/kit.css">
<link rel="stylesheet" href="preview.css">
</head>
<body><main><h1>札箱 table kit</h1>{body}</main></body>
</html>
"""


PREVIEW_CSS = """.pv { border-top: 2px solid var(--line); padding: .6rem 0 1rem; }
.pv-sub { margin: .4rem 0 .8rem; }
.pv-sub h3 { font-size: .85rem; color: var(--muted); margin: 0 0 .2rem; font-weight: 600; }
.pv-piles { gap: 1.2rem; align-items: flex-start; }
.kit-confirm { margin-top: .4rem; }
"""


def write() -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "preview.css").write_text(PREVIEW_CSS)
    path = OUT / "index.html"
    path.write_text(page())
    return path


AXE_JS = """async () => (await axe.run(document, {resultTypes: ["violations"]})).violations
    .map(v => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes[0].target.join(" ")}`)"""


def shots() -> None:
    from playwright.sync_api import sync_playwright

    url = "http://kit.preview/.cache/kit-preview/index.html"
    types = {".html": "text/html", ".css": "text/css", ".svg": "image/svg+xml", ".js": "text/javascript"}

    def serve(route):
        rel = route.request.url.split("http://kit.preview/", 1)[-1].split("?")[0]
        file = ROOT / rel
        if route.request.url.startswith("http://kit.preview/") and file.is_file():
            route.fulfill(status=200, body=file.read_bytes(), content_type=types.get(file.suffix, "text/plain"))
        else:
            route.abort()

    args = ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic",
            "--no-first-run", "--disable-gpu"]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=args, headless=True)
        for (w, h) in ((390, 844), (1280, 800)):
            for scheme in ("light", "dark"):
                ctx = browser.new_context(viewport={"width": w, "height": h}, color_scheme=scheme,
                                          reduced_motion="reduce", device_scale_factor=2 if w < 500 else 1)
                ctx.route("**/*", serve)
                page = ctx.new_page()
                violations = []
                page.on("console", lambda m: violations.append(m.text) if "Content Security" in m.text else None)
                page.goto(url)
                page.wait_for_load_state("load")
                overflow = page.evaluate("() => document.documentElement.scrollWidth - innerWidth")
                if (OUT.parent.parent / "static" / "vendor" / "axe" / "axe.min.js").is_file():  # after scripts/build
                    page.add_script_tag(url="http://kit.preview/static/vendor/axe/axe.min.js")
                    found = page.evaluate(AXE_JS)
                    print(f"axe ({w}x{h} {scheme}): " + ("; ".join(found) if found else "no violations"))
                page.focus("button.kit-piece >> nth=0")
                total = page.evaluate("() => document.documentElement.scrollHeight")
                tile = 1000  # CSS px per image: full pages are too tall to look at
                for k, top in enumerate(range(0, total, tile), 1):
                    out = OUT / f"{w}x{h}-{scheme}-{k:02d}.png"
                    page.screenshot(path=str(out), full_page=True,
                                    clip={"x": 0, "y": top, "width": w, "height": min(tile, total - top)})
                print(f"{OUT.relative_to(ROOT)}/{w}x{h}-{scheme}-*.png ({k} tiles): overflow {overflow}px, "
                      f"CSP violations {violations or 'none'}")
                ctx.close()
        # motion frames: the motion section only, light, at a few moments of the animations
        ctx = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme="light",
                                  reduced_motion="no-preference", device_scale_factor=2)
        ctx.route("**/*", serve)
        page = ctx.new_page()
        page.goto(url)
        last = page.locator("section.pv").last
        last.scroll_into_view_if_needed()
        for ms in (0, 150, 300, 900):
            page.evaluate(f"""() => document.getAnimations().forEach(a => {{ a.pause(); a.currentTime = {ms}; }})""")
            out = OUT / f"motion-{ms}ms.png"
            last.screenshot(path=str(out))
            print(f"{out.relative_to(ROOT)}")
        ctx.close()
        browser.close()


if __name__ == "__main__":
    print(write().relative_to(ROOT))
    if "--shots" in sys.argv[1:]:
        shots()
