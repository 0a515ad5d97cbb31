"""Character abilities of ヨミ (seed 000: the rulebook's "キャラクター特殊能力一覧" with its FAQ), as a mixin of the state.

An ability used by choice is an action "ab:<key>" or "ab:<key>:<arg>" in its window (WINDOW_ABILITIES says who is
asked in which window: it depends on the character only, so being asked shows nothing of one's hand). Using it
pays the cost (`pay_<key>`, returning the card played from the hand, if any); then the other player may counter
it with 根性 / 煙隠れ / 受け流し (YM-4) — a counter restores the state from before the cost, discards the ability
card if it came from the hand, and the ability has no effect; otherwise `eff_<key>` applies. Abilities of cards
in combat (石の壁, 蔓巻き, 鳥籠) go through the same `use`. Effects that need a choice open the "choose" phase.

Implemented: see rules.py's module docstring.
"""

from dataclasses import replace
from functools import lru_cache
from itertools import combinations, product

from fudabako.core import Action, seat_name, text
from fudabako.core.piles import draw_many, put_on_top, take_out
from fudabako.core.protocol import copy_data

from .carddata import CHARACTERS
from .cards import KIND_NAMES, MOVES, card_name, is_face, rank, sort_cards

KINDS = ("attack", "throw", "block", "dodge")
WINDOW_ABILITIES = {
    "grave": {"draw": ("grave_mastery",), "endcombat": ("grave_know",)},
    "jaina": {"reveal": ("jaina_unstable", "jaina_embers"), "endcombat": ("jaina_vigor",)},
    "setsuki": {"endturn": ("setsuki_bag",)},
    "midori": {"draw": ("midori_form",), "reveal": ("midori_shift",)},
    "degrey": {"draw": ("degrey_rhetoric",), "reveal": ("degrey_counterpoint",)},
    "valerie": {"reveal": ("valerie_bold", "valerie_speed")},
    "lum": {"draw": ("lum_jackpot",), "endcombat": ("lum_dice",), "endturn": ("lum_poker",)},
    "geiger": {"draw": ("geiger_distortion", "geiger_research")},
    "argagarg": {"draw": ("argagarg_ward",)},
}
# ability key → (character, rank of its card or "char")
SOURCES = {
    "grave_know": ("grave", "char"), "grave_mastery": ("grave", "7"), "grave_trap": ("grave", "J"),
    "jaina_vigor": ("jaina", "char"), "jaina_unstable": ("jaina", "7"), "jaina_embers": ("jaina", "10"),
    "setsuki_bag": ("setsuki", "7"),
    "midori_form": ("midori", "2"), "midori_shift": ("midori", "10"),
    "rook_armor": ("rook", "char"), "rook_vines": ("rook", "3"), "rook_wall": ("rook", "5"),
    "geiger_stop": ("geiger", "char"), "geiger_distortion": ("geiger", "4"), "geiger_research": ("geiger", "8"),
    "degrey_rhetoric": ("degrey", "4"), "degrey_counterpoint": ("degrey", "7"),
    "valerie_bold": ("valerie", "7"), "valerie_speed": ("valerie", "10"),
    "lum_dice": ("lum", "char"), "lum_jackpot": ("lum", "7"), "lum_poker": ("lum", "10"),
    "argagarg_ward": ("argagarg", "7"),
}
COUNTERS = {"grave": "10", "setsuki": "10", "argagarg": "10"}  # 根性, 煙隠れ, 受け流し
ALLOW = Action("allow", text("打ち消さない", "Let it happen"), {})


def ability_text(char: str, r: str) -> dict:
    """The name of a character's ability, by the rank of its card ("char": the character card's)."""
    ja, en = CHARACTERS[char]["abilities"][r]
    return text(ja, en)


def ability_name(key: str) -> dict:
    return ability_text(*SOURCES[key])


BLACKJACK = ability_text("lum", "A")


def counterable(key: str, by: str) -> bool:
    """根性 and 受け流し answer card abilities except Aces; 煙隠れ also character abilities (never Aces, jokers)."""
    r = SOURCES[key][1]
    return r != "A" and (r != "char" or by == "setsuki")


def of_rank(hand, r: str) -> list:
    return sort_cards(c for c in hand if rank(c) == r)


