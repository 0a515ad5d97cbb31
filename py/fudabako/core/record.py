"""A game as data: `(game, version, options, players, actions, chance)`. Replaying it gives the state back
exactly, which is all that undo, save/resume, share links and golden tests need.

Chance is recorded as outcomes (after OpenSpiel's chance player): each draw of a die, a card or a coin is decided
when it happens — from a seeded generator in simulations and tests, from fresh entropy in the browser — and its
outcome is appended to `chance`. A record therefore holds what has happened and nothing of what will: no seed, no
deck order (face-down piles have none until drawn, see `piles`), and never the computer's own randomness, which
lives in the AI worker and leaves only its moves here.

Everything that reads a record from outside (a save in localStorage, a share link) goes through `loads_bounded`,
`Record.from_json` and `replay`, which refuse anything oversized, malformed, foreign or illegal with a clear message.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass, field

from .errors import FudabakoError, OtherVersion, RecordError
from .registry import get_game
from .rng import Chance, Draws, Replayed, Rng

MAX_SEED = (1 << 53) - 1  # seeds stay exact as JavaScript numbers
MAX_OUTCOME = MAX_SEED
LINK_PREFIX = "f1"
MAX_LINK_CHARS = 100_000  # a link's text; its JSON may inflate to LINK_JSON_BYTES at most
LINK_JSON_BYTES = 1 << 20
MAX_DEPTH = 12  # nesting of any JSON read from outside (a record nests 3 deep, a save about 6)
MAX_ID_CHARS = 200  # an action id (the longest real ones are BlackPoker's, under 40)


@dataclass
class Record:
    game: str
    version: int
    options: dict
    players: int = 2
    actions: list = field(default_factory=list)  # [[player, action_id], ...]
    chance: list = field(default_factory=list)  # every outcome of chance so far, in the order drawn

    def to_json(self) -> dict:
        return {"game": self.game, "version": self.version, "options": dict(self.options), "players": self.players,
                "actions": [list(a) for a in self.actions], "chance": list(self.chance)}

    @classmethod
    def new(cls, game_id: str, source: int | Draws, options: dict | None = None,
            players: int | None = None) -> "Record":
        """A record of a game just set up: the deal's outcomes come from `source` (a seed, or e.g. `Entropy()`)."""
        game = get_game(game_id)
        chance = Chance(Rng(source) if isinstance(source, int) else source)
        state = game.new_state(chance, options, players)
        return cls(game.id, game.version, state.options, state.num_players, [], chance.outcomes)

    @classmethod
    def from_json(cls, obj) -> "Record":
        """Check the shape of a record read from outside; `replay` then checks every action and outcome.
        A record from before chance was recorded (it has a `seed`) is replayed from its seed under these rules if
        its version is current, and becomes a record of outcomes: the seed, which foretold the rest of the game,
        is not kept."""
        bad = RecordError("記録の形式が正しくありません", "The record is malformed")
        if not isinstance(obj, dict):
            raise bad
        game_id, version, options = obj.get("game"), obj.get("version"), obj.get("options", {})
        players, actions = obj.get("players", 2), obj.get("actions")
        legacy = "chance" not in obj
        chance = [] if legacy else obj.get("chance")
        if not isinstance(game_id, str) or not _is_int(version) or not isinstance(options, dict) \
                or not _is_int(players) or not isinstance(actions, list) or not isinstance(chance, list):
            raise bad
        for a in actions:
            if not (isinstance(a, list) and len(a) == 2 and _is_int(a[0]) and isinstance(a[1], str)
                    and len(a[1]) <= MAX_ID_CHARS):
                raise bad
        if not all(_is_int(x) and 0 <= x <= MAX_OUTCOME for x in chance):
            raise bad
        if legacy and not (_is_int(obj.get("seed")) and 0 <= obj["seed"] <= MAX_SEED):
            raise bad
        game = get_game(game_id)
        if version != game.version:
            raise OtherVersion(
                f"この記録は{game.title['ja']}の別の版 (v{version}) のものです。今の版は v{game.version} です",
                f"This record is from another version of {game.title['en']} (v{version}; this is v{game.version})",
            )
        if len(actions) > game.max_actions:
            raise RecordError(
                f"この記録は{len(actions)}手あり、{game.title['ja']}の実際のゲームより長すぎます"
                f" (上限 {game.max_actions}手)",
                f"This record has {len(actions)} moves, more than any real game of {game.title['en']} "
                f"(at most {game.max_actions})",
            )
        record = cls(game_id, version, options, players, [list(a) for a in actions], list(chance))
        if legacy:
            record.chance = _outcomes_of_seed(record, obj["seed"])
        return record

    def append(self, player: int, action_id: str) -> None:
        self.actions.append([player, action_id])


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _outcomes_of_seed(record: Record, seed: int) -> list:
    """The outcomes a seeded record drew (see `Record.from_json`)."""
    game = get_game(record.game)
    chance = Chance(Rng(seed))
    try:
        state = game.new_state(chance, record.options, record.players)
        for player, action_id in record.actions:
            state.apply(player, action_id)
    except FudabakoError as e:
        raise RecordError(f"記録を読み込めません: {e.ja}", f"The record cannot be loaded: {e.en}") from None
    return chance.outcomes


def replay(record: Record, upto: int | None = None):
    """The state after the first `upto` actions (all by default), drawing every outcome from the record. A record
    that cannot be replayed raises RecordError naming the step, so a tampered save or link is reported instead of
    half-loaded; so does one that holds outcomes no step drew (a link must not decide its reader's future dice)."""
    return Recorded(record, upto=upto).state


