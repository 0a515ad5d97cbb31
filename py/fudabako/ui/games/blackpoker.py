"""BlackPoker's table as a playmat, drawn from one player's view: the other player's side at the top, the stage in
the middle, the viewer's side at the bottom with its hand.

Each side: the life as a pile with its count as the viewer may know it ("10+", 2.11.1), the graveyard's top card
(its owner also sees the count), the field with the bulwarks packed toward the life (2.11.3, in field order, as the
engine numbers them) and then the soldiers face up with their size, equipment stacked under its soldier, a driven
character turned sideways, face-down bulwarks as backs (their owner sees the card, marked face down); the fog, pack
and rare cards in frames of their own; the hand (the other's as backs, with the cards it has shown face up). The
top side is mirrored, as across a real table. The stage is the stack of requests, top first, each with its key cards
and "→ target"; the target itself wears a ring and a mark with the request's numbered pin and action (①アップ:
the same pin as the request's row), so both ends of the arrow are on the table. Not a drawn arrow: across a
packed phone table it would cross the cards between, need redrawing on every resize, and say nothing to a
screen reader; a pin at each end reads the same at every size and in words.

Acting: the engine builds a request step by step (`act:<name>`, then one slot at a time). Each step's pieces are
buttons: hand cards for key cards, discards and 防壁設置's card; characters for B / S costs, targets, attackers and
blockers; a life for a player target; a stage row for a request target; a tray of cards for choices from the life,
pack, graveyard or the other hand. Before a build, the actions the hand can start are chips beside it, and a tap on
a hand card (a kit pick: nothing is sent to the engine) lights up the ones that card can start (the view's
`key_cards`). What has no piece (パス, エンド, アタック, やめる, 決定, an effect's fixed choices) stays in the shell's
bar with the engine's short labels. BP-26: at the viewer's first decision of a turn (`stops_prompt`) the per-turn
declaration is a banner with the engine's label; otherwise a small chip by the viewer's name. At the end both hands
are face up.

Hooks for tests: `data-life`, `data-hand-size` (their text is the number), `data-grave-top`, `data-field-size` per
seat (`data-seat`); `data-stage` (the number of requests), `.bp-request` rows with `data-request` / `data-name` /
`data-controller`, `data-no` (its pin) and `data-targets` (view tokens); `data-aimed-by` (the pins aiming at it)
on a character, a life or a request; `data-chance`, `data-turn`; `data-char` per character (with `data-driven`);
`data-stops` (a seat's declaration for this turn); `data-build`, `data-decision`, `data-step` (what is asked now);
`data-card` on every face-up card; the viewer's own hand is `.bp-hand`, the other's `.bp-their-hand`.
"""

import functools

from fudabako.core import seat_name
from fudabako.games.blackpoker.cards import name as card_text
from fudabako.games.blackpoker.rules import ACTIONS, DECLARED, STOPS, action_name, view_text

from ..i18n import tr
from ..kit import card_back, card_name, card_slot, count_text, hand, pick, piece, playing_card
from ..kit.motion import FROM_BOTTOM, FROM_TOP, REVEAL, animate
from ..kit.pile import thickness
from ..widgets import esc

LEVEL_NOTES = {
    "random": {"ja": "できる行動から無作為に選びます", "en": "Picks any legal move at random"},
    "easy": {"ja": "召喚・アタック・ブロックを決まった優先順で行い、あなたのアクションには応じません",
             "en": "Summons, attacks and blocks by fixed priorities; never answers your requests"},
    "normal": {"ja": "見えない札を推し量り、一手ずつ候補を数ターン先まで試して選びます",
               "en": "Guesses the hidden cards and plays each single step a few turns ahead"},
    "strong": {"ja": "見えない札を推し量り、アクションを対象やコストまで丸ごと比べ、アップ・ダウン・カウンターの応酬まで読み、"
                     "自己対戦で学んだ勝率で局面を評価して選びます",
               "en": "Guesses the hidden cards, compares whole actions down to their targets and costs, reads the ups, "
                     "downs and counters that follow, and values positions by win chances learnt in self-play"},
}

