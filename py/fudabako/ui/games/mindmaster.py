"""マインドマスター's table, one screen: the other player at the top (role, strikes and outs, the hand as backs with
the cards they are known to hold face up, a hand revealed by MM-5); the middle (this round's face-down card and call,
the last reveal with what the call did said in words, the deck and the discard pile); and the player on screen at the
bottom, their hand drawn as cards stacked by suit. The stack of a suit is the control that plays or discards a card of
that suit; the defender calls by touching one of three suit tokens. Suits are named in words as well as drawn.

The cards carry no number (MM-1), so they are drawn as suit-only cards with the kit's suit shapes and colours.
Motion: on the first screen after a reveal the attack card (or both duel cards) flips and the other player's card
pulses."""

from fudabako.games.mindmaster.rules import OUTS_TO_LOSE, STRIKES_PER_OUT, SUIT_NAMES, SUITS, SYMBOL

from ..i18n import tr
from ..kit import HAND_OF, card_back, card_slot, count_label, count_text, own_hand_name, pile, piece
from ..kit.motion import JUST_CHANGED, REVEAL, animate
from ..kit.playing_card import SUIT_PATHS, _place, _svg
from ..widgets import esc

ONE_TAP = True  # a tap on a stack or a suit token plays it: on touch screens the shell asks for a confirmation

LEVEL_NOTES = {  # what ai/mindmaster.py's levels do
    "predictable": {"ja": "いつも一番多いスートで攻め、あなたが一番多く出したスートを宣言します",
                    "en": "Always attacks with the suit it holds most, and calls the suit you attacked with most"},
    "easy": {"ja": "手札からでたらめに攻め、まだ見ていない札の多さで宣言します",
             "en": "Attacks with any card it holds, and calls by how many of each suit it has not seen"},
    "normal": {"ja": "つよいと同じ計算で選びますが、3回に1回ほどはでたらめです",
               "en": "Strong's calculation, with about one choice in three at random"},
    "strong": {"ja": "9通りの結果それぞれの勝率を読み、あなたの手札の可能性ごとの均衡戦略で攻めと宣言を選びます",
               "en": "Values each of the nine outcomes for the rest of the game, and attacks and calls by the "
                     "equilibrium over every hand you may hold"},
    "yomi": {"ja": "つよいに加えて、あなたの攻めと宣言が何に従っているか (直前の札、宣言の偏り…) を見抜いて突いてきます",
             "en": "Strong, and it finds what your attacks and calls follow (your last card, the suits called…) "
                   "to punish it"},
}

