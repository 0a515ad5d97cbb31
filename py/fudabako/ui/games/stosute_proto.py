"""すとすて (プロトタイプ)'s table: victory points of both players against the goal, the three resource dice
(red food, black production, white money: named in text, not only coloured), who has chosen, and the last
round's reveal with each power calculation as the engine wrote it."""

from fudabako.games.stosute_proto.power import ACTION_NAMES, RESOURCE_NAMES, RESOURCES

from ..i18n import tr
from ..widgets import card, counter, dice_row, die, esc, reveal, seats

TONES = {"food": "red", "production": "black", "money": "white"}
COLOURS = {"food": {"ja": "赤", "en": "red"}, "production": {"ja": "黒", "en": "black"},
           "money": {"ja": "白", "en": "white"}}
WORDS = {
    "points": {"ja": "勝利点", "en": "Victory points"},
    "goal": {"ja": "勝利条件: {goal}点以上、かつ相手に{lead}点以上の差", "en": "To win: {goal}+ points and a lead of {lead}+"},
    "dice": {"ja": "{round}の資源", "en": "Resources of {round}"},
    "higher": {"ja": "上回り", "en": "Higher"},
    "gain": {"ja": "{winner}が{gain}勝利点を獲得", "en": "{winner} gains {gain} victory points"},
    "even": {"ja": "同点: 勝利点の移動なし", "en": "Equal power: no victory points"},
}


def render(view: dict, names: list, lang: str) -> str:
    points = tr(WORDS["points"], lang)
    round_name = tr("round", lang, n=view["round"])
    dice = "".join(
        die(r, view["dice"][r], f'{tr(RESOURCE_NAMES[r], lang)} ({tr(COLOURS[r], lang)})', TONES[r])
        for r in RESOURCES
    )
    parts = [
        seats(view, names, lang, lambda p: counter("points", p, view["points"][p], view["goal"], points),
              view["result"] is None),
        f'<p class="goal">{esc(tr(WORDS["goal"], lang, goal=view["goal"], lead=view["lead"]))}</p>',
        dice_row(tr(WORDS["dice"], lang, round=round_name), round_name, dice),
    ]
    mine = view.get("my_choice")
    if mine:
        parts.append(f'<p class="my-choice">{esc(tr("my_choice", lang, label=tr(ACTION_NAMES[mine], lang)))}</p>')
    if view["last"]:
        parts.append(_last_round(view, names, lang))
    return "".join(parts)


def _last_round(view: dict, names: list, lang: str) -> str:
    last = view["last"]
    cards = "".join(
        card(f"{names[p]}: {tr(ACTION_NAMES[action], lang)}", tr(last["steps"][p], lang),
             tr(WORDS["higher"], lang) if last["winner"] == p else "")
        for p, action in enumerate(last["choices"])
    )
    winner = last["winner"]
    outcome = (tr(WORDS["even"], lang) if winner is None
               else tr(WORDS["gain"], lang, winner=names[winner], gain=last["gain"]))
    return reveal(view, cards, outcome, lang)
