"""すとすて ver.2's table, top to bottom: the rival (victory points against the goal, the hand as backs and a count,
the cards known to be in it), the middle (the three resource dice; the last reveal: both cards turned over with
each power worked out, the winner's gain and combo; the combo graph with the chain being played; the shared discard
pile, face-up and face-down cards told apart, and the deck), then my side (points, hand size) and my hand.

My hand is action cards drawn as the kit's game cards, each saying what it scores with these dice (its power, and
what it scores against the cards that change it) and where its combo leads. The card a legal action uses is the
control: tap it to lay it face down, to discard it after a tie, or to reveal it in a combo; "no combo" / "end the
combo" stays in the choice bar. The winner's reroll is a select-then-confirm of two dice (PICK_KEY "dice").

Motion, on the first render after the change (nothing picked yet): the played cards flip together and the rival's
pulses; the card taken from the loser travels into the winner's hand; rerolled dice tumble in.
"""

from fudabako.games.stosute.rules import combo_cards, victory_points
from fudabako.games.stosute_proto.power import ACTION_NAMES, ACTIONS, RESOURCE_NAMES, RESOURCES, power

from ..i18n import tr
from ..kit import (HAND_OF, card_back, card_slot, confirm_bar, count_label, die, game_card, hand, hidden_hand,
                   matching_actions, own_hand_name, pick, pickable, piece, pile)
from ..kit.motion import FROM_TOP, JUST_CHANGED, REVEAL, animate
from ..widgets import choice_state, counter, esc
from .stosute_proto import COLOURS, TONES

PICK_KEY = "dice"
ONE_TAP = True  # a tap on a card plays it
# What each computer level does in this game (ai/stosute.py), more precisely than the shell's one-liners.
LEVEL_NOTES = {
    "predictable": {"ja": "いつも今のダイスで権力が最も高い札を出し、コンボは最長、ダイスは最高の目を残します",
                    "en": "Always plays its most powerful card under these dice, the longest combo, and keeps its "
                          "highest die"},
    "easy": {"ja": "2回に1回は権力が最も高い札、あとはでたらめ", "en": "Half the time its most powerful card, "
             "otherwise any card"},
    "normal": {"ja": "今のラウンドの権力差だけで均衡戦略を計算します (コンボと勝利条件は見ません)",
               "en": "Plays the equilibrium of this round's power difference (no combos, no goal)"},
    "strong": {"ja": "お互いに相手の手札を知らないまま読み合うとして、ありうる手札すべての均衡戦略を計算します"
                         " (コンボと勝利条件込み)",
               "en": "Plays the equilibrium of the round over every hand each of you may hold, neither knowing the "
                     "other's (combos and the goal counted)"},
    "yomi": {"ja": "つよいに加えて、あなたの札の選び方 (ダイス任せ・コンボ狙い・目先の得・裏読み・でたらめ) を"
                   "見抜いて突いてきます",
             "en": "Strong, and it finds out how you choose your cards (by the dice, for combos, for the surest "
                   "points, against its obvious card, at random) to punish it"},
}

# Each action's tone and emblem (decoration: the name is always in words).
LOOKS = {"explore": ("green", "⚑"), "trade": ("gold", "⇄"), "growth": ("red", "❦"), "build": ("grey", "⌂"),
         "research": ("blue", "✎"), "conquer": ("violet", "⚔")}

