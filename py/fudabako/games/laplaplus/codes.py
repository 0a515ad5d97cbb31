"""Composition codes: a character (up to 8 ordered cards, LP-2) as a short URL-safe code, and back.

One letter per card, top first: A = card 1 (コア) ... Y = card 25 (目くらまし); lower case is read too. The empty
composition is "-". So "FVAJ" is 攻撃, 分類ブレイン, コア, エコー. Bad codes raise `CodeError` with a ja/en message.
A tournament entry list has one entry per line: `name: CODE`, `name CODE`, or just `CODE`.
"""

from fudabako.core import FudabakoError

from .cards import NAME

MAX_CARDS = 8
# A tournament's entries at most: 100 entries are 4,950 battles, a few seconds in the browser's worker (300 froze a
# page for 25 s when they ran on the main thread).
MAX_ENTRIES = 100
MAX_ENTRIES_TEXT = 100_000  # characters of pasted or loaded entries
EMPTY = "-"
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXY"


class CodeError(FudabakoError):
    """A composition code that cannot be read."""


def encode(comp) -> str:
    return "".join(_LETTERS[n - 1] for n in comp) or EMPTY


def decode(code: str) -> list:
    """The composition a code stands for; raises CodeError (nothing else happens) if it is malformed."""
    code = str(code).strip()
    if code == EMPTY:
        return []
    if not code:
        raise CodeError("コードが空です(カードなしの構成は「-」)", "The code is empty (a character with no cards is '-')")
    if len(code) > MAX_CARDS:
        raise CodeError(f"コードが長すぎます: {len(code)}文字(カードは8枚まで)",
                        f"The code is too long: {len(code)} letters (at most 8 cards)")
    comp = []
    for i, ch in enumerate(code.upper()):
        if ch not in _LETTERS:
            raise CodeError(f"{i + 1}文字目「{code[i]}」はカードを表しません(A〜Yが使えます)",
                            f"Letter {i + 1} '{code[i]}' is not a card (use A to Y)")
        comp.append(_LETTERS.index(ch) + 1)
    return comp


def describe(comp) -> dict:
    """A composition's card names, top first, in both languages."""
    return {lang: "・".join(NAME[n][lang] for n in comp) if lang == "ja" else ", ".join(NAME[n][lang] for n in comp)
            for lang in ("ja", "en")}


def parse_entries(text: str):
    """A tournament's entries from pasted text: ([(name, comp), ...], [(line number, CodeError text), ...]).
    Blank lines and lines starting with '#' are skipped; a bad line is reported and skipped, and so is every entry
    after the MAX_ENTRIES-th. Text beyond MAX_ENTRIES_TEXT characters is refused whole (line 0)."""
    entries, errors = [], []
    if len(text) > MAX_ENTRIES_TEXT:
        return [], [(0, CodeError(f"長すぎます ({MAX_ENTRIES_TEXT:,}文字まで)",
                                  f"Too long (at most {MAX_ENTRIES_TEXT:,} characters)").text())]
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if len(entries) == MAX_ENTRIES:
            errors.append((number, CodeError(f"参加は{MAX_ENTRIES}件までです", f"At most {MAX_ENTRIES} entries").text()))
            continue
        if ":" in line:
            name, _, code = line.rpartition(":")
        else:
            name, _, code = line.rpartition(" ")
        name = name.strip()[:40] or f"#{len(entries) + 1}"
        try:
            entries.append((name, decode(code)))
        except CodeError as e:
            errors.append((number, e.text()))
    return entries, errors
