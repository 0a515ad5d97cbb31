"""This device's storage: the only module that touches `localStorage`.

Storage can be missing (a third-party iframe whose browser blocks it, a private window) or full. Every write says
whether it happened, so the shell never claims a save that did not happen; nothing here raises.

Games are never deleted by the app. Besides the game in progress (`save:<game>`), a game can be *kept*: set aside
under a key of its own (`kept:<game>:<stamp>`), with why and when, because a share link or another tab took its
place, because this version can no longer continue it, or because it could not be read. The player can resume it,
copy its data, or delete it.
"""

import json

import js

PREFIX = "fudabako:"
SAVE = PREFIX + "save:"  # + game id: the game in progress (ui.session)
KEPT = PREFIX + "kept:"  # + game id + ":" + stamp: a game set aside
MEMORY = PREFIX + "memory:"  # + game id: what the computer learnt of the local player (ai.reading)
SCORES = PREFIX + "scores:"  # + game id: a solo game's high-score table (ui.scores)
TALLY = PREFIX + "tally:"  # + game id: the record against the computer per level (ui.tally)
PREFS = PREFIX + "prefs"  # the player's settings: {"confirm": bool, "setup:<game>": {mode, level, seat, names}}
OLD_KEPT = (PREFIX + "previous:", PREFIX + "corrupt-save:")  # + game id: the single slots of earlier versions

_available = None


def available() -> bool:
    """Whether this page may store anything at all (probed once)."""
    global _available
    if _available is None:
        try:
            js.localStorage.setItem(PREFIX + "probe", "1")
            js.localStorage.removeItem(PREFIX + "probe")
            _available = True
        except Exception:  # noqa: BLE001 - blocked storage throws on access (SecurityError)
            _available = False
    return _available


def get(key: str):
    try:
        value = js.localStorage.getItem(key)
        return value if isinstance(value, str) else None  # JS null arrives as `jsnull`, which is not None
    except Exception:  # noqa: BLE001 - blocked storage
        return None


def put(key: str, value: str) -> bool:
    """Store `value`; False if it was not stored (no storage, or full)."""
    try:
        js.localStorage.setItem(key, value)
        return True
    except Exception:  # noqa: BLE001 - blocked, or QuotaExceededError
        return False


def remove(key: str) -> bool:
    try:
        js.localStorage.removeItem(key)
        return True
    except Exception:  # noqa: BLE001 - blocked storage
        return False


def keys(prefix: str) -> list:
    """Every stored key starting with `prefix`, sorted."""
    try:
        storage = js.localStorage
        found = [storage.key(i) for i in range(storage.length)]
    except Exception:  # noqa: BLE001 - blocked storage
        return []
    return sorted(k for k in found if isinstance(k, str) and k.startswith(prefix))


def keep(game_id: str, why: str, data: str, moves: int | None = None) -> str | None:
    """Set a game aside (its save text as it was, readable or not); the key it is kept under, or None if storage
    refused it. `why`: "link", "tab", "version", "damaged" or "swap"."""
    stamp = js.Date.new().toISOString()
    key = f"{KEPT}{game_id}:{stamp}"
    while get(key) is not None:  # two in the same millisecond
        key += "+"
    entry = {"why": why, "at": stamp, "moves": moves, "data": data}
    return key if put(key, json.dumps(entry, ensure_ascii=False)) else None


def kept(game_id: str) -> list:
    """The games set aside for `game_id`, newest first: [(key, entry)], entry {"why", "at", "moves", "data"}. An
    entry that cannot be read is listed as damaged, its text as its data (so the player can still copy it)."""
    out = []
    for key in reversed(keys(f"{KEPT}{game_id}:")):
        raw = get(key) or ""
        try:
            entry = json.loads(raw)
            if not (isinstance(entry, dict) and isinstance(entry.get("data"), str)):
                raise ValueError
        except (ValueError, RecursionError):
            entry = {"why": "damaged", "at": key[len(KEPT) + len(game_id) + 1:], "moves": None, "data": raw}
        out.append((key, entry))
    return out


def adopt_old_slots(game_id: str) -> None:
    """Move the single "previous game" and "corrupt save" slots of earlier versions among the kept games."""
    for prefix, why in zip(OLD_KEPT, ("link", "damaged")):
        raw = get(prefix + game_id)
        if raw is not None and keep(game_id, why, raw):
            remove(prefix + game_id)


def prefs() -> dict:
    """The player's settings (an empty dict when there are none or they cannot be read)."""
    try:
        data = json.loads(get(PREFS) or "{}")
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def set_pref(key: str, value) -> bool:
    return put(PREFS, json.dumps({**prefs(), key: value}, ensure_ascii=False))