WORDS = {
    "points": {"ja": "勝利点", "en": "Victory points"},
    "goal": {"ja": "{goal}点以上・{lead}点差で勝ち", "en": "Win at {goal}+ with a lead of {lead}+"},
    "hand_size": {"ja": "手札", "en": "Hand:"},
    "cards_unit": {"ja": "枚", "en": ""},
    "known": {"ja": "わかっている札", "en": "Known in their hand"},
    "die": {"ja": "{name} ({colour}のダイス)", "en": "{name} ({colour} die)"},
    "dice": {"ja": "{round}の資源", "en": "Resources of {round}"},
    "vs": {"ja": "対{name}", "en": "vs {name}"},
    "links": {"ja": "→ {names}", "en": "→ {names}"},
    "won": {"ja": "勝ち", "en": "wins"},
    "played_by": {"ja": "{name}の出した札", "en": "{name}'s card"},
    "revealed": {"ja": "公開 (第{n}ラウンド)", "en": "Revealed (round {n})"},
    "gain": {"ja": "{winner}が{points}を獲得", "en": "{winner} gains {points}"},
    "combo_gain": {"ja": "{combo}で{points}", "en": "{combo}: {points}"},
    "even": {"ja": "同点: 双方カードを戻し、1枚ずつ裏向きに捨てて引き、ダイスを3個とも振り直す",
             "en": "A tie: both take their cards back, discard one face down, draw, and all dice are rerolled"},
    "rerolled": {"ja": "振り直し: {dice}", "en": "Rerolled: {dice}"},
    "graph": {"ja": "コンボのつながり", "en": "Combo links"},
    "graph_off": {"ja": "コンボなし (初回ルール)", "en": "No combos (first-game rule)"},
    "bonus": {"ja": "コンボ 1枚 1点・2枚 3点・3枚 6点", "en": "Combo: 1 card 1 point, 2 cards 3, 3 cards 6"},
    "pile": {"ja": "捨て札 (4枚で山へ)", "en": "Discards (4 → deck)"},
    "pile_short": {"ja": "捨て札", "en": "Discards"},
    "deck": {"ja": "山札", "en": "Deck"},
    "face_down": {"ja": "裏向きの捨て札", "en": "Face-down discard"},
    "mine_down": {"ja": "あなたが裏向きに捨てた{card}", "en": "{card}, your face-down discard"},
    "down_mark": {"ja": "裏", "en": "down"},
    "prompt_play": {"ja": "カードを1枚タップして伏せる", "en": "Tap a card to lay it face down"},
    "prompt_discard": {"ja": "同点: 裏向きに捨てる1枚をタップ", "en": "A tie: tap a card to discard face down"},
    "prompt_combo": {"ja": "コンボ: {last}からつながる札をタップ", "en": "Combo: tap a card linked from {last}"},
    "prompt_wait": {"ja": "相手の番です", "en": "Your rival's move"},
    "reroll": {"ja": "振り直すダイスを2個選ぶ", "en": "Pick 2 dice to reroll"},
    "keeps": {"ja": "{name} {value} を残す", "en": "keeps {name} {value}"},
    "reroll_go": {"ja": "振り直す", "en": "Reroll"},
    "my_choice": {"ja": "伏せた札: {name} (相手を待っています)", "en": "Laid face down: {name} (waiting for your rival)"},
    "in_combo": {"ja": "公開中", "en": "revealed"},
    "laid": {"ja": "伏せた", "en": "face down"},
    "taken": {"ja": "奪った札", "en": "taken"},
}


def _name(card: str, lang: str) -> str:
    return tr(ACTION_NAMES[card], lang)


def _names(cards, lang: str) -> str:
    return ("・" if lang == "ja" else ", ").join(_name(c, lang) for c in cards)


def action_card(card: str, view: dict, lang: str, *, value=None, cls: str = "", attrs: dict | None = None) -> str:
    """An action card as a game card: its power now in the corner (the engine's `power` with these dice against a
    card that changes nothing), what it scores against the cards that change it, and where its combo leads. With
    `value` (a revealed card) the power it had is shown big and the rest is left out."""
    tone, emblem = LOOKS[card]
    if value is not None:  # the power it had, big in the middle (the worked sum is written under the card)
        return game_card(_name(card, lang), emblem=str(value), tone=tone, cls=f"st-power {cls}".strip(), attrs=attrs)
    dice = view["dice"]
    base = power(card, "", dice)
    stats = [(tr(WORDS["vs"], lang, name=_name(other, lang)), power(card, other, dice))
             for other in ACTIONS if power(card, other, dice) != base]
    links = view["graph"].get(card, ())
    footer = tr(WORDS["links"], lang, names=_names(links, lang)) if links else ""
    return game_card(_name(card, lang), corner=str(base), emblem=emblem, stats=stats, footer=footer, tone=tone,
                     cls=cls, attrs=attrs)


def _small(card: str | None, lang: str, name: str = "", cls: str = "") -> str:
    """A small card: face up with its name, or a back (None)."""
    if card is None:
        return card_back(name=name or tr(WORDS["face_down"], lang), cls=cls)
    tone, _ = LOOKS[card]
    return game_card(_name(card, lang), tone=tone, cls=cls, name=name or None)


