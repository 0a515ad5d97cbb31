"""ダイスデュエル's table, drawn with the kit: the other player across the table (life, role, the hand as backs with
the cards known in it face up), the middle (the deck and its lap, the discard pile with its top card and its order
in a drawer, the cards on the table with what is being decided now and the rule that will apply, and the dice of
the last resolution with what each die meant and the rule the engine applied), and one's own hand at the bottom.

Touch the card: a card in hand that one action uses is that action's button (lay it face down, attack, continue,
discard, guard or counter — the defence's verb is written under the card); a card that could guard or counter
carries a button for each; the guard cancel is the discard pile's top card; the opening card's keep-or-discard
are two buttons under it. What no single card does (no guard, end, end the turn, several face cards together)
stays in the choice bar. One tap plays (ONE_TAP: the shell asks for a confirmation on touch screens by default).

Motion (`view["last"]`, the last action everyone saw): a declared attack travels onto the table, the opening cards
turn over, fresh dice tumble, and the life that just took damage and the card just put on the pile pulse. At the
end both hands lie face up (the engine shows them to everyone).

Hooks for tests: [data-life=seat] and [data-hand-size=seat] (the number alone), [data-zone="hand"] [data-card]
(the viewer's hand in order), [data-deck] with data-lap, [data-discard-count] [data-card] (the pile, bottom
first), [data-dd-event=i] (data-type, data-hit, data-damage) and [data-die="ev<i>-<k>"] with data-value.
"""

from itertools import count

from fudabako.games.dice_duel.cards import KIND_NAMES, NORMAL, UNGUARDABLE, kind, name, strength, suit, threshold

from ..i18n import tr
from ..kit import card_back, card_slot, count_label, die, hidden_hand, own_hand_name, pile, playing_card
from ..kit import hand as kit_hand
from ..kit.motion import FROM_BOTTOM, FROM_TOP, JUST_CHANGED, REVEAL, animate
from ..kit.piece import piece
from ..widgets import esc

ONE_TAP = True
LEVEL_NOTES = {  # what ai/dice_duel.py's levels do
    "easy": {"ja": "6以上の一番高いカードで攻撃し、同じスートの一番高いカードでガード。カウンターはしません",
             "en": "Attacks with its highest card of 6 or more, guards with its highest card of the suit, never "
                   "counters"},
    "strong": {"ja": "相手の手札を何通りか推し量り、ダイスの確率で攻防の損得を比べて選びます。最初の1枚は読み合いの均衡で",
               "en": "Guesses the other hand a few ways and weighs each exchange over the dice; the opening card "
                     "at the equilibrium of the guessing game"},
}

SUIT_NAMES = {"S": {"ja": "スペード", "en": "spades"}, "H": {"ja": "ハート", "en": "hearts"},
              "D": {"ja": "ダイヤ", "en": "diamonds"}, "C": {"ja": "クラブ", "en": "clubs"}}
