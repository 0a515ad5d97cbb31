"""すとすてカードゲーム プロトタイプ — rules (seed 004 "プロトタイプ:すとすてカードゲーム", rulings SP-1..SP-4).

No hand: every round each player secretly picks one of the six actions (SP-1) after the three resource dice are
rolled (SP-2); the higher power gains the difference as victory points (SP-3); 12+ points with a lead of 6+ wins (SP-4).
"""

from fudabako.core import Action, Game, register, seat_name, text
from fudabako.core.simultaneous import SimultaneousState

from .power import ACTION_NAMES, ACTIONS, RESOURCES, power, power_steps
from .texts import RULES, RULINGS

GOAL = 12
LEAD = 6


class StosuteProtoState(SimultaneousState):
    def setup(self) -> None:
        self.points = [0, 0]
        self.pending = [None, None]
        self.round = 0
        self.last = None
        # every round as revealed, packed (what a reader learns from): "dice|actions", e.g. "354|build,trade"
        # (the dice in RESOURCES order)
        self.history = []
        self.winner = None
        self.new_round()

    def new_round(self) -> None:
        self.round += 1
        self.dice = {r: self.rng.die() for r in RESOURCES}
        d = self.dice
        self.say(
            f"第{self.round}ラウンド: 食料{d['food']} 生産{d['production']} 金銭{d['money']}",
            f"Round {self.round}: food {d['food']}, production {d['production']}, money {d['money']}",
        )

    def choices(self, player: int) -> list:
        return [Action(a, ACTION_NAMES[a], {"action": a}) for a in ACTIONS]

    def resolve(self, chosen: list) -> None:
        steps = [power_steps(chosen[p], chosen[1 - p], self.dice) for p in range(2)]
        names = [seat_name(0), seat_name(1)]
        self.say(
            f"公開: {names[0]['ja']} {steps[0]['ja']} / {names[1]['ja']} {steps[1]['ja']}",
            f"Reveal: {names[0]['en']} {steps[0]['en']}; {names[1]['en']} {steps[1]['en']}",
        )
        values = [s["value"] for s in steps]
        winner = None if values[0] == values[1] else (0 if values[0] > values[1] else 1)
        gain = abs(values[0] - values[1])
        if winner is None:
            self.say("同点: 勝利点の移動なし", "Equal power: no victory points")
        else:
            self.points[winner] += gain
            self.say(
                f"{names[winner]['ja']}が{gain}勝利点を獲得 ({self.points[0]} 対 {self.points[1]})",
                f"{names[winner]['en']} gains {gain} victory point{'' if gain == 1 else 's'} "
                f"({self.points[0]} to {self.points[1]})",
            )
        self.last = {"choices": list(chosen), "steps": steps, "winner": winner, "gain": gain, "dice": dict(self.dice)}
        self.history.append("".join(str(self.dice[r]) for r in RESOURCES) + f"|{chosen[0]},{chosen[1]}")
        self.winner = game_winner(self.points)
        if self.winner is None:
            self.new_round()
        else:
            self.say(f"{names[self.winner]['ja']}の勝利!", f"{names[self.winner]['en']} wins the game!")

    def _view(self, player) -> dict:
        return {
            "points": list(self.points),
            "goal": GOAL,
            "lead": LEAD,
            "dice": dict(self.dice),
            # what each action would score this round, against each of the rival's (SP-3): the table shows it on
            # each action's card, so nobody has to work the table of powers out from the dice
            "powers": {mine: {theirs: power(mine, theirs, self.dice) for theirs in ACTIONS} for mine in ACTIONS},
            "round": self.round,
            "last": self.last,
            "history": list(self.history),
            **self.pending_view(player),
        }


def game_winner(points: list, goal: int = GOAL, lead: int = LEAD) -> int | None:
    """SP-4: the player with 12+ victory points and a lead of 6+, checked after each round (ver.2: 20 and 6)."""
    for p in range(2):
        if points[p] >= goal and points[p] - points[1 - p] >= lead:
            return p
    return None


@register
class StosuteProto(Game):
    id = "stosute-proto"
    version = 1
    # The longest of 2,400 measured games (random and strong) took 114 (scripts/game_lengths.py).
    max_actions = 1000
    title = text("すとすて (プロトタイプ)", "Stosute (prototype)")
    summary = text("相手の行動を読んで伏せる。ダイスの目で強い行動が変わる。",
                   "Guess your rival's action; the dice decide which actions are strong.")
    rulings = RULINGS
    rules = RULES
    state_class = StosuteProtoState

    def stats(self, state) -> dict:
        return {"rounds": state.round, "margin": abs(state.points[0] - state.points[1])}


__all__ = ["StosuteProto", "StosuteProtoState", "game_winner", "power"]
