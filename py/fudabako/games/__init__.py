"""One package per game (`fudabako.games.<id with _ for ->`), imported when the game is first asked for
(`core.get_game`). The shelf shows them in this order: the big card games, the reading games, the dice duels,
then the solo games."""

SHELF = (
    "blackpoker", "yomi", "laplaplus",
    "stosute-proto", "stosute", "delta", "mindmaster", "dice-janken",
    "dice-duel", "immortal-arena", "dice-slayer",
    "killzone", "killzone-ninja", "gimmick3",
)
