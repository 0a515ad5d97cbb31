"""Command line: `PYTHONPATH=py python3 -m fudabako {games,simulate,strength,bench,exploit} ...` (standard library
only).

`simulate` is the balance tool: it plays N seeded games between AI levels (or heuristic opponents, `h:<name>`) and
prints one JSON object whose keys (games, wins, draws, mean_actions, errors, seconds, plus game statistics as
mean_<key>, and a solo game's score_quantiles) are a stable interface for other tools. `strength` runs `simulate`
for every level against every heuristic opponent and `random`, in both seat orders, and prints the table.
"""

import argparse
import concurrent.futures
import contextlib
import json
import math
import statistics
import sys
import time

from fudabako.ai import choose, levels_for, remember
from fudabako.ai.heuristics import HEURISTIC, heuristics_for
from fudabako.ai.levels import player_names
from fudabako.ai.exact import EXACT_SOLVERS, OPTIMAL_CHANCES
from fudabako.core import FudabakoError, Rng, all_games, derive_seed, get_game

MAX_ACTIONS = 100_000  # a game still running after this many actions counts as an error


def play(game, seed: int, options: dict, levels: list, memories: list | None = None, watch=None):
    """One game between AI levels; returns the final state. Each decision gets its own derived seed.
    `memories` (one per seat, as `remember` keeps them) carry what each player learnt of its opponent in
    earlier games of the series; they are updated at the end. `watch(state, player)`, if given, sees each
    decision before it is taken (e.g. `handovers`)."""
    memories = memories if memories is not None else [None] * len(levels)
    state = game.new_state(seed, options, len(levels))
    actions = 0
    while not state.is_over():
        for player in state.to_move():
            if watch:
                watch(state, player)
            view = state.view(player, log=False)
            action = choose(game.id, levels[player], view, derive_seed(seed, actions + 1), memories[player])
            state.apply(player, action)
            actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"no result after {MAX_ACTIONS} actions")
    for player in range(len(levels)):
        memories[player] = remember(game.id, state.view(player), memories[player])
    state.actions_played = actions
    return state


def simulate(game_id: str, games: int, seed: int, levels: list, options: dict | None = None) -> dict:
    game = get_game(game_id)
    options = game.resolve_options(options)
    wins = [0] * len(levels)
    draws = errors = 0
    action_counts = []
    stats: dict = {}
    memories = [None] * len(levels)  # the same opponents all series long: each may learn the other's habits
    start = time.perf_counter()
    for i in range(games):
        game_seed = derive_seed(seed, i)
        try:
            state = play(game, game_seed, options, levels, memories)
        except Exception as e:  # reported, counted, and the series goes on
            errors += 1
            print(f"error in game {i} (seed {game_seed}): {type(e).__name__}: {e}", file=sys.stderr)
            continue
        result = state.result()
        if len(result) == 1:  # a solo game is won (1.0) or lost (0.0)
            wins[0] += result[0] == 1.0
        elif result.count(max(result)) > 1:
            draws += 1
        else:
            wins[result.index(max(result))] += 1
        action_counts.append(state.actions_played)
        for key, value in game.stats(state).items():
            stats.setdefault(key, []).append(value)
    report = {
        "game": game_id, "players": levels, "options": options, "seed": seed,
        "games": games, "wins": wins, "draws": draws,
        "mean_actions": statistics.fmean(action_counts) if action_counts else 0.0,
        "errors": errors, "seconds": round(time.perf_counter() - start, 3),
    }
    for key, values in stats.items():
        report[f"mean_{key}"] = statistics.fmean(values)
    scores = stats.get("score", [])
    if len(scores) >= 2:  # a solo game's score: its distribution, not only its mean
        q1, median, q3 = statistics.quantiles(scores, n=4, method="inclusive")
        report["score_quantiles"] = {"min": min(scores), "q1": q1, "median": median, "q3": q3, "max": max(scores)}
    if game_id in OPTIMAL_CHANCES:  # a solo game solved exactly: what the best play wins, to compare with `wins`
        report["optimal_win_probability"] = float(OPTIMAL_CHANCES[game_id](options))
    return report