def render(view: dict, names: list, lang: str) -> str:
    me = view["viewer"]
    over = view["result"] is not None
    picked = view.get("picked") or []
    last = view["last"]
    phase = view["phase"]
    # the first render after the showdown (see the module's docstring): combo or reroll not yet begun, or a tie
    fresh_reveal = not picked and last is not None and (
        over or (phase == "combo" and not view["chain"]) or (phase == "reroll" and not last["chain"])
        or (phase == "discard" and not any(view["chosen"])))
    fresh_dice = not picked and phase == "play" and not any(view["chosen"])
    top = [1 - me] if me is not None else [0, 1]
    piles = _piles(view, me, lang)  # beside my seat, or with the graph for a spectator
    parts = [f'<div class="st-seats">{"".join(_seat(view, p, names, lang) for p in top)}</div>',
             '<div class="st-middle">',
             _dice(view, lang, fresh_dice),
             _reveal(view, names, lang, fresh_reveal) if last else "",
             f'<div class="st-side">{_graph(view, lang)}{piles if me is None else ""}</div>',
             "</div>"]
    if me is not None:
        parts.append(_mine(view, names, lang, piles, travel=phase == "reroll" and not picked))
    return f'<div class="st-table" data-phase="{esc(phase)}">{"".join(parts)}</div>'


def _points(view: dict, p: int, lang: str) -> str:
    return counter("points", p, view["points"][p], view["goal"], tr(WORDS["points"], lang))


def _hand_size(view: dict, p: int, lang: str) -> str:
    """"手札 4枚", the number alone in its hook element."""
    return (f'<p class="st-hand-size">{esc(tr(WORDS["hand_size"], lang))} '
            f'<span data-hand-size="{p}">{view["hand_sizes"][p]}</span>{esc(tr(WORDS["cards_unit"], lang))}</p>')


def _choosing(view: dict, p: int, lang: str) -> str:
    """Whether seat p has chosen, while both choose at once (a card to play, or to discard after a tie)."""
    return choice_state(view["chosen"][p], lang) if view["phase"] in ("play", "discard") else ""


def _seat(view: dict, p: int, names: list, lang: str) -> str:
    """A seat seen from across the table: points, the hand (backs, or face up once the game is over), the cards
    known to be in it, whether it has chosen."""
    cards = view["hands"][p]
    if cards is not None:  # the end: the hand is shown
        shown = hand([_small(c, lang) for c in cards], count_label(tr(HAND_OF, lang, name=names[p]),
                                                                   len(cards), lang), layout="wrap", cls="st-small")
    else:
        shown = hidden_hand(view["hand_sizes"][p], tr(HAND_OF, lang, name=names[p]), lang=lang, size=None,
                            max_shown=6)
    known = ""
    if cards is None and view["viewer"] is not None and view["known"]:
        title = tr(WORDS["known"], lang)
        known = (f'<div class="st-known"><h4>{esc(title)}</h4>'
                 f'{hand([_small(c, lang) for c in view["known"]], title, layout="wrap", cls="st-small")}</div>')
    return (f'<section class="seat st-seat" aria-label="{esc(names[p])}"><h3 class="seat-name">{esc(names[p])}</h3>'
            f'{_points(view, p, lang)}<div class="st-seat-info">{_hand_size(view, p, lang)}{_choosing(view, p, lang)}</div>'
            f'<div class="st-zones">{shown}{known}</div></section>')


def _dice(view: dict, lang: str, fresh: bool) -> str:
    """The three resource dice, named by resource and colour; in the reroll, the winner's picks."""
    last = view["last"]
    rolled = set(last["rerolled"] or ()) if fresh and last else set()
    legal, picked = view.get("legal", []) if view["phase"] == "reroll" else [], view.get("picked") or []
    open_tokens = pickable(legal, picked, PICK_KEY)
    items = []
    for r in RESOURCES:
        label = tr(WORDS["die"], lang, name=tr(RESOURCE_NAMES[r], lang), colour=tr(COLOURS[r], lang))
        value = view["dice"][r]
        face = die(value, name=f"{label} {value}", tone=TONES[r], fresh=r in rolled, attrs={"data-die": r})
        if legal:
            face = pick(face, r, name=f"{label} {value}", selected=r in picked, enabled=r in open_tokens)
        items.append(f'<li class="st-die">{face}<span class="st-die-label" aria-hidden="true">'
                     f'{esc(tr(RESOURCE_NAMES[r], lang))} <b>{value}</b></span></li>')
    heading = tr(WORDS["dice"], lang, round=tr("round", lang, n=view["round"]))
    goal = tr(WORDS["goal"], lang, goal=view["goal"], lead=view["lead"])
    return (f'<section class="st-dice" aria-label="{esc(heading)}"><h3>{esc(tr("round", lang, n=view["round"]))}</h3>'
            f'<ul class="kit-row st-dice-row">{"".join(items)}</ul><p class="st-goal">{esc(goal)}</p></section>')


