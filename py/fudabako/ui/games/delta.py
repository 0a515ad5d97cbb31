"""デルタ's table, top to bottom: the rival (endurance, バリキ mode, the hand as backs, the face-down discards as a
pile), the middle (the round and its step, the suit triangle, the deck; in the final step the three cards passed,
now in the rival's hand, and the three received; the last reveal: both finals flipping over with their hand names
and the damage worked out), then my side (endurance, my face-down discards) and my five cards.

The two discards are a select-then-confirm of two cards of the hand (PICK_KEY "discard"): the engine's legal
actions say which cards may still join the selection (the others are inert), and the action the selection makes
says what would follow — the three cards passed, or the hand kept and its strike points — before it is confirmed.
In the final step, once one card is picked, each card that may join it says what hand that pair would leave. Two
jokers stay apart because the kit's tokens are the card codes ("J1", "J2").

Motion, on the render where the change shows (the first one of the step, nothing picked yet): the finals flip
together and the loser's endurance pulses; the received cards travel in from the rival's side and the drawn ones
from the deck. The view cannot know "the first render" otherwise: it is a pure function of the seat's view.
"""

import re

from fudabako.games.delta.cards import BARIKI, KIND_NAMES, SUIT_MARKS, card_name, hand_of, is_joker
from fudabako.games.delta.rules import PASS, discards_of

from ..i18n import tr
from ..kit import (HAND_OF, card_slot, confirm_bar, count_label, hand, hidden_hand, matching_actions,
                   own_hand_name, pick, pickable, piece, pile, playing_card)
from ..kit import card_name as spoken_name
from ..kit.motion import FROM_LEFT, FROM_TOP, JUST_CHANGED, REVEAL, animate
from ..widgets import choice_state, counter, esc

PICK_KEY = "discard"
# What each computer level does in this game (ai/delta.py), more precisely than the shell's one-liners.
LEVEL_NOTES = {
    "predictable": {"ja": "いつもダメージ最大の役を残し、渡すときは強い2枚を捨てます",
                    "en": "Always keeps its highest-damage hand, and discards its two strongest cards before passing"},
    "easy": {"ja": "渡す札はでたらめ、残す役は3回に2回ダメージ最大", "en": "Passes at random; keeps its "
             "highest-damage hand two times in three"},
    "normal": {"ja": "渡す札は単純に選び、残す役はあなたの引き12通りだけから勝つ確率を見積もって選びます",
               "en": "Passes simply; keeps its hand by its win chance against just 12 of your possible draws"},
    "strong": {"ja": "渡す3枚を解析済みの価値で選び、残す役はお互いの引きをすべて読んだ均衡の混合戦略で選びます",
               "en": "Passes the 3 cards its analysis values most, and keeps its hand by the equilibrium mix over "
                     "every draw either of you may have"},
    "yomi": {"ja": "つよいに加えて、あなたの残す役がどの単純な決め方に沿っているかを覚えて突いてきます",
             "en": "Strong, and it learns which simple rule your kept hands follow and exploits it"},
}

