"""イモータルアリーナ heuristics. Everything is on the board in the view; they read the legal actions' payloads (piece,
kind, target, chance of success) and, for the one-ply player, the rules' own `resolve`."""

from fudabako.games.immortal_arena.rules import (
    FIRE, HEAVY, PIECES, copy_board, legal_moves, named, resolve, success_chance, winner,
)


def felling_chance(strikes: int, heavy: bool) -> float:
    """How likely one melee or 業火 fells a piece with these strikes (3 dice, 2 on heavy armour)."""
    return 1 - (max(0, 6 - strikes) / 6) ** (2 if heavy else 3)


def standing(b: dict, p: int) -> float:
    """A plain count of how player p stands: points (10), pieces up (4), the risk each carries, 気力."""
    v = 10.0 * b["score"][p]
    for i in range(3):
        if b["fallen"][p][i]:
            continue
        v += 4.0 - 4.0 * felling_chance(b["strikes"][p][i], HEAVY[i])
        if i == FIRE:
            v += 0.5 * b["ki"][p][i]
    return v


def after(b: dict, p: int, move: tuple) -> float:
    """My standing minus the other's once `move` is resolved, in expectation over its roll."""
    chance = success_chance(b, p, move)
    total = 0.0
    for success, weight in ((True, chance), (False, 1 - chance)) if chance is not None else ((None, 1.0),):
        if weight <= 0:
            continue
        board = copy_board(b)
        resolve(board, p, move, success)
        w = winner(board)
        total += weight * (1000.0 * (1 if w == p else -1) if w is not None
                           else standing(board, p) - standing(board, 1 - p))
    return total


def greedy(view: dict, rng, memory=None) -> str:
    """One ply: the move whose expected result (points, pieces up and at risk, 気力) is best for me."""
    b, me = view["board"], view["viewer"]
    scored = [(after(b, me, m), rng.random(), m) for m in legal_moves(b, me)]
    return named(max(scored)[2])[0]


def pick(view: dict, kinds, piece=None, target=None) -> str | None:
    """The first legal action of one of `kinds` (in that order), optionally of one piece, best `target` first."""
    for kind in kinds:
        found = [a for a in view["legal"] if a["payload"]["kind"] == kind
                 and (piece is None or a["payload"]["piece"] == piece)]
        if found:
            return max(found, key=target or (lambda a: 0))["id"]
    return None


def most_struck(view: dict):
    """Ranks an attack by its target's strikes (then by its chance of success); a move without a target last."""
    strikes = view["board"]["strikes"][1 - view["viewer"]]
    return lambda a: ((strikes[PIECES.index(a["payload"]["target"])], a["payload"]["chance"])
                      if a["payload"]["target"] and a["payload"]["kind"] != "revive" else (-1, 0.0))


def rush(view: dict, rng, memory=None) -> str:
    """A fixed habit: revive whoever fell; the warrior sprints to the front and brawls, the mages fire at the most
    struck enemy (業火 when they can); else forward (towards 圧倒); else the first action offered."""
    focus = most_struck(view)
    return (pick(view, ["revive"]) or pick(view, ["melee", "sprint"], "warrior", focus)
            or pick(view, ["inferno", "fireball", "cold"], None, focus) or pick(view, ["advance"])
            or view["legal"][0]["id"])


def human(view: dict, rng, memory=None) -> str:
    """A sensible person: a blow that fells with an even chance or better; 圧倒 when the advance completes it;
    pulls back a piece with 3+ strikes to heal; revives; shoots the most struck enemy; else advances."""
    b, me = view["board"], view["viewer"]
    focus = most_struck(view)
    lethal = [a for a in view["legal"] if a["payload"]["kind"] in ("melee", "inferno") and a["payload"]["chance"] >= 0.5]
    if lethal:
        return max(lethal, key=lambda a: a["payload"]["chance"])["id"]
    for a in view["legal"]:
        if a["payload"]["kind"] in ("sprint", "advance"):
            board = copy_board(b)
            move = next(m for m in legal_moves(b, me) if named(m)[0] == a["id"])
            resolve(board, me, move, None)
            if board["score"][me] > b["score"][me]:
                return a["id"]
    for a in view["legal"]:
        i = PIECES.index(a["payload"]["piece"])
        if a["payload"]["kind"] == "retreat" and b["strikes"][me][i] >= 3 and not b["healing"][me][i]:
            return a["id"]
    return (pick(view, ["revive"]) or pick(view, ["fireball", "cold"], None, focus)
            or pick(view, ["sprint", "advance"]) or pick(view, ["melee", "inferno"], None, focus)
            or view["legal"][0]["id"])


HEURISTICS = {"greedy": greedy, "rush": rush, "human": human}
