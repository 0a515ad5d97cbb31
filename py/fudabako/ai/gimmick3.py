"""ギミック倉庫3, solved exactly (GM-3): the hint and the `auto` player.

A position between rounds is (the taken dice, the hits); only how many of each face were taken matters, and a face
taken three times has already won, so a position is a tuple of six counts 0-2 plus 0-2 hits (891 states).
`win_chance(counts, hits)` is the chance of winning from there with best play, before the round's plates are rolled:
the average over the 6 x 36 plate rolls of the better of

    attack = P(2 dice reach the target) * V(counts + small die) + P(they miss) * V(hits + 1)
    defend = P(3 dice reach the target) * V(counts)           + P(they miss) * V(hits + 1).

A held defence leads back to the same position, so V is the fixed point of V = E[max(attack, defend(V))]. Policy
iteration finds it exactly: fix which rolls are defended, solve the one linear equation for V, re-choose, until V no
longer rises (a changed choice is strictly better at the current V, so V rises until no choice changes; there are
finitely many choices, so it stops). Every other value it needs has more dice or more hits, so the recursion ends.

`Solver(Fraction)` gives exact rationals (tests, the CLI's optimal figure); `Solver(float)` the same numbers to
rounding, fast enough for the browser's hint. Ties between attack and defend go to attack (it makes progress).
"""

from fractions import Fraction

from fudabako.games.gimmick3.rules import CHOICES, HITS_TO_LOSE, success_rolls, sum_counts, winning_combo

from .random_player import random_choice

TWO_DICE = sum_counts(2)  # plate rolls: the small die (1/6 each) and the large plate's total (TWO_DICE[t] / 36)
TARGETS = range(2, 13)


def counts_of(taken) -> tuple:
    return tuple(min(list(taken).count(face), 3) for face in range(1, 7))


def has_set(counts) -> bool:
    return winning_combo([face for face in range(1, 7) for _ in range(counts[face - 1])]) is not None


def add(counts, face) -> tuple:
    return counts[:face - 1] + (counts[face - 1] + 1,) + counts[face:]


class Solver:
    def __init__(self, number=Fraction):
        self.zero, self.one = number(0), number(1)
        self.success = {choice: {t: number(success_rolls(dice, t)) / 6 ** dice for t in TARGETS}
                        for choice, dice in CHOICES.items()}
        self.weight = {t: number(TWO_DICE[t]) / 216 for t in TARGETS}  # of each (small die, target) pair
        self.values = {}

    def win_chance(self, counts, hits):
        """The chance to win from (counts, hits) with best play, before the plates are rolled."""
        if hits >= HITS_TO_LOSE:
            return self.zero
        if has_set(counts):
            return self.one
        key = (counts, hits)
        if key not in self.values:
            self.values[key] = self._solve(counts, hits)
        return self.values[key]

    def _solve(self, counts, hits):
        hurt = self.win_chance(counts, hits + 1)
        rolls = []  # (weight, attack value, defend's success chance) for each plate roll
        for small in range(1, 7):
            took = self.win_chance(add(counts, small), hits)
            for t in TARGETS:
                p = self.success["attack"][t]
                rolls.append((self.weight[t], p * took + (1 - p) * hurt, self.success["defend"][t]))
        value = None
        while True:
            defended = [value is not None and q * value + (1 - q) * hurt > a for _, a, q in rolls]
            fixed = sum(w * ((1 - q) * hurt if d else a) for (w, a, q), d in zip(rolls, defended))
            loop = sum(w * q for (w, _, q), d in zip(rolls, defended) if d)
            new = fixed / (1 - loop)
            if value is not None and new <= value:  # no better choice left (with floats: none beyond rounding)
                return value
            value = new

    def choice_values(self, taken, hits, small, target) -> dict:
        """Each choice's chance to win in the position the player sees (plates rolled), with best play after."""
        counts = counts_of(taken)
        hurt = self.win_chance(counts, hits + 1)
        after = {"attack": self.win_chance(add(counts, small), hits), "defend": self.win_chance(counts, hits)}
        return {c: self.success[c][target] * after[c] + (1 - self.success[c][target]) * hurt for c in CHOICES}

    def start_chance(self):
        """The chance to win a new game with best play: the average over the opening roll, exactly."""
        return self.win_chance((0,) * 6, 0)


EXACT = Solver(Fraction)
FAST = Solver(float)


def hint(view: dict, solver: Solver = FAST) -> dict:
    """{choice: chance to win} for the position in `view` (GM-3's hint)."""
    return solver.choice_values(view["taken"], view["hits"], view["small"], view["target"])


def best_choice(values: dict) -> str:
    """The choice with the higher chance; attack on a tie."""
    return "defend" if values["defend"] > values["attack"] else "attack"


def auto_choice(view: dict, rng=None, memory=None) -> str:
    """The `auto` player follows the hint."""
    return best_choice(hint(view))


PLAYERS = {"auto": auto_choice, "random": random_choice}
