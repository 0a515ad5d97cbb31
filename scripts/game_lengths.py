"""How long games get, in actions: what each game's `max_actions` (the longest record it accepts) rests on.

    PYTHONPATH=py python3 scripts/game_lengths.py '{"delta": {"endurance": 99}, "dice-slayer": {}}' 1000

plays N random games and N/10 games of each AI level against itself and against random, per game and options,
and prints the longest, the 99.9th percentile and the mean (games still running after 20,000 actions are counted
as unended).
"""
import json
import statistics
import sys

from fudabako import cli
from fudabako.ai import levels_for
from fudabako.core import derive_seed, get_game

spec = json.loads(sys.argv[1])  # {game id: options}
n = int(sys.argv[2])
cli.MAX_ACTIONS = 20_000
for gid, options in spec.items():
    g = get_game(gid)
    levels = [lv["id"] for lv in levels_for(gid)]
    out = {}
    if g.max_players == 2:
        pairs = [("random", "random")] + [p for lv in levels if lv != "random" for p in ((lv, lv), (lv, "random"))]
    else:
        pairs = [(lv,) for lv in levels]
    for pair in pairs:
        lens, unended = [], 0
        games_n = n if pair[0] == "random" else max(50, n // 10)
        for i in range(games_n):
            try:
                lens.append(cli.play(g, derive_seed(99, i), options, list(pair)).actions_played)
            except RuntimeError:
                unended += 1
        lens.sort()
        out["/".join(pair)] = {"games": games_n, "max": lens[-1], "p999": lens[int(0.999 * len(lens)) - 1],
                               "mean": round(statistics.fmean(lens), 1), "unended": unended}
    print(gid, json.dumps(options), json.dumps(out), flush=True)
