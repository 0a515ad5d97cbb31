"""デルタ heuristics. My final comes from the rival's pass, and the rival's from mine: I know 3 of its 5 final
cards (the ones I passed), the other 2 are any pair I have not seen (`rival_draws`). They value a round by its
damage swing (`_swing`: dealt minus taken, before バリキ), not by the game's win chance as the levels do."""

from functools import lru_cache

from fudabako.games.delta.cards import BEATS, SUITS, is_joker, rank, sort_cards
from fudabako.games.delta.rules import PASS, final_options

from ..delta import MAX_COLUMN, _swing, key_of, rival_columns, rival_draws, threat, unseen


def my_finals(view: dict) -> list:
    return [(a["id"], key_of(a["payload"])) for a in view["legal"]]


@lru_cache(maxsize=20000)
def rival_finals(five: tuple) -> tuple:
    return tuple(key_of(hand) for _, hand in final_options(list(five)))


def best_reply(view: dict, replies) -> str:
    """My final with the best mean swing against `replies(five)`, the rival's finals (equally likely) when it
    holds the sorted cards `five`, over every pair it may have drawn."""
    mine = my_finals(view)
    totals = [0.0] * len(mine)
    for drawn in rival_draws(view):
        theirs = replies(tuple(sort_cards(view["passed"] + list(drawn))))
        for i, (_, hand) in enumerate(mine):
            totals[i] += sum(_swing(hand, t) for t in theirs) / len(theirs)
    return mine[max(range(len(mine)), key=totals.__getitem__)][0]


def least_threat(view: dict) -> str:
    """Hand over the 3 cards whose best hand, with 2 more cards I have not seen, deals the least on average."""
    pool = unseen(view)
    return min(view["legal"], key=lambda a: threat(a["payload"]["keep"], pool))["id"]


def danger(cards: list) -> tuple:
    """How much 3 passed cards help the rival, as a person sees it: the most cards of one suit, then jokers, then
    the ranks."""
    suited = [c[0] for c in cards if not is_joker(c)]
    return max([suited.count(s) for s in SUITS] + [0]), sum(map(is_joker, cards)), sum(map(rank, cards))


def greedy(view: dict, rng, memory=None) -> str:
    """One ply: the final with the best mean swing against any legal final of the rival alike."""
    if view["phase"] == PASS:
        return least_threat(view)
    return best_reply(view, rival_finals)


def counter(view: dict, rng, memory=None) -> str:
    """Expects the rival to show its highest-damage hand (built on the cards I passed) and answers that."""
    if view["phase"] == PASS:
        return least_threat(view)
    return best_reply(view, lambda five: (rival_columns(five)[MAX_COLUMN],))


def human(view: dict, rng, memory=None) -> str:
    """Passes cards of mixed suits, no joker, low (`danger`); for the final, a hand of the suit that beats the
    suit I passed most of (the rival's likely suit), its highest strike, else the highest strike."""
    if view["phase"] == PASS:
        return min(view["legal"], key=lambda a: danger(a["payload"]["keep"]))["id"]
    passed = [c[0] for c in view["passed"] if not is_joker(c)]
    likely = max(SUITS, key=passed.count)
    beating = next(s for s in SUITS if BEATS[s] == likely)
    options = [a for a in view["legal"] if a["payload"]["suit"] == beating] or view["legal"]
    return max(options, key=lambda a: (a["payload"]["strike"] or 0) * (2 if a["payload"]["joker"] else 1))["id"]


HEURISTICS = {"greedy": greedy, "counter": counter, "human": human}
