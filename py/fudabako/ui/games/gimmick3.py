"""ギミック倉庫3's table: the hits, the dice taken (the winning three marked), the last round's roll against its
large plate, this round's two plates (the small plate's die is the prize, the large plate's total the enemy), what
attack and defend roll and their chance to succeed, and the hint (GM-3): each choice's exact chance to win with best
play afterwards, from the same solver as the `auto` player.

Dice rolled since the last redraw tumble in (CSS): first the player's roll, then the new round's plates.
"""

from fudabako.ai.gimmick3 import EXACT, best_choice, hint
from fudabako.games.gimmick3.rules import CHOICE_NAMES, CHOICES

from ..i18n import tr
from ..widgets import counter, die, esc

WORDS = {
    "hits": {"ja": "打撃 (3で負け)", "en": "Hits (3 lose)"},
    "taken": {"ja": "獲得したダイス", "en": "Dice taken"},
    "none": {"ja": "まだありません", "en": "None yet"},
    "goal": {"ja": "3つで同じ目か3つ続き(例 4・4・4、3・4・5)を作れば勝ち", "en": "Three of a kind or three in a row "
             "(e.g. 4-4-4, 3-4-5) wins"},
    "small": {"ja": "小皿", "en": "Small plate"},
    "small_die": {"ja": "獲物", "en": "Prize"},
    "large": {"ja": "大皿", "en": "Large plate"},
    "large_die": {"ja": "敵", "en": "Enemy"},
    "target": {"ja": "合計 {target}: これ以上を出せば成功", "en": "Total {target}: roll this or more to succeed"},
    "prize": {"ja": "攻撃に成功すると獲得", "en": "Taken by a successful attack"},
    "attack": {"ja": "2個振って{target}以上なら小皿の{small}を獲得。届かなければ打撃1。",
               "en": "Roll 2: {target} or more takes the small plate's {small}; less is 1 hit."},
    "defend": {"ja": "3個振って{target}以上なら無傷(獲得なし)。届かなければ打撃1。",
               "en": "Roll 3: {target} or more holds (nothing taken); less is 1 hit."},
    "success": {"ja": "成功率 {n}/{d} ({pct})", "en": "Success {n}/{d} ({pct})"},
    "roll_die": {"ja": "出目", "en": "Roll"},
    "last": {"ja": "第{n}ラウンドの結果", "en": "Round {n}'s result"},
    "last_plates": {"ja": "小皿 {small} / 大皿 {a}+{b}={target}",
                    "en": "Small plate {small}, large plate {a}+{b}={target}"},
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


def pct(x) -> str:
    return f"{100 * float(x):.2f}%"


def render(view: dict, names: list, lang: str) -> str:
    over = view["result"] is not None
    state = "playing" if not over else ("won" if view["result"][0] == 1.0 else "lost")
    parts = [_status(view, lang)]
    if view["last"]:
        parts.append(_last(view, lang))
    if not over:
        parts += [_plates(view, lang), _choices(view, lang), _hint(view, lang)]
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
        dice.append(f'<span class="g3-taken-die{" g3-combo" if marked else ""}">'
                    f'{die(f"taken-{i}", face, "★" if marked else "", "white")}</span>')
    taken = "".join(dice) or f'<p class="g3-none">{esc(tr(WORDS["none"], lang))}</p>'
    hits = counter("hits", 0, view["hits"], view["hits_to_lose"], tr(WORDS["hits"], lang))
    return (f'<section class="g3-status">{hits}'
            f'<div class="g3-taken"><h3>{esc(tr(WORDS["taken"], lang))}</h3><div class="g3-dice">{taken}</div>'
            f'<p class="goal">{esc(tr(WORDS["goal"], lang))}</p></div></section>')


def _last(view: dict, lang: str) -> str:
    last = view["last"]
    a, b = last["large"]
    name = tr(CHOICE_NAMES[last["choice"]], lang)
    roll = "".join(die(f"roll-{i}", face, tr(WORDS["roll_die"], lang)) for i, face in enumerate(last["roll"]))
    fields = {"total": last["total"], "target": a + b, "took": last["took"]}
    outcome = tr(WORDS["took" if last["took"] is not None else "held" if last["success"] else "missed"], lang, **fields)
    ending = ""
    if view["combo"]:
        ending = tr(WORDS["won"], lang, combo=("・" if lang == "ja" else "-").join(map(str, view["combo"])))
    elif view["result"] is not None:
        ending = tr(WORDS["lost"], lang)
    ending_html = f'<p class="g3-ending">{esc(ending)}</p>' if ending else ""
    plates = tr(WORDS["last_plates"], lang, small=last["small"], a=a, b=b, target=a + b)
    return (f'<section class="g3-last" data-choice="{last["choice"]}" data-success="{int(last["success"])}" '
            f'aria-label="{esc(tr(WORDS["last"], lang, n=last["round"]))}">'
            f'<h3>{esc(tr(WORDS["last"], lang, n=last["round"]))}: {esc(name)}</h3>'
            f'<p class="g3-last-plates">{esc(plates)}</p><div class="g3-dice g3-roll">{roll}</div>'
            f'<p class="outcome">{esc(outcome)}</p>{ending_html}</section>')


def _plates(view: dict, lang: str) -> str:
    late = " g3-roll-late" if view["last"] else ""
    small = die("small", view["small"], tr(WORDS["small_die"], lang), "red")
    enemy = tr(WORDS["large_die"], lang)
    large = "".join(die(f"large-{i}", face, enemy, "black") for i, face in enumerate(view["large"]))
    return (f'<section class="g3-plates" aria-label="{esc(tr("round", lang, n=view["round"]))}">'
            f'<h3 class="round">{esc(tr("round", lang, n=view["round"]))}</h3><div class="g3-plate-row">'
            f'<div class="g3-plate g3-plate-small"><h4>{esc(tr(WORDS["small"], lang))}</h4>'
            f'<div class="g3-dice g3-roll{late}">{small}</div><p>{esc(tr(WORDS["prize"], lang))}</p></div>'
            f'<div class="g3-plate g3-plate-large"><h4>{esc(tr(WORDS["large"], lang))}</h4>'
            f'<div class="g3-dice g3-roll{late}">{large}</div>'
            f'<p>{esc(tr(WORDS["target"], lang, target=view["target"]))}</p></div></div></section>')


def _choices(view: dict, lang: str) -> str:
    items = []
    for choice in CHOICES:
        chance = EXACT.success[choice][view["target"]]
        what = tr(WORDS[choice], lang, target=view["target"], small=view["small"])
        odds = tr(WORDS["success"], lang, n=chance.numerator, d=chance.denominator, pct=pct(chance))
        items.append(f'<li data-choice="{choice}"><strong>{esc(tr(CHOICE_NAMES[choice], lang))}</strong> {esc(what)} '
                     f'<span class="g3-odds">{esc(odds)}</span></li>')
    return f'<ul class="g3-choices">{"".join(items)}</ul>'


def _hint(view: dict, lang: str) -> str:
    values = hint(view)
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
