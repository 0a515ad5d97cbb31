"""イモータルアリーナ — rules (seed 004 "プロトタイプ:イモータルアリーナ", rulings IA-1..IA-9).

Each player has three pieces (warrior, fire mage, ice mage) in their own space of three rows: front (depth 1),
middle (2) and back (3). A turn is one action of one piece. Shots give strikes; melee and 業火 roll against the
target's strikes and fell it; felling scores 1, 圧倒 (all three in front while the enemy front is empty) scores 2.

The whole position is the JSON dict `board` (see `new_board`), and the rule functions below take it as an argument,
so the `strong` AI searches with exactly these rules (`legal_moves`, `success_chance`, `resolve`) from its view.

A move is a tuple `(piece, kind, target, shift)`: `target` is an enemy piece (attacks) or the fallen ally (revive),
else -1; `shift` is the row change of a revive's optional move (-1 forward, +1 back), else 0.

Rulings decided here (not in the seed or shared/rulings):
- 圧倒 needs a piece of yours to enter the front row by this action (an advance, a sprint, or a revive's forward
  move), after which all three of yours stand in the front row while no enemy stands in theirs (IA-7). Reviving an
  ally in the front row without moving into it does not count.
- After 圧倒 every piece keeps its strikes, 気力, natural-heal and bound states; only the rows change.
- A melee or 業火 on a piece with no strikes is legal (it cannot succeed, but the seed does not forbid it).
- Strikes have no cap; 6 or more strikes make every die a success.
- A bound piece's state ends with its owner's next turn, even if that turn passed; after a pass no piece of the
  passing player is resting (it moved none). A revived piece may act on its owner's next turn.
- A piece in natural heal that retreats again has its strikes cleared and stays in natural heal.
"""

from fudabako.core import Action, Game, State, register, seat_name, text
from fudabako.core.protocol import copy_data

from .texts import RULES, RULINGS

WARRIOR, FIRE, ICE = 0, 1, 2
PIECES = ("warrior", "fire", "ice")
PIECE_NAMES = (text("戦士", "Warrior"), text("炎使い", "Fire mage"), text("氷使い", "Ice mage"))
HEAVY = (True, False, False)  # 重装甲: melee and 業火 roll two dice instead of three
FRONT, MIDDLE, BACK = 1, 2, 3
ROW_NAMES = {1: text("前列", "front row"), 2: text("中列", "middle row"), 3: text("後列", "back row")}
KI_CAP = 2
GOAL, LEAD = 5, 3

# Each piece's actions, in the seed's order.
KINDS = (
    ("sprint", "retreat", "melee", "revive"),
    ("advance", "retreat", "fireball", "inferno", "revive"),
    ("advance", "retreat", "cold", "revive"),
)
KIND_NAMES = {
    "sprint": text("スプリント", "Sprint"), "advance": text("前進", "Advance"), "retreat": text("後退", "Retreat"),
    "melee": text("格闘", "Melee"), "fireball": text("火球", "Fireball"), "inferno": text("業火", "Inferno"),
    "cold": text("冷気", "Chill"), "revive": text("蘇生", "Revive"),
}
SHOTS = ("fireball", "cold")  # 2d6, a hit if either die is 4 or more: one strike
LETHAL = ("melee", "inferno")  # 3 dice (2 on heavy armour): felled if any die is at most the target's strikes
REACH = {"fireball": 3, "cold": 3, "inferno": 3, "melee": 2}  # IA-1: the largest distance each attack reaches
SHIFTS = {-1: "forward", 0: "stay", 1: "back"}
SHIFT_IDS = {name: shift for shift, name in SHIFTS.items()}
NOBODY = -1


def new_board(first: int) -> dict:
    """All pieces standing in the middle row, no strikes, no 気力, no score; `first` moves first."""
    return {
        "row": [[MIDDLE] * 3, [MIDDLE] * 3],
        "strikes": [[0] * 3, [0] * 3],
        "ki": [[0] * 3, [0] * 3],
        "fallen": [[False] * 3, [False] * 3],
        "healing": [[False] * 3, [False] * 3],
        "bound": [[False] * 3, [False] * 3],
        "rested": [NOBODY, NOBODY],  # the piece that acted in its owner's previous turn without 速攻 (IA-2)
        "score": [0, 0],
        "turn": first,
    }


