"""One game on the table: its record (what is saved and shared), how it is played, and whose view is on screen.

Pure Python (no DOM), so its checks are tested under CPython: a save read back from storage is validated as
strictly as a share link, and anything it cannot read raises RecordError for the shell to set the save aside.
"""

import json
import re
import secrets

from fudabako.core import Entropy, Record, RecordError, Recorded, loads_bounded

from .i18n import seat, tr

MAX_SAVE_CHARS = 4_000_000  # a save's text (a long BlackPoker game with its log is a few hundred KB)
_ID = re.compile(r'^\{"id": "([0-9a-f]{16})"')
_PROGRESS = re.compile(r'^\{"id": "[0-9a-f]{16}", "over": (true|false), "moves": (\d+)')
_ID_TEXT = re.compile(r"[0-9a-f]{16}")
_SEATS = {lang: re.compile("|".join(re.escape(seat(p, lang)) + r"(?!\d)" for p in range(2))) for lang in ("ja", "en")}


def malformed() -> RecordError:
    return RecordError("保存データの形式が正しくありません", "The saved data is malformed")


def new_id() -> str:
    return secrets.token_hex(8)


def id_of(raw: str | None) -> str | None:
    """The session id a save's text starts with (None for a save without one, e.g. from an older version), read
    without parsing the whole save: the shell checks it before every write."""
    match = _ID.match(raw or "")
    return match.group(1) if match else None


def in_progress(raw: str | None) -> bool:
    """Whether a save holds a game begun and not over (read from its first characters, for the shelf's
    "continue"; a save of an earlier version, which does not say, counts as in progress)."""
    if not raw:
        return False
    match = _PROGRESS.match(raw)
    return match is None or (match.group(1) == "false" and match.group(2) != "0")


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


