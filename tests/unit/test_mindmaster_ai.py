"""マインドマスター's computer players: the model of a position against the rules, the value of each outcome, the
equilibria at the attack and the call, and the reading of `yomi`."""

import pytest
from test_mindmaster import GAME, attack, attacking, total_cards

from fudabako.ai import mindmaster as ai
from fudabako.ai.levels import choose
from fudabako.ai.reading import OpponentModel
from fudabako.core import Rng

LEVELS = ["random", "predictable", "easy", "normal", "strong", "yomi"]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_with_legal_actions(level):
    rng = Rng(9)
    for seed in range(3):
        state = GAME.new_state(seed)
        while not state.is_over():
            p = rng.choice(state.to_move())
            view = state.view(p)
            action = choose("mindmaster", level if p == 0 else "random", view, rng.below(1 << 30))
            assert action in {a["id"] for a in view["legal"]}
            state.apply(p, action)


def test_a_decision_is_the_same_for_the_same_view_and_seed():
    state = attacking([[2, 2, 1], [1, 3, 1]])
    view = state.view(1)
    assert len({choose("mindmaster", "strong", view, seed) for seed in range(12)}) > 1
    assert all(choose("mindmaster", "yomi", view, s) == choose("mindmaster", "yomi", view, s) for s in range(12))


def test_views_become_positions_that_keep_known_cards_and_every_card():
    state = attacking([[2, 1, 2], [3, 0, 1]])
    attack(state, "S", "S")  # player 0 shows [1, 1, 2]
    view = state.view(1)
    for k in range(10):
        pos = ai.from_view(view, Rng(k))
        assert pos.hands == [[1, 1, 2], [3, 0, 1]]
        assert sum(map(sum, pos.hands)) + sum(pos.deck) + sum(pos.pile) == total_cards(state) == 21
    other = attacking([[2, 1, 2], [3, 0, 1]])
    seen = {tuple(ai.from_view(other.view(1), Rng(k)).hands[0]) for k in range(30)}
    assert len(seen) > 3 and all(sum(h) == 5 for h in seen)


def engine_after(state, card, call):
    """The position after the engine resolves card × call (the follow-up choices not yet made)."""
    after = state.clone()
    attack(after, card, call)
    return ai.position(after)


@pytest.mark.parametrize("card,call", [("S", "S"), ("S", "H"), ("H", "H"), ("D", "D"), ("D", "S")])
def test_the_model_resolves_an_attack_as_the_rules_do(card, call):
    """Outcomes without chance: the model's value is the value of the position the engine reaches; after a ♦ miss,
    of that position with the attacker's best choice of the extra strike."""
    state = attacking([[2, 2, 2], [1, 3, 1]])
    state.strikes = [1, 1]
    pos = ai.position(state)
    after = engine_after(state, card, call)
    for me in range(2):
        value = ai.outcome_value(pos, "SHD".index(card), "SHD".index(call), me)
        if (card, call) == ("D", "S"):
            extra = ai.best_extra(after)[0]
            assert value == pytest.approx(extra if me == 0 else 1 - extra)
            assert extra >= ai.VALUE(after, 0)
        else:
            assert value == pytest.approx(ai.VALUE(after, me))


def test_a_heart_miss_is_valued_over_every_draw_at_its_chance():
    state = attacking([[1, 2, 1], [2, 1, 2]])
    played = ai.position(state)
    ai._lose_card(played, 0, 1)
    draws = ai._draws(played, 0, 3)
    assert sum(c for c, _ in draws) == pytest.approx(1.0) and len(draws) == 10
    counts: dict = {}
    for seed in range(2000):  # the engine's draws: each composition about as often as the model says
        after = state.clone()
        after.rng = Rng(seed)
        attack(after, "H", "S")
        counts[tuple(after.hands[0])] = counts.get(tuple(after.hands[0]), 0) + 1
    for chance, drawn in draws:
        assert abs(counts.get(tuple(drawn.hands[0]), 0) / 2000 - chance) < 0.03


def test_drawing_from_a_short_deck_remakes_it_from_the_pile_and_every_hand_becomes_known():
    state = attacking([[1, 2, 1], [2, 1, 2]], deck="S", pile=(3, 4, 4))
    assert total_cards(state) == 21
    draws = ai._draws(ai.position(state), 0, 3)
    assert sum(c for c, _ in draws) == pytest.approx(1.0)
    for _, pos in draws:
        assert pos.known == [[2, 2, 1], [2, 1, 2]] and pos.pile == [0, 0, 0]
        assert sum(pos.deck) == 9 and sum(pos.hands[0]) == 7


def test_the_extra_strike_is_paid_when_it_wins_the_game():
    state = attacking([[0, 2, 3], [1, 1, 1]])
    state.outs, state.strikes = [0, 2], [0, 1]
    attack(state, "D", "S")  # 2 outs and 2 strikes: one more strike wins
    assert state.phase == "extra"
    first = choose("mindmaster", "strong", state.view(0), 1)
    assert first.startswith("discard:")
    state.apply(0, first)
    state.apply(0, choose("mindmaster", "strong", state.view(0), 2))
    assert state.winner == 0


def known_hearts_attack():
    """Player 0 attacks with a hand the defender has seen whole: three ♥."""
    state = attacking([[1, 3, 0], [2, 1, 2]])
    attack(state, "S", "S")  # a ♠ called: player 0 shows [0, 3, 0]; player 1 attacks
    attack(state, "H", "H")  # called: the attack passes back
    assert state.attacker == 0 and state.known[0] == [0, 3, 0]
    return state


