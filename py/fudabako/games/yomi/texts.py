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
    ("YM-8", text("蔓巻き(ルークの3)は打撃と同じくジョーカーをガードした時にも効きます。削りダメージはなく、通常投げを捨てて8ダメージを与えられます。",
                  "Entangling Vines (Rook's 3) works on a blocked joker just as on a blocked attack: "
                  "no chip damage, and a normal throw may be discarded for 8 damage.")),
    ("YM-9", text("岩の鎧は、ルークの通常打撃が相手の通常打撃か絵札の必殺技に速さで負けた時だけ使えます。Aの超必殺技に負けた時は使えません。",
                  "Rock Armor works only when Rook's normal attack is outsped by a normal attack or a "
                  "face card's special, never by an Ace's super.")),
    ("YM-10", text("ミドリは投げられれば必ず変身が解けます。回避からの反撃の投げでも同じです。",
                   "Midori leaves Dragon Form whenever she is thrown, a dodge's counter-hit throw "
                   "included.")),
    ("YM-11", text("敵を知るは打撃をガードするたびに使えます。前に見せたカードを出していなければ、その効果は消えます。",
                   "Knowing the Opponent may be used after every blocked attack; a card shown before "
                   "and not played simply lapses.")),
    ("YM-12", text("狐の速力とゴースト・リポストのフルコンボは、打撃かジョーカーを回避した時だけです。カード無しを回避した時は通常の1発の反撃です。",
                   "Speed of the Fox and Ghost Riposte give a full combo only after dodging an attack "
                   "or a joker; dodging no card gives the usual one-hit counter.")),
    ("YM-13", text("徳の優位は相打ちで与える絵札のダメージにも加わります(相打ちの1ヒットもコンボです)。",
                   "Moral High Ground adds to face-card damage dealt in a trade too (each hit of a "
                   "trade is a one-hit combo).")),
    ("YM-14", text("マークウッドの呪いが効かないのは、アルガガルグが転倒させられたターンの終わりだけです。",
                   "Hex of Murkwood is skipped only at the end of the turn in which Argagarg was "
                   "knocked down.")),
    ("YM-15", text("HPが0以下になったプレイヤーはその場で負けです(残りの処理は行いません)。同じ効果で両者が0以下になれば引き分け。",
                   "A player whose hit points reach 0 loses on the spot; nothing left to resolve happens. If one effect "
                   "brings both to 0, the game is a draw.")),
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
    ("D16", text("熱血は戻すカードをまとめて一度に宣言します(1ターンに1回。打ち消されたらそのターンは使えません)。",
                 "Burning Vigor declares all the cards it brings back at once (once a turn; countered, not again "
                 "that turn).")),
    ("D17", text("アルガガルグ同士では、ターン終了時の2つの呪いは同時に効きます(両者が0になれば引き分け)。",
                 "In an Argagarg mirror both hexes strike together at the end of the turn (both at 0: a draw).")),
)

