"""すとすて ver.2: players from `random` to `yomi`, seeing only their own view.

What a player knows of the other hand comes from the view: the cards known to be there (`known`), and the unseen
cards (12 − own hand − known − visible discards − the table), from which the rest of that hand is dealt. The other
hand's possible contents are enumerated exactly with their probabilities (`opponent_hands`). What the other knows
of my hand is replayed from the public rounds (`replay`).

A round's value is a position value: `position_value(a, b)` is a rough chance to win with a and b victory points,
from how many points each still needs (20+ and a lead of 6+), 1 or 0 once the goal is met. The payoff of my card
against theirs is that value after the round: the power difference plus the combo the winner reveals.

- `strong`: the round as a Bayesian game over both hands (`stosute_round`): every hand each player may hold has its
  own mixed strategy, so neither is assumed to know the other's hand. It plays its hand's part of the equilibrium.
- `yomi`: the same equilibrium, moved towards the best answer to the other's predicted card. The prediction weighs
  five styles of play (at random, follows the dice, plays for combos, one-ply greedy, counters my strongest-looking
  card) and "no style" (the equilibrium) by how well each foretold the other's revealed cards (`observations`).
- `normal`: the one-matrix equilibrium with the immediate power difference only (no combos, no goal).
- `easy`: half the time the card of highest immediate power, else any card.
- `predictable` (the issue's scripted player): always the card with the highest immediate power (its power
  averaged over the six cards the other might play), the longest combo, keeps its highest die, discards its weakest.

Every level that calculates takes the longest combo, discards its weakest card after a tie and keeps the die that
favours its hand (`combo_step`, `weakest`, `best_reroll`).

Measured (`strength --game stosute --games 200 --seed 1`, the level's win share in seat 1 / seat 2): strong vs
h:greedy 57.5 / 60.0%, h:counter 61.5 / 62.5%, h:human 70.5 / 72.5%, random 81.5 / 83.5%; yomi vs h:greedy
91.5 / 89.0%, h:counter 96.5 / 97.0%, h:human 89.5 / 88.0%, random 94.0 / 93.5%. A second sample (`--seed 2`):
strong vs h:greedy 51.7 / 55.5% (400 games a row), h:counter 62.3 / 62.7%, h:human 67.3 / 68.7% (300).
At 2,000 games a row (`--level strong --opponent h:greedy --games 2000 --seed 1`): strong vs h:greedy 55.2 / 55.4%;
yomi vs h:greedy 89.5 / 89.5% ([88.1, 90.8] / [88.0, 90.7]), yomi vs random 93.5% (seat 1 only).
"""

from functools import lru_cache
from math import comb, exp, log
from typing import NamedTuple

from fudabako.games.stosute.rules import (CHAIN_BONUS, FULL_DECK, GOAL, LEAD, PAIRS, count, longest_chain, merged,
                                          minus, spread)
from fudabako.games.stosute_proto.power import ACTIONS, RESOURCES, power

from .matrix import solve as solve_matrix
from .random_player import random_choice
from .reading import OpponentModel
from .stosute_round import solve_round

HAND = 4  # cards in each hand when a round is played
SCALE = 5.0  # points of "still needed" difference for a 73% chance in `position_value`
ITERATIONS = 100  # CFR+ iterations per round: the strategies' exploitability is then ~0.0005 of a win
MARGIN = 0.005  # least gain in winning chance worth leaving the equilibrium for


def position_value(a: int, b: int) -> float:
    """A rough chance to win with `a` victory points against `b` (1 / 0 once either meets the goal)."""
    need_a = max(GOAL - a, LEAD - (a - b))
    need_b = max(GOAL - b, LEAD - (b - a))
    if need_a <= 0:
        return 1.0
    if need_b <= 0:
        return 0.0
    return 1.0 / (1.0 + exp((need_a - need_b) / SCALE))


@lru_cache(maxsize=256)
def _powers(rolled: tuple) -> tuple:
    dice = dict(zip(RESOURCES, rolled))
    return tuple(tuple(power(a, b, dice) for b in ACTIONS) for a in ACTIONS)


