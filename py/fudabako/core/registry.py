"""The box's list of games. Each game package registers itself when imported; `get_game` imports only the one
asked for, so a game page does not compile the other thirteen games' rules at start-up (a few hundred ms in
Pyodide)."""

import importlib

from .errors import RecordError

_GAMES: dict = {}


def register(game_class):
    """Class decorator: make one instance of the game and file it under its id."""
    game = game_class()
    if game.id in _GAMES:
        raise ValueError(f"game id registered twice: {game.id}")
    _GAMES[game.id] = game
    return game_class


def all_games() -> list:
    """Every game, in the shelf's order."""
    from fudabako.games import SHELF

    return [get_game(game_id) for game_id in SHELF]


def get_game(game_id: str):
    from fudabako.games import SHELF

    if game_id not in _GAMES and isinstance(game_id, str) and game_id in SHELF:
        importlib.import_module(f"fudabako.games.{game_id.replace('-', '_')}")
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise RecordError(f"「{game_id}」というゲームはありません", f"There is no game called '{game_id}'") from None
