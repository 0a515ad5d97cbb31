"""サイコロじゃんけん heuristics. Hand k beats the next hand in HANDS order and deals its own die (DJ-4)."""

from fudabako.games.dice_janken.rules import BEATS, HANDS

BEATEN_BY = {loser: winner for winner, loser in BEATS.items()}


def big(view: dict, rng, memory=None) -> str:
    """A fixed habit: the hand with the biggest die (the first on ties)."""
    dice = view["dice"]
    return max(HANDS, key=lambda h: dice[h])


def greedy(view: dict, rng, memory=None) -> str:
    """One ply against a uniform opponent: the hand whose own die minus the die of the hand beating it is
    largest (the expected damage dealt minus taken); ties go to the bigger die."""
    dice = view["dice"]
    return max(HANDS, key=lambda h: (dice[h] - dice[BEATEN_BY[h]], dice[h]))


def human(view: dict, rng, memory=None) -> str:
    """A sensible person: first stop a blow that would finish me (play the hand beating it), then take a blow that
    finishes the opponent, else pick a hand with odds growing with its die."""
    me = view["viewer"]
    dice = view["dice"]
    mine, theirs = view["endurance"][me], view["endurance"][1 - me]
    deadly = [h for h in HANDS if dice[h] >= mine]
    if deadly:
        return BEATEN_BY[max(deadly, key=lambda h: dice[h])]
    killing = [h for h in HANDS if dice[h] >= theirs]
    if killing:
        return max(killing, key=lambda h: dice[h])
    return HANDS[rng.weighted([dice[h] for h in HANDS])]


HEURISTICS = {"big": big, "greedy": greedy, "human": human}
