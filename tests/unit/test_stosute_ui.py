"""すとすて ver.2's table (ui/games/stosute.py): every phase renders in both languages; the cards in the hand are the
controls of exactly the legal plays, discards and combo reveals; the reroll is a pick of two dice; each card says
what it scores with these dice; the reveal shows the power worked out; the discard pile tells face-down cards apart;
at the end both hands and the face-down discards are shown; English plurals are right."""

import re

from fudabako.core import Rng, get_game
from fudabako.games.stosute.rules import combo_cards, victory_points
from fudabako.ui.games import stosute as ui
from fudabako.ui.kit import tokens_of
from screens import buttons, every_view

GAME = get_game("stosute")


def render(state, seat=0, picked=(), lang="ja", names=("A", "B")):
    view = state.view(seat)
    view["picked"] = sorted(picked)
    return ui.render(view, list(names), lang)


def picks(html: str) -> dict:
    return dict(re.findall(r'<button[^>]*data-pick="([^"]+)" aria-pressed="(true|false)"', html))


def staged(hands, dice, deck=("explore", "trade", "build", "conquer"), seed=1):
    state = GAME.new_state(seed)
    state.hands = [list(h) for h in hands]
    state.deck = list(deck)
    state.dice = dict(dice)
    return state


def test_every_phase_renders_and_every_legal_action_is_on_the_table_or_in_the_bar():
    assert ui.PICK_KEY == "dice" and ui.ONE_TAP and not hasattr(ui, "actions")
    phases = set()
    for state, seat, view in every_view(lambda seed: GAME.new_state(seed, {"combo": seed % 2}), range(15)):
        for lang in ("ja", "en"):
            html = render(state, seat, lang=lang)
            assert f'data-points="0">{state.points[0]}<' in html
            legal = {a["id"] for a in view.get("legal", [])}
            on_table = set(buttons(html))
            picked = {a["id"] for a in view.get("legal", []) if tokens_of(a, ui.PICK_KEY)}
            assert on_table <= legal and on_table | picked | ({"combo-stop"} & legal) == legal
            assert set(picks(html)) == {t for a in view.get("legal", []) for t in tokens_of(a, ui.PICK_KEY)}
            phases.add(view["phase"])
    assert phases == {"play", "discard", "combo", "reroll", "over"}


def test_each_card_says_what_it_scores_with_these_dice():
    state = staged([["explore", "trade", "growth", "build"], ["research", "conquer", "growth", "build"]],
                   {"food": 4, "production": 2, "money": 5})
    html = render(state, lang="en")
    hand = html.split('class="kit-hand kit-hand--fan')[1]

    def card(name):
        part = hand.split(f'<span class="kit-gc-title">{name}</span>')
        before, after = part[0], part[1].split("</button>")[0]
        corner = re.findall(r'class="kit-gc-corner">(\d+)<', before)[-1]
        return corner, re.findall(r'class="kit-gc-k">([^<]+)</span> <span class="kit-gc-v">(\d+)<', after)

    assert card("Explore") == ("3", [])  # lowest 2 + 1
    assert card("Trade") == ("0", [("vs Growth", "9"), ("vs Build", "7")])
    assert card("Growth") == ("4", [("vs Build", "6")])
    assert card("Build") == ("2", [("vs Explore", "5")])
    assert "→ Conquer" in hand and "→ Trade" in hand  # where each combo leads
    assert buttons(html) == ["play:explore", "play:trade", "play:growth", "play:build"]


def test_reveal_shows_the_power_worked_out_and_the_pile_tells_face_down_apart():
    state = staged([["explore", "research", "build", "growth"], ["research", "trade", "conquer", "growth"]],
                   {"food": 4, "production": 2, "money": 5})
    state.apply(0, "play:research")
    waiting = render(state)
    assert "伏せた札: 研究" in waiting and waiting.count("st-laid") == 1 and not buttons(waiting)
    assert "研究" not in render(state, 1).split("st-hand-area")[0].split("st-side")[0]  # nothing of it for the rival
    state.apply(1, "play:research")  # 5 = 5: a tie
    html = render(state)
    assert "研究 = 金銭 5 = 5" in html and "kit-reveal" in html  # the first look at the tie: the cards flip
    assert set(buttons(html)) == {"discard:explore", "discard:research", "discard:build", "discard:growth"}
    state.apply(0, "discard:build")
    state.apply(1, "discard:conquer")
    html = render(state)
    pile = html.split('data-discard-count="2"')[1].split("</ul>")[0]
    assert re.findall(r'data-pile="(\w+)"', pile) == ["down", "down"]
    assert "あなたが裏向きに捨てた建設" in pile and "征服" not in pile  # mine face up to me, theirs a back
    assert 'data-deck="2"' in html and 'data-hand-size="1">4<' in html
    assert re.search(r'data-value="\d" data-die="food"', html)


