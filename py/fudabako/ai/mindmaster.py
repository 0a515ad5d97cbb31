"""マインドマスター: the computer players.

`strong` values each choice with the game's own rules on determinized copies of its view (the other hand and the
deck resampled from the cards it has not seen; known cards — duel cards, a revealed hand, hands deduced when the
deck ran out — stay put) and plays the equilibrium of the resulting matrix game: attack card × call, or call ×
the cards the attacker may hold. A position is valued by `value`: the win chance of the bare score race
(`race`, solved exactly) shifted by what the hands are worth.

`yomi` adds reading (`reading.reading_choice`): it counts the opponent's calls by which suit I have attacked with
most (what a player who "guesses what it saw most" keys on) and the opponent's attack cards by the suit it
attacked with last. Duels and discards are not read.

The rules allow endless loops of ♥ misses, so `strong` and `yomi` never call with certainty: every call keeps at
least SPREAD probability.

Measured (`simulate mindmaster --games 2000 --seed 1`, win share in seat 0 / seat 1): strong vs random
70.3 / 69.7%, vs easy 61.3 / 61.4%, vs predictable 83.3 / 84.7%; yomi vs random 81.5 / 83.3%, vs predictable
97.5 / 97.8%, vs strong 44.8 / 50.3%.
"""

import math

from fudabako.core import get_game
from fudabako.games.mindmaster.rules import BEATS, OUTS_TO_LOSE, PER_SUIT, STRIKES_PER_OUT, SUITS, held

from .matrix import solve
from .random_player import random_choice
from .reading import Decision, OpponentModel, equilibrium, reading_strategy

GAME = get_game("mindmaster")
SAMPLES = 6
SPREAD = 0.03
NOISE = 0.35  # `normal`: the share of uniform play mixed into `strong`'s strategy
LIMIT = STRIKES_PER_OUT * OUTS_TO_LOSE  # a threat of 9 (3 outs) has lost

# hand worth in logit units, for the attacker and for the defender: per card of each suit (up to CAP), per suit
# held at all; and per card of my hand the opponent knows
WEIGHTS = {True: {"S": 0.22, "H": 0.10, "D": 0.12}, False: {"S": 0.22, "H": 0.10, "D": 0.12}}
CAP = 4
VARIETY = {True: 0.18, False: 0.18}
ATTACK_BIAS = 0.4
EXPOSED = 0.05
REFILL = [1, 1, 1]  # a defender without cards draws 3 on gaining the attack


