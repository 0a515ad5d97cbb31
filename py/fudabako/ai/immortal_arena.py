"""イモータルアリーナ: a game of perfect information with dice, so the `strong` level is expectimax — its own move,
the roll (two outcomes: the shot hits or misses, the target falls or not), the opponent's reply and its roll —
valuing the positions it reaches by the chance that their player to move wins (`win_chance`). It searches from
its view's board with the engine's own rule functions (`legal_moves`, `success_chance`, `resolve`), so it plays
exactly the game the engine referees.

`win_chance` is a logistic model: the log-odds of the player to move winning are a sum of weights (`features`)
for the score and for each side's pieces (fallen; the chance that one melee fells it, while healing or not; its
row), the fire mage's 気力 and how near a side stands to 圧倒. `immortal_arena_fit` fits the weights (maximum
likelihood) to the outcomes of 120,480 positions from 2,400 games of a heuristic player or `easy` against itself,
with 15 % of the moves random (its docstring says why so), and writes them to `immortal_arena_weights`. The model
names the winner of 600 held-out games from their 29,828 positions 68.8 % of the time. Hand-set weights of the same
kind won 55-65 % against `h:greedy` and `h:human`; these win 94.1 / 95.5 % against `h:greedy`, 90.4 / 89.3 % against
`h:rush`, 98.7 / 99.0 % against `h:human` and 99.9 / 99.8 % against random (first / second seat, 2,000 games each,
`strength --seed 1`).

`easy` looks one move ahead and values only points and strikes.
"""

from math import exp

from fudabako.games.immortal_arena.rules import (
    FIRE, FRONT, GOAL, HEAVY, LEAD, MIDDLE, copy_board, legal_moves, named, resolve, success_chance, winner,
)

from .immortal_arena_weights import WEIGHTS
from .random_player import random_choice

WIN = 10_000.0  # easy's value of a won game

# The model's features, in the order of WEIGHTS, seen from the player to move ("mover") and the other player:
SCORES = [(m, o) for m in range(GOAL) for o in range(GOAL) if abs(m - o) < LEAD]  # (mover's points, other's)
SCORE_INDEX = {score: k for k, score in enumerate(SCORES)}
# Per side (mover, other) and piece (warrior, fire mage, ice mage): fallen; × the chance that one melee fells it,
# not healing / healing; in the front row; in the back row.
PIECE_AT = len(SCORES)
KI_AT = PIECE_AT + 2 * 3 * 5  # per side: the fire mage's 気力 is 1, 2
OVERWHELM_AT = KI_AT + 2 * 2  # per side: all three standing 1, 2 rows from 圧倒 while the enemy front is empty
FEATURES = OVERWHELM_AT + 2 * 2


def felling_chance(strikes: int, heavy: bool) -> float:
    """How likely one melee or 業火 fells a piece with these strikes (3 dice, 2 on heavy armour)."""
    return 1 - (max(0, 6 - strikes) / 6) ** (2 if heavy else 3)


def features(b: dict) -> list:
    """[(index into WEIGHTS, value)] of a position whose game is not over (the features absent are 0)."""
    p = b["turn"]
    found = [(SCORE_INDEX[b["score"][p], b["score"][1 - p]], 1.0)]
    for side, x in enumerate((p, 1 - p)):
        for i in range(3):
            at = PIECE_AT + 15 * side + 5 * i
            if b["fallen"][x][i]:
                found.append((at, 1.0))
                continue
            if b["strikes"][x][i]:
                found.append((at + (2 if b["healing"][x][i] else 1), felling_chance(b["strikes"][x][i], HEAVY[i])))
            row = b["row"][x][i]
            if row != MIDDLE:
                found.append((at + (3 if row == FRONT else 4), 1.0))
        if b["ki"][x][FIRE]:
            found.append((KI_AT + 2 * side + b["ki"][x][FIRE] - 1, 1.0))
        steps = sum(b["row"][x]) - 3
        y = 1 - x
        if 0 < steps < 3 and not any(b["fallen"][x]) \
                and not any(not b["fallen"][y][k] and b["row"][y][k] == FRONT for k in range(3)):
            found.append((OVERWHELM_AT + 2 * side + steps - 1, 1.0))
    return found


def win_chance(b: dict, me: int) -> float:
    """The chance that `me` wins from position `b` (exact once the game is over, else the fitted model)."""
    w = winner(b)
    if w is not None:
        return 1.0 if w == me else 0.0
    mover_wins = 1 / (1 + exp(-sum(WEIGHTS[k] * v for k, v in features(b))))
    return mover_wins if b["turn"] == me else 1 - mover_wins


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


def expectimax(b: dict, me: int, depth: int, value) -> float:
    """The expected value for `me` of position `b` searched `depth` moves deep (either player's move counts)."""
    if depth == 0 or winner(b) is not None:
        return value(b, me)
    scores = [sum(w * expectimax(after, me, depth - 1, value) for w, after in outcomes(b, move))
              for move in legal_moves(b, b["turn"])]
    return max(scores) if b["turn"] == me else min(scores)


def best_move(view: dict, rng, depth: int, value) -> str:
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
    return (10.0 * (b["score"][me] - b["score"][1 - me])
            + sum(b["strikes"][1 - me]) - sum(b["strikes"][me]))


def easy_choice(view: dict, rng, memory=None) -> str:
    return best_move(view, rng, 1, points_and_strikes)


def strong_choice(view: dict, rng, memory=None) -> str:
    return best_move(view, rng, 2, win_chance)


PLAYERS = {"random": random_choice, "easy": easy_choice, "strong": strong_choice}
