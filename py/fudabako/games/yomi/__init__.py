"""ヨミ (seed 000): the fighting card game of reading — ten characters, combos, jokers, knockdown, power-ups."""

from .rules import Yomi, YomiState  # noqa: F401
