"""One-player games: the setup has nothing to choose but options, the game plays to its end without a
handoff, and the end adds the game to this device's high-score table exactly once (not again on reload)."""

from __future__ import annotations

import json
import random

import pytest

from fudabako.core import replay

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

# Solo game ids; each game's own table checks live in test_play.TABLE_CHECKS when it has any.
SOLO_GAME_IDS: list[str] = []


def high_scores(app, game_id: str) -> list:
    return json.loads(app.page.evaluate(f"() => localStorage.getItem('fudabako:scores:{game_id}') || '[]'"))


@pytest.mark.parametrize("game_id", SOLO_GAME_IDS)
def test_a_solo_game_plays_to_the_end_and_enters_the_high_scores(app, game_id):
    app.open_game(game_id)
    assert not app.visible("#mode-choice") and not app.visible("#ai-settings")
    app.start("solo")
    app.play_to_end(rng=random.Random(game_id), max_steps=600, allow_handoff=False)
    state = replay(app.shared_record())
    assert state.is_over()
    won = state.result() == [1.0]
    score = state.view(0).get("score")
    assert app.page.inner_text("#result").strip().startswith(("Cleared", "Game over", "クリア", "ゲームオーバー"))
    [entry] = high_scores(app, game_id)
    assert entry["won"] == won and entry["score"] == score
    app.page.wait_for_selector("#high-scores tr.current", state="visible")
    if score is not None:
        assert app.page.inner_text("#high-scores tr.current [data-score]").strip() == str(score)
    app.reload()
    app.page.wait_for_selector("#high-scores tr.current", state="visible")
    assert len(high_scores(app, game_id)) == 1, "a reloaded finished game is not counted twice"
