"""キルゾーン's table: damage against the limit of 3, mana, the graveyard against the 9 to win and the next reset;
the kill zone's enemies (number = HP, a ● per damage counter, the card just turned up flipping in); the deck (how
many 1s, 2s and 3s it holds), the waiting zone and the graveyard; a short key to the cards and the actions.

`enemy_card`, `pile` and `stat` are shared with キルゾーン プロトタイプ2's table. Hooks for tests: `data-kz-*` hold
the numbers of the view exactly; every enemy card has `data-enemy` (its number) and `data-damage`.
"""

from fudabako.games.killzone.rules import ACTION_NAMES

from ..i18n import tr
from ..widgets import esc

WORDS = {
    "damage": {"ja": "ダメージ", "en": "Damage"},
    "mana": {"ja": "マナ", "en": "Mana"},
    "grave": {"ja": "墓場", "en": "Graveyard"},
    "reset": {"ja": "あと{n}体倒すとリセット (敵は待機ゾーンへ、ダメージ0、マナ1)",
              "en": "{n} more to fell until the reset (enemies to the waiting zone, damage 0, mana 1)"},
    "kill_zone": {"ja": "キルゾーン", "en": "Kill zone"},
    "kill_zone_note": {"ja": "行動のあと2体以上いるとダメージ1", "en": "2+ enemies here after your action: 1 damage"},
    "deck": {"ja": "山札", "en": "Deck"},
    "waiting": {"ja": "待機ゾーン", "en": "Waiting zone"},
    "waiting_note": {"ja": "山札が尽きたら切って山札に", "en": "shuffled into a new deck when the deck runs out"},
    "empty": {"ja": "なし", "en": "empty"},
    "enemy": {"ja": "敵{n}: 残りHP {left}", "en": "Enemy {n}: {left} HP left"},
    "new": {"ja": "新たに出現", "en": "just turned up"},
    "target": {"ja": "#{pos} 敵{n} · 残りHP{left}", "en": "#{pos} enemy {n} · {left} HP left"},
    "defend": {"ja": "マナ+1", "en": "mana +1"},
    "score": {"ja": "得点 (墓場の敵)", "en": "Score (enemies in the graveyard)"},
    "won": {"ja": "墓場に9体: 勝利!", "en": "Nine in the graveyard: you win!"},
    "lost": {"ja": "ダメージ3: 敗北", "en": "3 damage: you lose"},
    "key": {"ja": "カードの見方", "en": "Reading the cards"},
    "key_cards": {"ja": "大きな数字 = 敵のHP。● = 載っているダメージ、○ = 残りHP。",
                  "en": "Big number = the enemy's HP. ● = damage on it, ○ = HP left."},
    "key_actions": {"ja": "攻撃: ダメージ1 / 追放 (マナ1): 待機ゾーンへ / 爆破 (マナ1): 残りHP1の敵とほかの全員にダメージ1、"
                          "巻き添えで倒れた敵は待機ゾーンへ / 防御: マナ+1",
                    "en": "Attack: 1 damage / Banish (1 mana): to the waiting zone / Blast (1 mana): 1 damage to an "
                          "enemy with 1 HP left and to every other enemy, those it fells go to the waiting zone / "
                          "Defend: mana +1"},
}


def stat(hook: str, value, label: str, of=None, note: str = "") -> str:
    """A labelled number (`data-<hook>` holds exactly the number), out of `of` if given, with an optional note."""
    out_of = f'<span class="kz-of"> / {of}</span>' if of is not None else ""
    note_html = f'<span class="kz-note">{esc(note)}</span>' if note else ""
    return (f'<div class="kz-stat"><span class="kz-label">{esc(label)}</span> '
            f'<span class="kz-value" data-{hook}="{value}">{value}</span>{out_of}{note_html}</div>')


def enemy_card(enemy: list, pos: int, lang: str, new: bool = False, extra: str = "", mark: str = "") -> str:
    """An enemy at place `pos` (1, 2, ... as the action buttons name it): its number big, a ● per damage and a ○
    per HP left; `new` flips it in (the card just turned up); `extra` adds attributes, `mark` a line such as 拘束."""
    number, damage = enemy[0], enemy[1]
    left = max(0, number - damage)
    label = tr(WORDS["enemy"], lang, n=number, left=left)
    pips = "●" * min(damage, number) + "○" * left
    new_html = f'<span class="kz-mark">{esc(tr(WORDS["new"], lang))}</span>' if new else ""
    mark_html = f'<span class="kz-mark">{esc(mark)}</span>' if mark else ""
    return (f'<li class="kz-card kz-n{number}{" kz-new" if new else ""}" data-enemy="{number}" data-damage="{damage}"'
            f'{extra} aria-label="#{pos} {esc(label)}"><span class="kz-pos" aria-hidden="true">#{pos}</span>'
            f'<span class="kz-number" aria-hidden="true">{number}</span>'
            f'<span class="kz-pips" aria-hidden="true">{pips}</span>{new_html}{mark_html}</li>')


