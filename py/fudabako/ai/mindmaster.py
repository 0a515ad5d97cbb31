"""マインドマスター: the computer players.

`strong` calculates. Every attack is a simultaneous choice (the attacker's card × the defender's call), valued by
what each of its nine outcomes is worth for the rest of the game: the position after the outcome (the extra strike
and the discards settled as the player making them would, every 3-card draw counted at its exact chance) scored by
`Value`, a win chance fitted on the positions of many games that `strong` played against itself
(`mindmaster_fit`). Every hand the other player may hold is weighed at its exact chance (`worlds`). The defender
does not know the attacker's hand: it plays the equilibrium of the game in which each attacker hand it cannot rule
out chooses its own card (a Bayesian game, hands grouped by the suits they hold). The attacker's own matrix game
lets the defender see its hand, which makes its max-min strategy too careful: it keeps only the cards within
SLACK of the best answer to the defender's Bayesian equilibrium (`unseen_hand`), so it does not feed an unseeing
defender's ♠ calls.

`yomi` also reads (seed 000's 読み): it counts each call and attack card the opponent has revealed under several
public facts it may have followed (none; the attacker's last card, its last two when the same, its most used suit;
the suit the caller knows most of in the attacker's hand; the caller's last call; the defender's least called suit),
predicts the next choice from the fact that has foretold the opponent best so far (leave-one-out), and moves a
share n / (n + CONFIDENCE) of the equilibrium to the best answer to that prediction when it gains more than
MARGIN. The counts carry over from game to game against the same player (`observations`).

The rules allow endless loops of ♥ misses, so `strong` and `yomi` call every suit the attacker may hold with at
least SPREAD probability; a suit it cannot hold is never called (a hand known to be all ♥ is called ♥ for sure).

Measured (`strength --game mindmaster --level strong --level yomi --games 200 --seed 1`, win share in seat 1 / seat
2), session 10, before the changes of session 14: strong vs random 69.0 / 65.0%, h:greedy 48.5 / 46.0% (under its
50% bar), h:habit 74.0 / 69.0%, h:human 62.0 / 59.5%; yomi vs random 86.0 / 81.0%, h:greedy 94.0 / 97.5%, h:habit
100.0 / 99.5%, h:human 89.0 / 94.0%.
Session 14 (`strength --game mindmaster --level strong --games 400 --seed 1`): strong vs random 72.5 / 70.2%,
h:greedy 52.0 / 48.5%, h:habit 70.2 / 68.0%, h:human 71.8 / 69.2%; vs h:greedy with --games 1000 --seed 2: 55.1 /
52.7% (the calls only where the attacker may hold the suit, without `worlds` and `unseen_hand`: 50.7 / 49.8%);
--games 1000 --seed 1, seat 1: 51.6% (seat 2 stopped at its game 872: a deal where strong holds only ♠ and
h:greedy's fixed duel card is ♠ ties the opening duel for ever).
yomi (`--level yomi --games 200 --seed 1`): vs random 83.0 / 90.0%, h:greedy 94.0 / 97.0%, h:habit 99.5 / 99.5%,
h:human 94.0 / 93.0%. At 2,000 games a row (`--level yomi --games 2000 --seed 1`): vs random 86.4 / 87.8%, h:greedy
95.9 / 96.0%, h:habit 99.8 / 99.8%, h:human 96.0 / 96.3% (the lowest 95% Wilson bound 84.8%); strong: vs random
73.0 / 71.9%, h:greedy 52.7 / 50.5% ([50.5, 54.9] / [48.3, 52.7]: at its 50% bar, not above it by a margin
2,000 games can show), h:habit 68.2 / 70.0%, h:human 69.5 / 70.1%.
"""

import math

from fudabako.games.mindmaster.rules import BEATS, BIG_HAND, OUTS_TO_LOSE, PER_SUIT, STRIKES_PER_OUT, SUITS, held

from .matrix import solve
from .mindmaster_weights import WEIGHTS
from .random_player import random_choice
from .reading import CONFIDENCE, MARGIN, PRIOR, OpponentModel

