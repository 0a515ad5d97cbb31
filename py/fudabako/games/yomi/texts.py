"""ヨミ — the rules page in our own words, and the rulings it uses (YM-* from shared/rulings, D* decided here)."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用の格闘カードゲーム。それぞれ1人のキャラクターを選び、そのキャラクターの54枚のデッキで戦います。"
        "相手のヒットポイントを0にした方の勝ちです。",
        "カードには上下2つの技があり、出すときにどちらか一方を選びます。技は打撃・投げ・ガード・回避・ジョーカー。"
        "打撃は投げに勝ち、投げはガードと回避に勝ち、ガードと回避は打撃に勝ちます。",
        "手札7枚で始めます。毎ターン(最初のターンを除き)1枚引き、2人同時に戦闘カードを1枚伏せて公開します。",
        "打撃どうし・投げどうしは発生速度の数字が小さい方が勝ちます。同じ速度の打撃は相打ち(どちらもコンボなし)、"
        "同じ速度の投げはどちらも不発です。",
        "ガードしたカードは、相手が投げでない限り手札に戻ります。相手が打撃かジョーカーなら1枚引きます。"
        "ガードされた打撃は削りダメージを与えます。",
        "打撃かジョーカーを回避すると、手札の打撃か投げで1回だけ反撃できます(必ず締め扱い)。",
        "当てた方はコンボを続けられます。技ごとのコンボポイントの合計はキャラクターの上限まで。始動は最初だけ、"
        "締めとコンボ不可はそこで終わり、繋ぎはどこにでも入ります。通常打撃どうしは数字が1ずつ上がる時だけ繋がります。",
        "追加ダメージのある技は、指定の種類のカードを捨てるごとにダメージが増えます(コンボポイントは使いません)。"
        "Aを複数必要とする超必殺技は、公開したときに残りのAを捨てます。",
        "ジョーカーを戦闘カードにすると打撃と投げに勝ち、A2枚を得ます(金バースト)。負けてさらにダメージを受けそうなとき、"
        "手札を1枚伏せられます。コンボの後に公開し、ジョーカーならその間の技のダメージを防いで2枚引きます(巻き戻し)。"
        "それ以外はただのブラフです。",
        "転倒属性の技でコンボを終えると相手は転倒します。次のターン、転倒した側は回避できず、"
        "数字の偶奇が違うガードでは通常打撃を防げません(起き攻め)。",
        "パワーアップ: 同じ数字のペア/3枚/4枚を捨てるとAを1/2/3枚、通常打撃を3/4/5連続で繋ぐとAを1/2/3枚、"
        "山札か捨て札から探して手札に加えます。",
        "カード無しも選べます。その場合、相手は伏せたカードを選び直します。カード無しはどの技にも負けます。",
        "ヒットポイントの少ない方が先制権を持ち、能力を使う機会が先に来ます(同じならジャンケン)。",
    ],
    "en": [
        "A fighting card game for two. Each player picks a character and fights with that character's 54-card deck. "
        "Bring the other's hit points to 0 to win.",
        "Every card has two moves, one on each end; you choose one when you play it. Moves are attacks, throws, "
        "blocks, dodges and jokers. Attacks beat throws, throws beat blocks and dodges, blocks and dodges beat attacks.",
        "Start with 7 cards. Each turn (except the first) draw one; then both place a combat card face down and "
        "reveal them together.",
        "Between two attacks or two throws the lower speed number wins. Attacks at the same speed both hit (no "
        "combos); throws at the same speed both fail.",
        "A block goes back to your hand unless the opponent threw; against an attack or a joker you also draw a "
        "card. A blocked attack deals its chip damage.",
        "Dodging an attack or a joker gives one counter-hit with an attack or throw from your hand (always an ender).",
        "The one who hits may go on with a combo, spending combo points up to the character's limit. Starters only "
        "open, enders and no-combo moves end it, linkers fit anywhere; normal attacks follow each other only one "
        "number up.",
        "Moves with extra damage get more for each card of the named kind you discard (no combo points). Supers "
        "needing several Aces discard the other Aces when revealed.",
        "A joker as combat card beats attacks and throws and brings two Aces (gold burst). When you lose and more "
        "damage may follow, you may set a card face down; after the combo it is revealed: a joker stops the damage "
        "of the moves made meanwhile and draws 2 (rewind); anything else was a bluff.",
        "Ending a combo with a knockdown move knocks the opponent down: next turn they cannot dodge, and a block of "
        "the other parity does not stop a normal attack (wake-up).",
        "Power-up: discard a pair / three / four of a kind for 1 / 2 / 3 Aces, and a chain of 3 / 4 / 5 normal "
        "attacks gives 1 / 2 / 3 Aces, taken from your deck or discard pile.",
        "You may play no card; then the opponent chooses their card again. No card loses to every move.",
        "The player with fewer hit points has the initiative and uses abilities first (janken on a tie).",
    ],
}

RULINGS = (
    ("YM-1", text("ジョーカーと転倒/起き攻めは設定で外せます(初心者向け)。既定はどちらもあり。",
                  "Jokers and knockdown/wake-up can be switched off for beginners; both are on by default.")),
    ("YM-2", text("最初のターンはドローと「ドローフェイズの後」の能力がありません。手札は7枚で開始。",
                  "The first turn has no draw and no after-draw abilities. Hands start at 7.")),
    ("YM-3", text("同速の打撃は両方ヒットしコンボなし。同速の投げはどちらも不発。",
                  "Attacks at the same speed both hit without combos; throws at the same speed both fail.")),
    ("YM-4", text("能力は先制権(ターン開始時にHPが少ない方、同じならジャンケン)の側から交互に、双方が続けて見送るまで使えます。"
                  "打ち消しは能力のコスト支払い後に使い、コストも効果も取り消します。",
                  "Abilities go from the initiative player (lower HP at the start of the turn, janken on a tie) in "
                  "turns until both pass in a row. Counters answer an ability after its cost and undo cost and effect.")),
    ("YM-5", text("Aは山札と捨て札の好きな方から探します。山札から取ったら山札を切ります。",
                  "Aces are searched from the deck and/or the discard pile; taking from the deck shuffles it.")),
    ("YM-6", text("捨て札は捨てた順に積まれます。", "The discard pile keeps the order of discarding.")),
    ("YM-7", text("参照データで不確かな値は既定値を使い、キャラクターシートに注記します。",
                  "Values the reference data marks uncertain use its default and are noted on the character sheet.")),
    ("D1", text("引くときに山札がなければ、捨て札を切って新しい山札にします。",
                "When a card must be drawn from an empty deck, the discard pile is shuffled into a new deck.")),
    ("D2", text("Aを複数使う超必殺技は、残りのAが手札にある時だけ出せます。",
                "A super needing several Aces can be played only with the other Aces in hand.")),
    ("D3", text("相打ちはそれぞれ1ヒットのコンボで、転倒属性なら転倒させます。",
                "In a trade each hit is a one-hit combo, so a knockdown move knocks down.")),
    ("D4", text("巻き戻しのジョーカーは実際にダメージを防いだ時だけ2枚引きます。",
                "A rewinding joker draws 2 only if it prevented some damage.")),
    ("D5", text("転倒中の回避はカード無しとして扱い、捨てます。",
                "A knocked-down player's dodge counts as no card and is discarded.")),
    ("D6", text("勝敗は戦闘の後とターン終了時に判定。HP0以下で負け、同時なら引き分け。",
                "The game is decided after each combat and at each turn's end: 0 HP or less loses; both at once draw.")),
    ("D7", text("金バーストのA2枚はパワーアップフェイズで他のAと一緒に探します。",
                "Gold burst's two Aces are searched in the power-up phase with the others.")),
    ("D8", text("Aを探す権利は、捨て札にAがない時だけ使い残せます。",
                "Owed Aces may be left unsearched only while the discard pile holds no Ace.")),
    ("D9", text("パワーアップは同じ数字のカードを2枚以上持つプレイヤーにだけ尋ねます。",
                "The power-up asks only a player holding two or more cards of one rank.")),
    ("D10", text("ブラックジャックにはジョーカー/ブラフを伏せられません。1枚めくってから止められます。",
                 "No joker or bluff can be set against Blackjack; it may stop after the first flip.")),
    ("D11", text("バブルシールドの1枚のドローはガードのドローです。手札に戻らず添付されます。",
                 "Bubble Shield's one draw is the block's draw; the card is attached instead of returning.")),
    ("D12", text("打ち消しを打ち消すことはできません。", "A counter cannot be countered.")),
    ("D13", text("屁理屈は公開時の(回転前の)技の種類で判定します。",
                 "Troublesome Rhetoric checks the kind of the revealed half, before any turning.")),
    ("D14", text("蔓巻きの「通常投げ」は数字カード(2〜10)の投げです。",
                 "Entangling Vines' normal throw is a throw on a number card (2-10).")),
)
