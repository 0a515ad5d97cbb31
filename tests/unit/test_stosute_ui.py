"""すとすて ver.2's table view: every phase renders in both languages; the controls are exactly the legal actions."""

import re

from fudabako.core import Rng, get_game
from fudabako.ui.games import stosute as ui

GAME = get_game("stosute")


def buttons(html: str) -> list:
    return re.findall(r'<button[^>]*data-action="([^"]+)"', html)


def test_every_phase_renders_and_offers_only_legal_actions():
    phases = set()
    for seed in range(15):
        state, rng = GAME.new_state(seed), Rng(seed)
        while True:
            for viewer in (0, 1, None):
                view = state.view(viewer)
                for lang in ("ja", "en"):
                    html = ui.render(view, ["A", "B"], lang)
                    assert f'data-points="0">{state.points[0]}<' in html
                    if viewer is not None:
                        assert buttons(ui.actions(view, lang)) == [a["id"] for a in view["legal"]]
                        phases.add(view["phase"])
            if state.is_over():
                break
            p = rng.choice(state.to_move())
            state.apply(p, rng.choice(state.legal_actions(p)).id)
    assert phases == {"play", "discard", "combo", "reroll", "over"}


def test_reveal_shows_the_power_calculation_and_the_pile_tells_face_down_apart():
    state = GAME.new_state(1)
    state.hands = [["explore", "research", "build", "growth"], ["research", "trade", "conquer", "growth"]]
    state.deck = ["explore", "trade", "build", "conquer"]
    state.dice = {"food": 4, "production": 2, "money": 5}
    state.apply(0, "play:research")
    state.apply(1, "play:research")  # 5 = 5: a tie
    state.apply(0, "discard:build")
    state.apply(1, "discard:conquer")
    html = ui.render(state.view(0), ["A", "B"], "ja")
    assert "研究 = 金銭 5 = 5" in html
    assert "裏向き (自分の: 建設)" in html and "🂠 裏向き" in html and "征服" not in html.split('class="st-pile"')[1]
    assert ui.render(state.view(0), ["A", "B"], "en").count('data-pile="down"') == 2