class Session:
    """A game being played: pass-and-play, against the computer in `level` with the human in seat `human`, or
    "solo" for a one-player game. `game` (a `Recorded`) holds the state and its record, drawing new outcomes of
    chance from fresh entropy. `shown` is the seat whose view is on screen; `handoff` the seat waiting behind the
    hand-over screen. `id` tells this game from any other in storage (another tab's, a kept one)."""

    def __init__(self, record: Record, mode: str = "pass", level: str | None = None, human: int = 0,
                 session_id: str | None = None, players: list | None = None):
        self.game = Recorded(record, Entropy())
        self.mode, self.level, self.human = mode, level, human
        self.id = session_id or new_id()
        self.players = players  # pass-and-play: the names the players gave (None: プレイヤー1 / Player 1 ...)
        self.shown = None
        self.handoff = None
        self.seen = [0, 0]  # per seat, how many public log lines there were when it last saw the table

    @property
    def state(self):
        return self.game.state

    @property
    def record(self) -> Record:
        return self.game.record

    @property
    def ai_seat(self):
        return 1 - self.human if self.mode == "ai" else None

    def log_viewer(self):
        """Whose log a save keeps to tell the game's story if it can no longer be continued: the human's against
        the computer (never the computer's private lines), the only seat's in a solo game, else a spectator's."""
        return {"ai": self.human, "solo": 0}.get(self.mode)

    def to_json(self) -> str:
        """The save's text; it starts with the id, whether the game is over and its number of moves (see `id_of`
        and `in_progress`, which read them without parsing the whole save)."""
        log = self.state.log_for(self.log_viewer())
        return json.dumps({"id": self.id, "over": self.state.is_over(), "moves": len(self.record.actions),
                           "record": self.record.to_json(), "mode": self.mode, "level": self.level,
                           "human_seat": self.human, "players": self.players, "log": log}, ensure_ascii=False)

    @classmethod
    def from_json(cls, raw: str, game_id: str, levels: list, solo: bool) -> "Session":
        """A saved session, checked as strictly as a share link (RecordError otherwise; OtherVersion when the game's
        rules have changed since)."""
        obj = loads_bounded(raw, MAX_SAVE_CHARS, malformed())
        if not isinstance(obj, dict):
            raise malformed()
        mode, level, human, sid = obj.get("mode"), obj.get("level"), obj.get("human_seat", 0), obj.get("id")
        players = obj.get("players")
        if mode not in (("solo",) if solo else ("pass", "ai")) or not _is_int(human) or human not in (0, 1) \
                or (mode == "ai" and level not in levels) \
                or not (sid is None or isinstance(sid, str) and _ID_TEXT.fullmatch(sid)) \
                or not (players is None or player_names(players) == players):
            raise malformed()
        record = Record.from_json(obj.get("record"))
        if record.game != game_id:
            raise malformed()
        return cls(record, mode, level if mode == "ai" else None, human, sid, players if mode == "pass" else None)

    def names(self, lang: str) -> list:
        """How each seat is called on this screen and in its log: the names pass-and-play players gave, else
        プレイヤー1 / Player 1 ...; against the computer あなた / コンピューター (in English "You (Player 1)": see
        `log_line`)."""
        if self.mode == "solo":
            return [tr("you", lang)]
        if self.mode == "pass":
            return [self.players[p] if self.players and self.players[p] else seat(p, lang) for p in range(2)]
        if lang == "en":
            return [f'{tr("you" if p == self.human else "computer", lang)} ({seat(p, lang)})' for p in range(2)]
        return [tr("you" if p == self.human else "computer", lang) for p in range(2)]

    def log_line(self, line: dict, lang: str) -> str:
        """A log line of the engine (which says プレイヤー1 / Player 1) with the seats named as on the table. In
        English against the computer the log keeps "Player 1": the engine writes in the third person ("Player 1
        wins"), which "You" would not fit, and the table names each seat "You (Player 1)"."""
        text = tr(line, lang)
        if self.mode == "solo" or (self.mode == "ai" and lang == "en") or (self.mode == "pass" and not self.players):
            return text
        names = dict(zip((seat(0, lang), seat(1, lang)), self.names(lang)))
        return _SEATS[lang].sub(lambda m: names[m.group()], text)

    def outcome(self) -> str:
        """How the game ended for the player on this device: "won", "lost" or "drawn"; in pass-and-play, where
        both players hold the device, "drawn" or "over"."""
        result = self.state.result()
        if result.count(max(result)) > 1:
            return "drawn"
        if self.mode == "pass":
            return "over"
        return "won" if result[self.human if self.mode == "ai" else 0] == max(result) and max(result) > 0 else "lost"

    def result_text(self, lang: str) -> str:
        result = self.state.result()
        if self.mode == "solo":
            outcome = tr("solo_won" if result == [1.0] else "solo_lost", lang)
            score = self.state.view(0).get("score")
            return tr("solo_score", lang, result=outcome, score=score) if isinstance(score, int) else outcome
        winners = [p for p, score in enumerate(result) if score == max(result)]
        if len(winners) > 1:
            return tr("draw", lang)
        if self.mode == "ai":
            return tr("you_win" if winners[0] == self.human else "computer_wins", lang)
        return tr("wins", lang, name=self.names(lang)[winners[0]])  # by the name pass-and-play players gave


def player_names(names) -> list | None:
    """Two names as pass-and-play asks for them: text, trimmed, at most 20 characters each (None if not so)."""
    if not (isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)):
        return None
    return [n.strip()[:20] for n in names]


def saved_log(raw: str) -> list:
    """The log lines a save (or a kept game's data) holds, for a game that can no longer be continued; [] if it has
    none or they cannot be read."""
    try:
        obj = loads_bounded(raw, MAX_SAVE_CHARS, malformed())
    except RecordError:
        return []
    log = obj.get("log") if isinstance(obj, dict) else None
    if not isinstance(log, list):
        return []
    return [line for line in log if isinstance(line, dict) and isinstance(line.get("ja"), str)
            and isinstance(line.get("en"), str)]