GRIDS = ("row", "strikes", "ki", "fallen", "healing", "bound")  # [player][piece] tables


def copy_board(b: dict) -> dict:
    """A copy of the position (cheaper than a generic deep copy: the AI makes one per node it searches)."""
    c = {k: [b[k][0][:], b[k][1][:]] for k in GRIDS}
    c["rested"], c["score"], c["turn"] = b["rested"][:], b["score"][:], b["turn"]
    return c


def distance(b: dict, p: int, i: int, t: int) -> int:
    """IA-1: own depth + enemy depth − 1."""
    return b["row"][p][i] + b["row"][1 - p][t] - 1


def can_act(b: dict, p: int, i: int) -> bool:
    """IA-2: standing, not bound this turn, and not the piece that acted in its owner's previous turn."""
    return not b["fallen"][p][i] and not b["bound"][p][i] and b["rested"][p] != i


def targets(b: dict, p: int, i: int, kind: str) -> list:
    """The enemy pieces piece `i` of `p` reaches with attack `kind`: standing, in range (IA-1), and in the front
    row only when `i` stands in its front row while an enemy stands in theirs (乱戦, IA-5)."""
    q = 1 - p
    melee_locked = b["row"][p][i] == FRONT and any(
        not b["fallen"][q][t] and b["row"][q][t] == FRONT for t in range(3))
    return [t for t in range(3)
            if not b["fallen"][q][t] and distance(b, p, i, t) <= REACH[kind]
            and not (melee_locked and b["row"][q][t] != FRONT)]


def legal_moves(b: dict, p: int) -> list:
    """Every move player `p` may make now (IA-2, IA-3); empty when no piece can act (the turn passes)."""
    moves = []
    for i in range(3):
        if not can_act(b, p, i):
            continue
        row = b["row"][p][i]
        for kind in KINDS[i]:
            if kind in ("sprint", "advance"):
                if row > FRONT:
                    moves.append((i, kind, NOBODY, 0))
            elif kind == "retreat":
                if row < BACK:
                    moves.append((i, kind, NOBODY, 0))
            elif kind == "revive":
                for shift in (0, -1, 1):
                    if FRONT <= row + shift <= BACK:
                        moves += [(i, kind, a, shift) for a in range(3)
                                  if b["fallen"][p][a] and b["row"][p][a] == row + shift]
            elif kind != "inferno" or b["ki"][p][i] >= 2:
                moves += [(i, kind, t, 0) for t in targets(b, p, i, kind)]
    return moves


def dice_count(b: dict, p: int, move: tuple) -> int:
    """How many dice the move rolls: 2 for a shot, 3 for melee or 業火 (2 against heavy armour), else 0."""
    kind, t = move[1], move[2]
    if kind in SHOTS:
        return 2
    if kind in LETHAL:
        return 2 if HEAVY[t] else 3
    return 0


def hits(b: dict, p: int, move: tuple, dice: list) -> bool:
    """IA-4: a shot hits if either die is 4 or more; melee and 業火 fell if any die is at most the strikes."""
    if move[1] in SHOTS:
        return any(d >= 4 for d in dice)
    return any(d <= b["strikes"][1 - p][move[2]] for d in dice)


def success_chance(b: dict, p: int, move: tuple) -> float | None:
    """The chance the move's roll succeeds (None for a move without dice)."""
    n = dice_count(b, p, move)
    if not n:
        return None
    if move[1] in SHOTS:
        return 1 - 0.5 ** n
    fail = max(0, 6 - b["strikes"][1 - p][move[2]]) / 6
    return 1 - fail ** n


