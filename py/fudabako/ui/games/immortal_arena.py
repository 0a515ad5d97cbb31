"""イモータルアリーナ's table: the two spaces as one board of six rows (the viewer's side at the bottom, front rows
meeting in the middle), each piece in its column with its states in words and symbols (strikes, 気力, bound,
natural heal, resting, fallen), the enemy pieces each piece reaches (its range, written on the piece and
highlighted on the board when the piece is hovered or focused), and the last two actions with their dice — what
each die had to show, which dice made it, and what came of it.

The controls are on the board where they take effect: a piece's moves on the piece, an attack on its target, a
revive on the fallen ally; `actions` lists the same moves by piece for the keyboard.

Hooks for the browser tests: `data-ia-piece="<seat>-<piece>"` with `data-ia-row`, `-strikes`, `-ki`, `-fallen`,
`-bound`, `-healing`; `data-points` per seat; `data-ia-recent` (the action's number) with `data-ia-dice`.
"""

from fudabako.games.immortal_arena.rules import (
    FIRE, HEAVY, KI_CAP, KIND_NAMES, LETHAL, PIECE_NAMES, PIECES, ROW_NAMES, SHOTS, GOAL, LEAD, targets,
)

from ..i18n import tr
from ..widgets import counter, die, esc, seats

ICONS = ("⚔", "🔥", "❄")
KIND_ICONS = {"sprint": "⏩", "advance": "▲", "retreat": "▼", "melee": "👊", "fireball": "🔥", "inferno": "💥",
              "cold": "❄", "revive": "✚"}
TONES = {"fireball": "red", "inferno": "red", "cold": "white"}  # the dice take the colour of the attack
ATTACKS = (("melee",), ("fireball", "inferno"), ("cold",))  # what each piece attacks with (same range per piece)

WORDS = {
    "points": {"ja": "得点", "en": "Points"},
    "goal": {"ja": "{goal}点先取か{lead}点差で勝ち", "en": "First to {goal} points or a lead of {lead} wins"},
    "first": {"ja": "先攻", "en": "Moves first"},
    "to_move": {"ja": "手番", "en": "To move"},
    "board": {"ja": "アリーナ", "en": "The arena"},
    "front_line": {"ja": "▲ {top}の陣地 / ▼ {bottom}の陣地", "en": "▲ {top}'s space / ▼ {bottom}'s space"},
    "strikes": {"ja": "ストライク", "en": "Strikes"},
    "ki": {"ja": "気力", "en": "Spirit"},
    "bound": {"ja": "⛓ 拘束 (次の手番は動けない)", "en": "⛓ Bound (sits out its next turn)"},
    "healing": {"ja": "✚ 自然治癒 (次に動くとストライク消去)", "en": "✚ Healing (strikes clear when it next acts)"},
    "rested": {"ja": "💤 休み (持ち主の前の手番に行動)", "en": "💤 Resting (acted on its owner's last turn)"},
    "fallen": {"ja": "✝ 倒れている", "en": "✝ Fallen"},
    "heavy": {"ja": "重装甲", "en": "Heavy armour"},
    "reach": {"ja": "届く: {list}", "en": "Reaches: {list}"},
    "reach_none": {"ja": "届く敵なし", "en": "No enemy in reach"},
    "reached_by": {"ja": "狙われる: {list}", "en": "In reach of: {list}"},
    "last": {"ja": "直前の行動", "en": "Last actions"},
    "none_yet": {"ja": "まだ誰も行動していません", "en": "Nobody has acted yet"},
    "shot_rule": {"ja": "射撃: 2個振り、1つでも4以上なら命中", "en": "Shot: two dice, a hit if any shows 4 or more"},
    "lethal_rule": {"ja": "{n}個振り{heavy}、1つでもストライク数 {s} 以下なら倒れる",
                    "en": "{n} dice{heavy}; felled if any shows at most its {s} strikes"},
    "heavy_note": {"ja": " (重装甲なので2個)", "en": " (two: heavy armour)"},
    "die_n": {"ja": "{n}個目", "en": "die {n}"},
    "made_it": {"ja": "✔ 成功の目", "en": "✔ counts"},
    "not_it": {"ja": "✖", "en": "✖"},
    "hit": {"ja": "命中! {target}のストライク {s}", "en": "Hit! {target} now has {s} strikes"},
    "hit_bound": {"ja": "命中! {target}のストライク {s}、拘束", "en": "Hit! {target} now has {s} strikes and is bound"},
    "miss": {"ja": "外れ", "en": "Missed"},
    "felled": {"ja": "{target}は倒れた! +1点", "en": "{target} falls! +1 point"},
    "failed": {"ja": "失敗: {target}は倒れない", "en": "Failed: {target} stands"},
    "moved": {"ja": "{row}へ", "en": "to the {row}"},
    "overwhelm": {"ja": "圧倒! +2点、全員中列へ", "en": "Overwhelm! +2 points, all back to the middle row"},
    "passed": {"ja": "{name}は動かせる駒がなくパス", "en": "{name} had no piece that could act and passed"},
    "revived": {"ja": "{ally}が起き上がった", "en": "{ally} is back up"},
    "chance": {"ja": "成功率 {pct}%", "en": "{pct}% to succeed"},
    "prompt": {"ja": "駒の行動を選んでください (盤上の駒や標的をタップしても選べます)",
               "en": "Choose an action (or tap it on the board: on the piece, or on its target)"},
    "by": {"ja": "{piece}: {kind}", "en": "{piece}: {kind}"},
    "revive_by": {"ja": "{piece}が蘇生{how}", "en": "{piece} revives{how}"},
    "how": {"ja": {-1: " (前進して)", 0: "", 1: " (後退して)"}, "en": {-1: " (advancing)", 0: "", 1: " (retreating)"}},
}