WORDS = {
    "life": {"ja": "ライフ", "en": "Life"},
    "life_label": {"ja": "{name}のライフ {count}", "en": "{name}'s life: {count}"},
    "life_many": {"ja": "{name}のライフ 10枚以上", "en": "{name}'s life: 10 cards or more"},
    "hand": {"ja": "手札", "en": "Hand"},
    "hand_label": {"ja": "{name}の手札 {count}", "en": "{name}'s hand: {count}"},
    "grave": {"ja": "墓地", "en": "Grave"},
    "grave_label": {"ja": "{name}の墓地", "en": "{name}'s graveyard"},
    "grave_top": {"ja": "一番上は{card}", "en": "{card} on top"},
    "grave_empty": {"ja": "空", "en": "empty"},
    "fog": {"ja": "フォグ", "en": "Fog"},
    "fog_label": {"ja": "{name}のフォグ", "en": "{name}'s fog"},
    "fog_all": {"ja": "全兵士", "en": "all soldiers"},
    "fog_over": {"ja": "効果終了", "en": "over"},
    "pack": {"ja": "パック", "en": "Pack"},
    "pack_label": {"ja": "{name}のパック {count} ({state})", "en": "{name}'s pack: {count} ({state})"},
    "opened": {"ja": "開封済み", "en": "opened"},
    "unopened": {"ja": "未開封", "en": "sealed"},
    "pack_cards": {"ja": "中身を見る", "en": "Contents"},
    "rare": {"ja": "レア", "en": "Rare"},
    "rare_label": {"ja": "{name}のレアカード {n}枚", "en": "{name}'s rare cards: {n}"},
    "field": {"ja": "{name}の場", "en": "{name}'s field"},
    "stage": {"ja": "ステージ", "en": "Stage"},
    "stage_top": {"ja": "上から解決", "en": "top resolves first"},
    "stage_empty": {"ja": "ステージは空です", "en": "The stage is empty"},
    "turn": {"ja": "{n}ターン目", "en": "Turn {n}"},
    "turn_of": {"ja": "{name}のターン", "en": "{name}'s turn"},
    "ended": {"ja": "{n}ターン目で決着", "en": "Decided on turn {n}"},
    "chance": {"ja": "チャンス: {name}", "en": "Chance: {name}"},
    "system": {"ja": "ルール処理", "en": "the rules"},
    "turn_mark": {"ja": "ターン", "en": "Turn"},
    "chance_mark": {"ja": "チャンス", "en": "Chance"},
    "resolving": {"ja": "解決中", "en": "Resolving"},
    "declaring": {"ja": "宣言中", "en": "Declaring"},
    "building": {"ja": "{name}が宣言中: {action}", "en": "{name} is declaring: {action}"},
    "deciding": {"ja": "{name}が選択中", "en": "{name} is choosing"},
    "prep": {"ja": "{name}が準備中 (非公開の選択)", "en": "{name} is preparing (a secret choice)"},
    "to_target": {"ja": "→ {target}", "en": "→ {target}"},
    "target_of": {"ja": "対象にしているアクション:", "en": "targeted by"},
    "key_mark": {"ja": "キー", "en": "key"},
    "discard_mark": {"ja": "捨てる", "en": "discard"},
    "face_down": {"ja": "裏向き", "en": "face down"},
    "face_down_mark": {"ja": "裏", "en": "down"},
    "driven": {"ja": "ドライブ状態", "en": "driven"},
    "new": {"ja": "新", "en": "new"},
    "new_long": {"ja": "このターン出た", "en": "new this turn"},
    "quick": {"ja": "速攻", "en": "quick"},
    "size": {"ja": "サイズ", "en": "size"},
    "attacking": {"ja": "アタック", "en": "attacking"},
    "blocking": {"ja": "{target}をブロック", "en": "blocks {target}"},
    "block_chip": {"ja": "{target}をブロック", "en": "Block {target}"},
    "known": {"ja": "見せた", "en": "shown"},
    "known_long": {"ja": "相手に見せたカード", "en": "seen by the other player"},
    "stops": {"ja": "要所だけ止まる", "en": "stops only when it matters"},
    "stops_long": {"ja": "このターンはアタック・相手の魔法・エンドのときだけ止まる",
                   "en": "this turn: stops only for attacks, the other player's spells and end of turn"},
    "stops_on": {"ja": "要所だけ止まる", "en": "Stop only when it matters"},
    "stops_off": {"ja": "毎回止まる", "en": "Stop every time"},
    "offer": {"ja": "ターンの始め", "en": "A new turn"},
    "offer_note": {"ja": "ほかの行動で閉じます (名前の横からも選べます)",
                   "en": "Playing on closes this (the chip by your name keeps it)"},
    "chips": {"ja": "手札から", "en": "From your hand"},
    "chips_for": {"ja": "{cards}で", "en": "With {cards}"},
    "tap_card": {"ja": "カードをタップすると、そのカードで起こせるアクションが光ります",
                 "en": "Tap a card to see what it can do"},
    "pick_card": {"ja": "{card}: できるアクションを見る", "en": "{card}: see what it can do"},
    "rare_tag": {"ja": "レア", "en": "rare"},
    "tray": {"ja": "選べるカード", "en": "Cards to choose from"},
}

# What the current step asks for: a build slot (the `slot` payload), a decision inside an effect (`decision`), a
# set-up choice (`prep-hand` / `prep-rare`), or the start of an action.
STEPS = {
    "key": {"ja": "キーカードを選んでください", "en": "Choose a key card"},
    "rare": {"ja": "キーカード (レアカード) を選んでください", "en": "Choose a key card (your rare card)"},
    "B": {"ja": "コスト: ドライブする防壁を選んでください", "en": "Cost: choose a bulwark to drive"},
    "D": {"ja": "コスト: 捨てる手札を選んでください", "en": "Cost: choose a card to discard"},
    "S": {"ja": "コスト: 墓地に移すキャラクターを選んでください", "en": "Cost: choose a character to sacrifice"},
    "card": {"ja": "防壁にするカードを選んでください", "en": "Choose the card for the bulwark"},
    "target": {"ja": "対象を選んでください", "en": "Choose a target"},
    "decision": {"ja": "効果の選択です", "en": "The effect asks you to choose"},
    "attackers": {"ja": "アタックする兵士を選んでください (終わったら「決定」)", "en": "Choose attackers (then Done)"},
    "blockers": {"ja": "ブロックする兵士・防壁を選んでください (終わったら「決定」)",
                 "en": "Choose blockers (then Done)"},
    "draw": {"ja": "もう1枚引きますか?", "en": "Draw one more card?"},
    "twist": {"ja": "ドライブ状態とチャージ状態のどちらにしますか?", "en": "Drive it or charge it?"},
    "top": {"ja": "墓地の一番上にするカードを選んでください", "en": "Choose the card to put on top of the graveyard"},
    "search": {"ja": "ライフから手札に加えるカードを選んでください", "en": "Choose a card from your life to take"},
    "bj": {"ja": "ライフから手札に加えるカードを選んでください (2枚まで、終わったら「決定」)",
           "en": "Choose up to two cards from your life (then Done)"},
    "pack": {"ja": "パックから手札に加えるカードを選んでください (代わりにレアカードも可)",
             "en": "Choose a card from your pack (or your rare card instead)"},
    "reanimate": {"ja": "墓地から兵士として出すカードを選んでください",
                  "en": "Choose a card in your graveyard to bring back as a soldier"},
    "reunion": {"ja": "墓地から手札に戻すカードを選んでください", "en": "Choose a card in your graveyard to take back"},
    "handes": {"ja": "相手の手札から捨てさせるカードを選んでください",
               "en": "Choose a card of the other hand to discard"},
    "order": {"ja": "ライフに戻す順にカードを選んでください", "en": "Choose the order of the cards"},
    "refill": {"ja": "防壁を何枚出しますか?", "en": "How many bulwarks?"},
    "quicksummon": {"ja": "エースとして出すか、防壁として出すか選んでください", "en": "As an ace or as a bulwark?"},
    "reverse": {"ja": "裏返す前にチャージ・ドライブしますか?", "en": "Charge or drive it as it turns over?"},
    "retarget": {"ja": "新しい対象を選んでください", "en": "Choose the new target"},
    "discard": {"ja": "手札が7枚になるまで捨てるカードを選んでください", "en": "Discard down to seven cards"},
    "prep-hand": {"ja": "準備: 最初の手札にするカードを選んでください (相手には見えません)",
                  "en": "Preparation: choose a card for your starting hand (hidden from the other player)"},
    "prep-rare": {"ja": "準備: レアカードにするカードを選んでください (相手には見えません)",
                  "en": "Preparation: choose your rare card (hidden from the other player)"},
    "action": {"ja": "アクションを起こすか、パスしてください", "en": "Take an action, or pass"},
    "turn": {"ja": "アクションを起こしてください (終えるなら「エンド」)", "en": "Take an action (End ends your turn)"},
}