SPREAD = 0.03
SLACK = 0.01  # a card this far (in win chance) below the best against an unseeing defender is still played
NOISE = 0.35  # `normal`: the share of uniform play mixed into `strong`'s strategy
REFILL = 3  # cards drawn by a ♥ miss, and by a player gaining the attack with none
S, H, D = range(3)


# --- the position as the computer models it ------------------------------------------------------------
class Position:
    """The counts a decision depends on (hands, what each player knows of the other's hand, deck, pile, strikes,
    outs, the attacker); cheap to copy, unlike the game state with its log and history."""

    __slots__ = ("hands", "known", "deck", "pile", "strikes", "outs", "attacker", "winner")

    def copy(self) -> "Position":
        other = Position.__new__(Position)
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.known = [self.known[0][:], self.known[1][:]]
        other.deck, other.pile = self.deck[:], self.pile[:]
        other.strikes, other.outs = self.strikes[:], self.outs[:]
        other.attacker, other.winner = self.attacker, self.winner
        return other


def position(state) -> Position:
    """The model of a game state (all of it: the caller decides what is hidden)."""
    pos = Position.__new__(Position)
    pos.hands = [list(h) for h in state.hands]
    pos.known = [list(k) for k in state.known]
    pos.deck = [state.deck.count(s) for s in SUITS]
    pos.pile = list(state.pile)
    pos.strikes, pos.outs = list(state.strikes), list(state.outs)
    pos.attacker, pos.winner = state.attacker, state.winner
    return pos


def from_view(view: dict, rng) -> Position:
    """A position consistent with `view`: the other hand is its known part plus cards drawn at random from those
    the viewer has not seen; the deck is the rest."""
    me = view["viewer"]
    pos = Position.__new__(Position)
    pos.hands = [None, None]
    pos.hands[me] = list(view["hand"])
    pos.hands[1 - me] = list(view["known"][1 - me])
    pos.known = [list(k) for k in view["known"]]
    pos.pile = list(view["pile"])
    pos.deck = [PER_SUIT - pos.hands[me][i] - pos.pile[i] - pos.known[1 - me][i] for i in range(3)]
    pos.strikes, pos.outs = list(view["strikes"]), list(view["outs"])
    pos.attacker, pos.winner = view["attacker"], None
    _deal(pos, 1 - me, view["hand_sizes"][1 - me] - sum(pos.known[1 - me]), rng)
    return pos


def worlds(pos: Position, me: int) -> list:
    """[(chance, position)]: every hand the other player may hold as `me` sees it (its known part plus each
    composition of its unseen cards, at its exact chance), the deck the rest."""
    them = 1 - me
    base = pos.copy()
    base.deck = [pos.deck[i] + pos.hands[them][i] - pos.known[them][i] for i in range(3)]
    base.hands[them] = pos.known[them][:]
    return _draws(base, them, sum(pos.hands[them]) - sum(pos.known[them]))


def _deal(pos: Position, player: int, n: int, rng) -> None:
    for _ in range(n):
        i = rng.weighted(pos.deck)
        pos.deck[i] -= 1
        pos.hands[player][i] += 1


# --- what an outcome does (the rules MM-3..MM-8, on counts) ----------------------------------------------
def _lose_card(pos: Position, player: int, i: int) -> None:
    pos.hands[player][i] -= 1
    pos.pile[i] += 1
    if pos.known[player][i]:
        pos.known[player][i] -= 1


def _strike(pos: Position, player: int) -> None:
    pos.strikes[player] += 1
    if pos.strikes[player] == STRIKES_PER_OUT:
        _out(pos, player)


def _out(pos: Position, player: int) -> None:
    pos.outs[player] += 1
    pos.strikes[player] = 0
    if pos.outs[player] == OUTS_TO_LOSE:
        pos.winner = 1 - player


