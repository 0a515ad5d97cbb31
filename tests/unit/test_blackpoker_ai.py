"""BlackPoker computer players (unregistered game: the AI module is imported directly)."""

import pytest

from fudabako.ai.blackpoker import PLAYERS
from fudabako.core import Rng, derive_seed
from fudabako.games.blackpoker.rules import STOPS, BlackPoker, from_view

GAME = BlackPoker()


def play(reg, seed, seats, max_steps=None):
    """A game (or its first `max_steps` steps); no computer player makes BP-21's declaration."""
    s = GAME.new_state(seed, {"regulation": reg})
    rng = Rng(seed)
    steps = 0
    while not s.is_over() and steps != max_steps:
        p = s.to_move()[0]
        view = s.view(p)
        choice = PLAYERS[seats[p]](view, rng, None)
        assert choice in [a["id"] for a in view["legal"]]
        assert choice not in STOPS
        s.apply(p, choice)
        steps += 1
    return s.result()


@pytest.mark.parametrize("reg", [0, 3, 7])
def test_easy_plays_legal_actions_to_the_end_and_beats_random_more_often_than_not(reg):
    score = 0
    for i in range(10):
        seats = ["easy", "random"] if i % 2 == 0 else ["random", "easy"]
        score += play(reg, derive_seed(5, i), seats)[seats.index("easy")]
    assert score > 5


def test_bp21_strong_never_declares_its_stops():
    play(0, derive_seed(6, 0), ["strong", "strong"], max_steps=60)


@pytest.mark.parametrize("reg", [0, 3])
def test_strong_decides_from_its_view_alone(reg):
    """A state dealt from the computer's view (the other hand and the lives dealt anew) gets the same choice as the
    real one: the search sees only the view, never the hidden cards."""
    s = GAME.new_state(derive_seed(8, reg), {"regulation": reg})
    rng, checked, differ = Rng(reg), 0, 0
    while not s.is_over() and checked < 8:
        p = s.to_move()[0]
        view = s.view(p, log=False)
        if len([a for a in view["legal"] if a["id"] not in STOPS]) > 1:
            other = from_view(GAME, view, Rng(checked))
            assert other.view(p, log=False) == view
            differ += other.hand[1 - p] != s.hand[1 - p] or other.life != s.life
            seen = other.view(p, log=False)
            assert PLAYERS["strong"](view, Rng(checked), None) == PLAYERS["strong"](seen, Rng(checked), None)
            checked += 1
        s.apply(p, PLAYERS["easy"](view, rng, None))
    assert checked == 8 and differ  # and the hidden cards did differ


@pytest.mark.parametrize("reg", [0, 3])
def test_easy_state_answers_as_easy_does(reg):
    """The rollouts' `easy_state` reads the state instead of a view, and must answer exactly as `easy` (positions
    of games where easy and random take turns, so that builds, blocks and answers to requests all come up)."""
    from fudabako.ai.blackpoker import easy_state

    compared = 0
    for i in range(6):
        s = GAME.new_state(derive_seed(12, i), {"regulation": reg})
        rng = Rng(i)
        while not s.is_over():
            p = s.to_move()[0]
            view = s.view(p, log=False)
            if not view["prep"]:
                assert easy_state(s, p) == PLAYERS["easy"](view, rng, None)
                compared += 1
            s.apply(p, PLAYERS["easy" if rng.below(2) else "random"](view, rng, None))
    assert compared > 300


@pytest.mark.parametrize("reg", [0, 3])
def test_a_quiet_world_plays_as_a_logged_one_and_writes_nothing(reg):
    """The search's worlds are quiet (no log, nothing named in words): dealt with the same randomness, a quiet and
    a logged world go through the same states, step for step, to the end of a game of rollout players."""
    from fudabako.ai.blackpoker import sharp

    s = GAME.new_state(derive_seed(14, reg), {"regulation": reg})
    rng = Rng(reg)
    for _ in range(30):
        p = s.to_move()[0]
        s.apply(p, PLAYERS["easy"](s.view(p, log=False), rng, None))
    view = s.view(s.to_move()[0], log=False)
    quiet, logged = from_view(GAME, view, Rng(3), quiet=True), from_view(GAME, view, Rng(3))
    steps = 0
    while not logged.is_over():
        p = logged.to_move()[0]
        choice = sharp(logged, p)
        assert quiet.to_move() == [p] and sharp(quiet, p) == choice
        logged._apply(p, choice)
        quiet._apply(p, choice)
        steps += 1
        assert quiet.rng.state == logged.rng.state
        assert {k: v for k, v in vars(quiet).items() if k not in ("log", "quiet", "rng")} == {
            k: v for k, v in vars(logged).items() if k not in ("log", "quiet", "rng")}
    assert steps > 20 and quiet.log == [] and len(logged.log) > 20
    assert quiet.result() == logged.result()


def _turn_start(reg, seed):
    """A state at the first player's first own-turn choice with a full hand (after its draw), and its view."""
    s = GAME.new_state(seed, {"regulation": reg})
    rng = Rng(seed)
    while True:
        p = s.to_move()[0]
        view = s.view(p, log=False)
        if p == s.turn and not s.stage and not view["decision"] and not view["build"]:
            return s, view
        s.apply(p, PLAYERS["easy"](view, rng, None))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_strong_weighs_whole_moves(seed):
    """`moves` builds every action to its end (a D cost only from the two lowest cards left, a B cost from one
    bulwark): each move plays out legally, step by step, leaves no build open, and none comes twice."""
    from fudabako.ai.blackpoker import _card_value, _choices, moves

    s, view = _turn_start(0, derive_seed(31, seed))  # ライト+エントリー20: a full hand
    p = view["viewer"]
    found = moves(from_view(GAME, view, Rng(1)), p, _choices(view), cap=1000)
    assert len(found) > len(_choices(view))  # builds were carried past their first step
    for steps in found:
        w = s.clone()
        for step in steps:
            assert w.is_legal(p, step), steps
            if step.startswith("D:"):
                left = [c for c in w.hand[p] if f"key:{c}" not in steps]
                assert sorted(map(_card_value, left)).index(_card_value(step)) < 2, steps
            w.apply(p, step)
        assert w.build is None
    assert len({tuple(steps) for steps in found}) == len(found)


