"""The shelf in index.html is static HTML (it must show before Python loads); this writes it from the registry.

    python -m fudabako.ui.shelf [index.html]           rewrite the part between the shelf markers
    python -m fudabako.ui.shelf --check [index.html]   exit 1 if it is out of date
"""

import sys
from pathlib import Path

from fudabako.core import all_games

from .widgets import esc, title_html

BEGIN, END = "<!-- shelf:begin (python -m fudabako.ui.shelf) -->", "<!-- shelf:end -->"

# Each game's emblem on its card (decoration) and how long a game typically takes, in minutes (as played against
# the computer: the mean number of moves `simulate` reports, at a few seconds a move). The emblems are symbols a text
# font draws, in the card's accent colour: 🃏, 🎲 and ✊ came as colour emoji among them, or as empty boxes where
# there is no emoji font; ✌ asks for its text form (U+FE0E).
EMBLEMS = {
    "blackpoker": "♠", "yomi": "⚔", "laplaplus": "🂠", "stosute-proto": "⚄", "stosute": "⚒", "delta": "△",
    "mindmaster": "♦", "dice-janken": "✌\ufe0e", "dice-duel": "⚀", "immortal-arena": "♜", "dice-slayer": "⚅",
    "killzone": "☠", "killzone-ninja": "忍", "gimmick3": "⚙",
}
MINUTES = {
    "blackpoker": (20, 40), "yomi": (15, 30), "laplaplus": (5, 10), "stosute-proto": (5, 10), "stosute": (10, 20),
    "delta": (10, 20), "mindmaster": (10, 15), "dice-janken": (3, 5), "dice-duel": (10, 15),
    "immortal-arena": (10, 20), "dice-slayer": (5, 10), "killzone": (5, 10), "killzone-ninja": (10, 15),
    "gimmick3": (3, 5),
}


def both(text: dict, html=esc) -> str:
    """`text` in both languages (CSS shows the page's), each made HTML by `html`."""
    return f'<span lang="ja">{html(text["ja"])}</span><span lang="en">{html(text["en"])}</span>'


def facts(game) -> str:
    """Players and typical length, in both languages."""
    low, high = MINUTES[game.id]
    if game.max_players == 1:
        players = {"ja": "ひとり用", "en": "Solo"}
    else:
        players = {"ja": f"{game.min_players}人", "en": f"{game.min_players} players"}
    return both({"ja": f"{players['ja']} · {low}〜{high}分", "en": f"{players['en']} · {low}–{high} min"})


def shelf_html(indent: str = "        ") -> str:
    """The shelf's cards, written into index.html so that the shelf shows before Python is up. A solo game's card
    says so (`data-solo`): a page opened on it starts no computer player (static/wasm-share.js)."""
    cards = [
        f'{indent}<li><a class="game-card" data-game="{esc(g.id)}"{" data-solo" if g.max_players == 1 else ""}'
        f' href="?game={esc(g.id)}">'
        f'<span class="game-emblem" aria-hidden="true">{EMBLEMS[g.id]}</span>'
        f'<span class="game-title">{both(g.title, title_html)}</span>'
        f'<span class="game-summary">{both(g.summary)}</span>'
        f'<span class="game-facts">{facts(g)}</span></a></li>'
        for g in all_games()
    ]
    return "\n".join(cards)


def main(argv: list) -> int:
    check = "--check" in argv
    path = Path(next((a for a in argv if not a.startswith("--")), "index.html"))
    page = path.read_text(encoding="utf-8")
    head, rest = page.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = f"{head}{BEGIN}\n{shelf_html()}\n        {END}{tail}"
    if check:
        print("shelf up to date" if new == page else f"{path}: shelf out of date (run python -m fudabako.ui.shelf)")
        return 0 if new == page else 1
    path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
