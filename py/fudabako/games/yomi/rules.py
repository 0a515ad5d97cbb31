"""Yomi — rules (seed 000 "翻訳記事:Yomi ルールブック" and "Yomi 特殊能力表", rulings YM-1..YM-15 of shared/rulings/yomi.md).

IMPLEMENTED
- Character choice (options p1/p2: 0 = chosen at the table, both at once face down; 1-10 = fixed), HP, combo
  points, the 54-card decks of `cards.py`; starting hand 7; the first turn skips the draw (YM-2).
- Combat: one card face down on a chosen half, or カード無し (the other player then chooses again); reveal; Ace costs
  paid at once; the attack/throw/block/dodge/joker matrix with speeds and ties (YM-3); blocks returning and drawing;
  chip damage; dodges and their single counter-hit (any attack/throw, always an ender, extra damage allowed).
- Combos: combo points, starter/linker/ender/no-combo, normal chains (consecutive ascending numbers), extra-damage
  costs (the discarded cards use no combo points), multi-Ace supers inside a combo or as the counter-hit.
- Jokers: 金バースト (joker beats attack and throw, two Aces), 巻き戻し and bluffs: the loser may set one card face
  down exactly when more damage may follow (lost to a dodge, a normal, a starter/linker, or any move with extra
  damage); a joker prevents the damage of every move after the combat card (extra damage of the combat card
  included) and draws 2; knockdown and chain Aces still happen.
- The end: a player brought to 0 hit points loses at once, whatever is still to resolve, and one effect bringing
  both to 0 is a draw (YM-15). Every change of hit points goes through `change_hp`, which logs it with its cause.
- Knockdown (転倒) ends a combo on a knockdown move; next turn the downed player's dodges fail and a block of the
  other parity does not stop a normal attack (起き攻め). Beginner switches for jokers and knockdown (YM-1).
- Power-up: pairs / three / four of a kind (any rank, jokers only with jokers) and chain combos give Aces, searched
  from the deck and/or the discard pile (YM-5), together with 金バースト's Aces.
- 先制権 and ability windows (after draw, after reveal, end of combat, end of turn), YM-4; counters 根性, 煙隠れ
  (with its two extra cards) and 受け流し (the countered player draws) undo cost and effect (abilities.py).
- Abilities: グレイヴ 敵を知る, 格闘術, 鳥籠; ジャイナ 熱血, 変転自在, 残り火; ミドリ ドラゴン化, 変身, ドラゴンシフト;
  セツキ 狐の速力, 七つ道具袋; ルーク 岩の鎧, 蔓巻き, 石の壁; デグレイ 徳の優位, 屁理屈, 対位法, ゴースト・リポスト;
  ヴァレリー 闊達自在, 太筆描き, 俊速, 無限の創造性; ガイガー 時間停止, 時間湾曲, 研究開発; ラム チンチロリン,
  ジャックポット (the rulebook list's wording), ポーカー, ブラックジャック; アルガガルグ マークウッドの呪い, 防護結界,
  受け流し, バブルシールド. The audit's rulings: 蔓巻き (and バブルシールド) answer a blocked joker as a blocked attack
  (YM-8); 岩の鎧 only against a normal attack or a face card's special (YM-9); any throw ends 変身 (YM-10);
  敵を知る after every blocked attack, a new shown card replacing one not played (YM-11); 狐の速力 and
  ゴースト・リポスト's full combo only after dodging an attack or a joker (YM-12); 徳の優位 in trades too (YM-13);
  マークウッドの呪い skipped only at the end of the turn アルガガルグ was knocked down in (YM-14).

NOT YET (next sessions):
- AI: ai/yomi.py has `random`, `predictable`, `strong` (combat matrix + equilibrium, greedy elsewhere, the
  after-reveal turning abilities and counters to them valued on the revealed cards) and `yomi` (strong + reading
  of the combat kinds in the view's `history`, kills and knockdowns valued, face-down cards set in a mix of jokers
  and bluffs, 屁理屈, 熱血 and 研究開発 when they pay); `normal`, `easy` and the remaining abilities' choices
  (敵を知る, 時間停止 ...) are to come.
- The generic fuzz (test_fuzz, 2,000 games) takes ~0.11 s CPU a game here (long games, ~110 actions, each step
  cloning a state of two 54-card decks): ~215 s in all.

Decided here where the seed and rulings are silent (listed in texts.RULINGS; D6 and D15 gave way to YM-15 and YM-14):
- D1 An empty deck is remade from the shuffled discard pile when a card must be drawn.
- D2 A multi-Ace super may be chosen only with the other Aces it needs in hand; the engine discards them.
- D3 Trading attacks (same speed): each hit is a one-hit combo, so a knockdown move knocks down.
- D4 A rewinding joker draws 2 only if it prevented some damage.
- D5 A knocked-down player's dodge counts as no card (it loses to everything) and is discarded.
- D7 金バースト's two Aces are searched in the power-up phase, with the others.
- D8 When Aces are owed, a player may stop searching only while the discard pile holds no Ace (seed: the right
  may go unused only when the discard pile is short of Aces).
- D9 The power-up asks only a player who holds two cards of one rank (a pair or more).
- D10 ブラックジャック: no joker/bluff may be set against it (it is not combat damage); it stops only after a flip.
- D11 バブルシールド's one draw is the block's draw; the shield is attached instead of coming back.
- D12 A counter cannot itself be countered.
- D13 屁理屈 looks at the kind of the face-down half when it is revealed (before any turning).
- D14 蔓巻き's "normal throw" is a throw on a number card (2-10).
- D16 熱血 declares the whole set of cards at once, once a turn (the counter of FAQ 11 answers that declaration).
- D17 In an アルガガルグ mirror both hexes strike together at the end of the turn: both at 0 is a draw (YM-15).
"""

from functools import lru_cache

from fudabako.core import OFF_ON, Action, Game, Option, State, register, seat_name, text
from fudabako.core.piles import draw, take_out
from fudabako.core.protocol import copy_data

from .abilities import Abilities, LaterAbilities, MoreAbilities, ability_name, ability_text
from .carddata import CHARACTERS
from .cards import (CHARACTER_IDS, JOKERS, KIND_NAMES, MOVES, RANK_OF, SUITS, ByCharacter, card_name, character_name,
                    is_face, number, rank, sort_cards)
from .texts import RULES, RULINGS

HAND_SIZE = 7
CHAIN_ACES = {3: 1, 4: 2, 5: 3, 6: 4}  # normal attacks in a row → Aces; 6 needs ヴァレリー's any-order chains
SET_ACES = {2: 1, 3: 2, 4: 3}
ACES = tuple(f"A{s}" for s in SUITS)
# the distinct halves of each card (a card with the same move twice offers it once)
HALVES = ByCharacter(lambda c: {card: [0] if top == bottom else [0, 1] for card, (top, bottom) in MOVES[c].items()})
# the halves whose playability depends on the moment (dragon moves, multi-Ace supers)
CHECKED_PLAYS = ByCharacter(lambda c: {(card, h) for card, halves in MOVES[c].items()
                                       for h, m in enumerate(halves) if m.dragon or m.aces > 1})
