"""デルタ's computer players.

Both choices of a round are simultaneous discards. My final hand is the 3 cards the rival passed me plus 2 I
draw; the rival's is the 3 I passed plus 2 it draws. So:

- the final discard is a two-sided game of hidden draws (`solve_final`): each of us knows the other's 3 passed
  cards, not its 2 draws (any pair of the 12 cards neither passed nor discarded by me). `strong` solves it by
  CFR+ over both sides' every possible draw (`Side`, `ITERATIONS` steps, neither side gaining 0.2 damage a round
  by deviating) with payoffs in the chance of winning the game afterwards (`win_chance`), and plays its own
  draw's equilibrium mix;
- the first discard picks the 3 cards the rival will build on: `strong` passes the class of 3 cards (`pass_class`:
  suits turned round the ♠→♥→♦ triangle, jokers alike) worth most to the passer, fitted over solved finals
  (`PASS_VALUES` in `delta_pass`, rebuilt by `write_pass_values`).

`normal` keeps the older one-sided matrix (`final_decision`: my hands against the rival's `COLUMNS`, over 12
sampled draws). `yomi` passes as `strong` does and, at the final, counts over the rounds it has seen which simple
rule each revealed final agreed with (`observations`: the highest-damage hand, the best mean swing, the best
answer to my highest-damage hand), and mixes the best response to the most-followed rule into the equilibrium
(`reading_final`).

Measured, the level's win share in seat 1 / seat 2 at 2,000 games a row (Wilson 95% intervals): strong vs
h:greedy 65.7 / 65.4% ([63.5, 67.7] / [63.3, 67.5]), vs h:counter 68.7 / 68.9% ([66.6, 70.7] / [66.8, 70.8]),
vs h:human 72.2 / 72.4% ([70.2, 74.1] / [70.3, 74.3]), four 500-game chunks a row (`simulate delta --games 500
--seed S --players strong,h:greedy` and `h:greedy,strong`, S = 1-4); yomi vs h:greedy 67.5 / 69.5% ([65.4, 69.5]
/ [67.5, 71.5]; `strength --game delta --level yomi --opponent h:greedy --games 2000 --seed 1`), vs h:counter
83.3 / 84.5%, vs h:human 87.5 / 87.25% (seat 1: `simulate delta --games 2000 --seed 1 --players yomi,h:human`;
seat 2: four 500-game chunks, seeds 1-4), vs random 92.1 / 91.75% (chunks, seeds 1-4). At 100 to 200 games a row
(`strength --game delta --seed 1`): strong vs random 96 / 89%.
"""

from functools import lru_cache
from itertools import combinations
from operator import mul
from pathlib import Path
from typing import NamedTuple

from fudabako.core import Rng
from fudabako.games.delta.cards import BARIKI, DECK, JOKERS, hand_of, is_joker, outcome, rank, sort_cards
from fudabako.games.delta.rules import PASS, final_options

from .random_player import random_choice
from .delta_pass import DISCARD_VALUES, PASS_VALUES
from .reading import CONFIDENCE, MARGIN, PRIOR, Decision, OpponentModel, equilibrium_choice

MAX = "max"
SITUATION = "final"
# How often a won round deals each base damage (before バリキ), measured over 1,674 rounds of strong against strong
# (rounded to even values): the shape of the game's swings, which is all `win_chance` needs.
DAMAGES = ((4, 0.08), (6, 0.07), (8, 0.35), (10, 0.12), (12, 0.26), (14, 0.05), (16, 0.05), (18, 0.02))


@lru_cache(maxsize=None)
def win_chance(mine: int, theirs: int) -> float:
    """My chance to win from endurances (mine, theirs) if every decided round is a coin flip dealing a DAMAGES
    hit (doubled in バリキ mode): it values being low, close to a kill, or in バリキ mode on one scale."""
    if mine <= 0:
        return 0.0
    if theirs <= 0:
        return 1.0
    mine_x = 2 if mine <= BARIKI else 1
    theirs_x = 2 if theirs <= BARIKI else 1
    return sum(p * 0.5 * (win_chance(mine, theirs - d * mine_x) + win_chance(mine - d * theirs_x, theirs))
               for d, p in DAMAGES)


