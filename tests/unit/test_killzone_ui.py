"""Both キルゾーン tables, drawn from views: every number the engine holds is on the table in a data-* hook, an
enemy card is the button of the attack on it and the other actions on it are buttons under it (every legal
action but the one that uses no card, exactly once), a card names what it is (never a place: 「#1 敵3」 is gone),
the card just turned up flips, newly learnt techniques are announced, and every word exists in Japanese and
English."""

import re

from fudabako.core import Rng, get_game
from fudabako.ui.games import killzone, killzone_ninja


def hooks(html: str) -> dict:
    return dict(re.findall(r'data-(kz-[a-z]+|kn-[a-z]+)="([^"]*)"', html))


def table_actions(html: str) -> list:
    return re.findall(r'<button type="button"[^>]*data-action="([^"]+)"', html)


def card_of(html: str, action: str) -> str:
    """The button of `action` and what it holds."""
    return re.search(rf'<button type="button"[^>]*data-action="{action}".*?</button>', html, re.S).group(0)


def test_killzone_table_shows_counters_cards_and_piles_in_both_languages():
    state = get_game("killzone").new_state(2)
    state.zone, state.waiting, state.grave, state.mana, state.damage = [[3, 1], [2, 0]], [1], [2, 3], 4, 1
    view = state.view(0)
    for lang in ("ja", "en"):
        html = killzone.render(view, ["you"], lang)
        assert hooks(html) == {"kz-damage": "1", "kz-mana": "4", "kz-grave": "2", "kz-reset": "1"}
        assert re.findall(r'data-enemy="(\d)" data-damage="(\d)"', html) == [("3", "1"), ("2", "0")]
        assert 'data-pile="waiting" data-count="1"' in html and 'data-pile="grave" data-count="2"' in html
        assert f'data-pile="deck" data-count="{len(state.deck)}"' in html
        assert "#1" not in html and "style=" not in html
    assert "キルゾーン" in killzone.render(view, ["you"], "ja") and "Kill zone" in killzone.render(view, ["you"], "en")


def test_an_enemy_card_is_its_attack_and_its_other_actions_sit_under_it():
    state = get_game("killzone").new_state(2)
    state.zone, state.mana = [[3, 1], [2, 1]], 1
    view = state.view(0)
    html = killzone.render(view, ["you"], "en")
    assert sorted(table_actions(html) + ["defend"]) == sorted(a["id"] for a in view["legal"])
    attack = card_of(html, "attack:0")
    assert 'data-enemy="3" data-damage="1"' in attack and "HP</span> <span class=\"kit-gc-v\">2/3" in attack
    assert "Attack: enemy 3 (2 HP left)" in attack  # the engine's label names the button
    blast = card_of(html, "blast:1")
    assert 'aria-label="Blast: enemy 2 (1 HP left)"' in blast and ">Blast<" in blast
    assert "blast:0" not in table_actions(html)  # KZ-3: only an enemy with 1 HP left is blasted
    # keys 1-9 in the order the shell counts the table's buttons
    assert re.findall(r'data-action="[^"]+"[^>]*data-key="(\d)"', html) == [str(k) for k in range(1, 6)]
    assert killzone.ONE_TAP is True


def test_the_card_just_turned_up_flips_and_nothing_is_a_button_at_the_end():
    state = get_game("killzone").new_state(4)
    html = killzone.render(state.view(0), ["you"], "ja")
    assert re.search(r'class="[^"]*kit-reveal[^"]*" data-enemy', html) and "出現" in html
    state.zone, state.damage = [[3, 0], [3, 0]], 2
    state.apply(0, "defend")
    view = state.view(0)
    assert view["outcome"] == "lost"
    html = killzone.render(view, ["you"], "en")
    assert table_actions(html) == [] and "kit-reveal" not in html and 'data-kz-outcome="lost"' in html
    assert f'data-score="{view["score"]}"' in html


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


def test_ninja_techniques_are_buttons_under_their_targets_and_chado_stays_in_the_bar():
    state = get_game("killzone-ninja").new_state(2)
    state.field, state.karate, state.xp = [[3, 1, 1], [2, 0, 0]], 2, 80  # Interview and Tatsumaki-ken learnt
    view = state.view(0)
    for lang, bound in (("ja", "拘束中"), ("en", "Bound")):
        html = killzone_ninja.render(view, ["you"], lang)
        assert sorted(table_actions(html) + ["chado"]) == sorted(a["id"] for a in view["legal"])
        assert re.findall(r'data-enemy="(\d)" data-damage="(\d)" data-bound="(\d)"', html) == [
            ("3", "1", "1"), ("2", "0", "0")]
        assert bound in card_of(html, "attack:0") and bound not in card_of(html, "attack:1")
        assert "interview:0" in table_actions(html) and "hook:1" in table_actions(html)
        assert "interview:1" not in table_actions(html) and "hook:0" not in table_actions(html)
        assert hooks(html)["kn-kills"] == "0" and 'data-pile="kill" data-count="0"' in html
    assert killzone_ninja.ONE_TAP is True
    # every small button's visible word is a word of its accessible name (axe: label-content-name-mismatch)
    for lang in ("ja", "en"):
        html = killzone_ninja.render(view, ["you"], lang)
        for label, word in re.findall(r'class="kz-act kit-key"[^>]*aria-label="([^"]+)"[^>]*>([^<]+)<', html):
            assert word in re.split(r"[\s:()]+", label.replace("-", " ")), (word, label)


def test_whole_games_render_every_legal_action_once_in_both_languages():
    for game_id, view_module, bar in (("killzone", killzone, {"defend"}), ("killzone-ninja", killzone_ninja, {"chado"})):
        for seed in range(12):
            state, rng = get_game(game_id).new_state(seed), Rng(seed)
            while True:
                view = state.view(0)
                for lang in ("ja", "en"):
                    html = view_module.render(view, ["you"], lang)
                    legal = sorted(a["id"] for a in view["legal"])
                    assert sorted(table_actions(html) + [a for a in legal if a in bar]) == legal
                    assert len(re.findall(r"data-enemy=", html)) == len(view.get("zone", view.get("field")))
                    if lang == "en":
                        words = re.sub(r"<[^>]+>", " ", html) + " ".join(re.findall(r'aria-label="([^"]*)"', html))
                        assert not re.search(r"(?<![\d./+])1 (cards|enemies|points)\b", words)
                if state.is_over():
                    break
                state.apply(0, rng.choice(state.legal_actions(0)).id)
