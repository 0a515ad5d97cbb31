"""Where chance comes from: a small seeded generator (`Rng`), fresh entropy (`Entropy`), and `Chance`, which
records every outcome a game draws so that the record of a game holds what has happened and nothing of what will
(after OpenSpiel's chance player; see `fudabako.core.record`).

Every source draws through `below(n)`; `Draws` builds dice, choices and shuffles on it, so a game asks any source
the same way. Why not `random.Random` for the seeded one: its state is 625 integers (heavy in every clone), and a
single integer keeps `State.to_json()` small and replays obviously exact on CPython and Pyodide alike. The
algorithm is SplitMix64, which passes the usual statistical batteries and is trivially portable.
"""

import secrets

from .errors import RecordError

_MASK = (1 << 64) - 1


class Draws:
    """Dice, choices and shuffles built on `below(n)`, a uniform integer in [0, n)."""

    __slots__ = ()

    def below(self, n: int) -> int:
        raise NotImplementedError

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


class Rng(Draws):
    """The seeded generator: simulations, tests, the computer players' own mixing and search."""

    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A uniform float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) / (1 << 53)

    def weighted(self, weights) -> int:
        """An index drawn with probability proportional to `weights` (non-negative, not all zero)."""
        total = sum(weights)
        x = self.random() * total
        last = 0
        for i, w in enumerate(weights):
            if w > 0:
                last = i
                x -= w
                if x < 0:
                    return i
        return last

    def fork(self, salt: int) -> "Rng":
        """An independent generator derived from this one's state and `salt`, leaving this one unchanged."""
        return Rng(derive_seed(self.state, salt))

    def copy(self) -> "Rng":
        return Rng(self.state)


class Entropy(Draws):
    """Fresh, unpredictable outcomes (the operating system's generator; `crypto.getRandomValues` in Pyodide): the
    chance of a game played in the browser, which nothing the page stores or shares can foretell."""

    __slots__ = ()

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("n must be positive")
        return secrets.randbelow(n)

    def copy(self) -> "Entropy":
        return self


class Replayed(Draws):
    """The source behind a replay: every outcome must come from the record, so asking this one means the record
    lacks an outcome it should hold."""

    __slots__ = ()

    def below(self, n: int) -> int:
        raise RecordError("記録に偶然の結果が足りません", "The record lacks an outcome of chance")

    def copy(self) -> "Replayed":
        return self


class Chance(Draws):
    """A game's chance, as outcomes recorded one by one: the first `len(outcomes)` draws replay them (each checked
    against the range it is drawn from), later ones come from `source` and are appended. `used` counts the draws
    so far, so a replay can tell which outcomes an action consumed."""

    __slots__ = ("source", "outcomes", "used")

    def __init__(self, source: Draws, outcomes=()):
        self.source = source
        self.outcomes = list(outcomes)
        self.used = 0

    def below(self, n: int) -> int:
        if self.used < len(self.outcomes):
            x = self.outcomes[self.used]
            if not 0 <= x < n:
                raise RecordError(f"記録の偶然の結果 {self.used + 1} が範囲外です",
                                  f"Outcome {self.used + 1} of the record is out of range")
        else:
            x = self.source.below(n)
            self.outcomes.append(x)
        self.used += 1
        return x

    def copy(self) -> "Chance":
        """An independent copy (a clone of a recorded game draws the same outcomes from a seeded source)."""
        other = Chance(self.source.copy(), self.outcomes)
        other.used = self.used
        return other


def derive_seed(seed: int, salt: int) -> int:
    """A seed for game number `salt` of a series started from `seed` (stable across runs and platforms)."""
    r = Rng(seed ^ ((salt * 0xD1B54A32D192ED03) & _MASK))
    return r.next64() >> 11  # 53 bits: exact in JavaScript numbers