def _w(key: str, lang: str, **fmt) -> str:
    return tr(WORDS[key], lang, **fmt)


def piece_name(i: int, lang: str) -> str:
    return tr(PIECE_NAMES[i], lang)


def render(view: dict, names: list, lang: str) -> str:
    b = view["board"]
    over = view["result"] is not None

    def seat_body(p: int) -> str:
        marks = []
        if view["first"] == p:
            marks.append(_w("first", lang))
        if not over and b["turn"] == p:
            marks.append("▶ " + _w("to_move", lang))
        return (counter("points", p, b["score"][p], GOAL, _w("points", lang))
                + (f'<p class="ia-marks">{esc(" · ".join(marks))}</p>' if marks else ""))

    return "".join([
        seats(view, names, lang, seat_body, False),
        f'<p class="goal">{esc(_w("goal", lang, goal=GOAL, lead=LEAD))}</p>',
        _board(view, names, lang),
        _recent(view, names, lang),
    ])


def _board(view: dict, names: list, lang: str) -> str:
    b = view["board"]
    bottom = view["viewer"] if view["viewer"] is not None else 0
    top = 1 - bottom
    legal = view.get("legal", [])  # a spectator has none
    rows = [(top, r) for r in (3, 2, 1)] + [(bottom, r) for r in (1, 2, 3)]
    cells = []
    for k, (p, r) in enumerate(rows):
        if k == 3:
            cells.append(f'<div class="ia-line" role="presentation">'
                         f'{esc(_w("front_line", lang, top=names[top], bottom=names[bottom]))}</div>')
        side = "ia-mine" if p == bottom else "ia-theirs"
        cells.append(f'<div class="ia-rowname {side}">{esc(names[p])}<br>{esc(tr(ROW_NAMES[r], lang))}</div>')
        for i in range(3):
            inner = _piece(view, p, i, legal, names, lang) if b["row"][p][i] == r else ""
            cells.append(f'<div class="ia-cell {side}" data-ia-cell="{p}-{r}-{PIECES[i]}">{inner}</div>')
    return (f'<section class="ia-board" aria-label="{esc(_w("board", lang))}">'
            f'<div class="ia-grid">{"".join(cells)}</div></section>')


def reach(b: dict, p: int, i: int) -> list:
    """The enemy pieces piece `i` of `p` reaches with its attacks (all of a piece's attacks share one range)."""
    return [] if b["fallen"][p][i] else targets(b, p, i, ATTACKS[i][0])


