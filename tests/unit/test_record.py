import pytest

from fudabako.core import Record, RecordError, decode_link, encode_link, replay, shareable, undo_target


def played(game_id="dice-janken", seed=11, rounds=3):
    record = Record.new(game_id, seed)
    state = replay(record)
    for _ in range(rounds):
        for player in state.to_move():
            action = state.legal_actions(player)[0].id
            state.apply(player, action)
            record.append(player, action)
    return record, state


def test_replay_is_exact():
    record, state = played(rounds=4)
    assert replay(record).to_json() == state.to_json()
    assert replay(Record.from_json(record.to_json())).to_json() == state.to_json()


def test_replay_upto_gives_earlier_states():
    record, _ = played(rounds=2)
    assert replay(record, 0).to_json() == replay(Record.new(record.game, record.seed)).to_json()
    assert replay(record, 1).to_move() == [1]


def test_undo_takes_back_a_face_down_choice_before_the_reveal():
    record = Record.new("dice-janken", 3)
    record.append(0, "rock")
    assert undo_target(record, 0) == 0
    assert undo_target(record, 1) is None  # player 2 has not decided anything yet


def test_undo_never_crosses_a_reveal():
    record = Record.new("stosute-proto", 3)
    record.append(0, "build")
    record.append(1, "trade")  # both revealed, points scored, new dice rolled
    assert undo_target(record, 0) is None
    assert undo_target(record, 1) is None
    record.append(1, "explore")  # next round: player 2 chose first, face down
    assert undo_target(record, 1) == 2
    assert undo_target(record, 0) is None


def test_share_link_round_trip():
    record, state = played("stosute-proto", rounds=3)
    link = encode_link(record)
    assert link.startswith("f1.") and "=" not in link and "/" not in link and "+" not in link
    assert replay(decode_link(link)).to_json() == state.to_json()


@pytest.mark.parametrize("mangle", [
    lambda s: s[:-1] + ("0" if s[-1] != "0" else "1"),           # checksum changed
    lambda s: s[:10] + ("A" if s[10] != "A" else "B") + s[11:],  # payload changed
    lambda s: s.replace("f1.", "f9.", 1),                        # unknown format
    lambda s: "hello",
    lambda s: "f1..00000000",
    lambda s: "f1.%%%%.00000000",
])
def test_tampered_links_are_refused_with_a_message(mangle):
    record, _ = played()
    with pytest.raises(RecordError) as e:
        decode_link(mangle(encode_link(record)))
    assert e.value.ja and e.value.en


def test_a_consistent_but_illegal_link_is_refused_naming_the_step():
    record, _ = played()
    record.actions[2][1] = "lizard"
    with pytest.raises(RecordError) as e:
        decode_link(encode_link(record))
    assert "Step 3" in e.value.en


@pytest.mark.parametrize("obj", [
    None, [], "x", {}, {"game": "dice-janken"},
    {"game": "dice-janken", "version": 1, "seed": -1, "options": {}, "actions": []},
    {"game": "dice-janken", "version": 1, "seed": 1, "options": {}, "actions": [["0", "rock"]]},
    {"game": "dice-janken", "version": 1, "seed": 1, "options": {}, "actions": [[0]]},
    {"game": "dice-janken", "version": True, "seed": 1, "options": {}, "actions": []},
    {"game": "chess", "version": 1, "seed": 1, "options": {}, "actions": []},
    {"game": "dice-janken", "version": 99, "seed": 1, "options": {}, "actions": []},
])
def test_malformed_or_foreign_records_are_refused(obj):
    with pytest.raises(RecordError) as e:
        Record.from_json(obj)
    assert e.value.ja and e.value.en


def test_records_with_bad_options_fail_on_replay_with_a_message():
    record = Record.from_json({"game": "dice-janken", "version": 1, "seed": 1, "options": {"endurance": 99},
                               "actions": []})
    with pytest.raises(RecordError) as e:
        replay(record)
    assert "30" in e.value.en


def test_share_link_never_carries_a_face_down_choice():
    record = Record.new("dice-janken", 3)
    record.append(0, "rock")
    record.append(1, "paper")  # revealed
    record.append(1, "scissors")  # face down
    assert shareable(record).actions == [[0, "rock"], [1, "paper"]]
    record.append(0, "rock")  # revealed again: everything may be shared
    assert shareable(record).actions == record.actions


@pytest.mark.parametrize("game_id", ["stosute", "delta", "mindmaster", "stosute-proto"])
def test_share_link_of_a_finished_game_keeps_every_action(game_id):
    """A game that ends on an action that reveals nothing (すとすて's combo stop) is shared whole."""
    import random

    rng = random.Random(game_id)
    for seed in range(30):
        record = Record.new(game_id, seed)
        state = replay(record)
        while not state.is_over():
            for player in state.to_move():
                action = rng.choice(state.legal_actions(player)).id
                state.apply(player, action)
                record.append(player, action)
        assert shareable(record).actions == record.actions
        assert replay(shareable(record)).result() == state.result()


def test_share_link_of_a_game_with_nothing_hidden_keeps_every_move():
    """イモータルアリーナ hides nothing: moves made since the last roll are shared too."""
    record = Record.new("immortal-arena", 5)
    state = replay(record)
    while True:
        player = state.to_move()[0]
        before = state.reveals
        action = next((a.id for a in state.legal_actions(player)
                       if not _reveals(state, player, a.id)), None)
        if action is None:
            action = state.legal_actions(player)[0].id
        state.apply(player, action)
        record.append(player, action)
        if state.reveals == before and len(record.actions) > 3:
            break
    assert shareable(record).actions == record.actions


def _reveals(state, player, action_id):
    after = state.clone()
    after.apply(player, action_id)
    return after.reveals != state.reveals
