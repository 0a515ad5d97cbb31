"""The app shell: routes between the shelf and a game page, holds the game on the table and draws it.

This is the only module that touches the DOM. The State and its Record stay here in Python; the page and the
AI worker only ever get `state.view(viewer)`, so a hidden choice never reaches the DOM. The engine is the only
judge of legality: buttons come from `view["legal"]` and every click goes through `State.apply`.

The static page (index.html) already shows the shelf and the chrome in both languages; Python fills in what
depends on the game, in the current language (`<html lang>`), and redraws it when `static/boot.js` announces a
language switch with the `fudabako:lang` event.
"""

import asyncio
import importlib
import json
import os
import traceback

import js
from pyodide.ffi import create_proxy

from fudabako.core import FudabakoError, Record, RecordError, decode_link, derive_seed, encode_link, get_game, replay
from fudabako.core import shareable, undo_target

from . import scores
from .i18n import seat, tr
from .widgets import esc, number_field, select_field, select_options

SAVE_KEY = "fudabako:save:"
PREVIOUS_KEY = "fudabako:previous:"  # + game id: the save a share link displaced (one swap away)
MEMORY_KEY = "fudabako:memory:"  # + game id: what the computer learnt of the local player (ai.reading)
ASIDE_KEY = "fudabako:corrupt-save:"
SCORES_KEY = "fudabako:scores:"  # + game id: a solo game's high-score table (ui.scores)

doc = js.document


def malformed() -> RecordError:
    return RecordError("保存データの形式が正しくありません", "The saved data is malformed")


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


def storage_get(key: str):
    try:
        value = js.localStorage.getItem(key)
        return value if isinstance(value, str) else None  # JS null arrives as `jsnull`, which is not None
    except Exception:  # noqa: BLE001 - storage can be blocked (e.g. third-party iframes); play on unsaved
        return None


def storage_set(key: str, value) -> bool:
    try:
        if value is None:
            js.localStorage.removeItem(key)
        else:
            js.localStorage.setItem(key, value)
        return True
    except Exception:  # noqa: BLE001 - see storage_get
        return False


def new_seed() -> int:
    return int.from_bytes(os.urandom(7), "big") >> 3  # 53 bits: exact as a JavaScript number


class Session:
    """One game on the table: its record (what is saved and shared), the state replayed from it, how it is
    played (pass-and-play, against the computer in `level` with the human in seat `human`, or "solo" for a
    one-player game), and which player's view is on screen (`shown`) or is waiting behind the handoff screen
    (`handoff`)."""

    def __init__(self, record: Record, mode: str = "pass", level: str | None = None, human: int = 0):
        self.record, self.mode, self.level, self.human = record, mode, level, human
        self.state = replay(record)
        self.shown = None
        self.handoff = None

    @property
    def ai_seat(self):
        return 1 - self.human if self.mode == "ai" else None

    def to_json(self) -> dict:
        return {"record": self.record.to_json(), "mode": self.mode, "level": self.level, "human_seat": self.human}

    @classmethod
    def from_json(cls, obj, game_id: str, levels: list, solo: bool) -> "Session":
        """A saved session, checked as strictly as a share link (RecordError otherwise)."""
        try:
            record = Record.from_json(obj["record"])
            mode, level, human = obj["mode"], obj.get("level"), obj.get("human_seat", 0)
        except (KeyError, TypeError, AttributeError):
            raise malformed() from None
        if record.game != game_id or human not in (0, 1) or mode not in (("solo",) if solo else ("pass", "ai")) \
                or (mode == "ai" and level not in levels):
            raise malformed()
        return cls(record, mode, level if mode == "ai" else None, human)

    def names(self, lang: str) -> list:
        """How each seat is called on this screen."""
        if self.mode == "solo":
            return [tr("you", lang)]
        if self.mode == "pass":
            return [seat(p, lang) for p in range(2)]
        return [f'{tr("you" if p == self.human else "computer", lang)} ({seat(p, lang)})' for p in range(2)]

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
        return tr("wins", lang, name=seat(winners[0], lang))


