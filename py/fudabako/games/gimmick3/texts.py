"""ギミック倉庫3 — the rules page in our own words, and the rulings it uses (ids from shared/rulings)."""

from fudabako.core import text

RULES = {
    "ja": [
        "ひとり用のダイス戦闘です。目標は、ダイスを集めて3つの組(ゾロ目3つか、3つ続きの数)を作ること。",
        "毎ラウンド、まず小皿にダイスを1個、大皿にダイスを2個振ります。小皿は「獲物」、大皿の合計は「敵の強さ」です。",
        "それを見て、攻撃か防御を選びます。",
        "攻撃: ダイスを2個振ります。合計が大皿の合計以上なら成功で、小皿のダイスを(その目のまま)獲得します。"
        "届かなければ失敗で、打撃を1点受けます。",
        "防御: ダイスを3個振ります。合計が大皿の合計以上なら成功ですが、何も獲得しません。失敗すると打撃を1点受けます。",
        "獲得したダイスのうち3つで、同じ目3つ(例: 4・4・4)か、続いた目3つ(例: 3・4・5)ができたら勝ちです。"
        "6・1・2のような一周はしません。",
        "打撃を3点受けたら負けです。",
        "大皿が大きいときは防御で耐え、欲しい目が小皿に来たら攻める。「ヒント」を開くと、"
        "それぞれの選択の正確な勝率(その後も最善を尽くした場合)が見られます。",
    ],
    "en": [
        "A solo dice fight. Your goal: collect dice until three of them form a set — three of a kind, or three in a "
        "row.",
        "Each round, first one die is rolled onto the small plate and two dice onto the large plate. The small plate "
        "is the prize; the large plate's total is the enemy's strength.",
        "Seeing them, you choose to attack or to defend.",
        "Attack: roll two dice. If your total is at least the large plate's total you succeed and take the small "
        "plate's die (with its number). If it falls short you fail and take a hit.",
        "Defend: roll three dice. At least the large plate's total is a success, but you take nothing; a failure costs "
        "a hit.",
        "As soon as three of your dice show the same number (such as 4-4-4) or three numbers in a row (such as 3-4-5), "
        "you win. Rows do not wrap around (6-1-2 is not a row).",
        "Three hits and you lose.",
        "Defend when the large plate is big, attack when the small plate holds a number you need. Open the hint to see "
        "each choice's exact chance of winning (with best play afterwards).",
    ],
}

RULINGS = (
    ("GM-1", text("毎ラウンド小皿に1個、大皿に2個振ってから選びます。攻撃は2個、防御は3個振り、合計が大皿の合計以上なら成功"
                  "(同じでも成功)。攻撃の成功で小皿のダイスを獲得、攻撃でも防御でも失敗は打撃1点。",
                  "Each round 1 die goes on the small plate and 2 on the large plate before you choose. Attack rolls "
                  "2, defend rolls 3; a total at least the large plate's (equal counts) succeeds. A successful attack "
                  "takes the small plate's die; a failed attack or defence costs 1 hit.")),
    ("GM-2", text("獲得したダイスのどれか3つが同じ目か3つ続き(一周なし)になった時点で勝ち。打撃3点で負け。",
                  "You win as soon as any 3 of your taken dice are a triple or a run of three (no wrap-around); 3 hits "
                  "lose.")),
    ("GM-3", text("このゲームは小さな確率の問題なので、ヒントは各選択の正確な勝率を動的計画法で計算して表示します。",
                  "The game is small enough to solve exactly: the hint shows each choice's exact chance of winning, "
                  "computed by dynamic programming.")),
)
