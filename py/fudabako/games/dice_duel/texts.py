"""ダイスデュエル — the rules page in our own words, and the rulings it uses (shared/rulings/dice-duel.md)."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用。ジョーカーを除くトランプ52枚を2人で共有し、ダイス2個を使います。手札は5枚、ライフは50(設定で30〜100)。",
        "カードの数字: 2〜10はそのまま、Jは11、Qは12、Kは13、Aは15。",
        "ダイスを2個振り、大きい方の目を「ストライク」、小さい方を「パワー」と呼びます。ストライクがアタック値以下なら命中です。",
        "開始: 2人とも手札から1枚を伏せて同時に公開し、数字の小さい方が攻撃側。そのカードが最初のアタックになります。"
        "防御側は自分のカードを捨て札にするか手札に戻すかを選びます。同じ数字なら2人とも手札に戻して選び直し。",
        "攻撃側は手札を5枚まで補充してから(開始時とカウンターで攻守が入れ替わった直後は補充なし)、1枚を表にしてアタックします。",
        "防御側はガード・カウンター・ノーガードから選びます。",
        "ガード: アタックと同じスートのカードを出します。パワーがガード値以下ならダメージはパワーだけ。"
        "パワーがガード値を超えるとガードブレイクで、アタック値+パワーのダメージ。",
        "ノーガード: 命中すればアタック値+パワーのダメージ。",
        "カウンター: アタックより小さい数字のカードを出し、防御側がダイスを振ります。合計をストライクとパワーの両方に使い、"
        "合計がカウンター値以下なら命中。攻撃側にカウンター値+合計のダメージを与え、アタックは取り消され、攻守が入れ替わります。"
        "新しい攻撃側は連続攻撃するか終了するかを選びます。外れたらカウンターは捨て札になり、ノーガード扱いで攻撃側がダイスを振ります。",
        "命中したら連続攻撃できます: ダイスは振り直さず、今のストライクとパワーをそのまま使います。"
        "出せるのは直前の行動と同じスートで、命中するカード(数字がストライク以上)だけです。",
        "ガードキャンセル: ガードして受けた後(パワーがガード値以下)に相手が連続攻撃してきたら、直前のガード(捨て札の一番上)を"
        "カウンターとして使えます。数字がアタックより小さく、今のダイスの合計で命中する場合だけです。",
        "絵札(J・Q・K)の攻撃は必殺技: ダイスの合計をストライクとパワーの両方に使います。同じスートの絵札は2〜3枚まとめて使え、"
        "命中やカウンターの判定はいちばん小さい絵札で、ノーガードのダメージは合計+絵札の数字の合計。必殺技の後は連続攻撃できません。",
        "絵札でガードすると、必殺技以外はノーダメージです。",
        "Aの攻撃はガード不能技(値15): ダイスの合計をストライクとパワーに使います。絵札とは組み合わせられず、後に連続攻撃はできません。"
        "Aでガードすると、ガード不能技以外はすべてノーダメージです。",
        "終了: 攻撃側は手札を好きな枚数捨ててから、攻守を交代します。",
        "使ったカードは出した順に表のまま捨て札に重ねます(アタックの上にガード、カウンターの上にアタック)。",
        "山札が尽きたら、捨て札を切らずに裏返して2周目の山札にします(順番は捨て札で分かっています)。"
        "2周目の山札も尽きたらタイムアウトで、ライフの多い方が勝ち、同じなら引き分けです。",
        "ライフが0以下になった方の負けです。",
    ],
    "en": [
        "Two players share one 52-card deck without jokers and two dice. Hands of 5 cards; life 50 (30 to 100 as an "
        "option).",
        "Card values: 2 to 10 as printed, J 11, Q 12, K 13, A 15.",
        "Roll two dice: the higher one is the strike, the lower one the power. An attack hits if its strike is no "
        "more than the attack value.",
        "Start: both lay a card face down and reveal together; the lower card attacks, and that card is the first "
        "attack. The defender discards its card or takes it back. Equal values: both take their cards back and "
        "choose again.",
        "The attacker draws up to 5 cards (not at the start nor right after a counter swapped the roles), then plays "
        "one card face up as the attack.",
        "The defender guards, counters or takes it with no guard.",
        "Guard: play a card of the attack's suit. If the power is no more than the guard value, the damage is just "
        "the power; above it, the guard breaks and the damage is attack value + power.",
        "No guard: a hit deals attack value + power.",
        "Counter: play a card lower than the attack; the defender rolls and uses the sum as both strike and power. "
        "If the sum is no more than the counter value, it hits: the attacker takes counter value + sum, the attack "
        "is cancelled and the roles swap; the new attacker may continue or end. A missed counter goes to the pile, "
        "the defender counts as unguarded and the attacker rolls.",
        "After a hit the attacker may continue: the dice are not rerolled, the same strike and power apply, and "
        "only a card of the previous action's suit that hits (value at least the strike) may be played.",
        "Guard cancel: when the attacker continues after a guarded hit (power no more than the guard), the defender "
        "may use that guard (the top of the pile) as a counter, if it is lower than the attack and the current dice's "
        "sum makes it hit.",
        "Face cards (J, Q, K) attack as special moves: the dice's sum is both strike and power. Two or three face "
        "cards of one suit may be played together; hit and counter checks use the lowest one, and the unguarded "
        "damage is the sum plus all their values. No continuing after a special move.",
        "A face card used as a guard takes no damage except from a special move.",
        "An A attacks as an unguardable attack (value 15) with the sum as strike and power; it cannot be combined "
        "with face cards and cannot be continued. An A used as a guard takes no damage except from an unguardable "
        "attack.",
        "End: the attacker may discard any number of cards, then the roles swap.",
        "Used cards go face up on the discard pile in the order played (guard above the attack, attack above a "
        "counter).",
        "When the deck runs out, the pile is turned over without shuffling as the second lap's deck (its order is "
        "known from the pile). When that runs out too, the game ends on time: more life wins, equal life is a draw.",
        "A player whose life drops to 0 or less loses.",
    ],
}

RULINGS = (
    ("DD-1", text("52枚(ジョーカーなし)を共有、手札5枚、ライフ50(設定30〜100)。2〜10はそのまま、J11・Q12・K13・A15。",
                  "One shared 52-card deck, hands of 5, life 50 (option 30-100). 2-10 as printed, J 11, Q 12, K 13, "
                  "A 15.")),
    ("DD-2", text("開始時は1枚ずつ伏せて公開、小さい方が攻撃側でそのカードが最初のアタック。防御側は自分のカードを捨てるか戻すか選ぶ。"
                  "同じ数字なら両者戻して選び直し。",
                  "Opening: one card each face down, revealed; the lower attacks with it. The defender discards its card "
                  "or takes it back. Equal values: both take theirs back and choose again.")),
    ("DD-3", text("通常攻撃: 大きい目がストライク、小さい目がパワー。ストライク ≤ アタック値で命中。ガードは同じスート。"
                  "パワー ≤ ガード値ならパワー分、超えればガードブレイクでアタック値+パワー。ノーガードはアタック値+パワー。",
                  "Normal attack: the higher die is the strike, the lower the power; it hits if strike ≤ attack value. "
                  "A guard has the attack's suit: power ≤ guard value → power damage, else guard break: attack + power. "
                  "Unguarded: attack + power.")),
    ("DD-4", text("カウンター: アタックより小さいカード。防御側が振り、合計 ≤ カウンター値で命中しカウンター値+合計のダメージ、攻守交代。"
                  "外れたらカウンターは捨て札、ノーガード扱いで攻撃側が振る。",
                  "Counter: a card lower than the attack; the defender rolls, sum ≤ counter value hits for counter + "
                  "sum and the roles swap. A miss goes to the pile; the defender counts as unguarded and the attacker "
                  "rolls.")),
    ("DD-5", text("捨て札の順番は保たれます。山札が尽きたら捨て札を切らずに裏返して山札に。それも尽きたらタイムアウト: "
                  "ライフの多い方の勝ち、同じなら引き分け。",
                  "The pile's order is kept. An empty deck is replaced by the pile turned over unshuffled; when that "
                  "runs out, time-out: more life wins, equal life draws.")),
    ("DD-6", text("連続攻撃: ダイスは振り直さず、直前の行動と同じスートで数字がストライク以上のカード。"
                  "手順4-2の「→手順6」は手順5の誤記として扱います。",
                  "Continue: no reroll; a card of the previous action's suit with value ≥ the current strike. Step "
                  "4-2's \"→ step 6\" is read as step 5.")),
    ("DD-7", text("ガードキャンセル: ガードで受けた(4-1)後の連続攻撃に対してだけ、捨て札の一番上の自分のガードを"
                  "カウンターにできます。アタックより小さく、今のダイスの合計で命中する場合だけ。",
                  "Guard cancel: only against a continuation after a guarded hit (4-1); the pile's top (your guard) "
                  "becomes a counter if it is lower than the attack and the current dice's sum makes it hit.")),
    ("DD-8", text("絵札は必殺技: 合計がストライクとパワー、同スート2〜3枚まとめ可、判定は最小の絵札、"
                  "ノーガードのダメージは合計+絵札の合計、連続攻撃なし。絵札のガードは必殺技以外ノーダメージ、"
                  "必殺技には通常のガード。",
                  "Face cards are special moves: the sum is strike and power, 2-3 of one suit together, checks use the "
                  "lowest, unguarded damage = sum + their values, no continuing. A face-card guard takes no damage "
                  "except from a special move, which it guards normally.")),
    ("DD-9", text("Aはガード不能技: 値15、合計がストライクとパワー、絵札と組めない、連続攻撃なし。"
                  "Aのガードはガード不能技以外ノーダメージ。",
                  "An A is an unguardable attack: value 15, the sum is strike and power, no face cards with it, no "
                  "continuing. An A guard takes no damage except from an unguardable attack.")),
    ("DD-10", text("手札を5枚まで補充するのは攻撃側だけ(手順1、開始時とカウンターでの交代後は飛ばす)。"
                   "手順7で攻撃側は好きな枚数を捨ててから攻守交代。",
                   "Only the attacker draws up to 5 (step 1; skipped at the start and after a counter swap). At step 7 "
                   "the attacker may discard any number of cards before the roles swap.")),
)
