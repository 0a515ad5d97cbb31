"""The table kit: cards drawn as cards, piles, hands, dice, and pieces that are their own controls.

One widget per module, each a pure function returning an HTML string (standard library only, no DOM: unit-tested
under CPython, run in Pyodide). Their look is static/kit.css; no widget ever writes a `style` attribute (the page's
Content-Security-Policy refuses them). Each module's docstring gives its DOM contract.

- playing_card: standard playing cards (own SVG faces), backs, empty slots
- game_card: a game's own text card with the same shape and sizes
- pile: a deck or discard pile with its count
- hand: one's hand (fanned or wrapped) and the other's (backs and a count)
- die: dice with pips, tumbling when fresh
- piece: the piece as the control of its legal action; multi-piece selections and their confirm bar
- strip: a player's score strip (name, count, a bar of points, a face-down card once chosen)
- motion: the class names of the CSS motion (reveal, travel, tumble, just-changed)
"""

from .die import die, die_face
from .game_card import game_card
from .hand import HAND_OF, hand, hidden_hand, own_hand_name
from .motion import animate
from .pile import count_label, count_text, pile
from .piece import (action_for_token, confirm_bar, match_action, matching_actions, pick, pickable, piece,
                    remaining, shows_text, tokens_of)
from .playing_card import card_back, card_name, card_slot, playing_card, short_name
from .strip import score_strip

__all__ = [
    "HAND_OF", "action_for_token", "card_back", "card_name", "card_slot", "confirm_bar", "count_label", "count_text",
    "die", "die_face", "game_card", "hand", "hidden_hand", "match_action", "matching_actions", "animate",
    "own_hand_name", "pick", "pickable", "piece", "pile", "playing_card", "remaining", "score_strip", "short_name",
    "shows_text", "tokens_of",
]