# Where a legal action's piece is, by the kind of its id (`kind:value`): a hand card, a character, a card of the
# tray. Targets go by their token (`c`, `p`, `r`), blocks to the blocker, `act:` of the view's key_cards to the
# chips by the hand. Whatever else is legal has no piece: the shell's bar offers it.
CARD_STEPS = ("key", "D", "card", "discard")
CHAR_STEPS = ("B", "S", "attacker")
TRAY_STEPS = ("pick", "top", "order", "rare", "prep-hand", "prep-rare")


def render(view: dict, names: list, lang: str) -> str:
    me = view["viewer"]
    top, bottom = (1 - me, me) if me in (0, 1) else (1, 0)  # the viewer's side at the bottom
    ctx = Table(view, names, lang)
    return (f'<div class="bp-table{" bp-over" if view["result"] else ""}">'
            f'{_seat(ctx, top, "top")}{_middle(ctx)}{_seat(ctx, bottom, "bottom")}</div>')


def prompt(view: dict, lang: str) -> str:
    """What the viewer is asked now, from the first legal action's payload (or id: a set-up choice)."""
    legal = view.get("legal") or []
    if not legal:
        return ""
    first = legal[0]
    payload = first["payload"]
    if view["prep"]:
        key = first["id"].split(":")[0]
    elif "slot" in payload:
        key = payload["slot"]
    elif "decision" in payload:
        key = payload["decision"] if payload["decision"] in STEPS else "decision"
    else:
        key = "action" if any(a["id"] == "pass" for a in legal) else "turn"
    return f'<p class="bp-prompt" data-step="{esc(key)}">{esc(tr(STEPS[key], lang))}</p>'


class Table:
    """One render: the view, the seat names, the language, and where each legal action's piece is."""

    def __init__(self, view: dict, names: list, lang: str):
        self.view, self.names, self.lang = view, names, lang
        self.me = view["viewer"]
        self.picked = set(view.get("picked") or [])
        self.cards, self.rare, self.chars, self.seats, self.requests = {}, {}, {}, {}, {}
        self.blocks, self.tray, self.chips, self.stops = {}, [], [], []
        build = view["build"]
        rare_keyed = bool(build) and ACTIONS[build["action"]]["rare"]
        starts = view.get("key_cards") or {}
        for a in view.get("legal") or []:
            kind, _, v = a["id"].partition(":")
            if kind == "key" and rare_keyed:
                self.rare[v] = a
            elif kind in CARD_STEPS:
                self.cards[v] = a
            elif kind in CHAR_STEPS:
                self.chars[int(v)] = a
            elif kind == "target":
                {"c": self.chars, "p": self.seats, "r": self.requests}[v[0]][int(v[1:])] = a
            elif kind == "block":
                attacker, blocker = v.split(":")
                self.blocks.setdefault(int(blocker), []).append((int(attacker), a))
            elif kind in TRAY_STEPS:
                self.tray.append((kind, v, a))
            elif kind == "act" and v in starts:
                self.chips.append((v, a, starts[v]))
            elif a["id"] in STOPS:
                self.stops.append(a)
        if len({attacker for options in self.blocks.values() for attacker, _ in options}) == 1:
            self.chars.update({b: options[0][1] for b, options in self.blocks.items()})  # one attacker: tap a blocker
            self.blocks = {}
        self.starters = {c for _, _, cards in self.chips for c in cards}  # cards that can start an action now
        self.aims = self._aims()
        # The request on top of the stage has just landed: nothing picked since, and no build or effect's choice
        # under way (their steps redraw the table; the rows under the top may be the pieces to tap then, and a row
        # travelling in again across them took their taps: a press on one and the release on the row passing over
        # made a click on neither). It travels in and its targets pulse.
        stage = view["stage"]
        self.fresh = bool(stage) and not self.picked and view["build"] is None and view["decision"] is None
        self.landing = set(stage[-1]["targets"]) if self.fresh else set()

    def t(self, key: str, **fmt) -> str:
        return tr(WORDS[key], self.lang, **fmt)

    def seated(self, text: str) -> str:
        """The engine's words with the seats called as on this table (like the shell's log)."""
        for p in range(2):
            text = text.replace(tr(seat_name(p), self.lang), self.names[p])
        return text

    def words(self, token: str) -> str:
        """The engine's words for a view token (`c12`, `p1`, `r5`, `key:H5`, ...)."""
        return self.seated(tr(view_text(self.view, token), self.lang))

    def label(self, action: dict) -> str:
        return self.seated(tr(action["label"], self.lang))

    def _aims(self) -> dict:
        """{target token: [(pin, action)]} from the requests on the stage (pinned by their number, from the bottom
        as drawn), the one resolving and the one being declared (pinned by those words)."""
        aims = {}
        for i, r in enumerate(self.view["stage"], 1):
            for t in r["targets"]:
                aims.setdefault(t, []).append((str(i), tr(action_name(r["name"]), self.lang)))
        resolving = _resolving(self.view)
        for t in resolving["targets"] if resolving else ():
            aims.setdefault(t, []).append((self.t("resolving"), tr(action_name(resolving["name"]), self.lang)))
        build = self.view["build"]
        for x in build["picks"] if build else ():
            if x.startswith("target:"):
                aims.setdefault(x[7:], []).append((self.t("declaring"), tr(action_name(build["action"]), self.lang)))
        return aims


