"""Face-down piles whose order does not exist until a card is revealed.

A pile is a list whose end is its top. Apart from the cards whose place is known, it is an unordered set: a card
taken from it is chosen by chance at the moment it is taken, so a game's record (a save, a share link) holds the
cards already drawn and never the order of those nobody has seen (DESIGN.md, "Secrets and chance"). Drawing a random
card of the set when it is taken gives every card the same chances as shuffling the pile beforehand.

Cards can have a known place: put back on top in a chosen order, shown and left on top, or put under the pile. A
game that does this keeps, per pile, `known = [on top, at the bottom]`: how many cards at each end have a fixed
place. These functions take that pair and keep it up to date; a game whose piles never hold known cards passes
None. Shuffling such a pile is forgetting: `known[:] = [0, 0]`.
"""


def fix_top(rng, pile: list, known: list | None, n: int) -> list:
    """Decide which cards are the top `n` of `pile` (fewer if it is shorter), as when they are shown, and return
    them top first. They stay on the pile, now with a known place."""
    top, bottom = known if known is not None else (0, 0)
    n = min(n, len(pile))
    while top < n:
        below_known = len(pile) - top  # the places under the known top
        if below_known > bottom:  # a card of the unordered set comes up
            j = bottom + rng.below(below_known - bottom)
            pile[j], pile[below_known - 1] = pile[below_known - 1], pile[j]
        else:  # only cards placed under the pile are left, in their known order
            bottom -= 1
        top += 1
    if known is not None:
        known[:] = [top, bottom]
    return pile[len(pile) - n:][::-1]


def draw(rng, pile: list, known: list | None = None):
    """Take the top card of `pile` (which must not be empty)."""
    fix_top(rng, pile, known, 1)
    if known is not None:
        known[0] -= 1
    return pile.pop()


def draw_many(rng, pile: list, known: list | None, n: int) -> list:
    """Take up to `n` cards from the top, in the order drawn."""
    return [draw(rng, pile, known) for _ in range(min(n, len(pile)))]


def put_on_top(pile: list, known: list, cards: list) -> None:
    """Put `cards` on the pile one by one (the last ends on top); their places are known."""
    pile.extend(cards)
    known[0] += len(cards)


def put_under(pile: list, known: list, cards: list) -> None:
    """Put `cards` under the pile, the first lowest; their places are known."""
    pile[:0] = cards
    known[1] += len(cards)


def take_out(pile: list, known: list | None, card) -> None:
    """Take a named card out of the pile (a search): the rest keep their places."""
    i = pile.index(card)
    if known is not None:
        if i >= len(pile) - known[0]:
            known[0] -= 1
        elif i < known[1]:
            known[1] -= 1
    del pile[i]