def damage_score(hand: dict) -> int:
    """How much a hand deals when it wins, as the predictable player ranks them: strike × 2 with a joker; a
    特殊役 has no strike of its own and counts 0."""
    return 0 if hand["strike"] is None else hand["strike"] * (2 if hand["joker"] else 1)


def highest_damage(options: list) -> tuple:
    """The predictable player's final: the first (in card order) of the options with the highest damage score."""
    return max(options, key=lambda option: damage_score(option[1]))


def class_of(hand: dict) -> str:
    """A hand's column label: kind, suit and whether it holds a joker, e.g. "two-H-j", "three-S", "special"."""
    if hand["kind"] == "special":
        return "special"
    return f"{hand['kind']}-{hand['suit']}" + ("-j" if hand["joker"] else "")


COLUMNS = [MAX, "special"] + [f"three-{s}" for s in "SHD"] + [f"two-{s}{j}" for s in "SHD" for j in ("", "-j")]
MAX_COLUMN = COLUMNS.index(MAX)


def unseen(view: dict) -> list:
    """Cards this player has not seen this round (the rival's unknown cards, its discards and the deck)."""
    seen = set(view["hand"]) | set(view["discards"]) | set(view["passed"])
    return [c for c in DECK if c not in seen]


def rival_draws(view: dict) -> list:
    """Every pair of cards the rival may have drawn, each as likely (the rival's discards are unknown too)."""
    return list(combinations(unseen(view), 2))


def key_of(hand: dict) -> tuple:
    """A hand as a small hashable tuple (kind, suit, strike, joker), enough to settle a round."""
    return hand["kind"], hand["suit"], hand["strike"], hand["joker"]


def _hand(key: tuple) -> dict:
    return {"kind": key[0], "suit": key[1], "strike": key[2], "joker": key[3]}


@lru_cache(maxsize=20000)
def rival_columns(five: tuple) -> tuple:
    """The rival's final (as `key_of`) in each column of COLUMNS, holding the sorted cards `five`: the column's
    best hand (highest strike) when it has one, else its highest-damage hand. At most C(20, 5) hands exist."""
    options = final_options(list(five))
    fallback = highest_damage(options)[1]
    best = {}
    for _, hand in options:
        label = class_of(hand)
        if label not in best or (hand["strike"] or 0) > (best[label]["strike"] or 0):
            best[label] = hand
    return tuple(key_of(best.get(column, fallback)) for column in COLUMNS)


@lru_cache(maxsize=None)
def _swing(mine: tuple, theirs: tuple) -> int:
    """The damage my final deals (positive) or takes (negative) against the rival's, before バリキ doubling
    (both as `key_of`; a few thousand pairs exist)."""
    result = outcome([_hand(mine), _hand(theirs)], [BARIKI + 1, BARIKI + 1])
    if result["winner"] is None:
        return 0
    hit = result["breakdown"]["damage"]
    return hit if result["winner"] == 0 else -hit


def value_of(mine: tuple, theirs: tuple, endurance: tuple) -> float:
    """My win chance after my final meets the rival's (both as `key_of`), endurance = (mine, theirs)."""
    hit = _swing(mine, theirs)
    if hit > 0:
        return win_chance(endurance[0], endurance[1] - hit * (2 if endurance[0] <= BARIKI else 1))
    if hit < 0:
        return win_chance(endurance[0] + hit * (2 if endurance[1] <= BARIKI else 1), endurance[1])
    return win_chance(*endurance)


