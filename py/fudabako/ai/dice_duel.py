"""ダイスデュエル: players `random`, `easy` and `strong`, seeing only their own view.

`strong` searches over its view. The other hand's unknown cards are dealt from the cards it has not seen (the
52 minus its hand, the pile, the table, the other's known cards and, on the second lap, the known deck), a few
times over; in each deal, an exchange is valued by expectiminimax over the dice: the attacker's expected life
swing (damage dealt minus damage taken), the defender answering with whichever guard, counter, guard cancel or
no guard minimises it, and the side that hits choosing whether to continue (two further steps deep). Its
choice is the one with the best average over the deals. The only simultaneous choice, the opening card, is a
matrix game (my card against each value the other may lay) played at its equilibrium (`reading`).

`easy`: attacks with its highest card that always hits (6 or more) if it has one, guards with its highest card
of the suit, never counters, continues whenever it can and discards nothing.

Measured (`simulate dice-duel --games 2000 --seed 1`, strong's win share in seat 0 / seat 1): vs random
96.4 / 95.7%, vs easy 79.4 / 78.2%. Decision time (CPython, CPU): median 0.5 ms, attacks median 12 ms, max 70 ms.
Against the heuristic players (`strength --game dice-duel --level strong --games 2000 --seed 1`, seat 1 / seat 2):
h:greedy 82.3 / 81.0%, h:aggro 83.5 / 82.5%, h:human 91.5 / 90.5%, random 96.0 / 96.0%.
"""

from functools import lru_cache

from fudabako.games.dice_duel.cards import DECK, NORMAL, RANKS, VALUES, kind, suit, threshold, value
from fudabako.games.dice_duel.rules import attack_options, continuations, damage_case, defences, reading

from .random_player import random_choice
from .reading import Decision, equilibrium_choice

DEALS = 4  # deals of the other hand per decision
DEPTH = 1  # continuations looked ahead after an attack
PAIRS = tuple(((hi, lo), (1 if hi == lo else 2) / 36) for hi in range(1, 7) for lo in range(1, hi + 1))
SUMS = tuple((s, sum(w for (hi, lo), w in PAIRS if hi + lo == s)) for s in range(2, 13))


def minus(hand: tuple, cards) -> tuple:
    return tuple(c for c in hand if c not in cards)


# --- the exchange, from the attacker's side ----------------------------------------------------------------
@lru_cache(maxsize=None)
def attack_value(mine: tuple, cards: tuple, theirs: tuple, dice, cancel, depth: int) -> float:
    """The attacker's expected swing from attacking with `cards` (already out of `mine`) against the hand
    `theirs`; `dice` is None for a fresh roll, else (total, strike, power) in play for a continuation;
    `cancel` the defender's last guard if guard cancel may answer."""
    held = None if dice is None else [dice[1], dice[2]]
    return min(defence_value(mine, cards, theirs, dice, verb, card, depth)
               for verb, card in defences(theirs, cards, cancel, held))


def defence_value(mine, cards, theirs, dice, verb, card, depth) -> float:
    if verb == "noguard":
        return resolve(mine, cards, theirs, None, dice, depth)
    if verb == "guard":
        return resolve(mine, cards, minus(theirs, (card,)), card, dice, depth)
    rest = minus(theirs, (card,))
    if verb == "cancel":
        total = dice[0]
        return -(value(card) + total) - follow_value(theirs, mine, suit(card), (total, total, total), None, depth - 1)
    v = 0.0
    miss = 0.0
    for total, p in SUMS:
        if total <= value(card):
            v -= p * (value(card) + total + follow_value(rest, mine, suit(card), (total, total, total), None,
                                                           depth - 1))
        else:
            miss += p
    return v + (miss * resolve(mine, cards, rest, None, dice, depth) if miss else 0.0)


@lru_cache(maxsize=None)
def resolve(mine: tuple, cards: tuple, theirs: tuple, guard, dice, depth: int) -> float:
    """The attacker's expected swing once the defence is set: the roll (or the dice in play), the damage rule,
    then the best continuation."""
    if dice is not None:
        return outcome(mine, cards, theirs, guard, dice, depth)
    return sum(p * outcome(mine, cards, theirs, guard, (hi + lo, hi, lo), depth) for (hi, lo), p in PAIRS)


def outcome(mine, cards, theirs, guard, dice, depth) -> float:
    total = dice[0]
    strike, power = reading(cards, total, (dice[1], dice[2]))
    case, damage = damage_case(cards, strike, power, guard)
    if case == "miss" or kind(cards) != NORMAL or depth <= 0:
        return damage
    cancel = guard if case in ("guarded", "nullified") else None
    return damage + follow_value(mine, theirs, suit(cards[0]), (total, strike, power), cancel, depth)


@lru_cache(maxsize=None)
def follow_value(mine: tuple, theirs: tuple, follow_suit: str, dice: tuple, cancel, depth: int) -> float:
    """The best of ending (0) and each continuation (DD-6) for the player who just hit."""
    if depth <= 0:
        return 0.0
    best = 0.0
    for cards in continuations(mine, follow_suit, dice[0], (dice[1], dice[2])):
        best = max(best, attack_value(minus(mine, cards), tuple(cards), theirs, dice, cancel, depth - 1))
    return best


# --- what the view tells -------------------------------------------------------------------------------------
def unseen(view: dict) -> list:
    me = view["viewer"]
    seen = set(view["hands"][me]) | set(view["discard"]) | set(view["attack"]) | set(view["public"][1 - me])
    seen |= set(view["deck_order"] or [])
    return [c for c in DECK if c not in seen]


