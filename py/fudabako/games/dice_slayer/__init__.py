"""対戦ダイススレイヤー (seed 004): take dice into your stock, trigger sets to clear your field, attack your rival."""

from .rules import DiceSlayer, DiceSlayerState  # noqa: F401
