"""ラプラプラス's screens: the face-to-face table (open cards, closed cards and order, then the battle replay), and
two panels of its own beside it (`extra_panels`): the builder (the 25 cards into 8 ordered slots, live stats,
saved characters, codes and links) and the PBM tournament (named codes, round robin, standings, any replay).

The HTML comes from pure functions (testable under CPython). The DOM part (`extra_panels` and the handlers it
wires once) drives the panels and the replay: stepping, playing at speed, and the text log beside it.
"""

from fudabako.games.laplaplus.battle import Battle, stats
from fudabako.games.laplaplus.cards import ABILITY, FAMILY, FAMILY_NAMES, FORCE, NAME, NUMBERS
from fudabako.games.laplaplus.codes import MAX_CARDS, CodeError, decode, encode
from fudabako.games.laplaplus.texts import event_text

from ..i18n import tr
from ..widgets import esc

LEVEL_NOTES = {
    "strong": {"ja": "知っている強い構成から4枚を見せ、あなたのオープンカードから構成を読んで、それに勝つ並びを数通り混ぜて組みます",
               "en": "Shows 4 cards of a strong build it knows, reads your likely builds from your open cards, and "
                     "plays a mix of builds that beat them"},
}

WORDS = {
    "open_stage": ("オープンカードを4枚選んでください(相手には、そろってから見えます)",
                   "Pick 4 open cards (the other player sees them once both have picked)"),
    "build_stage": ("上から順に8枚を並べます: オープンカードは必ず全部、クローズカードは4枚まで",
                    "Place 8 cards, top first: all your open cards, and up to 4 closed cards"),
    "open": ("オープン", "Open"), "closed": ("クローズ", "Closed"), "placed": ("並べたカード", "Placed"),
    "hidden": ("伏せ", "hidden"), "base": ("基礎HP", "Base HP"), "initial": ("初期HP", "Starting HP"),
    "speed": ("素早さ", "Speed"), "hp": ("HP", "HP"), "force": ("フォース", "Force"),
    "replay": ("バトルのリプレイ", "Battle replay"), "first": ("最初へ", "First"), "prev": ("1つ戻る", "Back"),
    "next": ("1つ進む", "Step"), "last": ("結果まで飛ばす", "Skip to the end"), "play": ("再生", "Play"), "pause": ("一時停止", "Pause"),
    "speed_label": ("再生速度", "Speed"), "step": ("手順 {i} / {n}", "Step {i} of {n}"),
    "events": ("バトルの記録", "Battle log"), "removed": ("除去", "removed"), "down": ("ダウン", "down"),
    "up": ("アップ", "up"), "top": ("トップ", "top"), "damage": ("{n}ダメージ", "{n} damage"),
    "builder": ("キャラクタービルダー", "Character builder"),
    "builder_hint": ("カードをタップすると空いている一番上の枠に入ります。枠をタップで外し、↑か⠿のドラッグで並べ替え。",
                     "Tap a card to put it in the first free slot. Tap a slot to take it out; ↑ or drag ⠿ to reorder."),
    "slots": ("構成(上から)", "Composition (top first)"), "empty": ("空き", "empty"),
    "moved": ("{card}を{i}番目へ", "{card} moved to slot {i}"),
    "cards": ("カード一覧", "The cards"), "name": ("名前", "Name"), "save": ("保存", "Save"),
    "clear": ("全部外す", "Clear"), "code": ("コード", "Code"), "link": ("リンク", "Link"),
    "load_code": ("コードを読み込む", "Load a code"), "load": ("読み込む", "Load"), "delete": ("削除", "Delete"),
    "saved": ("保存したキャラクター", "Saved characters"), "none_saved": ("まだありません", "None yet"),
    "saved_as": ("「{name}」を保存しました", "Saved “{name}”"), "no_name": ("名前を付けてください", "Give it a name"),
    "not_saved": ("保存できませんでした (この端末では保存できないか、空き容量がありません)",
                  "Not saved (this browser keeps nothing here, or its storage is full)"),
    "damaged": ("読み込めないコード", "a code that cannot be read"),
    "running": ("対戦中… {done} / {total}", "Battling… {done} of {total}"),
    "failed": ("大会を実行できませんでした: {reason}", "The tournament could not run: {reason}"),
    "tournament": ("PBM大会(総当たり)", "PBM tournament (round robin)"),
    "entries": ("参加キャラクター(1行に1つ: 名前: コード)", "Entries (one per line: name: CODE)"),
    "file": ("ファイルから読み込む", "Load from a file"), "add_saved": ("保存したキャラを追加", "Add my saved characters"),
    "run": ("総当たりを始める", "Run the round robin"), "standings": ("順位", "Standings"),
    "rank": ("順位", "Rank"), "points": ("勝ち点", "Points"), "record": ("勝-分-敗", "W-D-L"),
    "pairings": ("対戦(タップでリプレイ)", "Pairings (tap for the replay)"),
    "bad_line": ("{line}行目: {reason}(この行は飛ばしました)", "Line {line}: {reason} (line skipped)"),
    "too_few": ("2人以上の参加が必要です", "At least two entries are needed"),
    "beat": ("{a} が {b} に勝ち", "{a} beats {b}"), "drew": ("{a} と {b} は引き分け", "{a} and {b} draw"),
    "vs": ("{a} 対 {b}", "{a} vs {b}"),
}


