"""サイコロじゃんけん — rules (seed 004 "プロトタイプ:サイコロじゃんけん", rulings DJ-1..DJ-6).

Each round three dice are rolled, one for each hand (DJ-2); both players pick a hand in secret and reveal
together (DJ-3). The winner's hand's die is the damage to the loser (DJ-4); endurance 0 or less loses (DJ-5).
"""

from fudabako.core import Action, Game, Option, register, seat_name, text
from fudabako.core.simultaneous import SimultaneousState

from .texts import RULES, RULINGS

HANDS = ("rock", "scissors", "paper")
HAND_NAMES = {"rock": text("グー", "Rock"), "scissors": text("チョキ", "Scissors"), "paper": text("パー", "Paper")}
BEATS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}


def round_winner(a: str, b: str) -> int | None:
    """0 if hand `a` beats `b`, 1 if `b` beats `a`, None for a tie."""
    if a == b:
        return None
    return 0 if BEATS[a] == b else 1


class DiceJankenState(SimultaneousState):
    def setup(self) -> None:
        start = self.options["endurance"]
        self.endurance = [start, start]
        self.pending = [None, None]
        self.round = 0
        self.last = None  # the previous round as revealed: hands, winner, damage
        # every round as revealed, packed (what a reader learns from): "dice|endurance before|hands",
        # e.g. "346|12,9|rock,paper" (the dice in HANDS order)
        self.history = []
        self.winner = None
        self.new_round()

    def new_round(self) -> None:
        self.round += 1
        self.dice = {hand: self.rng.die() for hand in HANDS}
        d = self.dice
        self.say(
            f"第{self.round}ラウンド: グー{d['rock']} チョキ{d['scissors']} パー{d['paper']}",
            f"Round {self.round}: Rock {d['rock']}, Scissors {d['scissors']}, Paper {d['paper']}",
        )

    def choices(self, player: int) -> list:
        return [
            Action(hand, text(f"{HAND_NAMES[hand]['ja']} ({self.dice[hand]})", f"{HAND_NAMES[hand]['en']} ({self.dice[hand]})"),
                   {"hand": hand, "die": self.dice[hand]})
            for hand in HANDS
        ]

    def resolve(self, chosen: list) -> None:
        a, b = chosen
        names = [seat_name(0), seat_name(1)]
        self.say(
            f"公開: {names[0]['ja']} {HAND_NAMES[a]['ja']} / {names[1]['ja']} {HAND_NAMES[b]['ja']}",
            f"Reveal: {names[0]['en']} {HAND_NAMES[a]['en']}, {names[1]['en']} {HAND_NAMES[b]['en']}",
        )
        winner = round_winner(a, b)
        before = list(self.endurance)
        damage = 0
        if winner is None:
            self.say("あいこ: 何も起きません", "A tie: nothing happens")
        else:
            loser = 1 - winner
            damage = self.dice[chosen[winner]]
            self.endurance[loser] -= damage
            left = max(0, self.endurance[loser])  # DJ-5: 0 or less loses; the log never reads below 0
            self.say(
                f"{names[winner]['ja']}の勝ち: {names[loser]['ja']}に{damage}ダメージ (耐久力 残り{left})",
                f"{names[winner]['en']} wins: {damage} damage to {names[loser]['en']} (endurance {left} left)",
            )
            if self.endurance[loser] <= 0:
                self.winner = winner
                self.say(f"{names[winner]['ja']}の勝利!", f"{names[winner]['en']} wins the game!")
        self.last = {"hands": list(chosen), "winner": winner, "damage": damage, "dice": dict(self.dice)}
        self.history.append("".join(str(self.dice[h]) for h in HANDS) + f"|{before[0]},{before[1]}|{a},{b}")
        if self.winner is None:
            self.new_round()

    def _view(self, player) -> dict:
        return {
            "endurance": list(self.endurance),
            "start_endurance": self.options["endurance"],
            "dice": dict(self.dice),
            "round": self.round,
            "last": self.last,
            "history": list(self.history),
            **self.pending_view(player),
        }


@register
class DiceJanken(Game):
    id = "dice-janken"
    version = 1
    # The longest of 3,400 measured games (random and strong, endurance 12 and 30) took 102 (scripts/game_lengths.py).
    max_actions = 1000
    title = text("サイコロじゃんけん", "Dice Janken")
    summary = text("じゃんけんに勝つと、その手のサイコロの目だけダメージ。",
                   "Win at janken to deal the damage shown on your hand's die.")
    options = (Option("endurance", text("耐久力", "Endurance"), 12, 6, 30, ruling="DJ-1"),)
    rulings = RULINGS
    rules = RULES
    state_class = DiceJankenState

    def stats(self, state) -> dict:
        return {"rounds": state.round, "winner_endurance": state.endurance[state.winner]}
