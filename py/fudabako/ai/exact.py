"""Games the box solves exactly, with the exploitability of their `strong` level (CLI: `exploit`)."""

from . import dice_janken


def _dice_janken(options: dict) -> dict:
    chance = dice_janken.best_response_chance(options["endurance"])
    return {"best_response_chance": chance, "exploitability": chance - 0.5}


EXACT_SOLVERS = {"dice-janken": _dice_janken}
