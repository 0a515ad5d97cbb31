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


# マインドマスター (issue 3's bars; smaller samples than the 2,000-game figures of the report, same code)
def _mindmaster_share(level, other, games, seat):
    levels = [level, other] if seat == 0 else [other, level]
    report = simulate("mindmaster", games, 1, levels)
    assert report["errors"] == 0
    return report["wins"][seat] / games


@pytest.mark.parametrize("seat", [0, 1])
def test_mindmaster_strong_beats_random_65_and_easy_55_percent(seat):
    assert _mindmaster_share("strong", "random", 300, seat) >= 0.65
    assert _mindmaster_share("strong", "easy", 200, seat) >= 0.55


@pytest.mark.parametrize("seat", [0, 1])
def test_mindmaster_yomi_beats_random_70_percent(seat):
    assert _mindmaster_share("yomi", "random", 300, seat) >= 0.70


@pytest.mark.parametrize("seat", [0, 1])
def test_mindmaster_yomi_punishes_predictable_80_percent_and_10_points_more_than_strong(seat):
    yomi = _mindmaster_share("yomi", "predictable", 150, seat)
    assert yomi >= 0.80 and yomi - _mindmaster_share("strong", "predictable", 150, seat) >= 0.10