def final_decision(view: dict, draws=None) -> Decision:
    """The final discard as a matrix game over my legal hands and the rival's columns (see the module doc)."""
    me = view["viewer"]
    endurance = (view["endurance"][me], view["endurance"][1 - me])
    mine = [(a["id"], key_of(a["payload"])) for a in view["legal"]]
    known = view["passed"]
    draws = rival_draws(view) if draws is None else draws
    payoff = [[0.0] * len(COLUMNS) for _ in mine]
    for drawn in draws:
        for j, theirs in enumerate(rival_columns(tuple(sort_cards(known + list(drawn))))):
            for i, (_, hand) in enumerate(mine):
                payoff[i][j] += value_of(hand, theirs, endurance)
    scale = 1.0 / len(draws)
    payoff = [[v * scale for v in row] for row in payoff]
    return Decision([a for a, _ in mine], list(COLUMNS), payoff, SITUATION)


@lru_cache(maxsize=20000)
def best_damage(five: tuple) -> int:
    """The highest damage score among the hands the sorted cards `five` allow."""
    return damage_score(highest_damage(final_options(list(five)))[1])


def threat(cards: list, pool: list) -> float:
    """How strong a rival holding `cards` plus 2 cards from `pool` is on average: its highest damage score."""
    pairs = list(combinations(pool, 2))
    return sum(best_damage(tuple(sort_cards(cards + list(drawn)))) for drawn in pairs) / len(pairs)


ITERATIONS = 16  # CFR+ iterations of the final game: more change its value by less than 0.001 (about 0.1 s)


@lru_cache(maxsize=None)
def hand_keys(five: tuple) -> tuple:
    """The distinct hands (as `key_of`) the sorted cards `five` allow, in card order of their first option
    (at most C(20, 5) hands exist)."""
    return tuple(dict.fromkeys(key_of(hand) for _, hand in final_options(list(five))))


def _matched(regret: list) -> list:
    """Regret matching: play each option in proportion to its positive regret (uniformly when none is)."""
    total = sum(regret)
    return [r / total for r in regret] if total > 0.0 else [1.0 / len(regret)] * len(regret)


class Side:
    """One player's types in the final game: the 3 cards it was passed plus each pair of pool cards it may have
    drawn, the distinct hands each allows, and CFR+ regrets and strategy sums per type."""

    def __init__(self, received: list, pairs: list, slots: list):
        options = [hand_keys(tuple(sort_cards(received + list(pair)))) for pair in pairs]
        self.keys = list(dict.fromkeys(key for keys in options for key in keys))
        index = {key: i for i, key in enumerate(self.keys)}
        self.options = [[index[key] for key in keys] for keys in options]
        self.slots = slots  # the pool positions of each type's two cards
        self.regret = [[0.0] * len(o) for o in self.options]
        self.sums = [[0.0] * len(o) for o in self.options]

    def spread(self, cards: int, strategies: list | None = None) -> tuple:
        """Each type's strategy (`own`: the current one unless `strategies` are given), and how much each of my
        hands is played summed over every type (`everyone`) and over the types holding each pool card
        (`holding`)."""
        own = strategies or [_matched(regret) for regret in self.regret]
        everyone = [0.0] * len(self.keys)
        holding = [[0.0] * len(self.keys) for _ in range(cards)]
        for options, strategy, (a, b) in zip(self.options, own, self.slots):
            with_a, with_b = holding[a], holding[b]
            for k, p in zip(options, strategy):
                everyone[k] += p
                with_a[k] += p
                with_b[k] += p
        return everyone, holding, own

    def values(self, payoff: list, other: "Side", spread: tuple, types=None) -> list:
        """Each type's (or each of `types`') mean payoff of each of its hands against the other side's types that
        share none of its cards (all, less those holding either card, plus the one holding both, which was taken
        twice), these playing as `spread` (the other side's) says."""
        everyone, holding, own = spread
        against_all = [sum(map(mul, row, everyone)) for row in payoff]
        against_card = [[sum(map(mul, row, held)) for row in payoff] for held in holding]
        count = len(self.options) - 2 * (len(holding) - 1) + 1
        return [[(against_all[k] - against_card[a][k] - against_card[b][k]
                  + sum(payoff[k][j] * p for j, p in zip(other.options[t], own[t]))) / count
                 for k in self.options[t]]
                for t, (a, b) in ((t, self.slots[t]) for t in (range(len(self.options)) if types is None else types))]

    def learn(self, payoff: list, other: "Side", spread: tuple, weight: int) -> None:
        """One CFR+ step against the other side's current strategies."""
        for values, regret, sums in zip(self.values(payoff, other, spread), self.regret, self.sums):
            strategy = _matched(regret)
            mean = sum(map(mul, strategy, values))
            for i, v in enumerate(values):
                regret[i] = max(0.0, regret[i] + v - mean)
            for i, p in enumerate(strategy):
                sums[i] += weight * p

    def strategy(self, t: int) -> list:
        """Type t's average strategy (CFR+ weights later iterations more)."""
        total = sum(self.sums[t])
        return [x / total for x in self.sums[t]]


