"""Computer players. Every player sees only its own view (`State.view(player)`), never the state.

`choose(game_id, level, view, seed, memory)` is the one entry point (used by the CLI's simulate and by the web
worker); `remember(game_id, final_view, memory)` updates what a reading player knows of its opponent.
"""

from .levels import choose, levels_for, remember  # noqa: F401
