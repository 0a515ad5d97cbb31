"""ヨミ's table (ui/games/yomi.py): every phase draws in both languages, every legal action is one button, the
hooks show the engine's numbers, and the hand shows only the viewer's cards."""

import re

from fudabako.core import Rng, derive_seed
from fudabako.games.yomi.rules import GAME
from fudabako.ui.games import yomi as ui
from test_yomi import fight, play


def test_every_phase_draws_with_one_button_per_legal_action_and_the_engine_numbers():
    phases = set()
    for i in range(12):
        seed = derive_seed(606, i)
        state, rng = GAME.new_state(seed, {}), Rng(seed)
        while not state.is_over():
            p = rng.choice(state.to_move())
            view = state.view(p)
            phases.add(state.phase)
            for lang in ("ja", "en"):
                table = ui.render(view, ["A", "B"], lang)
                buttons = re.findall(r'data-action="([^"]+)"', ui.actions(view, lang))
                assert sorted(buttons) == sorted(a["id"] for a in view["legal"])
            if state.phase != "select":
                assert re.findall(r'data-hp="(\d)">(-?\d+)<', table) == [(str(q), str(state.hp[q])) for q in (0, 1)]
                shown = re.findall(r'data-yomi-card="([^"]+)"', ui.actions(view, "en"))
                assert shown == view["hand"]
            if state.combo:
                meter = re.search(r'data-yomi-combo-cp="(\d+)" data-yomi-combo-damage="(\d+)"', table)
                assert meter.groups() == (str(state.combo["cp"]), str(state.combo["base"] + state.combo["rest"]))
            state.apply(p, rng.choice(state.legal_actions(p)).id)
        ui.render(state.view(None), ["A", "B"], "ja")
    assert {"select", "play", "combo", "bluff", "powerup", "search", "window"} <= phases


def test_the_outcome_is_explained_and_the_sheet_lists_every_rank():
    state = fight(hands=(["7h", "2h"], ["5h", "3h"]))  # グレイヴ: 7 throw against 5 block
    play(state, "7h:0", "5h:0")
    table = ui.render(state.view(1), ["A", "B"], "en")
    assert 'data-yomi-outcome="throw beats block and dodge"' in table
    assert "throw beats block and dodge" in table and "投げはガードと回避に勝つ" in ui.render(state.view(1), ["A", "B"], "ja")
    sheet = ui.sheet("grave", "ja")
    assert sheet.count("<tr>") == 15 and "敵を知る" in sheet
