"""One package per game; importing this module registers them all."""

from . import delta, dice_duel, dice_janken, gimmick3, mindmaster, stosute, stosute_proto  # noqa: F401
