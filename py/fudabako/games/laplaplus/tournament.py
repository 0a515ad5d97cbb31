"""PBM tournaments (LP-2): every named composition meets every other once; a win is 1 point, a draw ½."""

from .battle import battle


def round_robin(entries: list) -> dict:
    """`entries` = [(name, comp), ...]. Returns {"results": {"i-j": winner index or None}, "standings": [{"entry",
    "name", "points", "wins", "draws", "losses"}, ...] best first (ties keep entry order)}."""
    n = len(entries)
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
    return {"results": results, "standings": sorted(rows, key=lambda r: -r["points"])}
