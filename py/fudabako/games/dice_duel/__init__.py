"""ダイスデュエル (seed 003, untitled there): a card and 2d6 duel of attacks, guards and counters."""

from .rules import DiceDuel, DiceDuelState  # noqa: F401
