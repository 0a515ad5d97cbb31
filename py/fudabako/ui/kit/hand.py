"""A hand: a row of cards that overlaps ("fan") or wraps to the width it is given, and the other player's hand as
backs with a count.

Why: a hand of nine cards must fit a 390 px phone without a horizontal page scroll, and still show every card's
corner index. The fan needs no count in the markup (inline styles are refused by the page's CSP): each slot is a
flex item that may shrink down to `--kit-peek` (the corner index) while the card inside keeps its width and
overlaps the next one, so cards overlap only as much as the width demands; a hovered or focused card comes to the
front. "wrap" lays the cards out in rows instead (a reveal, a tableau). Past what the peeks allow (some 20 cards
of size m on a phone) the fan scrolls inside itself; the page never scrolls sideways.

DOM contract:

    <ul class="kit-hand kit-hand--fan [kit-card--s|m|l] [extra]" aria-label="あなたの手札 5枚" [data-*]>
      <li class="kit-slot">…a card, a piece (button) or a pick…</li> …
    </ul>

The list gives screen readers "list, 5 items"; the label says whose hand and how many. Each `li` sets
`--kit-i` (0, 1, 2, … by nth-child) for staggered motion. `hidden_hand(count, name)` is the other player's hand:

    <span class="kit-hand kit-hand--backs" role="img" aria-label="相手の手札 5枚" data-count="5">
      <span class="kit-slot">back</span>… (at most `max_shown`; an empty slot outline when 0)
    </span>      (the count badge is drawn by CSS from data-count)
"""

from ._html import attrs as _attrs
from ._html import classes, esc, size_class
from .pile import count_label
from .playing_card import card_back, card_slot

LAYOUTS = ("fan", "wrap")
HAND = {"ja": "手札", "en": "Hand"}
YOUR_HAND = {"ja": "あなたの手札", "en": "Your hand"}
HAND_OF = {"ja": "{name}の手札", "en": "{name}'s hand"}  # tr(HAND_OF, lang, name=...)


def own_hand_name(view: dict, names: list) -> dict:
    """What the hand of the seat on screen is called: "Your hand" to whoever holds the device; its player's name
    once a finished pass-and-play game is both players' table (`view["shared"]`, set by the board), where "your"
    would name whichever player moved last."""
    if not view.get("shared"):
        return YOUR_HAND
    return {lang: text.format(name=names[view["viewer"]]) for lang, text in HAND_OF.items()}


def hand(pieces, label: str, *, layout: str = "fan", size: str | None = None, cls: str = "",
         attrs: dict | None = None) -> str:
    """A hand of already-drawn pieces (cards, pieces or picks), in order, under an accessible `label`
    (say whose and how many: `count_label("あなたの手札", n, lang)`)."""
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {LAYOUTS}, not {layout!r}")
    items = "".join(f'<li class="kit-slot">{p}</li>' for p in pieces)
    cl = classes("kit-hand", f"kit-hand--{layout}", size_class("kit-card", size), cls)
    return f'<ul class="{cl}" aria-label="{esc(label)}"{_attrs(attrs)}>{items}</ul>'


def hidden_hand(count: int, name=None, *, lang: str = "ja", size: str | None = "s", max_shown: int = 7,
                cls: str = "", attrs: dict | None = None) -> str:
    """The other player's hand: up to `max_shown` overlapping backs and the count, labelled "相手の手札 5枚"
    (`name` a string or {"ja", "en"}; default "手札" / "Hand")."""
    label = count_label(name if name is not None else HAND, count, lang)
    backs = "".join(f'<span class="kit-slot">{card_back(name="")}</span>' for _ in range(min(count, max_shown)))
    if count <= 0:
        backs = f'<span class="kit-slot">{card_slot()}</span>'
    cl = classes("kit-hand", "kit-hand--backs", size_class("kit-card", size), cls)
    return (f'<span class="{cl}" role="img" aria-label="{esc(label)}" data-count="{count}"{_attrs(attrs)}>'
            f'{backs}</span>')
