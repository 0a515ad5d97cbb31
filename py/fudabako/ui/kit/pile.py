"""A pile of cards: a face-down deck, a discard pile with its top card face up, or an empty place — drawn as a
stack whose thickness follows the count, with the count on a badge and in the accessible label.

Why: players judge a deck's size at a glance (lichess shows material, BGA shows stacks); a bare "山札: 12" line
reads like a form. The label is words ("山札 12枚", "Deck: 12 cards", "Deck: 1 card", "Deck: no cards"), never
only the badge.

DOM contract:

    <span class="kit-pile kit-pile--deck kit-pile--many [extra]" role="img" aria-label="山札 12枚" data-count="12">
      <span class="kit-pile-stack">…top card (a back, a face, or a slot outline when empty)…</span>
      <span class="kit-pile-name" aria-hidden="true">山札</span>
    </span>

The count badge is drawn by CSS from `data-count` (`::after`), so it is no text inside a button that holds the pile.

Thickness classes: `kit-pile--n0` (empty), `kit-pile--n1`, `kit-pile--few` (2–5), `kit-pile--many` (6+).
When `top` is interactive (a piece: the discard's top card you may take), the pile is `role="group"` with the same
label, so the button inside stays reachable; otherwise `role="img"` and its insides are one picture. The pile
itself can be wrapped as a piece (`piece(pile(...), action)`: draw from the deck).
"""

from ._html import attrs as _attrs
from ._html import classes, esc, size_class, text
from .playing_card import card_back, card_slot

UNITS = {
    "card": ("枚", "card", "cards"),
    "die": ("個", "die", "dice"),
    "token": ("個", "token", "tokens"),
    "move": ("手", "move", "moves"),
}
NO = {"ja": "なし", "en": "no"}


def count_text(n: int, lang: str = "ja", unit: str = "card") -> str:
    """"12枚", "1 card", "12 cards", "0 cards" (English plurals: 1 is singular, 0 plural)."""
    ja, one, many = UNITS[unit]
    if lang == "ja":
        return f"{n}{ja}"
    return f"{n} {one if n == 1 else many}"


def count_label(name, n: int, lang: str = "ja", unit: str = "card") -> str:
    """A zone's name and its count: "山札 12枚", "山札 0枚", "Deck: 12 cards", "Deck: 1 card", "Deck: no cards".
    `name` is a string or a {"ja", "en"} dict."""
    word = text(name, lang)
    if lang == "ja":
        return f"{word} {count_text(n, lang, unit)}"
    amount = f"no {UNITS[unit][2]}" if n == 0 else count_text(n, lang, unit)
    return f"{word}: {amount}"


def thickness(n: int) -> str:
    return "n0" if n <= 0 else "n1" if n == 1 else "few" if n <= 5 else "many"


def pile(count: int, name, *, lang: str = "ja", top: str | None = None, kind: str = "deck",
         show_name: bool = True, size: str | None = None, unit: str = "card", cls: str = "",
         attrs: dict | None = None) -> str:
    """A pile of `count` cards named `name` (str or {"ja", "en"}). `top` is the HTML of its face-up top card
    (a discard pile); without it a non-empty pile shows a back. `kind` ("deck", "discard", or a game's word)
    becomes the class `kit-pile--<kind>`."""
    label = count_label(name, count, lang, unit)
    word = text(name, lang)
    if count <= 0:
        inner = card_slot(word if not show_name else "")
    elif top is not None:
        inner = top
    else:
        inner = card_back(name="")
    interactive = "<button" in inner
    role = "group" if interactive else "img"
    cl = classes("kit-pile", f"kit-pile--{kind}", f"kit-pile--{thickness(count)}", size_class("kit-card", size), cls)
    name_html = f'<span class="kit-pile-name" aria-hidden="true">{esc(word)}</span>' if show_name else ""
    return (f'<span class="{cl}" role="{role}" aria-label="{esc(label)}" data-count="{count}"{_attrs(attrs)}>'
            f'<span class="kit-pile-stack">{inner}</span>{name_html}</span>')