WORDS = {
    "strikes": {"ja": "ストライク", "en": "Strikes"},
    "outs": {"ja": "アウト", "en": "Outs"},
    "attacker": {"ja": "攻撃", "en": "Attacking"},
    "defender": {"ja": "守り", "en": "Defending"},
    "their_known": {"ja": "{name}の手札 {n} (わかっている札: {cards})", "en": "{name}'s hand: {n} (known: {cards})"},
    "known": {"ja": "相手に知られている札: {cards}", "en": "Known to the other player: {cards}"},
    "stack": {"ja": "{label} (手札に{n})", "en": "{label} ({n} in hand)"},
    "stack_inert": {"ja": "{suit} {n}", "en": "{suit}: {n}"},
    "shown": {"ja": "第{round}ラウンドに公開された手札", "en": "Hand shown in round {round}"},
    "deck": {"ja": "山札", "en": "Deck"},
    "pile": {"ja": "捨て札", "en": "Discard pile"},
    "none": {"ja": "なし", "en": "none"},
    # what to do now
    "do_duel": {"ja": "先攻決め: 1枚伏せてください (♠は♥に、♥は♦に、♦は♠に勝つ)",
                "en": "Duel for the first attack: place a card face down (♠ beats ♥, ♥ beats ♦, ♦ beats ♠)"},
    "do_attack": {"ja": "攻撃: 1枚選んで伏せてください", "en": "Attack: place a card face down"},
    "do_call": {"ja": "相手が伏せたカードのスートを宣言してください", "en": "Call the suit of the face-down card"},
    "do_extra": {"ja": "あと{n}枚捨てると、{name}にもう1ストライク (捨てないなら「捨てない」)",
                 "en": "Discard {n} more for another strike on {name} (or keep your cards)"},
    "do_discard": {"ja": "手札が9枚以上: あと{n}枚、選んで捨ててください", "en": "9+ cards: discard {n} more, your choice"},
    "wait_extra": {"ja": "{name}が追加のストライクのために捨てるか考えています ({paid}/2枚)",
                   "en": "{name} may discard 2 cards for an extra strike ({paid}/2 so far)"},
    "wait_discard": {"ja": "{name}は手札が多いので、あと{n}枚捨てます", "en": "{name} holds too many cards: {n} more to discard"},
    # this round
    "duel": {"ja": "先攻決め", "en": "Duel for the first attack"},
    "duel_slot": {"ja": "先攻決めのカード", "en": "Duel card"},
    "attack_slot": {"ja": "攻撃カード", "en": "Attack card"},
    "call_slot": {"ja": "宣言", "en": "Call"},
    "waiting": {"ja": "まだ", "en": "not yet"},
    "placed": {"ja": "伏せた", "en": "face down"},
    "called": {"ja": "宣言済み", "en": "called"},
    "calls": {"ja": "宣言する", "en": "Call"},
    # the last reveal
    "duel_reveal": {"ja": "先攻決めの公開", "en": "Duel revealed"},
    "attack_reveal": {"ja": "第{n}ラウンドの公開", "en": "Round {n} revealed"},
    "tie": {"ja": "あいこ: もう一度選びます", "en": "A tie: choose again"},
    "first": {"ja": "{beat}は{lost}に勝つ: {name}が先攻", "en": "{beat} beats {lost}: {name} attacks first"},
    "hit": {"ja": "的中 (宣言どおり)", "en": "Right call"},
    "miss": {"ja": "はずれ (宣言と違う)", "en": "Wrong call"},
    "effect_of": {"ja": "{suit}の効果", "en": "the {suit} effect"},
    "counter_of": {"ja": "{suit}のカウンター", "en": "the {suit} counter"},
    "out": {"ja": "{name}にアウト1つ", "en": "an out for {name}"},
    "draw": {"ja": "{name}が{n}枚引く", "en": "{name} draws {cards}"},
    "strike": {"ja": "{name}にストライク1つ", "en": "a strike for {name}"},
    "strike_out": {"ja": "{name}にストライク (3つ目なのでアウト1つ)", "en": "a strike for {name}, the third: an out"},
    "reveal": {"ja": "{name}は手札を公開", "en": "{name} shows their hand"},
    "pass": {"ja": "攻撃権が移るだけ", "en": "the attack just passes"},
    "keeps": {"ja": "{name}が攻撃を続けます。", "en": "{name} attacks again."},
    "passes": {"ja": "攻撃権は{name}へ。", "en": "{name} attacks next."},
}


def suit_card(suit: str, lang: str, *, size: str | None = None, cls: str = "", name: str | None = None) -> str:
    """A card of マインドマスター: a suit and no rank (MM-1), drawn with the kit's suit shapes and colours and named
    by its suit ("♠スペード"); `name=""` makes it decoration (inside something that names it)."""
    label = tr(SUIT_NAMES[suit], lang) if name is None else name
    a11y = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    path = SUIT_PATHS[suit]
    corner = _place(path, 30, 36, 36)
    face = f"<g>{corner}</g><g transform=\"rotate(180 125 175)\">{corner}</g>{_place(path, 125, 175, 120)}"
    classes = " ".join(filter(None, ("kit-card kit-pc", f"kit-suit-{suit}", "mm-card", size and f"kit-card--{size}", cls)))
    return (f'<span class="{classes}" {a11y} data-suit="{suit}"><span class="kit-face">{_svg(face)}</span></span>')


def call_token(suit: str, cls: str = "") -> str:
    """A called suit: a round token with the suit (a call is a word, not a card)."""
    return (f'<span class="mm-token kit-suit-{suit} {cls}"><svg class="kit-svg" viewBox="0 0 100 100" '
            f'aria-hidden="true" focusable="false" fill="currentColor">{_place(SUIT_PATHS[suit], 50, 50, 62)}'
            f'</svg></span>')


def suits_text(counts: list, lang: str) -> str:
    """e.g. "♠×2 ♦×1" (symbols with numbers, so nothing depends on telling the shapes apart)."""
    return " ".join(f"{SYMBOL[s]}×{counts[i]}" for i, s in enumerate(SUITS) if counts[i]) or tr(WORDS["none"], lang)


