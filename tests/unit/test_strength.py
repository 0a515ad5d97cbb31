"""The figures the foundation issue asks for, with the same code as `simulate` (full sample sizes)."""

import pytest

from fudabako.cli import simulate

pytestmark = pytest.mark.statistics


@pytest.mark.parametrize("levels,strong_seat", [(["strong", "random"], 0), (["random", "strong"], 1)])
def test_stosute_proto_strong_beats_random_60_percent_in_each_seat(levels, strong_seat):
    report = simulate("stosute-proto", 2000, 1, levels)
    assert report["errors"] == 0
    assert report["wins"][strong_seat] / report["games"] >= 0.60


def test_dice_janken_equilibrium_wins_half_against_random():
    """The exact equilibrium is fully mixed, so no opponent, random included, does better or worse than 50%."""
    report = simulate("dice-janken", 4000, 1, ["strong", "random"])
    assert report["errors"] == 0 and report["draws"] == 0
    assert abs(report["wins"][0] / 4000 - 0.5) <= 0.02


# すとすて ver.2 (issue 3 bars; smaller samples than the report's 2,000 games per seat order, each bar with margin)
def _stosute_share(levels, seat, games):
    report = simulate("stosute", games, 3, levels)
    assert report["errors"] == 0
    return report["wins"][seat] / games


@pytest.mark.parametrize("seat", [0, 1])
def test_stosute_strong_beats_random_65_and_easy_55_percent(seat):
    for opponent, bar in (("random", 0.65), ("easy", 0.55)):
        levels = ["strong", opponent] if seat == 0 else [opponent, "strong"]
        assert _stosute_share(levels, seat, 150) >= bar, opponent


@pytest.mark.parametrize("seat", [0, 1])
def test_stosute_yomi_beats_random_70_percent(seat):
    levels = ["yomi", "random"] if seat == 0 else ["random", "yomi"]
    assert _stosute_share(levels, seat, 100) >= 0.70


@pytest.mark.parametrize("seat", [0, 1])
def test_stosute_yomi_beats_predictable_80_percent_and_10_points_more_than_strong(seat):
    shares = {}
    for level in ("yomi", "strong"):
        levels = [level, "predictable"] if seat == 0 else ["predictable", level]
        shares[level] = _stosute_share(levels, seat, 100)
    assert shares["yomi"] >= 0.80 and shares["yomi"] - shares["strong"] >= 0.10, shares
