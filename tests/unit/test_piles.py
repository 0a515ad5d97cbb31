"""Face-down piles (core.piles): a card's place exists only once it is drawn or shown, unless it was placed."""

from collections import Counter

from fudabako.core import Chance, Rng
from fudabako.core.piles import draw, draw_many, fix_top, put_on_top, put_under, take_out


def test_drawing_at_random_when_drawn_is_as_fair_as_shuffling_first():
    rng = Rng(1)
    firsts, thirds = Counter(), Counter()
    for _ in range(30_000):
        pile = list("abcde")
        drawn = draw_many(rng, pile, None, 3)
        firsts[drawn[0]] += 1
        thirds[drawn[2]] += 1
        assert sorted(drawn + pile) == list("abcde")
    assert all(5_500 < firsts[c] < 6_500 and 5_500 < thirds[c] < 6_500 for c in "abcde")


def test_a_pile_records_only_the_cards_drawn():
    """A record of a game holds one outcome per card drawn, and none for the cards still in the pile."""
    chance = Chance(Rng(3))
    pile = list(range(52))
    draw_many(chance, pile, None, 5)
    assert len(chance.outcomes) == 5


def test_cards_placed_on_top_come_back_in_order_before_any_unknown_card():
    known = [0, 0]
    pile = list("abcdef")
    put_on_top(pile, known, ["x", "y"])  # y ends on top
    assert known == [2, 0]
    chance = Chance(Rng(5))
    assert draw(chance, pile, known) == "y" and draw(chance, pile, known) == "x"
    assert chance.outcomes == [] and known == [0, 0]
    assert draw(chance, pile, known) in "abcdef" and len(chance.outcomes) == 1


def test_cards_placed_under_come_up_last_in_their_order():
    known = [0, 0]
    pile = list("ab")
    put_under(pile, known, ["x", "y"])  # x lowest
    assert pile == ["x", "y", "a", "b"] and known == [0, 2]
    rng = Rng(2)
    first_two = draw_many(rng, pile, known, 2)
    assert sorted(first_two) == ["a", "b"]
    assert draw_many(rng, pile, known, 2) == ["y", "x"] and known == [0, 0]


def test_showing_the_top_fixes_it_and_the_next_draws_take_those_cards():
    known = [0, 0]
    pile = list(range(10))
    rng = Rng(9)
    shown = fix_top(rng, pile, known, 4)
    assert known == [4, 0] and len(set(shown)) == 4 and len(pile) == 10
    assert draw_many(rng, pile, known, 4) == shown


def test_taking_a_named_card_out_keeps_the_known_places():
    known = [0, 0]
    pile = list("abc")
    put_on_top(pile, known, ["x"])
    put_under(pile, known, ["y"])
    take_out(pile, known, "x")
    take_out(pile, known, "y")
    take_out(pile, known, "b")
    assert known == [0, 0] and sorted(pile) == ["a", "c"]
