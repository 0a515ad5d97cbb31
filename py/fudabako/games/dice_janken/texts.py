"""サイコロじゃんけん — the rules page in our own words, and the rulings it uses (ids from shared/rulings)."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用。それぞれ耐久力12から始めます。",
        "毎ラウンドの始めに3つのサイコロを振ります。サイコロはそれぞれグー・チョキ・パーに対応します。",
        "出目を見てから、2人とも手を1つ選んで伏せ、同時に公開します。",
        "じゃんけんに勝った方は、勝った手のサイコロの目と同じだけ相手の耐久力を減らします。あいこなら何も起きません。",
        "耐久力が0以下になった方の負けです。",
        "大きな目の手は強いけれど、相手もそれを読んでいます。読みと計算の練習にどうぞ。",
    ],
    "en": [
        "Two players, each starting with 12 endurance.",
        "At the start of every round three dice are rolled: one for Rock, one for Scissors, one for Paper.",
        "Seeing the dice, both players pick a hand in secret and reveal them together.",
        "The winner of the janken reduces the loser's endurance by the die of the winning hand. A tie does nothing.",
        "A player whose endurance drops to 0 or below loses.",
        "A hand with a big die is tempting, and your opponent knows it: a small exercise in reading and calculating.",
    ],
}

RULINGS = (
    ("DJ-1", text("耐久力は双方12から(設定で6〜30)。", "Endurance starts at 12 each (option: 6 to 30).")),
    ("DJ-2", text("3つのサイコロは毎ラウンド振り直し、選ぶ前に双方に見えています。",
                  "All three dice are rolled anew each round and both players see them before choosing.")),
    ("DJ-3", text("手はカードのように使い切らず、毎ラウンド3つとも選べます。伏せて同時に公開します。",
                  "All three hands are available every round; both choose secretly and reveal together.")),
    ("DJ-4", text("勝った手のサイコロの目がダメージ。あいこは何もなし。1ラウンドで傷つくのは1人だけなので引き分けはありません。",
                  "The winning hand's die is the damage; a tie does nothing. Only one player is hurt per round, so "
                  "there are no draws.")),
    ("DJ-5", text("耐久力が0以下になったら即座に負け。", "Endurance 0 or less loses at once.")),
    ("DJ-6", text("「つよい」AIはゲーム全体の最適混合戦略(ナッシュ均衡)で、各局面の勝率を最大にします。",
                  "The Strong AI plays the optimal mixed strategy (Nash equilibrium) of the whole game, maximising its "
                  "chance to win from every position.")),
)
