"""The computer player's bridge: a Web Worker (static/ai-worker.js) with its own Pyodide and the engine.

The worker gets the computer's own view and nothing else, and draws its own randomness from fresh entropy: nothing
the page stores or shares lets anyone foretell its choice, and the record keeps only the moves it made. View and
memory travel as JSON text (converted from JS objects, a JSON null would reach Python as `jsnull`, not None).
"""

import json

import js


class Computer:
    """Asks the worker for one decision at a time; an answer for a question that was cancelled is dropped. The same
    worker runs a game's long computations (`run`), so the page never freezes on them."""

    def __init__(self, listen, on_answer, on_failure):
        self.listen, self.on_answer, self.on_failure = listen, on_answer, on_failure
        self.worker = None
        self.asked = 0  # id of the question being answered (0: none)
        self.questions = 0
        self.tasks = {}  # id -> (on_progress, on_done, on_failure) of the computations running

    @property
    def thinking(self) -> bool:
        return bool(self.asked)

    def start(self):
        """The worker (the setup screen of a game with a computer player claims it: the page started it while
        Python booted, static/wasm-share.js, so it has booted by the time the game starts)."""
        if self.worker is None:
            self.worker = js.startComputer()  # static/wasm-share.js: it shares the page's compiled Pyodide
            self.listen(self.worker, "message", self.on_message)
            self.listen(self.worker, "error", self.on_error)
        return self.worker

    def ask(self, game_id: str, level: str, view: dict, memory) -> None:
        self.questions += 1
        self.asked = self.questions
        question = {"id": self.asked, "game": game_id, "level": level, "view": json.dumps(view),
                    "memory": json.dumps(memory)}
        self.start().postMessage(js.JSON.parse(json.dumps(question)))

    def run(self, task: dict, on_progress, on_done, on_failure) -> None:
        """Run a computation in the worker (e.g. {"task": "tournament", "text": ...}): `on_progress(done, total)` as
        it goes, then `on_done(result)` or `on_failure(reason)`."""
        self.questions += 1
        self.tasks[self.questions] = (on_progress, on_done, on_failure)
        self.start().postMessage(js.JSON.parse(json.dumps({"id": self.questions, **task})))

    def cancel(self) -> None:
        """Forget the pending question: its answer, when it comes, is for a position no longer on the table."""
        self.asked = 0

    def on_message(self, event) -> None:
        answer = event.data.to_py()
        task = self.tasks.get(answer.get("id"))
        if task:
            if "progress" in answer:
                return task[0](*answer["progress"])
            del self.tasks[answer["id"]]
            return task[2](str(answer["error"])) if "error" in answer else task[1](answer["result"])
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
        reason = str(event.message or "worker")
        for _, _, failed in self.tasks.values():
            failed(reason)
        self.tasks = {}
        if self.asked:
            self.asked = 0
            self.on_failure(reason)
