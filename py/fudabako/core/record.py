"""A game as data: `(game, version, seed, options, actions)`. Replaying it gives the state back exactly,
which is all that undo, save/resume, share links and golden tests need.

Everything that reads a record from outside (a save in localStorage, a share link) goes through
`Record.from_json` and `replay`, which refuse anything malformed, foreign or illegal with a clear message.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass, field

from .errors import FudabakoError, RecordError
from .registry import get_game

MAX_SEED = (1 << 53) - 1  # seeds stay exact as JavaScript numbers
LINK_PREFIX = "f1"


@dataclass
class Record:
    game: str
    version: int
    seed: int
    options: dict
    players: int = 2
    actions: list = field(default_factory=list)  # [[player, action_id], ...]

    def to_json(self) -> dict:
        return {"game": self.game, "version": self.version, "seed": self.seed, "options": dict(self.options),
                "players": self.players, "actions": [list(a) for a in self.actions]}

    @classmethod
    def new(cls, game_id: str, seed: int, options: dict | None = None, players: int | None = None) -> "Record":
        game = get_game(game_id)
        state = game.new_state(seed, options, players)
        return cls(game.id, game.version, seed, state.options, state.num_players, [])

    @classmethod
    def from_json(cls, obj) -> "Record":
        """Check the shape of a record read from outside; `replay` then checks every action."""
        bad = RecordError("記録の形式が正しくありません", "The record is malformed")
        if not isinstance(obj, dict):
            raise bad
        game_id, version, seed = obj.get("game"), obj.get("version"), obj.get("seed")
        options, players, actions = obj.get("options", {}), obj.get("players", 2), obj.get("actions")
        if not isinstance(game_id, str) or not _is_int(version) or not _is_int(seed) or not 0 <= seed <= MAX_SEED:
            raise bad
        if not isinstance(options, dict) or not _is_int(players) or not isinstance(actions, list):
            raise bad
        for a in actions:
            if not (isinstance(a, list) and len(a) == 2 and _is_int(a[0]) and isinstance(a[1], str)):
                raise bad
        game = get_game(game_id)
        if version != game.version:
            raise RecordError(
                f"この記録は{game.title['ja']}の別の版 (v{version}) のものです。今の版は v{game.version} です",
                f"This record is from another version of {game.title['en']} (v{version}; this is v{game.version})",
            )
        return cls(game_id, version, seed, options, players, [list(a) for a in actions])

    def append(self, player: int, action_id: str) -> None:
        self.actions.append([player, action_id])


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def replay(record: Record, upto: int | None = None):
    """The state after the first `upto` actions (all by default). A record that cannot be replayed raises
    RecordError naming the step, so a tampered save or link is reported instead of half-loaded."""
    game = get_game(record.game)
    try:
        state = game.new_state(record.seed, record.options, record.players)
    except FudabakoError as e:
        raise RecordError(f"記録を読み込めません: {e.ja}", f"The record cannot be loaded: {e.en}") from None
    for step, (player, action_id) in enumerate(record.actions[:upto]):
        try:
            state.apply(player, action_id)
        except FudabakoError as e:
            raise RecordError(
                f"記録の{step + 1}手目が不正です: {e.ja}", f"Step {step + 1} of the record is not legal: {e.en}"
            ) from None
    return state


def undo_target(record: Record, player: int) -> int | None:
    """How many actions to keep to take back `player`'s last decision, or None when that is not allowed:
    undo never goes back across a reveal (something another player has already seen, or a roll of the dice)."""
    game = get_game(record.game)
    state = game.new_state(record.seed, record.options, record.players)
    reveals_before = []
    for p, action_id in record.actions:
        reveals_before.append(state.reveals)
        state.apply(p, action_id)
    for k in range(len(record.actions) - 1, -1, -1):
        if record.actions[k][0] == player:
            return k if reveals_before[k] == state.reveals else None
    return None


def shareable(record: Record) -> Record:
    """The record to put in a share link: it stops at the last reveal, so a link (which anyone can decode)
    never gives away a choice that is still face down. When nobody holds a secret (a finished game, or a game
    with nothing hidden between rolls) it is kept whole: its last actions, such as a combo's stop or a move
    before the next roll, need not reveal anything."""
    state = get_game(record.game).new_state(record.seed, record.options, record.players)
    keep = 0
    for i, (player, action_id) in enumerate(record.actions):
        before = state.reveals
        state.apply(player, action_id)
        if state.reveals != before:
            keep = i + 1
    if state.is_over() or not any(state.has_secret(p) for p in range(state.num_players)):
        keep = len(record.actions)
    return Record(record.game, record.version, record.seed, dict(record.options), record.players,
                  [list(a) for a in record.actions[:keep]])


def encode_link(record: Record) -> str:
    """A compact, URL-safe text for a share link: prefix, base64url(zlib(JSON)), CRC-32 of the JSON."""
    raw = json.dumps(record.to_json(), separators=(",", ":"), sort_keys=True).encode()
    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    return f"{LINK_PREFIX}.{body}.{zlib.crc32(raw):08x}"


def decode_link(link: str) -> Record:
    """The record in a share link, validated and replayable; otherwise a RecordError saying what is wrong."""
    damaged = RecordError("共有リンクが壊れているか改変されています", "The share link is damaged or has been altered")
    parts = link.strip().split(".") if isinstance(link, str) else []
    if len(parts) != 3 or parts[0] != LINK_PREFIX:
        raise RecordError("札箱の共有リンクではありません", "This is not a Fudabako share link")
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)), 1 << 20)
        if inflater.unconsumed_tail or f"{zlib.crc32(raw):08x}" != parts[2]:
            raise damaged
        obj = json.loads(raw)
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        raise damaged from None
    record = Record.from_json(obj)
    replay(record)
    return record
