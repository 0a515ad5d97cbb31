"""デルタ's table (ui/games/delta.py): the discards are a select-then-confirm of two cards of the hand, every legal
pair is reachable by picking its two cards (the two jokers stay apart), the selection shows what would be passed or
kept, the received and drawn cards are marked, the reveal shows both finals as cards with the damage, endurance
never reads below 0, and at the end the face-down discards are shown."""

import re

from fudabako.core import Rng, get_game
from fudabako.games.delta.rules import FINAL, PASS, pack, unpack
from fudabako.ui.games import delta as ui
from fudabako.ui.kit import tokens_of

GAME = get_game("delta")


def render(state, seat=0, picked=(), lang="ja", names=("A", "B")):
    view = state.view(seat)
    view["picked"] = sorted(picked)
    return ui.render(view, list(names), lang)


def picks(html: str) -> dict:
    """{token: "true"/"false"} of the pick buttons on the table."""
    return dict(re.findall(r'<button[^>]*data-pick="([^"]+)" aria-pressed="(true|false)"', html))


def confirm(html: str) -> str | None:
    found = re.findall(r'<button[^>]*class="kit-confirm-go primary" data-action="([^"]+)"', html)
    return found[0] if found else None


def at_final(hands, endurance=(60, 60), seed=1):
    state = GAME.new_state(seed)
    state.phase = FINAL
    state.hands = [pack(h) for h in hands]
    state.endurance = list(endurance)
    return state


def test_no_text_buttons_the_pairs_are_picked_from_the_hand():
    assert ui.PICK_KEY == "discard" and not hasattr(ui, "actions")
    for seed in range(12):
        state, rng = GAME.new_state(seed, {"endurance": 20}), Rng(seed)
        while not state.is_over():
            for seat in (0, 1, None):
                view = state.view(seat)
                for lang in ("ja", "en"):
                    html = render(state, seat, lang=lang)
                    assert "data-action" not in html  # nothing to press before two cards are picked
                    tokens = set(picks(html))
                    for action in view.get("legal", []):  # every legal pair can be picked
                        assert set(tokens_of(action, ui.PICK_KEY)) <= tokens
            seat = rng.choice(state.to_move())
            action = rng.choice(state.legal_actions(seat))
            html = render(state, seat, picked=tokens_of({"payload": action.payload}, ui.PICK_KEY))
            assert confirm(html) == action.id  # the two cards picked make exactly that action
            state.apply(seat, action.id)


def test_two_jokers_stay_apart_and_each_pair_says_what_it_keeps():
    state = at_final([["S3", "S5", "H4", "J1", "J2"], ["D2", "D3", "D4", "S6", "S7"]])
    html = render(state)
    assert picks(html) == {"H4": "false", "J1": "false", "J2": "false"}  # ♠3 and ♠5 must stay: inert
    assert re.search(r'kit-inert[^>]*><span class="kit-card[^>]*data-card="S3"', html)
    one = render(state, picked=["J1"])
    assert picks(one) == {"H4": "false", "J1": "true", "J2": "false"}
    assert confirm(one) is None and "あと1つ" in one
    # the cards that may join say what that pair would leave (from the engine's payload)
    assert "→ 2枚役♠ 8" in one.split('data-card="H4"')[1].split("</li>")[0]  # keeps ♠3 ♠5 + J2
    assert "→ 2枚役♠ 8" in one.split('data-card="J2"')[1].split("</li>")[0]  # keeps ♠3 ♠5 ♥4
    both = render(state, picked=["J1", "J2"])
    assert confirm(both) == "J1+J2"
    preview = both.split('class="dl-preview"')[1].split("</div></div>")[0]
    assert re.findall(r'data-card="(\w+)"', preview) == ["S3", "S5", "H4"] and "2枚役 ♠ (8)" in preview
    assert confirm(render(state, picked=["H4", "J2"])) == "H4+J2"
    assert confirm(render(state, picked=["H4", "J1"])) == "H4+J1"


