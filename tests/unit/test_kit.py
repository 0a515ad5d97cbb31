"""The table kit's HTML contracts (py/fudabako/ui/kit/): a legal piece is a button with data-action and a name, an
inert one is no button; a selection means the one legal action whose payload names exactly it (the engine decides,
the kit only matches); counts read in words with English plurals; text is escaped; and no widget ever writes a
`style` attribute (the page's CSP refuses them)."""

import html
import importlib
import re
from pathlib import Path

import pytest

from fudabako.core import all_games, get_game
from fudabako.games.delta.rules import FINAL, PASS, pack
from fudabako.ui import kit, widgets
from fudabako.ui.kit import motion
from fudabako.ui.kit.game_card import TONES as GAME_TONES
from fudabako.ui.kit.playing_card import RANKS, SUITS
from screens import every_view

KIT_CSS = Path(__file__).resolve().parents[2] / "static" / "kit.css"


def delta_legal(hand: list, phase: str = FINAL) -> list:
    """デルタ's legal actions for seat 0 holding `hand`, as the view gives them to the UI."""
    state = get_game("delta").new_state(1)
    state.hands[0] = pack(hand)
    state.phase = phase
    return state.view(0)["legal"]


def opening_tag(html: str) -> str:
    return html[:html.index(">") + 1]


# --- playing cards -------------------------------------------------------------------------------------------------

def test_every_card_has_its_name_in_words_and_an_aria_hidden_face():
    for suit in SUITS:
        for rank in RANKS:
            html = kit.playing_card(rank, suit, lang="en")
            tag = opening_tag(html)
            assert 'role="img"' in tag and f'data-rank="{rank}" data-suit="{suit}"' in tag
            assert f'aria-label="{kit.card_name(rank, suit, "en")}"' in tag
            assert '<svg class="kit-svg"' in html and 'aria-hidden="true"' in html[html.index("<svg"):]
            assert f"kit-suit-{suit}" in tag
    assert 'aria-label="ハートの10"' in kit.playing_card("10", "H")
    assert 'aria-label="10 of Hearts"' in kit.playing_card(10, "H", lang="en")
    assert 'aria-label="スペードのエース"' in kit.playing_card("A", "S")
    assert 'aria-label="Queen of Clubs"' in kit.playing_card(12, "C", lang="en")
    assert 'aria-label="♥10"' in kit.playing_card("10", "H", name="♥10")
    assert kit.short_name("10", "H") == "♥10" and kit.short_name("JOKER") == "JOKER"


def test_jokers_of_both_kinds_differ_in_name_and_mark():
    red, black = kit.playing_card("JOKER", joker=1, lang="en"), kit.playing_card("JOKER", None, joker=2, lang="en")
    assert 'aria-label="Red Joker"' in red and 'data-joker="1"' in red and "kit-joker-1" in red
    assert 'aria-label="Black Joker"' in black and 'data-joker="2"' in black and "kit-joker-2" in black
    assert "data-suit" not in red
    assert kit.card_name("JOKER", lang="ja", joker=2) == "黒のジョーカー"
    strip = lambda html: re.sub(r'(aria-label|class|data-joker)="[^"]*"', "", html)  # noqa: E731
    assert strip(red) != strip(black), "the two jokers must differ in shape, not only in colour"


def test_bad_cards_are_refused():
    for args in (("1", "H"), ("11", "H"), ("Z", "S"), ("10", "X"), ("10", None)):
        with pytest.raises(ValueError):
            kit.playing_card(*args)
    with pytest.raises(ValueError):
        kit.playing_card("JOKER", joker=3)
    with pytest.raises(ValueError):
        kit.playing_card("A", "S", size="xl")


def test_small_cards_draw_a_compact_face_and_backs_can_be_decoration():
    assert "kit-compact" in kit.playing_card("7", "D", size="s")
    assert "kit-compact" not in kit.playing_card("7", "D", size="m")
    assert "kit-compact" not in kit.playing_card("7", "D", size="s", compact=False)
    assert 'aria-label="裏向きのカード"' in kit.card_back()
    assert 'aria-label="Face-down card"' in kit.card_back(lang="en")
    assert 'aria-hidden="true"' in opening_tag(kit.card_back(name="")) and "aria-label" not in kit.card_back(name="")
    assert "kit-card-slot" in kit.card_slot("伏せ札") and "伏せ札" in kit.card_slot("伏せ札")


