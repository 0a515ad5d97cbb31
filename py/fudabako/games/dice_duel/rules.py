"""ダイスデュエル — rules (seed 003, the whole file; rulings DD-1..DD-10).

One shared 52-card deck. The attacker plays a card (or several same-suit face cards), the defender guards,
counters or takes it unguarded, two dice decide: the higher die is the strike (it hits if strike ≤ the attack
value), the lower the power (the damage). A hit lets the attacker continue with the same dice; a counter that
hits swaps the roles. Used cards go face up onto one discard pile in the order played; the pile is turned over
unshuffled for a second lap, and when that runs out the game ends on time.

Phases: "open" (both lay a card face down, DD-2), "keep" (the opening defender keeps or discards its card),
"defend" (guard / counter / guard cancel / no guard), "attack" (step 2), "follow" (after a hit: continue or
end, step 5), "end" (step 7: discard any cards, then the roles swap), "over".

Decisions taken here (reported with the rulings):
- A continuing attack is offered only if it hits with the dice in play (DD-6's "value ≥ strike"): a number card
  needs value ≥ the held strike; face cards or an A continuing read the held dice's sum as strike and power.
- A counter always rolls its own dice (step 3-2), also during a continuation; if it misses, a continuing attack
  keeps the held strike and power (the continuation's dice are not rerolled).
- After a counter or guard cancel that hits, the dice in play for the new attacker's continuation are the
  counter's: its sum is both strike and power (step 5: the previous strike and power).
- Guard is not offered against an A (unguardable); an A or a face card as guard takes no damage from what it
  stops (DD-8, DD-9), which counts as a guarded hit (step 4-1, so guard cancel may follow).
- Life 0 or less ends the game at once. Time-out (DD-5): when the attacker must draw and the second lap's deck is
  empty. The second lap's order is known to both players (the pile was face up), so its cards are public and
  a card drawn from it is known to the other player; so are cards taken back face up at the opening.
- Every action the other player sees (all but the opening's face-down card) counts as a reveal: undo cannot
  take it back.
"""

from fudabako.core import Action, Game, Option, Rng, register, seat_name, text
from fudabako.core.piles import draw, draw_many
from fudabako.core.simultaneous import SimultaneousState

from .cards import (DECK, NORMAL, SPECIAL, SUITS, UNGUARDABLE, is_face, kind, name, names, sort_cards, strength,
                    suit, threshold, value)
from .texts import RULES, RULINGS

HAND = 5


def attack_options(hand: list) -> list:
    """Every attack a hand allows (step 2): each card alone, and 2 or 3 face cards of one suit together (DD-8)."""
    options = [[c] for c in hand]
    for s in SUITS:
        faces = [c for c in hand if suit(c) == s and is_face(c)]
        for i in range(len(faces)):
            for j in range(i + 1, len(faces)):
                options.append([faces[i], faces[j]])
        if len(faces) == 3:
            options.append(faces)
    return options


def hits(cards: list, strike: int) -> bool:
    return strike <= threshold(cards)


def reading(cards: list, total: int, held: tuple) -> tuple:
    """(strike, power) of an attack: a number card reads `held` (the higher and lower die, or the strike and power
    in play); a 必殺技 or an A reads the dice's sum `total` as both (DD-8, DD-9)."""
    return held if kind(cards) == NORMAL else (total, total)


def continuations(hand: list, follow_suit: str, total: int, held: tuple) -> list:
    """Step 5 (DD-6): the attacks of the previous action's suit that hit with the dice in play."""
    same = [c for c in hand if suit(c) == follow_suit]
    return [cards for cards in attack_options(same) if hits(cards, reading(cards, total, held)[0])]


def defences(hand: list, attack: list, cancel: str | None, dice: list | None) -> list:
    """The defender's answers as (verb, card): guards of the attack's suit (none against an A, DD-9), counters
    lower than the attack (DD-4), guard cancel with `cancel` (the last guard) if lower and hitting with the
    dice in play (DD-7), and no guard."""
    limit = threshold(attack)
    out = []
    if kind(attack) != UNGUARDABLE:
        out += [("guard", c) for c in hand if suit(c) == suit(attack[0])]
    out += [("counter", c) for c in hand if value(c) < limit]
    if cancel and value(cancel) < limit and sum(dice) <= value(cancel):
        out.append(("cancel", cancel))
    return out + [("noguard", None)]