def w(key: str, lang: str, **fmt) -> str:
    ja, en = WORDS[key]
    return tr({"ja": ja, "en": en}, lang, **fmt)


def card_face(n: int, lang: str, detail: bool = True) -> str:
    """A card's name, force and family (and its abilities when `detail`)."""
    text = (f'<span class="lp-name">{esc(tr(NAME[n], lang))}</span>'
            f'<span class="lp-force" title="{esc(w("force", lang))}">{FORCE[n]}</span>'
            f'<span class="lp-family">{esc(tr(FAMILY_NAMES[FAMILY[n]], lang))}</span>')
    if detail:
        text += f'<span class="lp-ability">{esc(tr(ABILITY[n], lang))}</span>'
    return text


def stats_line(comp: list, lang: str) -> str:
    s = stats(comp)
    return (f'<p class="lp-stats">{esc(w("base", lang))} <b data-lp-base>{s["base"]}</b> · '
            f'{esc(w("initial", lang))} <b data-lp-initial>{s["initial"]}</b> · '
            f'{esc(w("speed", lang))} <b data-lp-speed>{s["speed"]}</b></p>')


# --- the face-to-face table ------------------------------------------------------------------------------
def render(view: dict, names: list, lang: str) -> str:
    me = view["viewer"]
    battle = view["battle"]
    if battle:  # the result waits for the replay's last frame (once seen, a redraw starts there)
        return replay_html(battle["comps"], names, lang, "table", held=not _TABLE_SEEN)
    _TABLE_SEEN.clear()
    parts = [f'<p class="lp-stage">{esc(w("open_stage" if view["stage"] == "open" else "build_stage", lang))}</p>']
    seats = []
    for p in (0, 1):
        opens = view["open"][p]
        open_html = "".join(f'<li class="lp-card">{card_face(n, lang, False)}</li>' for n in opens) or "".join(
            f'<li class="lp-card lp-back">{esc(w("hidden", lang))}</li>' for _ in range(view["open_count"][p]))
        slots = view["slots"][p]
        slot_html = "".join(
            f'<li class="lp-card">{card_face(n, lang, False)}<span class="lp-kind">'
            f'{esc(w("open" if o else "closed", lang))}</span></li>' for n, o in slots) or "".join(
            f'<li class="lp-card lp-back">{esc(w("hidden", lang))}</li>' for _ in range(view["slot_count"][p]))
        body = (f'<h4>{esc(w("open", lang))}</h4><ol class="lp-row" data-lp-open="{p}" '
                f'data-count="{view["open_count"][p]}">{open_html}</ol>')
        if view["stage"] == "build":
            body += (f'<h4>{esc(w("placed", lang))}</h4><ol class="lp-row" data-lp-placed="{p}" '
                     f'data-count="{view["slot_count"][p]}">{slot_html}</ol>')
            if p == me:
                body += stats_line([n for n, _ in slots], lang)
        mine = " seat-mine" if p == me else ""
        seats.append(f'<section class="seat{mine}"><h3 class="seat-name">{esc(names[p])}</h3>{body}</section>')
    parts.append(f'<div class="seats">{"".join(seats)}</div>')
    return "".join(parts)


