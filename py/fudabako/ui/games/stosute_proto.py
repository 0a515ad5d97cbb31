"""すとすて (プロトタイプ)'s table, one screen: both players' victory points on a bar to the goal at the top (the
other player's first); the three resource dice (red food, black production, white money: named in words, not only
coloured) and the last reveal (both actions turned over together, each with its calculation as the engine wrote it,
and who gains what); and at the bottom the six actions as cards, each showing what it would score this round
against each of the rival's actions (the engine's `powers`: no rule is worked out here), the card itself the control.

Motion: on the first screen after a reveal (nobody has chosen yet, or the game is over) both actions flip together,
the points just gained pulse, and the new round's dice tumble in."""

from fudabako.games.stosute_proto.power import ACTION_NAMES, ACTIONS, RESOURCE_NAMES, RESOURCES

from ..i18n import tr
from ..kit import die, game_card, piece, score_strip
from ..kit.motion import JUST_CHANGED, REVEAL, animate
from ..widgets import esc

LEVEL_NOTES = {  # what ai/stosute_proto.py's levels do
    "strong": {"ja": "毎ラウンド、得点差の最善の混合戦略で行動を選びます",
               "en": "Each round, picks its action by the optimal mix over the points at stake"},
    "yomi": {"ja": "つよいに加えて、あなたの選び方(強そうな行動か、その裏をかく行動か、好きな行動か)を読んで突きます",
             "en": "Strong, and it reads how you pick (what looks best, the answer to that, or a favourite action) "
                   "to punish it"},
}

ONE_TAP = True  # a tap on an action card plays it: on touch screens the shell asks for a confirmation by default

TONES = {"food": "red", "production": "black", "money": "white"}  # the dice (also ver.2's, stosute.py)
COLOURS = {"food": {"ja": "赤", "en": "red"}, "production": {"ja": "黒", "en": "black"},
           "money": {"ja": "白", "en": "white"}}
ACTION_TONES = {"explore": "green", "trade": "gold", "growth": "red", "build": "grey", "research": "blue",
                "conquer": "violet"}
WORDS = {
    "points": {"ja": "勝利点", "en": "Victory points"},
    "goal": {"ja": "勝利条件: {goal}点以上、かつ相手に{lead}点以上の差。", "en": "To win: {goal}+ points and a lead of {lead}+."},
    "dice": {"ja": "{round}の資源", "en": "Resources of {round}"},
    "die": {"ja": "{name} {n} ({colour}のサイコロ)", "en": "{name} {n} ({colour} die)"},
    "choose": {"ja": "{round}: 行動を選んでください", "en": "{round}: choose your action"},
    "actions": {"ja": "{round}の行動", "en": "Actions of {round}"},
    "legend": {"ja": "大きな数字 = その行動の栄誉点。「対 成長 9」= 相手が成長なら9。栄誉点の高い方が、差だけ勝利点を得ます。",
               "en": "Big number = the action's honour. “vs Growth 9” = 9 if the rival grows. The higher honour "
                     "gains the difference in victory points."},
    "vs": {"ja": "対 {action}", "en": "vs {action}"},
    "higher": {"ja": "上回り", "en": "Higher"},
    "gain": {"ja": "{winner}が{gain}勝利点を獲得", "en": "{winner} gains {gain} victory points"},
    "gain_one": {"ja": "{winner}が{gain}勝利点を獲得", "en": "{winner} gains {gain} victory point"},
    "even": {"ja": "同点: 勝利点の移動なし", "en": "Equal honour: no victory points"},
}


def split_powers(row: dict) -> tuple:
    """(usual value, [(rival's action, value) where it differs]) of one action's row of `view["powers"]`: the
    card shows the value most of the rival's actions give, and the exceptions by name."""
    values = list(row.values())
    usual = max(values, key=values.count)
    return usual, [(theirs, v) for theirs, v in row.items() if v != usual]


def action_card(action: str, row: dict, lang: str, *, size: str | None = None, cls: str = "") -> str:
    """An action as a card: its name, its usual honour big in the corner, and what differs against which action."""
    usual, exceptions = split_powers(row)
    stats = [(tr(WORDS["vs"], lang, action=tr(ACTION_NAMES[theirs], lang)), v) for theirs, v in exceptions]
    return game_card(tr(ACTION_NAMES[action], lang), corner=str(usual), stats=stats, tone=ACTION_TONES[action],
                     size=size, cls=f"sp-card {cls}".strip())


def render(view: dict, names: list, lang: str) -> str:
    bottom = view["viewer"] if view["viewer"] in (0, 1) else 0  # a spectator sees seat 1 on top
    over = view["result"] is not None
    fresh = over or not any(view["chosen"])  # the first screen after a reveal
    middle = [_dice(view, lang, fresh)]
    if view["last"]:
        middle.append(_reveal(view, names, (1 - bottom, bottom), lang, fresh))
    seats = "".join(_seat(view, names, p, lang, fresh) for p in (1 - bottom, bottom))
    parts = [f'<div class="kit-strips">{seats}</div>', f'<div class="sp-middle">{"".join(middle)}</div>']
    if not over:
        parts.append(_actions(view, lang))
    return f'<div class="sp-table{" sp-over" if over else ""}">{"".join(parts)}</div>'