def pile(hook: str, title: str, numbers: list, lang: str, note: str = "") -> str:
    """A face-up pile of numbers (waiting zone, graveyard, discard pile, kill zone of prototype 2)."""
    cards = "".join(f'<li class="kz-small kz-n{n}">{n}</li>' for n in numbers)
    body = f'<ul class="kz-smalls">{cards}</ul>' if numbers else f'<p class="kz-empty">{esc(tr(WORDS["empty"], lang))}</p>'
    note_html = f'<p class="kz-note">{esc(note)}</p>' if note else ""
    return (f'<section class="kz-pile" data-pile="{hook}" data-count="{len(numbers)}">'
            f'<h3>{esc(title)} <span class="kz-count">{len(numbers)}</span></h3>{body}{note_html}</section>')


def deck(view: dict, lang: str) -> str:
    """The face-down deck: its size and how many 1s, 2s and 3s it holds (its order is the only secret)."""
    inside = " ".join(f"{n}×{c}" for n, c in zip((1, 2, 3), view["deck_counts"]))
    return (f'<section class="kz-pile kz-deck" data-pile="deck" data-count="{view["deck"]}">'
            f'<h3>{esc(tr(WORDS["deck"], lang))} <span class="kz-count">{view["deck"]}</span></h3>'
            f'<div class="kz-back" aria-hidden="true"></div><p class="kz-note" data-deck-counts="'
            f'{",".join(map(str, view["deck_counts"]))}">{esc(inside)}</p></section>')


def action_buttons(view: dict, lang: str, names: dict, enemies: list, effects: dict) -> str:
    """One button per legal action, numbered for the keyboard: the action's name, and under it its target enemy
    (place, number and HP left) or, for an action without target, its effect (`effects`)."""
    buttons = []
    for i, a in enumerate(view["legal"], 1):
        kind, target = a["payload"]["kind"], a["payload"].get("target")
        if target is None:
            detail = tr(effects[kind], lang)
        else:
            enemy = enemies[target]
            detail = tr(WORDS["target"], lang, pos=target + 1, n=enemy[0], left=enemy[0] - enemy[1])
        shortcut = f'<kbd aria-hidden="true">{i}</kbd> ' if i <= 9 else ""
        keys = f' aria-keyshortcuts="{i}"' if i <= 9 else ""
        buttons.append(f'<button type="button" class="kz-action" data-action="{esc(a["id"])}"{keys}>'
                       f'{shortcut}<span><span class="kz-act">'
                       f'{esc(tr(names[kind], lang))}</span><span class="kz-target">{esc(detail)}</span></span></button>')
    return "".join(buttons)


def actions(view: dict, lang: str) -> str:
    return action_buttons(view, lang, ACTION_NAMES, view["zone"], {"defend": WORDS["defend"]})


def key(lang: str, *lines) -> str:
    items = "".join(f"<li>{esc(tr(line, lang))}</li>" for line in lines)
    return f'<details class="kz-key"><summary>{esc(tr(WORDS["key"], lang))}</summary><ul>{items}</ul></details>'


def render(view: dict, names: list, lang: str) -> str:
    stats = "".join([
        stat("kz-damage", view["damage"], tr(WORDS["damage"], lang), view["to_lose"]),
        stat("kz-mana", view["mana"], tr(WORDS["mana"], lang)),
        stat("kz-grave", len(view["grave"]), tr(WORDS["grave"], lang), view["to_win"]),
    ])
    parts = [f'<section class="kz-stats">{stats}</section>']
    if view["outcome"]:
        parts.append(f'<p class="kz-banner kz-{view["outcome"]}" data-kz-outcome="{view["outcome"]}">'
                     f'{esc(tr(WORDS[view["outcome"]], lang))} — {esc(tr(WORDS["score"], lang))} '
                     f'<strong data-score="{view["score"]}">{view["score"]}</strong></p>')
    else:
        parts.append(f'<p class="kz-reset" data-kz-reset="{view["reset_in"]}">'
                     f'{esc(tr(WORDS["reset"], lang, n=view["reset_in"]))}</p>')
    zone = view["zone"]
    fresh = view["flipped"] is not None and not view["outcome"]
    cards = "".join(enemy_card(e, i + 1, lang, new=fresh and i == len(zone) - 1 and not e[1])
                    for i, e in enumerate(zone))
    parts.append(f'<section class="kz-zone" data-zone="kill" data-count="{len(zone)}">'
                 f'<h3>{esc(tr(WORDS["kill_zone"], lang))} <span class="kz-count">{len(zone)}</span> '
                 f'<span class="kz-note">{esc(tr(WORDS["kill_zone_note"], lang))}</span></h3>'
                 f'<ul class="kz-cards">{cards}</ul></section>')
    parts.append('<div class="kz-piles">' + deck(view, lang)
                 + pile("waiting", tr(WORDS["waiting"], lang), view["waiting"], lang, tr(WORDS["waiting_note"], lang))
                 + pile("grave", tr(WORDS["grave"], lang), view["grave"], lang) + "</div>")
    parts.append(key(lang, WORDS["key_cards"], WORDS["key_actions"]))
    return "".join(parts)
