"""サイコロじゃんけん's table, one screen: both players' endurance at the top (the other player's first), the last
reveal (both hands turned over together, the winner, the damage), and at the bottom this round's three hands, each a
card carrying its die, the card itself the control. Endurance is a bar of points that never reads below 0 (the rules
count on below 0: DJ-5).

Motion: on the first screen after a reveal (nobody has chosen yet, or the game is over) the two hands flip
together, the points just lost pulse, and the new round's dice tumble in."""

from fudabako.games.dice_janken.rules import BEATS, HAND_NAMES, HANDS

from ..i18n import tr
from ..kit import die, piece, score_strip
from ..kit.motion import JUST_CHANGED, REVEAL, animate
from ..widgets import esc

ONE_TAP = True  # a tap on a hand plays it: on touch screens the shell asks for a confirmation by default

LEVEL_NOTES = {  # what ai/dice_janken.py's levels do
    "strong": {"ja": "ゲーム全体を厳密に解いた最善の混合戦略で手を選びます。平均では誰にも負けません",
               "en": "Plays the exact optimal mix, solved for the whole game: nobody beats it on average"},
    "yomi": {"ja": "つよいに加えて、あなたの手の選び方(出目の大きい手か、損得か、手そのものか)を読んで突きます",
             "en": "Strong, and it reads how you pick (the biggest die, the best trade, or a favourite hand) to punish it"},
}

WORDS = {
    "endurance": {"ja": "耐久力", "en": "Endurance"},
    "hands": {"ja": "{round}: 手を選んでください", "en": "{round}: choose your hand"},
    "hands_wait": {"ja": "{round}の手", "en": "Hands of {round}"},
    "beats": {"ja": "{hand}に勝つ", "en": "beats {hand}"},
    "die": {"ja": "出目 {n}", "en": "Die: {n}"},
    "won": {"ja": "勝ち", "en": "Wins"},
    "tie": {"ja": "あいこ: 何も起きません", "en": "A tie: nothing happens"},
    "damage": {"ja": "{winner}の勝ち: {loser}に{damage}ダメージ", "en": "{winner} wins: {damage} damage to {loser}"},
    "first": {"ja": "グーはチョキに、チョキはパーに、パーはグーに勝ちます。勝った手のサイコロの目がダメージです。",
              "en": "Rock beats Scissors, Scissors beats Paper, Paper beats Rock. The winning hand's die is the damage."},
}

# The three hands as line drawings in a 100 × 100 box (our own; no emoji, whose look differs by system).
_STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"'
ICONS = {
    "rock": '<rect x="22" y="38" width="56" height="48" rx="14"/><circle cx="31" cy="40" r="9"/>'
            '<circle cx="44" cy="37" r="9.5"/><circle cx="57" cy="37" r="9.5"/><circle cx="69" cy="40" r="9"/>'
            f'<path {_STROKE} stroke-width="3.5" class="dj-cut" d="M37.5 34V52M50.5 31V52M63.5 34V52'
            f'M22 64H52"/>',
    "scissors": f'<rect x="28" y="52" width="46" height="38" rx="15"/>'
                f'<path {_STROKE} stroke-width="13" d="M43 58L32 16M59 58L72 16"/>'
                f'<path {_STROKE} stroke-width="4" class="dj-cut" d="M29 71H55"/>',
    "paper": f'<rect x="28" y="46" width="46" height="44" rx="16"/>'
             f'<path {_STROKE} stroke-width="11" d="M34 68L15 48M38 50L35 16M51 48V10M63 50L67 16M72 58L84 30"/>',
}


def icon(hand: str) -> str:
    return (f'<svg class="dj-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false" fill="currentColor">'
            f'{ICONS[hand]}</svg>')


def hand_card(hand: str, value: int, lang: str, *, cls: str = "", hook: bool = False, fresh: bool = False) -> str:
    """A hand as a card: its name, its drawing, its die (pips and number), and what it beats. `hook` marks the die
    with `data-die` (this round's dice, read by the tests)."""
    name = tr(HAND_NAMES[hand], lang)
    the_die = die(value, name=tr(WORDS["die"], lang, n=value), lang=lang, fresh=fresh, show_value=True,
                  cls="dj-die", attrs={"data-die": hand} if hook else None)
    beats = tr(WORDS["beats"], lang, hand=tr(HAND_NAMES[BEATS[hand]], lang))
    classes = f"kit-card dj-card dj-{hand} {cls}".strip()
    return (f'<span class="{classes}"><span class="kit-face">'
            f'<span class="dj-card-name">{esc(name)}</span><span class="dj-card-beats">{esc(beats)}</span>'
            f'{icon(hand)}{the_die}</span></span>')


