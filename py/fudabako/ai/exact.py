"""Games the box solves exactly, with the exploitability of their `strong` level (CLI: `exploit`), and solo games'
exact chance of winning with best play (printed by `simulate`)."""

from . import dice_janken, gimmick3


def _dice_janken(options: dict) -> dict:
    chance = dice_janken.best_response_chance(options["endurance"])
    return {"best_response_chance": chance, "exploitability": chance - 0.5}


EXACT_SOLVERS = {"dice-janken": _dice_janken}


# Solo games: {game id: function(options) -> the exact chance (a Fraction) of winning a new game with best play}.
OPTIMAL_CHANCES = {"gimmick3": lambda options: gimmick3.EXACT.start_chance()}