class Abilities:
    # --- the framework ------------------------------------------------------------------------------------
    def window_keys(self, p: int, window: str) -> list:
        """p's abilities of this window whose public conditions hold (being asked shows nothing hidden)."""
        return [key for key in WINDOW_ABILITIES.get(self.chars[p], {}).get(window, ())
                if getattr(self, f"gate_{key}", lambda p: True)(p)]

    def ability_choices(self, p: int, window: str) -> list:
        actions = []
        for key in self.window_keys(p, window):
            name = ability_name(key)
            for arg, ja, en in getattr(self, f"opt_{key}")(p):
                suffix = f":{arg}" if arg else ""
                actions.append(Action(f"ab:{key}{suffix}", text(f"{name['ja']}{ja}", f"{name['en']}{en}"),
                                      {"ability": key, "arg": arg}))
        return actions

    def use(self, p: int, key: str, arg: str, resume: str, label: dict | None = None) -> None:
        """Pay the cost, then the counter chance, then the effect; `resume` names what comes after. The log says
        the ability with `label`, its action's words (what 屁理屈 declares, what 対位法 discards ...: all shown)."""
        q = 1 - p
        answerable = self.chars[q] in COUNTERS and counterable(key, self.chars[q])
        snap = {k: copy_data(getattr(self, k)) for k in ("hands", "known", "piles", "decks", "deck_known", "attached",
                                                         "hp", "field")} if answerable else None
        name = label or ability_name(key)
        self.say(f"{seat_name(p)['ja']}: {name['ja']}", f"{seat_name(p)['en']}: {name['en']}")
        card = getattr(self, f"pay_{key}")(p, arg)
        self.using = {"player": p, "key": key, "arg": arg, "card": card, "resume": resume, "snap": snap}
        if answerable:
            self.phase, self.actor = "counter", q
        else:
            self.finish_use()

    def finish_use(self) -> None:
        u, self.using = self.using, None
        took_over = getattr(self, f"eff_{u['key']}")(u["player"], u["arg"])  # True: it asks or leads on itself
        if not took_over:
            self.resume(u["resume"], u["player"])

    def choices_counter(self, q: int) -> list:
        need = 3 if self.chars[q] == "setsuki" else 1
        tens = of_rank(self.hands[q], COUNTERS[self.chars[q]]) if len(self.hands[q]) >= need else []
        name = ability_name_counter(self.chars[q])
        return [ALLOW] + [Action(f"counter:{c}", text(f"{card_name(c)}で{name['ja']}", f"{name['en']} with {card_name(c)}"),
                                 {"card": c}) for c in tens]

    def do_counter(self, q: int, action_id: str) -> None:
        if action_id == "allow":
            return self.finish_use()
        u, self.using = self.using, None
        p = u["player"]
        name = ability_name_counter(self.chars[q])
        drawn = [c for c in u["snap"]["decks"][p] if c not in self.decks[p]]  # チンチロリン's one card, face up
        hp = u["snap"].pop("hp")
        for k, v in u["snap"].items():
            setattr(self, k, v)
        for r in range(2):  # a cost in hit points comes back (FAQ ジャイナ 11)
            if hp[r] != self.hp[r]:
                self.change_hp(r, hp[r] - self.hp[r], text(f"{name['ja']}: コストの取り消し", f"{name['en']}: cost undone"))
        for c in drawn:  # FAQ ラム 12: it goes back on top of the deck (a known place: both have seen it)
            take_out(self.decks[p], self.deck_known[p], c)
        put_on_top(self.decks[p], self.deck_known[p], drawn)
        if u["card"] is not None and u["card"] in self.hands[p]:
            self.discard(p, u["card"])
        card = action_id.split(":")[1]
        self.discard(q, card)
        self.say(f"{seat_name(q)['ja']}の{name['ja']}: 打ち消し", f"{seat_name(q)['en']}'s {name['en']}: countered")
        if self.chars[q] == "argagarg":
            self.draw(p)  # 受け流し: the countered player draws a card
        if self.chars[q] == "setsuki":
            self.choosing = {"player": q, "key": "smoke", "left": 2, "resume": u["resume"], "for": p}
            self.phase, self.actor = "choose", q
            return
        self.resume(u["resume"], p)

    def choices_choose(self, p: int) -> list:
        return getattr(self, f"choose_{self.choosing['key']}")(p)

    def do_choose(self, p: int, action_id: str) -> None:
        c = self.choosing
        c["left"] -= 1
        getattr(self, f"chose_{c['key']}")(p, action_id)
        if self.choosing is c and (c["left"] <= 0 or action_id == "pick:none" or not self.choices_choose(p)):
            self.choosing = None
            if c.get("then_discard") in self.hands[p]:
                self.discard(p, c["then_discard"])
            self.resume(c["resume"], c.get("for", p))

    def discard_choices(self, p: int, verb: dict) -> list:
        return [Action(f"pick:{c}", text(f"{card_name(c)}{verb['ja']}", f"{verb['en']} {card_name(c)}"), {"card": c})
                for c in sort_cards(self.hands[p])]

    def choose_smoke(self, p: int) -> list:
        return self.discard_choices(p, text("を捨てる", "Discard"))

    def chose_smoke(self, p: int, action_id: str) -> None:
        self.discard(p, action_id.split(":")[1])

    def resume(self, what: str, p: int) -> None:
        """Go on after an ability: back to its window (the same player may use more), or the rest of the combat."""
        if what == "window":
            self.phase, self.actor = "window", p
            self.window["passes"] = 0
        elif what == "end_combat":
            self.end_combat()
        elif what == "after_block":
            self.after_block()
        elif what == "reveal":
            self.open_window("reveal")
        elif what == "poker":
            self.poker_next(p)
        elif what == "combo":  # after a countered 時間停止 / 岩の鎧 or a declined 時間停止: no new combo
            for q in range(2):
                self.reveal_bluff(q, 0)
            self.end_combat()

    # --- draw window ------------------------------------------------------------------------------------------
    def opt_grave_mastery(self, p):
        return [(c, f"({card_name(c)})", f" ({card_name(c)})") for c in of_rank(self.hands[p], "7")]

    def pay_grave_mastery(self, p, card):
        self.discard(p, card)
        return card

    def eff_grave_mastery(self, p, card):
        """格闘術: draw 2, discard any 1 (FAQ 1), then the opponent shows the hand."""
        self.draw(p, 2)
        q = 1 - p
        self.known[q] = list(self.hands[q])
        shown = " ".join(card_name(c) for c in sort_cards(self.hands[q])) or "—"
        self.say(f"{seat_name(q)['ja']}の手札公開: {shown}", f"{seat_name(q)['en']} shows the hand: {shown}")
        if self.hands[p]:
            self.choosing = {"player": p, "key": "mastery", "left": 1, "resume": "window"}
            self.phase, self.actor = "choose", p
            return True

    def choose_mastery(self, p):
        return self.discard_choices(p, text("を捨てる", "Discard"))

    def chose_mastery(self, p, action_id):
        self.discard(p, action_id.split(":")[1])

    def gate_midori_form(self, p):
        return not self.dragon(p)

    def opt_midori_form(self, p):
        return [(c, f"({card_name(c)})", f" ({card_name(c)})") for c in of_rank(self.hands[p], "2")]

    def pay_midori_form(self, p, card):
        self.take(p, card)
        self.attached[p].append(card)
        return card

    def eff_midori_form(self, p, card):
        self.say(f"{seat_name(p)['ja']}はドラゴンに変身", f"{seat_name(p)['en']} takes Dragon Form")

    def lose_form(self, p: int) -> None:
        for c in [c for c in self.attached[p] if rank(c) == "2"]:
            self.attached[p].remove(c)
            self.piles[p].append(c)
            self.say(f"{seat_name(p)['ja']}の変身が解けました", f"{seat_name(p)['en']} leaves Dragon Form")

    def opt_degrey_rhetoric(self, p):
        fours = of_rank(self.hands[p], "4")
        return [(f"{fours[0]}:{k}", f": {KIND_NAMES[k]['ja']}", f": {KIND_NAMES[k]['en']}") for k in KINDS] if fours else []

    def pay_degrey_rhetoric(self, p, arg):
        card = arg.split(":")[0]
        self.discard(p, card)
        return card

    def eff_degrey_rhetoric(self, p, arg):
        self.effects[p].setdefault("rhetoric", []).append(arg.split(":")[1])

    def opt_argagarg_ward(self, p):
        sevens = of_rank(self.hands[p], "7")
        return [(sevens[0], "", "")] if sevens and not self.effects[p].get("ward") else []

    pay_argagarg_ward = pay_grave_mastery

    def eff_argagarg_ward(self, p, card):
        self.effects[p]["ward"] = True

    def opt_lum_jackpot(self, p):
        sevens = of_rank(self.hands[p], "7")
        return [(sevens[0], "", "")] if sevens else []

    pay_lum_jackpot = pay_grave_mastery

    def eff_lum_jackpot(self, p, card):
        """ジャックポット (rulebook list): draw 1; a random card of the other hand is shown: an Ace deals 7 and draws
        another card, a joker costs 2."""
        self.draw(p)
        q = 1 - p
        if not self.hands[q]:
            return
        shown = self.hands[q][self.rng.below(len(self.hands[q]))]
        if shown not in self.known[q]:
            self.known[q].append(shown)
        self.say(f"ジャックポット: {card_name(shown)}", f"Jackpot: {card_name(shown)}")
        if rank(shown) == "A":
            self.change_hp(q, -7, ability_name("lum_jackpot"))
            self.draw(p)
        elif rank(shown) == "X":
            self.change_hp(p, -2, ability_name("lum_jackpot"))

    # --- after the reveal -------------------------------------------------------------------------------------
    def opt_valerie_bold(self, p):
        sevens = of_rank(self.hands[p], "7")
        return [(sevens[0], "", "")] if sevens else []

    pay_valerie_bold = pay_grave_mastery

    def eff_valerie_bold(self, p, card):
        """太筆描き: draw 1; normal attacks deal 1 more this turn."""
        self.draw(p)
        self.effects[p]["bold"] = self.effects[p].get("bold", 0) + 1

    def opt_valerie_speed(self, p):
        tens = of_rank(self.hands[p], "10")
        return [(tens[0], "", "")] if tens else []

    pay_valerie_speed = pay_grave_mastery

    def eff_valerie_speed(self, p, card):
        """俊速: attacks and throws 2.0 faster (20 tenths), never below 0.0 (FAQ 2: 2.2 → 0.2 → 0.0)."""
        self.effects[p]["speed"] = self.effects[p].get("speed", 0) + 20

    def rotatable(self, p: int) -> bool:
        return bool(self.played[p]) and len(set(MOVES[self.chars[p]][self.played[p][0]])) == 2

    def rotate(self, p: int) -> None:
        self.played[p][1] ^= 1
        self.say(f"{seat_name(p)['ja']}は戦闘カードを回転: {self.played_text(p, 'ja')}",
                 f"{seat_name(p)['en']} turns the combat card: {self.played_text(p, 'en')}")

    def gate_jaina_unstable(self, p):
        return self.rotatable(p)

    def opt_jaina_unstable(self, p):
        sevens = of_rank(self.hands[p], "7")
        return [(sevens[0], "", "")] if sevens else []

    def pay_jaina_unstable(self, p, card):
        """変転自在: the card and 10 hit points (FAQ 11: a counter gives them back)."""
        self.discard(p, card)
        self.change_hp(p, -10, ability_name("jaina_unstable"))
        return card

    def eff_jaina_unstable(self, p, card):
        self.rotate(p)  # FAQ 7: the Aces paid at the reveal stay as they were

    def gate_jaina_embers(self, p):
        q = 1 - p
        dodging = self.played[q] and MOVES[self.chars[q]][self.played[q][0]][self.played[q][1]].kind == "dodge"
        return bool(dodging) and any(rank(c) == "10" for c in self.piles[p])

    def opt_jaina_embers(self, p):
        return [(next(c for c in self.piles[p] if rank(c) == "10"), "", "")]

    def pay_jaina_embers(self, p, card):
        return None

    def eff_jaina_embers(self, p, card):
        """残り火: each 10 in the discard pile comes back for 2 damage (FAQ 10: several add up)."""
        self.piles[p].remove(card)
        self.to_hand(p, card)
        self.change_hp(1 - p, -2, ability_name("jaina_embers"))

    def gate_midori_shift(self, p):
        if self.dragon(p) or not self.played[p] or not is_face(self.played[p][0]):
            return False
        card, half = self.played[p]
        return MOVES[self.chars[p]][card][1 - half].dragon

    def opt_midori_shift(self, p):
        tens = of_rank(self.hands[p], "10")
        return [(tens[0], "", "")] if tens else []

    pay_midori_shift = pay_grave_mastery

    def eff_midori_shift(self, p, card):
        self.rotate(p)

    def gate_degrey_counterpoint(self, p):
        return bool(self.played[p]) and rank(self.played[p][0]) == "7" and not self.effects[p].get("counterpoint")

    def opt_degrey_counterpoint(self, p):
        return [(c, f"({card_name(c)}を捨てる)", f" (discard {card_name(c)})") for c in sort_cards(self.hands[p])]

    def pay_degrey_counterpoint(self, p, card):
        self.discard(p, card)
        self.effects[p]["counterpoint"] = True  # FAQ 1: once a turn (it is the combat card's own ability)
        return None

    def eff_degrey_counterpoint(self, p, card):
        self.rotate(p)

    # --- in combat ----------------------------------------------------------------------------------------------
    def eff_grave_trap(self, p, card):
        """鳥籠: 雷雲掌's chip brings it back to the hand, and the blocker does not draw."""
        self.combat["returns"][p] = True
        self.combat["draws"][1 - p] = 0

    def pay_grave_trap(self, p, arg):
        return None

    def pay_rook_wall(self, p, arg):
        return None

    def eff_rook_wall(self, p, arg):
        """石の壁: the blocked attack's damage goes back to the attacker; the card stays out, no draw."""
        w = 1 - p
        self.combat["chip"][p] = 0
        self.change_hp(w, -self.hit_damage(w, *self.played[w]), ability_name("rook_wall"))
        self.combat["returns"][p] = False
        self.combat["draws"][p] = 0

    def pay_rook_vines(self, p, arg):
        return None

    def eff_rook_vines(self, p, arg):
        """蔓巻き: no chip; a normal throw from the hand may be discarded for 8 damage; the card stays out, no draw."""
        self.combat["chip"][p] = 0
        self.combat["returns"][p] = False
        self.combat["draws"][p] = 0
        if self.choose_vines(p)[1:]:
            self.choosing = {"player": p, "key": "vines", "left": 1, "resume": "end_combat"}
            self.phase, self.actor = "choose", p
            return True

    def choose_vines(self, p):
        throws = [c for c in sort_cards(self.hands[p]) if rank(c) not in ("J", "Q", "K", "A", "X")
                  and any(m.kind == "throw" for m in MOVES[self.chars[p]][c])]
        return [Action("pick:none", text("投げを捨てない", "Keep the throws"), {})] + [
            Action(f"pick:{c}", text(f"{card_name(c)}を捨てて8ダメージ", f"Discard {card_name(c)} for 8 damage"),
                   {"card": c}) for c in throws]

    def chose_vines(self, p, action_id):
        card = action_id.split(":")[1]
        if card != "none":
            self.discard(p, card)
            self.change_hp(1 - p, -8, ability_name("rook_vines"))