class App:
    def __init__(self):
        self.game = None  # the Game whose page is open
        self.view = None  # its table view module (fudabako.ui.games.<id>)
        self.session = None  # the game on the table, None while the setup panel shows
        self.worker = None  # the AI's Web Worker, started on first need
        self.ai_asked = 0  # id of the request the AI is answering (0: none)
        self.ai_requests = 0
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
                self.message("internal", reason=f"{type(err).__name__}: {err}")

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

    BUTTONS = {
        "back-to-shelf": "go_shelf", "rules-button": "open_rules", "rules-close": "close_rules",
        "undo": "undo", "new-game": "new_game", "share": "share", "copy-embed": "copy_embed",
        "handoff-continue": "handoff_continue", "handoff-undo": "handoff_undo", "previous-game": "previous_game",
    }

    def on_click(self, event) -> None:
        target = event.target.closest("a.game-card, button")
        if not target:
            return
        if target.matches("a.game-card"):
            if event.button == 0 and not (event.ctrlKey or event.metaKey or event.shiftKey or event.altKey):
                event.preventDefault()
                js.history.pushState(None, "", target.getAttribute("href"))
                self.route()
                el("game-title").focus()
        elif target.closest("#actions, #table") and target.hasAttribute("data-action"):  # a table may offer cards
            self.clear_message()
            self.act(self.session.shown, target.dataset.action)
        elif target.id in self.BUTTONS:
            if target.id not in ("rules-button", "rules-close"):
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

    def on_key(self, event) -> None:
        """Number keys 1–9 pick the n-th action, unless the player is typing or a dialog is in the way."""
        key = event.key
        if len(key) != 1 or not "1" <= key <= "9" or event.ctrlKey or event.metaKey or event.altKey:
            return
        if self.session is None or self.session.handoff is not None or el("rules").open \
                or event.target.closest("input, select, textarea"):
            return
        buttons = [b for b in doc.querySelectorAll("#actions button") if not b.disabled]
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

    def note(self, key: str) -> None:
        el("note").textContent = tr(key, self.lang)

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
        self.cancel_ai()
        self.game = self.view = self.session = None
        el("game-extra").innerHTML = ""
        el("rules").close()

    def go_shelf(self) -> None:
        js.history.pushState(None, "", js.location.pathname)
        self.route()
        el("shelf-heading").focus()

    def open_game(self, game, view) -> None:
        self.game, self.view = game, view
        el("game").dataset.game = game.id
        doc.documentElement.dataset.route = "game"
        self.draw_chrome()
        self.draw_extra()
        link = js.location.hash[3:] if js.location.hash.startswith("#r=") else None
        if link is not None:
            js.history.replaceState(None, "", js.location.pathname + js.location.search)  # a reload resumes
            self.load_link(link)
        else:
            self.resume()
        if self.session:
            self.refresh()
        else:
            self.show_setup()

    def load_link(self, link: str) -> None:
        try:
            record = decode_link(link)
        except FudabakoError as err:
            return self.message("link_bad", reason=tr(err.text(), self.lang))
        if record.game != self.game.id:
            return self.message("link_foreign", other=tr(get_game(record.game).title, self.lang),
                                title=tr(self.game.title, self.lang))
        displaced = storage_get(SAVE_KEY + self.game.id)
        if displaced is not None:  # nothing a player did is lost: the game in progress stays one swap away
            storage_set(PREVIOUS_KEY + self.game.id, displaced)
        self.session = Session(record, "solo" if self.solo else "pass")
        self.save()
        self.note("link_kept" if displaced is not None else "link_loaded_solo" if self.solo else "link_loaded")

    def previous_game(self) -> None:
        """Swap the current game with the one a share link displaced (so the swap can be undone the same way)."""
        game_id = self.game.id
        current, previous = storage_get(SAVE_KEY + game_id), storage_get(PREVIOUS_KEY + game_id)
        if previous is None:
            return
        self.cancel_ai()
        storage_set(SAVE_KEY + game_id, previous)
        storage_set(PREVIOUS_KEY + game_id, current)
        self.session = None
        self.resume()
        if self.session:
            self.note("previous_back")
            self.refresh()
        else:
            self.show_setup()

    def resume(self) -> None:
        raw = storage_get(SAVE_KEY + self.game.id)
        if raw is None:
            return
        try:
            self.session = Session.from_json(json.loads(raw), self.game.id, [lv["id"] for lv in self.levels()],
                                             self.solo)
            self.note("resumed")
        except (ValueError, FudabakoError) as err:  # json.JSONDecodeError is a ValueError
            storage_set(ASIDE_KEY + self.game.id, raw)
            storage_set(SAVE_KEY + self.game.id, None)
            reason = err.text() if isinstance(err, FudabakoError) else malformed().text()
            self.message("save_corrupt", reason=tr(reason, self.lang))

    @property
    def solo(self) -> bool:
        return self.game.max_players == 1

    def levels(self) -> list:
        from fudabako.ai import levels_for  # imported on first need: the shelf does not pay for it

        return levels_for(self.game.id)

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

    def draw_extra(self) -> None:
        """A game's own panels under its table (e.g. ラプラプラス's builder and tournament), if its view module
        has `extra_panels(container, lang)`: it draws them into #game-extra and handles their controls itself."""
        el("game-extra").innerHTML = ""
        panels = getattr(self.view, "extra_panels", None)
        if panels:
            panels(el("game-extra"), self.lang)

    def open_rules(self) -> None:
        el("rules").showModal()

    def close_rules(self) -> None:
        el("rules").close()

    # --- setup ---------------------------------------------------------------------------------------------
    def show_setup(self) -> None:
        self.session = None
        show("play", False)
        show("setup", True)
        set_flag("over", False)
        doc.body.removeAttribute("data-viewer")
        self.draw_setup()

    def setup_values(self) -> dict:
        """What the setup panel says now (the defaults before it is first drawn)."""
        mode = doc.querySelector('#setup input[name="mode"]:checked')
        values = {"mode": "solo" if self.solo else mode.value if mode else "pass", "level": el("ai-level").value,
                  "human": el("human-seat").value or "0"}
        for option in self.game.options:
            field = doc.querySelector(f'#setup [name="opt-{option.key}"]')
            values[option.key] = field.value if field else str(option.default)
        return values

    def draw_setup(self) -> None:
        lang, values = self.lang, self.setup_values()
        levels = self.levels()
        chosen = values["level"] if any(lv["id"] == values["level"] for lv in levels) else levels[-1]["id"]
        el("ai-level").innerHTML = select_options([(lv["id"], tr(lv["label"], lang)) for lv in levels], chosen)
        el("human-seat").innerHTML = select_options([(str(p), seat(p, lang)) for p in range(2)], values["human"])
        el("option-fields").innerHTML = "".join(self.option_field(o, values[o.key]) for o in self.game.options)
        show("game-options", bool(self.game.options))
        show("mode-choice", not self.solo)  # one player: nothing to choose but the options
        show("ai-settings", not self.solo)
        self.sync_mode()

    def option_field(self, option, value: str) -> str:
        """A list of the option's named values, or a number field for a plain count."""
        lang, name = self.lang, f"opt-{option.key}"
        if option.choices:
            return select_field(name, tr(option.label, lang), [
                (str(v), tr(c, lang)) for v, c in enumerate(option.choices, option.minimum)], value)
        return number_field(name, tr(option.label, lang), value, option.minimum, option.maximum,
                            tr("range", lang, min=option.minimum, max=option.maximum))

    def sync_mode(self) -> None:
        """The computer's settings only apply against the computer; choosing that mode also starts the AI
        worker, so it has booted by the time the game starts."""
        ai = self.setup_values()["mode"] == "ai"
        el("ai-settings").disabled = not ai
        if ai:
            self.ai_worker()

    def start(self) -> None:
        values = self.setup_values()
        options = {o.key: values[o.key] for o in self.game.options}
        record = Record.new(self.game.id, new_seed(), options)  # OptionError goes to #message
        ai = values["mode"] == "ai"
        self.session = Session(record, values["mode"], values["level"] if ai else None, int(values["human"]))
        self.save()
        self.refresh()

    def new_game(self) -> None:
        self.cancel_ai()
        self.show_setup()
        el("start").focus()

    # --- playing -------------------------------------------------------------------------------------------
    def save(self) -> None:
        if not storage_set(SAVE_KEY + self.game.id, json.dumps(self.session.to_json())):
            self.note("not_saved")

    def act(self, player: int, action_id: str) -> None:
        """Apply one decision; the engine refuses anything illegal (shown in #message, nothing changes)."""
        session = self.session
        session.state.apply(player, action_id)
        session.record.append(player, action_id)
        self.save()
        if session.mode == "ai" and session.state.is_over():
            self.learn_from_game()
        if session.mode == "solo" and session.state.is_over():
            self.record_score()
        self.refresh()

    def take_back(self, player: int) -> None:
        session = self.session
        keep = undo_target(session.record, player)
        if keep is None:
            return self.message("undo_refused")
        self.cancel_ai()
        session.record.actions = session.record.actions[:keep]
        session.state = replay(session.record)
        session.handoff = None
        self.save()
        self.refresh()

    def undo(self) -> None:
        session = self.session
        self.take_back(session.human if session.mode == "ai" else session.shown)

    def handoff_undo(self) -> None:
        self.take_back(self.session.shown)

    def handoff_continue(self) -> None:
        session = self.session
        session.shown, session.handoff = session.handoff, None
        self.draw()

    def refresh(self) -> None:
        """After any change to the game: decide whose view to show (behind a handoff screen when the device
        must change hands with a secret on it), ask the computer if it must act, and draw."""
        session = self.session
        state = session.state
        movers = state.to_move()
        if session.mode == "ai":
            if session.ai_seat in movers and not self.ai_asked:
                self.ask_ai()
        elif session.handoff is None:
            viewer = movers[0] if movers else (session.shown if session.shown is not None else 0)
            if viewer != session.shown and (state.has_secret(viewer) or (
                    session.shown is not None and state.has_secret(session.shown))):
                session.handoff = viewer
            elif viewer != session.shown:
                session.shown = viewer
        self.draw()

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self) -> None:
        session = self.session
        if session.mode == "ai":
            session.shown = session.human
        focused = doc.activeElement
        focus_was_here = bool(focused and focused.closest("#play"))
        show("setup", False)
        show("play", True)
        over = session.state.is_over()
        set_flag("over", over)
        set_flag("thinking", bool(self.ai_asked))
        doc.body.dataset.moves = str(len(session.record.actions))  # changes with every action, logged or not
        if session.handoff is not None:
            self.draw_handoff()
        else:
            self.draw_table(over)
        if focus_was_here and (not focused.isConnected or focused.closest("[hidden]")):  # its button went away
            target = doc.querySelector("#handoff:not([hidden]) #handoff-continue, #actions button:not(:disabled)")
            if target:
                target.focus()

    def draw_handoff(self) -> None:
        """The device changes hands: nothing of the previous player's view stays in the page."""
        session, lang = self.session, self.lang
        doc.body.removeAttribute("data-viewer")
        name = seat(session.handoff, lang)
        prev = seat(session.shown, lang) if session.shown is not None else ""
        for element_id in ("table", "actions", "log"):
            el(element_id).innerHTML = ""
        self.log_drawn = None
        show("board", False)
        show("tools", False)
        show("log-section", False)
        show("result", False)
        show("handoff", True)
        el("status").textContent = tr("handoff_title", lang, name=name)
        el("handoff-title").textContent = tr("handoff_title", lang, name=name)
        el("handoff-note").textContent = tr("handoff_note", lang, name=name, prev=prev) if prev else ""
        el("handoff-continue").textContent = tr("handoff_continue", lang, name=name)
        undo = el("handoff-undo")
        undo.textContent = tr("handoff_undo", lang, name=prev)
        show("handoff-undo", session.shown is not None)
        undo.disabled = session.shown is None or undo_target(session.record, session.shown) is None

    def draw_table(self, over: bool) -> None:
        session, lang = self.session, self.lang
        viewer = session.shown
        view = session.state.view(viewer)
        doc.body.dataset.viewer = str(viewer)
        show("handoff", False)
        show("board", True)
        show("tools", True)
        show("log-section", True)
        opened = [d.id for d in doc.querySelectorAll("#table details[open][id]")]  # e.g. a hint: stays open
        el("table").innerHTML = self.view.render(view, session.names(lang), lang)
        for details in filter(None, map(el, opened)):
            details.open = True
        actions = el("actions")
        actions.setAttribute("aria-label", tr("actions", lang))
        custom = getattr(self.view, "actions", None)  # a game may lay out its controls itself (hands, chains...)
        actions.innerHTML = custom(view, lang) if custom else "".join(
            f'<button type="button" data-action="{esc(a["id"])}" aria-keyshortcuts="{i}">'
            f'<kbd aria-hidden="true">{i}</kbd> {esc(tr(a["label"], lang))}</button>'
            for i, a in enumerate(view["legal"], 1))
        el("status").textContent = self.status_text(view)
        show("result", over)
        el("result").textContent = session.result_text(lang) if over else ""
        self.draw_log(viewer, [tr(entry, lang) for entry in view["log"]])
        show("previous-game", storage_get(PREVIOUS_KEY + self.game.id) is not None)
        show("high-scores", session.mode == "solo" and over)
        if session.mode == "solo" and over:
            entries = scores.load(storage_get(SCORES_KEY + self.game.id))
            el("scores-table").innerHTML = scores.render(entries, session.record.seed, lang)
        undo = el("undo")
        player = session.human if session.mode == "ai" else viewer
        allowed = not over and undo_target(session.record, player) is not None
        undo.disabled = not allowed
        undo.title = tr("undo_title" if allowed else "undo_refused", lang)

    def status_text(self, view: dict) -> str:
        session, lang = self.session, self.lang
        if view["result"] is not None:
            return session.result_text(lang)
        parts = []
        if view["legal"]:
            parts.append(tr("turn_of" if session.mode == "pass" else "your_turn", lang,
                            name=seat(session.shown, lang)))
        if self.ai_asked:
            parts.append(tr("thinking", lang))
        return " — ".join(parts) or tr("waiting", lang)

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
        if self.session:
            self.draw()
        else:
            self.draw_setup()

    # --- the computer --------------------------------------------------------------------------------------
    def ai_worker(self):
        """The Web Worker that runs the AI on its own Pyodide (static/ai-worker.js), started on first need."""
        if self.worker is None:
            self.worker = js.Worker.new("./static/ai-worker.js", js.JSON.parse('{"type": "module"}'))
            self.listen(self.worker, "message", self.on_ai)
            self.listen(self.worker, "error", self.on_ai_error)
        return self.worker

    def ask_ai(self) -> None:
        """Send the computer its own view only; the seed depends on the game's seed and the move number, so a
        replayed position gets the same answer. View and memory travel as JSON text: converted from JS objects,
        a JSON null would reach Python as `jsnull`, not None."""
        session = self.session
        self.ai_requests += 1
        self.ai_asked = self.ai_requests
        request = {
            "id": self.ai_asked, "game": session.record.game, "level": session.level,
            "view": json.dumps(session.state.view(session.ai_seat, log=False)),
            "seed": derive_seed(session.record.seed, len(session.record.actions)),
            "memory": json.dumps(self.ai_memory()),
        }
        self.ai_worker().postMessage(js.JSON.parse(json.dumps(request)))

    def ai_memory(self):
        """The computer's memory of the local player in this game (None if there is none or it is damaged)."""
        try:
            return json.loads(storage_get(MEMORY_KEY + self.game.id) or "null")
        except ValueError:
            return None

    def learn_from_game(self) -> None:
        """A game against the computer just ended: it remembers how the player chose (the `yomi` level reads
        this in later games). A game ends once, so it is counted once; reloading a finished game adds nothing."""
        from fudabako.ai import remember

        session = self.session
        memory = remember(self.game.id, session.state.view(session.ai_seat), self.ai_memory())
        if memory is not None:
            storage_set(MEMORY_KEY + self.game.id, json.dumps(memory))

    def record_score(self) -> None:
        """A solo game just ended: add it to this device's high-score table (once: the seed identifies it)."""
        session, key = self.session, SCORES_KEY + self.game.id
        today = js.Date.new().toISOString()[:10]
        entries = scores.add(scores.load(storage_get(key)), session.state.view(0), session.record.seed, today)
        storage_set(key, json.dumps(entries))

    def cancel_ai(self) -> None:
        """Forget the pending question: its answer, when it comes, is for a position no longer on the table."""
        self.ai_asked = 0
        set_flag("thinking", False)

    def on_ai(self, event) -> None:
        answer = event.data.to_py()
        if not self.ai_asked or answer.get("id") != self.ai_asked:
            return
        self.ai_asked = 0
        if "error" in answer:
            self.message("ai_failed", reason=answer["error"])
            return self.draw()
        self.act(self.session.ai_seat, answer["action"])

    def on_ai_error(self, event) -> None:
        """The worker itself failed (e.g. could not load): say so; the next refresh asks again."""
        event.preventDefault()
        self.worker = None
        if self.ai_asked:
            self.ai_asked = 0
            self.message("ai_failed", reason=str(event.message or "worker"))
            self.draw()

    # --- sharing -------------------------------------------------------------------------------------------
    def page_url(self) -> str:
        return f"{js.location.origin}{js.location.pathname}"

    def share(self) -> None:
        session = self.session
        record = shareable(session.record)
        url = f"{self.page_url()}?game={self.game.id}#r={encode_link(record)}"
        el("share-link").value = url
        show("share-output", True)
        asyncio.ensure_future(self.copy(el("share-link"), "link_copied"))

    def copy_embed(self) -> None:
        title = tr("embed_title", self.lang, title=tr(self.game.title, self.lang))
        code = (f'<iframe src="{esc(self.page_url())}?game={esc(self.game.id)}&embed=1&lang={self.lang}" width="480" height="720" '
                f'title="{esc(title)}" loading="lazy" style="border:0;max-width:100%"></iframe>')
        el("embed-code").value = code
        show("embed-output", True)
        asyncio.ensure_future(self.copy(el("embed-code"), "embed_copied"))

    async def copy(self, field, done_key: str) -> None:
        field.select()
        try:
            await js.navigator.clipboard.writeText(field.value)
            self.note(done_key)
        except Exception:  # noqa: BLE001 - no clipboard permission or API: the text is selected in the box
            self.note("copy_failed")


def main() -> None:
    """Entry point (index.html): wire the page, show what the URL asks for, and say the UI is live."""
    js.performance.mark("fudabako:main")  # the boot's breakdown (make bench): Python has started our code
    app = App()
    app.wire()
    app.route()
    doc.body.dataset.ready = "1"
    doc.dispatchEvent(js.Event.new("fudabako:ready"))