class FinalGame(NamedTuple):
    """The final discard solved: both sides' types (every pair of pool cards each may have drawn) and
    strategies, and my payoff matrix (my hands × the rival's)."""

    pool: list
    pairs: list
    mine: Side
    theirs: Side
    payoff: list


def solve_final(passed: list, received: list, pool: list, value, iterations: int = ITERATIONS) -> FinalGame:
    """The final discard as the two-sided game it is: I hold the 3 cards I `received`, the rival the 3 I
    `passed`, and each of us 2 more from `pool`, each knowing only its own; each side reasons so about the
    other. Both sides' strategies per pair of drawn cards are found by CFR+; `value(mine, theirs)` is my payoff
    when two hands (as `key_of`) meet."""
    pairs = list(combinations(pool, 2))
    slot = {c: i for i, c in enumerate(pool)}
    slots = [(slot[a], slot[b]) for a, b in pairs]
    mine, theirs = Side(list(received), pairs, slots), Side(list(passed), pairs, slots)
    payoff = [[value(a, b) for b in theirs.keys] for a in mine.keys]
    loss = [[-row[j] for row in payoff] for j in range(len(theirs.keys))]
    for weight in range(1, iterations + 1):
        mine.learn(payoff, theirs, theirs.spread(len(pool)), weight)
        theirs.learn(loss, mine, mine.spread(len(pool)), weight)
    return FinalGame(pool, pairs, mine, theirs, payoff)


def final_game(view: dict) -> FinalGame:
    """My final discard solved, valued in win chance (`value_of`). The pool is every card neither passed nor
    discarded by me (12 cards): the rival's 2 draws are any pair of it that is not mine."""
    me = view["viewer"]
    endurance = (view["endurance"][me], view["endurance"][1 - me])
    out = set(view["passed"]) | set(view["received"]) | set(view["discards"])
    pool = [c for c in DECK if c not in out]
    return solve_final(view["passed"], view["received"], pool, lambda a, b: value_of(a, b, endurance))


def drawn(view: dict) -> list:
    """The 2 cards I drew this round (my hand, less the 3 I received)."""
    return sort_cards(c for c in view["hand"] if c not in view["received"])


def my_type(game: FinalGame, view: dict) -> int:
    return game.pairs.index(tuple(drawn(view)))


def action_for(view: dict, key: tuple) -> str:
    """My first legal final discard that keeps the hand `key`."""
    return next(a["id"] for a in view["legal"] if key_of(a["payload"]) == key)


def ex_ante(game: FinalGame) -> float:
    """My mean payoff over every deal of the two draws, both sides playing their (average) strategies."""
    theirs = [game.theirs.strategy(t) for t in range(len(game.pairs))]
    values = game.mine.values(game.payoff, game.theirs, game.theirs.spread(len(game.pool), theirs))
    return sum(sum(map(mul, game.mine.strategy(s), row)) for s, row in enumerate(values)) / len(values)


# --- the pass ----------------------------------------------------------------------------------------------

TURN = {"S": "H", "H": "D", "D": "S"}  # ♠→♥→♦→♠ keeps who beats whom (DL-5)


