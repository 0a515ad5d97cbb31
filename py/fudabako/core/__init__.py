"""The game protocol, seeded randomness, records (save / replay / undo / share links), errors and the registry."""

from .errors import FudabakoError, IllegalAction, OptionError, OtherVersion, RecordError, shown
from .protocol import OFF_ON, Action, Game, Option, State, seat_name, text
from .record import Record, Recorded, decode_link, encode_link, loads_bounded, replay, shareable, undo_target
from .registry import all_games, get_game, register
from .rng import Chance, Entropy, Rng, derive_seed

__all__ = [
    "OFF_ON", "Action", "Chance", "Entropy", "FudabakoError", "Game", "IllegalAction", "Option", "OptionError",
    "OtherVersion", "Record", "RecordError", "Recorded", "Rng", "State", "all_games", "decode_link", "derive_seed",
    "encode_link", "get_game", "loads_bounded", "register", "replay", "seat_name", "shareable", "shown", "text",
    "undo_target",
]