WORDS = {
    "life": {"ja": "ライフ", "en": "Life"},
    "attacker": {"ja": "攻撃側", "en": "Attacker"},
    "defender": {"ja": "防御側", "en": "Defender"},
    "hand": {"ja": "手札", "en": "Hand"},
    "unseen": {"ja": "見えない手札", "en": "Unseen cards"},
    "known": {"ja": "わかっている札", "en": "Known cards"},
    "shown": {"ja": "公開された手札", "en": "Hand shown"},
    "chosen": {"ja": "伏せました", "en": "Laid face down"},
    "choosing": {"ja": "選んでいます", "en": "Choosing"},
    "facedown": {"ja": "伏せた札", "en": "Face-down card"},
    "your_facedown": {"ja": "あなたの伏せた札: {card}", "en": "Your face-down card: {card}"},
    "open": {"ja": "開始: 1枚を伏せます。数字の小さい方が攻撃側になり、その札でアタック (同じ数字なら選び直し)",
             "en": "Opening: both lay one card face down. The lower card attacks with it (equal values: choose "
                   "again)"},
    "keep": {"ja": "{name}が{card}でアタック。防御側は公開した{back}を手札に戻すか捨て札にします",
             "en": "{name} attacks with {card}. The defender takes its revealed {back} back or discards it"},
    "attack": {"ja": "{name}の攻撃: アタックするカードを選びます", "en": "{name} attacks: choose the attack"},
    "hits_normal": {"ja": "命中: 大きい目 ≤ {t} ・ ダメージ: {n}+小さい目", "en": "Hits: higher die ≤ {t} · damage: "
                    "{n} + lower die"},
    "hits_sum": {"ja": "命中: 2個の合計 ≤ {t} ・ ダメージ: {n}+合計", "en": "Hits: the dice's sum ≤ {t} · damage: "
                 "{n} + the sum"},
    "held": {"ja": "連続攻撃: ダイスは振り直さず (ストライク{s}・パワー{p}・合計{total})",
             "en": "A continuation: the dice stay (strike {s}, power {p}, sum {total})"},
    "answers": {"ja": "ガード ({suit}): 小さい目 ≤ その値なら小さい目だけ ・ カウンター ({t}未満): 振った合計 ≤ その値で命中",
                "en": "Guard ({suit}): lower die ≤ its value takes only that · Counter (below {t}): hits if your "
                      "roll's sum ≤ its value"},
    "no_guard_ace": {"ja": "Aはガード不能: カウンターかノーガード", "en": "An A cannot be guarded: counter or no guard"},
    "follow": {"ja": "命中! 連続攻撃: {suit}でストライク{s}以上のカード、または終了",
               "en": "A hit! Continue with a {suit} card of {s} or more, or end"},
    "end": {"ja": "終了: 手札を好きな枚数捨ててからターン終了 (攻守交代)",
            "en": "End: discard any cards, then end the turn (the roles swap)"},
    "guard": {"ja": "ガード", "en": "Guard"},
    "counter": {"ja": "カウンター", "en": "Counter"},
    "return": {"ja": "手札に戻す", "en": "Take back"},
    "toss": {"ja": "捨て札へ", "en": "Discard"},
    "discard": {"ja": "捨てる", "en": "Discard"},
    "on_table": {"ja": "場のアタック: {cards} ({kind})", "en": "Attack on the table: {cards} ({kind})"},
    "opening": {"ja": "開始の公開", "en": "Opening reveal"},
    "dice_title": {"ja": "直前のダイス", "en": "Last dice"},
    "no_dice": {"ja": "まだダイスは振られていません", "en": "No dice rolled yet"},
    "strike": {"ja": "ストライク", "en": "Strike"},
    "power": {"ja": "パワー", "en": "Power"},
    "strike_die": {"ja": "ストライク (大きい目) {n}", "en": "Strike (higher die) {n}"},
    "power_die": {"ja": "パワー (小さい目) {n}", "en": "Power (lower die) {n}"},
    "sum_die": {"ja": "合計に加える目 {n}", "en": "Added to the sum: {n}"},
    "counter_of": {"ja": "{name}のカウンター {cards}", "en": "{name}'s counter {cards}"},
    "cancel_of": {"ja": "{name}のガードキャンセル {cards}", "en": "{name}'s guard cancel {cards}"},
    "attack_of": {"ja": "{name}の{kind} {cards}", "en": "{name}'s {kind} {cards}"},
    "guarded_by": {"ja": "ガード {card}", "en": "guard {card}"},
    "kept": {"ja": "振り直さず", "en": "not rerolled"},
    "damage": {"ja": "{name}に{n}ダメージ", "en": "{n} damage to {name}"},
    "no_damage": {"ja": "ダメージなし", "en": "No damage"},
    "deck": {"ja": "山札", "en": "Deck"},
    "lap": {"ja": "{lap}周目", "en": "Lap {lap}"},
    "pile": {"ja": "捨て札", "en": "Discard pile"},
    "order": {"ja": "順番", "en": "Order"},
    "pile_order": {"ja": "捨て札 (下から順)", "en": "Discard pile, bottom first"},
    "deck_order": {"ja": "2周目の山札 (上から順、捨て札から分かります)", "en": "Second lap's deck, top first (known from "
                   "the pile)"},
    "empty": {"ja": "なし", "en": "empty"},
    "won_life": {"ja": "{loser}のライフが尽きて{winner}の勝ち", "en": "{loser}'s life ran out: {winner} wins"},
    "time_out": {"ja": "タイムアウト: ライフの多い方の勝ち", "en": "Time-out: more life wins"},
    "hands_shown": {"ja": "両者の手札を公開しています", "en": "Both hands are shown"},
}


