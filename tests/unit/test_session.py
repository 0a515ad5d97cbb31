"""The game being played on a page (fudabako.ui.session): what it says of its players."""

from fudabako.core import Record, Recorded, Rng
from fudabako.ui.session import Session


def finished(mode: str, players: list | None = None) -> Session:
    """A サイコロじゃんけん session played to its end at random (its dice seeded, so both calls play one game)."""
    session, rng = Session(Record.new("dice-janken", 3, {}), mode, players=players), Rng(3)
    session.game = Recorded(session.record, Rng(4))
    state = session.state
    while not state.is_over():
        p = state.to_move()[0]
        session.game.apply(p, rng.choice([a.id for a in state.legal_actions(p)]))
        state = session.state
    return session


def test_a_pass_and_play_result_names_the_winner_as_the_players_named_themselves():
    """Named players read "Ben wins!", as the table and the log call them, not "Player 2 wins!"."""
    session = finished("pass", ["Aki", "Ben"])
    winner = max(range(2), key=lambda p: session.state.result()[p])
    assert session.result_text("en") == f"{['Aki', 'Ben'][winner]} wins!"
    assert ["Aki", "Ben"][winner] in session.result_text("ja")
    unnamed = finished("pass")
    assert unnamed.result_text("en") == f"Player {winner + 1} wins!"
