"""This device's record against the computer, per game and level: wins, losses, draws and the current streak,
shown at the end of each game (`localStorage`, key `fudabako:tally:<game>`). Pure functions, tested under
CPython; damaged storage counts as no record and never breaks the page.

A record is {"levels": {level: {"won": n, "lost": n, "drawn": n, "streak": n}}, "counted": [session ids]}: the
streak is positive for wins in a row, negative for losses; `counted` keeps the last games counted, so a reloaded
finished game is counted once.
"""

import json

from .i18n import tr

KEEP_COUNTED = 50


def _count(x) -> int:
    return x if isinstance(x, int) and not isinstance(x, bool) else 0


def load(raw: str | None) -> dict:
    try:
        data = json.loads(raw) if raw else {}
    except ValueError:
        data = {}
    if not isinstance(data, dict):
        data = {}
    levels = data.get("levels") if isinstance(data.get("levels"), dict) else {}
    counted = data.get("counted") if isinstance(data.get("counted"), list) else []
    return {"levels": {str(level): {k: _count(row.get(k)) for k in ("won", "lost", "drawn", "streak")}
                       for level, row in levels.items() if isinstance(row, dict)},
            "counted": [c for c in counted if isinstance(c, str)][-KEEP_COUNTED:]}


def add(book: dict, level: str, outcome: str, session_id: str) -> dict:
    """The record with one finished game added: `outcome` is "won", "lost" or "drawn" (the player's)."""
    if session_id in book["counted"]:
        return book
    row = dict(book["levels"].get(level, {"won": 0, "lost": 0, "drawn": 0, "streak": 0}))
    row[outcome] += 1
    if outcome == "won":
        row["streak"] = row["streak"] + 1 if row["streak"] > 0 else 1
    elif outcome == "lost":
        row["streak"] = row["streak"] - 1 if row["streak"] < 0 else -1
    else:
        row["streak"] = 0
    return {"levels": {**book["levels"], level: row}, "counted": (book["counted"] + [session_id])[-KEEP_COUNTED:]}


def summary(book: dict, level: str, level_name: str, lang: str) -> str:
    """One line: e.g. 「つよい との対戦: 3勝 2敗 1分 (2連勝中)」 / "Against Strong: 3 won, 2 lost, 1 drawn (2 wins in a row)"."""
    row = book["levels"].get(level)
    if not row:
        return ""
    text = tr("tally", lang, level=level_name, won=row["won"], lost=row["lost"])
    if row["drawn"]:
        text += tr("tally_drawn", lang, n=row["drawn"])
    streak = row["streak"]
    if abs(streak) >= 2:
        text += tr("tally_wins" if streak > 0 else "tally_losses", lang, n=abs(streak))
    return text
