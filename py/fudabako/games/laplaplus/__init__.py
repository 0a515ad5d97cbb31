"""ラプラプラス (seed 002): build a character from up to 8 ordered cards and watch it fight, with no randomness."""

from .rules import Laplaplus, LaplaplusState  # noqa: F401
