"""The app shell: routes between the shelf and a game page, holds the game on the table and draws it.

This module drives the DOM; storage (`storage`), the game being played (`session`), the computer (`computer`) and
sharing (`sharing`) each live in their own module. The state stays here in Python; the page and the AI worker only
ever get `state.view(viewer)`, so a hidden choice never reaches the DOM. The engine is the only judge of legality:
buttons come from `view["legal"]` and every click goes through `State.apply`.

Pass-and-play hands the device over as a property of the shell, never of a game: whenever the seat whose view is
about to be drawn is not the seat that saw the table last and that view holds a secret (`State.has_secret`: it
differs from the spectator's view beyond its legal actions), a hand-over screen covers the table first.

The static page (index.html) already shows the shelf and the chrome in both languages, and a game page its
setup (static/setup-paint.js, which `setup` takes over); Python fills in what depends on the game, in the current
language (`<html lang>`), and redraws it when `static/boot.js` announces a language switch with the `fudabako:lang`
event.
"""

import asyncio
import gc
import json
import traceback

import js
from pyodide.ffi import create_once_callable, create_proxy

from fudabako.core import Entropy, FudabakoError, OtherVersion, Record, RecordError, decode_link, get_game, shown

from . import scores, sharing, storage, tally
from .board import Board
from .computer import Computer
from .dom import doc, el, show
from .i18n import tr
from .kept import Kept
from .session import Session, id_of, in_progress, player_names
from .setup import Setup
from .setup_fields import view_of
from .widgets import esc, title_html