WORDS = {
    "endurance": {"ja": "耐久点", "en": "Endurance"},
    "bariki": {"ja": "バリキモード: ダメージ2倍", "en": "Bariki: damage ×2"},
    "short_kinds": {"three": {"ja": "3枚役", "en": "3-card"}, "two": {"ja": "2枚役", "en": "2-card"},
                    "special": {"ja": "特殊役", "en": "special"}},
    "down": {"ja": "裏向きの捨て札", "en": "Face down"},
    "my_down": {"ja": "裏向きの捨て札", "en": "Your face-down discards"},
    "deck": {"ja": "山札", "en": "Deck"},
    "triangle": {"ja": "スートの三すくみ: ♠は♥に、♥は♦に、♦は♠に勝つ", "en": "The suit triangle: ♠ beats ♥, ♥ beats ♦, "
                 "♦ beats ♠"},
    "received_mark": {"ja": "受取", "en": "received"},
    "drawn_mark": {"ja": "山札", "en": "drawn"},
    "received_name": {"ja": "{card} (相手から)", "en": "{card} (from your rival)"},
    "drawn_name": {"ja": "{card} (山札から)", "en": "{card} (drawn)"},
    "passed": {"ja": "渡した3枚 (相手の手札)", "en": "You passed (now theirs)"},
    "received": {"ja": "受け取った3枚", "en": "You received"},
    "pick_pass": {"ja": "2枚を裏向きに捨て、残る3枚を相手へ渡す", "en": "Discard 2 face down, pass the other 3"},
    "pick_final": {"ja": "2枚を裏向きに捨て、残る3枚で役を作る", "en": "Discard 2 face down, keep 3 that form a hand"},
    "will_pass": {"ja": "相手に渡す", "en": "You pass"},
    "will_keep": {"ja": "残る役", "en": "You keep"},
    "go_pass": {"ja": "捨てて渡す", "en": "Discard & pass"},
    "go_final": {"ja": "捨てる", "en": "Discard"},
    "chosen_pass": {"ja": "伏せた選択: {cards} を捨てて残りを渡す", "en": "Your choice: discard {cards}, pass the rest"},
    "chosen_final": {"ja": "伏せた選択: {cards} を捨てる → {kind}", "en": "Your choice: discard {cards} → {kind}"},
    "discarding": {"ja": "捨てる", "en": "discard"},
    "last": {"ja": "公開 (第{n}ラウンド)", "en": "Revealed (round {n})"},
    "wins": {"ja": "勝ち", "en": "wins"},
    "final_of": {"ja": "{name}の役", "en": "{name}'s hand"},
    "draw": {"ja": "引き分け: ダメージなし", "en": "A draw: no damage"},
    "strike": {"ja": "打撃点 {n}", "en": "strike {n}"},
    "borrowed": {"ja": "打撃点 {n} (相手の役から)", "en": "strike {n} (the rival's)"},
    "joker_x2": {"ja": "× 2 (ジョーカー)", "en": "× 2 (joker)"},
    "bariki_x2": {"ja": "× 2 (バリキ)", "en": "× 2 (Bariki)"},
    "damage": {"ja": "{steps} = {loser}に {n} ダメージ", "en": "{steps} = {n} damage to {loser}"},
    "ended_down": {"ja": "最後のラウンドの裏向きの捨て札", "en": "Last round's face-down discards"},
}


def _card(code: str, lang: str, cls: str = "", compact: bool = False) -> str:
    """デルタ's card code ("H7", "J2") as the kit's playing card, hooked by `data-card`; its width comes from the
    container's `--kit-card-w` (delta.css), `compact` draws the big-index face of small cards."""
    attrs = {"data-card": code}
    if is_joker(code):
        return playing_card("JOKER", joker=int(code[1]), lang=lang, cls=cls, compact=compact, attrs=attrs)
    return playing_card(code[1:], code[0], lang=lang, cls=cls, compact=compact, attrs=attrs)


def _spoken(code: str, lang: str) -> str:
    return spoken_name("JOKER", joker=int(code[1]), lang=lang) if is_joker(code) else spoken_name(code[1:], code[0], lang)


def _row(cards, lang: str, cls: str = "") -> str:
    """Small face-up cards in a row (the kit's `kit-row` staggers their motion)."""
    return f'<div class="kit-row dl-row">{"".join(_card(c, lang, cls, compact=True) for c in cards)}</div>'


def _fill(template: dict, lang: str, **parts) -> str:
    """A sentence whose words are escaped and whose `{fields}` are already HTML (a number in its hook span)."""
    pieces = re.split(r"\{(\w+)\}", tr(template, lang))
    return "".join(parts[piece] if i % 2 else esc(piece) for i, piece in enumerate(pieces))


def kind_label(hand_info: dict, lang: str) -> str:
    """E.g. "3枚役 ♠ (18)", "2枚役 ♥ + JOKER (13)", "特殊役" (from a final's or an action payload's fields)."""
    name = tr(KIND_NAMES[hand_info["kind"]], lang)
    if hand_info["kind"] == "special":
        return name
    joker = " + JOKER" if hand_info["joker"] else ""
    return f'{name} {SUIT_MARKS[hand_info["suit"]]}{joker} ({hand_info["strike"]})'


