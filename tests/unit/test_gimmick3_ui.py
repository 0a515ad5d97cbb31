"""ギミック倉庫3's table view: every position renders in both languages with the engine's numbers in its data-*
hooks, and the hint (GM-3) shows the solver's chances."""

import re

from fudabako.ai import gimmick3 as solver
from fudabako.core import Rng, get_game
from fudabako.ui.games import gimmick3 as ui

GAME = get_game("gimmick3")


def attr(html: str, name: str) -> str:
    return re.search(rf'{name}="([^"]*)"', html).group(1)


def test_every_position_shows_the_engines_plates_dice_hits_and_hint():
    states = set()
    for seed in range(25):
        state, rng = GAME.new_state(seed), Rng(seed)
        while True:
            view = state.view(0)
            for lang in ("ja", "en"):
                html = ui.render(view, ["You"], lang)
                states.add(attr(html, "data-state"))
                assert f'data-hits="0">{state.hits}<' in html
                assert attr(html, "data-taken") == ",".join(map(str, state.taken))
                for i, face in enumerate(state.taken):
                    assert f'data-die="taken-{i}" data-value="{face}"' in html
                if state.last:
                    for i, face in enumerate(state.last["roll"]):
                        assert f'data-die="roll-{i}" data-value="{face}"' in html
                if state.is_over():
                    assert "data-hint" not in html and 'data-die="small"' not in html
                    continue
                assert f'data-die="small" data-value="{state.small}"' in html
                assert [int(x) for x in attr(html, "data-large").split(",")] == state.large
                assert attr(html, "data-target") == str(sum(state.large))
                hint = solver.hint(view)
                for choice, value in hint.items():
                    assert f'data-hint="{choice}" data-chance="{value!r}"' in html
                best = re.search(r'data-hint="(\w+)"[^>]*data-best="1"', html).group(1)
                assert best == solver.auto_choice(view)
            if state.is_over():
                break
            state.apply(0, rng.choice(state.legal_actions(0)).id)
    assert states == {"playing", "won", "lost"}


def test_the_table_explains_each_choice_with_its_success_chance_and_marks_the_winning_three():
    state = GAME.new_state(1)
    state.small, state.large, state.taken = 4, [6, 6], [2, 3]
    html = ui.render(state.view(0), ["You"], "ja")
    assert "2個振って12以上なら小皿の4を獲得" in html and "成功率 1/36 (2.78%)" in html
    assert "3個振って12以上なら無傷" in html and "成功率 3/8 (37.50%)" in html
    state.large = [1, 1]
    state.apply(0, "attack")  # 2 or more always succeeds: 2-3-4
    html = ui.render(state.view(0), ["You"], "en")
    assert attr(html, "data-state") == "won" and "2-3-4: a winning set!" in html
    assert html.count("g3-combo") == 3
