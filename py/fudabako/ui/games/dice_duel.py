"""ダイスデュエル's table: both players' life, role and hand (one's own face up, the other's size and the cards
known in it), what is being decided now with the rule that will apply, the dice of the last resolution with what
each die means and the hit / damage rule the engine applied ("strike 5 ≤ attack 7: hit; power 3 ≤ guard 8: 3
damage"), the attack on the table, the deck (and its lap) and the face-up discard pile in order.

Freshly rolled dice tumble in (CSS, `dd-roll`; none with reduced motion); the numbers are always in the text.
Hooks for tests: data-life, data-hand-size, data-zone="hand" [data-card], data-deck, data-lap,
data-discard-count, data-dd-event (type, damage, hit) and the widgets' data-die / data-value.
"""

from fudabako.games.dice_duel.cards import KIND_NAMES, NORMAL, kind, name, suit, threshold

from ..i18n import tr
from ..widgets import counter, die, esc, seats

SUIT_NAMES = {"S": {"ja": "スペード", "en": "spades"}, "H": {"ja": "ハート", "en": "hearts"},
              "D": {"ja": "ダイヤ", "en": "diamonds"}, "C": {"ja": "クラブ", "en": "clubs"}}
WORDS = {
    "life": {"ja": "ライフ", "en": "Life"},
    "attacker": {"ja": "攻撃側", "en": "Attacker"},
    "defender": {"ja": "防御側", "en": "Defender"},
    "hand": {"ja": "手札", "en": "Hand"},
    "unit": {"ja": "枚", "en": " cards"},
    "known": {"ja": "わかっている札: {cards}", "en": "Known in this hand: {cards}"},
    "none": {"ja": "なし", "en": "none"},
    "open": {"ja": "開始: 2人とも1枚を伏せます。数字の小さい方が攻撃側になり、そのカードでアタックします (同じ数字なら選び直し)。",
             "en": "Opening: both lay one card face down. The lower card attacks with that card (equal values: "
                   "choose again)."},
    "opened": {"ja": "開始の公開: {cards}", "en": "Opening reveal: {cards}"},
    "keep": {"ja": "{name}がアタック。防御側は公開した{card}を手札に戻すか捨て札にするかを選びます。",
             "en": "{name} attacks. The defender takes its revealed {card} back or discards it."},
    "attack": {"ja": "{name}の攻撃: 手札を5枚まで補充しました。アタックするカードを選びます。",
               "en": "{name} attacks: the hand was filled up to 5. Choose the attack."},
    "on_table": {"ja": "場のアタック", "en": "Attack on the table"},
    "needs_normal": {"ja": "ダイス2個を振り、大きい目(ストライク) ≤ {t} なら命中。ダメージは小さい目(パワー)で決まります。",
                     "en": "Two dice: it hits if the higher die (strike) ≤ {t}; the lower die (power) sets the "
                           "damage."},
    "needs_sum": {"ja": "ダイス2個の合計がストライクとパワーの両方。合計 ≤ {t} なら命中。",
                  "en": "The two dice's sum is both strike and power: it hits if the sum ≤ {t}."},
    "held": {"ja": "連続攻撃: ダイスは振り直しません (ストライク{s}・パワー{p}、合計{total})。",
             "en": "A continuation: the dice are not rerolled (strike {s}, power {p}, sum {total})."},
    "answers": {"ja": "防御: ガードは{suit}のカード (パワー ≤ ガード値ならパワー分だけ)、カウンターは{t}より小さいカード "
                      "(防御側が振り、合計 ≤ カウンター値で命中)、またはノーガード。",
                "en": "Defence: guard with {suit} (power ≤ guard value: only the power), counter with a card below "
                      "{t} (the defender rolls; sum ≤ counter value hits), or no guard."},
    "no_guard_ace": {"ja": "Aはガード不能: カウンターかノーガードだけ。", "en": "An A cannot be guarded: counter or no guard."},
    "follow": {"ja": "命中! 連続攻撃できるのは{suit}で、今のダイスで命中するカード (ストライク{s}以上)。または終了。",
               "en": "A hit! Continue with a {suit} card that hits with these dice (strike {s} or more), or end."},
    "end": {"ja": "終了: 手札を好きな枚数捨ててからターン終了 (攻守交代)。", "en": "End: discard any cards, then end the "
            "turn (the roles swap)."},
    "dice_title": {"ja": "ダイス", "en": "Dice"},
    "strike": {"ja": "ストライク (大きい目)", "en": "Strike (higher die)"},
    "power": {"ja": "パワー (小さい目)", "en": "Power (lower die)"},
    "sum_die": {"ja": "合計に加える目", "en": "added to the sum"},
    "counter_of": {"ja": "{name}のカウンター {cards}", "en": "{name}'s counter {cards}"},
    "cancel_of": {"ja": "{name}のガードキャンセル {cards}", "en": "{name}'s guard cancel {cards}"},
    "attack_of": {"ja": "{name}の{kind} {cards}", "en": "{name}'s {kind} {cards}"},
    "guarded_by": {"ja": "ガード {card}", "en": "guard {card}"},
    "rolled": {"ja": "振った目", "en": "rolled"},
    "kept": {"ja": "振り直さず", "en": "not rerolled"},
    "damage": {"ja": "→ {name}に{n}ダメージ", "en": "→ {n} damage to {name}"},
    "no_damage": {"ja": "→ ダメージなし", "en": "→ no damage"},
    "deck": {"ja": "山札 ({lap}周目)", "en": "Deck (lap {lap})"},
    "deck_known": {"ja": "2周目の順番 (捨て札から分かります): {cards}", "en": "Second lap's order (known from the pile): "
                   "{cards}"},
    "pile": {"ja": "捨て札 ({n}枚、下から順)", "en": "Discard pile ({n}, bottom first)"},
    "empty": {"ja": "(空)", "en": "(empty)"},
    "time_out": {"ja": "タイムアウト: ライフの多い方の勝ち", "en": "Time-out: more life wins"},
}


