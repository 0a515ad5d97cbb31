"""対戦ダイススレイヤー's table: both players' fields side by side (stacked on a phone), each with its score, the
10-dice danger as a row of ten places (the grace zone's dice hatched where they would land), the stock's three
places with the values that would trigger next, and the grace zone; above them, what the last turn did.

Touch the die: the dice of one value in a field are one button (taking any of them is the same move), lifted and
ringed when legal, with a badge saying what taking one would score (DS-3/DS-4); in the offset phase the grace
zone's dice are the buttons. New dice tumble in (kit motion), the die just taken pulses in the stock. Every move
is one tap (ONE_TAP: the shell asks for a confirmation on touch screens by default).

Hooks for tests: [data-points=seat] (score), [data-field=seat] / [data-stock=seat] / [data-grace=seat] with the
dice in `data-dice` (fields and grace sorted, the stock oldest first) and one `[data-value]` per die inside (a
button holding several dice carries the value of one of them), [data-danger=seat] with `data-left`,
[data-current] while playing.
"""

from itertools import count, groupby

from fudabako.games.dice_slayer.rules import LOSING_FIELD, STOCK_SIZE, WIN_POINTS, neighbours

from ..i18n import tr
from ..kit import count_text, die, piece
from ..kit.motion import JUST_CHANGED, animate
from ..widgets import esc

ONE_TAP = True
LEVEL_NOTES = {  # what ai/dice_slayer.py's levels compute
    "easy": {"ja": "1手先だけを見ます: 自己対戦で学んだ勝率(場のあふれ具合と消せる数から)で選び、相手の返しは読みません",
             "en": "Looks one move ahead, by a win chance learnt from self-play (how full the fields are, what each "
                   "stock can remove), not the rival's reply"},
    "strong": {"ja": "自分の手番、相手に来る新しいダイス、相手の返しまで読み、自己対戦で学んだ勝率で選びます",
               "en": "Searches its move, the rival's new dice and the rival's reply, by a win chance learnt from "
                     "self-play"},
}

WORDS = {
    "points": {"ja": "得点", "en": "Points"},
    "field": {"ja": "場", "en": "Field"},
    "stock": {"ja": "ストック", "en": "Stock"},
    "grace": {"ja": "猶予ゾーン", "en": "Grace zone"},
    "empty": {"ja": "なし", "en": "empty"},
    "load": {"ja": "場 {n}/{limit}個", "en": "Field {n}/{limit}"},
    "load_name": {"ja": "場のダイス {dice}、{limit}個で負け。猶予ゾーンに{g}個", "en": "{dice} on the field, {limit} "
                  "lose; {g} in the grace zone"},
    "safe": {"ja": "あと{left}個で負け", "en": "{more}"},
    "warn": {"ja": "あと{left}個で負け", "en": "{more}"},
    "high": {"ja": "危険! あと{left}個で負け", "en": "Danger! {more}"},
    "over": {"ja": "減らさないと負け", "en": "Clear some or lose"},
    "overflowed": {"ja": "あふれ", "en": "Overflowed"},
    "turn": {"ja": "{n}手番目", "en": "Turn {n}"},
    "offset": {"ja": "相殺: 猶予ゾーンのダイスをあと{n}個選んで取り除く", "en": "Offset: pick {n} more of your grace dice"},
    "fires": {"ja": "発動→自分の場の{targets}を{n}個消す (+{points}点)",
              "en": "triggers → removes your {targets}: {n} dice, +{points} pts"},
    "fires_one": {"ja": "発動→自分の場の{targets}を1個消す (+1点)", "en": "triggers → removes your {targets}: 1 die, +1 pt"},
    "fires_none": {"ja": "発動→自分の場に{targets}がなく0個", "en": "triggers → you have no {targets} to remove"},
    "next": {"ja": "次に発動: {values}", "en": "Next trigger: {values}"},
    "next_none": {"ja": "次の1個では発動しない", "en": "No single die triggers"},
    "took": {"ja": "{name}が{whose}の場から{v}を取った", "en": "{name} took a {v} from {whose} field"},
    "own": {"ja": "自分", "en": "their own"},
    "rival": {"ja": "相手", "en": "the rival's"},
    "dropped": {"ja": "あふれた{v}は除外", "en": "the {v} pushed out left the game"},
    "trigger": {"ja": "発動 {dice}: {removed}を消して{points}点", "en": "trigger {dice}: removed {removed}, {points} pts"},
    "trigger_one": {"ja": "発動 {dice}: {removed}を消して1点", "en": "trigger {dice}: removed {removed}, 1 pt"},
    "trigger_none": {"ja": "発動 {dice}: 消せるダイスなし", "en": "trigger {dice}: nothing to remove"},
    "offset_done": {"ja": "相殺 {dice}", "en": "offset {dice}"},
    "sent": {"ja": "攻撃: {dice}を相手の猶予ゾーンへ", "en": "attack: {dice} into the rival's grace zone"},
    "moved": {"ja": "何も消せず猶予ゾーンの{dice}が場へ", "en": "nothing removed: the grace zone's {dice} moved onto the field"},
    "start": {"ja": "開始の振り: {a} / {b} (合計の大きい方が先手)", "en": "Opening roll: {a} / {b} (the higher total moves first)"},
    "arrived": {"ja": "新しいダイス {dice}", "en": "new dice {dice}"},
    "take_die": {"ja": "{whose}の場の{v}を取る", "en": "Take a {v} from {whose} field"},
    "of_many": {"ja": " ({k}個のうち1個)", "en": " (one of {k})"},
    "my": {"ja": "自分", "en": "my"},
    "theirs": {"ja": "相手", "en": "the rival's"},
    "offset_die": {"ja": "猶予ゾーンの{v}を相殺", "en": "Offset a {v} in my grace zone"},
}


