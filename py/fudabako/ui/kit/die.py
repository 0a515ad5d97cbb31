"""Dice with pips: the SVG face every dice game shares (moved here from ui/widgets.py, which now delegates), and a
die as a piece of the table: toned, sized, named, and tumbling when it was just rolled.

Why: a die is read by its pips at a glance and by its number when listened to; the face is aria-hidden and the
number is in the accessible name ("サイコロの目 5", "Die showing 5", or the caller's "食料 5").

DOM contract:

    <span class="kit-die kit-die--ivory [kit-die--s|m|l] [kit-tumble] [extra]" role="img" aria-label="…"
          data-value="5">
      <svg class="die-face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">…</svg>
      [<span class="kit-die-value" aria-hidden="true">5</span>]   (show_value: the number under the face)
    </span>

`fresh=True` adds `kit-tumble`: the face tumbles in once (staggered by `--kit-i` in rows), not at all under
prefers-reduced-motion. A value outside 1–6 draws a blank face (a die not rolled yet). `die_face(value)` returns
exactly the SVG `widgets.die_face` always returned (class `die-face`), so the views' CSS keeps working.
"""

from ._html import attrs as _attrs
from ._html import classes, esc, size_class

# Pip positions on a 100×100 die face.
PIPS = {
    1: ((50, 50),),
    2: ((27, 27), (73, 73)),
    3: ((27, 27), (50, 50), (73, 73)),
    4: ((27, 27), (73, 27), (27, 73), (73, 73)),
    5: ((27, 27), (73, 27), (50, 50), (27, 73), (73, 73)),
    6: ((27, 25), (73, 25), (27, 50), (73, 50), (27, 75), (73, 75)),
}
TONES = ("ivory", "white", "red", "black", "blue", "green", "gold")
WORDS = {"ja": "サイコロの目 {n}", "en": "Die showing {n}"}
BLANK = {"ja": "振っていないサイコロ", "en": "Die not rolled yet"}


def die_face(value: int) -> str:
    """The SVG face of a die showing `value` (decoration: put the number in text or in a name beside it)."""
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="9"/>' for x, y in PIPS.get(value, ()))
    return (f'<svg class="die-face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
            f'<rect x="5" y="5" width="90" height="90" rx="18"/>{pips}</svg>')


def die(value: int, *, name: str | None = None, lang: str = "ja", tone: str = "ivory", size: str | None = None,
        fresh: bool = False, show_value: bool = False, cls: str = "", attrs: dict | None = None) -> str:
    """A die showing `value`; see the module's DOM contract."""
    if tone not in TONES:
        raise ValueError(f"tone must be one of {TONES}, not {tone!r}")
    if name is None:
        name = (WORDS if value in PIPS else BLANK).get(lang, WORDS["en"]).format(n=value)
    number = f'<span class="kit-die-value" aria-hidden="true">{value}</span>' if show_value and value in PIPS else ""
    cl = classes("kit-die", f"kit-die--{tone}", size_class("kit-die", size), "kit-tumble" if fresh else "", cls)
    return (f'<span class="{cl}" role="img" aria-label="{esc(name)}" data-value="{esc(value)}"{_attrs(attrs)}>'
            f'{die_face(value)}{number}</span>')
