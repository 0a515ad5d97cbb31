"""What the box does for one-player games: `simulate` counts a lost solo game as a loss, and the local
high-score table (ui.scores) ranks, deduplicates and survives damaged storage."""

import json

from fudabako import cli
from fudabako.core import Action, Game, State, text
from fudabako.ui import scores


class CoinState(State):
    """A tiny solo game: flip once; heads wins, scoring the flip number."""

    def setup(self):
        self.flip = None
        self.winner = None

    def to_move(self):
        return [] if self.is_over() else [0]

    def legal_actions(self, player):
        return [] if self.is_over() else [Action("flip", text("投げる", "Flip"))]

    def _apply(self, player, action_id):
        self.flip = self.rng.below(2)
        self.reveal()
        self.winner = 0 if self.flip else None

    def result(self):
        return None if self.flip is None else [1.0 if self.flip else 0.0]

    def _view(self, player):
        return {"score": self.flip}


class Coin(Game):
    id = "coin-test"
    title = text("コイン", "Coin")
    min_players = max_players = 1
    state_class = CoinState


def test_simulate_counts_only_won_solo_games_as_wins(monkeypatch):
    monkeypatch.setattr(cli, "get_game", lambda game_id: Coin())
    report = cli.simulate("coin-test", 200, 1, ["random"])
    assert report["errors"] == 0 and report["draws"] == 0
    heads = sum(Coin().new_state(cli.derive_seed(1, i)).rng.below(2) for i in range(200))
    assert report["wins"] == [heads] and 60 < heads < 140  # a loss is no win (it once was: max([0.0]) is seat 0)


def finished(score, won):
    return {"score": score, "result": [1.0 if won else 0.0]}


def test_high_scores_keep_the_best_ten_once_each():
    entries = []
    for i, score in enumerate([5, 12, 3, 12, 8, 1, 9, 7, 2, 11, 6, 4]):
        entries = scores.add(entries, finished(score, score > 6), f"g{i}", "2026-11-23")
    assert [e["score"] for e in entries] == [12, 12, 11, 9, 8, 7, 6, 5, 4, 3]
    assert scores.add(entries, finished(99, True), "g1", "2026-11-24") == entries  # a reloaded game adds nothing
    assert entries[0]["won"] and not entries[-1]["won"]


def test_high_scores_without_a_score_rank_wins_first():
    entries = scores.add([], {"result": [0.0]}, "a", "2026-11-23")
    entries = scores.add(entries, {"result": [1.0]}, "b", "2026-11-23")
    assert [(e["game"], e["score"], e["won"]) for e in entries] == [("b", None, True), ("a", None, False)]


def test_damaged_high_score_storage_counts_as_empty():
    good = {"score": 3, "won": True, "game": "a", "date": "2026-11-23"}
    assert scores.load("{not json") == []
    assert scores.load('{"a": 1}') == []
    assert scores.load(json.dumps([good, {"score": "x"}, 7, {**good, "score": True}])) == [good]


def test_high_scores_of_an_earlier_version_are_kept():
    """Entries of the version that marked a game by its seed survive the change to session ids."""
    old = {"score": 3, "won": True, "seed": 17, "date": "2026-11-23"}
    assert scores.load(json.dumps([old])) == [{"score": 3, "won": True, "game": "seed:17", "date": "2026-11-23"}]


def test_high_score_table_marks_the_current_game_in_both_languages():
    entries = scores.add(scores.add([], finished(4, False), "a", "2026-11-23"), finished(9, True), "b", "2026-11-23")
    for lang, word in (("ja", "クリア"), ("en", "Cleared")):
        html = scores.render(entries, "b", lang)
        assert html.count('aria-current="true"') == 1 and word in html
        assert html.index('aria-current') < html.index(">9<") < html.index(">4<")
    assert "記録がありません" in scores.render([], "a", "ja")


def test_a_score_attack_shows_its_scores_without_a_result():
    """キルゾーン プロトタイプ2 is never won (KN-6): its table once read 「失敗」 on every row."""
    from fudabako.core import Rng, get_game

    state, rng = get_game("killzone-ninja").new_state(3), Rng(3)
    while not state.is_over():
        state.apply(0, rng.choice(state.legal_actions(0)).id)
    view = state.view(0)
    assert view["score_attack"] is True and view["result"] == [0.0]
    old = {"score": 2, "won": False, "game": "seed:5", "date": "2026-11-20"}  # stored before the flag existed
    entries = scores.add([old], view, "a", "2026-11-23")
    [new] = [e for e in entries if e["game"] == "a"]
    assert new["score_attack"] is True and new["won"] is False
    assert scores.load(json.dumps(entries)) == entries
    for lang, lost, caption in (("ja", "失敗", "スコアアタック"), ("en", "Not cleared", "Score attack")):
        html = scores.render(entries, "a", lang)
        assert lost not in html and caption in html and html.count("<th scope") == 3
        assert f'<td data-score>{view["score"]}</td>' in html and "<td data-score>2</td>" in html


def test_a_game_without_a_score_has_no_empty_score_column():
    """ギミック倉庫3 keeps no score: its table once had an empty score column."""
    entries = scores.add(scores.add([], {"result": [0.0]}, "a", "2026-11-23"), {"result": [1.0]}, "b", "2026-11-23")
    for lang, header, caption in (("ja", "スコア", "得点のないゲーム"), ("en", "Score", "keeps no score")):
        html = scores.render(entries, "b", lang)
        assert header not in html and "data-score" not in html and caption in html
        assert html.count("<th scope") == 3 and html.index("クリア" if lang == "ja" else "Cleared") < html.index(
            "失敗" if lang == "ja" else "Not cleared")
    assert scores.load(json.dumps([{**entries[0], "score_attack": "yes"}])) == []


def test_a_game_with_a_score_and_a_win_shows_both_without_a_caption():
    entries = scores.add([], finished(7, False), "a", "2026-11-23")
    html = scores.render(entries, "a", "en")
    assert "<caption" not in html and html.count("<th scope") == 4 and "Not cleared" in html
