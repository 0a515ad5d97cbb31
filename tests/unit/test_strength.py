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
