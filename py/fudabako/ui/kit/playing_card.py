"""Standard playing cards drawn as cards: the project's own SVG faces (no copied art, no font or image to load),
a card back and an empty slot.

Why: tables read like forms while cards are text boxes. A face here has the rank and suit in two opposite corners
(readable when a hand overlaps), the pips of 2–10 laid out as on a real card, a simple emblem for J (a cap),
Q (a tiara) and K (a crown), a big pip on aces, and a jester's cap for jokers (a star on joker 1, a moon on
joker 2: they differ in shape, not only in colour). Suits are drawn as paths, not glyphs, so no emoji font can
turn ♥ into a picture; ranks and letters are stroked paths too (no font to load, no text in the markup, so a card
inside a button adds no visible text that the button's name would have to repeat). ♥♦ are red and ♠♣ black
(`--kit-red`, `--kit-black` on a light paper face in both themes), and the suit is always in the accessible name
too: colour is never the only cue.

Input is normalized: `rank` in "A", "2".."10", "J", "Q", "K" (ints 1–13 are accepted) or "JOKER"; `suit` in
"S", "H", "D", "C" (None for jokers); `joker` 1 (red) or 2 (black) tells the two jokers apart. Each game maps its
own card codes to these (デルタ's "H7" → ("7", "H"), "J2" → ("JOKER", None, joker=2)).

DOM contract:

    <span class="kit-card kit-pc kit-suit-H [kit-card--s|m|l] [extra]" role="img" aria-label="ハートの10"
          data-rank="10" data-suit="H">
      <span class="kit-face"><svg class="kit-svg" aria-hidden="true" ...>...</svg></span>
    </span>

Jokers have `kit-joker-1|2` and `data-rank="JOKER" data-joker="1"` instead of a suit. `card_back` is
`.kit-card.kit-card-back` (its face `.kit-back` is a CSS pattern in the back colour), `card_slot` a dashed
`.kit-card.kit-card-slot` outline. Without a size the card takes `--kit-card-w` from its container (e.g. a hand's
`kit-card--s`). The name is `name` if given, else derived from `lang` ("ハートの10", "10 of Hearts",
"赤のジョーカー", "Red Joker"). Size "s" draws a compact face (big rank, big suit) unless `compact=False`.
"""

import functools
import math

from ._html import attrs as _attrs
from ._html import classes, esc, size_class

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
JOKER = "JOKER"
SUIT_MARKS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = ("H", "D")

WORDS = {
    "S": {"ja": "スペード", "en": "Spades"},
    "H": {"ja": "ハート", "en": "Hearts"},
    "D": {"ja": "ダイヤ", "en": "Diamonds"},
    "C": {"ja": "クラブ", "en": "Clubs"},
    "A": {"ja": "エース", "en": "Ace"},
    "J": {"ja": "ジャック", "en": "Jack"},
    "Q": {"ja": "クイーン", "en": "Queen"},
    "K": {"ja": "キング", "en": "King"},
    "joker1": {"ja": "赤のジョーカー", "en": "Red Joker"},
    "joker2": {"ja": "黒のジョーカー", "en": "Black Joker"},
    "back": {"ja": "裏向きのカード", "en": "Face-down card"},
}


def _w(key: str, lang: str) -> str:
    return WORDS[key].get(lang) or WORDS[key]["en"]


def normalize(rank, suit=None, joker=1) -> tuple:
    """(rank, suit, joker) checked and normalized: ints become rank strings, jokers lose their suit."""
    if isinstance(rank, int) and not isinstance(rank, bool):
        rank = RANKS[rank - 1] if 1 <= rank <= 13 else str(rank)
    rank = str(rank).upper()
    if rank == JOKER:
        if joker not in (1, 2):
            raise ValueError(f"joker must be 1 (red) or 2 (black), not {joker!r}")
        return JOKER, None, joker
    if rank not in RANKS:
        raise ValueError(f"rank must be one of {RANKS} or {JOKER!r}, not {rank!r}")
    if suit not in SUITS:
        raise ValueError(f"suit must be one of {SUITS}, not {suit!r}")
    return rank, suit, None


