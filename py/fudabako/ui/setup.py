"""The setup panel of a game page: how to play (pass-and-play with names, against the computer at a level, or a solo
game's options), remembered per game on this device. Part of the shell (`app`), which starts the game."""

from . import storage
from .dom import doc, el, set_flag, show
from .session import player_names
from .setup_fields import level_note, level_options, moderate_level, option_fields, seat_options


class Setup:
    def __init__(self, app):
        self.app = app

    def show(self) -> None:
        self.app.session = None
        show("play", False)
        show("setup", True)
        set_flag("over", False)
        set_flag("shared", False)
        set_flag("playing", False)
        set_flag("log-open", False)
        doc.body.removeAttribute("data-viewer")
        # The page may have drawn this setup before Python was up (static/setup-paint.js), as `draw` would: it
        # stays as it is, with what the player chose there (drawing it again cost BlackPoker's first visit ~100 ms
        # before it was playable), and a Start pressed there starts the game now.
        form = el("setup")
        painted = form.getAttribute("data-painted") == self.app.game.id
        pending = painted and form.hasAttribute("data-pending")
        form.removeAttribute("data-painted")
        form.removeAttribute("data-pending")
        if not painted:
            self.draw(first=True)
        if not self.app.solo:
            # The computer's worker (started while the page booted, or now) boots while the player chooses: a
            # first move against it then never waits for a Python to start (static/wasm-share.js).
            self.app.computer.start()
        if pending:
            self.app.later(self.app.start)

    def values(self) -> dict:
        """What the setup panel says now (the defaults before it is first drawn)."""
        mode = doc.querySelector('#setup input[name="mode"]:checked')
        values = {"mode": "solo" if self.app.solo else mode.value if mode else "pass", "level": el("ai-level").value,
                  "human": el("human-seat").value or "0", "names": [el(f"name-{p}").value for p in range(2)]}
        for option in self.app.game.options:
            field = doc.querySelector(f'#setup [name="opt-{option.key}"]')
            values[option.key] = field.value if field else str(option.default)
        return values

    def draw(self, first: bool = False) -> None:
        """The setup panel in the current language. When it first shows for a game, it says what the player chose
        last time for it (this device's settings), or a moderate level for a first game against the computer."""
        lang, values, levels = self.app.lang, self.values(), self.app.levels()
        ids = [lv["id"] for lv in levels]
        if first:
            last = storage.prefs().get(f"setup:{self.app.game.id}")
            last = last if isinstance(last, dict) else {}
            values["level"] = last.get("level") if last.get("level") in ids else moderate_level(ids)
            values["human"] = "1" if last.get("human") == 1 else "0"
            names = player_names(last.get("names")) or ["", ""]
            for p in range(2):
                el(f"name-{p}").value = names[p]
            for radio in doc.querySelectorAll('#setup input[name="mode"]'):  # last time's, else the page's default
                radio.checked = radio.value == last.get("mode") if last.get("mode") in ("pass", "ai") \
                    else radio.defaultChecked
            for option in self.app.game.options:  # not the fields another game left (a shared key, other range)
                values[option.key] = str(option.default)
        chosen = values["level"] if values["level"] in ids else moderate_level(ids)
        el("ai-level").innerHTML = level_options(levels, lang, chosen)
        el("human-seat").innerHTML = seat_options(lang, values["human"])
        el("option-fields").innerHTML = option_fields(self.app.game.options, values, lang)
        show("game-options", bool(self.app.game.options))
        show("mode-choice", not self.app.solo)  # one player: nothing to choose but the options
        self.draw_level_note()
        self.sync_mode()

    def draw_level_note(self) -> None:
        el("ai-level-note").textContent = level_note(self.app.view, el("ai-level").value, self.app.lang)

    def sync_mode(self) -> None:
        """The computer's settings only apply against the computer, the names only to pass-and-play; choosing the
        computer also starts its worker (if the setup screen has not already), so it has booted by the time the
        game starts."""
        mode = self.values()["mode"]
        show("ai-settings", mode == "ai")
        show("names", mode == "pass")
        if mode == "ai":
            self.app.computer.start()
