"""One package per game; importing this module registers them all, in the order the shelf shows them: the
big card games, the reading games, the dice duels, then the solo games."""

from . import blackpoker, yomi, laplaplus  # noqa: F401
from . import stosute, stosute_proto, delta, mindmaster, dice_janken  # noqa: F401
from . import dice_duel, immortal_arena, dice_slayer  # noqa: F401
from . import killzone, killzone_ninja, gimmick3  # noqa: F401
