"""The kept games of a game page (ui.storage: games set aside, never deleted): the dialog that lists them with
why and when, and lets the player resume one (the game on the table is kept in its place), read the log of one
this version cannot continue, copy its data, or delete it. Part of the shell (`app`)."""

from fudabako.core import RecordError

from . import storage
from .dom import el, show
from .i18n import tr
from .kit import count_text
from .session import Session, saved_log
from .widgets import esc

REASONS = ("link", "tab", "version", "damaged", "swap", "new")


class Kept:
    def __init__(self, app):
        self.app = app

    def draw_button(self) -> None:
        count = len(storage.kept(self.app.game.id))
        show("kept-button", count > 0)
        el("kept-count").textContent = str(count)

    def open(self) -> None:
        self.draw()
        el("kept").showModal()

    def draw(self) -> None:
        """The games set aside for this page's game, each with what can be done with it."""
        lang, rows = self.app.lang, []
        for key, entry in storage.kept(self.app.game.id):
            readable = self.readable(entry["data"])
            moves = entry.get("moves")
            facts = [tr(f"kept_{entry['why']}" if entry["why"] in REASONS else "kept_damaged", lang),
                     f'<time>{esc(str(entry.get("at", ""))[:16].replace("T", " "))}</time>']
            if isinstance(moves, int):
                facts.append(count_text(moves, lang, "move"))
            log = saved_log(entry["data"]) if not readable else []
            # Resume and Delete on one line, at its two ends (a tap meant for one never lands on the other); what
            # can be read or copied of the game below them.
            buttons = [f'<button type="button" data-kept="resume" data-key="{esc(key)}">{esc(tr("kept_resume", lang))}'
                       f"</button>" if readable else "",
                       f'<button type="button" data-kept="delete" data-key="{esc(key)}">'
                       f'{esc(tr("kept_delete", lang))}</button>']
            details = []
            if log:
                details.append(f'<details class="kept-log"><summary>{esc(tr("kept_log", lang))}</summary><ol>'
                               + "".join(f"<li>{esc(tr(line, lang))}</li>" for line in log) + "</ol></details>")
            details.append(f'<details class="kept-data"><summary>{esc(tr("kept_data", lang))}</summary>'
                           f'<textarea readonly rows="3" aria-label="{esc(tr("kept_data", lang))}">'
                           f'{esc(entry["data"])}</textarea></details>')
            rows.append(f'<li class="kept-entry"><p>{" · ".join(facts)}</p>'
                        f'<div class="kept-actions">{"".join(buttons)}</div>{"".join(details)}</li>')
        el("kept-list").innerHTML = "".join(rows) or f"<li>{esc(tr('kept_none', lang))}</li>"

    def readable(self, raw: str) -> bool:
        try:
            Session.from_json(raw, self.app.game.id, self.app.level_ids(), self.app.solo)
            return True
        except (RecordError, ValueError):
            return False

    def act(self, action: str, key: str) -> None:
        entry = dict(storage.kept(self.app.game.id)).get(key)
        if entry is None:
            return self.draw()
        if action == "delete":
            storage.remove(key)
        elif action == "resume":
            session = Session.from_json(entry["data"], self.app.game.id, self.app.level_ids(), self.app.solo)
            self.app.computer.cancel()
            self.app.set_aside_current("swap")
            if self.app.unsaved:
                return self.app.message("kept_no_room")
            self.app.session = session
            if not self.app.save():
                return self.app.message("kept_no_room")
            storage.remove(key)
            el("kept").close()
            self.app.note("kept_resumed")
            self.app.refresh()
        self.draw_button()
        if el("kept").open:
            self.draw()

    def close(self) -> None:
        el("kept").close()
