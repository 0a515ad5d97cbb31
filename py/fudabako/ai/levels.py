"""Which computer players each game has, and the entry points `choose` and `remember`.

Each game's AI module exports `PLAYERS` ({level id: function(view, rng, memory) -> action id}) and, if it reads
its opponent, `observations(view) -> [(situation, reply), ...]`: the opponent's revealed choices in this game, as
the `yomi` level's opponent model counts them (see `reading`).

`choose` also plays the heuristic test opponents of `fudabako.ai.heuristics` under names `h:<name>`; they are no
levels, so `levels_for` (the page's list, `games --json`) never offers them.
"""

import importlib

from fudabako.core import Rng, text
from fudabako.games import SHELF

from .heuristics import HEURISTIC, heuristics_for
from .random_player import random_choice
from .reading import remember as remember_observations

LEVEL_NAMES = {
    "random": text("でたらめ", "Random"),
    "predictable": text("すなお", "Predictable"),
    "easy": text("やさしい", "Easy"),
    "normal": text("ふつう", "Normal"),
    "strong": text("つよい", "Strong"),
    "yomi": text("読み", "Reader"),
    "auto": text("おまかせ", "Auto"),  # a solo game's computer player (e.g. follows the exact hint)
}

def _module(game_id: str):
    """The game's AI module (`fudabako.ai.<id with _ for ->`), imported on first need: the page asks for one
    game's levels, and importing every game's AI would compile every game's rules."""
    if game_id not in SHELF:
        return None
    return importlib.import_module(f"fudabako.ai.{game_id.replace('-', '_')}")


def _players(game_id: str) -> dict:
    module = _module(game_id)
    return module.PLAYERS if module else {"random": random_choice}


def levels_for(game_id: str) -> list:
    """The levels a game offers, weakest first: [{"id": ..., "label": Text}, ...]."""
    players = _players(game_id)
    return [{"id": level, "label": LEVEL_NAMES[level]} for level in LEVEL_NAMES if level in players]


def player_names(game_id: str) -> list:
    """Every name `choose` plays for the game: its levels, then its heuristic opponents (`h:<name>`)."""
    return [lv["id"] for lv in levels_for(game_id)] + [HEURISTIC + h for h in heuristics_for(game_id)]


def choose(game_id: str, level: str, view: dict, seed: int, memory: dict | None = None) -> str:
    """The action a computer player of `level` (or heuristic `h:<name>`) takes, seeing only `view` (which lists
    its legal actions) and its `memory` of earlier games against the same opponent (see `remember`)."""
    heuristic = level.startswith(HEURISTIC)
    players = heuristics_for(game_id) if heuristic else _players(game_id)
    name = level[len(HEURISTIC):] if heuristic else level
    if name not in players:
        raise ValueError(f"{game_id} has no AI level {level!r}; it has {', '.join(player_names(game_id))}")
    if not view.get("legal"):
        raise ValueError("the view offers no legal action to choose from")
    return players[name](view, Rng(seed), memory)


def remember(game_id: str, view: dict, memory: dict | None) -> dict | None:
    """The memory after a finished game, given the computer's final view (unchanged for games without reading)."""
    module = _module(game_id)
    if not hasattr(module, "observations"):
        return memory
    return remember_observations(memory, module.observations(view))
