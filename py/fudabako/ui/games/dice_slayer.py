"""対戦ダイススレイヤー's table: each player's field (the dice to take are buttons), stock and grace zone; the
score out of 100 and the field's dice out of the 10 that lose; what the last turn did, in words; what each die
would do if taken (the trigger it completes and how many dice it would remove). New dice roll in (CSS).

Hooks for tests: [data-points=seat] (score), [data-field=seat] / [data-stock=seat] / [data-grace=seat] with the
dice in `data-dice` (fields and grace sorted, the stock oldest first), [data-current].
"""

from fudabako.games.dice_slayer.rules import LOSING_FIELD, STOCK_SIZE, WIN_POINTS, neighbours

from ..i18n import tr
from ..widgets import counter, die_face, esc, seat_panel

WORDS = {
    "points": {"ja": "得点", "en": "Points"},
    "field": {"ja": "場", "en": "Field"},
    "stock": {"ja": "ストック", "en": "Stock"},
    "grace": {"ja": "猶予ゾーン", "en": "Grace zone"},
    "empty": {"ja": "なし", "en": "empty"},
    "load": {"ja": "場 {n}個 / {limit}個で負け", "en": "{n} dice on the field / {limit} lose"},
    "load_grace": {"ja": "(猶予ゾーンの{g}個は何も消せない手番に場へ)",
                   "en": "(the grace zone's {g} land on the field after a turn that removes nothing)"},
    "safe": {"ja": "余裕あり: あと{left}個で負け", "en": "Safe: {left} more lose"},
    "warn": {"ja": "注意: あと{left}個で負け", "en": "Careful: {left} more lose"},
    "high": {"ja": "危険! あと{left}個で負け", "en": "Danger! {left} more lose"},
    "over": {"ja": "あふれ ({n}個)", "en": "Overflow ({n} dice)"},
    "turn": {"ja": "{n}手番目: {name}の番", "en": "Turn {n}: {name} to play"},
    "arrived": {"ja": "手番のはじめに振ったダイス: {dice}", "en": "New dice rolled at the start of the turn: {dice}"},
    "offset": {"ja": "相殺: 猶予ゾーンから取り除くダイスをあと{n}個選んでください",
               "en": "Offset: choose {n} more dice to remove from your grace zone"},
    "take": {"ja": "自分か相手の場からダイスを1個取ってください", "en": "Take one die from either field"},
    "fires": {"ja": "発動→自分の場の{targets}を{n}個消す (+{points}点)",
              "en": "triggers → removes your {targets}: {n} dice, +{points} pts"},
    "fires_none": {"ja": "発動→自分の場に{targets}がなく0個", "en": "triggers → you have no {targets} to remove"},
    "next": {"ja": "次に取ると発動する目: {values}", "en": "Values that trigger next: {values}"},
    "next_none": {"ja": "次の1個では発動しません", "en": "No single die triggers next"},
    "last": {"ja": "直前の手番", "en": "Last turn"},
    "took": {"ja": "{name}が{whose}の場から{v}を取った", "en": "{name} took a {v} from {whose} field"},
    "own": {"ja": "自分", "en": "their own"},
    "rival": {"ja": "相手", "en": "the rival's"},
    "dropped": {"ja": "ストックからあふれた{v}は除外", "en": "the {v} pushed out of the stock left the game"},
    "trigger": {"ja": "発動 {dice}: 場から{removed}を消して{points}点", "en": "Trigger {dice}: removed {removed}, {points} points"},
    "trigger_none": {"ja": "発動 {dice}: 消せるダイスなし", "en": "Trigger {dice}: nothing to remove"},
    "offset_done": {"ja": "相殺で猶予ゾーンから{dice}を取り除いた", "en": "Offset: {dice} left the grace zone"},
    "sent": {"ja": "攻撃: {dice}を相手の猶予ゾーンへ", "en": "Attack: {dice} rolled into the rival's grace zone"},
    "moved": {"ja": "何も消せず、猶予ゾーンの{dice}が場へ", "en": "Nothing removed: the grace zone's {dice} moved onto the field"},
    "start": {"ja": "開始の振り: {a} / {b} (合計の大きい方が先手)", "en": "Opening roll: {a} / {b} (the higher total moves first)"},
    "take_die": {"ja": "{whose}の場の{v}を取る", "en": "Take a {v} from {whose} field"},
    "my": {"ja": "自分", "en": "my"},
    "theirs": {"ja": "相手", "en": "the rival's"},
    "die": {"ja": "ダイス {v}", "en": "die {v}"},
}


