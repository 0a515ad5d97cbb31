"""イモータルアリーナ (seed 004, プロトタイプ): three pieces each; shoot, brawl, revive; 5 points or a lead of 3 wins."""

from .rules import ImmortalArena, ImmortalArenaState  # noqa: F401