def _w(key: str, lang: str, **fmt) -> str:
    return tr(WORDS[key], lang, **fmt)


def joined(cards: list) -> str:
    return "+".join(name(c) for c in cards)


def card(code: str, lang: str, *, small: bool = False, cls: str = "", hook: bool = True) -> str:
    """A face-up card of the game ("S10", "HQ") as the kit draws it (`small`: the compact face); `hook` writes
    its `data-card`. Its size comes from the zone it lies in (static/games/dice-duel.css)."""
    return playing_card(code[1:], code[0], lang=lang, compact=small, cls=cls,
                        attrs={"data-card": code} if hook else None)


def hand_size(p: int, n: int, lang: str) -> str:
    """「手札 4枚」 / "4 cards in hand", the number alone in [data-hand-size]."""
    number = f'<b data-hand-size="{p}">{n}</b>'
    if lang == "ja":
        return f'<span class="dd-size">手札 {number}枚</span>'
    return f'<span class="dd-size">{number} {"card" if n == 1 else "cards"} in hand</span>'


class Keys:
    """The number keys 1–9 of the table's buttons, in the order they are written (the shell counts them so)."""

    def __init__(self):
        self.n = count(1)

    def next(self):
        k = next(self.n)
        return k if k <= 9 else None


def render(view: dict, names: list, lang: str) -> str:
    me = view["viewer"] if view["viewer"] is not None else 0
    keys = Keys()
    parts = [_seat(view, 1 - me, names, lang, keys), _middle(view, names, lang, keys), _seat(view, me, names, lang, keys)]
    return f'<div class="dd-table" data-phase="{esc(view["phase"])}">{"".join(parts)}</div>'


# --- a seat: life, role, hand ------------------------------------------------------------------------------------

def _damaged(view: dict, p: int) -> bool:
    return view["fresh"] and any(e["to"] == p and e["damage"] for e in view["events"])


def _seat(view: dict, p: int, names: list, lang: str, keys: Keys) -> str:
    mine = p == view["viewer"]
    over = view["result"] is not None
    role = ""
    if view["attacker"] is not None and not over:
        key = "attacker" if view["attacker"] == p else "defender"
        mark = "⚔" if key == "attacker" else "🛡"
        role = f'<span class="dd-role dd-{key}" data-role="{key}"><span aria-hidden="true">{mark}</span> {esc(_w(key, lang))}</span>'
    elif view["phase"] == "open" and not over:
        chosen = view["chosen"][p]
        role = (f'<span class="dd-role{" dd-chosen" if chosen else ""}"><span aria-hidden="true">{"✔" if chosen else "…"}'
                f'</span> {esc(_w("chosen" if chosen else "choosing", lang))}</span>')
    life, start = view["life"][p], view["start_life"]
    changed = animate(JUST_CHANGED, when=_damaged(view, p))
    meter = f'<meter min="0" max="{start}" value="{max(0, min(life, start))}" aria-hidden="true"></meter>'
    head = (f'<header class="dd-head"><h3 class="dd-name">{esc(names[p])}</h3>{role}'
            f'<span class="dd-life {changed}"><span class="dd-life-label">{esc(_w("life", lang))}</span> '
            f'<strong data-life="{p}">{life}</strong><span class="dd-of">/{start}</span></span>{meter}'
            f'{hand_size(p, view["hand_sizes"][p], lang)}</header>')
    acting = not over and p in view["to_move"]
    cls = "dd-seat" + (" dd-mine" if mine else " dd-theirs") + (" dd-acting" if acting else "")
    body = _my_hand(view, p, names, lang, keys) if mine and view["hands"][p] is not None else _their_hand(view, p, lang)
    return f'<section class="{cls}" data-seat="{p}">{head}{body}</section>'


