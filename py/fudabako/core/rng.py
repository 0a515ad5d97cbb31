"""The one source of chance in a game: a small seeded generator whose whole state is one integer.

Why not `random.Random`: its state is 625 integers (heavy in every save and clone), and a single
integer keeps `State.to_json()` small and makes replays obviously exact on CPython and Pyodide alike.
The algorithm is SplitMix64, which passes the usual statistical batteries and is trivially portable.
"""

_MASK = (1 << 64) - 1


class Rng:
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

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

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


def derive_seed(seed: int, salt: int) -> int:
    """A seed for game number `salt` of a series started from `seed` (stable across runs and platforms)."""
    r = Rng(seed ^ ((salt * 0xD1B54A32D192ED03) & _MASK))
    return r.next64() >> 11  # 53 bits: exact in JavaScript numbers