def damage_case(cards: list, strike: int, power: int, guard: str | None) -> tuple:
    """(case, damage) of an attack read as (strike, power) against `guard` (None: unguarded), steps 4-1..4-4."""
    if not hits(cards, strike):
        return "miss", 0
    if guard is None:
        return "open", strength(cards) + power
    if value(guard) == 15 or (is_face(guard) and kind(cards) == NORMAL):
        return "nullified", 0
    if power <= value(guard):
        return "guarded", power
    return "break", strength(cards) + power


class DiceDuelState(SimultaneousState):
    def setup(self) -> None:
        # The first lap's deck is face down without an order: each card is chosen when drawn (core.piles). The
        # second lap's is the discard pile turned over, whose order everyone knows; its top is the end.
        self.deck = list(DECK)
        self.hands = [sort_cards(draw_many(self.rng, self.deck, None, HAND)) for _ in range(2)]
        self.discard = []  # the top is the end
        self.public = [[], []]  # public[p]: cards in p's hand the other player knows (DD-2 returns, lap 2 draws)
        self.lap = 1
        start = self.options["life"]
        self.life = [start, start]
        self.pending = [None, None]
        self.phase = "open"
        self.attacker = None
        self.attack = []  # the attack on the table
        self.dice = None  # the dice in play, [higher, lower]
        self.strike = None
        self.power = None
        self.continuing = False
        self.follow_suit = None  # the suit a continuing attack must have (DD-6)
        self.cancel_ok = False  # the last attack was a guarded hit (step 4-1): guard cancel may follow (DD-7)
        self.events = []  # what the last action resolved: attacks and counters with their rule
        self.fresh = False  # the events were resolved by the last action (the table animates their dice)
        self.last = None  # the last action everyone saw, {"by", "verb", "cards"}: the table marks what it changed
        self.opening = None
        self.turn = 0
        self.timed_out = False
        self.outcome = None

    # --- who acts and what they may do ---------------------------------------------------------------------
    @property
    def defender(self) -> int:
        return 1 - self.attacker

    def result(self):
        return self.outcome

    def to_move(self) -> list:
        if self.outcome is not None:
            return []
        if self.phase == "open":
            return super().to_move()
        return [self.defender] if self.phase in ("keep", "defend") else [self.attacker]

    def choices(self, player: int) -> list:
        """The opening card to lay face down, labelled by the card alone: the shared log line says "you chose
        「♣2」 (face down)" around the label."""
        return [Action(f"open:{c}", text(name(c), name(c)), {"cards": [c]}) for c in self.hands[player]]

    def legal_actions(self, player: int) -> list:
        if player not in self.to_move():
            return []
        if self.phase == "open":
            return self.choices(player)
        return getattr(self, f"options_{self.phase}")(player)

    def options_keep(self, player: int) -> list:
        card = name(self.opening[player])
        return [Action("return", text(f"{card}を手札に戻す", f"Take {card} back"), {"cards": [self.opening[player]]}),
                Action("toss", text(f"{card}を捨て札にする", f"Discard {card}"), {"cards": [self.opening[player]]})]

    def options_defend(self, player: int) -> list:
        words = {"guard": ("でガード", "Guard with "), "counter": ("でカウンター", "Counter with ")}
        out = []
        for verb, card in defences(self.hands[player], self.attack, self.cancel_card(), self.dice):
            if verb == "cancel":
                out.append(Action("cancel", text(f"ガードキャンセル ({name(card)})", f"Guard cancel ({name(card)})"),
                                  {"cards": [card]}))
            elif verb == "noguard":
                out.append(Action("noguard", text("ノーガード", "No guard"), {"cards": []}))
            else:
                ja, en = words[verb]
                out.append(Action(f"{verb}:{card}", text(f"{name(card)}{ja}", f"{en}{name(card)}"), {"cards": [card]}))
        return out

    def cancel_card(self) -> str | None:
        """DD-7: the defender's last guard (the pile's top) after a guarded hit, while the attacker continues."""
        return self.discard[-1] if self.continuing and self.cancel_ok and self.discard else None

    def options_attack(self, player: int) -> list:
        return [self.attack_action(cards) for cards in attack_options(self.hands[player])]

    def options_follow(self, player: int) -> list:
        """Step 5: continuing attacks of the previous action's suit that hit with the dice in play, or end."""
        options = continuations(self.hands[player], self.follow_suit, sum(self.dice), (self.strike, self.power))
        return [self.attack_action(cards, True) for cards in options] + [
            Action("end", text("連続攻撃せずに終了", "End without continuing"), {"cards": []})]

    def options_end(self, player: int) -> list:
        return [Action(f"discard:{c}", text(f"{name(c)}を捨てる", f"Discard {name(c)}"), {"cards": [c]})
                for c in self.hands[player]] + [Action("done", text("ターン終了", "End the turn"), {"cards": []})]

    @staticmethod
    def attack_action(cards: list, continuing: bool = False) -> Action:
        what = {NORMAL: text("アタック", "Attack"), SPECIAL: text("必殺技", "Special move"),
                UNGUARDABLE: text("ガード不能技", "Unguardable attack")}[kind(cards)]
        ja, en = f"{names(cards)}で{what['ja']}", f"{what['en']} with {names(cards)}"
        if continuing:
            ja, en = f"連続攻撃: {ja}", f"Continue: {en[0].lower()}{en[1:]}"
        return Action("attack:" + "+".join(cards), text(ja, en), {"cards": list(cards), "kind": kind(cards)})

    # --- applying ------------------------------------------------------------------------------------------
    def _apply(self, player: int, action_id: str) -> None:
        self.fresh = False
        if self.phase == "open":
            super()._apply(player, action_id)
            return
        self.reveal()  # every other action is seen by the other player
        verb, _, arg = action_id.partition(":")
        if verb in ("return", "toss"):
            used = [self.opening[player]]
        elif verb == "cancel":
            used = self.discard[-1:]
        else:
            used = arg.split("+") if arg else []
        self.last = {"by": player, "verb": verb, "cards": used}
        if verb in ("guard", "counter", "cancel", "noguard"):
            self.events = []  # a new resolution
        if verb == "attack":
            self.declare(player, arg.split("+"))
        elif verb == "guard":
            self.take(player, arg)
            self.resolve_attack(arg)
        elif verb == "counter":
            self.counter(player, arg)
        elif verb == "cancel":
            self.counter_hits(player, self.discard[-1], self.dice, "cancel")
        elif verb == "noguard":
            self.say(f"{seat_name(player)['ja']}: ノーガード", f"{seat_name(player)['en']}: no guard")
            self.resolve_attack(None)
        elif verb in ("return", "toss"):
            self.keep(player, verb == "return")
        elif verb == "end":
            self.phase = "end"
            self.say(f"{seat_name(player)['ja']}は連続攻撃せずに終了", f"{seat_name(player)['en']} does not continue")
        elif verb == "discard":
            self.take(player, arg)
            self.discard.append(arg)
            self.say(f"{seat_name(player)['ja']}が{name(arg)}を捨てました", f"{seat_name(player)['en']} discards {name(arg)}")
        else:  # done
            self.attacker = 1 - player
            self.turn += 1
            self.say(f"攻守交代: {seat_name(self.attacker)['ja']}の攻撃",
                     f"Roles swap: {seat_name(self.attacker)['en']} attacks")
            self.refill(self.attacker)

    def take(self, player: int, card: str) -> None:
        self.hands[player].remove(card)
        if card in self.public[player]:
            self.public[player].remove(card)

    def known(self, player: int, card: str) -> None:
        """`card` in `player`'s hand is now known to the other player."""
        if card not in self.public[player]:
            self.public[player].append(card)

    def resolve(self, chosen: list) -> None:
        """DD-2: the opening cards revealed; the lower value attacks with its card, equal values choose again."""
        cards = [c.split(":", 1)[1] for c in chosen]
        self.opening = cards
        self.last = {"by": None, "verb": "reveal", "cards": list(cards)}
        shown = f"{seat_name(0)['ja']} {name(cards[0])} / {seat_name(1)['ja']} {name(cards[1])}"
        shown_en = f"{seat_name(0)['en']} {name(cards[0])}; {seat_name(1)['en']} {name(cards[1])}"
        if value(cards[0]) == value(cards[1]):
            for p in range(2):
                self.known(p, cards[p])
            self.say(f"公開: {shown} → 同じ数字: 手札に戻して選び直し",
                     f"Reveal: {shown_en} → equal values: both take their cards back and choose again")
            return
        self.attacker = 0 if value(cards[0]) < value(cards[1]) else 1
        self.say(f"公開: {shown} → {seat_name(self.attacker)['ja']}が攻撃側", f"Reveal: {shown_en} → "
                 f"{seat_name(self.attacker)['en']} attacks")
        self.take(self.attacker, cards[self.attacker])
        self.known(self.defender, cards[self.defender])
        self.attack = [cards[self.attacker]]
        self.continuing = False
        self.phase = "keep"

    def keep(self, player: int, back: bool) -> None:
        card = self.opening[player]
        if back:
            self.say(f"{seat_name(player)['ja']}は{name(card)}を手札に戻しました",
                     f"{seat_name(player)['en']} takes {name(card)} back")
        else:
            self.take(player, card)
            self.discard.append(card)
            self.say(f"{seat_name(player)['ja']}は{name(card)}を捨て札にしました",
                     f"{seat_name(player)['en']} discards {name(card)}")
        self.phase = "defend"

    def declare(self, player: int, cards: list) -> None:
        self.continuing = self.phase == "follow"
        if not self.continuing:
            self.cancel_ok = False
        for c in cards:
            self.take(player, c)
        self.attack = cards
        self.phase = "defend"
        what = self.attack_action(cards, self.continuing).label
        self.say(f"{seat_name(player)['ja']}: {what['ja']}", f"{seat_name(player)['en']}: {what['en']}")

    def roll(self) -> list:
        return sorted([self.rng.die(), self.rng.die()], reverse=True)

    def counter(self, player: int, card: str) -> None:
        """DD-4: the defender rolls; sum ≤ the counter's value hits the attacker and swaps the roles."""
        self.take(player, card)
        dice = self.roll()
        total = sum(dice)
        if total <= value(card):
            self.counter_hits(player, card, dice, "counter")
            return
        self.discard.append(card)
        rule = text(f"合計{total} > カウンター値{value(card)}: 失敗、ノーガード扱い",
                    f"sum {total} > counter {value(card)}: miss, counts as no guard")
        self.event("counter", player, [card], dice, True, total, total, False, None, "miss", 0, rule)
        self.resolve_attack(None)

    def counter_hits(self, player: int, card: str, dice: list, how: str) -> None:
        """A counter or guard cancel that hits: the attacker takes damage as if unguarded, the cards go to the pile
        (counter below, attack above) and the roles swap; the new attacker may continue with the sum
        (steps 3-2-1, 6)."""
        total = sum(dice)
        damage = value(card) + total
        attacker = self.attacker
        if how == "counter":
            self.discard.append(card)
        self.discard += self.attack
        self.attack = []
        what = "ガードキャンセル" if how == "cancel" else "カウンター"
        rule = text(f"合計{total} ≤ {what}値{value(card)}: 命中、{value(card)}+{total} = {damage}ダメージ、攻守交代",
                    f"sum {total} ≤ {'guard cancel' if how == 'cancel' else 'counter'} {value(card)}: hit, "
                    f"{value(card)} + {total} = {damage} damage, roles swap")
        self.event(how, player, [card], dice, how == "counter", total, total, True, None, "counter", damage, rule)
        self.life[attacker] -= damage
        self.attacker = player
        self.dice, self.strike, self.power = dice, total, total
        self.follow_suit = suit(card)
        self.cancel_ok = False
        self.continuing = False
        self.phase = "follow"
        self.check_life()

    def resolve_attack(self, guard: str | None) -> None:
        """Step 4: roll (not when continuing), check the hit, apply the damage rule, then continue or end."""
        cards = self.attack
        if guard:
            self.say(f"{seat_name(self.defender)['ja']}: {name(guard)}でガード",
                     f"{seat_name(self.defender)['en']}: guards with {name(guard)}")
        rolled = not self.continuing
        if rolled:
            self.dice = self.roll()
        strike, power = reading(cards, sum(self.dice), tuple(self.dice) if rolled else (self.strike, self.power))
        case, damage = damage_case(cards, strike, power, guard)
        self.discard += cards + ([guard] if guard else [])
        self.attack = []
        self.event("attack", self.attacker, cards, self.dice, rolled, strike, power, case != "miss", guard, case,
                   damage, explain(cards, strike, power, guard, case, damage))
        self.life[self.defender] -= damage
        self.strike, self.power = strike, power
        self.cancel_ok = case in ("guarded", "nullified")
        self.follow_suit = suit(cards[0])
        self.phase = "follow" if case != "miss" and kind(cards) == NORMAL else "end"
        self.check_life()

    def event(self, how, player, cards, dice, rolled, strike, power, hit, guard, case, damage, rule) -> None:
        target = 1 - player
        self.fresh = True
        self.events.append({"type": how, "by": player, "cards": list(cards), "kind": kind(cards) if how == "attack"
                            else "counter", "target": threshold(cards), "dice": list(dice), "rolled": rolled,
                            "strike": strike, "power": power, "hit": hit, "guard": guard, "case": case,
                            "damage": damage, "to": target, "rule": rule})
        dice_ja = f"ダイス {dice[0]}・{dice[1]}" + ("" if rolled else " (振り直さず)")
        dice_en = f"dice {dice[0]} and {dice[1]}" + ("" if rolled else " (not rerolled)")
        self.say(f"{seat_name(player)['ja']}の{names(cards)}: {dice_ja}: {rule['ja']}",
                 f"{seat_name(player)['en']}'s {names(cards)}: {dice_en}: {rule['en']}")

    def check_life(self) -> None:
        loser = next((p for p in range(2) if self.life[p] <= 0), None)
        if loser is not None:
            who, life = seat_name(loser), self.life[loser]
            self.finish(1 - loser, text(f"{who['ja']}のライフが{life}になりました", f"{who['en']}'s life fell to {life}"))

    def refill(self, player: int) -> None:
        """Step 1 (DD-10): the attacker draws to 5; an empty deck is the pile turned over unshuffled once (DD-5),
        then the time-out."""
        drawn = []
        while len(self.hands[player]) < HAND:
            if not self.deck:
                if self.lap == 2 or not self.discard:
                    self.timed_out = True
                    lead = self.life[0] - self.life[1]
                    self.finish(None if lead == 0 else (0 if lead > 0 else 1), text("タイムアウト", "time-out"))
                    return
                self.deck = self.discard[::-1]
                self.discard = []
                self.lap = 2
                self.say("山札が尽きたので捨て札を切らずに裏返して2周目の山札に", "The deck is out: the discard pile is "
                         "turned over unshuffled as the second lap's deck")
            card = self.deck.pop() if self.lap == 2 else draw(self.rng, self.deck)
            drawn.append(card)
            self.hands[player] = sort_cards(self.hands[player] + [card])
            if self.lap == 2:
                self.known(player, card)
        self.phase = "attack"
        if drawn:
            self.say(f"{seat_name(player)['ja']}が{len(drawn)}枚引きました", f"{seat_name(player)['en']} draws {len(drawn)}")
            self.say(f"あなたは{names(drawn)}を引きました", f"You drew {names(drawn)}", to=[player])

    def finish(self, winner: int | None, why: dict) -> None:
        self.phase = "over"
        self.outcome = [0.5, 0.5] if winner is None else [1.0 if p == winner else 0.0 for p in range(2)]
        if winner is None:
            self.say(f"{why['ja']}: 引き分け", f"{why['en']}: a draw")
        else:
            self.say(f"{why['ja']}: {seat_name(winner)['ja']}の勝ち!", f"{why['en']}: {seat_name(winner)['en']} wins!")

    # --- hidden information --------------------------------------------------------------------------------
    def determinize(self, player, rng):
        """A copy where the other hand's unknown cards and (first lap) the deck are dealt afresh from the cards
        `player` has not seen; the other's face-down opening card is redrawn from its hand. At the end both hands
        are shown: nothing is left to resample."""
        other = self.clone()
        other.rng = Rng(rng.next64())
        if player is None or self.outcome is not None:
            return other
        them = 1 - player
        hidden = [c for c in self.hands[them] if c not in self.public[them]]
        pool = hidden + (list(self.deck) if self.lap == 1 else [])
        rng.shuffle(pool)
        other.hands[them] = sort_cards(self.public[them] + pool[:len(hidden)])
        if self.lap == 1:
            other.deck = pool[len(hidden):]
        if other.pending[them] is not None:
            other.pending[them] = rng.choice(other.choices(them)).id
        return other

    def _view(self, player) -> dict:
        return {
            "life": list(self.life), "start_life": self.options["life"],
            # each player sees their own hand; at the end both hands are shown to everyone
            "hands": [list(h) if player == p or self.outcome is not None else None for p, h in enumerate(self.hands)],
            "hand_sizes": [len(h) for h in self.hands],
            "public": [sort_cards(p) for p in self.public],
            "deck": len(self.deck), "lap": self.lap,
            "deck_order": self.deck[::-1] if self.lap == 2 else None,  # the second lap's order is known (DD-5)
            "discard": list(self.discard),
            "phase": self.phase, "attacker": self.attacker, "attack": list(self.attack),
            "dice": list(self.dice) if self.dice else None, "strike": self.strike, "power": self.power,
            "continuing": self.continuing, "follow_suit": self.follow_suit, "cancel_ok": self.cancel_ok,
            "events": [dict(e) for e in self.events], "fresh": self.fresh,
            "opening": self.opening, "turn": self.turn, "timed_out": self.timed_out,
            "last": {**self.last, "cards": list(self.last["cards"])} if self.last else None,
            **self.pending_view(player),
        }


