"""The game protocol every game in the box implements (after OpenSpiel's State and boardgame.io's playerView).

A `Game` describes a game and makes `State`s. A `State` says who must act (`to_move`), what each may do
(`legal_actions`), applies an action or raises `IllegalAction` leaving itself untouched (`apply`), and shows each
player only what that player may see (`view`). Chance comes only from `self.rng`: a seeded `Rng` in simulations
and tests, or a `Chance` that records each outcome as it is drawn, so a game is fully given by
`(game id, version, options, [(player, action_id), ...], [outcome, ...])` — see `fudabako.core.record`.

Texts a player reads are `{"ja": ..., "en": ...}` dicts (`Text`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import IllegalAction, OptionError, shown
from .rng import Draws, Rng

FORMAT_VERSION = 1


def text(ja: str, en: str) -> dict:
    return {"ja": ja, "en": en}


# The choices of an on/off option (0 = off, 1 = on)
OFF_ON = (text("なし", "Off"), text("あり", "On"))


def seat_name(player: int) -> dict:
    return text(f"プレイヤー{player + 1}", f"Player {player + 1}")


@dataclass(frozen=True)
class Action:
    """One legal action: a stable id (what records store), a label and a JSON payload the UI may use."""

    id: str
    label: dict
    payload: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"id": self.id, "label": self.label, "payload": self.payload}


@dataclass(frozen=True)
class Option:
    """A game setting with a default; integer options have an inclusive range. `choices`, when given, names
    every value from `minimum` to `maximum` (one Text each), so the shell offers a list instead of a number;
    records still store the integer."""

    key: str
    label: dict
    default: int
    minimum: int
    maximum: int
    ruling: str = ""
    choices: tuple = ()

    def __post_init__(self):
        if self.choices and len(self.choices) != self.maximum - self.minimum + 1:
            raise ValueError(f"option {self.key!r}: {len(self.choices)} choices for the values "
                             f"{self.minimum}..{self.maximum}")
        if any(set(c) != {"ja", "en"} for c in self.choices):
            raise ValueError(f"option {self.key!r}: every choice is a {{'ja': ..., 'en': ...}} text")

    def check(self, value) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            try:
                value = int(str(value), 10)
            except ValueError:
                raise OptionError(
                    f"設定「{self.label['ja']}」には整数を指定してください: {value!r}",
                    f"Option '{self.key}' needs a whole number, not {value!r}",
                ) from None
        if not self.minimum <= value <= self.maximum:
            raise OptionError(
                f"設定「{self.label['ja']}」は {self.minimum}〜{self.maximum} です: {value}",
                f"Option '{self.key}' must be from {self.minimum} to {self.maximum}, not {value}",
            )
        return value

    def to_json(self) -> dict:
        return {
            "key": self.key, "label": self.label, "default": self.default,
            "min": self.minimum, "max": self.maximum, "ruling": self.ruling, "choices": list(self.choices),
        }


class Game:
    """A game in the box. Subclasses set the class attributes and `state_class`."""

    id: str = ""
    version: int = 1
    title: dict = {}
    summary: dict = {}
    min_players: int = 2
    max_players: int = 2
    options: tuple = ()
    rulings: tuple = ()  # (ruling id, Text) pairs, shown on the rules page
    rules: dict = {}  # {"ja": [paragraph, ...], "en": [...]}: the rules in our own words
    state_class: type = None
    # How many ordinary games one random game of this one costs the fuzz (tests/unit/test_fuzz.py runs
    # FUZZ_GAMES // fuzz_cost of them): long games with big states set it so CI stays within its time.
    fuzz_cost: int = 1
    # What `fudabako bench` measures: random playouts/s for each option set here (one row each, e.g. per
    # BlackPoker regulation), and the AI levels' decision times for those also in `bench_ai_options`.
    bench_options: tuple = ({},)
    bench_ai_options: tuple = ({},)
    # The most actions a real game can take: a record longer than this is refused (a tampered link could
    # otherwise hold an endless legal game and make every click replay it). Each game sets a bound with its reason.
    max_actions: int = 2000

    def resolve_options(self, options: dict | None) -> dict:
        """The full option dict: defaults filled in, every value checked, unknown keys refused."""
        options = dict(options or {})
        known = {o.key: o for o in self.options}
        for key in options:
            if key not in known:
                raise OptionError(f"このゲームに設定「{key}」はありません", f"This game has no option '{key}'")
        return {key: o.check(options.get(key, o.default)) for key, o in known.items()}

    def new_state(self, seed: int | Draws, options: dict | None = None, players: int | None = None) -> "State":
        """A new game. `seed` is an integer (a seeded `Rng`: simulations, tests) or a source of chance such as a
        recording `Chance` (a game played from a record)."""
        players = self.min_players if players is None else players
        if not self.min_players <= players <= self.max_players:
            raise OptionError(
                f"このゲームは{self.min_players}〜{self.max_players}人用です",
                f"This game is for {self.min_players} to {self.max_players} players",
            )
        state = self.state_class.__new__(self.state_class)
        state.game = self
        state.num_players = players
        state.options = self.resolve_options(options)
        state.rng = seed if isinstance(seed, Draws) else Rng(seed)
        state.log = []
        state.reveals = 0
        state.setup()
        return state

    def stats(self, state: "State") -> dict:
        """Numbers about a finished game that `simulate` averages (e.g. rounds played)."""
        return {}

    def describe(self) -> dict:
        return {
            "id": self.id, "version": self.version, "title": self.title, "summary": self.summary,
            "players": [self.min_players, self.max_players],
            "options": [o.to_json() for o in self.options],
            "rulings": [r for r, _ in self.rulings],
        }


class State:
    """Base class of a game's state. Subclasses keep all their data in JSON-safe attributes
    (ints, strings, lists, dicts with string keys, None), so saving and cloning are generic.

    Subclasses implement `setup`, `to_move`, `legal_actions`, `_apply` and `_view`, and either keep the
    winning seat in `self.winner` or override `result`. They call `self.say(...)` to log and `self.reveal()`
    whenever something becomes known to a player other than the one acting (a simultaneous reveal, a die
    roll): undo never goes back across that.
    """

    game: Game
    num_players: int
    options: dict
    rng: Rng
    log: list
    reveals: int

    # --- implemented by each game -------------------------------------------------------------
    def setup(self) -> None:
        raise NotImplementedError

    def to_move(self) -> list:
        """Players who must act now: two at a simultaneous choice, none when the game is over."""
        raise NotImplementedError

    def legal_actions(self, player: int) -> list:
        raise NotImplementedError

    def _apply(self, player: int, action_id: str) -> None:
        raise NotImplementedError

    def _view(self, player: int | None) -> dict:
        raise NotImplementedError

    def result(self) -> list | None:
        """None while playing; else one score per seat: 1 win, 0 loss, 0.5 draw (solo: 1 or 0).
        By default a game that ends with one winner keeps its seat in `self.winner` (None while playing)."""
        if self.winner is None:
            return None
        return [1.0 if p == self.winner else 0.0 for p in range(self.num_players)]

    def has_secret(self, player: int) -> bool:
        """True while `view(player)` shows something a spectator may not see: pass-and-play covers the table before
        showing it to whoever holds the device. Decided from the views themselves, never by each game: anything
        in `player`'s view beyond its own legal actions that the spectator view lacks is a secret."""
        return self.view(player, log=False, legal=False) != dict(self.view(None, log=False), viewer=player)

    def determinize(self, player: int, rng: Rng) -> "State":
        """A copy with everything hidden from `player` resampled consistently with what they know.
        Games without hidden state beyond pending simultaneous choices override only what they hide."""
        return self.clone()

    # --- shared ---------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.result() is not None

    def apply(self, player: int, action_id: str) -> None:
        if player not in self.to_move():
            raise IllegalAction(
                f"今は{seat_name(player)['ja']}の番ではありません",
                f"It is not {seat_name(player)['en']}'s turn",
            )
        if not self.is_legal(player, action_id):
            raise IllegalAction(f"その行動はできません: {shown(action_id)}",
                                f"That action is not legal now: {shown(action_id)}")
        self._apply(player, action_id)

    def is_legal(self, player: int, action_id: str) -> bool:
        """Whether `action_id` is among `legal_actions(player)`. A game whose action list is costly to build may
        answer this directly (`apply` asks it at every step); the answer must be the same."""
        return any(a.id == action_id for a in self.legal_actions(player))

    def say(self, ja: str, en: str, to: list | None = None) -> None:
        """Add a log line; `to` limits it to those players (a private note such as one's own secret choice)."""
        self.log.append({"ja": ja, "en": en, "to": to})

    def reveal(self) -> None:
        self.reveals += 1

    def view(self, player: int | None, log: bool = True, legal: bool = True) -> dict:
        """What `player` may see (None: a spectator), JSON-safe. The only thing the UI and the AI ever get.
        `log=False` leaves the log out: the computer players never read it, and copying a growing log into
        every view would make a long game's simulation quadratic. `legal=False` leaves out the player's legal
        actions (see `has_secret`)."""
        view = self._view(player)
        view.update({
            "game": self.game.id,
            "viewer": player,
            "players": self.num_players,
            "to_move": self.to_move(),
            "result": self.result(),
        })
        if log:
            view["log"] = self.log_for(player)
        if player is not None and legal:
            view["legal"] = [a.to_json() for a in self.legal_actions(player)] if player in view["to_move"] else []
        return view

    def log_for(self, player: int | None) -> list:
        """The log lines `player` may read (None: a spectator), as `view` gives them: the table's news and a
        save's story need only these, not a whole view (whose legal actions can cost more than the log)."""
        return [{"ja": e["ja"], "en": e["en"]} for e in self.log
                if e["to"] is None or (player is not None and player in e["to"])]

    def to_json(self) -> dict:
        """The whole state of a seeded game (tests, the fuzz). A recorded game is saved as its `Record`."""
        data = {k: _copy_field(k, v) for k, v in vars(self).items() if k not in ("game", "rng")}
        return {"format": FORMAT_VERSION, "game": self.game.id, "version": self.game.version,
                "rng": self.rng.state, "data": data}

    @classmethod
    def from_json(cls, game: Game, obj: dict) -> "State":
        if obj.get("format") != FORMAT_VERSION or obj.get("game") != game.id or obj.get("version") != game.version:
            raise ValueError("state JSON of another game, version or format")
        state = cls.__new__(cls)
        state.game = game
        state.rng = Rng(obj["rng"])
        for key, value in obj["data"].items():
            setattr(state, key, _copy_field(key, value))
        return state

    def clone(self) -> "State":
        other = self.__class__.__new__(self.__class__)
        for key, value in vars(self).items():
            setattr(other, key, _copy_field(key, value))
        other.rng = self.rng.copy()
        return other


def _copy_field(key: str, value):
    """A state field's copy for clone and JSON: log lines are never changed once written, so copies of the log
    share them (a deep copy of a growing log made every step quadratic)."""
    return list(value) if key == "log" else copy_data(value)


def copy_data(value):
    """A deep copy of JSON-like data (much faster than copy.deepcopy, which clones and saves lean on)."""
    if isinstance(value, list):
        return [copy_data(v) for v in value]
    if isinstance(value, dict):
        return {k: copy_data(v) for k, v in value.items()}
    return value