def render(view: dict, names: list, lang: str) -> str:
    me = view["viewer"] if view["viewer"] in (0, 1) else 0  # a spectator sees seat 0 at the bottom
    other = 1 - me
    fresh = view["result"] is not None or not any(view["chosen"])  # nothing chosen since the last reveal
    return (f'<div class="mm-table">'
            f'{_zone(view, names, other, lang, "mm-top")}'
            f'<div class="mm-middle">{_round(view, names, me, lang)}{_last(view, names, me, lang, fresh)}</div>'
            f'{_piles(view, lang)}'
            f'{_zone(view, names, me, lang, "mm-bottom")}</div>')


def _zone(view: dict, names: list, p: int, lang: str, where: str) -> str:
    """A player's side: name, role, strikes and outs, and the hand (the viewer's as stacks of cards that may be
    the controls, the other's as backs with what is known face up; every hand face up at the end)."""
    viewer = view["viewer"]
    role = ""
    if view["attacker"] is not None and view["result"] is None:
        role = f'<span class="mm-role">{esc(tr(WORDS["attacker" if view["attacker"] == p else "defender"], lang))}</span>'
    head = (f'<div class="mm-head"><h3 class="mm-name">{esc(names[p])}</h3>{role}'
            f'{_count(view, "strikes", p, STRIKES_PER_OUT, lang)}{_count(view, "outs", p, OUTS_TO_LOSE, lang)}</div>')
    if p == viewer:
        hand = _my_hand(view, names, lang)
    else:
        hand = _their_hand(view, names, p, lang)
    shown = view["shown"][p]
    if shown:
        cards = "".join(suit_card(s, lang) for i, s in enumerate(SUITS) for _ in range(shown["cards"][i]))
        hand += (f'<div class="mm-shown" data-shown="{p}"><span class="mm-small">'
                 f'{esc(tr(WORDS["shown"], lang, round=shown["round"]))}</span>'
                 f'<span class="mm-row kit-card--s" role="img" aria-label="{esc(suits_text(shown["cards"], lang))}">'
                 f'{cards}</span></div>')
    mine = " mm-me" if p == viewer else ""
    return f'<section class="mm-zone {where}{mine}" aria-label="{esc(names[p])}">{head}{hand}</section>'


def _count(view: dict, key: str, p: int, out_of: int, lang: str) -> str:
    """Strikes or outs: the word, the number (the tests' hook holds exactly it) and pips."""
    n = view[key][p]
    pips = "".join(f'<span class="mm-pip{" is-on" if i < n else ""}"></span>' for i in range(out_of))
    return (f'<p class="mm-count mm-{key}"><span class="mm-small">{esc(tr(WORDS[key], lang))}</span> '
            f'<span class="mm-num" data-{key}="{p}">{n}</span><span class="mm-small">/{out_of}</span>'
            f'<span class="mm-pips" aria-hidden="true">{pips}</span></p>')


def _my_hand(view: dict, names: list, lang: str) -> str:
    """The viewer's hand as one stack per suit: a stack is the button of the legal action that plays or discards
    a card of that suit, else inert; what the other player knows of it is said under it."""
    me = view["viewer"]
    counts = view["hand"]
    acts = {a["payload"]["suit"]: a for a in view.get("legal", []) if "suit" in a["payload"] and not a["id"].startswith("call:")}
    stacks = []
    for i, s in enumerate(SUITS):
        n = counts[i]
        if not n:
            continue
        cards = "".join(f'<span class="mm-slot">{suit_card(s, lang, name="")}</span>' for _ in range(n))
        stack = f'<span class="mm-stack" data-count="{n}">{cards}</span>'
        action = acts.get(s)
        if action is not None:
            label = tr(WORDS["stack"], lang, label=tr(action["label"], lang), n=count_text(n, lang))
            stacks.append(piece(stack, action, name=label, lang=lang))
        else:
            stacks.append(piece(stack, None, name=tr(WORDS["stack_inert"], lang, suit=tr(SUIT_NAMES[s], lang),
                                                         n=count_text(n, lang))))
    size = sum(counts)
    label = count_label(own_hand_name(view, names), size, lang)
    body = "".join(stacks) or card_slot(tr(WORDS["none"], lang))
    known = ""
    if any(view["known"][me]):
        known = f'<p class="mm-small mm-known">{esc(tr(WORDS["known"], lang, cards=suits_text(view["known"][me], lang)))}</p>'
    return (f'<p class="mm-prompt">{esc(_prompt(view, names, lang))}</p>'
            f'<div class="mm-hand kit-card--m" role="group" aria-label="{esc(label)}" data-hand="{me}" '
            f'data-count="{size}" data-my-hand="">{body}</div>{known}')


