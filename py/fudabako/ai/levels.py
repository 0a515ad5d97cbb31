"""Which computer players each game has, and the single entry point `choose`."""

from fudabako.core import Rng, text

from . import dice_janken, stosute_proto
from .random_player import random_choice

LEVEL_NAMES = {
    "random": text("でたらめ", "Random"),
    "strong": text("つよい", "Strong"),
}

# game id -> {level id: function(view, rng) -> action id}
_PLAYERS = {
    "dice-janken": {"random": random_choice, "strong": dice_janken.strong_choice},
    "stosute-proto": {"random": random_choice, "strong": stosute_proto.strong_choice},
}


def levels_for(game_id: str) -> list:
    """The levels a game offers, weakest first: [{"id": ..., "label": Text}, ...]."""
    return [{"id": level, "label": LEVEL_NAMES[level]} for level in _PLAYERS.get(game_id, {"random": None})]


def choose(game_id: str, level: str, view: dict, seed: int) -> str:
    """The action a computer player of `level` takes, seeing only `view` (which lists its legal actions)."""
    players = _PLAYERS.get(game_id, {"random": random_choice})
    if level not in players:
        raise ValueError(f"{game_id} has no AI level {level!r}; it has {', '.join(players)}")
    if not view.get("legal"):
        raise ValueError("the view offers no legal action to choose from")
    return players[level](view, Rng(seed))
