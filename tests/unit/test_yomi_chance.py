"""ヨミ's decks have no order until a card is drawn (DESIGN.md, "Secrets and chance"): a record holds the cards drawn
and nothing of the ones to come, cards put back on top keep the chosen order, and determinize keeps the known places."""

import pytest

from fudabako.core import Chance, Record, RecordError, Recorded, Rng, replay
from fudabako.games.yomi.rules import GAME
from fudabako.games.yomi.cards import CHARACTER_IDS
from test_yomi import fight, ids, on_top, play
from test_yomi_abilities import at_draw, finish, smoke, to_end


def chars(c0, c1):
    return {"p1": CHARACTER_IDS.index(c0) + 1, "p2": CHARACTER_IDS.index(c1) + 1}


def test_the_start_records_one_outcome_per_card_dealt():
    """14 cards dealt, 14 outcomes (each the index of a card among those left); the janken of equal hit points adds
    one; characters chosen at the table deal nothing before both are revealed."""
    record = Record.new("yomi", 5, chars("grave", "rook"))  # 90 against 100: no janken
    assert [len(Recorded(record).state.hands[p]) for p in range(2)] == [7, 7]
    assert len(record.chance) == 14 and all(x < 54 - k % 7 for k, x in enumerate(record.chance))
    assert len(Record.new("yomi", 5, chars("grave", "grave")).chance) == 15
    chosen = Recorded(Record.new("yomi", 5), source=Rng(5))
    assert chosen.record.chance == []
    chosen.apply(0, "char:lum")
    chosen.apply(1, "char:rook")
    assert len(chosen.record.chance) == 14


def test_a_record_does_not_hold_the_next_cards():
    """The same record continued with different sources of chance draws different cards on turn 2: the deck order
    did not exist when the record was made."""
    record = Record.new("yomi", 8, chars("grave", "rook"))
    for player, action in ((0, "none"), (1, "none")):
        record.append(player, action)
    start = replay(record).hands
    drawn = set()
    for source in range(12):
        game = Recorded(record, source=Rng(source))
        assert game.state.hands == start  # what the record holds
        while game.state.turn == 1:
            actor = game.state.to_move()[0]
            game.apply(actor, ids(game.state, actor)[0])
        drawn.add(tuple(c for c in game.state.hands[0] if c not in start[0]))
    assert len(drawn) > 6


def test_records_of_the_seeded_version_and_overlong_ones_are_refused():
    """Version 2 replayed a seed that ordered both decks; no real game reaches `max_actions`."""
    old = {**Record.new("yomi", 1, chars("lum", "rook")).to_json(), "version": 2}
    with pytest.raises(RecordError, match="v2"):
        Record.from_json(old)
    stalled = {**old, "version": GAME.version, "actions": [[0, "none"]] * (GAME.max_actions + 1)}
    with pytest.raises(RecordError, match=str(GAME.max_actions)):
        Record.from_json(stalled)


def counted(state):
    """The state drawing from a Chance, to count the outcomes its draws take."""
    state.rng = Chance(Rng(1))
    return state.rng


def test_setsuki_bag_cards_come_back_in_the_chosen_order():
    state = fight("setsuki", "grave", (["7h", "2h"], ["5h"]))
    state.piles[0] = ["9h", "Kh", "3d"]
    state.decks[0] = [c for c in state.decks[0] if c not in state.piles[0]]
    to_end(state, "2h:0", "5h:0")
    while not (state.phase == "window" and state.window["name"] == "endturn"):
        state.apply(state.actor, ids(state, state.actor)[0])
    state.apply(0, "ab:setsuki_bag:7h")
    state.apply(1, "allow")
    assert all(state.determinize(1, Rng(k)).hands[0] == ["7h"] for k in range(4))  # the 7 used is shown
    for card in ("Kh", "3d", "9h"):  # 9h ends on top
        state.apply(0, f"pick:{card}")
    assert state.deck_known[0] == [3, 0]
    chance = counted(state)
    assert [state.top_card(0) for _ in range(3)] == ["9h", "3d", "Kh"] and chance.outcomes == []
    assert state.deck_known[0] == [0, 0]
    state.top_card(0)
    assert len(chance.outcomes) == 1  # then a card at random


