"""キルゾーン — rules (seed 004 "プロトタイプ:キルゾーン", rulings KZ-1..KZ-4).

Zones: the deck, the kill zone (enemies as `[number, damage]`, see `enemies`), the waiting zone and the graveyard
(numbers). A turn: the next enemy turns up in the kill zone (KZ-1, KZ-4), the player takes one action, then takes 1
damage if two or more enemies are in the kill zone. Every third enemy sent to the graveyard resets the fight at once
(KZ-2). Nine in the graveyard wins; 3 damage loses (KZ-4).

Decisions of our own (not in the seed or the rulings):
- An enemy leaving the kill zone for the waiting zone (追放, 爆破's secondary damage, the KZ-2 reset) loses its
  damage counters: the waiting zone holds bare numbers.
- The ninth enemy in the graveyard wins at once: no reset, no damage check after it.
- 爆破's target is felled first; if it is the third (sixth) enemy in the graveyard, the reset empties the kill zone
  before the secondary damage, which then hits nobody (either order ends with the others in the waiting zone).
- The score, for the high-score table, is the number of enemies in the graveyard (9 = cleared).
"""

from fudabako.core import Action, Game, register, text

from .enemies import EnemyDeckState, counts, hit, left
from .texts import RULES, RULINGS

START_MANA = 1
RESET_EVERY = 3
TO_WIN = 9
TO_LOSE = 3

ACTION_NAMES = {
    "attack": text("攻撃", "Attack"),
    "banish": text("追放", "Banish"),
    "blast": text("爆破", "Blast"),
    "defend": text("防御", "Defend"),
}


