"""キルゾーン プロトタイプ2's table: endurance against the character's value, karate, XP against the next
threshold, the wave and its kills against wave + 1, the techniques learnt; under a fold (kept short for phones),
every technique (learnt ones marked) and the XP ladder with the thresholds reached; the field's enemies (bound ones marked), the kill zone, the deck and the discard pile; the last
wave cleared, with what it taught. Cards and piles are drawn by キルゾーン's table.

Hooks for tests: `data-kn-*` hold the view's numbers exactly; `data-technique` / `data-learnt` each technique,
`data-threshold` / `data-reached` each rung of the ladder; enemy cards carry `data-enemy`, `data-damage`, `data-bound`.
"""

from fudabako.games.killzone_ninja.rules import ACTION_NAMES, GAINS, KEEPS_TURN

from ..i18n import tr
from ..widgets import esc
from .killzone import action_buttons, deck, enemy_card, key, pile, stat

WORDS = {
    "life": {"ja": "耐久力", "en": "Endurance"},
    "karate": {"ja": "血中カラテ", "en": "Karate"},
    "karate_base": {"ja": "基本値 {n}", "en": "base {n}"},
    "xp": {"ja": "経験値 (得点)", "en": "XP (score)"},
    "next": {"ja": "次: {t}で{gain}", "en": "next: {gain} at {t}"},
    "wave": {"ja": "ウェーブ", "en": "Wave"},
    "kills": {"ja": "このウェーブの撃破", "en": "Felled this wave"},
    "field": {"ja": "場", "en": "Field"},
    "field_note": {"ja": "ターンの終わりに拘束されていない敵が2体以上で耐久力-1",
                   "en": "2+ unbound enemies at the end of your turn: endurance -1"},
    "kill": {"ja": "キルゾーン", "en": "Kill zone"},
    "kill_note": {"ja": "ウェーブ終了時に数字の合計が経験値に", "en": "their numbers become XP when the wave ends"},
    "discard": {"ja": "捨て札", "en": "Discard pile"},
    "discard_note": {"ja": "山札が尽きたら切って山札に", "en": "shuffled into a new deck when the deck runs out"},
    "bound": {"ja": "拘束", "en": "bound"},
    "techniques": {"ja": "技", "en": "Techniques"},
    "learnt": {"ja": "習得済み", "en": "learnt"},
    "not_learnt": {"ja": "経験値{t}で習得", "en": "learnt at XP {t}"},
    "keeps_turn": {"ja": "ターンは続く", "en": "turn goes on"},
    "ladder": {"ja": "経験値の段階", "en": "XP thresholds"},
    "powers": {"ja": "技と経験値の段階", "en": "Techniques and XP thresholds"},
    "learnt_now": {"ja": "習得した技", "en": "Techniques learnt"},
    "none_yet": {"ja": "まだなし (経験値20でインタビュー)", "en": "none yet (Interview at XP 20)"},
    "cleared": {"ja": "ウェーブ{wave}クリア: 経験値+{xp}", "en": "Wave {wave} cleared: XP +{xp}"},
    "new_power": {"ja": "新たな力: {gains}", "en": "New power: {gains}"},
    "key_cards": {"ja": "大きな数字 = 敵のHP。● = 受けたダメージ、○ = 残りHP。🔗 = 拘束中 (攻撃に加わらない)。",
                  "en": "Big number = the enemy's HP. ● = damage taken, ○ = HP left. 🔗 = bound (does not attack)."},
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


def render(view: dict, names: list, lang: str) -> str:
    base = view["base"]
    upcoming = [(t, gain) for t, gain in view["thresholds"] if t > view["xp"]]
    next_note = tr(WORDS["next"], lang, t=upcoming[0][0], gain=tr(GAINS[upcoming[0][1]], lang)) if upcoming else ""
    stats = "".join([
        stat("kn-life", view["life"], tr(WORDS["life"], lang), base["life"]),
        stat("kn-karate", view["karate"], tr(WORDS["karate"], lang), note=tr(WORDS["karate_base"], lang, n=base["karate"])),
        stat("kn-xp", view["xp"], tr(WORDS["xp"], lang), note=next_note),
        stat("kn-wave", view["wave"], tr(WORDS["wave"], lang)),
        stat("kn-kills", len(view["kill"]), tr(WORDS["kills"], lang), view["needed"]),
    ])
    learnt = view["base"]["techniques"]
    names = " · ".join(tr(ACTION_NAMES[t], lang) for t in learnt) or tr(WORDS["none_yet"], lang)
    stats += (f'<div class="kz-stat"><span class="kz-label">{esc(tr(WORDS["learnt_now"], lang))}</span> '
              f'<span class="kn-learnt" data-kn-learnt="{" ".join(learnt)}">{esc(names)}</span></div>')
    parts = [f'<section class="kz-stats">{stats}</section>']
    if view["last_wave"]:
        parts.append(_last_wave(view["last_wave"], lang))
    field = view["field"]
    fresh = view["flipped"] is not None and not view["over"]
    cards = "".join(
        enemy_card(e, i + 1, lang, new=fresh and i == len(field) - 1 and not e[1] and not e[2], extra=f' data-bound="{e[2]}"',
                   mark=f'🔗 {tr(WORDS["bound"], lang)}' if e[2] else "")
        for i, e in enumerate(field))
    parts.append(f'<section class="kz-zone" data-zone="field" data-count="{len(field)}">'
                 f'<h3>{esc(tr(WORDS["field"], lang))} <span class="kz-count">{len(field)}</span> '
                 f'<span class="kz-note">{esc(tr(WORDS["field_note"], lang))}</span></h3>'
                 f'<ul class="kz-cards">{cards}</ul></section>')
    parts.append('<div class="kz-piles">'
                 + pile("kill", tr(WORDS["kill"], lang), view["kill"], lang, tr(WORDS["kill_note"], lang))
                 + deck(view, lang)
                 + pile("discard", tr(WORDS["discard"], lang), view["discard"], lang, tr(WORDS["discard_note"], lang))
                 + "</div>")
    parts.append(_techniques(view, lang))
    parts.append(key(lang, WORDS["key_cards"]))
    return "".join(parts)


def actions(view: dict, lang: str) -> str:
    return action_buttons(view, lang, ACTION_NAMES, view["field"], {"chado": TECHNIQUE_TEXT["chado"]})


def _last_wave(last: dict, lang: str) -> str:
    gains = "、".join(tr(GAINS[g], lang) for g in last["learnt"]) if lang == "ja" else \
        ", ".join(tr(GAINS[g], lang) for g in last["learnt"])
    power = f' <strong class="kn-power">{esc(tr(WORDS["new_power"], lang, gains=gains))}</strong>' if gains else ""
    return (f'<p class="kz-banner kn-cleared" data-last-wave="{last["wave"]}" data-learnt="{" ".join(last["learnt"])}">'
            f'{esc(tr(WORDS["cleared"], lang, wave=last["wave"], xp=last["xp"]))}{power}</p>')


def _techniques(view: dict, lang: str) -> str:
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
    return (f'<details class="kn-powers-box"><summary>{esc(tr(WORDS["powers"], lang))}</summary>'
            f'<section class="kn-powers"><div><h3>{esc(tr(WORDS["techniques"], lang))}</h3><ul>{"".join(rows)}</ul></div>'
            f'<div><h3>{esc(tr(WORDS["ladder"], lang))}</h3><ol class="kn-ladder">{rungs}</ol></div></section></details>')
