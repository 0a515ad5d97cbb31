"""The piece a legal action uses is itself the control: a card, die or pile that can be played is a real button on
the table; one that cannot is plain (inert) content. A choice of several pieces (デルタ's two discards, すとすて's
two dice to reroll) is select-then-confirm: the pieces toggle, and a confirm bar offers the one legal action whose
payload names exactly the selection.

Why: players tap the card, not a list of text buttons that describe cards. Legality stays in the engine: which
pieces are buttons, which may be picked, and which action a selection means are all read from the view's legal
actions (`{"id", "label", "payload"}`); no rule is re-implemented here.

DOM contract (attribute names the shell relies on):

- A legal piece: `<button type="button" class="kit-piece kit-legal" data-action="ACTION_ID" aria-label="NAME"
  [aria-keyshortcuts="3" data-key="3"]>…piece…</button>`. Clicking it applies ACTION_ID (the shell's existing
  `button[data-action]` handling). A piece that shows text (a game card, a pile with its name) has no aria-label:
  its text names it, followed by NAME in `<span class="kit-sr">` (visually hidden), so the name always contains
  what is seen (WCAG 2.5.3, axe's label-content-name-mismatch). Highlighted by a lift and a ring (not colour
  alone: the lift, the ring's width and the button role all say it).
- An inert piece: `<span class="kit-piece kit-inert" [role="img" aria-label="NAME"]>…</span>` — not a disabled
  button: it is not a control, it is the card.
- A pick (one piece of a multi-piece choice): `<button type="button" class="kit-piece kit-pick" data-pick="TOKEN"
  aria-pressed="true|false" aria-label="NAME">…</button>` (named as above); a piece that cannot join the
  current selection is inert instead, a picked one stays a button (to take it back). TOKEN is the string the
  actions' payloads use for that piece ("J1", "money").
- The confirm bar: `<div class="kit-confirm" role="group" aria-label="…">` holding an optional
  `<p class="kit-confirm-prompt">`, the confirm button — `<button type="button" class="kit-confirm-go primary"
  data-action="ACTION_ID">label of that action</button>` when the selection matches exactly one legal action,
  else `<button type="button" class="kit-confirm-go" disabled>what is missing</button>` (no data-action) — and,
  while something is picked, `<button type="button" class="kit-confirm-clear quiet" data-pick-clear="">`.

The shell owns the selection (a set of TOKEN strings, emptied when the view's legal actions change): a click on
`[data-pick]` toggles its token and re-renders; `[data-pick-clear]` empties it; `[data-action]` applies that
action as any other. The view calls `pickable`/`pick` to draw the pieces and `confirm_bar` to draw the bar.

Selections and payloads: `key` says where an action's payload names its pieces — a payload field (a list of
tokens, or one token: "discard", "dice", "card") or a function payload → tokens. Tokens are compared as strings
and as multisets (a selection of {"J1", "S2"} matches payload ["S2", "J1"], not ["J1", "J2"]).
"""

import re
from collections import Counter

from ._html import attrs as _attrs
from ._html import classes, esc, text

WORDS = {
    "choose": {"ja": "あと{n}つ選んでください", "en": "Choose {n} more"},
    "no_match": {"ja": "この組み合わせは選べません", "en": "No move uses this selection"},
    "nothing": {"ja": "選んでください", "en": "Make your choice"},
    "clear": {"ja": "選び直す", "en": "Clear"},
    "confirm": {"ja": "決定", "en": "Confirm"},
}


# --- pieces -----------------------------------------------------------------------------------------------------

_SVG = re.compile(r"<svg\b.*?</svg>", re.S)
_TAG = re.compile(r"<[^>]*>")


def shows_text(inner: str) -> bool:
    """Whether a piece's HTML shows text (a game card's words, a pile's name) rather than only drawings (a
    playing card's or a die's SVG face; the kit draws ranks as paths, not text). Read left to right up to the first
    text; for the well-formed HTML the kit writes, the same answer as removing `_SVG`, then `_TAG`, and looking
    at what is left, which scanned every card's long SVG twice (a fifth of BlackPoker's render in Pyodide)."""
    i, n = 0, len(inner)
    while i < n:
        lt = inner.find("<", i)
        if inner[i:n if lt < 0 else lt].strip():
            return True
        if lt < 0:
            return False
        if inner.startswith("<svg", lt) and lt + 4 < n and not (inner[lt + 4].isalnum() or inner[lt + 4] == "_"):
            end = inner.find("</svg>", lt)
            if end >= 0:
                i = end + 6
                continue
        gt = inner.find(">", lt)
        if gt < 0:
            return True  # a "<" that opens no tag is text
        i = gt + 1
    return False


def _named(inner: str, label: str) -> tuple:
    """(attribute, content) naming a button: a drawing gets `aria-label`; a piece that shows text is named by
    that text followed by the label in a visually hidden span (a speech user says what they see, and axe's
    label-in-name rule holds)."""
    if shows_text(inner):
        return "", f'{inner}<span class="kit-sr"> {esc(label)}</span>'
    return f' aria-label="{esc(label)}"', inner