def _their_hand(view: dict, names: list, p: int, lang: str) -> str:
    """The other hand: face down with the cards this player is known to hold face up (all of it at the end)."""
    size = view["hand_sizes"][p]
    up = view["hands"][p] if view["hands"] else view["known"][p]
    cards = [suit_card(s, lang, name="") for i, s in enumerate(SUITS) for _ in range(up[i])]
    cards += [card_back(name="") for _ in range(size - sum(up))]
    slots = "".join(f'<span class="mm-slot">{c}</span>' for c in cards) or card_slot()
    label = count_label(tr(HAND_OF, lang, name=names[p]), size, lang)
    if any(up):
        label = tr(WORDS["their_known"], lang, name=names[p], n=count_text(size, lang), cards=suits_text(up, lang))
    return (f'<div class="mm-hand mm-their-hand kit-card--s" role="img" aria-label="{esc(label)}" data-hand="{p}" '
            f'data-count="{size}">{slots}</div>')


def _prompt(view: dict, names: list, lang: str) -> str:
    """What the player on screen is asked to do now, or who is doing what."""
    phase, me, a = view["phase"], view["viewer"], view["attacker"]
    if view["result"] is not None:
        return ""
    if phase == "extra":
        if me == a:
            return tr(WORDS["do_extra"], lang, n=2 - view["extra_paid"], name=names[1 - a])
        return tr(WORDS["wait_extra"], lang, name=names[a], paid=view["extra_paid"])
    if phase == "discard":
        if me == 1 - a:
            return tr(WORDS["do_discard"], lang, n=view["to_discard"])
        return tr(WORDS["wait_discard"], lang, name=names[1 - a], n=view["to_discard"])
    if not view.get("legal", []):
        return ""
    if phase == "duel":
        return tr(WORDS["do_duel"], lang)
    return tr(WORDS["do_attack" if me == a else "do_call"], lang)


def _round(view: dict, names: list, me: int, lang: str) -> str:
    """This round's face-down cards (the duel's, or the attack card and the call), the viewer's own shown to them
    only; the defender's three suit tokens to call with."""
    phase = view["phase"]
    if view["result"] is not None or phase not in ("duel", "attack"):
        return ""
    a = view["attacker"]
    mine = view.get("my_choice")
    slots = []
    seats = (1 - me, me) if phase == "duel" else (a, 1 - a)
    for p in seats:
        kind = "duel_slot" if phase == "duel" else "attack_slot" if p == a else "call_slot"
        if not view["chosen"][p]:
            thing = card_slot("?") if kind != "call_slot" else '<span class="mm-token mm-token-empty">?</span>'
            state = tr(WORDS["waiting"], lang)
        elif p == me and mine:
            suit = mine.split(":")[1]
            thing = suit_card(suit, lang) if kind != "call_slot" else call_token(suit)
            state = tr(SUIT_NAMES[suit], lang)
        else:
            thing = card_back(lang=lang) if kind != "call_slot" else '<span class="mm-token mm-token-down">✓</span>'
            state = tr(WORDS["called" if kind == "call_slot" else "placed"], lang)
        slots.append(_place_html(thing, names[p], f"{tr(WORDS[kind], lang)}: {state}"))
    calls = {a_["payload"]["suit"]: a_ for a_ in view.get("legal", []) if a_["id"].startswith("call:")}
    tokens = ""
    if calls:
        buttons = "".join(piece(call_token(s), calls[s], lang=lang, key=i) for i, s in enumerate(SUITS, 1))
        tokens = (f'<div class="mm-calls" role="group" aria-label="{esc(tr(WORDS["calls"], lang))}">'
                  f'{buttons}</div>')
    heading = tr(WORDS["duel"], lang) if phase == "duel" else tr("round", lang, n=view["round"])
    return (f'<section class="mm-round" aria-label="{esc(heading)}"><h3 class="mm-heading">{esc(heading)}</h3>'
            f'<div class="mm-places">{"".join(slots)}</div>{tokens}</section>')


def _place_html(thing: str, name: str, detail: str) -> str:
    """A card or token on the table with whose it is and what it is."""
    return (f'<figure class="mm-place">{thing}<figcaption><span class="mm-who">{esc(name)}</span>'
            f'<span class="mm-what">{esc(detail)}</span></figcaption></figure>')


