"""マインドマスター — rules (seed 000 "#13 マインドマスター", rulings MM-1..MM-9).

The numbers on the cards are never used (MM-1), so a card is just its suit: hands, the discard pile and the
known parts of hands are counts per suit in SUITS order, the deck is a string of suit letters without an order: each
card drawn is chosen by chance when it is drawn (as `core.piles` does for lists), so no record of the game holds
the order of the cards to come. That keeps the state a few short lists, cheap to copy, save and view.

Phases: "duel" (both pick a card face down, MM-2), "attack" (the attacker picks a card face down and the defender
names a suit, revealed together, MM-3), "extra" (after a ♦ miss the attacker may discard two more cards for a
second strike, MM-4: one card at a time, "keep" declines before the first), "discard" (a player who lost the
attack with 9+ cards discards half, one card at a time, MM-7).

Decisions of our own (not in the seed or the rulings):
- Every discard is face up, so the discard pile's contents are public.
- The defender's call is face down like the attack card until both are in; as the attacker has already
  committed, this changes nothing but lets both choose in either order.
- When the attack passes, the player losing it discards (MM-7) before the player gaining it draws.
- `known[p]` is the part of p's hand the other player knows (public, like the log line of a revealed hand): duel cards returned to the hand, a hand revealed
  by MM-5, and the whole hand whenever the deck runs out (each player then knows every card not in their own
  hand or the pile). Cards that p plays or discards come off it. The game keeps it so the view shows what a
  player has seen, not what it has to memorise.
"""

from fudabako.core import Action, Game, register, seat_name, text
from fudabako.core.simultaneous import SimultaneousState

from .texts import RULES, RULINGS

SUITS = "SHD"
PER_SUIT = 7
HAND_SIZE = 5
OUTS_TO_LOSE = 3
STRIKES_PER_OUT = 3
BIG_HAND = 9
SUIT_NAMES = {"S": text("♠スペード", "♠ Spades"), "H": text("♥ハート", "♥ Hearts"), "D": text("♦ダイヤ", "♦ Diamonds")}
SYMBOL = {"S": "♠", "H": "♥", "D": "♦"}
BEATS = {"S": "H", "H": "D", "D": "S"}  # MM-2: ♠ beats ♥, ♥ beats ♦, ♦ beats ♠


def held(counts: list) -> list:
    """The suits of which a hand (counts in SUITS order) holds at least one card."""
    return [s for i, s in enumerate(SUITS) if counts[i]]


