"""BlackPoker 8th edition — the state machine on top of the core flow (`flow.py`). See the package docstring for
what is implemented so far.

Zones per player: `life` (top = last), `hand`, `grave` (top = last), `field` (characters), `fog`, `pack`, `rare`;
key cards of requests sit on the stage (or in the flow's task queue while an instant request resolves).

A life is a face-down pile without an order (`core.piles`): nothing decides its cards before they are drawn or
shown, so a record of the game (a save, a share link) holds the cards dealt so far and none of the future ones.
`placed[p] = [on top, at the bottom]` counts the cards of `p`'s life whose place is known (死の槍 puts cards on
top, 徴募 shows the top four and puts the rest under); a shuffle (サーチ, B・J) forgets them. The pack is not
decided either until its owner can know it: see `fix_life_top` and `decide_pack`.

A character: `{"id", "cards", "kind": "soldier" | "bulwark", "up" (face up), "driven", "born" (turn number), "ts"
(timestamp)}`. Its id changes whenever it leaves the field or splits, so a request aimed at it loses its target
(BP-9). A soldier's class follows its cards: 2+ cards 装備兵, A エース, J–K 英雄, Joker 魔術士 (一般兵 of size 0 in
ライト, BP-2), else 一般兵.

Raising an action is a sequence of actions, so a table can guide it step by step: `act:<name>`, then one choice per
slot — key cards (`key:<card>`), costs (`B:<bulwark id>`, `D:<card>`, `S:<character id>`; L needs no choice),
a card the effect uses (`card:<card>`), the target (`target:c<id>` a character, `target:p<seat>` a player,
`target:r<id>` a request) — or `cancel`. Only choices that can still complete a legal request are offered. The
last choice pays the costs and raises the request. Decisions inside an effect are actions too (`attacker:<id>`,
`block:<attacker>:<blocker>`, `done`, `draw:1` / `draw:0`, `twist:drive` / `twist:charge`, `discard:<card>`,
`pick:<card>`, ...).

BP-25: the turn player may not pass with an empty stage: it raises an action (エンド is always possible), so the flow
never idles; the other player gets a chance whenever a normal request is on the stage.

Rulings decided here (beyond BP-*):
- アタック chooses its attackers when it resolves (they are its effect: "アタッカーをドライブして指定する");
  ブロック's blockers are chosen by the defending player when ブロック resolves. Blocking does not drive.
- チャージ and ドロー triggered by エンド belong to the new turn player ("ターンプレイヤーかつ").
- Abilities "until the end of this turn" (アップ, ダウン, フォース) end when エンド resolves; the cards stay in their
  owner's fog until that owner's エンド, as 4.3.1 says ("自分のフォグにあるカード").
- ツイスト's controller chooses drive or charge when it resolves.
- A cost is paid in full or not at all: L needs a life card per L.
- 防壁設置 needs a card in hand (it has nothing to place otherwise); the card is chosen when raising it (it is
  instant: nothing can happen in between).
- The opponent sees a graveyard's top card only, not its size (2.11.1), and a life of 10 or more as "10+".
- When the first-player flips run a life out while still tied, the first player is drawn at random.
- The preset characters were not put on the field "this turn": they may attack on the first turn.
- 世代交代 counts every Joker / A / J / Q / K card leaving the field for the graveyard, face-down bulwarks included.
- 魔力増加 waives the cost of its controller's 速攻魔法 (a "your" ability).
- 対象変更 needs a different target (with none, nothing changes).
- 奇襲 turns each bulwark over like リバース (BP-23: the same character; whether it entered this turn carries over).
- B・J: the requests its S costs trigger wait until B・J has resolved (or been countered), then join the buffer.
- 罠カウンター (BP-19) is offered like a quick action while a request of the opponent holding a card identical to
  the rare card is on the stage.
- "数字" of a soldier in 死の槍 and 剣の雨 is its current size (as in BP-12).
- BP-21's per-turn declaration ("stop me only for attacks, the opponent's spells and end of turn"): either player
  may make it while holding the chance (not inside a build, a decision or the set-up choices); it is public, does
  not pass (its holder may still answer what is on the stage now) and lasts until エンド resolves; it may be
  withdrawn, and each is allowed once a player and turn (so random play cannot declare and withdraw forever); a
  player whose option is already "stop only for …" is not offered it. BP-26: auto-pass level 1 is the default, and
  the view's `stops_prompt` marks each player's first decision of each turn, where the table offers the
  declaration prominently (no extra decision: it is a legal action all turn).
"""

from __future__ import annotations

import functools

from fudabako.core import Action, Game, Option, Rng, State, piles, register, seat_name, text
from fudabako.core.protocol import copy_data

from .cards import ENTRY20, full_deck, is_joker, name, number, ranked, suit, triggers_succession
from .flow import CoreFlow, apply_abilities, request
from .texts import RULES, RULINGS

FORMATS = (text("ライト", "Lite"), text("スタンダード", "Standard"), text("プロ", "Pro"), text("マスター", "Master"))
FRAMES = (text("エントリー20", "Entry 20"), text("パック", "Pack"), text("レアパック", "Rare pack"),
          text("レアパックストラテジー", "Rare pack strategy"))
# Table 3.1: every legal format × frame pair, in the order of the regulation option
REGULATIONS = ((0, 0), (1, 0), (0, 1), (1, 1), (1, 2), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3))
HAND_LIMIT = 7
PACK_SIZE = 14


def _key(suits: str, lo: int, hi: int):
    return lambda card, keys: ranked(card, suits, lo, hi)


def _joker(card, keys):
    return is_joker(card)


def _same_suit_as_first(card, keys):
    return ranked(card, "", 1, 13) and suit(card) == suit(keys[0])


def _same_number_as_first(card, keys):
    return number(card) == number(keys[0])


def _royal(card, keys):
    """R・S・F: A, 10, J, Q, K of one suit, each once."""
    return (ranked(card, "", 1, 13) and number(card) in (1, 10, 11, 12, 13)
            and (not keys or suit(card) == suit(keys[0]))
            and all(number(card) != number(k) for k in keys))


def _spec(ja, en, since, speed, timing, cost="", keys=(), target=None, extra=(), once=False, spell=False,
          frame=0, fixed=False, rare=False):
    """`frame`: the first frame having it (1 パック); `fixed`: "カウンターアクションの対象にならない"; `rare`: its key
    card is the rare card."""
    return {"ja": ja, "en": en, "since": since, "speed": speed, "timing": timing, "cost": cost, "keys": keys,
            "target": target, "extra": extra, "once": once, "spell": spell, "frame": frame, "fixed": fixed,
            "rare": rare}


# act8.0 (4.3.1): the actions a player raises directly, in menu order. `since`: the first format having it.
# `spell`: type 速攻魔法 (its cost is waived by 魔力増加).
ACTIONS = {
    "bulwark": _spec("防壁設置", "Set a bulwark", 0, "instant", "main", "L", extra=("card",), once=True),
    "soldier": _spec("兵士召喚", "Summon a soldier", 0, "normal", "main", "BL", (_key("", 2, 10),)),
    "hero": _spec("英雄召喚", "Summon a hero", 0, "normal", "main", "BBL", (_key("", 11, 13),)),
    "ace": _spec("エース召喚", "Summon an ace", 0, "normal", "main", "L", (_key("", 1, 1),)),
    "mage": _spec("魔術士召喚", "Summon a mage", 1, "normal", "main", "BD", (_joker,)),
    "equip": _spec("装備", "Equip", 0, "normal", "main", "BL", (_key("", 1, 13),), "own_soldier_suit"),
    "return": _spec("帰還", "Return", 1, "normal", "quick", "B", (_key("", 1, 13), _same_suit_as_first), "own_char"),
    "attack": _spec("アタック", "Attack", 0, "normal", "main", once=True),
    "end": _spec("エンド", "End the turn", 0, "normal", "main"),
    "up": _spec("アップ", "Up", 0, "normal", "quick", "D", (_key("H", 1, 10),), "soldier", spell=True),
    "down": _spec("ダウン", "Down", 0, "normal", "quick", "D", (_key("S", 1, 10),), "soldier", spell=True),
    "twist": _spec("ツイスト", "Twist", 0, "normal", "quick", "D", (_key("D", 1, 10),), "char", spell=True),
    "counter": _spec("カウンター", "Counter", 0, "normal", "quick", "D", (_key("C", 1, 10),), "request",
                     spell=True),
    "breach": _spec("防壁破壊", "Break a bulwark", 0, "normal", "main", keys=(_key("H", 1, 13), _key("D", 1, 13)),
                    target="bulwark"),
    "throw": _spec("投擲", "Throw", 0, "normal", "main", keys=(_key("S", 1, 13), _key("C", 1, 13)),
                   target="opponent"),
    "spear": _spec("死の槍", "Spear of death", 1, "normal", "main", keys=(_key("S", 1, 13), _key("D", 1, 13)),
                   target="soldier"),
    "refill": _spec("防壁補充", "Refill bulwarks", 1, "normal", "main", keys=(_key("H", 1, 13), _key("C", 1, 13))),
    "reanimate": _spec("リアニメイト", "Reanimate", 1, "normal", "main", keys=(_key("S", 1, 13), _key("H", 1, 13)),
                       target="own_char"),
    "handes": _spec("ハンデス", "Hand destruction", 1, "normal", "main", keys=(_key("D", 1, 13), _key("C", 1, 13)),
                    target="opponent"),
    "search": _spec("サーチ", "Search", 0, "instant", "quick", keys=(_joker,), spell=True),
    # プロ
    "quicksummon": _spec("クイック召喚", "Quick summon", 2, "normal", "quick", "D", (_key("", 1, 1),)),
    "reunion": _spec("再会", "Reunion", 2, "normal", "quick", keys=(_key("H", 1, 10),) * 2, spell=True),
    "kill": _spec("キル", "Kill", 2, "normal", "quick", keys=(_key("S", 1, 10),) * 2, target="soldier", spell=True),
    "ceasefire": _spec("停戦", "Ceasefire", 2, "normal", "quick", keys=(_key("D", 1, 10),) * 2, target="judge",
                       spell=True),
    "retarget": _spec("対象変更", "Redirect", 2, "normal", "quick", keys=(_key("C", 1, 10),) * 2, target="targeted",
                      spell=True),
    "reverse": _spec("リバース", "Reverse", 2, "normal", "quick", keys=(lambda c, k: True, _same_number_as_first),
                     target="char", spell=True),
    # マスター
    "force": _spec("フォース", "Force", 3, "normal", "main", "BB", (_key("H", 1, 10),) * 2, fixed=True),
    "rain": _spec("剣の雨", "Rain of swords", 3, "normal", "main", "BB", (_key("S", 1, 10),) * 2, fixed=True),
    "recruit": _spec("徴募", "Recruit", 3, "normal", "main", "BB", (_key("D", 1, 10),) * 2, fixed=True),
    "ambush": _spec("奇襲", "Ambush", 3, "normal", "main", "BB", (_key("C", 1, 10),) * 2, fixed=True),
    "bj": _spec("B・J", "B.J.", 3, "normal", "quick", "SS", (_key("", 1, 1), lambda c, k: ranked(c, suit(k[0]), 11, 11)),
                spell=True),
    "rsf": _spec("R・S・F", "R.S.F.", 3, "normal", "quick", "BB", (_royal,) * 5, target="player", spell=True,
                 fixed=True),
    # frames (5.3.2)
    "open": _spec("パック開封", "Open the pack", 0, "instant", "quick", frame=1),
    "raredraw": _spec("レアドロー", "Rare draw", 0, "instant", "quick", frame=1),
    "raresummon": _spec("レア召喚", "Rare summon", 0, "normal", "quick", keys=(lambda c, k: True,), frame=1,
                        rare=True),
    "trap": _spec("罠カウンター", "Trap counter", 0, "normal", "quick", keys=(lambda c, k: True,), target="trap",
                  frame=1, rare=True),
}
# triggered actions (4.3.1): speed and timing
TRIGGERED = {
    "charge": ("チャージ", "Charge", "instant", "main"),
    "draw": ("ドロー", "Draw", "normal", "main"),
    "block": ("ブロック", "Block", "normal", "main"),
    "judge": ("ダメージ判定", "Damage check", "normal", "main"),
    "succession": ("世代交代", "Succession", "instant", "quick"),
}
COMBAT = ("attack", "block", "judge")  # requests a BP-21 "stop for attacks" player is asked on
# BP-21's per-turn declaration: its action ids (a free action of the chance holder) and their labels
STOPS = {"stops:turn": text("このターンはアタック・相手の魔法・エンドのときだけ止まる",
                            "This turn, stop me only for attacks, the opponent's spells and end of turn"),
         "stops:off": text("このターンも毎回止まる", "Stop me every time again")}