def powers(dice: dict) -> tuple:
    """powers(dice)[a][b]: the power of type index a against b under `dice` (a table: the searches ask often)."""
    return _powers(tuple(dice[r] for r in RESOURCES))


def immediate_power(card: str, dice: dict) -> float:
    """A card's power averaged over the six cards the other might play: what it is worth before any reading."""
    return sum(powers(dice)[ACTIONS.index(card)]) / len(ACTIONS)


@lru_cache(maxsize=256)
def _ranking(rolled: tuple) -> tuple:
    dice = dict(zip(RESOURCES, rolled))
    return tuple(sorted(ACTIONS, key=lambda t: (-immediate_power(t, dice), ACTIONS.index(t))))


def greedy_order(types, dice: dict) -> list:
    """`types` from the highest immediate power down (ties in the cards' usual order)."""
    return [t for t in _ranking(tuple(dice[r] for r in RESOURCES)) if t in types]


def combo_graph(view: dict) -> tuple:
    """The combo graph as a hashable key, empty when combos are off."""
    return tuple(sorted((k, tuple(v)) for k, v in view["graph"].items())) if view["combo_on"] else ()


@lru_cache(maxsize=4096)
def _options(graph: tuple, hand: tuple) -> tuple:
    """What `hand` may play: ((type index, combo bonus level), ...), the level the index in CHAIN_BONUS of the
    longest combo the card opens through the rest of the hand."""
    return tuple((ACTIONS.index(t), len(longest_chain(dict(graph), t, without(hand, [t]))) if graph else 0)
                 for t in ACTIONS if t in hand)


def options(graph: tuple, hand) -> tuple:
    return _options(graph, tuple(sorted(hand, key=ACTIONS.index)))


# --- what the view tells -------------------------------------------------------------------------------------
def without(cards, gone) -> list:
    left = list(cards)
    for c in gone:
        left.remove(c)
    return left


def unseen_pool(view: dict) -> dict:
    """Card type → copies I have not seen: the other hand beyond `known`, the deck, their face-down discards."""
    left = dict(FULL_DECK)
    seen = view["hands"][view["viewer"]] + view["known"] + view["table"] + [
        d["card"] for d in view["discard"] if d["card"]]
    for c in seen:
        left[c] -= 1
    return {t: n for t, n in left.items() if n}


@lru_cache(maxsize=4096)
def _deals(pool: tuple, hidden: int) -> tuple:
    """Every multiset of `hidden` cards drawn from `pool` ((type, copies) pairs) with its probability."""
    total = comb(sum(n for _, n in pool), hidden)
    out = []

    def walk(k, left, taken, ways):
        if left == 0:
            out.append((tuple(taken), ways / total))
            return
        if k == len(pool):
            return
        t, n = pool[k]
        for m in range(min(n, left) + 1):
            walk(k + 1, left - m, taken + [t] * m, ways * comb(n, m))

    walk(0, hidden, [], 1)
    return tuple(out)


def deals(known, pool: dict, size: int) -> list:
    """The possible contents of a hand of `size` holding `known`, the rest dealt from `pool`, with probabilities."""
    pool = tuple((t, n) for t, n in sorted(pool.items()) if n)
    return [(list(known) + list(cards), p) for cards, p in _deals(pool, size - len(known))]


def opponent_hands(view: dict) -> list:
    """The other hand's possible contents (lists of card types) with their probabilities, given my view."""
    return deals(view["known"], unseen_pool(view), view["hand_sizes"][1 - view["viewer"]])


def hold_chance(pool: dict, hidden: int, known: list, card: str) -> float:
    if card in known:
        return 1.0
    n = sum(pool.values())
    return 1.0 - comb(n - pool.get(card, 0), hidden) / comb(n, hidden)


def my_types(view: dict) -> list:
    return [a["payload"]["card"] for a in view["legal"]]


class Round(NamedTuple):
    """One past round as both players saw it before the cards were revealed, replayed from the view's history."""

    rolled: tuple  # the dice (food, production, money)
    theirs: str  # the other's card
    known: tuple  # the cards I knew they held
    pool: tuple  # the cards I had not seen: (type, copies) pairs
    their_known: tuple  # the cards they knew I held
    up: tuple  # the face-up discards
    points: tuple  # (mine, theirs), from the power differences alone (the history does not list the combos)