def _their_hand(view: dict, p: int, lang: str) -> str:
    """The other hand: face up at the end; else backs for the unseen cards and the known ones face up."""
    shown = view["hands"][p]
    last = view["last"] or {}
    if shown is not None:
        cards = "".join(f'<li>{card(c, lang, small=True)}</li>' for c in shown)
        label = count_label(WORDS["shown"], len(shown), lang)
        return (f'<ul class="dd-row dd-shown" data-zone="shown" aria-label="{esc(label)}">{cards or _none(lang)}</ul>')
    known = view["public"][p]
    unseen = view["hand_sizes"][p] - len(known)
    parts = []
    if unseen or not known:
        parts.append(hidden_hand(unseen, WORDS["unseen"], lang=lang, size=None))
    if known:
        label = count_label(WORDS["known"], len(known), lang)
        cards = "".join(f'<li>{card(c, lang, small=True, cls=animate(JUST_CHANGED, when=c in last.get("cards", ())))}</li>'
                        for c in known)
        parts.append(f'<div class="dd-known"><span class="dd-tag">{esc(_w("known", lang))}</span>'
                     f'<ul class="dd-row" aria-label="{esc(label)}">{cards}</ul></div>')
    return f'<div class="dd-their-hand">{"".join(parts)}</div>'


def _none(lang: str) -> str:
    return f'<li class="dd-none">{esc(_w("empty", lang))}</li>'


def _single(legal: list) -> dict:
    """{card: [actions]} of the actions that use one card of the hand (the guard cancel's card is on the pile; the
    opening card's keep-or-discard are under it in the middle)."""
    out = {}
    for a in legal:
        cards = a["payload"].get("cards") or []
        if len(cards) == 1 and a["id"] not in ("cancel", "return", "toss"):
            out.setdefault(cards[0], []).append(a)
    return out


def _my_hand(view: dict, p: int, names: list, lang: str, keys: Keys) -> str:
    """One's own hand, each card the button of the one action it is used for; in the defence and the end's
    discards a verb under each card (a card that could guard or counter: two buttons)."""
    hand = view["hands"][p]
    uses = _single(view.get("legal", [])) if view["result"] is None else {}
    verbed = view["phase"] in ("defend", "end")
    items = []
    for c in hand:
        acts = uses.get(c, [])
        face = card(c, lang)
        if len(acts) == 1 and not verbed:
            items.append(piece(face, acts[0], lang=lang, key=keys.next(), cls="dd-card-button"))
        elif len(acts) == 1:
            verb = acts[0]["id"].split(":")[0]
            tag = f'<span class="dd-verb" aria-hidden="true">{esc(_w(verb, lang))}</span>'
            items.append(piece(face + tag, acts[0], lang=lang, key=keys.next(), cls="dd-card-button dd-with-verb"))
        elif acts:  # a guard and a counter: the card, and a button for each
            buttons = "".join(
                f'<button type="button" class="dd-verb-button" data-action="{esc(a["id"])}"'
                f'{_key_attrs(keys.next())}>{esc(_w(a["id"].split(":")[0], lang))}'
                f'<span class="kit-sr"> {esc(name(c))}</span></button>' for a in acts)
            items.append(f'{piece(face, None)}<span class="dd-verbs">{buttons}</span>')
        else:
            items.append(piece(face, None))
    label = count_label(own_hand_name(view, names), len(hand), lang)
    return kit_hand(items, label, layout="wrap", cls="dd-hand", attrs={"data-zone": "hand"})


def _key_attrs(k) -> str:
    return f' aria-keyshortcuts="{k}"' if k is not None else ""


# --- the middle: piles, the cards on the table, the dice -----------------------------------------------------------

def _middle(view: dict, names: list, lang: str, keys: Keys) -> str:
    return (f'<div class="dd-middle">{_piles(view, lang, keys)}{_play(view, names, lang, keys)}'
            f'{_events(view, names, lang)}</div>')