def wilson(score: float, n: int, z: float = 1.96) -> tuple:
    """The Wilson score interval (95% by default) of a share `score / n`: unlike the normal approximation it stays
    inside [0, 1] and is honest near 0% and 100%."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def strength_rows(game_ids: list, games: int, seed: int, levels=None, opponents=None, on_row=None,
                  options: dict | None = None, jobs: int = 1) -> list:
    """Every offered level (or only `levels`) of each game against each of its heuristic opponents and `random`
    (or only `opponents`), in both seat orders, `games` seeded games each (the same seeds in both orders), with
    the game `options` (e.g. a BlackPoker regulation). A row: game, level, opponent, seat (the level's), games,
    wins, draws, share (a draw counts half), low/high (the 95% Wilson interval of the share), errors, seed,
    options, seconds. `on_row(row)` sees each row as it is done, in table order. `jobs` rows are played at once,
    each in a process of its own: the same rows as one at a time (every game's seed comes from `seed`), sooner
    on a machine with that many cores."""
    series = []  # (game_id, level, opponent, seat)
    for game_id in game_ids:
        against = ["random"] + [HEURISTIC + h for h in heuristics_for(game_id)]
        for level in [lv["id"] for lv in levels_for(game_id)]:
            if levels and level not in levels:
                continue
            for opponent in against:
                if opponent == level or (opponents and opponent not in opponents):
                    continue
                series += [(game_id, level, opponent, seat) for seat in (0, 1)]
    plays = [(g, games, seed, [lv, o] if seat == 0 else [o, lv], options) for g, lv, o, seat in series]
    rows = []
    with concurrent.futures.ProcessPoolExecutor(jobs) if jobs > 1 else contextlib.nullcontext() as pool:
        reports = pool.map(simulate, *zip(*plays)) if pool else (simulate(*play) for play in plays)
        for (game_id, level, opponent, seat), report in zip(series, reports):
            score = report["wins"][seat] + report["draws"] / 2
            low, high = wilson(score, games)
            row = {"game": game_id, "level": level, "opponent": opponent, "seat": seat, "games": games,
                   "wins": report["wins"][seat], "draws": report["draws"], "share": score / games,
                   "low": low, "high": high, "errors": report["errors"], "seed": seed,
                   "options": report["options"], "seconds": report["seconds"]}
            rows.append(row)
            if on_row:
                on_row(row)
    return rows


def print_strength_row(row: dict) -> None:
    """One line of the table: the level's share from one seat, with its interval."""
    errors = f"  ERRORS {row['errors']}" if row["errors"] else ""
    print(f"{row['game']:14} {row['level']:11} {row['opponent']:12} {row['seat'] + 1:>4} {row['games']:>6} "
          f"{row['wins']:>6} {row['draws']:>5} {100 * row['share']:6.1f}%  [{100 * row['low']:5.1f}, "
          f"{100 * row['high']:5.1f}] {row['seed']:>5} {row['seconds']:8.1f}s{errors}", flush=True)


def handovers(game_id: str, games: int, seed: int, levels: list, options: dict | None = None) -> dict:
    """What a pass-and-play table shows over seeded games between `levels`: the hand-over screens per game and
    per decision, by the shell's rule (ui.app `refresh`): the seat about to decide is covered first when it is
    not the seat shown last and its view holds a secret (`State.has_secret`); a seat whose view holds none is
    simply shown. The cover before the first decision counts: the table shows it too."""
    game = get_game(game_id)
    covers, decisions = 0, 0
    for i in range(games):
        shown = [None]

        def watch(state, player):
            nonlocal covers
            if player != shown[0]:
                covers += state.has_secret(player)
                shown[0] = player

        decisions += play(game, derive_seed(seed, i), options or {}, levels, watch=watch).actions_played
    return {"players": ",".join(levels), "games": games, "per_game": covers / games,
            "per_decision": covers / decisions}


def bench_handovers(game, seconds: float) -> list:
    """`handovers` for each option set in a game's `bench_handovers` (on its first bench row's options), random and
    easy players in both seats, 100 × `seconds` seeded games each. CPython only: the figures are the engine's, the
    same in Pyodide."""
    games = max(2, round(100 * seconds))
    return [dict(handovers(game.id, games, 1, [level] * 2, dict(game.bench_options[0], **extra)), options=name)
            for level in ("random", "easy") for name, extra in game.bench_handovers.items()]


def random_playouts(game_id: str, seconds: float = 1.0, options: dict | None = None) -> float:
    """Random-vs-random games finished per second (engine speed; also run inside Pyodide by the browser bench)."""
    game = get_game(game_id)
    levels = ["random"] * game.min_players
    done, start, i = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        play(game, derive_seed(1, i), options or {}, levels)
        done += 1
        i += 1
    return done / (time.perf_counter() - start)


def sample_positions(game_id: str, count: int, seed: int = 7, options: dict | None = None) -> list:
    """`count` decision points `(player, view)` from seeded random games: each game's first, middle and last
    decision, so the figures cover openings, middle games and endings, not just the first move."""
    game = get_game(game_id)
    positions, i = [], 0
    while len(positions) < count:
        rng, state, seen = Rng(derive_seed(seed, i)), game.new_state(derive_seed(seed, i), options), []
        while not state.is_over():
            player = rng.choice(state.to_move())
            seen.append((player, state.view(player, log=False)))
            state.apply(player, rng.choice(state.legal_actions(player)).id)
        positions += [seen[0], seen[len(seen) // 2], seen[-1]]
        i += 1
    return positions[:count]


def decision_times(game_id: str, samples: int = 9, options: dict | None = None) -> dict:
    """Seconds per decision for each AI level over `sample_positions`: {level: {"median": s, "max": s}}."""
    times = {}
    positions = sample_positions(game_id, samples, options=options)
    for level in levels_for(game_id):
        runs = []
        for k, (player, view) in enumerate(positions):
            start = time.perf_counter()
            choose(game_id, level["id"], view, k)
            runs.append(time.perf_counter() - start)
        times[level["id"]] = {"median": statistics.median(runs), "max": max(runs)}
    return times


def bench_name(game, options: dict) -> str:
    """A bench row's name: the game id, then the option values benched (named, where the option has choices)."""
    named = {o.key: o for o in game.options}
    words = [f"{k}={v}" + (f" ({named[k].choices[v - named[k].minimum]['en']})" if named[k].choices else "")
             for k, v in options.items()]
    return " ".join([game.id, *words])


def bench_rows(seconds: float, decisions: int = 9, game_ids: list | None = None) -> list:
    """The bench's figures, one row per game and option set in its `bench_options`: random playouts/s, and for
    the option sets in `bench_ai_options` each AI level's decision time. CPython's `bench` and the browser bench
    (inside Pyodide) both run this. `game_ids`: only these games."""
    rows = []
    for game in [get_game(g) for g in game_ids] if game_ids else all_games():
        for options in game.bench_options:
            row = {"game": bench_name(game, options), "playouts_per_second": random_playouts(game.id, seconds, options)}
            if options in game.bench_ai_options:
                row["decision_seconds"] = decision_times(game.id, decisions, options)
            if hasattr(game, "bench") and options == game.bench_options[0]:  # a game's own figures
                row.update(game.bench(seconds))  # (e.g. ラプラプラス's battles per second)
            rows.append(row)
    return rows


def _parse_options(pairs) -> dict:
    options = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option takes key=value, not {pair!r}")
        options[key] = value
    return options


def _laplaplus(args) -> int:
    """ラプラプラス's own commands: the pool search, the random-composition check and PBM tournaments."""
    from fudabako.ai import laplaplus as lp
    from fudabako.games.laplaplus import codes, tournament

    if args.command == "laplaplus-search":
        found = lp.search(args.seed, args.rounds, args.steps)
        for score, comp in found[:10]:
            print(f"{score:.4f} {codes.encode(comp):8} {codes.describe(comp)['en']}")
        if args.write:
            lp.write_pool(found)
    elif args.command == "laplaplus-settled":
        print(json.dumps(lp.settled_among(args.cards, args.sample, args.seed, args.part, args.kinds, args.of)))
    elif args.command == "laplaplus-check" and args.bars:
        print(json.dumps(lp.bars(args.bars, args.games, args.seed)))
    elif args.command == "laplaplus-check":
        comp = codes.decode(args.code) if args.code else lp.POOL[0][1]
        share = lp.random_check(comp, args.games, args.seed)
        print(json.dumps({"code": codes.encode(comp), "games": args.games, "seed": args.seed, "beaten": share}))
    else:
        with open(args.file, encoding="utf-8") as f:
            entries, errors = codes.parse_entries(f.read())
        for line, message in errors:
            print(f"line {line}: {message['en']} / {message['ja']}", file=sys.stderr)
        for rank, row in enumerate(tournament.round_robin(entries)["standings"], 1):
            print(f"{rank:3}. {row['name']:20} {row['points']:6.1f}  {row['wins']}-{row['draws']}-{row['losses']}")
    return 0


def _part(text: str) -> tuple:
    """--part K/M: 0 <= K < M."""
    k, slash, m = text.partition("/")
    if not (slash and k.isdigit() and m.isdigit() and int(k) < int(m)):
        raise argparse.ArgumentTypeError(f"expected K/M with 0 <= K < M, got {text!r}")
    return int(k), int(m)


def _cards(text: str) -> tuple:
    """--of LETTERS: distinct composition-code letters, each a card."""
    from fudabako.games.laplaplus.codes import CodeError, decode

    letters, numbers = text.strip().upper(), []
    for letter in letters:
        with contextlib.suppress(CodeError):
            numbers += decode(letter)  # "-" decodes to no card
    if not letters or len(numbers) != len(letters) or len(set(numbers)) != len(numbers):
        raise argparse.ArgumentTypeError(f"expected distinct letters from A to Y, got {text!r}")
    return tuple(numbers)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fudabako", description="Fudabako (札箱) games from the command line")
    sub = parser.add_subparsers(dest="command", required=True)
    p_games = sub.add_parser("games", help="list the games")
    p_games.add_argument("--json", action="store_true")
    p_sim = sub.add_parser("simulate", help="play N games between AI levels")
    p_sim.add_argument("game")
    p_sim.add_argument("--games", type=int, default=1000)
    p_sim.add_argument("--seed", type=int, default=1)
    p_sim.add_argument("--players", default="random,random", help="AI levels per seat, comma-separated")
    p_sim.add_argument("--option", action="append", metavar="KEY=VALUE")
    p_sim.add_argument("--json", action="store_true")
    p_str = sub.add_parser("strength", help="every level against the heuristic opponents and random, both seats")
    p_str.add_argument("--game", action="append", help="only this game (repeatable; default: every game with "
                       "heuristic opponents)")
    p_str.add_argument("--games", type=int, default=100, help="games per level, opponent and seat order")
    p_str.add_argument("--seed", type=int, default=1)
    p_str.add_argument("--level", action="append", help="only this level (repeatable)")
    p_str.add_argument("--opponent", action="append", help="only this opponent, e.g. h:greedy (repeatable)")
    p_str.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. regulation=3 "
                       "(repeatable; every named game must have it)")
    p_str.add_argument("--jobs", type=int, default=1, help="rows played at once, each in its own process")
    p_str.add_argument("--json", action="store_true")
    p_bench = sub.add_parser("bench", help="random playouts per second, AI decision times and pass-and-play hand-overs "
                                           "(CPython)")
    p_bench.add_argument("game", nargs="*", help="only these games (default: all)")
    p_bench.add_argument("--seconds", type=float, default=1.0, help="seconds of random playouts per row")
    p_bench.add_argument("--decisions", type=int, default=9, help="positions per level for the AI decision times")
    p_bench.add_argument("--json", action="store_true")
    p_exp = sub.add_parser("exploit", help="exact exploitability of the strong level, where a game is solved exactly")
    p_exp.add_argument("game")
    p_exp.add_argument("--option", action="append", metavar="KEY=VALUE")
    p_lps = sub.add_parser("laplaplus-search", help="ラプラプラス: rerun the composition search behind the strong AI")
    p_lps.add_argument("--seed", type=int, default=1)
    p_lps.add_argument("--rounds", type=int, default=6)
    p_lps.add_argument("--steps", type=int, default=40)
    p_lps.add_argument("--write", action="store_true", help="replace the shipped pool with the result")
    p_lpc = sub.add_parser("laplaplus-check", help="ラプラプラス: share of random 8-card compositions strong's best beats")
    p_lpc.add_argument("--games", type=int, default=1000)
    p_lpc.add_argument("--seed", type=int, default=2026)
    p_lpc.add_argument("--code", help="check this composition code instead of strong's best")
    p_lpc.add_argument("--bars", type=int, metavar="N", help="instead: issue 15's figures for the pool's N best builds "
                       "(one-card changes that beat each, strong's face-to-face share; --games per seat)")
    p_lpx = sub.add_parser("laplaplus-settled", help="ラプラプラス: the settled builds (none of their one-card changes "
                           "beats them) among every build of --cards cards, or a --sample of them")
    p_lpx.add_argument("--cards", type=int, default=8)
    p_lpx.add_argument("--sample", type=int, default=0, help="this many random builds instead of every one")
    p_lpx.add_argument("--seed", type=int, default=1)
    p_lpx.add_argument("--kinds", type=int, default=0, metavar="K", help="every build of exactly K kinds of card "
                       "instead of every one")
    p_lpx.add_argument("--of", type=_cards, metavar="LETTERS", help="builds made of these cards only "
                       "(composition-code letters, A = コア … Y = 目くらまし; with --kinds too)")
    p_lpx.add_argument("--part", type=_part, default=(0, 1), metavar="K/M", help="every build whose first card is "
                       "the K-th modulo M (with --kinds: whose set of kinds is), to share an exhaustive count out "
                       "over processes")
    p_lpt = sub.add_parser("laplaplus-tournament", help="ラプラプラス: round robin of 'name: CODE' lines from a file")
    p_lpt.add_argument("file")
    args = parser.parse_args(argv)

    try:
        if args.command == "games":
            games = [dict(g.describe(), levels=levels_for(g.id)) for g in all_games()]
            if args.json:
                print(json.dumps(games, ensure_ascii=False, indent=1))
            else:
                for g in games:
                    print(f"{g['id']:16} {g['title']['ja']} / {g['title']['en']}  ({g['players'][0]}-{g['players'][1]} players)")
        elif args.command == "simulate":
            levels = args.players.split(",")
            known = player_names(args.game)
            if any(level not in known for level in levels):
                raise SystemExit(f"unknown level in {args.players!r}; {args.game} has: {', '.join(known)}")
            report = simulate(args.game, args.games, args.seed, levels, _parse_options(args.option))
            if args.json:
                print(json.dumps(report, ensure_ascii=False))
            else:
                for key, value in report.items():
                    print(f"{key:14} {value}")
            return 1 if report["errors"] else 0
        elif args.command == "strength":
            game_ids = args.game or [g.id for g in all_games() if heuristics_for(g.id)]
            for game_id in game_ids:  # bad names fail here, before any game is played
                if get_game(game_id).describe()["players"][1] < 2:
                    raise SystemExit(f"{game_id} is a solo game: it has no opponent to measure a level against")
            known = {name for game_id in game_ids for name in player_names(game_id)}
            unknown = [name for name in (args.level or []) + (args.opponent or []) if name not in known]
            if unknown:
                raise SystemExit(f"unknown level or opponent {', '.join(unknown)}; {', '.join(game_ids)} "
                                 f"{'has' if len(game_ids) == 1 else 'have'}: {', '.join(sorted(known))}")
            options = _parse_options(args.option)
            for game_id in game_ids:  # a bad option fails here too (OptionError), not once per game played
                get_game(game_id).resolve_options(options)
            if args.jobs < 1:
                raise SystemExit("--jobs takes a number of processes, 1 or more")
            if not args.json:
                if options:
                    print("options: " + ", ".join(f"{k}={v}" for k, v in options.items()))
                print(f"{'game':14} {'level':11} {'opponent':12} {'seat':>4} {'games':>6} {'wins':>6} {'draws':>5} "
                      f"{'share':>7}  {'95% interval':14} {'seed':>5} {'time':>9}")
            rows = strength_rows(game_ids, args.games, args.seed, args.level, args.opponent,
                                 None if args.json else print_strength_row, options, args.jobs)
            if args.json:
                print(json.dumps(rows))
            return 1 if any(r["errors"] for r in rows) else 0
        elif args.command == "bench":
            rows = bench_rows(args.seconds, args.decisions, args.game)
            for game in [get_game(g) for g in args.game] if args.game else all_games():
                if hasattr(game, "bench_handovers"):  # on the game's first row
                    first = next(r for r in rows if r["game"] == bench_name(game, game.bench_options[0]))
                    first["handovers"] = bench_handovers(game, args.seconds)
            if args.json:
                print(json.dumps(rows))
            else:
                width = max(len(r["game"]) for r in rows)
                print(f"{'game':{width}} {'playouts/s':>11}  AI decision time (median / max over {args.decisions} "
                      "positions, s)")
                for r in rows:
                    times = "  ".join(f"{k} {t['median']:.4f}/{t['max']:.4f}"
                                      for k, t in r.get("decision_seconds", {}).items())
                    print(f"{r['game']:{width}} {r['playouts_per_second']:>11.1f}  {times}")
                    extra = "  ".join(f"{k} {v}" for k, v in r.items()
                                      if k not in ("game", "playouts_per_second", "decision_seconds", "handovers"))
                    if extra:
                        print(f"{'':{width}} {extra}")
                    for h in r.get("handovers", []):
                        print(f"{'':{width}} pass-and-play hand-overs, {h['players']}, {h['options']}: "
                              f"{h['per_game']:.1f} per game, {h['per_decision']:.3f} per decision "
                              f"({h['games']} seeded games)")
        elif args.command == "exploit":
            game = get_game(args.game)
            if game.id not in EXACT_SOLVERS:
                raise SystemExit(f"{game.id} has no exact solver")
            options = game.resolve_options(_parse_options(args.option))
            print(json.dumps(dict(game=game.id, options=options, **EXACT_SOLVERS[game.id](options))))
        elif args.command.startswith("laplaplus-"):
            return _laplaplus(args)
    except FudabakoError as e:
        print(f"{e.en} / {e.ja}", file=sys.stderr)
        return 2
    return 0
