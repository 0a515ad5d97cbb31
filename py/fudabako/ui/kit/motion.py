"""Motion as class names: the views add them to a widget (`cls=`) on the render where the change happens; the
animations themselves are CSS in static/kit.css, and all of them are off under `prefers-reduced-motion: reduce`
(no animation, no transition; a static outline marks the last change instead of the pulse). A view marks what is
fresh from the view alone, so the shell stills a redraw that shows no new move (`#table[data-still]`, set by
board.Board.draw_table: a language switch or a card picked does not play the last reveal again).

Why classes: the page's Content-Security-Policy refuses inline `style` attributes, so an animation's parameters
(an offset to travel from, a stagger) come from classes and `:nth-child` rules that set custom properties, never
from the markup. A view that needs its own offset defines a class in its CSS that sets `--kit-dx` / `--kit-dy`
and adds it with TRAVEL.

- REVEAL (`kit-reveal`): a card turns face up in 3D, from its back (cards revealed together flip together).
- TRAVEL (`kit-travel`) + one of FROM_*: a card slides in from an offset (`--kit-dx`, `--kit-dy`); with REVEAL
  it flips while it travels.
- TUMBLE (`kit-tumble`, what `die(fresh=True)` adds): a die tumbles in; dice in a row or hand are staggered by
  `--kit-i`.
- JUST_CHANGED (`just-changed`): a short pulse on what just changed (the computer's move, the last play).
"""

REVEAL = "kit-reveal"
TRAVEL = "kit-travel"
FROM_TOP = "kit-travel kit-from-top"        # e.g. the opponent's card arriving on the table
FROM_BOTTOM = "kit-travel kit-from-bottom"  # one's own card leaving the hand for the table
FROM_LEFT = "kit-travel kit-from-left"
FROM_RIGHT = "kit-travel kit-from-right"
TUMBLE = "kit-tumble"
JUST_CHANGED = "just-changed"

ALL = (REVEAL, TRAVEL, FROM_TOP, FROM_BOTTOM, FROM_LEFT, FROM_RIGHT, TUMBLE, JUST_CHANGED)


def animate(*names, when: bool = True) -> str:
    """The class string for `names` (constants above), or "" when `when` is false:
    `playing_card(..., cls=animate(REVEAL, JUST_CHANGED, when=fresh))`."""
    if not when:
        return ""
    for name in names:
        if name not in ALL:
            raise ValueError(f"unknown motion {name!r}")
    return " ".join(names)