# A player's `stops` this turn: not declared (and not offered yet: BP-26), declared, withdrawn, or offered at the
# player's first decision of the turn and not taken (it stays on offer)
NOT_DECLARED, DECLARED, WITHDRAWN, OFFERED = 0, 1, 2, 3
AUTOPASS = ("autopass1", "autopass2")  # each seat's auto-pass option (BP-21)
# The actions a player may start while the chance is theirs outside their own main phase (in the other player's
# turn, or with a request on the stage): `autopass` asks only about these, every other one being out of timing
QUICK_ACTIONS = tuple(name_ for name_, spec in ACTIONS.items() if spec["timing"] != "main")
SLOT_PREFIX = {"key": "key:", "rare": "key:", "B": "B:", "D": "D:", "S": "S:", "card": "card:", "target": "target:"}


def action_name(name_: str) -> dict:
    if name_ in ACTIONS:
        return text(ACTIONS[name_]["ja"], ACTIONS[name_]["en"])
    ja, en, _, _ = TRIGGERED[name_]
    return text(ja, en)


def cards_text(cards) -> str:
    return " ".join(name(c) for c in cards)


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def char_text(owner: int, ch: dict, field: list, viewer=None) -> dict:
    """A character as the log and the labels name it: 「プレイヤー2の兵士 ♠7」 / "Player 2's soldier ♠7", its cards
    only where `viewer` may see them (face up, or its own); a bulwark among several of its owner's also by its place
    among them in field order (the table draws them so): 「プレイヤー2の2番目の防壁」 / "Player 2's 2nd bulwark".
    `ch` and `field` (the owner's) come from a state or from a view (where hidden cards are None)."""
    who = seat_name(owner)
    ja, en = ("兵士", "soldier") if ch["kind"] == "soldier" else ("防壁", "bulwark")
    walls = [c["id"] for c in field if c["kind"] == "bulwark"]
    if ch["kind"] == "bulwark" and len(walls) > 1:
        n = walls.index(ch["id"]) + 1
        ja, en = f"{n}番目の{ja}", f"{ordinal(n)} {en}"
    cards = ch["cards"] if ch["up"] or viewer == owner else None
    shown = f" {cards_text(cards)}" if cards else ""
    return text(f"{who['ja']}の{ja}{shown}", f"{who['en']}'s {en}{shown}")


def request_text(req: dict) -> dict:
    """A request by its controller, action and key cards: 「プレイヤー1のアップ(♥9)」 / "Player 1's Up (♥9)"."""
    who, label = seat_name(req["controller"]), action_name(req["name"])
    keys = f"({cards_text(req['keys'])})" if req["keys"] else ""
    return text(f"{who['ja']}の{label['ja']}{keys}", f"{who['en']}'s {label['en']}{' ' * bool(keys)}{keys}")


UNNAMED = text("", "")  # what a quiet state (a search's world) calls everything: it writes no log


def target_text(t: str, fields: list, requests: list, viewer=None) -> dict:
    """A target (`c<id>` a character, `p<seat>` a player, `r<id>` a request) by name, given both fields and the
    requests (those on the stage and those resolving)."""
    kind, n = t[0], int(t[1:])
    if kind == "p":
        return seat_name(n)
    if kind == "r":
        req = next((r for r in requests if r["id"] == n), None)
        return request_text(req) if req else text("取り消されたアクション", "a request no longer there")
    for q, field in enumerate(fields):
        for ch in field:
            if ch["id"] == n:
                return char_text(q, ch, field, viewer)
    return text("場を離れたキャラクター", "a character no longer on the field")


def choice_label(c: str, fields: list, requests: list, viewer=None) -> dict:
    """The words for a step id (a build slot or a decision), naming characters and requests as `target_text` does;
    the table uses it, through `view_text`, for the picks of a build it shows."""
    kind, _, v = c.partition(":")
    if kind in ("key", "D", "card", "pick", "discard", "prep-hand", "prep-rare", "rare"):
        what = {"key": ("キーカード", "key card"), "D": ("捨てる", "discard"), "card": ("出す", "place"),
                "pick": ("選ぶ", "choose"), "discard": ("捨てる", "discard"),
                "prep-hand": ("最初の手札に", "to the starting hand"),
                "prep-rare": ("レアカードに", "as the rare card"),
                "rare": ("代わりにレアカード", "the rare card instead")}[kind]
        return text(f"{what[0]}: {name(v)}", f"{what[1]}: {name(v)}")
    if kind in ("B", "S", "attacker", "target"):
        what = {"B": ("ドライブする防壁", "drive"), "S": ("墓地に移す", "sacrifice"),
                "attacker": ("アタッカー", "attacker"), "target": ("対象", "target")}[kind]
        named = target_text(v if kind == "target" else f"c{v}", fields, requests, viewer)
        return text(f"{what[0]}: {named['ja']}", f"{what[1]}: {named['en']}")
    if kind == "block":
        a, b = (target_text(f"c{x}", fields, requests, viewer) for x in v.split(":"))
        return text(f"{b['ja']}で{a['ja']}をブロック", f"block {a['en']} with {b['en']}")
    if kind == "top":
        return text(f"墓地の一番上: {name(v)}", f"on top of the graveyard: {name(v)}")
    if kind == "order":
        return text(f"次に置く: {name(v)}", f"place next: {name(v)}")
    fixed = {"done": ("決定", "Done"), "draw:1": ("もう1枚引く", "Draw one more"),
             "draw:0": ("引かない", "No more"), "twist:drive": ("ドライブ", "Drive"),
             "twist:charge": ("チャージ", "Charge"), "refill:1": ("1枚 (チャージ)", "One (charged)"),
             "refill:2": ("2枚 (ドライブ)", "Two (driven)"), "as:ace": ("エースとして", "As an ace"),
             "as:bulwark": ("防壁として", "As a bulwark"), "reverse:keep": ("そのまま", "Keep as is"),
             "reverse:charge": ("チャージ", "Charge"), "reverse:drive": ("ドライブ", "Drive")}
    return text(*fixed[c])


def view_text(view: dict, token: str) -> dict:
    """For the table: the words for a target token (`c12`, `p1`, `r5`: a request's or a fog mark's target) or a step
    id (`key:H5`, `B:12`, `target:c3`: a build's picks) as `view`'s player may read them."""
    fields = [seat["field"] for seat in view["seats"]]
    requests = view["stage"] + [t["req"] for t in view["flow"]["tasks"] if "req" in t]
    if ":" in token:
        return choice_label(token, fields, requests, view["viewer"])
    return target_text(token, fields, requests, view["viewer"])