# Each character's abilities in our own words, by character and rank ("char": the character card), for the
# character sheet.
ABILITY_TEXTS = {
    "grave": {
        "char": text("打撃をガードしたとき、手札の1枚(ガードしたカード以外)を相手に見せられる。次のターンにそのカードを"
                     "戦闘カードとして出したら、公開時に山札か捨て札からQを1枚手札に加える(山札は切り直す)。",
                     "After blocking an attack, show one card of your hand (not the block). If it is your combat card "
                     "next turn, take a Q from your deck or discard pile when it is revealed (then shuffle the deck)."),
        "7": text("ドローの後、このカードを捨てて2枚引き、手札を1枚捨てる。相手は手札を公開する。",
                  "After the draw, discard this: draw 2, discard any card, and the opponent shows their hand."),
        "10": text("このカードを捨てて相手の能力を1つ打ち消す(A・ジョーカー・キャラクターの能力は不可)。",
                   "Discard this to counter an opponent's ability (not an Ace's, a joker's or a character's)."),
        "J": text("雷雲掌が削りダメージを与えたら、このカードは手札に戻り、相手はガードのドローをしない。",
                  "When Lightning Cloud deals chip damage it comes back to your hand and the blocker draws nothing."),
    },
    "jaina": {
        "char": text("戦闘カードが打撃なら、戦闘終了時にコンボで使ったカード(追加ダメージ分も含む、ジョーカー以外)を"
                     "手札に戻せる。数字3・絵札4・A5のダメージを自分が受ける。",
                     "If your combat card is an attack, at the end of combat take back cards used in the combo (extra "
                     "damage ones too, no jokers), taking 3 (number), 4 (face) or 5 (Ace) damage for each."),
        "7": text("公開後、このカードを捨てて戦闘カードを反対側の技にする。10ダメージを受ける。",
                  "After the reveal, discard this to turn your combat card to its other move; take 10 damage."),
        "10": text("相手が回避を公開したとき、捨て札のこのカードを手札に戻して2ダメージを与えられる。",
                   "When the opponent reveals a dodge, bring this back from your discard pile for 2 damage."),
    },
    "midori": {
        "char": text("ドラゴン属性の打撃は回避されない(打ち消し不可)。ドラゴンの技は変身中だけ使える。",
                     "Dragon attacks cannot be dodged (never countered). Dragon moves need Dragon Form."),
        "2": text("ドローの後、このカードを表向きに置いてドラゴンに変身する。投げられるか、ドラゴン以外の打撃・投げを"
                  "戦闘カードにすると解ける。",
                  "After the draw, put this face up: Dragon Form. It ends when you are thrown or play a non-dragon "
                  "attack or throw as combat card."),
        "10": text("変身していないとき絵札(A以外)を出していたら、公開後このカードを捨ててドラゴンの技の側に回せる。",
                   "Not in Dragon Form with a face card as combat card: after the reveal, discard this to turn it to "
                   "its dragon move."),
    },
    "setsuki": {
        "char": text("ターン開始時に手札が1枚以下なら4枚引く。そのターン、打撃かジョーカーを回避したらフルコンボで反撃できる。",
                     "At the start of a turn with one card or none, draw 4; that turn a dodged attack or joker gives a "
                     "full combo."),
        "7": text("ターン終了時、手札がこれだけなら、捨て札のカード(ジョーカー以外)を3枚まで好きな順で山札の上に置き、"
                  "このカードを捨てる。",
                  "At the end of a turn with only this in hand, put up to 3 non-joker cards from your discard pile on "
                  "top of your deck in any order, then discard this."),
        "10": text("このカードと他の2枚を捨てて相手の能力を打ち消す(A・ジョーカーは不可、キャラクターの能力は可)。",
                   "Discard this and two other cards to counter an ability (not an Ace's or a joker's; a "
                   "character's is fine)."),
    },
    "rook": {
        "char": text("通常打撃が相手の打撃に速さで負けたら、相手のコンボの後、転倒していなければ同じスートの2枚を"
                     "捨てて、自分の打撃を当ててコンボできる。",
                     "When your normal attack is outsped by an attack, after their combo (unless knocked down) discard "
                     "two cards of its suit: your attack hits too and may combo."),
        "3": text("このカードで打撃かジョーカーをガードすると削りダメージなし。手札の通常投げを捨てて8ダメージを"
                  "与えられる。このカードは戻らずドローもない。",
                  "Blocking an attack or joker with this takes no chip; you may discard a normal throw for 8 damage. "
                  "This card does not come back and draws nothing."),
        "5": text("このカードで打撃をガードすると、その打撃のダメージが攻撃側に返る。このカードは戻らずドローもない。",
                  "Blocking an attack with this sends its damage back to the attacker. This card does not come back "
                  "and draws nothing."),
    },
    "degrey": {
        "char": text("相手の手札が多いとき、コンボ終了時に絵札のダメージがその差だけ増える。",
                     "When the opponent holds more cards, your face cards deal that many more each (at the combo's "
                     "end)."),
        "4": text("ドローの後、このカードを捨てて技の種類を宣言する。相手の戦闘カードがその種類なら12回復。",
                  "After the draw, discard this and name a kind of move; if the opponent's combat card is of that "
                  "kind, gain 12 HP."),
        "7": text("このカードを戦闘カードにしたら、公開後に手札1枚を捨てて反対側の技にできる(1ターン1回)。",
                  "As your combat card: after the reveal, discard a card to turn it to its other move (once a turn)."),
        "A": text("このカードで打撃かジョーカーを回避するとフルコンボで反撃。投げられない限り手札に戻る。",
                  "Dodging an attack or joker with this gives a full combo; it comes back to your hand unless thrown."),
    },
    "valerie": {
        "char": text("通常打撃をどんな順番でもコンボにでき、その連続もチェーンコンボになる(打ち消し不可)。",
                     "Normal attacks combo in any order and still count as chains (never countered)."),
        "7": text("公開後、このカードを捨てて1枚引く。このターン通常打撃のダメージ+1。",
                  "After the reveal, discard this: draw a card, and normal attacks deal 1 more this turn."),
        "10": text("公開後、このカードを捨てると打撃と投げの発生速度が2.0速くなる(重ねられる、0.0まで)。",
                   "After the reveal, discard this: attacks and throws are 2.0 faster (stacks, down to 0.0)."),
        "A": text("Aの技を当てるたびに1枚引く。", "Each Ace move that hits draws a card."),
    },
    "geiger": {
        "char": text("タイムスパイラルが削りダメージを与えたら、手札の投げで相手を投げてコンボを始められる。相手の"
                     "ガードのカードは捨てられ、ドローもない。",
                     "When a Time Spiral deals chip damage you may throw from your hand and combo; the blocker's card "
                     "is lost and draws nothing."),
        "4": text("ドローの後、このカードをキャラクターに添付し、捨て札のJかQを手札に戻す。添付中タイムスパイラルは"
                  "コンボポイント0の繋ぎ、ダメージ+1、巻き戻しされない。打撃か投げを受けると外れる。",
                  "After the draw, attach this and take a J or Q back from your discard pile. While attached, Time "
                  "Spirals are linkers costing 0 points, deal 1 more and resist the rewind. Hit by an attack or "
                  "throw, it goes."),
        "8": text("ドローの後、このカードを捨てて山札の上X枚(捨て札のタイムスパイラルの数)を見て好きな順に戻し、"
                  "1枚引く。",
                  "After the draw, discard this: look at the top X cards (X: Time Spirals in your discard pile), put "
                  "them back in any order, draw a card."),
    },
    "lum": {
        "char": text("打撃でダメージを与えたターンの戦闘終了時、山札の一番上を捨てる: 2-3 4回復、4-10 相手を転倒させるか"
                     "このターンの絵札を手札に戻す、J/Q/K 次のターン相手の打撃・投げが4.0遅い、A 3枚引く、"
                     "ジョーカー 1ダメージを受ける。",
                     "At the end of a combat in which an attack dealt damage, discard your top card: 2-3 gain 4 HP, "
                     "4-10 knock down or take back this turn's face cards, J/Q/K the opponent's attacks and throws are "
                     "4.0 slower next turn, A draw 3, joker take 1 damage."),
        "7": text("ドローの後、このカードを捨てて1枚引き、相手の手札1枚を無作為に見せさせる。Aなら7ダメージを与えて"
                  "もう1枚引く。ジョーカーなら2ダメージを受ける。",
                  "After the draw, discard this: draw a card and the opponent shows a random card; an Ace deals 7 "
                  "and draws another, a joker costs you 2."),
        "10": text("ターン終了時、このカードを見せ、捨て札の上2枚と手札3枚までで役を作る: ストレート 山札から好きな1枚、"
                   "フラッシュ 3枚引く、フルハウス 7ダメージ、4カード Aを捨ててブラックジャック、ストレートフラッシュ "
                   "2つ選ぶ。その後このカードを捨てる。",
                   "At the end of a turn, show this and make a poker hand of your top two discards and up to three "
                   "hand cards: straight any card from your deck, flush draw 3, full house 7 damage, four of a kind "
                   "discard an Ace for Blackjack, straight flush two of these. Then discard this."),
        "A": text("このカードで打撃かジョーカーを回避したら、山札を1枚ずつめくる(J/Q/K 10、A 1か11、ジョーカー21)。"
                  "21を超えたら捨てる。止めたら合計のダメージかめくったカードを取る。ちょうど21なら両方。",
                  "Dodging an attack or joker with this: flip cards one by one (J/Q/K 10, A 1 or 11, joker 21). Over "
                  "21 they are discarded; stopping, deal the total or take the cards; exactly 21 does both."),
    },
    "argagarg": {
        "char": text("ターン終了ごとに相手に2ダメージ(そのターンに転倒させられていれば無し)。",
                     "At the end of each turn, deal 2 damage (not in a turn in which you were knocked down)."),
        "7": text("ドローの後、このカードを捨てる。このターン相手の打撃と投げはすべて締めになる。",
                  "After the draw, discard this: this turn all the opponent's attacks and throws are enders."),
        "10": text("このカードを捨てて相手の能力を打ち消す(A・ジョーカー・キャラクターの能力は不可)。相手は1枚引く。",
                   "Discard this to counter an ability (not an Ace's, a joker's or a character's); that player "
                   "draws a card."),
        "A": text("このカードで打撃かジョーカーをガードしたら1枚引いてキャラクターに添付。添付中は呪いが2増える。"
                  "次に打撃か投げを受けた戦闘ではダメージを受けず、このカードを捨てる。",
                  "Blocking an attack or joker with this draws a card and attaches it: the hex deals 2 more. The next "
                  "combat you are hit by an attack or throw, you take no damage and it goes."),
    },
}
