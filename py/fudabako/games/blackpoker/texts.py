"""ブラックポーカー — the rules page in our own words (ja / en), and the rulings it uses (BP-*)."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用。各自が自分のトランプ1組を使い、相手のライフ(山札)を0枚にした方が勝ちです。ダメージ1点につきライフの"
        "一番上のカードが1枚墓地へ移ります。",
        "対戦レギュレーション = フォーマット(ライト / スタンダード / プロ / マスター: 使えるアクションの量)+ フレーム"
        "(エントリー20 / パック / レアパック / レアパックストラテジー: デッキと始め方)。組み合わせは公式の対応表の11通りです。",
        "数字: A=1、2〜10はそのまま、J=11、Q=12、K=13、ジョーカー=0。",
        "場には兵士(表向き)と防壁(裏向き)を置きます。横向き(ドライブ)は使用済み、縦向き(チャージ)は未使用です。",
        "すべての行動はアクションです。アクションを起こすには、アクション名を告げ、コスト(B: 防壁1体をドライブ、"
        "L: 1点ダメージを受ける、D: 手札を1枚捨てる、S: 自分のキャラクター1体を墓地へ)を払い、キーカードを出し、"
        "対象を選びます。",
        "チャンス(行動する権利)を持つプレイヤーだけがアクションを起こせます。メインのアクションは自分のターンで"
        "ステージが空のときだけ、クイックのアクションはいつでも起こせます。",
        "即時のアクションはすぐに解決します。通常のアクションはステージに積まれ、両者が続けてパスすると一番上から"
        "解決します(後に積んだものが先)。解決のたびに勝敗判定があり、チャンスはターンプレイヤーに戻ります。",
        "解決するときに対象がもういなければ、そのアクションは何もしません。できない部分は、できるところまで行います。"
        "キーカードは解決後に墓地へ移ります(場や手札に出たものを除く)。",
        "ターンの流れ: エンドが解決すると、相手のターンになり、チャージ(相手のキャラクターをすべて縦向きに)、"
        "ドロー(1枚引き、望めばもう1枚)が自動で起きます。エンドでは手札を7枚まで捨て、自分のフォグを墓地へ移します。",
        "アタック(1ターンに1回)で、チャージ状態の兵士をドライブしてアタッカーにします(このターンに出た兵士は速攻を"
        "持つものだけ)。続くブロックで、相手はアタッカーごとに、チャージ状態の兵士何体か、または防壁1体でブロックします。",
        "ダメージ判定: 兵士どうしはサイズ(ブロッカーは合計)を比べ、小さい方が墓地へ、同じなら両方。防壁は表にして、"
        "ジョーカーかアタッカーのカードと同じ数字ならアタッカーが墓地へ。防壁は必ず墓地へ。ブロッカーがいなければ"
        "アタッカーのサイズ分のダメージを与えます。",
        "Joker・A・J・Q・Kのカードが自分の場から墓地へ移るたびに世代交代が起き、ライフの上から、それらのカードが出る"
        "までめくって墓地へ送り、出たカードを手札に加えます。",
        "キャラクター: 一般兵(2〜10)、英雄(J〜K)、エース(A、速攻)、魔術士(ジョーカー、速攻、速攻魔法のコストが無しに。"
        "スタンダード以上)、装備兵(同じスート2枚以上、サイズは合計、Aを含めば速攻)、防壁(裏向き)。",
        "主なアクション(ライト): 防壁設置(L、1ターン1回)、兵士召喚(BL、2〜10)、英雄召喚(BBL、J〜K)、エース召喚(L、A)、"
        "装備(BL)、アップ/ダウン/ツイスト/カウンター(D、♥/♠/♦/♣のA〜10)、防壁破壊(♥と♦)、投擲(♠と♣)、サーチ(ジョーカー)。"
        "上のフォーマットほどアクションが増えます。",
        "ライフの枚数は、10枚以上なら相手には「10+」とだけ見えます。墓地は一番上だけが公開、伏せた防壁は持ち主だけが"
        "見られます。",
    ],
    "en": [
        "Two players, each with their own deck of playing cards. Empty your opponent's life (their deck) to win: each "
        "point of damage moves the top card of the life to the graveyard.",
        "A regulation is a format (Lite / Standard / Pro / Master: how many actions there are) plus a frame (Entry 20 "
        "/ Pack / Rare pack / Rare pack strategy: the deck and the set-up). The official table allows 11 pairs.",
        "Numbers: A = 1, 2-10 as printed, J = 11, Q = 12, K = 13, Joker = 0.",
        "The field holds soldiers (face up) and bulwarks (face down). Sideways (driven) means used, upright "
        "(charged) means ready.",
        "Everything you do is an action. To raise one, name it, pay its cost (B: drive a bulwark, L: take 1 damage, "
        "D: discard a card, S: put one of your characters into the graveyard), show its key cards and choose its "
        "target.",
        "Only the player holding the chance may raise actions. Main actions need your own turn and an empty stage; "
        "quick actions can be raised at any time.",
        "Instant actions resolve at once. Normal actions go onto the stage; when both players pass in a row, the top "
        "one resolves (last in, first out). Every resolution is followed by a win check, and the chance returns to "
        "the turn player.",
        "An action whose target is gone does nothing; an effect that cannot be done in full is done as far as "
        "possible. Key cards go to the graveyard after resolving, unless the effect put them on the field or in a "
        "hand.",
        "The turn: when End resolves, the turn passes, and Charge (the new turn player's characters stand up) and "
        "Draw (one card, and one more if wished) follow by themselves. End first discards down to 7 cards and clears "
        "your fog.",
        "Attack (once a turn) drives charged soldiers to make them attackers (soldiers that arrived this turn only "
        "with the quick label). In the following Block, the opponent blocks each attacker with some charged soldiers "
        "or with one bulwark.",
        "Damage check: soldiers compare sizes (blockers added up); the smaller goes to the graveyard, both on a tie. "
        "A bulwark is turned over: a Joker, or a number found on the attacker's cards, sends the attacker to the "
        "graveyard; the bulwark always goes. An attacker with no blocker left deals its size as damage.",
        "Whenever a Joker, A, J, Q or K card goes from your field to the graveyard, Succession mills your life until "
        "such a card comes up, and that card goes to your hand.",
        "Characters: general soldier (2-10), hero (J-K), ace (A, quick), mage (Joker, quick, your quick spells cost "
        "nothing; Standard and up), equipped soldier (2+ cards of one suit, size = sum, quick with an A), bulwark "
        "(face down).",
        "Main Lite actions: Set a bulwark (L, once a turn), Summon a soldier (BL, 2-10), hero (BBL, J-K), ace (L, A), "
        "Equip (BL), Up / Down / Twist / Counter (D, ♥ / ♠ / ♦ / ♣ A-10), Break a bulwark (♥ and ♦), Throw (♠ and ♣), "
        "Search (Joker). Higher formats add more.",
        "Your opponent sees a life of 10 or more only as \"10+\". Only the graveyard's top card is public; face-down "
        "bulwarks are seen by their owner only.",
    ],
}

RULINGS = (
    ("BP-1", text("対戦レギュレーションは公式の対応表の組み合わせだけ。エントリー20はプリセットの後に7枚引いて始め、"
                  "パック系は7枚引きません(レアパックストラテジーは7枚にそろえます)。パックは14枚を1回だけ作ります。",
                  "Only the official format × frame pairs. Entry 20 deals 7 cards after the preset; the pack frames "
                  "deal none (Rare pack strategy fills up to 7). The pack of 14 is made once.")),
    ("BP-2", text("プリセット: ライフの一番上を裏向きの防壁、次を表向きの兵士として出します(ライトではジョーカーはサイズ0の一般兵)。",
                  "Preset: the top life card becomes a face-down bulwark, the next a face-up soldier (a Joker is a "
                  "size-0 general soldier in Lite).")),
    ("BP-3", text("先攻決定でめくったカードは墓地へ。同じ数字ならめくり直します。",
                  "Cards flipped to decide the first player go to the graveyard; equal numbers flip again.")),
    ("BP-4", text("ドローの2枚目は引くかどうか選べます。", "Draw's second card is optional.")),
    ("BP-5", text("ライフが足りなければ引ける分だけ引き、次の勝敗判定で負けます。",
                  "With too few life cards you take what there is and lose at the next win check.")),
    ("BP-6", text("コアフロー(チャンス、ステージ、パス記録、誘発チェック)は第6章どおり。",
                  "The core flow (chance, stage, pass record, trigger check) follows chapter 6.")),
    ("BP-7", text("解決のたびにパス記録を消し、チャンスはターンプレイヤーへ。",
                  "After each resolution the passes are cleared and the chance goes to the turn player.")),
    ("BP-8", text("勝敗判定はターンプレイヤーから。両者0枚ならターンプレイヤーの負け。",
                  "The win check starts with the turn player; if both lives are empty the turn player loses.")),
    ("BP-9", text("対象がいない(分裂した)アクションは何もしません。", "An action whose target is gone or split does nothing.")),
    ("BP-10", text("できる部分だけ行います(ライフ1枚で5点なら1点)。", "Effects are done as far as possible (5 damage "
                   "with 1 life card deals 1).")),
    ("BP-11", text("キーカードは解決後に墓地へ(場・フォグ・手札に出たものを除く)。",
                   "Key cards go to the graveyard after resolving unless placed on the field, in the fog or in a "
                   "hand.")),
    ("BP-12", text("ダメージ判定はアップ等を含む現在のサイズ。複数の兵士でのブロックは合計と比べます。防壁は単独で、"
                   "ブロッカー1体は1アタッカーだけ、ドライブ状態ではブロック不可。",
                   "The damage check uses current sizes; several blocking soldiers are added up. A bulwark blocks "
                   "alone, a blocker blocks one attacker, driven characters cannot block.")),
    ("BP-13", text("防壁ブロック: 表にして、ジョーカーかアタッカーのどれかのカードと同じ数字ならアタッカーは墓地へ。"
                   "防壁は必ず墓地へ。プレイヤーへのダメージはなし。",
                   "A blocking bulwark is turned over: a Joker or a number on any of the attacker's cards kills the "
                   "attacker; the bulwark always goes; no damage to the player.")),
    ("BP-14", text("ブロッカーが全員場を離れたアタッカーはダメージを与えます。",
                   "An attacker whose blockers have all left deals its damage.")),
    ("BP-15", text("世代交代はJoker・A・J・Q・Kのカード1枚ごとに1回(JとQの装備兵なら2回)。出る前にライフが尽きたら"
                   "全部墓地へ送って負け。",
                   "Succession triggers once per Joker / A / J / Q / K card (twice for a J+Q equipped soldier); a life "
                   "that runs out first is milled whole and loses.")),
    ("BP-16", text("カウンター: キーカード1枚の相手には♣の数字がそれ以上のとき、2枚の相手には必ず効きます。"
                   "「対象にならない」アクションや、キーカード0枚・3枚以上のものは対象にできません。",
                   "Counter works on a 1-key request when its ♣ number is at least that key's, always on a 2-key one; "
                   "uncounterable requests and those with 0 or 3+ keys cannot be targeted.")),
    ("BP-17", text("アクションは自分自身を対象にできません。対象変更は対象変更自身にも向け直せます。",
                   "An action cannot target itself; Redirect may point at itself.")),
    ("BP-18", text("ライフの枚数は10枚以上なら相手には「10+」。墓地は一番上だけ公開。伏せたカードは持ち主だけ。"
                   "何枚か同時に墓地へ移すときは、持ち主が一番上を選びます。",
                   "Life shows as \"10+\" to the opponent from 10 cards; only the graveyard's top is public; face-down "
                   "cards are their owner's. Cards moved to a graveyard together: their owner picks the top one.")),
    ("BP-19", text("罠カウンター: 相手のキーカード1〜2枚のリクエストにレアカードと同じカードがあれば起こせます(通常、"
                   "ステージへ)。レアカードは公開されます。",
                   "Trap counter may answer an opponent's 1-2-key request holding a card identical to your rare card "
                   "(normal speed, onto the stage); the rare card is shown.")),
    ("BP-20", text("エントリー20のデッキ: ♠A〜5、♥A,8,9,10,J、♦A,3,7,10,Q、♣A,5,6,10,K。ほかは52枚+ジョーカー0〜2枚(設定)。",
                   "Entry 20 deck: ♠A-5, ♥A 8 9 10 J, ♦A 3 7 10 Q, ♣A 5 6 10 K. Otherwise 52 cards + 0-2 Jokers "
                   "(option).")),
    ("BP-21", text("2人で1台のときは、チャンスが移るたびに受け渡し画面で手札を隠します。受け渡しを減らすため、各プレイヤーは"
                   "「できる行動がないとき自動でパス」、または「アタック(ブロック・ダメージ判定を含む)、相手の魔法、相手の"
                   "エンドのときだけ止まる」を設定できます(設定項目)。チャンスを持つプレイヤーは、対局中にも「このターンは"
                   "アタック・相手の魔法・エンドのときだけ止まる」と宣言できます(公開、チャンスは移りません。ターンの終わりまで"
                   "有効で、そのターンのうちに1回だけ取り消せます)。",
                   "Pass-and-play covers the table whenever the chance moves to the other player. To keep handoffs "
                   "few, each player may choose to pass automatically when nothing else is possible, or to stop only "
                   "for attacks (with blocks and damage checks), the opponent's spells and the opponent's end of turn "
                   "(options). During play, the player holding the chance may also declare \"this turn, stop me only "
                   "for attacks, the opponent's spells and end of turn\" (public; the chance stays; it lasts until the "
                   "turn ends and may be withdrawn once in that turn).")),
    ("BP-22", text("世代交代でライフからめくるカードは両者に公開です(墓地へ送るカードも、手札に加えるカードも)。ログに残ります。",
                   "Succession shows both players every card it takes off the life (those milled and the one taken "
                   "into the hand); the log names them.")),
    ("BP-23", text("アクションが対象を失うのは、対象がいなくなったか分裂したときだけです。リバースで防壁になった1枚の兵士は"
                   "同じキャラクターのままで、それを対象にしたアクションは効果を発揮します。ただし対象の条件に合わなくなったもの"
                   "(兵士が対象のアップなど)は何もしません。兵士の時に受けた効果やアタッカー・ブロッカーの状態はなくなります。",
                   "A request loses its target only when the target is gone or has split. A one-card soldier turned "
                   "into a bulwark by Reverse is still the same character: requests aimed at it still apply, except "
                   "those it no longer fits (Up needs a soldier), which do nothing. What it received as a soldier and "
                   "its attacker or blocker status are gone.")),
    ("BP-24", text("死の槍でライフに戻る兵士のカードの順番は、その兵士の持ち主が選びます。",
                   "Spear of death: the owner of the soldier going back to the life chooses the order of its cards.")),
    ("BP-25", text("ターンプレイヤーはステージが空のときパスできません。ターンはエンドでだけ終わります。",
                   "The turn player cannot pass on an empty stage: a turn ends only by End.")),
    ("BP-26", text("2人で1台のときの初期設定: 「できる行動がないとき自動でパス」は両プレイヤーともオン(対局の設定で変えられます)。"
                   "「このターンはアタック・相手の魔法・エンドのときだけ止まる」の宣言は、各プレイヤーがそのターンに初めて"
                   "行動を選ぶときに案内されます。",
                   "Pass-and-play defaults: \"pass automatically when nothing else is possible\" is on for both "
                   "players (the set-up can change it). The per-turn declaration \"stop me only for attacks, the "
                   "opponent's spells and end of turn\" is offered to each player at their first decision of each "
                   "turn.")),
)
