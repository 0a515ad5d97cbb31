"""A game's own card (すとすて's action cards, キルゾーン's enemies, ラプラプラス's cards, Yomi's halves) with the
same shape and sizes as a playing card, so both sit in the same hands, piles and pieces.

Why a separate widget: these cards carry words and numbers that must translate, wrap and be read aloud, so the
text stays HTML text (never baked into SVG); only the emblem is decoration. The card keeps the 5:7 shape as a
minimum and grows taller if its text needs it (text is never clipped).

DOM contract:

    <span class="kit-card kit-gc [kit-tone-red] [kit-card--s|m|l] [extra]" [data-*]>
      <span class="kit-face">
        <span class="kit-gc-head"><span class="kit-gc-corner">3</span><span class="kit-gc-title">攻撃</span></span>
        <span class="kit-gc-emblem" aria-hidden="true">⚔</span>
        <span class="kit-gc-stats"><span class="kit-gc-stat"><span class="kit-gc-k">威力</span>
          <span class="kit-gc-v">4</span></span>…</span>
        <span class="kit-gc-foot">…</span>
      </span>
    </span>

Every part but the title is optional. `corner` is a short text shown big in the top-left corner (a cost, an
HP); it stays in the reading order. The emblem is aria-hidden decoration: whatever it means must also be in the
title, a stat or the corner. `stats` are strings or (label, value) pairs. `tone` tints the card's head band:
one of TONES. A reader hears the text in order ("3 攻撃 威力 4 …"); `name`, when given, replaces it with one
label (role="img"), for a card that is only a picture of something said elsewhere.
"""

from ._html import attrs as _attrs
from ._html import classes, esc, size_class

TONES = ("plain", "red", "blue", "green", "gold", "violet", "grey", "black", "white")


def game_card(title: str, *, corner: str = "", emblem: str = "", stats=(), footer: str = "", tone: str = "plain",
              size: str | None = None, name: str | None = None, cls: str = "", attrs: dict | None = None) -> str:
    """A face-up game card; see the module's DOM contract."""
    if tone not in TONES:
        raise ValueError(f"tone must be one of {TONES}, not {tone!r}")
    corner_html = f'<span class="kit-gc-corner">{esc(corner)}</span>' if corner != "" else ""
    head = f'<span class="kit-gc-head">{corner_html}<span class="kit-gc-title">{esc(title)}</span></span>'
    emblem_html = f'<span class="kit-gc-emblem" aria-hidden="true">{esc(emblem)}</span>' if emblem else ""
    lines = []
    for stat in stats:
        if isinstance(stat, (tuple, list)):
            label, value = stat
            lines.append(f'<span class="kit-gc-stat"><span class="kit-gc-k">{esc(label)}</span> '
                         f'<span class="kit-gc-v">{esc(value)}</span></span>')
        else:
            lines.append(f'<span class="kit-gc-stat">{esc(stat)}</span>')
    stats_html = f'<span class="kit-gc-stats">{"".join(lines)}</span>' if lines else ""
    foot_html = f'<span class="kit-gc-foot">{esc(footer)}</span>' if footer else ""
    a11y = f' role="img" aria-label="{esc(name)}"' if name else ""
    cl = classes("kit-card kit-gc", f"kit-tone-{tone}" if tone != "plain" else "", size_class("kit-card", size), cls)
    return (f'<span class="{cl}"{a11y}{_attrs(attrs)}><span class="kit-face">'
            f'{head}{emblem_html}{stats_html}{foot_html}</span></span>')