def actions(view: dict, lang: str) -> str:
    """The legal picks as tappable cards (number keys pick the first nine)."""
    out = []
    for i, a in enumerate(view["legal"], 1):
        n = a["payload"]["card"]
        kind = ""
        if "open" in a["payload"]:
            kind = f'<span class="lp-kind">{esc(w("open" if a["payload"]["open"] else "closed", lang))}</span>'
        out.append(f'<button type="button" class="lp-pick" data-action="{esc(a["id"])}">'
                   f'{card_face(n, lang)}{kind}</button>')
    return "".join(out)


# --- the replay ------------------------------------------------------------------------------------------
_REPLAYS = {}  # replay id -> {"comps", "names", "events"}: what the step buttons redraw from
_TABLE_SEEN = []  # [True] once the table's replay reached its last frame (cleared by the next game)


def replay_html(comps, names, lang: str, rid: str, held: bool = False) -> str:
    """A battle's replay: controls, the board and the log up to the step shown (the end only at the end).
    `held`: the shell keeps the result and its log line back until the last frame (`data-holds-result`);
    otherwise the face-to-face table's replay opens at its last frame."""
    b = Battle(comps[0], comps[1], log=True)
    b.run()
    _REPLAYS[rid] = {"comps": comps, "names": names, "events": b.log}
    last = len(b.log) - 1
    step = last if rid == "table" and not held else 0
    current = ' aria-current="step"'
    lines = "".join(f'<li data-i="{i}"{" hidden" if i > step else ""}{current if i == step else ""}>'
                    f'{esc(event_text(e, comps, names)[lang])}</li>' for i, e in enumerate(b.log))
    extra = {"play": ' class="primary"', "last": " data-reveal"}  # the skip shows the result at once
    buttons = "".join(f'<button type="button" data-lp="{k}" data-replay="{rid}"{extra.get(k, "")}>'
                      f'{esc(w(k, lang))}</button>' for k in ("first", "prev", "play", "next", "last"))
    speeds = "".join(f'<option value="{ms}"{" selected" if ms == 400 else ""}>×{x}</option>'
                     for ms, x in ((800, "0.5"), (400, "1"), (150, "2.5"), (40, "10")))
    winner = b.winner if b.winner is not None else "draw"
    hold = ' data-holds-result="1"' if held else ""  # the one log line held back: the engine's result line
    return (f'<section class="lp-replay" data-lp-replay="{rid}" data-step="{step}" data-steps="{last}" '
            f'data-lp-winner="{winner}"{hold} '
            f'aria-label="{esc(w("replay", lang))}">'
            f'<div class="lp-controls">{buttons}<label>{esc(w("speed_label", lang))} '
            f'<select data-lp-rate="{rid}">{speeds}</select></label></div>'
            f'<div class="lp-replay-body"><div class="lp-frame" aria-live="polite">{frame_html(rid, step, lang)}</div>'
            f'<ol class="lp-events" aria-label="{esc(w("events", lang))}">{lines}</ol></div></section>')