def dice_words(values: list, lang: str) -> str:
    return " ".join(map(str, values)) if values else tr(WORDS["empty"], lang)


def effect(view: dict, player: int, value: int, lang: str) -> str:
    """What taking `value` would do for `player` (DS-3/DS-4): the trigger it completes, or nothing."""
    targets = neighbours(view["stock"][player][1 - STOCK_SIZE:] + [value])
    if not targets:
        return ""
    n = sum(1 for d in view["field"][player] if d in targets)
    names = "・".join(map(str, targets)) if lang == "ja" else " and ".join(f"{t}s" for t in targets)
    if not n:
        return tr(WORDS["fires_none"], lang, targets=names)
    return tr(WORDS["fires"], lang, targets=names, n=n, points=n * n)


def one_die(value: int, extra: str = "", new: bool = False, action: str = "", label: str = "") -> str:
    """A die on the table: a button when it can be taken (data-action), else a plain face; always its number."""
    cls = f'ds-die ds-v{value}{" ds-new" if new else ""}'
    inner = f'{die_face(value)}<span class="ds-num">{value}</span>{extra}'
    if action:
        return (f'<button type="button" class="{cls}" data-action="{esc(action)}" data-value="{value}" '
                f'aria-label="{esc(label)}">{inner}</button>')
    return f'<span class="{cls}" data-value="{value}">{inner}</span>'


def zone(kind: str, seat: int, dice: str, values: list, lang: str) -> str:
    title, listed = tr(WORDS[kind], lang), ",".join(map(str, values))
    dice = dice or f'<span class="ds-none">{esc(tr(WORDS["empty"], lang))}</span>'
    return (f'<div class="ds-zone ds-{kind}"><h4>{esc(title)}</h4>'
            f'<div class="ds-dice" data-{kind}="{seat}" data-dice="{listed}" data-count="{len(values)}">{dice}'
            f'</div></div>')


def seat_body(view: dict, p: int, lang: str) -> str:
    me, legal = view["viewer"], {a["id"] for a in view["legal"]}
    field = sorted(view["field"][p])
    new = list(view["arrived"]) if p == view["current"] and view["result"] is None else []
    dice = []
    for v in field:
        fresh = v in new
        if fresh:
            new.remove(v)
        action = f"take:{p}:{v}" if f"take:{p}:{v}" in legal else ""
        hint = effect(view, me, v, lang) if action else ""
        whose = WORDS["my" if p == me else "theirs"]
        label = tr(WORDS["take_die"], lang, whose=tr(whose, lang), v=v) + (f" — {hint}" if hint else "")
        extra = f'<span class="ds-hint">{esc(hint)}</span>' if hint else ""
        dice.append(one_die(v, extra, fresh, action, label))
    n, g = len(field), len(view["grace"][p])
    left = LOSING_FIELD - n
    level = "over" if left <= 0 else "high" if left <= 2 else "warn" if left <= 4 else "safe"
    danger = tr(WORDS[level], lang, left=left, n=n)
    load = tr(WORDS["load"], lang, n=n, limit=LOSING_FIELD) + (f" {tr(WORDS['load_grace'], lang, g=g)}" if g else "")
    meter = (f'<div class="ds-load ds-{level}"><meter min="0" max="{LOSING_FIELD}" low="6" high="8" optimum="0" '
             f'value="{min(n, LOSING_FIELD)}" aria-hidden="true"></meter> <strong data-danger="{p}" '
             f'data-left="{left}" data-level="{level}">{esc(danger)}</strong> <span>{esc(load)}</span></div>')
    stock = view["stock"][p]
    slots = "".join(one_die(v) for v in stock) + '<span class="ds-slot" aria-hidden="true"></span>' * (
        STOCK_SIZE - len(stock))
    sent = view["last"].get("sent", []) if view["last"] else []
    grace = view["grace"][p]
    fresh_from = len(grace) - len(sent) if sent and view["last"].get("player") == 1 - p else len(grace)
    grace_dice = "".join(one_die(v, new=i >= fresh_from) for i, v in enumerate(grace))
    return (counter("points", p, view["score"][p], WIN_POINTS, tr(WORDS["points"], lang)) + meter
            + zone("field", p, "".join(dice), field, lang)
            + zone("stock", p, slots, stock, lang)
            + f'<p class="ds-next">{esc(_next(stock, lang))}</p>'
            + zone("grace", p, grace_dice, sorted(grace), lang))