def _resolving(view: dict):
    """The request whose effect is asking a question now (the flow's first task), if any; not BP-18's choice of a
    graveyard's top, which is no action."""
    tasks = view["flow"]["tasks"]
    if view["decision"] and tasks and "req" in tasks[0] and tasks[0]["req"]["name"] != "top":
        return tasks[0]["req"]
    return None


# --- cards --------------------------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=1024)  # a card looks the same every time: drawn once a page (issue 16)
def _card(code: str, lang: str, cls: str = "", full: bool = False) -> str:
    """An engine card code ("H10", "X2") as the kit's playing card, hooked by `data-card`; its width comes from
    its zone. Small cards show the compact face (a big index), the hand the `full` one."""
    if code[0] == "X":
        return playing_card("JOKER", joker=int(code[1]), lang=lang, compact=not full, cls=cls,
                            attrs={"data-card": code})
    return playing_card(code[1:], code[0], lang=lang, compact=not full, cls=cls, attrs={"data-card": code})


def _spoken(code: str, lang: str) -> str:
    """"ハートの10", "10 of Hearts": a card as a screen reader says it."""
    return card_name("JOKER", joker=int(code[1]), lang=lang) if code[0] == "X" else card_name(code[1:], code[0], lang)


def _short(cards) -> str:
    """"♠7", "♠7+♠3": a character by its cards, as the table's marks name it."""
    return "+".join(card_text(c) for c in cards)


def _tag(text: str, kind: str) -> str:
    return f'<span class="bp-tag bp-tag-{kind}">{esc(text)}</span>'


def _stack(n: int, top: str) -> str:
    """`top` on a stack as thick as the kit's piles of `n` cards (its classes; the count is said by the caller)."""
    return (f'<span class="kit-pile kit-pile--{thickness(n)} bp-pile"><span class="kit-pile-stack">{top}</span>'
            '</span>')


# --- a side of the table ------------------------------------------------------------------------------------------
def _seat(ctx: Table, p: int, where: str) -> str:
    """A side: its plate (name and marks), its mat (life, graveyard, field, fog / pack / rare), its hand; the
    bottom side has the mat above the hand, the top side the hand at the table's edge."""
    seat = ctx.view["seats"][p]
    mat = (f'<div class="bp-mat">{_life(ctx, p)}{_grave(ctx, p)}{_field(ctx, p)}'
           f'<div class="bp-side">{_fog(ctx, p)}{_pack(ctx, p)}{_rare(ctx, p)}</div></div>')
    own = p == ctx.me and seat["hand"] is not None
    cards = _my_hand(ctx, p) if own else _their_hand(ctx, p)
    rail = f'<div class="bp-rail">{_plate(ctx, p)}{cards}</div>'
    classes = ["bp-seat", f"bp-{where}"]
    if ctx.view["turn"] == p and ctx.view["result"] is None:
        classes.append("bp-turn-seat")
    body = rail + mat if where == "top" else mat + rail
    return f'<section class="{" ".join(classes)}" data-seat="{p}" aria-label="{esc(ctx.names[p])}">{body}</section>'


def _plate(ctx: Table, p: int) -> str:
    """The seat's name, its hand size, and what is true of it now: its turn, the chance, its BP-21 declaration
    (and, for the viewer, the chip that makes or withdraws it)."""
    view, seat = ctx.view, ctx.view["seats"][p]
    marks = []
    if view["turn"] == p and view["result"] is None:  # a finished game has no turn player, as it has no chance
        marks.append(_tag(ctx.t("turn_mark"), "turn"))
    if view["chance"] == p and view["result"] is None:
        marks.append(_tag(ctx.t("chance_mark"), "chance"))
    if view["stops"][p] == DECLARED:
        marks.append(f'<span class="bp-tag bp-tag-stops" data-stops="{p}" title="{esc(ctx.t("stops_long"))}">'
                     f'{esc(ctx.t("stops"))}</span>')
    count = (f'<span class="bp-handcount">{esc(ctx.t("hand"))} '
             f'<span data-hand-size="{p}">{seat["hand_count"]}</span></span>')
    chips = ""
    if p == ctx.me and not _offered(ctx):
        chips = "".join(f'<button type="button" class="bp-chip bp-stops-chip" data-action="{esc(a["id"])}" '
                        f'title="{esc(ctx.label(a))}">{esc(ctx.t("stops_on" if a["id"] == "stops:turn" else "stops_off"))}'
                        f'</button>' for a in ctx.stops)
    return (f'<div class="bp-plate"><h3 class="bp-name">{esc(ctx.names[p])}</h3>{"".join(marks)}{count}'
            f'{chips}</div>')