def frame_html(rid: str, step: int, lang: str) -> str:
    """The board after event `step`: HP bars and each side's cards (up, down, removed), the event in words."""
    r = _REPLAYS[rid]
    comps, names, event = r["comps"], r["names"], r["events"][step]
    s = event["s"]
    sides = []
    for p in (0, 1):
        on_field = {cid for cid, _ in s["cards"][p]}
        active = event.get("p") == p and "cid" in event
        hit = (f'<span class="lp-dmg" data-lp-damage="{event["amount"]}">-{event["amount"]}</span>'
               if event["k"] == "damage" and event["to"] == p else "")
        cards = "".join(
            f'<li class="lp-card{"" if up else " lp-down"}{" lp-active" if active and cid == event["cid"] else ""}" '
            f'data-cid="{cid}">{card_face(comps[p][cid], lang, False)}'
            f'<span class="lp-state">{esc(w("up" if up else "down", lang))}</span></li>'
            for cid, up in s["cards"][p])
        cards += "".join(f'<li class="lp-card lp-removed">{card_face(n, lang, False)}'
                         f'<span class="lp-state">{esc(w("removed", lang))}</span></li>'
                         for cid, n in enumerate(comps[p]) if cid not in on_field)
        top = max(s["hp"][p], s["base"][p], 1)
        sides.append(
            f'<section class="lp-side"><h4>{esc(names[p])}</h4>'
            f'<p class="lp-hp">{esc(w("hp", lang))} <b data-lp-hp="{p}">{s["hp"][p]}</b> · {esc(w("base", lang))} '
            f'<b data-lp-basehp="{p}">{s["base"][p]}</b>{hit}'
            f'<meter min="0" max="{top}" value="{max(0, s["hp"][p])}" aria-hidden="true"></meter></p>'
            f'<ol class="lp-row">{cards}</ol></section>')
    text = event_text(event, comps, names)[lang]
    count = w("step", lang, i=step + 1, n=len(r["events"]))
    return (f'<p class="lp-now"><span class="lp-count">{esc(count)}</span> <span data-lp-event="{esc(event["k"])}">'
            f'{esc(text)}</span></p><div class="lp-sides">{"".join(sides)}</div>')


# --- the builder and the tournament (panels beside the table) ------------------------------------------------
_BUILD = []  # the composition in the builder, top first
_TOURNAMENT = {"entries": [], "result": None}


def builder_html(comp: list, saved: dict, lang: str, base_url: str = "") -> str:
    slots = []
    for i in range(MAX_CARDS):
        if i < len(comp):
            n = comp[i]
            move = (f'<button type="button" class="lp-up" data-lp="up" data-i="{i}" '
                    f'aria-label="↑ {esc(tr(NAME[n], lang))}">↑</button>' if i else "")
            slots.append(f'<li class="lp-slot" data-lp-slot="{i}"><span class="lp-grip" data-lp-drag="{i}" '
                         f'aria-hidden="true">⠿</span><button type="button" data-lp="remove" data-i="{i}" '
                         f'data-card="{n}">{card_face(n, lang, False)}</button>{move}</li>')
        else:
            slots.append(f'<li class="lp-slot lp-empty">{esc(w("empty", lang))}</li>')
    cards = "".join(f'<button type="button" class="lp-pick" data-lp="add" data-card="{n}" '
                    f'{"disabled " if len(comp) >= MAX_CARDS else ""}>{card_face(n, lang)}</button>' for n in NUMBERS)
    code = encode(comp)
    saved_html = "".join(
        f'<li><span class="lp-saved-name">{esc(name)}</span> <code>{esc(c)}</code> '
        + (f'<button type="button" data-lp="load-saved" data-name="{esc(name)}">{esc(w("load", lang))}</button> '
           if _readable(c) else f'<span class="lp-error">{esc(w("damaged", lang))}</span> ')
        + f'<button type="button" data-lp="delete-saved" data-name="{esc(name)}">{esc(w("delete", lang))}</button></li>'
        for name, c in sorted(saved.items())) or f'<li>{esc(w("none_saved", lang))}</li>'
    return (
        f'<section id="lp-builder" class="lp-panel" aria-labelledby="lp-builder-h">'
        f'<h2 id="lp-builder-h">{esc(w("builder", lang))}</h2><p class="hint">{esc(w("builder_hint", lang))}</p>'
        f'<h3>{esc(w("slots", lang))}</h3><ol class="lp-slots" data-lp-slots="{len(comp)}">{"".join(slots)}</ol>'
        f'<div class="lp-build-foot">{stats_line(comp, lang)} '
        f'<button type="button" data-lp="clear">{esc(w("clear", lang))}</button></div>'
        f'<div class="lp-fields">'
        f'<label for="lp-code">{esc(w("code", lang))}</label> <input id="lp-code" readonly value="{esc(code)}"> '
        f'<label for="lp-link">{esc(w("link", lang))}</label> <input id="lp-link" readonly '
        f'value="{esc(base_url)}?game=laplaplus&amp;build={esc(code)}"> '
        f'<label for="lp-name">{esc(w("name", lang))}</label> <span class="lp-with-button">'
        f'<input id="lp-name" maxlength="40"> <button type="button" data-lp="save">{esc(w("save", lang))}</button></span> '
        f'<label for="lp-code-in">{esc(w("load_code", lang))}</label> <span class="lp-with-button">'
        f'<input id="lp-code-in" maxlength="20" autocapitalize="characters"> '
        f'<button type="button" data-lp="load-code">{esc(w("load", lang))}</button></span></div>'
        f'<p id="lp-builder-msg" role="status"></p>'
        f'<h3>{esc(w("saved", lang))}</h3><ul class="lp-saved">{saved_html}</ul>'
        f'<h3>{esc(w("cards", lang))}</h3><div class="lp-cards">{cards}</div></section>')