def dice_words(values: list, lang: str) -> str:
    return " ".join(map(str, values)) if values else tr(WORDS["empty"], lang)


def effect(view: dict, player: int, value: int, lang: str) -> tuple:
    """What taking `value` would do for `player` (DS-3/DS-4): (the points it scores or None if it completes no
    trigger, the words)."""
    targets = neighbours(view["stock"][player][1 - STOCK_SIZE:] + [value])
    if not targets:
        return None, ""
    n = sum(1 for d in view["field"][player] if d in targets)
    names = "・".join(map(str, targets)) if lang == "ja" else " and ".join(f"{t}s" for t in targets)
    key = "fires_none" if not n else "fires_one" if n == 1 else "fires"
    return n * n, tr(WORDS[key], lang, targets=names, n=n, points=n * n)


def face(value: int, *, tone: str = "ivory", fresh: bool = False, cls: str = "", hooked: bool = True) -> str:
    """A die of the table. `hooked=False` leaves out its `data-value`: the button holding a group of dice carries
    that one's value (the tests count one [data-value] per die)."""
    html = die(value, tone=tone, fresh=fresh, cls=cls)
    return html if hooked else html.replace(f' data-value="{value}"', "", 1)


def group(values: list, action: dict | None, *, name: str, fx, key, tone: str, fresh: list, lang: str) -> str:
    """The dice of one value in a zone: one button named `name` (the move takes any one of them) when `action` is
    legal, with the points it would score as a badge (`fx`, drawn by CSS from data-fx); else plain dice."""
    v, k = values[0], len(values)
    dice = []
    for i in range(k):
        new = v in fresh
        if new:
            fresh.remove(v)
        dice.append(face(v, tone=tone, fresh=new, hooked=action is None or i > 0))
    inner = "".join(dice)
    if action is None:
        return f'<span class="ds-group">{inner}</span>'
    badge = {"data-fx": f"+{fx}"} if fx is not None else {}
    return piece(f'<span class="ds-group">{inner}</span>', action, name=name, lang=lang, key=key, cls="ds-take",
                 attrs={"data-value": v, **badge})