class BlackPokerState(CoreFlow, State):
    # A world dealt for the computer's search (`from_view(..., quiet=True)`) writes no log: putting characters and
    # requests into words took a sixth of the search's time, for lines nobody reads
    quiet = False

    # --- set-up (2.9, chapter 5) ---------------------------------------------------------------------------------
    def setup(self) -> None:
        reg = self.options["regulation"]
        self.format, self.frame = REGULATIONS[reg]
        self.life, self.hand, self.grave, self.fog, self.field, self.pack = ([[], []] for _ in range(6))
        self.opened = [False, False]
        self.rare = [[], []]
        self.turn_no = 1
        self.used = []  # once-per-turn actions the turn player has raised this turn
        self.combat = None  # {"attackers": [ids], "blocks": {attacker id: [blocker ids]}}
        self.build = None  # {"action", "picks"}: the request the acting player is composing
        self.next_char = 1
        self.clock = 0  # timestamps (6.4.2)
        self.known = [[], []]  # cards of each hand the other player has seen going in (pruned as they leave)
        self.tops = []  # groups of cards just moved to a graveyard together, whose owner chooses the top (BP-18)
        self.prep = None  # レアパック(ストラテジー): {"player"} while the players choose from their decks
        self.stops = [NOT_DECLARED, NOT_DECLARED]  # BP-21's declaration per player, this turn
        self.placed = [[0, 0], [0, 0]]  # per life: how many cards on top and at the bottom have a known place
        self.pack_decided = [True, True]  # False while a pack's cards are still among its life's unplaced ones
        for p in range(2):
            self.life[p] = list(ENTRY20) if self.frame == 0 else full_deck(self.options["jokers"])
        self.flow_start(0)
        if self.frame >= 2:
            self.prep = {"player": 0}
            self.chance = None
        else:
            self.begin()

    def prep_options(self, p: int) -> list:
        """レアパックストラテジー: 3 cards for the hand first (ストラテジー); then the rare card."""
        kind = "prep-hand" if self.frame == 3 and len(self.hand[p]) < 3 else "prep-rare"
        return [f"{kind}:{c}" for c in sorted(self.life[p])]

    def prep_choose(self, p: int, action_id: str) -> None:
        kind, c = action_id.split(":")
        self.life[p].remove(c)
        (self.hand if kind == "prep-hand" else self.rare)[p].append(c)
        if kind == "prep-rare":
            if p == 0:
                self.prep = {"player": 1}
            else:
                self.prep = None
                self.reveal()  # the game starts: first-player cards are flipped
                self.begin()

    def begin(self) -> None:
        """The frame's set-up after the choices, then 2.9.2 and 2.9.3."""
        for p in range(2):
            if self.frame == 0:  # preset, then 2.9.1 (BP-1; a life has no order to shuffle)
                self.preset(p)
                self.hand[p] = [self.draw_life(p) for _ in range(HAND_LIMIT)]
            else:  # the pack (made once, BP-1; undecided: these are stand-ins, see `fix_life_top`), the life,
                # the preset; RPS draws up to 7
                self.pack[p] = self.life[p][-PACK_SIZE:]
                del self.life[p][-PACK_SIZE:]
                self.pack_decided[p] = False
                self.preset(p)
                if self.frame == 3:
                    self.hand[p] += [self.draw_life(p) for _ in range(HAND_LIMIT - len(self.hand[p]))]
        first = self.decide_first()
        self.flow_start(first)
        who = seat_name(first)
        reg = regulation_name(self.format, self.frame)
        self.say(f"{reg['ja']}。先攻は{who['ja']}", f"{reg['en']}. {who['en']} goes first")
        self.draw(first)  # 2.9.3
        self.autopass()

    def preset(self, p: int) -> None:
        """BP-2: the top card becomes a face-down charged bulwark, the next a face-up charged soldier."""
        self.place(p, [self.draw_life(p)], "bulwark")
        self.place(p, [self.draw_life(p)], "soldier")
        for ch in self.field[p]:
            ch["born"] = 0

    def decide_first(self) -> int:
        """2.9.2 / BP-3: flip the lives' top cards, the higher number goes first; the cards go to the graveyards."""
        while self.life[0] and self.life[1]:
            shown = [self.draw_life(p) for p in range(2)]
            for p in range(2):
                self.grave[p].append(shown[p])
            ja, en = (sep.join(f"{seat_name(p)[lang]} {name(shown[p])}" for p in range(2))
                      for lang, sep in (("ja", "、"), ("en", ", ")))
            self.say(f"先攻決定: {ja}", f"First player: {en}")
            if number(shown[0]) != number(shown[1]):
                return 0 if number(shown[0]) > number(shown[1]) else 1
        return self.rng.below(2)

    # --- characters -------------------------------------------------------------------------------------------
    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def place(self, p: int, cards: list, kind: str, driven: bool = False) -> dict:
        ch = {"id": self.next_char, "cards": list(cards), "kind": kind, "up": kind == "soldier", "driven": driven,
              "born": self.turn_no, "ts": self.tick()}
        self.next_char += 1
        self.field[p].append(ch)
        return ch

    def find(self, cid: int):
        """(owner, character) of a character on the field, or (None, None)."""
        for p in range(2):
            for ch in self.field[p]:
                if ch["id"] == cid:
                    return p, ch
        return None, None

    def soldier_class(self, ch: dict) -> str:
        cards = ch["cards"]
        if len(cards) > 1:
            return "equipped"
        c = cards[0]
        if is_joker(c):
            return "mage" if self.format >= 1 else "general"
        n = number(c)
        return "ace" if n == 1 else "hero" if n >= 11 else "general"

    def quick(self, ch: dict) -> bool:
        """The label 速攻."""
        cls = self.soldier_class(ch)
        return cls in ("ace", "mage") or (cls == "equipped" and any(number(c) == 1 for c in ch["cards"]))

    def size(self, owner: int, ch: dict) -> int:
        """A soldier's size under the fog's abilities (6.4.2: フォース is "your", アップ / ダウン "this")."""
        abilities = []
        for q in range(2):
            for f in self.fog[q]:
                if f["turn"] != self.turn_no:
                    continue
                if f["kind"] == "force" and q == owner:
                    abilities.append(("your", f["ts"], _adder(f["amount"])))
                elif f.get("target") == ch["id"]:
                    abilities.append(("this", f["ts"], _adder(f["amount"])))
        return apply_abilities(sum(number(c) for c in ch["cards"]), abilities)

    def remove(self, cid: int) -> tuple:
        p, ch = self.find(cid)
        self.field[p].remove(ch)
        return p, ch

    def kill(self, cid: int, cause: dict | None = None) -> None:
        """A character leaves the field for its owner's graveyard; logged as part of `cause`'s resolution, if any."""
        gone = self.named(f"c{cid}")
        p, ch = self.remove(cid)
        self.to_grave(p, ch["cards"], from_field=True)
        ja, en = f"{gone['ja']}は墓地へ", f"{gone['en']} goes to the graveyard"
        self.tell(cause, ja, en) if cause else self.say(ja, en)

    def to_grave(self, p: int, cards: list, from_field: bool = False) -> None:
        """Cards moved together: with two or more, their owner then chooses the top one (BP-18)."""
        if len(cards) > 1:
            self.tops.append({"owner": p, "cards": list(cards), "below": self.grave[p][-1:]})
        self.grave[p].extend(cards)
        if from_field:  # BP-15: one 世代交代 per Joker / A / J / Q / K card
            for c in cards:
                if triggers_succession(c):
                    self.trigger(self.triggered("succession", p))

    def triggered(self, name_: str, controller: int) -> dict:
        _, _, speed, timing = TRIGGERED[name_]
        return request(name_, controller, speed, timing)

    def damage(self, p: int, amount: int) -> int:
        """2.7 / BP-10: as many life cards as there are, up to `amount`, go to the graveyard."""
        taken = min(amount, len(self.life[p]))
        self.to_grave(p, [self.draw_life(p) for _ in range(taken)])
        return taken

    def show(self, p: int, cards: list) -> None:
        """Cards go into `p`'s hand in sight of the other player, who then knows them there (`known`)."""
        self.hand[p].extend(cards)
        self.known[p].extend(cards)

    def fix_life_top(self, p: int, n: int) -> list:
        """The top `n` cards of `p`'s life, top first, decided now as they are drawn or shown (`piles.fix_top`).

        While the pack is undecided, its cards and the life's unplaced ones are one unordered set of which `pack`
        holds mere stand-ins: as when the pack is dealt first from a shuffled deck, each card of that set has the
        same chance to be the life's next one, so the next card is drawn from the whole set and the stand-ins are
        taken from what is left. The pack is decided (`decide_pack`) when its owner first sees it or the whole life;
        once every card of the life has a known place, the pack is simply the rest (known without chance)."""
        life, placed = self.life[p], self.placed[p]
        if not self.pack_decided[p]:
            top, bottom = placed
            unplaced = len(life) - top - bottom
            size = len(self.pack[p])
            pile = life[:len(life) - top] + self.pack[p] + life[len(life) - top:]  # the pack among the unplaced
            piles.fix_top(self.rng, pile, placed, min(n, top + unplaced))
            self.pack[p], life[:] = pile[bottom:bottom + size], pile[:bottom] + pile[bottom + size:]
            self.pack_decided[p] = sum(placed) == len(life)
        return piles.fix_top(self.rng, life, placed, n)

    def draw_life(self, p: int) -> str:
        """The top card of `p`'s life (which must not be empty), taken."""
        self.fix_life_top(p, 1)
        return piles.draw(self.rng, self.life[p], self.placed[p])

    def decide_pack(self, p: int) -> None:
        """The pack's cards, decided when its owner first sees them (パック開封) or the whole life (サーチ, B・J: the
        pack is then what the life lacks): drawn from the pack's and the life's unplaced cards, as if the pack had
        been dealt first (see `fix_life_top`)."""
        if not self.pack_decided[p]:
            life, (top, bottom) = self.life[p], self.placed[p]
            unplaced = life[bottom:len(life) - top] + self.pack[p]
            self.pack[p] = piles.draw_many(self.rng, unplaced, None, len(self.pack[p]))
            life[bottom:len(life) - top] = unplaced
            self.pack_decided[p] = True

    def draw(self, p: int) -> None:
        if self.life[p]:
            c = self.draw_life(p)
            self.hand[p].append(c)
            self.say(f"{name(c)}を引きました", f"You drew {name(c)}", to=[p])

    # --- flow hooks -------------------------------------------------------------------------------------------
    def has_lost(self, player: int) -> bool:
        return not self.life[player]

    def target_lost(self, req: dict) -> bool:
        return self.why_lost(req) is not None

    def why_lost(self, req: dict) -> dict | None:
        """2.10.4 / BP-9: a target gone or split (a new id); BP-23: a character that no longer fits the target. The
        reason as the log tells it, or None."""
        gone = text("対象がいなくなったため、何もしません", "its target is gone: nothing happens")
        for t in req["targets"]:
            if t[0] == "r" and all(r["id"] != int(t[1:]) for r in self.stage):
                return gone
            if t[0] == "c":
                q, ch = self.find(int(t[1:]))
                if ch is None:
                    return gone
                if not self.fits(req["controller"], ACTIONS[req["name"]]["target"], q, ch, req["keys"]):
                    return text("対象が条件に合わなくなったため、何もしません", "its target no longer fits: nothing "
                                "happens")
        return None

    def finish(self, req: dict) -> None:
        """BP-11: the key cards left (the effect took those it placed) go to their owner's graveyard."""
        if req["data"].get("_lost"):
            self.tell(req, **self.why_lost(req))
        if req["keys"]:
            self.to_grave(req["controller"], req["keys"])
            req["keys"] = []
        self.buffer.extend(req["data"].pop("held", []))  # B・J's cost triggers

    def interject(self) -> list:
        if not self.tops:
            return []
        tops, self.tops = self.tops, []
        return [request("top", t["owner"], "instant", "quick", **t) for t in tops]

    def do_top(self, req, p, d):
        """BP-18: the owner of cards moved to the graveyard together chooses the one on top."""
        c = self.ask(p, "top", [f"top:{c}" for c in d["cards"]])[4:]
        grave = self.grave[p]
        at = [i for i, x in enumerate(grave) if x in d["cards"]]
        if c in grave and len(at) > 1:
            i, j = grave.index(c), at[-1]
            grave[i], grave[j] = grave[j], grave[i]

    def discarded(self, req: dict) -> None:
        named = request_text(req)
        self.say(f"{named['ja']}はステージが空でないため破棄されます", f"{named['en']} is discarded: the stage is "
                 "not empty")

    def effect(self, req: dict) -> None:
        getattr(self, "do_" + req["name"])(req, req["controller"], req["data"])

    def win_check(self) -> None:
        super().win_check()
        if self.winner is not None:
            who = seat_name(self.winner)
            self.say(f"{who['ja']}の勝利!", f"{who['en']} wins!")

    # --- the log: what each resolution did, in words ------------------------------------------------------------
    def requests(self) -> list:
        """The requests on the stage and those the flow is resolving (what a `r<id>` target may name)."""
        return self.stage + [t["req"] for t in self.tasks if "req" in t]

    def say(self, ja: str, en: str, to: list | None = None) -> None:
        if not self.quiet:
            super().say(ja, en, to)

    def named(self, t: str, viewer=None) -> dict:
        """A target token in words (`target_text`) as `viewer` may read it; the log's is everyone's (None)."""
        return UNNAMED if self.quiet else target_text(t, self.field, self.requests(), viewer)

    def tell(self, req: dict, ja: str, en: str) -> None:
        """A log line of what `req`'s resolution did: 「アップ (プレイヤー1): …」 / "Up (Player 1): …". Effects re-run
        from their start after each decision, so a line is told after the answers it depends on, never before a
        question still to come (it would be told again)."""
        if self.quiet:
            return
        who, label = seat_name(req["controller"]), action_name(req["name"])
        self.say(f"{label['ja']} ({who['ja']}): {ja}", f"{label['en']} ({who['en']}): {en}")

    # --- effects (4.3.1) --------------------------------------------------------------------------------------
    def target_char(self, req: dict):
        return self.find(int(req["targets"][0][1:]))

    def do_soldier(self, req, p, d, kind="soldier"):
        """兵士 / 英雄 / エース / 魔術士召喚 and 防壁設置: the key card onto the field."""
        ch = self.place(p, req["keys"], kind)
        req["keys"] = []
        named = self.named(f"c{ch['id']}")
        self.tell(req, f"{named['ja']}が場に出ました", f"{named['en']} enters the field")

    do_hero = do_ace = do_mage = do_soldier

    def do_bulwark(self, req, p, d):
        self.do_soldier(req, p, d, "bulwark")

    def do_equip(self, req, p, d):
        owner, ch = self.target_char(req)
        named = self.named(req["targets"][0])
        ch["cards"] = ch["cards"] + req["keys"]
        size = self.size(owner, ch)
        self.tell(req, f"{named['ja']}に{cards_text(req['keys'])}を装備 (サイズ{size})",
                  f"{named['en']} is equipped with {cards_text(req['keys'])} (size {size})")
        req["keys"] = []

    def do_return(self, req, p, d):
        owner, ch = self.target_char(req)
        named = self.named(req["targets"][0])
        if ch["driven"]:
            ja, en = f"{named['ja']}はドライブ状態なので戻りません", f"{named['en']} is driven and stays"
        else:
            self.remove(ch["id"])
            self.show(owner, ch["cards"]) if ch["up"] else self.hand[owner].extend(ch["cards"])
            ja, en = f"{named['ja']}が手札に戻りました", f"{named['en']} goes back to the hand"
        self.tell(req, f"{ja}。キーカード{cards_text(req['keys'])}も手札に",
                  f"{en}; the key cards {cards_text(req['keys'])} go to the hand")
        self.show(p, req["keys"])
        req["keys"] = []

    def do_end(self, req, p, d):
        discards = d.setdefault("discards", [])
        while len(self.hand[p]) > HAND_LIMIT:
            c = self.ask(p, "discard", [f"discard:{c}" for c in self.hand[p]])[8:]
            self.hand[p].remove(c)
            self.grave[p].append(c)
            discards.append(c)
        if discards:
            self.tell(req, f"手札から{cards_text(discards)}を捨てました", f"discards {cards_text(discards)}")
        self.to_grave(p, [c for f in self.fog[p] for c in f["cards"]])
        self.fog[p] = []
        self.turn = 1 - p
        self.turn_no += 1
        self.used = []
        self.combat = None
        self.stops = [NOT_DECLARED, NOT_DECLARED]
        who = seat_name(self.turn)
        self.say(f"{self.turn_no}ターン目: {who['ja']}のターン", f"Turn {self.turn_no}: {who['en']}'s turn")
        self.trigger(self.triggered("charge", self.turn))

    def do_charge(self, req, p, d):
        for ch in self.field[self.turn]:
            ch["driven"] = False
        self.tell(req, "キャラクターをすべてチャージ状態にしました", "every character is charged")
        self.trigger(self.triggered("draw", self.turn))

    def do_draw(self, req, p, d):
        if not d.get("drew"):
            d["drew"] = True
            self.draw(p)
        two = bool(self.life[p]) and self.ask(p, "draw", ["draw:1", "draw:0"]) == "draw:1"  # BP-4
        if two:
            self.draw(p)
        self.tell(req, f"{1 + two}枚引きました", f"draws {1 + two}")

    def attackers_possible(self, p: int, chosen: list) -> list:
        return [ch["id"] for ch in self.field[p] if ch["kind"] == "soldier" and not ch["driven"]
                and ch["id"] not in chosen and (ch["born"] < self.turn_no or self.quick(ch))]

    def do_attack(self, req, p, d):
        chosen = d.setdefault("attackers", [])
        while True:
            options = [f"attacker:{i}" for i in self.attackers_possible(p, chosen)]
            choice = self.ask(p, "attackers", options + ["done"]) if options else "done"
            if choice == "done":
                break
            chosen.append(int(choice.split(":")[1]))
        for cid in chosen:
            self.find(cid)[1]["driven"] = True
        self.combat = {"attackers": list(chosen), "blocks": {}}
        if chosen:
            named = [self.named(f"c{c}") for c in chosen]
            self.tell(req, "アタッカーは" + "、".join(n["ja"] for n in named),
                      "attackers: " + ", ".join(n["en"] for n in named))
            self.trigger(self.triggered("block", p))
        else:
            self.tell(req, "アタッカーなし", "no attackers")

    def block_options(self, defender: int) -> list:
        blocks = self.combat["blocks"]
        busy = {b for bs in blocks.values() for b in bs}
        out = []
        for a in self.combat["attackers"]:
            if self.find(a)[1] is None:
                continue
            mine = blocks.get(str(a), [])
            if any(self.find(b)[1] and self.find(b)[1]["kind"] == "bulwark" for b in mine):
                continue
            for ch in self.field[defender]:
                if ch["driven"] or ch["id"] in busy or (ch["kind"] == "bulwark" and mine):
                    continue
                out.append(f"block:{a}:{ch['id']}")
        return out

    def do_block(self, req, p, d):
        defender = 1 - p
        while self.combat:
            options = self.block_options(defender)
            choice = self.ask(defender, "blockers", options + ["done"]) if options else "done"
            if choice == "done":
                break
            _, a, b = choice.split(":")
            self.combat["blocks"].setdefault(a, []).append(int(b))
            blocker, attacker = self.named(f"c{b}"), self.named(f"c{a}")
            self.tell(req, f"{blocker['ja']}が{attacker['ja']}をブロック", f"{blocker['en']} blocks {attacker['en']}")
        if not (self.combat and self.combat["blocks"]):
            who = seat_name(defender)
            self.tell(req, f"{who['ja']}はブロックしません", f"{who['en']} does not block")
        self.trigger(self.triggered("judge", p))

    def do_judge(self, req, p, d):
        """BP-12..14; a flipped bulwark is face up (its card is told) until it goes to the graveyard."""
        if not self.combat:
            return
        for a in self.combat["attackers"]:
            owner, att = self.find(a)
            if att is None:
                continue
            named = self.named(f"c{a}")
            blockers = [self.find(b)[1] for b in self.combat["blocks"].get(str(a), [])]
            blockers = [b for b in blockers if b is not None]
            if not blockers:
                dealt = self.damage(1 - owner, max(0, self.size(owner, att)))
                who = seat_name(1 - owner)
                self.tell(req, f"{named['ja']}が{who['ja']}に{dealt}点のダメージ",
                          f"{named['en']} deals {dealt} damage to {who['en']}")
            elif blockers[0]["kind"] == "bulwark":
                wall = blockers[0]["cards"][0]
                hit = is_joker(wall) or number(wall) in {number(c) for c in att["cards"]}
                flipped = self.named(f"c{blockers[0]['id']}")
                ja, en = (("ジョーカーはアタッカーを倒します", "a Joker defeats the attacker") if is_joker(wall) else
                          ("アタッカーのカードと同じ数字で、アタッカーを倒します", "a number on the attacker's cards "
                           "defeats it") if hit else ("アタッカーは残ります", "the attacker survives"))
                self.tell(req, f"{flipped['ja']}をめくると{name(wall)}: {ja}",
                          f"{flipped['en']} turns over: {name(wall)}; {en}")
                blockers[0]["up"] = True
                if hit:
                    self.kill(a, req)
                self.kill(blockers[0]["id"], req)
            else:
                mine = self.size(owner, att)
                theirs = sum(self.size(1 - owner, b) for b in blockers)
                them = [self.named(f"c{b['id']}") for b in blockers]
                self.tell(req, f"{named['ja']} (サイズ{mine}) 対 {'、'.join(n['ja'] for n in them)} (サイズ{theirs})",
                          f"{named['en']} (size {mine}) against {', '.join(n['en'] for n in them)} (size {theirs})")
                if mine <= theirs:
                    self.kill(a, req)
                if mine >= theirs:
                    for b in blockers:
                        self.kill(b["id"], req)
        self.combat = None

    def do_up(self, req, p, d):
        self.fog_mark(req, p, "up", number(req["keys"][0]))

    def fog_mark(self, req, p, kind, amount):
        """The key cards go to the fog as a component (アップ / ダウン on their target, フォース on all own soldiers)."""
        target = int(req["targets"][0][1:]) if req["targets"] else None
        self.fog[p].append({"cards": req["keys"], "kind": kind, "target": target, "amount": amount,
                            "turn": self.turn_no, "ts": self.tick()})
        req["keys"] = []
        if target is not None:
            owner, ch = self.find(target)
            named, size = self.named(f"c{target}"), self.size(owner, ch)
            self.tell(req, f"{named['ja']}のサイズ{amount:+d} (このターン、サイズ{size})",
                      f"{named['en']} gets {amount:+d} this turn (size {size})")

    def do_down(self, req, p, d):
        owner, ch = self.target_char(req)
        n = number(req["keys"][0])
        if self.size(owner, ch) - n <= 0:
            named = self.named(req["targets"][0])
            self.tell(req, f"{named['ja']}のサイズ-{n}で0以下に", f"{named['en']} gets -{n}, down to 0 or less")
            self.kill(ch["id"], req)
        else:
            self.fog_mark(req, p, "down", -n)

    def do_twist(self, req, p, d):
        _, ch = self.target_char(req)
        ch["driven"] = self.ask(p, "twist", ["twist:drive", "twist:charge"]) == "twist:drive"
        named = self.named(req["targets"][0])
        ja, en = ("ドライブ状態", "driven") if ch["driven"] else ("チャージ状態", "charged")
        self.tell(req, f"{named['ja']}を{ja}にしました", f"{named['en']} is {en}")

    def do_counter(self, req, p, d):
        """BP-16."""
        rid = int(req["targets"][0][1:])
        target = next(r for r in self.stage if r["id"] == rid)
        named = request_text(target)
        if len(target["keys"]) == 2 or number(req["keys"][0]) >= number(target["keys"][0]):
            self.negate(rid)
            self.tell(req, f"{named['ja']}を打ち消しました", f"{named['en']} is countered")
        else:
            mine = name(req["keys"][0])
            self.tell(req, f"{mine}は{named['ja']}のキーカードより小さく、打ち消せません",
                      f"{mine} is lower than the key card of {named['en']}: nothing happens")

    def do_breach(self, req, p, d):
        self.kill(self.target_char(req)[1]["id"], req)

    def do_throw(self, req, p, d):
        self.hurt(req, int(req["targets"][0][1:]), number(next(c for c in req["keys"] if suit(c) == "S")))

    def hurt(self, req, p: int, amount: int, before: tuple = ("", "")) -> None:
        """`req` deals `amount` damage to `p` (as much as its life holds, BP-10), and tells it after `before`."""
        dealt, who = self.damage(p, amount), seat_name(p)
        self.tell(req, f"{before[0]}{who['ja']}に{dealt}点のダメージ", f"{before[1]}{dealt} damage to {who['en']}")

    def do_search(self, req, p, d):
        self.decide_pack(p)  # its owner sees the whole life
        if self.life[p]:
            c = self.ask(p, "search", [f"pick:{c}" for c in sorted(self.life[p])])[5:]
            self.life[p].remove(c)
            self.show(p, [c])
            self.tell(req, f"ライフから{name(c)}を手札に加え、ライフを切り直しました",
                      f"takes {name(c)} from the life and reshuffles it")
        self.placed[p][:] = [0, 0]  # "ライフを切りなおす": the places are forgotten

    def do_open(self, req, p, d):
        """パック開封: a card of the pack — or, instead, the rare card — to the hand; the pack is open."""
        self.decide_pack(p)
        choice = self.ask(p, "pack", [f"pick:{c}" for c in sorted(self.pack[p])] + [f"rare:{c}" for c in self.rare[p]])
        c = choice.split(":")[1]
        rare = choice.startswith("rare:")
        (self.rare if rare else self.pack)[p].remove(c)
        self.show(p, [c])
        self.opened[p] = True
        ja, en = ("代わりにレアカード", "the rare card ") if rare else ("", "")
        self.tell(req, f"パックを開封し、{ja}{name(c)}を手札に加えました", f"opens the pack and takes {en}{name(c)}"
                  + (" instead" if rare else ""))

    def do_succession(self, req, p, d):
        """世代交代 / BP-15: mill until a Joker / A / J / Q / K, which goes to the hand. BP-22: both players see every
        card as it comes off the life (the log names them all)."""
        milled = []
        while self.life[p]:
            c = self.draw_life(p)
            if triggers_succession(c):
                self.show(p, [c])
                ja, en = (f"{cards_text(milled)}を墓地へ送り、", f"mills {cards_text(milled)} and ") if milled else ("", "")
                self.tell(req, f"{ja}{name(c)}を手札に加えました", f"{en}takes {name(c)}")
                return
            self.grave[p].append(c)
            milled.append(c)
        self.tell(req, f"{cards_text(milled)}を墓地へ送り、ライフが尽きました", f"mills {cards_text(milled)}: the "
                  "life is empty") if milled else self.tell(req, "ライフが空でした", "the life is empty")

    # Standard
    def do_spear(self, req, p, d):
        owner, ch = self.target_char(req)
        named = self.named(req["targets"][0])
        size = self.size(owner, ch)
        div = number(next(c for c in req["keys"] if suit(c) == "D"))
        if size != 0 and size % div == 0:
            order = self.arrange(owner, d, ch["cards"])  # BP-24: "任意の順" is the owner's; the last ends on top
            self.remove(ch["id"])
            piles.put_on_top(self.life[owner], self.placed[owner], order)
            self.hurt(req, owner, number(next(c for c in req["keys"] if suit(c) == "S")),
                      (f"{named['ja']}をライフの上に戻し、", f"{named['en']} goes back on top of the life; "))
        else:
            self.tell(req, f"{named['ja']}のサイズ{size}は{div}で割り切れる正の数ではなく、何もしません",
                      f"{named['en']}'s size {size} is not a positive multiple of {div}: nothing happens")

    def arrange(self, p: int, d: dict, cards: list) -> list:
        """The order `p` chooses for `cards`, one card at a time (`order:<card>`, first chosen first placed)."""
        order = d.setdefault("order", [])
        while len(order) < len(cards) - 1:
            order.append(self.ask(p, "order", [f"order:{c}" for c in cards if c not in order])[6:])
        return order + [c for c in cards if c not in order]

    def do_refill(self, req, p, d):
        two = len(self.life[p]) >= 2 and self.ask(p, "refill", ["refill:1", "refill:2"]) == "refill:2"
        n = 2 if two else min(1, len(self.life[p]))
        for _ in range(n):
            self.place(p, [self.draw_life(p)], "bulwark", driven=two)
        ja, en = ("ドライブ状態", "driven") if two else ("チャージ状態", "charged")
        self.tell(req, f"ライフから防壁を{n}体出しました ({ja})", f"sets {n} {en} bulwark{'s' * (n != 1)} from the life")

    def do_reanimate(self, req, p, d):
        if not self.grave[p]:
            self.tell(req, "墓地が空なので、何もしません", "the graveyard is empty: nothing happens")
            return
        c = self.ask(p, "reanimate", [f"pick:{c}" for c in sorted(set(self.grave[p]))])[5:]
        _, ch = self.target_char(req)
        self.kill(ch["id"], req)
        self.grave[p].remove(c)
        self.place(p, [c], "soldier")
        self.tell(req, f"墓地の{name(c)}を兵士として場に出しました", f"{name(c)} comes back from the graveyard as a "
                  "soldier")

    def do_handes(self, req, p, d):
        them = int(req["targets"][0][1:])
        who = seat_name(them)
        if self.hand[them]:
            c = self.ask(p, "handes", [f"pick:{c}" for c in sorted(self.hand[them])])[5:]
            self.hand[them].remove(c)
            self.grave[them].append(c)
            self.tell(req, f"{who['ja']}の手札から{name(c)}を捨てさせました", f"{who['en']} discards {name(c)}")
        else:
            self.tell(req, f"{who['ja']}の手札は空でした", f"{who['en']}'s hand is empty")

    # プロ
    def do_quicksummon(self, req, p, d):
        as_ace = self.ask(p, "quicksummon", ["as:ace", "as:bulwark"]) == "as:ace"
        self.do_soldier(req, p, d, "soldier" if as_ace else "bulwark")

    def do_reunion(self, req, p, d):
        if self.grave[p]:
            c = self.ask(p, "reunion", [f"pick:{c}" for c in sorted(set(self.grave[p]))])[5:]
            self.grave[p].remove(c)
            self.show(p, [c])
            self.tell(req, f"墓地の{name(c)}を手札に加えました", f"takes {name(c)} back from the graveyard")
        else:
            self.tell(req, "墓地が空なので、何もしません", "the graveyard is empty: nothing happens")

    def do_kill(self, req, p, d):
        self.kill(self.target_char(req)[1]["id"], req)

    def do_ceasefire(self, req, p, d):
        named = self.named(req["targets"][0])
        self.negate(int(req["targets"][0][1:]))
        self.tell(req, f"{named['ja']}を取り消しました", f"{named['en']} is called off")

    def do_retarget(self, req, p, d):
        """対象変更 / BP-17: any other target the redirected request could take, this request included where it fits
        (decided: "変更する" asks for a different target; with none, nothing changes)."""
        rid = int(req["targets"][0][1:])
        other = next(r for r in self.stage if r["id"] == rid)
        kind = ACTIONS[other["name"]]["target"]
        picks = [f"key:{k}" for k in other["keys"]]
        options = [t for t in self.targets(other["controller"], kind, picks, [])
                   if t != f"r{rid}" and t not in other["targets"]]
        if kind in ("request", "judge", "targeted", "trap") and self.aimable(other["controller"], kind, req, picks):
            options.append(f"r{req['id']}")
        named = request_text(other)
        if options:
            other["targets"] = [self.ask(p, "retarget", [f"target:{t}" for t in options])[7:]]
            now = self.named(other["targets"][0])
            self.tell(req, f"{named['ja']}の対象を{now['ja']}に変えました", f"{named['en']} now aims at {now['en']}")
        else:
            self.tell(req, f"{named['ja']}にはほかの対象がなく、何もしません",
                      f"{named['en']} has no other target: nothing happens")

    def do_reverse(self, req, p, d):
        """リバース: drive / charge if wished, then a soldier becomes one bulwark per card and a bulwark a soldier;
        it is no longer an attacker or blocker. BP-23: a one-card character stays itself (`turn_over`), a soldier of
        several cards splits into new characters (what aimed at it loses its target)."""
        owner, ch = self.target_char(req)
        state = self.ask(p, "reverse", ["reverse:keep", "reverse:charge", "reverse:drive"])
        driven = ch["driven"] if state == "reverse:keep" else state == "reverse:drive"
        before = self.named(req["targets"][0])
        if self.combat:  # リバース 4
            cid = ch["id"]
            self.combat["attackers"] = [a for a in self.combat["attackers"] if a != cid]
            self.combat["blocks"].pop(str(cid), None)
            for blockers in self.combat["blocks"].values():
                blockers[:] = [b for b in blockers if b != cid]
        if len(ch["cards"]) == 1:
            self.turn_over(ch, driven)
            after = self.named(req["targets"][0])
        else:
            self.remove(ch["id"])
            for c in ch["cards"]:
                self.place(owner, [c], "bulwark", driven)["born"] = ch["born"]
            n = len(ch["cards"])
            after = text(f"防壁{n}体", f"{n} bulwarks")
        ja, en = ("ドライブ状態", "driven") if driven else ("チャージ状態", "charged")
        self.tell(req, f"{before['ja']}が{after['ja']}になりました ({ja})", f"{before['en']} becomes {after['en']} ({en})")

    def turn_over(self, ch: dict, driven: bool) -> None:
        """A one-card soldier becomes a bulwark or a bulwark a soldier, still the same character (BP-23); what it
        received before is gone (fog marks aimed at it aim at nothing now); whether it entered this turn carries
        over."""
        ch["kind"] = "bulwark" if ch["kind"] == "soldier" else "soldier"
        ch["up"] = ch["kind"] == "soldier"
        ch["driven"] = driven
        for fog in self.fog:
            for f in fog:
                if f["target"] == ch["id"]:
                    f["target"] = None

    # マスター
    def do_force(self, req, p, d):
        amount = sum(number(c) for c in req["keys"])
        self.fog_mark(req, p, "force", amount)
        who = seat_name(p)
        self.tell(req, f"このターン、{who['ja']}の兵士すべてのサイズ+{amount}",
                  f"{who['en']}'s soldiers get +{amount} this turn")

    def do_rain(self, req, p, d):
        limit = sum(number(c) for c in req["keys"])
        doomed = [ch["id"] for q in range(2) for ch in self.field[q] if ch["kind"] == "soldier"
                  and self.size(q, ch) <= limit]
        self.tell(req, f"サイズ{limit}以下の兵士はすべて墓地へ", f"every soldier of size {limit} or less goes to the "
                  "graveyard")
        for cid in doomed:
            self.kill(cid, req)

    def do_recruit(self, req, p, d):
        """徴募: the top four are shown; those up to the keys' sum become driven soldiers, the rest go under the life
        in the order the controller chooses (the first chosen lowest)."""
        limit = sum(number(c) for c in req["keys"])
        if "shown_cards" not in d:
            d["shown_cards"] = shown = self.fix_life_top(p, 4)  # top first; they keep their places until placed
            self.tell(req, f"ライフの上から{cards_text(shown)}をめくりました", f"shows the top of the life: "
                      f"{cards_text(shown)}")
        shown = d["shown_cards"]
        rest = self.arrange(p, d, [c for c in shown if number(c) > limit])
        soldiers = [c for c in piles.draw_many(self.rng, self.life[p], self.placed[p], len(shown))  # the shown ones
                    if number(c) <= limit]
        for c in soldiers:
            self.place(p, [c], "soldier", driven=True)
        piles.put_under(self.life[p], self.placed[p], rest)
        ja, en = (f"{cards_text(soldiers)}をドライブ状態の兵士として場に出し、", f"{cards_text(soldiers)} "
                  f"{'enter' if len(soldiers) > 1 else 'enters'} the field driven; ") if soldiers else ("", "")
        self.tell(req, f"{ja}{len(rest)}枚をライフの下に置きました", f"{en}{len(rest)} go under the life")

    def do_ambush(self, req, p, d):
        walls = [ch for ch in self.field[p] if ch["kind"] == "bulwark"]
        for ch in walls:
            self.turn_over(ch, ch["driven"])
        for ch in self.field[p]:
            if ch["kind"] == "soldier":
                ch["driven"] = False
        turned = cards_text(c for ch in walls for c in ch["cards"])
        self.tell(req, f"防壁をすべて兵士 ({turned}) にし、兵士をすべてチャージ状態にしました",
                  f"every bulwark becomes a soldier ({turned}) and every soldier is charged")

    def do_bj(self, req, p, d):
        taken = d.setdefault("taken", [])
        self.decide_pack(p)  # its owner sees the whole life
        while len(taken) < 2 and self.life[p]:
            c = self.ask(p, "bj", [f"pick:{c}" for c in sorted(self.life[p])] + ["done"])
            if c == "done":
                break
            taken.append(c[5:])
            self.life[p].remove(c[5:])
            self.show(p, [c[5:]])
        self.placed[p][:] = [0, 0]  # "ライフを切りなおす"
        ja, en = (f"ライフから{cards_text(taken)}を手札に加え、", f"takes {cards_text(taken)} from the life and ")
        self.tell(req, f"{ja if taken else ''}ライフを切り直しました", f"{en if taken else ''}reshuffles it")

    def do_rsf(self, req, p, d):
        self.hurt(req, int(req["targets"][0][1:]), 40)

    # frames
    def do_raredraw(self, req, p, d):
        n = len(self.rare[p])
        self.hand[p].extend(self.rare[p])
        self.rare[p] = []
        self.tell(req, f"レアカード{n}枚を手札に加えました", f"takes {n} rare card{'s' * (n != 1)} into the hand")

    do_raresummon = do_soldier

    def do_trap(self, req, p, d):
        target = next(r for r in self.stage if r["id"] == int(req["targets"][0][1:]))
        named = request_text(target)
        if any(k in target["keys"] for k in req["keys"]):
            self.negate(target["id"])
            self.tell(req, f"{named['ja']}を打ち消しました", f"{named['en']} is countered")
        else:
            self.tell(req, f"{named['ja']}にはレアカードと同じカードがなく、何もしません",
                      f"{named['en']} holds no card identical to the rare card: nothing happens")

    # --- raising actions (2.10.3) ------------------------------------------------------------------------------
    def cost(self, p: int, name_: str) -> str:
        """The cost after abilities: 魔力増加 waives the cost of its controller's 速攻魔法 ("your", 6.4.2)."""
        spec = ACTIONS[name_]
        if not spec["spell"] or not spec["cost"] or self.format == 0:
            return spec["cost"]
        abilities = [("your", ch["ts"], lambda c: "") for ch in self.field[p]
                     if ch["kind"] == "soldier" and self.soldier_class(ch) == "mage"]
        return apply_abilities(spec["cost"], abilities)

    def slots(self, p: int, name_: str) -> tuple:
        """The choices raising `name_` takes: key cards, costs (L needs none), cards the effect uses, the target."""
        return _slots(name_, self.cost(p, name_))

    def candidates(self, p: int, slot: tuple, picks: list) -> list:
        kind, arg = slot
        values = [x.split(":", 1)[1] for x in picks]
        used_cards = [v for x, v in zip(picks, values) if x[0] in "kDc"]
        used_chars = [int(v) for x, v in zip(picks, values) if x[0] in "BS"]
        prefix = SLOT_PREFIX[kind]
        if kind == "key":
            keys = [v for x, v in zip(picks, values) if x.startswith("key:")]
            out = [c for c in self.hand[p] if c not in used_cards and arg(c, keys)]
        elif kind == "rare":
            out = list(self.rare[p])
        elif kind in ("D", "card"):
            out = [c for c in self.hand[p] if c not in used_cards]
        elif kind == "B":
            out = [ch["id"] for ch in self.field[p] if ch["kind"] == "bulwark" and not ch["driven"]
                   and ch["id"] not in used_chars]
        elif kind == "S":
            out = [ch["id"] for ch in self.field[p] if ch["id"] not in used_chars]
        else:
            out = self.targets(p, arg, picks, used_chars)
        return [f"{prefix}{v}" for v in out]

    def targets(self, p: int, kind: str, picks: list, used_chars: list) -> list:
        if kind == "opponent":
            return [f"p{1 - p}"]
        if kind == "player":
            return ["p0", "p1"]
        if kind in ("request", "judge", "targeted", "trap"):
            return [f"r{r['id']}" for r in self.stage if self.aimable(p, kind, r, picks)]
        keys = [x[4:] for x in picks if x.startswith("key:")]
        return [f"c{ch['id']}" for q in range(2) for ch in self.field[q]
                if ch["id"] not in used_chars and self.fits(p, kind, q, ch, keys)]

    @staticmethod
    def fits(p: int, kind: str, q: int, ch: dict, keys: list) -> bool:
        """Whether `q`'s character `ch` is a target of kind `kind` for a request of `p` with key cards `keys`: when
        the request is raised, and again when it resolves (BP-23: a character turned over may no longer fit)."""
        if kind in ("soldier", "bulwark"):
            return ch["kind"] == kind
        if kind == "char":
            return True
        if kind == "own_char":
            return q == p
        return (q == p and ch["kind"] == "soldier" and not any(is_joker(c) for c in ch["cards"])  # 装備
                and suit(ch["cards"][0]) == suit(keys[0]))

    def aimable(self, p: int, kind: str, r: dict, picks: list) -> bool:
        """Can a request of `p` aimed at requests (`kind`) target the request `r`?"""
        if kind == "judge":  # 停戦
            return r["name"] == "judge"
        if kind == "targeted":  # 対象変更
            return bool(r["targets"])
        if not 1 <= len(r["keys"]) <= 2 or r["name"] in ACTIONS and ACTIONS[r["name"]]["fixed"]:
            return False  # BP-16
        if kind == "trap":  # BP-19: the opponent's request holding a card identical to the rare card
            return r["controller"] != p and any(x[4:] in r["keys"] for x in picks if x.startswith("key:"))
        return True

    def completable(self, p: int, slots: list, picks: list) -> bool:
        if len(picks) == len(slots):
            return True
        for c in self.candidates(p, slots[len(picks)], picks):
            if self.completable(p, slots, picks + [c]):
                return True
        return False

    def build_step(self, p: int) -> tuple:
        """The slot `p`'s build is at, and the picks for it that leave the build completable: its legal steps
        (besides cancel), which the computer players also read from sampled worlds."""
        slots, picks = self.slots(p, self.build["action"]), self.build["picks"]
        slot = slots[len(picks)]
        return slot, [c for c in self.candidates(p, slot, picks) if self.completable(p, slots, picks + [c])]

    def can_start(self, p: int, name_: str) -> bool:
        spec = ACTIONS[name_]
        if spec["since"] > self.format or spec["frame"] > self.frame:
            return False
        if name_ == "open" and self.opened[p] or name_ == "quicksummon" and p == self.turn:
            return False
        if name_ == "raredraw" and not (self.rare[p] and len(self.life[p]) <= 9):
            return False
        if spec["timing"] == "main" and (p != self.turn or self.stage):
            return False
        if spec["once"] and name_ in self.used:
            return False
        cost = self.cost(p, name_)
        cards = len(spec["extra"]) + cost.count("D") + (0 if spec["rare"] else len(spec["keys"]))
        if (cards > len(self.hand[p]) or cost.count("L") > len(self.life[p]) or cost.count("S") > len(self.field[p])
                or "B" in cost and cost.count("B") > sum(ch["kind"] == "bulwark" and not ch["driven"]
                                                         for ch in self.field[p])):
            return False  # quick necessary conditions before the search
        return self.completable(p, self.slots(p, name_), [])

    def raise_built(self, p: int) -> None:
        """Announce the request composed in `self.build`, pay its costs, take its key cards and raise it."""
        name_, picks = self.build["action"], self.build["picks"]
        self.build = None
        spec = ACTIONS[name_]
        self.announce(p, name_, picks)
        keys, targets = [], []
        paid = len(self.grave[p])
        self.damage(p, self.cost(p, name_).count("L"))
        for x in picks:
            kind, v = x.split(":", 1)
            if kind in ("key", "card"):
                (self.rare if spec["rare"] else self.hand)[p].remove(v)
                keys.append(v)
            elif kind == "D":
                self.hand[p].remove(v)
                self.grave[p].append(v)
            elif kind == "B":
                self.find(int(v))[1]["driven"] = True
            elif kind == "S":
                self.kill(int(v))
            else:
                targets.append(v)
        self.tops = [t for t in self.tops if t["owner"] != p]  # the whole payment is one move
        if len(self.grave[p]) - paid > 1:
            self.tops.append({"owner": p, "cards": self.grave[p][paid:], "below": self.grave[p][paid - 1:paid]})
        if spec["once"]:
            self.used.append(name_)
        held = {}
        if name_ == "bj":  # "コストの支払によって誘発したアクションより先にアクションの解決を行う"
            held, self.buffer = {"held": self.buffer}, []
        self.raise_request(request(name_, p, spec["speed"], spec["timing"], keys, targets, **held))

    def announce(self, p: int, name_: str, picks: list) -> None:
        """2.10.3: 「プレイヤー1: アップ ♥5 → プレイヤー2の兵士 ♠7 (♣2を捨てる)」 — the key cards (防壁設置's card,
        placed face down, is none), the targets and the discarded cards, named before the costs change the field."""
        if self.quiet:
            return
        values = {kind: [x.split(":", 1)[1] for x in picks if x.startswith(kind + ":")] for kind in ("key", "D")}
        keys = "".join(f" {name(c)}" for c in values["key"])
        aims = [self.named(x[7:]) for x in picks if x.startswith("target:")]
        ja = en = ""
        if aims:
            ja, en = (" → " + "、".join(a[lang] for a in aims) for lang in ("ja", "en"))
        if values["D"]:
            ja, en = f"{ja} ({cards_text(values['D'])}を捨てる)", f"{en} (discarding {cards_text(values['D'])})"
        who, label = seat_name(p), action_name(name_)
        self.say(f"{who['ja']}: {label['ja']}{keys}{ja}", f"{who['en']}: {label['en']}{keys}{en}")

    # --- protocol ---------------------------------------------------------------------------------------------
    def to_move(self) -> list:
        if self.prep:
            return [self.prep["player"]]
        p = self.acting()
        return [] if p is None else [p]

    def legal_actions(self, player: int) -> list:
        if self.prep:
            return [Action(c, self.label(c, player), {}) for c in self.prep_options(player)] if (
                player == self.prep["player"]) else []
        if player != self.acting():
            return []
        if self.decision is not None:
            return [Action(o, self.label(o, player), {"decision": self.decision["kind"]})
                    for o in self.decision["options"]]
        if self.build is not None:
            slot, options = self.build_step(player)
            out = [Action(c, self.label(c, player), {"slot": slot[0]}) for c in options]
            return out + [Action("cancel", text("やめる", "Cancel"), {})]
        out = [] if player == self.turn and not self.stage else [Action("pass", text("パス", "Pass"), {})]
        for name_ in ACTIONS:
            if self.can_start(player, name_):
                out.append(Action(f"act:{name_}", action_name(name_), {"cost": self.cost(player, name_)}))
        return out + [Action(a, STOPS[a], {}) for a in self.declarations(player)]

    def is_legal(self, player: int, action_id: str) -> bool:
        """`legal_actions` checks every action the player might start; `apply` needs only the one asked for."""
        if self.prep or self.decision is not None or player != self.acting():
            return super().is_legal(player, action_id)
        if self.build is not None:
            slots = self.slots(player, self.build["action"])
            picks = self.build["picks"]
            return action_id == "cancel" or (action_id in self.candidates(player, slots[len(picks)], picks)
                                             and self.completable(player, slots, picks + [action_id]))
        if action_id == "pass":
            return not (player == self.turn and not self.stage)
        if action_id in STOPS:
            return action_id in self.declarations(player)
        name_ = action_id.removeprefix("act:")
        return action_id.startswith("act:") and name_ in ACTIONS and self.can_start(player, name_)

    def label(self, c: str, player: int) -> dict:
        """A legal step's words for `player` (who may see its own face-down cards)."""
        return choice_label(c, self.field, self.requests(), player)

    def _apply(self, player: int, action_id: str) -> None:
        """Every step is public (2.10.3: the action is announced, then costs, key cards and targets are shown), so
        each counts as a reveal; `cancel` takes back an unfinished build. The set-up choices are secret."""
        if self.prep:
            self.prep_choose(player, action_id)
            return
        self.reveal()
        offered, turn_no = self.stops_prompt() == player, self.turn_no
        self.step(player, action_id)
        if offered and self.turn_no == turn_no and self.stops[player] == NOT_DECLARED:
            self.stops[player] = OFFERED  # BP-26: offered once a turn; a new turn (エンド just resolved) offers anew
        if action_id not in STOPS:  # declaring keeps the chance: its holder may still act on what is there now
            self.autopass()
        for q in range(2):
            if self.known[q]:
                self.known[q] = [c for c in self.known[q] if c in self.hand[q]]

    def step(self, player: int, action_id: str) -> None:
        """An answer inside an effect, a build step, a pass, or the start of a build."""
        if self.decision is not None:
            self.answer(action_id)
        elif self.build is not None:
            if action_id == "cancel":
                self.build = None
                return
            self.build["picks"].append(action_id)
            if len(self.build["picks"]) == len(self.slots(player, self.build["action"])):
                self.raise_built(player)
        elif action_id in STOPS:
            self.declare(player, action_id == "stops:turn")
        elif action_id == "pass":  # logged: the other player sees the chance pass (and the table moves on)
            who = seat_name(player)
            self.say(f"{who['ja']}: パス", f"{who['en']}: pass")
            self.pass_chance(player)
        else:
            self.build = {"action": action_id[4:], "picks": []}
            if not self.slots(player, self.build["action"]):
                self.raise_built(player)

    def declarations(self, p: int) -> list:
        """BP-21's per-turn "stop me only for attacks, the opponent's spells and end of turn" (like the shortcuts of
        the official play guidelines, declared for the current turn): offered to the chance holder outside builds
        and decisions while its option is below that level, once a turn, and its withdrawal while declared (so a
        player cannot declare and withdraw without end)."""
        if self.stops[p] == DECLARED:
            return ["stops:off"]
        return ["stops:turn"] if self.stops[p] in (NOT_DECLARED, OFFERED) and self.options.get(
            AUTOPASS[p]) != 2 else []

    def stops_prompt(self) -> int | None:
        """BP-26: the seat to which the table should offer the per-turn declaration prominently now — the chance
        holder at its first decision of the turn where the declaration is among its actions (outside builds and
        decisions); a seat the auto-pass passes for is offered it at its first real decision. The declaration
        stays among the legal actions all turn; the prompt is the moment, so it costs no extra decision or
        hand-over."""
        p = self.acting()
        if p is None or self.prep or self.decision is not None or self.build is not None:
            return None
        return p if self.stops[p] == NOT_DECLARED and "stops:turn" in self.declarations(p) else None

    def declare(self, p: int, on: bool) -> None:
        """Public: the other player learns that its requests may pass without an answer."""
        self.stops[p] = DECLARED if on else WITHDRAWN
        who = seat_name(p)
        if on:
            self.say(f"{who['ja']}: このターンはアタック・相手の魔法・エンドのときだけ止まります",
                     f"{who['en']} stops only for attacks, the opponent's spells and end of turn this turn")
        else:
            self.say(f"{who['ja']}: このターンも毎回止まります", f"{who['en']} stops every time again this turn")

    def autopass_level(self, p: int) -> int:
        """BP-21: 2 for a player who declared it this turn, else the player's option (0 off)."""
        return 2 if self.stops[p] == DECLARED else self.options.get(AUTOPASS[p]) or 0

    def autopass(self) -> None:
        """BP-21: a player who chose auto-pass (options `autopass1` / `autopass2`, or the declaration for this turn)
        passes at once whenever the chance is theirs, they may pass and they have no action to start (1), or nothing
        the player stops for is on top of the stage (2) (keeps pass-and-play handoffs few)."""
        while True:
            p = self.acting()
            level = p is not None and self.autopass_level(p)
            if (not level or self.decision is not None or self.build is not None or (p == self.turn and not self.stage)
                    or ((level == 1 or self.stops_for(p)) and any(self.can_start(p, name_) for name_ in QUICK_ACTIONS))):
                return
            who = seat_name(p)
            self.say(f"{who['ja']}: パス (自動)", f"{who['en']}: pass (auto)")
            self.pass_chance(p)

    def stops_for(self, p: int) -> bool:
        """BP-21's "stop me only for": an attack, block or damage check, or the other player's spell or end (the
        turn's last chance to act in it) on top of the stage."""
        top = self.stage[-1] if self.stage else None
        return top is None or top["name"] in COMBAT or (top["controller"] != p and (
            top["name"] == "end" or ACTIONS.get(top["name"], {}).get("spell", False)))

    def _view(self, viewer) -> dict:
        def char_view(q, ch):
            seen = ch["up"] or viewer == q
            v = {"id": ch["id"], "kind": ch["kind"], "up": ch["up"], "driven": ch["driven"],
                 "new": ch["born"] == self.turn_no, "cards": list(ch["cards"]) if seen else None}
            if ch["kind"] == "soldier":
                v.update({"class": self.soldier_class(ch), "size": self.size(q, ch), "quick": self.quick(ch)})
            return v

        players = []
        over = self.winner is not None  # the game is over: both hands are shown (the table's last look)
        for q in range(2):
            mine = viewer == q
            n = len(self.life[q])
            players.append({
                "life": n if mine or n < 10 else "10+",
                "hand": list(self.hand[q]) if mine or over else None, "hand_count": len(self.hand[q]),
                "hand_known": list(self.known[q]),
                "grave_top": self.grave_top(q, viewer),
                "grave": list(self.grave[q]) if mine else None,
                "field": [char_view(q, ch) for ch in self.field[q]],
                "fog": [dict(f, cards=list(f["cards"])) for f in self.fog[q]],
                "pack": ({"opened": self.opened[q], "count": len(self.pack[q]),
                          "cards": sorted(self.pack[q]) if mine and self.opened[q] else None}
                         if self.frame else None),
                "rare_count": len(self.rare[q]), "rare": list(self.rare[q]) if mine else None,
            })
        decision = None
        if self.decision is not None:
            decision = {"player": self.decision["player"], "kind": self.decision["kind"]}
            if viewer == self.decision["player"]:
                decision["options"] = list(self.decision["options"])
        return {
            "format": self.format, "frame": self.frame, "prep": self.prep and dict(self.prep),
            "regulation": regulation_name(self.format, self.frame),
            "turn": self.turn, "turn_no": self.turn_no, "chance": self.chance, "used": list(self.used),
            "stops": list(self.stops), "stops_prompt": self.stops_prompt(), "key_cards": self.key_cards(viewer),
            "seats": players,
            "options": dict(self.options),
            "stage": [{"id": r["id"], "name": r["name"], "controller": r["controller"], "keys": list(r["keys"]),
                       "targets": list(r["targets"]), "data": copy_data(r["data"])} for r in self.stage],
            "flow": {"passes": list(self.passes), "buffer": copy_data(self.buffer), "cursor": copy_data(self.cursor),
                     "tasks": [self.task_view(t, viewer) for t in self.tasks], "next_request": self.next_request,
                     "tops": [self.top_view(g, viewer) for g in self.tops],
                     "next_char": self.next_char, "clock": self.clock},
            "combat": self.combat and {"attackers": list(self.combat["attackers"]),
                                       "blocks": {k: list(v) for k, v in self.combat["blocks"].items()}},
            "decision": decision,
            "build": self.build and {"player": self.chance, "action": self.build["action"],
                                     "picks": list(self.build["picks"])},
        }

    def key_cards(self, viewer) -> dict:
        """For the table's "tap a card, see what it can start": {action: [cards]} — for each action `viewer` may
        start now (its `act:` id is legal), the cards of its hand (its rare cards for レア召喚 and 罠カウンター) that can
        fill the action's first card slot (its first key card, or 防壁設置's card) and still complete it; {} unless
        `viewer` holds the chance outside builds, decisions and the set-up. Only the viewer's own cards."""
        if viewer is None or viewer != self.acting() or self.prep or self.build is not None or self.decision is not None:
            return {}
        out = {}
        for name_ in ACTIONS:
            slots = self.slots(viewer, name_)
            if slots and slots[0][0] in ("key", "rare", "card") and self.can_start(viewer, name_):
                out[name_] = [c.split(":", 1)[1] for c in self.candidates(viewer, slots[0], [])
                              if self.completable(viewer, slots, [c])]
        return out

    @staticmethod
    def task_view(task: dict, viewer) -> dict:
        """A flow task as `viewer` may see it: the cards of another player's top choice (BP-18) are hidden."""
        task = copy_data(task)
        req = task.get("req")
        if req and req["name"] == "top":
            req["data"] = BlackPokerState.top_view(req["data"], viewer)
        return task

    @staticmethod
    def top_view(group: dict, viewer) -> dict:
        return dict(group, cards=list(group["cards"]) if group["owner"] == viewer else ["?"] * len(group["cards"]))

    def pending_tops(self) -> list:
        """Groups of cards moved to a graveyard together whose owner has not chosen the top yet (BP-18), oldest
        first: those waiting as flow tasks, then those just moved."""
        return [t["req"]["data"] for t in self.tasks if "req" in t and t["req"]["name"] == "top"] + self.tops

    def grave_top(self, q: int, viewer) -> str | None:
        """The public top card; while its owner has still to choose the top of a group just moved, the card that was
        on top before (BP-18)."""
        group = next((g for g in self.pending_tops() if g["owner"] == q), None)
        if group and viewer != q:
            return group["below"][0] if group["below"] else None
        return self.grave[q][-1] if self.grave[q] else None

    def determinize(self, player, rng):
        """A copy with what `player` cannot see dealt afresh (`from_view` of its view), the log kept."""
        if player is None:
            other = self.clone()
            other.rng = rng.fork(1)
            return other
        other = from_view(self.game, self.view(player), rng)
        other.log, other.reveals = list(self.log), self.reveals
        return other