def card_name(rank, suit=None, lang: str = "ja", joker: int = 1) -> str:
    """The card in words: "ハートの10", "スペードのエース", "10 of Hearts", "Ace of Spades", "Red Joker"."""
    rank, suit, joker = normalize(rank, suit, joker)
    if rank == JOKER:
        return _w(f"joker{joker}", lang)
    rank_word = _w(rank, lang) if rank in WORDS else rank
    if lang == "ja":
        return f"{_w(suit, lang)}の{rank_word}"
    return f"{rank_word} of {_w(suit, lang)}"


def short_name(rank, suit=None, joker: int = 1) -> str:
    """The compact text form used in logs and labels: "♥10", "♠A", "JOKER"."""
    rank, suit, joker = normalize(rank, suit, joker)
    return JOKER if rank == JOKER else SUIT_MARKS[suit] + rank


# --- drawing -------------------------------------------------------------------------------------------------------
# Card faces are 250 × 350 (the 5:7 of a poker card). Shapes are paths in a 100 × 100 box, placed by transform.

def _circle(cx, cy, r) -> str:
    return f"M{cx - r} {cy}a{r} {r} 0 1 0 {2 * r} 0a{r} {r} 0 1 0 {-2 * r} 0Z"


SUIT_PATHS = {
    "H": "M50 92C46 84 37 76 25 66 11 54 3 44 3 29 3 15 14 5 27 5 37 5 45 11 50 21 55 11 63 5 73 5 86 5 97 15 "
         "97 29 97 44 89 54 75 66 63 76 54 84 50 92Z",
    "D": "M50 3C60 20 72 36 87 50 72 64 60 80 50 97 40 80 28 64 13 50 28 36 40 20 50 3Z",
    "S": "M50 3C56 15 68 25 80 35 92 45 98 53 98 64 98 77 88 86 76 86 66 86 59 81 55 74 56 84 60 91 69 97H31"
         "C40 91 44 84 45 74 41 81 34 86 24 86 12 86 2 77 2 64 2 53 8 45 20 35 32 25 44 15 50 3Z",
    "C": _circle(50, 27, 21) + _circle(27, 59, 21) + _circle(73, 59, 21) + _circle(50, 52, 12)
         + "M46 60C46 77 42 88 31 97H69C58 88 54 77 54 60Z",
}


def _star(cx=50.0, cy=52.0, outer=48.0, inner=19.0) -> str:
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = math.pi * (-0.5 + i / 5)
        points.append(f"{cx + r * math.cos(a):.1f} {cy + r * math.sin(a):.1f}")
    return "M" + "L".join(points) + "Z"


STAR = _star()
MOON = "M71 8A42 42 0 1 0 71 92A80 80 0 0 1 71 8Z"
JOKER_MARKS = {1: STAR, 2: MOON}  # the two jokers differ in shape as well as in colour

# Court emblems in a 100 × 60 box; `_HOLES` are the parts cut out in paper colour.
EMBLEMS = {
    "K": "M6 56V20L28 38 50 8 72 38 94 20V56Z" + _circle(6, 16, 6) + _circle(50, 6, 6) + _circle(94, 16, 6),
    "Q": "M6 56V34C18 40 28 36 32 24 38 34 44 30 50 10 56 30 62 34 68 24 72 36 82 40 94 34V56Z"
         + _circle(32, 20, 5) + _circle(50, 7, 6) + _circle(68, 20, 5),
    "J": "M8 56C8 38 26 28 50 28 74 28 92 38 92 56Z M58 31C61 16 74 4 97 1 88 10 80 21 70 33Z",
}
_HOLES = {
    "K": "M10 45H90V50H10Z" + _circle(30, 47.5, 3.5) + _circle(50, 47.5, 3.5) + _circle(70, 47.5, 3.5),
    "Q": _circle(50, 45, 6),
    "J": "M10 48H90V52H10Z",
}
JESTER = ("M18 74C22 56 14 40 2 30 22 28 36 40 40 56 40 36 44 18 50 4 56 18 60 36 60 56 64 40 78 28 98 30 "
          "86 40 78 56 82 74Z" + _circle(2, 30, 6) + _circle(50, 4, 6) + _circle(98, 30, 6) + "M16 72H84V86H16Z")
