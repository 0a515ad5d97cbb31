"""すとすて ver.2's table: victory points against the goal (20 and a lead of 6), the three resource dice with their
meaning, each hand (one's own face up, the other's size and the cards known in it), the played cards revealed
together with each power calculation as the engine wrote it, the combo graph with the chain being revealed, the
shared discard pile (face-up and face-down told apart) and the deck.

The controls (`actions`) are the cards themselves: tap a card in the hand to play or discard it, tap a linked card
to extend a combo (only the engine's legal links are buttons), or tap a pair of dice to reroll.
"""

from fudabako.games.stosute_proto.power import ACTION_NAMES, RESOURCE_NAMES, RESOURCES, power_terms

from ..i18n import tr
from ..widgets import card, counter, dice_row, die, esc, seats
from .stosute_proto import COLOURS, TONES
from .stosute_proto import WORDS as PROTO_WORDS

WORDS = {
    **{key: PROTO_WORDS[key] for key in ("points", "goal", "dice", "gain")},
    "die": {"ja": "{name} ({colour}のダイス)", "en": "{name} ({colour} die)"},
    "hand": {"ja": "手札", "en": "Hand"},
    "unit": {"ja": "枚", "en": " cards"},
    "known": {"ja": "わかっている札: {cards}", "en": "Known in this hand: {cards}"},
    "none": {"ja": "なし", "en": "none"},
    "won": {"ja": "勝ち", "en": "Wins"},
    "even": {"ja": "同点: 双方カードを戻し、1枚ずつ裏向きに捨てて引き、ダイスを3個とも振り直し",
             "en": "A tie: both take their cards back, discard one face down, draw, and all dice are rerolled"},
    "chain": {"ja": "コンボ: {cards} (+{bonus}点)", "en": "Combo: {cards} (+{bonus} points)"},
    "rerolled": {"ja": "振り直したダイス: {dice}", "en": "Rerolled: {dice}"},
    "revealed": {"ja": "公開 (第{n}ラウンド)", "en": "Revealed (round {n})"},
    "graph": {"ja": "コンボのつながり", "en": "Combo links"},
    "graph_off": {"ja": "コンボなし (初回ルール)", "en": "No combos (first-game rule)"},
    "bonus": {"ja": "1枚 1点 / 2枚 3点 / 3枚 6点", "en": "1 card: 1 point / 2: 3 points / 3: 6 points"},
    "pile": {"ja": "捨て札 ({n}枚, 4枚で山に戻して切り直し)", "en": "Discard pile ({n}; at 4 it is shuffled back)"},
    "deck": {"ja": "山札", "en": "Deck"},
    "face_down": {"ja": "裏向き", "en": "face down"},
    "face_up": {"ja": "表向き", "en": "face up"},
    "mine_down": {"ja": "裏向き (自分の: {card})", "en": "face down (mine: {card})"},
    "empty": {"ja": "(空)", "en": "(empty)"},
    "play": {"ja": "カードを1枚選んで伏せてください", "en": "Choose a card to lay face down"},
    "discard": {"ja": "同点: 裏向きに捨てるカードを1枚選んでください",
                "en": "A tie: choose a card to discard face down"},
    "combo": {"ja": "コンボ: {last}につながるカードをタップ (ここまで {n}枚)",
              "en": "Combo: tap a card linked from {last} ({n} so far)"},
    "reroll": {"ja": "振り直すダイスを2個選んでください", "en": "Choose the two dice to reroll"},
    "keep": {"ja": "{name} {value} を残す", "en": "keeps {name} {value}"},
    "not_linked": {"ja": "つながらない", "en": "not linked"},
    "table": {"ja": "場のカード: {cards}", "en": "On the table: {cards}"},
}


def joined(texts: list, lang: str) -> str:
    return ("、" if lang == "ja" else ", ").join(tr(t, lang) for t in texts)


def base_power(card_id: str, dice: dict, lang: str) -> str:
    """What a card scores before the other card is known (its conditional terms need the other card)."""
    terms = power_terms(card_id, "", dice)
    value = sum(v for _, v in terms)
    return f"{' + '.join(tr(t, lang) for t, _ in terms) or '0'} = {value}" if len(terms) > 1 else str(value)


