"""The app shell: routes between the shelf and a game page, holds the game on the table and draws it.

This module drives the DOM; storage (`storage`), the game being played (`session`), the computer (`computer`) and
sharing (`sharing`) each live in their own module. The state stays here in Python; the page and the AI worker only
ever get `state.view(viewer)`, so a hidden choice never reaches the DOM. The engine is the only judge of legality:
buttons come from `view["legal"]` and every click goes through `State.apply`.

Pass-and-play hands the device over as a property of the shell, never of a game: whenever the seat whose view is
about to be drawn is not the seat that saw the table last and that view holds a secret (`State.has_secret`: it
differs from the spectator's view beyond its legal actions), a hand-over screen covers the table first.

The static page (index.html) already shows the shelf and the chrome in both languages; Python fills in what
depends on the game, in the current language (`<html lang>`), and redraws it when `static/boot.js` announces a
language switch with the `fudabako:lang` event.
"""

import asyncio
import importlib
import json
import traceback

import js
from pyodide.ffi import create_proxy

from fudabako.core import Entropy, FudabakoError, OtherVersion, Record, RecordError, decode_link, get_game, shown

from . import scores, sharing, storage, tally
from .computer import Computer
from .kit.piece import tokens_of
from .i18n import seat, tr
from .session import Session, id_of, player_names, saved_log
from .widgets import esc, number_field, select_field, select_options

doc = js.document


def el(element_id: str):
    return doc.getElementById(element_id)


def show(element_id: str, visible: bool) -> None:
    el(element_id).hidden = not visible


def set_flag(name: str, on: bool) -> None:
    """A `data-<name>="1"` flag on <body> (the tests' and the CSS's view of the app state)."""
    if on:
        doc.body.setAttribute(f"data-{name}", "1")
    else:
        doc.body.removeAttribute(f"data-{name}")