def pass_class(cards) -> str:
    """Three cards up to what does not change the game: the suits turned round the triangle and which joker is
    which (333 classes), as a packed string ("D2D3J1")."""
    forms = []
    suited = [c for c in cards if not is_joker(c)]
    jokers = list(JOKERS[:len(cards) - len(suited)])
    for _ in range(3):
        forms.append("".join(sort_cards(suited + jokers)))
        suited = [TURN[c[0]] + c[1:] for c in suited]
    return min(forms)


def pass_value(keep: list, discard: list) -> float:
    """What passing `keep` and discarding `discard` is worth to me, in damage per round (`delta_pass`): the value
    of the rival holding those 3 cards, plus what taking each discarded card out of the draws is worth."""
    return PASS_VALUES[pass_class(keep)] + sum(DISCARD_VALUES[rank(c)] for c in discard)


def best_pass(view: dict) -> str:
    return max(view["legal"], key=lambda a: pass_value(a["payload"]["keep"], a["payload"]["discard"]))["id"]


PASS_ITERATIONS = 10  # CFR+ iterations per deal when building the pass values


def pass_samples(per_class: int, seed: int) -> list:
    """Deals for `fit_pass_values`: for each class of 3 cards passed, `per_class` times, 2 more cards I discard,
    a rival's 5 cards of which it passes 3 at random, the 10 cards left to draw from, and the ex-ante value to
    me of the final game so dealt (`solve_final`, in damage swing): (class passed, ranks I discarded, class
    received, ranks the rival discarded, value)."""
    rng = Rng(seed)
    samples = []
    for passed in sorted(PASS_VALUES):
        cards = _unpack(passed)
        for _ in range(per_class):
            rest = [c for c in DECK if c not in cards]
            rng.shuffle(rest)
            discard, received, dropped, pool = rest[:2], rest[2:5], rest[5:7], rest[7:]
            game = solve_final(cards, received, pool, _swing, PASS_ITERATIONS)
            samples.append((passed, [rank(c) for c in discard], pass_class(received), [rank(c) for c in dropped],
                            ex_ante(game)))
    return samples


def fit_pass_values(samples: list, sweeps: int = 60) -> tuple:
    """Least squares (coordinate descent) for value = held(received) − held(passed) + Σ removed(each rank I
    discarded) − Σ removed(each rank the rival discarded): the worth of holding each class of 3 cards, and of
    taking each rank out of the draws. Returns (PASS_VALUES, DISCARD_VALUES): a pass is worth −held, centred."""
    rows = []
    for passed, mine, received, theirs, value in samples:
        coefficients = {}
        for unknown, a in [(received, 1), (passed, -1)] + [(r, 1) for r in mine] + [(r, -1) for r in theirs]:
            coefficients[unknown] = coefficients.get(unknown, 0) + a
        rows.append((coefficients, value))
    solved = {unknown: 0.0 for coefficients, _ in rows for unknown in coefficients}
    residual = [value for _, value in rows]
    touching = {unknown: [] for unknown in solved}
    for i, (coefficients, _) in enumerate(rows):
        for unknown, a in coefficients.items():
            if a:
                touching[unknown].append((i, a))
    for _ in range(sweeps):
        for unknown, entries in touching.items():
            step = sum(a * residual[i] for i, a in entries) / sum(a * a for _, a in entries)
            solved[unknown] += step
            for i, a in entries:
                residual[i] -= a * step
    classes = [c for c in solved if isinstance(c, str)]
    mean = sum(solved[c] for c in classes) / len(classes)
    ranks = [r for r in solved if isinstance(r, int)]
    removal = sum(solved[r] for r in ranks) / len(ranks)
    return ({c: round(mean - solved[c], 2) for c in sorted(classes)},
            {r: round(solved[r] - removal, 2) for r in sorted(ranks)})


