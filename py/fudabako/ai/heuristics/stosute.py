"""すとすて ver.2 heuristics. What they know of the other hand is the view's: the cards known to be there, and how
likely each other type is (`hold_chance` over the unseen cards, as the levels read the view too)."""

from functools import lru_cache

from fudabako.games.stosute.rules import CHAIN_BONUS, PAIRS, longest_chain
from fudabako.games.stosute_proto.power import ACTIONS, RESOURCES, power

from ..stosute import combo_step, hold_chance, unseen_pool


def my_cards(view: dict) -> list:
    return [a["payload"]["card"] for a in view["legal"]]


def their_odds(view: dict) -> dict:
    """Type → how likely the other holds it, from the known cards and the unseen ones."""
    pool = unseen_pool(view)
    hidden = view["hand_sizes"][1 - view["viewer"]] - len(view["known"])
    return {t: hold_chance(pool, hidden, view["known"], t) for t in view["possible"]}


@lru_cache(maxsize=None)
def _power(mine: str, theirs: str, rolled: tuple) -> float:
    return power(mine, theirs, dict(zip(RESOURCES, rolled)))


def powered(mine: str, theirs: str, dice: dict) -> float:
    """`power`, memoised (the rerolls ask it for every outcome of the dice)."""
    return _power(mine, theirs, tuple(dice[r] for r in RESOURCES))


def edge(mine: str, theirs: str, dice: dict) -> float:
    return powered(mine, theirs, dice) - powered(theirs, mine, dice)


def combo(view: dict, card: str, hand: list) -> int:
    """The bonus of my longest combo from `card` (played) through the rest of `hand`."""
    if not view["combo_on"]:
        return 0
    rest = list(hand)
    rest.remove(card)
    return CHAIN_BONUS[len(longest_chain(view["graph"], card, rest))]


def gain(view: dict, card: str, replies: dict, dice: dict | None = None) -> float:
    """My expected points from playing `card` against the reply weights `replies` (type → weight): the power
    difference, plus my combo when I win."""
    dice = dice or view["dice"]
    hand = view["hands"][view["viewer"]]
    bonus = combo(view, card, hand)
    total = sum(replies.values())
    return sum(w * (d + bonus if d > 0 else d) for t, w in replies.items() for d in [edge(card, t, dice)]) / total


def immediate(card: str, dice: dict) -> float:
    """A card's power against the six cards alike: what it is worth before any thought of the other."""
    return sum(powered(card, t, dice) for t in ACTIONS) / len(ACTIONS)


def reroll_for(view: dict, score) -> str:
    """The pair of dice to reroll whose 36 outcomes leave `score(dice)` best on average."""
    def outlook(pair):
        return sum(score({**view["dice"], pair[0]: x, pair[1]: y}) for x in range(1, 7) for y in range(1, 7))
    return "reroll:" + "+".join(max(PAIRS, key=outlook))


def by_phase(play, discard, reroll):
    """A player from its ways of playing, discarding and rerolling; every combo is the longest (more cards always
    score more)."""
    def choose(view: dict, rng, memory=None) -> str:
        phase = view["phase"]
        if phase == "combo":
            return combo_step(view)
        return {"play": play, "discard": discard, "reroll": reroll}[phase](view, rng)
    return choose


# --- greedy: one ply against the other's likely cards ------------------------------------------------------------
def greedy_play(view: dict, rng) -> str:
    odds = their_odds(view)
    return "play:" + max(my_cards(view), key=lambda c: gain(view, c, odds))


def greedy_discard(view: dict, rng) -> str:
    odds = their_odds(view)
    return "discard:" + min(my_cards(view), key=lambda c: gain(view, c, odds))


def greedy_reroll(view: dict, rng) -> str:
    odds = their_odds(view)
    hand = set(view["hands"][view["viewer"]])
    return reroll_for(view, lambda dice: max(gain(view, c, odds, dice) for c in hand))


# --- counter: expects the other to play its strongest-looking card -----------------------------------------------
def predicted(view: dict, odds: dict, dice: dict | None = None) -> dict:
    """The other's card as a player who plays its highest immediate power would: each type weighted by the chance
    that it is held (`odds`) and no stronger-looking type is."""
    dice = dice or view["dice"]
    left, out = 1.0, {}
    for t in sorted(odds, key=lambda t: -immediate(t, dice)):
        out[t] = left * odds[t]
        left *= 1 - odds[t]
    return out


def counter_play(view: dict, rng) -> str:
    replies = predicted(view, their_odds(view))
    return "play:" + max(my_cards(view), key=lambda c: gain(view, c, replies))


def counter_reroll(view: dict, rng) -> str:
    hand = set(view["hands"][view["viewer"]])
    odds = their_odds(view)
    return reroll_for(view, lambda dice: max(gain(view, c, predicted(view, odds, dice), dice) for c in hand))


# --- human: plays for combos, keeps its best die -------------------------------------------------------------------
def human_play(view: dict, rng) -> str:
    """The strongest-looking card; but a card that opens a combo of 2+ cards when it is nearly as strong (within
    2), and now and then (1 in 4) the second-best, so as not to be read."""
    dice = view["dice"]
    hand = view["hands"][view["viewer"]]
    cards = sorted(my_cards(view), key=lambda c: -immediate(c, dice))
    best = immediate(cards[0], dice)
    combos = [c for c in cards if combo(view, c, hand) >= CHAIN_BONUS[2] and immediate(c, dice) >= best - 2]
    if combos:
        return "play:" + combos[0]
    if len(cards) > 1 and rng.random() < 0.25:
        return "play:" + cards[1]
    return "play:" + cards[0]


def human_discard(view: dict, rng) -> str:
    """A second copy first, else the weakest-looking card."""
    hand = view["hands"][view["viewer"]]
    return "discard:" + min(my_cards(view), key=lambda c: (hand.count(c) == 1, immediate(c, view["dice"])))


def human_reroll(view: dict, rng) -> str:
    """Keep the die that makes my best card strongest when the other two show their average."""
    hand = set(view["hands"][view["viewer"]])

    def keeping(r):
        dice = {k: (view["dice"][k] if k == r else 3.5) for k in RESOURCES}
        return max(immediate(c, dice) for c in hand)

    keep = max(RESOURCES, key=keeping)
    return "reroll:" + "+".join(r for r in RESOURCES if r != keep)


HEURISTICS = {
    "greedy": by_phase(greedy_play, greedy_discard, greedy_reroll),
    "counter": by_phase(counter_play, greedy_discard, counter_reroll),
    "human": by_phase(human_play, human_discard, human_reroll),
}