def render(view: dict, names: list, lang: str) -> str:
    me = view["viewer"]
    round_name = tr("round", lang, n=view["round"])
    dice = "".join(
        die(r, view["dice"][r], tr(WORDS["die"], lang, name=tr(RESOURCE_NAMES[r], lang), colour=tr(COLOURS[r], lang)),
            TONES[r])
        for r in RESOURCES
    )
    choosing = view["phase"] in ("play", "discard") and view["result"] is None
    parts = [
        seats(view, names, lang, lambda p: _seat(view, p, lang), choosing),
        f'<p class="goal">{esc(tr(WORDS["goal"], lang, goal=view["goal"], lead=view["lead"]))}</p>',
        dice_row(tr(WORDS["dice"], lang, round=round_name), round_name, dice),
    ]
    if view.get("my_choice"):
        chosen = view["my_choice"].split(":", 1)[1]
        parts.append(f'<p class="my-choice">{esc(tr("my_choice", lang, label=tr(ACTION_NAMES[chosen], lang)))}</p>')
    if view["last"]:
        parts.append(_last(view, names, lang))
    parts.append(f'<div class="st-piles">{_graph(view, lang)}{_pile(view, me, lang)}</div>')
    return "".join(parts)


def _seat(view: dict, p: int, lang: str) -> str:
    body = counter("points", p, view["points"][p], view["goal"], tr(WORDS["points"], lang))
    size = view["hand_sizes"][p]
    body += (f'<p class="st-hand-size">{esc(tr(WORDS["hand"], lang))}: <span data-hand-size="{p}">{size}</span>'
             f'{esc(tr(WORDS["unit"], lang))}</p>')
    hand = view["hands"][p]
    if hand is not None:
        body += '<ul class="st-hand" aria-label="{}">{}</ul>'.format(
            esc(tr(WORDS["hand"], lang)),
            "".join(f'<li class="st-card st-{c}">{esc(tr(ACTION_NAMES[c], lang))}</li>' for c in hand))
    elif view["viewer"] is not None:
        known = joined([ACTION_NAMES[c] for c in view["known"]], lang) if view["known"] else tr(WORDS["none"], lang)
        body += f'<p class="st-known">{esc(tr(WORDS["known"], lang, cards=known))}</p>'
    return body


def _last(view: dict, names: list, lang: str) -> str:
    last = view["last"]
    winner = last["winner"]
    cards = "".join(
        card(f"{names[p]}: {tr(ACTION_NAMES[c], lang)}", tr(last["steps"][p], lang),
             tr(WORDS["won"], lang) if winner == p else "")
        for p, c in enumerate(last["cards"])
    )
    if winner is None:
        lines = [tr(WORDS["even"], lang)]
    else:
        lines = [tr(WORDS["gain"], lang, winner=names[winner], gain=last["gain"])]
        if last["chain"]:
            lines.append(tr(WORDS["chain"], lang, cards=" → ".join(tr(ACTION_NAMES[c], lang) for c in last["chain"]),
                            bonus=last["bonus"]))
    if last["rerolled"] and winner is not None:
        lines.append(tr(WORDS["rerolled"], lang, dice=joined([RESOURCE_NAMES[r] for r in last["rerolled"]], lang)))
    outcome = "".join(f'<p class="outcome">{esc(line)}</p>' for line in lines)
    return (f'<section class="last-round" data-st-winner="{"" if winner is None else winner}">'
            f'<h3>{esc(tr(WORDS["revealed"], lang, n=last["round"]))}</h3>'
            f'<div class="cards">{cards}</div>{outcome}</section>')