NONE = Action("none", text("カード無し", "No card"), {})
NOBLUFF = Action("nobluff", text("伏せない", "Set nothing"), {})
END = Action("end", text("コンボ終了", "End the combo"), {})
DONE = Action("done", text("パワーアップ終了", "Done"), {})
STOP = Action("stop", text("探さない", "Stop searching"), {})
PASS = Action("pass", text("能力を使わない", "Pass"), {})
HEX = ability_text("argagarg", "char")  # マークウッドの呪い
# The outcome against "no card", and against a knocked-down player's dodge, which counts as none (D5)
NO_CARD_WORDS = {
    "hit": (text("カード無しに当たる", "hits: no card"),
            text("転倒中で回避できず当たる", "hits: a knocked-down player cannot dodge")),
    "joker": (text("ジョーカーがカード無しに当たる (金バースト)", "joker hits: no card (gold burst)"),
              text("転倒中で回避できずジョーカーが当たる (金バースト)",
                   "joker hits: a knocked-down player cannot dodge (gold burst)")),
}


# Actions are made once per card and half (legal_actions is asked for them at every step).
@lru_cache(maxsize=None)
def play_action(char: str, card: str, half: int) -> Action:
    m = MOVES[char][card][half]
    label = f"{card_name(card)} {m.name}".strip()
    return Action(f"play:{card}:{half}", text(f"{label} ({KIND_NAMES[m.kind]['ja']})", f"{label} ({KIND_NAMES[m.kind]['en']})"),
                  {"card": card, "half": half, "kind": m.kind})


@lru_cache(maxsize=None)
def combo_action(char: str, card: str, half: int) -> Action:
    m = MOVES[char][card][half]
    ja = f"{card_name(card)} {m.name or KIND_NAMES[m.kind]['ja']}"
    en = f"{card_name(card)} {m.name or KIND_NAMES[m.kind]['en']}"
    return Action(f"combo:{card}:{half}", text(f"{ja}を繋ぐ ({m.damage})", f"Follow with {en} ({m.damage})"),
                  {"card": card, "half": half, "damage": m.damage})


@lru_cache(maxsize=None)
def pump_action(card: str) -> Action:
    return Action(f"pump:{card}", text(f"{card_name(card)}を捨てて追加ダメージ", f"Discard {card_name(card)} for extra damage"),
                  {"card": card})


@lru_cache(maxsize=None)
def bluff_action(card: str) -> Action:
    return Action(f"bluff:{card}", text(f"{card_name(card)}を伏せる", f"Set {card_name(card)} face down"), {"card": card})


@lru_cache(maxsize=None)
def set_action(r: str, k: int) -> Action:
    return Action(f"set:{r}:{k}", text(f"{r}を{k}枚捨ててA{SET_ACES[k]}枚", f"Discard {k}× {r} for {SET_ACES[k]} Ace(s)"),
                  {"rank": r, "count": k})


@lru_cache(maxsize=None)
def search_action(card: str, source: str) -> Action:
    where = text("捨て札から", "from the discard pile") if source == "pile" else text("山札から", "from the deck")
    return Action(f"search:{card}", text(f"{where['ja']}{card_name(card)}", f"{card_name(card)} {where['en']}"),
                  {"card": card, "from": source})


PLAYER_NAMES = (seat_name(0), seat_name(1))


def player_name(p: int) -> dict:
    return PLAYER_NAMES[p]


class KnockedOut(Exception):
    """YM-15: a player's hit points reached 0 and the game is over at once; raised through whatever was resolving
    (so nothing still to resolve happens) and caught by `_apply`."""