def _draws(pos: Position, player: int, n: int) -> list:
    """[(chance, position)] after `player` draws n cards: every composition at its exact (hypergeometric) chance;
    an empty deck is remade from the pile (every hand becomes known), and a short one gives what there is."""
    deck = pos.deck
    size = sum(deck)
    if size >= n:
        outcomes = []
        for s in range(min(n, deck[0]) + 1):
            for h in range(min(n - s, deck[1]) + 1):
                d = n - s - h
                if d <= deck[2]:
                    after = pos.copy()
                    for i, k in enumerate((s, h, d)):
                        after.hands[player][i] += k
                        after.deck[i] -= k
                    chance = math.comb(deck[0], s) * math.comb(deck[1], h) * math.comb(deck[2], d) / math.comb(size, n)
                    outcomes.append((chance, after))
        return outcomes
    after = pos.copy()
    for i in range(3):
        after.hands[player][i] += deck[i]
    after.deck = [0, 0, 0]
    if not any(after.pile):
        return [(1.0, after)]
    after.known = [after.hands[0][:], after.hands[1][:]]
    after.deck, after.pile = after.pile, [0, 0, 0]
    return _draws(after, player, n - size)


# --- the value of a position ---------------------------------------------------------------------------------
SIZES = 13  # hand sizes told apart: 0..11, 12 or more
COUNTS = 5  # cards of one suit told apart: 0..3, 4 or more


def threats(pos: Position) -> int:
    """The index of WEIGHTS for the pair of threats: 3 × outs + strikes of the attacker, then of the defender."""
    a = pos.attacker
    return (3 * pos.outs[a] + pos.strikes[a]) * 9 + 3 * pos.outs[1 - a] + pos.strikes[1 - a]


def features(pos: Position) -> list:
    """The indices of WEIGHTS that add up to the attacker's win chance in logit units: the pair of threats (3 × outs
    + strikes of each); for each hand its size, its count of each suit, how many suits it holds, and how much of it
    the other player knows (nothing, part, all — and then how many suits that leaves to guess from)."""
    a = pos.attacker
    found = [threats(pos)]
    base = 81
    for p in (a, 1 - a):
        hand, known = pos.hands[p], pos.known[p]
        n = sum(hand)
        suits = sum(1 for x in hand if x)
        found.append(base + min(n, SIZES - 1))
        base += SIZES
        for i in range(3):
            found.append(base + min(hand[i], COUNTS - 1))
            base += COUNTS
        found.append(base + suits)
        base += 4
        found.append(base + (0 if not any(known) else 1 if sum(known) < n else 1 + suits))
        base += 5
    return found


FEATURES = 81 + 2 * (SIZES + 3 * COUNTS + 4 + 5)


class Value:
    """The attacker's win chance of a position by WEIGHTS; the hands' share is cached by hands and knowledge."""

    def __init__(self, weights: list = WEIGHTS):
        self.weights = weights
        self.cache: dict = {}

    def attacker(self, pos: Position) -> float:
        if pos.winner is not None:
            return float(pos.winner == pos.attacker)
        z = self.weights[threats(pos)]
        key = (pos.attacker, *pos.hands[0], *pos.hands[1], *pos.known[0], *pos.known[1])
        hands = self.cache.get(key)
        if hands is None:  # the hands' features only then: most positions met share their hands with earlier ones
            hands = self.cache[key] = sum(self.weights[i] for i in features(pos)[1:])
        return 1.0 / (1.0 + math.exp(-(z + hands)))

    def __call__(self, pos: Position, me: int) -> float:
        v = self.attacker(pos)
        return v if pos.attacker == me else 1.0 - v


VALUE = Value()


# --- looking one attack ahead ---------------------------------------------------------------------------------
def outcome_value(pos: Position, card: int, call: int, me: int, value=VALUE) -> float:
    """My win chance after the attack card × call (MM-3), chance and the follow-up choices included."""
    a, d = pos.attacker, 1 - pos.attacker
    after = pos.copy()
    _lose_card(after, a, card)
    if card == call:
        if card == S:
            after.known[a] = after.hands[a][:]  # MM-5
        elif card == D:
            _strike(after, a)
        return settle(after, False, me, value)
    if card == S:
        _out(after, d)
        return settle(after, False, me, value)
    if card == H:
        return sum(chance * settle(drawn, True, me, value) for chance, drawn in _draws(after, a, REFILL))
    _strike(after, d)
    if after.winner is None and sum(after.hands[a]) >= 2:
        v = best_extra(after, value)[0]
        return v if me == a else 1.0 - v
    return settle(after, True, me, value)