def ability_name_counter(char: str) -> dict:
    return ability_text(char, COUNTERS[char])


class MoreAbilities:
    """The abilities with several steps (searches, flips, returns), kept apart from the simple ones above."""

    # --- グレイヴ 敵を知る ----------------------------------------------------------------------------------------
    def gate_grave_know(self, p):
        """Once after each blocked attack, even while an earlier shown card waits: that one lapses (YM-11)."""
        return bool(self.effects[p].get("blocked"))

    def opt_grave_know(self, p):
        block = self.effects[p]["blocked"]
        return [(c, f"({card_name(c)}を見せる)", f" (show {card_name(c)})") for c in sort_cards(self.hands[p])
                if c != block]  # FAQ 2: not the block card itself

    def pay_grave_know(self, p, card):
        self.effects[p].pop("blocked")  # used for this block, even if countered (FAQ 3: answered at the show)
        return None

    def eff_grave_know(self, p, card):
        self.marked[p] = [card, self.turn]  # an earlier shown card lapses (YM-11)
        if card not in self.known[p]:
            self.known[p].append(card)

    def know_search(self, p: int) -> None:
        """敵を知る: the shown card is the combat card: a Q from the deck or the discard pile (the deck is shuffled)."""
        self.choosing = {"player": p, "key": "know", "left": 1, "resume": "reveal"}
        self.phase, self.actor = "choose", p
        if len(self.choose_know(p)) == 1:
            self.choosing = None
            self.open_window("reveal")

    def choose_know(self, p):
        queens = [c for c in self.piles[p] + self.decks[p] if rank(c) == "Q"]
        return [Action("pick:none", text("Qを探さない", "No Q"), {})] + [
            Action(f"pick:{c}", text(f"{card_name(c)}を手札に", f"Take {card_name(c)}"), {"card": c})
            for c in sort_cards(queens)]

    def chose_know(self, p, action_id):
        card = action_id.split(":")[1]
        if card == "none":
            return
        if card in self.decks[p]:
            take_out(self.decks[p], self.deck_known[p], card)
        else:
            self.piles[p].remove(card)
        self.to_hand(p, card)
        self.shuffle_deck(p)

    # --- ジャイナ 熱血 --------------------------------------------------------------------------------------------
    def gate_jaina_vigor(self, p):
        # FAQ 4 and 9: only when the combat card is (finally) an attack
        return self.kind(p) == "attack" and not self.effects[p].get("vigor_off")

    def opt_jaina_vigor(self, p):
        """The whole set of cards to bring back is declared at once (FAQ 11: the counter answers that declaration),
        one choice per set."""
        cards = [c for c in dict.fromkeys(self.effects[p].get("used", [])) if c in self.piles[p] and rank(c) != "X"]
        sets = [s for n in range(1, len(cards) + 1) for s in combinations(cards, n)]
        return [("+".join(s), f"({'+'.join(map(card_name, s))})", f" ({' + '.join(map(card_name, s))})") for s in sets]

    def pay_jaina_vigor(self, p, arg):
        """Each card back costs 3 (number), 4 (face) or 5 (Ace) hit points."""
        cards = arg.split("+")
        for card in cards:
            self.piles[p].remove(card)
            self.to_hand(p, card)
        self.effects[p]["vigor_off"] = True  # once a turn: declared or countered (FAQ 11)
        cost = sum(5 if rank(c) == "A" else 4 if is_face(c) else 3 for c in cards)
        self.change_hp(p, -cost, ability_name("jaina_vigor"))
        return None

    def eff_jaina_vigor(self, p, arg):
        """Nothing more: the cards came back with the cost, which a counter undoes (FAQ 11)."""

    # --- セツキ 七つ道具袋 ----------------------------------------------------------------------------------------
    def gate_setsuki_bag(self, p):
        return len(self.hands[p]) == 1

    def opt_setsuki_bag(self, p):
        return [(self.hands[p][0], "", "")] if rank(self.hands[p][0]) == "7" else []

    def pay_setsuki_bag(self, p, card):
        """The 7, shown to use it, stays in the hand until the cards are chosen (or a counter discards it)."""
        if card not in self.known[p]:
            self.known[p].append(card)
        return card

    def eff_setsuki_bag(self, p, card):
        self.choosing = {"player": p, "key": "bag", "left": 3, "resume": "window", "then_discard": card}
        self.phase, self.actor = "choose", p
        return True

    def choose_bag(self, p):
        return [Action("pick:none", text("これで終わり", "Done"), {})] + [
            Action(f"pick:{c}", text(f"{card_name(c)}を山札の上に", f"{card_name(c)} on top of the deck"), {"card": c})
            for c in sort_cards(set(self.piles[p])) if rank(c) != "X"]

    def chose_bag(self, p, action_id):
        card = action_id.split(":")[1]
        if card != "none":
            self.piles[p].remove(card)
            put_on_top(self.decks[p], self.deck_known[p], [card])

    # --- ラム チンチロリン, ブラックジャック -----------------------------------------------------------------------------
    def gate_lum_dice(self, p):
        # FAQ 1: damage dealt by an attack this turn; FAQ 2: once a turn
        return (self.effects[p].get("attack_damage", False) and not self.effects[p].get("rolled")
                and bool(self.decks[p] or self.piles[p]))

    def opt_lum_dice(self, p):
        return [("", "", "")]

    def pay_lum_dice(self, p, arg):
        card = self.top_card(p)
        self.piles[p].append(card)
        self.effects[p]["rolled"] = True
        self.say(f"チンチロリン: {card_name(card)}", f"Roll the Dice: {card_name(card)}")
        return None

    def eff_lum_dice(self, p, arg):
        card = self.piles[p][-1]
        r, q = rank(card), 1 - p
        if r in ("2", "3"):
            self.change_hp(p, 4, ability_name("lum_dice"))
        elif r in ("J", "Q", "K"):
            self.slow[q] = self.turn + 1
        elif r == "A":
            self.draw(p, 3)
        elif r == "X":
            self.change_hp(p, -1, ability_name("lum_dice"))
        else:
            self.choosing = {"player": p, "key": "dice", "left": 1, "resume": "window"}
            self.phase, self.actor = "choose", p
            return True

    def choose_dice(self, p):
        return [Action("pick:down", text("相手を転倒させる", "Knock the opponent down"), {}),
                Action("pick:faces", text("絵札を手札に戻す", "Take back the face cards"), {})]

    def chose_dice(self, p, action_id):
        if action_id == "pick:down":
            self.knock_down(1 - p)
            return
        for c in dict.fromkeys(self.effects[p].get("used", [])):  # FAQ 3: combo parts and extra-damage costs
            if is_face(c) and c in self.piles[p]:
                self.piles[p].remove(c)
                self.to_hand(p, c)

    def blackjack(self, p: int, resume: str = "end_combat") -> None:
        """ブラックジャック: flip cards until over 21 or stopping (FAQ 7: J/Q/K 10, A 1 or 11, joker 21); the
        flipped cards not taken are discarded."""
        self.choosing = {"player": p, "key": "blackjack", "left": 99, "resume": resume, "flipped": []}
        self.phase, self.actor = "choose", p

    def choose_blackjack(self, p):
        c = self.choosing
        actions = []
        if c.get("stopped"):
            return [Action("pick:damage", text(f"{c['total']}ダメージ", f"{c['total']} damage"), {}),
                    Action("pick:cards", text("めくったカードを手札に", "Take the cards"), {})]
        if self.decks[p] or self.piles[p]:
            actions.append(Action("pick:flip", text("めくる", "Flip"), {}))
        if c["flipped"] or not actions:
            actions.append(Action("pick:stop", text("止める", "Stop"), {}))
        return actions

    def chose_blackjack(self, p, action_id):
        c = self.choosing
        what = action_id.split(":")[1]
        if what == "flip":
            card = self.top_card(p)
            self.field[p].append(card)
            c["flipped"].append(card)
            c["total"] = blackjack_total(c["flipped"])
            self.say(f"ブラックジャック: {card_name(card)} (計{c['total']})", f"Blackjack: {card_name(card)} ({c['total']})")
            if c["total"] < 21:
                return
            if c["total"] == 21:  # both
                self.change_hp(1 - p, -21, BLACKJACK)
                self.take_flipped(p)
            else:
                self.drop_flipped(p)
            self.choosing["left"] = 0
        elif what == "stop":
            c["stopped"] = True
            c["total"] = blackjack_total(c["flipped"])
            if not c["flipped"]:
                c["left"] = 0
        elif what == "damage":
            self.change_hp(1 - p, -c["total"], BLACKJACK)
            self.drop_flipped(p)
            c["left"] = 0
        else:
            self.take_flipped(p)
            c["left"] = 0

    def take_flipped(self, p: int) -> None:
        for card in self.choosing["flipped"]:
            self.field[p].remove(card)
            self.to_hand(p, card)

    def drop_flipped(self, p: int) -> None:
        for card in self.choosing["flipped"]:
            self.field[p].remove(card)
            self.piles[p].append(card)

    # --- ラム ポーカー ------------------------------------------------------------------------------------------------
    def gate_lum_poker(self, p):
        return len(self.piles[p]) >= 2

    def opt_lum_poker(self, p):
        """One choice per set of up to three hand cards and kind of hand it makes with the top two discards
        (FAQ 10: the 10 shown may be one of them)."""
        tens = of_rank(self.hands[p], "10")
        if not tens:
            return []
        found = poker_options(tuple(self.piles[p][-2:]), tuple(sort_cards(self.hands[p])))
        shown = lambda cards: " + ".join(map(card_name, cards.split("+")))
        return [(f"{tens[0]}:{kind}:{cards}", f": {POKER[kind]['ja']} ({shown(cards)})",
                 f": {POKER[kind]['en']} ({shown(cards)})") for kind, cards in found]

    def pay_lum_poker(self, p, arg):
        ten, kind, cards = arg.split(":")
        for c in cards.split("+") + [ten]:
            if c not in self.known[p]:
                self.known[p].append(c)  # shown
        return ten

    def eff_lum_poker(self, p, arg):
        ten, kind, _ = arg.split(":")
        self.say(f"ポーカー: {POKER[kind]['ja']}", f"Poker Flourish: {POKER[kind]['en']}")
        if kind == "straightflush":
            self.choosing = {"player": p, "key": "poker_two", "left": 1, "resume": "poker", "ten": ten}
            self.phase, self.actor = "choose", p
            return True
        self.effects[p]["poker"] = {"queue": [kind], "ten": ten}
        self.poker_next(p)
        return True

    def choose_poker_two(self, p):
        return [Action(f"pick:{a}+{b}", text(f"{POKER[a]['ja']}と{POKER[b]['ja']}", f"{POKER[a]['en']} and {POKER[b]['en']}"), {})
                for a, b in combinations(POKER_EFFECTS, 2)]

    def chose_poker_two(self, p, action_id):
        self.effects[p]["poker"] = {"queue": action_id.split(":")[1].split("+"), "ten": self.choosing["ten"]}

    def poker_next(self, p: int) -> None:
        """Each effect of the hand in turn; then the 10 is discarded and the end-of-turn window goes on."""
        poker = self.effects[p]["poker"]
        while poker["queue"]:
            kind = poker["queue"].pop(0)
            if kind == "flush":
                self.draw(p, 3)
            elif kind == "fullhouse":
                name = ability_name("lum_poker")
                self.change_hp(1 - p, -7, text(f"{name['ja']} ({POKER[kind]['ja']})", f"{name['en']} ({POKER[kind]['en']})"))
            elif kind == "straight" and self.decks[p]:
                self.choosing = {"player": p, "key": "poker_card", "left": 1, "resume": "poker"}
                self.phase, self.actor = "choose", p
                return
            elif kind == "four" and any(rank(c) == "A" for c in self.hands[p]):
                self.choosing = {"player": p, "key": "poker_ace", "left": 1, "resume": "poker"}
                self.phase, self.actor = "choose", p
                return
        if poker["ten"] in self.hands[p]:
            self.discard(p, poker["ten"])
        self.effects[p].pop("poker")
        self.resume("window", p)

    def choose_poker_card(self, p):
        return [Action(f"pick:{c}", text(f"山札から{card_name(c)}", f"{card_name(c)} from the deck"), {"card": c})
                for c in sort_cards(self.decks[p])]

    def chose_poker_card(self, p, action_id):
        card = action_id.split(":")[1]
        take_out(self.decks[p], self.deck_known[p], card)
        self.to_hand(p, card)
        self.shuffle_deck(p)

    def choose_poker_ace(self, p):
        return [Action("pick:none", text("Aを捨てない", "Keep the Aces"), {})] + [
            Action(f"pick:{c}", text(f"{card_name(c)}を捨ててブラックジャック", f"Discard {card_name(c)}: Blackjack"), {})
            for c in of_rank(self.hands[p], "A")]

    def chose_poker_ace(self, p, action_id):
        card = action_id.split(":")[1]
        if card != "none":
            self.discard(p, card)
            self.blackjack(p, resume="poker")

    # --- アルガガルグ バブルシールド ----------------------------------------------------------------------------------
    def bubble_block(self, b: int) -> None:
        """バブルシールド blocked an attack or a joker: it is attached instead of coming back (its one draw is the
        block's)."""
        if self.chars[b] == "argagarg" and rank(self.played[b][0]) == "A":
            self.combat["bubble"] = b

    def bubbled(self, q: int) -> bool:
        """Hit by an attack or throw with バブルシールド attached: no damage this combat, and every shield goes (FAQ 3)."""
        shields = [c for c in self.attached[q] if rank(c) == "A"] if self.chars[q] == "argagarg" else []
        if shields or self.combat.get("shielded") == q:
            for c in shields:
                self.attached[q].remove(c)
                self.piles[q].append(c)
            self.combat["shielded"] = q
            name = ability_text("argagarg", "A")
            self.say(f"{name['ja']}: {seat_name(q)['ja']}はダメージを受けません",
                     f"{name['en']}: {seat_name(q)['en']} takes no damage")
            return True
        return False


