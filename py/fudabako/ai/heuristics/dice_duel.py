"""ダイスデュエル heuristics. Two dice decide an attack: the higher die is the strike (a hit if ≤ the attack value),
the lower the power; a 必殺技 or an A reads the sum as both. A counter hits when the defender's own roll sums to
at most its card. They look no further than the damage of the exchange in front of them."""

from fudabako.games.dice_duel.cards import NORMAL, is_face, kind, threshold, value
from fudabako.games.dice_duel.rules import damage_case, reading

from ..dice_duel import PAIRS, SUMS


def cards_of(action: dict) -> list:
    return action["payload"]["cards"]


def dice_in_play(view: dict):
    """(total, strike, power) held for a continuation, or None when the attack rolls afresh."""
    if not view["continuing"] and view["phase"] != "follow":
        return None
    return sum(view["dice"]), view["strike"], view["power"]


def expected_damage(cards: list, guard, dice) -> float:
    """The mean damage of an attack with `cards` against `guard` (None: unguarded), rolled or with held dice."""
    rolls = [((hi + lo, hi, lo), p) for (hi, lo), p in PAIRS] if dice is None else [(dice, 1.0)]
    return sum(p * damage_case(cards, *reading(cards, total, (strike, power)), guard)[1]
               for (total, strike, power), p in rolls)


def counter_swing(card: str, cards: list, dice) -> float:
    """The defender's mean damage taken minus dealt by countering `cards` with `card`."""
    hit = sum(p * (value(card) + total) for total, p in SUMS if total <= value(card))
    miss = sum(p for total, p in SUMS if total > value(card))
    return miss * expected_damage(cards, None, dice) - hit


def taken(view: dict, action: dict) -> float:
    """What a defence costs me in the exchange: damage taken minus damage dealt."""
    cards, dice = view["attack"], dice_in_play(view)
    verb = action["id"].partition(":")[0]
    if verb == "noguard":
        return expected_damage(cards, None, dice)
    card = cards_of(action)[0]
    if verb == "guard":
        return expected_damage(cards, card, dice)
    if verb == "cancel":
        return -(value(card) + sum(view["dice"]))
    return counter_swing(card, cards, dice)


def opening(view: dict) -> str:
    """The opening card: the lower card attacks with it, so the lowest card that always hits (6 or more), else
    the highest."""
    sure = [a for a in view["legal"] if value(cards_of(a)[0]) >= 6]
    if sure:
        return min(sure, key=lambda a: value(cards_of(a)[0]))["id"]
    return max(view["legal"], key=lambda a: value(cards_of(a)[0]))["id"]


def greedy(view: dict, rng, memory=None) -> str:
    """One ply: attacks (and continues) with the most expected damage against no guard, the cheaper cards on
    ties; defends with the answer that costs least in this exchange; keeps its opening card; discards nothing."""
    phase = view["phase"]
    legal = view["legal"]
    if phase == "open":
        return opening(view)
    if phase in ("attack", "follow"):
        dice = dice_in_play(view)
        return max(legal, key=lambda a: (expected_damage(cards_of(a), None, dice) if cards_of(a) else 0.0,
                                         -sum(map(value, cards_of(a)))))["id"]
    if phase == "defend":
        return min(legal, key=lambda a: taken(view, a))["id"]
    return "return" if phase == "keep" else "done"


def aggro(view: dict, rng, memory=None) -> str:
    """A fixed habit: attacks with the highest attack value it has (face cards together), always continues,
    always counters with its highest counter, never guards; discards nothing."""
    phase = view["phase"]
    legal = view["legal"]
    if phase == "open":
        return min(legal, key=lambda a: value(cards_of(a)[0]))["id"]
    if phase in ("attack", "follow"):
        attacks = [a for a in legal if cards_of(a)]
        if not attacks:
            return "end"
        return max(attacks, key=lambda a: (threshold(cards_of(a)), len(cards_of(a))))["id"]
    if phase == "defend":
        answers = [a for a in legal if a["id"].startswith(("counter:", "cancel"))]
        return max(answers, key=lambda a: value(cards_of(a)[0]))["id"] if answers else "noguard"
    return "return" if phase == "keep" else "done"


def human(view: dict, rng, memory=None) -> str:
    """A sensible person: attacks with an A or a 必殺技 when it has one, else its highest card of 6 or more (a sure
    hit), else its highest; continues with a card of 6 or more; guards a normal attack with a face card, else
    counters with a 9 or more, else guards with its highest card of the suit; throws away 2s and 3s at the end."""
    phase = view["phase"]
    legal = view["legal"]
    if phase == "open":
        return opening(view)
    if phase in ("attack", "follow"):
        attacks = [a for a in legal if cards_of(a)]
        big = [a for a in attacks if kind(cards_of(a)) != NORMAL]
        sure = [a for a in attacks if kind(cards_of(a)) == NORMAL and value(cards_of(a)[0]) >= 6]
        if phase == "follow":
            return max(sure, key=lambda a: value(cards_of(a)[0]))["id"] if sure else "end"
        pick = big or sure or attacks
        return max(pick, key=lambda a: threshold(cards_of(a)))["id"]
    if phase == "defend":
        guards = [a for a in legal if a["id"].startswith("guard:")]
        faces = [a for a in guards if is_face(cards_of(a)[0]) and kind(view["attack"]) == NORMAL]
        counters = [a for a in legal if a["id"].startswith(("counter:", "cancel")) and value(cards_of(a)[0]) >= 9]
        for options in (faces, counters, guards):
            if options:
                return max(options, key=lambda a: value(cards_of(a)[0]))["id"]
        return "noguard"
    if phase == "end":
        hand = view["hands"][view["viewer"]]
        low = [c for c in hand if value(c) <= 3]
        return f"discard:{low[0]}" if low else "done"
    return "return"


HEURISTICS = {"greedy": greedy, "aggro": aggro, "human": human}
