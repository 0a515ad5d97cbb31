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


# デルタ: the bars (issue 3) on smaller samples than 2,000 games per seat order, each with a wide margin at
# that size. Full figures, `simulate delta --games 2000 --seed 1` (seat 1 first / seat 2 first, the level's wins):
#   strong vs random 90.2% / 90.25%, vs easy 76.45% / 77.5%, vs predictable 68.4% / 67.3%;
#   yomi vs random 93.15% / 93.05%, vs predictable 95.75% / 96.1% (27.35 / 28.8 points over strong);
#   yomi vs strong 59.15% / 61.0%.
def _delta_share(levels, seat, games, seed=3):
    report = simulate("delta", games, seed, levels)
    assert report["errors"] == 0
    return report["wins"][seat] / games


@pytest.mark.parametrize("opponent,bar", [("random", 0.65), ("easy", 0.55)])
@pytest.mark.parametrize("strong_seat", [0, 1])
def test_delta_strong_beats_random_and_easy(opponent, bar, strong_seat):
    levels = ["strong", opponent] if strong_seat == 0 else [opponent, "strong"]
    assert _delta_share(levels, strong_seat, 150) >= bar


@pytest.mark.parametrize("yomi_seat", [0, 1])
def test_delta_yomi_beats_random_70_percent(yomi_seat):
    levels = ["yomi", "random"] if yomi_seat == 0 else ["random", "yomi"]
    assert _delta_share(levels, yomi_seat, 100) >= 0.70


@pytest.mark.parametrize("seat", [0, 1])
def test_delta_yomi_punishes_predictable_80_percent_and_10_points_more_than_strong(seat):
    """The same deals for both: yomi learns that the rival always shows its highest-damage hand and passes it
    cards that make that hand easy to foresee; strong plays the equilibrium and does not try to."""
    def levels(me):
        return [me, "predictable"] if seat == 0 else ["predictable", me]
    yomi = _delta_share(levels("yomi"), seat, 100)
    strong = _delta_share(levels("strong"), seat, 100)
    assert yomi >= 0.80 and yomi - strong >= 0.10
