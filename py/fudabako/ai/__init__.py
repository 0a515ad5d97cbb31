"""Computer players. Every player sees only its own view (`State.view(player)`), never the state.

`choose(game_id, level, view, seed)` is the one entry point (used by the CLI's simulate and by the web worker).
"""

from .levels import choose, levels_for  # noqa: F401