class Recorded:
    """A game in play and its record: `apply` records each action with the outcomes of chance it drew, and knows
    how far undo may go without replaying the game. Outcomes beyond the record's come from `source` (None: the
    record must hold them all)."""

    def __init__(self, record: Record, source: Draws | None = None, upto: int | None = None):
        game = get_game(record.game)
        chance = Chance(Replayed(), record.chance)
        try:
            state = game.new_state(chance, record.options, record.players)
        except FudabakoError as e:
            raise RecordError(f"記録を読み込めません: {e.ja}", f"The record cannot be loaded: {e.en}") from None
        self.record = Record(record.game, record.version, dict(state.options), state.num_players, [], [])
        self.state = state
        self.marks = []  # (reveals, outcomes drawn) before each action: where undo may stop
        for step, (player, action_id) in enumerate(record.actions[:upto]):
            try:
                self.apply(player, action_id)
            except FudabakoError as e:
                raise RecordError(f"記録の{step + 1}手目が不正です: {e.ja}",
                                  f"Step {step + 1} of the record is not legal: {e.en}") from None
        if upto is None and chance.used != len(record.chance):
            raise RecordError("記録に、どの手でも使われていない偶然の結果があります",
                              "The record holds outcomes of chance that no move drew")
        del chance.outcomes[chance.used:]
        self.record.chance = chance.outcomes
        chance.source = source if source is not None else Replayed()

    def apply(self, player: int, action_id: str) -> None:
        """Apply and record one action (IllegalAction, and nothing changes, if it is not legal)."""
        state = self.state
        mark = (state.reveals, state.rng.used)
        state.apply(player, action_id)
        self.marks.append(mark)
        self.record.append(player, action_id)

    def undo_target(self, player: int) -> int | None:
        """How many actions to keep to take back `player`'s last decision, or None when that is not allowed: undo
        never goes back across a reveal (something another player has already seen) or an outcome of chance (a
        card drawn, a die rolled: taking it back would let a player draw again)."""
        now = (self.state.reveals, self.state.rng.used)
        for k in range(len(self.record.actions) - 1, -1, -1):
            if self.record.actions[k][0] == player:
                return k if self.marks[k] == now else None
        return None

    def taken_back(self, keep: int) -> "Recorded":
        """The game with only its first `keep` actions (an `undo_target`: those after it drew no outcome)."""
        record = self.record
        return Recorded(Record(record.game, record.version, record.options, record.players, record.actions[:keep],
                               record.chance), self.state.rng.source)

    def shareable(self) -> Record:
        """The record to put in a share link: it stops at the last reveal, so a link (which anyone can decode)
        never gives away a choice that is still face down. When nobody holds a secret (a finished game, or a game
        with nothing hidden between rolls) it is kept whole: its last actions, such as a combo's stop or a move
        before the next roll, need not reveal anything."""
        state, record = self.state, self.record
        keep = len(record.actions)
        if not state.is_over() and any(state.has_secret(p) for p in range(state.num_players)):
            reveals_after = [m[0] for m in self.marks[1:]] + [state.reveals]
            keep = max((k + 1 for k, m in enumerate(self.marks) if reveals_after[k] != m[0]), default=0)
        used = self.marks[keep][1] if keep < len(self.marks) else state.rng.used
        return Record(record.game, record.version, dict(record.options), record.players,
                      [list(a) for a in record.actions[:keep]], list(record.chance[:used]))


def undo_target(record: Record, player: int) -> int | None:
    """`Recorded.undo_target` for a record on its own."""
    return Recorded(record).undo_target(player)


def shareable(record: Record) -> Record:
    """`Recorded.shareable` for a record on its own."""
    return Recorded(record).shareable()


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def loads_bounded(raw: str, max_chars: int, bad: RecordError):
    """JSON read from outside, refused (`bad`) when longer than `max_chars` or nested deeper than MAX_DEPTH, before
    Python's parser sees it: a 170-character link nesting 10,000 deep overflowed Pyodide's stack."""
    if not isinstance(raw, str) or len(raw) > max_chars:
        raise bad
    depth = 0
    for bracket in _BRACKET.finditer(_STRING.sub("", raw)):
        depth += 1 if bracket.group() in "[{" else -1
        if depth > MAX_DEPTH:
            raise bad
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        raise bad from None


def encode_link(record: Record) -> str:
    """A compact, URL-safe text for a share link: prefix, base64url(zlib(JSON)), CRC-32 of the JSON."""
    raw = json.dumps(record.to_json(), separators=(",", ":"), sort_keys=True).encode()
    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    return f"{LINK_PREFIX}.{body}.{zlib.crc32(raw):08x}"


def decode_link(link: str) -> Record:
    """The record in a share link, validated and replayable; otherwise a RecordError saying what is wrong."""
    damaged = RecordError("共有リンクが壊れているか改変されています", "The share link is damaged or has been altered")
    if not isinstance(link, str) or len(link) > MAX_LINK_CHARS:
        raise damaged
    parts = link.strip().split(".")
    if len(parts) != 3 or parts[0] != LINK_PREFIX:
        raise RecordError("札箱の共有リンクではありません", "This is not a Fudabako share link")
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)), LINK_JSON_BYTES)
        if inflater.unconsumed_tail or f"{zlib.crc32(raw):08x}" != parts[2]:
            raise damaged
        text = raw.decode()
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        raise damaged from None
    record = Record.from_json(loads_bounded(text, LINK_JSON_BYTES, damaged))
    replay(record)
    return record
