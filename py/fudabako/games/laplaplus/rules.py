"""ラプラプラス face-to-face mode (LP-2) as a protocol Game: open cards, closed cards and order, then the battle.

Both players secretly pick 4 open cards one at a time (`open-<n>`); once both have 4 they are shown. Then each
places the 8 slots of the composition top first (`slot-<n>`): a slot takes one of their own open cards not yet
placed, or a closed card while fewer than 4 closed cards are in; so every finished composition holds the 4 open
cards in any order (LP-2) plus 4 closed cards. Once both are placed the compositions are shown and the battle
runs (`battle.Battle`). The state keeps only its outcome: the replay reruns the battle with its log (it is
deterministic), which keeps the state and its views small. Decided (LP-D4): any copies are allowed here too.
"""

import time

from fudabako.core import Action, Game, Rng, State, register, seat_name, text

from .battle import Battle, battles_per_second
from .cards import NAME, NUMBERS
from .codes import describe, encode
from .texts import REASONS, RULES, RULINGS
from .tournament import round_robin

OPEN_CARDS = 4
SLOTS = 8
# Every action there is, made once: the fuzz and the table ask for legal actions at every step.
OPEN_ACTIONS = [Action(f"open-{n}", text(f"オープン: {NAME[n]['ja']}", f"Open: {NAME[n]['en']}"), {"card": n})
                for n in NUMBERS]
_KIND = {True: text("オープン", "open"), False: text("クローズ", "closed")}
SLOT_ACTIONS = {
    (slot, n, is_open): Action(f"slot-{n}", text(f"{slot}枚目: {NAME[n]['ja']}({_KIND[is_open]['ja']})",
                                                 f"Slot {slot}: {NAME[n]['en']} ({_KIND[is_open]['en']})"),
                               {"card": n, "slot": slot, "open": is_open})
    for slot in range(1, SLOTS + 1) for n in NUMBERS for is_open in (True, False)
}


