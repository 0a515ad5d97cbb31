"""What the tables' unit tests share: every view of seeded random games, and the actions a table's buttons carry."""

import re

from fudabako.core import Rng


def buttons(html: str) -> list:
    """The data-action of every button on the table, in order."""
    return re.findall(r'<button[^>]*data-action="([^"]+)"', html)


def every_view(new_state, seeds, viewers=(0, 1, None)):
    """(state, viewer, view) for each viewer at every step of one random game per seed (`new_state(seed)`), the
    finished game's last; the state moves on once the caller has taken the views of a step."""
    for seed in seeds:
        state, rng = new_state(seed), Rng(seed)
        while True:
            for viewer in viewers:
                yield state, viewer, state.view(viewer)
            if state.is_over():
                break
            p = rng.choice(state.to_move())
            state.apply(p, rng.choice(state.legal_actions(p)).id)