def triangle(lang: str) -> str:
    """The three suits round a triangle, each arrow pointing at the suit it beats; the label says it in words."""
    return (
        f'<figure class="dl-triangle" role="img" aria-label="{esc(tr(WORDS["triangle"], lang))}">'
        '<svg viewBox="0 0 120 104" aria-hidden="true" focusable="false">'
        '<defs><marker id="dl-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" '
        'orient="auto-start-reverse"><path d="M0 0L10 5L0 10z"/></marker></defs>'
        '<line x1="52" y1="26" x2="26" y2="74" marker-end="url(#dl-arrow)"/>'
        '<line x1="36" y1="86" x2="84" y2="86" marker-end="url(#dl-arrow)"/>'
        '<line x1="94" y1="74" x2="68" y2="26" marker-end="url(#dl-arrow)"/>'
        '<text x="60" y="20" class="dl-black">♠</text><text x="18" y="94" class="dl-red">♥</text>'
        '<text x="102" y="94" class="dl-red">♦</text></svg></figure>'
    )


def render(view: dict, names: list, lang: str) -> str:
    me = view["viewer"]
    rival = 1 - me if me is not None else 1
    over = view["result"] is not None
    fresh = not view.get("picked") and not any(view["chosen"])  # the first render of this step (see the docstring)
    top = [rival] if me is not None else [0, 1]
    parts = [f'<div class="dl-seats">{"".join(_seat(view, p, names, lang, over, fresh) for p in top)}</div>',
             _middle(view, names, lang, over, fresh)]
    if me is not None:
        parts.append(_mine(view, names, lang, over, fresh))
    return f'<div class="dl-table" data-phase="{esc(view["phase"])}">{"".join(parts)}</div>'


def _endurance(view: dict, p: int, lang: str, fresh: bool) -> str:
    """Endurance never reads below 0 (the game is lost at 0 or less); バリキ mode in words and an emblem."""
    value = view["endurance"][p]
    hit = fresh and view["last"] is not None and view["last"]["winner"] == 1 - p and view["phase"] == PASS
    shown = counter("endurance", p, max(value, 0), max(view["start_endurance"], value), tr(WORDS["endurance"], lang))
    bariki = (f'<p class="dl-bariki" data-bariki="{p}"><span aria-hidden="true">⚡</span> '
              f'{esc(tr(WORDS["bariki"], lang))}</p>') if 1 <= value <= BARIKI else ""
    pulse = " " + animate(JUST_CHANGED) if hit else ""
    return f'<div class="dl-endurance{pulse}">{shown}{bariki}</div>'


def _seat(view: dict, p: int, names: list, lang: str, over: bool, fresh: bool) -> str:
    """A seat seen from across the table: endurance, the hand as backs, the face-down discards as a pile."""
    count = view["discard_counts"][p]
    down = pile(count, WORDS["down"], lang=lang, kind="discard", attrs={"data-discards": p, "data-value": count})
    # at the end the finals are on the table: the five cards the hand held before the last discard are no news
    backs = "" if over else hidden_hand(view["hand_sizes"][p], tr(HAND_OF, lang, name=names[p]), lang=lang,
                                        size=None, max_shown=5)
    state = "" if over else choice_state(view["chosen"][p], lang)
    return (f'<section class="seat dl-seat" aria-label="{esc(names[p])}"><h3 class="seat-name">{esc(names[p])}</h3>'
            f'{_endurance(view, p, lang, fresh)}{state}<div class="dl-zones">{backs}{down}</div></section>')


def _middle(view: dict, names: list, lang: str, over: bool, fresh: bool) -> str:
    parts = []
    round_name = "" if over else f'<p class="dl-round">{esc(tr("round", lang, n=view["round"]))}</p>'
    info = (f'<div class="dl-info">{round_name}{triangle(lang)}'
            f'{pile(view["deck"], WORDS["deck"], lang=lang, attrs={"data-deck": view["deck"]})}</div>')
    if view["viewer"] is not None and not over and view["phase"] != PASS:
        parts.append(_exchange(view, lang, fresh))
    if view["last"]:
        parts.append(_last_round(view, names, lang, fresh or over))
    if over and view.get("ended"):
        parts.append(_ended(view, names, lang))
    return f'<div class="dl-middle">{info}<div class="dl-news">{"".join(parts)}</div></div>'


