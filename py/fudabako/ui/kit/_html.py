"""Small HTML helpers shared by the kit's widgets (standard library only, no DOM).

The page's Content-Security-Policy (`style-src 'self'`) refuses inline `style` attributes, so `attrs` refuses them
too (and event-handler attributes, which `script-src` refuses): a widget's look comes from classes in
static/kit.css, never from the markup.
"""

import functools
import re

_NAME = re.compile(r"(data-[a-z0-9][a-z0-9-]*|aria-[a-z]+|id|title)\Z")


def esc(s) -> str:
    """HTML-escape text or a double-quoted attribute value (not `html.escape`: importing `html` costs start-up
    time in Pyodide, for its table of entities)."""
    return str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def attrs(extra: dict | None) -> str:
    """Extra attributes from a dict, each value escaped (` data-card="H10"`): data-*, aria-*, id and title only.
    None or False leaves an attribute out, True writes it bare."""
    if not extra:
        return ""
    out = []
    for name, value in extra.items():
        if not _NAME.match(name):
            raise ValueError(f"the kit writes no {name!r} attribute (only data-*, aria-*, id, title)")
        if value is None or value is False:
            continue
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


@functools.lru_cache(maxsize=4096)  # a table asks for the same few dozen again and again, each render
def classes(*names) -> str:
    """A class attribute's value (escaped) from names and space-separated strings, empty ones dropped, order kept."""
    seen = []
    for group in names:
        for name in (group or "").split():
            if name not in seen:
                seen.append(name)
    return esc(" ".join(seen))


def text(label, lang: str) -> str:
    """A text in `lang` from an engine Text dict ({"ja": ..., "en": ...}) or a plain string."""
    if isinstance(label, dict):
        return label.get(lang) or label.get("en") or label.get("ja") or ""
    return "" if label is None else str(label)


SIZES = ("s", "m", "l")


def size_class(prefix: str, size: str | None) -> str:
    """`kit-card--m` etc.; None inherits the size from the container (e.g. a hand's class)."""
    if size is None:
        return ""
    if size not in SIZES:
        raise ValueError(f"size must be one of {SIZES} or None, not {size!r}")
    return f"{prefix}--{size}"
