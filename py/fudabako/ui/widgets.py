"""Widgets shared by the game views and the setup panel: a die, a counter with its bar, a face-up card, a seat
panel, the last reveal, form fields.

Each returns an HTML string (views are re-drawn whole from the player's view, which keeps them pure and
testable under CPython). Hook elements for tests (`data-die`, `data-endurance`, ...) hold exactly the number
as their text; the words around them are siblings, so colour is never the only cue.
"""

from .i18n import tr
from .kit.die import die_face  # noqa: F401 (the die face lives in the kit; views import it from here too)


def esc(s) -> str:
    """HTML-escape text or a double-quoted attribute value (not `html.escape`: importing `html` costs ~50 ms of
    start-up in Pyodide, for its table of entities)."""
    return str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _script(ch: str) -> str | None:
    """Which Japanese script `ch` is written in (None: another, or punctuation)."""
    if "\u3041" <= ch <= "\u309f":
        return "hiragana"
    if "\u30a0" <= ch <= "\u30ff":
        return "katakana"
    if "\u4e00" <= ch <= "\u9fff" or ch == "々":
        return "kanji"
    return None


def title_html(title: str) -> str:
    """A game's title for a narrow box (the game bar, a shelf card), escaped, with a break opportunity (`<wbr>`)
    where its Japanese script changes (対戦|ダイススレイヤー, サイコロ|じゃんけん): the boxes keep a word whole
    (`word-break: keep-all`), and Japanese puts no space between words, so a long title otherwise broke mid-word."""
    out = []
    for i, ch in enumerate(title):
        if i and _script(ch) and _script(title[i - 1]) and _script(ch) != _script(title[i - 1]):
            out.append("<wbr>")
        out.append(esc(ch))
    return "".join(out)


def die(hook: str, value: int, label: str, tone: str = "ivory") -> str:
    """A die face with its pips, its label (e.g. グー, 食料) and its number in text; `tone` colours the die.
    (The table kit's `kit.die.die` is the newer die: a piece of the table, named, sized, tumbling.)"""
    return (
        f'<figure class="die die-{tone}">{die_face(value)}'
        f'<figcaption><span class="die-label">{esc(label)}</span> '
        f'<span class="die-value" data-die="{esc(hook)}" data-value="{value}">{value}</span></figcaption>'
        f"</figure>"
    )


def counter(hook: str, seat: int, value: int, maximum: int, label: str) -> str:
    """A labelled number out of `maximum` with a bar (the bar is decoration: the number is in the text)."""
    filled = max(0, min(value, maximum))
    return (
        f'<div class="counter"><span class="counter-label">{esc(label)}</span> '
        f'<span class="counter-value" data-{hook}="{seat}">{value}</span>'
        f'<span class="counter-max"> / {maximum}</span>'
        f'<meter min="0" max="{maximum}" value="{filled}" aria-hidden="true"></meter></div>'
    )


def card(title: str, detail: str = "", mark: str = "") -> str:
    """A face-up card: a title, an optional detail line and an optional mark (e.g. "勝ち")."""
    mark_html = f'<span class="card-mark">{esc(mark)}</span>' if mark else ""
    detail_html = f'<span class="card-detail">{esc(detail)}</span>' if detail else ""
    return f'<div class="card"><span class="card-title">{esc(title)}</span>{detail_html}{mark_html}</div>'


def reveal(view: dict, cards: str, outcome: str, lang: str) -> str:
    """The last round as revealed: the players' face-up cards and what came of them."""
    n = view["round"] - (0 if view["result"] is not None else 1)  # a finished game starts no new round
    return (f'<section class="last-round"><h3>{esc(tr("last_round", lang, n=n))}</h3>'
            f'<div class="cards">{cards}</div><p class="outcome">{esc(outcome)}</p></section>')


def choice_state(chosen: bool, lang: str) -> str:
    """Whether a player has chosen this round, in words and a symbol (never colour alone)."""
    words = tr("chosen" if chosen else "choosing", lang)
    return f'<p class="choice-state{" is-chosen" if chosen else ""}">{"✔" if chosen else "○"} {esc(words)}</p>'


def seat_panel(name: str, body: str, mine: bool = False) -> str:
    """One player's corner of the table; `mine` marks the seat whose view this is."""
    return f'<section class="seat{" seat-mine" if mine else ""}"><h3 class="seat-name">{esc(name)}</h3>{body}</section>'


def seats(view: dict, names: list, lang: str, body, choosing: bool) -> str:
    """Both players' corners: `body(p)` is seat p's contents; while a round is being chosen, who has chosen."""
    panels = "".join(
        seat_panel(names[p], body(p) + (choice_state(view["chosen"][p], lang) if choosing else ""),
                   mine=p == view["viewer"])
        for p in range(len(names))
    )
    return f'<div class="seats">{panels}</div>'


def dice_row(label: str, heading: str, dice: str) -> str:
    """A round's dice under a heading (the round's name)."""
    return (f'<section class="dice-row" aria-label="{esc(label)}">'
            f'<h3 class="round">{esc(heading)}</h3><div class="dice">{dice}</div></section>')


def select_options(items: list, selected: str) -> str:
    """The <option>s of a <select> from (value, label) pairs."""
    return "".join(
        f'<option value="{esc(value)}"{" selected" if value == selected else ""}>{esc(label)}</option>'
        for value, label in items
    )


def select_field(name: str, label: str, items: list, selected: str) -> str:
    """A labelled <select> of (value, label) pairs."""
    return (
        f'<div class="field"><label for="{esc(name)}">{esc(label)}</label> '
        f'<select id="{esc(name)}" name="{esc(name)}">{select_options(items, selected)}</select></div>'
    )


def number_field(name: str, label: str, value, minimum: int, maximum: int, hint: str) -> str:
    """A labelled whole-number input; the range is shown in words (the engine checks it, not the browser), and
    stays beside the input when the field wraps (`.with-range`: the two wrap as one)."""
    return (
        f'<div class="field"><label for="{esc(name)}">{esc(label)}</label> <span class="with-range">'
        f'<input id="{esc(name)}" name="{esc(name)}" type="number" inputmode="numeric" min="{minimum}" '
        f'max="{maximum}" value="{esc(value)}" aria-describedby="{esc(name)}-range"> '
        f'<span id="{esc(name)}-range" class="range">({esc(hint)})</span></span></div>'
    )
