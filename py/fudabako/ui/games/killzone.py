"""キルゾーン's table: damage against the 3 that lose, mana, and the graveyard's nine places (a reset after every
third); the kill zone's enemies drawn as cards (the number in the corner, the HP left as pips and in words, the
card just turned up flipping in); the deck as a pile with how many 1s, 2s and 3s it holds; the waiting zone.

Touch the enemy: an enemy card is the button of the attack on it; 追放 and 爆破 on it are small buttons under the
card (the walk-through's 「#1 敵3」 labels, mixing a place with an HP, are gone: a card is named by what it is).
Defending uses no card, so it stays in the choice bar. The engine decides what is legal: a button is drawn only
for a legal action of the view.

`stat`, `enemy_unit`, `enemy_row`, `mini_cards` and `deck` are shared with キルゾーン プロトタイプ2's table. Hooks
for tests: `data-kz-*` hold the view's numbers exactly; every enemy card has `data-enemy` (its number) and
`data-damage`; piles have `data-pile` and `data-count`.
"""

from itertools import count

from ..i18n import tr
from ..kit import game_card, pile, piece
from ..kit.motion import JUST_CHANGED, REVEAL, animate
from ..widgets import esc

ONE_TAP = True  # tapping an enemy attacks it, and the next card turns up at once: no undo after a reveal

WORDS = {
    "damage": {"ja": "ダメージ", "en": "Damage"},
    "mana": {"ja": "マナ", "en": "Mana"},
    "grave": {"ja": "墓場", "en": "Graveyard"},
    "reset": {"ja": "あと{n}体倒すとリセット", "en": "Reset after {n} more"},
    "reset_note": {"ja": "敵は待機ゾーンへ、ダメージ0、マナ1", "en": "enemies wait, damage 0, mana 1"},
    "kill_zone": {"ja": "キルゾーン", "en": "Kill zone"},
    "kill_zone_note": {"ja": "行動のあと2体以上いるとダメージ1", "en": "2+ enemies after your action: 1 damage"},
    "deck": {"ja": "山札", "en": "Deck"},
    "waiting": {"ja": "待機ゾーン", "en": "Waiting zone"},
    "waiting_note": {"ja": "山札が尽きたら切って山札に", "en": "the next deck when the deck runs out"},
    "enemy": {"ja": "敵", "en": "Enemy"},
    "hp": {"ja": "HP", "en": "HP"},
    "new": {"ja": "出現", "en": "New"},
    "enemy_name": {"ja": "敵{n} 残りHP{left}", "en": "Enemy {n}, {left} HP left"},
    "empty": {"ja": "なし", "en": "none"},
    "score": {"ja": "得点 (墓場の敵)", "en": "Score (enemies in the graveyard)"},
    "won": {"ja": "墓場に9体: 勝利!", "en": "Nine in the graveyard: you win!"},
    "lost": {"ja": "ダメージ3: 敗北", "en": "3 damage: you lose"},
}
SHORT = {  # what a small button under a card says (its accessible name is the engine's whole label)
    "banish": {"ja": "追放", "en": "Banish"},
    "blast": {"ja": "爆破", "en": "Blast"},
}
TONES = {1: "green", 2: "blue", 3: "red"}


def stat(hook: str, value, label: str, of=None, note: str = "", pips: str = "") -> str:
    """A labelled number (`data-<hook>` holds exactly the number), out of `of` if given, with optional pips
    (decoration: the number says it) and a note."""
    out_of = f'<span class="kz-of"> / {of}</span>' if of is not None else ""
    pips_html = f'<span class="kz-pips" aria-hidden="true">{esc(pips)}</span>' if pips else ""
    note_html = f'<span class="kz-note">{esc(note)}</span>' if note else ""
    return (f'<div class="kz-stat"><span class="kz-label">{esc(label)}</span> '
            f'<span class="kz-value" data-{hook}="{value}">{value}</span>{out_of}{pips_html}{note_html}</div>')


def enemy_card(enemy: list, lang: str, fresh: bool = False, footer: str = "", extra: dict | None = None) -> str:
    """An enemy as a card: its number in the corner, a pip per HP (● left, ○ lost) and "HP 1/3" in words; the
    card just turned up flips in. `extra` adds data-* hooks (キルゾーン プロトタイプ2's `data-bound`)."""
    number, damage = enemy[0], enemy[1]
    left = max(0, number - damage)
    return game_card(tr(WORDS["enemy"], lang), corner=str(number), emblem="●" * left + "○" * min(damage, number),
                     stats=[(tr(WORDS["hp"], lang), f"{left}/{number}")],
                     footer=footer or (tr(WORDS["new"], lang) if fresh else ""), tone=TONES.get(number, "grey"),
                     cls="kz-enemy " + animate(REVEAL, JUST_CHANGED, when=fresh),
                     attrs={"data-enemy": number, "data-damage": damage, **(extra or {})})


def small_button(action: dict, words: dict, lang: str, key) -> str:
    """A technique's button under its target: a short word, the engine's label as its name."""
    keys = f' aria-keyshortcuts="{key}" data-key="{key}"' if key else ""
    return (f'<button type="button" class="kz-act kit-key" data-action="{esc(action["id"])}" '
            f'aria-label="{esc(tr(action["label"], lang))}"{keys}>{esc(tr(words, lang))}</button>')


def _key(keys) -> int | None:
    k = next(keys)
    return k if k <= 9 else None


def enemy_unit(card: str, i: int, by_target: dict, shorts: dict, lang: str, keys) -> str:
    """An enemy card (the button of its attack when that is legal) with the buttons of the other actions on it."""
    mine = by_target.get(i, {})
    attack = mine.get("attack")
    top = piece(card, attack, lang=lang, key=_key(keys) if attack else None)
    acts = "".join(small_button(mine[kind], words, lang, _key(keys)) for kind, words in shorts.items() if kind in mine)
    acts_html = f'<span class="kz-acts">{acts}</span>' if acts else ""
    return f'<li class="kz-unit">{top}{acts_html}</li>'


