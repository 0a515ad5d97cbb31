"""The computer player's bridge: a Web Worker (static/ai-worker.js) with its own Pyodide and the engine.

The worker gets the computer's own view and nothing else, and draws its own randomness from fresh entropy: nothing
the page stores or shares lets anyone foretell its choice, and the record keeps only the moves it made. View and
memory travel as JSON text (converted from JS objects, a JSON null would reach Python as `jsnull`, not None).
"""

import json

import js


class Computer:
    """Asks the worker for one decision at a time; an answer for a question that was cancelled is dropped."""

    def __init__(self, listen, on_answer, on_failure):
        self.listen, self.on_answer, self.on_failure = listen, on_answer, on_failure
        self.worker = None
        self.asked = 0  # id of the question being answered (0: none)
        self.questions = 0

    @property
    def thinking(self) -> bool:
        return bool(self.asked)

    def start(self):
        """The worker, started on first need (the setup screen starts it when the computer is chosen, so it has
        booted by the time the game starts)."""
        if self.worker is None:
            self.worker = js.Worker.new("./static/ai-worker.js", js.JSON.parse('{"type": "module"}'))
            self.listen(self.worker, "message", self.on_message)
            self.listen(self.worker, "error", self.on_error)
        return self.worker

    def ask(self, game_id: str, level: str, view: dict, memory) -> None:
        self.questions += 1
        self.asked = self.questions
        question = {"id": self.asked, "game": game_id, "level": level, "view": json.dumps(view),
                    "memory": json.dumps(memory)}
        self.start().postMessage(js.JSON.parse(json.dumps(question)))

    def cancel(self) -> None:
        """Forget the pending question: its answer, when it comes, is for a position no longer on the table."""
        self.asked = 0

    def on_message(self, event) -> None:
        answer = event.data.to_py()
        if not self.asked or answer.get("id") != self.asked:
            return
        self.asked = 0
        if "error" in answer:
            self.on_failure(str(answer["error"]))
        else:
            self.on_answer(answer["action"])

    def on_error(self, event) -> None:
        """The worker itself failed (e.g. could not load): a new one is started at the next question."""
        event.preventDefault()
        self.worker = None
        if self.asked:
            self.asked = 0
            self.on_failure(str(event.message or "worker"))
