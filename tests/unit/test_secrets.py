"""What may be seen, and what may be foretold, for every game in the box (DESIGN.md, "Secrets and chance").

- Secrets: no game decides for itself what is secret; `State.has_secret` compares a seat's view with the spectator's.
- Chance: a record holds what has happened and nothing of what will. Replaying one record with two different
  sources of chance must lead to different futures about as often as chance itself says: a game that decided a
  deck's order before it is drawn would give the same next card whatever the source (the audit's script read the
  whole deck order from a link).
"""

import pytest

from fudabako.core import Record, Recorded, Rng, State, all_games, derive_seed

GAMES = all_games()
SAMPLES = 60  # chance events compared per game


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_no_game_decides_for_itself_what_is_secret(game):
    state = game.new_state(1)
    assert type(state).has_secret is State.has_secret


def test_a_hand_and_a_face_down_choice_are_secrets_and_public_tables_are_not():
    delta = next(g for g in GAMES if g.id == "delta").new_state(1)
    assert delta.has_secret(0) and delta.has_secret(1)  # both hold cards
    janken = next(g for g in GAMES if g.id == "dice-janken").new_state(1)
    assert not janken.has_secret(0)
    janken.apply(0, "rock")
    assert janken.has_secret(0) and not janken.has_secret(1)


def _futures(game, seed: int):
    """(drawn, equal) for each move of a random game that drew chance: replaying the record so far with two
    unrelated sources and making that move, do the mover's views agree?"""
    rng = Rng(seed)
    real = Recorded(Record.new(game.id, Rng(derive_seed(seed, 1))), Rng(derive_seed(seed, 2)))
    while not real.state.is_over() and len(real.record.actions) < 400:
        state = real.state
        player = rng.choice(state.to_move())
        action = rng.choice(state.legal_actions(player)).id
        before = len(real.record.chance)
        record = Record(**{**real.record.__dict__, "actions": list(real.record.actions),
                           "chance": list(real.record.chance)})
        real.apply(player, action)
        if len(real.record.chance) > before:
            views = []
            for guess in (3, 4):
                other = Recorded(record, Rng(derive_seed(seed, 10 + guess)))
                other.apply(player, action)
                views.append(other.state.view(player, log=False))
            yield views[0] == views[1]


@pytest.mark.parametrize("game", [g for g in GAMES if g.id != "laplaplus"], ids=lambda g: g.id)
def test_a_record_does_not_decide_the_next_outcome(game):
    """Two replays of the same record with different sources of chance agree on what the next draw shows no more
    often than chance would have them agree (a die: 1 in 6); a pre-shuffled deck would make them always agree.
    ラプラプラス draws nothing: its battles are decided by the builds alone."""
    same = []
    for i in range(200):
        same.extend(_futures(game, derive_seed(2026_11_25, i)))
        if len(same) >= SAMPLES:
            break
    assert len(same) >= SAMPLES, f"only {len(same)} moves drew chance"
    assert sum(same) < 0.75 * len(same), f"{sum(same)} of {len(same)} next outcomes were the same whatever the source"