def test_the_winner_combos_by_tapping_linked_cards_and_takes_the_losers_card():
    state = staged([["research", "build", "growth", "trade"], ["explore", "conquer", "growth", "build"]],
                   {"food": 1, "production": 2, "money": 6})
    state.apply(0, "play:research")  # 6
    state.apply(1, "play:explore")   # 1 + 1 = 2
    assert state.phase == "combo"
    html = render(state, lang="en")
    assert buttons(html) == ["combo:build", "combo:growth"]  # trade is not linked from research: inert
    assert "Combo: tap a card linked from Research" in html and "combo-stop" not in html
    state.apply(0, "combo:build")
    html = render(state, lang="en")
    assert buttons(html) == ["combo:trade"] and "st-in-combo" in html  # build is shown, still held
    assert re.search(r'st-node st-node-build st-on', html) and re.search(r'st-node st-node-trade st-next', html)
    state.apply(0, "combo:trade")  # no link from trade in this hand: the combo ends by itself
    assert state.phase == "reroll"
    html = render(state, lang="en")
    assert "Combo of 2 cards: 3 victory points" in html
    taken = html.split('class="kit-hand kit-hand--fan')[1]
    assert "kit-travel" in taken and ">taken<" in taken  # the rival's Explore comes into my hand
    assert "kit-travel" not in render(state, picked=["food"], lang="en")
    # the reroll: pick two dice, the third is kept
    assert picks(html) == {"food": "false", "production": "false", "money": "false"}
    two = render(state, picked=["food", "money"], lang="en")
    assert re.search(r'kit-confirm-go primary" data-action="reroll:food\+money">Reroll<', two)
    assert "keeps production 2" in two


def test_at_the_end_both_hands_and_the_face_down_discards_are_shown():
    state = staged([["conquer", "research", "build", "growth"], ["research", "trade", "explore", "growth"]],
                   {"food": 6, "production": 2, "money": 6})
    state.points = [18, 0]
    state.discard = [{"card": "trade", "up": False, "owner": 1}]
    state.apply(0, "play:conquer")   # money 6 × 2 = 12 against research
    state.apply(1, "play:research")  # 6
    assert state.is_over() and state.winner == 0
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view["hands"] == [["research", "build", "growth"], ["trade", "explore", "growth"]]
        assert view["discard"][0]["card"] == "trade"
        html = render(state, seat, lang="en")
        assert "kit-card-back" not in html.split("st-piles")[0]  # no hand as backs any more
        assert "data-action" not in html and "data-pick" not in html
        assert "Trade (Face-down discard)" in html or seat == 1
    assert state.determinize(0, Rng(3)).view(0) == state.view(0)


def test_english_plurals():
    assert victory_points(1)["en"] == "1 victory point" and victory_points(6)["en"] == "6 victory points"
    assert victory_points(1)["ja"] == "1勝利点"
    assert combo_cards(1)["en"] == "Combo of 1 card" and combo_cards(3)["en"] == "Combo of 3 cards"
    state = staged([["research", "build", "growth", "trade"], ["research", "conquer", "growth", "build"]],
                   {"food": 1, "production": 2, "money": 6}, deck=("explore", "explore", "trade", "conquer"))
    state.apply(0, "play:growth")   # food 1 (+ production 2 against build) = 3
    state.apply(1, "play:build")    # production 2
    log = " ".join(entry["en"] for entry in state.view(0)["log"])
    assert "gains 1 victory point (" in log and "1 victory points" not in log
    assert "gains 1 victory point" in render(state, lang="en")
