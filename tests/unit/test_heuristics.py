"""The heuristic test opponents (`fudabako.ai.heuristics`): three or more per two-player game, playing whole games
with legal actions from their views, reachable by `choose` as `h:<name>`, and never offered as a level."""

import pytest

from fudabako.ai import choose, levels_for
from fudabako.ai.heuristics import HEURISTIC, heuristics_for
from fudabako.ai.levels import player_names
from fudabako.core import all_games, get_game

TWO_PLAYER = [g.id for g in all_games() if g.max_players == 2]
ALL = [(game_id, HEURISTIC + name) for game_id in TWO_PLAYER for name in heuristics_for(game_id)]


def test_every_two_player_game_has_three_or_more_heuristics_and_solo_games_none():
    assert len(TWO_PLAYER) == 11
    for game_id in TWO_PLAYER:
        assert len(heuristics_for(game_id)) >= 3, game_id
    for game in all_games():
        if game.max_players == 1:
            assert heuristics_for(game.id) == {}


@pytest.mark.parametrize("game_id", TWO_PLAYER)
def test_heuristics_are_not_levels(game_id):
    levels = [lv["id"] for lv in levels_for(game_id)]
    assert not any(level.startswith(HEURISTIC) or level in heuristics_for(game_id) for level in levels)
    assert player_names(game_id) == levels + [HEURISTIC + h for h in heuristics_for(game_id)]


@pytest.mark.parametrize("game_id,name", ALL)
def test_heuristic_plays_whole_games_with_legal_actions(game_id, name, plays_whole_games):
    plays_whole_games(game_id, name, seeds=range(2))


def test_an_unknown_heuristic_is_refused_with_the_names_there_are():
    view = get_game("dice-janken").new_state(1).view(0)
    with pytest.raises(ValueError, match="h:greedy"):
        choose("dice-janken", "h:wizard", view, 1)


@pytest.mark.parametrize("name", ["greedy", "habit"])
def test_mindmaster_rule_bound_players_end_a_duel_that_ties_against_a_hand_of_one_suit(name):
    """MM-2: a tied duel is chosen again. A player holding only ♠ can play nothing else; a fixed rule that picked ♠
    again would tie for ever (a strength run met such a deal: no result after 100,000 actions)."""
    state = get_game("mindmaster").new_state(4455080370093838)
    state.hands = [[5, 0, 0], [2, 0, 3]]  # SUITS order: ♠ ♥ ♦; both rules pick ♠ first
    for _ in range(3):
        if state.phase != "duel":
            break
        state.apply(0, "play:S")
        state.apply(1, choose("mindmaster", HEURISTIC + name, state.view(1), 1))
    assert state.phase == "attack" and state.attacker == 1  # ♦ beats ♠
