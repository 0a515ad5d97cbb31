"""デルタ — rules (seed 000 "#12 デルタ", rulings DL-1..DL-8).

Every round all 20 cards are shuffled (DL-1/DL-2): they are an unordered face-down pile, each card drawn from it
chosen by chance when it is drawn (`core.piles`); each player draws 5, discards 2 face down and passes the other
3 to the opponent, then draws 2 and discards 2 face down again, so that 3 cards forming a hand (役) are left
(DL-3/DL-4); both finals are revealed together and the loser takes damage (DL-5..DL-7) until someone is at 0 or
less (DL-8). Both discards are simultaneous choices (`SimultaneousState`), each action id naming the two
discarded cards ("S2+J1").

Decided here where the seed and rulings are silent:
- the 3 cards left after the first discard are passed at once (passing is not a separate choice);
- cards are drawn from one deck, player 1's cards first;
- the cards passed are known to both players (the giver and the receiver), never to a spectator;
- three cards of one suit are always the 3枚役 (never read as a weaker 2枚役), see `cards.hand_of`.
"""

from functools import lru_cache
from itertools import combinations

from fudabako.core import Action, Game, Option, register, seat_name, text
from fudabako.core.piles import draw_many
from fudabako.core.simultaneous import SimultaneousState

from .cards import DECK, card_name, hand_of, hand_name, outcome, sort_cards
from .texts import RULES, RULINGS

PASS, FINAL = "pass", "final"


def action_id(discards) -> str:
    return "+".join(sort_cards(discards))


def discards_of(action: str) -> list:
    return action.split("+")


def final_options(hand: list) -> list:
    """(discards, kept hand) for every way to keep 3 cards that form a hand (DL-3), in card order."""
    options = []
    for pair in combinations(sort_cards(hand), 2):
        kept = hand_of([c for c in hand if c not in pair])
        if kept:
            options.append((list(pair), kept))
    return options


def names(cards) -> str:
    return " ".join(card_name(c) for c in sort_cards(cards))


@lru_cache(maxsize=512)
def _choices(phase: str, packed: str) -> list:
    """The discard pairs a (packed) hand offers (memoised: views, clones and the AI ask for them again and again)."""
    hand = unpack(packed)
    if phase == PASS:
        return [Action(action_id(pair), text(f"{names(pair)} を捨てる", f"Discard {names(pair)}"),
                       {"discard": list(pair), "keep": sort_cards(c for c in hand if c not in pair)})
                for pair in combinations(sort_cards(hand), 2)]
    return [Action(action_id(pair),
                   text(f"{names(pair)} を捨てる → {hand_name(kept, 'ja')}",
                        f"Discard {names(pair)} → {hand_name(kept, 'en')}"),
                   {"discard": pair, "keep": kept["cards"], "kind": kept["kind"], "suit": kept["suit"],
                    "strike": kept["strike"], "joker": kept["joker"]})
            for pair, kept in final_options(hand)]


def pack(cards) -> str:
    """Cards as one compact string ("S2H3J1"), as the state keeps them."""
    return "".join(cards)


def unpack(packed: str) -> list:
    return [packed[i:i + 2] for i in range(0, len(packed), 2)]


