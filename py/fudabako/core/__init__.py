"""The game protocol, seeded randomness, records (save / replay / undo / share links), errors and the registry."""

from .errors import FudabakoError, IllegalAction, OptionError, RecordError
from .protocol import OFF_ON, Action, Game, Option, State, seat_name, text
from .record import Record, decode_link, encode_link, replay, shareable, undo_target
from .registry import all_games, get_game, register
from .rng import Rng, derive_seed

__all__ = [
    "OFF_ON", "Action", "FudabakoError", "Game", "IllegalAction", "Option", "OptionError", "Record", "RecordError",
    "Rng", "State", "all_games", "decode_link", "derive_seed", "encode_link", "get_game", "register", "replay",
    "seat_name", "shareable", "text", "undo_target",
]
