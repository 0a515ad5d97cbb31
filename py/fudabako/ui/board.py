"""The game page while a game is on: the table as the seat on screen sees it, the choice bar, the end, the log, and
the hand-over screen that covers them when the device changes hands. Part of the shell (`app`), which owns the
game and calls `draw` after every change."""

import json

from . import scores, storage, tally
from .dom import doc, el, next_frame, set_flag, show
from .i18n import tr
from .kit.piece import tokens_of
from .widgets import esc

NEWS_LINES = 8  # the hand-over screen's "since you last looked": the last lines of it


def kbd(i: int) -> str:
    """The number key of the i-th choice (keys 1–9)."""
    return f'<kbd aria-hidden="true">{i}</kbd> ' if i <= 9 else ""


def keys(i: int) -> str:
    return f' aria-keyshortcuts="{i}"' if i <= 9 else ""


class Board:
    def __init__(self, app):
        self.app = app
        self.log_drawn = None  # (viewer, lang, entries) of #log, to append instead of redrawing
        self.drawn = None  # (view, names, lang) of the table, for the drawers it writes when they open (`fill`)
        self.moment = None  # (game, seat, moves) the table last showed: a redraw of the same moment is still

    def draw(self) -> None:
        session = self.app.session
        if session.mode in ("ai", "solo"):
            session.shown = session.human if session.mode == "ai" else 0
        focused = doc.activeElement
        focus_lost = not focused or focused == doc.body or bool(focused.closest("#play"))
        show("setup", False)
        show("play", True)
        set_flag("playing", True)
        over = session.state.is_over()
        set_flag("over", over)
        shared = over and session.mode == "pass"  # both players' table now: no seat is "mine" (CSS, own_hand_name)
        set_flag("shared", shared)
        set_flag("thinking", self.app.computer.thinking)
        doc.body.dataset.moves = str(len(session.record.actions))  # changes with every action, logged or not
        if session.handoff is not None:
            self.draw_handoff()
        else:
            self.draw_table(over, shared)
        if focus_lost:
            next_frame(lambda: self.refocus(focused))  # focus() lays the page out: see dom.next_frame

    @staticmethod
    def refocus(focused) -> None:
        """Focus the first thing to do if the element that had the focus went away with the redraw."""
        if doc.activeElement not in (None, doc.body, focused):  # the player has focused something meanwhile
            return
        if focused and focused.isConnected and focused != doc.body and not focused.closest("[hidden]") \
                and not focused.disabled:
            return
        target = doc.querySelector("#handoff:not([hidden]) #handoff-continue, "
                                   "#table button[data-action]:not(:disabled), "
                                   "#table button[data-pick]:not(:disabled), #actions button:not(:disabled), "
                                   "#confirm-move:not([hidden]), #rematch:not([hidden])")
        if target:
            target.focus()

    def clear(self) -> None:
        """Nothing of a seat's view left in the page: the table, the choices and the log."""
        for element_id in ("table", "actions", "log"):
            el(element_id).innerHTML = ""
        self.log_drawn = self.drawn = self.moment = None

    def draw_handoff(self) -> None:
        """The device changes hands: nothing of the previous player's view stays in the page. The screen says what
        happened since the next player last looked, as far as anyone may see it (the public log)."""
        session, lang = self.app.session, self.app.lang
        names = session.names(lang)
        doc.body.removeAttribute("data-viewer")
        name = names[session.handoff]
        prev = names[session.shown] if session.shown is not None else ""
        self.clear()
        el("handoff").inert = False  # Continue made it inert until the table replaced it
        set_flag("log-open", False)
        for element_id, visible in (("board", False), ("bar", False), ("log-section", False), ("result", False),
                                    ("handoff", True)):
            show(element_id, visible)
        el("status").textContent = tr("handoff_title", lang, name=name)
        el("handoff-title").textContent = tr("handoff_title", lang, name=name)
        el("handoff-note").textContent = tr("handoff_note", lang, name=name, prev=prev) if prev else ""
        news = session.state.log_for(None)[session.seen[session.handoff]:][-NEWS_LINES:]
        el("handoff-lines").innerHTML = "".join(f"<li>{esc(session.log_line(line, lang))}</li>" for line in news)
        show("handoff-news", bool(news) and session.shown is not None)
        el("handoff-continue").textContent = tr("handoff_continue", lang, name=name)
        undo = el("handoff-undo")
        undo.textContent = tr("handoff_undo", lang, name=prev)
        show("handoff-undo", session.shown is not None)
        undo.disabled = session.shown is None or session.game.undo_target(session.shown) is None

    def draw_table(self, over: bool, shared: bool) -> None:
        """The table as the seat on screen sees it; the choice bar offers what the table's pieces do not."""
        session, lang = self.app.session, self.app.lang
        viewer = session.shown
        view = session.state.view(viewer)
        session.seen[viewer] = len(session.state.log_for(None))
        doc.body.dataset.viewer = str(viewer)
        for element_id, visible in (("handoff", False), ("board", True), ("bar", True), ("log-section", True)):
            show(element_id, visible)
        view["picked"] = sorted(self.app.picked)  # the shell's selection, for pieces drawn as toggles (ui.kit.piece)
        view["shared"] = shared
        opened = [d.id for d in doc.querySelectorAll("#table details[open][id]")]  # e.g. a hint: stays open
        names = session.names(lang)
        table = el("table")
        # A redraw with nothing new in the game (a language switch, a card picked, a move armed) must not play the
        # last move's reveal, travel or pulse again: the views mark what is fresh from the view alone (ui.kit.motion).
        moment = (session.id, viewer, len(session.record.actions))
        if moment == self.moment:
            table.setAttribute("data-still", "")
        else:
            table.removeAttribute("data-still")
        self.moment = moment
        table.innerHTML = self.app.view.render(view, names, lang)
        self.drawn = (view, names, lang)
        for details in filter(None, map(el, opened)):
            self.fill(details)
            details.open = True
        self.draw_bar(view)
        self.draw_end(over, view)
        self.app.kept.draw_button()
        undo = el("undo")
        allowed = not over and session.game.undo_target(self.app.undo_player()) is not None
        undo.disabled = not allowed
        undo.title = tr("undo_title" if allowed else "undo_refused", lang)
        show("undo", not over)
        show("new-game", over)
        show("share-note", not over)

    def fill(self, details) -> None:
        """Write the body of a drawer the view drew empty (`<details data-lazy>`, e.g. Yomi's character sheets),
        before it opens: its `[data-lazy]` panel gets the view module's `lazy(id, view, names, lang)`. Reference
        text nobody opened costs the table's first frame nothing (issue 16)."""
        if not details.hasAttribute("data-lazy") or self.drawn is None:
            return
        panel = details.querySelector("[data-lazy]:not(details)")
        if panel:
            panel.innerHTML = self.app.view.lazy(details.id, *self.drawn)
            panel.removeAttribute("data-lazy")
        details.removeAttribute("data-lazy")

    def draw_bar(self, view: dict) -> None:
        """The choices no piece on the table offers, numbered after the pieces (keys 1–9), and the move waiting
        for its confirmation."""
        lang = self.app.lang
        on_table = [b.dataset.action for b in doc.querySelectorAll("#table button[data-action]")]
        pick_key = getattr(self.app.view, "PICK_KEY", None)  # a choice of several pieces, made on the table
        picked = {a["id"]: tokens_of(a, pick_key) for a in view["legal"] if pick_key and tokens_of(a, pick_key)}
        el("table").dataset.pickActions = json.dumps(picked)  # for the tests: which pieces make which action
        actions = el("actions")
        actions.setAttribute("aria-label", tr("actions", lang))
        custom = getattr(self.app.view, "actions", None)  # a game may lay out its controls itself (hands, chains...)
        rest = [a for a in view["legal"] if a["id"] not in on_table and a["id"] not in picked]
        selected = ' class="selected" aria-pressed="true"'
        actions.innerHTML = custom(view, lang) if custom else "".join(
            f'<button type="button" data-action="{esc(a["id"])}"{keys(i)}{selected if a["id"] == self.app.armed else ""}>'
            f'{kbd(i)}{esc(tr(a["label"], lang))}</button>'
            for i, a in enumerate(rest, len(on_table) + 1))
        armed = next((a for a in view["legal"] if a["id"] == self.app.armed), None)
        if armed is None:
            self.app.armed = None
        for button in doc.querySelectorAll("#table button[data-action]"):
            if button.dataset.action == self.app.armed:
                button.classList.add("selected")
                button.setAttribute("aria-pressed", "true")
        confirm = el("confirm-move")
        show("confirm-move", armed is not None)
        confirm.textContent = tr("confirm_move", lang, label=tr(armed["label"], lang)) if armed else ""

    def draw_end(self, over: bool, view: dict | None = None) -> None:
        """The status, the result and the log. A table may hold the result back until it has shown how the game
        came about (ラプラプラス's battle replay): an element `[data-holds-result="N"]` in it keeps the result, the
        status's winner and the last N log lines unseen; the table sends `fudabako:result` when they may show.
        A finished game's log is the one its save keeps: in pass-and-play the public one, with no seat's own lines
        ("You drew ♦A") on the table both players now share."""
        session, lang = self.app.session, self.app.lang
        view = view or session.state.view(session.shown)
        holder = doc.querySelector("#table [data-holds-result]") if over else None
        log_viewer = session.log_viewer() if over else session.shown
        log = view["log"] if log_viewer == session.shown else session.state.log_for(log_viewer)
        lines = [session.log_line(entry, lang) for entry in log]
        if holder:
            lines = lines[:len(lines) - int(holder.dataset.holdsResult or 0)]
        el("status").textContent = tr("result_held", lang) if holder else self.status_text(view)
        self.draw_result(over, held=bool(holder))
        self.draw_log(log_viewer, lines)

    def draw_result(self, over: bool, held: bool = False) -> None:
        """At the end: who won, in words and in looks (a win and a loss differ), this device's record against that
        level, a solo game's high scores, and the rematch."""
        session, lang = self.app.session, self.app.lang
        result = el("result")
        show("result", over and not held)
        for element_id in ("rematch", "rematch-swap"):  # a rematch gives nothing away, held or not
            show(element_id, over and (element_id == "rematch" or not session.mode == "solo"))
        if not over or held:
            return
        result.dataset.outcome = session.outcome()
        el("result-text").textContent = session.result_text(lang)
        book = tally.load(storage.get(storage.TALLY + self.app.game.id)) if session.mode == "ai" else None
        level_name = next((tr(lv["label"], lang) for lv in self.app.levels() if lv["id"] == session.level), "")
        el("tally-line").textContent = tally.summary(book, session.level, level_name, lang) if book else ""
        show("high-scores", session.mode == "solo")
        if session.mode == "solo":
            entries = scores.load(storage.get(storage.SCORES + self.app.game.id))
            el("scores-table").innerHTML = scores.render(entries, session.id, lang)

    def status_text(self, view: dict) -> str:
        """The turn marker: whose move it is, by the name the table uses."""
        session, lang = self.app.session, self.app.lang
        if view["result"] is not None:
            return session.result_text(lang)
        parts = []
        if view["legal"]:
            parts.append(tr("turn_of" if session.mode == "pass" else "your_turn", lang,
                            name=session.names(lang)[session.shown]))
        if self.app.computer.thinking:
            parts.append(tr("thinking", lang))
        return " — ".join(parts) or tr("waiting", lang)

    def draw_log(self, viewer: int, lines: list) -> None:
        """Append new log lines (so a screen reader announces only those); redraw when the log was cut by an
        undo, or is another player's or in another language."""
        log = el("log")
        drawn = self.log_drawn
        if drawn and drawn[:2] == (viewer, self.app.lang) and lines[:len(drawn[2])] == drawn[2]:
            new = lines[len(drawn[2]):]
            log.insertAdjacentHTML("beforeend", "".join(f"<li>{esc(line)}</li>" for line in new))
        else:
            log.innerHTML = "".join(f"<li>{esc(line)}</li>" for line in lines)
        self.log_drawn = (viewer, self.app.lang, lines)
        next_frame(lambda: setattr(log, "scrollTop", log.scrollHeight))  # the newest line in sight

    def toggle_log(self) -> None:
        """Open or close the log drawer (beside the table on wide screens, where it is always open)."""
        opening = doc.body.getAttribute("data-log-open") != "1"
        set_flag("log-open", opening)
        el("log-button").setAttribute("aria-expanded", "true" if opening else "false")
        (el("log-close") if opening else el("log-button")).focus()
