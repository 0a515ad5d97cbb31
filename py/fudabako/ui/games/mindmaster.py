"""マインドマスター's table: each player's strikes and outs as counters, hand (mine face up, the other's face
down with the cards I know marked), who attacks; the face-down attack card and the defender's face-down call of
this round; the last reveal; a hand revealed by a right call on ♠ (MM-5), kept on the table; the extra-strike
and 9+-card discards in progress; deck and discard pile. Suits are named in text as well as by symbol."""

from fudabako.games.mindmaster.rules import OUTS_TO_LOSE, STRIKES_PER_OUT, SUIT_NAMES, SUITS, SYMBOL

from ..i18n import tr
from ..widgets import card, counter, esc, reveal, seats

WORDS = {
    "strikes": {"ja": "ストライク", "en": "Strikes"},
    "outs": {"ja": "アウト", "en": "Outs"},
    "hand": {"ja": "手札 {n}枚", "en": "{n} cards in hand"},
    "known": {"ja": "相手に知られている札: {cards}", "en": "Known to the other player: {cards}"},
    "attacker": {"ja": "攻撃中", "en": "Attacking"},
    "defender": {"ja": "守り", "en": "Defending"},
    "duel": {"ja": "先攻決め: 1枚伏せて同時に公開 (♠>♥>♦>♠)", "en": "Duel for the first attack: one card each, face down (♠>♥>♦>♠)"},
    "attack_card": {"ja": "伏せた攻撃カード", "en": "Face-down attack card"},
    "call": {"ja": "スートの宣言", "en": "Suit called"},
    "waiting_card": {"ja": "まだ伏せていません", "en": "Not placed yet"},
    "waiting_call": {"ja": "まだ宣言していません", "en": "Not called yet"},
    "face_down": {"ja": "裏向き", "en": "face down"},
    "mine": {"ja": "あなた: {suit}", "en": "yours: {suit}"},
    "shown": {"ja": "{name}の公開された手札 (第{round}ラウンド): {cards}",
              "en": "{name}'s hand as revealed (round {round}): {cards}"},
    "extra": {"ja": "{name}: 手札を2枚捨てると追加のストライク ({paid}/2枚)",
              "en": "{name}: discard 2 cards for an extra strike ({paid}/2 so far)"},
    "discard": {"ja": "{name}は手札が多いので、あと{n}枚捨てます", "en": "{name} holds too many cards: {n} more to discard"},
    "deck": {"ja": "山札", "en": "Deck"},
    "pile": {"ja": "捨て札", "en": "Discard pile"},
    "duel_reveal": {"ja": "公開 (先攻決め)", "en": "Revealed (duel)"},
    "tie": {"ja": "あいこ: 選び直し", "en": "A tie: choose again"},
    "first": {"ja": "{name}が先攻", "en": "{name} attacks first"},
    "attacked": {"ja": "攻撃", "en": "Attack"},
    "called": {"ja": "宣言", "en": "Call"},
    "hit": {"ja": "的中: カウンター効果", "en": "Right: the counter effect"},
    "miss": {"ja": "はずれ: カードの効果", "en": "Wrong: the card's effect"},
    "none": {"ja": "なし", "en": "none"},
}


def suits_text(counts: list, lang: str) -> str:
    """e.g. "♠×2 ♦×1" (symbols with numbers, so nothing depends on telling ♠ from ♣ by shape alone)."""
    parts = [f"{SYMBOL[s]}×{counts[i]}" for i, s in enumerate(SUITS) if counts[i]]
    return " ".join(parts) or tr(WORDS["none"], lang)


def cards_row(counts: list, lang: str, hook: str = "") -> str:
    """Face-up cards, one per card, each named by its suit for screen readers."""
    items = "".join(
        f'<li class="mm-card mm-{s}"><span role="img" aria-label="{esc(tr(SUIT_NAMES[s], lang))}">{SYMBOL[s]}</span></li>'
        for i, s in enumerate(SUITS) for _ in range(counts[i])
    )
    return f'<ul class="mm-cards"{hook}>{items}</ul>'