@functools.lru_cache(maxsize=None)
def _slots(name_: str, cost: str) -> tuple:
    spec = ACTIONS[name_]
    out = [("rare" if spec["rare"] else "key", k) for k in spec["keys"]] + [(c, None) for c in cost if c != "L"]
    out += [(e, None) for e in spec["extra"]]
    if spec["target"]:
        out.append(("target", spec["target"]))
    return tuple(out)


def regulation_name(format_: int, frame: int) -> dict:
    """"スタンダード + パック": a regulation of table 3.1 by its format and frame."""
    return text(*(f"{FORMATS[format_][lang]} + {FRAMES[frame][lang]}" for lang in ("ja", "en")))


def from_view(game: "BlackPoker", view: dict, rng: Rng, quiet: bool = False) -> BlackPokerState:
    """A whole state consistent with a player's view, what that player cannot see dealt at random from its
    possible cards (for the AI's determinized search: it sees only its view). The other player's graveyard below
    its top, when its life shows "10+", gets half of what the life may have above 10 (a guess: the view does not
    say). What a decision of `view`'s player shows (サーチ / B・J: the life, パック開封: the pack, ハンデス: the other
    hand) and the cards of the other player's build stay where they are; an open decision of the other player is
    asked again. A `quiet` state writes no log (a world of the computer's search)."""
    me = view["viewer"]
    s = BlackPokerState.__new__(BlackPokerState)
    if quiet:
        s.quiet = True
    s.game, s.num_players, s.options, s.rng, s.log, s.reveals = game, 2, dict(view["options"]), Rng(rng.next64()), [], 0
    s.format, s.frame, s.prep = view["format"], view["frame"], copy_data(view["prep"])
    s.turn, s.turn_no, s.chance, s.used = view["turn"], view["turn_no"], view["chance"], list(view["used"])
    s.stops = list(view["stops"])
    s.combat, s.build = copy_data(view["combat"]), view["build"] and {"action": view["build"]["action"],
                                                                       "picks": list(view["build"]["picks"])}
    flow = view["flow"]
    s.passes, s.buffer, s.cursor, s.tasks = (copy_data(flow[k]) for k in ("passes", "buffer", "cursor", "tasks"))
    s.next_request, s.next_char, s.clock = flow["next_request"], flow["next_char"], flow["clock"]
    s.stage = [dict(copy_data(r), answers=[]) for r in view["stage"]]
    s.winner = s.loser = None
    if view["result"]:
        s.winner = view["result"].index(1.0)
        s.loser = 1 - s.winner
    s.tops, s.decision = copy_data(flow["tops"]), None
    d = view["decision"]
    if d and d["player"] == me:
        s.decision = {"player": me, "kind": d["kind"], "options": list(d["options"])}
    deck = ENTRY20 if s.frame == 0 else full_deck(s.options["jokers"])
    s.life, s.hand, s.grave, s.fog, s.field, s.pack, s.rare, s.known, s.placed = ([[], []] for _ in range(9))
    s.opened = [bool(seat["pack"] and seat["pack"]["opened"]) for seat in view["seats"]]
    s.pack_decided = [True, True]
    requests = s.stage + [t["req"] for t in s.tasks if "req" in t]
    resolving = s.tasks[0]["req"] if d and s.tasks else None
    shown = {"pick": [o[5:] for o in s.decision["options"] if o.startswith("pick:")]} if s.decision else {}
    for q, seat in enumerate(view["seats"]):
        mine = q == me
        kind = s.decision["kind"] if s.decision and mine else None
        s.fog[q] = copy_data(seat["fog"])
        s.known[q] = list(seat["hand_known"])
        s.field[q] = [{"id": ch["id"], "cards": ch["cards"] and list(ch["cards"]), "kind": ch["kind"], "up": ch["up"],
                       "driven": ch["driven"], "born": s.turn_no if ch["new"] else 0, "ts": i}
                      for i, ch in enumerate(seat["field"])]
        life_top = []  # 徴募 peeks at the top of the life while its controller orders the rest
        if resolving and resolving["name"] == "recruit" and resolving["controller"] == q:
            life_top = resolving["data"].get("shown_cards", [])[::-1]
        life_set = shown["pick"] if kind in ("search", "bj") else None  # those decisions show the whole life
        pack_set = shown["pick"] if kind == "pack" else None
        groups = [] if mine else [g for g in s.pending_tops() if g["owner"] == q]  # cards unknown to `me`
        seen = [c for f in s.fog[q] for c in f["cards"]] + [c for r in requests if r["controller"] == q
                                                             for c in r["keys"]]
        seen += [c for ch in s.field[q] if ch["cards"] for c in ch["cards"]] + life_top + (life_set or [])
        seen += pack_set or []
        if mine:
            s.hand[q], s.grave[q], s.rare[q] = list(seat["hand"]), list(seat["grave"]), list(seat["rare"] or [])
            s.pack[q] = list(seat["pack"]["cards"]) if s.opened[q] else []
        else:
            s.hand[q] = list(s.known[q] if seat["hand"] is None else seat["hand"])  # both hands show at the end
            if view["build"] and view["build"]["player"] == q:  # announced cards of a build (2.10.3)
                rare = ACTIONS[view["build"]["action"]]["rare"]  # its key cards are rare cards (レア召喚, 罠カウンター)
                for x in view["build"]["picks"]:
                    if x[0] in "kD":
                        (s.rare if rare and x[0] == "k" else s.hand)[q].append(x.split(":", 1)[1])
            if s.decision and s.decision["kind"] == "handes":  # ハンデス shows the whole hand
                s.hand[q] = list(shown["pick"])
            s.hand[q] = list(dict.fromkeys(s.hand[q]))
            s.grave[q] = [seat["grave_top"]] if seat["grave_top"] else []
        seen += s.hand[q] + s.grave[q] + s.rare[q] + s.pack[q]
        pool = [c for c in deck if c not in seen]
        rng.shuffle(pool)

        def take(n):
            nonlocal pool
            out, pool = pool[:n], pool[n:]
            return out

        for ch in s.field[q]:
            if ch["cards"] is None:
                ch["cards"] = take(1)
        if not mine:
            s.hand[q] += take(seat["hand_count"] - len(s.hand[q]))
            s.rare[q] += take(seat["rare_count"] - len(s.rare[q]))
        if pack_set is not None:
            s.pack[q] = list(pack_set)
        elif seat["pack"] and not (mine and s.opened[q]):
            s.pack[q] = take(seat["pack"]["count"])
        for g in groups:  # the other player's cards waiting for its top choice: above the public top
            g["cards"] = take(len(g["cards"]))
        # a pack nobody has seen stays undecided (`fix_life_top`); the shown top of 徴募 keeps its places
        s.pack_decided[q] = not seat["pack"] or s.opened[q] or pack_set is not None or life_set is not None
        s.placed[q] = [len(life_top), 0]
        if life_set is not None:
            s.life[q] = list(life_set)
        else:
            life = seat["life"] if seat["life"] != "10+" else (
                10 + (len(pool) - 10) // 2 if seat["grave_top"] else len(pool))  # an empty graveyard shows no top
            s.life[q] = take(life - len(life_top)) + life_top
        s.grave[q] = pool + s.grave[q] + [c for g in groups for c in g["cards"]]
    if view["decision"] and view["decision"]["player"] != me and s.winner is None:
        s.run()  # the other player's open decision, asked again
    return s


def _adder(n: int):
    return lambda v: v + n


@register
class BlackPoker(Game):
    id = "blackpoker"
    version = 2  # 2: lives and packs without an order until drawn (version 1 replayed a seed's shuffles)
    fuzz_cost = 6  # a random game with the fuzz checks costs ~0.14 s of CPU: 2,000 // 6 = 333 games take ~47 s
    # Actions in the longest games measured (`cli.play`, seeds derive_seed(1 + regulation, i), version 2): random vs
    # random, 11,000 games (1,000 per regulation): means 181–470, 99th percentiles ≤ 824, max 936; easy vs random
    # (either seat) and vs easy, 6,600 games: max 506; strong vs random, easy and strong at regulations 0, 3, 7 and
    # 10, 160 games: max 362. Over four times the longest: no real game, BP-21 declarations and cancelled builds
    # included, comes near it.
    max_actions = 4000
    title = text("ブラックポーカー", "BlackPoker")
    summary = text("トランプ1組で遊ぶ、割り込みありのカードゲーム (第八版)",
                   "A trading-card-style duel with one deck of playing cards each (8th edition)")
    options = (
        Option("regulation", text("対戦レギュレーション", "Regulation"), 0, 0, len(REGULATIONS) - 1, "BP-1",
               choices=tuple(regulation_name(fo, fr) for fo, fr in REGULATIONS)),
        Option("jokers", text("ジョーカーの枚数 (パック系)", "Jokers in the deck (pack frames)"), 2, 0, 2, "BP-20"),
        # BP-26: on by default (records keep their options, so older games keep theirs)
        *(Option(AUTOPASS[p - 1], text(f"プレイヤー{p}の自動パス", f"Player {p}'s auto-pass"), 1, 0, 2, "BP-21",
                 choices=(text("しない", "Off"), text("できる行動がないとき", "When nothing else is possible"),
                          text("アタック・相手の魔法・相手のエンドのときだけ止まる",
                               "Stop only for attacks, the opponent's spells and end of turn")))
          for p in (1, 2)),
    )
    bench_options = tuple({"regulation": r} for r in range(len(REGULATIONS)))
    bench_ai_options = ({"regulation": 0}, {"regulation": 3})  # ライト + エントリー20, スタンダード + パック
    # Pass-and-play hand-overs the bench counts (cli.handovers): auto-pass off (the defaults before BP-26), the
    # defaults, and "stop only for …" for both (as if each player declared it every turn)
    bench_handovers = {"auto-pass off (before BP-26)": {"autopass1": 0, "autopass2": 0}, "defaults": {},
                       "stop only for attacks, spells, end": {"autopass1": 2, "autopass2": 2}}
    rules = RULES
    rulings = RULINGS
    state_class = BlackPokerState
