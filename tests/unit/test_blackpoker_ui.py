"""BlackPoker's table, drawn from views along seeded random games of every regulation: the data-* hooks match the
view (life, hand size, stage, chance, field, BP-21's declaration), the opponent's hand never shows, and both
languages render."""

import re

from fudabako.core import Rng, get_game
from fudabako.ui.games import blackpoker


OWN_HAND = r'class="[^"]*\bbp-hand\b'


def hook(html: str, attr: str, p: int) -> str:
    return re.search(rf'data-{attr}="{p}">([^<]*)<', html).group(1)


def test_table_matches_the_view_and_hides_the_other_hand_in_every_regulation():
    game = get_game("blackpoker")
    for reg in range(11):
        state, rng = game.new_state(reg + 1, {"regulation": reg}), Rng(reg)
        while not state.is_over():
            view = state.view(0)
            html = blackpoker.render(view, ["A", "B"], "ja" if state.turn_no % 2 else "en")
            for p in range(2):
                assert hook(html, "life", p) == str(view["seats"][p]["life"])
                assert hook(html, "hand-size", p) == str(view["seats"][p]["hand_count"])
                assert f'data-field-size="{len(view["seats"][p]["field"])}"' in html
                assert (f'data-stops="{p}"' in html) == (view["stops"][p] == 1)  # BP-21's declaration: a badge
            assert f'data-stage="{len(view["stage"])}"' in html
            assert html.count("data-request=") == len(view["stage"])
            mover = state.to_move()[0]
            assert 'data-step="' in blackpoker.render(state.view(mover), ["A", "B"], "en")  # what the buttons are for
            other = html[html.index('data-seat="1"'):html.index('class="bp-middle"')]  # the top side
            assert not re.search(OWN_HAND, other), "the other player's hand is on the table"
            assert bool(re.search(OWN_HAND, html)) == bool(view["seats"][0]["hand"])  # only the viewer's own hand
            assert " bp-their-hand" in other or not view["seats"][1]["hand_count"]
            p = state.to_move()[0]
            state.apply(p, rng.choice(state.legal_actions(p)).id)
        if state.view(1)["seats"][0]["life"] == "10+":
            assert 'data-life="0">10+<' in blackpoker.render(state.view(1), ["A", "B"], "en")