def _last(view: dict, names: list, me: int, lang: str, fresh: bool) -> str:
    """The last reveal: the cards turned over (together, and the other's pulsing, on the first screen after it)
    and, in words, what came of it."""
    last = view["last"]
    if not last:
        return ""
    flip = animate(REVEAL, when=fresh)
    if last["kind"] == "duel":
        cards = "".join(
            _place_html(suit_card(s, lang, cls=animate(REVEAL, JUST_CHANGED) if fresh and p != me else flip),
                        names[p], tr(SUIT_NAMES[s], lang))
            for p, s in ((p, last["cards"][p]) for p in (1 - me, me)))
        a, b = last["cards"]
        if a == b:
            outcome = tr(WORDS["tie"], lang)
        else:
            w = view["attacker"]
            outcome = tr(WORDS["first"], lang, beat=tr(SUIT_NAMES[last["cards"][w]], lang),
                         lost=tr(SUIT_NAMES[last["cards"][1 - w]], lang), name=names[w])
        heading = tr(WORDS["duel_reveal"], lang)
        return (f'<section class="mm-last" aria-label="{esc(heading)}"><h3 class="mm-heading">{esc(heading)}</h3>'
                f'<div class="mm-places">{cards}</div><p class="mm-outcome">{esc(outcome)}</p></section>')
    a = last["attacker"]
    card = suit_card(last["card"], lang, cls=animate(REVEAL, JUST_CHANGED) if fresh and a != me else flip)
    call = call_token(last["call"], cls=animate(JUST_CHANGED) if fresh and a == me else "")
    places = (_place_html(card, names[a], f'{tr(WORDS["attack_slot"], lang)}: {tr(SUIT_NAMES[last["card"]], lang)}')
              + _place_html(call, names[1 - a], f'{tr(WORDS["call_slot"], lang)}: {tr(SUIT_NAMES[last["call"]], lang)}'))
    verdict = tr(WORDS["hit" if last["hit"] else "miss"], lang)
    heading = tr(WORDS["attack_reveal"], lang, n=last["round"])
    return (f'<section class="mm-last" aria-label="{esc(heading)}"><h3 class="mm-heading">{esc(heading)}</h3>'
            f'<div class="mm-places">{places}</div>'
            f'<p class="mm-outcome"><span class="mm-verdict{" is-hit" if last["hit"] else ""}">{esc(verdict)}</span> '
            f'{esc(_effect(view, names, lang))}</p></section>')


def _effect(view: dict, names: list, lang: str) -> str:
    """What the last call did, in words, from the engine's `effect` (MM-3), and who attacks next."""
    last = view["last"]
    effect, suit = last["effect"], SYMBOL[last["card"]]
    kind = effect["kind"]
    whose = tr(WORDS["counter_of" if last["hit"] else "effect_of"], lang, suit=suit)
    who = names[effect["player"]] if "player" in effect else ""
    if kind == "draw":
        n = effect["cards"]
        what = tr(WORDS["draw"], lang, name=who, n=n, cards=count_text(n, lang))
    elif kind == "strike":
        what = tr(WORDS["strike_out" if effect["out"] else "strike"], lang, name=who)
    else:
        what = tr(WORDS[kind], lang, name=who)
    text = f"{whose}: {what}。" if lang == "ja" else f"{whose[0].upper()}{whose[1:]}: {what}. "
    if view["result"] is None:
        a = view["attacker"]
        text += tr(WORDS["keeps" if a == last["attacker"] else "passes"], lang, name=names[a])
    return text


def _piles(view: dict, lang: str) -> str:
    """The deck (a count) and the discard pile (face up: its suits counted)."""
    deck = pile(view["deck"], WORDS["deck"], lang=lang, show_name=False)
    top = next((s for s in SUITS[::-1] if view["pile"][SUITS.index(s)]), None)
    total = sum(view["pile"])
    discard = pile(total, WORDS["pile"], lang=lang, kind="discard", show_name=False,
                   top=suit_card(top, lang, name="") if top else None)
    return (f'<div class="mm-piles"><figure class="mm-pile">{deck}<figcaption>{esc(tr(WORDS["deck"], lang))} '
            f'<b data-deck="">{view["deck"]}</b></figcaption></figure>'
            f'<figure class="mm-pile">{discard}<figcaption>{esc(tr(WORDS["pile"], lang))} '
            f'<b data-pile="">{esc(suits_text(view["pile"], lang))}</b></figcaption></figure></div>')
