"""サイコロじゃんけん's table: both endurance bars, the three dice (one per hand), who has chosen, and the
last round's reveal (both hands, the winner, the damage)."""

from fudabako.games.dice_janken.rules import HAND_NAMES, HANDS

from ..i18n import tr
from ..widgets import card, counter, dice_row, die, esc, reveal, seats

WORDS = {
    "endurance": {"ja": "耐久力", "en": "Endurance"},
    "dice": {"ja": "{round}のサイコロ", "en": "Dice of {round}"},
    "win": {"ja": "勝ち", "en": "Wins"},
    "die": {"ja": "出目 {n}", "en": "die {n}"},
    "tie": {"ja": "あいこ: 何も起きません", "en": "A tie: nothing happens"},
    "damage": {"ja": "{winner}の勝ち: {loser}に{damage}ダメージ", "en": "{winner} wins: {damage} damage to {loser}"},
}


def render(view: dict, names: list, lang: str) -> str:
    choosing = (bool(view["to_move"]) or any(view["chosen"])) and view["result"] is None
    endurance = tr(WORDS["endurance"], lang)
    round_name = tr("round", lang, n=view["round"])
    dice = "".join(die(h, view["dice"][h], tr(HAND_NAMES[h], lang)) for h in HANDS)
    parts = [
        seats(view, names, lang,
              lambda p: counter("endurance", p, view["endurance"][p], view["start_endurance"], endurance), choosing),
        dice_row(tr(WORDS["dice"], lang, round=round_name), round_name, dice),
    ]
    mine = view.get("my_choice")
    if mine:
        label = f'{tr(HAND_NAMES[mine], lang)} ({view["dice"][mine]})'
        parts.append(f'<p class="my-choice">{esc(tr("my_choice", lang, label=label))}</p>')
    if view["last"]:
        parts.append(_last_round(view, names, lang))
    return "".join(parts)


def _last_round(view: dict, names: list, lang: str) -> str:
    last = view["last"]
    cards = "".join(
        card(f"{names[p]}: {tr(HAND_NAMES[hand], lang)}", tr(WORDS["die"], lang, n=last["dice"][hand]),
             tr(WORDS["win"], lang) if last["winner"] == p else "")
        for p, hand in enumerate(last["hands"])
    )
    winner = last["winner"]
    if winner is None:
        outcome = tr(WORDS["tie"], lang)
    else:
        outcome = tr(WORDS["damage"], lang, winner=names[winner], loser=names[1 - winner], damage=last["damage"])
    return reveal(view, cards, outcome, lang)
