"""A game's setup fields as HTML: the same for Python's setup panel (`setup.py`) and for the setup a game page draws
before Python is up (static/setup-paint.js), from what `first_paint` gives at build time
(static/vendor/setups/<game>.json): a first visit chooses while Python starts, instead of watching a loading bar.

Pure (no DOM), so that the build runs it under CPython."""

import importlib

from .i18n import LANGS, seat, tr
from .widgets import number_field, select_field, select_options, title_html


def moderate_level(levels: list) -> str:
    """The level a first game against the computer starts at: ふつう, else やさしい, else the middle one (never the
    strongest: a first game should be winnable)."""
    return next((lv for lv in ("normal", "easy") if lv in levels), levels[(len(levels) - 1) // 2])


def view_of(game):
    """The game's view module (fudabako.ui.games.<id>)."""
    return importlib.import_module(f"fudabako.ui.games.{game.id.replace('-', '_')}")


def level_options(levels: list, lang: str, chosen: str) -> str:
    return select_options([(lv["id"], tr(lv["label"], lang)) for lv in levels], chosen)


def seat_options(lang: str, chosen: str) -> str:
    return select_options([(str(p), seat(p, lang)) for p in range(2)], chosen)


def level_note(view, level: str, lang: str) -> str:
    """What a computer level does, in one line (a game may say it more precisely: its view's LEVEL_NOTES)."""
    notes = getattr(view, "LEVEL_NOTES", {})
    return tr(notes.get(level) or f"level_{level}", lang) if level else ""


def option_field(option, value: str, lang: str) -> str:
    """A list of the option's named values, or a number field for a plain count."""
    name = f"opt-{option.key}"
    if option.choices:
        return select_field(name, tr(option.label, lang), [
            (str(v), tr(c, lang)) for v, c in enumerate(option.choices, option.minimum)], value)
    return number_field(name, tr(option.label, lang), value, option.minimum, option.maximum,
                        tr("range", lang, min=option.minimum, max=option.maximum))


def option_fields(options, values: dict, lang: str) -> str:
    return "".join(option_field(o, values[o.key], lang) for o in options)


def first_paint(game) -> dict:
    """What static/setup-paint.js needs to draw `game`'s setup as Python's panel first draws it, in each language:
    the fields' HTML with their defaults, and the level ids and notes for the choices it restores."""
    from fudabako.ai import levels_for

    view = view_of(game)
    levels = levels_for(game.id)
    ids = [lv["id"] for lv in levels]
    moderate = moderate_level(ids) if ids else ""
    defaults = {o.key: str(o.default) for o in game.options}
    return {
        "title": {lang: tr(game.title, lang) for lang in LANGS},
        "titleHtml": {lang: title_html(tr(game.title, lang)) for lang in LANGS},
        "solo": game.max_players == 1,
        "levels": ids,
        "moderate": moderate,
        "levelOptions": {lang: level_options(levels, lang, moderate) for lang in LANGS},
        "notes": {level: {lang: level_note(view, level, lang) for lang in LANGS} for level in ids},
        "seats": {lang: seat_options(lang, "0") for lang in LANGS},
        "options": {lang: option_fields(game.options, defaults, lang) for lang in LANGS},
    }
