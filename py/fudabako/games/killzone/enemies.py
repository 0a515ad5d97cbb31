"""What the two キルゾーン prototypes share: twelve number cards (1, 2, 3 ×4) that are enemies, an enemy's damage,
and turning up the next enemy from a deck that is remade from a pile of cards when it runs out.

An enemy on the table is `[number, damage]` (キルゾーン プロトタイプ2 adds a third item, bound 0/1): the number is its
HP, and it falls once its damage reaches the number. The deck is a face-down pile without an order (`core.piles`):
the card turned up is chosen by chance when it is turned up, so a save holds no future enemy. The view shows how many
1s, 2s and 3s it holds (every card outside it is face up): nothing else is hidden.
"""

from fudabako.core import State
from fudabako.core.piles import draw, put_on_top, take_out
from fudabako.core.protocol import copy_data

NUMBERS = (1, 2, 3)
COPIES = 4


def counts(cards) -> list:
    """How many 1s, 2s and 3s `cards` (numbers) hold."""
    return [sum(1 for c in cards if c == n) for n in NUMBERS]


def left(enemy: list) -> int:
    """The HP an enemy has left."""
    return enemy[0] - enemy[1]


def hit(enemy: list, amount: int = 1) -> bool:
    """Damage to an enemy; True if that fells it."""
    enemy[1] += amount
    return enemy[1] >= enemy[0]


class EnemyDeckState(State):
    """Base of both games' states: the deck (`self.deck`) and the pile it is remade from."""

    deck: list
    deck_known: list  # the deck's cards with a known place ([on top, at the bottom]): only in the AI's search

    def new_deck(self) -> None:
        self.deck = [n for n in NUMBERS for _ in range(COPIES)]
        self.deck_known = [0, 0]

    def flip(self, pile: list):
        """The top card of the deck, or None if the deck and `pile` are both empty. An empty deck is first remade
        from `pile`, shuffled (KZ-4 / KN-5)."""
        if not self.deck and pile:
            self.deck = list(pile)
            pile.clear()
            n = len(self.deck)
            self.say(f"山札が切れたので{n}枚を切り直しました",
                     f"The deck ran out: {n} card{'' if n == 1 else 's'} shuffled into a new deck")
        if not self.deck:
            return None
        self.reveal()  # like a die roll: undo never takes back what came before a card seen
        return draw(self.rng, self.deck, self.deck_known)

    def next_cards(self, pile: list) -> list:
        """The next flip's chances as [(number, probability), ...] (empty if nothing will turn up): the deck's
        top is any of its cards alike, and an empty deck is remade from `pile`. For the AI's search."""
        source = self.deck or pile
        return [(n, c / len(source)) for n, c in zip(NUMBERS, counts(source)) if c]

    def stack(self, pile: list, number: int) -> None:
        """Put a `number` on top of the deck so the next flip turns it up (one of `next_cards`' outcomes). For the
        AI's search on its own copies, never in play."""
        if not self.deck:
            self.deck = list(pile)
            pile.clear()
        take_out(self.deck, self.deck_known, number)
        put_on_top(self.deck, self.deck_known, [number])

    def deck_view(self) -> dict:
        return {"deck": len(self.deck), "deck_counts": counts(self.deck)}

    def clone(self) -> "State":
        """The generic clone, made faster for these states, whose data are numbers, lists of numbers or of short
        lists, and small dicts (the `auto` players clone thousands of positions per decision)."""
        other = self.__class__.__new__(self.__class__)
        other.__dict__.update({
            # log lines (dicts) are shared, as in the generic copy
            key: [e[:] if type(e) is list else e for e in value] if type(value) is list
            else copy_data(value) if type(value) is dict else value
            for key, value in vars(self).items()
        })
        other.rng = self.rng.copy()
        return other
