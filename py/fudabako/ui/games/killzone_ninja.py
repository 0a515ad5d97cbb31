"""キルゾーン プロトタイプ2's table: endurance, karate, XP against the next threshold, the wave, and the kill zone's
places (wave + 1 end the wave); the field's enemies as cards (bound ones marked), each the button of the attack on
it with the techniques aimed at it as small buttons under it (チャドー呼吸 aims at nobody: it stays in the choice
bar); the deck and the discard pile; the last wave cleared, with what it taught; under a fold, every technique
(learnt ones marked) and the XP ladder. Cards, buttons and piles are drawn by キルゾーン's table.

Hooks for tests: `data-kn-*` hold the view's numbers exactly; `data-technique` / `data-learnt` each technique,
`data-threshold` / `data-reached` each rung of the ladder; enemy cards carry `data-enemy`, `data-damage`, `data-bound`.
"""

from itertools import count

from fudabako.games.killzone_ninja.rules import ACTION_NAMES, GAINS, KEEPS_TURN

from ..i18n import tr
from ..widgets import esc
from .killzone import by_target, deck, enemy_card, enemy_row, enemy_unit, fresh_index, mini_cards, stat

ONE_TAP = True  # tapping an enemy attacks it, and the turn's end turns up the next card: no undo after a reveal

WORDS = {
    "life": {"ja": "耐久力", "en": "Endurance"},
    "karate": {"ja": "血中カラテ", "en": "Karate"},
    "karate_base": {"ja": "基本値 {n}", "en": "base {n}"},
    "xp": {"ja": "経験値 (得点)", "en": "XP (score)"},
    "next": {"ja": "次: {t}で{gain}", "en": "next: {gain} at {t}"},
    "wave": {"ja": "ウェーブ", "en": "Wave"},
    "field": {"ja": "場", "en": "Field"},
    "field_note": {"ja": "ターンの終わりに拘束されていない敵が2体以上で耐久力-1",
                   "en": "2+ unbound enemies at the end of your turn: endurance -1"},
    "kill": {"ja": "キルゾーン", "en": "Kill zone"},
    "kill_note": {"ja": "埋まるとウェーブ終了: 数字の合計が経験値に", "en": "full: the wave ends, their sum is XP"},
    "discard": {"ja": "捨て札", "en": "Discard pile"},
    "discard_note": {"ja": "山札が尽きたら切って山札に", "en": "the next deck when the deck runs out"},
    "bound": {"ja": "拘束中", "en": "Bound"},
    "techniques": {"ja": "技", "en": "Techniques"},
    "learnt": {"ja": "習得済み", "en": "learnt"},
    "not_learnt": {"ja": "経験値{t}で習得", "en": "learnt at XP {t}"},
    "keeps_turn": {"ja": "ターンは続く", "en": "turn goes on"},
    "ladder": {"ja": "経験値の段階", "en": "XP thresholds"},
    "powers": {"ja": "技と経験値の段階", "en": "Techniques and XP thresholds"},
    "learnt_now": {"ja": "習得", "en": "learnt"},
    "none_yet": {"ja": "まだなし", "en": "none yet"},
    "none": {"ja": "なし", "en": "none"},
    "cleared": {"ja": "ウェーブ{wave}クリア: 経験値+{xp}", "en": "Wave {wave} cleared: XP +{xp}"},
    "new_power": {"ja": "新たな力: {gains}", "en": "New power: {gains}"},
}
TECHNIQUE_TEXT = {
    "attack": {"ja": "敵1体にダメージ1", "en": "1 damage to an enemy"},
    "chado": {"ja": "カラテ+1", "en": "karate +1"},
    "hook": {"ja": "カラテ1: 敵1体を拘束", "en": "1 karate: bind an enemy"},
    "kaishaku": {"ja": "カラテ1: ダメージ1、倒せば場の全員にダメージ1 (巻き添えは捨て札へ)",
                 "en": "1 karate: 1 damage; if it fells, 1 damage to all on the field (those felled are discarded)"},
    "interview": {"ja": "カラテ1: 拘束中の敵1体にダメージ3", "en": "1 karate: 3 damage to a bound enemy"},
    "tatsumaki": {"ja": "カラテ1+耐久力1: 敵1体にダメージ1 (耐久力1では不可)",
                  "en": "1 karate + 1 endurance: 1 damage to an enemy (not at 1 endurance)"},
}
SHORT = {  # a technique's button under its target: its name, the first word of it in English (the button's
    # accessible name is the engine's whole label, which must hold the visible text as a word: WCAG 2.5.3)
    "hook": {"ja": "フックロープ", "en": "Hook"},
    "interview": {"ja": "インタビュー", "en": "Interview"},
    "kaishaku": {"ja": "カイシャク", "en": "Kaishaku"},
    "tatsumaki": {"ja": "タツマキケン", "en": "Tatsumaki"},
}