def resolve(b: dict, p: int, move: tuple, success: bool | None) -> dict:
    """Carry out a move whose roll (if any) came out as `success`, then end the turn; changes `b` in place and
    returns what happened beyond the roll: {"felled": bool, "overwhelm": bool, "passed": [players who passed]}."""
    i, kind, t, shift = move
    q = 1 - p
    events = {"felled": False, "overwhelm": False, "passed": []}
    if b["healing"][p][i]:  # IA-8: acting clears the strikes first and ends the natural heal
        b["strikes"][p][i] = 0
        b["healing"][p][i] = False
    entered_front = False
    if kind in ("sprint", "advance"):
        b["row"][p][i] -= 1
        entered_front = b["row"][p][i] == FRONT
    elif kind == "retreat":
        b["row"][p][i] += 1
        b["healing"][p][i] = True
    elif kind == "revive":
        b["row"][p][i] += shift
        entered_front = shift == -1 and b["row"][p][i] == FRONT
        b["fallen"][p][t] = False
    else:
        if kind == "fireball":
            b["ki"][p][i] = min(KI_CAP, b["ki"][p][i] + 1)  # IA-6: whether it hits or not
        elif kind == "inferno":
            b["ki"][p][i] -= 2
        if success:
            if kind in SHOTS:
                b["strikes"][q][t] += 1
                if kind == "cold":
                    b["bound"][q][t] = True
            else:
                fell(b, q, t)
                b["score"][p] += 1
                events["felled"] = True
    b["rested"][p] = NOBODY if kind == "sprint" else i
    if entered_front and all(not b["fallen"][p][k] and b["row"][p][k] == FRONT for k in range(3)) \
            and not any(not b["fallen"][q][k] and b["row"][q][k] == FRONT for k in range(3)):
        b["score"][p] += 2  # IA-7: 圧倒
        b["row"][p] = [MIDDLE] * 3
        events["overwhelm"] = True
    end_turn(b, p)
    if winner(b) is None:
        b["turn"] = q
        while not legal_moves(b, b["turn"]):  # IA-2: a player whose pieces cannot act passes
            events["passed"].append(b["turn"])
            b["rested"][b["turn"]] = NOBODY
            end_turn(b, b["turn"])
            b["turn"] = 1 - b["turn"]
    return events


def fell(b: dict, q: int, t: int) -> None:
    """IA-6: a felled piece loses its strikes and 気力, and its natural heal ends (IA-8)."""
    b["fallen"][q][t] = True
    b["strikes"][q][t] = 0
    b["ki"][q][t] = 0
    b["healing"][q][t] = False


def end_turn(b: dict, p: int) -> None:
    """A bound piece sits out its owner's next turn only (IA-4)."""
    b["bound"][p] = [False] * 3


def winner(b: dict) -> int | None:
    """IA-9: 5 points, or a lead of 3."""
    s = b["score"]
    for p in (0, 1):
        if s[p] >= GOAL or s[p] - s[1 - p] >= LEAD:
            return p
    return None


def move_id(move: tuple) -> str:
    i, kind, t, shift = move
    if kind == "revive":
        return f"{PIECES[i]}:revive:{SHIFTS[shift]}:{PIECES[t]}"
    if t != NOBODY:
        return f"{PIECES[i]}:{kind}:{PIECES[t]}"
    return f"{PIECES[i]}:{kind}"


def move_label(move: tuple) -> dict:
    """E.g. 炎使い: 火球 → 氷使い / Fire mage: Fireball → Ice mage."""
    i, kind, t, shift = move
    who, what = PIECE_NAMES[i], KIND_NAMES[kind]
    if kind == "revive":
        moved = {-1: ("前進して", "advance, "), 0: ("", ""), 1: ("後退して", "retreat, ")}[shift]
        return text(f"{who['ja']}: {moved[0]}{PIECE_NAMES[t]['ja']}を{what['ja']}",
                    f"{who['en']}: {moved[1]}revive {PIECE_NAMES[t]['en']}")
    if t != NOBODY:
        return text(f"{who['ja']}: {what['ja']} → {PIECE_NAMES[t]['ja']}", f"{who['en']}: {what['en']} → {PIECE_NAMES[t]['en']}")
    return text(f"{who['ja']}: {what['ja']}", f"{who['en']}: {what['en']}")


_NAMED = {}  # move -> (id, label): the same few dozen moves come up again and again


def named(move: tuple) -> tuple:
    if move not in _NAMED:
        _NAMED[move] = (move_id(move), move_label(move))
    return _NAMED[move]