def write_pass_values(per_class: int = 60, seed: int = 1) -> None:
    """Rebuild `delta_pass.py` (333 × `per_class` solved deals: about N minutes of CPython)."""
    values, removal = fit_pass_values(pass_samples(per_class, seed))
    lines = [f'"""デルタ\'s pass values, built by `python -m fudabako.ai.delta` (`write_pass_values({per_class}, {seed})`):',
             "what passing each class of 3 cards (`pass_class`) is worth to the passer, and what taking a card of",
             'each rank (0: a joker) out of the draws by discarding it is worth, in damage per round."""', "",
             "PASS_VALUES = {"]
    lines += [f'    "{c}": {v},' for c, v in values.items()]
    lines += ["}", "", f"DISCARD_VALUES = {removal}", ""]
    Path(__file__).with_name("delta_pass.py").write_text("\n".join(lines), encoding="utf-8")


# --- reading -----------------------------------------------------------------------------------------------

RULE, ROUNDS = "rule", "rounds"
RULES = ("max", "mean", "answer")


def rule_pool(passed, received) -> list:
    """The cards the rival may have drawn as it sees the round: it does not know my discards, so its pool (and
    mine) is every card neither of us passed."""
    return [c for c in DECK if c not in passed and c not in received]


@lru_cache(maxsize=64)
def rule_finals(passed: tuple, received: tuple, wanted: tuple) -> dict:
    """The final each simple rule has the rival show, for each pair in `wanted` (from `rule_pool`) it may have
    drawn: {rule: {pair: key}}. `max` shows its highest-damage hand; `mean` the hand with the best mean damage
    swing against every hand I may show, each alike; `answer` the best answer, in damage swing, to my
    highest-damage hand."""
    pool = rule_pool(passed, received)
    pairs = list(combinations(pool, 2))
    slot = {c: i for i, c in enumerate(pool)}
    slots = [(slot[a], slot[b]) for a, b in pairs]
    mine, theirs = Side(list(received), pairs, slots), Side(list(passed), pairs, slots)
    swing = [[-_swing(a, b) for a in mine.keys] for b in theirs.keys]
    damage = [damage_score(_hand(key)) for key in mine.keys]
    alike = [[1.0 / len(options)] * len(options) for options in mine.options]
    strongest = [[1.0 if k == max(options, key=damage.__getitem__) else 0.0 for k in options]
                 for options in mine.options]
    types = [pairs.index(pair) for pair in wanted]
    strikes = [damage_score(_hand(key)) for key in theirs.keys]
    finals = {"max": {pairs[t]: theirs.keys[max(theirs.options[t], key=strikes.__getitem__)] for t in types}}
    for rule, strategies in (("mean", alike), ("answer", strongest)):
        values = theirs.values(swing, mine, mine.spread(len(pool), strategies), types)
        finals[rule] = {pairs[t]: theirs.keys[theirs.options[t][max(range(len(row)), key=row.__getitem__)]]
                        for t, row in zip(types, values)}
    return finals


def observations(view: dict) -> list:
    """Each round seen ("rule", "rounds"), and each rule the rival's revealed final agreed with ("rule", rule):
    shown by the rule for at least half of the draws the rival may have had (those holding the cards it showed
    that I did not pass, and none of my own final)."""
    me = view["viewer"]
    seen = []
    for entry in view.get("history", []):
        packed = [_unpack(part) for part in entry.split("|")]
        passed, received, mine, shown = packed[me], packed[1 - me], packed[2 + me], packed[3 - me]
        drawn = {c for c in shown if c not in passed}
        pairs = tuple(pair for pair in combinations(rule_pool(passed, received), 2)
                      if drawn <= set(pair) and not set(pair) & set(mine))
        finals = rule_finals(tuple(passed), tuple(received), pairs)
        key = key_of(hand_of(shown))
        seen.append((RULE, ROUNDS))
        seen += [(RULE, rule) for rule in RULES if 2 * sum(finals[rule][pair] == key for pair in pairs) >= len(pairs)]
    return seen