def _piece(view: dict, p: int, i: int, legal: list, names: list, lang: str) -> str:
    b = view["board"]
    q = 1 - p
    fallen, bound, healing = b["fallen"][p][i], b["bound"][p][i], b["healing"][p][i]
    strikes, ki = b["strikes"][p][i], b["ki"][p][i]
    rested = b["rested"][p] == i and not fallen
    status = [f'<li>{esc(_w("strikes", lang))} <b class="ia-strikes">{strikes}</b>'
              f'<span class="ia-pips" aria-hidden="true">{"✖" * min(strikes, 6)}</span></li>']
    if i == FIRE:
        status.append(f'<li>{esc(_w("ki", lang))} <b>{ki}</b>/{KI_CAP}'
                      f'<span class="ia-pips" aria-hidden="true">{"●" * ki}{"○" * (KI_CAP - ki)}</span></li>')
    for flag, key in ((fallen, "fallen"), (bound, "bound"), (healing, "healing"), (rested, "rested")):
        if flag:
            status.append(f'<li class="ia-{key}">{esc(_w(key, lang))}</li>')
    if HEAVY[i]:
        status.append(f'<li class="ia-heavy">{esc(_w("heavy", lang))}</li>')
    hits = reach(b, p, i)
    if fallen:
        reach_text = ""
    elif hits:
        kinds = "・".join(tr(KIND_NAMES[k], lang) for k in ATTACKS[i]) if lang == "ja" else \
            "/".join(tr(KIND_NAMES[k], lang) for k in ATTACKS[i])
        listing = ", ".join(piece_name(t, lang) for t in hits)
        reach_text = f'<p class="ia-reach">🎯 {esc(_w("reach", lang, list=f"{kinds} → {listing}"))}</p>'
    else:
        reach_text = f'<p class="ia-reach ia-reach-none">{esc(_w("reach_none", lang))}</p>'
    by = [k for k in range(3) if i in reach(b, q, k)]
    reached = (f'<p class="ia-reached">⚠ {esc(_w("reached_by", lang, list=", ".join(piece_name(k, lang) for k in by)))}'
               f'</p>' if by and not fallen else "")
    taps = "".join(_tap(a, p, i, view["viewer"], lang) for a in legal if _belongs(a, p, i, view["viewer"]))
    taps = f'<div class="ia-taps">{taps}</div>' if taps else ""
    classes = f'ia-piece ia-{PIECES[i]}' + (" ia-down" if fallen else "") + (" ia-resting" if rested or bound else "")
    label = f'{names[p]}: {piece_name(i, lang)}'
    return (
        f'<div class="{classes}" role="group" tabindex="0" aria-label="{esc(label)}" data-ia-piece="{p}-{PIECES[i]}" '
        f'data-ia-row="{b["row"][p][i]}" data-ia-strikes="{strikes}" data-ia-ki="{ki}" '
        f'data-ia-fallen="{int(fallen)}" data-ia-bound="{int(bound)}" data-ia-healing="{int(healing)}" '
        f'data-ia-reach="{" ".join(f"{q}-{PIECES[t]}" for t in hits)}" '
        f'data-ia-reached-by="{" ".join(f"{q}-{PIECES[k]}" for k in by)}">'
        f'<p class="ia-title"><span class="ia-icon" aria-hidden="true">{ICONS[i]}</span> '
        f'<span class="ia-name">{esc(piece_name(i, lang))}</span></p>'
        f'<ul class="ia-status">{"".join(status)}</ul>{reach_text}{reached}'
        f'{taps}</div>'
    )


def _belongs(action: dict, p: int, i: int, viewer) -> bool:
    """Where an action's button goes on the board: an attack on its target, a revive on the fallen ally,
    a move on the moving piece."""
    pay = action["payload"]
    if pay["kind"] in SHOTS or pay["kind"] in LETHAL:
        return p != viewer and pay["target"] == PIECES[i]
    if pay["kind"] == "revive":
        return p == viewer and pay["target"] == PIECES[i]
    return p == viewer and pay["piece"] == PIECES[i]


def _chance(action: dict, lang: str) -> str:
    chance = action["payload"]["chance"]
    return "" if chance is None else f' {round(chance * 100)}%'


def _tap(action: dict, p: int, i: int, viewer, lang: str) -> str:
    """An action's button on the board; what its place on the board says (the target) is in its text for screen
    readers only."""
    pay = action["payload"]
    attacker = PIECES.index(pay["piece"])
    kind = pay["kind"]
    unseen = ""
    if kind == "revive":
        short = _w("revive_by", lang, piece=piece_name(attacker, lang), how=WORDS["how"][lang][pay["shift"]])
        unseen = f" ({piece_name(i, lang)})"
    elif p != viewer:
        short = _w("by", lang, piece=piece_name(attacker, lang), kind=tr(KIND_NAMES[kind], lang))
        unseen = f" → {piece_name(i, lang)}"
    else:
        short = tr(KIND_NAMES[kind], lang)
        unseen = f" ({piece_name(i, lang)})"
    return (f'<button type="button" class="ia-tap ia-tap-{kind}" data-action="{esc(action["id"])}">'
            f'<span aria-hidden="true">{KIND_ICONS[kind]}</span> {esc(short)}'
            f'<span class="ia-unseen">{esc(unseen)}</span>{esc(_chance(action, lang))}</button>')


