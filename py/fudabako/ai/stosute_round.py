"""すとすて ver.2: one round as a Bayesian game over both hands, solved by CFR+.

Each player knows its own hand and only guesses the other's, so the round is not a matrix game between two known
hands. Solving it as one (my cards against the cards of one possible hand of theirs, then averaging over their
hands) lets the other answer my exact hand: the equilibrium then hedges against counters the other cannot aim,
and loses to a one-ply greedy player (about 27 % over 200 games). Here each possible hand of each player is an
information set with its own mixed strategy, and the strategies are found together by CFR+ (regret matching
with floored regrets and linearly weighted averages; a fixed number of iterations, so play replays exactly).

The two hands are taken as independent (card removal between them is ignored) except for my real hand, whose
opponents are dealt exactly from my view: this makes a player's value depend on the other's hands only through
the other's total play (each card type, split by the combo bonus it would bring), so an iteration costs a few
hundred operations whatever the number of hands.
"""

from operator import mul

from fudabako.games.stosute.rules import CHAIN_BONUS
from fudabako.games.stosute_proto.power import ACTIONS

LEVELS = range(len(CHAIN_BONUS))  # a combo bonus by its index in CHAIN_BONUS (0, 1, 3, 6 points)


def solve_round(mine: list, theirs: list, payoff, iterations: int) -> tuple:
    """The average CFR+ strategies of both players.

    `mine`, `theirs`: information sets as (probability, ((type, bonus level), ...)): each possible hand by the
    card types it may play and the combo bonus each would bring. `payoff[a][b][cm][ct]`: my value when I play
    type a with bonus level cm and they play b with level ct (theirs is its negative). Returns one
    {type: probability} per information set of each side, in the order given."""
    n, m = len(ACTIONS), len(CHAIN_BONUS)
    sides = (mine, theirs)
    regrets = [[[0.0] * len(s) for _, s in side] for side in sides]
    totals = [[[0.0] * len(s) for _, s in side] for side in sides]
    # each information set's current strategy: computed once after each update, it serves both the other side's
    # total play and the set's own next update
    current = [[_matching(r) for r in side] for side in regrets]
    # rows[side][t * m + own level]: that side's value of each (type, level) of the other, flattened; only the
    # (type, level) pairs some information set of that side can play are ever valued
    rows = ([[payoff[a][b][cm][ct] for b in range(n) for ct in LEVELS] for a in range(n) for cm in LEVELS],
            [[-payoff[a][b][cm][ct] for a in range(n) for cm in LEVELS] for b in range(n) for ct in LEVELS])
    cells = [[[t * m + level for t, level in options] for _, options in side] for side in sides]
    playable = [sorted({k for keys in side for k in keys}) for side in cells]
    for it in range(1, iterations + 1):
        for side in (0, 1):
            other = 1 - side
            play = [0.0] * (n * m)  # the other side's total play now, by (type, bonus level)
            for (p, _), keys, x in zip(sides[other], cells[other], current[other]):
                for k, xk in zip(keys, x):
                    play[k] += p * xk
            value = [0.0] * (n * m)
            for k in playable[side]:
                value[k] = sum(map(mul, rows[side][k], play))
            for keys, r, total, x in zip(cells[side], regrets[side], totals[side], current[side]):
                u = [value[k] for k in keys]
                mean = sum(map(mul, x, u))
                for k in range(len(r)):
                    r[k] = max(0.0, r[k] + u[k] - mean)
                    total[k] += it * x[k]
            current[side] = [_matching(r) for r in regrets[side]]
    return tuple([{ACTIONS[t]: w / sum(total) for (t, _), w in zip(options, total)}
                  for (_, options), total in zip(sets, totals[side])] for side, sets in ((0, mine), (1, theirs)))


def _matching(regret: list) -> list:
    total = sum(regret)
    return [r / total for r in regret] if total > 0 else [1.0 / len(regret)] * len(regret)