POKER = {
    "straight": text("ストレート", "straight"), "flush": text("フラッシュ", "flush"),
    "fullhouse": text("フルハウス", "full house"), "four": text("4カード", "four of a kind"),
    "straightflush": text("ストレートフラッシュ", "straight flush"),
}
POKER_EFFECTS = ("straight", "flush", "fullhouse", "four")
STRAIGHT_VALUES = {"A": (1, 14), "J": (11,), "Q": (12,), "K": (13,)}


@lru_cache(maxsize=4096)
def poker_options(top: tuple, hand: tuple) -> tuple:
    """(kind, cards) for every set of up to three hand cards and every kind of hand it makes with the top two
    discards (the cards chosen are shown, so each choice is offered)."""
    return tuple((kind, "+".join(cards)) for k in (1, 2, 3) for cards in combinations(hand, k)
                 for kind in poker_hands(list(top + cards)))


def poker_hands(cards: list) -> list:
    """The poker hands these cards make (jokers are never wild: FAQ ラム 4; an Ace is low or high: FAQ 5)."""
    ranks = [rank(c) for c in cards]
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    found = []
    if counts[0] >= 4:
        found.append("four")
    if len(cards) < 5:
        return found
    if counts[:2] == [3, 2]:
        found.append("fullhouse")
    flush = "X" not in ranks and len({c[-1] for c in cards}) == 1
    straight = "X" not in ranks and counts[0] == 1 and any(
        sorted(v) == list(range(min(v), min(v) + 5))
        for v in product(*[STRAIGHT_VALUES.get(r, (int(r),) if r.isdigit() else ()) for r in ranks]))
    found += [k for k, ok in (("straight", straight), ("flush", flush), ("straightflush", straight and flush)) if ok]
    return found


