"""The core flow of BlackPoker chapter 6 (コアルール), written so that any interruptible turn-based game can use it.

A game's `State` mixes in `CoreFlow` and implements four hooks: `effect(req)` (a request's effect, 6.4 [8]),
`finish(req)` (what is left of it after the effect: BlackPoker moves the remaining key cards to the graveyard),
`target_lost(req)` (2.10.4: a target that no longer exists or has split) and `has_lost(player)` (the win check
[9]); optionally `interject()` (rule-system requests to resolve next, e.g. a choice attached to a move) and
`discarded(req)`. Effects that need a player's decision call `self.ask(...)`; the flow then waits for
`self.answer(...)`. `negate(id)` takes a request off the stage (counters).

Requests are plain dicts (JSON-safe): `name`, `controller`, `speed` ("instant" 即時 / "normal" 通常), `timing`
("main" メイン / "quick" クイック), `keys` (key cards), `targets`, `data`, `answers` (a decision just taken, which the
re-run effect picks up) and `id`. Everything the flow still has to do is a queue of small tasks in `self.tasks`, so
the flow can stop for a decision anywhere — even inside the trigger check — and a saved state resumes exactly.

The steps of Fig. 6.6 as implemented:
- [2] the chance goes to the turn player; [3] its holder raises a request (`raise_request`) or passes (`pass_chance`).
- [4] raising resets the pass record; [6] the trigger check runs; [7] an instant request resolves at once ([8], [9])
  and the trigger check runs again; a normal one goes onto the stage ([10]). The raiser keeps the chance (6.1.3).
- [11] a pass is recorded; [12] when all have passed, [13]-[15] the last request on the stage resolves ([8], [9]),
  then the trigger check, then (BP-7) the pass record is reset and [2] the chance goes to the turn player.
  [16] otherwise the chance moves to the next player in turn order.
- [9] the win check follows every resolution, the turn player first: if several players have lost, the turn
  player is the loser (2.10.5, BP-8). Two players: the other one wins.
- 6.4.1 the trigger check: triggered requests wait in the buffer; while it is not empty, the instant group runs if it
  holds any instant request, else the normal group; a group visits the players from the turn player in turn order,
  and for each player first the main-timing then the quick-timing requests. Instant ones resolve (and are win
  checked); a normal one goes onto the stage, except that a main-timing one is discarded when the stage is not
  empty ([6-10-6]). New triggers join the buffer as they happen.
- Decided here: when one player has several buffered requests of the same group and timing, they are taken in
  the order they triggered (6.4.1 lets the player choose; in BlackPoker such requests are always identical).

`apply_abilities` is 6.4.2: abilities apply to a fresh value in the order all → your → this, and by timestamp within
one scope, so the narrower and the newer override.
"""

from __future__ import annotations

SCOPES = ("all", "your", "this")


def apply_abilities(value, abilities):
    """6.4.2: recompute `value` from scratch under `abilities`, each `(scope, timestamp, fn)` with `fn(value) ->
    value`: scope all, then your, then this; within a scope the oldest timestamp first."""
    for _, _, fn in sorted(abilities, key=lambda a: (SCOPES.index(a[0]), a[1])):
        value = fn(value)
    return value


class Suspend(Exception):
    """Raised by `ask` inside an effect: the flow waits for a decision and re-runs the effect once it is taken."""


def request(name: str, controller: int, speed: str, timing: str, keys=(), targets=(), **data) -> dict:
    """A new request (6.2.2); `data` holds whatever the effect needs."""
    if speed not in ("instant", "normal") or timing not in ("main", "quick"):
        raise ValueError(f"bad speed/timing: {speed}/{timing}")
    return {"name": name, "controller": controller, "speed": speed, "timing": timing, "keys": list(keys),
            "targets": list(targets), "data": data, "answers": [], "id": None}


