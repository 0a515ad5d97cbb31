import json

import pytest

from fudabako.core import (Entropy, Record, RecordError, Recorded, Rng, decode_link, encode_link, get_game,
                           loads_bounded, replay, shareable, shown, undo_target)


def played(game_id="dice-janken", seed=11, rounds=3):
    game = Recorded(Record.new(game_id, seed), Rng(seed))
    for _ in range(rounds):
        for player in game.state.to_move():
            game.apply(player, game.state.legal_actions(player)[0].id)
    return game.record, game.state


def test_replay_is_exact():
    record, state = played(rounds=4)
    for again in (replay(record), replay(Record.from_json(json.loads(json.dumps(record.to_json()))))):
        assert all(again.view(p) == state.view(p) for p in (None, 0, 1))


def test_a_record_holds_outcomes_and_no_seed():
    record, _ = played(rounds=2)
    data = record.to_json()
    assert "seed" not in data and data["chance"] == record.chance
    assert len(record.chance) == 3 * 3  # サイコロじゃんけん: three dice at the start and after each of two rounds


def test_replay_upto_gives_earlier_states():
    record, _ = played(rounds=2)
    assert replay(record, 0).view(None) == replay(Record.new(record.game, 11)).view(None)
    assert replay(record, 1).to_move() == [1]


def test_outcomes_after_the_record_come_from_the_source_and_are_recorded():
    record = Record.new("dice-janken", Entropy())
    game = Recorded(record, Entropy())
    game.apply(0, "rock")
    game.apply(1, "paper")
    assert len(game.record.chance) == 6 and replay(game.record).view(None) == game.state.view(None)


def test_a_record_whose_outcomes_run_short_is_refused():
    record, _ = played(rounds=2)
    record.chance = record.chance[:-1]
    with pytest.raises(RecordError) as e:
        replay(record)
    assert "Step 4" in e.value.en


def test_outcomes_no_move_drew_are_refused_so_a_link_cannot_decide_its_readers_future():
    record, _ = played(rounds=2)
    record.chance.append(5)  # the next round's first die, decided by the sender
    with pytest.raises(RecordError) as e:
        decode_link(encode_link(record))
    assert "no move drew" in e.value.en


def test_an_outcome_out_of_range_is_refused():
    record, _ = played(rounds=1)
    record.chance[0] = 6  # a die has six faces: outcomes 0..5
    with pytest.raises(RecordError) as e:
        replay(record)
    assert "out of range" in e.value.en


def test_a_record_from_before_outcomes_replays_its_seed_and_keeps_only_the_past():
    """Saves and links of the first format carry a seed: where the game's rules are unchanged (same version), the
    seed is replayed once and only the outcomes drawn so far are kept."""
    old = {"game": "dice-janken", "version": get_game("dice-janken").version, "seed": 11, "options": {},
           "players": 2, "actions": [[0, "rock"], [1, "rock"]]}
    record = Record.from_json(old)
    assert len(record.chance) == 6 and "seed" not in record.to_json()
    seeded = get_game("dice-janken").new_state(11)
    seeded.apply(0, "rock")
    seeded.apply(1, "rock")
    assert replay(record).view(None) == seeded.view(None)


def test_undo_takes_back_a_face_down_choice_before_the_reveal():
    game = Recorded(Record.new("dice-janken", 3))
    game.apply(0, "rock")
    assert game.undo_target(0) == 0
    assert game.undo_target(1) is None  # player 2 has not decided anything yet
    assert undo_target(game.record, 0) == 0


def test_undo_never_crosses_a_reveal():
    game = Recorded(Record.new("stosute-proto", 3), Rng(3))
    game.apply(0, "build")
    game.apply(1, "trade")  # both revealed, points scored, new dice rolled
    assert game.undo_target(0) is None
    assert game.undo_target(1) is None
    game.apply(1, "explore")  # next round: player 2 chose first, face down
    assert game.undo_target(1) == 2
    assert game.undo_target(0) is None


def test_undo_never_crosses_an_outcome_of_chance():
    """A card drawn is decided when drawn: taking it back would let a player draw again. すとすて ver.2's combo
    draws a card from the deck without a reveal to the other player."""
    game = Recorded(Record.new("killzone", 2), Rng(2))
    before = len(game.record.chance)
    action = game.state.legal_actions(0)[-1].id
    game.apply(0, action)
    assert len(game.record.chance) > before and game.undo_target(0) is None


def test_share_link_round_trip():
    record, state = played("stosute-proto", rounds=3)
    link = encode_link(record)
    assert link.startswith("f1.") and "=" not in link and "/" not in link and "+" not in link
    assert replay(decode_link(link)).view(None) == state.view(None)


@pytest.mark.parametrize("mangle", [
    lambda s: s[:-1] + ("0" if s[-1] != "0" else "1"),           # checksum changed
    lambda s: s[:10] + ("A" if s[10] != "A" else "B") + s[11:],  # payload changed
    lambda s: s.replace("f1.", "f9.", 1),                        # unknown format
    lambda s: "hello",
    lambda s: "f1..00000000",
    lambda s: "f1.%%%%.00000000",
    lambda s: s + "A" * 200_000,                                 # oversized
])
def test_tampered_links_are_refused_with_a_message(mangle):
    record, _ = played()
    with pytest.raises(RecordError) as e:
        decode_link(mangle(encode_link(record)))
    assert e.value.ja and e.value.en


