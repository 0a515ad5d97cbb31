"""One package per game; importing this module registers them all."""

from . import delta, dice_janken, gimmick3, immortal_arena, laplaplus, mindmaster, stosute, stosute_proto  # noqa: F401
from . import killzone, killzone_ninja  # noqa: F401
from . import dice_duel  # noqa: F401
from . import dice_slayer  # noqa: F401,E402
from . import yomi  # noqa: F401,E402
from . import blackpoker  # noqa: F401
