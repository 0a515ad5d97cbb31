"""ヨミ heuristics. They differ at the combat card, where the reading happens (attack beats throw, throw beats block
and dodge, block and dodge beat attack; the faster of two attacks or throws wins); everywhere else (combos,
power-ups, abilities) they play the greedy rules of `ai.yomi`, as its `predictable` level does."""

from fudabako.games.yomi.cards import MOVES

from ..yomi import greedy as outside_combat


def plays(view: dict) -> list:
    """(move, action id) of each combat card offered, `none` left out."""
    char = view["chars"][view["viewer"]]
    return [(MOVES[char][a["payload"]["card"]][a["payload"]["half"]], a["id"]) for a in view["legal"] if a["id"] != "none"]


def fastest(options: list, kind: str):
    """The action of the fastest move of `kind` (the most damage on ties), or None."""
    found = [(m.speed, -m.damage, action) for m, action in options if m.kind == kind]
    return min(found)[2] if found else None


def strongest(options: list, kind: str):
    found = [(m.damage, action) for m, action in options if m.kind == kind]
    return max(found)[1] if found else None


def first_of(options: list, *choices) -> str:
    """The first choice that exists (each a function of the options), else any card, else no card."""
    for choice in choices:
        action = choice(options)
        if action:
            return action
    return options[0][1] if options else "none"


def combat_player(combat):
    """A player from its way of choosing the combat card."""
    def choose(view: dict, rng, memory=None) -> str:
        if view["phase"] not in ("play", "rechoose"):
            return outside_combat(view, rng)
        return combat(view, plays(view), rng)
    return choose


def block(view: dict, options: list, rng) -> str:
    """The habit the audit found: a block whenever it holds one, else its fastest attack, else a throw."""
    return first_of(options, lambda o: next((a for m, a in o if m.kind == "block"), None),
                    lambda o: fastest(o, "attack"), lambda o: strongest(o, "throw"))


def fast(view: dict, options: list, rng) -> str:
    """Always its fastest attack (it wins every trade of attacks it can), else its strongest throw."""
    return first_of(options, lambda o: fastest(o, "attack"), lambda o: strongest(o, "throw"))


def human(view: dict, options: list, rng) -> str:
    """A sensible person: throws a knocked-down opponent (it cannot dodge), blocks when knocked down itself,
    otherwise mixes its fastest attack (half the time), its strongest throw and a block (a quarter each)."""
    me = view["viewer"]
    attack, throw = lambda o: fastest(o, "attack"), lambda o: strongest(o, "throw")
    guard = lambda o: next((a for m, a in o if m.kind in ("block", "dodge")), None)  # noqa: E731
    if view["down"][1 - me]:
        return first_of(options, throw, attack)
    if view["down"][me]:
        return first_of(options, lambda o: next((a for m, a in o if m.kind == "block"), None), attack)
    order = [(attack, throw, guard), (throw, attack, guard), (guard, attack, throw)][rng.weighted([2, 1, 1])]
    return first_of(options, *order)


HEURISTICS = {"block": combat_player(block), "fast": combat_player(fast), "human": combat_player(human)}