def tournament_html(lang: str) -> str:
    return (
        f'<section id="lp-tournament" class="lp-panel" aria-labelledby="lp-tournament-h">'
        f'<h2 id="lp-tournament-h">{esc(w("tournament", lang))}</h2>'
        f'<label for="lp-entries">{esc(w("entries", lang))}</label>'
        f'<textarea id="lp-entries" rows="6" spellcheck="false"></textarea>'
        f'<div class="buttons"><label>{esc(w("file", lang))} <input id="lp-file" type="file" accept=".txt,text/plain">'
        f'</label> <button type="button" data-lp="add-saved">{esc(w("add_saved", lang))}</button> '
        f'<button type="button" class="primary" data-lp="run">{esc(w("run", lang))}</button></div>'
        f'<div id="lp-results"></div></section>')


_SORTS = {"rank": lambda k, r: k, "name": lambda k, r: r["name"].casefold(), "points": lambda k, r: r["points"],
          "record": lambda k, r: (r["wins"], r["draws"])}


def results_html(entries: list, errors: list, result, lang: str, sort=("rank", False)) -> str:
    """Bad lines by number, the standings (sorted by `sort`: a column and whether descending; each header a
    button), and every pairing as a button that opens its replay."""
    out = "".join(f'<p class="lp-error" data-lp-bad-line="{line}">'
                  f'{esc(w("bad_line", lang, line=line, reason=tr(msg, lang)))}</p>' for line, msg in errors)
    if result is None:
        return out + (f'<p class="lp-error">{esc(w("too_few", lang))}</p>' if len(entries) < 2 else "")
    key, desc = sort
    ranked = sorted(enumerate(result["standings"], 1), key=lambda kr: _SORTS[key](*kr), reverse=desc)
    rows = "".join(
        f'<tr data-lp-standing="{k}"><td>{k}</td><td>{esc(r["name"])}</td><td>{r["points"]:g}</td>'
        f'<td>{r["wins"]}-{r["draws"]}-{r["losses"]}</td></tr>' for k, r in ranked)
    heads = "".join(
        f'<th aria-sort="{("descending" if desc else "ascending") if col == key else "none"}">'
        f'<button type="button" data-lp="sort" data-key="{col}">{esc(w(word, lang))}</button></th>'
        for col, word in (("rank", "rank"), ("name", "name"), ("points", "points"), ("record", "record")))
    pairs = []
    for key, winner in result["results"].items():
        i, j = map(int, key.split("-"))
        a, b = entries[i][0], entries[j][0]
        label = w("drew", lang, a=a, b=b) if winner is None else w(
            "beat", lang, a=entries[winner][0], b=b if winner == i else a)
        pairs.append(f'<li><button type="button" data-lp="pair" data-i="{i}" data-j="{j}">{esc(label)}</button></li>')
    return (out + f'<h3>{esc(w("standings", lang))}</h3><table class="lp-standings"><thead><tr>'
            f'{heads}</tr></thead><tbody>{rows}</tbody></table>'
            f'<h3>{esc(w("pairings", lang))}</h3><ul class="lp-pairs">{"".join(pairs)}</ul>'
            f'<div id="lp-pair-replay"></div>')