def explain(cards: list, strike: int, power: int, guard: str | None, case: str, damage: int) -> dict:
    """The hit and damage rule applied, as a player reads it: "strike 5 ≤ attack 7: hit; power 3 ≤ guard 8: 3"."""
    normal = kind(cards) == NORMAL
    s_ja, s_en = (f"ストライク{strike}", f"strike {strike}") if normal else (f"合計{strike}", f"sum {strike}")
    p_ja, p_en = (f"パワー{power}", f"power {power}") if normal else (f"合計{power}", f"sum {power}")
    t = threshold(cards)
    if case == "miss":
        return text(f"{s_ja} > アタック値{t}: はずれ", f"{s_en} > attack {t}: miss")
    hit_ja, hit_en = f"{s_ja} ≤ アタック値{t}: 命中", f"{s_en} ≤ attack {t}: hit"
    base = strength(cards)
    if case == "open":
        return text(f"{hit_ja}、ノーガード: {base}+{power} = {damage}ダメージ",
                    f"{hit_en}; no guard: {base} + {power} = {damage} damage")
    g = value(guard)
    if case == "nullified":
        what = text("Aのガード", "an A guard") if g == 15 else text("絵札のガード", "a face-card guard")
        return text(f"{hit_ja}、{what['ja']}でノーダメージ", f"{hit_en}; {what['en']} takes no damage")
    if case == "guarded":
        return text(f"{hit_ja}、{p_ja} ≤ ガード値{g}: {damage}ダメージ",
                    f"{hit_en}; {p_en} ≤ guard {g}: {damage} damage")
    return text(f"{hit_ja}、{p_ja} > ガード値{g}: ガードブレイク、{base}+{power} = {damage}ダメージ",
                f"{hit_en}; {p_en} > guard {g}: guard break, {base} + {power} = {damage} damage")


@register
class DiceDuel(Game):
    id = "dice-duel"
    version = 2
    # The longest of 4,400 measured games (every level, life 50 and 100) took 165 (scripts/game_lengths.py).
    max_actions = 2000
    title = text("ダイスデュエル", "Dice Duel")
    summary = text("トランプ1枚とダイス2個で攻撃・ガード・カウンター。連続攻撃と必殺技で削り合う。",
                   "Attack, guard or counter with a playing card and two dice; chain hits and special moves.")
    options = (Option("life", text("ライフ", "Life"), 50, 30, 100, "DD-1"),)
    rulings = RULINGS
    rules = RULES
    state_class = DiceDuelState

    def stats(self, state) -> dict:
        return {"turns": state.turn, "second_lap": int(state.lap == 2), "timed_out": int(state.timed_out)}


__all__ = ["DiceDuel", "DiceDuelState", "attack_options", "continuations", "damage_case", "defences", "reading"]