_JESTER_HOLE = _circle(34, 79, 3) + _circle(50, 79, 3) + _circle(66, 79, 3)

# Pip centres for 2–10 (columns 84 / 125 / 166; rows between 84 and 266); pips below the middle are turned over.
_L, _M, _R = 84, 125, 166
_T, _B, _C = 84, 266, 175
PIP_LAYOUT = {
    2: ((_M, _T), (_M, _B)),
    3: ((_M, _T), (_M, _C), (_M, _B)),
    4: ((_L, _T), (_R, _T), (_L, _B), (_R, _B)),
    5: ((_L, _T), (_R, _T), (_M, _C), (_L, _B), (_R, _B)),
    6: ((_L, _T), (_R, _T), (_L, _C), (_R, _C), (_L, _B), (_R, _B)),
    7: ((_L, _T), (_R, _T), (_M, 130), (_L, _C), (_R, _C), (_L, _B), (_R, _B)),
    8: ((_L, _T), (_R, _T), (_M, 130), (_L, _C), (_R, _C), (_M, 220), (_L, _B), (_R, _B)),
    9: ((_L, _T), (_R, _T), (_L, 145), (_R, 145), (_M, _C), (_L, 205), (_R, 205), (_L, _B), (_R, _B)),
    10: ((_L, _T), (_R, _T), (_M, 114), (_L, 145), (_R, 145), (_L, 205), (_R, 205), (_M, 236), (_L, _B),
         (_R, _B)),
}


def _num(x) -> str:
    return f"{x:g}" if isinstance(x, float) else str(x)


def _place(path: str, cx, cy, size, turn: bool = False, cls: str = "") -> str:
    """A 100-box path centred on (cx, cy), `size` wide, upside down if `turn`."""
    s = size / 100
    t = f"rotate(180 {_num(cx)} {_num(cy)}) " if turn else ""
    c = f' class="{cls}"' if cls else ""
    return (f'<path{c} transform="{t}translate({_num(cx - size / 2)} {_num(cy - size / 2)}) scale({_num(s)})" '
            f'd="{path}"/>')


# Ranks and the letters of JOKER as stroked paths in a box 100 high (width, path): the faces need no font, look
# the same everywhere, and hold no text (a card inside a button adds no visible text that its name must repeat).
GLYPHS = {
    "A": (64, "M7 93L32 7 57 93M16 64H48"),
    "2": (58, "M8 24C8 13 18 7 29 7 41 7 50 15 50 27 50 40 40 50 8 93H51"),
    "3": (58, "M8 15C13 9 20 7 28 7 41 7 49 15 49 27 49 40 40 48 27 48 41 48 51 57 51 70 51 84 41 93 28 93 "
              "19 93 12 90 7 84"),
    "4": (60, "M41 93V7L7 66H53"),
    "5": (58, "M48 7H14L10 45C16 41 22 40 28 40 42 40 51 51 51 66 51 82 41 93 27 93 19 93 12 90 7 84"),
    "6": (58, "M46 12C41 8 35 7 30 7 16 7 8 25 8 52 8 79 17 93 30 93 43 93 51 83 51 68 51 53 42 44 30 44 "
              "19 44 11 51 8 60"),
    "7": (56, "M7 7H49L20 93"),
    "8": (58, "M29 48C17 48 10 40 10 28 10 15 18 7 29 7 40 7 48 15 48 28 48 40 41 48 29 48 15 48 7 58 7 71 "
              "7 85 16 93 29 93 42 93 51 85 51 71 51 58 43 48 29 48Z"),
    "9": (58, "M12 88C17 92 23 93 28 93 42 93 50 75 50 48 50 21 41 7 28 7 15 7 7 17 7 32 7 47 16 56 28 56 "
              "39 56 47 49 50 40"),
    "1": (36, "M9 22L25 7V93"),
    "0": (56, "M28 7C15 7 7 24 7 50 7 76 15 93 28 93 41 93 49 76 49 50 49 24 41 7 28 7Z"),
    "J": (52, "M42 7V66C42 84 34 93 23 93 14 93 8 88 7 80"),
    "Q": (64, "M32 7C17 7 8 24 8 50 8 76 17 93 32 93 47 93 56 76 56 50 56 24 47 7 32 7ZM38 70L57 95"),
    "K": (60, "M9 7V93M53 7L9 62M25 44L54 93"),
    "O": (64, "M32 7C17 7 8 24 8 50 8 76 17 93 32 93 47 93 56 76 56 50 56 24 47 7 32 7Z"),
    "E": (52, "M46 7H9V93H46M9 50H40"),
    "R": (58, "M9 93V7H30C44 7 51 16 51 29 51 42 44 51 30 51H9M30 51L52 93"),
}
_GAP = 4


