"""ヨミ's table, built on the table kit.

Character choice: the ten characters as a grid of cards (HP, combo points, a one-line style in our words), each
the button of its choice; the full sheets (abilities, every card's two halves, YM-7's notes) in a drawer.

In play, top to bottom:
- both fighters (seat order, left and right): HP as a bar and a number, combo points, hand / deck / discard counts,
  the initiative, knocked down, a face-down joker or bluff, Aces to search, attachments (ミドリ's 変身, ガイガー's
  時間湾曲, アルガガルグ's shields and what the hex then deals), this turn's effects (俊速, 太筆描き, 防護結界,
  屁理屈's call, チンチロリン's slow-down) and the opponent's cards the viewer has seen; the drawers (sheets, piles);
- the arena: each seat's combat card, drawn with both halves and the played one lit, with the cards that joined it
  (combo, blackjack); in the middle the matchup's result in words. Before the reveal, a face-down card (back) or an
  empty place per seat ("choosing"); the previous combat stays beneath, faded, until the next reveal. Beside it the
  combo builder (the hits so far, combo points as pips, the damage and how much a joker would rewind), an ability
  waiting for its counter, the cards to choose from that are not in the hand (Aces to search, 熱血's cards, a
  deck or discard pile to pick from) and the power-up's sets;
- the prompt (what is asked of the viewer, or whom the table waits for), then the viewer's hand.

Touch: a hand card shows both halves (kind, speed, damage, chip, combo type and points; jokers apart); a half that
may be played now (combat card, combo continuation, 時間停止's throw) is itself the button. Where the engine asks
for a whole card (a joker or bluff to set, a counter, a discard, an ability paid with that card) the card is the
button, captioned with what it does; an extra-damage discard is a small button under its card. The engine's
actions that name several cards (岩の鎧's pair, 熱血's set) are select-then-confirm (PICK_KEY); a power-up set
names a rank and a count, not cards, so each set is one button showing those cards. What has no piece (no card,
set nothing, end the combo, pass, an ability paid with no card of the hand) stays in the choice bar. ONE_TAP: on a
touch screen a tap selects a half and the bar confirms it, so a mis-tap never plays a card face down.

Motion: the combat cards turn over together at the reveal, on the renders until the first decision after it (the
view is a pure function of the seat's view, so "fresh" is read from the phase: see `_fresh`; a redraw with no new
move, e.g. a language switch, is still: board.Board.draw_table), and a combo's newest card travels in. At the end both hands are on the table (the opponent's as far as the view shows it).

Hooks for the browser tests: `data-yomi-seat` (with `data-yomi-hand`, `-deck`, `-pile`, `-down`, `-bluff`, `-owed`
and a `[data-hp]` holding the HP), `data-yomi-turn` / `data-yomi-phase`, `data-yomi-combo-cp` / `-damage` on the
combo builder, `data-yomi-outcome` on the matchup's result, `data-yomi-card` on the hand's cards, `.yomi-prompt`.
"""

from fudabako.games.yomi.abilities import COUNTERS, SOURCES, ability_name, ability_text
from fudabako.games.yomi.carddata import CHARACTERS
from fudabako.games.yomi.cards import CHARACTER_IDS, JOKERS, KIND_NAMES, MOVES, RANKS, card_name, character_name, rank
from fudabako.games.yomi.texts import ABILITY_TEXTS

from ..i18n import tr
from ..kit import HAND_OF, confirm_bar, count_label, hand, own_hand_name, pick, pickable, piece
from ..kit.motion import FROM_BOTTOM, FROM_TOP, REVEAL, animate
from ..widgets import esc

ONE_TAP = True

LEVEL_NOTES = {
    "predictable": {"ja": "いつも一番ダメージの大きい打撃 (なければ投げ) を出します。読みの練習に",
                    "en": "Always plays its highest-damage attack (else a throw): practise reading it"},
    "strong": {"ja": "戦闘カードを読み合いの均衡 (混合戦略) で選び、コンボは大きく繋ぎます",
               "en": "Chooses combat cards by the matchup's equilibrium (a mixed strategy) and combos greedily"},
    "yomi": {"ja": "つよいに加えて、あなたが出しがちな技の種類を読んで突き、とどめと転倒を数え、ジョーカー以外でもブラフを伏せ、"
                   "能力は得になるときに使います",
             "en": "Strong, and it reads which kinds of move you favour to punish them, counts kills and knockdowns, "
                   "bluffs with cards other than jokers and uses its abilities when they pay"},
}


def pick_tokens(payload: dict) -> list:
    """The cards an action names when it names several (select-then-confirm): 岩の鎧's pair of hand cards and
    熱血's set of cards from the discard pile. Every other action is one piece or a choice of the bar."""
    if "cards" in payload:
        return payload["cards"]
    if payload.get("ability") == "jaina_vigor":
        return payload["arg"].split("+")
    return []


PICK_KEY = pick_tokens

# One line per character, in our words, for the choice grid.
STYLES = {
    "grave": {"ja": "万能の武闘家: 速い打撃と強い締め。ガードの後に相手を読む",
              "en": "All-round fighter: fast attacks, strong enders; reads you after a block"},
    "jaina": {"ja": "炎の弓使い: 削りの大きい打撃。HPを払って札を戻し、向きを変える",
              "en": "Fire archer: heavy chip damage; pays HP to take cards back and turn her card"},
    "midori": {"ja": "竜に変身する重量級: 強い投げと、回避できない竜の技",
               "en": "Heavyweight who turns into a dragon: strong throws, undodgeable dragon moves"},
    "setsuki": {"ja": "俊敏な忍者: HPは低いがコンボが長く、手札が尽きると4枚補充",
                "en": "Nimble ninja: low HP, long combos, draws 4 when her hand runs dry"},
    "rook": {"ja": "岩の巨人: 最大のHP。ガードが反撃し、打ち負けても殴り返す",
             "en": "Stone giant: the most HP; his blocks strike back, his outsped attacks still land"},
    "degrey": {"ja": "幽霊の弁論家: 手札が少ないほど絵札が重い。技の種類を言い当てて回復",
               "en": "Ghost orator: face cards hit harder with fewer cards in hand; heals by calling your move"},
    "valerie": {"ja": "画家: 通常打撃を好きな順に繋ぐ。加速して連打する",
                "en": "Painter: chains normal attacks in any order, and speeds up"},
    "geiger": {"ja": "時計職人: 時間の渦巻きで削り、時を止めて投げる",
               "en": "Clockmaker: Time Spirals chip, then time stops for a throw"},
    "lum": {"ja": "賭博師のパンダ: サイコロ、ポーカー、ブラックジャック",
            "en": "Gambling panda: dice, poker and blackjack"},
    "argagarg": {"ja": "呪術師: 毎ターンの呪いでHPを削り、泡の盾で守る",
                 "en": "Hexer: his hex drains HP every turn; bubble shields guard him"},
}

COMBO_NAMES = {"normal": {"ja": "通常", "en": "normal"}, "starter": {"ja": "始動", "en": "starter"},
               "linker": {"ja": "連係", "en": "linker"}, "ender": {"ja": "締め", "en": "ender"},
               "no_combo": {"ja": "コンボ不可", "en": "no combo"}}
WINDOW_NAMES = {"draw": {"ja": "ドローの後", "en": "after the draw"},
                "reveal": {"ja": "公開の後", "en": "after the reveal"},
                "endcombat": {"ja": "戦闘の終わり", "en": "end of combat"},
                "endturn": {"ja": "ターンの終わり", "en": "end of turn"}}