def zone(kind: str, seat: int, values: list, body: str, lang: str, extra: str = "") -> str:
    """A zone's heading and dice (`data-<kind>=seat` lists them), then `extra` (the stock's next trigger). The
    field's heading is for screen readers only: the danger row above it says 「場 6/10個」."""
    title = tr(WORDS[kind], lang)
    body = body or f'<span class="ds-none">{esc(tr(WORDS["empty"], lang))}</span>'
    hidden = ' class="kit-sr"' if kind == "field" else ""
    return (f'<div class="ds-zone ds-{kind}"><h4{hidden}>{esc(title)}</h4>'
            f'<div class="ds-dice" data-{kind}="{seat}" data-dice="{",".join(map(str, values))}" '
            f'data-count="{len(values)}">{body}</div>{extra}</div>')


def of_many(k: int, lang: str) -> str:
    return tr(WORDS["of_many"], lang, k=k) if k > 1 else ""


def _key(keys):
    k = next(keys)
    return k if k <= 9 else None


def field_zone(view: dict, p: int, legal: dict, keys, lang: str) -> str:
    me, field = view["viewer"], sorted(view["field"][p])
    fresh = list(view["arrived"]) if p == view["current"] and view["result"] is None else []
    whose = tr(WORDS["my" if p == me else "theirs"], lang)
    groups = []
    for v, same in groupby(field):
        same, action = list(same), legal.get(f"take:{p}:{v}")
        fx, hint = effect(view, me, v, lang) if action else (None, "")
        name = tr(WORDS["take_die"], lang, whose=whose, v=v) + of_many(len(same), lang) + (f" — {hint}" if hint else "")
        groups.append(group(same, action, name=name, fx=fx, key=_key(keys) if action else None, tone="ivory",
                            fresh=fresh, lang=lang))
    return zone("field", p, field, "".join(groups), lang)


def grace_zone(view: dict, p: int, legal: dict, keys, lang: str) -> str:
    grace, last = sorted(view["grace"][p]), view["last"] or {}
    fresh = list(last.get("sent") or []) if last.get("player") == 1 - p else []
    groups = []
    for v, same in groupby(grace):
        same, action = list(same), legal.get(f"offset:{v}")
        name = tr(WORDS["offset_die"], lang, v=v) + of_many(len(same), lang)
        groups.append(group(same, action, name=name, fx=None, key=_key(keys) if action else None, tone="red",
                            fresh=fresh, lang=lang))
    return zone("grace", p, grace, "".join(groups), lang)


def stock_zone(view: dict, p: int, lang: str) -> str:
    stock, last = view["stock"][p], view["last"] or {}
    taken = last.get("kind") == "turn" and last.get("player") == p and not last.get("trigger")
    dice = "".join(face(v, cls=animate(JUST_CHANGED, when=taken and i == len(stock) - 1))
                   for i, v in enumerate(stock))
    slots = dice + '<span class="ds-slot" aria-hidden="true"></span>' * (STOCK_SIZE - len(stock))
    nxt = _next(stock, lang) if view["result"] is None else ""  # a finished game has no next trigger
    return zone("stock", p, stock, slots, lang, f'<p class="ds-next">{esc(nxt)}</p>' if nxt else "")


def _next(stock: list, lang: str) -> str:
    """Which values complete a trigger with the stock's newest two dice (the oldest leaves when a 4th comes)."""
    if len(stock) < STOCK_SIZE - 1:
        return ""
    values = [v for v in range(1, 7) if neighbours(stock[1 - STOCK_SIZE:] + [v])]
    return tr(WORDS["next"], lang, values=" ".join(map(str, values))) if values else tr(WORDS["next_none"], lang)


def more_lose(left: int) -> str:
    return "1 more die loses" if left == 1 else f"{left} more dice lose"


def load(view: dict, p: int, lang: str) -> str:
    """The 10-dice danger: ten places, as many filled as the field holds, the grace zone's dice hatched after them
    (where they land after a turn that removes nothing), and how many more lose, in words."""
    n, g = len(view["field"][p]), len(view["grace"][p])
    left = LOSING_FIELD - n
    level = "over" if left <= 0 else "high" if left <= 2 else "warn" if left <= 4 else "safe"
    words = "overflowed" if level == "over" and view["result"] is not None else level
    cells = "".join(f'<span class="ds-cell{" ds-full" if i < n else " ds-risk" if i < n + g else ""}"></span>'
                    for i in range(max(LOSING_FIELD, n)))
    name = tr(WORDS["load_name"], lang, dice=count_text(n, lang, "die"), limit=LOSING_FIELD, g=g)
    return (f'<div class="ds-load ds-{level}"><span class="ds-cells" role="img" aria-label="{esc(name)}">{cells}</span>'
            f'<span class="ds-load-text"><span>{esc(tr(WORDS["load"], lang, n=n, limit=LOSING_FIELD))}</span> '
            f'<strong data-danger="{p}" data-left="{left}" data-level="{level}">'
            f'{esc(tr(WORDS[words], lang, left=left, more=more_lose(left)))}</strong></span></div>')