def render(view: dict, names: list, lang: str) -> str:
    playing = view["result"] is None
    choosing = playing and view["phase"] in ("duel", "attack")
    parts = [seats(view, names, lang, lambda p: _seat(view, p, lang), choosing)]
    if playing and view["phase"] == "duel":
        parts.append(f'<p class="mm-phase">{esc(tr(WORDS["duel"], lang))}</p>')
    elif playing and view["phase"] == "attack":
        parts.append(_attack(view, names, lang))
    elif playing and view["phase"] == "extra":
        parts.append(f'<p class="mm-phase" data-extra="{view["extra_paid"]}">'
                     f'{esc(tr(WORDS["extra"], lang, name=names[view["attacker"]], paid=view["extra_paid"]))}</p>')
    elif playing and view["phase"] == "discard":
        parts.append(f'<p class="mm-phase" data-discard="{view["to_discard"]}">'
                     f'{esc(tr(WORDS["discard"], lang, name=names[1 - view["attacker"]], n=view["to_discard"]))}</p>')
    if view["last"]:
        parts.append(_last(view, names, lang))
    for p, shown in enumerate(view["shown"]):
        if shown:
            words = tr(WORDS["shown"], lang, name=names[p], round=shown["round"], cards=suits_text(shown["cards"], lang))
            parts.append(f'<section class="mm-shown" data-shown="{p}"><p>{esc(words)}</p>'
                         f'{cards_row(shown["cards"], lang)}</section>')
    parts.append(
        f'<p class="mm-piles"><span>{esc(tr(WORDS["deck"], lang))} <span data-deck>{view["deck"]}</span></span> · '
        f'<span>{esc(tr(WORDS["pile"], lang))} <span data-pile>{esc(suits_text(view["pile"], lang))}</span></span></p>')
    return "".join(parts)


def _seat(view: dict, p: int, lang: str) -> str:
    role = ""
    if view["attacker"] is not None:
        role = tr(WORDS["attacker" if view["attacker"] == p else "defender"], lang)
    size = view["hand_sizes"][p]
    body = [
        f'<p class="mm-role">{esc(role)}</p>' if role else "",
        counter("strikes", p, view["strikes"][p], STRIKES_PER_OUT, tr(WORDS["strikes"], lang)),
        counter("outs", p, view["outs"][p], OUTS_TO_LOSE, tr(WORDS["outs"], lang)),
        f'<p class="mm-hand-size" data-hand="{p}" data-count="{size}">{esc(tr(WORDS["hand"], lang, n=size))}</p>',
    ]
    if p == view["viewer"]:
        body.append(cards_row(view["hand"], lang, ' data-my-hand=""'))
    else:
        body.append(f'<ul class="mm-cards" aria-hidden="true">{"<li class=mm-back></li>" * size}</ul>')
    if view["viewer"] is not None and any(view["known"][p]):
        body.append(f'<p class="mm-known">{esc(tr(WORDS["known"], lang, cards=suits_text(view["known"][p], lang)))}</p>')
    return "".join(body)


def _attack(view: dict, names: list, lang: str) -> str:
    """This round's face-down card and call: whether each is in, and my own choice to me only."""
    a = view["attacker"]
    mine = view.get("my_choice")
    slots = []
    for p, key, waiting in ((a, "attack_card", "waiting_card"), (1 - a, "call", "waiting_call")):
        if view["chosen"][p]:
            detail = tr(WORDS["face_down"], lang)
            if p == view["viewer"] and mine:
                detail = tr(WORDS["mine"], lang, suit=tr(SUIT_NAMES[mine.split(":")[1]], lang))
        else:
            detail = tr(WORDS[waiting], lang)
        slots.append(f'<div class="mm-slot{" mm-down" if view["chosen"][p] else ""}" data-slot="{key}">'
                     f'{card(f"{names[p]}: {tr(WORDS[key], lang)}", detail)}</div>')
    return f'<section class="mm-round"><h3>{esc(tr("round", lang, n=view["round"]))}</h3>' \
           f'<div class="cards">{"".join(slots)}</div></section>'


def _last(view: dict, names: list, lang: str) -> str:
    last = view["last"]
    if last["kind"] == "duel":
        cards = "".join(card(names[p], tr(SUIT_NAMES[s], lang))
                        for p, s in enumerate(last["cards"]))
        a, b = last["cards"]
        outcome = tr(WORDS["tie"], lang) if a == b else tr(WORDS["first"], lang, name=names[view["attacker"]])
        return (f'<section class="last-round"><h3>{esc(tr(WORDS["duel_reveal"], lang))}</h3>'
                f'<div class="cards">{cards}</div><p class="outcome">{esc(outcome)}</p></section>')
    a = last["attacker"]
    cards = (card(f"{names[a]}: {tr(WORDS['attacked'], lang)}", tr(SUIT_NAMES[last["card"]], lang))
             + card(f"{names[1 - a]}: {tr(WORDS['called'], lang)}", tr(SUIT_NAMES[last["call"]], lang)))
    return reveal(view, cards, tr(WORDS["hit" if last["hit"] else "miss"], lang), lang)
