"""Both キルゾーン tables, drawn from views: every number the engine holds is on the table in a data-* hook, the
newly learnt techniques are announced, and every word exists in Japanese and English."""

import re

from fudabako.core import get_game
from fudabako.ui.games import killzone, killzone_ninja


def hooks(html: str) -> dict:
    return dict(re.findall(r'data-(kz-[a-z]+|kn-[a-z]+)="([^"]*)"', html))


def test_killzone_table_shows_counters_cards_and_piles_in_both_languages():
    state = get_game("killzone").new_state(2)
    state.zone, state.waiting, state.grave, state.mana, state.damage = [[3, 1], [2, 0]], [1], [2, 3], 4, 1
    view = state.view(0)
    for lang in ("ja", "en"):
        html = killzone.render(view, ["you"], lang)
        assert hooks(html) == {"kz-damage": "1", "kz-mana": "4", "kz-grave": "2", "kz-reset": "1"}
        assert re.findall(r'data-enemy="(\d)" data-damage="(\d)"', html) == [("3", "1"), ("2", "0")]
        assert 'data-pile="waiting" data-count="1"' in html and 'data-pile="grave" data-count="2"' in html
        buttons = killzone.actions(view, lang)
        assert buttons.count("data-action=") == len(view["legal"])
    assert "キルゾーン" in killzone.render(view, ["you"], "ja") and "Kill zone" in killzone.render(view, ["you"], "en")


def test_ninja_table_announces_new_techniques_and_marks_the_ladder():
    state = get_game("killzone-ninja").new_state(2)
    state.field, state.kill, state.xp, state.wave = [[3, 2, 0]], [3, 3, 3, 3, 3], 5, 5
    state.apply(0, "attack:0")  # the wave ends: XP 23, Endurance +1 and Interview
    view = state.view(0)
    for lang, words in (("ja", "インタビュー習得"), ("en", "learnt Interview")):
        html = killzone_ninja.render(view, ["you"], lang)
        assert 'data-last-wave="5" data-learnt="life interview"' in html and words in html
        assert hooks(html)["kn-xp"] == "23" and hooks(html)["kn-learnt"] == "interview"
        assert re.findall(r'data-threshold="(\d+)" data-reached="(\d)"', html)[:4] == [
            ("3", "1"), ("9", "1"), ("20", "1"), ("40", "0")]
        assert 'data-technique="interview" data-learnt="1"' in html
        assert 'data-technique="tatsumaki" data-learnt="0"' in html
