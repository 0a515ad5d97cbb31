import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
pytestmark = pytest.mark.cpython_only


def run(*args):
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "py"))
    return subprocess.run([sys.executable, "-m", "fudabako", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_games_json_lists_ids_titles_players_options():
    out = run("games", "--json")
    assert out.returncode == 0, out.stderr
    games = {g["id"]: g for g in json.loads(out.stdout)}
    dj = games["dice-janken"]
    assert dj["title"] == {"ja": "サイコロじゃんけん", "en": "Dice Janken"}
    assert dj["players"] == [2, 2]
    assert dj["options"][0]["key"] == "endurance" and dj["options"][0]["default"] == 12
    assert "stosute-proto" in games
    assert dj["options"][0]["choices"] == []  # a count
    regulation = games["blackpoker"]["options"][0]
    assert regulation["key"] == "regulation" and len(regulation["choices"]) == regulation["max"] + 1 == 11
    assert regulation["choices"][3] == {"ja": "スタンダード + パック", "en": "Standard + Pack"}
    assert games["stosute"]["options"][0]["choices"] == [{"ja": "なし", "en": "Off"}, {"ja": "あり", "en": "On"}]


def test_simulate_prints_the_stable_keys():
    out = run("simulate", "dice-janken", "--games", "20", "--seed", "3", "--players", "strong,random",
              "--option", "endurance=8", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    for key, kind in [("games", int), ("wins", list), ("draws", int), ("mean_actions", float), ("errors", int),
                      ("seconds", float)]:
        assert isinstance(report[key], kind)
    assert report["games"] == 20 and sum(report["wins"]) + report["draws"] == 20
    assert report["options"] == {"endurance": 8}
    again = json.loads(run("simulate", "dice-janken", "--games", "20", "--seed", "3", "--players", "strong,random",
                           "--option", "endurance=8", "--json").stdout)
    assert again["wins"] == report["wins"] and again["mean_actions"] == report["mean_actions"]


def test_simulate_refuses_bad_input_clearly():
    assert "unknown level" in run("simulate", "dice-janken", "--players", "strong,wizard").stderr
    bad_option = run("simulate", "dice-janken", "--option", "endurance=99", "--games", "1")
    assert bad_option.returncode == 2 and "from 6 to 30" in bad_option.stderr
    assert run("simulate", "chess").returncode == 2


def test_laplaplus_settled_shares_its_count_out_and_refuses_a_bad_part_or_card_clearly():
    halves = [json.loads(run("laplaplus-settled", "--cards", "2", "--part", part).stdout) for part in ("0/2", "1/2")]
    assert [h["builds"] for h in halves] == [325, 300] and all(h["settled"] == [] for h in halves)
    assert json.loads(run("laplaplus-settled", "--cards", "2", "--kinds", "2").stdout)["builds"] == 300 * 2
    assert json.loads(run("laplaplus-settled", "--cards", "3", "--of", "afs").stdout)["builds"] == 3 ** 3
    for bad in ("AA", "AZ", "-", ""):
        out = run("laplaplus-settled", "--cards", "2", "--of", bad)
        assert out.returncode == 2 and "expected distinct letters from A to Y" in out.stderr
    for bad in ("3", "2/2", "a/b"):
        out = run("laplaplus-settled", "--cards", "2", "--part", bad)
        assert out.returncode == 2 and "expected K/M with 0 <= K < M" in out.stderr and "Traceback" not in out.stderr


def test_exploit_prints_the_exact_figure():
    out = run("exploit", "dice-janken")
    report = json.loads(out.stdout)
    assert abs(report["exploitability"]) <= 1e-6


def test_bench_prints_playouts_and_decision_times():
    """Two games' rows (the whole bench takes minutes: キルゾーン's auto solves its game on its first decision)."""
    out = run("bench", "dice-janken", "blackpoker", "--seconds", "0.1", "--decisions", "2", "--json")
    rows = json.loads(out.stdout)
    assert rows[0]["game"] == "dice-janken" and set(rows[0]["decision_seconds"]) == {"random", "strong", "yomi"}
    assert all(r["playouts_per_second"] > 0 for r in rows)
    blackpoker = {r["game"]: r for r in rows if r["game"].startswith("blackpoker ")}  # one row per regulation
    assert len(blackpoker) == 11 and "blackpoker regulation=3 (Standard + Pack)" in blackpoker
    timed = [name for name, r in blackpoker.items() if "strong" in r.get("decision_seconds", {})]
    assert timed == ["blackpoker regulation=0 (Lite + Entry 20)", "blackpoker regulation=3 (Standard + Pack)"]


def test_simulate_plays_heuristic_opponents():
    out = run("simulate", "stosute-proto", "--games", "10", "--players", "strong,h:greedy", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["players"] == ["strong", "h:greedy"]
    assert "h:greedy" not in run("games", "--json").stdout  # a test opponent, never a level


def test_strength_prints_every_level_against_every_opponent_in_both_seats():
    out = run("strength", "--game", "dice-janken", "--games", "10", "--seed", "4", "--json")
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    pairs = {(r["level"], r["opponent"], r["seat"]) for r in rows}
    opponents = ["random", "h:big", "h:greedy", "h:human"]
    assert pairs == {(level, o, seat) for level in ("random", "strong", "yomi") for o in opponents if o != level
                     for seat in (0, 1)}
    for r in rows:
        assert r["games"] == 10 and r["seed"] == 4 and r["errors"] == 0
        assert r["low"] <= r["share"] == (r["wins"] + r["draws"] / 2) / 10 <= r["high"]
    table = run("strength", "--game", "dice-janken", "--games", "4", "--level", "strong", "--opponent", "h:big")
    lines = table.stdout.strip().splitlines()
    assert lines[0].split()[:4] == ["game", "level", "opponent", "seat"] and len(lines) == 3
    assert run("strength", "--game", "chess").returncode == 2
    solo = run("strength", "--game", "gimmick3", "--games", "2")  # was one OptionError line per game played
    assert solo.returncode == 1 and "solo game" in solo.stderr and not solo.stdout
    typo = run("strength", "--game", "dice-janken", "--games", "2", "--level", "stong")  # was an empty table
    assert typo.returncode == 1 and "stong" in typo.stderr and "strong" in typo.stderr and not typo.stdout


def test_strength_plays_rows_in_parallel_and_with_game_options():
    """--jobs gives the same rows as one row at a time; --option reaches every game played, and a bad one stops
    the command before any game."""
    def rows(*args):
        out = run("strength", "--game", "dice-janken", "--games", "6", "--seed", "9", "--level", "strong", "--json",
                  *args)
        assert out.returncode == 0, out.stderr
        return [{k: v for k, v in r.items() if k != "seconds"} for r in json.loads(out.stdout)]
    alone = rows()
    assert len(alone) == 8 and alone == rows("--jobs", "2")
    out = run("strength", "--game", "blackpoker", "--games", "2", "--level", "easy", "--opponent", "random",
              "--option", "regulation=3", "--json")
    assert out.returncode == 0, out.stderr
    assert [r["options"]["regulation"] for r in json.loads(out.stdout)] == [3, 3]
    for bad in ("regulation=99", "colour=red"):
        refused = run("strength", "--game", "blackpoker", "--games", "2", "--option", bad)
        assert refused.returncode == 2 and bad.split("=")[0] in refused.stderr and not refused.stdout
    assert run("strength", "--game", "dice-janken", "--games", "2", "--jobs", "0").returncode == 1