def _reroll_bar(view: dict, lang: str) -> str:
    """The reroll's confirm bar: which die the pair would keep, from the matched action's payload."""
    legal, picked = view.get("legal", []), view.get("picked") or []
    found = matching_actions(legal, picked, PICK_KEY)
    prompt = tr(WORDS["reroll"], lang)
    if len(found) == 1:
        keep = found[0]["payload"]["keep"]
        prompt = tr(WORDS["keeps"], lang, name=tr(RESOURCE_NAMES[keep], lang), value=view["dice"][keep])
    return confirm_bar(legal, picked, PICK_KEY, lang, prompt=prompt, label=tr(WORDS["reroll_go"], lang),
                       cls="st-confirm")


def _reveal(view: dict, names: list, lang: str, fresh: bool) -> str:
    """The last showdown: both cards turned over together, each power worked out, the winner's gain and combo."""
    last = view["last"]
    winner, me = last["winner"], view["viewer"]
    chain = view["chain"] if view["phase"] == "combo" else last["chain"]
    plays = []
    for p in ([1 - me, me] if me is not None else [0, 1]):
        card, steps = last["cards"][p], last["steps"][p]
        cls = animate(REVEAL, when=fresh) + (" " + animate(JUST_CHANGED, when=fresh) if p != me else "")
        played = action_card(card, view, lang, value=steps["value"], cls=cls.strip())
        combo = ""
        if p == winner and chain:
            combo = "".join(f'<span class="st-arrow" aria-hidden="true">→</span>{_small(c, lang)}' for c in chain)
        badge = f' <strong class="st-badge">{esc(tr(WORDS["won"], lang))}</strong>' if p == winner else ""
        plays.append(f'<div class="st-play{" st-won" if p == winner else ""}" role="group" '
                     f'aria-label="{esc(tr(WORDS["played_by"], lang, name=names[p]))}">'
                     f'<p class="st-play-name">{esc(names[p])}{badge}</p>'
                     f'<div class="st-play-cards">{played}{combo}</div>'
                     f'<p class="st-steps">{esc(tr(steps, lang))}</p></div>')
    if winner is None:
        lines = [tr(WORDS["even"], lang)]
    else:
        lines = [tr(WORDS["gain"], lang, winner=names[winner], points=tr(victory_points(last["gain"]), lang))]
        if last["chain"]:
            lines.append(tr(WORDS["combo_gain"], lang, combo=tr(combo_cards(len(last["chain"])), lang),
                            points=tr(victory_points(last["bonus"]), lang)))
        if last["rerolled"]:
            lines.append(tr(WORDS["rerolled"], lang, dice=_dice_names(last["rerolled"], lang)))
    outcome = f'<p class="st-outcome">{"".join(f"<span>{esc(line)}</span>" for line in lines)}</p>'
    title = tr(WORDS["revealed"], lang, n=last["round"])
    return (f'<section class="st-reveal" data-st-winner="{"" if winner is None else winner}" '
            f'aria-label="{esc(title)}"><h3>{esc(title)}</h3><div class="st-plays">{"".join(plays)}</div>'
            f'{outcome}</section>')


def _dice_names(resources, lang: str) -> str:
    return ("・" if lang == "ja" else ", ").join(tr(RESOURCE_NAMES[r], lang) for r in resources)


def ring_order(graph: dict) -> list:
    """The graph's cards in an order that follows its links (each next card the first unvisited one it links to),
    so that drawn round a ring most links join neighbours."""
    order, todo = [], list(graph)
    while todo:
        card = todo[0]
        while card is not None and card not in order:
            order.append(card)
            todo.remove(card)
            card = next((c for c in graph.get(card, ()) if c not in order and c in todo), None)
    return order