class YomiState(Abilities, MoreAbilities, LaterAbilities, State):
    # --- setup ------------------------------------------------------------------------------------------
    def setup(self) -> None:
        picks = [self.options["p1"], self.options["p2"]]
        self.chars = [CHARACTER_IDS[c - 1] if c else None for c in picks]
        self.hp = [0, 0]
        self.hands = [[], []]
        self.decks = [[], []]  # face down, the top last: no order but the known places (core.piles)
        self.deck_known = [[0, 0], [0, 0]]  # each deck's cards with a known place: [on top, at the bottom]
        self.piles = [[], []]
        self.known = [[], []]  # cards in p's hand that the other player knows (returned blocks, searched Aces)
        self.turn = 0
        self.first = 0
        self.phase = "select"
        self.actor = None  # the one player to act outside the simultaneous choices
        self.pending = [None, None]
        self.played = [None, None]  # revealed combat cards: [card, half] or None (no card)
        self.field = [[], []]  # cards on the table this combat, in play order
        self.bluff = [None, None]  # the face-down joker/bluff card
        self.combo = None
        self.down = [-9, -9]  # the turn in which each player was knocked down
        self.owed = [0, 0]  # Aces to search in the power-up
        self.window = None
        self.combat = None
        self.powerup_order = []
        self.attached = [[], []]  # cards put beside the character (ミドリ's 変身)
        self.effects = [{}, {}]  # what abilities did this turn (俊速, 太筆描き, 防護結界, 屁理屈 ...)
        self.using = None  # an ability waiting for the other player's counter
        self.choosing = None  # a choice an ability asks for
        self.marked = [None, None]  # 敵を知る: [the card shown, the turn it was shown]
        self.peek = [[], []]  # 研究開発: the top cards taken off to be put back (seen by their owner only)
        self.slow = [-9, -9]  # チンチロリン J/Q/K: the turn in which this player's attacks and throws are slower
        self.outcome = None
        self.last = None  # the last combat, for the table: {"cards", "kinds", "text"}
        self.history = []  # each combat's revealed choices, for the reading AI: "kind0 kind1 down0down1"
        if None not in self.chars:
            self.start_game()
        else:
            self.say("キャラクターを選んでください", "Choose your characters")

    def start_game(self) -> None:
        for p in range(2):
            c = CHARACTERS[self.chars[p]]
            self.hp[p] = c["hp"]
            self.decks[p] = [c for c in sorted(MOVES[self.chars[p]]) if self.options["jokers"] or c not in JOKERS]
            self.draw(p, HAND_SIZE)
        self.say(f"公開: {character_name(self.chars[0])['ja']} 対 {character_name(self.chars[1])['ja']}",
                 f"Reveal: {character_name(self.chars[0])['en']} vs {character_name(self.chars[1])['en']}")
        self.start_turn()

    # --- cards ------------------------------------------------------------------------------------------
    def draw(self, p: int, n: int = 1) -> int:
        """Draw up to n cards; an empty deck is remade from the shuffled discard pile (D1)."""
        got = 0
        for _ in range(n):
            card = self.top_card(p)
            if card is None:
                break
            self.hands[p].append(card)
            got += 1
        return got

    def top_card(self, p: int) -> str | None:
        """The top card of p's deck, taken off it (None if deck and discard pile are both empty)."""
        if not self.decks[p]:
            if not self.piles[p]:
                return None
            self.decks[p], self.piles[p] = self.piles[p], []  # shuffled: each draw takes a card at random
            self.say(f"{player_name(p)['ja']}の山札を捨て札から作り直しました",
                     f"{player_name(p)['en']}'s deck is remade from the discard pile")
        return draw(self.rng, self.decks[p], self.deck_known[p])

    def shuffle_deck(self, p: int) -> None:
        """Shuffling decides nothing (each draw takes a card at random): it forgets the places known in the deck."""
        self.deck_known[p][:] = [0, 0]

    def take(self, p: int, card: str) -> None:
        """A card leaves p's hand."""
        self.hands[p].remove(card)
        if card in self.known[p]:
            self.known[p].remove(card)

    def discard(self, p: int, card: str) -> None:
        self.take(p, card)
        self.piles[p].append(card)

    def to_hand(self, p: int, card: str) -> None:
        """A card everyone has seen goes (back) to p's hand."""
        self.hands[p].append(card)
        self.known[p].append(card)

    def move(self, p: int, card: str, half: int):
        return MOVES[self.chars[p]][card][half]

    def dragon(self, p: int) -> bool:
        return bool(self.attached[p]) and self.chars[p] == "midori"

    def speed(self, p: int, m) -> int:
        """俊速 makes faster (never below 0.0); チンチロリン's J/Q/K makes 4.0 slower the turn after."""
        slow = 40 if self.slow[p] == self.turn else 0
        return max(0, m.speed - self.effects[p].get("speed", 0)) + slow

    def hit_damage(self, p: int, card: str, half: int) -> int:
        """A move's damage: 太筆描き adds 1 to each normal attack."""
        m = self.combo_move(p, card, half)
        return m.damage + (self.effects[p].get("bold", 0) if m.combo == "normal" else 0)

    def playable(self, p: int, card: str, half: int, hand=None) -> bool:
        """A half p may put into play now: dragon moves only in dragon form; supers with their other Aces (D2)."""
        m = MOVES[self.chars[p]][card][half]
        if m.dragon and not self.dragon(p):
            return False
        if m.aces <= 1:
            return True
        hand = self.hands[p] if hand is None else hand
        return sum(1 for c in hand if c[0] == "A" and c != card) >= m.aces - 1

    def pay_aces(self, p: int, card: str, half: int) -> None:
        """D2: the extra Aces of a multi-Ace super are discarded when it is revealed or played."""
        m = self.move(p, card, half)
        paid = [c for c in self.hands[p] if rank(c) == "A" and c != card][:max(m.aces - 1, 0)]
        for c in paid:
            self.discard(p, c)
        if paid:
            aces = " ".join(map(card_name, paid))
            self.say(f"{player_name(p)['ja']}は{m.name}のコストに{aces}を捨てます",
                     f"{player_name(p)['en']} discards {aces} to pay for {m.name}")

    # --- turn flow ----------------------------------------------------------------------------------------
    def start_turn(self) -> None:
        self.turn += 1
        if self.hp[0] != self.hp[1]:
            self.first = 0 if self.hp[0] < self.hp[1] else 1
            why_ja, why_en = "ヒットポイントが少ない", "fewer hit points"
        else:
            self.first = self.rng.below(2)
            why_ja, why_en = "ジャンケン", "janken"
        self.say(f"— ターン{self.turn} — 先制権: {player_name(self.first)['ja']} ({why_ja})",
                 f"— Turn {self.turn} — initiative: {player_name(self.first)['en']} ({why_en})")
        self.effects = [{}, {}]
        for p in range(2):
            if self.chars[p] == "setsuki" and len(self.hands[p]) <= 1:  # 狐の速力
                self.draw(p, 4)
                self.effects[p]["fox"] = True
                self.say(f"{player_name(p)['ja']}: 狐の速力 (4枚引く)", f"{player_name(p)['en']}: Speed of the Fox (draws 4)")
        if self.turn > 1:
            for p in range(2):
                self.draw(p)
            self.open_window("draw")
        else:
            self.begin_combat()

    def begin_combat(self) -> None:
        self.phase = "play"
        self.actor = None
        self.pending = [None, None]
        self.played = [None, None]

    def open_window(self, name: str) -> None:
        """YM-4: from the initiative player, each may use abilities until both pass in a row. Only players with an
        ability of this window whose public conditions hold are asked."""
        asked = [p for p in (self.first, 1 - self.first) if self.window_keys(p, name)]
        if not asked:
            self.after_window(name)
            return
        self.window = {"name": name, "passes": 0, "asked": asked}
        self.phase = "window"
        self.actor = asked[0]

    def after_window(self, name: str) -> None:
        self.window = None
        if name == "draw":
            self.begin_combat()
        elif name == "reveal":
            self.resolve_combat()
        elif name == "endcombat":
            self.begin_powerup()
        else:
            self.finish_turn()

    def is_down(self, p: int) -> bool:
        return self.options["knockdown"] == 1 and self.down[p] == self.turn - 1

    # --- decisions ---------------------------------------------------------------------------------------
    def to_move(self) -> list:
        if self.outcome is not None:
            return []
        if self.phase in ("select", "play"):
            return [p for p in range(2) if self.pending[p] is None]
        return [self.actor]

    def legal_actions(self, player: int) -> list:
        if player not in self.to_move():
            return []
        return getattr(self, f"choices_{self.phase}")(player)

    def choices_select(self, p: int) -> list:
        return [Action(f"char:{c}", text(f"{character_name(c)['ja']}を選ぶ", f"Choose {character_name(c)['en']}"),
                       {"character": c}) for c in CHARACTER_IDS]

    def play_choices(self, p: int, hand=None) -> list:
        hand = self.hands[p] if hand is None else hand
        c = self.chars[p]
        actions = []
        for card in sort_cards(hand):
            for half in HALVES[c][card]:
                if (card, half) not in CHECKED_PLAYS[c] or self.playable(p, card, half, hand):
                    actions.append(play_action(c, card, half))
        return actions

    def choices_play(self, p: int) -> list:
        return self.play_choices(p) + [NONE]

    def choices_rechoose(self, p: int) -> list:
        return self.play_choices(p)

    def choices_bluff(self, p: int) -> list:
        return [NOBLUFF] + [bluff_action(c) for c in sort_cards(set(self.hands[p]))]

    def choices_combo(self, p: int) -> list:
        actions = [END]
        c = self.chars[p]
        last = self.last_move()
        follow = last is None or not (self.combo["counter"] or self.ends(p, last))
        pumps = last is not None and last.pump is not None and self.combo["pumps"] < last.pump[1]
        for card in sort_cards(self.hands[p]):
            if pumps and self.can_pump(p, card):
                actions.append(pump_action(card))
            if follow:
                actions += [combo_action(c, card, half) for half in HALVES[c][card] if self.can_follow(p, card, half)]
        return actions

    def choices_powerup(self, p: int) -> list:
        actions = [DONE]
        ranks = sorted(RANK_OF[c] for c in self.hands[p])
        for i, r in enumerate(ranks):
            if i and ranks[i - 1] == r:  # the k-th card of a rank offers a set of k
                k = 2 if i < 2 or ranks[i - 2] != r else 3 if i < 3 or ranks[i - 3] != r else 4
                actions.append(set_action(r, k))
        return actions

    def choices_search(self, p: int) -> list:
        pile = [c for c in ACES if c in self.piles[p]]
        deck = [c for c in ACES if c in self.decks[p]]
        return ([] if pile else [STOP]) + [search_action(c, "pile") for c in pile] + [
            search_action(c, "deck") for c in deck]

    def choices_window(self, p: int) -> list:
        return [PASS] + self.ability_choices(p, self.window["name"])

    # --- applying -------------------------------------------------------------------------------------------
    def _apply(self, player: int, action_id: str) -> None:
        if self.phase not in ("select", "play"):
            self.reveal()  # done in the open (a bluff's card stays hidden, but that one was set is seen)
        try:
            getattr(self, f"do_{self.phase}")(player, action_id)
        except KnockedOut:
            pass  # YM-15: the game ended where the hit points reached 0

    def do_select(self, p: int, action_id: str) -> None:
        self.pending[p] = action_id
        if None in self.pending:
            return
        self.chars = [a.split(":")[1] for a in self.pending]
        self.pending = [None, None]
        self.reveal()
        self.start_game()

    def do_play(self, p: int, action_id: str) -> None:
        self.pending[p] = action_id  # the table shows who has chosen (and one's own choice) from the view
        if None in self.pending:
            return
        chosen = self.pending
        self.pending = [None, None]
        self.reveal()
        nones = [c == "none" for c in chosen]
        self.remember_choices(chosen, nones)
        if nones[0] != nones[1]:
            q = nones.index(False)  # the other player takes the card back and chooses again
            self.played[1 - q] = None
            self.say(f"{player_name(1 - q)['ja']}はカード無しを宣言。{player_name(q)['ja']}は選び直します",
                     f"{player_name(1 - q)['en']} plays no card; {player_name(q)['en']} chooses again")
            self.phase, self.actor = "rechoose", q
            return
        for q in range(2):
            self.played[q] = None if chosen[q] == "none" else [chosen[q].split(":")[1], int(chosen[q].split(":")[2])]
        self.after_reveal()

    def remember_choices(self, chosen: list, nones: list) -> None:
        """The kind of each revealed combat card ("-" for a card taken back after the other's カード無し: nobody
        sees it), and who was knocked down: what the reading AI counts per situation."""
        kinds = []
        for p in range(2):
            if nones[p] or any(nones):
                kinds.append("none" if nones[p] else "-")
            else:
                _, card, half = chosen[p].split(":")
                kinds.append(self.move(p, card, int(half)).kind)
        self.history.append(f"{kinds[0]} {kinds[1]} {int(self.is_down(0))}{int(self.is_down(1))}")

    def do_rechoose(self, p: int, action_id: str) -> None:
        card, half = action_id.split(":")[1:]
        self.played[p] = [card, int(half)]
        self.reveal()
        self.after_reveal()

    def after_reveal(self) -> None:
        """Reveal: the combat cards go onto the table, Ace costs are paid, then the after-reveal window."""
        self.say("公開: " + " / ".join(self.played_text(p, "ja") for p in range(2)),
                 "Reveal: " + " / ".join(self.played_text(p, "en") for p in range(2)))
        for p in range(2):
            if self.played[p]:
                card, half = self.played[p]
                self.take(p, card)
                self.field[p].append(card)
                self.pay_aces(p, card, half)
                self.effects[p]["used"] = [card]  # the cards of this turn's combo (熱血, チンチロリン)
        for p in range(2):
            m = self.move(p, *self.played[p]) if self.played[p] else None
            if self.dragon(p) and m and m.hits and not m.dragon:  # 変身 ends on a non-dragon attack or throw
                self.lose_form(p)
            for kind in self.effects[p].get("rhetoric", []):  # 屁理屈: the face-down card was of the named kind
                if self.played[1 - p] and self.move(1 - p, *self.played[1 - p]).kind == kind:
                    self.change_hp(p, 12, ability_name("degrey_rhetoric"))
        for p in range(2):
            if self.marked[p] and self.played[p] and self.marked[p] == [self.played[p][0], self.turn - 1]:
                self.marked[p] = None
                return self.know_search(p)  # 敵を知る: at once, like the Ace costs (FAQ グレイヴ 2)
        self.open_window("reveal")

    def played_text(self, p: int, lang: str) -> str:
        if not self.played[p]:
            return KIND_NAMES["none"][lang]
        card, half = self.played[p]
        m = self.move(p, card, half)
        speed = f" {m.speed / 10:.1f}" if m.speed is not None else ""
        return f"{card_name(card)} {m.name or ''} {KIND_NAMES[m.kind][lang]}{speed}".replace("  ", " ")

    def do_window(self, p: int, action_id: str) -> None:
        w = self.window
        if action_id != "pass":
            _, key, *arg = action_id.split(":", 2)
            label = next(a.label for a in self.ability_choices(p, w["name"]) if a.id == action_id)
            return self.use(p, key, arg[0] if arg else "", "window", label)
        w["passes"] += 1
        if w["passes"] >= len(w["asked"]):
            self.after_window(w["name"])
        else:
            self.actor = [q for q in w["asked"] if q != p][0] if len(w["asked"]) > 1 else p

    # --- combat ---------------------------------------------------------------------------------------------
    def kind(self, p: int) -> str:
        """The effective kind of p's combat card: a knocked-down player's dodge counts as no card (D5)."""
        if not self.played[p]:
            return "none"
        k = self.move(p, *self.played[p]).kind
        return "none" if k == "dodge" and self.is_down(p) else k

    def resolve_combat(self) -> None:
        """Decide the combat (seed 2b): who hits, who blocks, who dodges, who bursts."""
        kinds = [self.kind(0), self.kind(1)]
        moves = [self.move(p, *self.played[p]) if self.played[p] else None for p in range(2)]
        self.combat = {"returns": [False, False], "draws": [0, 0], "chip": [0, 0], "hit": None, "text": None}
        hitting = [k in ("attack", "throw") for k in kinds]
        if hitting[0] and hitting[1]:
            if kinds[0] != kinds[1]:
                w = kinds.index("attack")
                return self.win_hit(w, text("打撃は投げに勝つ", "attack beats throw"))
            a, b = self.speed(0, moves[0]), self.speed(1, moves[1])
            if a != b:
                self.combat["outsped"] = 0 if a > b else 1  # 岩の鎧
                return self.win_hit(0 if a < b else 1, text("速い方の勝ち", "the faster move wins"))
            if kinds[0] == "throw":
                return self.no_hit(text("同速の投げ: どちらも不発", "throws at the same speed: neither happens"))
            return self.trade()
        for w in range(2):
            q = 1 - w
            if hitting[w]:
                if kinds[q] == "none":
                    return self.win_hit(w, NO_CARD_WORDS["hit"][bool(self.played[q])])
                if kinds[q] == "joker":
                    return self.burst([q], text("ジョーカーは打撃と投げに勝つ (金バースト)", "joker beats attacks and throws (gold burst)"))
                if kinds[w] == "throw":
                    return self.win_hit(w, text("投げはガードと回避に勝つ", "throw beats block and dodge"))
                if kinds[q] == "block":
                    if self.okizeme(w, q):
                        return self.win_hit(w, text("起き攻め: 偶奇の違うガードは通常打撃を防げない",
                                                    "wake-up: a block of the other parity fails against a normal attack"))
                    return self.blocked(w, q)
                if moves[w].dragon:  # ドラゴン化: a dragon attack cannot be dodged
                    return self.win_hit(w, text("ドラゴン属性の打撃は回避できない", "dragon attacks cannot be dodged"))
                return self.dodged(q, text("回避は打撃に勝つ", "dodge beats attack"))
        if kinds == ["joker", "joker"]:
            return self.burst([0, 1], text("双方の金バースト", "both gold burst"))
        for j in range(2):
            if kinds[j] == "joker" and kinds[1 - j] == "none":
                return self.burst([j], NO_CARD_WORDS["joker"][bool(self.played[1 - j])])
        for d in range(2):
            if kinds[d] == "dodge" and kinds[1 - d] in ("joker", "none"):
                return self.dodged(d, text("回避から反撃", "dodge: a counter-hit"))
        for b in range(2):
            if kinds[b] == "block" and kinds[1 - b] == "joker":
                return self.blocked_joker(b)
        for b in range(2):
            if kinds[b] == "block":
                self.combat["returns"][b] = True
                self.combat["draws"][b] = int(kinds[1 - b] == "none")
        return self.no_hit(text("どちらもヒットしない", "nothing hits"))

    def okizeme(self, w: int, q: int) -> bool:
        """起き攻め: a downed player's block stops a normal attack only if both numbers have the same parity."""
        return (self.is_down(q) and self.move(w, *self.played[w]).combo == "normal"
                and number(self.played[w][0]) % 2 != number(self.played[q][0]) % 2)

    def outcome_text(self, why: dict) -> None:
        self.combat["text"] = why
        self.last = {"cards": [list(c) if c else None for c in self.played], "kinds": [self.kind(0), self.kind(1)],
                     "text": why}
        self.say(f"判定: {why['ja']}", f"Outcome: {why['en']}")

    def win_hit(self, w: int, why: dict) -> None:
        """w's combat card hits: a combo starts with it (the loser may set a joker/bluff first)."""
        self.outcome_text(why)
        card, half = self.played[w]
        self.open_combo(w, card, half, opened=True)

    def open_combo(self, w: int, card: str, half: int, opened: bool, ask: bool = True) -> None:
        """A combo starts with this hit: the combat card (`opened`: its damage cannot be rewound) or a move that
        opens one later (時間停止's throw, 岩の鎧); the loser may set a joker/bluff if more damage may follow."""
        q = 1 - w
        m = self.combo_move(w, card, half)
        damage = self.hit_damage(w, card, half)
        self.combo = {"player": w, "moves": [[card, half]], "cp": m.cp, "pumps": 0, "counter": False,
                      "opened": opened, "base": damage if opened else 0, "rest": 0 if opened else damage,
                      "chain": int(m.combo == "normal"), "best_chain": int(m.combo == "normal")}
        self.on_hit(w, card, m)
        may_follow = not opened or not self.ends(w, m) or m.pump is not None
        if ask and self.options["jokers"] and may_follow and self.hands[q] and self.bluff[q] is None:
            self.phase, self.actor = "bluff", q
        else:
            self.continue_combo()

    def on_hit(self, w: int, card: str, m) -> None:
        """As each of w's moves hits: a throw ends ミドリ's 変身, whatever move it is (YM-10: a dodge's counter-hit
        too); 無限の創造性 draws for each Ace move of ヴァレリー (FAQ 3: one per move; FAQ 4: a rewind does not
        stop it)."""
        if m.kind == "throw" and self.dragon(1 - w):
            self.lose_form(1 - w)
        if self.chars[w] == "valerie" and rank(card) == "A":
            self.draw(w)

    def dodged(self, d: int, why: dict) -> None:
        """d dodged: one counter-hit from the hand, always an ender (the loser may set a joker/bluff first)."""
        self.outcome_text(why)
        q = 1 - d
        dodged_hit = self.kind(q) in ("attack", "joker")  # the dodge abilities answer these, not "no card"
        if self.chars[d] == "lum" and rank(self.played[d][0]) == "A" and dodged_hit:
            return self.blackjack(d)  # FAQ ラム 8: only the blackjack (and no rewind: no combat damage follows)
        full = dodged_hit and bool(self.effects[d].get("fox")
                                   or self.chars[d] == "degrey" and rank(self.played[d][0]) == "A")
        self.combo = {"player": d, "moves": [], "cp": 0, "pumps": 0, "counter": not full, "opened": False,
                      "base": 0, "rest": 0,
                      "chain": 0, "best_chain": 0}  # 狐の速力 and ゴースト・リポスト: a full combo instead (YM-12)
        if self.options["jokers"] and self.hands[q]:
            self.phase, self.actor = "bluff", q
        else:
            self.continue_combo()

    def do_bluff(self, p: int, action_id: str) -> None:
        if action_id != "nobluff":
            card = action_id.split(":")[1]
            self.take(p, card)
            self.bluff[p] = card
            self.say(f"{player_name(p)['ja']}がカードを1枚伏せました (ジョーカーかブラフ)",
                     f"{player_name(p)['en']} sets a card face down (joker or bluff)")
            self.say(f"伏せたのは{card_name(card)}", f"You set {card_name(card)}", to=[p])
        if self.choosing and self.choosing["key"] == "stop":  # 時間停止 decides after the joker/bluff
            self.phase, self.actor = "choose", self.choosing["player"]
            return
        self.continue_combo()

    def continue_combo(self) -> None:
        """The combo player acts unless the combo is over for all to see: an empty hand, or a last move that ends
        the combo (or the counter-hit) with no extra damage left to pay."""
        c = self.combo
        w = c["player"]
        last = self.last_move()
        over = last is not None and (c["counter"] or self.ends(w, last)) and (
            last.pump is None or c["pumps"] >= last.pump[1])
        if not self.hands[w] or over:
            return self.end_combo()
        self.phase, self.actor = "combo", w

    def last_move(self):
        if not self.combo["moves"]:
            return None
        card, half = self.combo["moves"][-1]
        return self.combo_move(self.combo["player"], card, half)

    def can_pump(self, p: int, card: str) -> bool:
        m = self.last_move()
        if m is None or m.pump is None or self.combo["pumps"] >= m.pump[1]:
            return False
        want = m.pump[0]
        r = rank(card)
        return want == "*" or (want == "F" and is_face(card)) or want == r

    def can_follow(self, p: int, card: str, half: int) -> bool:
        """Whether `card` may be played next in p's combo (seed 2d)."""
        m = self.combo_move(p, card, half)
        if not m.hits or not self.playable(p, card, half):
            return False
        last = self.last_move()
        if last is None:  # after a dodge: any attack or throw opens (the counter-hit is an ender)
            return m.cp <= self.max_cp(p)
        if self.combo["counter"] or self.ends(p, last) or m.combo in ("starter", "no_combo"):
            return False
        if self.combo["cp"] + m.cp > self.max_cp(p):
            return False
        if m.combo == "normal" and last.combo == "normal" and self.chars[p] != "valerie":  # 闊達自在: any order
            return number(card) == number(self.combo["moves"][-1][0]) + 1
        return True

    def ends(self, p: int, m) -> bool:
        """Enders and no-combo moves end a combo; under the other's 防護結界 every move does."""
        return m.combo in ("ender", "no_combo") or self.effects[1 - p].get("ward", False)

    def max_cp(self, p: int) -> int:
        return CHARACTERS[self.chars[p]]["cp"]

    def do_combo(self, p: int, action_id: str) -> None:
        if action_id == "end":
            return self.end_combo()
        kind, card = action_id.split(":")[:2]
        c = self.combo
        self.effects[p].setdefault("used", []).append(card)
        if kind == "pump":
            m = self.last_move()
            self.discard(p, card)
            c["pumps"] += 1
            c["rest"] += m.pump[2]
            self.say(f"{player_name(p)['ja']}が{card_name(card)}を捨てて追加ダメージ+{m.pump[2]}",
                     f"{player_name(p)['en']} discards {card_name(card)} for +{m.pump[2]} damage")
        else:
            half = int(action_id.split(":")[2])
            m = self.combo_move(p, card, half)
            self.pay_aces(p, card, half)
            self.take(p, card)
            self.field[p].append(card)
            c["moves"].append([card, half])
            c["cp"] += m.cp
            c["pumps"] = 0
            c["base" if self.distorted(p, card, half) else "rest"] += self.hit_damage(p, card, half)  # 時間湾曲
            c["chain"] = c["chain"] + 1 if m.combo == "normal" and not c["counter"] else 0
            c["best_chain"] = max(c["best_chain"], c["chain"])
            self.say(f"{player_name(p)['ja']}: {card_name(card)} {m.name or KIND_NAMES[m.kind]['ja']} ({m.damage})",
                     f"{player_name(p)['en']}: {card_name(card)} {m.name or KIND_NAMES[m.kind]['en']} ({m.damage})")
            self.on_hit(p, card, m)
        self.continue_combo()

    def end_combo(self) -> None:
        """The combo ends: its damage lands, then the chain's Aces are owed."""
        c = self.combo
        w, q = c["player"], 1 - c["player"]
        n = len(c["moves"])
        self.land(c, text(f"コンボ{n}ヒット", f"{n}-hit combo"))
        self.owed[w] += CHAIN_ACES.get(min(c["best_chain"], 6), 0)
        self.combo = None
        if self.armor_ready(q):
            return self.armor_choice(q)
        self.end_combat()

    def land(self, c: dict, cause: dict, at_once: bool = True) -> None:
        """A combo's damage reaches the other player: 徳の優位 is counted, the face-down joker/bluff is revealed,
        時間湾曲 and バブルシールド answer the hit, then the damage and a knockdown (a rewind stops neither)."""
        w, q = c["player"], 1 - c["player"]
        self.high_ground(c)
        damage = c["base"] + (0 if self.reveal_bluff(q, c["rest"]) else c["rest"])
        if not c["moves"]:
            return
        self.struck(q)
        if damage and self.bubbled(q):
            damage = 0
        if damage and any(self.move(w, *mv).kind == "attack" for mv in c["moves"]):
            self.effects[w]["attack_damage"] = True
        self.change_hp(q, -damage, cause, at_once)
        if self.combo_move(w, *c["moves"][-1]).knockdown:
            self.knock_down(q)

    def change_hp(self, p: int, delta: int, cause: dict, at_once: bool = True) -> None:
        """Every change of hit points goes through here, so the log says each one with its cause and a player at 0
        loses at once (YM-15). Hits that land together (a trade, two hexes) pass `at_once=False`, then call
        `knock_out`: both at 0 is a draw."""
        self.hp[p] += delta
        who, hp = player_name(p), self.hp[p]
        if delta <= 0:  # a combo's 0 (rewound, shielded) is said too
            self.say(f"{cause['ja']}: {who['ja']}に{-delta}ダメージ (残り{hp})",
                     f"{cause['en']}: {-delta} damage to {who['en']} ({hp} left)")
        else:
            self.say(f"{cause['ja']}: {who['ja']}のHP+{delta} (HP {hp})", f"{cause['en']}: {who['en']} gains {delta} HP "
                     f"(HP {hp})")
        if at_once:
            self.knock_out()

    def reveal_bluff(self, q: int, rest: int) -> bool:
        """The face-down card is shown and discarded; True if it is a joker (it prevents `rest`, drawing 2 if
        that was some damage: D4)."""
        card = self.bluff[q]
        if card is None:
            return False
        self.bluff[q] = None
        self.piles[q].append(card)
        if card not in JOKERS:
            self.say(f"{player_name(q)['ja']}の伏せ札は{card_name(card)} (ブラフ)",
                     f"{player_name(q)['en']}'s card is {card_name(card)} (a bluff)")
            return False
        self.say(f"{player_name(q)['ja']}の伏せ札はジョーカー: 巻き戻しでダメージ{rest}を防ぎます",
                 f"{player_name(q)['en']}'s card is a joker: the rewind prevents {rest} damage")
        if rest > 0:
            self.draw(q, 2)
        return True

    def high_ground(self, c: dict) -> None:
        """徳の優位: with fewer cards in hand than the opponent, デグレイ's face cards in the combo deal that many more
        each (counted when the combo ends; a trade's hit is a one-hit combo, YM-13)."""
        w = c["player"]
        diff = len(self.hands[1 - w]) - len(self.hands[w])
        if self.chars[w] != "degrey" or diff <= 0:
            return
        for i, (card, _) in enumerate(c["moves"]):
            if is_face(card):
                c["base" if i == 0 and c["opened"] else "rest"] += diff  # the combat card's part is never rewound

    def knock_down(self, q: int) -> None:
        """q is down until the end of the next turn (nothing happens with the knockdown switch off, YM-1)."""
        if not self.options["knockdown"]:
            return
        self.down[q] = self.turn
        self.say(f"{player_name(q)['ja']}は転倒しました", f"{player_name(q)['en']} is knocked down")

    def trade(self) -> None:
        """YM-3: attacks at the same speed both hit; neither combos nor adds extra damage. Each hit is a one-hit
        combo (D3: knockdown applies), and the two land together: both at 0 is a draw (YM-15)."""
        self.outcome_text(text("同速の打撃: 相打ち", "attacks at the same speed: both hit"))
        for p in range(2):
            self.on_hit(p, self.played[p][0], self.move(p, *self.played[p]))
        for p in range(2):
            hit = {"player": p, "moves": [list(self.played[p])], "opened": True,
                   "base": self.hit_damage(p, *self.played[p]), "rest": 0}
            self.land(hit, text("相打ち", "Trade"), at_once=False)
        self.knock_out()
        self.end_combat()

    def blocked(self, w: int, b: int) -> None:
        """b blocks w's attack: chip damage to b; the block returns and draws a card."""
        self.outcome_text(text("ガードは打撃に勝つ", "block beats attack"))
        self.combat["chip"][b] = self.move(w, *self.played[w]).chip
        self.guard(b)
        block = rank(self.played[b][0])
        if self.chars[b] == "grave":
            self.effects[b]["blocked"] = self.played[b][0]  # 敵を知る may show a card at the end of combat
        if self.chars[b] == "rook" and block in ("3", "5"):
            return self.use(b, "rook_vines" if block == "3" else "rook_wall", "", "after_block")
        self.after_block()

    def blocked_joker(self, b: int) -> None:
        """b blocks a joker: the block returns and draws a card; 蔓巻き answers a joker as it does an attack (YM-8)."""
        self.outcome_text(text("ガードがジョーカーを止める", "block stops the joker"))
        self.guard(b)
        if self.chars[b] == "rook" and rank(self.played[b][0]) == "3":
            return self.use(b, "rook_vines", "", "end_combat")
        self.end_combat()

    def guard(self, b: int) -> None:
        """A block that stopped an attack or a joker comes back and draws a card (バブルシールド: attached instead)."""
        self.combat["returns"][b] = True
        self.combat["draws"][b] = 1
        self.bubble_block(b)

    def after_block(self) -> None:
        """The attacker's abilities on chip damage (after ルーク's blocks, which may have taken the chip away)."""
        w = 1 - next(b for b in range(2) if self.kind(b) == "block")
        chip = self.combat["chip"][1 - w]
        if self.chars[w] == "grave" and rank(self.played[w][0]) == "J" and chip:
            return self.use(w, "grave_trap", "", "end_combat")
        if self.chars[w] == "geiger" and self.spiral(w, *self.played[w]) and chip:
            return self.time_stop(w)
        self.end_combat()

    def burst(self, jokers: list, why: dict) -> None:
        """金バースト: a joker hit (an attack, a throw, no card or the other joker); its two Aces are owed (D7)."""
        self.outcome_text(why)
        for j in jokers:
            self.owed[j] += 2
        self.end_combat()

    def no_hit(self, why: dict) -> None:
        self.outcome_text(why)
        self.end_combat()

    def end_combat(self) -> None:
        """Seed 2e: chip damage; every card left on the table is discarded, except blocks going back to the hand."""
        for p in range(2):
            chip = self.combat["chip"][p]
            if chip:
                self.effects[1 - p]["attack_damage"] = True
                self.change_hp(p, -chip, text("削りダメージ", "Chip damage"))
            if (self.chars[p] == "degrey" and self.played[p] and rank(self.played[p][0]) == "A"
                    and self.kind(p) == "dodge" and self.kind(1 - p) != "throw"):
                self.combat["returns"][p] = True  # ゴースト・リポスト comes back unless thrown
        for p in range(2):
            returns = self.combat["returns"][p]
            for card in self.field[p]:
                if self.combat.get("bubble") == p and card == self.played[p][0]:
                    self.attached[p].append(card)  # バブルシールド stays beside the character
                elif returns and self.played[p] and card == self.played[p][0]:
                    self.to_hand(p, card)
                else:
                    self.piles[p].append(card)
            self.field[p] = []
            if self.combat["draws"][p]:
                self.draw(p, self.combat["draws"][p])
        self.open_window("endcombat")

    # --- power-up and the end of the turn -------------------------------------------------------------------
    def begin_powerup(self) -> None:
        self.powerup_order = [self.first, 1 - self.first]
        self.next_powerup()

    def next_powerup(self) -> None:
        while self.powerup_order:
            p = self.powerup_order[0]
            if self.has_set(p):
                self.phase, self.actor = "powerup", p
                return
            if self.owed[p]:
                return self.begin_search(p)
            self.powerup_order.pop(0)
        self.open_window("endturn")

    def has_set(self, p: int) -> bool:
        """D9: only a player holding two cards of a rank is asked about sets (so the table shows that the other
        has none, as a player across the table would see nobody discarding)."""
        return len({RANK_OF[c] for c in self.hands[p]}) < len(self.hands[p])

    def do_powerup(self, p: int, action_id: str) -> None:
        if action_id == "done":
            return self.begin_search(p)
        _, r, k = action_id.split(":")
        cards = [c for c in self.hands[p] if rank(c) == r][:int(k)]
        for c in cards:
            self.discard(p, c)
        self.owed[p] += SET_ACES[int(k)]
        self.say(f"{player_name(p)['ja']}が{' '.join(map(card_name, cards))}を捨ててA{SET_ACES[int(k)]}枚",
                 f"{player_name(p)['en']} discards {' '.join(map(card_name, cards))} for {SET_ACES[int(k)]} Ace(s)")
        if not self.has_set(p):
            self.begin_search(p)

    def begin_search(self, p: int) -> None:
        self.phase, self.actor = "search", p
        self.check_search(p)

    def check_search(self, p: int) -> None:
        if self.owed[p] > 0 and self.choices_search(p):
            return
        self.owed[p] = 0
        self.powerup_order.pop(0)
        self.next_powerup()

    def do_search(self, p: int, action_id: str) -> None:
        if action_id == "stop":
            self.owed[p] = 0
        else:
            card = action_id.split(":")[1]
            from_pile = card in self.piles[p]
            if from_pile:
                self.piles[p].remove(card)
            else:  # YM-5: taking from the deck shuffles it
                take_out(self.decks[p], self.deck_known[p], card)
                self.shuffle_deck(p)
            self.to_hand(p, card)
            self.owed[p] -= 1
            src = text("捨て札", "the discard pile") if from_pile else text("山札", "the deck")
            self.say(f"{player_name(p)['ja']}が{src['ja']}から{card_name(card)}を手札に",
                     f"{player_name(p)['en']} takes {card_name(card)} from {src['en']}")
        self.check_search(p)

    def finish_turn(self) -> None:
        for p in range(2):
            if self.chars[p] == "argagarg" and self.down[p] != self.turn:  # マークウッドの呪い (YM-14), +2 a shield
                self.change_hp(1 - p, -2 - 2 * len(self.attached[p]), HEX, at_once=False)  # D17: mirrors' together
            if self.marked[p] and self.marked[p][1] < self.turn:
                self.marked[p] = None  # 敵を知る lasts one turn
        self.knock_out()
        self.start_turn()

    def knock_out(self) -> None:
        """YM-15: a player at 0 hit points or less has lost (both at once: a draw), and the game ends here: nothing
        waits for a decision any more, and `KnockedOut` unwinds whatever was still to resolve."""
        out = [h <= 0 for h in self.hp]
        if not any(out):
            return
        self.outcome = [0.5, 0.5] if all(out) else [0.0 if o else 1.0 for o in out]
        self.phase, self.actor = "over", None
        self.window = self.using = self.choosing = self.combo = None
        if all(out):
            self.say("両者ダウン: 引き分け", "Both fall: a draw")
        else:
            w = out.index(False)
            self.say(f"{player_name(w)['ja']}の勝利!", f"{player_name(w)['en']} wins!")
        raise KnockedOut

    def result(self):
        return self.outcome

    # --- views ------------------------------------------------------------------------------------------------
    def seen_in_hand(self, p) -> list:
        """The cards of p's hand the other player has seen; once the game is over, all of them: a finished game
        hides nothing (its share link is the whole record), and both hands lie open on its table."""
        return self.hands[p] if self.phase == "over" else self.known[p]

    def _view(self, player) -> dict:
        mine = player is not None
        return {
            "chars": list(self.chars),
            "hp": list(self.hp),
            "max_hp": [CHARACTERS[c]["hp"] if c else 0 for c in self.chars],
            "turn": self.turn,
            "phase": self.phase,
            "actor": self.actor,
            "first": self.first,
            "hand": sort_cards(self.hands[player]) if mine else None,
            "hand_sizes": [len(h) for h in self.hands],
            "known": [sort_cards(self.seen_in_hand(p)) for p in range(2)],
            "deck_sizes": [len(d) for d in self.decks],
            "piles": [list(p) for p in self.piles],
            "field": [list(f) for f in self.field],
            "played": [list(c) if c else None for c in self.played],
            "bluff_set": [b is not None for b in self.bluff],
            "my_bluff": self.bluff[player] if mine else None,
            "my_peek": sort_cards(self.peek[player]) if mine else None,
            "peek_sizes": [len(k) for k in self.peek],
            "slow": list(self.slow),  # チンチロリン's J/Q/K: the turn each player's attacks and throws are slower
            "combo": copy_data(self.combo),
            "down": [self.is_down(p) for p in range(2)],
            "owed": list(self.owed),
            "window": copy_data(self.window),
            "attached": [list(a) for a in self.attached],
            "effects": copy_data(self.effects),
            "using": {k: v for k, v in self.using.items() if k != "snap"} if self.using else None,
            "choosing": copy_data(self.choosing),
            "last": copy_data(self.last),
            "history": list(self.history),
            "chosen": [c is not None for c in self.pending],
            "my_choice": self.pending[player] if mine else None,
        }

    def determinize(self, player, rng):
        """A copy in which the other player's cards that `player` has not seen trade places at random: the unknown
        hand cards, the face-down card, 研究開発's cards and the deck but for the places `player` knows (七つ道具袋's
        cards and a countered チンチロリン's come face up from the open table; only 研究開発, ガイガー's, puts back
        cards the other has not seen). A counter's snapshot trades them the same way. Both decks draw from `rng`
        from now on: the game's own chance would draw the real next cards."""
        other = self.clone()
        other.rng = rng.fork(1)
        q = 1 - player
        deck = self.decks[q]
        seen_on_top = 0 if self.chars[q] == "geiger" else self.deck_known[q][0]
        unseen = ([c for c in self.hands[q] if c not in self.seen_in_hand(q)] + deck[:len(deck) - seen_on_top]
                  + self.peek[q] + ([self.bluff[q]] if self.bluff[q] else []))
        dealt = list(unseen)
        rng.shuffle(dealt)
        swap = dict(zip(unseen, dealt))
        other.hands[q], other.decks[q], other.peek[q] = ([swap.get(c, c) for c in cards]
                                                         for cards in (self.hands[q], deck, self.peek[q]))
        other.bluff[q] = swap.get(self.bluff[q], self.bluff[q])
        if other.using and other.using["player"] == q and other.using["snap"]:  # a cost a counter would undo
            snap = other.using["snap"]
            for key in ("hands", "known", "piles", "decks", "attached", "field"):
                snap[key][q] = [swap.get(c, c) for c in snap[key][q]]
        if other.pending[q] is not None and other.phase == "play":
            other.pending[q] = rng.choice(other.choices_play(q)).id
        elif other.pending[q] is not None:
            other.pending[q] = rng.choice(other.choices_select(q)).id
        return other