# --- pieces --------------------------------------------------------------------------------------------------------

def test_a_legal_piece_is_a_button_with_its_action_and_a_name():
    action = {"id": "play:H10", "label": {"ja": "♥10を出す", "en": "Play ♥10"}, "payload": {"card": "H10"}}
    html = kit.piece(kit.playing_card("10", "H"), action, lang="en", key=3)
    tag = opening_tag(html)
    assert tag.startswith('<button type="button"') and 'data-action="play:H10"' in tag
    assert 'aria-label="Play ♥10"' in tag and 'aria-keyshortcuts="3" data-key="3"' in tag and "kit-legal" in tag
    assert "<kbd" not in html  # the digit is a CSS badge: no text the name would have to repeat
    face = kit.playing_card("10", "H")
    assert 'aria-label="ハートの10を出す"' in kit.piece(face, action, name="ハートの10を出す")
    assert 'data-action="draw" aria-label="山札から引く"' in kit.piece(kit.card_back(), "draw", name="山札から引く")
    assert 'aria-label="draw"' in kit.piece(kit.die(3), "draw")  # never nameless


def test_a_piece_that_shows_text_is_named_by_its_text_then_the_action():
    enemy = kit.game_card("敵 3", corner="3", stats=["●○○"])
    html = kit.piece(enemy, {"id": "attack:0", "label": {"ja": "敵3を攻撃", "en": "Attack enemy 3"}}, lang="en")
    tag = opening_tag(html)
    assert 'data-action="attack:0"' in tag and "aria-label" not in tag
    assert html.endswith('<span class="kit-sr"> Attack enemy 3</span></button>') and ">敵 3</span>" in html
    deck = kit.piece(kit.pile(23, "山札"), {"id": "draw", "label": {"ja": "山札から引く"}})
    assert "aria-label" not in opening_tag(deck) and '<span class="kit-sr"> 山札から引く</span>' in deck
    toggle = kit.pick(enemy, "0", name="敵3")
    assert "aria-label" not in opening_tag(toggle) and '<span class="kit-sr"> 敵3</span>' in toggle
    assert kit.shows_text(enemy) and not kit.shows_text(kit.playing_card("10", "H"))
    assert not kit.shows_text(kit.die(4)) and not kit.shows_text(kit.card_back())
    assert not any(kit.shows_text(kit.playing_card(r, s, size=z)) for r in RANKS for s in SUITS for z in ("s", "m"))
    assert not kit.shows_text(kit.playing_card("JOKER", size="s")) and not kit.shows_text(kit.playing_card("JOKER"))


def test_an_inert_piece_is_not_a_button():
    html = kit.piece(kit.playing_card("10", "H"), None)
    assert "<button" not in html and "data-action" not in html and "disabled" not in html
    assert opening_tag(html).startswith('<span class="kit-piece kit-inert"')
    named = kit.piece("<b>x</b>", None, name="敵 2")
    assert 'role="img" aria-label="敵 2"' in opening_tag(named)


def test_picks_toggle_with_aria_pressed_and_turn_inert_when_they_cannot_join():
    up = kit.pick(kit.playing_card("JOKER"), "J1", name="ジョーカー", selected=True, enabled=False)
    assert opening_tag(up).startswith('<button type="button"') and 'data-pick="J1"' in up
    assert 'aria-pressed="true"' in up and 'aria-label="ジョーカー"' in up and "data-action" not in up
    down = kit.pick("x", "S3", name="♠3", enabled=True)
    assert 'aria-pressed="false"' in down and 'data-pick="S3"' in down
    out = kit.pick("x", "S3", name="♠3", enabled=False)
    assert "<button" not in out and "data-pick" not in out and "aria-pressed" not in out


# --- selections ----------------------------------------------------------------------------------------------------