class MindmasterState(SimultaneousState):
    def setup(self) -> None:
        self.deck = SUITS * PER_SUIT
        self.pile = [0, 0, 0]
        self.hands = [[0, 0, 0], [0, 0, 0]]
        self.known = [[0, 0, 0], [0, 0, 0]]
        self.shown = [None, None]  # MM-5: the hand each player last revealed, as {"cards", "round"}
        self.strikes = [0, 0]
        self.outs = [0, 0]
        self.pending = [None, None]
        self.attacker = None
        self.phase = "duel"
        self.round = 0
        self.extra_paid = 0
        self.to_discard = 0
        self.last = None
        # every attack: attacker, card, call, what the defender knew of the hand (♠♥♦ counts, then 1 if that was
        # all of it), e.g. "0SH1020"
        self.history = []
        self.winner = None
        for p in range(2):
            self.draw(p, HAND_SIZE)
        self.say("5枚ずつ配りました。先攻を決める勝負: 1枚伏せてください",
                 "Five cards each. Duel for the first attack: place one card face down")

    # --- cards -------------------------------------------------------------------------------------
    def draw(self, player: int, n: int) -> int:
        """Draw up to n cards (MM-8: an empty deck is remade from the shuffled pile; if still short, fewer)."""
        got = 0
        for _ in range(n):
            if not self.deck:
                if not any(self.pile):
                    break
                self.known = [list(h) for h in self.hands]  # with no deck, every hand can be deduced
                self.deck = "".join(s * n for s, n in zip(SUITS, self.pile))
                self.pile = [0, 0, 0]
                self.say("山札が尽きたので捨て札を切り直しました", "The deck ran out: the discard pile was shuffled into a new deck")
            i = self.rng.below(len(self.deck))
            self.hands[player][SUITS.index(self.deck[i])] += 1
            self.deck = self.deck[:i] + self.deck[i + 1:]
            got += 1
        return got

    def lose_card(self, player: int, suit: str) -> None:
        """A card leaves `player`'s hand face up for the pile."""
        i = SUITS.index(suit)
        self.hands[player][i] -= 1
        self.pile[i] += 1
        if self.known[player][i]:
            self.known[player][i] -= 1

    # --- whose move, what they may do -----------------------------------------------------------------
    def to_move(self) -> list:
        if self.winner is not None:
            return []
        if self.phase == "extra":
            return [self.attacker]
        if self.phase == "discard":
            return [1 - self.attacker]
        return [p for p in range(2) if self.pending[p] is None]

    def choices(self, player: int) -> list:
        hand = self.hands[player]
        if self.phase == "attack" and player != self.attacker:
            return [Action(f"call:{s}", text(f"{SUIT_NAMES[s]['ja']}と宣言", f"Call {SUIT_NAMES[s]['en']}"),
                           {"suit": s}) for s in SUITS]
        if self.phase in ("duel", "attack"):
            return [Action(f"play:{s}", text(f"{SUIT_NAMES[s]['ja']}を伏せる", f"Place {SUIT_NAMES[s]['en']}"),
                           {"suit": s}) for s in held(hand)]
        actions = [Action(f"discard:{s}", text(f"{SUIT_NAMES[s]['ja']}を捨てる", f"Discard {SUIT_NAMES[s]['en']}"),
                          {"suit": s}) for s in held(hand)]
        if self.phase == "extra" and not self.extra_paid:
            actions.insert(0, Action("keep", text("捨てない", "Keep my cards"), {}))
        return actions

    def legal_actions(self, player: int) -> list:
        return self.choices(player) if player in self.to_move() else []

    def _apply(self, player: int, action_id: str) -> None:
        if self.phase in ("duel", "attack"):
            self.pending[player] = action_id
            if all(c is not None for c in self.pending):
                chosen, self.pending = self.pending, [None, None]
                self.reveal()
                self.resolve([c.split(":")[1] for c in chosen])
            return
        self.reveal()  # a discard (or declining one) is done in the open
        if action_id == "keep":
            self.say(f"{seat_name(player)['ja']}は追加のストライクを見送りました",
                     f"{seat_name(player)['en']} keeps their cards (no extra strike)")
            self.end_effect()
            return
        suit = action_id.split(":")[1]
        self.lose_card(player, suit)
        self.say(f"{seat_name(player)['ja']}が{SYMBOL[suit]}を捨てました", f"{seat_name(player)['en']} discards {SYMBOL[suit]}")
        if self.phase == "extra":
            self.extra_paid += 1
            if self.extra_paid == 2:
                self.strike(1 - player)
                self.say(f"追加のストライク: {self.score_text(1 - player)['ja']}",
                         f"Extra strike: {self.score_text(1 - player)['en']}")
                if not self.game_over():
                    self.end_effect()
        else:
            self.to_discard -= 1
            if not self.to_discard:
                self.gain_attack()

    # --- resolving --------------------------------------------------------------------------------------
    def resolve(self, cards: list) -> None:
        if self.phase == "duel":
            self.resolve_duel(cards)
        else:
            self.resolve_attack(cards[self.attacker], cards[1 - self.attacker])

    def resolve_duel(self, cards: list) -> None:
        """MM-2: the duel cards stay in their owners' hands, now known to the other player."""
        for p, s in enumerate(cards):
            i = SUITS.index(s)
            self.known[p][i] = max(self.known[p][i], 1)
        self.last = {"kind": "duel", "cards": list(cards)}
        shown = f"{SYMBOL[cards[0]]} / {SYMBOL[cards[1]]}"
        if cards[0] == cards[1]:
            self.say(f"公開 (先攻決め) {shown}: あいこ。もう一度", f"Reveal (duel) {shown}: a tie, choose again")
            return
        self.attacker = 0 if BEATS[cards[0]] == cards[1] else 1
        name = seat_name(self.attacker)
        self.say(f"公開 (先攻決め) {shown}: {name['ja']}が先攻", f"Reveal (duel) {shown}: {name['en']} attacks first")
        self.phase = "attack"
        self.round = 1

    def resolve_attack(self, card: str, call: str) -> None:
        """MM-3: a miss triggers the card's effect, a right call its counter effect."""
        a, d = self.attacker, 1 - self.attacker
        whole = int(sum(self.known[a]) == sum(self.hands[a]))
        self.history.append(f"{a}{card}{call}" + "".join(map(str, self.known[a])) + str(whole))
        self.lose_card(a, card)
        hit = card == call
        self.last = {"kind": "attack", "round": self.round, "attacker": a, "card": card, "call": call, "hit": hit}
        names = seat_name(a), seat_name(d)
        head_ja = f"公開 R{self.round}: {names[0]['ja']}の{SYMBOL[card]}に{names[1]['ja']}は{SYMBOL[call]}と宣言 — "
        head_en = f"Reveal R{self.round}: {names[0]['en']} attacks {SYMBOL[card]}, {names[1]['en']} calls {SYMBOL[call]} — "
        keep = False
        if not hit and card == "S":
            self.out(d)
            effect = {"kind": "out", "player": d}
            ja, en = f"はずれ、♠の効果: {self.score_text(d)['ja']}", f"wrong, the ♠ effect: {self.score_text(d)['en']}"
        elif not hit and card == "H":
            got = self.draw(a, 3)
            keep = True
            effect = {"kind": "draw", "player": a, "cards": got}
            ja = f"はずれ、♥の効果: {names[0]['ja']}が{got}枚引く"
            en = f"wrong, the ♥ effect: {names[0]['en']} draws {got} card{'' if got == 1 else 's'}"
        elif not hit:
            effect = {"kind": "strike", "player": d, "out": self.strike(d)}
            keep = True
            ja, en = f"はずれ、♦の効果: {self.score_text(d)['ja']}", f"wrong, the ♦ effect: {self.score_text(d)['en']}"
        elif card == "S":
            self.shown[a] = {"cards": list(self.hands[a]), "round": self.round}
            self.known[a] = list(self.hands[a])
            effect = {"kind": "reveal", "player": a}
            cards = "".join(SYMBOL[s] * self.hands[a][i] for i, s in enumerate(SUITS)) or "—"
            ja, en = f"的中、♠のカウンター: 手札公開 {cards}", f"right, the ♠ counter: hand revealed {cards}"
        elif card == "H":
            effect = {"kind": "pass"}
            ja, en = "的中、♥のカウンター: 攻撃権が移るだけ", "right, the ♥ counter: the attack just passes"
        else:
            effect = {"kind": "strike", "player": a, "out": self.strike(a)}
            ja, en = f"的中、♦のカウンター: {self.score_text(a)['ja']}", f"right, the ♦ counter: {self.score_text(a)['en']}"
        # what the call did, for the table to say in words (MM-3; who attacks next is the view's `attacker`)
        self.last["effect"] = effect
        self.say(head_ja + ja, head_en + en)
        if self.game_over():
            return
        if not keep:
            self.pass_attack()
        elif card == "D" and sum(self.hands[a]) >= 2:
            self.phase, self.extra_paid = "extra", 0
        else:
            self.end_effect()

    def end_effect(self) -> None:
        """MM-6: an attacker who keeps the attack with an empty hand passes it; otherwise the next attack."""
        if not any(self.hands[self.attacker]):
            self.pass_attack()
        else:
            self.phase = "attack"
            self.round += 1

    def pass_attack(self) -> None:
        """MM-7: the loser of the attack discards half of a 9+ hand first; then the new attacker's turn."""
        self.attacker = 1 - self.attacker
        n = sum(self.hands[1 - self.attacker])
        if n >= BIG_HAND:
            self.phase, self.to_discard = "discard", n // 2
            name = seat_name(1 - self.attacker)
            self.say(f"{name['ja']}は手札{n}枚: {n // 2}枚捨てます", f"{name['en']} holds {n} cards: discards {n // 2}")
        else:
            self.gain_attack()

    def gain_attack(self) -> None:
        """MM-7: a player gaining the attack with no cards draws 3."""
        if not any(self.hands[self.attacker]):
            got = self.draw(self.attacker, 3)
            name = seat_name(self.attacker)
            self.say(f"{name['ja']}は手札がないので{got}枚引きます", f"{name['en']} has no cards and draws {got}")
        self.phase = "attack"
        self.round += 1

    def strike(self, player: int) -> bool:
        """MM-4: one strike; the third becomes an out on the spot (True when it did)."""
        self.strikes[player] += 1
        if self.strikes[player] == STRIKES_PER_OUT:
            self.out(player)
            return True
        return False

    def out(self, player: int) -> None:
        """An out clears the strikes; the third out loses (MM-9)."""
        self.outs[player] += 1
        self.strikes[player] = 0
        if self.outs[player] == OUTS_TO_LOSE:
            self.winner = 1 - player
            self.phase = "over"

    def game_over(self) -> bool:
        """True once someone has lost (announced after the line that says how)."""
        if self.winner is not None:
            name = seat_name(self.winner)
            self.say(f"{name['ja']}の勝利!", f"{name['en']} wins the game!")
        return self.winner is not None

    def score_text(self, player: int) -> dict:
        name = seat_name(player)
        strikes, outs = self.strikes[player], self.outs[player]
        return text(f"{name['ja']} ストライク{strikes} アウト{outs}",
                    f"{name['en']} {strikes} strike{'' if strikes == 1 else 's'}, {outs} out{'' if outs == 1 else 's'}")

    # --- what each player sees ---------------------------------------------------------------------------
    def _view(self, player) -> dict:
        view = {
            "phase": self.phase,
            "round": self.round,
            "attacker": self.attacker,
            "hand": list(self.hands[player]) if player is not None else None,
            # at the end every hand is shown (nothing is secret any more)
            "hands": [list(h) for h in self.hands] if self.winner is not None else None,
            "hand_sizes": [sum(h) for h in self.hands],
            "deck": len(self.deck),
            "pile": list(self.pile),
            "strikes": list(self.strikes),
            "outs": list(self.outs),
            "known": [list(k) for k in self.known],
            "shown": [dict(s, cards=list(s["cards"])) if s else None for s in self.shown],
            "extra_paid": self.extra_paid,
            "to_discard": self.to_discard,
            "last": {k: dict(v) if isinstance(v, dict) else v for k, v in self.last.items()} if self.last else None,
            "history": list(self.history),
            **self.pending_view(player),
        }
        return view

    def determinize(self, player, rng):
        """The other hand (beyond its known part) and the deck resampled from the unseen cards; the
        other's face-down choice redrawn from its resampled hand. Once the game is over every hand is shown:
        nothing is left to resample."""
        other = self.clone()
        if self.winner is not None:
            return other
        q = 1 - player
        unseen = []
        for i, s in enumerate(SUITS):
            unseen += [s] * (PER_SUIT - self.hands[player][i] - self.pile[i] - self.known[q][i])
        rng.shuffle(unseen)
        free = sum(self.hands[q]) - sum(self.known[q])
        hand = list(self.known[q])
        for s in unseen[:free]:
            hand[SUITS.index(s)] += 1
        other.hands[q] = hand
        other.deck = "".join(unseen[free:])
        if other.pending[q] is not None:
            other.pending[q] = rng.choice(other.choices(q)).id
        return other


@register
class Mindmaster(Game):
    id = "mindmaster"
    version = 2
    # The longest of 4,000 measured games (every level) took 118 (scripts/game_lengths.py).
    max_actions = 1000
    title = text("マインドマスター", "Mindmaster")
    summary = text("伏せたカードのスートを当てる読み合い。♠でアウト、♦でストライク、♥で補充。",
                   "Guess the suit of the face-down card: ♠ for outs, ♦ for strikes, ♥ to refill.")
    rulings = RULINGS
    rules = RULES
    state_class = MindmasterState

    def stats(self, state) -> dict:
        return {"rounds": state.round, "winner_outs": state.outs[state.winner]}


__all__ = ["BEATS", "Mindmaster", "MindmasterState", "SUITS", "held"]
