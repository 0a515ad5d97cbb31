"""The local high-score table of a solo game: what the shell keeps in localStorage (`fudabako:scores:<game>`)
and how it is drawn. Pure functions, so they are tested under CPython; the shell only reads and writes the text.

An entry is {"score": int or None, "won": bool, "game": str, "date": "YYYY-MM-DD"}: the final view's `score`
(games without one rank wins only), whether the game was won, and the game's session id (which marks the entry of
the game on the table; entries of earlier versions name a seed instead, kept as "seed:<n>"), plus
`"score_attack": true` when the final view says so: a game that is never won, only scored (キルゾーン プロトタイプ2).
Damaged storage never breaks the page: entries that are not of that shape are dropped.

The table shows only the columns that mean something for the game: no score column for a game without a score
(ギミック倉庫3, once an empty column), no win/loss column for a score attack (where every game once read 「失敗」);
a caption says which it is.
"""

import json

from .i18n import tr
from .widgets import esc

KEEP = 10  # entries kept: the best first

WORDS = {
    "score_attack": {"ja": "スコアアタック: 勝ち負けはなく、得点だけを競います",
                     "en": "Score attack: no game is won or lost, only scored"},
    "no_score": {"ja": "得点のないゲームです: クリアした回を上に並べます",
                 "en": "This game keeps no score: cleared games come first"},
}


def _valid(entry) -> bool:
    return (isinstance(entry, dict) and isinstance(entry.get("won"), bool)
            and isinstance(entry.get("game"), str) and isinstance(entry.get("date"), str)
            and (entry.get("score") is None or (isinstance(entry["score"], int)
                                                and not isinstance(entry["score"], bool)))
            and isinstance(entry.get("score_attack", False), bool))


def load(raw: str | None) -> list:
    """The entries stored in `raw` (text from localStorage); anything unreadable counts as no entry."""
    try:
        entries = json.loads(raw) if raw else []
    except ValueError:
        return []
    if not isinstance(entries, list):
        return []
    for e in entries:
        if isinstance(e, dict) and "game" not in e and isinstance(e.get("seed"), int):
            e["game"] = f"seed:{e.pop('seed')}"
    return [e for e in entries if _valid(e)]


def _rank(entry: dict) -> tuple:
    score = entry["score"]
    return (score is not None, score if score is not None else 0, entry["won"])


def add(entries: list, view: dict, game: str, date: str) -> list:
    """The table with a finished game added (once per game: a reloaded finished game adds nothing), best first."""
    if any(e["game"] == game for e in entries):
        return entries
    score = view.get("score")
    entry = {"score": score if isinstance(score, int) and not isinstance(score, bool) else None,
             "won": view.get("result") == [1.0], "game": game, "date": date}
    if view.get("score_attack") is True:
        entry["score_attack"] = True
    return sorted([*entries, entry], key=_rank, reverse=True)[:KEEP]


def render(entries: list, game: str, lang: str) -> str:
    """The table, the current game's row marked (aria-current) so it stands out in colour and to screen readers.
    A score attack's table has no result column (one of its entries says so: entries stored before the flag
    existed follow it), a table without any score no score column."""
    if not entries:
        return f'<p>{esc(tr("scores_none", lang))}</p>'
    attack = any(e.get("score_attack") for e in entries)
    scored = any(e["score"] is not None for e in entries)
    columns = ["scores_rank"] + ["scores_score"] * scored + ["scores_result"] * (not attack) + ["scores_date"]

    def cell(key: str, i: int, e: dict) -> str:
        if key == "scores_rank":
            return f"<td>{i}</td>"
        if key == "scores_score":
            return f'<td data-score>{"" if e["score"] is None else e["score"]}</td>'
        if key == "scores_result":
            return f'<td>{esc(tr("scores_won" if e["won"] else "scores_lost", lang))}</td>'
        return f'<td>{esc(e["date"])}</td>'

    current = ' aria-current="true" class="current"'
    rows = "".join(f'<tr{current if e["game"] == game else ""}>{"".join(cell(k, i, e) for k in columns)}</tr>'
                   for i, e in enumerate(entries, 1))
    head = "".join(f'<th scope="col">{esc(tr(k, lang))}</th>' for k in columns)
    note = "score_attack" if attack else "no_score" if not scored else ""
    caption = f'<caption>{esc(tr(WORDS[note], lang))}</caption>' if note else ""
    return f'<table class="scores">{caption}<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
