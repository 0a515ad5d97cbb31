"""ギミック倉庫3 — rules (seed 004 "ギミック倉庫3", rulings GM-1..GM-3).

Solo. Each round one die is rolled onto the small plate and two onto the large plate (GM-1); the player attacks
(rolls 2 dice) or defends (rolls 3 dice) and succeeds if the total is at least the large plate's total. A successful
attack takes the small plate's die; any failure costs a hit. Three of the taken dice forming a triple or a run of
three wins; the third hit loses (GM-2).

Decided here, where the seed and the rulings are silent:
- The plates are rolled before the choice and the player sees them (the seed's order: roll, then choose).
- Taken dice stay for the whole game, without limit; a successful defence takes nothing and costs nothing.
- The game ends the moment it is won or lost: no new round is rolled after the last one.
"""

from fudabako.core import Action, Game, State, register, text

from .texts import RULES, RULINGS

HITS_TO_LOSE = 3
CHOICES = {"attack": 2, "defend": 3}  # choice -> dice rolled
CHOICE_NAMES = {"attack": text("攻撃", "Attack"), "defend": text("防御", "Defend")}


def winning_combo(taken) -> list | None:
    """GM-2: three of the taken dice forming a triple or a run of three (no wrap-around 5-6-1), else None."""
    faces = set(taken)
    for face in sorted(faces):
        if taken.count(face) >= 3:
            return [face] * 3
        if face + 1 in faces and face + 2 in faces:
            return [face, face + 1, face + 2]
    return None


def sum_counts(dice: int) -> list:
    """How many of the 6**dice rolls give each total (index = total)."""
    counts = [1]
    for _ in range(dice):
        new = [0] * (len(counts) + 6)
        for total, n in enumerate(counts):
            for face in range(1, 7):
                new[total + face] += n
        counts = new
    return counts


def success_rolls(dice: int, target: int) -> int:
    """GM-1: how many of the 6**dice rolls reach `target` or more (success is "at least", ties succeed)."""
    return sum(sum_counts(dice)[target:])


class Gimmick3State(State):
    def setup(self) -> None:
        self.taken = []  # the dice taken from the small plate, sorted
        self.hits = 0
        self.round = 0
        self.small = 0
        self.large = []
        self.last = None  # the previous round as resolved
        self.combo = None  # the three taken dice that won
        self.won = None  # True / False once over
        self.new_round()

    def new_round(self) -> None:
        """GM-1: both plates emptied, then 1 die rolled onto the small plate and 2 onto the large one."""
        self.round += 1
        self.small = self.rng.die()
        self.large = [self.rng.die(), self.rng.die()]
        a, b = self.large
        self.say(
            f"第{self.round}ラウンド: 小皿 {self.small} / 大皿 {a}+{b}={a + b}",
            f"Round {self.round}: small plate {self.small}, large plate {a}+{b}={a + b}",
        )

    def target(self) -> int:
        return sum(self.large)

    def to_move(self) -> list:
        return [] if self.won is not None else [0]

    def legal_actions(self, player: int) -> list:
        if player not in self.to_move():
            return []
        return [Action(c, text(f"{CHOICE_NAMES[c]['ja']} ({n}個振る)", f"{CHOICE_NAMES[c]['en']} (roll {n})"), {"dice": n})
                for c, n in CHOICES.items()]

    def _apply(self, player: int, action_id: str) -> None:
        roll = [self.rng.die() for _ in range(CHOICES[action_id])]
        total, target = sum(roll), self.target()
        success = total >= target
        took = self.small if success and action_id == "attack" else None
        name = CHOICE_NAMES[action_id]
        shown = "+".join(map(str, roll))
        if took is not None:
            self.taken = sorted(self.taken + [took])
            self.say(f"{name['ja']}: {shown}={total} ≥ {target} 成功、小皿の{took}を獲得",
                     f"{name['en']}: {shown}={total} ≥ {target}, success: the small plate's {took} is taken")
        elif success:
            self.say(f"{name['ja']}: {shown}={total} ≥ {target} 防御成功",
                     f"{name['en']}: {shown}={total} ≥ {target}, held")
        else:
            self.hits += 1
            self.say(f"{name['ja']}: {shown}={total} < {target} 失敗、打撃{self.hits}",
                     f"{name['en']}: {shown}={total} < {target}, failed: hit {self.hits}")
        self.last = {"round": self.round, "choice": action_id, "small": self.small, "large": list(self.large),
                     "roll": roll, "total": total, "success": success, "took": took}
        self.reveal()
        self.combo = winning_combo(self.taken)
        if self.combo is not None:
            self.won = True
            self.say(f"{'・'.join(map(str, self.combo))} がそろって勝利!",
                     f"{', '.join(map(str, self.combo))}: a winning set — you win!")
        elif self.hits >= HITS_TO_LOSE:
            self.won = False
            self.say(f"打撃{HITS_TO_LOSE}で敗北", f"{HITS_TO_LOSE} hits: you lose")
        else:
            self.new_round()

    def result(self) -> list | None:
        return None if self.won is None else [1.0 if self.won else 0.0]

    def _view(self, player) -> dict:
        return {
            "taken": list(self.taken),
            "hits": self.hits,
            "hits_to_lose": HITS_TO_LOSE,
            "small": self.small,
            "large": list(self.large),
            "target": self.target(),
            "round": self.round,
            "last": self.last,
            "combo": self.combo,
        }


@register
class Gimmick3(Game):
    id = "gimmick3"
    version = 1
    # The longest of 1,100 measured games took 24 (scripts/game_lengths.py).
    max_actions = 300
    title = text("ギミック倉庫3", "Gimmick Warehouse 3")
    summary = text("ひとり用ダイス戦闘。攻撃でダイスを集め、3つそろえば勝ち。",
                   "Solo dice combat: attack to collect dice; three in a set win.")
    min_players = 1
    max_players = 1
    rulings = RULINGS
    rules = RULES
    state_class = Gimmick3State

    def stats(self, state) -> dict:
        return {"rounds": state.round, "hits": state.hits, "dice_taken": len(state.taken)}
