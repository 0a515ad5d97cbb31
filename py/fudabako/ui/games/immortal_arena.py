"""イモータルアリーナ's table: the two spaces as one board of six rows (the viewer's side at the bottom, front rows
meeting in the middle), each piece in its column with its states in words and symbols (strikes, 気力, bound,
natural heal, resting, fallen), the enemy pieces each piece reaches (its range, written on the piece and
highlighted on the board when the piece is hovered or focused), and the last two actions with their dice — what
each die had to show, which dice made it, and what came of it.

The controls are on the board where they take effect: a move is the empty cell the piece moves into, an attack a
button on its target, a revive one on the fallen ally. Nothing hovered changes any box (only outlines), so a
resting pointer never sees the board move under it.

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
STEPS = {"sprint": -1, "advance": -1, "retreat": 1}  # the row a move lands in, from the piece's row
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
    "short_fallen": {"ja": "✝倒", "en": "✝Down"},
    "short_bound": {"ja": "⛓拘束", "en": "⛓Bound"},
    "short_healing": {"ja": "✚治癒", "en": "✚Heal"},
    "short_rested": {"ja": "💤休み", "en": "💤Rest"},
    "short_heavy": {"ja": "🛡", "en": "🛡"},
    "reach": {"ja": "届く: {list}", "en": "Reaches: {list}"},
    "reach_none": {"ja": "届く敵なし", "en": "No enemy in reach"},
    "reached_by": {"ja": "狙われる: {list}", "en": "In reach of: {list}"},
    "last": {"ja": "直前の行動", "en": "Last actions"},
    "none_yet": {"ja": "まだ誰も行動していません", "en": "Nobody has acted yet"},
    "shot_rule": {"ja": "射撃: 2個振り、1つでも4以上なら命中", "en": "Shot: two dice, a hit if any shows 4 or more"},
    "lethal_rule": {"ja": "{n}個振り{heavy}、1つでもストライク数 {s} 以下なら倒れる",
                    "en": "{n} dice{heavy}; felled if any shows {s} or less (its strikes)"},
    "heavy_note": {"ja": " (重装甲なので2個)", "en": " (two: heavy armour)"},
    "die_n": {"ja": "{n}個目", "en": "die {n}"},
    "made_it": {"ja": "✔ 成功の目", "en": "✔ counts"},
    "not_it": {"ja": "✖", "en": "✖"},
    "hit": {"ja": "命中! {target}のストライク {s}", "en": "Hit! {target}'s strikes: {s}"},
    "hit_bound": {"ja": "命中! {target}のストライク {s}、拘束", "en": "Hit! {target}'s strikes: {s}, and it is bound"},
    "miss": {"ja": "外れ", "en": "Missed"},
    "felled": {"ja": "{target}は倒れた! +1点", "en": "{target} falls! +1 point"},
    "failed": {"ja": "失敗: {target}は倒れない", "en": "Failed: {target} stands"},
    "moved": {"ja": "{row}へ", "en": "to the {row}"},
    "overwhelm": {"ja": "圧倒! +2点、全員中列へ", "en": "Overwhelm! +2 points, all back to the middle row"},
    "passed": {"ja": "{name}は動かせる駒がなくパス", "en": "{name} had no piece that could act and passed"},
    "revived": {"ja": "{ally}が起き上がった", "en": "{ally} is back up"},
    "chance": {"ja": "成功率 {pct}%", "en": "{pct}% to succeed"},
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
        f'<div class="ia-table">{_board(view, names, lang)}{_recent(view, names, lang)}</div>',
    ])


def _board(view: dict, names: list, lang: str) -> str:
    b = view["board"]
    bottom = view["viewer"] if view["viewer"] is not None else 0
    top = 1 - bottom
    legal = view.get("legal", [])  # a spectator has none
    mover = view["viewer"]
    rows = [(top, r) for r in (3, 2, 1)] + [(bottom, r) for r in (1, 2, 3)]
    cells = []
    for k, (p, r) in enumerate(rows):
        if k == 3:
            cells.append(f'<div class="ia-line" role="presentation">'
                         f'{esc(_w("front_line", lang, top=names[top], bottom=names[bottom]))}</div>')
        side = "ia-mine" if p == bottom else "ia-theirs"
        cells.append(f'<div class="ia-rowname {side}">{esc(tr(ROW_NAMES[r], lang))}</div>')
        for i in range(3):
            if b["row"][p][i] == r:
                inner = _piece(view, p, i, legal, names, lang)
            else:
                goes = [a for a in legal if p == mover and _lands(a, b, p, i, r)]
                inner = "".join(_go(a, i, lang) for a in goes)
            cells.append(f'<div class="ia-cell {side}" data-ia-cell="{p}-{r}-{PIECES[i]}">{inner}</div>')
    return (f'<section class="ia-board" aria-label="{esc(_w("board", lang))}">'
            f'<div class="ia-grid">{"".join(cells)}</div></section>')


def _lands(action: dict, b: dict, p: int, i: int, r: int) -> bool:
    """Whether `action` moves piece `i` of `p` into row `r` (a move's button is the cell it moves into)."""
    pay = action["payload"]
    if pay["piece"] != PIECES[i] or pay["kind"] not in STEPS:
        return False
    return b["row"][p][i] + STEPS[pay["kind"]] == r


def _go(action: dict, i: int, lang: str) -> str:
    """A move as the empty cell it moves into: the cell is the button."""
    kind = action["payload"]["kind"]
    return (f'<button type="button" class="ia-go ia-tap-{kind}" data-action="{esc(action["id"])}">'
            f'<span aria-hidden="true">{KIND_ICONS[kind]}</span> {esc(tr(KIND_NAMES[kind], lang))}'
            f'<span class="ia-unseen"> ({esc(piece_name(i, lang))})</span></button>')


def reach(b: dict, p: int, i: int) -> list:
    """The enemy pieces piece `i` of `p` reaches with its attacks (all of a piece's attacks share one range)."""
    return [] if b["fallen"][p][i] else targets(b, p, i, ATTACKS[i][0])


def _piece(view: dict, p: int, i: int, legal: list, names: list, lang: str) -> str:
    """A piece as a small token: its strikes and 気力 as marks, its states as short words (the full words for
    screen readers and as a tooltip), and the attacks and revives that target it as its buttons."""
    b = view["board"]
    q = 1 - p
    fallen, bound, healing = b["fallen"][p][i], b["bound"][p][i], b["healing"][p][i]
    strikes, ki = b["strikes"][p][i], b["ki"][p][i]
    rested = b["rested"][p] == i and not fallen
    said = [f'{_w("strikes", lang)} {strikes}']
    marks = [f'<span class="ia-mark-s" aria-hidden="true">✖<b class="ia-strikes">{strikes}</b></span>']
    if i == FIRE:
        said.append(f'{_w("ki", lang)} {ki}/{KI_CAP}')
        marks.append(f'<span class="ia-pips" aria-hidden="true">{"●" * ki}{"○" * (KI_CAP - ki)}</span>')
    for flag, key in ((fallen, "fallen"), (bound, "bound"), (healing, "healing"), (rested, "rested"),
                      (HEAVY[i], "heavy")):
        if flag:
            said.append(_w(key, lang))
            marks.append(f'<span class="ia-flag ia-{key}" aria-hidden="true" title="{esc(_w(key, lang))}">'
                         f'{esc(_w("short_" + key, lang))}</span>')
    hits = reach(b, p, i)
    if not fallen:
        listing = ", ".join(piece_name(t, lang) for t in hits)
        said.append(_w("reach", lang, list=listing) if hits else _w("reach_none", lang))
    by = [k for k in range(3) if i in reach(b, q, k)]
    if by and not fallen:
        said.append(_w("reached_by", lang, list=", ".join(piece_name(k, lang) for k in by)))
    taps = "".join(_tap(a, lang) for a in legal if _belongs(a, p, i, view["viewer"]))
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
        f'<p class="ia-marks-row">{"".join(marks)}<span class="ia-unseen">{esc(" · ".join(said))}</span></p>'
        f'{taps}</div>'
    )