def _link_of(raw: bytes) -> str:
    import base64
    import zlib

    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    return f"f1.{body}.{zlib.crc32(raw):08x}"


def test_a_short_link_nesting_deep_is_refused_before_parsing():
    """The audit's 170-character link: 10,000 nested lists overflowed Pyodide's stack in json.loads."""
    link = _link_of(b"[" * 10_000 + b"]" * 10_000)
    assert len(link) < 200
    with pytest.raises(RecordError):
        decode_link(link)


def test_loads_bounded_counts_only_brackets_outside_strings():
    assert loads_bounded(json.dumps({"a": "[[[[[[[[[[[[[[[[[[[[[["}), 100, RecordError("x", "x")) == {
        "a": "[[[[[[[[[[[[[[[[[[[[[["}
    with pytest.raises(RecordError):
        loads_bounded("[" * 13 + "]" * 13, 100, RecordError("x", "x"))
    with pytest.raises(RecordError):
        loads_bounded("[1, 2]", 5, RecordError("x", "x"))


def test_a_record_longer_than_any_real_game_is_refused():
    game = get_game("dice-janken")
    obj = Record.new("dice-janken", 1).to_json()
    obj["actions"] = [[0, "rock"], [1, "rock"]] * (game.max_actions // 2 + 1)
    with pytest.raises(RecordError) as e:
        Record.from_json(obj)
    assert str(game.max_actions) in e.value.en


def test_a_consistent_but_illegal_link_is_refused_naming_the_step():
    record, _ = played()
    record.actions[2][1] = "lizard"
    with pytest.raises(RecordError) as e:
        decode_link(encode_link(record))
    assert "Step 3" in e.value.en


def test_text_echoed_from_refused_input_is_cut():
    assert shown("x" * 500_000) == "x" * 60 + "…" and shown("rock") == "rock"


@pytest.mark.parametrize("obj", [
    None, [], "x", {}, {"game": "dice-janken"},
    {"game": "dice-janken", "version": 1, "seed": -1, "options": {}, "actions": []},
    {"game": "dice-janken", "version": 1, "seed": 1, "options": {}, "actions": [["0", "rock"]]},
    {"game": "dice-janken", "version": 1, "seed": 1, "options": {}, "actions": [[0]]},
    {"game": "dice-janken", "version": True, "seed": 1, "options": {}, "actions": []},
    {"game": "chess", "version": 1, "seed": 1, "options": {}, "actions": []},
    {"game": "dice-janken", "version": 99, "seed": 1, "options": {}, "actions": []},
    {"game": "dice-janken", "version": 1, "options": {}, "actions": [], "chance": [1.0]},
    {"game": "dice-janken", "version": 1, "options": {}, "actions": [], "chance": [-1]},
    {"game": "dice-janken", "version": 1, "options": {}, "actions": [], "chance": "123"},
    {"game": "dice-janken", "version": 1, "options": {}, "actions": [[0, "x" * 201]], "chance": []},
])
def test_malformed_or_foreign_records_are_refused(obj):
    with pytest.raises(RecordError) as e:
        Record.from_json(obj)
    assert e.value.ja and e.value.en


def test_records_with_bad_options_fail_on_replay_with_a_message():
    record = Record.from_json({"game": "dice-janken", "version": 1, "options": {"endurance": 99},
                               "actions": [], "chance": []})
    with pytest.raises(RecordError) as e:
        replay(record)
    assert "30" in e.value.en


def test_share_link_never_carries_a_face_down_choice():
    game = Recorded(Record.new("dice-janken", 3), Rng(3))
    game.apply(0, "rock")
    game.apply(1, "paper")  # revealed
    game.apply(1, "scissors")  # face down
    cut = game.shareable()
    assert cut.actions == [[0, "rock"], [1, "paper"]] and len(cut.chance) == 6
    assert replay(cut).view(None) == replay(game.record, 2).view(None)
    game.apply(0, "rock")  # revealed again: everything may be shared
    assert game.shareable().actions == game.record.actions
    assert shareable(game.record).to_json() == game.shareable().to_json()


@pytest.mark.parametrize("game_id", ["stosute", "delta", "mindmaster", "stosute-proto"])
def test_share_link_of_a_finished_game_keeps_every_action(game_id):
    """A game that ends on an action that reveals nothing (すとすて's combo stop) is shared whole."""
    import random

    rng = random.Random(game_id)
    for seed in range(30):
        game = Recorded(Record.new(game_id, seed), Rng(seed))
        while not game.state.is_over():
            for player in game.state.to_move():
                game.apply(player, rng.choice(game.state.legal_actions(player)).id)
        assert game.shareable().to_json() == game.record.to_json()
        assert replay(game.shareable()).result() == game.state.result()


def test_share_link_of_a_game_with_nothing_hidden_keeps_every_move():
    """イモータルアリーナ hides nothing: moves made since the last roll are shared too."""
    game = Recorded(Record.new("immortal-arena", 5), Rng(5))
    while True:
        state = game.state
        player = state.to_move()[0]
        before = state.reveals
        action = next((a.id for a in state.legal_actions(player)
                       if not _reveals(state, player, a.id)), None)
        if action is None:
            action = state.legal_actions(player)[0].id
        game.apply(player, action)
        if state.reveals == before and len(game.record.actions) > 3:
            break
    assert game.shareable().actions == game.record.actions


def _reveals(state, player, action_id):
    after = state.clone()
    after.apply(player, action_id)
    return after.reveals != state.reveals