def _exchange(view: dict, lang: str, fresh: bool) -> str:
    """The final step: the three passed (the rival's hand now holds them) and the three received."""
    passed = _row(view["passed"], lang)
    received = _row(view["received"], lang, animate(FROM_TOP, when=fresh))
    return (f'<div class="dl-exchange">'
            f'<section class="dl-zone" data-zone="passed"><h3>{esc(tr(WORDS["passed"], lang))}</h3>{passed}</section>'
            f'<section class="dl-zone" data-zone="received"><h3>{esc(tr(WORDS["received"], lang))}</h3>'
            f'{received}</section></div>')


def _last_round(view: dict, names: list, lang: str, fresh: bool) -> str:
    """Both finals turned over together, named by hand type, and the damage worked out."""
    last = view["last"]
    winner = last["winner"]
    flip = animate(REVEAL, when=fresh)
    badge = f' <strong class="dl-badge">{esc(tr(WORDS["wins"], lang))}</strong>'
    finals = "".join(
        f'<div class="dl-final{" dl-won" if winner == p else ""}" data-final="{p}" role="group" '
        f'aria-label="{esc(tr(WORDS["final_of"], lang, name=names[p]))}">'
        f'<p class="dl-final-name">{esc(names[p])}{badge if winner == p else ""}</p>'
        f'{_row(hand_info["cards"], lang, flip)}'
        f'<p class="dl-kind" data-kind="{hand_info["kind"]}">{esc(kind_label(hand_info, lang))}</p></div>'
        for p, hand_info in enumerate(last["finals"])
    )
    if winner is None:
        outcome = esc(tr(WORDS["draw"], lang))
    else:
        b = last["breakdown"]
        special = last["finals"][winner]["kind"] == "special"
        steps = [tr(WORDS["borrowed" if special else "strike"], lang, n=b["strike"])]
        steps += [tr(WORDS["joker_x2"], lang)] if b["joker"] else []
        steps += [tr(WORDS["bariki_x2"], lang)] if b["bariki"] else []
        outcome = _fill(WORDS["damage"], lang, loser=esc(names[1 - winner]),
                        steps=f'<span class="dl-steps">{esc(" ".join(steps))}</span>',
                        n=f'<span class="dl-damage" data-damage="{b["damage"]}">{b["damage"]}</span>')
    return (f'<section class="dl-last" aria-label="{esc(tr(WORDS["last"], lang, n=last["round"]))}">'
            f'<h3>{esc(tr(WORDS["last"], lang, n=last["round"]))}</h3>'
            f'<div class="dl-finals">{finals}<p class="dl-outcome">{outcome}</p></div></section>')


def _ended(view: dict, names: list, lang: str) -> str:
    """At the end, what was discarded face down in the last round, both players'."""
    rows = "".join(f'<div class="dl-ended-seat"><p>{esc(names[p])}</p>{_row(cards, lang)}</div>'
                   for p, cards in enumerate(view["ended"]["discards"]))
    return (f'<section class="dl-ended"><h3>{esc(tr(WORDS["ended_down"], lang))}</h3>'
            f'<div class="dl-ended-seats">{rows}</div></section>')


def _mine(view: dict, names: list, lang: str, over: bool, fresh: bool) -> str:
    """My side: endurance, my face-down discards (face up to me), my hand as pieces, and the confirm bar."""
    me = view["viewer"]
    count = len(view["discards"])
    discards = (f'<section class="dl-zone dl-my-down" data-zone="discards" data-discards="{me}" '
                f'data-value="{count}" aria-label="{esc(count_label(WORDS["my_down"], count, lang))}">'
                f'<h3>{esc(tr(WORDS["my_down"], lang))}</h3>'
                f'{_row(view["discards"], lang, "dl-face-down") if count else card_slot()}</section>')
    if over:  # the last round's discards are with the rival's, in the middle
        state = discards = ""
    else:
        state = choice_state(view["chosen"][me], lang)
    side = (f'<section class="seat seat-mine dl-me" aria-label="{esc(names[me])}">'
            f'<h3 class="seat-name">{esc(names[me])}</h3>{_endurance(view, me, lang, fresh)}{state}{discards}</section>')
    return f'<div class="dl-mine">{"" if over else _hand(view, names, lang, fresh)}{side}</div>'


