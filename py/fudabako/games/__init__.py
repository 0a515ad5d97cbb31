"""One package per game; importing this module registers them all."""

from . import dice_janken, mindmaster, stosute_proto  # noqa: F401