def reading_final(view: dict, rng, model: OpponentModel) -> str:
    """The final against a rival expected to follow its best-matching rule as often as it was seen to (else
    to play the equilibrium): the best response to that, mixed into the equilibrium more the more rounds were
    seen, and only when it gains more than MARGIN of the payoff range."""
    game = final_game(view)
    me = my_type(game, view)
    options = game.mine.options[me]
    equilibrium = game.mine.strategy(me)
    strategy = equilibrium
    counts = model.counts_for(RULE)
    rounds = counts.get(ROUNDS, 0)
    if rounds:
        rule = max(RULES, key=lambda r: counts.get(r, 0))
        follows = counts.get(rule, 0) / (rounds + PRIOR)
        index = {key: j for j, key in enumerate(game.theirs.keys)}
        mine = set(drawn(view))
        rivals = [t for t, pair in enumerate(game.pairs) if not mine & set(pair)]
        wanted = tuple(game.pairs[t] for t in rivals)
        finals = rule_finals(tuple(view["passed"]), tuple(view["received"]), wanted)[rule]
        values = [0.0] * len(options)
        for t in rivals:
            ruled = index[finals[game.pairs[t]]]
            mixed = list(zip(game.theirs.options[t], game.theirs.strategy(t)))
            for i, k in enumerate(options):
                row = game.payoff[k]
                values[i] += (follows * row[ruled] + (1 - follows) * sum(row[j] * p for j, p in mixed)) / len(rivals)
        best = max(range(len(options)), key=values.__getitem__)
        spread = max(map(max, game.payoff)) - min(map(min, game.payoff))
        if values[best] - sum(map(mul, equilibrium, values)) > MARGIN * spread:
            weight = rounds / (rounds + CONFIDENCE)
            strategy = [(1 - weight) * p + (weight if i == best else 0.0) for i, p in enumerate(equilibrium)]
    return action_for(view, game.mine.keys[options[rng.weighted(strategy)]])


# --- levels ------------------------------------------------------------------------------------------------

def worth(card: str) -> int:
    """The predictable player's idea of a card's danger in the rival's hands: its rank, a joker above all."""
    return 8 if is_joker(card) else rank(card)


def predictable_choice(view: dict, rng=None, memory=None) -> str:
    """Always the highest-damage hand; when passing, it discards its two most dangerous cards (ties in card
    order), handing over the rest."""
    if view["phase"] == PASS:
        hand = sort_cards(view["hand"])
        top = sorted(hand, key=lambda c: -worth(c))[:2]
        return "+".join(sort_cards(top))
    options = [(a["payload"]["discard"], hand_of(a["payload"]["keep"])) for a in view["legal"]]
    return "+".join(highest_damage(options)[0])


def easy_choice(view: dict, rng, memory=None) -> str:
    """A beginner: passes at random and keeps its highest-damage hand two times in three."""
    if view["phase"] == PASS or rng.random() < 1 / 3:
        return random_choice(view, rng)
    return predictable_choice(view)


def normal_choice(view: dict, rng, memory=None) -> str:
    """The calculating player with less care: the simple pass, and the final matrix over 12 sampled draws."""
    if view["phase"] == PASS:
        return predictable_choice(view)
    draws = rival_draws(view)
    sample = [draws[rng.below(len(draws))] for _ in range(12)]
    return equilibrium_choice(final_decision(view, sample), rng)


def strong_choice(view: dict, rng, memory=None) -> str:
    """The pass worth most (`pass_value`), and the equilibrium of the final game (`final_game`)."""
    if view["phase"] == PASS:
        return best_pass(view)
    game = final_game(view)
    me = my_type(game, view)
    key = game.mine.keys[game.mine.options[me][rng.weighted(game.mine.strategy(me))]]
    return action_for(view, key)


def yomi_choice(view: dict, rng, memory=None) -> str:
    """strong's pass, and the final read (`reading_final`)."""
    if view["phase"] == PASS:
        return best_pass(view)
    return reading_final(view, rng, OpponentModel(memory, observations(view)))


def _unpack(packed: str) -> list:
    return [packed[i:i + 2] for i in range(0, len(packed), 2)]


PLAYERS = {
    "random": random_choice,
    "predictable": predictable_choice,
    "easy": easy_choice,
    "normal": normal_choice,
    "strong": strong_choice,
    "yomi": yomi_choice,
}


if __name__ == "__main__":
    write_pass_values()
