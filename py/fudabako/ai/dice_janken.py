"""サイコロじゃんけん, solved exactly (DJ-6): the `strong` level plays the Nash equilibrium of the whole game.

`win_chance(a, b)` is the probability that a player with endurance `a` beats one with endurance `b` under optimal
play, before the round's dice are rolled. Each round is a 3×3 zero-sum game whose payoffs are the win chances of
the positions it leads to; a tie (same hand) leads back to the same position with new dice, so `win_chance(a, b)`
is the fixed point w = E_dice[value of the round game with w on the diagonal], found by Newton's method (the value
is piecewise linear in w, so Newton lands exactly). A position's value does not depend on the starting endurance,
so one table serves every option: the values of every position up to the option's most (30) are shipped in
`dice_janken_values` (solving those of a game at endurance 12 delayed the computer's first move by a second or
more in the browser); `python -m fudabako.ai.dice_janken` solves them all again and rewrites that file. Any
other position is solved when first needed and memoised.

`yomi` plays the same rounds and reads the opponent (`reading`): it counts the opponent's revealed hands through
several lenses — by the size of the hand's own die, by that die less the die of the hand that beats it, by the
hand itself — each split by whether the opponent was within a roll of losing and of winning, reads through the lens
that has predicted it best, and mixes the best response to that prediction into the equilibrium. Against the
equilibrium it gives nothing away in expectation; against a habit it wins most games.

Measured (`strength --game dice-janken --games 2000 --seed 1`, the level's wins in seat 1 / seat 2): yomi against
random 82.5 / 81.8%, h:big 100 / 100%, h:greedy 100 / 100%, h:human 92.5 / 91.6%; strong, which wins exactly half
against anyone in expectation (the game is symmetric and the equilibrium exact), 50.7 / 48.7%, 50.7 / 49.4%,
49.5 / 49.3%, 48.9 / 48.8% (each 95% interval holds 50%).
"""

from itertools import product
from pathlib import Path

from fudabako.games.dice_janken.rules import BEATS, HANDS

from .dice_janken_values import WIN_CHANCE
from .matrix import solve
from .random_player import random_choice
from .reading import Decision, OpponentModel, best_lens, reading_choice

_values: dict = {(a + 1, b + 1): w for a, row in enumerate(WIN_CHANCE) for b, w in enumerate(row)}


def _dice_classes():
    """Every roll of the three dice up to rotation (rotating hands and dice together is a symmetry of the round),
    with its number of rolls out of 216."""
    classes = {}
    for dice in product(range(1, 7), repeat=3):
        canonical = min(dice[k:] + dice[:k] for k in range(3))
        classes[canonical] = classes.get(canonical, 0) + 1
    return list(classes.items())


DICE_CLASSES = _dice_classes()


def win_chance(a: int, b: int) -> float:
    if a <= 0:
        return 0.0
    if b <= 0:
        return 1.0
    if (a, b) not in _values:
        _values[(a, b)] = _solve_position(a, b)
    return _values[(a, b)]


def round_matrix(a: int, b: int, dice, tie: float) -> list:
    """Payoffs (my win chance) of my hand (rows) against theirs (columns), hands in HANDS order, where hand k
    beats hand k+1 with die dice[k]; `tie` is the value of the same position after a tie."""
    m = [[tie] * 3 for _ in range(3)]
    for k in range(3):
        beaten = (k + 1) % 3
        m[k][beaten] = win_chance(a, b - dice[k])
        m[beaten][k] = win_chance(a - dice[k], b)
    return m


def round_value(a: int, b: int, w: float) -> tuple:
    """(value, slope in w) of the round at (a, b) over the dice, if a tie is worth `w`: the position's win chance is
    the `w` where the two agree."""
    value = slope = 0.0
    for dice, count in DICE_CLASSES:
        v, x, y = solve(round_matrix(a, b, dice, w))
        value += count * v
        slope += count * sum(x[k] * y[k] for k in range(3))
    return value / 216, slope / 216


def _solve_position(a: int, b: int) -> float:
    w = 0.5
    for _ in range(60):
        value, slope = round_value(a, b, w)
        if abs(value - w) < 1e-14:
            return value
        w = w - (value - w) / (slope - 1.0)
    return w


def strategy(a: int, b: int, dice) -> list:
    """The equilibrium probabilities of my hands (HANDS order) with endurance `a` against `b` and these dice."""
    _, x, _ = solve(round_matrix(a, b, tuple(dice), win_chance(a, b)))
    return x


