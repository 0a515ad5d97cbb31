"""ギミック倉庫3's table: the hits and the dice taken (the winning three marked) on top; then the last round's
roll and what came of it beside this round's two plates (the small plate's die is the prize, the large plate's
total the enemy), so a result never sits under the next round; then the two choices, each saying what it rolls,
what it needs and its chance to succeed; and the hint (GM-3), each choice's exact chance to win with best play
afterwards, from the same solver as the `auto` player (opened, it also stars the best choice).

The choices use no piece of the table, but they are its subject: they are drawn as two big buttons under the
plates (the choice bar keeps only undo). Dice just rolled tumble in: the player's roll first, then the new
plates. Hooks for tests: `.g3-table`'s data-*, `[data-hits="0"]`, `[data-die]` with `data-value` on every die,
`[data-hint]` with `data-chance` and `data-best`.
"""

from fudabako.ai.gimmick3 import EXACT, FAST, best_choice, hint
from fudabako.games.gimmick3.rules import CHOICE_NAMES, CHOICES

from ..i18n import tr
from ..kit import die
from ..widgets import esc

# The hint's values for every position, solved once, here: the build's memory snapshot imports every view, so a
# page restored from it has them, where the first table drew them in a 220-390 ms task (issue 16; ~0.1 s in CPython).
FAST.start_chance()

WORDS = {
    "hits": {"ja": "打撃", "en": "Hits"},
    "hits_name": {"ja": "打撃 {n} (3で負け)", "en": "{n} of 3 hits"},
    "taken": {"ja": "獲得したダイス", "en": "Dice taken"},
    "none": {"ja": "まだありません", "en": "None yet"},
    "none_at_end": {"ja": "なし", "en": "None"},
    "goal": {"ja": "3つで同じ目か3つ続き(例 4・4・4、3・4・5)を作れば勝ち", "en": "Three of a kind or three in a row "
             "(e.g. 4-4-4, 3-4-5) wins"},
    "small": {"ja": "小皿", "en": "Small plate"},
    "small_die": {"ja": "獲物 {n}", "en": "Prize {n}"},
    "large": {"ja": "大皿", "en": "Large plate"},
    "large_die": {"ja": "敵 {n}", "en": "Enemy {n}"},
    "target": {"ja": "合計 {target}", "en": "Total {target}"},
    "prize": {"ja": "攻撃に成功すると獲得", "en": "Taken by a successful attack"},
    "need": {"ja": "{target}以上で成功", "en": "{target} or more succeeds"},
    "attack": {"ja": "2個振る。成功で小皿の{small}を獲得", "en": "Roll 2. Success takes the {small}"},
    "defend": {"ja": "3個振る。成功で無傷(獲得なし)", "en": "Roll 3. Success holds (takes nothing)"},
    "fail": {"ja": "失敗で打撃1", "en": "failure: 1 hit"},
    "success": {"ja": "成功率 {n}/{d} ({pct})", "en": "Success {n}/{d} ({pct})"},
    "roll_die": {"ja": "出目 {n}", "en": "Rolled {n}"},
    "taken_die": {"ja": "獲得したダイス {n}", "en": "Taken die {n}"},
    "combo_die": {"ja": "そろった3つの1つ {n}", "en": "{n}, one of the winning three"},
    "last": {"ja": "第{n}ラウンド: {choice}", "en": "Round {n}: {choice}"},
    "last_plates": {"ja": "大皿 {a}+{b}={target}", "en": "large plate {a}+{b}={target}"},
    "took": {"ja": "成功: {total} ≥ {target}、小皿の{took}を獲得", "en": "Success: {total} ≥ {target}, took the {took}"},
    "held": {"ja": "防御成功: {total} ≥ {target}", "en": "Held: {total} ≥ {target}"},
    "missed": {"ja": "失敗: {total} < {target}、打撃1", "en": "Failed: {total} < {target}, 1 hit"},
    "won": {"ja": "{combo} がそろいました!", "en": "{combo}: a winning set!"},
    "lost": {"ja": "打撃3: 負け", "en": "Three hits: the game is lost"},
    "hint": {"ja": "ヒント: それぞれの勝率", "en": "Hint: each choice's chance to win"},
    "hint_note": {"ja": "このあと最善を尽くした場合の正確な勝率(動的計画法)。", "en": "The exact chance to win with best "
                  "play afterwards (dynamic programming)."},
    "chance": {"ja": "勝率 {pct}", "en": "wins {pct}"},
    "best": {"ja": "おすすめ", "en": "best"},
}
EMBLEMS = {"attack": "⚔", "defend": "🛡"}