def _belongs(action: dict, p: int, i: int, viewer) -> bool:
    """Whether an action's button goes on this piece: an attack on its target, a revive on the fallen ally (a
    move's button is the cell it moves into)."""
    pay = action["payload"]
    if pay["kind"] in SHOTS or pay["kind"] in LETHAL:
        return p != viewer and pay["target"] == PIECES[i]
    return pay["kind"] == "revive" and p == viewer and pay["target"] == PIECES[i]


def _chance(action: dict, lang: str) -> str:
    chance = action["payload"]["chance"]
    return "" if chance is None else f' {round(chance * 100)}%'


def _tap(action: dict, lang: str) -> str:
    """An attack or revive as a button on the piece it targets: who acts (icon) and how, its chance; who is
    targeted (the piece it sits on) is in its text for screen readers only."""
    pay = action["payload"]
    attacker = PIECES.index(pay["piece"])
    kind = pay["kind"]
    target = piece_name(PIECES.index(pay["target"]), lang)
    shift = {-1: " ▲", 0: "", 1: " ▼"}[pay["shift"]] if kind == "revive" else ""
    unseen = _w("revive_by", lang, piece=piece_name(attacker, lang), how=WORDS["how"][lang][pay["shift"]]) \
        if kind == "revive" else _w("by", lang, piece=piece_name(attacker, lang), kind=tr(KIND_NAMES[kind], lang))
    return (f'<button type="button" class="ia-tap ia-tap-{kind}" data-action="{esc(action["id"])}">'
            f'<span aria-hidden="true">{ICONS[attacker]}</span> {esc(tr(KIND_NAMES[kind], lang))}'
            f'<span aria-hidden="true">{shift}</span>'
            f'<span class="ia-unseen"> ({esc(unseen)} → {esc(target)})</span>{esc(_chance(action, lang))}</button>')


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
