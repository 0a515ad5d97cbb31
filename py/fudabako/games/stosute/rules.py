"""すとすてカードゲーム ver.2 — rules (seed 004 "#20 すとすてカードゲーム ver.2", rulings ST-1..ST-7).

Twelve action cards (ST-1) — two of each of the six types, treated as interchangeable by type, so hands, deck and
pile hold type names. A round: both players lay a card face down and reveal together (phase "play"); the higher
power wins the difference; the winner may reveal a combo chain (phase "combo", ST-2/ST-3), gets the loser's card,
discards its own face up, the loser draws, and the winner rerolls two dice (phase "reroll", ST-7). A tie: both
take their cards back, discard one face down each (phase "discard", ST-5), draw, and all dice are rerolled.

Decisions taken here (reported with the rulings):
- The game ends as soon as the winner meets the goal (ST-6); when the power difference alone already meets it,
  the combo step is skipped (combo points could only add to a game already won).
- The combo step is skipped when the winner holds no card linked from the played card; reaching 3 cards or a card
  with no further link ends it by itself.
- The winner's reroll of two dice is one action (choosing the pair); after a tie the three dice reroll by themselves.
- Each player's knowledge of the other's hand (`known`: cards certainly held, seen entering it or revealed in it)
  is kept from public events only, so the view can show it and `determinize` can respect it. A player sees their
  own face-down discards.
"""

from fudabako.core import OFF_ON, Action, Game, Option, Rng, register, seat_name, text
from fudabako.core.piles import draw, draw_many
from fudabako.core.simultaneous import SimultaneousState
from fudabako.games.stosute_proto.power import ACTION_NAMES, ACTIONS, RESOURCE_NAMES, RESOURCES, power_steps
from fudabako.games.stosute_proto.rules import game_winner

from .texts import RULES, RULINGS

GOAL = 20
LEAD = 6
HAND = 4
MAX_CHAIN = 3
CHAIN_BONUS = (0, 1, 3, 6)  # victory points for revealing 0, 1, 2, 3 combo cards
FULL_DECK = {a: 2 for a in ACTIONS}

# ST-2: which cards each card links to. Index = the `combo` option; 0 = no combos (the seed's first-game rule).
COMBO_GRAPHS = (
    {},
    {
        "research": ("build", "growth"),
        "build": ("trade",),
        "trade": ("explore",),
        "explore": ("conquer",),
        "conquer": ("growth",),
        "growth": ("research",),
    },
)

PAIRS = (("food", "production"), ("food", "money"), ("production", "money"))


def victory_points(n: int) -> dict:
    """"6勝利点" / "6 victory points", "1 victory point" (logs and the table say it the same way)."""
    return text(f"{n}勝利点", f"{n} victory point" + ("" if n == 1 else "s"))


def combo_cards(n: int) -> dict:
    """"コンボ2枚" / "Combo of 2 cards", "Combo of 1 card"."""
    return text(f"コンボ{n}枚", f"Combo of {n} card" + ("" if n == 1 else "s"))


def count(cards) -> dict:
    found = {}
    for c in cards:
        found[c] = found.get(c, 0) + 1
    return found


def spread(counts: dict) -> list:
    """A multiset as a sorted list (the order of ACTIONS)."""
    return [a for a in ACTIONS for _ in range(counts.get(a, 0))]


def merged(cards: list, seen: list) -> list:
    """`cards` known held, plus `seen` known held too: each type at the larger of the two counts."""
    a, b = count(cards), count(seen)
    return spread({t: max(a.get(t, 0), b.get(t, 0)) for t in ACTIONS})


def minus(cards: list, card: str) -> list:
    """`cards` without one copy of `card` (if it has one)."""
    out = list(cards)
    if card in out:
        out.remove(card)
    return out


def links(graph: dict, last: str, hand: list, chain: list) -> list:
    """ST-3: the card types the chain may reveal next — linked from `last`, still unrevealed in `hand`."""
    if len(chain) >= MAX_CHAIN:
        return []
    left = count(hand)
    for c in chain:
        left[c] -= 1
    return [t for t in graph.get(last, ()) if left.get(t, 0) > 0]


def longest_chain(graph: dict, start: str, hand: list, chain: list = ()) -> list:
    """The longest legal chain from `start` through `hand` that begins with `chain` (ties: the first found)."""
    best = list(chain)

    def walk(chain):
        nonlocal best
        if len(chain) > len(best):
            best = list(chain)
        for t in links(graph, chain[-1] if chain else start, hand, chain):
            walk(chain + [t])

    walk(list(chain))
    return best