PUMP_KINDS = {"*": {"ja": "任意", "en": "any"}, "F": {"ja": "絵札", "en": "face"}}

W = {
    # the fighters
    "hp": {"ja": "HP", "en": "HP"},
    "cp": {"ja": "コンボ", "en": "Combo"},
    "hand": {"ja": "手札", "en": "Hand"},
    "deck": {"ja": "山札", "en": "Deck"},
    "pile": {"ja": "捨て札", "en": "Discard"},
    "first": {"ja": "先制権", "en": "Initiative"},
    "down": {"ja": "転倒中", "en": "Knocked down"},
    "bluff": {"ja": "伏せ札あり", "en": "Card face down"},
    "bluff_long": {"ja": "伏せ札: ジョーカーなら巻き戻し、それ以外はブラフ", "en": "A face-down card: a joker rewinds, anything else bluffs"},
    "my_bluff": {"ja": "伏せ札: {card}", "en": "Face down: {card}"},
    "owed": {"ja": "Aを{n}枚探す", "en": "{n} Ace(s) to search"},
    "dragon": {"ja": "変身中: 竜の技が使える", "en": "Dragon Form: dragon moves playable"},
    "distortion": {"ja": "時間湾曲", "en": "Temporal Distortion"},
    "shields": {"ja": "バブルシールド×{n} (呪い{hex})", "en": "Bubble Shield ×{n} (hex {hex})"},
    "slow_now": {"ja": "チンチロリン: 打撃と投げ+4.0", "en": "Roll the Dice: attacks, throws +4.0"},
    "slow_next": {"ja": "次のターン 打撃と投げ+4.0", "en": "Next turn attacks, throws +4.0"},
    "speed": {"ja": "俊速: -{n}", "en": "Burst of Speed: -{n}"},
    "bold": {"ja": "太筆描き: 通常打撃+{n}", "en": "Bold Strokes: normal attacks +{n}"},
    "ward": {"ja": "防護結界: 相手の技はすべて締め", "en": "Protective Ward: the opponent's moves all end combos"},
    "rhetoric": {"ja": "屁理屈: {kinds}", "en": "Troublesome Rhetoric: {kinds}"},
    "fox": {"ja": "狐の速力: 回避からフルコンボ", "en": "Speed of the Fox: a full combo after a dodge"},
    "peek": {"ja": "研究開発: {n}枚を見ている", "en": "Research: looking at {n}"},
    "known": {"ja": "見えている手札", "en": "Hand cards seen"},
    "sheets": {"ja": "シート", "en": "Sheets"},
    "sheets_title": {"ja": "キャラクターシート", "en": "Character sheets"},
    "piles": {"ja": "捨て札", "en": "Discards"},
    "piles_title": {"ja": "捨て札 (古い順)", "en": "Discard piles (oldest first)"},
    "empty": {"ja": "なし", "en": "none"},
    # the arena
    "turn": {"ja": "ターン{n}", "en": "Turn {n}"},
    "vs": {"ja": "VS", "en": "VS"},
    "before": {"ja": "前回: {outcome}", "en": "Last time: {outcome}"},
    "choosing": {"ja": "選択中", "en": "Choosing"},
    "chosen": {"ja": "伏せた", "en": "Face down"},
    "rechoosing": {"ja": "選び直し中", "en": "Choosing again"},
    "no_card": {"ja": "カード無し", "en": "No card"},
    "empty_hand": {"ja": "手札無し", "en": "No cards"},
    "combat_of": {"ja": "{name}の戦闘カード", "en": "{name}'s combat card"},
    "joined": {"ja": "続くカード", "en": "Cards after it"},
    # the combo builder
    "combo": {"ja": "{name}のコンボ", "en": "{name}'s combo"},
    "counter_hit": {"ja": "{name}の反撃 (1発・締め)", "en": "{name}'s counter-hit (one hit, an ender)"},
    "points": {"ja": "コンボポイント {cp} / {max}", "en": "Combo points {cp} / {max}"},
    "damage": {"ja": "ダメージ", "en": "Damage"},
    "rewind": {"ja": "ジョーカーなら {n} を巻き戻す", "en": "A joker would rewind {n}"},
    "pumps": {"ja": "追加ダメージ: {kind}を捨てて+{each} (あと{left}枚)",
              "en": "Extra damage: discard {kind} for +{each} ({left} more)"},
    "next": {"ja": "手札から次のカードをタップ", "en": "Tap the next card in your hand"},
    "no_hits": {"ja": "まだヒットなし", "en": "No hit yet"},
    # the side
    "using": {"ja": "{name}: {ability}", "en": "{name}: {ability}"},
    "from_pile": {"ja": "捨て札から", "en": "from discard"},
    "from_deck": {"ja": "山札から", "en": "from deck"},
    "from_peek": {"ja": "山札の上", "en": "top of deck"},
    "choose_title": {"ja": "選ぶカード", "en": "Cards to choose from"},
    "search_title": {"ja": "探すA", "en": "Aces to take"},
    "ko": {"ja": "K.O.", "en": "K.O."},
    "powerup": {"ja": "パワーアップ", "en": "Power-up"},
    "set": {"ja": "A {n}枚", "en": "{n} Ace(s)"},
    "vigor_go": {"ja": "熱血: 手札に戻す", "en": "Burning Vigor: take back"},
    "armor_go": {"ja": "岩の鎧: 捨てる", "en": "Rock Armor: discard"},
    "vigor_pick": {"ja": "熱血: 手札に戻すカードを選ぶ (数字3・絵札4・A5ダメージ)",
                   "en": "Burning Vigor: choose cards to take back (3 damage a number, 4 a face card, 5 an Ace)"},
    "armor_pick": {"ja": "岩の鎧: 同じスートの2枚を選ぶ", "en": "Rock Armor: choose two cards of the suit"},
    "total": {"ja": "合計 {n}", "en": "Total {n}"},
    # the hand
    "set_down": {"ja": "伏せる", "en": "Set face down"},
    "pump": {"ja": "捨てて+{n}", "en": "Discard: +{n}"},
    "your_choice": {"ja": "あなたの選択: {name} (相手には伏せてあります)", "en": "Your choice: {name} (face down to the opponent)"},
    "picked": {"ja": "あなたの選択", "en": "Your choice"},
    "played": {"ja": "出した技", "en": "played"},
    # the sheet
    "sheet_head": {"ja": "HP {hp} ・ コンボポイント {cp}", "en": "HP {hp} · combo points {cp}"},
    "rank": {"ja": "ランク", "en": "Rank"},
    "top": {"ja": "上半分", "en": "Top half"},
    "bottom": {"ja": "下半分", "en": "Bottom half"},
    "character": {"ja": "キャラクター", "en": "Character"},
    "red_chip": {"ja": "表は♥のカードの値です。♥♦のカードだけが削る技は、♣♠では削り0です。",
                 "en": "The table shows the ♥ cards; a chip that only red cards deal (♥♦) is 0 on ♣♠."},
    "notes": {"ja": "出典で値が分かれる項目 (この値を採用)", "en": "Fields the sources disagree on (the value used)"},
    "speed_k": {"ja": "速", "en": "spd"},
    "damage_k": {"ja": "ダメ", "en": "dmg"},
    "chip_k": {"ja": "削", "en": "chip"},
    "knockdown": {"ja": "転倒", "en": "KD"},
    "dragon_k": {"ja": "竜", "en": "dragon"},
    "extra_k": {"ja": "追加", "en": "extra"},
}

