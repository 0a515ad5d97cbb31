"""すとすてカードゲーム ver.2 (seed 004 #20): a hand of action cards, combos, and a shared discard pile."""

from .rules import COMBO_GRAPHS, Stosute, StosuteState  # noqa: F401
