"""キルゾーン プロトタイプ2 — rules (seed 004 "キルゾーン プロトタイプ2", rulings KN-1..KN-6).

Zones: the deck, the field (enemies as `[number, damage, bound]`, see `killzone.enemies`), the kill zone and the
discard pile (numbers). The character ニンジャスレイヤー has 耐久力 (life) and カラテ; its base values and
techniques grow with XP (`character`). A turn: an enemy turns up on the field (KN-5), the player acts until an
action that ends the turn (KN-2), then loses 1 life if two or more unbound enemies are on the field. A wave ends
when the kill zone holds wave + 1 enemies (KN-4); the game ends at 0 life and the XP is the score (KN-6).

Decisions of our own (not in the seed or the rulings):
- A wave's end also ends the turn (the field is empty; the next turn starts the next wave by turning up a card), so
  no damage check follows it.
- タツマキケン is not offered at 1 life: paying the life would end the game before the strike lands.
- カイシャク's target falls first; if that completes the wave, the field goes to the discard pile anyway, so the
  secondary damage has nobody left to hit (either order ends the same).
- An enemy leaving the field loses its damage and its binding (KN-3).
"""

from fudabako.core import Action, Game, register, text

from ..killzone.enemies import EnemyDeckState, counts, hit, left
from .texts import RULES, RULINGS

BASE_LIFE = 3
BASE_KARATE = 1
INTERVIEW_DAMAGE = 3
# KN-4: what each XP threshold gives, in order.
THRESHOLDS = ((3, "karate"), (9, "life"), (20, "interview"), (40, "life"), (72, "tatsumaki"), (128, "karate"),
              (200, "life"))
GAINS = {
    "karate": text("血中カラテ濃度+1", "Karate +1"),
    "life": text("耐久力+1", "Endurance +1"),
    "interview": text("インタビュー習得", "learnt Interview"),
    "tatsumaki": text("タツマキケン習得", "learnt Tatsumaki-ken"),
}
ACTION_NAMES = {
    "attack": text("攻撃", "Attack"),
    "chado": text("チャドー呼吸", "Chado breathing"),
    "hook": text("フックロープ", "Hook rope"),
    "kaishaku": text("カイシャク", "Kaishaku"),
    "interview": text("インタビュー", "Interview"),
    "tatsumaki": text("タツマキケン", "Tatsumaki-ken"),
}
KEEPS_TURN = ("interview", "tatsumaki")  # KN-2: these do not end the turn


def character(xp: int) -> dict:
    """ニンジャスレイヤー's values at `xp` (KN-1, KN-4): base life, base カラテ and the techniques learnt."""
    life, karate, techniques = BASE_LIFE, BASE_KARATE, []
    for threshold, gain in THRESHOLDS:
        if xp >= threshold:
            if gain == "life":
                life += 1
            elif gain == "karate":
                karate += 1
            else:
                techniques.append(gain)
    return {"life": life, "karate": karate, "techniques": techniques}