PROMPTS = {
    "select": {"ja": "キャラクターを選んでください (相手の選択と同時に公開されます)",
               "en": "Choose your character (revealed together with the opponent's)"},
    "play": {"ja": "戦闘カード: 出す技の半分をタップ (裏向きに伏せます)",
             "en": "Combat card: tap the half you play (it goes face down)"},
    "rechoose": {"ja": "相手はカード無し: もう一度、出す技の半分をタップ",
                 "en": "The opponent plays no card: tap a half again"},
    "bluff": {"ja": "相手のコンボが続くかも: 1枚伏せられます (ジョーカーなら巻き戻し、他はブラフ)",
              "en": "More damage may follow: set a card face down (a joker rewinds, else a bluff)"},
    "combo": {"ja": "コンボ: 次の技の半分をタップ (または終了)", "en": "Combo: tap the next move's half (or end it)"},
    "powerup": {"ja": "パワーアップ: 同じ数字を捨ててAを得られます", "en": "Power-up: discard cards of a rank for Aces"},
    "search": {"ja": "Aを{n}枚、山札か捨て札から探してください", "en": "Take {n} Ace(s) from your deck or discard pile"},
    "window": {"ja": "能力を使える時機: {window}", "en": "You may use abilities: {window}"},
    "counter": {"ja": "相手の「{name}」を打ち消しますか", "en": "Counter the opponent's {name}?"},
}
WAITING = {
    "select": {"ja": "{name}がキャラクターを選んでいます", "en": "{name} is choosing a character"},
    "play": {"ja": "{name}が戦闘カードを選んでいます", "en": "{name} is choosing a combat card"},
    "rechoose": {"ja": "{name}が選び直しています", "en": "{name} chooses again"},
    "bluff": {"ja": "{name}が伏せ札を考えています", "en": "{name} may set a card face down"},
    "combo": {"ja": "{name}のコンボ中", "en": "{name} is comboing"},
    "powerup": {"ja": "{name}のパワーアップ", "en": "{name}'s power-up"},
    "search": {"ja": "{name}がAを探しています", "en": "{name} is searching for Aces"},
    "window": {"ja": "{name}が能力を考えています ({window})", "en": "{name} may use abilities ({window})"},
    "counter": {"ja": "{name}が打ち消すか考えています", "en": "{name} may counter"},
    "choose": {"ja": "{name}が選んでいます", "en": "{name} is choosing"},
}
# The prompt of each ability's choice (choosing["key"]), and the caption of a card that answers it.
CHOOSE = {
    "mastery": ({"ja": "格闘術: 手札から1枚捨ててください", "en": "Martial Mastery: discard a card"},
                {"ja": "捨てる", "en": "Discard"}),
    "smoke": ({"ja": "煙隠れ: あと{left}枚捨ててください", "en": "Smoke Bomb: discard {left} more"},
              {"ja": "捨てる", "en": "Discard"}),
    "vines": ({"ja": "蔓巻き: 通常の投げを捨てて8ダメージ", "en": "Entangling Vines: discard a normal throw for 8 damage"},
              {"ja": "8ダメージ", "en": "8 damage"}),
    "know": ({"ja": "敵を知る: Qを1枚手札に", "en": "Knowing the Opponent: take a Q"},
             {"ja": "手札に", "en": "Take"}),
    "bag": ({"ja": "七つ道具袋: 捨て札から山札の上へ、あと{left}枚まで (最後に置いたものが一番上)",
             "en": "Bag of Tricks: up to {left} more on top of your deck (the last one goes on top)"},
            {"ja": "山札の上へ", "en": "On top"}),
    "dice": ({"ja": "チンチロリン: 効果を選んでください", "en": "Roll the Dice: choose the effect"}, None),
    "blackjack": ({"ja": "ブラックジャック: 合計 {total}", "en": "Blackjack: total {total}"}, None),
    "poker_two": ({"ja": "ストレートフラッシュ: 効果を2つ選んでください", "en": "Straight flush: choose two effects"}, None),
    "poker_card": ({"ja": "ストレート: 山札から好きな1枚を手札に", "en": "Straight: take any card of your deck"},
                   {"ja": "手札に", "en": "Take"}),
    "poker_ace": ({"ja": "4カード: Aを捨ててブラックジャック", "en": "Four of a kind: discard an Ace for Blackjack"},
                  {"ja": "ブラックジャック", "en": "Blackjack"}),
    "distortion": ({"ja": "時間湾曲: 捨て札のJかQを手札に", "en": "Temporal Distortion: take back a J or Q"},
                   {"ja": "手札に", "en": "Take"}),
    "research": ({"ja": "研究開発: 山札の上へ戻す順に選ぶ (最後に戻したものが一番上)",
                  "en": "Research and Development: put them back one by one (the last one goes on top)"},
                 {"ja": "山札の上へ", "en": "On top"}),
    "stop": ({"ja": "時間停止: 手札の投げの半分をタップ", "en": "Time Stop: tap a throw in your hand"}, None),
    "armor": ({"ja": "岩の鎧: 同じスートの2枚を捨てて反撃", "en": "Rock Armor: discard two cards of the suit to hit back"},
              None),
}


class Keys:
    """Number keys 1–9 for the table's buttons, handed out in page order (the shell numbers the bar's after them
    and presses the n-th button of the page)."""

    def __init__(self):
        self.n = 0

    def next(self):
        self.n += 1
        return self.n if self.n <= 9 else None


# --- cards --------------------------------------------------------------------------------------------------------

def suit_class(card: str) -> str:
    return "ym-joker" if card in JOKERS else f"ym-suit-{card[-1]}"


def half_text(m, lang: str) -> str:
    """One half in words (a reader's name for the half, and the sheet): kind, name, speed, damage, chip, combo
    points and type, extras."""
    ja = lang == "ja"
    parts = [tr(KIND_NAMES[m.kind], lang)]
    if m.name:
        parts.append(m.name)
    if m.hits:
        parts += [f"{'速度' if ja else 'speed'} {m.speed / 10:.1f}", f"{'ダメージ' if ja else 'damage'} {m.damage}"]
        if m.chip:
            parts.append(f"{'削り' if ja else 'chip'} {m.chip}")
        parts.append(f"{'コンボポイント' if ja else 'combo points'} {m.cp} {tr(COMBO_NAMES[m.combo], lang)}")
        if m.knockdown:
            parts.append("転倒" if ja else "knockdown")
        if m.pump:
            parts.append(_pump_text(m.pump, lang))
        if m.dragon:
            parts.append("ドラゴン" if ja else "dragon move")
    if m.aces > 1:
        parts.append(f"A×{m.aces}")
    return " · ".join(parts)


def _pump_text(pump, lang: str) -> str:
    want, most, each = pump
    what = tr(PUMP_KINDS[want], lang) if want in PUMP_KINDS else want
    return (f"追加ダメージ: {what}を{most}枚まで捨てて1枚+{each}" if lang == "ja"
            else f"extra damage: discard up to {most} {what} for +{each} each")