@register
class Yomi(Game):

    id = "yomi"
    version = 4  # 2: the view carries the combat history (`history`); 3: decks have no order until drawn (a
    # record holds the outcomes of the draws, no longer a seed that ordered both decks at the start); 4: rulings
    # YM-8..YM-15 change what happens (a game of v3 need not replay)
    title = text("ヨミ", "Yomi")
    summary = text("格闘ゲームの読み合いをカードに。10人のキャラクター、コンボ、ジョーカー。",
                   "The reading of fighting games in cards: ten characters, combos and jokers.")
    options = (
        *(Option(f"p{p}", text(f"プレイヤー{p}のキャラクター", f"Player {p}'s character"), 0, 0, len(CHARACTER_IDS),
                 choices=(text("卓で選ぶ", "Choose at the table"), *map(character_name, CHARACTER_IDS)))
          for p in (1, 2)),
        Option("jokers", text("ジョーカー", "Jokers"), 1, 0, 1, ruling="YM-1", choices=OFF_ON),
        Option("knockdown", text("転倒と起き攻め", "Knockdown and wake-up"), 1, 0, 1, ruling="YM-1", choices=OFF_ON),
    )
    rulings = RULINGS
    rules = RULES
    state_class = YomiState
    fuzz_cost = 4  # random games run ~140 actions over two 54-card decks: 500 fuzz games take about a minute
    # of CPU (test_yomi_fuzz.py adds 200 cheaper games for each of the 100 pairings)
    # The longest real game: games take about 20 turns of ~7 actions. Over 25,000 random games (every pairing and
    # characters chosen at the table, jokers and knockdown on and off) and 20,000 between the AI levels (random,
    # predictable, strong, yomi in seven pairings): mean 97-139 actions, 99.9th percentile 235-367, longest 601
    # (strong against strong, a グレイヴ mirror of 76 turns). 3,000 is five times that game; two players who both
    # play no card every turn would never end, and 3,000 such actions replay in 0.07 s on CPython.
    max_actions = 3000

    def stats(self, state) -> dict:
        return {"turns": state.turn}


GAME = Yomi()