def render(view: dict, names: list, lang: str) -> str:
    keys, base = count(1), view["base"]
    upcoming = [(t, gain) for t, gain in view["thresholds"] if t > view["xp"]]
    next_note = tr(WORDS["next"], lang, t=upcoming[0][0], gain=tr(GAINS[upcoming[0][1]], lang)) \
        if upcoming and not view["over"] else ""  # an XP goal means nothing once the game is over
    stats = "".join([
        stat("kn-life", view["life"], tr(WORDS["life"], lang), base["life"], pips="♥" * max(0, view["life"])),
        stat("kn-karate", view["karate"], tr(WORDS["karate"], lang), pips="◆" * min(view["karate"], 6),
             note=tr(WORDS["karate_base"], lang, n=base["karate"])),
        stat("kn-xp", view["xp"], tr(WORDS["xp"], lang), note=next_note),
        stat("kn-wave", view["wave"], tr(WORDS["wave"], lang)),
        mini_cards("kill", tr(WORDS["kill"], lang), view["kill"], lang, tr(WORDS["kill_note"], lang),
                   slots=view["needed"], count_hook="kn-kills"),
    ])
    parts = [f'<section class="kz-stats">{stats}</section>']
    if view["last_wave"]:
        parts.append(_last_wave(view["last_wave"], lang))
    field, targets = view["field"], by_target(view["legal"])
    fresh = fresh_index(view, field, view["over"])
    units = [enemy_unit(enemy_card(e, lang, fresh=i == fresh, footer=tr(WORDS["bound"], lang) if e[2] else "",
                                   extra={"data-bound": e[2]}), i, targets, SHORT, lang, keys)
             for i, e in enumerate(field)]
    parts.append(enemy_row("field", tr(WORDS["field"], lang), tr(WORDS["field_note"], lang), units, lang))
    parts.append('<div class="kz-piles">' + deck(view, lang)
                 + mini_cards("discard", tr(WORDS["discard"], lang), view["discard"], lang,
                              tr(WORDS["discard_note"], lang))
                 + "</div>")
    parts.append(_techniques(view, lang))
    return f'<div class="kz-table kn-table">{"".join(parts)}</div>'


def _last_wave(last: dict, lang: str) -> str:
    gains = ("、" if lang == "ja" else ", ").join(tr(GAINS[g], lang) for g in last["learnt"])
    power = f' <strong class="kn-power">{esc(tr(WORDS["new_power"], lang, gains=gains))}</strong>' if gains else ""
    return (f'<p class="kz-banner kn-cleared" data-last-wave="{last["wave"]}" data-learnt="{" ".join(last["learnt"])}">'
            f'{esc(tr(WORDS["cleared"], lang, wave=last["wave"], xp=last["xp"]))}{power}</p>')


def _techniques(view: dict, lang: str) -> str:
    """Every technique and the XP ladder, under a fold whose summary names the techniques learnt so far."""
    learnt = view["base"]["techniques"]
    learnt_at = {gain: t for t, gain in view["thresholds"] if gain in TECHNIQUE_TEXT}
    rows = []
    for kind, name in ACTION_NAMES.items():
        has = kind not in learnt_at or kind in learnt
        state = tr(WORDS["learnt"], lang) if kind in learnt else "" if has else \
            tr(WORDS["not_learnt"], lang, t=learnt_at[kind])
        keeps = f' · {tr(WORDS["keeps_turn"], lang)}' if kind in KEEPS_TURN else ""
        rows.append(f'<li class="kn-technique{"" if has else " kn-locked"}" data-technique="{kind}" '
                    f'data-learnt="{int(has)}"><strong>{esc(tr(name, lang))}</strong> '
                    f'{esc(tr(TECHNIQUE_TEXT[kind], lang) + keeps)}'
                    f'{f" <em>{esc(state)}</em>" if state else ""}</li>')
    rungs = "".join(
        f'<li class="kn-rung{" kn-reached" if view["xp"] >= t else ""}" data-threshold="{t}" '
        f'data-reached="{int(view["xp"] >= t)}">{"✔" if view["xp"] >= t else "○"} {t}: {esc(tr(GAINS[gain], lang))}</li>'
        for t, gain in view["thresholds"])
    none = WORDS["none" if view["over"] else "none_yet"]
    names = " · ".join(tr(ACTION_NAMES[t], lang) for t in learnt) or tr(none, lang)
    return (f'<details class="kn-powers-box"><summary>{esc(tr(WORDS["powers"], lang))} '
            f'<span class="kz-note">({esc(tr(WORDS["learnt_now"], lang))}: '
            f'<span class="kn-learnt" data-kn-learnt="{" ".join(learnt)}">{esc(names)}</span>)</span></summary>'
            f'<section class="kn-powers"><div><h3>{esc(tr(WORDS["techniques"], lang))}</h3><ul>{"".join(rows)}</ul></div>'
            f'<div><h3>{esc(tr(WORDS["ladder"], lang))}</h3><ol class="kn-ladder">{rungs}</ol></div></section></details>')