def _piles(view: dict, lang: str, keys: Keys) -> str:
    """The deck (its lap) and the discard pile: its top card (the guard cancel's button when it is legal) and,
    in a drawer, the whole pile in order and, on the second lap, the deck's known order."""
    deck = pile(view["deck"], WORDS["deck"], lang=lang,
                attrs={"data-deck": view["deck"], "data-lap": view["lap"]})
    lap = f'<span class="dd-lap">{esc(_w("lap", lang, lap=view["lap"]))}</span>'
    cards, last = view["discard"], view["last"] or {}
    top = None
    if cards:
        changed = view["fresh"] or last.get("verb") in ("discard", "toss")  # a resolution or a discard put it there
        top = card(cards[-1], lang, small=True, hook=False, cls=animate(JUST_CHANGED, when=changed))
        cancel = next((a for a in view.get("legal", []) if a["id"] == "cancel"), None)
        if cancel is not None:
            top = piece(top, cancel, lang=lang, key=keys.next())
    discard = pile(len(cards), WORDS["pile"], lang=lang, top=top, kind="discard")
    listing = "".join(f'<li>{card(c, lang, small=True)}</li>' for c in cards) or _none(lang)
    order = (f'<h4>{esc(_w("pile_order", lang))}</h4>'
             f'<ol class="dd-row" data-discard-count="{len(cards)}">{listing}</ol>')
    if view["deck_order"]:
        upcoming = "".join(f'<li>{card(c, lang, small=True, hook=False)}</li>' for c in view["deck_order"])
        order += f'<h4>{esc(_w("deck_order", lang))}</h4><ol class="dd-row">{upcoming}</ol>'
    drawer = (f'<details class="dd-order" id="dd-order"><summary>{esc(_w("order", lang))}</summary>'
              f'<div class="dd-order-body">{order}</div></details>')
    return f'<div class="dd-piles"><div class="dd-deck">{deck}{lap}</div><div class="dd-discard">{discard}{drawer}</div></div>'


def _play(view: dict, names: list, lang: str, keys: Keys) -> str:
    """The cards on the table and what is being decided now, with the rule that will apply."""
    phase, me = view["phase"], view["viewer"]
    last = view["last"] or {}
    cards, lines = "", []
    if view["result"] is not None:
        lines.append(_ending(view, names, lang))
    elif phase == "open":
        lines.append(_w("open", lang))
        slots = []
        for p in (1 - (me or 0), me or 0):
            if p == me and view.get("my_choice"):
                mine = name(view["my_choice"].split(":", 1)[1])
                slots.append(card_back(name=_w("your_facedown", lang, card=mine)))
                lines.append(_w("your_facedown", lang, card=mine))
            elif view["chosen"][p]:
                slots.append(card_back(name=f'{names[p]}: {_w("facedown", lang)}'))
            else:
                slots.append(card_slot("?"))
        cards = "".join(f'<li>{s}</li>' for s in slots)
    elif phase == "keep":
        attacker = view["attacker"]
        back = view["opening"][1 - attacker]
        lines.append(_w("keep", lang, name=names[attacker], card=name(view["opening"][attacker]), back=name(back)))
        turned = animate(REVEAL, when=last.get("verb") == "reveal")
        keep = [a for a in view.get("legal", []) if a["id"] in ("return", "toss")]
        buttons = "".join(
            f'<button type="button" class="dd-verb-button" data-action="{esc(a["id"])}"{_key_attrs(keys.next())}>'
            f'{esc(_w(a["id"], lang))}<span class="kit-sr"> {esc(name(back))}</span></button>' for a in keep)
        cards = (f'<li>{card(view["opening"][attacker], lang, cls=turned)}</li>'
                 f'<li class="dd-kept">{card(back, lang, cls=turned, hook=False)}'
                 + (f'<span class="dd-verbs">{buttons}</span>' if buttons else "") + "</li>")
    else:
        if phase == "attack":
            lines.append(_w("attack", lang, name=names[view["attacker"]]))
        elif phase == "follow":
            lines.append(_w("follow", lang, suit=tr(SUIT_NAMES[view["follow_suit"]], lang), s=view["strike"]))
        elif phase == "end":
            lines.append(_w("end", lang))
    attack = view["attack"]
    if attack and phase != "keep":
        t = threshold(attack)
        lines.append(_w("on_table", lang, cards=joined(attack), kind=tr(KIND_NAMES[kind(attack)], lang)))
        lines.append(_w("hits_normal" if kind(attack) == NORMAL else "hits_sum", lang, t=t, n=strength(attack)))
        if view["continuing"]:
            lines.append(_w("held", lang, s=view["strike"], p=view["power"], total=sum(view["dice"])))
        if phase == "defend":
            lines.append(_w("no_guard_ace", lang) if kind(attack) == UNGUARDABLE else
                         _w("answers", lang, suit=tr(SUIT_NAMES[suit(attack[0])], lang), t=t))
        declared = last.get("verb") == "attack"
        travel = FROM_BOTTOM if last.get("by") == me else FROM_TOP
        cards = "".join(f'<li>{card(c, lang, cls=animate(travel, JUST_CHANGED, when=declared))}</li>'
                        for c in attack)
    on_table = (f'<ul class="dd-row dd-on-table" data-zone="attack" '
                f'data-kind="{kind(attack) if attack else ""}">{cards}</ul>') if cards else ""
    text = "".join(f"<p>{esc(line)}</p>" for line in lines)
    return f'<section class="dd-play" data-phase="{esc(phase)}">{on_table}<div class="dd-now">{text}</div></section>'


