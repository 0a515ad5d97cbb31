"""Accessibility (axe-core, vendored) and responsive layout."""

from __future__ import annotations

from pathlib import Path

import pytest

from fudabako.core import all_games, get_game

# timeout: a backstop (pytest-timeout); every wait inside has its own, shorter timeout
pytestmark = [pytest.mark.browser, pytest.mark.timeout(360)]

REPO = Path(__file__).resolve().parents[2]
AXE = REPO / "static" / "vendor" / "axe" / "axe.min.js"
GAME_IDS = [g.id for g in all_games()]


def axe_violations(page) -> list[str]:
    """Serious or critical axe violations on the page, one readable line each."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        assert AXE.is_file(), f"{AXE} missing (run scripts/build)"
        # evaluated, not added as a script tag: the page's Content-Security-Policy refuses inline scripts
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    results = page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ') + ' :: ' + (n.failureSummary || '').split('\\n').slice(1, 3).join(' / '))}));
    }""")
    return [f"{v['impact']}: {v['id']} ({v['help']})\n      " + "\n      ".join(v["nodes"])
            for v in results if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_shelf_and_game_pages(make_context, make_app, scheme):
    page = make_context(color_scheme=scheme).new_page()
    app = make_app(page)
    found = {}
    app.open()
    found["shelf"] = axe_violations(page)
    for game_id in GAME_IDS:
        app.open_game(game_id)
        found[f"{game_id} setup"] = axe_violations(page)
        app.start("solo" if get_game(game_id).max_players == 1 else "pass")
        if app.wait_turn() == "handoff":
            found[f"{game_id} handoff"] = axe_violations(page)
            app.continue_handoff()
        app.step()  # one choice made: a mid-game table
        if app.wait_turn() == "handoff":
            found[f"{game_id} handoff"] = axe_violations(page)
            app.continue_handoff()
        found[f"{game_id} table"] = axe_violations(page)
        page.click("#rules-button")
        page.wait_for_selector("#rules", state="visible", timeout=10_000)
        want = get_game(game_id).describe()["rulings"]
        shown = page.eval_on_selector_all("#rules li[data-ruling]", "els => els.map(e => e.dataset.ruling)")
        assert set(want) <= set(shown), f"{game_id}: rules panel lists rulings {shown}, the game has {want}"
        found[f"{game_id} rules"] = axe_violations(page)
        page.click("#rules-close")
        page.wait_for_selector("#rules", state="hidden", timeout=10_000)
    bad = {k: v for k, v in found.items() if v}
    assert not bad, f"serious/critical axe violations ({scheme}):\n" + "\n".join(
        f"  [{k}]\n    " + "\n    ".join(v) for k, v in bad.items())


# A JS function of an element: [its text's lines as laid out, the offsets in its text where it has a <wbr>].
TEXT_LINES_JS = """(el) => {
  const lines = [''], wbr = [], range = document.createRange();
  let offset = 0, top = null;
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    if (node.nodeName === 'WBR') wbr.push(offset);
    if (node.nodeType !== Node.TEXT_NODE) continue;
    for (let i = 0; i < node.length; i++, offset++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const at = range.getClientRects()[0]?.top;
      if (at !== undefined) {
        if (top !== null && at > top + 1) lines.push('');
        top = at;
      }
      lines[lines.length - 1] += node.data[i];
    }
  }
  return [lines, wbr];
}"""

VIEWPORTS = {"phone": (390, 844), "small phone": (360, 780), "tablet": (820, 1180), "desktop": (1366, 768)}


@pytest.mark.parametrize("name", list(VIEWPORTS))
def test_layout_fits_viewport(make_context, make_app, name):
    width, height = VIEWPORTS[name]
    kwargs = {"viewport": {"width": width, "height": height}}
    if name != "desktop":
        kwargs.update(is_mobile=True, has_touch=True, device_scale_factor=2)
    page = make_context(**kwargs).new_page()
    app = make_app(page)
    app.open()
    problems = []

    def check(where):
        # A button in a row that scrolls sideways (a long hand, ラプラプラス's pool on a phone) is measured by that
        # row, which must itself be on screen: the player swipes it (and focus scrolls it) to the button. The
        # table's and the bar's own boxes are no such row: a table wider than its box is still a problem.
        # The page's width is the initial containing block's (clientWidth): a phone browser widens its layout
        # viewport (innerWidth) to content that overflows, so innerWidth would grow with the overflow it measures.
        m = page.evaluate("""() => ({
            sw: document.scrollingElement.scrollWidth, iw: document.documentElement.clientWidth, buttons: [...document.querySelectorAll(
                    '#table button[data-action], #table button[data-pick], #actions button[data-action]')].map(b => {
                let box = b;
                for (let e = b.parentElement; e && e.id !== 'board' && e.id !== 'bar'; e = e.parentElement) {
                    if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth) {
                        box = e;
                        break;
                    }
                }
                const r = b.getBoundingClientRect(), edge = box.getBoundingClientRect();
                return {id: b.dataset.action || b.dataset.pick, left: edge.left, right: edge.right, w: r.width,
                        h: r.height};
            })})""")
        if m["sw"] > m["iw"]:
            problems.append(f"{where}: horizontal overflow, scrollWidth {m['sw']} > width {m['iw']}")
        for b in m["buttons"]:
            if b["w"] <= 0 or b["h"] <= 0:
                problems.append(f"{where}: action button {b['id']} has no size")
            elif b["left"] < -0.5 or b["right"] > m["iw"] + 0.5:
                problems.append(f"{where}: action button {b['id']} spans {b['left']:.0f}..{b['right']:.0f}, "
                                f"viewport width {m['iw']}")
        return m

    def start_in_reach(where):
        """Start is on screen as the setup opens, however long its options (a phone, BlackPoker's on a laptop)."""
        top, bottom, height = page.evaluate("""() => { const r = document.getElementById('start')
            .getBoundingClientRect(); return [r.top, r.bottom, innerHeight]; }""")
        if top < 0 or bottom > height + 0.5:
            problems.append(f"{where}: Start spans {top:.0f}..{bottom:.0f}, off a screen {height} high")

    def title_whole(where):
        """The game bar's title wraps only between words: at a space or a break its markup allows (`<wbr>`, where
        a Japanese title's script changes), never inside 対戦ダイススレイヤー's ダイススレイヤー."""
        lines, wbr = page.evaluate(f"() => ({TEXT_LINES_JS})(document.getElementById('game-title'))")
        text = "".join(lines)
        starts = [sum(map(len, lines[:k])) for k in range(1, len(lines))]
        allowed = set(wbr) | {i + 1 for i, ch in enumerate(text) if ch == " "}
        bad = [i for i in starts if i not in allowed]
        if bad:
            problems.append(f"{where}: the title {text!r} wraps inside a word, before character(s) {bad}")

    check("shelf")
    for game_id in GAME_IDS:
        app.open_game(game_id)
        check(f"{game_id} setup")
        start_in_reach(f"{game_id} setup")
        title_whole(f"{game_id} setup")
        for _ in range(2):  # and in English, whose words are wider than the fallback glyphs Japanese gets here
            page.click("#lang")
            if page.evaluate("() => document.documentElement.lang") == "en":
                check(f"{game_id} setup in English")
                title_whole(f"{game_id} setup in English")
        if get_game(game_id).max_players == 1:
            app.start("solo")
        else:
            app.start("ai", level="random", human_seat=0)
        assert app.wait_turn() == "act"
        m = check(f"{game_id} table")
        title_whole(f"{game_id} table")
        if not m["buttons"]:
            problems.append(f"{game_id}: no action buttons on the table")
        for b in page.locator("#actions button[data-action]").all():
            if not b.is_visible():
                problems.append(f"{game_id}: action button {b.get_attribute('data-action')} not visible")
    assert not problems, f"layout at {name} {width}x{height}:\n  " + "\n  ".join(problems)