class KillzoneState(EnemyDeckState):
    def setup(self) -> None:
        self.new_deck()
        self.zone = []
        self.waiting = []
        self.grave = []
        self.mana = START_MANA
        self.damage = 0
        self.turn = 0
        self.flipped = None  # the number turned up this turn (None: nothing was left to turn up)
        self.outcome = None  # "won" / "lost"
        self.start_turn()

    # --- flow -------------------------------------------------------------------------------------
    def start_turn(self) -> None:
        self.turn += 1
        self.flipped = self.flip(self.waiting)
        if self.flipped is None:
            self.say(f"ターン{self.turn}: めくる敵がいません", f"Turn {self.turn}: no enemy left to turn up")
        else:
            self.zone.append([self.flipped, 0])
            self.say(f"ターン{self.turn}: 敵{self.flipped}がキルゾーンに現れた",
                     f"Turn {self.turn}: enemy {self.flipped} enters the kill zone")

    def to_move(self) -> list:
        return [] if self.outcome else [0]

    def legal_actions(self, player: int) -> list:
        if self.outcome or player != 0:
            return []
        actions = [self._target("attack", i) for i in range(len(self.zone))]
        if self.mana >= 1:
            actions += [self._target("banish", i) for i in range(len(self.zone))]
            actions += [self._target("blast", i) for i, e in enumerate(self.zone) if left(e) == 1]  # KZ-3
        actions.append(Action("defend", text("防御 (マナ+1)", "Defend (mana +1)"), {"kind": "defend"}))
        return actions

    def _target(self, kind: str, i: int) -> Action:
        number, damage = self.zone[i]
        name = ACTION_NAMES[kind]
        return Action(f"{kind}:{i}", text(f"{name['ja']}: 敵{number} (残りHP{number - damage})",
                                          f"{name['en']}: enemy {number} ({number - damage} HP left)"),
                      {"kind": kind, "target": i})

    def _apply(self, player: int, action_id: str) -> None:
        self.resolve(action_id)
        if not self.outcome:
            self.start_turn()

    def resolve(self, action_id: str) -> None:
        """The action and the damage check after it: the whole turn but the next flip (the AI searches from here)."""
        kind, _, target = action_id.partition(":")
        if kind == "defend":
            self.mana += 1
            self.say(f"防御: マナ{self.mana}", f"Defend: mana {self.mana}")
        elif kind == "attack":
            enemy = self.zone[int(target)]
            self.say(f"攻撃: 敵{enemy[0]}にダメージ1", f"Attack: 1 damage to enemy {enemy[0]}")
            if hit(enemy):
                self.fell(int(target))
        elif kind == "banish":
            self.mana -= 1
            number = self.zone.pop(int(target))[0]
            self.waiting.append(number)
            self.say(f"追放: 敵{number}を待機ゾーンへ (マナ{self.mana})",
                     f"Banish: enemy {number} to the waiting zone (mana {self.mana})")
        else:
            self.blast(int(target))
        if not self.outcome:
            self.check_damage()

    def blast(self, i: int) -> None:
        """KZ-3: the target (1 HP left) falls; then 1 damage to every other enemy, and those felled by it go to the
        waiting zone."""
        self.mana -= 1
        enemy = self.zone[i]
        self.say(f"爆破: 敵{enemy[0]}にダメージ1、ほかの敵すべてにダメージ1 (マナ{self.mana})",
                 f"Blast: 1 damage to enemy {enemy[0]} and 1 to every other enemy (mana {self.mana})")
        hit(enemy)
        self.fell(i)
        if self.outcome:
            return
        felled = [e[0] for e in self.zone if hit(e)]
        self.zone = [e for e in self.zone if left(e) > 0]
        self.waiting += felled
        for number in felled:
            self.say(f"敵{number}は待機ゾーンへ", f"Enemy {number} goes to the waiting zone")

    def fell(self, i: int) -> None:
        """An enemy whose damage reached its HP goes to the graveyard; nine wins, every third resets (KZ-2)."""
        number = self.zone.pop(i)[0]
        self.grave.append(number)
        self.say(f"敵{number}を倒した (墓場{len(self.grave)}体)", f"Enemy {number} falls ({len(self.grave)} in the graveyard)")
        if len(self.grave) >= TO_WIN:
            self.outcome = "won"
            self.say(f"墓場に{TO_WIN}体: 勝利!", f"{TO_WIN} in the graveyard: you win!")
        elif len(self.grave) % RESET_EVERY == 0:
            self.waiting += [e[0] for e in self.zone]
            self.zone = []
            self.damage = 0
            self.mana = START_MANA
            self.say("3体倒した: キルゾーンの敵は待機ゾーンへ、ダメージ0、マナ1",
                     "Three more felled: the kill zone empties into the waiting zone, damage 0, mana 1")

    def check_damage(self) -> None:
        if len(self.zone) >= 2:
            self.damage += 1
            self.say(f"キルゾーンに敵が{len(self.zone)}体: ダメージ1 (計{self.damage})",
                     f"{len(self.zone)} enemies in the kill zone: 1 damage (total {self.damage})")
            if self.damage >= TO_LOSE:
                self.outcome = "lost"
                self.say(f"ダメージ{TO_LOSE}: 敗北", f"{TO_LOSE} damage: you lose")

    # --- results and views ----------------------------------------------------------------------
    def result(self) -> list | None:
        return None if self.outcome is None else [1.0 if self.outcome == "won" else 0.0]

    def score(self) -> int:
        return len(self.grave)

    def _view(self, player) -> dict:
        return {
            **self.deck_view(),
            "zone": [list(e) for e in self.zone],
            "waiting": list(self.waiting),
            "waiting_counts": counts(self.waiting),
            "grave": list(self.grave),
            "mana": self.mana,
            "damage": self.damage,
            "to_lose": TO_LOSE,
            "to_win": TO_WIN,
            "reset_in": RESET_EVERY - len(self.grave) % RESET_EVERY,
            "turn": self.turn,
            "flipped": self.flipped,
            "outcome": self.outcome,
            "score": self.score(),
        }


@register
class Killzone(Game):
    id = "killzone"
    version = 2
    # The longest of 1,100 measured games took 21 (scripts/game_lengths.py).
    max_actions = 200
    title = text("キルゾーン", "Kill Zone")
    summary = text("ひとりで軍勢を迎え撃つカードゲーム。墓場に9体送れば勝ち。",
                   "Solo: hold off the horde. Send nine enemies to the graveyard to win.")
    min_players = 1
    max_players = 1
    rulings = RULINGS
    rules = RULES
    state_class = KillzoneState

    def stats(self, state) -> dict:
        return {"score": state.score(), "turns": state.turn}