def _offered(ctx: Table) -> bool:
    """BP-26: the viewer's first decision of a turn, where the declaration is offered in a banner."""
    return ctx.view["stops_prompt"] == ctx.me and any(a["id"] == "stops:turn" for a in ctx.stops)


def _aim(ctx: Table, token: str) -> tuple:
    """The target end of a request's arrow: (class, hooks, marks). The piece aimed at wears a ring and, per
    request, a mark with the request's pin (the same numbered pin as its row on the stage) and its action."""
    aims = ctx.aims.get(token)
    if not aims:
        return "", "", ""
    numbers = " ".join(pin for pin, _ in aims if pin.isdigit())
    marks = "".join(f'<span class="bp-tag bp-tag-aim"><span class="kit-sr">{esc(ctx.t("target_of"))} </span>'
                    f'<span class="bp-pin">{esc(pin)}</span>{esc(name)}</span>' for pin, name in aims)
    return " bp-aimed" + (" bp-aim-new" if token in ctx.landing else ""), f' data-aimed-by="{numbers}"', marks


def _life(ctx: Table, p: int) -> str:
    """The life: a face-down pile and its count as the viewer may know it; the piece of a player target."""
    life = ctx.view["seats"][p]["life"]
    n = 10 if life == "10+" else life
    label = (ctx.t("life_many", name=ctx.names[p]) if life == "10+"
             else ctx.t("life_label", name=ctx.names[p], count=count_text(n, ctx.lang)))
    stack = card_back(name="") if n else card_slot()
    inner = (f'{_stack(n, stack)}'
             f'<span class="bp-count">{esc(ctx.t("life"))} <span data-life="{p}">{esc(life)}</span></span>')
    action = ctx.seats.get(p)
    if action:
        body = piece(inner, action, name=f"{ctx.label(action)} ({label})")
    else:
        body = f'<span class="bp-zone-body" role="img" aria-label="{esc(label)}">{inner}</span>'
    aimed, hooks, aims = _aim(ctx, f"p{p}")
    return f'<div class="bp-zone bp-life{aimed}"{hooks}>{body}{aims}</div>'


def _grave(ctx: Table, p: int) -> str:
    """The graveyard's public top card; its owner also sees how many cards lie there (2.11.1)."""
    seat = ctx.view["seats"][p]
    top, grave = seat["grave_top"], seat["grave"]
    words = [ctx.t("grave_top", card=_spoken(top, ctx.lang)) if top else ctx.t("grave_empty")]
    count = ""
    if grave:
        words.append(count_text(len(grave), ctx.lang))
        count = f' <span class="bp-n">{len(grave)}</span>'
    n = len(grave) if grave is not None else (1 if top else 0)
    face = _card(top, ctx.lang) if top else card_slot()
    label = f'{ctx.t("grave_label", name=ctx.names[p])}: {", ".join(words)}'
    return (f'<div class="bp-zone bp-grave" data-grave-top="{p}"><span class="bp-zone-body" role="img" '
            f'aria-label="{esc(label)}">{_stack(n, face)}'
            f'<span class="bp-count">{esc(ctx.t("grave"))}{count}</span></span></div>')


def _field(ctx: Table, p: int) -> str:
    """The bulwarks first (beside the life, in field order), then the soldiers."""
    field = ctx.view["seats"][p]["field"]
    chars = [ch for ch in field if ch["kind"] == "bulwark"] + [ch for ch in field if ch["kind"] != "bulwark"]
    return (f'<div class="bp-field" data-field-size="{len(field)}" role="group" '
            f'aria-label="{esc(ctx.t("field", name=ctx.names[p]))}">{"".join(_char(ctx, p, ch) for ch in chars)}</div>')