def test_delta_pairs_match_by_payload_and_two_jokers_stay_apart():
    legal = delta_legal(["S3", "S5", "H4", "J1", "J2"])
    assert kit.match_action(legal, {"J1", "J2"}, "discard")["id"] == "J1+J2"
    assert kit.match_action(legal, {"J1", "H4"}, "discard")["id"] == "H4+J1"
    assert kit.match_action(legal, {"H4", "J2"}, "discard")["id"] == "H4+J2"  # not the same action as J1's
    assert kit.match_action(legal, ["J2", "H4"], "discard")["id"] == "H4+J2"  # order does not matter
    assert kit.match_action(legal, {"S3", "H4"}, "discard") is None  # no legal action discards these
    assert kit.match_action(legal, {"J1"}, "discard") is None  # not complete
    assert kit.match_action(legal, set(), "discard") is None
    assert kit.match_action(legal, {"J1", "J2", "H4"}, "discard") is None
    # what can still be picked comes from the actions alone
    assert kit.pickable(legal, set(), "discard") == {"H4", "J1", "J2"}
    assert kit.pickable(legal, {"J1"}, "discard") == {"H4", "J2"}
    assert kit.pickable(legal, {"S3"}, "discard") == set()
    assert kit.remaining(legal, {"J1"}, "discard") == 1 and kit.remaining(legal, set(), "discard") == 2
    assert kit.remaining(legal, {"J1", "J2"}, "discard") == 0 and kit.remaining(legal, {"S3"}, "discard") is None


def test_delta_pass_phase_offers_every_pair():
    legal = delta_legal(["S2", "H3", "D4", "J1", "J2"], PASS)
    assert len(legal) == 10
    ids = {kit.match_action(legal, {a, b}, "discard")["id"]
           for i, a in enumerate(["S2", "H3", "D4", "J1", "J2"]) for b in ["S2", "H3", "D4", "J1", "J2"][i + 1:]}
    assert ids == {a["id"] for a in legal}


def test_an_ambiguous_selection_matches_nothing():
    legal = [{"id": "a", "label": "A", "payload": {"dice": ["food", "money"]}},
             {"id": "b", "label": "B", "payload": {"dice": ["money", "food"]}},
             {"id": "c", "label": "C", "payload": {"dice": ["food", "production"]}}]
    assert [a["id"] for a in kit.matching_actions(legal, {"food", "money"}, "dice")] == ["a", "b"]
    assert kit.match_action(legal, {"food", "money"}, "dice") is None
    assert kit.match_action(legal, {"production", "food"}, "dice")["id"] == "c"
    bar = kit.confirm_bar(legal, {"food", "money"}, "dice", "en")
    assert "data-action" not in bar and "disabled" in bar and "No move uses this selection" in bar


def test_keys_may_be_functions_and_tokens_compare_as_strings_and_multisets():
    legal = [{"id": "attack:0", "label": "x", "payload": {"kind": "attack", "target": 0}},
             {"id": "pair", "label": "y", "payload": {"cards": ["7", "7"]}}]
    assert kit.match_action(legal, {"0"}, "target")["id"] == "attack:0"
    assert kit.match_action(legal, ["7", "7"], "cards")["id"] == "pair"
    assert kit.match_action(legal, {"7"}, "cards") is None
    assert kit.match_action(legal, {"attack"}, lambda p: p.get("kind"))["id"] == "attack:0"
    assert kit.tokens_of({"id": "x"}, "card") == []


def test_action_for_token_leaves_out_ambiguous_taps():
    legal = [{"id": "play:atk", "payload": {"card": "atk"}}, {"id": "play:def", "payload": {"card": "def"}},
             {"id": "discard:def", "payload": {"card": "def"}}, {"id": "stop", "payload": {}},
             {"id": "reroll", "payload": {"card": ["a", "b"]}}]
    assert {t: a["id"] for t, a in kit.action_for_token(legal, "card").items()} == {"atk": "play:atk"}


