"""ラプラプラス's 25 cards (LP-1: numbered in the seed's list order): force, family and abilities in our own words.

Shared by the battle engine, the composition codes, the AI and the table, so each card exists once.
"""

from fudabako.core import text

# Card numbers (LP-1).
(CORE, HARDCORE, DUALCORE, HEALCORE, ENGINE, ATTACK, RENGEKI, JUGEKI, OVERS, ECHO, DECEIT, TRAP, FEINT, CRASH,
 KNOCKBACK, SOUSAI, CORROSION, POWER, DEFENSE, SHIELD, REFLECTION, CLASS_BRAIN, LIMIT_BRAIN, QUICK, BLIND) = range(1, 26)
NUMBERS = tuple(range(1, 26))

FAMILIES = ("core", "damage", "control", "disturb", "guard", "brain", "other")
FAMILY_NAMES = {
    "core": text("コア系", "Core"),
    "damage": text("ダメージ系", "Damage"),
    "control": text("カードコントロール系", "Card control"),
    "disturb": text("カードディスターブ系", "Card disturb"),
    "guard": text("ダメージコントロール系", "Damage control"),
    "brain": text("ブレイン系", "Brain"),
    "other": text("そのほか", "Other"),
}

# number: (ja name, en name, force, family, ja ability text, en ability text)
_DATA = {
    CORE: ("コア", "Core", 5, "core", "能力なし。フォースだけのカード。", "No ability: pure force."),
    HARDCORE: ("ハードコア", "Hard Core", 7, "core",
               "<A> 自分に1点のダメージ。", "<A> Deals 1 damage to yourself."),
    DUALCORE: ("デュアルコア", "Dual Core", 8, "core",
               "<A> このカードを取り除く(基礎HPが8減る。HPはそのまま)。",
               "<A> Removes this card (base HP drops by 8; HP stays)."),
    HEALCORE: ("ヒールコア", "Heal Core", 4, "core",
               "<A> HPが基礎HPの半分(切り捨て)以下のとき: このカードを取り除いてから、HPを基礎HPまで戻す。",
               "<A> When HP is at most half the base HP (rounded down): removes this card, then raises HP to the "
               "base HP."),
    ENGINE: ("コアエンジン", "Core Engine", 0, "core",
             "<ビルド> 初期HPに基礎HPの半分(切り捨て)を足す。", "<Build> Adds half the base HP (rounded down) to the "
             "starting HP."),
    ATTACK: ("攻撃", "Attack", 1, "damage",
             "<A><トップ> 敵に4点のダメージ。/ <A> 敵に2点のダメージ。",
             "<A><Top> Deals 4 damage to the enemy. / <A> Deals 2 damage to the enemy."),
    RENGEKI: ("連撃", "Flurry", 1, "damage",
              "<A><トップ> 敵に1点のダメージを3回。/ <A> 敵に1点のダメージを2回。",
              "<A><Top> Deals 1 damage to the enemy three times. / <A> Deals 1 damage twice."),
    JUGEKI: ("重撃", "Heavy Blow", 0, "damage",
             "<常態> アップフェイズに起き上がらない。/ <A>[迎撃不可] 敵に3点のダメージ。",
             "<Always> Does not get up in the up phase. / <A>[Unblockable] Deals 3 damage to the enemy."),
    OVERS: ("オーバーズディスペル", "Overs Dispel", 2, "damage",
            "<A> HPが基礎HPより多いキャラクター全員に10点のダメージ(後攻側から)。",
            "<A> Deals 10 damage to every character whose HP is above its base HP (second player first)."),
    ECHO: ("エコー", "Echo", 1, "control",
           "<E:すぐ上のカードが倒される> そのカードを起こす。",
           "<E: the card just above is turned down> Turns that card up again."),
    DECEIT: ("自己欺瞞", "Self-Deceit", 0, "control",
             "<常態> すぐ上のカードは<トップ>の条件を無視する。",
             "<Always> The card just above ignores the <Top> condition."),
    TRAP: ("罠", "Trap", 2, "control",
           "<E:敵の効果でこのカードが狙われる> その効果をこのカードには適用しない。敵に2点のダメージ。",
           "<E: an enemy effect targets this card> That effect does not apply to it; deals 2 damage to the enemy."),
    FEINT: ("フェイント", "Feint", 2, "disturb",
            "<A> 敵のアップ状態のカードのうち一番上を倒す。",
            "<A> Turns down the enemy's topmost card that is up."),
    CRASH: ("クラッシュ", "Crash", 1, "disturb",
            "<A>[除去] このカードを取り除き、敵の一番上のカードを取り除く。",
            "<A>[Remove] Removes this card, then removes the enemy's top card."),
    KNOCKBACK: ("ノックバック", "Knockback", 3, "disturb",
                "<A> 敵の一番下以外で一番上のカードを、すぐ下のカードと入れ替える。",
                "<A> Swaps the enemy's topmost card (never the bottom one) with the card just below it."),
    SOUSAI: ("相殺", "Offset", 3, "disturb",
             "<A>[ダウンレス] 敵と自分に同じカードがアップ状態であるとき: 自分のその一番上と、敵の同じカードの一番上を倒す"
             "(このカードは倒れない。1フェイズに1回)。",
             "<A>[Downless] When both sides have the same card up: turns down your topmost such card and the enemy's "
             "topmost copy of it (this card stays up; once per phase)."),
    CORROSION: ("腐蝕", "Corrosion", 1, "disturb",
                "<E:敵の能力で自分がダメージを受ける>[除去] そのダメージを出したカードがまだあれば、このカードを取り除き、"
                "そのカードを取り除く。",
                "<E: an enemy ability damages you>[Remove] If the card that dealt it is still there: removes this card, "
                "then removes that card."),
    POWER: ("攻撃力", "Power", 0, "guard",
            "<E:自分の能力で敵にダメージ>[ダウンレス] そのダメージを1増やす。",
            "<E: your ability damages the enemy>[Downless] That damage is 1 more."),
    DEFENSE: ("防御力", "Defense", 0, "guard",
              "<E:敵の能力で自分にダメージ>[ダウンレス] そのダメージを1減らす。",
              "<E: an enemy ability damages you>[Downless] That damage is 1 less."),
    SHIELD: ("シールド", "Shield", 1, "guard",
             "<E:敵の能力で自分にダメージ> そのダメージを3減らす。",
             "<E: an enemy ability damages you> That damage is 3 less."),
    REFLECTION: ("リフレクション", "Reflection", 0, "guard",
                 "<常態> アップフェイズに起き上がらない。/ <E:敵の能力で自分に2点以上のダメージ> それを打ち消し、"
                 "同じだけのダメージを敵に返す。",
                 "<Always> Does not get up in the up phase. / <E: an enemy ability deals you 2 or more> Cancels it "
                 "and deals the same damage to the enemy."),
    CLASS_BRAIN: ("分類ブレイン", "Family Brain", 4, "brain",
                  "<E:自分の能力で狙う候補が決まる>[ダウンレス] すぐ上のカードと同じ系統のカードが候補にあれば、"
                  "候補をその系統だけに絞る。",
                  "<E: your ability lists its possible targets>[Downless] If the list holds cards of the same family as "
                  "the card just above, keeps only those."),
    LIMIT_BRAIN: ("限定ブレイン", "Exact Brain", 4, "brain",
                  "<E:自分の能力で狙う候補が決まる>[ダウンレス] すぐ上のカードと同じカードが候補にあれば、"
                  "候補をそのカードだけに絞る。",
                  "<E: your ability lists its possible targets>[Downless] If the list holds the same card as the card "
                  "just above, keeps only those."),
    QUICK: ("クイック", "Quick", 0, "other",
            "<E:先攻後攻決定フェイズ> そのフェイズの間だけ素早さ+15。",
            "<E: initiative phase> +15 speed for that phase."),
    BLIND: ("目くらまし", "Blind", 0, "other",
            "<E:自分の能力がきっかけで敵のイベントが起きる> そのイベントの効果を打ち消す。",
            "<E: your ability sets off an enemy event> Cancels that event's effect."),
}

NAME = {n: text(d[0], d[1]) for n, d in _DATA.items()}
FORCE = (0,) + tuple(_DATA[n][2] for n in NUMBERS)  # FORCE[number]
FAMILY = (None,) + tuple(_DATA[n][3] for n in NUMBERS)
ABILITY = {n: text(d[4], d[5]) for n, d in _DATA.items()}

def card_json(number: int) -> dict:
    """One card as the UI shows it."""
    family = FAMILY[number]
    return {"number": number, "name": NAME[number], "force": FORCE[number], "family": family,
            "family_name": FAMILY_NAMES[family], "ability": ABILITY[number]}