def card_html(card: str, hook: str = "card") -> str:
    """A card face: its name (♠10) in text, red suits marked by their symbol as well as colour."""
    red = " dd-red" if suit(card) in "HD" else ""
    return f'<span class="dd-card{red}" data-{hook}="{esc(card)}">{esc(name(card))}</span>'


def cards_html(cards: list) -> str:
    return "".join(card_html(c) for c in cards)


def joined(cards: list) -> str:
    return "+".join(name(c) for c in cards)


def render(view: dict, names: list, lang: str) -> str:
    parts = [seats(view, names, lang, lambda p: _seat(view, p, names, lang), view["phase"] == "open"),
             _now(view, names, lang)]
    if view["events"]:
        parts.append(_events(view, names, lang))
    parts.append(_piles(view, lang))
    return "".join(parts)


def _seat(view: dict, p: int, names: list, lang: str) -> str:
    role = ""
    if view["attacker"] is not None:
        key = "attacker" if view["attacker"] == p else "defender"
        mark = "⚔" if key == "attacker" else "🛡"
        role = f'<p class="dd-role dd-{key}" data-role="{key}">{mark} {esc(tr(WORDS[key], lang))}</p>'
    body = role + counter("life", p, view["life"][p], view["start_life"], tr(WORDS["life"], lang))
    body += (f'<p class="dd-hand-size">{esc(tr(WORDS["hand"], lang))}: <span data-hand-size="{p}">'
             f'{view["hand_sizes"][p]}</span>{esc(tr(WORDS["unit"], lang))}</p>')
    hand = view["hands"][p]
    if hand is not None:
        body += (f'<div class="dd-hand" data-zone="hand" aria-label="{esc(tr(WORDS["hand"], lang))}">'
                 f'{cards_html(hand)}</div>')
    elif view["viewer"] is not None:
        known = " ".join(name(c) for c in view["public"][p]) or tr(WORDS["none"], lang)
        body += f'<p class="dd-known">{esc(tr(WORDS["known"], lang, cards=known))}</p>'
    return body