def _half(m, lang: str, played: bool = False) -> str:
    """A half's face: the kind (a word on a coloured band), then for attacks and throws the speed, the damage, the
    chip, the combo type and points and the extras, in short; the full words are the half's accessible name."""
    cls = f"ym-half ym-k-{m.kind}{' ym-lit' if played else ''}{'' if m.hits else ' ym-plain'}"
    lit = f'<span class="kit-sr">({tr(W["played"], lang)})</span>' if played else ""
    kind = f'<span class="ym-kind">{esc(tr(KIND_NAMES[m.kind], lang))}</span>{lit}'
    if not m.hits:
        return f'<span class="{cls}">{kind}</span>'
    speed = (f'<span class="ym-speed"><span class="ym-k">{esc(tr(W["speed_k"], lang))}</span>'
             f'{m.speed / 10:.1f}</span>')
    damage = (f'<span class="ym-dmg">{m.damage}<span class="ym-k">{esc(tr(W["damage_k"], lang))}</span></span>'
              + (f'<span class="ym-chip">{esc(tr(W["chip_k"], lang))}{m.chip}</span>' if m.chip else ""))
    tags = [f'{tr(COMBO_NAMES[m.combo], lang)} {m.cp}']
    if m.knockdown:
        tags.append(tr(W["knockdown"], lang))
    if m.pump:
        want, most, each = m.pump
        what = tr(PUMP_KINDS[want], lang) if want in PUMP_KINDS else want
        tags.append(f'{tr(W["extra_k"], lang)} {what}×{most}+{each}')
    if m.dragon:
        tags.append(tr(W["dragon_k"], lang))
    if m.aces > 1:
        tags.append("A" * m.aces)
    return (f'<span class="{cls}"><span class="ym-hl">{kind}{speed}</span><span class="ym-hl">{damage}</span>'
            f'<span class="ym-tags">{esc(" · ".join(tags))}</span></span>')


def card_face(char: str, card: str, lang: str, *, halves: dict | None = None, lit: int | None = None,
              keys: Keys | None = None, cls: str = "", attrs: str = "") -> str:
    """A Yomi card with both halves (top, then bottom; a card with the same move twice shows it once). `halves`
    maps a half (0, 1) to its legal action: that half is the button. `lit` marks the half played."""
    top, bottom = MOVES[char][card]
    parts = []
    for h, m in enumerate((top, bottom) if top != bottom else (top,)):
        face = _half(m, lang, played=lit == h)
        action = (halves or {}).get(h)
        name = half_text(m, lang)
        if action is not None:
            parts.append(piece(face, action, name=f"{card_name(card)} {name}", lang=lang,
                               key=keys.next() if keys else None, cls="ym-halfbtn"))
        else:
            parts.append(f'<span class="ym-halfwrap" title="{esc(name)}">{face}</span>')
    single = " ym-single" if top == bottom else ""
    dim = " ym-has-lit" if lit is not None else ""
    return (f'<span class="kit-card ym-card {suit_class(card)}{single}{dim} {cls}"{attrs}><span class="kit-face">'
            f'<span class="ym-corner">{esc(card_name(card))}</span>{"".join(parts)}</span></span>')


def mini(card: str, extra: str = "") -> str:
    """A card in a line of text: its rank and suit (♥♦ red)."""
    return f'<span class="ym-mini {suit_class(card)}">{esc(card_name(card))}</span>{extra}'


def back(cls: str = "") -> str:
    return f'<span class="kit-card kit-card-back {cls}" aria-hidden="true"><span class="kit-face kit-back"></span></span>'


def slot_outline(text: str) -> str:
    return (f'<span class="kit-card kit-card-slot ym-empty"><span class="kit-face">'
            f'<span class="kit-slot-label">{esc(text)}</span></span></span>')


# --- the page -----------------------------------------------------------------------------------------------------

def render(view: dict, names: list, lang: str) -> str:
    view = dict(view, legal=view.get("legal") or [])  # a spectator's view has no legal actions
    if view["phase"] == "select":
        return _select(view, names, lang)
    keys = Keys()
    acts = _actions(view)
    parts = [_top(view, names, lang), _arena(view, names, lang)]
    # The side comes before the hand in the page (and on a phone's single column) when it holds the choices of the
    # moment (a chooser, the power-up's sets), after it when it only informs (the combo builder beside the hand's
    # continuations); the number keys follow the page's order.
    if acts["chooser"] or acts["sets"] or acts["picks"]:
        side = _side(view, names, lang, acts, keys)
        parts += [f'<div class="ym-side">{side}</div>', _prompt(view, names, lang), _hands(view, names, lang, acts, keys)]
    else:
        parts += [_prompt(view, names, lang), _hands(view, names, lang, acts, keys)]
        side = _side(view, names, lang, acts, keys)
        parts.append(f'<div class="ym-side">{side}</div>' if side else "")
    return f'<div class="ym-table{" ym-with-side" if side else ""}">{"".join(parts)}</div>'


def _actions(view: dict) -> dict:
    """The viewer's legal actions sorted by the piece that offers them: a half of a hand card, a whole hand card
    (a caption says what it does), an extra-damage discard under its card, a card elsewhere (the chooser), the
    power-up's sets and the picks; the rest is the choice bar's. An ability paid with a hand card is that card
    only when no other action of the moment uses it (屁理屈's four calls on one 4 stay in the bar)."""
    hand = set(view["hand"] or [])
    out = {"halves": {}, "whole": {}, "pump": {}, "chooser": [], "sets": [], "picks": []}
    abilities = {}
    for a in view["legal"]:
        payload = a["payload"]
        card = payload.get("card")
        if pick_tokens(payload):
            out["picks"].append(a)
        elif a["id"].startswith("set:"):
            out["sets"].append(a)
        elif card is not None and "half" in payload and card in hand:
            out["halves"].setdefault(card, {})[payload["half"]] = a
        elif a["id"].startswith("pump:"):
            out["pump"][card] = a
        elif card is not None and card in hand:
            out["whole"][card] = a
        elif card is not None:
            out["chooser"].append(a)
        elif payload.get("ability"):
            token = payload["arg"].split(":")[0]
            if token in hand:
                abilities.setdefault(token, []).append(a)
    for card, found in abilities.items():
        if len(found) == 1 and card not in out["whole"]:
            out["whole"][card] = found[0]
    return out


def _me(view: dict):
    return view["viewer"]


def _fresh(view: dict) -> bool:
    """Whether the combat cards were just revealed: the renders up to the first decision after the reveal (the next
    turn's first choice when the combat resolved at once; the first move of a combo; a window's first pass)."""
    phase = view["phase"]
    if phase == "play":
        return not any(view["chosen"]) and view["last"] is not None
    if phase == "window":
        return view["window"]["name"] in ("reveal", "endcombat") and view["window"]["passes"] == 0
    if phase == "combo":
        combo = view["combo"]
        return len(combo["moves"]) <= 1 and combo["pumps"] == 0
    return phase in ("bluff", "rechoose", "over")


def _pending_reveal(view: dict) -> bool:
    """The combat cards are up but not yet compared (the after-reveal window, or 敵を知る's search before it)."""
    window, choosing = view["window"], view["choosing"]
    return bool(window and window["name"] == "reveal") or bool(choosing and choosing.get("resume") == "reveal")


# --- character choice ---------------------------------------------------------------------------------------------