def test_the_confirm_bar_offers_exactly_the_matched_action():
    legal = delta_legal(["S3", "S5", "H4", "J1", "J2"])
    done = kit.confirm_bar(legal, {"J1", "J2"}, "discard", "ja", prompt="2枚選んで捨てる")
    go = re.search(r"<button[^>]*kit-confirm-go[^>]*>([^<]*)</button>", done)
    assert 'data-action="J1+J2"' in go.group(0) and "disabled" not in go.group(0)
    assert go.group(1) == "JOKER JOKER を捨てる → ♠3♠5♥4 2枚役 (8)"
    assert "2枚選んで捨てる" in done and 'data-pick-clear=""' in done and 'role="group"' in done
    half = kit.confirm_bar(legal, {"J1"}, "discard", "en")
    assert "data-action" not in half and "disabled" in half and "Choose 1 more" in half and "data-pick-clear" in half
    none = kit.confirm_bar(legal, set(), "discard", "ja")
    assert "data-action" not in none and "選んでください" in none and "data-pick-clear" not in none
    assert "捨てる</button>" in kit.confirm_bar(legal, {"J1", "J2"}, "discard", "ja", label="捨てる")


# --- piles, hands, counts ------------------------------------------------------------------------------------------

def test_counts_read_in_words_with_english_plurals():
    deck = {"ja": "山札", "en": "Deck"}
    assert kit.count_label(deck, 12, "ja") == "山札 12枚"
    assert kit.count_label(deck, 0, "ja") == "山札 0枚"
    assert kit.count_label(deck, 12, "en") == "Deck: 12 cards"
    assert kit.count_label(deck, 1, "en") == "Deck: 1 card"
    assert kit.count_label(deck, 0, "en") == "Deck: no cards"
    assert kit.count_text(1, "en", "die") == "1 die" and kit.count_text(2, "en", "die") == "2 dice"
    assert kit.count_text(3, "ja", "die") == "3個"
    assert kit.count_text(1, "en", "move") == "1 move" and kit.count_text(12, "ja", "move") == "12手"  # kept games


# One of a thing in the English words of a table: its text, its accessible names and its log. "Player 1 moves first"
# is a seat; "1 cards", "1 strikes" and "1 moves" are what the tables said before they counted with count_text.
ONE_OF_MANY = re.compile(r"(?<![\d.])(?<!Player )1 (cards|dice|strikes|moves|points|tokens|turns|rounds|wins|losses)\b")


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_table_says_one_thing_in_the_singular(game):
    table = importlib.import_module(f"fudabako.ui.games.{game.id.replace('-', '_')}")
    names = ["A", "B"][:game.max_players]
    for _, _, view in every_view(game.new_state, seeds=range(4), viewers=range(game.max_players)):
        page = table.render(view, names, "en")
        words = " ".join([re.sub(r"<[^>]+>", " ", page), *re.findall(r'(?:aria-label|title)="([^"]*)"', page),
                          *(str(entry) for entry in view.get("log") or [])])
        slip = ONE_OF_MANY.search(html.unescape(words))
        assert not slip, slip.group(0)


# What a finished table must not say: that something is still to come ("None yet", an XP goal), or, on a device two
# players share, "your hand" of whichever seat moved last. Each of these was on an end screen before.
STILL_TO_COME = {"en": re.compile(r"\b(yet|next:)|\bYour hand\b", re.I), "ja": re.compile(r"まだ|次:|あなたの手札")}


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_a_finished_table_says_nothing_is_still_to_come_and_names_each_hand_on_a_shared_device(game):
    table = importlib.import_module(f"fudabako.ui.games.{game.id.replace('-', '_')}")
    names = {"en": ["Aki", "Ben"][:game.max_players], "ja": ["あき", "べん"][:game.max_players]}
    ends = 0
    for state, _, view in every_view(game.new_state, seeds=range(3), viewers=range(game.max_players)):
        if not state.is_over():
            continue
        ends += 1
        view["shared"] = game.max_players > 1  # as the board sets it for pass-and-play (alone: the hand is yours)
        for lang in ("en", "ja"):
            page = html.unescape(table.render(view, names[lang], lang))
            words = " | ".join([re.sub(r"<[^>]+>", " | ", page), *re.findall(r'(?:aria-label|title)="([^"]*)"', page)])
            slip = STILL_TO_COME[lang].search(words)
            assert not slip, words[max(0, slip.start() - 60):slip.end() + 20]
    assert ends == 3 * game.max_players


