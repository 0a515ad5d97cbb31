"""すとすて プロトタイプ's table: the six action cards are the controls (exactly the legal ones) and each shows what
it would score from the engine's `powers`; the reveal shows both calculations and the points gained."""

from fudabako.core import get_game
from fudabako.games.stosute_proto.power import ACTIONS
from fudabako.ui.games import stosute_proto as ui
from screens import buttons, every_view

GAME = get_game("stosute-proto")
NAMES = ["あなた", "コンピューター"]
DICE = {"food": 4, "production": 2, "money": 5}


def card_of(html: str, action: str) -> str:
    start = html.index(f'data-action="{action}"')
    return html[start:html.index("</button>", start)]


def test_every_screen_renders_and_the_cards_are_exactly_the_legal_actions():
    for state, _, view in every_view(GAME.new_state, range(10)):
        for lang in ("ja", "en"):
            html = ui.render(view, NAMES, lang)
            assert "style=" not in html
            assert buttons(html) == [a["id"] for a in view.get("legal", [])]
            for p in (0, 1):
                assert f'data-points="{p}">{state.points[p]}<' in html
            for r, value in state.dice.items():
                assert f'data-value="{value}" data-die="{r}"' in html


def test_each_card_shows_what_it_would_score_against_each_rival_action():
    state = GAME.new_state(1)
    state.dice = dict(DICE)
    view = state.view(0)
    html = ui.render(view, NAMES, "ja")
    for action in ACTIONS:
        usual, exceptions = ui.split_powers(view["powers"][action])
        card = card_of(html, action)
        assert f'<span class="kit-gc-corner">{usual}</span>' in card
        assert card.count("kit-gc-stat\"") == len(exceptions)
    # the seed's table for these dice: trade 0 (9 against growth, 7 against build), conquer 0 (8 / 10)
    assert ui.split_powers(view["powers"]["trade"]) == (0, [("growth", 9), ("build", 7)])
    assert "対 成長</span> <span class=\"kit-gc-v\">9" in card_of(html, "trade")
    assert "vs Research</span> <span class=\"kit-gc-v\">10" in card_of(ui.render(view, NAMES, "en"), "conquer")
    assert ui.split_powers(view["powers"]["explore"]) == (3, [])


def test_the_reveal_shows_both_calculations_and_the_points_gained():
    state = GAME.new_state(1)
    state.dice = dict(DICE)
    state.apply(0, "conquer")
    mine = ui.render(state.view(0), NAMES, "en")
    assert buttons(mine) == [] and "Your face-down choice: Conquer" in mine and "sp-mine" in mine
    other = ui.render(state.view(1), NAMES, "en")
    growth = GAME.new_state(1)
    growth.dice = dict(DICE)
    growth.apply(0, "growth")
    assert ui.render(growth.view(1), NAMES, "en") == other  # the other sees that a choice was made, not which
    state.apply(1, "growth")
    html = ui.render(state.view(0), NAMES, "en")
    reveal = html[html.index('class="sp-reveal"'):html.index('class="sp-actions"')]
    assert "Conquer = food 4 × 2 = 8" in reveal and "Growth = food 4 = 4" in reveal
    assert "あなた gains 4 victory points" in reveal and reveal.count("kit-reveal") == 2
    assert html.count("kit-strip-pt--changed") == 4


def test_one_victory_point_is_singular():
    state = GAME.new_state(1)
    state.dice = {"food": 3, "production": 2, "money": 2}
    state.apply(0, "growth")    # 3
    state.apply(1, "research")  # 2
    assert "あなた gains 1 victory point<" in ui.render(state.view(0), NAMES, "en")
