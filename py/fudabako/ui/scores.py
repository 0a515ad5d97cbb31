"""The local high-score table of a solo game: what the shell keeps in localStorage (`fudabako:scores:<game>`)
and how it is drawn. Pure functions, so they are tested under CPython; the shell only reads and writes the text.

An entry is {"score": int or None, "won": bool, "game": str, "date": "YYYY-MM-DD"}: the final view's `score`
(games without one rank wins only), whether the game was won, and the game's session id (which marks the entry of
the game on the table; entries of earlier versions name a seed instead, kept as "seed:<n>"). Damaged storage never
breaks the page: entries that are not of that shape are dropped.
"""

import json

from .i18n import tr
from .widgets import esc

KEEP = 10  # entries kept: the best first


def _valid(entry) -> bool:
    return (isinstance(entry, dict) and isinstance(entry.get("won"), bool)
            and isinstance(entry.get("game"), str) and isinstance(entry.get("date"), str)
            and (entry.get("score") is None or (isinstance(entry["score"], int)
                                                and not isinstance(entry["score"], bool))))


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
    return sorted([*entries, entry], key=_rank, reverse=True)[:KEEP]


def render(entries: list, game: str, lang: str) -> str:
    """The table, the current game's row marked (aria-current) so it stands out in colour and to screen readers."""
    if not entries:
        return f'<p>{esc(tr("scores_none", lang))}</p>'
    current = ' aria-current="true" class="current"'
    rows = "".join(
        f'<tr{current if e["game"] == game else ""}>'
        f'<td>{i}</td><td data-score>{"" if e["score"] is None else e["score"]}</td>'
        f'<td>{esc(tr("scores_won" if e["won"] else "scores_lost", lang))}</td><td>{esc(e["date"])}</td></tr>'
        for i, e in enumerate(entries, 1))
    head = "".join(f'<th scope="col">{esc(tr(k, lang))}</th>'
                   for k in ("scores_rank", "scores_score", "scores_result", "scores_date"))
    return f'<table class="scores"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
