"""ギミック倉庫3's table view: every position renders in both languages with the engine's numbers in its data-*
hooks, the two choices are buttons on the table saying what they roll, need and win, and the hint (GM-3) shows
the solver's chances."""

import re

from fudabako.ai import gimmick3 as solver
from fudabako.core import Rng, get_game
from fudabako.ui.games import gimmick3 as ui

GAME = get_game("gimmick3")


def attr(html: str, name: str) -> str:
    return re.search(rf'{name}="([^"]*)"', html).group(1)


def dice(html: str) -> dict:
    """{data-die: value} of every die on the table (the e2e check reads the same)."""
    return {d: int(v) for v, d in re.findall(r'data-value="(\d)" data-die="([\w-]+)"', html)}


def test_every_position_shows_the_engines_plates_dice_hits_choices_and_hint():
    states = set()
    for seed in range(25):
        state, rng = GAME.new_state(seed), Rng(seed)
        while True:
            view = state.view(0)
            for lang in ("ja", "en"):
                html = ui.render(view, ["You"], lang)
                states.add(attr(html, "data-state"))
                assert f'data-hits="0">{state.hits}<' in html and "style=" not in html
                assert attr(html, "data-taken") == ",".join(map(str, state.taken))
                expected = {f"taken-{i}": face for i, face in enumerate(state.taken)}
                expected.update({f"roll-{i}": face for i, face in enumerate(state.last["roll"] if state.last else [])})
                if not state.is_over():
                    expected.update({"small": state.small, **{f"large-{i}": f for i, f in enumerate(state.large)}})
                assert dice(html) == expected
                if lang == "en":  # English counts in the right number (the walk-through found "1 strikes")
                    words = re.sub(r"<[^>]+>", " ", html) + " ".join(re.findall(r'aria-label="([^"]*)"', html))
                    assert not re.search(r"(?<![\d./+])1 (hits|strikes|dice|points)\b", words)
                buttons = re.findall(r'<button type="button"[^>]*data-action="(\w+)"', html)
                assert buttons == [a["id"] for a in view["legal"]]
                if state.is_over():
                    assert "data-hint" not in html
                    continue
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


def test_each_choice_says_what_it_rolls_needs_and_wins_and_the_winning_three_are_marked():
    state = GAME.new_state(1)
    state.small, state.large, state.taken = 4, [6, 6], [2, 3]
    html = ui.render(state.view(0), ["You"], "ja")
    attack = re.search(r'data-action="attack".*?</button>', html, re.S).group(0)
    assert "2個振る。成功で小皿の4を獲得" in attack and "12以上で成功" in attack and "成功率 1/36 (2.78%)" in attack
    defend = re.search(r'data-action="defend".*?</button>', html, re.S).group(0)
    assert "3個振る。成功で無傷" in defend and "成功率 3/8 (37.50%)" in defend
    assert html.count('class="g3-star"') == 1  # on the best choice, shown by CSS once the hint is open
    state.large = [1, 1]
    state.apply(0, "attack")  # 2 or more always succeeds: 2-3-4
    html = ui.render(state.view(0), ["You"], "en")
    assert attr(html, "data-state") == "won" and "2-3-4: a winning set!" in html
    assert html.count("g3-combo") == 3 and "one of the winning three" in html
    assert "data-action" not in html
