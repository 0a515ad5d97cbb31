"""すとすて ver.2 — the rules page in our own words, and the rulings it uses (shared/rulings/stosute.md)."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用。行動カード6種類×2枚の12枚と、赤・黒・白のサイコロ3個を使います。",
        "カードを切って4枚ずつ配り、残り4枚を山にします。サイコロを3個とも振ります。",
        "赤は食料、黒は生産、白は金銭で、値は2人で共通です。",
        "毎ラウンド、2人とも手札から1枚を伏せ、同時に公開して権力を比べます。",
        "探索: いちばん少ない資源 + 1。交易: 相手が成長なら食料 + 金銭、相手が建設なら生産 + 金銭、それ以外は0。",
        "成長: 食料。相手が建設ならさらに生産。建設: 生産。相手が探索ならさらに3。研究: 金銭。",
        "征服: 相手が成長なら食料の2倍、相手が研究なら金銭の2倍、それ以外は0。",
        "勝った方は権力の差だけ勝利点を得て、コンボを公開できます。負けた方のカードは勝った方の手札に入り、"
        "勝った方のカードは表向きで捨て札へ。負けた方が山から1枚引き、勝った方はサイコロを2個選んで振り直します。",
        "同点なら双方カードを手札に戻し、1枚ずつ裏向きに捨て、1枚ずつ引いて、サイコロを3個とも振り直します。",
        "捨て札が4枚以上になったら、すべて裏向きで山に戻して切り直します。",
        "コンボ: 出したカードにつながるカードが手札にあれば公開でき、さらにそれにつながるカードも公開できます(一直線に最大3枚)。"
        "つながり: 研究→建設、研究→成長、建設→交易、交易→探索、探索→征服、征服→成長、成長→研究。"
        "1枚で1点、2枚で3点、3枚で6点。公開したカードは手札に戻ります。",
        "勝利点20点以上で、しかも相手に6点以上の差をつけたら勝ちです。",
    ],
    "en": [
        "Two players. Twelve action cards (six types, two of each) and three dice: red, black and white.",
        "Shuffle, deal 4 cards to each player; the other 4 are the deck. Roll all three dice.",
        "Red is food, black is production, white is money; both players share these values.",
        "Each round both players lay one card from their hand face down; they are revealed together and their power "
        "compared.",
        "Explore: your lowest resource + 1. Trade: food + money if the rival grows, production + money if the rival "
        "builds, else 0.",
        "Growth: food, plus production if the rival builds. Build: production, plus 3 if the rival explores. "
        "Research: money.",
        "Conquer: twice the food if the rival grows, twice the money if the rival researches, else 0.",
        "The winner gains the difference in victory points and may reveal a combo. The loser's card joins the "
        "winner's hand, the winner's card goes face up to the discard pile, the loser draws a card, and the winner "
        "chooses two dice to reroll.",
        "On a tie both take their cards back, each discards one card face down, each draws one, and all three dice "
        "are rerolled.",
        "When the discard pile holds 4 or more cards, they all go face down into the deck, which is shuffled.",
        "Combo: if you hold a card linked from the card you won with, you may reveal it, then a card linked from that "
        "one (a single line, at most 3 cards). Links: research→build, research→growth, build→trade, trade→explore, "
        "explore→conquer, conquer→growth, growth→research. 1 card: 1 point, 2: 3 points, 3: 6 points. Revealed cards "
        "stay in your hand.",
        "Reach 20 or more victory points with a lead of 6 or more to win.",
    ],
}

RULINGS = (
    ("ST-1", text("カードは6種類×2枚の12枚。4枚ずつ配り、残り4枚が山。サイコロ3個を振って始めます。",
                  "12 cards (six types × 2). Deal 4 each; the other 4 are the deck. Roll the three dice to start.")),
    ("ST-2", text("コンボのつながりは原図が失われたため本文から推定: 研究→建設、建設→交易、交易→探索、探索→征服、"
                  "征服→成長、成長→研究、さらに研究→成長。設定でコンボなし(初回ルール)にもできます。",
                  "The combo links (the seed's figure is lost, inferred from the text): research→build, build→trade, "
                  "trade→explore, explore→conquer, conquer→growth, growth→research, and research→growth. An option "
                  "turns combos off (the seed's first-game rule).")),
    ("ST-3", text("コンボは勝ったカードから始まり、つながったカードを最大3枚まで。途中でやめられます。"
                  "使えるのは手札のカードだけで、負けた方のカードはコンボの後で手札に入ります。公開したカードは相手に知られます。",
                  "A combo starts from the winning card and follows links, at most 3 cards; you may stop at any point. "
                  "Only cards already in hand count: the loser's card joins after the combo. Revealed cards become known "
                  "to the rival.")),
    ("ST-4", text("捨て札が4枚以上なら(勝ち・同点とも)すべて裏向きで山に戻し、山を切り直します。"
                  "同点で裏向きに捨てたカードは相手には見えません(自分には見えます)。表向きの捨て札は公開です。",
                  "With 4+ cards in the discard pile (after a win or a tie) they all go face down into the deck, which "
                  "is shuffled. Face-down discards are hidden from the rival (their owner sees them); face-up ones are "
                  "public.")),
    ("ST-5", text("同点: 出したカードを戻し、各自1枚を裏向きに捨て、山の切り直し判定、各自1枚引き、サイコロ3個を振り直し。",
                  "A tie: take the played cards back, each discards one face down, the reshuffle check, each draws one, "
                  "all three dice are rerolled.")),
    ("ST-6", text("勝ち: 差分の勝利点、次にコンボ点、それから終了判定(20点以上かつ6点差以上)。差分だけで条件を満たせば"
                  "その時点で勝ち(コンボは省略)。",
                  "A win: the power difference in points, then combo points, then the end check (20+ with a lead of "
                  "6+). If the difference alone meets it, the game ends there (the combo is skipped).")),
    ("ST-7", text("勝った方は、負けた方が引いた後で、異なるサイコロ2個を選んで振り直します。",
                  "The winner rerolls two different dice of its choice, after the loser's draw.")),
)
