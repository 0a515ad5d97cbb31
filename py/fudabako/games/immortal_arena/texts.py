"""イモータルアリーナ — the rules page in our own words, and the rulings it uses (ids from shared/rulings)."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用。それぞれ戦士・炎使い・氷使いの3つの駒を、自分の陣地(前列・中列・後列)で動かして戦います。"
        "相手の陣地には入れません。5点先取か、3点差をつけた方の勝ちです。",
        "はじめに先攻を抽選で決め、駒はすべて中列に置きます。",
        "手番では駒を1つ選び、その駒の行動を1つ行います。直前の自分の手番に動かした駒は選べません(スプリントの後は例外)。"
        "動かせる駒があれば必ず動かし、1つもなければ手番は何もせずに終わります。",
        "距離は「自分の駒の列の深さ + 相手の駒の列の深さ − 1」(前列1・中列2・後列3)。"
        "射撃と業火は距離3まで(中列どうし、前列から後列、後列から前列)、格闘は距離2まで(前列から中列、中列から前列)届きます。",
        "射撃: サイコロ2個を振り、どちらかが4以上なら命中して、相手にストライクを1つ与えます(75%)。",
        "格闘: サイコロ3個を振り、相手のストライクの数以下の目が1つでもあれば相手は倒れます。相手が重装甲(戦士)なら2個だけ振ります。"
        "業火(致死砲撃)も射撃と同じ距離で、同じ判定をします。",
        "乱戦: 相手の前列に倒れていない駒がいる間、自分の前列の駒は相手の前列しか攻撃できません。",
        "倒れた駒はストライクと気力をすべて失い、動けず、攻撃の対象にもなりません。相手の駒を倒すたびに1点。",
        "蘇生: 1列前進か後退をしてもよく、その後同じ列にいる倒れた味方を1つ、その場で起こします。",
        "圧倒: 相手の前列に倒れていない駒が1つもないときに、自分の3つの駒がすべて前列にそろうように動くと2点。"
        "その後、自分の駒はすべて(倒れた駒も)中列に戻ります。",
        "気力: 火球を使うと当たり外れに関係なく気力+1(上限2)。業火は気力2を使います。",
        "速攻: スプリントの後は、次の手番でも同じ駒を動かせます。拘束: 冷気が命中した駒は、持ち主の次の手番に動けません。",
        "治癒: 後退すると自然治癒状態になり、次にその駒を動かすとき、まずストライクがすべて消えます。動かすか倒れると解除。",
        "戦士 — 重装甲。スプリント(1列前進・速攻)、後退(治癒)、格闘、蘇生。",
        "炎使い — 前進、後退(治癒)、火球(気力+1・射撃)、業火(気力2消費・致死砲撃)、蘇生。",
        "氷使い — 前進、後退(治癒)、冷気(射撃・命中すれば拘束)、蘇生。",
    ],
    "en": [
        "Two players. Each moves three pieces — a warrior, a fire mage and an ice mage — within their own space of "
        "three rows: front, middle and back. Nobody enters the other's space. First to 5 points, or to a lead of 3, "
        "wins.",
        "A random draw decides who moves first; all pieces start in the middle row.",
        "On your turn choose one piece and one of its actions. The piece you moved on your previous turn may not act "
        "(unless that was a sprint). If any piece can act you must act; if none can, your turn passes.",
        "Distance = your piece's row depth + the enemy piece's row depth − 1 (front 1, middle 2, back 3). Shots and "
        "inferno reach distance 3 (middle to middle, front to back, back to front); melee reaches 2 (front to "
        "middle, middle to front).",
        "Shooting: roll two dice; if either shows 4 or more it hits and the target gets one strike (75%).",
        "Melee: roll three dice; if any die is at most the target's strikes, the target falls. Against heavy armour "
        "(the warrior) roll only two. Inferno (a lethal bombardment) reaches as far as a shot and rolls like melee.",
        "Brawl: while the enemy has a standing piece in its front row, your front-row pieces may attack only the "
        "enemy front row.",
        "A fallen piece loses all strikes and 気力 (spirit), cannot act and cannot be targeted. Each enemy piece you "
        "fell scores 1 point.",
        "Revive: the piece may first move one row forward or back, then raises one fallen ally in the same row, where "
        "it lies.",
        "Overwhelm: when no standing enemy is in the enemy front row and you move so that all three of your pieces "
        "stand in your front row, you score 2 points; then all your pieces (fallen ones too) return to the middle row.",
        "Spirit (気力): a fireball gives +1 spirit, hit or miss (at most 2). Inferno spends 2.",
        "Quick: after a sprint the same piece may act again on your next turn. Bind: a piece hit by a chill cannot "
        "act on its owner's next turn.",
        "Heal: a retreat puts the piece in natural heal; the next time it acts, its strikes are cleared first. The "
        "state ends when it acts or falls.",
        "Warrior — heavy armour. Sprint (one row forward, quick), retreat (heal), melee, revive.",
        "Fire mage — advance, retreat (heal), fireball (+1 spirit, a shot), inferno (spends 2 spirit, a lethal "
        "bombardment), revive.",
        "Ice mage — advance, retreat (heal), chill (a shot; a hit binds), revive.",
    ],
}

RULINGS = (
    ("IA-1", text("列の深さは前列1・中列2・後列3。距離 = 自分の深さ + 相手の深さ − 1。射撃と業火は距離3以下、格闘は距離2以下に届く。",
                  "Row depths: front 1, middle 2, back 3. Distance = own depth + enemy depth − 1. Shots and inferno "
                  "reach distance 3 or less, melee 2 or less.")),
    ("IA-2", text("手番では行動できる駒を1つ選び、その行動を1つ。自分の前の手番に行動した駒(速攻を除く)、倒れた駒、拘束された駒は"
                  "行動できない。どの駒も行動できなければ手番は流れる。",
                  "A turn is one action of one piece that may act. A piece that acted on its owner's previous turn "
                  "(unless with a quick action), a fallen piece or a bound piece may not act. If none can, the turn "
                  "passes.")),
    ("IA-3", text("前列からの前進と後列からの後退はできない。蘇生は、任意の1列移動の後に同じ列に倒れた味方がいるときだけ選べ、"
                  "選んだ味方をその場で起こす。",
                  "No advancing from the front row or retreating from the back row. Revive is possible only if, "
                  "after its optional one-row move, a fallen ally lies in the same row; it raises the chosen ally "
                  "where it lies.")),
    ("IA-4", text("射撃は2d6でどちらかが4以上なら命中してストライク1(冷気は持ち主の次の手番まで拘束)。格闘と業火は3個(重装甲には2個)"
                  "振り、相手のストライク以下の目が1つでもあれば倒れる。",
                  "A shot rolls 2d6 and hits if either die is 4+: one strike (a chill also binds until its owner's "
                  "next turn is over). Melee and inferno roll 3 dice (2 against heavy armour) and fell the target "
                  "if any die is at most its strikes.")),
    ("IA-5", text("乱戦: 相手の前列に倒れていない駒がいる間、自分の前列の駒は相手の前列の駒しか狙えない。",
                  "Brawl: while the enemy has a standing piece in its front row, your front-row pieces may target "
                  "only enemy front-row pieces.")),
    ("IA-6", text("倒れた駒はストライクと気力を失い、対象にならない。倒すと1点。気力の上限は2、火球は当たり外れに関係なく+1、"
                  "業火は2消費。",
                  "A fallen piece loses all strikes and spirit and cannot be targeted. Felling scores 1. Spirit caps "
                  "at 2; a fireball gives +1 hit or miss; inferno costs 2.")),
    ("IA-7", text("圧倒: 相手の前列に倒れていない駒がいないとき、自分の3つ目の駒を前列に動かして3つとも前列に立つと2点。"
                  "その後、自分の駒はすべて(倒れた駒も)中列へ。蘇生の前進で前列に入った場合も含む(移動を伴わない蘇生は含まない)。",
                  "Overwhelm: with no standing enemy in the enemy front row, moving your third standing piece into "
                  "your front row scores 2; then all your pieces, fallen ones too, return to the middle row. A "
                  "revive's forward move into the front row counts; a revive without a move does not.")),
    ("IA-8", text("後退した駒は自然治癒状態になり、次に行動するとき最初にストライクが消える。行動するか倒れると解除。",
                  "A piece that retreats is in natural heal: the next time it acts its strikes are cleared first; "
                  "the state ends when it acts or falls.")),
    ("IA-9", text("5点到達か3点差で勝ち(行動のたびに判定)。先攻は抽選で決め、双方に表示する。",
                  "5 points or a lead of 3 wins (checked after every action). Who moves first is drawn at random "
                  "and shown to both.")),
)