def _next(stock: list, lang: str) -> str:
    """Which values complete a trigger with the stock's newest two dice (the oldest leaves when a 4th comes)."""
    if len(stock) < STOCK_SIZE - 1:
        return ""
    values = [v for v in range(1, 7) if neighbours(stock[1 - STOCK_SIZE:] + [v])]
    return tr(WORDS["next"], lang, values=" ".join(map(str, values))) if values else tr(WORDS["next_none"], lang)


def last_turn(view: dict, names: list, lang: str) -> str:
    last = view["last"]
    if not last:
        return ""
    if last.get("kind") == "start":
        lines = [tr(WORDS["start"], lang, a=dice_words(last["rolls"][0], lang), b=dice_words(last["rolls"][1], lang))]
    else:
        p = last["player"]
        whose = tr(WORDS["own" if last["owner"] == p else "rival"], lang)
        lines = [tr(WORDS["took"], lang, name=names[p], whose=whose, v=last["value"])]
        if last["dropped"] is not None:
            lines.append(tr(WORDS["dropped"], lang, v=last["dropped"]))
        if last["trigger"]:
            key = "trigger" if last["removed"] else "trigger_none"
            lines.append(tr(WORDS[key], lang, dice=dice_words(last["trigger"], lang),
                            removed=dice_words(last["removed"], lang), points=last["points"]))
        for key in ("offset", "sent", "moved"):
            if last[key]:
                lines.append(tr(WORDS["offset_done" if key == "offset" else key], lang, dice=dice_words(last[key], lang)))
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return f'<section class="ds-last"><h3>{esc(tr(WORDS["last"], lang))}</h3><ul>{items}</ul></section>'


def render(view: dict, names: list, lang: str) -> str:
    head = ""
    if view["result"] is None:
        cur = view["current"]
        head = (f'<p class="ds-turn" data-current="{cur}">{esc(tr(WORDS["turn"], lang, n=view["turn"], name=names[cur]))}'
                f'</p><p class="ds-arrived">{esc(tr(WORDS["arrived"], lang, dice=dice_words(view["arrived"], lang)))}</p>')
    panels = "".join(seat_panel(names[p], seat_body(view, p, lang), mine=p == view["viewer"]) for p in range(2))
    return f'{head}{last_turn(view, names, lang)}<div class="seats ds-seats">{panels}</div>'


def actions(view: dict, lang: str) -> str:
    """The same choices as the dice on the table, as a list of buttons (keyboard: 1, 2, ...), each saying what
    it would do."""
    legal = view["legal"]
    if not legal:
        return ""
    me = view["viewer"]
    prompt = (tr(WORDS["offset"], lang, n=view["offset_left"]) if view["phase"] == "offset"
              else tr(WORDS["take"], lang))
    buttons = []
    for i, a in enumerate(legal, 1):
        label = tr(a["label"], lang)
        if a["id"].startswith("take:"):
            hint = effect(view, me, a["payload"]["value"], lang)
            label += f" — {hint}" if hint else ""
        buttons.append(f'<button type="button" class="ds-btn" data-action="{esc(a["id"])}" aria-keyshortcuts="{i}">'
                       f'<kbd aria-hidden="true">{i}</kbd> {esc(label)}</button>')
    return f'<p class="ds-prompt">{esc(prompt)}</p>{"".join(buttons)}'
