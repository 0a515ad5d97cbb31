"""BlackPoker heuristics: two fixed styles (in how one builds up, attacks and blocks; everything else is played as
the `easy` level plays it) and a short-sighted searcher."""

from ..blackpoker import LOW_LIFE, TURN_PLAN, _choices, easy, own_turn, search

def count(view: dict, q: int, kind: str) -> int:
    return sum(ch["kind"] == kind for ch in view["seats"][q]["field"])


def low(view: dict) -> bool:
    life = view["seats"][view["viewer"]]["life"]
    return life != "10+" and life <= LOW_LIFE


def style(walls: int, attacks, blocks):
    """A player who, on its own turn with nothing pending, plays as `easy` does (`own_turn`) but with at most
    `walls` bulwarks and attacking only when `attacks(view)`; blocks as `easy` does (with a bulwark or a
    soldier at least as big) when `blocks(view)`, else never; answers everything else as `easy`."""
    def choose(view: dict, rng, memory=None) -> str:
        decision = view["decision"]
        if decision and decision["kind"] == "blockers" and not blocks(view):
            return "done"
        if view["prep"] or decision or view["build"] or view["turn"] != view["viewer"] or view["stage"]:
            return easy(view, rng)
        return own_turn(view, _choices(view), TURN_PLAN, walls, attacks(view))
    return choose


def superior(view: dict) -> bool:
    """More soldiers than the other side has soldiers and bulwarks."""
    me, them = view["viewer"], 1 - view["viewer"]
    return count(view, me, "soldier") > count(view, them, "soldier") + count(view, them, "bulwark")


def greedy(view: dict, rng, memory=None) -> str:
    """Short sight: each choice played on by `easy` for both sides to the end of this turn, on one dealing of the
    hidden cards, the best kept."""
    return search(view, rng, samples=1, horizon=1)


HEURISTICS = {
    # attacks every turn with everything, builds no bulwark, blocks only once its life runs low
    "aggro": style(walls=0, attacks=lambda view: True, blocks=low),
    # up to 3 bulwarks, always blocks where it can block well, attacks only with more soldiers than the other side has blockers
    "turtle": style(walls=3, attacks=superior, blocks=lambda view: True),
    "greedy": greedy,
}