def _gap(weight: int) -> int:
    return _GAP + weight - 13  # heavier strokes reach further out of their boxes


def _word_width(word: str, weight: int) -> int:
    return sum(GLYPHS[c][0] for c in word) + _gap(weight) * (len(word) - 1)


def _word(word: str, x, top, height, anchor: str = "middle", weight: int = 13) -> str:
    """`word` drawn in GLYPHS, `height` high from `top`, centred on x (or starting at x); `weight` is the stroke
    width in glyph units (thicker for small letters)."""
    s = height / 100
    left = x - _word_width(word, weight) * s / 2 if anchor == "middle" else x
    out, dx = [], 0
    for c in word:
        width, path = GLYPHS[c]
        out.append(f'<path transform="translate({dx} 0)" d="{path}"/>' if dx else f'<path d="{path}"/>')
        dx += width + _gap(weight)
    return (f'<g transform="translate({_num(round(left, 2))} {_num(top)}) scale({_num(s)})" fill="none" '
            f'stroke="currentColor" stroke-width="{weight}" stroke-linecap="round" stroke-linejoin="round">'
            f'{"".join(out)}</g>')


def _index(rank: str, suit: str) -> str:
    """Rank over a small suit, top-left and (turned) bottom-right."""
    corner = _word(rank, 27, 17, 44, weight=18) + _place(SUIT_PATHS[suit], 27, 86, 32)
    return f"<g>{corner}</g><g transform=\"rotate(180 125 175)\">{corner}</g>"


def _court(rank: str, suit: str) -> str:
    half = (_place(EMBLEMS[rank], 125, 108, 84)  # the 100 × 60 emblem drawn 84 × 50 from y 66
            + _place(_HOLES[rank], 125, 108, 84, cls="kit-hole")
            + _place(SUIT_PATHS[suit], 125, 146, 46))
    return ('<rect x="58" y="54" width="134" height="242" rx="10" fill-opacity=".08" stroke="currentColor" '
            'stroke-width="3"/><path d="M68 175H182" stroke="currentColor" stroke-width="2" stroke-opacity=".45"/>'
            f'<g>{half}</g><g transform="rotate(180 125 175)">{half}</g>')


@functools.lru_cache(maxsize=None)  # a face is the same every time: drawn once a page
def _full_face(rank: str, suit: str) -> str:
    if rank == "A":
        body = ('<circle cx="125" cy="175" r="76" fill="none" stroke="currentColor" stroke-width="2" '
                'stroke-opacity=".3"/>' + _place(SUIT_PATHS[suit], 125, 175, 112))
    elif rank in EMBLEMS:
        body = _court(rank, suit)
    else:
        n = int(rank)
        size = 42 if n >= 9 else 44
        body = "".join(_place(SUIT_PATHS[suit], x, y, size, turn=y > _C) for x, y in PIP_LAYOUT[n])
    return _index(rank, suit) + body