class CoreFlow:
    """Mixin for a State. Data (all JSON-safe): turn, chance (None while the rule system holds it), stage, passes,
    buffer, cursor (where the trigger check is), tasks, decision, winner, loser, next_request."""

    # --- hooks -------------------------------------------------------------------------------------------------
    def effect(self, req: dict) -> None:
        raise NotImplementedError

    def finish(self, req: dict) -> None:
        """After the effect (or a lost target): e.g. key cards to the graveyard."""

    def target_lost(self, req: dict) -> bool:
        return False

    def has_lost(self, player: int) -> bool:
        raise NotImplementedError

    def interject(self) -> list:
        """Requests of the rule system itself to resolve before the next step (a choice the game attaches to a
        move, say); asked between tasks, never inside an effect."""
        return []

    # --- set-up and queries ------------------------------------------------------------------------------------
    def flow_start(self, turn_player: int) -> None:
        """[1] → [2]: the game starts with `turn_player` holding the turn and the chance."""
        self.turn = turn_player
        self.chance = turn_player
        self.stage = []
        self.passes = []
        self.buffer = []
        self.cursor = None
        self.tasks = []
        self.decision = None
        self.winner = None
        self.loser = None
        self.next_request = 1

    def acting(self) -> int | None:
        """The one player who must act now: the one deciding inside an effect, else the chance holder."""
        if self.winner is not None:
            return None
        if self.decision is not None:
            return self.decision["player"]
        return self.chance

    def order_from_turn(self) -> list:
        return [(self.turn + i) % self.num_players for i in range(self.num_players)]

    def resolving(self) -> dict | None:
        """The request whose effect waits for a decision."""
        return self.tasks[0]["req"] if self.decision is not None else None

    # --- the players' two moves --------------------------------------------------------------------------------
    def raise_request(self, req: dict) -> None:
        """[4]-[10]: `req`'s costs are paid (its cost payment may already have triggered requests)."""
        req["id"] = self.next_request
        self.next_request += 1
        self.passes = []
        self.tasks = [{"do": "triggers"}, {"do": "place", "req": req}, {"do": "chance", "to": req["controller"]}]
        self.run()

    def pass_chance(self, player: int) -> None:
        """[11]-[16]."""
        if player not in self.passes:
            self.passes.append(player)
        if len(self.passes) < self.num_players:
            self.chance = (player + 1) % self.num_players
            return
        self.chance = None  # [13] the rule system holds the chance
        self.tasks = [{"do": "chance", "to": None}]
        if self.stage:
            self.tasks[:0] = [{"do": "resolve", "req": self.stage.pop()}, {"do": "triggers"}]
        self.run()

    def trigger(self, req: dict) -> None:
        """[6-1]: a triggered request joins the buffer (the flow checks it at its next trigger check)."""
        req["id"] = self.next_request
        self.next_request += 1
        self.buffer.append(req)

    def ask(self, player: int, kind: str, options: list, **info):
        """Inside an effect: the answer taken for this question, else wait for `player` to choose one of `options`
        (strings). Effects re-run from their start after every answer, so they keep in `req["data"]` what they have
        already done, and ask their questions in the same order."""
        req = self.tasks[0]["req"]
        if req["answers"]:
            return req["answers"].pop(0)
        self.decision = {"player": player, "kind": kind, "options": list(options), **info}
        raise Suspend

    def answer(self, choice: str) -> None:
        if self.decision is None or choice not in self.decision["options"]:
            raise ValueError(f"not an open option: {choice}")
        self.tasks[0]["req"]["answers"].append(choice)
        self.decision = None
        self.run()

    def negate(self, request_id: int) -> dict | None:
        """Take a request off the stage without effect (カウンター); its remains go the usual way (`finish`)."""
        for i, req in enumerate(self.stage):
            if req["id"] == request_id:
                del self.stage[i]
                self.finish(req)
                return req
        return None

    # --- the task queue ----------------------------------------------------------------------------------------
    def run(self) -> None:
        while self.tasks and self.winner is None and self.decision is None:
            interjected = self.interject()
            if interjected:
                self.tasks[:0] = [{"do": "resolve", "req": req} for req in interjected]
            task = self.tasks[0]
            do = task["do"]
            if do == "resolve":
                try:
                    self.resolve(task["req"])
                except Suspend:
                    return
                self.tasks.pop(0)
                self.win_check()
            elif do == "place":
                self.tasks.pop(0)
                req = task["req"]
                if req["speed"] == "instant":  # [7] → [8]
                    self.tasks[:0] = [{"do": "resolve", "req": req}, {"do": "triggers"}]
                else:  # [10]
                    self.stage.append(req)
            elif do == "triggers":
                self.trigger_step()
            else:  # "chance"
                self.tasks.pop(0)
                if task["to"] is None:  # BP-7: after a resolution from the stage
                    self.passes = []
                    self.chance = self.turn
                else:
                    self.chance = task["to"]
        if self.winner is not None:
            self.tasks = []
            self.chance = None
            self.decision = None

    def resolve(self, req: dict) -> None:
        """[8]: the effect unless a target is lost (2.10.4), then `finish`. Effects re-run after each decision, so
        they keep in `req["data"]` what they have already done."""
        if not req["data"].get("_lost") and not req["data"].get("_started") and self.target_lost(req):
            req["data"]["_lost"] = True
        if not req["data"].get("_lost"):
            req["data"]["_started"] = True
            self.effect(req)
        self.finish(req)

    def win_check(self) -> None:
        """[9]: the turn player first; the first one found to have lost loses."""
        for p in self.order_from_turn():
            if self.has_lost(p):
                self.winner = (p + 1) % self.num_players if self.num_players == 2 else None
                self.loser = p
                return

    def trigger_step(self) -> None:
        """One step of the trigger check 6.4.1 (the task stays first in the queue until the buffer is empty)."""
        if self.cursor is None:
            if not self.buffer:
                self.tasks.pop(0)
                return
            group = "instant" if any(r["speed"] == "instant" for r in self.buffer) else "normal"
            self.cursor = {"group": group, "seat": 0, "timing": "main"}
        cur = self.cursor
        player = self.order_from_turn()[cur["seat"]]
        for i, req in enumerate(self.buffer):
            if req["controller"] == player and req["speed"] == cur["group"] and req["timing"] == cur["timing"]:
                del self.buffer[i]
                if cur["group"] == "instant":  # [6-5-2] → [6-5-3], [6-5-4]
                    self.tasks.insert(0, {"do": "resolve", "req": req})
                elif req["timing"] == "main" and self.stage:  # [6-10-6]
                    self.discarded(req)
                else:  # [6-10-5], [6-10-7]
                    self.stage.append(req)
                return
        if cur["timing"] == "main":
            cur["timing"] = "quick"
        elif cur["seat"] + 1 < self.num_players:
            self.cursor = {"group": cur["group"], "seat": cur["seat"] + 1, "timing": "main"}
        else:
            self.cursor = None

    def discarded(self, req: dict) -> None:
        """A main-timing normal triggered request met a non-empty stage ([6-10-6]); games may log it."""
