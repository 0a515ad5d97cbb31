"""One-player games: the setup has nothing to choose but options, the game plays to its end without a
handoff, and the end adds the game to this device's high-score table exactly once (not again on reload)."""

from __future__ import annotations

import json
import random

import pytest

from fudabako.ai import choose
from fudabako.core import replay

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

# Solo game ids; each game's own table checks live in test_play.TABLE_CHECKS when it has any.
SOLO_GAME_IDS: list[str] = ["gimmick3"]
SOLO_GAME_IDS += ["killzone", "killzone-ninja"]



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


def test_gimmick3_follow_the_hint_to_the_end_checking_it_against_the_engine(app):
    """ギミック倉庫3 (GM-3): open the hint once (it stays open round after round), check every round's table and hint
    against the engine replayed from the share link, and play the hint's best choice, as the `auto` player does.
    Every choice rolls dice, so there is nothing to undo; after the first round a reload resumes the same table, and
    the other language shows the same numbers."""
    from test_play import check_counters_against_engine

    page = app.page
    app.open_game("gimmick3")
    app.start("solo")
    page.click("#g3-hint summary")
    rounds = 0
    while app.wait_turn() == "act":
        if rounds == 1:
            table = page.eval_on_selector("#table .g3-table", "e => ({...e.dataset})")
            words = page.inner_text("#table")
            app.reload()
            app.wait_turn()
            assert page.eval_on_selector("#table .g3-table", "e => ({...e.dataset})") == table
            page.click("#lang")
            page.wait_for_function("(w) => document.getElementById('table').innerText !== w", arg=words)
            assert page.eval_on_selector("#table .g3-table", "e => ({...e.dataset})") == table
            page.click("#g3-hint summary")
        assert page.eval_on_selector("#g3-hint", "d => d.open"), "the hint closed itself"
        assert page.locator("#undo").is_disabled(), "a roll cannot be taken back"
        state = check_counters_against_engine(app, "gimmick3")
        best = page.get_attribute('#table [data-hint][data-best="1"]', "data-hint")
        assert best == choose("gimmick3", "auto", state.view(0), 0)
        app.pick(best)
        rounds += 1
    state = check_counters_against_engine(app, "gimmick3")
    assert state.is_over() and state.round == rounds
    assert app.page.inner_text("#result").strip().startswith(("クリア", "ゲームオーバー", "Cleared", "Game over"))


@pytest.mark.parametrize("game_id", ["killzone", "killzone-ninja"])
def test_killzone_tables_match_the_engine_all_game_long(app, game_id):
    """Every few actions (and at the end) the table shows the engine's zones and counters (TABLE_CHECKS), in
    either language."""
    from test_play import check_counters_against_engine

    app.open_game(game_id)
    app.start("solo")
    rng = random.Random(f"{game_id}-table")
    for step in range(600):
        if app.step(rng, allow_handoff=False) == "over":
            break
        if step % 3 == 0:
            check_counters_against_engine(app, game_id)
    state = check_counters_against_engine(app, game_id)
    page = app.page
    other = "en" if page.get_attribute("html", "lang") == "ja" else "ja"
    table = page.inner_text("#table")
    page.click("#lang")
    page.wait_for_function(f"() => document.documentElement.lang === '{other}'", timeout=10_000)
    assert page.inner_text("#table") != table, "the table's words did not change with the language"
    check_counters_against_engine(app, game_id)
    assert str(state.score()) in page.inner_text("#result")

