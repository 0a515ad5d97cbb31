"""Pass-and-play never shows a hidden card to the wrong player (issue: the table jumped to the first player's hand
while the second still held the device).

For every two-player game, several rounds are played on one page. The test follows who holds the device: it changes
hands at a hand-over screen, or when the page shows the other seat's table and that seat acts. At every screen it
checks, against the engine (the page's own save, replayed):
- the table shows `body[data-viewer]`'s view: its log is that seat's log, private lines included;
- whenever the seat on screen is not the one holding the device, its view holds no secret (`State.has_secret`:
  nothing beyond its legal actions that a spectator could not see) — otherwise a hand-over screen must come first;
- a hand-over screen shows nothing of either player's table.
"""

from __future__ import annotations

import json
import random

import pytest

from fudabako.core import Record, replay
from fudabako.ui.i18n import tr

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

TWO_PLAYER_GAMES = ["dice-janken", "stosute-proto", "stosute", "delta", "mindmaster", "dice-duel",
                    "immortal-arena", "dice-slayer", "yomi", "blackpoker", "laplaplus"]
STEPS = 24  # decisions per game: several rounds or turns of each
# Long games; BlackPoker with auto-pass off (BP-26 turns it on by default), so that the device changes hands often.
OPTIONS = {"dice-janken": {"endurance": 30}, "delta": {"endurance": 99}, "dice-duel": {"life": 100},
           "blackpoker": {"autopass1": 0, "autopass2": 0}}


def holds_secret(state, seat: int) -> bool:
    """`State.has_secret`'s definition, spelt out here so the test does not trust the engine's own answer."""
    mine = {k: v for k, v in state.view(seat, log=False).items() if k not in ("legal", "viewer")}
    return mine != {k: v for k, v in state.view(None, log=False).items() if k != "viewer"}


def engine_state(app, game_id: str):
    raw = app.page.evaluate("(k) => localStorage.getItem(k)", f"fudabako:save:{game_id}")
    return replay(Record.from_json(json.loads(raw)["record"]))


@pytest.mark.parametrize("game_id", TWO_PLAYER_GAMES)
def test_the_table_is_covered_before_the_device_changes_hands(app, game_id):
    app.open_game(game_id)
    app.start("pass", options=OPTIONS.get(game_id))
    rng, holder, handoffs, changes = random.Random(game_id), None, 0, 0
    for _ in range(STEPS):
        turn = app.wait_turn()
        if turn == "over":
            break
        if turn == "handoff":
            assert app.page.evaluate("""() => ['table', 'actions', 'log'].every(id =>
                document.getElementById(id).innerHTML === '') && !document.body.dataset.viewer"""), \
                "the hand-over screen leaves a table, actions or a log in the page"
            app.continue_handoff()
            holder = int(app.viewer())
            handoffs += 1
            continue
        viewer, state = int(app.viewer()), engine_state(app, game_id)
        lang = app.page.evaluate("() => document.documentElement.lang")
        assert app.log_lines() == [tr(line, lang).strip() for line in state.view(viewer)["log"]], \
            f"the log on screen is not player {viewer + 1}'s"
        if holder is not None and viewer != holder:
            assert not holds_secret(state, viewer), \
                f"player {viewer + 1}'s hidden cards or choice are on screen while player {holder + 1} holds the device"
            changes += 1
        holder = viewer  # whoever acts now holds the device
        actions = app.enabled_actions()
        app.pick(rng.choice(actions))
    assert handoffs + changes >= 2, "the device never changed hands: the test saw too little"
