"""サイコロじゃんけん (seed 004, プロトタイプ): janken where the winning hand's die is the damage."""

from .rules import DiceJanken, DiceJankenState  # noqa: F401
