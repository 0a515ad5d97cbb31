"""Seeded random-play fuzz over every registered game, with invariants checked after every step.

FUZZ_GAMES (default 250) sets how many games per game id (divided by the game's `fuzz_cost`, for long games);
every action is drawn from `legal_actions`. `make fuzz` plays 10,000 (the same code and seeds first, and more).
"""

import json
import os

import pytest

from fudabako.core import IllegalAction, Rng, all_games, derive_seed

GAMES = int(os.environ.get("FUZZ_GAMES", "250"))
MAX_STEPS = 5000


def check_invariants(state, rng):
    over = state.result() is not None
    movers = state.to_move()
    assert (movers == []) == over, "to_move is empty exactly when the game is over"
    for p in range(state.num_players):
        legal = state.legal_actions(p)
        assert bool(legal) == (p in movers), "exactly the players to move have legal actions"
        assert len({a.id for a in legal}) == len(legal), "action ids are unique"
    for viewer in [None, *range(state.num_players)]:
        # The log is checked at the end of the game (check_log): it only grows, and copying it at every step
        # made long games' fuzz quadratic.
        view = state.view(viewer, log=False)
        assert json.loads(json.dumps(view)) == view, "views are JSON-safe"
        if viewer is not None:
            hidden_resampled = state.determinize(viewer, rng.fork(viewer))
            assert hidden_resampled.view(viewer, log=False) == view, \
                "a view does not depend on what its player cannot see"
    data = state.to_json()
    again = type(state).from_json(state.game, json.loads(json.dumps(data)))
    assert again.to_json() == data and again.view(None) == state.view(None), "JSON round-trips"
    if over:
        result = state.result()
        assert len(result) == state.num_players
        if state.num_players == 1:
            assert result in ([0.0], [1.0]), "a solo game is won or lost"
        else:
            assert abs(sum(result) - 1) < 1e-9


def check_log(state):
    """Every log line each player sees is text in both languages (JSON-safe)."""
    for viewer in [None, *range(state.num_players)]:
        lines = state.view(viewer)["log"]
        assert json.loads(json.dumps(lines)) == lines
        assert all(isinstance(line["ja"], str) and isinstance(line["en"], str) for line in lines)


def check_face_down_choice_is_invisible(state, player, action_id):
    """A choice made in a simultaneous round (others are choosing too) that reveals nothing: nobody else's view may
    depend on which of the legal actions it was."""
    after = state.clone()
    after.apply(player, action_id)
    if after.reveals != state.reveals or len(state.to_move()) < 2:
        return after
    others = [q for q in [None, *range(state.num_players)] if q != player]
    for alternative in state.legal_actions(player):
        other = state.clone()
        other.apply(player, alternative.id)
        for q in others:
            assert other.view(q) == after.view(q), f"view of {q} leaks {player}'s face-down choice"
    return after


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_random_play_keeps_every_invariant(game):
    for i in range(max(1, GAMES // game.fuzz_cost)):
        seed = derive_seed(20261122, i)
        rng = Rng(seed)
        state = game.new_state(seed)
        check_invariants(state, rng)
        steps = 0
        while not state.is_over():
            player = rng.choice(state.to_move())
            action = rng.choice(state.legal_actions(player)).id
            if steps == 0:
                before = state.to_json()
                with pytest.raises(IllegalAction):
                    state.apply(player, "no-such-action")
                assert state.to_json() == before
            state = check_face_down_choice_is_invisible(state, player, action)
            check_invariants(state, rng)
            steps += 1
            assert steps < MAX_STEPS, f"game {game.id} seed {seed} did not end"
        check_log(state)
