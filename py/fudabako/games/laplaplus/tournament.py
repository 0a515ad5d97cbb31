"""PBM tournaments (LP-2): every named composition meets every other once; a win is 1 point, a draw ½.

A round robin of n entries is n(n-1)/2 battles: the page runs it in the AI worker (`run`, reporting progress), never
on the main thread, and the entries are capped (`codes.MAX_ENTRIES`).
"""

from .battle import battle
from .codes import parse_entries


def run(text: str, progress=None) -> dict:
    """Entries from pasted text and their round robin: {"entries": [[name, comp], ...], "errors": [[line, Text],
    ...], "result": round_robin's, or None with fewer than two entries}."""
    entries, errors = parse_entries(text)
    result = round_robin(entries, progress) if len(entries) >= 2 else None
    return {"entries": [list(e) for e in entries], "errors": [list(e) for e in errors], "result": result}


def round_robin(entries: list, progress=None) -> dict:
    """`entries` = [(name, comp), ...]. Returns {"results": {"i-j": winner index or None}, "standings": [{"entry",
    "name", "points", "wins", "draws", "losses"}, ...] best first (ties keep entry order)}. `progress(done, total)` is
    told after each battle."""
    n = len(entries)
    total, done = n * (n - 1) // 2, 0
    rows = [{"entry": i, "name": name, "points": 0.0, "wins": 0, "draws": 0, "losses": 0}
            for i, (name, _) in enumerate(entries)]
    results = {}
    for i in range(n):
        for j in range(i + 1, n):
            w = battle(entries[i][1], entries[j][1])
            results[f"{i}-{j}"] = None if w is None else (i, j)[w]
            if w is None:
                for k in (i, j):
                    rows[k]["draws"] += 1
                    rows[k]["points"] += 0.5
            else:
                winner, loser = ((i, j) if w == 0 else (j, i))
                rows[winner]["wins"] += 1
                rows[winner]["points"] += 1
                rows[loser]["losses"] += 1
            done += 1
            if progress:
                progress(done, total)
    return {"results": results, "standings": sorted(rows, key=lambda r: -r["points"])}
