"""ヨミ's table (ui/games/yomi.py): every phase draws in both languages; each table button is one legal action, once;
the choices of several cards are picks; the hooks show the engine's numbers; the hand shows only the viewer's cards;
the view's `slow` field (added for the table) says チンチロリン's slow-down."""

import re

import pytest

from fudabako.ai import levels_for
from fudabako.core import Rng, derive_seed
from fudabako.games.yomi.cards import CHARACTER_IDS
from fudabako.games.yomi.rules import GAME
from fudabako.ui.games import yomi as ui
from fudabako.ui.kit.piece import tokens_of
from screens import buttons, every_view
from test_yomi import fight, hit_with, play

NAMES = ["A", "B"]


def check_table(state, p, view, html) -> None:
    """The table's buttons and picks against the engine's legal actions and numbers."""
    on_table = buttons(html)
    legal = {a["id"] for a in view.get("legal", [])}
    assert len(on_table) == len(set(on_table)), "an action has one piece"
    assert set(on_table) <= legal, f"{set(on_table) - legal} on the table in {state.phase}"
    for a in view.get("legal", []):
        for token in tokens_of(a, ui.PICK_KEY):
            assert f'data-pick="{token}"' in html, f"{a['id']}: no piece for {token}"
    if state.phase == "select":
        return
    assert re.findall(r'data-hp="(\d)">(-?\d+)<', html) == [(str(q), str(state.hp[q])) for q in (0, 1)]
    seats = re.findall(r'data-yomi-seat="(\d)" data-yomi-hand="(\d+)" data-yomi-deck="(\d+)" data-yomi-pile="(\d+)" '
                       r'data-yomi-down="(\d)" data-yomi-bluff="(\d)" data-yomi-owed="(\d+)"', html)
    assert seats == [(str(q), str(len(state.hands[q])), str(len(state.decks[q])), str(len(state.piles[q])),
                      str(int(state.is_down(q))), str(int(state.bluff[q] is not None)), str(state.owed[q]))
                     for q in (0, 1)]
    assert f'data-yomi-turn="{state.turn}"' in html
    if p is not None:
        assert re.findall(r'data-yomi-card="([^"]+)"', html)[:len(view["hand"])] == view["hand"]
    meter = re.search(r'data-yomi-combo-cp="(\d+)" data-yomi-combo-damage="(\d+)"', html)
    if state.combo:
        assert meter.groups() == (str(state.combo["cp"]), str(state.combo["base"] + state.combo["rest"]))
    else:
        assert meter is None


def test_every_phase_draws_and_each_table_button_is_one_legal_action():
    phases, placed = set(), set()
    for state, p, view in every_view(lambda seed: GAME.new_state(seed, {}), [derive_seed(606, i) for i in range(14)]):
        if p is not None:
            view["picked"] = []
        for lang in ("ja", "en"):
            html = ui.render(view, NAMES, lang)
            check_table(state, p, view, html)
        placed.update(a.split(":")[0] for a in buttons(html))
        phases.add(state.phase)
    assert {"select", "play", "combo", "bluff", "powerup", "search", "window", "over"} <= phases
    assert {"char", "play", "combo", "bluff", "set", "search"} <= placed


def test_the_choice_is_a_grid_of_ten_character_buttons_with_the_sheets_in_a_drawer():
    state = GAME.new_state(5, {})
    for lang, hp_word in (("ja", "グレイヴ"), ("en", "Grave")):
        html = ui.render(state.view(0), NAMES, lang)
        assert buttons(html) == [f"char:{c}" for c in CHARACTER_IDS]
        assert hp_word in html and ui.STYLES["grave"][lang] in html
        assert 'class="ym-drawer" id="yomi-sheets" data-lazy' in html and "<details open" not in html
        assert 'data-yomi-sheet="' not in html  # written as the drawer opens (issue 16), below
        sheets = ui.lazy("yomi-sheets", state.view(0), NAMES, lang)
        assert sheets.count('data-yomi-sheet="') == 10 and sheets.count('class="ym-fold"') == 10
        assert ui.W["sheets_title"][lang] in sheets and ui.sheet("grave", lang) in sheets
    state.apply(0, "char:rook")
    mine, theirs = ui.render(state.view(0), NAMES, "en"), ui.render(state.view(1), NAMES, "en")
    assert buttons(mine) == [] and "Your choice: Rook" in mine and "ym-chosen" in mine
    assert "Rook (face down" not in theirs and "ym-chosen" not in theirs and len(buttons(theirs)) == 10