def _ending(view: dict, names: list, lang: str) -> str:
    """Why the game ended, in one line, and that both hands are now face up."""
    if view["timed_out"]:
        why = _w("time_out", lang)
    else:
        loser = next((p for p in range(2) if view["life"][p] <= 0), None)
        why = _w("won_life", lang, loser=names[loser], winner=names[1 - loser]) if loser is not None else ""
    return " — ".join(filter(None, (why, _w("hands_shown", lang))))


def _events(view: dict, names: list, lang: str) -> str:
    """The last resolution: each roll's dice with their meaning, the rule the engine applied and the damage."""
    out = []
    for i, e in enumerate(view["events"]):
        who = names[e["by"]]
        cards = joined(e["cards"])
        if e["type"] == "counter":
            title = _w("counter_of", lang, name=who, cards=cards)
        elif e["type"] == "cancel":
            title = _w("cancel_of", lang, name=who, cards=cards)
        else:
            title = _w("attack_of", lang, name=who, cards=cards, kind=tr(KIND_NAMES[e["kind"]], lang))
            if e["guard"]:
                title += f' / {_w("guarded_by", lang, card=name(e["guard"]))}'
        by_sum = e["type"] != "attack" or e["kind"] != NORMAL
        fresh = e["rolled"] and view["fresh"]
        dice = []
        for k, v in enumerate(e["dice"]):
            named = _w("sum_die" if by_sum else ("strike_die", "power_die")[k], lang, n=v)
            caption = str(v) if by_sum else f'{_w(("strike", "power")[k], lang)} {v}'
            face = die(v, name=named, lang=lang, fresh=fresh, attrs={"data-die": f"ev{i}-{k}"})
            dice.append(f'<span class="dd-die">{face}<span class="dd-die-cap" aria-hidden="true">{esc(caption)}</span>'
                        f'</span>')
        if by_sum:
            dice = [dice[0], '<span class="dd-op" aria-hidden="true">+</span>', dice[1],
                    f'<span class="dd-sum">= {sum(e["dice"])}</span>']
        kept = "" if e["rolled"] else f' <small>({esc(_w("kept", lang))})</small>'
        result = (_w("damage", lang, name=names[e["to"]], n=e["damage"]) if e["damage"] else _w("no_damage", lang))
        out.append(
            f'<article class="dd-event{" dd-hit" if e["hit"] else ""}" data-dd-event="{i}" data-type="{e["type"]}" '
            f'data-hit="{int(e["hit"])}" data-damage="{e["damage"]}"><h4>{esc(title)}{kept}</h4>'
            f'<div class="dd-dice">{"".join(dice)}</div>'
            f'<p class="dd-rule">{esc(tr(e["rule"], lang))}</p>'
            f'<p class="dd-result">{"💥 " if e["damage"] else ""}{esc(result)}</p></article>')
    body = "".join(out) or f'<p class="dd-none">{esc(_w("no_dice", lang))}</p>'
    return f'<section class="dd-events" aria-label="{esc(_w("dice_title", lang))}">{body}</section>'
