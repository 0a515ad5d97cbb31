"""One package per game; importing this module registers them all."""

from . import delta, dice_janken, gimmick3, mindmaster, stosute, stosute_proto  # noqa: F401
from . import immortal_arena  # noqa: F401,E402
from . import dice_slayer  # noqa: F401,E402