def _select(view: dict, names: list, lang: str) -> str:
    legal = {a["id"]: a for a in view["legal"]}
    mine = view.get("my_choice")
    keys = Keys()
    cards = []
    for c in CHARACTER_IDS:
        data = CHARACTERS[c]
        chosen = mine == f"char:{c}"
        badge = f'<span class="ym-badge">{esc(tr(W["picked"], lang))}</span>' if chosen else ""
        face = (f'<span class="ym-rcard ym-c-{c}{" ym-chosen" if chosen else ""}">'
                f'<span class="ym-rname">{esc(tr(character_name(c), lang))}</span>{badge}'
                f'<span class="ym-rstats"><span>HP <b>{data["hp"]}</b></span>'
                f'<span>{esc(tr(W["cp"], lang))} <b>{data["cp"]}</b></span></span>'
                f'<span class="ym-rstyle">{esc(tr(STYLES[c], lang))}</span>'
                f'<span class="ym-rabil">{esc(" · ".join(tr(ability_text(c, r), lang) for r in data["abilities"]))}'
                f'</span></span>')
        action = legal.get(f"char:{c}")
        cards.append(f'<li>{piece(face, action, lang=lang, key=keys.next() if action else None)}</li>')
    status = "".join(
        f'<li class="{"is-chosen" if view["chosen"][p] else ""}">{esc(names[p])}: '
        f'{"✔" if view["chosen"][p] else "○"} {esc(tr("chosen" if view["chosen"][p] else "choosing", lang))}</li>'
        for p in range(2))
    if view["legal"]:
        prompt = tr(PROMPTS["select"], lang)
    elif mine:
        prompt = tr(W["your_choice"], lang, name=tr(character_name(mine.split(":")[1]), lang))
    else:
        prompt = tr(WAITING["select"], lang, name=" / ".join(names[p] for p in range(2) if not view["chosen"][p]))
    return (f'<div class="ym-select"><div class="ym-select-head">'
            f'<p class="yomi-prompt">{esc(prompt)}</p><ul class="ym-picking">{status}</ul>'
            f'{_drawer("yomi-sheets", W["sheets"], W["sheets_title"], None, lang)}'
            f'</div><ul class="ym-roster">{"".join(cards)}</ul></div>')


# --- the fighters ------------------------------------------------------------------------------------------------

def _top(view: dict, names: list, lang: str) -> str:
    return f'<div class="ym-top">{_fighter(view, 0, names, lang)}{_fighter(view, 1, names, lang)}</div>'


def _tools(view: dict, names: list, lang: str) -> str:
    """The drawers: both sheets, both discard piles."""
    chars = view["chars"]
    piles = "".join(f'<section class="ym-pilelist"><h3>{esc(names[p])} · {esc(tr(character_name(chars[p]), lang))}'
                    f'</h3><p>{"".join(mini(c) for c in view["piles"][p]) or esc(tr(W["empty"], lang))}</p></section>'
                    for p in range(2))
    return (_drawer("yomi-sheets", W["sheets"], W["sheets_title"], None, lang)
            + _drawer("yomi-piles", W["piles"], W["piles_title"], piles, lang))


def _fighter(view: dict, p: int, names: list, lang: str) -> str:
    c = view["chars"][p]
    hp, top = view["hp"][p], view["max_hp"][p]
    low = " ym-hp--low" if hp * 10 <= top * 3 else ""
    bar = (f'<svg class="ym-hpbar" viewBox="0 0 {top} 4" preserveAspectRatio="none" aria-hidden="true">'
           f'<rect class="ym-hpbar-bg" width="{top}" height="4"/><rect class="ym-hpbar-fill" width="{max(0, min(hp, top))}" '
           f'height="4"/></svg>')
    counts = "".join(f'<span class="ym-count"><span class="ym-k">{esc(tr(W[k], lang))}</span> <b>{n}</b></span>'
                     for k, n in (("hand", view["hand_sizes"][p]), ("deck", view["deck_sizes"][p]),
                                  ("pile", len(view["piles"][p])), ("cp", CHARACTERS[c]["cp"])))
    first = (f'<span class="ym-tag ym-first">★ {esc(tr(W["first"], lang))}</span>' if view["first"] == p else "")
    known = view["known"][p] if view["viewer"] != p and view["phase"] != "over" else []  # at the end: the hand below
    seen = (f'<p class="ym-known"><span class="ym-k">{esc(tr(W["known"], lang))}</span> '
            f'{"".join(mini(k) for k in known)}</p>') if known else ""
    label = f'{names[p]} · {tr(character_name(c), lang)}'
    return (f'<section class="ym-fighter ym-c-{c}{" ym-me" if view["viewer"] == p else ""}" aria-label="{esc(label)}" '
            f'data-yomi-seat="{p}" data-yomi-hand="{view["hand_sizes"][p]}" data-yomi-deck="{view["deck_sizes"][p]}" '
            f'data-yomi-pile="{len(view["piles"][p])}" data-yomi-down="{int(view["down"][p])}" '
            f'data-yomi-bluff="{int(view["bluff_set"][p])}" data-yomi-owed="{view["owed"][p]}">'
            f'<header class="ym-fhead"><span class="ym-fname">{esc(names[p])}</span>'
            f'<span class="ym-fchar">{esc(tr(character_name(c), lang))}</span>{first}</header>'
            f'<div class="ym-hp{low}"><span class="ym-k">{esc(tr(W["hp"], lang))}</span> '
            f'<span class="ym-hp-value" data-hp="{p}">{hp}</span><span class="ym-hp-max">/{top}</span>{bar}'
            + (f'<span class="ym-tag ym-ko">{esc(tr(W["ko"], lang))}</span>' if hp <= 0 else "") + '</div>'
            f'<div class="ym-facts"><p class="ym-counts">{counts}</p>{_marks(view, p, lang)}{seen}</div></section>')


def _marks(view: dict, p: int, lang: str) -> str:
    """The fighter's state beyond the numbers, each a word (never a colour alone)."""
    c, turn, fx = view["chars"][p], view["turn"], view["effects"][p]
    tags = []
    if view["down"][p]:
        tags.append(("down", f'⤵ {tr(W["down"], lang)}'))
    if view["bluff_set"][p]:
        mine = view.get("my_bluff") if view["viewer"] == p else None
        tags.append(("bluff", tr(W["my_bluff"], lang, card=card_name(mine)) if mine else tr(W["bluff"], lang),
                     tr(W["bluff_long"], lang)))
    if view["owed"][p]:
        tags.append(("owed", tr(W["owed"], lang, n=view["owed"][p])))
    attached = view["attached"][p]
    if c == "midori" and attached:
        tags.append(("dragon", tr(W["dragon"], lang)))
    if c == "geiger" and any(rank(a) == "4" for a in attached):
        tags.append(("attach", tr(W["distortion"], lang)))
    shields = sum(1 for a in attached if rank(a) == "A") if c == "argagarg" else 0
    if shields:
        tags.append(("attach", tr(W["shields"], lang, n=shields, hex=2 + 2 * shields)))
    slow = (view.get("slow") or [-9, -9])[p]
    if slow == turn:
        tags.append(("slow", tr(W["slow_now"], lang)))
    elif slow == turn + 1:
        tags.append(("slow", tr(W["slow_next"], lang)))
    if fx.get("speed"):
        tags.append(("fx", tr(W["speed"], lang, n=f'{fx["speed"] / 10:.1f}')))
    if fx.get("bold"):
        tags.append(("fx", tr(W["bold"], lang, n=fx["bold"])))
    if fx.get("ward"):
        tags.append(("fx", tr(W["ward"], lang)))
    if fx.get("rhetoric"):
        tags.append(("fx", tr(W["rhetoric"], lang, kinds=" / ".join(tr(KIND_NAMES[k], lang) for k in fx["rhetoric"]))))
    if fx.get("fox"):
        tags.append(("fx", tr(W["fox"], lang)))
    if view["peek_sizes"][p]:
        tags.append(("fx", tr(W["peek"], lang, n=view["peek_sizes"][p])))
    cards = "".join(mini(a) for a in attached)
    if not tags and not cards:
        return ""
    words = "".join(f'<span class="ym-tag ym-{tag[0]}"{_title(tag[2:])}>{esc(tag[1])}</span>' for tag in tags)
    return f'<p class="ym-marks">{words}{cards}</p>'