def _char(ctx: Table, q: int, ch: dict) -> str:
    """A character: its card(s) (a back when hidden; equipment stacked under the soldier), turned sideways when
    driven; its size; marks for what is true of it (new, attacking, blocking, aimed at, changed by the fog); the
    button of its step, or its block choices when several attackers may be blocked."""
    view, lang, cid = ctx.view, ctx.lang, ch["id"]
    cards = ch["cards"]
    combat = view["combat"] or {}
    resolving = _resolving(view)
    chosen = resolving["data"].get("attackers", []) if resolving and resolving["name"] == "attack" else []
    attacking = cid in combat.get("attackers", ()) or cid in chosen
    blocked = [int(a) for a, blockers in combat.get("blocks", {}).items() if cid in blockers]
    hidden = ch["kind"] == "bulwark" and not ch["up"]
    if cards is None:
        face = card_back(name="")
    else:  # the equipment first, under the soldier's own card (the first one)
        face = "".join(_card(c, lang) for c in cards[1:]) + _card(cards[0], lang, "bp-own-down" if hidden else "")
    n = 1 if cards is None else min(len(cards), 4)
    box = f'<span class="bp-cardbox bp-n{n}"><span class="bp-turnable">{face}</span></span>'
    words = [ctx.words(f"c{cid}")]
    if ch["kind"] == "soldier":
        words.append(f'{ctx.t("size")} {ch["size"]}')
    if hidden and cards is not None:
        words.append(ctx.t("face_down"))
    if ch["driven"]:
        words.append(ctx.t("driven"))
    if ch["new"]:
        words.append(ctx.t("new_long"))
    action = ctx.chars.get(cid)
    named = ", ".join(words) if action is None else ctx.label(action) + (f" ({', '.join(words[1:])})" if words[1:] else "")
    body = piece(box, action, name=named, cls="bp-char-piece")
    marks = []
    if ch["kind"] == "soldier":
        marks.append(f'<span class="bp-size"><span class="kit-sr">{esc(ctx.t("size"))} </span>{ch["size"]}</span>')
    tags = []
    if hidden and cards is not None:
        tags.append(_tag(ctx.t("face_down_mark"), "down"))
    if ch["new"]:
        tags.append(_tag(ctx.t("new"), "new"))
    if ch.get("quick"):
        tags.append(_tag(ctx.t("quick"), "quick"))
    if attacking:
        tags.append(_tag(f"⚔ {ctx.t('attacking')}", "attack"))
    for a in blocked:
        tags.append(_tag(f"⛨ {ctx.t('blocking', target=_attacker_name(view, a))}", "block"))
    for f in view["seats"][q]["fog"] + view["seats"][1 - q]["fog"]:
        if f["target"] == cid and f["turn"] == view["turn_no"]:
            tags.append(_tag(f"{tr(action_name(f['kind']), lang)} {f['amount']:+d}", "fog"))
    aimed, hooks, aims = _aim(ctx, f"c{cid}")
    tags.append(aims)
    chips = "".join(f'<button type="button" class="bp-chip bp-block-chip" data-action="{esc(a["id"])}" '
                    f'aria-label="{esc(ctx.label(a))}">⛨ {esc(_attacker_name(view, attacker))}</button>'
                    for attacker, a in ctx.blocks.get(cid, ()))
    classes = ["bp-char", f"bp-{ch['kind']}"]
    classes += [c for c, on in (("bp-driven", ch["driven"]), ("bp-attacking", attacking)) if on]
    return (f'<div class="{" ".join(classes)}{aimed}" data-char="{cid}" data-driven="{int(ch["driven"])}"{hooks}>'
            f'<span class="bp-cardwrap">{body}{"".join(marks)}</span><span class="bp-tags">{"".join(tags)}</span>'
            f'{f"<span class=bp-chips>{chips}</span>" if chips else ""}</div>')


def _attacker_name(view: dict, cid: int) -> str:
    """An attacker by its cards (attackers are soldiers: face up)."""
    for seat in view["seats"]:
        for ch in seat["field"]:
            if ch["id"] == cid and ch["cards"]:
                return _short(ch["cards"])
    return "?"


def _fog(ctx: Table, p: int) -> str:
    """The fog's cards, each component with what it does (アップ +5 → ♠7); one whose turn is over is dimmed."""
    fog = ctx.view["seats"][p]["fog"]
    if not fog:
        return ""
    items = []
    for f in fog:
        target = ""
        if f["kind"] == "force":
            target = ctx.t("fog_all")
        elif f["target"] is not None:
            target = ctx.words(f"c{f['target']}")
        what = f"{tr(action_name(f['kind']), ctx.lang)} {f['amount']:+d}" + (f" → {target}" if target else "")
        live = f["turn"] == ctx.view["turn_no"]
        if not live:
            what += f" ({ctx.t('fog_over')})"
        items.append(f'<li class="bp-fog-item{"" if live else " bp-stale"}"><span class="bp-minis">'
                     f'{"".join(_card(c, ctx.lang) for c in f["cards"])}</span>'
                     f'<span class="bp-fog-what">{esc(what)}</span></li>')
    return (f'<section class="bp-frame bp-fog" aria-label="{esc(ctx.t("fog_label", name=ctx.names[p]))}">'
            f'<h4>{esc(ctx.t("fog"))}</h4><ul>{"".join(items)}</ul></section>')


def _pack(ctx: Table, p: int) -> str:
    """パック frames: the pack's count, sealed or opened; its owner reads an opened pack in a drawer."""
    pack = ctx.view["seats"][p]["pack"]
    if not pack:
        return ""
    state = ctx.t("opened" if pack["opened"] else "unopened")
    label = ctx.t("pack_label", name=ctx.names[p], count=count_text(pack["count"], ctx.lang), state=state)
    stack = card_back(name="") if pack["count"] else card_slot()
    contents = ""
    if pack["cards"]:
        contents = (f'<details class="bp-drawer"><summary>{esc(ctx.t("pack_cards"))}</summary>'
                    f'<div class="bp-minis">{"".join(_card(c, ctx.lang) for c in pack["cards"])}</div></details>')
    return (f'<section class="bp-frame bp-pack{" bp-opened" if pack["opened"] else ""}">'
            f'<span class="bp-zone-body" role="img" aria-label="{esc(label)}">'
            f'{_stack(pack["count"], stack)}'
            f'<span class="bp-count">{esc(ctx.t("pack"))} <span data-pack="{p}">{pack["count"]}</span></span>'
            f'{_tag(state, "pack")}</span>{contents}</section>')


def _rare(ctx: Table, p: int) -> str:
    """The rare cards: face up to their owner (a piece when one keys レア召喚 or 罠カウンター), backs to the other."""
    seat = ctx.view["seats"][p]
    if not seat["rare_count"]:
        return ""
    if seat["rare"] is None:
        cards = "".join(card_back(name="") for _ in range(seat["rare_count"]))
        body = f'<span class="bp-minis" role="img" aria-label="{esc(ctx.t("rare_label", name=ctx.names[p], n=seat["rare_count"]))}">{cards}</span>'
    else:
        body = f'<span class="bp-minis">{"".join(_hand_piece(ctx, c, ctx.rare.get(c)) for c in seat["rare"])}</span>'
    return f'<section class="bp-frame bp-rare"><h4>{esc(ctx.t("rare"))}</h4>{body}</section>'