def research(order):
    """ガイガー's 研究開発 with three Time Spirals in the discard pile: looks at three cards, puts them back in
    `order` (given the top three at random, top first: `order` indexes them), draws the last one put back."""
    state = at_draw("geiger", "rook", (["8h"], ["2d"]))
    state.piles[0] = ["Jd", "Qd", "Ad"]
    state.decks[0] = [c for c in state.decks[0] if c not in state.piles[0]]
    chance = counted(state)
    state.apply(0, "ab:geiger_research:8h")  # ルーク has no counter
    peeked = list(state.peek[0])
    assert len(chance.outcomes) == 3 and state.deck_known[0] == [0, 0]  # three cards decided when looked at
    for k in order:
        state.apply(0, f"pick:{peeked[k]}")
    return state, [peeked[k] for k in order], chance


def test_geiger_research_cards_come_back_in_the_chosen_order():
    for order in ((0, 1, 2), (2, 0, 1)):
        state, put_back, chance = research(order)
        assert state.hands[0][-1] == put_back[-1] and state.deck_known[0] == [2, 0]  # the last put back is drawn
        assert state.decks[0][-2:] == put_back[:2]
        assert [state.top_card(0), state.top_card(0)] == put_back[1::-1] and len(chance.outcomes) == 3


def test_determinize_keeps_the_known_places():
    """Both players know what the bag put on top (it came from the open discard pile); only ガイガー knows what
    研究開発 put back, so for the other player those places keep their number but not their cards."""
    state = fight("setsuki", "grave", (["7h", "2h"], ["5h"]))
    on_top(state, 0, "Kh", "9h")
    for player in (0, 1):
        other = state.determinize(player, Rng(3))
        assert other.decks[0][-2:] == ["Kh", "9h"] and other.deck_known[0] == [2, 0]
    state, put_back, _ = research((0, 1, 2))
    for k in range(6):
        mine, theirs = state.determinize(0, Rng(k)), state.determinize(1, Rng(k))
        assert mine.decks[0] == state.decks[0] and mine.deck_known[0] == theirs.deck_known[0] == [2, 0]
        assert sorted(theirs.decks[0] + theirs.hands[0]) == sorted(state.decks[0] + state.hands[0])
    assert len({tuple(state.determinize(1, Rng(k)).decks[0][-2:]) for k in range(6)}) > 1
    assert len({state.determinize(0, Rng(k)).top_card(0) for k in range(6)}) == 1  # the known top
    state.top_card(0)
    state.top_card(0)  # the known places are used up: the copies draw from their own chance
    assert len({state.determinize(0, Rng(k)).top_card(0) for k in range(6)}) > 1


def test_determinize_keeps_a_counter_snapshot_whole():
    """While セツキ may answer チンチロリン, the snapshot a counter restores trades the same cards as the state."""
    state = fight("lum", "setsuki", (["3h"], ["6d", "10d", "2d", "3d"]))
    play(state, "3h:1", "6d:0")
    finish(state)
    state.apply(0, "ab:lum_dice")
    assert state.phase == "counter"
    for k in range(4):
        other = state.determinize(1, Rng(k))
        snap = other.using["snap"]
        cards = sorted(snap["hands"][0] + snap["decks"][0] + snap["piles"][0] + snap["field"][0]
                       + snap["attached"][0])
        assert cards == sorted(other.hands[0] + other.decks[0] + other.piles[0] + other.field[0] + other.attached[0])
        smoke(other, "10d", "2d", "3d")
        assert other.top_card(0) == state.piles[0][-1]  # the card seen goes back on top, as in the real state