class App:
    def __init__(self):
        self.game = None  # the Game whose page is open
        self.view = None  # its table view module (fudabako.ui.games.<id>)
        self.session = None  # the game on the table, None while the setup panel shows
        self.computer = Computer(self.listen, self.on_ai_answer, self.on_ai_failure)
        self.board, self.setup, self.kept = Board(self), Setup(self), Kept(self)
        self.unsaved = False  # the save slot holds a game this page could not set aside: never write over it
        self.picked = set()  # the pieces selected for a choice of several (ui.kit.piece: select, then confirm)
        self.armed = None  # with "confirm moves" on: the action tapped once, waiting for its confirmation
        self.msg = None  # the Text in #message, kept to redraw it in the other language
        self.proxies = []

    @property
    def lang(self) -> str:
        return "en" if doc.documentElement.lang == "en" else "ja"

    # --- wiring ----------------------------------------------------------------------------------------------
    def listen(self, target, event: str, fn) -> None:
        """Listen with `fn`, showing any error in #message instead of losing it."""

        proxy = create_proxy(lambda e: self.guarded(fn, e))
        self.proxies.append(proxy)
        target.addEventListener(event, proxy)

    def guarded(self, fn, *args) -> None:
        """Run `fn(*args)`, showing any error in #message instead of losing it."""
        try:
            fn(*args)
        except FudabakoError as err:
            self.message(err.text())
        except Exception as err:  # noqa: BLE001 - a bug: say so on the page and in the console
            js.console.error(traceback.format_exc())
            self.message("internal", reason=shown(f"{type(err).__name__}: {err}"))

    def later(self, fn) -> None:
        """Run `fn` (guarded) in a task of its own, after the current one and the frame it may draw."""
        js.setTimeout(create_once_callable(lambda: self.guarded(fn)), 0)

    def wire(self) -> None:
        self.listen(doc, "click", self.on_click)
        self.listen(doc, "submit", self.on_submit)
        self.listen(doc, "change", self.on_change)
        self.listen(doc, "keydown", self.on_key)
        self.listen(doc, "fudabako:lang", lambda e: self.redraw())
        self.listen(doc, "fudabako:result", lambda e: self.session and self.board.draw_end(
            self.session.state.is_over()))
        self.listen(js.window, "popstate", lambda e: self.route())
        self.listen(js.window, "storage", self.on_storage)

    BUTTONS = {
        "back-to-shelf": "go_shelf", "rules-button": "open_rules", "menu-button": "open_menu",
        "undo": "undo", "new-game": "new_game", "share": "share", "copy-embed": "copy_embed",
        "handoff-continue": "handoff_continue", "handoff-undo": "handoff_undo", "kept-button": "kept.open",
        "log-button": "board.toggle_log", "log-close": "board.toggle_log", "rematch": "rematch",
        "rematch-swap": "rematch_swap", "confirm-move": "confirm_move", "menu-new-game": "new_game",
    }
    QUIET = ("rules-button", "menu-button", "kept-button", "log-button", "log-close")  # keep the messages

    def on_click(self, event) -> None:
        if event.target.tagName == "DIALOG":  # a tap on the backdrop around a dialog closes it
            box = event.target.getBoundingClientRect()
            if not (box.left <= event.clientX <= box.right and box.top <= event.clientY <= box.bottom):
                return event.target.close()
        drawer = event.target.closest("#table details[data-lazy] > summary")
        if drawer:  # opening a drawer whose body is written on demand: write it before it opens
            return self.board.fill(drawer.parentElement)
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
            self.kept.act(target.dataset.kept, target.dataset.key)
        elif target.id in self.BUTTONS:
            if target.id not in self.QUIET:
                self.clear_message()
            handler = self
            for name in self.BUTTONS[target.id].split("."):
                handler = getattr(handler, name)
            handler()

    def on_submit(self, event) -> None:
        if event.target.id == "setup":
            event.preventDefault()
            self.clear_message()
            self.start()

    def on_change(self, event) -> None:
        if event.target.name == "mode":
            self.setup.sync_mode()
        elif event.target.id == "ai-level":
            self.setup.draw_level_note()
        elif event.target.id == "confirm-moves":
            storage.set_pref("confirm", bool(event.target.checked))
            self.armed = None
            if self.session:
                self.board.draw()

    def on_key(self, event) -> None:
        """Number keys 1–9 pick the n-th action (pieces on the table first, then the bar), Escape closes the log
        drawer, unless the player is typing or a dialog is in the way."""
        key = event.key
        if key == "Escape" and doc.body.getAttribute("data-log-open") == "1":
            return self.board.toggle_log()
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
            view = view_of(game)
        except (FudabakoError, ImportError) as err:
            self.message(err.text() if isinstance(err, FudabakoError) else "no_view")
            return self.show_shelf()
        self.open_game(game, view)

    def show_shelf(self) -> None:
        """The shelf; a game in progress on this device says so on its card."""
        doc.documentElement.dataset.route = "shelf"
        doc.title = "札箱 Fudabako"
        for card in doc.querySelectorAll("#shelf a.game-card"):
            going = in_progress(storage.get(storage.SAVE + card.dataset.game))
            card.classList.toggle("in-progress", going)
            badge = card.querySelector(".game-continue")  # JS null, which is falsy, when there is none
            if going and not badge:
                card.insertAdjacentHTML("beforeend", f'<span class="game-continue">{CONTINUE}</span>')
            elif badge and not going:
                badge.remove()

    def leave_game(self) -> None:
        """The game page as a first visit finds it: nothing of the game left, even hidden, for the next one."""
        self.computer.cancel()
        self.game = self.view = self.session = None
        self.unsaved = False
        self.picked, self.armed = set(), None
        el("game-extra").innerHTML = ""
        self.board.clear()
        el("table").removeAttribute("data-pick-actions")
        show("handoff", False)
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
        self.kept.draw_button()
        if self.session:
            self.refresh()
        else:
            self.setup.show()

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
        el("game-title").innerHTML = title_html(title)
        doc.title = f"{title} — 札箱 Fudabako"
        el("rules-heading").textContent = tr("rules_title", lang, title=title)
        el("rules-text").innerHTML = "".join(f"<p>{esc(p)}</p>" for p in game.rules.get(lang, []))
        el("rulings").innerHTML = "".join(
            f'<li data-ruling="{esc(rid)}"><span class="ruling-id">{esc(rid)}</span> {esc(tr(text, lang))}</li>'
            for rid, text in game.rulings
        )
        self.kept.draw_button()

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
    # --- setup ---------------------------------------------------------------------------------------------
    def start(self, values: dict | None = None) -> None:
        """A new game with the setup panel's choices (or `values`, for a rematch). It is stored at once and drawn
        in a task of its own, as the hand-over's Continue draws (issue 16: the deal, the save, the first screen and
        the browser's style and layout of it made one long task of the click)."""
        values = values or self.setup.values()
        options = {o.key: values[o.key] for o in self.game.options}
        record = Record.new(self.game.id, Entropy(), options)  # OptionError goes to #message
        mode, human = values["mode"], int(values["human"])
        names = player_names(values["names"]) if mode == "pass" else None
        storage.set_pref(f"setup:{self.game.id}", {"mode": mode, "level": values["level"], "human": human,
                                                    "names": names})
        self.set_aside_current("new")
        session = self.session = Session(record, mode, values["level"] if mode == "ai" else None, human,
                                         players=names if names and any(names) else None)
        self.save()
        self.later(lambda: self.session is session and self.refresh())

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
        self.setup.show()
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
            return self.board.draw()
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
        self.board.draw()

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
        """The next player has the device: their table, drawn in a task of its own (issue 16: the first table's
        Python and the browser's first style and layout of it were one long task of the click). Until then the
        hand-over screen stays, inert, so a second tap does nothing."""
        session = self.session
        if session.handoff is None:
            return
        session.shown, session.handoff = session.handoff, None
        el("handoff").inert = True
        self.later(lambda: self.session is session and session.handoff is None and self.board.draw())

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
        self.board.draw()

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
    def open_menu(self) -> None:
        el("confirm-moves").checked = self.confirming()
        el("menu-note").textContent = ""
        el("menu").showModal()

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
            self.kept.draw()
        if self.session:
            self.board.draw()
        else:
            self.setup.draw()

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
            return self.setup.show()
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
            self.board.draw()

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


CONTINUE = '<span lang="ja">続きから</span><span lang="en">Continue</span>'  # a shelf card's badge


def main() -> None:
    """Entry point (index.html): wire the page, show what the URL asks for, and say the UI is live."""
    js.performance.mark("fudabako:main")  # the boot's breakdown (make bench): Python has started our code
    app = App()
    app.wire()
    app.route()
    # What the boot loaded (modules, the shelf, the game's view) lives as long as the page: out of the cycle
    # collector's sight, a full collection during play no longer walks it (in Pyodide ~15 ms for the ~26,000
    # objects of the engine and two games' views, a pause that would land inside some click's handler).
    gc.freeze()
    doc.body.dataset.ready = "1"
    doc.dispatchEvent(js.Event.new("fudabako:ready"))