def seat(view: dict, p: int, names: list, legal: dict, keys, lang: str) -> str:
    playing = view["result"] is None
    mine, moving = p == view["viewer"], playing and p == view["current"]
    cls = "ds-seat" + (" ds-mine" if mine else "") + (" ds-moving" if moving else "")
    score = view["score"][p]
    head = (f'<header class="ds-head"><h3 class="ds-name">{esc(names[p])}</h3>'
            f'<span class="ds-points"><span class="ds-points-label">{esc(tr(WORDS["points"], lang))}</span> '
            f'<strong data-points="{p}">{score}</strong><span class="ds-of">/{WIN_POINTS}</span></span>'
            f'<meter min="0" max="{WIN_POINTS}" value="{min(score, WIN_POINTS)}" aria-hidden="true"></meter></header>')
    return (f'<section class="{cls}" data-seat="{p}">{head}{load(view, p, lang)}'
            f'{field_zone(view, p, legal, keys, lang)}<div class="ds-side">{stock_zone(view, p, lang)}'
            f'{grace_zone(view, p, legal, keys, lang)}</div></section>')


def news(view: dict, names: list, lang: str) -> str:
    """The last turn in one line (the log has it all), the turn's number and, in the offset phase, what to do."""
    last = view["last"] or {}
    if last.get("kind") == "start":
        lines = [tr(WORDS["start"], lang, a=dice_words(last["rolls"][0], lang), b=dice_words(last["rolls"][1], lang))]
    elif last:
        p = last["player"]
        whose = tr(WORDS["own" if last["owner"] == p else "rival"], lang)
        lines = [tr(WORDS["took"], lang, name=names[p], whose=whose, v=last["value"])]
        if last["dropped"] is not None:
            lines.append(tr(WORDS["dropped"], lang, v=last["dropped"]))
        if last["trigger"]:
            key = "trigger_none" if not last["removed"] else "trigger_one" if last["points"] == 1 else "trigger"
            lines.append(tr(WORDS[key], lang, dice=dice_words(last["trigger"], lang),
                            removed=dice_words(last["removed"], lang), points=last["points"]))
        for key in ("offset", "sent", "moved"):
            if last[key]:
                lines.append(tr(WORDS["offset_done" if key == "offset" else key], lang,
                                dice=dice_words(last[key], lang)))
    else:
        lines = []
    playing = view["result"] is None
    if playing and view["arrived"] and view["phase"] == "take":
        lines.append(f'{names[view["current"]]}: {tr(WORDS["arrived"], lang, dice=dice_words(view["arrived"], lang))}')
    turn = f'<strong data-current="{view["current"]}">{esc(tr(WORDS["turn"], lang, n=view["turn"]))}</strong> ' \
        if playing else ""
    text = " → ".join(lines)
    prompt = ""
    if playing and view["phase"] == "offset" and view["legal"]:
        prompt = f'<p class="ds-prompt">{esc(tr(WORDS["offset"], lang, n=view["offset_left"]))}</p>'
    cls = " ".join(filter(None, ("ds-last", animate(JUST_CHANGED, when=bool(last)))))
    return f'<div class="ds-news"><p class="{cls}">{turn}{esc(text)}</p>{prompt}</div>'


def render(view: dict, names: list, lang: str) -> str:
    legal, keys = {a["id"]: a for a in view["legal"]}, count(1)
    seats = "".join(seat(view, p, names, legal, keys, lang) for p in range(2))
    return f'<div class="ds-table">{news(view, names, lang)}<div class="ds-seats">{seats}</div></div>'