def _now(view: dict, names: list, lang: str) -> str:
    """What is being decided now, with the rule that will apply."""
    phase = view["phase"]
    lines = []
    if view["result"] is not None:
        if view["timed_out"]:
            lines.append(tr(WORDS["time_out"], lang))
    elif phase == "open":
        lines.append(tr(WORDS["open"], lang))
        if view.get("my_choice"):
            lines.append(tr("my_choice", lang, label=name(view["my_choice"].split(":", 1)[1])))
    elif phase == "keep":
        card = name(view["opening"][1 - view["attacker"]])
        lines.append(tr(WORDS["keep"], lang, name=names[view["attacker"]], card=card))
    elif phase == "attack":
        lines.append(tr(WORDS["attack"], lang, name=names[view["attacker"]]))
    elif phase == "follow":
        lines.append(tr(WORDS["follow"], lang, suit=tr(SUIT_NAMES[view["follow_suit"]], lang), s=view["strike"]))
    elif phase == "end":
        lines.append(tr(WORDS["end"], lang))
    table = ""
    if view["attack"]:
        attack = view["attack"]
        t = threshold(attack)
        lines.append(tr(WORDS["needs_normal" if kind(attack) == NORMAL else "needs_sum"], lang, t=t))
        if view["continuing"]:
            lines.append(tr(WORDS["held"], lang, s=view["strike"], p=view["power"], total=sum(view["dice"])))
        if phase == "defend":
            lines.append(tr(WORDS["no_guard_ace"], lang) if kind(attack) == "unguardable" else
                         tr(WORDS["answers"], lang, suit=tr(SUIT_NAMES[suit(attack[0])], lang), t=t))
        table = (f'<p class="dd-attack" data-zone="attack" data-kind="{kind(attack)}">'
                 f'{esc(tr(WORDS["on_table"], lang))}: {cards_html(attack)} '
                 f'({esc(tr(KIND_NAMES[kind(attack)], lang))})</p>')
    if view["opening"] and phase in ("open", "keep"):
        shown = " / ".join(f"{names[p]} {name(c)}" for p, c in enumerate(view["opening"]))
        lines.insert(0, tr(WORDS["opened"], lang, cards=shown))
    text = "".join(f"<p>{esc(line)}</p>" for line in lines)
    return f'<section class="dd-now" data-phase="{esc(phase)}">{table}{text}</section>'


def _events(view: dict, names: list, lang: str) -> str:
    """The last resolution: each roll's dice with their meaning, and the rule the engine applied."""
    out = []
    for i, e in enumerate(view["events"]):
        who = names[e["by"]]
        cards = joined(e["cards"])
        if e["type"] == "counter":
            title = tr(WORDS["counter_of"], lang, name=who, cards=cards)
        elif e["type"] == "cancel":
            title = tr(WORDS["cancel_of"], lang, name=who, cards=cards)
        else:
            title = tr(WORDS["attack_of"], lang, name=who, cards=cards, kind=tr(KIND_NAMES[e["kind"]], lang))
            if e["guard"]:
                title += f' / {tr(WORDS["guarded_by"], lang, card=name(e["guard"]))}'
        by_sum = e["type"] != "attack" or e["kind"] != NORMAL
        labels = [tr(WORDS["sum_die"], lang)] * 2 if by_sum else [tr(WORDS[k], lang) for k in ("strike", "power")]
        dice = "".join(die(f"ev{i}-{k}", v, labels[k]) for k, v in enumerate(e["dice"]))
        if by_sum:
            total = e["dice"][0] + e["dice"][1]
            dice += f'<p class="dd-sum">= {total}</p>'
        roll = " dd-roll" if e["rolled"] and view["fresh"] else ""
        how = tr(WORDS["rolled" if e["rolled"] else "kept"], lang)
        result = (tr(WORDS["damage"], lang, name=names[e["to"]], n=e["damage"]) if e["damage"]
                  else tr(WORDS["no_damage"], lang))
        out.append(
            f'<section class="dd-event" data-dd-event="{i}" data-type="{e["type"]}" data-hit="{int(e["hit"])}" '
            f'data-damage="{e["damage"]}"><h3>{esc(title)} <small>({esc(how)})</small></h3>'
            f'<div class="dice{roll}">{dice}</div>'
            f'<p class="dd-rule"><strong>{esc(tr(e["rule"], lang))}</strong></p>'
            f'<p class="dd-result">{esc(result)}</p></section>')
    return f'<div class="dd-events" aria-label="{esc(tr(WORDS["dice_title"], lang))}">{"".join(out)}</div>'


def _piles(view: dict, lang: str) -> str:
    pile = view["discard"]
    listing = cards_html(pile) if pile else esc(tr(WORDS["empty"], lang))
    deck = (f'<p data-lap="{view["lap"]}">{esc(tr(WORDS["deck"], lang, lap=view["lap"]))}: '
            f'<span data-deck="{view["deck"]}">{view["deck"]}</span></p>')
    if view["deck_order"]:
        order = " ".join(name(c) for c in view["deck_order"])
        deck += f'<p class="dd-known">{esc(tr(WORDS["deck_known"], lang, cards=order))}</p>'
    return (f'<section class="dd-piles">{deck}<h3>{esc(tr(WORDS["pile"], lang, n=len(pile)))}</h3>'
            f'<div class="dd-pile" data-discard-count="{len(pile)}">{listing}</div></section>')