def replay(view: dict) -> tuple:
    """(the past rounds as `Round`s, the cards the other player knows I hold now).

    What the other knows of my hand is kept as the rules keep `known`: a card of theirs I took, my card taken
    back after a tie and then one of each known type less for the face-down discard; the combo cards I revealed
    count for the last round only (the history does not list older combos). The discard pile is replayed to
    know which cards lay face up (ST-4: four cards in it go back into the deck)."""
    rounds, known, pile, points = [], [], [], (0, 0)
    entries = view["history"]
    for k, entry in enumerate(entries):
        dice, mine, theirs, seen, unseen = entry.split("|")
        rolled = tuple(map(int, dice))
        rounds.append(Round(rolled, theirs, tuple(seen.split(",") if seen else ()),
                            tuple(sorted(count(unseen.split(",") if unseen else []).items())), tuple(known),
                            tuple(c for c in pile if c), points))
        table = _powers(rolled)
        a, b = table[ACTIONS.index(mine)][ACTIONS.index(theirs)], table[ACTIONS.index(theirs)][ACTIONS.index(mine)]
        points = (points[0] + max(0, a - b), points[1] + max(0, b - a))
        last = k == len(entries) - 1
        if a == b:
            known = merged(known, [mine])
            if not last or view["phase"] != "discard":
                known = spread({t: n - 1 for t, n in count(known).items()})
                pile += [None, None]
        else:
            known = minus(known, mine)
            if a > b:
                known = (merged(known, view["last"]["chain"]) if last else known) + [theirs]
            pile.append(mine if a > b else theirs)
        if len(pile) >= 4:
            pile = []
    hand = count(view["hands"][view["viewer"]])
    return rounds, spread({t: min(n, hand.get(t, 0)) for t, n in count(known).items()})


def public_hands(their_known, my_known, up) -> list:
    """My hand's possible contents as the other player may see them (with probabilities): `their_known`, what it
    knows of my hand, the rest dealt from the cards neither of us has shown (`my_known`: what I know of its hand;
    `up`: the face-up discards). Its own hand counts as unknown to it too: the two hands are treated as
    independent, see `stosute_round`."""
    pool = dict(FULL_DECK)
    for c in [*their_known, *my_known, *up]:
        pool[c] -= 1
    return deals(their_known, pool, HAND)


# --- the round as a Bayesian game ----------------------------------------------------------------------------
def information_sets(graph: tuple, hands: list) -> dict:
    """{options: probability} for a list of (hand, probability): hands that play alike are one set."""
    sets: dict = {}
    for cards, p in hands:
        key = options(graph, cards)
        sets[key] = sets.get(key, 0.0) + p
    return sets


@lru_cache(maxsize=64)
def round_payoff(rolled: tuple, mine: int, theirs: int) -> list:
    """payoff[a][b][cm][ct]: my position value after I play type a with combo level cm and they play b with ct,
    from `mine` and `theirs` victory points under the dice `rolled`."""
    table = _powers(rolled)
    levels = range(len(CHAIN_BONUS))
    out = []
    for a, row in enumerate(table):
        cells = []
        for b in range(len(ACTIONS)):
            diff = row[b] - table[b][a]
            cells.append([[position_value(mine + diff + CHAIN_BONUS[cm], theirs) if diff > 0 else
                           position_value(mine, theirs - diff + CHAIN_BONUS[ct]) if diff < 0 else
                           position_value(mine, theirs) for ct in levels] for cm in levels])
        out.append(cells)
    return out


def equilibrium(mine: dict, theirs: dict, payoff: list, iterations: int) -> tuple:
    """({options: my strategy}, {options: theirs}) of the round between these information sets (`stosute_round`)."""
    strategies, answers = solve_round([(p, k) for k, p in mine.items()], [(p, k) for k, p in theirs.items()],
                                      payoff, iterations)
    return dict(zip(mine, strategies)), dict(zip(theirs, answers))