def test_the_hand_on_screen_is_yours_until_a_finished_pass_and_play_game_shares_the_table():
    view = {"viewer": 1}
    assert kit.own_hand_name(view, ["Aki", "Ben"]) == {"ja": "あなたの手札", "en": "Your hand"}
    view["shared"] = True
    assert kit.count_label(kit.own_hand_name(view, ["Aki", "Ben"]), 3, "en") == "Ben's hand: 3 cards"
    assert kit.count_label(kit.own_hand_name(view, ["あき", "べん"]), 3, "ja") == "べんの手札 3枚"
    yomi = importlib.import_module("fudabako.ui.games.yomi")
    end = list(every_view(get_game("yomi").new_state, seeds=[0], viewers=[1]))[-1][2]  # the finished game's view
    end["shared"] = True
    page = yomi.render(end, ["Aki", "Ben"], "en")  # ヨミ's end shows both hands, each under its player's name
    assert 0 < page.index("<h3>Aki's hand</h3>") < page.index("<h3>Ben's hand</h3>")  # in seat order, as the fighters
    akis = page.split("<h3>Aki's hand</h3>")[1].split("</section>")[0]  # face up: a finished game hides nothing
    assert end["known"][0] and "kit-card-back" not in akis and akis.count('class="kit-card ') == end["hand_sizes"][0]


def test_piles_show_their_count_and_thickness():
    deck = {"ja": "山札", "en": "Deck"}
    html = kit.pile(12, deck)
    tag = opening_tag(html)
    assert 'role="img" aria-label="山札 12枚" data-count="12"' in tag and "kit-pile--many" in tag
    assert "kit-card-back" in html and 'data-count="12"' in html
    assert 'aria-label="Deck: 1 card"' in kit.pile(1, deck, lang="en") and "kit-pile--n1" in kit.pile(1, deck)
    assert "kit-pile--few" in kit.pile(3, deck)
    empty = kit.pile(0, deck, lang="en")
    assert "kit-pile--n0" in empty and "kit-card-slot" in empty and 'aria-label="Deck: no cards"' in empty
    top = kit.pile(5, {"ja": "捨て札"}, top=kit.playing_card("7", "H"), kind="discard")
    assert "kit-pile--discard" in top and 'aria-label="ハートの7"' in top and "kit-card-back" not in top
    takeable = kit.pile(5, "捨て札", top=kit.piece(kit.playing_card("7", "H"), "take"))
    assert 'role="group"' in opening_tag(takeable)  # the button inside stays reachable


def test_hands_list_their_cards_and_the_other_hand_shows_only_a_count():
    cards = [kit.playing_card(r, "S") for r in ("A", "2", "3")]
    html = kit.hand(cards, "あなたの手札 3枚")
    assert opening_tag(html) == '<ul class="kit-hand kit-hand--fan" aria-label="あなたの手札 3枚">'
    assert html.count('<li class="kit-slot">') == 3
    assert "kit-hand--wrap kit-card--s" in kit.hand(cards, "x", layout="wrap", size="s")
    with pytest.raises(ValueError):
        kit.hand(cards, "x", layout="arc")
    other = kit.hidden_hand(5, {"ja": "相手の手札", "en": "Rival's hand"}, lang="en")
    assert 'role="img" aria-label="Rival\'s hand: 5 cards" data-count="5"' in other
    assert other.count("kit-card-back") == 5
    assert kit.hidden_hand(20).count("kit-card-back") == 7
    assert 'aria-label="手札 0枚"' in kit.hidden_hand(0) and "kit-card-slot" in kit.hidden_hand(0)


# --- dice ----------------------------------------------------------------------------------------------------------

def test_the_die_face_moved_to_the_kit_unchanged():
    assert widgets.die_face is kit.die_face
    assert kit.die_face(3) == (
        '<svg class="die-face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
        '<rect x="5" y="5" width="90" height="90" rx="18"/><circle cx="27" cy="27" r="9"/>'
        '<circle cx="50" cy="50" r="9"/><circle cx="73" cy="73" r="9"/></svg>')
    old = widgets.die("rock", 3, "グー", "red")
    assert old.startswith('<figure class="die die-red"><svg class="die-face"')
    assert '<span class="die-value" data-die="rock" data-value="3">3</span>' in old