def _title(more) -> str:
    return f' title="{esc(more[0])}"' if more else ""


def _drawer(element_id: str, summary: dict, title: dict, body: str | None, lang: str) -> str:
    """A drawer: the summary opens a panel from the side (its summary then becomes the close button), so long
    reference text never stands above the hand. The shell keeps a `details` with an id open across renders.
    `body` None: the body is written when the drawer opens (`lazy`; the shell's `data-lazy`), so the character
    sheets (half of the choice's HTML) cost nothing to the table's first frame."""
    lazy = ' data-lazy' if body is None else ""
    return (f'<details class="ym-drawer" id="{element_id}"{lazy}><summary>{esc(tr(summary, lang))}</summary>'
            f'<div class="ym-drawer-body" role="region" aria-label="{esc(tr(title, lang))}"{lazy}>'
            f'<h2>{esc(tr(title, lang))}</h2>{"" if body is None else body}</div></details>')


def lazy(element_id: str, view: dict, names: list, lang: str) -> str:
    """The body of a drawer drawn empty (`_drawer` with body None), written by the shell into its
    `[data-lazy]` panel as it opens: the sheets of the ten characters to choose from (each in a fold), or of
    the two fighters."""
    if element_id != "yomi-sheets":
        return ""
    heading = f'<h2>{esc(tr(W["sheets_title"], lang))}</h2>'
    if view["phase"] == "select":
        return heading + _sheets(CHARACTER_IDS, lang, folded=True)
    chars = view["chars"]
    return heading + _sheets([c for i, c in enumerate(chars) if c not in chars[:i]], lang, folded=False)


# --- the arena ----------------------------------------------------------------------------------------------------

def _arena(view: dict, names: list, lang: str) -> str:
    phase = view["phase"]
    choosing_now = phase in ("play", "rechoose") or (view["window"] or {}).get("name") == "draw"
    fresh = _fresh(view)
    last = view["last"]
    center = esc(tr(W["vs"], lang))
    outcome = ""
    if not choosing_now and any(view["played"]) or phase == "over":
        if last and not _pending_reveal(view) and (last["cards"] == view["played"] or phase == "over"):
            outcome = (f'<p class="ym-outcome{" ym-new" if fresh else ""}" data-yomi-outcome="{esc(last["text"]["en"])}">'
                       f'{esc(tr(last["text"], lang))}</p>')
    elif last:
        outcome = (f'<p class="ym-outcome ym-before{" ym-new" if fresh else ""}" '
                   f'data-yomi-outcome="{esc(last["text"]["en"])}">{esc(tr(W["before"], lang, outcome=tr(last["text"], lang)))}'
                   f'</p>')
    slots = [_slot(view, p, names, lang, choosing_now, fresh) for p in range(2)]
    turn = (f'<p class="ym-turn" data-yomi-turn="{view["turn"]}" data-yomi-phase="{esc(phase)}">'
            f'{esc(tr(W["turn"], lang, n=view["turn"]))}</p>')
    return (f'<section class="ym-arena" aria-label="{esc(tr(W["turn"], lang, n=view["turn"]))}">'
            f'<div class="ym-arenahead">{turn}<div class="ym-tools">{_tools(view, names, lang)}</div></div>'
            f'<div class="ym-ring">{slots[0]}<div class="ym-center"><span class="ym-vs" aria-hidden="true">'
            f'{center}</span>{outcome}</div>{slots[1]}</div></section>')


def _slot(view: dict, p: int, names: list, lang: str, choosing_now: bool, fresh: bool) -> str:
    """Seat p's place in the arena: this combat's card and the cards that joined it, or before the reveal the
    face-down card (a back; the viewer sees their own) or an empty place, over the previous combat's card."""
    char, phase = view["chars"][p], view["phase"]
    field, played = view["field"][p], view["played"][p]
    under, over, extra, state = "", "", "", ""
    if not choosing_now and (field or played):
        combat = played[0] if played else None
        if combat is not None:
            motion = animate(REVEAL, when=fresh)
            under = card_face(char, combat, lang, lit=played[1], cls=motion)
        others = [c for c in field if c != combat]
        if others:
            extra = _joined(view, p, others, lang)
        if combat is None:
            under = slot_outline(tr(W["no_card"], lang))
    else:
        last = view["last"]
        previous = last["cards"][p] if last else None
        if previous:
            under = card_face(char, previous[0], lang, lit=previous[1],
                              cls=animate(REVEAL, when=fresh) + ("" if fresh else " ym-faded"))
        elif last:
            under = slot_outline(tr(W["no_card"], lang))
        if phase == "play" and view["chosen"][p]:
            mine = view.get("my_choice") if view["viewer"] == p else None
            if mine and mine != "none":
                _, card, half = mine.split(":")
                over = card_face(char, card, lang, lit=int(half), cls="ym-over ym-mine-down")
            elif mine == "none":
                over = slot_outline(tr(W["no_card"], lang)).replace("ym-empty", "ym-empty ym-over")
            else:
                over = back("ym-over")
            state = f'<span class="ym-state is-chosen">✔ {esc(tr(W["chosen"], lang))}</span>'
        elif phase == "play" or (phase == "rechoose" and view["actor"] == p):
            state = (f'<span class="ym-state">○ '
                     f'{esc(tr(W["choosing" if phase == "play" else "rechoosing"], lang))}</span>')
            if not under:
                under = slot_outline(tr(W["choosing"], lang))
        elif phase == "rechoose":
            state = f'<span class="ym-state is-chosen">{esc(tr(W["no_card"], lang))}</span>'
        if not under:
            under = slot_outline("")
    label = tr(W["combat_of"], lang, name=names[p])
    return (f'<div class="ym-slot ym-c-{char}" role="group" aria-label="{esc(label)}">'
            f'<p class="ym-slotname">{esc(names[p])}{state}</p>'
            f'<div class="ym-stack">{under}{over}</div>{extra}</div>')


def _joined(view: dict, p: int, cards: list, lang: str) -> str:
    """The cards after the combat card (combo moves, flipped cards), the newest travelling in."""
    combo = view["combo"]
    newest = cards[-1] if combo and combo["player"] == p and combo["pumps"] == 0 else None
    me = view["viewer"] == p
    items = "".join(f'<li class="{animate(FROM_BOTTOM if me else FROM_TOP, when=c == newest)}">{mini(c)}</li>'
                    for c in cards)
    return (f'<ol class="ym-joined kit-row" aria-label="{esc(tr(W["joined"], lang))}">{items}</ol>')


# --- beside the arena ---------------------------------------------------------------------------------------------