class Solution(NamedTuple):
    """The round solved as a Bayesian game: my hand's mixed strategy, and what the reading needs besides."""

    mix: dict  # my type → probability
    levels: dict  # my type → the combo bonus level it would bring
    theirs: list  # their information sets: (options, probability, their mixed strategy {type: probability})
    payoff: list  # `round_payoff`
    their_known: list  # the cards they know I hold


def solve(view: dict) -> Solution:
    """My hand's part of the equilibrium of the round as a Bayesian game: my hand's possible contents as the other
    may see them, against theirs as I see them."""
    graph = combo_graph(view)
    _, their_known = replay(view)
    up = [d["card"] for d in view["discard"] if d["up"]]
    mine = information_sets(graph, public_hands(their_known, view["known"], up))
    key = options(graph, view["hands"][view["viewer"]])
    mine.setdefault(key, 0.0)
    theirs = information_sets(graph, opponent_hands(view))
    me = view["viewer"]
    payoff = round_payoff(tuple(view["dice"][r] for r in RESOURCES), view["points"][me], view["points"][1 - me])
    strategies, answers = equilibrium(mine, theirs, payoff, ITERATIONS)
    return Solution(strategies[key], {ACTIONS[t]: level for t, level in key},
                    [(k, p, answers[k]) for k, p in theirs.items()], payoff, their_known)


def sample(mix: dict, rng) -> str:
    return f"play:{list(mix)[rng.weighted(list(mix.values()))]}"


def strong_play(view: dict, rng) -> str:
    return sample(solve(view).mix, rng)


# --- reading -----------------------------------------------------------------------------------------------
# Ways of choosing a card that a player may follow, each a rule from what that player sees: its hand, the dice, and
# my hand as it can guess it (`guess`). `yomi` weighs them by how well each foretold the other's revealed cards.
STYLES = ("any", "dice", "combo", "gain", "counter")
EQUILIBRIUM = "mixed"  # the other hypothesis: no fixed style (the round's equilibrium)
NOISE = 0.2  # a player of a style still plays any of its cards alike this often
READ = 24  # the rounds of a game the reading counts, the last ones (each costs a solve, ~6 ms, the first time)
PAST_ITERATIONS = 10  # CFR+ iterations for the equilibrium of a past round (how likely it made their card)
HANDICAP = 3.0  # nats of evidence a style needs before it is believed as much as `mixed`
SURPRISE = "surprise"  # the opponent model's situation: {style: total surprise in tenths of a nat}


def guess(hand, their_known, up) -> dict:
    """How likely the holder of `hand` thinks I hold each type: what it knows of my hand, the rest dealt from the
    cards it has not seen (its own face-down discards unknown to me, so counted as unseen)."""
    pool = dict(FULL_DECK)
    for c in [*hand, *their_known, *up]:
        pool[c] -= 1
    pool = {t: n for t, n in pool.items() if n}
    hidden = HAND - len(their_known)
    return {t: hold_chance(pool, hidden, their_known, t) for t in ACTIONS if t in pool or t in their_known}


def expected_gain(card: str, bonus: int, weights: dict, table: tuple) -> float:
    """The points `card` wins on average against the other's types weighted by `weights`: the power difference,
    and its combo `bonus` when it wins."""
    a = ACTIONS.index(card)
    total = 0.0
    for t, w in weights.items():
        b = ACTIONS.index(t)
        diff = table[a][b] - table[b][a]
        total += w * (diff + bonus if diff > 0 else diff)
    return total / sum(weights.values())


def obvious(odds: dict, dice: dict) -> dict:
    """The other's card if it plays its strongest-looking type: each type weighted by the chance that it is held and
    no stronger-looking one is."""
    left, out = 1.0, {}
    for t in greedy_order(odds, dice):
        out[t] = left * odds[t]
        left *= 1 - odds[t]
    return out