def extra_options(pos: Position) -> list:
    """MM-4, for the attacker after a ♦ miss: [(None to keep or the two suits to pay, the position after)]."""
    a = pos.attacker
    options = [(None, pos)]
    hand = pos.hands[a]
    for i in range(3):
        for j in range(i, 3):
            if hand[i] >= 1 + (i == j) and hand[j]:
                paid = pos.copy()
                _lose_card(paid, a, i)
                _lose_card(paid, a, j)
                _strike(paid, 1 - a)
                options.append(((i, j), paid))
    return options


def best_extra(pos: Position, value=VALUE) -> tuple:
    """(the attacker's win chance, its best extra option: keeping on a tie)."""
    best = None
    for pair, after in extra_options(pos):
        v = settle(after, True, pos.attacker, value)
        if best is None or v > best[0] + 1e-12:
            best = (v, pair)
    return best


def settle(pos: Position, keep: bool, me: int, value=VALUE) -> float:
    """My win chance once the attack goes on (`keep`, MM-6: only with cards left) or passes: the player losing it
    discards half of a 9+ hand (MM-7, its best cards kept), the player gaining it draws 3 if it has none."""
    if pos.winner is not None:
        return float(pos.winner == me)
    a = pos.attacker
    if keep and any(pos.hands[a]):
        return value(pos, me)
    after = pos.copy()
    after.attacker = 1 - a
    n = sum(after.hands[a])
    if n >= BIG_HAND:
        for _ in range(n // 2):
            _lose_card(after, a, best_discard(after, a, value))
    if any(after.hands[1 - a]):
        return value(after, me)
    return sum(chance * value(drawn, me) for chance, drawn in _draws(after, 1 - a, REFILL))


def best_discard(pos: Position, player: int, value=VALUE, hands=None) -> int:
    """The suit whose loss costs `player` least, one card ahead (averaged over `hands`, the [(chance, position)]
    the player cannot tell apart, if given)."""
    def kept(i):
        total = 0.0
        for p, w in hands or [(1.0, pos)]:
            after = w.copy()
            _lose_card(after, player, i)
            total += p * value(after, player)
        return total
    return max((i for i in range(3) if pos.hands[player][i]), key=kept)


# --- the decisions ------------------------------------------------------------------------------------------------
def attack_payoff(pos: Position, value=VALUE) -> tuple:
    """(my cards, payoff[card][call]) for the attacker, over every hand the defender may hold."""
    me = pos.attacker
    cards = [i for i in range(3) if pos.hands[me][i]]
    hands = worlds(pos, me)
    payoff = [[sum(p * outcome_value(w, c, k, me, value) for p, w in hands) for k in range(3)] for c in cards]
    return cards, payoff


def attack_types(pos: Position, value=VALUE) -> list:
    """The attacker hands the defender cannot rule out, grouped by the suits they hold: [(chance, suits,
    {card: [the defender's value of each call]})]."""
    me = 1 - pos.attacker
    groups: dict = {}
    for p, w in worlds(pos, me):
        groups.setdefault(tuple(i for i in range(3) if w.hands[w.attacker][i]), []).append((p, w))
    types = []
    for suits, hands in sorted(groups.items()):
        chance = sum(p for p, _ in hands)
        values = {c: [sum(p * outcome_value(w, c, k, me, value) for p, w in hands) / chance for k in range(3)]
                  for c in suits}
        types.append((chance, suits, values))
    return types


def defence_payoff(types: list) -> tuple:
    """The defender's matrix game: rows its calls; columns every way the attacker's hand types may choose their
    cards (one card per type); each entry the defender's value averaged over the types."""
    plans = [()]
    for _, suits, _ in types:
        plans = [plan + (c,) for plan in plans for c in suits]
    payoff = [[sum(chance * values[plan[t]][k] for t, (chance, _, values) in enumerate(types)) for plan in plans]
              for k in range(3)]
    return plans, payoff


def spread(strategy: list, pos: Position) -> list:
    """Each suit the attacker may hold keeps at least SPREAD of the calls, so no position repeats for ever; the
    others get none (calling them cannot be right)."""
    a = pos.attacker
    free = sum(pos.hands[a]) > sum(pos.known[a])
    possible = [pos.known[a][i] > 0 or (free and pos.deck[i] + pos.hands[a][i] > pos.known[a][i]) for i in range(3)]
    kept = [x if p else 0.0 for x, p in zip(strategy, possible)]
    total = sum(kept) or 1.0
    return [(1 - SPREAD * sum(possible)) * x / total + (SPREAD if p else 0.0) for x, p in zip(kept, possible)]



# --- reading ---------------------------------------------------------------------------------------------------
# What a player's choice may depend on, as public facts about the game so far (its history): each of the opponent's
# calls and attack cards is counted under one situation per context, and `yomi` predicts from the context that
# foretold the opponent best (leave-one-out over everything counted).
CALL_CONTEXTS = ("all", "last", "twice", "most", "known", "own")  # what a caller may key on
ATTACK_CONTEXTS = ("all", "last", "twice", "call", "least")  # what an attacker may key on
ALPHA = 1.0  # the leave-one-out prediction's pseudo-count per suit


def _cards(history: list, attacker: int) -> list:
    return [h[1] for h in history if h[0] == str(attacker)]


def _calls(history: list, attacker: int) -> list:
    """The calls made against `attacker`'s attacks."""
    return [h[2] for h in history if h[0] == str(attacker)]


def _extreme(values: list, pick) -> str:
    """The suit with the most (pick=max) or fewest (min) of `values`, '=' on a tie."""
    counts = [values.count(s) for s in SUITS]
    best = pick(counts)
    return SUITS[counts.index(best)] if counts.count(best) == 1 else "="


def call_situations(history: list, attacker: int, known: list, whole: bool) -> list:
    """Where a defender's call against `attacker` is counted: nothing, the attacker's last card, its last two when
    they were the same, its most used suit, the suit the defender knows most of in its hand, the defender's own
    last call."""
    mine = _cards(history, attacker)
    facts = {
        "all": "-",
        "last": mine[-1] if mine else "-",
        "twice": mine[-1] if len(mine) >= 2 and mine[-1] == mine[-2] else "-",
        "most": _extreme(mine, max),
        "known": (("all" if whole else "") + SUITS[known.index(max(known))]) if any(known) else "-",
        "own": (_calls(history, attacker) or ["-"])[-1],
    }
    return [f"call|{c}:{facts[c]}" for c in CALL_CONTEXTS]


def attack_situations(history: list, attacker: int) -> list:
    """Where an attack card is counted: nothing, the attacker's last card, its last two when the same, the
    defender's last call, the suit the defender has called least."""
    theirs = _cards(history, attacker)
    calls = _calls(history, attacker)
    facts = {
        "all": "-",
        "last": theirs[-1] if theirs else "-",
        "twice": theirs[-1] if len(theirs) >= 2 and theirs[-1] == theirs[-2] else "-",
        "call": calls[-1] if calls else "-",
        "least": _extreme(calls, min),
    }
    return [f"attack|{c}:{facts[c]}" for c in ATTACK_CONTEXTS]


def observations(view: dict) -> list:
    """The opponent's revealed calls and attack cards, each under every situation it was chosen in."""
    them = 1 - view["viewer"]
    seen = []
    for k, h in enumerate(view["history"]):
        earlier = view["history"][:k]
        if h[0] == str(them):
            seen += [(s, h[1]) for s in attack_situations(earlier, them)]
        else:
            known = [int(x) for x in h[3:6]]
            seen += [(s, h[2]) for s in call_situations(earlier, view["viewer"], known, h[6] == "1")]
    return seen


def _foresight(model: OpponentModel, context: str) -> float:
    """How well the counts under `context` foretell each counted choice from all the others (log-likelihood)."""
    total = 0.0
    for situation, replies in model.counts.items():
        if situation.startswith(context + ":"):
            n = sum(replies.values())
            for r in replies.values():
                total += r * math.log((r - 1 + ALPHA) / (n - 1 + len(SUITS) * ALPHA))
    return total


def predict(model: OpponentModel, situations: list, prior: list) -> tuple:
    """(the opponent's predicted choice of each suit, how many choices the prediction rests on) from the best
    foretelling context's counts in the present situation, over its equilibrium strategy `prior`."""
    situation = max(situations, key=lambda s: _foresight(model, s.split(":")[0]))
    counts = model.counts_for(situation)
    n = sum(counts.get(s, 0) for s in SUITS)
    return [(counts.get(s, 0) + PRIOR * p) / (n + PRIOR) for s, p in zip(SUITS, prior)], n


def exploit(strategy: list, values: list, n: int, spread_of_payoff: float) -> list:
    """The equilibrium `strategy` with a share n / (n + CONFIDENCE) moved to the best answer to the prediction,
    if that answer gains more than MARGIN of the payoff range over the equilibrium against the prediction."""
    best = max(range(len(values)), key=values.__getitem__)
    if values[best] - sum(x * v for x, v in zip(strategy, values)) <= MARGIN * spread_of_payoff:
        return strategy
    weight = n / (n + CONFIDENCE)
    return [(1 - weight) * x + (weight if i == best else 0.0) for i, x in enumerate(strategy)]


# --- the levels ---------------------------------------------------------------------------------------------
def duel_choice(view: dict, rng) -> str:
    """The opening duel is rock-paper-scissors over the suits I hold: play its equilibrium (ties replay)."""
    mine = held(view["hand"])
    payoff = [[0.5 if a == b else (1.0 if BEATS[a] == b else 0.0) for b in SUITS] for a in mine]
    _, x, _ = solve(payoff)
    return "play:" + mine[rng.weighted(x)]


def unseen_hand(pos: Position, payoff: list, mine: list) -> list:
    """The attacker's matrix game lets the defender see its hand, which makes the max-min strategy `mine` too
    careful: the defender does not. The cards kept are those within SLACK of the best answer to the calls of the
    defender's own Bayesian game (an equilibrium defender that does not see the hand), in `mine`'s proportions
    (evenly if it gave them nothing)."""
    _, calls, _ = solve(defence_payoff(attack_types(pos))[1])
    values = [sum(v * y for v, y in zip(row, calls)) for row in payoff]
    near = [v >= max(values) - SLACK for v in values]
    kept = [x if ok else 0.0 for x, ok in zip(mine, near)]
    total = sum(kept)
    return [x / total for x in kept] if total > 1e-9 else [ok / sum(near) for ok in near]


def attack_strategy(view: dict, pos: Position, model=None) -> tuple:
    """(my cards, my mixed strategy) as the attacker: the equilibrium (`unseen_hand`), or with a model, the reading
    of it."""
    cards, payoff = attack_payoff(pos)
    _, mine, calls = solve(payoff)
    mine = unseen_hand(pos, payoff, mine)
    if model is not None:
        me = view["viewer"]
        known = view["known"][me]
        situations = call_situations(view["history"], me, known, sum(known) == view["hand_sizes"][me])
        q, n = predict(model, situations, calls)
        values = [sum(v * p for v, p in zip(row, q)) for row in payoff]
        mine = exploit(mine, values, n, max(map(max, payoff)) - min(map(min, payoff)))
    return cards, mine


def defence_strategy(view: dict, pos: Position, model=None) -> list:
    """My calls: the equilibrium of the Bayesian game, or with a model, the reading of it; `spread`."""
    types = attack_types(pos)
    plans, payoff = defence_payoff(types)
    _, mine, chosen = solve(payoff)
    if model is not None:
        prior = [sum(z * chance for z, plan in zip(chosen, plans) for t, (chance, _, _) in enumerate(types)
                     if plan[t] == c) for c in range(3)]
        q, n = predict(model, attack_situations(view["history"], 1 - view["viewer"]), prior)
        values = [0.0, 0.0, 0.0]
        for chance, suits, outcome in types:
            weights = [q[c] for c in suits]
            for c, w in zip(suits, weights):
                for k in range(3):
                    values[k] += chance * w / sum(weights) * outcome[c][k]
        mine = exploit(mine, values, n, max(map(max, payoff)) - min(map(min, payoff)))
    return spread(mine, pos)


def calculated(view: dict, rng, memory=None, reading=False, noise=0.0) -> str:
    if view["phase"] == "duel":
        return duel_choice(view, rng)
    me = view["viewer"]
    pos = from_view(view, rng)
    if view["phase"] == "extra":
        return extra_choice(pos, view["extra_paid"])
    if view["phase"] == "discard":
        return "discard:" + SUITS[best_discard(pos, me, hands=worlds(pos, me))]
    model = OpponentModel(memory, observations(view)) if reading else None
    if pos.attacker == me:
        cards, strategy = attack_strategy(view, pos, model)
        actions = [f"play:{SUITS[c]}" for c in cards]
    else:
        strategy = defence_strategy(view, pos, model)
        actions = [f"call:{s}" for s in SUITS]
    if noise:
        strategy = [(1 - noise) * x + noise / len(strategy) for x in strategy]
    return actions[rng.weighted(strategy)]


def extra_choice(pos: Position, paid: int) -> str:
    """MM-4, one card at a time: the first card of the best pair to pay (or keep them), then the best second; each
    valued over every hand the defender may hold."""
    me = pos.attacker
    hands = worlds(pos, me)
    if not paid:
        values = {}
        for p, w in hands:
            for pair, after in extra_options(w):
                values[pair] = values.get(pair, 0.0) + p * settle(after, True, me)
        best = max(values.values())
        pair = next(pair for pair, v in values.items() if v >= best - 1e-12)
        return "keep" if pair is None else "discard:" + SUITS[pair[0]]

    def with_strike(i):
        total = 0.0
        for p, w in hands:
            after = w.copy()
            _lose_card(after, me, i)
            _strike(after, 1 - me)
            total += p * settle(after, True, me)
        return total
    return "discard:" + SUITS[max((i for i in range(3) if pos.hands[me][i]), key=with_strike)]


def strong_choice(view: dict, rng, memory=None) -> str:
    return calculated(view, rng)


def yomi_choice(view: dict, rng, memory=None) -> str:
    return calculated(view, rng, memory, reading=True)


def normal_choice(view: dict, rng, memory=None) -> str:
    return calculated(view, rng, noise=NOISE)


def most_held(hand: list) -> str:
    return SUITS[hand.index(max(hand))]


def most_seen(history: list, attacker: int) -> str:
    """The suit `attacker` has attacked with most this game (♠ first on ties and before any attack)."""
    counts = [sum(1 for h in history if h[0] == str(attacker) and h[1] == s) for s in SUITS]
    return SUITS[counts.index(max(counts))]


def predictable_choice(view: dict, rng, memory=None) -> str:
    """Attacks with the suit it holds most, calls the suit it has seen the opponent attack with most, discards
    its most-held suit and always pays for the extra strike; the opening duel is random."""
    if view["phase"] == "duel":
        return random_choice(view, rng)
    if view["phase"] == "attack" and view["attacker"] != view["viewer"]:
        return "call:" + most_seen(view["history"], 1 - view["viewer"])
    if view["phase"] == "attack":
        return "play:" + most_held(view["hand"])
    return "discard:" + most_held(view["hand"])


def easy_choice(view: dict, rng, memory=None) -> str:
    """A casual player: attacks with a random card from the hand, calls in proportion to the cards it has not
    seen, pays for the extra strike with 4+ cards, discards at random."""
    me = view["viewer"]
    if view["phase"] == "attack" and view["attacker"] != me:
        unseen = [PER_SUIT - view["hand"][i] - view["pile"][i] for i in range(3)]
        return "call:" + SUITS[rng.weighted([u + 0.5 for u in unseen])]
    if view["phase"] in ("duel", "attack"):
        return "play:" + SUITS[rng.weighted(view["hand"])]
    if view["phase"] == "extra" and not view["extra_paid"] and sum(view["hand"]) < 4:
        return "keep"
    return "discard:" + SUITS[rng.weighted(view["hand"])]


PLAYERS = {
    "random": random_choice,
    "predictable": predictable_choice,
    "easy": easy_choice,
    "normal": normal_choice,
    "strong": strong_choice,
    "yomi": yomi_choice,
}