def by_target(legal: list) -> dict:
    """{enemy index: {kind: action}} for the actions aimed at an enemy (the engine's payload says which)."""
    out = {}
    for a in legal:
        target = a["payload"].get("target")
        if target is not None:
            out.setdefault(target, {})[a["payload"]["kind"]] = a
    return out


def enemy_row(zone_hook: str, title: str, note: str, units: list, lang: str) -> str:
    """A zone of enemy units under its heading (the count, and the rule that makes it dangerous)."""
    body = f'<ul class="kit-row kz-units">{"".join(units)}</ul>' if units else \
        f'<p class="kz-empty">{esc(tr(WORDS["empty"], lang))}</p>'
    return (f'<section class="kz-zone" data-zone="{zone_hook}" data-count="{len(units)}">'
            f'<h3>{esc(title)} <span class="kz-count">{len(units)}</span> <span class="kz-note">{esc(note)}</span>'
            f'</h3>{body}</section>')


def mini_cards(hook: str, title: str, numbers: list, lang: str, note: str = "", slots: int = 0,
               every: int = 0, count_hook: str = "") -> str:
    """A face-up pile as small number cards (waiting zone, graveyard, kill zone, discard pile); `slots` draws
    that many places (empty ones dashed), with a gap after every `every` (キルゾーン's resets); `count_hook` puts
    the count in `data-<count_hook>` too."""
    cards = [f'<li class="kz-mini kz-n{n}">{n}</li>' for n in numbers]
    cards += ['<li class="kz-mini kz-free" aria-hidden="true"></li>'] * max(0, slots - len(numbers))
    if every:
        cards = [c.replace('<li class="kz-mini', '<li class="kz-mini kz-step', 1) if i % every == every - 1 else c
                 for i, c in enumerate(cards)]
    body = f'<ul class="kz-minis">{"".join(cards)}</ul>' if cards else \
        f'<p class="kz-empty">{esc(tr(WORDS["empty"], lang))}</p>'
    note_html = f'<p class="kz-note">{esc(note)}</p>' if note else ""
    n = len(numbers)
    hooked = f' data-{count_hook}="{n}"' if count_hook else ""
    of = f'<span class="kz-of"> / {slots}</span>' if slots else ""
    return (f'<section class="kz-pile kz-pile-{hook}" data-pile="{hook}" data-count="{n}">'
            f'<h3>{esc(title)} <span class="kz-count"{hooked}>{n}</span>{of}</h3>{body}{note_html}</section>')


def deck(view: dict, lang: str) -> str:
    """The face-down deck as a pile, and how many 1s, 2s and 3s it holds (its order is its only secret)."""
    counts = view["deck_counts"]
    chips = "".join(f'<li class="kz-chip"><span class="kz-mini kz-n{n}">{n}</span> ×{c}</li>'
                    for n, c in zip((1, 2, 3), counts))
    return (f'<section class="kz-pile kz-deck" data-pile="deck" data-count="{view["deck"]}">'
            f'{pile(view["deck"], WORDS["deck"], lang=lang, size="s")}'
            f'<ul class="kz-chips" data-deck-counts="{",".join(map(str, counts))}">{chips}</ul></section>')


def fresh_index(view: dict, enemies: list, over: bool) -> int | None:
    """The card turned up this turn: the last one, if it is still undamaged (None once the game is over)."""
    if view["flipped"] is None or over or not enemies or enemies[-1][1]:
        return None
    return len(enemies) - 1


def render(view: dict, names: list, lang: str) -> str:
    keys = count(1)
    stats = "".join([
        stat("kz-damage", view["damage"], tr(WORDS["damage"], lang), view["to_lose"],
             pips="✖" * view["damage"] + "○" * max(0, view["to_lose"] - view["damage"])),
        stat("kz-mana", view["mana"], tr(WORDS["mana"], lang), pips="◆" * min(view["mana"], 6)),
    ])
    if view["outcome"]:
        tail = (f'<p class="kz-banner kz-{view["outcome"]}" data-kz-outcome="{view["outcome"]}">'
                f'{esc(tr(WORDS[view["outcome"]], lang))} <span>{esc(tr(WORDS["score"], lang))} '
                f'<strong data-score="{view["score"]}">{view["score"]}</strong></span></p>')
    else:
        tail = (f'<p class="kz-reset" data-kz-reset="{view["reset_in"]}">'
                f'<strong>{esc(tr(WORDS["reset"], lang, n=view["reset_in"]))}</strong> '
                f'<span class="kz-note">{esc(tr(WORDS["reset_note"], lang))}</span></p>')
    zone, targets = view["zone"], by_target(view["legal"])
    fresh = fresh_index(view, zone, bool(view["outcome"]))
    units = [enemy_unit(enemy_card(e, lang, fresh=i == fresh), i, targets, SHORT, lang, keys)
             for i, e in enumerate(zone)]
    grave = mini_cards("grave", tr(WORDS["grave"], lang), view["grave"], lang, slots=view["to_win"], every=3,
                       count_hook="kz-grave")
    return (f'<div class="kz-table"><section class="kz-stats">{stats}{grave}</section>{tail}'
            + enemy_row("kill", tr(WORDS["kill_zone"], lang), tr(WORDS["kill_zone_note"], lang), units, lang)
            + '<div class="kz-piles">' + deck(view, lang)
            + mini_cards("waiting", tr(WORDS["waiting"], lang), view["waiting"], lang, tr(WORDS["waiting_note"], lang))
            + "</div></div>")
