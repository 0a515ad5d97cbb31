"""サイコロじゃんけん's table: the hands are the controls (exactly the legal ones), the reveal shows both hands with
the winner and the damage, endurance never reads below 0."""

from fudabako.core import get_game
from fudabako.ui.games import dice_janken as ui
from screens import buttons, every_view

GAME = get_game("dice-janken")
NAMES = ["あなた", "コンピューター"]


def with_dice(state, rock, scissors, paper):
    state.dice = {"rock": rock, "scissors": scissors, "paper": paper}
    return state


def test_every_screen_renders_and_the_hands_are_exactly_the_legal_actions():
    for state, _, view in every_view(lambda seed: GAME.new_state(seed, {"endurance": 6}), range(10)):
        for lang in ("ja", "en"):
            html = ui.render(view, NAMES, lang)
            assert "style=" not in html
            assert buttons(html) == [a["id"] for a in view.get("legal", [])]
            for p in (0, 1):
                assert f'data-endurance="{p}">{max(0, state.endurance[p])}<' in html
            if not state.is_over():
                for hand, value in state.dice.items():
                    assert f'data-value="{value}" data-die="{hand}"' in html


def test_a_hand_is_a_card_with_its_die_and_a_number_key():
    state = with_dice(GAME.new_state(1), 2, 5, 3)
    html = ui.render(state.view(0), NAMES, "ja")
    rock = html[html.index('data-action="rock"'):html.index('data-action="scissors"')]
    assert 'data-key="1"' in rock and "グー" in rock and "チョキに勝つ" in rock and 'aria-label="出目 2"' in rock
    assert 'data-key="3"' in html[html.index('data-action="paper"'):]


def test_the_reveal_shows_both_hands_the_winner_and_the_damage_and_flips_once():
    state = with_dice(GAME.new_state(1), 2, 5, 3)
    state.apply(0, "scissors")
    mine = ui.render(state.view(0), NAMES, "en")
    assert buttons(mine) == [] and "Your face-down choice: Scissors" in mine and "dj-mine" in mine
    assert "kit-reveal" not in mine
    other = ui.render(state.view(1), NAMES, "en")
    assert "Chosen" in other  # that the other has chosen, and nothing of what:
    rock = with_dice(GAME.new_state(1), 2, 5, 3)
    rock.apply(0, "rock")
    assert ui.render(rock.view(1), NAMES, "en") == other
    state.apply(1, "paper")
    html = ui.render(state.view(1), NAMES, "en")
    reveal = html[html.index('class="dj-reveal"'):html.index('class="dj-round"')]
    assert reveal.count("kit-reveal") == 2 and "Scissors" in reveal and "Paper" in reveal
    assert "あなた wins: 5 damage to コンピューター" in reveal and "−5" in reveal
    assert 'data-endurance="1">7<' in html
    assert html.count("kit-strip-pt--changed") == 5 and "just-changed" in html
    state.apply(0, "rock")  # a choice in the next round: the reveal no longer moves
    assert "kit-reveal" not in ui.render(state.view(0), NAMES, "en")


def test_endurance_never_reads_below_zero_and_the_end_shows_the_last_reveal():
    state = with_dice(GAME.new_state(1, {"endurance": 6}), 1, 1, 6)
    state.endurance = [2, 6]
    state.apply(0, "rock")
    state.apply(1, "paper")
    assert state.endurance[0] == -4 and state.is_over()
    for lang in ("ja", "en"):
        html = ui.render(state.view(0), NAMES, lang)
        assert 'data-endurance="0">0<' in html and "-4" not in html
        assert buttons(html) == [] and 'class="dj-round"' not in html and 'class="dj-reveal"' in html
    assert "あなたに6ダメージ" in ui.render(state.view(0), NAMES, "ja")