def _hand(view: dict, names: list, lang: str, fresh: bool) -> str:
    legal, picked = view["legal"], view.get("picked") or []
    received, drawn = set(view["received"]), set(view["drawn"])
    final = view["phase"] != PASS
    mine = view.get("my_choice")
    chosen = set(discards_of(mine)) if mine else set()
    open_tokens = pickable(legal, picked, PICK_KEY)
    hints = _hints(legal, picked, lang) if final else {}
    pieces = []
    for c in view["hand"]:
        mark, named, motion = "", _spoken(c, lang), ""
        if c in received and final:
            mark, named = tr(WORDS["received_mark"], lang), tr(WORDS["received_name"], lang, card=named)
            motion = FROM_TOP
        elif c in drawn and final:
            mark, named = tr(WORDS["drawn_mark"], lang), tr(WORDS["drawn_name"], lang, card=named)
            motion = FROM_LEFT
        face = _card(c, lang, cls=animate(motion, when=fresh) if motion else "")
        if legal:
            body = pick(face, c, name=named, selected=c in picked, enabled=c in open_tokens)
        else:
            body = piece(face, None, cls="dl-chosen-out" if c in chosen else "")
        notes = "".join(f'<span class="dl-{k}">{esc(v)}</span>' for k, v in
                        (("mark", mark), ("hint", hints.get(c, "")),
                         ("out", tr(WORDS["discarding"], lang) if c in chosen else "")) if v)
        pieces.append(body + (f'<span class="dl-notes" aria-hidden="true">{notes}</span>' if notes else ""))
    label = count_label(own_hand_name(view, names), len(view["hand"]), lang)
    cards = hand(pieces, label, layout="fan", cls="dl-hand", attrs={"data-zone": "hand"})
    return f'<div class="dl-hand-area">{cards}{_choice(view, lang, chosen, final)}</div>'


def _hints(legal, picked, lang: str) -> dict:
    """With one card picked in the final step: for each card that may join it, the hand that pair would leave
    (read from the matching action's payload)."""
    if len(picked) != 1:
        return {}
    hints = {}
    for c in pickable(legal, picked, PICK_KEY):
        found = matching_actions(legal, [picked[0], c], PICK_KEY)
        if len(found) == 1:
            payload = found[0]["payload"]
            strike = "" if payload["strike"] is None else f' {payload["strike"]}'
            suit = SUIT_MARKS.get(payload["suit"], "")
            hints[c] = f'→ {tr(WORDS["short_kinds"][payload["kind"]], lang)}{suit}{strike}'
    return hints


def _choice(view: dict, lang: str, chosen: set, final: bool) -> str:
    """The confirm bar with what the selection would pass or keep; after choosing, the face-down choice."""
    legal, picked = view["legal"], view.get("picked") or []
    if not legal:
        if not chosen:
            return ""
        kind = kind_label(hand_of([c for c in view["hand"] if c not in chosen]), lang) if final else ""
        key = "chosen_final" if final else "chosen_pass"
        cards = " ".join(card_name(c) for c in sorted(chosen, key=view["hand"].index))
        return f'<p class="my-choice dl-my-choice">{esc(tr(WORDS[key], lang, cards=cards, kind=kind))}</p>'
    found = matching_actions(legal, picked, PICK_KEY)
    preview = ""
    if len(found) == 1:
        payload = found[0]["payload"]
        title = tr(WORDS["will_keep" if final else "will_pass"], lang)
        kind = f'<span class="dl-preview-kind">{esc(kind_label(payload, lang))}</span>' if final else ""
        preview = (f'<div class="dl-preview" role="status"><span class="dl-preview-title">{esc(title)}</span>'
                   f'{_row(payload["keep"], lang)}{kind}</div>')
    prompt = tr(WORDS["pick_final" if final else "pick_pass"], lang) if not preview else ""
    bar = confirm_bar(legal, picked, PICK_KEY, lang, prompt=prompt,
                      label=tr(WORDS["go_final" if final else "go_pass"], lang), cls="dl-confirm")
    return f'<div class="dl-choice">{preview}{bar}</div>'

