"""A player's score strip above a simultaneous-choice table: the name, a count in words and figures, a bar of one
mark per point, and a face-down card once the player has chosen this round.

Why: サイコロじゃんけん's endurance and すとすて プロトタイプ's victory points are one race each, read at a glance from a
bar (as a health bar in BGA's duels), with the number beside it for the exact figure; the card back says "chosen"
without saying what.

DOM contract:

    <section class="kit-strip [kit-strip--me]" aria-label="プレイヤー1">
      <h3 class="kit-strip-name">プレイヤー1</h3>
      <p class="kit-strip-count"><span class="kit-strip-label">耐久点</span>
        <span class="kit-strip-value" data-endurance="0">5</span><span class="kit-strip-max"> / 6</span></p>
      <span class="kit-strip-track [kit-just-changed]" aria-hidden="true">
        <span class="kit-strip-pt kit-strip-pt--on"></span>… (--changed: the points just won or lost; --goal: a post)
      </span>
      <p class="kit-strip-state"><span class="kit-card kit-card-back …"></span>伏せました</p>   (once chosen)
    </section>

Strips sit side by side in a `<div class="kit-strips">` (one row on wide screens, two lines each on a phone).
"""

from ._html import esc, text
from .motion import JUST_CHANGED, animate

CHOSEN = {"ja": "伏せました", "en": "Chosen"}


def score_strip(name: str, count: tuple, marks: list, lang: str, *, mine: bool = False, changed: bool = False,
                chosen: bool = False) -> str:
    """`count` = (label, data attribute, seat, value, out of), e.g. ("耐久点", "endurance", 0, 5, 6): the value
    carries `data-<attribute>="<seat>"` for the tests; `marks` = each point's modifiers ("on", "changed", "goal");
    `changed` pulses the bar (the points just changed); `chosen` shows the face-down card."""
    label, attribute, seat, value, out_of = count
    points = "".join('<span class="kit-strip-pt' + "".join(f" kit-strip-pt--{m}" for m in mark) + '"></span>'
                     for mark in marks)
    track = f"kit-strip-track {animate(JUST_CHANGED)}" if changed else "kit-strip-track"
    state = ""
    if chosen:
        state = (f'<p class="kit-strip-state"><span class="kit-card kit-card-back kit-strip-back" aria-hidden="true">'
                 f'<span class="kit-face kit-back"></span></span>{esc(text(CHOSEN, lang))}</p>')
    return (f'<section class="kit-strip{" kit-strip--me" if mine else ""}" aria-label="{esc(name)}">'
            f'<h3 class="kit-strip-name">{esc(name)}</h3>'
            f'<p class="kit-strip-count"><span class="kit-strip-label">{esc(label)}</span> '
            f'<span class="kit-strip-value" data-{attribute}="{seat}">{value}</span>'
            f'<span class="kit-strip-max"> / {out_of}</span></p>'
            f'<span class="{track}" aria-hidden="true">{points}</span>{state}</section>')
