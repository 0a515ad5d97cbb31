"""ラプラプラス's screens as HTML (pure functions, no browser): table, replay, builder, tournament."""

from fudabako.core import get_game
from fudabako.games.laplaplus.tournament import run
from fudabako.ui.games import laplaplus as ui


def test_table_shows_own_open_cards_and_hides_the_others():
    state = get_game("laplaplus").new_state(1)
    state.apply(0, "open-6")
    html = ui.render(state.view(1), ["A", "B"], "ja")
    assert "攻撃" not in html and 'data-lp-open="0" data-count="1"' in html
    assert "攻撃" in ui.render(state.view(0), ["A", "B"], "ja")
    assert ui.actions(state.view(0), "en").count("data-action=") == 25


def test_finished_game_shows_the_replay_with_its_log():
    state = get_game("laplaplus").new_state(1)
    for p in (0, 1):
        for n in (6, 10, 1, 1):
            state.apply(p, f"open-{n}")
    for p, comp in ((0, [6, 10, 1, 1, 20, 20, 20, 20]), (1, [1, 1, 6, 10, 18, 18, 18, 18])):
        for n in comp:
            state.apply(p, f"slot-{n}")
    ui._TABLE_SEEN.clear()
    html = ui.render(state.view(0), ["A", "B"], "en")
    assert 'data-lp-replay="table"' in html and f'data-lp-winner="{state.winner}"' in html
    steps = int(html.split('data-steps="')[1].split('"')[0])
    assert html.count("<li data-i=") == steps + 1 and html.count(" hidden") == steps  # the log up to step 0
    assert 'data-holds-result="1"' in html and 'data-step="0"' in html
    assert "wins" in ui.frame_html("table", steps, "en")
    ui._TABLE_SEEN[:] = [True]  # once seen, a redraw opens at the end and holds nothing
    html = ui.render(state.view(0), ["A", "B"], "en")
    assert "data-holds-result" not in html and f'data-step="{steps}"' in html


def test_builder_shows_slots_stats_and_code():
    html = ui.builder_html([5, 1, 1], {"mine": "FJ"}, "en", "http://x/")
    assert 'data-lp-slots="3"' in html and "data-lp-base>10<" in html and "data-lp-initial>15<" in html
    assert 'value="EAA"' in html and "build=EAA" in html and "mine" in html


def test_tournament_results_list_bad_lines_standings_and_pairings():
    out = run("a: FJ\nb: AAAA\nbad: Z9\nc: GGG\n")
    html = ui.results_html(out["entries"], out["errors"], out["result"], "en")
    assert 'data-lp-bad-line="3"' in html and html.count("data-lp-standing=") == 3
    assert html.count('data-lp="pair"') == 3


def test_a_damaged_saved_character_is_listed_as_such_not_offered_to_load():
    html = ui.builder_html([], {"good": "FJ", "bad": "Z9!"}, "en")
    assert html.count('data-lp="load-saved"') == 1 and "cannot be read" in html


def test_standings_sort_by_a_column_with_aria_sort():
    out = run("a: FJ\nb: AAAA\nc: GGG\n")
    html = ui.results_html(out["entries"], out["errors"], out["result"], "en", ("rank", True))
    ranks = [part.split('"')[0] for part in html.split('data-lp-standing="')[1:]]
    assert ranks == ["3", "2", "1"] and html.count('aria-sort="descending"') == 1 and html.count('data-lp="sort"') == 4