def strong_choice(view: dict, rng, memory=None) -> str:
    me = view["viewer"]
    a, b = view["endurance"][me], view["endurance"][1 - me]
    x = strategy(a, b, [view["dice"][h] for h in HANDS])
    return HANDS[rng.weighted(x)]


def best_response_chance(endurance: int) -> float:
    """The exact winning chance of a best response against `strong` from the start (both at `endurance`).
    The best responder faces `strategy` in every position and maximises; ties loop, so each position is the
    least fixed point of its round, found by value iteration from 0 (never-ending play is not a win)."""
    br: dict = {}

    def value(a, b):  # a: best responder's endurance, b: strong's
        if a <= 0:
            return 0.0
        if b <= 0:
            return 1.0
        if (a, b) in br:
            return br[(a, b)]
        rounds = []
        for dice in product(range(1, 7), repeat=3):
            sigma = strategy(b, a, dice)  # strong's hand probabilities
            options = []
            for j in range(3):  # my hand j against strong's hand i
                fixed = 0.0
                for i in range(3):
                    if i == (j + 1) % 3:
                        fixed += sigma[i] * value(a, b - dice[j])
                    elif j == (i + 1) % 3:
                        fixed += sigma[i] * value(a - dice[i], b)
                options.append((sigma[j], fixed))
            rounds.append(options)
        w = 0.0
        for _ in range(10_000):
            new = sum(max(s * w + f for s, f in options) for options in rounds) / 216
            if abs(new - w) < 1e-15:
                break
            w = new
        br[(a, b)] = w
        return w

    return value(endurance, endurance)


# --- reading -----------------------------------------------------------------------------------------------
BEATEN_BY = {loser: winner for winner, loser in BEATS.items()}


def _ranks(key) -> dict:
    return {h: str(k) for k, h in enumerate(sorted(HANDS, key=key))}


LENSES = {  # lens → (dice → {hand: label}); the first is the reader's guess before it has seen anything
    "die": lambda dice: _ranks(lambda h: (-dice[h], HANDS.index(h))),
    "net": lambda dice: _ranks(lambda h: (dice[BEATEN_BY[h]] - dice[h], -dice[h], HANDS.index(h))),
    "hand": lambda dice: {h: h for h in HANDS},
}


def read_key(lens: str, dice: dict, theirs: int, mine: int) -> str:
    """The situation of the opponent (endurance `theirs`, against my `mine`) as a lens counts it: whether a die
    could finish it, and whether a die could finish me."""
    return f"{lens}:{int(max(dice.values()) >= theirs)}{int(max(dice.values()) >= mine)}"


def observations(view: dict) -> list:
    """The opponent's revealed hands this game, once through each lens: (situation, label) pairs."""
    me = view["viewer"]
    seen = []
    for entry in view["history"]:
        rolled, endurance, hands = entry.split("|")
        dice = dict(zip(HANDS, map(int, rolled)))
        endurance, hands = list(map(int, endurance.split(","))), hands.split(",")
        for lens, labels in LENSES.items():
            seen.append((read_key(lens, dice, endurance[1 - me], endurance[me]), labels(dice)[hands[1 - me]]))
    return seen


def yomi_choice(view: dict, rng, memory=None) -> str:
    me = view["viewer"]
    a, b = view["endurance"][me], view["endurance"][1 - me]
    dice = view["dice"]
    model = OpponentModel(memory, observations(view))
    lens = best_lens(model, LENSES, len(HANDS))
    labels = LENSES[lens](dice)
    decision = Decision(list(HANDS), [labels[h] for h in HANDS],
                        round_matrix(a, b, tuple(dice[h] for h in HANDS), win_chance(a, b)), read_key(lens, dice, b, a))
    return reading_choice(decision, rng, model)


PLAYERS = {"random": random_choice, "strong": strong_choice, "yomi": yomi_choice}


def write_values(path: Path, most: int = 30) -> None:
    """Solves every position up to `most` a side from nothing and writes them as `dice_janken_values`."""
    _values.clear()
    rows = ",\n".join("    (" + ", ".join(repr(win_chance(a, b)) for b in range(1, most + 1)) + ",)"
                       for a in range(1, most + 1))
    path.write_text(f'''"""サイコロじゃんけん: the exact win chance of every position up to endurance {most} a side (the option's most),
WIN_CHANCE[a - 1][b - 1] for endurance a against b. Written by `python -m fudabako.ai.dice_janken`; do not edit."""

WIN_CHANCE = (
{rows},
)
''', encoding="utf-8")


if __name__ == "__main__":
    write_values(Path(__file__).with_name("dice_janken_values.py"))
