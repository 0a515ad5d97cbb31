"""イモータルアリーナ: a game of perfect information with dice, so the `strong` level is expectimax — its own move,
the roll (two outcomes: the shot hits or misses, the target falls or not), the opponent's reply and its roll —
with a heuristic value at the leaves. It searches from its view's board with the engine's own rule functions
(`legal_moves`, `success_chance`, `resolve`), so it plays exactly the game the engine referees.

`easy` looks one move ahead and values only points and strikes.
"""

from fudabako.games.immortal_arena.rules import (
    FIRE, FRONT, HEAVY, copy_board, legal_moves, named, resolve, success_chance, winner,
)

from .random_player import random_choice

WIN = 10_000.0
POINT = 10.0
FALLEN = 5.0  # a fallen piece neither acts nor counts toward 圧倒 until a turn is spent reviving it
DANGER = 9.0  # × the chance that one melee fells the piece: the point it would give and the piece itself
KI = 1.5  # 気力 of the fire mage: two of it buy a 業火
BOUND = 1.0
FRONT_ROW = 0.6  # closer to 圧倒 and to melee


def _felling_chance(strikes: int, heavy: bool) -> float:
    return 1 - (max(0, 6 - strikes) / 6) ** (2 if heavy else 3)


def side_value(b: dict, p: int) -> float:
    """How well player `p` stands, apart from the other side."""
    v = POINT * b["score"][p]
    for i in range(3):
        if b["fallen"][p][i]:
            v -= FALLEN
            continue
        danger = _felling_chance(b["strikes"][p][i], HEAVY[i])
        if b["healing"][p][i]:
            danger *= 0.5  # its strikes go the next time it acts
        v -= DANGER * danger
        if i == FIRE:
            v += KI * b["ki"][p][i]
        if b["bound"][p][i]:
            v -= BOUND
        if b["row"][p][i] == FRONT:
            v += FRONT_ROW
    return v


def evaluate(b: dict, me: int) -> float:
    w = winner(b)
    if w is not None:
        return WIN if w == me else -WIN
    return side_value(b, me) - side_value(b, 1 - me)


def outcomes(b: dict, move: tuple) -> list:
    """[(probability, board after the move)] over the roll's outcomes (one outcome for a move without dice)."""
    p = b["turn"]
    chance = success_chance(b, p, move)
    if chance is None:
        after = copy_board(b)
        resolve(after, p, move, None)
        return [(1.0, after)]
    results = []
    for success, weight in ((True, chance), (False, 1 - chance)):
        if weight > 0:
            after = copy_board(b)
            resolve(after, p, move, success)
            results.append((weight, after))
    return results


def expectimax(b: dict, me: int, depth: int, value=evaluate) -> float:
    """The expected value for `me` of position `b` searched `depth` moves deep (either player's move counts)."""
    if depth == 0 or winner(b) is not None:
        return value(b, me)
    scores = [sum(w * expectimax(after, me, depth - 1, value) for w, after in outcomes(b, move))
              for move in legal_moves(b, b["turn"])]
    return max(scores) if b["turn"] == me else min(scores)


def best_move(view: dict, rng, depth: int, value=evaluate) -> str:
    """The move with the best expected value (ties broken at random), searched `depth` moves deep."""
    b = view["board"]
    me = view["viewer"]
    scored = []
    for move in legal_moves(b, me):
        score = sum(w * expectimax(after, me, depth - 1, value) for w, after in outcomes(b, move))
        scored.append((score, move))
    top = max(s for s, _ in scored)
    return named(rng.choice([m for s, m in scored if s >= top - 1e-9]))[0]


def points_and_strikes(b: dict, me: int) -> float:
    """`easy`'s value: points, and strikes given minus strikes taken."""
    w = winner(b)
    if w is not None:
        return WIN if w == me else -WIN
    return (POINT * (b["score"][me] - b["score"][1 - me])
            + sum(b["strikes"][1 - me]) - sum(b["strikes"][me]))


def easy_choice(view: dict, rng, memory=None) -> str:
    return best_move(view, rng, 1, points_and_strikes)


def strong_choice(view: dict, rng, memory=None) -> str:
    return best_move(view, rng, 2)


PLAYERS = {"random": random_choice, "easy": easy_choice, "strong": strong_choice}