def test_the_pass_step_shows_the_three_passed_and_the_final_step_marks_what_came_in():
    state = GAME.new_state(4)
    hand = unpack(state.hands[0])
    html = render(state, picked=hand[:2], lang="en")
    assert "You pass" in html and confirm(html) == "+".join(hand[:2])
    preview = html.split('class="dl-preview"')[1].split("</div></div>")[0]
    assert re.findall(r'data-card="(\w+)"', preview) == hand[2:]
    state.apply(0, state.legal_actions(0)[0].id)
    state.apply(1, state.legal_actions(1)[0].id)
    view = state.view(0)
    html = render(state, lang="en")
    marks = re.findall(r'data-pick="(\w+)".*?</button>(?:<span class="dl-notes" aria-hidden="true">'
                       r'<span class="dl-mark">(\w+)</span>)?', html)
    for card, mark in marks:
        assert mark == ("received" if card in view["received"] else "drawn"), (card, mark)
    zone = html.split('data-zone="received"')[1].split("</section>")[0]
    assert re.findall(r'data-card="(\w+)"', zone) == view["received"]
    passed = html.split('data-zone="passed"')[1].split("</section>")[0]
    assert re.findall(r'data-card="(\w+)"', passed) == view["passed"]
    # the first render of the step: the received cards travel in; once a card is picked they stay put
    assert "kit-travel" in zone and "kit-travel" not in render(state, picked=[view["hand"][0]], lang="en")


def test_after_choosing_the_hand_shows_the_face_down_choice():
    state = at_final([["S5", "S6", "S7", "J1", "J2"], ["H2", "H3", "H4", "D2", "D3"]])
    state.apply(0, "J1+J2")
    html = render(state)
    assert not picks(html) and "data-action" not in html
    assert "伏せた選択: JOKER JOKER を捨てる → 3枚役 ♠ (18)" in html
    assert html.count("dl-chosen-out") == 2


def test_the_reveal_shows_both_finals_and_the_damage_and_endurance_stops_at_zero():
    state = at_final([["S5", "S6", "S7", "J1", "J2"], ["H2", "H3", "H4", "D2", "D3"]], endurance=(60, 10))
    state.apply(0, "J1+J2")  # ♠5♠6♠7: 18
    state.apply(1, "D2+D3")  # ♥2♥3♥4 loses to spades
    assert state.endurance[1] == -8 and state.is_over()
    for seat in (0, 1, None):
        html = render(state, seat, names=("Ann", "Bob"), lang="en")
        for p, cards in enumerate((["S5", "S6", "S7"], ["H2", "H3", "H4"])):
            final = html.split(f'data-final="{p}"')[1].split('class="dl-kind"')[0]
            assert re.findall(r'data-card="(\w+)"', final) == cards
        assert 'data-kind="three"' in html and 'data-damage="18">18<' in html
        assert "strike 18</span> = " in html and "18</span> damage to Bob" in html
        assert 'data-endurance="1">0<' in html  # not -8
        ended = html.split('class="dl-ended"')[1]
        assert re.findall(r'data-card="(\w+)"', ended) == ["J1", "J2", "D2", "D3"]
        assert "kit-hand--backs" not in html and "data-pick" not in html
    assert "(耐久点 0)" in state.view(0)["log"][-2]["ja"] and "(endurance 0)" in state.view(0)["log"][-2]["en"]


def test_the_first_render_after_a_reveal_flips_the_finals_and_marks_the_loser():
    state = at_final([["S5", "S6", "S7", "J1", "J2"], ["H2", "H3", "H4", "D2", "D3"]], endurance=(60, 40))
    state.apply(0, "J1+J2")
    state.apply(1, "D2+D3")
    assert state.phase == PASS and not state.is_over()
    fresh = render(state)
    assert fresh.count("kit-reveal") == 6
    assert re.search(r'dl-endurance just-changed"><div class="counter">.*?data-endurance="1"', fresh)
    hand = state.view(0)["hand"]
    assert "kit-reveal" not in render(state, picked=hand[:1]) and "just-changed" not in render(state, picked=hand[:1])
    state.apply(1, state.legal_actions(1)[0].id)
    assert "kit-reveal" not in render(state)  # the rival has chosen since: no longer the first look


def test_my_cards_never_the_rivals_and_the_damage_worked_out():
    state = at_final([["H6", "H7", "J1", "S2", "D3"], ["D4", "D5", "D6", "S5", "S6"]], endurance=(9, 60))
    state.passed = [pack(["D4", "S5", "S6"]), pack(["H6", "H7", "J1"])]
    html = render(state)
    assert 'data-card="H6"' in html and 'data-card="D5"' not in html and "バリキ" in html
    chosen = render(state, picked=["S2", "D3"], lang="en")
    assert confirm(chosen) == "S2+D3" and "two-card hand ♥ + JOKER (13)" in chosen
    state.apply(0, "S2+D3")   # ♥6♥7 + joker in バリキ: 13 × 2 × 2
    state.apply(1, "S5+S6")   # ♦4♦5♦6 three-card hand loses to hearts
    html = render(state, 1, lang="en")
    assert 'data-damage="52"' in html and "× 2 (joker) × 2 (Bariki)" in html and 'data-kind="three"' in html
    assert 'data-card="H6"' in html  # the reveal shows the rival's final
