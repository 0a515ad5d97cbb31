import json

import pytest

from fudabako.core import OFF_ON, IllegalAction, Option, OptionError, all_games, get_game, text


def test_registry_lists_both_foundation_games_with_titles():
    ids = {g.id for g in all_games()}
    assert {"dice-janken", "stosute-proto"} <= ids
    for g in all_games():
        assert g.title["ja"] and g.title["en"] and g.summary["ja"] and g.summary["en"]
        assert g.rules["ja"] and len(g.rules["ja"]) == len(g.rules["en"])
        for ruling_id, words in g.rulings:
            assert ruling_id and words["ja"] and words["en"]


def test_options_are_checked():
    game = get_game("dice-janken")
    assert game.new_state(1, {"endurance": 20}).endurance == [20, 20]
    assert game.new_state(1, {"endurance": "6"}).endurance == [6, 6]
    for bad in ({"endurance": 5}, {"endurance": 31}, {"endurance": "x"}, {"colour": 1}):
        with pytest.raises(OptionError) as e:
            game.new_state(1, bad)
        assert e.value.ja and e.value.en
    with pytest.raises(OptionError):
        game.new_state(1, None, players=3)


def test_option_choices_name_every_value():
    option = Option("mode", text("モード", "Mode"), 1, 1, 2, choices=OFF_ON)
    assert option.to_json()["choices"] == list(OFF_ON)
    assert option.check("2") == 2  # records keep the integer
    assert Option("n", text("数", "Count"), 0, 0, 5).to_json()["choices"] == []
    for bad in (OFF_ON[:1], OFF_ON + (text("中", "Mid"),), ({"ja": "なし"}, {"ja": "あり"})):
        with pytest.raises(ValueError):
            Option("mode", text("モード", "Mode"), 1, 1, 2, choices=bad)
    for game in all_games():
        for o in game.options:
            assert not o.choices or "=" not in o.label["ja"] + o.label["en"], "the choices carry the meanings"


def test_illegal_action_raises_and_changes_nothing():
    state = get_game("dice-janken").new_state(5)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, "lizard")
    with pytest.raises(IllegalAction):
        state.apply(2, "rock")
    state.apply(0, "rock")
    snapshot = state.to_json()
    with pytest.raises(IllegalAction) as e:
        state.apply(0, "paper")  # already chosen this round
    assert "turn" in e.value.en
    assert state.to_json() == snapshot
    assert before != snapshot


def test_private_log_lines_reach_only_their_player():
    game = get_game("dice-janken")
    paper, rock = game.new_state(5), game.new_state(5)
    paper.apply(0, "paper")
    rock.apply(0, "rock")
    assert any("You chose Paper" in e["en"] for e in paper.view(0)["log"])
    # What the other player and a spectator see cannot depend on the face-down choice.
    assert paper.view(1) == rock.view(1)
    assert paper.view(None) == rock.view(None)
    assert paper.view(1)["my_choice"] is None and paper.view(1)["chosen"] == [True, False]
    assert "legal" not in paper.view(None)


@pytest.mark.parametrize("game_id", ["dice-janken", "stosute-proto"])
def test_json_round_trip_and_clone_are_independent(game_id):
    game = get_game(game_id)
    state = game.new_state(9)
    state.apply(0, state.legal_actions(0)[0].id)
    data = json.loads(json.dumps(state.to_json()))
    copy = type(state).from_json(game, data)
    assert copy.to_json() == state.to_json()
    assert copy.view(1) == state.view(1)
    clone = state.clone()
    clone.apply(1, clone.legal_actions(1)[0].id)
    assert clone.to_json() != state.to_json()
    assert state.to_move() == [1]


def test_from_json_refuses_another_game():
    dj, sp = get_game("dice-janken"), get_game("stosute-proto")
    data = dj.new_state(1).to_json()
    with pytest.raises(ValueError):
        sp.state_class.from_json(sp, data)