def piece(inner: str, action=None, *, name: str = "", lang: str = "ja", key: int | None = None, cls: str = "",
          attrs: dict | None = None) -> str:
    """`inner` (any piece's HTML) as the control of `action` (a legal action dict or its id), or as inert content
    when `action` is None. The button's name is `name`, else the action's label in `lang` (after the piece's own
    text when it shows text). `key` adds `aria-keyshortcuts` and `data-key` (drawn as a badge by CSS, not text)."""
    if action is None:
        a11y = f' role="img" aria-label="{esc(name)}"' if name else ""
        return f'<span class="{classes("kit-piece kit-inert", cls)}"{a11y}{_attrs(attrs)}>{inner}</span>'
    action_id = action["id"] if isinstance(action, dict) else action
    label = name or (text(action.get("label"), lang) if isinstance(action, dict) else "") or str(action_id)
    shortcut = f' aria-keyshortcuts="{esc(key)}" data-key="{esc(key)}"' if key is not None else ""
    named, content = _named(inner, label)
    return (f'<button type="button" class="{classes("kit-piece kit-legal", cls)}" data-action="{esc(action_id)}"'
            f'{named}{shortcut}{_attrs(attrs)}>{content}</button>')


def pick(inner: str, token, *, name: str, selected: bool = False, enabled: bool = True, cls: str = "",
         attrs: dict | None = None) -> str:
    """`inner` as a toggle of a multi-piece choice (`data-pick=token`, `aria-pressed`), or inert when it can
    neither join nor leave the selection (not `enabled` and not `selected`)."""
    if not (enabled or selected):
        return piece(inner, None, name=name, cls=cls, attrs=attrs)
    named, content = _named(inner, name)
    return (f'<button type="button" class="{classes("kit-piece kit-pick kit-legal", cls)}" data-pick="{esc(token)}" '
            f'aria-pressed="{"true" if selected else "false"}"{named}{_attrs(attrs)}>{content}</button>')


# --- selections -------------------------------------------------------------------------------------------------

def tokens_of(action: dict, key) -> list:
    """The tokens an action's payload names: payload[key] (a list, or one value) or key(payload), as strings."""
    payload = action.get("payload") or {}
    value = key(payload) if callable(key) else payload.get(key)
    if value is None:
        return []
    if isinstance(value, (list, tuple, set, frozenset)):
        return [str(v) for v in value]
    return [str(value)]


def _counted(selected) -> Counter:
    return Counter(str(t) for t in (selected or ()))


def matching_actions(legal, selected, key) -> list:
    """Every legal action whose payload names exactly the selection (as a multiset of tokens)."""
    want = _counted(selected)
    if not want:
        return []
    return [a for a in legal if Counter(tokens_of(a, key)) == want]


def match_action(legal, selected, key) -> dict | None:
    """The one legal action the selection means, or None when none does or more than one does (an ambiguous
    selection cannot be confirmed: the view must offer those actions another way)."""
    found = matching_actions(legal, selected, key)
    return found[0] if len(found) == 1 else None


def _completions(legal, selected, key) -> list:
    """The legal actions whose tokens contain the selection: the choices still open."""
    have = _counted(selected)
    out = []
    for a in legal:
        tokens = Counter(tokens_of(a, key))
        if tokens and all(tokens[t] >= n for t, n in have.items()):
            out.append((a, tokens))
    return out


def pickable(legal, selected, key) -> set:
    """The tokens that may be added to the selection and still lead to a legal action (the picked ones may
    always be taken back: draw them with `selected=True`)."""
    have = _counted(selected)
    found = set()
    for _, tokens in _completions(legal, selected, key):
        found.update(t for t, n in tokens.items() if n > have[t])
    return found


def remaining(legal, selected, key) -> int | None:
    """The fewest further picks that complete a legal action (0 when the selection is one), or None when no
    legal action contains the selection."""
    have = sum(_counted(selected).values())
    counts = [sum(tokens.values()) - have for _, tokens in _completions(legal, selected, key)]
    return min(counts) if counts else None


def action_for_token(legal, key) -> dict:
    """{token: action} for the actions that use exactly one piece (tap a card to play it). A token that two
    different actions use is left out: tapping it would be ambiguous, so offer those actions another way."""
    found, clash = {}, set()
    for a in legal:
        tokens = tokens_of(a, key)
        if len(tokens) != 1:
            continue
        t = tokens[0]
        if t in found and found[t]["id"] != a["id"]:
            clash.add(t)
        found.setdefault(t, a)
    return {t: a for t, a in found.items() if t not in clash}


def confirm_bar(legal, selected, key, lang: str = "ja", *, prompt: str = "", label: str = "",
                clear: bool = True, cls: str = "") -> str:
    """The confirm bar of a multi-piece choice; see the module's DOM contract. The button carries the matched
    action's label (or `label`, e.g. "捨てる"), and says what is missing while there is no match."""
    action = match_action(legal, selected, key)
    name = text(WORDS["confirm"], lang)
    prompt_html = f'<p class="kit-confirm-prompt">{esc(prompt)}</p>' if prompt else ""
    if action is not None:
        go = (f'<button type="button" class="kit-confirm-go primary" data-action="{esc(action["id"])}">'
              f'{esc(label or text(action.get("label"), lang) or action["id"])}</button>')
    else:
        left = remaining(legal, selected, key)
        if not _counted(selected):
            words = text(WORDS["nothing"], lang)
        elif left is None or left == 0:  # 0: several actions match (ambiguous)
            words = text(WORDS["no_match"], lang)
        else:
            words = text(WORDS["choose"], lang).format(n=left)
        go = f'<button type="button" class="kit-confirm-go" disabled>{esc(words)}</button>'
    undo = ""
    if clear and _counted(selected):
        undo = (f'<button type="button" class="kit-confirm-clear quiet" data-pick-clear="">'
                f'{esc(text(WORDS["clear"], lang))}</button>')
    return (f'<div class="{classes("kit-confirm", cls)}" role="group" aria-label="{esc(name)}">'
            f'{prompt_html}<span class="kit-confirm-buttons">{go}{undo}</span></div>')
