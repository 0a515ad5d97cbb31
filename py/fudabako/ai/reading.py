"""Calculation and reading at one simultaneous or hidden choice (seed 000's 読みと計算).

A game's AI describes the choice in front of it as a `Decision`: its own candidate actions, the opponent's
possible replies (as labels it will later see revealed), and the value to itself of each pair. Then

- `strong` plays the equilibrium mixed strategy of that matrix game (`equilibrium_choice`): nobody can beat it
  on average at that choice, and it does not try to beat anyone;
- `yomi` also keeps a count of which reply the opponent chose in each situation (`OpponentModel`) and mixes the
  best response to that prediction into the equilibrium (`reading_strategy`). The prediction starts at the
  opponent's equilibrium strategy and moves towards what it was seen to do, so an opponent who plays like the
  equilibrium yields no gain and changes nothing, while a predictable one is punished more the more it is seen.

Where no one way of labelling the opponent's replies is obviously right (a habit may follow the biggest die, or
the best-looking card, or the answer to that), a game gives several *lenses*: each labels the replies in its own
way and counts them under its own situations (keys `lens:situation`), and `best_lens` reads through the one whose
counts have predicted the opponent best so far (the highest marginal likelihood, `evidence`).

The opponent model is plain JSON (`{"counts": {situation: {reply: n}}}`), so the page can keep it in
localStorage per game (the same local player across games) and `simulate` per seat across a series.
"""

from math import lgamma
from typing import NamedTuple

from .matrix import solve

PRIOR = 3.0  # the prediction's prior weight, in observations, on the opponent's equilibrium strategy
CONFIDENCE = 4.0  # observations of a situation at which the best response gets half the weight
MARGIN = 0.02  # least gain (share of the matrix's payoff range) worth deviating from the equilibrium for


class Decision(NamedTuple):
    """One choice as a zero-sum matrix game: payoff[i][j] is my value of actions[i] against replies[j]."""

    actions: list  # my action ids (legal now)
    replies: list  # the opponent's choices, labelled as the opponent model counts them
    payoff: list  # rows: my actions; columns: replies
    situation: str = ""  # the opponent model's key: what the opponent's reply may depend on


def equilibrium(decision: Decision) -> tuple:
    """(my strategy, the opponent's strategy) at equilibrium."""
    _, mine, theirs = solve(decision.payoff)
    return mine, theirs


def equilibrium_choice(decision: Decision, rng) -> str:
    mine, _ = equilibrium(decision)
    return decision.actions[rng.weighted(mine)]


def predicted_replies(decision: Decision, counts: dict, theirs: list) -> list:
    """The opponent's reply distribution: its equilibrium strategy as a prior, updated by the observed counts."""
    seen = [counts.get(reply, 0) for reply in decision.replies]
    total = sum(seen) + PRIOR
    return [(n + PRIOR * p) / total for n, p in zip(seen, theirs)]


def reading_strategy(decision: Decision, counts: dict) -> list:
    """My mixed strategy: the equilibrium, with a share of the best response to the predicted replies that grows
    with the number of observations, taken only when it gains more than MARGIN of the payoff range."""
    mine, theirs = equilibrium(decision)
    q = predicted_replies(decision, counts, theirs)
    values = [sum(a * p for a, p in zip(row, q)) for row in decision.payoff]
    best = max(range(len(values)), key=values.__getitem__)
    baseline = sum(x * v for x, v in zip(mine, values))
    spread = max(map(max, decision.payoff)) - min(map(min, decision.payoff))
    if values[best] - baseline <= MARGIN * spread:
        return mine
    seen = sum(counts.get(reply, 0) for reply in decision.replies)
    weight = seen / (seen + CONFIDENCE)
    return [(1 - weight) * x + (weight if i == best else 0.0) for i, x in enumerate(mine)]


def reading_choice(decision: Decision, rng, model: "OpponentModel") -> str:
    return decision.actions[rng.weighted(reading_strategy(decision, model.counts_for(decision.situation)))]


class OpponentModel:
    """How often the opponent chose each reply in each situation: remembered games plus this game so far."""

    def __init__(self, memory: dict | None = None, observations=()):
        self.counts: dict = {}
        counts = memory.get("counts") if isinstance(memory, dict) else None
        for situation, replies in (counts.items() if isinstance(counts, dict) else ()):
            for reply, n in (replies.items() if isinstance(replies, dict) else ()):
                if isinstance(n, int) and n > 0:  # a damaged memory loses what it cannot vouch for
                    self.add(situation, reply, n)
        for situation, reply in observations:
            self.add(situation, reply)

    def add(self, situation: str, reply: str, n: int = 1) -> None:
        bucket = self.counts.setdefault(str(situation), {})
        bucket[str(reply)] = bucket.get(str(reply), 0) + int(n)

    def counts_for(self, situation: str) -> dict:
        return self.counts.get(situation, {})

    def to_memory(self) -> dict:
        return {"counts": self.counts}


def remember(memory: dict | None, observations) -> dict:
    """The memory after one more finished game whose (situation, reply) observations are given."""
    return OpponentModel(memory, observations).to_memory()


def evidence(counts: dict, replies: int) -> float:
    """How well counts of replies have predicted them, as a log marginal likelihood: each situation's replies under
    a uniform Dirichlet prior over `replies` labels. Comparable between lenses, since each predicts the same choices."""
    total = 0.0
    for bucket in counts.values():
        total += lgamma(replies) - lgamma(replies + sum(bucket.values())) + sum(lgamma(1 + n) for n in bucket.values())
    return total


def best_lens(model: OpponentModel, lenses, replies: int) -> str:
    """The lens (a prefix of the model's situations, `lens:situation`) that has predicted the opponent best; the
    first of `lenses` on a tie, so with nothing seen yet."""
    def score(lens):
        return evidence({s: b for s, b in model.counts.items() if s.startswith(lens + ":")}, replies)
    return max(lenses, key=score)