def test_kit_dice_are_named_and_tumble_when_fresh():
    html = kit.die(5, lang="en")
    assert 'role="img" aria-label="Die showing 5" data-value="5"' in html and "kit-tumble" not in html
    assert 'aria-label="サイコロの目 5"' in kit.die(5)
    fresh = kit.die(2, name="食料 2", tone="red", size="l", fresh=True, show_value=True)
    assert "kit-die--red" in fresh and "kit-die--l" in fresh and "kit-tumble" in fresh
    assert '<span class="kit-die-value" aria-hidden="true">2</span>' in fresh and 'aria-label="食料 2"' in fresh
    assert html.count("<circle") == 5 and kit.die(0).count("<circle") == 0
    with pytest.raises(ValueError):
        kit.die(1, tone="pink")


# --- game cards, motion, escaping, no style ------------------------------------------------------------------------

def test_game_cards_keep_their_text_as_text():
    html = kit.game_card("攻撃", corner="3", emblem="⚔", stats=[("食料", "×1"), "同点なら +1"], footer="コンボ",
                         tone="red", size="l", attrs={"data-card": "atk"})
    assert ">攻撃</span>" in html and ">食料</span>" in html and ">×1</span>" in html and ">同点なら +1</span>" in html
    assert '<span class="kit-gc-emblem" aria-hidden="true">⚔</span>' in html and "<svg" not in html
    assert "kit-tone-red" in html and "kit-card--l" in html and 'data-card="atk"' in html
    assert 'role="img" aria-label="敵 3: HP 2"' in kit.game_card("敵 3", name="敵 3: HP 2")
    with pytest.raises(ValueError):
        kit.game_card("x", tone="pink")


def test_motion_classes_are_known_names():
    assert motion.animate(motion.REVEAL, motion.JUST_CHANGED) == "kit-reveal just-changed"
    assert motion.animate(motion.FROM_TOP) == "kit-travel kit-from-top"
    assert motion.animate(motion.REVEAL, when=False) == ""
    with pytest.raises(ValueError):
        motion.animate("spin")
    assert "kit-reveal" in kit.playing_card("A", "S", cls=motion.animate(motion.REVEAL))


def test_text_is_escaped_everywhere():
    evil = '<script>"&'
    safe = '&lt;script&gt;&quot;&amp;'
    samples = [
        kit.playing_card("A", "S", name=evil),
        kit.card_back(name=evil),
        kit.card_slot(evil),
        kit.game_card(evil, corner=evil, emblem=evil, stats=[evil, (evil, evil)], footer=evil, name=evil),
        kit.pile(3, evil),
        kit.pile(0, {"ja": evil}),
        kit.hand(["x"], evil),
        kit.hidden_hand(2, evil),
        kit.die(3, name=evil),
        kit.piece("x", {"id": evil, "label": {"ja": evil}}),
        kit.piece("x", None, name=evil),
        kit.pick("x", evil, name=evil),
        kit.confirm_bar([{"id": evil, "label": evil, "payload": {"k": ["a"]}}], {"a"}, "k", prompt=evil),
        kit.playing_card("A", "S", attrs={"data-card": evil, "title": evil}),
        kit.pile(2, "x", kind=evil, cls=evil),
    ]
    for html in samples:
        assert "<script" not in html and evil not in html and '<script>"' not in html
        assert safe in html, html


def test_attrs_refuse_style_and_handlers():
    for name in ("style", "onclick", "class", "data-X"):
        with pytest.raises(ValueError):
            kit.playing_card("A", "S", attrs={name: "x"})
    assert ' data-hidden' in kit.die(1, attrs={"data-hidden": True, "data-none": None})
    assert "data-none" not in kit.die(1, attrs={"data-none": None})