class DeltaState(SimultaneousState):
    """Card lists are kept packed into strings ("S2H3J1", see `pack`): the state is cloned and saved at every
    step (by the AI's determinizations, undo and the fuzz), and a string copies in one go."""

    def setup(self) -> None:
        start = self.options["endurance"]
        self.endurance = [start, start]
        self.pending = [None, None]
        self.round = 0
        # per finished round, what both players know of it: "passed by 1|passed by 2|final of 1|final of 2"
        self.history = []
        self.last = None
        self.winner = None
        self.new_round()

    def new_round(self) -> None:
        self.round += 1
        self.phase = PASS
        deck = list(DECK)
        self.hands = [pack(sort_cards(draw_many(self.rng, deck, None, 5))) for _ in range(2)]
        self.deck = pack(deck)
        self.discards = ["", ""]
        self.passed = ["", ""]
        self.drawn = ["", ""]

    def cards(self, zone: str, player: int) -> list:
        """A player's hand, discards, drawn or passed cards (`zone` names the attribute) as a list."""
        return unpack(getattr(self, zone)[player])

    def choices(self, player: int) -> list:
        return _choices(self.phase, self.hands[player])

    def resolve(self, chosen: list) -> None:
        discarded = [discards_of(c) for c in chosen]
        kept = [[c for c in self.cards("hands", p) if c not in discarded[p]] for p in range(2)]
        self.discards = [self.discards[p] + pack(discarded[p]) for p in range(2)]
        if self.phase == PASS:
            self.passed = [pack(k) for k in kept]
            deck = unpack(self.deck)
            self.drawn = [pack(draw_many(self.rng, deck, None, 2)) for _ in range(2)]
            self.deck = pack(deck)
            self.hands = [pack(sort_cards(kept[1 - p] + self.cards("drawn", p))) for p in range(2)]
            self.phase = FINAL
            for p in range(2):
                other, received, drawn = seat_name(1 - p), names(kept[1 - p]), names(self.cards("drawn", p))
                self.say(f"第{self.round}ラウンド: {other['ja']}から {received} を受け取り、{drawn} を引きました",
                         f"Round {self.round}: you receive {received} from {other['en']} and draw {drawn}", to=[p])
            return
        self.finish_round([hand_of(k) for k in kept])

    def finish_round(self, finals: list) -> None:
        seats = [seat_name(0), seat_name(1)]
        result = outcome(finals, self.endurance)
        shown = {lang: f"{seats[0][lang]} {hand_name(finals[0], lang)} / {seats[1][lang]} {hand_name(finals[1], lang)}"
                 for lang in ("ja", "en")}
        winner = result["winner"]
        if winner is None:
            self.say(f"公開: {shown['ja']} → 引き分け、ダメージなし", f"Reveal: {shown['en']} → a draw, no damage")
        else:
            loser, dealt = 1 - winner, result["breakdown"]["damage"]
            self.endurance[loser] -= dealt
            left = max(self.endurance[loser], 0)  # the game is lost at 0 or less: the log never reads below 0
            self.say(f"公開: {shown['ja']} → {seats[winner]['ja']}の勝ち、{seats[loser]['ja']}に{dealt}ダメージ "
                     f"(耐久点 {left})",
                     f"Reveal: {shown['en']} → {seats[winner]['en']} wins, {dealt} damage to {seats[loser]['en']} "
                     f"(endurance {left})")
            if self.endurance[loser] <= 0:
                self.winner = winner
                self.say(f"{seats[winner]['ja']}の勝利!", f"{seats[winner]['en']} wins the game!")
        self.history.append("|".join(self.passed + [pack(f["cards"]) for f in finals]))
        self.last = {"round": self.round, "finals": finals, **result}
        if self.winner is None:
            self.new_round()

    def _view(self, player) -> dict:
        view = {
            "endurance": list(self.endurance),
            "start_endurance": self.options["endurance"],
            "round": self.round,
            "phase": self.phase,
            "deck": len(self.deck) // 2,
            "hand_sizes": [len(h) // 2 for h in self.hands],
            "discard_counts": [len(d) // 2 for d in self.discards],
            "last": self.last,
            **self.pending_view(player),
        }
        if self.winner is not None:  # the game is over: what was discarded face down is shown to everyone
            view["ended"] = {"discards": [self.cards("discards", p) for p in range(2)]}
        if player is not None:
            view.update({
                "hand": self.cards("hands", player),
                "discards": self.cards("discards", player),
                "drawn": self.cards("drawn", player),
                "passed": self.cards("passed", player),
                "received": self.cards("passed", 1 - player),
                "history": list(self.history),
            })
        return view

    def determinize(self, player, rng):
        """Resample what `player` has not seen: the opponent's unknown cards and discards, and the deck.
        Known to `player`: its own hand, discards and draws, and both passed sets. A finished game has nothing
        left to play, so it is only copied."""
        other = self.clone()
        if self.winner is not None:
            return other
        opp = 1 - player
        seen = set(unpack(self.hands[player] + self.discards[player] + self.passed[player]))
        pool = [c for c in DECK if c not in seen]
        rng.shuffle(pool)
        if self.phase == PASS:
            other.hands[opp] = pack(sort_cards(pool[:5]))
            other.deck = pack(pool[5:])
        else:
            other.discards[opp] = pack(pool[:2])
            other.drawn[opp] = pack(pool[2:4])
            other.hands[opp] = pack(sort_cards(self.cards("passed", player) + pool[2:4]))
            other.deck = pack(pool[4:])
        if other.pending[opp] is not None:
            other.pending[opp] = rng.choice(other.choices(opp)).id
        return other


@register
class Delta(Game):
    id = "delta"
    version = 2
    # The longest of 6,000 measured games (every level, endurance 60 and 99) took 120 (scripts/game_lengths.py).
    max_actions = 1000
    title = text("デルタ", "Delta")
    summary = text("5枚から3枚を渡し合い、役を作ってスートの三すくみで戦う。",
                   "Pass three cards to your rival, make a hand, and fight with the suit triangle.")
    options = (Option("endurance", text("耐久点", "Endurance"), 60, 10, 99, ruling="DL-1"),)
    rulings = RULINGS
    rules = RULES
    state_class = DeltaState

    def stats(self, state) -> dict:
        return {"rounds": state.round, "winner_endurance": state.endurance[state.winner]}


__all__ = ["Delta", "DeltaState", "final_options"]
