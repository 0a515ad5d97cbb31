"""マインドマスター heuristics. A missed call costs the defender an out (♠), a strike (♦) or lets the attacker draw 3
and go on (♥); a right call passes the attack, revealing the attacker's hand (♠) or striking the attacker (♦).
The view's `history` has every attack as "<attacker><card><call>...", so calls and cards seen are public."""

from fudabako.games.mindmaster.rules import BEATS, PER_SUIT, SUITS, held

WORTH = {"S": 3.0, "D": 2.0, "H": 1.0}  # what a right call saves the defender, in strikes (an out is 3)


def calls_by(view: dict, player: int) -> list:
    """How often `player` has called each suit this game (SUITS order)."""
    return [sum(1 for h in view["history"] if h[0] != str(player) and h[2] == s) for s in SUITS]


def attacks_by(view: dict, player: int) -> list:
    return [h[1] for h in view["history"] if h[0] == str(player)]


def their_odds(view: dict) -> list:
    """How likely each suit is in the attacker's hand, per card: the cards I know there, the rest spread over
    the cards I have not seen."""
    them = 1 - view["viewer"]
    known = view["known"][them]
    unseen = [PER_SUIT - view["hand"][i] - view["pile"][i] - known[i] for i in range(3)]
    free = view["hand_sizes"][them] - sum(known)
    total = sum(unseen) or 1
    return [known[i] + free * unseen[i] / total for i in range(3)]


def beater(suit: str) -> str:
    """The suit that beats `suit` (MM-2)."""
    return next(s for s in SUITS if BEATS[s] == suit)


def duel(view: dict) -> str:
    """The opening duel: the suit that beats the suit most of the unseen cards are."""
    unseen = [PER_SUIT - view["hand"][i] for i in range(3)]
    beating = beater(SUITS[unseen.index(max(unseen))])
    return again(view, beating if beating in held(view["hand"]) else held(view["hand"])[0])


def again(view: dict, suit: str) -> str:
    """A duel card after a tie (MM-2: both choose again): a rule that chose `suit` again would tie for ever
    against a hand of that one suit, so after a tie on `suit` it plays the suit that beats it if held, else
    another it holds."""
    last = view["last"]
    if not (last and last["kind"] == "duel" and last["cards"] == [suit, suit]):
        return f"play:{suit}"
    hand = held(view["hand"])
    others = [s for s in hand if s != suit]
    return f"play:{beater(suit) if beater(suit) in hand else (others or [suit])[0]}"


def best_call(view: dict) -> str:
    """The call that saves most: each suit's odds in the attacker's hand, raised by each time it was the
    attacker's card in its last 3 attacks (a habit shows), times what a right call saves."""
    odds = their_odds(view)
    recent = attacks_by(view, 1 - view["viewer"])[-3:]
    return "call:" + max(SUITS, key=lambda s: odds[SUITS.index(s)] * (1 + recent.count(s)) * WORTH[s])


def greedy_attack(view: dict) -> str:
    """One ply against the calls the defender has made so far (one of each assumed before): the card whose miss
    gains most on average — ♠ an out (3), ♦ a strike (1) and the attack kept, against a strike on me when
    called, ♥ three cards and the attack kept (1)."""
    calls = [n + 1 for n in calls_by(view, 1 - view["viewer"])]
    total = sum(calls)
    called = {s: calls[i] / total for i, s in enumerate(SUITS)}
    gains = {"S": 3.0 * (1 - called["S"]), "D": 2.0 * (1 - called["D"]) - called["D"], "H": 1.0 * (1 - called["H"])}
    return "play:" + max(held(view["hand"]), key=gains.__getitem__)


def greedy(view: dict, rng, memory=None) -> str:
    """One ply: `greedy_attack`, `best_call`; pays for the extra strike while 2 cards stay in hand; discards ♥
    first, ♠ last."""
    phase = view["phase"]
    if phase == "duel":
        return duel(view)
    if phase == "attack":
        return greedy_attack(view) if view["attacker"] == view["viewer"] else best_call(view)
    legal = [a["id"] for a in view["legal"]]
    if phase == "extra" and "keep" in legal and sum(view["hand"]) < 4:
        return "keep"
    return next(f"discard:{s}" for s in "HDS" if f"discard:{s}" in legal)


def habit(view: dict, rng, memory=None) -> str:
    """A fixed habit: attacks ♠ while it can, then ♦, then ♥; always calls ♠ (never risks an out); never pays
    for an extra strike; discards ♥ first."""
    phase = view["phase"]
    legal = [a["id"] for a in view["legal"]]
    if phase == "attack" and view["attacker"] != view["viewer"]:
        return "call:S"
    if phase == "duel":
        return again(view, next(s for s in "SDH" if f"play:{s}" in legal))
    if phase == "attack":
        return next(f"play:{s}" for s in "SDH" if f"play:{s}" in legal)
    if "keep" in legal:
        return "keep"
    return next(f"discard:{s}" for s in "HDS" if f"discard:{s}" in legal)


def human(view: dict, rng, memory=None) -> str:
    """A sensible person: attacks with the suit the defender has called least (♠, then ♦ on ties); calls the
    attacker's card of its last two attacks if they were the same, else a suit it knows the attacker holds, else
    the attacker's last card while it may hold more, else ♠; pays for the extra strike with 4 or more cards;
    discards the suit it holds most, ♠ kept."""
    me = view["viewer"]
    phase = view["phase"]
    legal = [a["id"] for a in view["legal"]]
    if phase == "duel":
        return "play:" + SUITS[rng.weighted(view["hand"])]
    if phase == "attack" and view["attacker"] == me:
        calls = calls_by(view, 1 - me)
        return "play:" + min(held(view["hand"]), key=lambda s: (calls[SUITS.index(s)], "SDH".index(s)))
    if phase == "attack":
        known = view["known"][1 - me]
        last = attacks_by(view, 1 - me)[-2:]
        odds = their_odds(view)
        if len(last) == 2 and last[0] == last[1] and odds[SUITS.index(last[0])] > 0:
            return "call:" + last[0]
        if any(known):
            return "call:" + SUITS[known.index(max(known))]
        last = last[-1:]
        if last and odds[SUITS.index(last[0])] > 0:
            return "call:" + last[0]
        return "call:S"
    if phase == "extra" and "keep" in legal and sum(view["hand"]) < 4:
        return "keep"
    spare = [s for s in "HD" if f"discard:{s}" in legal] or ["S"]
    return "discard:" + max(spare, key=lambda s: view["hand"][SUITS.index(s)])


HEURISTICS = {"greedy": greedy, "habit": habit, "human": human}