class ImmortalArenaState(State):
    def setup(self) -> None:
        self.first = self.rng.below(2)  # IA-9: who moves first is drawn at random and shown to both
        self.board = new_board(self.first)
        self.winner = None
        self.recent = []  # the last two actions as the table shows them (who, what, the dice, what came of them):
        # the opponent's reply must not hide the roll of one's own last action
        self.turns = 0
        name = seat_name(self.first)
        self.say(f"抽選: {name['ja']}が先攻です", f"Draw: {name['en']} moves first")

    def to_move(self) -> list:
        return [] if self.winner is not None else [self.board["turn"]]

    def legal_actions(self, player: int) -> list:
        if player not in self.to_move():
            return []
        b = self.board
        actions = []
        for move in legal_moves(b, player):
            i, kind, t, shift = move
            payload = {"piece": PIECES[i], "kind": kind, "target": PIECES[t] if t != NOBODY else None,
                       "shift": shift, "chance": success_chance(b, player, move)}
            actions.append(Action(*named(move), payload))
        return actions

    def _apply(self, player: int, action_id: str) -> None:
        b = self.board
        move = next(m for m in legal_moves(b, player) if named(m)[0] == action_id)
        i, kind, t, _ = move
        q = 1 - player
        n = dice_count(b, player, move)
        dice = [self.rng.die() for _ in range(n)]
        success = hits(b, player, move, dice) if n else None
        strikes_before = b["strikes"][q][t] if n else None
        events = resolve(b, player, move, success)
        self.turns += 1
        row = FRONT if events["overwhelm"] else b["row"][player][i]  # where it went, before 圧倒 sent all back
        self.recent = self.recent[-1:] + [{
            "n": self.turns, "player": player, "piece": PIECES[i], "kind": kind,
            "target": PIECES[t] if t != NOBODY else None, "shift": move[3], "row": row,
            "dice": dice, "success": success, "strikes": strikes_before, **events}]
        self.say(*self._describe(self.recent[-1], move))
        if n:
            self.reveal()  # a roll of the dice cannot be taken back
        self.winner = winner(b)
        if self.winner is not None:
            name = seat_name(self.winner)
            self.say(f"{name['ja']}の勝利! ({b['score'][0]}対{b['score'][1]})",
                     f"{name['en']} wins! ({b['score'][0]} to {b['score'][1]})")

    def _describe(self, e: dict, move: tuple) -> tuple:
        """The log line of one action (an entry of `recent`), in Japanese and English (short: the table explains
        the dice)."""
        name = seat_name(e["player"])
        label = named(move)[1]
        ja, en = [f"{name['ja']} {label['ja']}"], [f"{name['en']} {label['en']}"]
        if e["kind"] in ("sprint", "advance", "retreat") or (e["kind"] == "revive" and e["shift"]):
            ja.append(f"({ROW_NAMES[e['row']]['ja']}へ)")
            en.append(f"(to the {ROW_NAMES[e['row']]['en']})")
        if e["dice"]:
            ja.append("🎲" + " ".join(map(str, e["dice"])))
            en.append("🎲" + " ".join(map(str, e["dice"])))
            s = e["strikes"] + 1
            if e["kind"] in SHOTS:
                bound = e["kind"] == "cold"
                ja.append(f"命中 ストライク{s}" + (" 拘束" if bound else "") if e["success"] else "外れ")
                en.append(f"hit, strikes {s}" + (", bound" if bound else "") if e["success"] else "miss")
            else:
                ja.append(f"(≤{e['strikes']}) " + ("倒した +1点" if e["success"] else "失敗"))
                en.append(f"(≤{e['strikes']}) " + ("felled, +1 point" if e["success"] else "failed"))
        if e["overwhelm"]:
            ja.append("圧倒! +2点")
            en.append("Overwhelm! +2 points")
        for p in e["passed"]:
            ja.append(f"/ {seat_name(p)['ja']}はパス")
            en.append(f"/ {seat_name(p)['en']} passes")
        return " ".join(ja), " ".join(en)

    def _view(self, player) -> dict:
        return {"board": copy_board(self.board), "first": self.first, "recent": copy_data(self.recent), "turns": self.turns}


@register
class ImmortalArena(Game):
    id = "immortal-arena"
    version = 1
    # The longest of 1,400 measured games took 469 (random play; the AI levels' longest, 116)
    # (scripts/game_lengths.py).
    max_actions = 2000
    title = text("イモータルアリーナ", "Immortal Arena")
    summary = text("3つの駒で撃ち合い、殴り合う。5点先取か3点差で勝ち。",
                   "Three pieces each: shoot, brawl and revive. First to 5 points or a lead of 3 wins.")
    rulings = RULINGS
    rules = RULES
    state_class = ImmortalArenaState
    fuzz_cost = 2  # random games run ~120 actions: 1,000 fuzz games take about a minute of CPU

    def stats(self, state) -> dict:
        return {"turns": state.turns}