def _graph(view: dict, lang: str) -> str:
    """The combo links as a list; during a combo the played card and the chain so far are marked."""
    if not view["combo_on"]:
        return f'<section class="st-graph"><h3>{esc(tr(WORDS["graph_off"], lang))}</h3></section>'
    path = []
    if view["phase"] == "combo":
        path = [view["table"][view["last"]["winner"]]] + view["chain"]
    steps = set(zip(path, path[1:]))
    items = "".join(
        f'<li><span class="st-link-from{" st-on" if src in path else ""}">{esc(tr(ACTION_NAMES[src], lang))}</span>'
        f' → ' + " / ".join(
            f'<span class="st-link-to{" st-on" if (src, dst) in steps else ""}">{esc(tr(ACTION_NAMES[dst], lang))}'
            f'{" ✔" if (src, dst) in steps else ""}</span>' for dst in dsts) + "</li>"
        for src, dsts in view["graph"].items()
    )
    return (f'<section class="st-graph"><h3>{esc(tr(WORDS["graph"], lang))}</h3><ul>{items}</ul>'
            f'<p class="st-bonus">{esc(tr(WORDS["bonus"], lang))}</p></section>')


def _pile(view: dict, me, lang: str) -> str:
    entries = []
    for d in view["discard"]:
        if d["up"]:
            entries.append(f'<li class="st-up" data-pile="up">{esc(tr(ACTION_NAMES[d["card"]], lang))} '
                           f'({esc(tr(WORDS["face_up"], lang))})</li>')
        elif d["card"]:
            entries.append(f'<li class="st-down" data-pile="down">'
                           f'{esc(tr(WORDS["mine_down"], lang, card=tr(ACTION_NAMES[d["card"]], lang)))}</li>')
        else:
            entries.append(f'<li class="st-down" data-pile="down">🂠 {esc(tr(WORDS["face_down"], lang))}</li>')
    listing = "".join(entries) or f'<li>{esc(tr(WORDS["empty"], lang))}</li>'
    n = len(view["discard"])
    return (f'<section class="st-pile"><h3>{esc(tr(WORDS["pile"], lang, n=n))}</h3>'
            f'<ul data-discard-count="{n}">{listing}</ul>'
            f'<p>{esc(tr(WORDS["deck"], lang))}: <span data-deck="{view["deck"]}">{view["deck"]}</span></p></section>')


def actions(view: dict, lang: str) -> str:
    """The player's controls: hand cards to play or discard, linked cards for a combo, pairs of dice to reroll."""
    legal = view["legal"]
    if not legal:
        return ""
    phase = view["phase"]
    if phase == "combo":
        me = view["viewer"]
        last = view["chain"][-1] if view["chain"] else view["table"][me]
        prompt = tr(WORDS["combo"], lang, last=tr(ACTION_NAMES[last], lang), n=len(view["chain"]))
    else:
        prompt = tr(WORDS[phase], lang)
    buttons = []
    for i, a in enumerate(legal, 1):
        detail = ""
        if phase in ("play", "discard"):
            c = a["payload"]["card"]
            name = tr(ACTION_NAMES[c] if phase == "play" else a["label"], lang)
            twice = " ×2" if view["hands"][view["viewer"]].count(c) > 1 else ""
            detail = f'{name} ({base_power(c, view["dice"], lang)}){twice}'
        elif phase == "reroll":
            keep = a["payload"]["keep"]
            detail = (f'{tr(a["label"], lang)} '
                      f'({tr(WORDS["keep"], lang, name=tr(RESOURCE_NAMES[keep], lang), value=view["dice"][keep])})')
        else:
            detail = tr(a["label"], lang)
        kind = a["id"].split(":")[0]
        buttons.append(f'<button type="button" class="st-btn st-{esc(kind)}" data-action="{esc(a["id"])}" '
                       f'aria-keyshortcuts="{i}"><kbd aria-hidden="true">{i}</kbd> {esc(detail)}</button>')
    others = ""
    if phase == "combo":  # the rest of the hand, shown but not offered
        linked = {a["payload"]["card"] for a in legal if a["payload"]}
        rest = [c for c in view["hands"][view["viewer"]] if c not in linked]
        for c in view["chain"]:
            if c in rest:
                rest.remove(c)
        others = "".join(f'<span class="st-card st-unlinked">{esc(tr(ACTION_NAMES[c], lang))} '
                         f'({esc(tr(WORDS["not_linked"], lang))})</span>' for c in rest)
    return f'<p class="st-prompt">{esc(prompt)}</p>{"".join(buttons)}{others}'
