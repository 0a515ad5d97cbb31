"""デルタ's computer players (ai/delta.py): the final game's solver, the pass values, and reading."""

from itertools import combinations

import pytest

from fudabako.ai import choose
from fudabako.ai import delta as ai
from fudabako.core import Rng, get_game
from fudabako.games.delta.cards import DECK, sort_cards
from fudabako.games.delta.rules import FINAL, pack

GAME = get_game("delta")


def deal(seed):
    """3 cards I pass, 3 I receive, and the 10 cards left to draw from."""
    deck = list(DECK)
    Rng(seed).shuffle(deck)
    return deck[:3], deck[3:6], deck[10:]


def gains(game):
    """How much each side would gain on average by answering the other's strategies best, type by type."""
    n = len(game.pairs)
    theirs = [game.theirs.strategy(t) for t in range(n)]
    mine = [game.mine.strategy(s) for s in range(n)]
    value = ai.ex_ante(game)
    mine_best = game.mine.values(game.payoff, game.theirs, game.theirs.spread(len(game.pool), theirs))
    loss = [[-row[j] for row in game.payoff] for j in range(len(game.theirs.keys))]
    theirs_best = game.theirs.values(loss, game.mine, game.mine.spread(len(game.pool), mine))
    return sum(map(max, mine_best)) / n - value, value + sum(map(max, theirs_best)) / n


@pytest.mark.parametrize("seed", range(3))
def test_the_final_game_is_solved_close_to_an_equilibrium(seed):
    """After ITERATIONS steps of CFR+, neither side gains even 0.2 damage per round by deviating (a round's swing
    is about 10); with 4 steps they would gain about 0.6."""
    passed, received, pool = deal(seed)
    mine, theirs = gains(ai.solve_final(passed, received, pool, ai._swing))
    assert 0.0 <= mine < 0.2 and 0.0 <= theirs < 0.2
    assert max(gains(ai.solve_final(passed, received, pool, ai._swing, 4))) > 0.3


@pytest.mark.parametrize("seed", range(3))
def test_the_final_game_has_the_same_value_from_either_side(seed):
    passed, received, pool = deal(seed)
    mine = ai.ex_ante(ai.solve_final(passed, received, pool, ai._swing))
    theirs = ai.ex_ante(ai.solve_final(received, passed, pool, ai._swing))
    assert mine == pytest.approx(-theirs, abs=0.2)


def test_types_are_valued_only_against_rival_draws_that_share_no_card():
    """With a pool of 4 cards, holding S2+S3 leaves the rival only H2+J1: its one hand decides my values."""
    game = ai.solve_final(["S5", "S6", "S7"], ["D5", "D6", "D7"], ["S2", "S3", "H2", "J1"], ai._swing, 1)
    everyone = game.theirs.spread(4, [[1.0] + [0.0] * (len(o) - 1) for o in game.theirs.options])
    mine = game.pairs.index(("S2", "S3"))
    theirs = game.pairs.index(("H2", "J1"))
    shown = game.theirs.keys[game.theirs.options[theirs][0]]
    values = game.mine.values(game.payoff, game.theirs, everyone)[mine]
    assert values == [ai._swing(game.mine.keys[k], shown) for k in game.mine.options[mine]]


def test_pass_class_turns_the_suits_round_the_triangle_and_ignores_which_joker():
    assert ai.pass_class(["S2", "H5", "J1"]) == ai.pass_class(["H2", "D5", "J2"]) == ai.pass_class(["D2", "S5", "J1"])
    assert ai.pass_class(["S2", "H5", "J1"]) != ai.pass_class(["H2", "S5", "J1"])  # ♠ beats ♥; ♥ does not beat ♠
    classes = {ai.pass_class(cards) for cards in combinations(DECK, 3)}
    assert len(classes) == 333 and classes == set(ai.PASS_VALUES)


def test_fit_pass_values_recovers_an_additive_model():
    held = {"D2D3D4": 2.0, "S2H3D4": -1.0, "D7J1J2": 0.5}
    removed = {0: 1.5, 2: 0.0, 7: -0.5}
    classes, ranks = list(held), list(removed)
    samples = []
    for i in range(60):
        passed, received = classes[i % 3], classes[(i // 3) % 3]
        mine, theirs = [ranks[i % 3], ranks[(i // 2) % 3]], [ranks[(i // 5) % 3], ranks[(i // 7) % 3]]
        value = held[received] - held[passed] + sum(map(removed.get, mine)) - sum(map(removed.get, theirs))
        samples.append((passed, mine, received, theirs, value))
    values, removal = ai.fit_pass_values(samples, 200)
    mean = sum(held.values()) / 3
    assert values == {c: pytest.approx(mean - v, abs=0.01) for c, v in held.items()}
    assert removal == {r: pytest.approx(v - 1 / 3, abs=0.01) for r, v in removed.items()}


def test_pass_values_favour_passing_what_leaves_the_rival_few_ways_to_play():
    """The equilibrium's lesson (`delta_pass`): both jokers with a low card, or three low cards of one suit, leave
    the rival's hand weak or easy to foresee; high cards of two suits leave it strong and flexible."""
    value = ai.PASS_VALUES
    assert value[ai.pass_class(["D2", "J1", "J2"])] > 0 > value[ai.pass_class(["H6", "H7", "D7"])]
    assert value[ai.pass_class(["S2", "S3", "S4"])] > value[ai.pass_class(["S2", "H3", "H4"])]


def final_view(mine, theirs, passed, seat=0, history=()):
    """Seat `seat`'s view at the final discard, holding `mine` (3 received from the rival, who holds `theirs`)."""
    state = GAME.new_state(1)
    state.phase = FINAL
    hands = [sort_cards(mine), sort_cards(theirs)] if seat == 0 else [sort_cards(theirs), sort_cards(mine)]
    state.hands = [pack(h) for h in hands]
    state.passed = [pack(passed[0]), pack(passed[1])] if seat == 0 else [pack(passed[1]), pack(passed[0])]
    state.history = list(history)
    return state.view(seat)


def test_observations_count_each_rule_the_revealed_final_agrees_with():
    # I passed ♠5♠6♥2; the rival showed ♥2♦6♦7, so it drew ♦6♦7 and chose its highest-damage hand (♦13).
    view = {"viewer": 0, "history": ["S5S6H2|D2D3H4|D2D3H4|H2D6D7"]}
    seen = ai.observations(view)
    assert seen[0] == ("rule", "rounds") and ("rule", "max") in seen
    # Showing ♠5♥2♦6 (a special) instead is no rule's choice but maybe `answer`'s; never `max`'s.
    seen = ai.observations({"viewer": 0, "history": ["S5S6H2|D2D3H4|D2D3H4|S5H2D6"]})
    assert seen[0] == ("rule", "rounds") and ("rule", "max") not in seen


def test_yomi_answers_a_rival_known_to_show_its_highest_damage_hand():
    """The rival holds the ♠ three I passed: its highest-damage hand is ♠ whatever it drew. A rival seen to
    play so 40 rounds out of 40 is answered with ♦ (which beats ♠) every time."""
    view = final_view(["D2", "D3", "H2", "H3", "S4"], ["S5", "S6", "S7", "H6", "D7"],
                      [["S5", "S6", "S7"], ["D2", "H2", "S4"]])
    memory = {"counts": {"rule": {"rounds": 40, "max": 40, "mean": 10, "answer": 5}}}
    payloads = {a["id"]: a["payload"] for a in view["legal"]}
    assert {payloads[choose("delta", "yomi", view, seed, memory)]["suit"] for seed in range(10)} == {"D"}
