"""デルタ — the rules page in our own words, and the rulings it uses (shared/rulings/delta.md)."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用。相手の耐久点(はじめは60点)を0以下にしたら勝ちです。",
        "カードは♠♥♦の2〜7とジョーカー2枚の計20枚。ラウンドごとに全部を切り直します。",
        "5枚ずつ引き、2枚を裏向きで捨てます。残った3枚は相手に渡します。2人同時に行います。",
        "受け取った3枚に山から2枚を足し、また2枚を裏向きで捨てます。残る3枚は必ず役にします。",
        "3枚役: 同じスート3枚。2枚役: 同じスート2枚と何か1枚(ジョーカーはこの1枚にだけなれます)。"
        "特殊役: ♠♥♦が1枚ずつ。ジョーカー2枚では役になりません。",
        "残した3枚を同時に公開します。スートの違う3枚役・2枚役どうしは三すくみ: ♠は♥に、♥は♦に、♦は♠に勝ちます。",
        "同じスートなら3枚役が2枚役に勝ちます。特殊役は3枚役にも2枚役にも負けますが、ジョーカー入りの2枚役にだけは勝ちます。"
        "同じスートの同じ種類どうしや特殊役どうしは引き分けで、ダメージはありません。",
        "打撃点: 3枚役は3枚の合計、2枚役はそろった2枚の合計、特殊役は相手の役の打撃点。勝った側の打撃点が負けた側へのダメージです。",
        "勝った役にジョーカーが入っていればダメージ2倍。耐久点が1桁(1〜9)ならバリキモードでさらに2倍"
        "(例: バリキモードで7・6・ジョーカーなら 13×2×2 = 52)。",
    ],
    "en": [
        "Two players. Bring your rival's endurance (60 to start) to 0 or less to win.",
        "The cards are ♠♥♦ 2 to 7 and two jokers, 20 in all. Everything is reshuffled every round.",
        "Both players draw 5 cards, discard 2 face down and pass the other 3 to the rival, at the same time.",
        "Add 2 cards from the deck to the 3 you received, then discard 2 face down again; the 3 left must form a hand.",
        "Three-card hand: three of one suit. Two-card hand: two of one suit and any third card (a joker can only be "
        "that third card). Special hand: one each of ♠, ♥ and ♦. Two jokers never form a hand.",
        "Both hands are revealed together. Three- and two-card hands of different suits follow the triangle: ♠ beats "
        "♥, ♥ beats ♦, ♦ beats ♠.",
        "In the same suit a three-card hand beats a two-card hand. A special hand loses to every three- and two-card "
        "hand except a two-card hand holding a joker, which it beats. Same suit and kind, or two special hands: a "
        "draw, no damage.",
        "Strike points: a three-card hand adds its three cards, a two-card hand its pair, a special hand takes the "
        "rival's. The winner's strike points are the damage to the loser.",
        "A joker in the winning hand doubles the damage; a winner whose endurance is in single figures (1–9) is in "
        "バリキ (Bariki) mode and doubles it again (e.g. Bariki with 7, 6 and a joker: 13×2×2 = 52).",
    ],
}

RULINGS = (
    ("DL-1", text("カードは♠♥♦の2〜7とジョーカー2枚の20枚。耐久点は60から(設定で変更可)。",
                  "Cards: ♠♥♦ 2–7 and 2 jokers, 20 in all. Endurance starts at 60 (a setting).")),
    ("DL-2", text("毎ラウンド20枚を切り直し、引く・捨てる・渡す・引く・捨てる・公開をすべて2人同時に行います。",
                  "Every round all 20 cards are reshuffled; draw, discard, pass, draw, discard and reveal are all "
                  "simultaneous.")),
    ("DL-3", text("最後に残す3枚は必ず役になるものだけ選べます(5枚からなら必ず作れます)。ジョーカー2枚は役になりません。",
                  "Only discards that leave a hand are offered at the end (5 cards always allow one); two jokers never "
                  "form a hand.")),
    ("DL-4", text("ジョーカーは2枚役の「何か1枚」にだけなれます。", "A joker can only be the odd card of a two-card hand.")),
    ("DL-5", text("スートの違う3枚役・2枚役どうしは大きさに関係なく三すくみで決まります。",
                  "Between three- and two-card hands of different suits, the triangle decides whatever their size.")),
    ("DL-6", text("特殊役の打撃点は相手の役の打撃点です。", "A special hand's strike points are the rival's.")),
    ("DL-7", text("ジョーカー2倍とバリキ2倍は重なります。特殊役が借りた打撃点は相手のジョーカーでは2倍になりません。",
                  "The joker and Bariki doublings stack; a special hand's borrowed points are not doubled by the "
                  "rival's joker.")),
    ("DL-8", text("耐久点0以下で負け。ダメージを受けるのはラウンドの負けた側だけです。",
                  "Endurance 0 or less loses; only the round's loser takes damage.")),
)