def test_strong_spends_its_budget_of_rollouts_on_the_moves_still_in_the_running(monkeypatch):
    """Sequential halving with a budget: a turn of many whole moves plays at most BUDGET rollouts over at most
    MOST_WORLDS worlds (each move on one at least, the last two on many); a choice between two moves plays both on
    MOST_WORLDS worlds (the old fixed plan gave every decision 8)."""
    from fudabako.ai import blackpoker as bp

    played, dealt, counted = [], [], []  # a rollout each, a world each, the candidate moves
    rollout, world, moves = bp._rollout, bp._world, bp.moves
    monkeypatch.setattr(bp, "_rollout", lambda *a, **k: played.append(1) or rollout(*a, **k))
    monkeypatch.setattr(bp, "_world", lambda *a: dealt.append(1) or world(*a))
    monkeypatch.setattr(bp, "moves", lambda *a, **k: counted.append(moves(*a, **k)) or counted[-1])

    _, view = _turn_start(0, derive_seed(31, 1))
    bp.halving(view, Rng(5))
    [candidates] = counted
    assert len(candidates) > 16
    assert len(candidates) <= len(played) <= bp.BUDGET and len(dealt) <= bp.MOST_WORLDS
    assert len(dealt) >= 16  # the last two moves were compared on many worlds

    played.clear(), dealt.clear()
    monkeypatch.setattr(bp, "moves", lambda *a, **k: moves(*a, **k)[:2])  # a choice between two moves
    bp.halving(view, Rng(5))
    assert len(dealt) == bp.MOST_WORLDS and len(played) == 2 * bp.MOST_WORLDS


def test_strong_aims_hostile_actions_at_the_other_side_and_friendly_ones_at_its_own():
    """`aimed`, the targets strong's search tries: 防壁破壊, ダウン … the other side's characters, カウンター its
    requests, アップ one's own; an action that serves either side (ツイスト) keeps all; an action with no target on its
    side has none, and `moves` leaves it out."""
    from fudabako.ai.blackpoker import aimed

    s, view = _turn_start(0, derive_seed(31, 1))
    p = view["viewer"]
    chars = {q: [f"target:c{ch['id']}" for ch in s.field[q]] for q in (0, 1)}
    assert chars[0] and chars[1]  # each side set a bulwark at the start
    both = chars[p] + chars[1 - p]
    assert aimed(s, p, "breach", both) == aimed(s, p, "down", both) == chars[1 - p]
    assert aimed(s, p, "up", both) == chars[p]
    assert aimed(s, p, "twist", both) == both
    assert aimed(s, p, "down", chars[p]) == []
    s.stage = [{"id": 7, "controller": p}, {"id": 8, "controller": 1 - p}]
    assert aimed(s, p, "counter", ["target:r7", "target:r8"]) == ["target:r8"]


@pytest.mark.parametrize("reg", [0, 3, 7])
def test_sharp_rollout_player_plays_legal_steps_and_its_tricks(reg):
    """The rollout player of `strong` answers only legal steps, and with a full hand (ライト+エントリー20) it does
    use アップ, ダウン or カウンター (the パック frames start with a near-empty hand)."""
    from collections import Counter

    from fudabako.ai.blackpoker import sharp

    used = Counter()
    for i in range(12):
        s = GAME.new_state(derive_seed(32, i), {"regulation": reg})
        while not s.is_over():
            p = s.to_move()[0]
            step = s.legal_actions(p)[0].id if s.prep else sharp(s, p)
            assert s.is_legal(p, step), step
            used[step] += 1
            s.apply(p, step)
    assert reg != 0 or used["act:up"] + used["act:down"] + used["act:counter"] > 0


def test_strong_values_a_rollouts_end_by_a_fitted_chance():
    """`fitted` gives a decided game 1 or 0 and any other position a chance strictly between, from one feature of
    each kind per side (all within the fitted weights); the fit rates more life on one's own side as better."""
    from fudabako.ai.blackpoker import FEATURES, WEIGHTS, features, fitted, sharp

    assert len(WEIGHTS) == FEATURES
    for reg in (0, 3):
        s = GAME.new_state(derive_seed(33, reg), {"regulation": reg})
        while not s.is_over():
            p = s.to_move()[0]
            found = features(s, p)
            assert len(found) == len(set(found)) == 14 and max(found) < FEATURES
            assert 0 < fitted(s, p) < 1
            s._apply(p, s.legal_actions(p)[0].id if s.prep else sharp(s, p))
        assert fitted(s, s.winner) == 1.0 and fitted(s, 1 - s.winner) == 0.0
    s = GAME.new_state(derive_seed(33, 0), {"regulation": 3})
    while s.prep:
        s._apply(s.to_move()[0], s.legal_actions(s.to_move()[0])[0].id)
    before = fitted(s, 0)
    del s.life[0][:len(s.life[0]) - 3]
    assert fitted(s, 0) < before
