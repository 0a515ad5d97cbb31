"""The box's list of games. Game packages register themselves when `fudabako.games` is imported."""

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
    import fudabako.games  # noqa: F401  (registers every game)
    return list(_GAMES.values())


def get_game(game_id: str):
    import fudabako.games  # noqa: F401
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise RecordError(f"「{game_id}」というゲームはありません", f"There is no game called '{game_id}'") from None