class App:
    def __init__(self):
        self.game = None  # the Game whose page is open
        self.view = None  # its table view module (fudabako.ui.games.<id>)
        self.session = None  # the game on the table, None while the setup panel shows
        self.computer = Computer(self.listen, self.on_ai_answer, self.on_ai_failure)
        self.unsaved = False  # the save slot holds a game this page could not set aside: never write over it
        self.picked = set()  # the pieces selected for a choice of several (ui.kit.piece: select, then confirm)
        self.armed = None  # with "confirm moves" on: the action tapped once, waiting for its confirmation
        self.log_drawn = None  # (viewer, lang, entries) of #log, to append instead of redrawing
        self.msg = None  # the Text in #message, kept to redraw it in the other language
        self.proxies = []

    @property
    def lang(self) -> str:
        return "en" if doc.documentElement.lang == "en" else "ja"

    # --- wiring ----------------------------------------------------------------------------------------------
    def listen(self, target, event: str, fn) -> None:
        """Listen with `fn`, showing any error in #message instead of losing it."""

        def run(e):
            try:
                fn(e)
            except FudabakoError as err:
                self.message(err.text())
            except Exception as err:  # noqa: BLE001 - a bug: say so on the page and in the console
                js.console.error(traceback.format_exc())
                self.message("internal", reason=shown(f"{type(err).__name__}: {err}"))

        proxy = create_proxy(run)
        self.proxies.append(proxy)
        target.addEventListener(event, proxy)

    def wire(self) -> None:
        self.listen(doc, "click", self.on_click)
        self.listen(doc, "submit", self.on_submit)
        self.listen(doc, "change", self.on_change)
        self.listen(doc, "keydown", self.on_key)
        self.listen(doc, "fudabako:lang", lambda e: self.redraw())
        self.listen(js.window, "popstate", lambda e: self.route())
        self.listen(js.window, "storage", self.on_storage)

    BUTTONS = {
        "back-to-shelf": "go_shelf", "rules-button": "open_rules", "menu-button": "open_menu",
        "undo": "undo", "new-game": "new_game", "share": "share", "copy-embed": "copy_embed",
        "handoff-continue": "handoff_continue", "handoff-undo": "handoff_undo", "kept-button": "open_kept",
        "log-button": "toggle_log", "log-close": "toggle_log", "rematch": "rematch", "rematch-swap": "rematch_swap",
        "confirm-move": "confirm_move", "menu-new-game": "new_game",
    }
    QUIET = ("rules-button", "menu-button", "kept-button", "log-button", "log-close")  # keep the messages

    def on_click(self, event) -> None:
        if event.target.tagName == "DIALOG":  # a tap on the backdrop around a dialog closes it
            return event.target.close()
        target = event.target.closest("a.game-card, button")
        if not target:
            return
        if target.matches("a.game-card"):
            if event.button == 0 and not (event.ctrlKey or event.metaKey or event.shiftKey or event.altKey):
                event.preventDefault()
                js.history.pushState(None, "", target.getAttribute("href"))
                self.route()
                el("game-title").focus()
        elif target.hasAttribute("data-close") and target.id not in self.BUTTONS:
            el(target.dataset.close).close()
        elif target.closest("#actions, #table") and target.hasAttribute("data-action"):  # a table may offer cards
            self.clear_message()
            self.tap(target.dataset.action)
        elif target.closest("#table") and (target.hasAttribute("data-pick") or target.hasAttribute("data-pick-clear")):
            self.toggle_pick(target.dataset.pick if target.hasAttribute("data-pick") else None)
        elif target.closest("#kept") and target.hasAttribute("data-kept"):
            self.kept_action(target.dataset.kept, target.dataset.key)
        elif target.id in self.BUTTONS:
            if target.id not in self.QUIET:
                self.clear_message()
            getattr(self, self.BUTTONS[target.id])()

    def on_submit(self, event) -> None:
        if event.target.id == "setup":
            event.preventDefault()
            self.clear_message()
            self.start()

    def on_change(self, event) -> None:
        if event.target.name == "mode":
            self.sync_mode()
        elif event.target.id == "ai-level":
            self.draw_level_note()
        elif event.target.id == "confirm-moves":
            storage.set_pref("confirm", bool(event.target.checked))
            self.armed = None
            if self.session:
                self.draw()

    def on_key(self, event) -> None:
        """Number keys 1–9 pick the n-th action (pieces on the table first, then the bar), Escape closes the log
        drawer, unless the player is typing or a dialog is in the way."""
        key = event.key
        if key == "Escape" and doc.body.dataset.logOpen == "1":
            return self.toggle_log()
        if len(key) != 1 or not "1" <= key <= "9" or event.ctrlKey or event.metaKey or event.altKey:
            return
        if self.session is None or self.session.handoff is not None or doc.querySelector("dialog[open]") \
                or event.target.closest("input, select, textarea"):
            return
        buttons = [b for b in doc.querySelectorAll("#table button[data-action], #actions button[data-action]")
                   if not b.disabled]
        if int(key) <= len(buttons):
            event.preventDefault()
            buttons[int(key) - 1].click()

    # --- messages ------------------------------------------------------------------------------------------
    def message(self, text, **fmt) -> None:
        """Show an error or warning in #message (role=alert); `text` is a Text dict or an i18n key."""
        self.msg = (text, fmt)
        el("message").textContent = tr(text, self.lang, **fmt)

    def clear_message(self) -> None:
        """A new click: earlier messages and notes no longer apply."""
        self.msg = None
        el("message").textContent = ""
        el("note").textContent = ""
        el("menu-note").textContent = ""

    def note(self, key: str, **fmt) -> None:
        """A quiet note: in the menu while it is open (e.g. "link copied"), else under the choices."""
        target = "menu-note" if el("menu").open else "note"
        el(target).textContent = tr(key, self.lang, **fmt)

    # --- pages ---------------------------------------------------------------------------------------------
    def route(self) -> None:
        """Show what the URL asks for: `?game=<id>` (with `#r=<share link>`) or the shelf."""
        self.leave_game()
        game_id = js.URLSearchParams.new(js.location.search).get("game")
        if not game_id:
            return self.show_shelf()
        try:
            game = get_game(game_id)
            view = importlib.import_module(f"fudabako.ui.games.{game.id.replace('-', '_')}")
        except (FudabakoError, ImportError) as err:
            self.message(err.text() if isinstance(err, FudabakoError) else "no_view")
            return self.show_shelf()
        self.open_game(game, view)

    def show_shelf(self) -> None:
        doc.documentElement.dataset.route = "shelf"
        doc.title = "札箱 Fudabako"

    def leave_game(self) -> None:
        self.computer.cancel()
        self.game = self.view = self.session = None
        self.unsaved = False
        el("game-extra").innerHTML = ""
        el("rules").close()
        el("kept").close()

    def go_shelf(self) -> None:
        js.history.pushState(None, "", js.location.pathname)
        self.route()
        el("shelf-heading").focus()

    def open_game(self, game, view) -> None:
        self.game, self.view = game, view
        el("game").dataset.game = game.id
        doc.documentElement.dataset.route = "game"
        storage.adopt_old_slots(game.id)
        self.draw_chrome()
        self.draw_extra()
        link = js.location.hash[3:] if js.location.hash.startswith("#r=") else None
        if link is not None:
            js.history.replaceState(None, "", js.location.pathname + js.location.search)  # a reload resumes
            self.resume()
            self.load_link(link)
        else:
            self.resume()
        self.draw_kept_button()
        if self.session:
            self.refresh()
        else:
            self.show_setup()

    def load_link(self, link: str) -> None:
        """Put a shared game on the table. The game in progress is kept first (nothing a player did is lost); if
        it cannot be kept, the shared game is played without being saved and the page says so."""
        try:
            record = decode_link(link)
        except FudabakoError as err:
            return self.message("link_bad", reason=tr(err.text(), self.lang))
        if record.game != self.game.id:
            return self.message("link_foreign", other=tr(get_game(record.game).title, self.lang),
                                title=tr(self.game.title, self.lang))
        had_game = self.session is not None or self.unsaved
        self.set_aside_current("link")
        self.session = Session(record, "solo" if self.solo else "pass")
        if self.unsaved or not self.save():
            return self.note("link_unsaved")
        self.note("link_kept" if had_game else "link_loaded_solo" if self.solo else "link_loaded")

    def resume(self) -> None:
        """The game in progress of this page's game, if storage holds one. A save that cannot be read is set aside
        among the kept games (never deleted) and the page says why."""
        self.session = None
        raw = storage.get(storage.SAVE + self.game.id)
        if raw is None:
            return
        try:
            self.session = Session.from_json(raw, self.game.id, self.level_ids(), self.solo)
        except (RecordError, ValueError) as err:
            why = "version" if isinstance(err, OtherVersion) else "damaged"
            reason = tr(err.text() if isinstance(err, FudabakoError) else "save_unreadable", self.lang)
            if storage.keep(self.game.id, why, raw) and storage.remove(storage.SAVE + self.game.id):
                return self.message("save_set_aside", reason=reason)
            self.unsaved = True  # it stays where it is: this page must not write over it
            return self.message("save_stuck", reason=reason)
        if id_of(raw) != self.session.id:  # a save of an earlier version: from now on it carries its id
            self.save()
        self.note("resumed")

    def set_aside_current(self, why: str) -> None:
        """Before another game takes the save slot: keep the game in it, unless it is finished or not yet begun
        (a save it cannot read is kept as it is), and empty the slot. If it cannot be kept, it stays, and this page
        will not write over it (`unsaved`)."""
        key = storage.SAVE + self.game.id
        raw = storage.get(key)
        if raw is None or self.unsaved:
            return
        try:
            same = self.session is not None and id_of(raw) == self.session.id
            session = self.session if same else Session.from_json(raw, self.game.id, self.level_ids(), self.solo)
            moves = len(session.record.actions)
            disposable = session.state.is_over() or not moves
        except (RecordError, ValueError):
            moves, disposable = None, False
        if disposable or storage.keep(self.game.id, why, raw, moves):
            storage.remove(key)
        else:
            self.unsaved = True

    @property
    def solo(self) -> bool:
        return self.game.max_players == 1

    def levels(self) -> list:
        from fudabako.ai import levels_for  # imported on first need: the shelf does not pay for it

        return levels_for(self.game.id)

    def level_ids(self) -> list:
        return [lv["id"] for lv in self.levels()]

    def draw_chrome(self) -> None:
        """The game's title and rules page, in the current language."""
        lang, game = self.lang, self.game
        title = tr(game.title, lang)
        el("game-title").textContent = title
        doc.title = f"{title} — 札箱 Fudabako"
        el("rules-heading").textContent = tr("rules_title", lang, title=title)
        el("rules-text").innerHTML = "".join(f"<p>{esc(p)}</p>" for p in game.rules.get(lang, []))
        el("rulings").innerHTML = "".join(
            f'<li data-ruling="{esc(rid)}"><span class="ruling-id">{esc(rid)}</span> {esc(tr(text, lang))}</li>'
            for rid, text in game.rulings
        )
        self.draw_kept_button()

    def draw_extra(self) -> None:
        """A game's own panels under its table (e.g. ラプラプラス's builder and tournament), if its view module
        has `extra_panels(container, lang, computer)`: it draws them into #game-extra and handles their controls
        itself, running long computations in the computer's worker."""
        el("game-extra").innerHTML = ""
        panels = getattr(self.view, "extra_panels", None)
        if panels:
            panels(el("game-extra"), self.lang, self.computer)

    def open_rules(self) -> None:
        el("rules").showModal()

    def close_rules(self) -> None:
        el("rules").close()

    # --- kept games ----------------------------------------------------------------------------------------
    def draw_kept_button(self) -> None:
        count = len(storage.kept(self.game.id))
        show("kept-button", count > 0)
        el("kept-count").textContent = str(count)

    def open_kept(self) -> None:
        self.draw_kept()
        el("kept").showModal()

    def close_kept(self) -> None:
        el("kept").close()

    def draw_kept(self) -> None:
        """The games set aside for this page's game, each with what can be done with it."""
        lang, rows = self.lang, []
        for key, entry in storage.kept(self.game.id):
            readable = self.readable(entry["data"])
            moves = entry.get("moves")
            facts = [tr(f"kept_{entry['why']}" if entry["why"] in KEPT_REASONS else "kept_damaged", lang),
                     esc(str(entry.get("at", ""))[:16].replace("T", " "))]
            if isinstance(moves, int):
                facts.append(tr("kept_moves", lang, n=moves))
            log = saved_log(entry["data"]) if not readable else []
            buttons = [f'<button type="button" data-kept="resume" data-key="{esc(key)}">{esc(tr("kept_resume", lang))}'
                       f"</button>" if readable else ""]
            if log:
                buttons.append(f'<details class="kept-log"><summary>{esc(tr("kept_log", lang))}</summary><ol>'
                               + "".join(f"<li>{esc(tr(line, lang))}</li>" for line in log) + "</ol></details>")
            buttons.append(f'<details class="kept-data"><summary>{esc(tr("kept_data", lang))}</summary>'
                           f'<textarea readonly rows="3" aria-label="{esc(tr("kept_data", lang))}">'
                           f'{esc(entry["data"])}</textarea></details>')
            buttons.append(f'<button type="button" data-kept="delete" data-key="{esc(key)}">'
                           f'{esc(tr("kept_delete", lang))}</button>')
            rows.append(f'<li class="kept-entry"><p>{" · ".join(facts)}</p>{"".join(buttons)}</li>')
        el("kept-list").innerHTML = "".join(rows) or f"<li>{esc(tr('kept_none', lang))}</li>"

    def readable(self, raw: str) -> bool:
        try:
            Session.from_json(raw, self.game.id, self.level_ids(), self.solo)
            return True
        except (RecordError, ValueError):
            return False

    def kept_action(self, action: str, key: str) -> None:
        entry = dict(storage.kept(self.game.id)).get(key)
        if entry is None:
            return self.draw_kept()
        if action == "delete":
            storage.remove(key)
        elif action == "resume":
            session = Session.from_json(entry["data"], self.game.id, self.level_ids(), self.solo)
            self.computer.cancel()
            self.set_aside_current("swap")
            if self.unsaved:
                return self.message("kept_no_room")
            self.session = session
            if not self.save():
                return self.message("kept_no_room")
            storage.remove(key)
            el("kept").close()
            self.note("kept_resumed")
            self.refresh()
        self.draw_kept_button()
        if el("kept").open:
            self.draw_kept()

    # --- setup ---------------------------------------------------------------------------------------------
    def show_setup(self) -> None:
        self.session = None
        show("play", False)
        show("setup", True)
        set_flag("over", False)
        set_flag("playing", False)
        set_flag("log-open", False)
        doc.body.removeAttribute("data-viewer")
        self.draw_setup(first=True)

    def setup_values(self) -> dict:
        """What the setup panel says now (the defaults before it is first drawn)."""
        mode = doc.querySelector('#setup input[name="mode"]:checked')
        values = {"mode": "solo" if self.solo else mode.value if mode else "pass", "level": el("ai-level").value,
                  "human": el("human-seat").value or "0", "names": [el(f"name-{p}").value for p in range(2)]}
        for option in self.game.options:
            field = doc.querySelector(f'#setup [name="opt-{option.key}"]')
            values[option.key] = field.value if field else str(option.default)
        return values

    def draw_setup(self, first: bool = False) -> None:
        """The setup panel in the current language. When it first shows for a game, it says what the player chose
        last time for it (this device's settings), or a moderate level for a first game against the computer."""
        lang, values, levels = self.lang, self.setup_values(), self.levels()
        ids = [lv["id"] for lv in levels]
        if first:
            last = storage.prefs().get(f"setup:{self.game.id}")
            last = last if isinstance(last, dict) else {}
            values["level"] = last.get("level") if last.get("level") in ids else moderate_level(ids)
            values["human"] = "1" if last.get("human") == 1 else "0"
            names = player_names(last.get("names")) or ["", ""]
            for p in range(2):
                el(f"name-{p}").value = names[p]
            if last.get("mode") in ("pass", "ai") and not self.solo:
                doc.querySelector(f'#setup input[name="mode"][value="{last["mode"]}"]').checked = True
        chosen = values["level"] if values["level"] in ids else moderate_level(ids)
        el("ai-level").innerHTML = select_options([(lv["id"], tr(lv["label"], lang)) for lv in levels], chosen)
        el("human-seat").innerHTML = select_options([(str(p), seat(p, lang)) for p in range(2)], values["human"])
        el("option-fields").innerHTML = "".join(self.option_field(o, values[o.key]) for o in self.game.options)
        show("game-options", bool(self.game.options))
        show("mode-choice", not self.solo)  # one player: nothing to choose but the options
        show("ai-settings", not self.solo)
        self.draw_level_note()
        self.sync_mode()

    def draw_level_note(self) -> None:
        """What the chosen computer level does, in one line (a game may say it more precisely: LEVEL_NOTES)."""
        level = el("ai-level").value
        notes = getattr(self.view, "LEVEL_NOTES", {})
        el("ai-level-note").textContent = tr(notes.get(level) or f"level_{level}", self.lang) if level else ""

    def option_field(self, option, value: str) -> str:
        """A list of the option's named values, or a number field for a plain count."""
        lang, name = self.lang, f"opt-{option.key}"
        if option.choices:
            return select_field(name, tr(option.label, lang), [
                (str(v), tr(c, lang)) for v, c in enumerate(option.choices, option.minimum)], value)
        return number_field(name, tr(option.label, lang), value, option.minimum, option.maximum,
                            tr("range", lang, min=option.minimum, max=option.maximum))

    def sync_mode(self) -> None:
        """The computer's settings only apply against the computer, the names only to pass-and-play; choosing the
        computer also starts its worker, so it has booted by the time the game starts."""
        mode = self.setup_values()["mode"]
        el("ai-settings").disabled = mode != "ai"
        show("names", mode == "pass")
        if mode == "ai":
            self.computer.start()

    def start(self, values: dict | None = None) -> None:
        """A new game with the setup panel's choices (or `values`, for a rematch)."""
        values = values or self.setup_values()
        options = {o.key: values[o.key] for o in self.game.options}
        record = Record.new(self.game.id, Entropy(), options)  # OptionError goes to #message
        mode, human = values["mode"], int(values["human"])
        names = player_names(values["names"]) if mode == "pass" else None
        storage.set_pref(f"setup:{self.game.id}", {"mode": mode, "level": values["level"], "human": human,
                                                    "names": names})
        self.set_aside_current("new")
        self.session = Session(record, mode, values["level"] if mode == "ai" else None, human,
                               players=names if names and any(names) else None)
        self.save()
        self.refresh()

    def rematch(self, swap: bool = False) -> None:
        """The same game again, with the same settings (or the seats swapped: the computer moves first, or the
        two players trade places)."""
        session = self.session
        names = list(session.players or ["", ""])
        human = session.human
        if swap:
            names, human = names[::-1], 1 - human
        self.computer.cancel()
        self.start({"mode": session.mode, "level": session.level, "human": str(human), "names": names,
                    **session.record.options})

    def rematch_swap(self) -> None:
        self.rematch(swap=True)

    def new_game(self) -> None:
        el("menu").close()
        self.computer.cancel()
        self.show_setup()
        el("start").focus()

    # --- playing -------------------------------------------------------------------------------------------
    def save(self) -> bool:
        """Store the game on the table; False (and a note) if it was not stored. Another game in the slot (another
        tab's) is kept aside first, never written over."""
        key = storage.SAVE + self.game.id
        if not self.unsaved:
            raw = storage.get(key)
            if raw is not None and id_of(raw) != self.session.id and not storage.keep(self.game.id, "tab", raw):
                self.unsaved = True
        if not self.unsaved and storage.put(key, self.session.to_json()):
            return True
        if storage.available():  # without any storage, the page said so once already (boot)
            self.note("not_saved")
        return False

    def act(self, player: int, action_id: str) -> None:
        """Apply one decision; the engine refuses anything illegal (shown in #message, nothing changes)."""
        session = self.session
        session.game.apply(player, action_id)
        self.picked, self.armed = set(), None
        self.save()
        if session.state.is_over():
            self.game_ended()
        self.refresh()

    def tap(self, action_id: str) -> None:
        """A tap on a piece or a choice. With "confirm moves" on, the first tap only selects it: a second tap, or
        the confirm button, plays it (a mis-tap never costs a game)."""
        if self.confirming() and self.armed != action_id:
            self.armed = action_id
            return self.draw()
        self.act(self.session.shown, action_id)

    def confirm_move(self) -> None:
        if self.armed:
            self.act(self.session.shown, self.armed)

    def confirming(self) -> bool:
        """Whether moves wait for a confirmation: the player's setting, or by default on a touch screen in a game
        where one tap plays a move (a view module's ONE_TAP)."""
        setting = storage.prefs().get("confirm")
        if isinstance(setting, bool):
            return setting
        return bool(getattr(self.view, "ONE_TAP", False)) and js.matchMedia("(pointer: coarse)").matches

    def toggle_pick(self, token: str | None) -> None:
        """A piece tapped in a choice of several (None: the selection cleared); the table shows what is picked and
        offers the one legal action it makes, if any (ui.kit.piece)."""
        if token is None:
            self.picked = set()
        else:
            self.picked ^= {token}
        self.draw()

    def take_back(self, player: int) -> None:
        session = self.session
        keep = session.game.undo_target(player)
        if keep is None:
            return self.message("undo_refused")
        self.computer.cancel()
        session.game = session.game.taken_back(keep)
        session.handoff = None
        self.picked, self.armed = set(), None
        self.save()
        self.refresh()

    def undo_player(self):
        """Whose decision Undo takes back: the player's against the computer; in pass-and-play the last one made,
        whoever made it (one device, one Undo button, as at a real table)."""
        session = self.session
        if session.mode == "ai":
            return session.human
        actions = session.record.actions
        return actions[-1][0] if actions else session.shown

    def undo(self) -> None:
        self.take_back(self.undo_player())

    def handoff_undo(self) -> None:
        self.take_back(self.session.shown)

    def handoff_continue(self) -> None:
        session = self.session
        session.shown, session.handoff = session.handoff, None
        self.draw()

    def refresh(self) -> None:
        """After any change to the game: decide whose view to show (behind a hand-over screen when the device must
        change hands with a secret on it), ask the computer if it must act, and draw."""
        session = self.session
        state = session.state
        movers = state.to_move()
        if session.mode == "ai":
            # In a simultaneous round the computer chooses once the player has: its choice is never stored where
            # the player could read it before committing.
            if session.ai_seat in movers and session.human not in movers and not self.computer.thinking:
                self.ask_ai()
        elif session.handoff is None:
            viewer = movers[0] if movers else (session.shown if session.shown is not None else 0)
            if viewer != session.shown:
                if state.has_secret(viewer):
                    session.handoff = viewer
                else:
                    session.shown = viewer
        self.draw()

    def game_ended(self) -> None:
        """Once, when a game ends: the computer learns from it, and the device's records count it."""
        session = self.session
        if session.mode == "ai":
            self.learn_from_game()
            key = storage.TALLY + self.game.id
            book = tally.add(tally.load(storage.get(key)), session.level, session.outcome(), session.id)
            storage.put(key, json.dumps(book))
        elif session.mode == "solo":
            self.record_score()

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self) -> None:
        session = self.session
        if session.mode in ("ai", "solo"):
            session.shown = session.human if session.mode == "ai" else 0
        focused = doc.activeElement
        focus_lost = not focused or focused == doc.body or bool(focused.closest("#play"))
        show("setup", False)
        show("play", True)
        set_flag("playing", True)
        over = session.state.is_over()
        set_flag("over", over)
        set_flag("thinking", self.computer.thinking)
        doc.body.dataset.moves = str(len(session.record.actions))  # changes with every action, logged or not
        if session.handoff is not None:
            self.draw_handoff()
        else:
            self.draw_table(over)
        if focus_lost and (not focused or not focused.isConnected or focused == doc.body
                           or focused.closest("[hidden]") or focused.disabled):
            target = doc.querySelector("#handoff:not([hidden]) #handoff-continue, "
                                       "#table button[data-action]:not(:disabled), "
                                       "#table button[data-pick]:not(:disabled), #actions button:not(:disabled), "
                                       "#confirm-move:not([hidden]), #rematch:not([hidden])")
            if target:
                target.focus()

    def draw_handoff(self) -> None:
        """The device changes hands: nothing of the previous player's view stays in the page. The screen says what
        happened since the next player last looked, as far as anyone may see it (the public log)."""
        session, lang = self.session, self.lang
        names = session.names(lang)
        doc.body.removeAttribute("data-viewer")
        name = names[session.handoff]
        prev = names[session.shown] if session.shown is not None else ""
        for element_id in ("table", "actions", "log"):
            el(element_id).innerHTML = ""
        self.log_drawn = None
        set_flag("log-open", False)
        for element_id, visible in (("board", False), ("bar", False), ("log-section", False), ("result", False),
                                    ("handoff", True)):
            show(element_id, visible)
        el("status").textContent = tr("handoff_title", lang, name=name)
        el("handoff-title").textContent = tr("handoff_title", lang, name=name)
        el("handoff-note").textContent = tr("handoff_note", lang, name=name, prev=prev) if prev else ""
        news = session.state.view(None)["log"][session.seen[session.handoff]:][-NEWS_LINES:]
        el("handoff-lines").innerHTML = "".join(f"<li>{esc(session.log_line(line, lang))}</li>" for line in news)
        show("handoff-news", bool(news) and session.shown is not None)
        el("handoff-continue").textContent = tr("handoff_continue", lang, name=name)
        undo = el("handoff-undo")
        undo.textContent = tr("handoff_undo", lang, name=prev)
        show("handoff-undo", session.shown is not None)
        undo.disabled = session.shown is None or session.game.undo_target(session.shown) is None

    def draw_table(self, over: bool) -> None:
        """The table as the seat on screen sees it; the choice bar offers what the table's pieces do not."""
        session, lang = self.session, self.lang
        viewer = session.shown
        view = session.state.view(viewer)
        session.seen[viewer] = len(session.state.view(None, legal=False)["log"])
        doc.body.dataset.viewer = str(viewer)
        for element_id, visible in (("handoff", False), ("board", True), ("bar", True), ("log-section", True)):
            show(element_id, visible)
        view["picked"] = sorted(self.picked)  # the shell's selection, for pieces drawn as toggles (ui.kit.piece)
        opened = [d.id for d in doc.querySelectorAll("#table details[open][id]")]  # e.g. a hint: stays open
        el("table").innerHTML = self.view.render(view, session.names(lang), lang)
        for details in filter(None, map(el, opened)):
            details.open = True
        self.draw_bar(view)
        el("status").textContent = self.status_text(view)
        self.draw_result(over)
        self.draw_log(viewer, [session.log_line(entry, lang) for entry in view["log"]])
        self.draw_kept_button()
        undo = el("undo")
        allowed = not over and session.game.undo_target(self.undo_player()) is not None
        undo.disabled = not allowed
        undo.title = tr("undo_title" if allowed else "undo_refused", lang)
        show("undo", not over)
        show("new-game", over)
        show("share-note", not over)

    def draw_bar(self, view: dict) -> None:
        """The choices no piece on the table offers, numbered after the pieces (keys 1–9), and the move waiting
        for its confirmation."""
        lang = self.lang
        on_table = [b.dataset.action for b in doc.querySelectorAll("#table button[data-action]")]
        pick_key = getattr(self.view, "PICK_KEY", None)  # a choice of several pieces, made on the table
        picked = {a["id"]: tokens_of(a, pick_key) for a in view["legal"] if pick_key and tokens_of(a, pick_key)}
        el("table").dataset.pickActions = json.dumps(picked)  # for the tests: which pieces make which action
        actions = el("actions")
        actions.setAttribute("aria-label", tr("actions", lang))
        custom = getattr(self.view, "actions", None)  # a game may lay out its controls itself (hands, chains...)
        rest = [a for a in view["legal"] if a["id"] not in on_table and a["id"] not in picked]
        selected = ' class="selected" aria-pressed="true"'
        actions.innerHTML = custom(view, lang) if custom else "".join(
            f'<button type="button" data-action="{esc(a["id"])}"{keys(i)}{selected if a["id"] == self.armed else ""}>'
            f'{kbd(i)}{esc(tr(a["label"], lang))}</button>'
            for i, a in enumerate(rest, len(on_table) + 1))
        armed = next((a for a in view["legal"] if a["id"] == self.armed), None)
        if armed is None:
            self.armed = None
        for button in doc.querySelectorAll("#table button[data-action]"):
            if button.dataset.action == self.armed:
                button.classList.add("selected")
                button.setAttribute("aria-pressed", "true")
        confirm = el("confirm-move")
        show("confirm-move", armed is not None)
        confirm.textContent = tr("confirm_move", lang, label=tr(armed["label"], lang)) if armed else ""

    def draw_result(self, over: bool) -> None:
        """At the end: who won, in words and in looks (a win and a loss differ), this device's record against that
        level, a solo game's high scores, and the rematch."""
        session, lang = self.session, self.lang
        result = el("result")
        show("result", over)
        for element_id in ("rematch", "rematch-swap"):
            show(element_id, over and (element_id == "rematch" or not session.mode == "solo"))
        if not over:
            return
        result.dataset.outcome = session.outcome()
        el("result-text").textContent = session.result_text(lang)
        book = tally.load(storage.get(storage.TALLY + self.game.id)) if session.mode == "ai" else None
        level_name = next((tr(lv["label"], lang) for lv in self.levels() if lv["id"] == session.level), "")
        el("tally-line").textContent = tally.summary(book, session.level, level_name, lang) if book else ""
        show("high-scores", session.mode == "solo")
        if session.mode == "solo":
            entries = scores.load(storage.get(storage.SCORES + self.game.id))
            el("scores-table").innerHTML = scores.render(entries, session.id, lang)

    def status_text(self, view: dict) -> str:
        """The turn marker: whose move it is, by the name the table uses."""
        session, lang = self.session, self.lang
        if view["result"] is not None:
            return session.result_text(lang)
        parts = []
        if view["legal"]:
            parts.append(tr("turn_of" if session.mode == "pass" else "your_turn", lang,
                            name=session.names(lang)[session.shown]))
        if self.computer.thinking:
            parts.append(tr("thinking", lang))
        return " — ".join(parts) or tr("waiting", lang)

    def toggle_log(self) -> None:
        """Open or close the log drawer (beside the table on wide screens, where it is always open)."""
        opening = doc.body.dataset.logOpen != "1"
        set_flag("log-open", opening)
        el("log-button").setAttribute("aria-expanded", "true" if opening else "false")
        (el("log-close") if opening else el("log-button")).focus()

    def open_menu(self) -> None:
        el("confirm-moves").checked = self.confirming()
        el("menu-note").textContent = ""
        el("menu").showModal()

    def draw_log(self, viewer: int, lines: list) -> None:
        """Append new log lines (so a screen reader announces only those); redraw when the log was cut by an
        undo, or is another player's or in another language."""
        log = el("log")
        drawn = self.log_drawn
        if drawn and drawn[:2] == (viewer, self.lang) and lines[:len(drawn[2])] == drawn[2]:
            new = lines[len(drawn[2]):]
            log.insertAdjacentHTML("beforeend", "".join(f"<li>{esc(line)}</li>" for line in new))
        else:
            log.innerHTML = "".join(f"<li>{esc(line)}</li>" for line in lines)
        self.log_drawn = (viewer, self.lang, lines)
        log.scrollTop = log.scrollHeight

    def redraw(self) -> None:
        """The language changed: redraw everything Python wrote."""
        if self.msg:
            self.message(self.msg[0], **self.msg[1])
        el("note").textContent = ""
        if not self.game:
            return
        self.draw_chrome()
        self.draw_extra()
        if el("kept").open:
            self.draw_kept()
        if self.session:
            self.draw()
        else:
            self.draw_setup()

    # --- another tab ---------------------------------------------------------------------------------------
    def on_storage(self, event) -> None:
        """Another tab changed this game's save: show the slot's game here too, so two tabs never play two versions
        of one game. The other tab kept the game it replaced (see `save`), so nothing is lost."""
        if not self.game or event.key != storage.SAVE + self.game.id or not isinstance(event.newValue, str):
            return
        same = self.session is not None and id_of(event.newValue) == self.session.id
        self.computer.cancel()
        self.resume()
        if self.session is None:
            return self.show_setup()
        self.note("tab_moved" if same else "tab_replaced")
        self.refresh()

    # --- the computer --------------------------------------------------------------------------------------
    def ask_ai(self) -> None:
        session = self.session
        self.computer.ask(session.record.game, session.level, session.state.view(session.ai_seat, log=False),
                          self.ai_memory())

    def on_ai_answer(self, action_id: str) -> None:
        self.act(self.session.ai_seat, action_id)

    def on_ai_failure(self, reason: str) -> None:
        self.message("ai_failed", reason=shown(reason))
        if self.session:
            self.draw()

    def ai_memory(self):
        """The computer's memory of the local player in this game (None if there is none or it is damaged)."""
        try:
            return json.loads(storage.get(storage.MEMORY + self.game.id) or "null")
        except ValueError:
            return None

    def learn_from_game(self) -> None:
        """A game against the computer just ended: it remembers how the player chose (the `yomi` level reads
        this in later games). A game ends once, so it is counted once; reloading a finished game adds nothing."""
        from fudabako.ai import remember

        session = self.session
        memory = remember(self.game.id, session.state.view(session.ai_seat), self.ai_memory())
        if memory is not None:
            storage.put(storage.MEMORY + self.game.id, json.dumps(memory))

    def record_score(self) -> None:
        """A solo game just ended: add it to this device's high-score table (once: the session id marks it)."""
        session, key = self.session, storage.SCORES + self.game.id
        today = js.Date.new().toISOString()[:10]
        entries = scores.add(scores.load(storage.get(key)), session.state.view(0), session.id, today)
        storage.put(key, json.dumps(entries))

    # --- sharing -------------------------------------------------------------------------------------------
    def share(self) -> None:
        el("share-link").value = sharing.share_url(self.game.id, self.session.game.shareable())
        show("share-output", True)
        asyncio.ensure_future(self.copy(el("share-link"), "link_copied"))

    def copy_embed(self) -> None:
        el("embed-code").value = sharing.embed_code(self.game.id, self.game.title, self.lang)
        show("embed-output", True)
        asyncio.ensure_future(self.copy(el("embed-code"), "embed_copied"))

    async def copy(self, field, done_key: str) -> None:
        self.note(done_key if await sharing.copy(field) else "copy_failed")


KEPT_REASONS = ("link", "tab", "version", "damaged", "swap", "new")


NEWS_LINES = 8  # the hand-over screen's "since you last looked": the last lines of it


def kbd(i: int) -> str:
    """The number key of the i-th choice (keys 1–9)."""
    return f'<kbd aria-hidden="true">{i}</kbd> ' if i <= 9 else ""


def keys(i: int) -> str:
    return f' aria-keyshortcuts="{i}"' if i <= 9 else ""


def moderate_level(levels: list) -> str:
    """The level a first game against the computer starts at: ふつう, else やさしい, else the middle one (never the
    strongest: a first game should be winnable)."""
    return next((lv for lv in ("normal", "easy") if lv in levels), levels[(len(levels) - 1) // 2])


def main() -> None:
    """Entry point (index.html): wire the page, show what the URL asks for, and say the UI is live."""
    js.performance.mark("fudabako:main")  # the boot's breakdown (make bench): Python has started our code
    app = App()
    app.wire()
    app.route()
    doc.body.dataset.ready = "1"
    doc.dispatchEvent(js.Event.new("fudabako:ready"))
