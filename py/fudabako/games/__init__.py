"""One package per game; importing this module registers them all."""

from . import delta, dice_janken, mindmaster, stosute, stosute_proto  # noqa: F401
from . import dice_slayer  # noqa: F401