def style_cards(hand, dice: dict, their_known, up, graph: tuple) -> dict:
    """{style: the card a player holding `hand` plays in that style}, for the styles that choose one card (`any`
    plays any of its cards alike):
    - `dice`: the card of highest power under the dice (averaged over the six cards);
    - `combo`: the card of highest power plus the combo it would open;
    - `gain`: the card that wins most points on average against my types, each weighted by how likely it thinks I
      hold it (one-ply greedy);
    - `counter`: the card that wins most points against my strongest-looking card (expects me to follow the dice).
    Ties go to the first card in the usual order."""
    table = powers(dice)
    bonus = {ACTIONS[t]: CHAIN_BONUS[level] for t, level in options(graph, hand)}
    odds = guess(hand, their_known, up)
    likely = obvious(odds, dice)

    def best(score):
        return max(bonus, key=score)

    return {
        "dice": greedy_order(bonus, dice)[0],
        "combo": best(lambda t: immediate_power(t, dice) + bonus[t]),
        "gain": best(lambda t: expected_gain(t, bonus[t], odds, table)),
        "counter": best(lambda t: expected_gain(t, bonus[t], likely, table)),
    }


@lru_cache(maxsize=1024)
def round_likelihoods(past: Round, graph: tuple) -> dict:
    """{style or `mixed`: the chance that a player of it reveals the card they revealed}, over the hands they may
    have held then (dealt from what I had not seen, given the card they revealed). `mixed` is the round's
    equilibrium solved again (with fewer iterations: the points then count the power differences only)."""
    mine = information_sets(graph, public_hands(past.their_known, past.known, past.up))
    hands = deals(past.known, dict(past.pool), HAND)
    _, answers = equilibrium(mine, information_sets(graph, hands), round_payoff(past.rolled, *past.points),
                             PAST_ITERATIONS)
    dice = dict(zip(RESOURCES, past.rolled))
    chance = dict.fromkeys((EQUILIBRIUM,) + STYLES, 0.0)
    total = 0.0
    for hand, p in hands:
        if past.theirs not in hand:
            continue
        held = options(graph, hand)
        total += p
        chance[EQUILIBRIUM] += p * answers[held][past.theirs]
        chance["any"] += p / len(held)
        for style, card in style_cards(hand, dice, past.their_known, past.up, graph).items():
            chance[style] += p * ((1 - NOISE) * (card == past.theirs) + NOISE / len(held))
    return {style: c / total for style, c in chance.items()}


def observations(view: dict) -> list:
    """The other player's revealed cards this game (the last READ rounds), as the surprise of each style:
    (SURPRISE, style) repeated once per tenth of a nat of −log(chance) (`round_likelihoods`), so the model's counts
    add up the evidence."""
    out = []
    for past in replay(view)[0][-READ:]:
        for style, chance in round_likelihoods(past, combo_graph(view)).items():
            out += [(SURPRISE, style)] * round(-10 * log(chance))
    return out


def style_weights(counts: dict) -> dict:
    """The posterior chance of each style and of `mixed`, from their total surprise (styles handicapped)."""
    score = {s: -counts.get(s, 0) / 10 - (0.0 if s == EQUILIBRIUM else HANDICAP) for s in (EQUILIBRIUM,) + STYLES}
    top = max(score.values())
    weights = {s: exp(v - top) for s, v in score.items()}
    total = sum(weights.values())
    return {s: w / total for s, w in weights.items()}


def predicted(view: dict, solution: Solution, weights: dict) -> list:
    """The other's play as the reading sees it: [(type index, combo bonus level, probability)] — its equilibrium
    strategy as much as it looks `mixed`, each style's card (with its noise) as much as it looks that style."""
    out = []
    for held, p, y in solution.theirs:
        out += [(b, level, p * weights[EQUILIBRIUM] * y[ACTIONS[b]]) for b, level in held]
    graph = combo_graph(view)
    up = [d["card"] for d in view["discard"] if d["up"]]
    anyhow = weights["any"] + NOISE * sum(weights[s] for s in STYLES if s != "any")
    for cards, p in opponent_hands(view):
        held = options(graph, cards)
        levels = dict(held)
        out += [(b, level, p * anyhow / len(held)) for b, level in held]
        for style, card in style_cards(cards, view["dice"], solution.their_known, up, graph).items():
            b = ACTIONS.index(card)
            out.append((b, levels[b], p * weights[style] * (1 - NOISE)))
    return out