class StosuteState(SimultaneousState):
    def setup(self) -> None:
        self.deck = spread(FULL_DECK)  # face down, without an order: each card is chosen when drawn (core.piles)
        self.hands = [sorted(draw_many(self.rng, self.deck, None, HAND), key=ACTIONS.index) for _ in range(2)]
        self.discard = []  # [{"card", "up", "owner"}]: ST-4 face-up (winner's card) or face-down (tie)
        self.known = [[], []]  # known[p]: cards p knows the other player holds
        self.points = [0, 0]
        self.pending = [None, None]
        self.phase = "play"
        self.table = []  # the two revealed cards while the winner chooses its combo
        self.chain = []
        self.round = 0
        self.last = None
        # two strings per round, one per player p: "<food><production><money>|<p's card>|<other's card>|<cards p knew
        # the other held>|<cards p had not seen>" (compact strings: the state is copied at every step)
        self.history = []
        self.winner = None
        self.dice = {}
        self.roll(RESOURCES)
        self.new_round()

    # --- flow ---------------------------------------------------------------------------------------------
    @property
    def graph(self) -> dict:
        return COMBO_GRAPHS[self.options["combo"]]

    def roll(self, which) -> None:
        for r in which:
            self.dice[r] = self.rng.die()

    def new_round(self, ja: str = "", en: str = "") -> None:
        """The next round, logged with its dice after what led to them (`ja` / `en`, e.g. the reroll)."""
        self.round += 1
        self.phase = "play"
        d = self.dice
        self.say(
            f"{ja}第{self.round}ラウンド: 食料(赤){d['food']} 生産(黒){d['production']} 金銭(白){d['money']}",
            f"{en}Round {self.round}: food (red) {d['food']}, production (black) {d['production']}, "
            f"money (white) {d['money']}",
        )

    def actor(self) -> int:
        return self.last["winner"]

    def to_move(self) -> list:
        if self.result() is not None:
            return []
        if self.phase in ("combo", "reroll"):
            return [self.actor()]
        return super().to_move()

    def choices(self, player: int) -> list:
        hand = self.hands[player]
        if self.phase == "play":
            return [Action(f"play:{t}", ACTION_NAMES[t], {"card": t}) for t in ACTIONS if t in hand]
        if self.phase == "discard":
            return [Action(f"discard:{t}", text(f"{ACTION_NAMES[t]['ja']}を捨てる", f"Discard {ACTION_NAMES[t]['en']}"),
                           {"card": t}) for t in ACTIONS if t in hand]
        if self.phase == "combo":
            last = self.chain[-1] if self.chain else self.table[player]
            options = [Action(f"combo:{t}", text(f"{ACTION_NAMES[t]['ja']}を公開", f"Reveal {ACTION_NAMES[t]['en']}"),
                              {"card": t, "from": last}) for t in links(self.graph, last, hand, self.chain)]
            stop = text("コンボを終える", "End the combo") if self.chain else text("コンボなし", "No combo")
            return options + [Action("combo-stop", stop, {})]
        keep = {pair: next(r for r in RESOURCES if r not in pair) for pair in PAIRS}
        return [Action("reroll:" + "+".join(pair),
                       text("と".join(RESOURCE_NAMES[r]["ja"] for r in pair) + "を振り直す",
                            "Reroll " + " and ".join(RESOURCE_NAMES[r]["en"] for r in pair)),
                       {"dice": list(pair), "keep": keep[pair]}) for pair in PAIRS]

    def _apply(self, player: int, action_id: str) -> None:
        if self.phase in ("play", "discard"):
            super()._apply(player, action_id)
        elif self.phase == "combo":
            self.combo(player, action_id)
        else:
            self.reroll(player, action_id)

    def resolve(self, chosen: list) -> None:
        cards = [c.split(":", 1)[1] for c in chosen]
        if self.phase == "play":
            self.showdown(cards)
        else:
            self.tie_discards(cards)

    def showdown(self, cards: list) -> None:
        names = [seat_name(0), seat_name(1)]
        steps = [power_steps(cards[p], cards[1 - p], self.dice) for p in range(2)]
        dice = "".join(str(self.dice[r]) for r in RESOURCES)
        self.history += [f"{dice}|{cards[p]}|{cards[1 - p]}|{','.join(self.known[p])}|{','.join(spread(self.unseen(p)))}"
                         for p in range(2)]
        values = [s["value"] for s in steps]
        w = None if values[0] == values[1] else (0 if values[0] > values[1] else 1)
        gain = abs(values[0] - values[1])
        if w is not None:
            self.points[w] += gain
        won = victory_points(gain)
        outcome = (text("同点: 双方とも出したカードを手札に戻し、1枚ずつ裏向きに捨てます",
                        "equal power: both take their cards back and each discards one face down") if w is None else
                   text(f"{names[w]['ja']}が{won['ja']}を獲得 ({self.points[0]} 対 {self.points[1]})",
                        f"{names[w]['en']} gains {won['en']} ({self.points[0]} to {self.points[1]})"))
        self.say(
            f"公開: {names[0]['ja']} {steps[0]['ja']} / {names[1]['ja']} {steps[1]['ja']} → {outcome['ja']}",
            f"Reveal: {names[0]['en']} {steps[0]['en']}; {names[1]['en']} {steps[1]['en']} → {outcome['en']}",
        )
        self.last = {"cards": list(cards), "steps": steps, "winner": w, "gain": gain, "chain": [], "bonus": 0,
                     "dice": dict(self.dice), "rerolled": None, "round": self.round}
        if w is None:
            # ST-5: both take their cards back (so each now knows the other holds that card), then discard
            for p in range(2):
                self.known[p] = merged(self.known[p], [cards[1 - p]])
            self.phase = "discard"
            return
        for p in range(2):
            self.hands[p].remove(cards[p])
            self.known[1 - p] = minus(self.known[1 - p], cards[p])
        self.table = list(cards)
        self.chain = []
        if self.check_end():
            return
        if links(self.graph, cards[w], self.hands[w], []):
            self.phase = "combo"
        else:
            self.finish_win()

    def combo(self, player: int, action_id: str) -> None:
        if action_id != "combo-stop":
            card = action_id.split(":", 1)[1]
            self.chain.append(card)
            self.reveal()
            self.say(f"{seat_name(player)['ja']}がコンボで{ACTION_NAMES[card]['ja']}を公開",
                     f"{seat_name(player)['en']} reveals {ACTION_NAMES[card]['en']} in a combo")
            if links(self.graph, card, self.hands[player], self.chain):
                return
        bonus = CHAIN_BONUS[len(self.chain)]
        self.last["chain"] = list(self.chain)
        self.last["bonus"] = bonus
        if bonus:
            self.points[player] += bonus
            self.known[1 - player] = merged(self.known[1 - player], self.chain)
            combo, won = combo_cards(len(self.chain)), victory_points(bonus)
            self.say(f"{combo['ja']}: {won['ja']} ({self.points[0]} 対 {self.points[1]})",
                     f"{combo['en']}: {won['en']} ({self.points[0]} to {self.points[1]})")
        self.chain = []
        if not self.check_end():
            self.finish_win()

    def finish_win(self) -> None:
        """The seed's win steps after the combo: loser's card to the winner, winner's card face up to the pile,
        the reshuffle check (ST-4), the loser's draw, then the winner's reroll."""
        w = self.last["winner"]
        mine, theirs = self.table[w], self.table[1 - w]
        self.table = []
        self.hands[w] = sorted(self.hands[w] + [theirs], key=ACTIONS.index)
        self.known[1 - w] = self.known[1 - w] + [theirs]
        self.known[1 - w].sort(key=ACTIONS.index)
        self.discard.append({"card": mine, "up": True, "owner": w})
        self.reshuffle_check()
        self.draw(1 - w)
        self.phase = "reroll"

    def reroll(self, player: int, action_id: str) -> None:
        pair = action_id.split(":", 1)[1].split("+")
        self.roll(pair)
        self.reveal()
        self.last["rerolled"] = pair
        drew = seat_name(1 - player)  # the loser's draw is public, the card private (logged by `draw`)
        self.new_round(f"{drew['ja']}が山から1枚引き、{seat_name(player)['ja']}が"
                       + "と".join(RESOURCE_NAMES[r]["ja"] for r in pair) + "を振り直し → ",
                       f"{drew['en']} draws a card; {seat_name(player)['en']} rerolls "
                       + " and ".join(RESOURCE_NAMES[r]["en"] for r in pair) + " → ")

    def tie_discards(self, cards: list) -> None:
        """ST-5 after the face-down discards: reshuffle check, each draws one, all three dice reroll."""
        for p in range(2):
            self.hands[p].remove(cards[p])
            self.discard.append({"card": cards[p], "up": False, "owner": p})
            # one unknown card left: any known type may have been it
            self.known[1 - p] = spread({t: n - 1 for t, n in count(self.known[1 - p]).items()})
        self.reshuffle_check()
        for p in range(2):
            self.draw(p)
        self.roll(RESOURCES)
        self.reveal()
        self.last["rerolled"] = list(RESOURCES)
        self.new_round("双方が1枚ずつ裏向きに捨てて1枚ずつ引き、ダイスを3個とも振り直し → ",
                       "Both discarded one card face down and drew one; all dice rerolled → ")

    def reshuffle_check(self) -> None:
        """ST-4: with 4 or more cards in the discard pile, all of them go face down onto the deck, which is shuffled
        (the deck has no order anyway)."""
        if len(self.discard) >= 4:
            self.deck += [d["card"] for d in self.discard]
            self.discard = []
            self.say("捨て札を裏向きで山に戻し、山を切り直しました", "The discard pile goes face down into the deck, "
                     "which is shuffled")

    def draw(self, player: int) -> None:
        card = draw(self.rng, self.deck)
        self.hands[player] = sorted(self.hands[player] + [card], key=ACTIONS.index)
        self.say(f"あなたは{ACTION_NAMES[card]['ja']}を引きました", f"You drew {ACTION_NAMES[card]['en']}", to=[player])

    def check_end(self) -> bool:
        """ST-6: 20+ victory points with a lead of 6+ wins."""
        self.winner = game_winner(self.points, GOAL, LEAD)
        if self.winner is not None:
            self.phase = "over"
            self.say(f"{seat_name(self.winner)['ja']}の勝利!", f"{seat_name(self.winner)['en']} wins the game!")
        return self.winner is not None

    # --- knowledge ----------------------------------------------------------------------------------------
    def unseen(self, player: int) -> dict:
        """The cards `player` has not seen anywhere: in the other hand beyond `known`, in the deck, or the other
        player's face-down discards."""
        left = dict(FULL_DECK)
        seen = self.hands[player] + self.known[player] + self.table + [
            d["card"] for d in self.discard if d["up"] or d["owner"] == player]
        for c in seen:
            left[c] -= 1
        return {t: n for t, n in left.items() if n}

    def possible(self, player: int) -> list:
        """The card types the other player may hold, as far as `player` knows."""
        unseen = self.unseen(player)
        return [t for t in ACTIONS if t in unseen or t in self.known[player]]

    def determinize(self, player, rng):
        """A copy where the other hand (beyond what `player` knows), the deck and the other player's face-down
        discards are dealt afresh from the unseen cards; the other's face-down choice is redrawn from its hand."""
        other = self.clone()
        other.rng = Rng(rng.next64())
        if player is None or self.winner is not None:  # a finished game shows everything: nothing to resample
            return other
        them = 1 - player
        pool = spread(self.unseen(player))
        rng.shuffle(pool)
        hidden = len(self.hands[them]) - len(self.known[player])
        other.hands[them] = sorted(self.known[player] + pool[:hidden], key=ACTIONS.index)
        pool = pool[hidden:]
        for d in other.discard:
            if not d["up"] and d["owner"] == them:
                d["card"] = pool.pop()
        other.deck = pool
        if other.pending[them] is not None:
            other.pending[them] = rng.choice(other.choices(them)).id
        return other

    # --- views --------------------------------------------------------------------------------------------
    def _view(self, player) -> dict:
        over = self.winner is not None  # at the end both hands and the face-down discards are shown to everyone

        def hand(p):
            return list(self.hands[p]) if player == p or over else None

        return {
            "points": list(self.points), "goal": GOAL, "lead": LEAD,
            "dice": dict(self.dice), "round": self.round, "phase": self.phase,
            "combo_on": bool(self.graph), "graph": {k: list(v) for k, v in self.graph.items()},
            "hands": [hand(0), hand(1)],
            "hand_sizes": [len(h) for h in self.hands],
            "known": list(self.known[player]) if player is not None else [],
            "possible": self.possible(player) if player is not None else [],
            "deck": len(self.deck),
            "discard": [{"card": d["card"] if d["up"] or d["owner"] == player or over else None, "up": d["up"],
                         "owner": d["owner"]} for d in self.discard],
            "table": list(self.table), "chain": list(self.chain),
            "last": self.last,
            "history": self.history[player::2] if player is not None else [],
            **self.pending_view(player),
        }


@register
class Stosute(Game):
    id = "stosute"
    version = 2
    # The longest of 6,000 measured games (every level, combos on and off) took 263 (scripts/game_lengths.py).
    max_actions = 2000
    title = text("すとすて ver.2", "Stosute ver.2")
    summary = text("手札から行動カードを伏せて読み合う。勝てばコンボ、相手のカードを奪う。",
                   "Play action cards from your hand to outguess your rival; win to combo and take their card.")
    options = (
        Option("combo", text("コンボルール", "Combo rule"), 1, 0, len(COMBO_GRAPHS) - 1, "ST-2", choices=OFF_ON),
    )
    rulings = RULINGS
    rules = RULES
    state_class = StosuteState

    def stats(self, state) -> dict:
        return {"rounds": state.round, "margin": abs(state.points[0] - state.points[1])}


__all__ = ["COMBO_GRAPHS", "Stosute", "StosuteState", "combo_cards", "links", "longest_chain", "victory_points"]