def render(view: dict, names: list, lang: str) -> str:
    me = view["viewer"] if view["viewer"] in (0, 1) else 0  # a spectator sees seat 0 as "me"
    order = (1 - me, me)  # the other player first (left), as in the reveal
    over = view["result"] is not None
    fresh = over or not any(view["chosen"])  # the first screen after a reveal
    seats = "".join(_seat(view, names, p, lang, fresh) for p in order)
    parts = [f'<div class="kit-strips">{seats}</div>']
    if view["last"]:
        parts.append(_reveal(view, names, order, lang, fresh))
    elif not over:
        parts.append(f'<p class="dj-first">{esc(tr(WORDS["first"], lang))}</p>')
    if not over:
        parts.append(_hands(view, lang, fresh))
    return f'<div class="dj-table{" dj-over" if over else ""}">{"".join(parts)}</div>'


def _seat(view: dict, names: list, p: int, lang: str, fresh: bool) -> str:
    """A player's strip: name, endurance as a number and a bar of points (the ones just lost marked), and a
    face-down card once they have chosen this round."""
    start, left = view["start_endurance"], max(0, view["endurance"][p])
    last = view["last"]
    lost = last["damage"] if last and last["winner"] == 1 - p else 0
    lost = lost if fresh else 0
    marks = [("on",) if i < left else ("changed",) if i < left + lost else () for i in range(start)]
    return score_strip(names[p], (tr(WORDS["endurance"], lang), "endurance", p, left, start), marks, lang,
                       mine=p == view["viewer"], changed=bool(lost),
                       chosen=view["result"] is None and view["chosen"][p])


def _reveal(view: dict, names: list, order: tuple, lang: str, fresh: bool) -> str:
    """The last round: both hands face up (flipping together when fresh, the other's pulsing), the winner marked,
    the damage said."""
    last = view["last"]
    winner = last["winner"]
    n = view["round"] - (0 if view["result"] is not None else 1)  # a finished game starts no new round
    sides = []
    for p in order:
        hand = last["hands"][p]
        motion = animate(REVEAL, when=fresh)
        if fresh and p != view["viewer"]:
            motion = animate(REVEAL, JUST_CHANGED)  # the other's hand, just shown
        won = winner == p
        mark = f'<span class="dj-won">{esc(tr(WORDS["won"], lang))}</span>' if won else ""
        if winner == 1 - p:
            mark = f'<span class="dj-hit">−{last["damage"]}</span>'  # the damage, beside the loser's hand
        sides.append(f'<figure class="dj-played{" is-winner" if won else ""}">'
                     f'<figcaption>{esc(names[p])}</figcaption>'
                     f'{hand_card(hand, last["dice"][hand], lang, cls=motion)}{mark}</figure>')
    if winner is None:
        outcome = tr(WORDS["tie"], lang)
    else:
        outcome = tr(WORDS["damage"], lang, winner=names[winner], loser=names[1 - winner], damage=last["damage"])
    return (f'<section class="dj-reveal" aria-label="{esc(tr("last_round", lang, n=n))}">'
            f'<h3 class="dj-heading">{esc(tr("last_round", lang, n=n))}</h3>'
            f'<div class="dj-duel">{sides[0]}<span class="dj-vs" aria-hidden="true">VS</span>{sides[1]}</div>'
            f'<p class="dj-outcome" data-winner="{"" if winner is None else winner}">{esc(outcome)}</p></section>')


def _hands(view: dict, lang: str, fresh: bool) -> str:
    """This round's three hands with their dice: each a button while the player on screen may choose, else the
    cards as they lie (the player's own face-down choice marked)."""
    legal = {a["id"]: a for a in view.get("legal", [])}
    mine = view.get("my_choice")
    round_name = tr("round", lang, n=view["round"])
    cards = []
    for key, hand in enumerate(HANDS, 1):
        card = hand_card(hand, view["dice"][hand], lang, hook=True, fresh=fresh)
        if hand in legal:
            cards.append(piece(card, legal[hand], lang=lang, key=key))
        else:
            cards.append(piece(card, None, cls="dj-mine" if hand == mine else ""))
    heading = tr(WORDS["hands" if legal else "hands_wait"], lang, round=round_name)
    note = f'<p class="dj-note">{esc(tr("my_choice", lang, label=tr(HAND_NAMES[mine], lang)))}</p>' if mine else ""
    return (f'<section class="dj-round" aria-label="{esc(heading)}"><h3 class="dj-heading">{esc(heading)}</h3>'
            f'<div class="kit-row dj-hands">{"".join(cards)}</div>{note}</section>')
