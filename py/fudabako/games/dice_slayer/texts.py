"""対戦ダイススレイヤー — the rules page in our own words, and the rulings it uses (ids from shared/rulings)."""

from fudabako.core import text

RULES = {
    "ja": [
        "6面ダイスで遊ぶ2人用の対戦パズル。相手の場をあふれさせるか、先に100点を取れば勝ちです。",
        "2人ともそれぞれ「場」「ストック」(3個まで)「猶予ゾーン」を持ちます。",
        "はじめに2人とも3個ずつ振り、合計の大きい方が先手(同じなら振り直し)。振ったダイスがそのまま自分の場になります。",
        "手番のはじめに、新しいダイスを2個振って自分の場に置きます(補足を参照)。",
        "手番では自分か相手の場からダイスを1個取り、自分のストックの右に加えます。4個目が来たら一番古いダイスはゲームから除外。",
        "ストックの3個がすべて同じ目(例 222)か、順番を問わず続き数字(例 534)になると発動: 自分の場にある「両隣の目」のダイスが"
        "すべて消えます。222なら1と3、345なら2と6。1と6はつながっていません。発動後ストックは空になります。",
        "一度に消した個数の2乗が得点です(3個なら9点)。",
        "攻撃: 自分の猶予ゾーンが空なら、消した個数−1個のダイスを振って相手の猶予ゾーンに置きます。"
        "猶予ゾーンにダイスがあれば、消した個数だけ好きなダイスを取り除いて相殺します。猶予ゾーンの個数以上を消したときは"
        "全部取り除き、差の個数を振って相手の猶予ゾーンへ送ります。",
        "1個も消せなかった手番では、自分の猶予ゾーンのダイスがすべて自分の場に移ります。",
        "自分の手番の終わりに、100点以上なら勝ち。そうでなく場のダイスが10個以上なら負けです。",
    ],
    "en": [
        "A puzzle duel for two with six-sided dice. Overflow your rival's field or be the first to 100 points.",
        "Each player has a field, a stock (up to 3 dice) and a grace zone.",
        "Both roll 3 dice; the higher total moves first (equal totals roll again). The dice rolled become each "
        "player's field.",
        "Each turn begins with 2 new dice rolled onto the mover's field (see the clarification).",
        "On your turn take one die from your field or your rival's and add it to the end of your stock. When a fourth "
        "arrives, the oldest leaves the game.",
        "When your 3 stock dice all match (e.g. 222) or run in sequence in any order (e.g. 534), they trigger: every "
        "die on your own field showing a neighbouring number is removed — 1s and 3s for 222, 2s and 6s for 345. "
        "1 and 6 are not neighbours. The stock then empties.",
        "You score the square of the dice removed at once (3 dice: 9 points).",
        "Attack: with an empty grace zone, roll one die fewer than you removed into your rival's grace zone. With dice "
        "in your grace zone, remove that many of them, your choice, to offset; if you removed at least as many as it "
        "held, clear it and roll the difference into your rival's grace zone.",
        "A turn in which you remove nothing moves your whole grace zone onto your field.",
        "At the end of your own turn: 100 points or more wins; otherwise 10 or more dice on your field loses.",
    ],
}

RULINGS = (
    ("DS-1", text("開始: 2人とも3個振り、合計の大きい方が先手(同じなら振り直し)。そのダイスがそれぞれの場になります。",
                  "Start: both roll 3 dice; the higher total moves first (ties reroll); those dice form each field.")),
    ("DS-2", text("手番: 自分か相手の場から1個取りストックへ(3個まで。4個目が来たら最も古いものはゲームから除外)。",
                  "A turn: take one die from either field into your stock (3 at most; a 4th pushes the oldest out of "
                  "the game).")),
    ("DS-3", text("発動: ストック3個が同じ目か続き数字(順不同)なら、自分の場の両隣の目をすべて消す。1と6は隣ではない。"
                  "発動後ストックは空。",
                  "Trigger: 3 equal or consecutive stock dice (any order) remove every neighbouring value from your "
                  "own field; 1 and 6 are not neighbours; the stock then empties.")),
    ("DS-4", text("得点は(一度に消した数)²。猶予ゾーンが空なら(消した数−1)個を相手の猶予ゾーンへ振る。空でなければ消した数だけ"
                  "好きに取り除き、全部取り除けたら差の個数を相手へ振る。",
                  "Score (dice removed at once)². Empty grace zone: roll (removed − 1) dice into the rival's. "
                  "Otherwise remove that many of your grace dice, your choice; if that clears it, roll the difference "
                  "into the rival's.")),
    ("DS-5", text("1個も消せなかった手番では、自分の猶予ゾーンのダイスがすべて場に移ります。",
                  "A turn that removes nothing moves your whole grace zone onto your field.")),
    ("DS-6", text("自分の手番の終わりに: 100点以上で勝ち。そうでなく場が10個以上なら負け(勝ちの判定が先)。",
                  "At the end of your own turn: 100+ points wins; otherwise 10+ dice on your field loses (the win is "
                  "checked first).")),
    ("DS-7", text("当プロジェクトの判断: 手番のはじめに新しいダイスを2個振って自分の場に置きます。書かれたままでは、毎手番1個取られ、"
                  "攻撃も消した数より少ないダイスしか送らないため、場のダイスは減る一方で6手番ほどで尽き、100点も10個も起こりえません。"
                  "1個では取る1個を補うだけで場が増えないため2個です。",
                  "Our decision: each turn starts with 2 new dice rolled onto the mover's field. As written, the dice "
                  "in play only decrease (a turn takes one; an attack sends fewer than were removed), so the fields "
                  "would run dry within about six turns and neither 100 points nor 10 dice could ever happen. One "
                  "die would merely replace the one taken; two make the field grow unless its owner clears it.")),
    ("DS-8", text("当プロジェクトの判断: 場から取ることは「消す」に入りません。発動しても場に両隣の目がなければ何も消えず"
                  "(ストックは空に)、その手番は猶予ゾーンが場に移ります。相殺で選ぶ必要がないとき(残りが同じ目だけ)は自動で行います。",
                  "Our decision: taking a die is not removing one. A trigger that finds no neighbour removes nothing "
                  "(the stock still empties), so the grace zone then moves onto the field. Offsets that need no choice "
                  "(every grace die left shows one value) are made automatically.")),
)