# Ring positions in a 300 × 190 box, clockwise from the top; each card's label is a 80 × 26 box round its point.
_RING = ((150, 16), (256, 56), (256, 134), (150, 174), (44, 134), (44, 56))
_HALF_W, _HALF_H = 40, 13


def _graph(view: dict, lang: str) -> str:
    """The combo graph as a ring of cards with arrows; during a combo the path so far and the cards it may reach
    next are marked (in words too: the figure's label lists every link)."""
    graph = view["graph"]
    if not view["combo_on"]:
        return f'<section class="st-graph"><h3>{esc(tr(WORDS["graph_off"], lang))}</h3></section>'
    order = ring_order(graph)
    at = {c: _RING[i * len(_RING) // len(order)] for i, c in enumerate(order)}
    path, nxt = [], set()
    if view["phase"] == "combo":
        path = [view["table"][view["last"]["winner"]]] + view["chain"]
        nxt = {a["payload"]["card"] for a in view.get("legal", []) if a["payload"].get("card")}
    elif view["last"] and view["last"]["chain"]:
        path = [view["last"]["cards"][view["last"]["winner"]]] + view["last"]["chain"]
    used = set(zip(path, path[1:]))
    edges, drawn = [], set()
    for src, dsts in graph.items():
        for dst in dsts:
            if (dst, src) in drawn:
                continue
            both = src in graph.get(dst, ())
            drawn.add((src, dst))
            (x1, y1), (x2, y2) = at[src], at[dst]
            dx, dy = x2 - x1, y2 - y1
            length = (dx * dx + dy * dy) ** .5
            # stop short of the labels: where the line leaves a label's box, and a little more
            cut = (min(_HALF_W / abs(dx) if dx else 1e9, _HALF_H / abs(dy) if dy else 1e9) * length + 4) / length
            on = (src, dst) in used or (dst, src) in used
            start = ' marker-start="url(#st-arrow)"' if both else ""
            edges.append(f'<line class="st-edge{" st-on" if on else ""}" x1="{x1 + dx * cut:.1f}" '
                         f'y1="{y1 + dy * cut:.1f}" x2="{x2 - dx * cut:.1f}" y2="{y2 - dy * cut:.1f}"'
                         f'{start} marker-end="url(#st-arrow)"/>')
    nodes = "".join(
        f'<g class="st-node st-node-{c}{" st-on" if c in path else ""}{" st-next" if c in nxt else ""}">'
        f'<rect x="{x - _HALF_W}" y="{y - _HALF_H}" width="{2 * _HALF_W}" height="{2 * _HALF_H}" rx="{_HALF_H}"/>'
        f'<text x="{x}" y="{y + 5}">{esc(_name(c, lang))}</text></g>'
        for c, (x, y) in at.items())
    spoken = ("、" if lang == "ja" else "; ").join(f"{_name(s, lang)} → {_names(d, lang)}" for s, d in graph.items())
    return (f'<section class="st-graph"><h3>{esc(tr(WORDS["graph"], lang))}</h3>'
            f'<figure role="img" aria-label="{esc(tr(WORDS["graph"], lang))}: {esc(spoken)}">'
            '<svg viewBox="0 0 300 190" aria-hidden="true" focusable="false"><defs>'
            '<marker id="st-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" '
            'markerWidth="11" markerHeight="11" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z"/></marker>'
            f'</defs>{"".join(edges)}{nodes}</svg></figure>'
            f'<p class="st-bonus">{esc(tr(WORDS["bonus"], lang))}</p></section>')


def _piles(view: dict, me, lang: str) -> str:
    """The shared discard pile, each card face up or face down (mine face down: face up to me, marked), and the
    deck."""
    entries = []
    for d in view["discard"]:
        if d["up"]:
            entries.append(f'<li data-pile="up">{_small(d["card"], lang)}</li>')
        elif d["card"]:  # my own face-down discard (or anyone's, once the game is over)
            name = (tr(WORDS["mine_down"], lang, card=_name(d["card"], lang)) if d["owner"] == me
                    else f'{_name(d["card"], lang)} ({tr(WORDS["face_down"], lang)})')
            entries.append(f'<li data-pile="down" class="st-down">{_small(d["card"], lang, name=name)}'
                           f'<span class="st-down-mark" aria-hidden="true">{esc(tr(WORDS["down_mark"], lang))}</span>'
                           f'</li>')
        else:
            entries.append(f'<li data-pile="down">{_small(None, lang)}</li>')
    n = len(view["discard"])
    listing = "".join(entries) if entries else f'<li class="st-empty">{card_slot()}</li>'
    deck = pile(view["deck"], WORDS["deck"], lang=lang, attrs={"data-deck": view["deck"]})
    return (f'<section class="st-piles"><div class="st-pile">'
            f'<h3>{esc(tr(WORDS["pile"], lang))}</h3>'
            f'<ul class="st-pile-cards" data-discard-count="{n}" '
            f'aria-label="{esc(count_label(WORDS["pile_short"], n, lang))}">{listing}</ul></div>{deck}</section>')


def _mine(view: dict, names: list, lang: str, piles: str, travel: bool) -> str:
    """My hand (the cards are the controls), and beside it the piles over my seat; `travel`: the card just taken
    comes in."""
    me = view["viewer"]
    side = (f'<section class="seat seat-mine st-me" aria-label="{esc(names[me])}">'
            f'<h3 class="seat-name">{esc(names[me])}</h3>{_points(view, me, lang)}'
            f'<div class="st-seat-info">{_hand_size(view, me, lang)}{_choosing(view, me, lang)}</div></section>')
    return f'<div class="st-mine">{_hand(view, names, lang, travel)}<div class="st-mine-side">{piles}{side}</div></div>'


def _hand(view: dict, names: list, lang: str, travel: bool) -> str:
    me, phase, last = view["viewer"], view["phase"], view["last"]
    cards = view["hands"][me]
    by_card = {a["payload"]["card"]: a for a in view.get("legal", []) if a["payload"].get("card")}
    revealed = list(view["chain"]) if phase == "combo" else []  # combo cards shown but still held
    taken = last["cards"][1 - me] if travel and last["winner"] == me else None  # just taken from the loser
    mine = view.get("my_choice")
    laid = mine.split(":", 1)[1] if mine else None  # laid face down (to play or to discard), still in the hand
    pieces, key = [], 0
    for c in cards:
        note = ""
        if c == laid:
            laid = None
            pieces.append(piece(action_card(c, view, lang), None, cls="st-laid") +
                          f'<span class="st-note">{esc(tr(WORDS["laid"], lang))}</span>')
            continue
        if c in revealed:
            revealed.remove(c)
            pieces.append(piece(action_card(c, view, lang, cls="st-in-combo"), None) +
                          f'<span class="st-note">{esc(tr(WORDS["in_combo"], lang))}</span>')
            continue
        motion = ""
        if c == taken:
            taken, motion, note = None, animate(FROM_TOP), tr(WORDS["taken"], lang)
        face = action_card(c, view, lang, cls=motion)
        action = by_card.get(c)
        if action is not None:
            key += 1
        pieces.append(piece(face, action, lang=lang, key=key if action is not None and key <= 9 else None) +
                      (f'<span class="st-note">{esc(note)}</span>' if note else ""))
    label = count_label(own_hand_name(view, names), len(cards), lang)
    prompt = _reroll_bar(view, lang) if phase == "reroll" and view.get("legal") else _prompt(view, lang)
    chosen = f'<p class="my-choice">{esc(tr(WORDS["my_choice"], lang, name=_name(mine.split(":", 1)[1], lang)))}</p>' \
        if mine else ""
    return (f'<div class="st-hand-area">{prompt}{chosen}'
            f'{hand(pieces, label, layout="fan", cls="st-hand")}</div>')


def _prompt(view: dict, lang: str) -> str:
    """What the cards do now, in a line above them."""
    phase, legal = view["phase"], view.get("legal", [])
    if phase == "combo" and legal:
        last = view["chain"][-1] if view["chain"] else view["table"][view["viewer"]]
        words = tr(WORDS["prompt_combo"], lang, last=_name(last, lang))
    elif phase in ("play", "discard") and legal:
        words = tr(WORDS[f"prompt_{phase}"], lang)
    else:
        return ""
    return f'<p class="st-prompt">{esc(words)}</p>'