def pct(x) -> str:
    return f"{100 * float(x):.2f}%"


def render(view: dict, names: list, lang: str) -> str:
    over = view["result"] is not None
    state = "playing" if not over else ("won" if view["result"][0] == 1.0 else "lost")
    round_parts = ([_last(view, lang)] if view["last"] else []) + ([] if over else [_plates(view, lang)])
    parts = [_status(view, lang), f'<div class="g3-round">{"".join(round_parts)}</div>']
    if not over:
        values = hint(view)
        parts += [_choices(view, values, lang), _hint(values, lang)]
    return (f'<div class="g3-table" data-state="{state}" data-round="{view["round"]}" '
            f'data-taken="{",".join(map(str, view["taken"]))}" data-small="{view["small"]}" '
            f'data-large="{",".join(map(str, view["large"]))}" data-target="{view["target"]}">{"".join(parts)}</div>')


def _status(view: dict, lang: str) -> str:
    unmarked = list(view["combo"] or [])  # the winning three, each marked on one taken die
    dice = []
    for i, face in enumerate(view["taken"]):
        marked = face in unmarked
        if marked:
            unmarked.remove(face)
        name = tr(WORDS["combo_die" if marked else "taken_die"], lang, n=face)
        dice.append(die(face, name=name, tone="white", size="s", cls="g3-combo" if marked else "",
                        attrs={"data-die": f"taken-{i}"}))
    none = WORDS["none" if view["result"] is None else "none_at_end"]
    taken = "".join(dice) or f'<span class="g3-none">{esc(tr(none, lang))}</span>'
    hits, limit = view["hits"], view["hits_to_lose"]
    marks = "✖" * hits + "○" * max(0, limit - hits)
    return (f'<section class="g3-status"><div class="g3-hits" role="group" '
            f'aria-label="{esc(tr(WORDS["hits_name"], lang, n=hits))}">'
            f'<span class="g3-label">{esc(tr(WORDS["hits"], lang))}</span> <strong data-hits="0">{hits}</strong>'
            f'<span class="g3-of">/{limit}</span> <span class="g3-marks" aria-hidden="true">{marks}</span></div>'
            f'<div class="g3-taken"><h3 class="g3-label">{esc(tr(WORDS["taken"], lang))}</h3>'
            f'<div class="g3-dice">{taken}</div><p class="g3-goal">{esc(tr(WORDS["goal"], lang))}</p></div></section>')


def _last(view: dict, lang: str) -> str:
    """The round just played: the plates it was played against, the roll (tumbling in) and what came of it."""
    last = view["last"]
    a, b = last["large"]
    name = tr(CHOICE_NAMES[last["choice"]], lang)
    roll = "".join(die(face, name=tr(WORDS["roll_die"], lang, n=face), tone="ivory", fresh=True,
                       attrs={"data-die": f"roll-{i}"}) for i, face in enumerate(last["roll"]))
    fields = {"total": last["total"], "target": a + b, "took": last["took"]}
    outcome = tr(WORDS["took" if last["took"] is not None else "held" if last["success"] else "missed"], lang, **fields)
    ending = ""
    if view["combo"]:
        ending = tr(WORDS["won"], lang, combo=("・" if lang == "ja" else "-").join(map(str, view["combo"])))
    elif view["result"] is not None:
        ending = tr(WORDS["lost"], lang)
    ending_html = f'<p class="g3-ending">{esc(ending)}</p>' if ending else ""
    title = tr(WORDS["last"], lang, n=last["round"], choice=name)
    plates = tr(WORDS["last_plates"], lang, a=a, b=b, target=a + b)
    return (f'<section class="g3-last" data-choice="{last["choice"]}" data-success="{int(last["success"])}" '
            f'aria-label="{esc(title)}"><h3>{esc(title)} <span class="g3-note">({esc(plates)})</span></h3>'
            f'<div class="g3-dice g3-roll">{roll}</div><p class="g3-outcome">{esc(outcome)}</p>{ending_html}</section>')