def yomi_play(view: dict, rng, memory) -> str:
    """The equilibrium of the round (as `strong`), moved towards my best answer to the other's predicted play, as
    far as the evidence makes its styles more likely than no style at all."""
    solution = solve(view)
    weights = style_weights(OpponentModel(memory, observations(view)).counts_for(SURPRISE))
    mix = solution.mix
    if weights[EQUILIBRIUM] > 0.99:
        return sample(mix, rng)
    value = dict.fromkeys(mix, 0.0)
    for b, level, q in predicted(view, solution, weights):
        for a in value:
            value[a] += q * solution.payoff[ACTIONS.index(a)][b][solution.levels[a]][level]
    best = max(value, key=value.get)
    if value[best] - sum(mix[a] * value[a] for a in mix) > MARGIN:
        share = 1 - weights[EQUILIBRIUM]
        mix = {a: (1 - share) * x + (share if a == best else 0.0) for a, x in mix.items()}
    return sample(mix, rng)


def normal_play(view: dict, rng) -> str:
    dice = view["dice"]
    mine = my_types(view)
    theirs = view["possible"]
    _, x, _ = solve_matrix([[power(i, j, dice) - power(j, i, dice) for j in theirs] for i in mine])
    return f"play:{mine[rng.weighted(x)]}"


# --- the other steps ---------------------------------------------------------------------------------------
def combo_step(view: dict) -> str:
    """The next card of the longest combo (more cards always score more)."""
    me = view["viewer"]
    chain = longest_chain(view["graph"], view["table"][me], view["hands"][me], view["chain"])
    return f"combo:{chain[len(view['chain'])]}" if len(chain) > len(view["chain"]) else "combo-stop"


def weakest(view: dict) -> str:
    """The card to discard face down: the lowest immediate power under the dice, a duplicate first."""
    hand = view["hands"][view["viewer"]]
    return "discard:" + min(my_types(view), key=lambda t: (hand.count(t) == 1, immediate_power(t, view["dice"])))


def best_reroll(view: dict) -> str:
    """Keep the die whose value, with the other two rerolled, leaves my best card furthest ahead of the other's
    likely card (their types weighted by how often they would hold them)."""
    me = view["viewer"]
    hand = [ACTIONS.index(t) for t in set(view["hands"][me])]
    likely: dict = {}
    for cards, p in opponent_hands(view):
        for t in cards:
            likely[ACTIONS.index(t)] = likely.get(ACTIONS.index(t), 0.0) + p / len(cards)

    def edge(dice):
        table = powers(dice)
        return max(sum(q * (table[i][j] - table[j][i]) for j, q in likely.items()) for i in hand)

    def outlook(pair):
        return sum(edge({**view["dice"], pair[0]: x, pair[1]: y}) for x in range(1, 7) for y in range(1, 7))

    return "reroll:" + "+".join(max(PAIRS, key=outlook))


def phase_player(play):
    """A level from its way of choosing a card to play, with the calculated combo, discard and reroll steps."""
    def choose(view: dict, rng, memory=None) -> str:
        phase = view["phase"]
        if phase == "play":
            return play(view, rng, memory)
        if phase == "combo":
            return combo_step(view)
        if phase == "discard":
            return weakest(view)
        return best_reroll(view)
    return choose


def predictable(view: dict, rng, memory=None) -> str:
    phase = view["phase"]
    if phase == "play":
        return "play:" + greedy_order(my_types(view), view["dice"])[0]
    if phase == "combo":
        return combo_step(view)
    if phase == "discard":
        return weakest(view)
    top = max(RESOURCES, key=lambda r: view["dice"][r])
    return "reroll:" + "+".join(r for r in RESOURCES if r != top)


def easy(view: dict, rng, memory=None) -> str:
    if view["phase"] == "play" and rng.random() < 0.5:
        return predictable(view, rng)
    return random_choice(view, rng)


PLAYERS = {
    "random": random_choice,
    "predictable": predictable,
    "easy": easy,
    "normal": phase_player(lambda view, rng, memory: normal_play(view, rng)),
    "strong": phase_player(lambda view, rng, memory: strong_play(view, rng)),
    "yomi": phase_player(yomi_play),
}