# --- the score race ----------------------------------------------------------------------------------
def _solve_race() -> list:
    """race[a][d]: the attacker's win chance with threats a, d (3 × outs + strikes, 9 has lost) when both always
    hold every suit (cards ignored: a ♥ miss just attacks again). Each position is a 3×3 game (card × call),
    solved by value iteration to the fixed point."""
    table = [[0.5] * LIMIT for _ in range(LIMIT)]

    def attack(a, d):  # the attacker's value
        return 1.0 if d >= LIMIT else 0.0 if a >= LIMIT else table[a][d]

    def passed(a, d):  # the old attacker's value once the attack has passed
        return 1.0 - attack(d, a)

    for _ in range(500):
        change = 0.0
        for a in range(LIMIT):
            for d in range(LIMIT):
                out = (d // STRIKES_PER_OUT + 1) * STRIKES_PER_OUT
                payoff = [
                    [passed(a, d) if call == "S" else passed(a, out) for call in SUITS],
                    [passed(a, d) if call == "H" else attack(a, d) for call in SUITS],
                    [passed(a + 1, d) if call == "D" else attack(a, d + 1) for call in SUITS],
                ]
                v = solve(payoff)[0]
                change = max(change, abs(v - table[a][d]))
                table[a][d] = v
        if change < 1e-9:
            break
    return table


RACE = _solve_race()


def threat(outs: int, strikes: int) -> int:
    return outs * STRIKES_PER_OUT + strikes


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def hand_worth(hand: list, attacking: bool) -> float:
    if not attacking and not any(hand):
        hand = REFILL
    weights, variety = WEIGHTS[attacking], VARIETY[attacking]
    return sum(weights[s] * min(hand[i], CAP) + (variety if hand[i] else 0.0) for i, s in enumerate(SUITS))


def value(state, me: int) -> float:
    """My win chance in `state`, estimated: the score race's value shifted in logit space by the hands."""
    if state.winner is not None:
        return 1.0 if state.winner == me else 0.0
    them = 1 - me
    t = [threat(state.outs[p], state.strikes[p]) for p in range(2)]
    if state.attacker == me:
        base = RACE[t[me]][t[them]]
    elif state.attacker == them:
        base = 1.0 - RACE[t[them]][t[me]]
    else:
        base = 0.5
    shift = hand_worth(state.hands[me], state.attacker == me) - hand_worth(state.hands[them], state.attacker == them)
    shift -= ATTACK_BIAS * ((state.attacker == me) - (state.attacker == them))
    shift -= EXPOSED * (sum(state.known[me]) - sum(state.known[them]))
    return 1.0 / (1.0 + math.exp(-(_logit(base) + shift)))


# --- determinizing the view ----------------------------------------------------------------------------
def state_from_view(view: dict, rng):
    """A full state consistent with `view`, the hidden cards drawn at random (via the engine's determinize)."""
    me = view["viewer"]
    state = GAME.state_class.__new__(GAME.state_class)
    state.game, state.num_players, state.options = GAME, 2, {}
    state.rng = rng.fork(1)
    state.log, state.reveals = [], 0
    state.phase, state.round, state.attacker = view["phase"], view["round"], view["attacker"]
    state.extra_paid, state.to_discard = view["extra_paid"], view["to_discard"]
    state.strikes, state.outs = list(view["strikes"]), list(view["outs"])
    state.known = [list(k) for k in view["known"]]
    state.history = list(view["history"])
    state.pile = list(view["pile"])
    state.shown, state.last, state.winner = [None, None], None, None
    state.pending = [view["my_choice"] if p == me else None for p in range(2)]
    hands = [None, None]
    hands[me] = list(view["hand"])
    hands[1 - me] = list(view["known"][1 - me])
    unseen = [s for i, s in enumerate(SUITS)
              for _ in range(PER_SUIT - hands[me][i] - view["pile"][i] - hands[1 - me][i])]
    free = view["hand_sizes"][1 - me] - sum(hands[1 - me])
    for s in unseen[:free]:
        hands[1 - me][SUITS.index(s)] += 1
    state.hands = hands
    state.deck = "".join(unseen[free:])
    if view["chosen"][1 - me]:
        state.pending[1 - me] = "?"
    return state.determinize(me, rng)


def samples(view: dict, rng) -> list:
    return [state_from_view(view, rng.fork(k)) for k in range(SAMPLES)]


def outcome(state, me: int, card: str, call: str) -> float:
    """My value after the attack card × call, my follow-up (extra strike, discards) played greedily."""
    after = state.clone()
    after.pending = [None, None]
    after.resolve_attack(card, call)
    return settle(after, me)


def settle(state, me: int) -> float:
    """The value of a state once my own pending non-secret choices (extra strike, discards) are made greedily;
    the opponent's discards are valued as they stand."""
    while state.winner is None and state.phase in ("extra", "discard") and me in state.to_move():
        state = best_follow_up(state, me)[1]
    return value(state, me)


def best_follow_up(state, me: int) -> tuple:
    """(action id, state after it) of my best extra-strike or discard step by `value`, one card ahead; the first
    card paid for an extra strike is valued with the best second card."""
    best = None
    for action in state.legal_actions(me):
        after = _after(state, me, action.id)
        if after.phase == "extra":
            v = max(value(then, me) for then in (_after(after, me, a.id) for a in after.legal_actions(me)))
        else:
            v = value(after, me)
        if best is None or v > best[0]:
            best = (v, action.id, after)
    return best[1], best[2]


def _after(state, player: int, action_id: str):
    after = state.clone()
    after._apply(player, action_id)
    return after


def attack_decision(view: dict, rng) -> Decision:
    """Rows: my attack cards; columns: the defender's calls; averaged over determinized copies."""
    me = view["viewer"]
    cards = held(view["hand"])
    states = samples(view, rng)
    payoff = [[sum(outcome(s, me, card, call) for s in states) / len(states) for call in SUITS] for card in cards]
    return Decision([f"play:{c}" for c in cards], list(SUITS), payoff, call_situation(view["history"], me))


def defence_decision(view: dict, rng) -> Decision:
    """Rows: my calls; columns: the cards the attacker may hold (in some determinized copy)."""
    me = view["viewer"]
    states = samples(view, rng)
    columns = []
    for card in SUITS:
        i = SUITS.index(card)
        having = [s for s in states if s.hands[1 - me][i]]
        if having:
            columns.append((card, [sum(outcome(s, me, card, call) for s in having) / len(having) for call in SUITS]))
    payoff = [[col[j] for _, col in columns] for j in range(len(SUITS))]
    return Decision([f"call:{c}" for c in SUITS], [c for c, _ in columns], payoff,
                    attack_situation(view["history"], 1 - me, view["known"][1 - me],
                                     sum(view["known"][1 - me]) == view["hand_sizes"][1 - me]))


def spread(strategy: list, view: dict) -> list:
    """Calls keep at least SPREAD each, so no position repeats for ever."""
    if view["attacker"] == view["viewer"]:
        return strategy
    n = len(strategy)
    return [(1 - SPREAD * n) * x + SPREAD for x in strategy]


# --- situations the reading keys on (public: the history of attacks) ------------------------------------
def most_seen(history: list, attacker: int) -> str:
    """The suit `attacker` has attacked with most this game (♠ first on ties and before any attack)."""
    counts = [sum(1 for h in history if h[0] == str(attacker) and h[1] == s) for s in SUITS]
    return SUITS[counts.index(max(counts))]


def call_situation(history: list, attacker: int) -> str:
    return "call:" + most_seen(history, attacker)


def attack_situation(history: list, attacker: int, known: list, whole: bool) -> str:
    """The suit the defender knows most of in the attacker's hand (and whether it knows the whole hand), else
    the attacker's last attack card."""
    if any(known):
        return ("attack:all" if whole else "attack:known") + SUITS[known.index(max(known))]
    return "attack:" + next((h[1] for h in reversed(history) if h[0] == str(attacker)), "-")


def observations(view: dict) -> list:
    """The opponent's revealed calls and attack cards, each with the situation it was chosen in."""
    them = str(1 - view["viewer"])
    seen = []
    for k, h in enumerate(view["history"]):
        earlier = view["history"][:k]
        if h[0] == them:
            seen.append((attack_situation(earlier, 1 - view["viewer"], [int(x) for x in h[3:6]], h[6] == "1"), h[1]))
        else:
            seen.append((call_situation(earlier, view["viewer"]), h[2]))
    return seen


# --- the levels ---------------------------------------------------------------------------------------
def duel_choice(view: dict, rng) -> str:
    """The opening duel is rock-paper-scissors over the suits I hold: play its equilibrium (ties replay)."""
    mine = held(view["hand"])
    payoff = [[0.5 if a == b else (1.0 if BEATS[a] == b else 0.0) for b in SUITS] for a in mine]
    _, x, _ = solve(payoff)
    return "play:" + mine[rng.weighted(x)]


def follow_up_choice(view: dict, rng) -> str:
    states = samples(view, rng)
    votes: dict = {}
    for s in states:
        action = best_follow_up(s, view["viewer"])[0]
        votes[action] = votes.get(action, 0) + 1
    return max(sorted(votes), key=votes.get)


def calculated(view: dict, rng, memory=None, reading=False, noise=0.0) -> str:
    if view["phase"] == "duel":
        return duel_choice(view, rng)
    if view["phase"] != "attack":
        return follow_up_choice(view, rng)
    attacking = view["attacker"] == view["viewer"]
    decision = attack_decision(view, rng) if attacking else defence_decision(view, rng)
    if reading:
        model = OpponentModel(memory, observations(view))
        strategy = reading_strategy(decision, model.counts_for(decision.situation))
    else:
        strategy = equilibrium(decision)[0]
    strategy = spread(strategy, view)
    if noise:
        strategy = [(1 - noise) * x + noise / len(strategy) for x in strategy]
    return decision.actions[rng.weighted(strategy)]


def strong_choice(view: dict, rng, memory=None) -> str:
    return calculated(view, rng)


def yomi_choice(view: dict, rng, memory=None) -> str:
    return calculated(view, rng, memory, reading=True)


def normal_choice(view: dict, rng, memory=None) -> str:
    return calculated(view, rng, noise=NOISE)


def most_held(hand: list) -> str:
    return SUITS[hand.index(max(hand))]


def predictable_choice(view: dict, rng, memory=None) -> str:
    """Attacks with the suit it holds most, calls the suit it has seen the opponent attack with most, discards
    its most-held suit and always pays for the extra strike; the opening duel is random."""
    legal = [a["id"] for a in view["legal"]]
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