def _recent(view: dict, names: list, lang: str) -> str:
    entries = view["recent"]
    if not entries:
        body = f'<p class="ia-none">{esc(_w("none_yet", lang))}</p>'
    else:
        newest = entries[-1]["n"]
        body = "".join(_entry(view, e, e["n"] == newest, names, lang) for e in reversed(entries))
    return f'<section class="ia-recent"><h3>{esc(_w("last", lang))}</h3>{body}</section>'


def _entry(view: dict, e: dict, new: bool, names: list, lang: str) -> str:
    """One action: who did what to whom, the dice and what each had to show, and the outcome."""
    b = view["board"]
    p, i, kind = e["player"], PIECES.index(e["piece"]), e["kind"]
    t = PIECES.index(e["target"]) if e["target"] else None
    head = f'{names[p]}: {ICONS[i]} {piece_name(i, lang)} — {KIND_ICONS[kind]} {tr(KIND_NAMES[kind], lang)}'
    if t is not None:
        head += f' → {piece_name(t, lang)}'
    lines, dice_html = [], ""
    if e["dice"]:
        target = piece_name(t, lang)
        if kind in SHOTS:
            rule = _w("shot_rule", lang)
            good = [d >= 4 for d in e["dice"]]
            if e["success"]:
                lines.append(_w("hit_bound" if kind == "cold" else "hit", lang, target=target, s=e["strikes"] + 1))
            else:
                lines.append(_w("miss", lang))
        else:
            heavy = _w("heavy_note", lang) if HEAVY[t] else ""
            rule = _w("lethal_rule", lang, n=len(e["dice"]), heavy=heavy, s=e["strikes"])
            good = [d <= e["strikes"] for d in e["dice"]]
            lines.append(_w("felled" if e["success"] else "failed", lang, target=target))
        tone = TONES.get(kind, "ivory")
        dice = "".join(
            f'<div class="ia-die{" ia-good" if ok else ""}">'
            + die(f"ia-{e['n']}-{k}", d, _w("die_n", lang, n=k + 1), tone)
            + f'<span class="ia-mark">{esc(_w("made_it" if ok else "not_it", lang))}</span></div>'
            for k, (d, ok) in enumerate(zip(e["dice"], good)))
        dice_html = f'<p class="ia-rule">🎲 {esc(rule)}</p><div class="ia-dice">{dice}</div>'
    else:
        if kind != "revive" or e["shift"]:
            lines.append(_w("moved", lang, row=tr(ROW_NAMES[e["row"]], lang)))
        if kind == "revive":
            lines.append(_w("revived", lang, ally=piece_name(t, lang)))
    if e["overwhelm"]:
        lines.append(_w("overwhelm", lang))
    for q in e["passed"]:
        lines.append(_w("passed", lang, name=names[q]))
    outcome = "".join(f'<p class="ia-outcome">{esc(line)}</p>' for line in lines if line)
    return (f'<article class="ia-roll{" ia-new" if new else ""}" data-ia-recent="{e["n"]}" '
            f'data-ia-dice="{" ".join(map(str, e["dice"]))}" '
            f'data-ia-success="{"" if e["success"] is None else int(e["success"])}">'
            f'<h4>{esc(head)}</h4>{dice_html}{outcome}</article>')


def actions(view: dict, lang: str) -> str:
    """The same moves as on the board, by piece, numbered for the keyboard."""
    legal = view.get("legal", [])  # a spectator has none
    if not legal:
        return ""
    groups, n = [], 0
    for i, piece in enumerate(PIECES):
        buttons = []
        for a in legal:
            if a["payload"]["piece"] != piece:
                continue
            n += 1
            kind = a["payload"]["kind"]
            buttons.append(f'<button type="button" class="ia-btn ia-tap-{kind}" data-action="{esc(a["id"])}" '
                           f'aria-keyshortcuts="{n}"><kbd aria-hidden="true">{n}</kbd> '
                           f'<span aria-hidden="true">{KIND_ICONS[kind]}</span> '
                           f'{esc(tr(a["label"], lang))}{esc(_chance(a, lang))}</button>')
        if buttons:
            groups.append(f'<div class="ia-group" role="group" aria-label="{esc(piece_name(i, lang))}">'
                          f'<p class="ia-group-name">{ICONS[i]} {esc(piece_name(i, lang))}</p>{"".join(buttons)}</div>')
    return f'<p class="ia-prompt">{esc(_w("prompt", lang))}</p>{"".join(groups)}'