def _side(view: dict, names: list, lang: str, acts: dict, keys: Keys) -> str:
    parts = []
    if view["combo"]:
        parts.append(_builder(view, names, lang))
    if view["using"]:
        u = view["using"]
        char, r = SOURCES[u["key"]]
        card = mini(u["card"]) if u.get("card") else ""
        what = tr(W["using"], lang, name=names[u["player"]], ability=tr(ability_name(u["key"]), lang))
        parts.append(f'<div class="ym-using"><p>{esc(what)} {card}</p>'
                     f'<p class="ym-note">{esc(tr(ABILITY_TEXTS[char][r], lang))}</p></div>')
    choosing = view["choosing"]
    if choosing and choosing["key"] == "blackjack":
        parts.append(f'<p class="ym-using">{esc(tr(CHOOSE["blackjack"][0], lang, total=choosing.get("total", 0)))}</p>')
    if choosing and choosing["key"] == "dice" and view["piles"][choosing["player"]]:
        rolled = view["piles"][choosing["player"]][-1]
        parts.append(f'<p class="ym-using">{esc(tr(ability_text("lum", "char"), lang))}: {mini(rolled)}</p>')
    if acts["chooser"]:
        parts.append(_chooser(view, lang, acts["chooser"], keys))
    if acts["sets"]:
        parts.append(_sets(view, lang, acts["sets"], keys))
    picks = acts["picks"]
    if picks and any(a["payload"].get("ability") for a in picks):
        parts.append(_vigor(view, lang, picks))
    if picks:
        go = "vigor_go" if any(a["payload"].get("ability") for a in picks) else "armor_go"
        parts.append(confirm_bar(view["legal"], view.get("picked") or [], PICK_KEY, lang, label=tr(W[go], lang),
                                 cls="ym-confirm"))
    return "".join(parts)


def _builder(view: dict, names: list, lang: str) -> str:
    """The combo builder: each hit so far, the combo points as pips, the damage (and what a joker would rewind), the
    extra damage still open, and what to do next."""
    combo = view["combo"]
    w = combo["player"]
    char = view["chars"][w]
    limit = CHARACTERS[char]["cp"]
    damage = combo["base"] + combo["rest"]
    title = "counter_hit" if combo["counter"] else "combo"
    hits = []
    for card, half in combo["moves"]:
        m = MOVES[char][card][half]
        hits.append(f'<li>{mini(card)} <span class="ym-hitname">{esc(m.name or tr(KIND_NAMES[m.kind], lang))}</span> '
                    f'<b>{m.damage}</b></li>')
    chain = "".join(hits) or f'<li class="ym-muted">{esc(tr(W["no_hits"], lang))}</li>'
    pips = "".join(f'<span class="ym-pip{" is-on" if i < combo["cp"] else ""}"></span>' for i in range(max(limit, combo["cp"])))
    notes = []
    q = 1 - w
    if view["bluff_set"][q] and combo["rest"]:
        notes.append(tr(W["rewind"], lang, n=combo["rest"]))
    if combo["moves"]:
        card, half = combo["moves"][-1]
        m = MOVES[char][card][half]
        if m.pump and combo["pumps"] < m.pump[1]:
            want = m.pump[0]
            notes.append(tr(W["pumps"], lang, kind=tr(PUMP_KINDS[want], lang) if want in PUMP_KINDS else want,
                            each=m.pump[2], left=m.pump[1] - combo["pumps"]))
    if view["legal"] and view["phase"] == "combo" and view["viewer"] == w:
        notes.append(tr(W["next"], lang))
    return (f'<section class="ym-combo" data-yomi-combo-cp="{combo["cp"]}" data-yomi-combo-damage="{damage}" '
            f'aria-label="{esc(tr(W[title], lang, name=names[w]))}">'
            f'<h3>{esc(tr(W[title], lang, name=names[w]))}</h3><ol class="ym-chain">{chain}</ol>'
            f'<p class="ym-cp"><span class="ym-pips" aria-hidden="true">{pips}</span> '
            f'{esc(tr(W["points"], lang, cp=combo["cp"], max=limit))}</p>'
            f'<p class="ym-total">{esc(tr(W["damage"], lang))} <b>{damage}</b></p>'
            + "".join(f'<p class="ym-note">{esc(n)}</p>' for n in notes) + '</section>')


def _source(view: dict, card: str, action: dict, lang: str) -> str:
    me = view["viewer"]
    where = action["payload"].get("from")
    if where is None:
        where = ("peek" if card in (view.get("my_peek") or []) else "pile" if card in view["piles"][me] else "deck")
    return tr(W[f"from_{where}"], lang)


CHOOSER_CARDS = 3  # more choices than this (four Aces, a whole deck for ストレート) are drawn as small cards


def _chooser(view: dict, lang: str, actions: list, keys: Keys) -> str:
    """Cards to choose that are not in the hand (Aces to search, a Q, a card of the deck or discard pile, the cards
    of 研究開発): each the button of its choice, captioned with where it comes from; a long list as small cards."""
    char = view["chars"][view["viewer"]]
    items = []
    for a in actions:
        card = a["payload"]["card"]
        caption = f'<span class="ym-caption">{esc(_source(view, card, a, lang))}</span>'
        if len(actions) > CHOOSER_CARDS:
            items.append(piece(f'<span class="ym-pcard">{mini(card)}{caption}</span>', a, lang=lang, key=keys.next(),
                               cls="ym-minibtn"))
            continue
        face = card_face(char, card, lang) + caption
        items.append(piece(f'<span class="ym-pcard">{face}</span>', a, lang=lang, key=keys.next()))
    title = tr(W["search_title"] if view["phase"] == "search" else W["choose_title"], lang)
    layout = "ym-choices" + (" ym-minis" if len(actions) > CHOOSER_CARDS else "")
    return (f'<section class="ym-chooser" aria-label="{esc(title)}"><h3>{esc(title)}</h3>'
            f'{hand(items, count_label(title, len(items), lang), layout="wrap", cls=layout)}</section>')


def _sets(view: dict, lang: str, actions: list, keys: Keys) -> str:
    """The power-up's sets: a set names a rank and a count (the engine takes that many of the rank), shown as those
    cards and the Aces they bring."""
    hand_cards = view["hand"] or []
    buttons = []
    for a in actions:
        r, k = a["payload"]["rank"], a["payload"]["count"]
        of_rank = [c for c in hand_cards if rank(c) == r]
        shown = "".join(mini(c) for c in of_rank[:k]) if len(of_rank) == k else \
            "".join(f'<span class="ym-mini">{esc(r)}</span>' for _ in range(k))
        aces = {2: 1, 3: 2, 4: 3}[k]
        inner = (f'<span class="ym-set">{shown}<span aria-hidden="true">→</span>'
                 f'<span class="ym-aces">{esc(tr(W["set"], lang, n=aces))}</span></span>')
        buttons.append(piece(inner, a, lang=lang, key=keys.next(), cls="ym-setbtn"))
    return (f'<section class="ym-sets" aria-label="{esc(tr(W["powerup"], lang))}"><h3>{esc(tr(W["powerup"], lang))}</h3>'
            f'{"".join(buttons)}</section>')


def _vigor(view: dict, lang: str, actions: list) -> str:
    """熱血: the cards of this turn's combo in the discard pile, picked (then the confirm bar brings them back)."""
    char = view["chars"][view["viewer"]]
    picked = view.get("picked") or []
    open_tokens = pickable(view["legal"], picked, PICK_KEY)
    cards = list(dict.fromkeys(t for a in actions for t in pick_tokens(a["payload"])))
    items = [pick(f'<span class="ym-pcard">{card_face(char, c, lang)}</span>', c, name=card_name(c),
                  selected=c in picked, enabled=c in open_tokens) for c in cards]
    return (f'<section class="ym-chooser" aria-label="{esc(tr(W["vigor_pick"], lang))}">'
            f'<h3>{esc(tr(W["vigor_pick"], lang))}</h3>'
            f'{hand(items, count_label(W["choose_title"], len(items), lang), layout="wrap", cls="ym-choices")}</section>')


# --- the prompt and the hands ----------------------------------------------------------------------------------