def _readable(code) -> bool:
    try:
        decode(code)
        return True
    except CodeError:
        return False


# --- the DOM part ----------------------------------------------------------------------------------------
SAVED_KEY = "fudabako:laplaplus:characters"
_WIRED = []
_WORKER = []  # the shell's Computer, which runs the tournament off the main thread


def extra_panels(container, lang: str, computer) -> None:
    """Draw the builder and the tournament into `container` (the shell's hook) and wire their controls once.
    A `?build=CODE` link fills the builder. `computer` (ui.computer.Computer) runs the tournament in its worker."""
    import js

    _WORKER[:] = [computer]
    if not _WIRED:
        _WIRED.append(True)
        code = js.URLSearchParams.new(js.location.search).get("build")
        if isinstance(code, str):
            try:
                _BUILD[:] = decode(code)
            except CodeError:
                pass
        _listen(js.document, "click", _on_click)
        _listen(js.document, "change", _on_change)
        _listen(js.document, "pointerdown", _on_grab)
        _listen(js.document, "pointermove", _on_drag)
        _listen(js.document, "pointerup", _on_drop)
        _listen(js.document, "pointercancel", _on_drop)
    container.innerHTML = _builder(lang) + tournament_html(lang)
    if _TOURNAMENT["result"] is not None or _TOURNAMENT.get("errors"):
        _draw_results(lang)


def _listen(target, event, fn):
    from pyodide.ffi import create_proxy

    proxy = create_proxy(fn)
    _WIRED.append(proxy)
    target.addEventListener(event, proxy)


def _lang() -> str:
    import js

    return "en" if js.document.documentElement.lang == "en" else "ja"


def _saved() -> dict:
    """The saved characters, name -> code text (a damaged store counts as none; a damaged code is listed as such)."""
    import json

    from .. import storage

    try:
        data = json.loads(storage.get(SAVED_KEY) or "{}")
    except ValueError:
        return {}
    return {str(k)[:40]: v for k, v in data.items() if isinstance(v, str)} if isinstance(data, dict) else {}


def _store(saved: dict) -> bool:
    import json

    from .. import storage

    return storage.put(SAVED_KEY, json.dumps(saved, ensure_ascii=False))


def _builder(lang: str) -> str:
    import js

    return builder_html(_BUILD, _saved(), lang, f"{js.location.origin}{js.location.pathname}")


def _redraw_builder(message: str = "", focus: str = "") -> None:
    """`focus`: a selector inside the builder to give the focus back to (a keyboard user keeps their place)."""
    import js

    lang = _lang()
    js.document.getElementById("lp-builder").outerHTML = _builder(lang)
    js.document.getElementById("lp-builder-msg").textContent = message
    target = js.document.querySelector(f"#lp-builder {focus}") if focus else None
    if target:
        target.focus()


