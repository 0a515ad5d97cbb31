"""対戦ダイススレイヤー — rules (seed 004 "プロトタイプ:対戦ダイススレイヤー", rulings DS-1..DS-6;
DS-7 and DS-8 are our own, below).

Each player has a field, a stock (at most 3 dice, oldest first) and a grace zone. A die is only its value, so
every zone is a list of values and an action names a value ("take:1:4" = a 4 from player 2's field).

A turn (phase "take"): take one die from either field into your stock (DS-2). Three equal or consecutive stock
dice trigger (DS-3): every die on your own field showing a neighbour value is removed, and the stock empties.
Removing k dice scores k² and attacks (DS-4): with an empty grace zone, k-1 dice are rolled into the opponent's;
otherwise k dice of your own grace zone are removed (phase "offset": chosen one at a time while the choice
matters), and if k covers it all, the rest (k - grace) is rolled into the opponent's. A turn removing nothing
moves your grace zone onto your field (DS-5). Then the end checks of DS-6: 100 points win, else 10 dice on your
field lose.

Decisions of our own (not in the seed or the rulings):
- NEW DICE (DS-7 on the rules page): as written, the dice in play (fields and grace zones) only ever decrease —
  every turn takes one, and an attack sends at most one die fewer than it removed — so the fields would run dry within six turns, long
  before anyone could score 100 or hold 10 dice. So each turn starts by rolling 2 new dice onto the mover's
  field (after the pattern of キルゾーン on the same page, whose turn starts with a new enemy on the field).
  One die a turn would only replace the one taken and the fields would never fill; two make a field grow by one
  a turn unless its owner clears it, the pressure the seed's goal (溢れさせる) describes.
- (DS-8, with the next two) Dice taken from a field are not "removed" (消した): only a trigger removes, scores
  and attacks.
- A trigger that finds no neighbour on your field removes nothing: the stock still empties (DS-3) and, as nothing
  was removed, your grace zone moves onto your field (DS-5).
- When the offset choice does not matter (fewer removed dice than grace dice, but the grace dice left to choose
  from all show one value) it is made for you.
"""

from fudabako.core import Action, Game, State, register, seat_name, text
from fudabako.core.protocol import copy_data

from .texts import RULES, RULINGS

STOCK_SIZE = 3
START_DICE = 3
NEW_DICE = 2
WIN_POINTS = 100
LOSING_FIELD = 10


def neighbours(stock: list) -> list:
    """DS-3: the values a full stock removes from its owner's field, or [] if it does not trigger.
    222 → 1, 3; 345 in any order → 2, 6; no wrap-around, so 111 → 2 only and 456 → 3 only."""
    if len(stock) < STOCK_SIZE:
        return []
    s = sorted(stock)
    if s[0] == s[2]:
        return [v for v in (s[0] - 1, s[0] + 1) if 1 <= v <= 6]
    if s == [s[0], s[0] + 1, s[0] + 2]:
        return [v for v in (s[0] - 1, s[0] + 3) if 1 <= v <= 6]
    return []


def dice_text(values: list) -> str:
    return " ".join(str(v) for v in values) or "—"


def distinct(values: list) -> list:
    return sorted(set(values))


def dice_en(n: int) -> str:
    """"1 die", "3 dice": the log's English counts."""
    return f"{n} {'die' if n == 1 else 'dice'}"


