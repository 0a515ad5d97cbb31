"""ヨミ's log: every change of hit points is said with its cause in both languages (checked over seeded random games
and for each ability that changes them), and what the table saw happen is said as it happened (Aces paid for a
super, 屁理屈's declared kind, 対位法's discard, a knocked-down player's dodge)."""

import re

from fudabako.core import Rng, derive_seed
from fudabako.games.yomi.rules import GAME
from test_yomi import fight, knocked, play
from test_yomi_abilities import at_draw, poker_window, reveal, settle

HP_LINES = {  # the words of a change of hit points, in each language
    "en": (re.compile(r"^(?P<cause>.+): (?P<n>\d+) damage to Player (?P<p>\d) \((?P<hp>-?\d+) left\)$"),
           re.compile(r"^(?P<cause>.+): Player (?P<p>\d) gains (?P<n>\d+) HP \(HP (?P<hp>-?\d+)\)$")),
    "ja": (re.compile(r"^(?P<cause>.+): プレイヤー(?P<p>\d)に(?P<n>\d+)ダメージ \(残り(?P<hp>-?\d+)\)$"),
           re.compile(r"^(?P<cause>.+): プレイヤー(?P<p>\d)のHP\+(?P<n>\d+) \(HP (?P<hp>-?\d+)\)$")),
}


def hp_lines(entries: list, lang: str) -> list:
    """The changes of hit points these log entries say, as (cause, player, delta, hit points after)."""
    found = []
    for e in entries:
        for sign, words in zip((-1, 1), HP_LINES[lang]):
            if m := words.match(e[lang]):
                found.append((m["cause"], int(m["p"]) - 1, sign * int(m["n"]), int(m["hp"])))
    return found


def said(state, since: int, lang: str = "en") -> list:
    return [e[lang] for e in state.log[since:]]


def test_every_hp_change_in_seeded_games_is_matched_by_a_log_line_with_its_cause():
    """After each action, the hit points the lines added say (both languages, each with a cause) are exactly the
    change of the state's hit points, line by line."""
    causes = set()
    for i in range(40):
        seed = derive_seed(1414, i)
        rng = Rng(seed)
        options = {"p1": i % 10 + 1, "p2": (i * 3 + 7) % 10 + 1}
        state = GAME.new_state(seed, options)
        while not state.is_over():
            before, n = list(state.hp), len(state.log)
            player = rng.choice(state.to_move())
            state.apply(player, rng.choice(state.legal_actions(player)).id)
            en, ja = hp_lines(state.log[n:], "en"), hp_lines(state.log[n:], "ja")
            assert [line[1:] for line in en] == [line[1:] for line in ja]
            hp = list(before)
            for cause, p, delta, after in en:
                hp[p] += delta
                assert after == hp[p] and cause.strip()
                causes.add(cause)
            assert hp == state.hp, (seed, state.log[n:])
    assert {"Chip damage", "Trade"} <= causes and any(c.endswith("-hit combo") for c in causes)


def test_stone_wall_entangling_vines_and_embers_say_their_damage():
    state = fight("rook", "grave", (["5h", "2h"], ["6h", "3h"]))
    n = len(state.log)
    play(state, "5h:0", "6h:0")
    settle(state)
    assert ("Stone Wall", 1, -6, 84) in hp_lines(state.log[n:], "en")
    assert ("石の壁", 1, -6, 84) in hp_lines(state.log[n:], "ja")
    state = fight("rook", "grave", (["3h", "7h"], ["Jh", "2h"]))
    play(state, "3h:0", "Jh:0")
    settle(state)
    n = len(state.log)
    state.apply(0, "pick:7h")
    assert hp_lines(state.log[n:], "en") == [("Entangling Vines", 1, -8, 82)]
    state = fight("jaina", "grave", (["2h"], ["2d"]))
    state.piles[0] = ["10h"]
    state.decks[0].remove("10h")
    reveal(state, "2h:0", "2d:1")
    n = len(state.log)
    state.apply(0, "ab:jaina_embers:10h")
    state.apply(1, "allow")
    assert hp_lines(state.log[n:], "ja") == [("残り火", 1, -2, 88)]