def _on_click(event) -> None:
    import js

    button = event.target.closest("button[data-lp]")
    if not button:
        return
    kind, data, lang = button.dataset.lp, button.dataset, _lang()
    doc = js.document
    if kind in ("first", "prev", "next", "last", "play"):
        return _replay_control(data.replay, kind)
    if kind == "add" and len(_BUILD) < MAX_CARDS:
        _BUILD.append(int(data.card))
    elif kind == "remove":
        del _BUILD[int(data.i)]
    elif kind == "up":  # the focus follows the card up (at the top: the ↑ of the card it passed), said aloud
        i = int(data.i)
        _BUILD[i - 1], _BUILD[i] = _BUILD[i], _BUILD[i - 1]
        moved = w("moved", lang, card=tr(NAME[_BUILD[i - 1]], lang), i=i)
        return _redraw_builder(moved, f'[data-lp="up"][data-i="{max(i - 1, 1)}"]')
    elif kind == "clear":
        _BUILD.clear()
    elif kind == "save":
        name = doc.getElementById("lp-name").value.strip()
        if not name:
            return _redraw_builder(w("no_name", lang))
        saved = _saved()
        saved[name] = encode(_BUILD)
        return _redraw_builder(w("saved_as" if _store(saved) else "not_saved", lang, name=name))
    elif kind == "load-saved":
        code = _saved().get(data.name, "-")
        if not _readable(code):
            return _redraw_builder(f'{data.name}: {w("damaged", lang)}')
        _BUILD[:] = decode(code)
    elif kind == "delete-saved":
        saved = _saved()
        saved.pop(data.name, None)
        _store(saved)
    elif kind == "load-code":
        try:
            _BUILD[:] = decode(doc.getElementById("lp-code-in").value)
        except CodeError as err:
            return _redraw_builder(tr(err.text(), lang))
    elif kind == "add-saved":
        area = doc.getElementById("lp-entries")
        lines = [f"{name}: {code}" for name, code in sorted(_saved().items())]
        area.value = "\n".join(([area.value.rstrip("\n")] if area.value.strip() else []) + lines)
        return
    elif kind == "sort":  # the same column again turns the order round; a new one starts from its best
        key, desc = _TOURNAMENT.get("sort", ("rank", False))
        _TOURNAMENT["sort"] = (data.key, not desc if data.key == key else data.key in ("points", "record"))
        return _draw_results(lang)
    elif kind == "run":
        return _run(doc.getElementById("lp-entries").value, button)
    elif kind == "pair":
        i, j = int(data.i), int(data.j)
        entries = _TOURNAMENT["entries"]
        box = doc.getElementById("lp-pair-replay")
        box.innerHTML = (f'<h3>{esc(w("vs", lang, a=entries[i][0], b=entries[j][0]))}</h3>'
                         + replay_html([entries[i][1], entries[j][1]], [entries[i][0], entries[j][0]], lang, "pair"))
        return
    else:
        return
    _redraw_builder()


_DRAG = []  # the slot index a ⠿ grip holds while a pointer (mouse, pen or finger) drags it


def _on_grab(event) -> None:
    grip = event.target.closest("[data-lp-drag]")
    if grip:
        event.preventDefault()
        _DRAG[:] = [int(grip.dataset.lpDrag)]
        grip.closest("[data-lp-slot]").classList.add("lp-dragging")


def _slot_under(event):
    """The filled slot under the pointer, if any."""
    import js

    under = js.document.elementFromPoint(event.clientX, event.clientY)
    return under.closest("#lp-builder [data-lp-slot]") if under else None


def _on_drag(event) -> None:
    """While a card is held: a bar on the side of the slot where it will land (above the slot it is dragged up
    onto, below the one it is dragged down onto: it takes that slot's place)."""
    import js

    if not _DRAG:
        return
    for old in js.document.querySelectorAll("#lp-builder [data-lp-drop]"):
        old.removeAttribute("data-lp-drop")
    slot = _slot_under(event)
    if slot is not None:
        to = int(slot.dataset.lpSlot)
        if to != _DRAG[0]:
            slot.setAttribute("data-lp-drop", "before" if to < _DRAG[0] else "after")


def _on_drop(event) -> None:
    """Pointer events, not HTML drag-and-drop (which touch screens lack): the card moves to the slot let go on
    (a cancelled pointer, or a drop off the slots, puts it back)."""
    if not _DRAG:
        return
    i = _DRAG.pop()
    slot = _slot_under(event) if event.type == "pointerup" else None
    if slot is not None and i < len(_BUILD):
        _BUILD.insert(min(int(slot.dataset.lpSlot), len(_BUILD) - 1), _BUILD.pop(i))
    _redraw_builder()