# --- hands --------------------------------------------------------------------------------------------------------
def _hand_piece(ctx: Table, c: str, action, full: bool = False) -> str:
    """A card of the viewer's hand or rare cards: the button of this step, a pick that shows what it can start, or
    the card."""
    face = _card(c, ctx.lang, full=full)
    if action:
        return piece(face, action, name=ctx.label(action))
    if c in ctx.starters:
        return pick(face, c, name=ctx.t("pick_card", card=_spoken(c, ctx.lang)), selected=c in ctx.picked)
    return piece(face, None)


def _my_hand(ctx: Table, p: int) -> str:
    """The viewer's hand face up, the chips of the actions it can start beside it."""
    seat = ctx.view["seats"][p]
    build = ctx.view["build"]
    in_build = {}
    for x in build["picks"] if build else ():
        kind, _, v = x.partition(":")
        if kind in ("key", "D", "card"):
            in_build[v] = ctx.t("discard_mark" if kind == "D" else "key_mark")
    known = set(seat["hand_known"])
    slots = []
    for c in seat["hand"]:
        tags = ""
        if c in in_build:
            tags += _tag(in_build[c], "build")
        if c in known and ctx.view["result"] is None:
            tags += f'<span class="bp-tag bp-tag-known" title="{esc(ctx.t("known_long"))}">{esc(ctx.t("known"))}</span>'
        short = f'<span class="kit-sr">{esc(card_text(c))}</span>'  # the card in text too (find in page, tests)
        slots.append(f'{_hand_piece(ctx, c, ctx.cards.get(c), full=True)}{short}{tags}')
    label = ctx.t("hand_label", name=ctx.names[p], count=count_text(len(seat["hand"]), ctx.lang))
    cards = hand(slots, label, layout="fan", cls="bp-hand") if slots else ""
    return f'<div class="bp-handzone">{cards}{_chips(ctx)}</div>'


def _chips(ctx: Table) -> str:
    """The actions the hand (or a rare card) can start, as short chips with their costs; with cards picked, those
    they can start come first, lit, and the others step back."""
    if not ctx.chips:
        return ""
    picked = ctx.picked & ctx.starters
    chips = sorted(ctx.chips, key=lambda chip: not picked & set(chip[2])) if picked else ctx.chips
    out = []
    for name_, a, cards in chips:
        hit = bool(picked & set(cards))
        cls = "bp-chip bp-act" + (" bp-hit" if hit else " bp-dim" if picked else "")
        cost = a["payload"].get("cost") or ""
        cost_html = f' <span class="bp-cost">{esc(cost)}</span>' if cost else ""
        out.append(f'<button type="button" class="{cls}" data-action="{esc(a["id"])}">'
                   f'{esc(tr(action_name(name_), ctx.lang))}{cost_html}</button>')
    head = (ctx.t("chips_for", cards=" ".join(card_text(c) for c in sorted(picked))) if picked
            else ctx.t("chips"))
    hint = "" if picked else f'<p class="bp-hint">{esc(ctx.t("tap_card"))}</p>'
    return (f'<div class="bp-chips-row" role="group" aria-label="{esc(head)}"><span class="bp-chips-head">'
            f'{esc(head)}</span>{"".join(out)}{hint}</div>')


def _their_hand(ctx: Table, p: int) -> str:
    """The other hand: backs, and face up the cards it has shown (サーチ, 再会, ...); all face up at the end."""
    seat = ctx.view["seats"][p]
    label = ctx.t("hand_label", name=ctx.names[p], count=count_text(seat["hand_count"], ctx.lang))
    if seat["hand"] is not None:  # the end: both hands are shown
        slots = [_card(c, ctx.lang, animate(REVEAL)) for c in seat["hand"]]
    else:
        known = seat["hand_known"]
        slots = [f'{_card(c, ctx.lang)}{_tag(ctx.t("known"), "known")}' for c in known]
        slots += [card_back(name="") for _ in range(seat["hand_count"] - len(known))]
    if not slots:
        return ""
    return hand(slots, label, layout="fan", cls="bp-their-hand")


# --- the middle: what is happening, the stage, the choices of an effect -----------------------------------------
def _middle(ctx: Table) -> str:
    return (f'<section class="bp-middle">{_status(ctx)}{_offer(ctx)}{_tray(ctx)}{_stage(ctx)}</section>')


def _status(ctx: Table) -> str:
    view, lang, names = ctx.view, ctx.lang, ctx.names
    chance = view["chance"]
    holder = names[chance] if chance is not None else ctx.t("system")
    regulation = f'<span class="bp-regulation">{esc(tr(view["regulation"], lang))}</span>'
    if view["result"] is not None:  # no turn player and no chance (not even "the rules'") once it is decided
        parts = [f'<span class="bp-turnline">{esc(ctx.t("ended", n=view["turn_no"]))}</span>', regulation]
        return f'<div class="bp-status"><p class="bp-info">{"".join(parts)}</p></div>'
    parts = [f'<span class="bp-turnline" data-turn="{view["turn"]}">{esc(ctx.t("turn", n=view["turn_no"]))} · '
             f'{esc(ctx.t("turn_of", name=names[view["turn"]]))}</span>',
             f'<span class="bp-chance" data-chance="{"" if chance is None else chance}">'
             f'{esc(ctx.t("chance", name=holder))}</span>', regulation]
    doing = ""
    if view["prep"]:
        doing = f'<p class="bp-doing">{esc(ctx.t("prep", name=names[view["prep"]["player"]]))}</p>'
    elif view["build"]:
        build = view["build"]
        doing = (f'<p class="bp-doing" data-build="{esc(build["action"])}">'
                 f'{esc(ctx.t("building", name=names[build["player"]], action=tr(action_name(build["action"]), lang)))}</p>')
    elif view["decision"]:
        decision = view["decision"]
        doing = (f'<p class="bp-doing" data-decision="{esc(decision["kind"])}">'
                 f'{esc(ctx.t("deciding", name=names[decision["player"]]))}</p>')
    return f'<div class="bp-status"><p class="bp-info">{"".join(parts)}</p>{doing}{prompt(view, lang)}</div>'