def test_jackpot_and_poker_say_their_damage():
    state = at_draw("lum", "grave", (["7h"], ["Ah", "Ad"]))
    state.hands[1] = ["Ah", "Ad"]
    n = len(state.log)
    state.apply(0, "ab:lum_jackpot:7h")
    state.apply(1, "allow")
    assert hp_lines(state.log[n:], "en") == [("Jackpot", 1, -7, 83)]
    state = at_draw("lum", "grave", (["7h"], ["X1"]))
    state.hands[1] = ["X1"]
    state.apply(0, "ab:lum_jackpot:7h")
    state.apply(1, "allow")
    assert hp_lines(state.log, "en") == [("Jackpot", 0, -2, 88)]
    state = poker_window(["10d", "10c"], ["10h", "Jh", "Jd", "2c"])
    n = len(state.log)
    state.apply(0, "ab:lum_poker:10h:fullhouse:10h+Jh+Jd")
    assert hp_lines(state.log[n:], "en") == [("Poker Flourish (full house)", 1, -7, 93)]
    assert hp_lines(state.log[n:], "ja") == [("ポーカー (フルハウス)", 1, -7, 93)]


def test_a_countered_cost_in_hit_points_is_said_coming_back():
    state = fight("jaina", "grave", (["6h", "7h"], ["3h", "10h"]))
    reveal(state, "6h:0", "3h:1")
    n = len(state.log)
    state.apply(0, "ab:jaina_unstable:7h")
    state.apply(1, "counter:10h")
    assert hp_lines(state.log[n:], "en") == [("Unstable Power", 0, -10, 75),
                                             ("Mental Toughness: cost undone", 0, 10, 85)]


def test_aces_paid_for_a_super_are_said():
    state = fight("jaina", "grave", (["Ah", "Ad"], ["3h"]))
    n = len(state.log)
    reveal(state, "Ah:0", "3h:1")
    assert "Player 1 discards ♦A to pay for Letter J" in said(state, n)
    assert "プレイヤー1はLetter Jのコストに♦Aを捨てます" in said(state, n, "ja")


def test_rhetoric_says_the_declared_kind_and_counterpoint_its_discard():
    state = at_draw("degrey", "grave", (["4h", "2h"], ["5h", "6h"]))
    n = len(state.log)
    state.apply(0, "ab:degrey_rhetoric:4h:block")
    assert said(state, n)[0] == "Player 1: Troublesome Rhetoric: block"
    assert said(state, n, "ja")[0] == "プレイヤー1: 屁理屈: ガード"
    state = fight("degrey", "grave", (["7h", "2h", "3h"], ["3d"]))
    reveal(state, "7h:0", "3d:0")
    n = len(state.log)
    state.apply(0, "ab:degrey_counterpoint:2h")
    assert said(state, n)[0] == "Player 1: Point, Counterpoint (discard ♥2)"
    assert said(state, n, "ja")[0] == "プレイヤー1: 対位法(♥2を捨てる)"


def test_a_knocked_down_dodge_is_said_as_failing_not_as_no_card():
    state = knocked()
    state.hands[0] = ["4h"]
    state.hands[1] = ["2h"]
    n = len(state.log)
    play(state, "4h:0", "2h:1")
    assert "Outcome: hits: a knocked-down player cannot dodge" in said(state, n)
    assert "判定: 転倒中で回避できず当たる" in said(state, n, "ja")
    assert not any("no card" in line for line in said(state, n))
    state = knocked()
    state.hands[0] = ["X1"]
    state.hands[1] = ["2h"]
    n = len(state.log)
    play(state, "X1:0", "2h:1")
    assert "Outcome: joker hits: a knocked-down player cannot dodge (gold burst)" in said(state, n)