class KillzoneNinjaState(EnemyDeckState):
    def setup(self) -> None:
        self.new_deck()
        self.field = []
        self.kill = []
        self.discard = []
        self.xp = 0
        self.wave = 1
        base = character(0)
        self.life = base["life"]
        self.karate = base["karate"]
        self.turn = 0
        self.flipped = None
        self.last_wave = None  # the last wave cleared: {"wave", "xp" gained, "learnt": [gain, ...]}
        self.over = False
        self.start_turn()

    # --- flow -------------------------------------------------------------------------------------
    def start_turn(self) -> None:
        self.turn += 1
        self.flipped = self.flip(self.discard)
        if self.flipped is None:  # KN-5
            self.say(f"ターン{self.turn}: 山札も捨て札もなし、耐久力-1", f"Turn {self.turn}: no deck, no discards: endurance -1")
            self.lose_life()
        else:
            self.field.append([self.flipped, 0, 0])
            self.say(f"ターン{self.turn}: 敵{self.flipped}が現れた", f"Turn {self.turn}: enemy {self.flipped} appears")

    def lose_life(self) -> None:
        self.life -= 1
        if self.life <= 0:
            self.over = True
            self.say(f"耐久力0: ゲームオーバー (得点 {self.xp})", f"Endurance 0: game over (score {self.xp})")

    def to_move(self) -> list:
        return [] if self.over else [0]

    def techniques(self) -> list:
        return character(self.xp)["techniques"]

    def legal_actions(self, player: int) -> list:
        if self.over or player != 0:
            return []
        enemies = range(len(self.field))
        actions = [self._target("attack", i) for i in enemies]
        actions.append(Action("chado", text("チャドー呼吸 (カラテ+1)", "Chado breathing (karate +1)"), {"kind": "chado"}))
        if self.karate >= 1:
            actions += [self._target("hook", i) for i in enemies if not self.field[i][2]]
            actions += [self._target("kaishaku", i) for i in enemies]
            learnt = self.techniques()
            if "interview" in learnt:
                actions += [self._target("interview", i) for i in enemies if self.field[i][2]]
            if "tatsumaki" in learnt and self.life >= 2:
                actions += [self._target("tatsumaki", i) for i in enemies]
        return actions

    def _target(self, kind: str, i: int) -> Action:
        number, damage, bound = self.field[i]
        name = ACTION_NAMES[kind]
        tie = text(" 拘束中", " bound") if bound else text("", "")
        return Action(f"{kind}:{i}", text(f"{name['ja']}: 敵{number} (残りHP{number - damage}{tie['ja']})",
                                          f"{name['en']}: enemy {number} ({number - damage} HP left{tie['en']})"),
                      {"kind": kind, "target": i})

    def _apply(self, player: int, action_id: str) -> None:
        if self.resolve(action_id) and not self.over:
            self.start_turn()

    def resolve(self, action_id: str) -> bool:
        """The action, and the damage check if it ends the turn: all but the next flip (the AI searches from here).
        True if the turn is over."""
        kind, _, target = action_id.partition(":")
        wave = self.wave
        if kind == "chado":
            self.karate += 1
            self.say(f"チャドー呼吸: カラテ{self.karate}", f"Chado breathing: karate {self.karate}")
        else:
            self.technique(kind, int(target))
        if self.over or self.wave != wave:
            return True
        if kind in KEEPS_TURN:
            return False
        self.check_damage()
        return True

    def technique(self, kind: str, i: int) -> None:
        enemy = self.field[i]
        name = ACTION_NAMES[kind]
        if kind != "attack":
            self.karate -= 1
        if kind == "hook":
            enemy[2] = 1
            self.say(f"{name['ja']}: 敵{enemy[0]}を拘束 (カラテ{self.karate})",
                     f"{name['en']}: enemy {enemy[0]} is bound (karate {self.karate})")
            return
        if kind == "tatsumaki":
            self.life -= 1
        amount = INTERVIEW_DAMAGE if kind == "interview" else 1
        self.say(f"{name['ja']}: 敵{enemy[0]}にダメージ{amount} (カラテ{self.karate}、耐久力{self.life})",
                 f"{name['en']}: {amount} damage to enemy {enemy[0]} (karate {self.karate}, endurance {self.life})")
        if hit(enemy, amount):
            self.fell(i)
            if kind == "kaishaku":
                self.aftershock()

    def aftershock(self) -> None:
        """KN-3: カイシャク's finishing blow deals 1 damage to every enemy on the field; those it fells are discarded."""
        if not self.field:
            return
        felled = [e[0] for e in self.field if hit(e)]
        self.field = [e for e in self.field if left(e) > 0]
        self.discard += felled
        names = ", ".join(str(n) for n in felled)
        self.say("とどめ! 場の敵すべてにダメージ1" + (f"、敵{names}は捨て札へ" if felled else ""),
                 "Finishing blow! 1 damage to every enemy on the field"
                 + (f"; {'enemy' if len(felled) == 1 else 'enemies'} {names} discarded" if felled else ""))

    def fell(self, i: int) -> None:
        number = self.field.pop(i)[0]
        self.kill.append(number)
        self.say(f"敵{number}を倒した (キルゾーン{len(self.kill)}/{self.wave + 1})",
                 f"Enemy {number} falls (kill zone {len(self.kill)}/{self.wave + 1})")
        if len(self.kill) == self.wave + 1:
            self.end_wave()

    def end_wave(self) -> None:
        """KN-4: XP from the kill zone, new thresholds, everything to the discard pile, life and カラテ restored."""
        gained = sum(self.kill)
        before, self.xp = self.xp, self.xp + gained
        learnt = [gain for threshold, gain in THRESHOLDS if before < threshold <= self.xp]
        self.say(f"ウェーブ{self.wave}クリア: 経験値+{gained} (計{self.xp})",
                 f"Wave {self.wave} cleared: XP +{gained} (total {self.xp})")
        for gain in learnt:
            self.say(f"新たな力: {GAINS[gain]['ja']}", f"New power: {GAINS[gain]['en']}")
        self.last_wave = {"wave": self.wave, "xp": gained, "learnt": learnt}
        self.discard += [e[0] for e in self.field] + self.kill
        self.field, self.kill = [], []
        base = character(self.xp)
        self.life, self.karate = base["life"], base["karate"]
        self.wave += 1

    def check_damage(self) -> None:
        unbound = sum(1 for e in self.field if not e[2])
        if unbound >= 2:
            self.say(f"拘束されていない敵が{unbound}体: 耐久力-1", f"{unbound} unbound enemies: endurance -1")
            self.lose_life()

    # --- results and views ----------------------------------------------------------------------
    def result(self) -> list | None:
        """A score attack: the game always ends in a game over, scored by the XP (KN-6)."""
        return [0.0] if self.over else None

    def score(self) -> int:
        return self.xp

    def _view(self, player) -> dict:
        base = character(self.xp)
        return {
            **self.deck_view(),
            "field": [list(e) for e in self.field],
            "kill": list(self.kill),
            "discard": list(self.discard),
            "discard_counts": counts(self.discard),
            "life": self.life,
            "karate": self.karate,
            "base": base,
            "xp": self.xp,
            "thresholds": [[t, gain] for t, gain in THRESHOLDS],
            "wave": self.wave,
            "needed": self.wave + 1,
            "turn": self.turn,
            "flipped": self.flipped,
            "last_wave": self.last_wave,
            "over": self.over,
            "score": self.score(),
            "score_attack": True,  # KN-6: never won, only scored (the high-score table shows no win or loss)
        }


@register
class KillzoneNinja(Game):
    id = "killzone-ninja"
    version = 2
    # The longest of 1,100 measured games took 80 (scripts/game_lengths.py).
    max_actions = 800
    title = text("キルゾーン プロトタイプ2", "Kill Zone: Ninja")
    summary = text("ひとり用。押し寄せる敵をカラテで倒し続け、経験値を稼ぐ。",
                   "Solo: fell wave after wave of enemies with karate and earn as much XP as you can.")
    min_players = 1
    max_players = 1
    rulings = RULINGS
    rules = RULES
    state_class = KillzoneNinjaState

    def stats(self, state) -> dict:
        return {"score": state.score(), "waves": state.wave - 1, "turns": state.turn}