def _prompt(view: dict, names: list, lang: str) -> str:
    phase = view["phase"]
    window = tr(WINDOW_NAMES[view["window"]["name"]], lang) if view["window"] else ""
    if phase == "over":
        return ""  # the shell says who won, under the table
    if view["legal"]:
        cls = ""
        if phase == "choose":
            c = view["choosing"]
            text = tr(CHOOSE[c["key"]][0], lang, left=c.get("left", 0), total=c.get("total", 0))
        elif phase == "counter":
            text = tr(PROMPTS["counter"], lang, name=tr(ability_name(view["using"]["key"]), lang))
        elif phase == "search":
            text = tr(PROMPTS["search"], lang, n=view["owed"][view["viewer"]])
        elif phase == "window":
            text = tr(PROMPTS["window"], lang, window=window)
        else:
            text = tr(PROMPTS[phase], lang)
        if any(pick_tokens(a["payload"]) for a in view["legal"]):
            armor = any("cards" in a["payload"] for a in view["legal"])
            text = tr(W["armor_pick" if armor else "vigor_pick"], lang)
    else:
        waiting = [p for p in view["to_move"]] or [view["actor"]]
        who = " / ".join(names[p] for p in waiting if p is not None)
        text, cls = tr(WAITING.get(phase, WAITING["choose"]), lang, name=who, window=window), " ym-wait"
    return f'<p class="yomi-prompt{cls}" role="status">{esc(text)}</p>'


def _caption(view: dict, action: dict, lang: str) -> str:
    """What a whole-card button does, in a word or two."""
    kind = action["id"].split(":")[0]
    if kind == "bluff":
        return tr(W["set_down"], lang)
    if kind == "counter":
        return tr(ability_text(view["chars"][view["viewer"]], COUNTERS[view["chars"][view["viewer"]]]), lang)
    if kind == "ab":
        return tr(ability_name(action["payload"]["ability"]), lang)
    verb = CHOOSE.get((view["choosing"] or {}).get("key"), (None, None))[1]
    return tr(verb, lang) if verb else tr(action["label"], lang)


def _hands(view: dict, names: list, lang: str, acts: dict, keys: Keys) -> str:
    me = view["viewer"]
    if me is None:
        return ""
    parts = [_my_hand(view, names, lang, acts, keys)]
    over = view["phase"] == "over"
    if over:  # both hands open, each under its fighter's panel
        parts.insert(1 - me, _their_hand(view, names, lang))
    return f'<div class="ym-hands{" ym-both" if over else ""}">{"".join(parts)}</div>'


def _my_hand(view: dict, names: list, lang: str, acts: dict, keys: Keys) -> str:
    char = view["chars"][view["viewer"]]
    picked = view.get("picked") or []
    armor = [a for a in acts["picks"] if "cards" in a["payload"]]
    open_tokens = pickable(armor, picked, PICK_KEY) if armor else set()
    items = []
    for card in view["hand"]:
        attrs = f' data-yomi-card="{esc(card)}"'
        whole = acts["whole"].get(card)
        if armor and (card in open_tokens or card in picked):
            body = pick(card_face(char, card, lang, attrs=attrs), card, name=card_name(card), selected=card in picked,
                        enabled=card in open_tokens)
        elif whole:
            face = card_face(char, card, lang, attrs=attrs) + f'<span class="ym-caption">{esc(_caption(view, whole, lang))}</span>'
            body = piece(f'<span class="ym-pcard">{face}</span>', whole, lang=lang, key=keys.next())
        else:
            body = card_face(char, card, lang, halves=acts["halves"].get(card), keys=keys, attrs=attrs)
        pump = acts["pump"].get(card)
        if pump:
            last = view["combo"]["moves"][-1]
            each = MOVES[char][last[0]][last[1]].pump[2]
            body += piece(f'<span class="ym-pumpword">{esc(tr(W["pump"], lang, n=each))}</span>', pump, lang=lang,
                          key=keys.next(), cls="ym-pump")
        items.append(f'<span class="ym-handcard">{body}</span>')
    whose = own_hand_name(view, names)
    label = count_label(whose, len(view["hand"]), lang)
    title = f'<h3>{esc(tr(whose, lang))}</h3>' if view["phase"] == "over" else ""
    return (f'<section class="ym-myhand" aria-label="{esc(label)}">{title}'
            f'{hand(items or [empty_hand(lang)], label, layout="fan", cls="ym-hand")}</section>')


def empty_hand(lang: str) -> str:
    """An empty hand's place, so that its heading is not left over nothing."""
    return slot_outline(tr(W["empty_hand"], lang))


def _their_hand(view: dict, names: list, lang: str) -> str:
    """At the end: the other hand, face up (a finished game's view knows every card)."""
    q = 1 - view["viewer"]
    cards = [card_face(view["chars"][q], c, lang) for c in view["known"][q]]
    label = count_label(tr(HAND_OF, lang, name=names[q]), view["hand_sizes"][q], lang)
    return (f'<section class="ym-theirhand" aria-label="{esc(label)}"><h3>{esc(tr(HAND_OF, lang, name=names[q]))}</h3>'
            f'{hand(cards or [empty_hand(lang)], label, layout="fan", cls="ym-hand")}</section>')


# --- sheets -------------------------------------------------------------------------------------------------------

def _sheets(chars, lang: str, folded: bool) -> str:
    """Character sheets; `folded`: each in its own fold (the ten of the choice)."""
    if not folded:
        return "".join(sheet(c, lang) for c in chars)
    return "".join(f'<details class="ym-fold"><summary>{esc(tr(character_name(c), lang))} — '
                   f'{esc(tr(STYLES[c], lang))}</summary>{sheet(c, lang)}</details>' for c in chars)


def sheet(c: str, lang: str) -> str:
    """One character's sheet: HP, combo points, abilities in our words, each rank's two halves, and the fields the
    sources disagree on (YM-7)."""
    data = CHARACTERS[c]
    abilities = "".join(f'<li><b>{esc(tr(ability_text(c, r), lang))}</b> '
                        f'({esc(tr(W["character"], lang) if r == "char" else r)}): '
                        f'{esc(tr(ABILITY_TEXTS[c][r], lang))}</li>'
                        for r in data["abilities"] if r in ABILITY_TEXTS[c])
    rows = []
    for r in RANKS + ("X",):
        card = "X1" if r == "X" else r + "h"
        top, bottom = MOVES[c][card]
        rows.append(f'<tr><th scope="row">{esc("JOKER" if r == "X" else r)}</th><td>{esc(half_text(top, lang))}</td>'
                    f'<td>{esc(half_text(bottom, lang))}</td></tr>')
    notes = "".join(f"<li>{esc(note[0] if lang == 'ja' else note[1])}</li>" for note in data.get("notes", []))
    notes_html = (f'<p class="ym-note">{esc(tr(W["notes"], lang))}</p><ul class="ym-notes">{notes}</ul>'
                  if notes else "")
    return (f'<section class="yomi-sheet ym-c-{c}" data-yomi-sheet="{c}"><h3>{esc(tr(character_name(c), lang))}</h3>'
            f'<p>{esc(tr(W["sheet_head"], lang, hp=data["hp"], cp=data["cp"]))}</p>'
            f'<ul class="ym-abilities">{abilities}</ul>'
            f'<table class="ym-moves"><thead><tr><th scope="col">{esc(tr(W["rank"], lang))}</th>'
            f'<th scope="col">{esc(tr(W["top"], lang))}</th><th scope="col">{esc(tr(W["bottom"], lang))}</th></tr>'
            f'</thead><tbody>{"".join(rows)}</tbody></table>'
            f'<p class="ym-note">{esc(tr(W["red_chip"], lang))}</p>{notes_html}</section>')