def _offer(ctx: Table) -> str:
    """BP-26: the declaration offered at the viewer's first decision of the turn, with the engine's words."""
    if not _offered(ctx):
        return ""
    a = next(a for a in ctx.stops if a["id"] == "stops:turn")
    return (f'<div class="bp-offer" role="group" aria-label="{esc(ctx.t("offer"))}"><p>{esc(ctx.t("offer"))}</p>'
            f'<button type="button" class="primary" data-action="{esc(a["id"])}">{esc(ctx.label(a))}</button>'
            f'<p class="bp-offer-note">{esc(ctx.t("offer_note"))}</p></div>')


def _tray(ctx: Table) -> str:
    """Cards to choose from that are nowhere else on the table: from the life, the pack, the graveyard, the other
    hand, the cards just moved to the graveyard, the deck at the set-up."""
    if not ctx.tray:
        return ""
    slots = []
    for kind, v, a in ctx.tray:
        tag = _tag(ctx.t("rare_tag"), "rare") if kind == "rare" else ""
        slots.append(piece(_card(v, ctx.lang), a, name=ctx.label(a)) + tag)
    return (f'<section class="bp-tray" aria-label="{esc(ctx.t("tray"))}">'
            f'{hand(slots, ctx.t("tray"), layout="wrap")}</section>')


def _stage(ctx: Table) -> str:
    """The stack, top first: the request being declared, the one resolving, then those on the stage."""
    view, lang = ctx.view, ctx.lang
    stage = view["stage"]
    rows = []
    build = view["build"]
    if build:
        rows.append(_draft(ctx, build))
    resolving = _resolving(view)
    if resolving:
        rows.append(_request(ctx, resolving, ctx.t("resolving"), "bp-resolving"))
    for i, r in reversed(list(enumerate(stage, 1))):
        motion = ""
        if i == len(stage) and ctx.fresh:  # the newest request slides in from its controller's side
            motion = animate(FROM_BOTTOM if r["controller"] == ctx.me else FROM_TOP)
        rows.append(_request(ctx, r, str(i), f"bp-request {motion}".strip()))
    body = (f'<ol class="bp-requests">{"".join(rows)}</ol>' if rows else
            f'<p class="bp-stage-empty">{esc(ctx.t("stage_empty"))}</p>')
    return (f'<section class="bp-stage" data-stage="{len(stage)}" aria-label="{esc(ctx.t("stage"))}">'
            f'<h3>{esc(ctx.t("stage"))} <small>{esc(ctx.t("stage_top"))}</small></h3>{body}</section>')


def _request(ctx: Table, r: dict, badge: str, cls: str) -> str:
    """A request: its pin (its place, or "resolving"), action, controller, key cards and "→ target" (whose piece
    wears the same pin: the arrow's two ends); a button when it is a target now, a ring when it is aimed at."""
    lang = ctx.lang
    side = "bp-mine" if r["controller"] == ctx.me else "bp-theirs"
    target = ""
    if r["targets"]:
        target = (f'<span class="bp-req-target">'
                  f'{esc(ctx.t("to_target", target=", ".join(ctx.words(t) for t in r["targets"])))}</span>')
    keys = f'<span class="bp-minis">{"".join(_card(c, lang) for c in r["keys"])}</span>' if r["keys"] else ""
    inner = (f'<span class="bp-req-no bp-pin">{esc(badge)}</span><span class="bp-req-name">'
             f'{esc(tr(action_name(r["name"]), lang))}</span><span class="bp-req-by">{esc(ctx.names[r["controller"]])}'
             f'</span>{keys}{target}')
    action = ctx.requests.get(r["id"]) if r.get("id") is not None else None
    body = piece(inner, action, name=ctx.label(action), cls="bp-req-piece") if action else inner
    aimed, hooks, aims = _aim(ctx, f"r{r['id']}") if r.get("id") is not None else ("", "", "")
    if "bp-request" in cls.split():
        hooks += (f' data-request="{r["id"]}" data-no="{esc(badge)}" data-targets="{esc(" ".join(r["targets"]))}"'
                  f' data-name="{esc(r["name"])}" data-controller="{r["controller"]}"')
    return f'<li class="{cls}{aimed} {side}"{hooks}>{body}{aims}</li>'


def _draft(ctx: Table, build: dict) -> str:
    """The request being declared, slot by slot (2.10.3: each step is announced): its cards as cards, its costs
    and target in words, "?" for what is still to choose."""
    lang = ctx.lang
    cards, words = [], []
    for x in build["picks"]:
        kind, _, v = x.partition(":")
        if kind in ("key", "card"):
            cards.append(_card(v, lang))
        elif kind == "D":
            cards.append(f'<span class="bp-discarding">{_card(v, lang)}{_tag(ctx.t("discard_mark"), "build")}</span>')
        else:
            words.append(ctx.words(x))
    inner = (f'<span class="bp-req-no bp-pin">{esc(ctx.t("declaring"))}</span><span class="bp-req-name">'
             f'{esc(tr(action_name(build["action"]), lang))}</span>'
             f'<span class="bp-req-by">{esc(ctx.names[build["player"]])}</span>'
             + (f'<span class="bp-minis">{"".join(cards)}</span>' if cards else "")
             + "".join(f'<span class="bp-req-target">{esc(w)}</span>' for w in words)
             + '<span class="bp-req-target bp-missing">…</span>')
    side = "bp-mine" if build["player"] == ctx.me else "bp-theirs"
    return f'<li class="bp-draft {side}">{inner}</li>'
