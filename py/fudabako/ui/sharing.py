"""Share links and embed codes: the text the page offers to copy, and copying it."""

import js

from fudabako.core import encode_link

from .i18n import tr
from .widgets import esc


def page_url() -> str:
    return f"{js.location.origin}{js.location.pathname}"


def share_url(game_id: str, record) -> str:
    """A link that opens this game's page with `record` (a `Recorded.shareable()` record) on its table."""
    return f"{page_url()}?game={game_id}#r={encode_link(record)}"


def embed_code(game_id: str, title: dict, lang: str) -> str:
    label = tr("embed_title", lang, title=tr(title, lang))
    return (f'<iframe src="{esc(page_url())}?game={esc(game_id)}&embed=1&lang={lang}" width="480" height="720" '
            f'title="{esc(label)}" loading="lazy" style="border:0;max-width:100%"></iframe>')


async def copy(field) -> bool:
    """Select `field`'s text and copy it; whether the clipboard took it (without permission or API
    the text stays selected in the box for the player to copy)."""
    field.select()
    try:
        await js.navigator.clipboard.writeText(field.value)
        return True
    except Exception:  # noqa: BLE001 - no clipboard permission or API
        return False
