"""マインドマスター's table: the hand drawn as cards stacked by suit, a stack (or a suit token, to call) being the
control of exactly the legal action; what the last call did said in words; every hand face up at the end."""

import re

import pytest

from fudabako.core import get_game
from fudabako.games.mindmaster.rules import SUITS
from fudabako.ui.games import mindmaster as ui
from screens import buttons, every_view

GAME = get_game("mindmaster")
NAMES = ["あなた", "コンピューター"]


def attacking(hands, attacker=0):
    state = GAME.new_state(5)
    state.hands = [list(h) for h in hands]
    state.deck = "".join(s * (7 - hands[0][i] - hands[1][i]) for i, s in enumerate(SUITS))
    state.attacker, state.phase, state.round = attacker, "attack", 1
    return state


def my_hand(html: str) -> str:
    start = html.index("data-my-hand")
    return html[start:html.index("</div>", start)]


def test_every_phase_renders_and_the_table_offers_every_legal_action_but_keep():
    phases = set()
    for state, viewer, view in every_view(GAME.new_state, range(12)):
        for lang in ("ja", "en"):
            html = ui.render(view, NAMES, lang)
            assert "style=" not in html and "カウンター効果" not in html
            legal = [a["id"] for a in view.get("legal", [])]
            assert buttons(html) == [a for a in legal if a != "keep"]  # "keep" is the bar's
            for p in (0, 1):
                assert f'data-strikes="{p}">{state.strikes[p]}<' in html
                assert f'data-outs="{p}">{state.outs[p]}<' in html
                assert f'data-hand="{p}" data-count="{sum(state.hands[p])}"' in html
                assert (f'data-shown="{p}"' in html) == bool(state.shown[p])
            assert f'data-deck="">{len(state.deck)}<' in html
            if viewer is not None:
                mine = re.findall(r'data-suit="(\w)"', my_hand(html))
                assert mine == [s for i, s in enumerate(SUITS) for _ in range(state.hands[viewer][i])]
        phases.add(view["phase"])
    assert phases == {"duel", "attack", "extra", "discard", "over"}


def test_the_attacker_touches_a_stack_the_defender_a_suit_token():
    state = attacking([[2, 0, 1], [1, 1, 1]])
    attacker = ui.render(state.view(0), NAMES, "ja")
    assert buttons(attacker) == ["play:S", "play:D"]
    assert 'aria-label="♠スペードを伏せる (手札に2枚)"' in attacker and "mm-calls" not in attacker
    defender = ui.render(state.view(1), NAMES, "en")
    assert buttons(defender) == ["call:S", "call:H", "call:D"]
    assert 'data-key="1"' in defender and 'aria-label="Call ♥ Hearts"' in defender
    assert "Call the suit of the face-down card" in defender
    state.apply(0, "play:D")
    assert "Attack card: face down" in ui.render(state.view(1), NAMES, "en")
    assert "Attack card: ♦ Diamonds" in ui.render(state.view(0), NAMES, "en")  # one's own, to oneself only


@pytest.mark.parametrize("card,call,ja,en", [
    ("S", "H", "♠の効果: コンピューターにアウト1つ。攻撃権はコンピューターへ。",
     "The ♠ effect: an out for コンピューター. コンピューター attacks next."),
    ("H", "S", "♥の効果: あなたが3枚引く。あなたが攻撃を続けます。",
     "The ♥ effect: あなた draws 3 cards. あなた attacks again."),
    ("D", "S", "♦の効果: コンピューターにストライク1つ。あなたが攻撃を続けます。",
     "The ♦ effect: a strike for コンピューター. あなた attacks again."),
    ("S", "S", "♠のカウンター: あなたは手札を公開。攻撃権はコンピューターへ。",
     "The ♠ counter: あなた shows their hand. コンピューター attacks next."),
    ("H", "H", "♥のカウンター: 攻撃権が移るだけ。攻撃権はコンピューターへ。",
     "The ♥ counter: the attack just passes. コンピューター attacks next."),
    ("D", "D", "♦のカウンター: あなたにストライク1つ。攻撃権はコンピューターへ。",
     "The ♦ counter: a strike for あなた. コンピューター attacks next."),
])
def test_the_reveal_says_in_words_what_the_call_did(card, call, ja, en):
    state = attacking([[2, 2, 2], [1, 1, 1]])
    state.apply(0, f"play:{card}")
    state.apply(1, f"call:{call}")
    verdict = ("的中 (宣言どおり)", "Right call") if card == call else ("はずれ (宣言と違う)", "Wrong call")
    html = ui.render(state.view(1), NAMES, "ja")
    assert ja in html and verdict[0] in html and "第1ラウンドの公開" in html
    html = ui.render(state.view(0), NAMES, "en")
    assert en in html and verdict[1] in html and "Round 1 revealed" in html


def test_a_third_strike_says_it_is_an_out_and_the_extra_strike_is_asked_in_words():
    state = attacking([[1, 1, 3], [1, 1, 1]])
    state.strikes[1] = 2
    state.apply(0, "play:D")
    state.apply(1, "call:S")
    html = ui.render(state.view(0), NAMES, "en")
    assert "a strike for コンピューター, the third: an out" in html
    assert "Discard 2 more for another strike on コンピューター" in html
    assert buttons(html) == ["discard:S", "discard:H", "discard:D"]  # "keep" goes to the choice bar
    assert "あなた may discard 2 cards for an extra strike (0/2 so far)" in ui.render(state.view(1), NAMES, "en")


def their_hand(html: str) -> str:
    start = html.index('class="mm-hand mm-their-hand')
    return html[start:html.index("</div>", start)]


def test_the_other_hand_is_backs_with_the_known_cards_face_up_and_all_face_up_at_the_end():
    state = attacking([[2, 1, 1], [1, 2, 1]])
    state.known[1] = [0, 1, 0]
    theirs = their_hand(ui.render(state.view(0), NAMES, "en"))
    assert theirs.count("kit-card-back") == 3 and theirs.count('data-suit="H"') == 1
    assert "コンピューター's hand: 4 cards (known: ♥×1)" in theirs
    state.outs[1] = 2
    state.apply(0, "play:S")
    state.apply(1, "call:D")
    assert state.is_over()
    theirs = their_hand(ui.render(state.view(0), NAMES, "en"))
    assert "kit-card-back" not in theirs and re.findall(r'data-suit="(\w)"', theirs) == ["S", "H", "H", "D"]
