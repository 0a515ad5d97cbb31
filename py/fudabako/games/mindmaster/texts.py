"""マインドマスター — the rules page in our own words, and the rulings it uses (ids from shared/rulings)."""

from fudabako.core import text

RULES = {
    "ja": [
        "2人用の読み合いゲーム。♠♥♦ 各7枚、計21枚を使います。数字は使いません。",
        "はじめに5枚ずつ配ります。2人とも1枚伏せて同時に公開し、♠は♥に、♥は♦に、♦は♠に勝ちます。"
        "勝った方が最初の攻撃権を得ます。あいこならやり直し。出したカードは手札に戻ります。",
        "攻撃する人は手札から1枚伏せ、守る人はそのスートを宣言します。そして公開します。",
        "宣言がはずれたらカードの効果: ♠ 守る人のアウト+1、攻撃権が移る。♥ 攻撃する人が3枚引き、攻撃を続ける。"
        "♦ 守る人のストライク+1。さらに手札を2枚捨てればストライクをもう1つ。攻撃を続ける。",
        "宣言が当たったらカウンター効果: ♠ 攻撃する人は手札を公開し、攻撃権が移る。♥ 攻撃権が移るだけ。"
        "♦ 攻撃する人のストライク+1、攻撃権が移る。",
        "ストライク3つでアウト1つになり、ストライクは0に戻ります。",
        "手札を使い切ると攻撃権が移ります。攻撃権を失ったとき手札が9枚以上なら半分(切り捨て)を選んで捨てます。"
        "攻撃権を得たとき手札がなければ3枚引きます。",
        "山札がなくなったら捨て札を切って新しい山にします。それでも足りなければ引けるだけ引きます。",
        "アウトが3つになった方の負けです。",
    ],
    "en": [
        "A game of reading for two, with seven each of ♠ ♥ ♦ (21 cards). Numbers do not matter.",
        "Each player gets five cards. Both place a card face down and reveal: ♠ beats ♥, ♥ beats ♦, ♦ beats ♠. The "
        "winner attacks first; on a tie, choose again. The cards go back to their owners' hands.",
        "The attacker places a card face down; the defender names its suit; then the card is revealed.",
        "A wrong call triggers the card: ♠ gives the defender an out and passes the attack. ♥ lets the attacker draw "
        "3 and attack again. ♦ gives the defender a strike; the attacker may discard 2 more cards for a second strike, "
        "and attacks again.",
        "A right call triggers the counter: ♠ makes the attacker show their hand, and the attack passes. ♥ just "
        "passes the attack. ♦ gives the attacker a strike, and the attack passes.",
        "Three strikes make an out, and the strikes go back to 0.",
        "An attacker with no cards left passes the attack. A player losing the attack with 9 or more cards discards "
        "half of them (rounded down), chosen freely. A player gaining the attack with no cards draws 3.",
        "When the deck is empty, the discard pile is shuffled into a new deck; if that is not enough, draw what there is.",
        "The first player with three outs loses.",
    ],
}

RULINGS = (
    ("MM-1", text("♠♥♦ 各7枚(21枚)。数字は使いません。ストライクとアウトは各プレイヤーが数えます。",
                  "Seven cards each of ♠ ♥ ♦ (21); numbers are ignored. Each player counts strikes and outs.")),
    ("MM-2", text("先攻決め: 伏せて同時公開、♠>♥>♦>♠。あいこは選び直し。出したカードは手札に戻ります。",
                  "Opening duel: face down, revealed together, ♠>♥>♦>♠; a tie is chosen again. The duel cards go "
                  "back to their owners' hands.")),
    ("MM-3", text("攻撃: 1枚伏せ、守る人が宣言、公開。使ったカードは捨て札へ。効果は上の通り。",
                  "An attack: one card face down, the defender calls, reveal; the card goes to the discard pile. The "
                  "effects are exactly as above.")),
    ("MM-4", text("♦の追加ストライクは2枚捨ててから。ストライクは1つずつ数え、3つ目ですぐアウトになり0に戻ります。",
                  "The extra ♦ strike costs two discards. Strikes count one at a time: the third is an out at once and "
                  "the count restarts.")),
    ("MM-5", text("♠を当てられたら手札を守る人に公開します。公開された手札は画面と記録に残ります。",
                  "A right call on ♠ shows the attacker's whole hand to the defender; the table and the log keep it.")),
    ("MM-6", text("効果の後、攻撃を続けるはずの人の手札が0枚なら攻撃権が移ります。",
                  "After the effect, an attacker who keeps the attack with no cards passes it.")),
    ("MM-7", text("攻撃権を失った人の手札が9枚以上なら半分(切り捨て)を選んで捨てます(公開で1枚ずつ)。"
                  "その後、攻撃権を得た人の手札が0枚なら3枚引きます。",
                  "A player losing the attack with 9+ cards discards half (rounded down), chosen, face up, one at a "
                  "time; then a player gaining the attack with no cards draws 3.")),
    ("MM-8", text("山札が尽きたら捨て札を切って新しい山に。それでも足りなければ引けるだけ。",
                  "An empty deck is remade from the shuffled discard pile; if still short, draw what there is.")),
    ("MM-9", text("アウト3つで負け。", "Three outs lose the game.")),
)