def _seat(view: dict, names: list, p: int, lang: str, fresh: bool) -> str:
    """A player's strip: name, victory points as a number and a bar to the goal (the ones just gained marked), and
    a face-down card once they have chosen this round."""
    goal, points = view["goal"], view["points"][p]
    last = view["last"]
    gained = last["gain"] if fresh and last and last["winner"] == p else 0
    # one mark per point, past the goal while a lead is still missing; the goal marked by a post
    marks = [(("changed",) if points - gained <= i < points else ("on",) if i < points else ())
             + (("goal",) if i == goal - 1 else ()) for i in range(max(goal, *view["points"]))]
    return score_strip(names[p], (tr(WORDS["points"], lang), "points", p, points, goal), marks, lang,
                       mine=p == view["viewer"], changed=bool(gained),
                       chosen=view["result"] is None and view["chosen"][p])


def _dice(view: dict, lang: str, fresh: bool) -> str:
    """This round's resources: three dice, each named by its resource and colour."""
    round_name = tr("round", lang, n=view["round"])  # at the end, the last round's dice
    dice = []
    for r in RESOURCES:
        name, value = tr(RESOURCE_NAMES[r], lang), view["dice"][r]
        label = tr(WORDS["die"], lang, name=name, n=value, colour=tr(COLOURS[r], lang))
        face = die(value, name=label, lang=lang, tone=TONES[r], fresh=fresh, show_value=True, attrs={"data-die": r})
        dice.append(f'<span class="sp-die">{face}<span class="sp-die-name" aria-hidden="true">{esc(name)}</span></span>')
    return (f'<section class="sp-dice" aria-label="{esc(tr(WORDS["dice"], lang, round=round_name))}">'
            f'<h3 class="sp-heading">{esc(tr(WORDS["dice"], lang, round=round_name))}</h3>'
            f'<div class="kit-row sp-dice-row">{"".join(dice)}</div></section>')


def _reveal(view: dict, names: list, order: tuple, lang: str, fresh: bool) -> str:
    """The last round: both actions face up (flipping together when fresh, the other's pulsing), each with its
    calculation, the higher one marked, and the victory points gained."""
    last = view["last"]
    winner = last["winner"]
    n = view["round"] - (0 if view["result"] is not None else 1)  # a finished game starts no new round
    sides = []
    for p in order:
        action = last["choices"][p]
        motion = animate(REVEAL, JUST_CHANGED) if fresh and p != view["viewer"] else animate(REVEAL, when=fresh)
        card = game_card(tr(ACTION_NAMES[action], lang), corner=str(last["steps"][p]["value"]),
                         tone=ACTION_TONES[action], cls=f"sp-card sp-played-card {motion}".strip())
        mark = f'<span class="sp-higher">{esc(tr(WORDS["higher"], lang))}</span>' if winner == p else ""
        sides.append(f'<figure class="sp-played{" is-winner" if winner == p else ""}">'
                     f'<figcaption>{esc(names[p])}</figcaption>{card}'
                     f'<span class="sp-steps">{esc(tr(last["steps"][p], lang))}</span>{mark}</figure>')
    if winner is None:
        outcome = tr(WORDS["even"], lang)
    else:
        key = "gain_one" if last["gain"] == 1 else "gain"
        outcome = tr(WORDS[key], lang, winner=names[winner], gain=last["gain"])
    heading = tr("last_round", lang, n=n)
    return (f'<section class="sp-reveal" aria-label="{esc(heading)}"><h3 class="sp-heading">{esc(heading)}</h3>'
            f'<div class="sp-duel">{sides[0]}<span class="sp-vs" aria-hidden="true">VS</span>{sides[1]}</div>'
            f'<p class="sp-outcome">{esc(outcome)}</p></section>')


def _actions(view: dict, lang: str) -> str:
    """The six actions as cards with what each would score: buttons while the player on screen may choose, else
    the cards as they lie (the player's own face-down choice marked)."""
    legal = {a["id"]: a for a in view.get("legal", [])}
    mine = view.get("my_choice")
    round_name = tr("round", lang, n=view["round"])
    cards = []
    for key, action in enumerate(ACTIONS, 1):
        card = action_card(action, view["powers"][action], lang)
        if action in legal:
            cards.append(piece(card, legal[action], lang=lang, key=key))
        else:
            cards.append(piece(card, None, cls="sp-mine" if action == mine else ""))
    heading = tr(WORDS["choose" if legal else "actions"], lang, round=round_name)
    mine_note = f'<p class="sp-mine-note">{esc(tr("my_choice", lang, label=tr(ACTION_NAMES[mine], lang)))}</p>' \
        if mine else ""
    note = f'{tr(WORDS["legend"], lang)} {tr(WORDS["goal"], lang, goal=view["goal"], lead=view["lead"])}'
    return (f'<section class="sp-actions" aria-label="{esc(heading)}"><h3 class="sp-heading">{esc(heading)}</h3>'
            f'{mine_note}<div class="kit-row sp-cards">{"".join(cards)}</div><p class="sp-note">{esc(note)}</p>'
            f'</section>')