def test_in_play_the_sheets_drawer_is_written_as_it_opens_with_both_fighters():
    state = fight(hands=(["7h", "2h"], ["5h", "3h"]))
    view = dict(state.view(0), picked=[])
    html = ui.render(view, NAMES, "en")
    assert 'id="yomi-sheets" data-lazy' in html and 'data-yomi-sheet="' not in html
    assert 'id="yomi-piles">' in html  # the discard piles are short: written at once
    sheets = ui.lazy("yomi-sheets", view, NAMES, "en")
    chars = list(dict.fromkeys(view["chars"]))
    assert re.findall(r'data-yomi-sheet="(\w+)"', sheets) == chars and 'class="ym-fold"' not in sheets
    assert ui.lazy("yomi-piles", view, NAMES, "en") == ""


def test_a_half_is_the_button_of_its_play_and_the_opponents_choice_stays_a_back():
    state = fight(hands=(["7h", "2h"], ["5h", "3h"]))
    html = ui.render(dict(state.view(0), picked=[]), NAMES, "en")
    assert sorted(buttons(html)) == sorted(a.id for a in state.legal_actions(0) if a.id != "none")
    state.apply(1, "play:5h:0")
    mine = ui.render(state.view(0), NAMES, "en")
    assert "kit-card-back ym-over" in mine and "ym-mine-down" not in mine
    assert "ym-mine-down" in ui.render(state.view(1), NAMES, "en")  # one's own face-down card, to oneself


def test_the_reveal_flips_both_cards_and_says_the_outcome():
    state = fight(hands=(["7h", "2h"], ["5h", "3h"]))  # グレイヴ: 7 throw against 5 block
    play(state, "7h:0", "5h:0")
    table = ui.render(state.view(1), NAMES, "en")
    assert 'data-yomi-outcome="throw beats block and dodge"' in table
    assert "投げはガードと回避に勝つ" in ui.render(state.view(1), NAMES, "ja")
    assert table.count("kit-reveal") == 2  # both combat cards turn over together (the first render after it)


def test_a_combo_shows_the_builder_and_offers_the_next_halves_and_extra_damage():
    state = hit_with("4h:0", ["4h", "5h", "Kd", "Kc"])  # グレイヴ's ♥4 hits a player with no card: a combo
    view = dict(state.view(0), picked=[])
    html = ui.render(view, NAMES, "en")
    assert 'data-yomi-combo-cp="1"' in html and "Tap the next card in your hand" in html
    assert "combo:5h:1" in buttons(html)  # normal attacks one number up: ♥5's attack half


def test_a_pair_of_cards_is_picked_then_confirmed():
    legal = [{"id": "pick:none", "label": {"ja": "使わない", "en": "No"}, "payload": {}},
             {"id": "pick:2h+5h", "label": {"ja": "2h 5hを捨てて岩の鎧", "en": "Rock Armor: discard 2h 5h"},
              "payload": {"cards": ["2h", "5h"]}},
             {"id": "ab:jaina_vigor:2h+3d", "label": {"ja": "熱血", "en": "Burning Vigor"},
              "payload": {"ability": "jaina_vigor", "arg": "2h+3d"}}]
    assert [tokens_of(a, ui.PICK_KEY) for a in legal] == [[], ["2h", "5h"], ["2h", "3d"]]


def test_lums_slow_down_is_in_the_view_and_on_the_table():
    state = fight("lum", "grave", hands=(["7h"], ["5h"]))
    state.slow[1] = state.turn + 1  # チンチロリン's J/Q/K this turn: next turn グレイヴ's moves are 4.0 slower
    assert state.view(0)["slow"] == [-9, state.turn + 1]
    assert "Next turn attacks, throws +4.0" in ui.render(state.view(0), NAMES, "en")
    state.slow[1] = state.turn
    assert "チンチロリン: 打撃と投げ+4.0" in ui.render(state.view(0), NAMES, "ja")


def test_the_end_shows_both_hands_and_the_sheet_every_rank_and_its_notes():
    seed = derive_seed(606, 2)
    state, rng = GAME.new_state(seed, {}), Rng(seed)
    while not state.is_over():
        p = rng.choice(state.to_move())
        state.apply(p, rng.choice(state.legal_actions(p)).id)
    html = ui.render(state.view(0), NAMES, "en")
    assert "ym-myhand" in html and "ym-theirhand" in html and "B's hand" in html
    assert buttons(html) == []
    state.hands[1] = []  # an empty hand keeps its place, under its heading
    assert html.count("No cards") == 0 and ui.render(state.view(0), NAMES, "en").count("No cards") == 1
    assert "手札無し" in ui.render(state.view(1), NAMES, "ja")
    sheet = ui.sheet("midori", "ja")
    assert sheet.count("<tr>") == 15 and "変身" in sheet and "出典で値が分かれる" in sheet


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_level_notes_speak_of_this_games_levels(lang):
    ids = {level["id"] for level in levels_for("yomi")}
    assert set(ui.LEVEL_NOTES) <= ids and all(note[lang] for note in ui.LEVEL_NOTES.values())
    assert ui.ONE_TAP is True