def _plates(view: dict, lang: str) -> str:
    """This round's plates; rolled after the player's roll, so they tumble in after it."""
    late = " g3-late" if view["last"] else ""
    small = die(view["small"], name=tr(WORDS["small_die"], lang, n=view["small"]), tone="red", fresh=True,
                cls=late, attrs={"data-die": "small"})
    large = "".join(die(face, name=tr(WORDS["large_die"], lang, n=face), tone="black", fresh=True, cls=late,
                        attrs={"data-die": f"large-{i}"}) for i, face in enumerate(view["large"]))
    heading = tr("round", lang, n=view["round"])
    return (f'<section class="g3-plates" aria-label="{esc(heading)}"><h3>{esc(heading)}</h3><div class="g3-plate-row">'
            f'<div class="g3-plate g3-plate-small"><h4>{esc(tr(WORDS["small"], lang))}</h4>'
            f'<div class="g3-dice">{small}</div><p>{esc(tr(WORDS["prize"], lang))}</p></div>'
            f'<div class="g3-plate g3-plate-large"><h4>{esc(tr(WORDS["large"], lang))}</h4>'
            f'<div class="g3-dice">{large}</div>'
            f'<p><strong>{esc(tr(WORDS["target"], lang, target=view["target"]))}</strong></p></div></div></section>')


def _choices(view: dict, values: dict, lang: str) -> str:
    """Attack and defend as two big buttons: what each rolls, needs and wins, and its chance to succeed (the best
    one starred once the hint is open: CSS)."""
    legal = {a["id"] for a in view["legal"]}
    best = best_choice(values)
    buttons = []
    for key, choice in enumerate(CHOICES, 1):
        chance = EXACT.success[choice][view["target"]]
        odds = tr(WORDS["success"], lang, n=chance.numerator, d=chance.denominator, pct=pct(chance))
        star = f'<span class="g3-star">★ {esc(tr(WORDS["best"], lang))}</span>' if choice == best else ""
        inner = (f'<span class="g3-choice-name"><span aria-hidden="true">{EMBLEMS[choice]}</span> '
                 f'{esc(tr(CHOICE_NAMES[choice], lang))}{star}</span>'
                 f'<span>{esc(tr(WORDS[choice], lang, small=view["small"]))}</span>'
                 f'<span>{esc(tr(WORDS["need"], lang, target=view["target"]))} · {esc(tr(WORDS["fail"], lang))}</span>'
                 f'<span class="g3-odds">{esc(odds)}</span>')
        if choice in legal:
            buttons.append(f'<button type="button" class="kit-piece kit-legal g3-choice" data-action="{choice}" '
                           f'aria-keyshortcuts="{key}" data-key="{key}">{inner}</button>')
    return f'<div class="g3-choices">{"".join(buttons)}</div>'


def _hint(values: dict, lang: str) -> str:
    best = best_choice(values)
    rows = []
    for choice in CHOICES:
        mark = ' data-best="1"' if choice == best else ""
        star = f' <strong class="g3-best">★ {esc(tr(WORDS["best"], lang))}</strong>' if choice == best else ""
        chance = esc(tr(WORDS["chance"], lang, pct=pct(values[choice])))
        rows.append(f'<li data-hint="{choice}" data-chance="{values[choice]!r}"{mark}>'
                    f'{esc(tr(CHOICE_NAMES[choice], lang))}: {chance}{star}</li>')
    return (f'<details class="g3-hint" id="g3-hint"><summary>{esc(tr(WORDS["hint"], lang))}</summary>'
            f'<ul>{"".join(rows)}</ul><p class="g3-hint-note">{esc(tr(WORDS["hint_note"], lang))}</p></details>')