def blackjack_total(cards) -> int:
    total, aces = 0, 0
    for c in cards:
        r = rank(c)
        if r == "X":
            total += 21
        elif r == "A":
            total, aces = total + 1, aces + 1
        else:
            total += 10 if is_face(c) else int(r)
    return total + 10 if aces and total + 10 <= 21 else total


class LaterAbilities:
    """ガイガー's time abilities and ルーク's 岩の鎧: combos that open after the combat card."""

    # --- ガイガー 時間湾曲 ------------------------------------------------------------------------------------------
    def spiral(self, p: int, card: str, half: int) -> bool:
        """A Time Spiral move (J, Q, and the Ace's Time Spiral Hurricane)."""
        return self.chars[p] == "geiger" and "Time Spiral" in MOVES["geiger"][card][half].name

    def distorted(self, p: int, card: str, half: int) -> bool:
        return self.spiral(p, card, half) and any(rank(c) == "4" for c in self.attached[p])

    def combo_move(self, p: int, card: str, half: int):
        """The move as combos see it: under 時間湾曲 a Time Spiral is a linker using no combo points, +1 damage."""
        m = MOVES[self.chars[p]][card][half]
        if self.chars[p] == "geiger" and self.distorted(p, card, half):
            return replace(m, combo="linker", cp=0, damage=m.damage + 1)
        return m

    def struck(self, q: int) -> None:
        """q is hit by an attack or a throw: 時間湾曲 ends."""
        for c in [c for c in self.attached[q] if rank(c) == "4" and self.chars[q] == "geiger"]:
            self.attached[q].remove(c)
            self.piles[q].append(c)
            self.say(f"{seat_name(q)['ja']}の時間湾曲が外れました", f"{seat_name(q)['en']}'s Temporal Distortion ends")

    def gate_geiger_distortion(self, p):
        return not any(rank(c) == "4" for c in self.attached[p])

    def opt_geiger_distortion(self, p):
        fours = of_rank(self.hands[p], "4")
        return [(fours[0], "", "")] if fours else []

    def pay_geiger_distortion(self, p, card):
        self.take(p, card)
        self.attached[p].append(card)
        return card

    def eff_geiger_distortion(self, p, card):
        """A J or Q comes back from the discard pile."""
        if self.choose_distortion(p)[1:]:
            self.choosing = {"player": p, "key": "distortion", "left": 1, "resume": "window"}
            self.phase, self.actor = "choose", p
            return True

    def choose_distortion(self, p):
        return [Action("pick:none", text("戻さない", "None"), {})] + [
            Action(f"pick:{c}", text(f"{card_name(c)}を手札に", f"Take {card_name(c)}"), {"card": c})
            for c in sort_cards(set(self.piles[p])) if rank(c) in ("J", "Q")]

    def chose_distortion(self, p, action_id):
        card = action_id.split(":")[1]
        if card != "none":
            self.piles[p].remove(card)
            self.to_hand(p, card)

    # --- ガイガー 研究開発 ------------------------------------------------------------------------------------------
    def opt_geiger_research(self, p):
        eights = of_rank(self.hands[p], "8")
        return [(eights[0], "", "")] if eights else []

    pay_geiger_research = Abilities.pay_grave_mastery

    def eff_geiger_research(self, p, card):
        """Look at the top X cards (X: Time Spirals in the discard pile, Aces included), put them back in any
        order (one at a time onto the deck: the last one put back is on top), then draw a card."""
        x = sum(1 for c in self.piles[p] if rank(c) in ("J", "Q", "A"))
        self.peek[p] = draw_many(self.rng, self.decks[p], self.deck_known[p], x)
        if len(self.peek[p]) > 1:
            self.choosing = {"player": p, "key": "research", "left": len(self.peek[p]), "resume": "window"}
            self.phase, self.actor = "choose", p
            return True
        put_on_top(self.decks[p], self.deck_known[p], self.peek[p])
        self.peek[p] = []
        self.draw(p)

    def choose_research(self, p):
        return [Action(f"pick:{c}", text(f"{card_name(c)}を山札の上へ", f"{card_name(c)} back on top"), {"card": c})
                for c in sort_cards(self.peek[p])]

    def chose_research(self, p, action_id):
        card = action_id.split(":")[1]
        self.peek[p].remove(card)
        put_on_top(self.decks[p], self.deck_known[p], [card])
        if not self.peek[p]:
            self.draw(p)

    # --- ガイガー 時間停止 ------------------------------------------------------------------------------------------
    def time_stop(self, w: int) -> None:
        """A Time Spiral dealt chip: the blocker may set a joker/bluff, then ガイガー may throw from the hand
        (FAQ 1: a new combo, rewindable; the spiral is not part of it)."""
        q = 1 - w
        self.combo = None
        self.choosing = {"player": w, "key": "stop", "left": 1, "resume": "combo"}
        if self.options["jokers"] and self.hands[q]:
            self.phase, self.actor = "bluff", q
        else:
            self.phase, self.actor = "choose", w

    def choose_stop(self, p):
        return [Action("pick:none", text("投げない", "No throw"), {})] + [
            Action(f"pick:{c}:{h}", text(f"{card_name(c)}で投げる", f"Throw with {card_name(c)}"), {"card": c, "half": h})
            for c in sort_cards(self.hands[p]) for h in (0, 1)
            if MOVES["geiger"][c][h].kind == "throw" and (h == 0 or MOVES["geiger"][c][0] != MOVES["geiger"][c][1])
            and self.playable(p, c, h)]

    def chose_stop(self, p, action_id):
        if action_id == "pick:none":
            return
        self.choosing = None
        _, card, half = action_id.split(":")
        self.use(p, "geiger_stop", f"{card}:{half}", "combo")

    def pay_geiger_stop(self, p, arg):
        return None

    def eff_geiger_stop(self, p, arg):
        card, half = arg.split(":")
        q = 1 - p
        self.combat["returns"][q] = False  # the block is lost and draws nothing
        self.combat["draws"][q] = 0
        if self.combat.get("bubble") == q:  # FAQ アルガガルグ 4: the shield goes at once and takes the damage
            self.combat["bubble"] = None
            self.combat["shielded"] = q
        self.pay_aces(p, card, int(half))
        self.take(p, card)
        self.field[p].append(card)
        self.effects[p].setdefault("used", []).append(card)
        self.open_combo(p, card, int(half), opened=False, ask=False)  # the joker/bluff was asked before
        return True

    # --- ルーク 岩の鎧 ------------------------------------------------------------------------------------------------
    def armor_ready(self, r: int) -> bool:
        """ルーク's normal attack lost on speed to a normal attack or a face card's special, never to an Ace's super
        (YM-9); the other's combo is over and he is not knocked down."""
        if self.chars[r] != "rook" or self.combat.get("outsped") != r or self.combat.get("armored"):
            return False
        return (self.move(r, *self.played[r]).combo == "normal" and rank(self.played[1 - r][0]) != "A"
                and self.down[r] != self.turn and len(self.armor_pairs(r)) > 0)

    def armor_pairs(self, r: int) -> list:
        suit = self.played[r][0][-1]
        same = sort_cards(c for c in self.hands[r] if c[-1] == suit and rank(c) != "X")
        return [f"{a}+{b}" for i, a in enumerate(same) for b in same[i + 1:]]

    def armor_choice(self, r: int) -> None:
        self.combat["armored"] = True
        self.choosing = {"player": r, "key": "armor", "left": 1, "resume": "end_combat"}
        self.phase, self.actor = "choose", r

    def choose_armor(self, p):
        return [Action("pick:none", text("使わない", "No"), {})] + [
            Action(f"pick:{pair}", text(f"{pair.replace('+', ' ')}を捨てて岩の鎧", f"Rock Armor: discard {pair.replace('+', ' ')}"),
                   {"cards": pair.split("+")}) for pair in self.armor_pairs(p)]

    def chose_armor(self, p, action_id):
        pair = action_id.split(":")[1]
        if pair != "none":
            self.choosing = None
            self.use(p, "rook_armor", pair, "combo")

    def pay_rook_armor(self, p, pair):
        for c in pair.split("+"):
            self.discard(p, c)
        return None

    def eff_rook_armor(self, p, pair):
        """His attack is not crushed: it hits and opens his combo (FAQ 1: the other may set a joker/bluff)."""
        card, half = self.played[p]
        self.open_combo(p, card, half, opened=True)
        return True