def deals(view: dict, rng, n: int = DEALS) -> list:
    """`n` possible other hands, each its known cards plus unknown ones drawn from the unseen cards."""
    them = 1 - view["viewer"]
    known = list(view["public"][them])
    hidden = view["hand_sizes"][them] - len(known)
    pool = unseen(view)
    out = []
    for _ in range(n if hidden and len(pool) > hidden else 1):
        rng.shuffle(pool)
        out.append(tuple(known + pool[:hidden]))
    return out


def held(view: dict):
    """The dice in play as (total, strike, power), or None before a roll."""
    if view["dice"] is None:
        return None
    return sum(view["dice"]), view["strike"], view["power"]


def cards_of(action: dict) -> tuple:
    return tuple(action["payload"]["cards"])


# --- strong ----------------------------------------------------------------------------------------------------
def strong_attack(view: dict, rng) -> str:
    """Step 2 or 5: the attack (or, after a hit, ending) with the best swing averaged over the deals."""
    me = view["viewer"]
    hand = tuple(view["hands"][me])
    hands = deals(view, rng)
    continuing = view["phase"] == "follow"
    dice = held(view) if continuing else None
    cancel = view["discard"][-1] if continuing and view["cancel_ok"] and view["discard"] else None

    def score(action):
        cards = cards_of(action)
        if not cards:
            return 0.0
        return sum(attack_value(minus(hand, cards), cards, theirs, dice, cancel, DEPTH) for theirs in hands)

    return max(view["legal"], key=score)["id"]


def strong_defend(view: dict, rng) -> str:
    """The answer that leaves the attacker the least swing, averaged over the attacker's possible hands."""
    me = view["viewer"]
    hand = tuple(view["hands"][me])
    attack = tuple(view["attack"])
    dice = held(view) if view["continuing"] else None

    def score(action):
        verb, _, card = action["id"].partition(":")
        if verb == "cancel":
            card = action["payload"]["cards"][0]
        return sum(defence_value(theirs, attack, hand, dice, verb, card or None, DEPTH) for theirs in hands)

    hands = deals(view, rng)
    return min(view["legal"], key=score)["id"]


def opening_values(view: dict, rng) -> tuple:
    """(my swing attacking with each card I may lay, their swing attacking with each value they may lay)."""
    me = view["viewer"]
    hand = tuple(view["hands"][me])
    hands = deals(view, rng, 3)
    mine = {}
    for a in view["legal"]:
        card = cards_of(a)
        mine[a["id"]] = sum(attack_value(minus(hand, card), card, theirs, None, None, 1)
                             for theirs in hands) / len(hands)
    pool = unseen(view) + list(view["public"][1 - me])
    theirs = {}
    for rank in RANKS:
        card = next((c for c in pool if c[1:] == rank), None)
        if card:
            theirs[VALUES[rank]] = attack_value((), (card,), hand, None, None, 1)
    return mine, theirs


def strong_open(view: dict, rng) -> str:
    """DD-2 as a matrix game: the lower card attacks with it; equal values choose again (worth 0 here). After a
    tie it lays only cards not yet shown (or, all shown, any card at random), so two computers cannot tie
    forever by repeating the same pure choice."""
    shown = set(view["public"][view["viewer"]])
    legal = [a for a in view["legal"] if cards_of(a)[0] not in shown]
    if not legal:
        return random_choice(view, rng)
    mine, theirs = opening_values({**view, "legal": legal}, rng)
    actions = list(mine)
    replies = sorted(theirs)
    payoff = [[mine[a] if value(a[5:]) < v else (-theirs[v] if value(a[5:]) > v else 0.0) for v in replies]
              for a in actions]
    return equilibrium_choice(Decision(actions, [str(v) for v in replies], payoff), rng)


def strong(view: dict, rng, memory=None) -> str:
    for cached in (attack_value, resolve, follow_value):  # the tables serve one decision (memory stays small)
        cached.cache_clear()
    phase = view["phase"]
    if phase == "open":
        return strong_open(view, rng)
    if phase in ("attack", "follow"):
        return strong_attack(view, rng)
    if phase == "defend":
        return strong_defend(view, rng)
    if phase == "keep":
        return "return"
    return end_step(view)


def end_step(view: dict) -> str:
    """Step 7: discard the 2s and 3s (they neither hit nor counter) while keeping 3 cards to defend with."""
    hand = view["hands"][view["viewer"]]
    low = [c for c in hand if value(c) <= 3]
    return f"discard:{low[0]}" if low and len(hand) > 3 else "done"


# --- easy ------------------------------------------------------------------------------------------------------
def easy(view: dict, rng, memory=None) -> str:
    phase = view["phase"]
    legal = view["legal"]
    if phase in ("attack", "follow"):
        singles = [a for a in legal if len(cards_of(a)) == 1 and kind(list(cards_of(a))) == NORMAL]
        sure = [a for a in singles if value(cards_of(a)[0]) >= 6]
        pick = max(sure or singles or legal, key=lambda a: threshold(list(cards_of(a))) if cards_of(a) else 0)
        return pick["id"]
    if phase == "defend":
        guards = [a for a in legal if a["id"].startswith("guard:")]
        return max(guards, key=lambda a: value(cards_of(a)[0]))["id"] if guards else "noguard"
    if phase == "keep":
        return "return"
    if phase == "end":
        return "done"
    return random_choice(view, rng)


PLAYERS = {"random": random_choice, "easy": easy, "strong": strong}
