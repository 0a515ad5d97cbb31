"""すとすて (プロトタイプ) — the rules page in our own words, and the rulings it uses."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用。相手の行動を予想して、行動を1つ伏せます。",
        "毎ラウンド、色の違う3つのサイコロを振ります。赤は食料、黒は生産、白は金銭で、値は2人で共通です。",
        "6種類の行動から1つを選んで伏せ、同時に公開します。",
        "探索: いちばん少ない資源 + 1。",
        "交易: 相手が成長なら食料 + 金銭、相手が建設なら生産 + 金銭、それ以外は0。",
        "成長: 食料。相手が建設ならさらに生産を足す。",
        "建設: 生産。相手が探索ならさらに3を足す。",
        "研究: 金銭。",
        "征服: 相手が成長なら食料の2倍、相手が研究なら金銭の2倍、それ以外は0。",
        "栄誉点(上の値)が高い方が、差の分だけ勝利点を得ます。同点なら何もなし。",
        "勝利点が12点以上で、しかも相手に6点以上の差をつけたら勝ちです。",
    ],
    "en": [
        "Two players. Predict your rival's move and place one action face down.",
        "Each round three coloured dice are rolled: red is food, black is production, white is money. Both players "
        "share these values.",
        "Pick one of six actions in secret; both are revealed together.",
        "Explore: your lowest resource + 1.",
        "Trade: food + money if the rival grows, production + money if the rival builds, else 0.",
        "Growth: food, plus production if the rival builds.",
        "Build: production, plus 3 if the rival explores.",
        "Research: money.",
        "Conquer: twice the food if the rival grows, twice the money if the rival researches, else 0.",
        "The player with more honour (the value above) gains the difference as victory points. Equal values: nothing.",
        "Reach 12 or more victory points with a lead of 6 or more to win.",
    ],
}

RULINGS = (
    ("SP-1", text("手札はありません。毎ラウンド6種類の行動のどれでも選べます(伏せて同時公開)。",
                  "There is no hand: each round either player may choose any of the six actions (secretly, revealed "
                  "together).")),
    ("SP-2", text("サイコロは毎ラウンドの始めに振ります。", "The dice are rolled at the start of every round.")),
    ("SP-3", text("値の高い方が差の分だけ勝利点を得ます。同点なら何もなし。",
                  "The higher value gains the difference as victory points; a tie gives nothing.")),
    ("SP-4", text("12点以上かつ6点差以上で勝ち(毎ラウンド後に判定)。",
                  "12+ victory points with a lead of 6+ wins (checked after each round).")),
)