def all_widgets() -> list:
    """One of everything, in every state, for the whole-kit checks."""
    legal = delta_legal(["S3", "S5", "H4", "J1", "J2"])
    out = [kit.playing_card(r, s, size=z) for r in RANKS for s in SUITS for z in (None, "s", "l")]
    out += [kit.playing_card("JOKER", joker=j, size=z, lang=lang, cls=motion.animate(motion.REVEAL, motion.FROM_TOP))
            for j in (1, 2) for z in ("s", "m") for lang in ("ja", "en")]
    out += [kit.card_back(size="s"), kit.card_back(name=""), kit.card_slot(), kit.card_slot("?", size="l")]
    out += [kit.game_card("t", corner="1", emblem="e", stats=["a", ("b", 2)], footer="f", tone=t, size="m")
            for t in GAME_TONES]
    out += [kit.pile(n, "山札", size="s") for n in (0, 1, 3, 12)]
    out += [kit.pile(4, "捨て札", top=kit.playing_card("7", "H"), kind="discard")]
    out += [kit.hand([kit.playing_card("A", "S")] * 9, "h", layout=lay, size="m") for lay in ("fan", "wrap")]
    out += [kit.hidden_hand(n) for n in (0, 1, 9)]
    out += [kit.die(v, tone=t, size="s", fresh=True, show_value=True, cls=motion.JUST_CHANGED)
            for v in range(0, 7) for t in ("ivory", "red")]
    out += [kit.piece(kit.playing_card("3", "S"), legal[0], key=1), kit.piece(kit.playing_card("3", "S"), None)]
    out += [kit.pick(kit.playing_card("JOKER"), t, name=t, selected=s, enabled=e)
            for t in ("J1", "J2") for s in (True, False) for e in (True, False)]
    out += [kit.confirm_bar(legal, sel, "discard", lang, prompt="p")
            for sel in (set(), {"J1"}, {"J1", "J2"}, {"S3"}) for lang in ("ja", "en")]
    return out


def test_no_widget_ever_writes_a_style_attribute():
    for html in all_widgets():
        assert not re.search(r"\sstyle\s*=", html, re.I), html
        assert "<style" not in html.lower() and not re.search(r"\son[a-z]+\s*=", html, re.I)


def test_every_class_the_kit_writes_is_styled_or_a_known_hook():
    css = KIT_CSS.read_text()
    styled = set(re.findall(r"\.([a-zA-Z][a-zA-Z0-9_-]*)", css))
    hooks = {"kit-pc", "kit-gc", "kit-compact", "kit-card-back", "kit-pile--deck", "kit-pile--discard", "kit-pile--n0",
             "kit-pile--n1", "kit-confirm-go", "primary", "quiet", "die-face", "kit-inert", "kit-pile--grave"}
    written = set()
    for html in all_widgets():
        for value in re.findall(r'class="([^"]*)"', html):
            written.update(value.split())
    assert written - styled - hooks == set()


def test_the_stylesheet_turns_motion_off_when_asked():
    css = KIT_CSS.read_text()
    reduced = css[css.index("@media (prefers-reduced-motion: reduce)"):]
    assert "animation: none !important" in reduced and "transition: none !important" in reduced
    for name in ("kit-reveal", "kit-travel", "kit-tumble", "just-changed"):
        assert f".{name}" in reduced
    for frames in re.findall(r"animation(?:-name)?:\s*([a-z-]+)", css):
        if frames != "none":
            assert f"@keyframes {frames}" in css, frames
    assert "style=" not in css


def test_a_score_strip_shows_the_count_a_mark_per_point_and_only_that_the_player_chose():
    html = kit.score_strip("P<1>", ("耐久点", "endurance", 1, 4, 6), [("on",)] * 4 + [("changed",), ()], "en",
                           mine=True, changed=True, chosen=True)
    assert 'aria-label="P&lt;1&gt;"' in html and "kit-strip--me" in html
    assert re.search(r'data-endurance="1">4</span><span class="kit-strip-max"> / 6<', html)
    assert html.count('class="kit-strip-pt') == 6 and html.count("kit-strip-pt--on") == 4
    assert html.count("kit-strip-pt--changed") == 1 and motion.JUST_CHANGED in html
    assert "Chosen" in html and "kit-card-back" in html
    quiet = kit.score_strip("P1", ("Points", "points", 0, 0, 3), [(), (), ("goal",)], "ja")
    assert "kit-card-back" not in quiet and motion.JUST_CHANGED not in quiet and "kit-strip--me" not in quiet
    assert quiet.count("kit-strip-pt--goal") == 1