class DiceSlayerState(State):
    def setup(self) -> None:
        self.field = [[], []]
        self.stock = [[], []]
        self.grace = [[], []]
        self.score = [0, 0]
        self.current = 0
        self.phase = "take"
        self.offset_left = 0  # grace dice still to choose in phase "offset"
        self.turn = 1
        self.last = None  # what the previous step did, for the table
        self.arrived = []  # the dice that entered the mover's field at the start of this turn
        self.winner = None
        self.deal_start()

    def deal_start(self) -> None:
        """DS-1: both roll 3 dice, rerolling until the totals differ; the higher total moves first."""
        while True:
            rolls = [self.roll(START_DICE), self.roll(START_DICE)]
            totals = [sum(r) for r in rolls]
            self.say(f"開始の振り: {dice_text(rolls[0])} (計{totals[0]}) / {dice_text(rolls[1])} (計{totals[1]})",
                     f"Opening roll: {dice_text(rolls[0])} ({totals[0]}) / {dice_text(rolls[1])} ({totals[1]})")
            if totals[0] != totals[1]:
                break
            self.say("同じ合計なので振り直し", "Equal totals: roll again")
        self.field = rolls
        self.current = 0 if totals[0] > totals[1] else 1
        name = seat_name(self.current)
        self.say(f"{name['ja']}が先手。振ったダイスがそれぞれの場になります",
                 f"{name['en']} moves first. The dice rolled form each player's field")
        self.last = {"kind": "start", "rolls": [list(r) for r in rolls]}
        self.new_die()

    def roll(self, n: int) -> list:
        return [self.rng.die() for _ in range(n)]

    # --- whose move, what they may do -------------------------------------------------------------------
    def to_move(self) -> list:
        return [] if self.winner is not None else [self.current]

    def legal_actions(self, player: int) -> list:
        if player not in self.to_move():
            return []
        if self.phase == "offset":
            return [Action(f"offset:{v}", text(f"猶予ゾーンの{v}を相殺", f"Offset the {v} in my grace zone"),
                           {"value": v}) for v in distinct(self.grace[player])]
        actions = []
        for owner in (player, 1 - player):
            whose = text("自分", "my") if owner == player else text("相手", "the opponent's")
            for v in distinct(self.field[owner]):
                actions.append(Action(f"take:{owner}:{v}",
                                      text(f"{whose['ja']}の場の{v}を取る", f"Take a {v} from {whose['en']} field"),
                                      {"owner": owner, "value": v}))
        return actions

    def _apply(self, player: int, action_id: str) -> None:
        kind, *args = action_id.split(":")
        if kind == "offset":
            self.offset(player, int(args[0]))
        else:
            self.take(player, int(args[0]), int(args[1]))

    # --- a turn ----------------------------------------------------------------------------------------
    def take(self, player: int, owner: int, value: int) -> None:
        """DS-2: the die goes to the stock; a 4th pushes the oldest out of the game. Then DS-3 and on."""
        name = seat_name(player)
        self.field[owner].remove(value)
        stock = self.stock[player]
        stock.append(value)
        dropped = stock.pop(0) if len(stock) > STOCK_SIZE else None
        self.last = {"kind": "turn", "player": player, "owner": owner, "value": value, "dropped": dropped,
                     "trigger": None, "removed": [], "points": 0, "offset": [], "sent": [], "moved": []}
        whose = text("自分", "their own") if owner == player else text("相手", "the opponent's")
        ja = f"{name['ja']}: {whose['ja']}の場から{value}を取る"
        en = f"{name['en']} takes a {value} from {whose['en']} field"
        if dropped is not None:
            ja += f"(古い{dropped}はゲームから除外)"
            en += f" (the oldest, a {dropped}, leaves the game)"
        self.say(ja + f" ストック {dice_text(stock)}", en + f"; stock {dice_text(stock)}")
        targets = neighbours(stock)  # never empty when the stock triggers: 111 → 2, 123 → 4
        if not targets:
            self.no_removal(player)
            return
        field = self.field[player]
        removed = [v for v in field if v in targets]
        self.field[player] = [v for v in field if v not in targets]
        self.stock[player] = []
        self.last.update(trigger=list(stock), removed=removed)
        aim = "・".join(map(str, targets))
        if not removed:
            self.say(f"発動 {dice_text(stock)}: 自分の場に{aim}がなく、何も消えません (ストックは空に)",
                     f"Trigger {dice_text(stock)}: no {' or '.join(map(str, targets))} on their own field, nothing "
                     "is removed (the stock empties)")
            self.no_removal(player)
            return
        k = len(removed)
        self.score[player] += k * k
        self.last["points"] = k * k
        self.say(f"発動 {dice_text(stock)}: 自分の場の{aim}を{k}個消して {k}²={k * k}点 (計{self.score[player]}点)",
                 f"Trigger {dice_text(stock)}: removes {dice_en(k)} showing {' or '.join(map(str, targets))} from "
                 f"their own field, {k}² = {k * k} point{'' if k == 1 else 's'} (total {self.score[player]})")
        self.attack(player, k)

    def attack(self, player: int, k: int) -> None:
        """DS-4: an empty grace zone sends k-1 dice; otherwise k dice of it are offset, and any excess is sent."""
        grace = self.grace[player]
        if not grace:
            self.send(player, k - 1)
        elif k >= len(grace):
            self.last["offset"] = list(grace)
            self.say(f"相殺: 猶予ゾーンの {dice_text(grace)} をすべて取り除く",
                     f"Offset: the whole grace zone ({dice_text(grace)}) is removed")
            self.grace[player] = []
            self.send(player, k - len(grace))
        else:
            self.phase, self.offset_left = "offset", k
            self.settle_offset(player)
            return
        self.end_turn(player)

    def offset(self, player: int, value: int) -> None:
        """DS-4: one chosen die of the grace zone is removed."""
        self.grace[player].remove(value)
        self.last["offset"].append(value)
        self.offset_left -= 1
        self.say(f"相殺: 猶予ゾーンの{value}を取り除く", f"Offset: a {value} leaves the grace zone")
        self.settle_offset(player)

    def settle_offset(self, player: int) -> None:
        """Offsets that need no choice (every grace die left shows one value) are made at once; then the turn ends."""
        if self.offset_left and len(distinct(self.grace[player])) == 1:
            self.offset(player, self.grace[player][0])
        elif not self.offset_left:
            self.phase = "take"
            self.end_turn(player)

    def send(self, player: int, n: int) -> None:
        if n <= 0:
            return
        sent = self.roll(n)
        self.grace[1 - player].extend(sent)
        self.last["sent"] = sent
        other = seat_name(1 - player)
        self.say(f"攻撃: {n}個振って {dice_text(sent)} を{other['ja']}の猶予ゾーンへ",
                 f"Attack: {dice_en(n)} rolled, {dice_text(sent)}, into {other['en']}'s grace zone")
        self.reveal()

    def no_removal(self, player: int) -> None:
        """DS-5: a turn that removes nothing brings the grace zone onto the field."""
        grace = self.grace[player]
        if grace:
            self.field[player].extend(grace)
            self.last["moved"] = list(grace)
            self.say(f"何も消せなかったので猶予ゾーンの {dice_text(grace)} が場へ (場 {len(self.field[player])}個)",
                     f"Nothing removed: the grace zone ({dice_text(grace)}) moves onto the field "
                     f"({dice_en(len(self.field[player]))})")
            self.grace[player] = []
        self.end_turn(player)

    def end_turn(self, player: int) -> None:
        """DS-6: at the end of one's own turn, 100+ points win; else 10+ dice on one's field lose."""
        name = seat_name(player)
        if self.score[player] >= WIN_POINTS:
            self.winner = player
            self.say(f"{name['ja']}が{self.score[player]}点で勝利!", f"{name['en']} wins with {self.score[player]} points!")
        elif len(self.field[player]) >= LOSING_FIELD:
            self.winner = 1 - player
            self.say(f"{name['ja']}の場が{len(self.field[player])}個であふれ、{seat_name(1 - player)['ja']}の勝利!",
                     f"{name['en']}'s field overflows with {len(self.field[player])} dice: "
                     f"{seat_name(1 - player)['en']} wins!")
        if self.winner is not None:
            self.phase = "over"
            return
        self.current = 1 - player
        self.turn += 1
        self.new_die()

    def new_die(self) -> None:
        """Our ruling NEW DICE (module docstring): a turn starts with 2 dice rolled onto the mover's field."""
        self.arrived = self.roll(NEW_DICE)
        self.field[self.current].extend(self.arrived)
        name, dice, n = seat_name(self.current), dice_text(self.arrived), len(self.field[self.current])
        self.say(f"{name['ja']}の手番: 新しいダイス {dice} が場へ (場 {n}個)",
                 f"{name['en']}'s turn: new dice {dice} enter the field ({dice_en(n)})")
        self.reveal()

    # --- what each player sees (everything is public) ----------------------------------------------------
    def _view(self, player) -> dict:
        return {
            "field": [list(f) for f in self.field],
            "stock": [list(s) for s in self.stock],
            "grace": [list(g) for g in self.grace],
            "score": list(self.score),
            "current": self.current,
            "phase": self.phase,
            "offset_left": self.offset_left,
            "turn": self.turn,
            "arrived": list(self.arrived),
            "last": copy_data(self.last),
            "limits": {"stock": STOCK_SIZE, "win": WIN_POINTS, "lose": LOSING_FIELD},
        }


@register
class DiceSlayer(Game):
    id = "dice-slayer"
    version = 1
    # The longest of 1,400 measured games took 41 (scripts/game_lengths.py).
    max_actions = 400
    title = text("対戦ダイススレイヤー", "Dice Slayer Duel")
    summary = text("場のダイスを取ってそろえ、自分の場を消して得点と攻撃。相手の場をあふれさせるか100点で勝ち。",
                   "Take dice to make sets, clear your field to score and attack. Overflow your rival or reach 100.")
    rulings = RULINGS
    rules = RULES
    state_class = DiceSlayerState

    def stats(self, state) -> dict:
        return {"turns": state.turn, "winner_points": state.score[state.winner]}