def test_the_defender_calls_what_a_known_hand_holds():
    """A hand seen whole, all ♥, is called ♥ for sure: no call can miss it, so no ♥ loop."""
    view = known_hearts_attack().view(1)
    strategy = ai.defence_strategy(view, ai.from_view(view, Rng(1)))
    assert strategy == pytest.approx([0.0, 1.0, 0.0])


def test_every_suit_the_attacker_may_hold_keeps_spread():
    """The rules allow endless ♥ loops, so each suit the attacker may hold keeps SPREAD of the calls; ♠, all of
    them gone (the pile and the defender's hand), is never called."""
    state = attacking([[0, 2, 3], [4, 1, 0]], pile=(3, 0, 0))
    view = state.view(1)
    strategy = ai.defence_strategy(view, ai.from_view(view, Rng(1)))
    assert strategy[0] == 0.0 and min(strategy[1:]) >= ai.SPREAD and sum(strategy) == pytest.approx(1.0)


def test_the_defender_weighs_the_hands_the_attacker_may_hold():
    """An attacker with one card the defender has not seen, ♥ seven times in eight (the unseen cards: 7 ♥, 1 ♦): the
    Bayesian game has a one-suit hand type per suit, as often as the unseen cards say, and the defender calls ♥."""
    state = attacking([[0, 0, 1], [3, 0, 2]], pile=(4, 0, 4))
    view = state.view(1)
    types = ai.attack_types(ai.from_view(view, Rng(1)))
    assert {suits for _, suits, _ in types} <= {(1,), (2,)}
    assert sum(chance for chance, suits, _ in types if suits == (1,)) >= 0.5
    strategy = ai.defence_strategy(view, ai.from_view(view, Rng(1)))
    assert strategy.index(max(strategy)) == 1


def test_observations_count_each_choice_under_every_context():
    state = attacking([[2, 1, 2], [3, 0, 1]])
    attack(state, "S", "S")
    attack(state, "S", "D")
    seen = ai.observations(state.view(0))
    assert [r for _, r in seen] == ["S"] * len(ai.CALL_CONTEXTS) + ["S"] * len(ai.ATTACK_CONTEXTS)
    assert ("call|all:-", "S") in seen and ("attack|last:-", "S") in seen
    assert ai.observations(state.view(1))[-1][1] == "D"


def test_reading_finds_the_context_an_opponent_keys_on():
    """An opponent who always calls the attacker's last card: the context `last` foretells it best."""
    model = OpponentModel()
    for card in "SHDDSHSDHHSD":
        for context in ai.CALL_CONTEXTS:
            model.add(f"call|{context}:{card if context == 'last' else '-'}", card)
    situations = [f"call|{c}:{'H' if c == 'last' else '-'}" for c in ai.CALL_CONTEXTS]
    q, n = ai.predict(model, situations, [1 / 3] * 3)
    assert q.index(max(q)) == 1 and n == 4


def test_yomi_stops_attacking_with_spades_against_a_defender_who_always_calls_them():
    state = attacking([[2, 2, 2], [1, 3, 1]])
    memory = {"counts": {f"call|{c}:-": {"S": 30} for c in ai.CALL_CONTEXTS}}
    view = state.view(0)
    strong = ai.attack_strategy(view, ai.from_view(view, Rng(1)))
    yomi = ai.attack_strategy(view, ai.from_view(view, Rng(1)), OpponentModel(memory, ai.observations(view)))
    assert strong[0] == yomi[0] == [0, 1, 2]
    assert yomi[1][0] < 0.5 * strong[1][0]


def test_predictable_attacks_with_its_most_held_suit_and_calls_what_it_saw_most():
    state = attacking([[1, 3, 1], [1, 1, 1]])
    assert ai.predictable_choice(state.view(0), Rng(1)) == "play:H"
    state.history = ["0DS0000", "1SS0000", "0DH0000", "0HD0000"]
    assert ai.predictable_choice(state.view(1), Rng(1)) == "call:D"


def test_worlds_weigh_every_hand_the_other_player_may_hold_at_its_exact_chance():
    """Player 1 sees 0 of player 0's 5 cards; the unseen cards are 7 - its own and the pile's of each suit."""
    state = attacking([[2, 1, 2], [3, 0, 1]], pile=(1, 0, 2))
    view = state.view(1)
    hands = ai.worlds(ai.from_view(view, Rng(1)), 1)
    assert sum(p for p, _ in hands) == pytest.approx(1.0)
    assert len({tuple(w.hands[0]) for _, w in hands}) == len(hands) == 17  # every split of 5: at most 3 ♠, 4 ♦
    unseen = [3, 7, 4]
    for p, w in hands:
        assert sum(w.hands[0]) == 5 and [w.hands[0][i] + w.deck[i] for i in range(3)] == unseen
    all_hearts = next(p for p, w in hands if w.hands[0] == [0, 5, 0])
    assert all_hearts == pytest.approx(21 / 2002)  # C(7, 5) / C(14, 5)


def test_the_attacker_plays_only_cards_near_the_best_against_an_unseeing_defender():
    state = attacking([[2, 2, 2], [1, 3, 1]])
    view = state.view(0)
    pos = ai.from_view(view, Rng(1))
    cards, payoff = ai.attack_payoff(pos)
    _, calls, _ = ai.solve(ai.defence_payoff(ai.attack_types(pos))[1])
    values = [sum(v * y for v, y in zip(row, calls)) for row in payoff]
    strategy = ai.attack_strategy(view, pos)[1]
    assert sum(strategy) == pytest.approx(1.0)
    assert all(x == 0 or v >= max(values) - ai.SLACK for x, v in zip(strategy, values))