class LaplaplusState(State):
    def setup(self) -> None:
        self.stage = "open"
        self.open = [[], []]
        self.slots = [[], []]  # [[number, from_open], ...] top first
        self.winner = None
        self.battle = None  # after the battle: {"comps", "winner", "reason", "turns", "hp"}

    # --- whose move, what is legal ----------------------------------------------------------------
    def to_move(self) -> list:
        if self.stage == "open":
            return [p for p in (0, 1) if len(self.open[p]) < OPEN_CARDS]
        if self.stage == "build":
            return [p for p in (0, 1) if len(self.slots[p]) < SLOTS]
        return []

    def open_left(self, player: int) -> list:
        """The player's open cards not placed yet."""
        left = list(self.open[player])
        for number, from_open in self.slots[player]:
            if from_open:
                left.remove(number)
        return left

    def legal_actions(self, player: int) -> list:
        if player not in self.to_move():
            return []
        if self.stage == "open":
            return OPEN_ACTIONS
        left = self.open_left(player)
        closed_free = SLOTS - OPEN_CARDS - sum(1 for _, o in self.slots[player] if not o) > 0
        slot = len(self.slots[player]) + 1
        return [SLOT_ACTIONS[slot, n, n in left] for n in NUMBERS if closed_free or n in left]

    # --- applying ---------------------------------------------------------------------------------
    def _apply(self, player: int, action_id: str) -> None:
        number = int(action_id.split("-")[1])
        if self.stage == "open":
            self.open[player].append(number)
            self.say(f"オープンカードに{NAME[number]['ja']}を選びました", f"You picked {NAME[number]['en']} as open",
                     to=[player])
            if all(len(cards) == OPEN_CARDS for cards in self.open):
                self.reveal()
                self.stage = "build"
                for p in (0, 1):
                    names = describe(self.open[p])
                    self.say(f"{seat_name(p)['ja']}のオープンカード: {names['ja']}",
                             f"{seat_name(p)['en']}'s open cards: {names['en']}")
            return
        slot = len(self.slots[player]) + 1
        self.slots[player].append([number, number in self.open_left(player)])
        self.say(f"{slot}枚目に{NAME[number]['ja']}を置きました", f"You placed {NAME[number]['en']} in slot {slot}",
                 to=[player])
        if all(len(s) == SLOTS for s in self.slots):
            self.reveal()
            self.fight()

    def fight(self) -> None:
        comps = [self.composition(0), self.composition(1)]
        battle = Battle(comps[0], comps[1])
        self.winner = battle.run()
        self.stage = "over"
        self.battle = {"comps": comps, "winner": self.winner, "reason": battle.reason, "turns": battle.turn,
                       "hp": list(battle.hp)}
        for p in (0, 1):
            names = describe(comps[p])
            self.say(f"{seat_name(p)['ja']}の構成 [{encode(comps[p])}]: {names['ja']}",
                     f"{seat_name(p)['en']}'s composition [{encode(comps[p])}]: {names['en']}")
        why = REASONS[battle.reason]
        if self.winner is None:
            self.say(f"引き分け({why['ja']})", f"A draw ({why['en']})")
        else:
            w = seat_name(self.winner)
            self.say(f"{w['ja']}の勝ち({why['ja']}、{battle.turn}ターン目)",
                     f"{w['en']} wins ({why['en']}, turn {battle.turn})")

    def composition(self, player: int) -> list:
        return [number for number, _ in self.slots[player]]

    # --- what each player sees ----------------------------------------------------------------------
    def result(self):
        if self.stage != "over":
            return None
        if self.winner is None:
            return [0.5, 0.5]
        return [1.0 if p == self.winner else 0.0 for p in (0, 1)]

    def _view(self, player) -> dict:
        shown = self.stage != "open"
        return {
            "stage": self.stage,
            "open": [list(self.open[p]) if shown or p == player else [] for p in (0, 1)],
            "open_count": [len(o) for o in self.open],
            "slots": [[list(s) for s in self.slots[p]] if p == player or self.stage == "over" else []
                      for p in (0, 1)],
            "slot_count": [len(s) for s in self.slots],
            "battle": self.battle,
        }

    def determinize(self, player, rng):
        """The other player's face-down picks redrawn: open cards before they are shown, then the placed slots
        (a random composition of their open cards and 4 closed cards, cut to the number placed)."""
        other = self.clone()
        q = 1 - player
        if self.stage == "open":
            other.open[q] = [rng.choice(NUMBERS) for _ in self.open[q]]
        elif self.stage == "build":
            cards = [[n, True] for n in self.open[q]] + [[rng.choice(NUMBERS), False] for _ in range(OPEN_CARDS)]
            rng.shuffle(cards)
            other.slots[q] = cards[:len(self.slots[q])]
        return other


@register
class Laplaplus(Game):
    id = "laplaplus"
    version = 1
    # Every game takes 24 actions (8 cards each, then 4 open cards each) (scripts/game_lengths.py).
    max_actions = 100
    title = text("ラプラプラス", "Laplaplus")
    summary = text("8枚のカードを並べてキャラクターを作り、あとは自動バトル。読み合いは並べる前に。",
                   "Order 8 cards into a character and watch it fight by itself: the reading happens before.")
    rulings = RULINGS
    rules = RULES
    state_class = LaplaplusState

    def stats(self, state) -> dict:
        return {"turns": state.battle["turns"]}

    def bench(self, seconds: float) -> dict:
        """`fudabako bench` (and the browser bench in Pyodide): battles per second between random 8-card
        compositions, and the time of a 100-entry PBM round robin (4,950 battles)."""
        rng = Rng(100)
        entries = [(f"#{i}", [rng.choice(NUMBERS) for _ in range(SLOTS)]) for i in range(100)]
        start = time.perf_counter()
        round_robin(entries)
        return {"battles_per_second": round(battles_per_second(seconds), 1),
                "round_robin_100_seconds": round(time.perf_counter() - start, 3)}