@functools.lru_cache(maxsize=None)  # a face is the same every time: drawn once a page
def _compact_face(rank: str, suit: str) -> str:
    """For small cards: the rank big in the corner and one big suit."""
    return _word(rank, 20, 20, 100, anchor="start", weight=16) + _place(SUIT_PATHS[suit], 160, 250, 140)


@functools.lru_cache(maxsize=None)  # a face is the same every time: drawn once a page
def _joker_face(joker: int, compact: bool) -> str:
    if compact:
        return (_word("JOKER", 125, 22, 60, weight=18)
                + _place(JESTER, 125, 184, 160) + _place(_JESTER_HOLE, 125, 184, 160, cls="kit-hole")
                + _place(JOKER_MARKS[joker], 125, 298, 64))
    letters = "".join(_word(c, 25, 16 + 27 * i, 22, weight=17) for i, c in enumerate("JOKER"))
    return (f'<g>{letters}</g><g transform="rotate(180 125 175)">{letters}</g>'
            + _place(JESTER, 125, 150, 130) + _place(_JESTER_HOLE, 125, 150, 130, cls="kit-hole")
            + _place(JOKER_MARKS[joker], 125, 250, 64))


def _svg(body: str) -> str:
    return (f'<svg class="kit-svg" viewBox="0 0 250 350" aria-hidden="true" focusable="false" '
            f'fill="currentColor">{body}</svg>')


# --- widgets -------------------------------------------------------------------------------------------------------

def playing_card(rank, suit=None, *, joker: int = 1, lang: str = "ja", name: str | None = None,
                 size: str | None = None, compact: bool | None = None, cls: str = "",
                 attrs: dict | None = None) -> str:
    """A face-up playing card (see the module's DOM contract). `cls` adds classes (motion, e.g. "kit-reveal"),
    `attrs` data-*/aria-* hooks (e.g. {"data-card": "H10"})."""
    rank, suit, joker = normalize(rank, suit, joker)
    compact = size == "s" if compact is None else compact
    label = name if name is not None else card_name(rank, suit, lang, joker or 1)
    if rank == JOKER:
        colour, face = f"kit-joker-{joker}", _joker_face(joker, compact)
        data = f' data-rank="JOKER" data-joker="{joker}"'
    else:
        face = _compact_face(rank, suit) if compact else _full_face(rank, suit)
        colour, data = f"kit-suit-{suit}", f' data-rank="{rank}" data-suit="{suit}"'
    cl = classes("kit-card kit-pc", colour, "kit-compact" if compact else "", size_class("kit-card", size), cls)
    return (f'<span class="{cl}" role="img" aria-label="{esc(label)}"{data}{_attrs(attrs)}>'
            f'<span class="kit-face">{_svg(face)}</span></span>')


def card_back(*, lang: str = "ja", name: str | None = None, size: str | None = None, cls: str = "",
              attrs: dict | None = None) -> str:
    """A face-down card: the back pattern in the back colour. Named "裏向きのカード" unless `name` says more
    (e.g. "相手の伏せ札"); `name=""` makes it decoration (aria-hidden), e.g. inside a pile that says it all."""
    label = name if name is not None else _w("back", lang)
    a11y = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    cl = classes("kit-card kit-card-back", size_class("kit-card", size), cls)
    return f'<span class="{cl}" {a11y}{_attrs(attrs)}><span class="kit-face kit-back"></span></span>'


def card_slot(label: str = "", *, size: str | None = None, cls: str = "", attrs: dict | None = None) -> str:
    """An empty place for a card (a dashed outline), with an optional visible word ("伏せ札", "?")."""
    cl = classes("kit-card kit-card-slot", size_class("kit-card", size), cls)
    inner = f'<span class="kit-slot-label">{esc(label)}</span>' if label else ""
    return f'<span class="{cl}"{_attrs(attrs)}><span class="kit-face">{inner}</span></span>'