def _run(text: str, button) -> None:
    """The round robin in the worker, with its progress in place of the results meanwhile."""
    import json

    import js

    box = js.document.getElementById("lp-results")
    button.disabled = True

    def progress(done, total):
        box.innerHTML = (f'<p role="status">{esc(w("running", _lang(), done=done, total=total))}</p>'
                         f'<progress max="{total}" value="{done}"></progress>')

    def done(result):
        button.disabled = False
        _TOURNAMENT.update(json.loads(result), sort=("rank", False))
        _draw_results(_lang())

    def failed(reason):
        button.disabled = False
        box.innerHTML = f'<p class="lp-error" role="alert">{esc(w("failed", _lang(), reason=reason))}</p>'

    progress(0, 1)
    _WORKER[0].run({"task": "tournament", "text": text}, progress, done, failed)


def _draw_results(lang: str) -> None:
    import js

    t = _TOURNAMENT
    js.document.getElementById("lp-results").innerHTML = results_html(t["entries"], t.get("errors", []),
                                                                      t["result"], lang, t.get("sort", ("rank", False)))


def _on_change(event) -> None:
    """A file of entries is added to the text box."""
    import asyncio

    target = event.target
    if target.id == "lp-file" and target.files.length:
        asyncio.ensure_future(_read_file(target.files.item(0)))


async def _read_file(file) -> None:
    import js

    text = await file.text()
    area = js.document.getElementById("lp-entries")
    area.value = (area.value.rstrip("\n") + "\n" if area.value.strip() else "") + str(text)


_PLAYING = {}  # replay id -> True while it plays


def _replay_control(rid: str, kind: str) -> None:
    import asyncio

    import js

    box = js.document.querySelector(f'[data-lp-replay="{rid}"]')
    if box is None or rid not in _REPLAYS:
        return
    if kind == "play":
        _PLAYING[rid] = not _PLAYING.get(rid)
        box.querySelector('[data-lp="play"]').textContent = w("pause" if _PLAYING[rid] else "play", _lang())
        if _PLAYING[rid]:
            asyncio.ensure_future(_play(rid))
        return
    step, last = int(box.dataset.step), int(box.dataset.steps)
    step = {"first": 0, "prev": max(0, step - 1), "next": min(last, step + 1), "last": last}[kind]
    _show_step(box, rid, step)


def _show_step(box, rid: str, step: int) -> None:
    """Frame `step`, the log up to it; at the last one, the result the shell held back shows."""
    import js

    box.dataset.step = str(step)
    still = box.closest("[data-still]")  # the table was redrawn unchanged; a new frame is new, its hits move
    if still:
        still.removeAttribute("data-still")
    box.querySelector(".lp-frame").innerHTML = frame_html(rid, step, _lang())
    current = box.querySelector('.lp-events [aria-current]')
    if current:
        current.removeAttribute("aria-current")
    for line in box.querySelectorAll(".lp-events li"):
        line.hidden = int(line.dataset.i) > step
    line = box.querySelector(f'.lp-events li[data-i="{step}"]')
    if line:
        line.setAttribute("aria-current", "step")
        line.parentElement.scrollTop = line.offsetTop - line.parentElement.clientHeight // 2  # the log, not the page
    if step == int(box.dataset.steps) and box.hasAttribute("data-holds-result"):
        box.removeAttribute("data-holds-result")
        _TABLE_SEEN[:] = [True]
        js.document.dispatchEvent(js.CustomEvent.new("fudabako:result"))


async def _play(rid: str) -> None:
    import asyncio

    import js

    while _PLAYING.get(rid):
        box = js.document.querySelector(f'[data-lp-replay="{rid}"]')
        if box is None:
            break
        step, last = int(box.dataset.step), int(box.dataset.steps)
        if step >= last:
            break
        _show_step(box, rid, step + 1)
        rate = box.querySelector("select")
        await asyncio.sleep(int(rate.value if rate else 400) / 1000)
    _PLAYING[rid] = False
    box = js.document.querySelector(f'[data-lp-replay="{rid}"]')
    if box is not None:
        box.querySelector('[data-lp="play"]').textContent = w("play", _lang())
