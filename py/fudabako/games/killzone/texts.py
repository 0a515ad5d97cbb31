"""キルゾーン — the rules page in our own words, and the rulings it uses (ids from shared/rulings/killzone.md)."""

from fudabako.core import text

RULES = {
    "ja": [
        "ひとり用。1・2・3のカード各4枚が敵です。数字がその敵のHPです。カードを切って山札にし、マナ1で始めます。",
        "毎ターン、山札の上から1枚めくってキルゾーンに置きます。",
        "続いて行動を1つ選びます。",
        "攻撃: キルゾーンの敵1体にダメージカウンターを1つ。ダメージがHPに達した敵は墓場へ。",
        "追放: マナを1払い、キルゾーンの敵1体を待機ゾーンへ。待機ゾーンへ行く敵のダメージカウンターは外します。",
        "爆破: マナを1払い、残りHPがちょうど1の敵1体にダメージ1。さらにほかの敵すべてにダメージ1。"
        "この2つめのダメージで倒れた敵は墓場ではなく待機ゾーンへ。",
        "防御: マナを1増やす。",
        "墓場に3体送るたびに、キルゾーンの敵はすべて待機ゾーンへ戻り、あなたのダメージは0に、マナは1になります。",
        "行動のあと、キルゾーンに敵が2体以上いればダメージを1受けます。",
        "山札が尽きたら、待機ゾーンのカードを切って新しい山札にします。",
        "墓場に9体送ればその場で勝ち。ダメージが3になれば負け。得点は墓場の敵の数です。",
    ],
    "en": [
        "Solo. The twelve cards (1, 2 and 3, four of each) are enemies; the number is the enemy's HP. Shuffle them "
        "into a deck and start with 1 mana.",
        "Each turn, turn up the top card of the deck into the kill zone.",
        "Then choose one action.",
        "Attack: put one damage counter on an enemy in the kill zone. An enemy whose damage reaches its HP goes to "
        "the graveyard.",
        "Banish: pay 1 mana to send an enemy from the kill zone to the waiting zone. An enemy going to the waiting "
        "zone loses its damage counters.",
        "Blast: pay 1 mana to deal 1 damage to an enemy with exactly 1 HP left, and 1 damage to every other enemy. "
        "Enemies felled by that second damage go to the waiting zone, not the graveyard.",
        "Defend: gain 1 mana.",
        "Each time a third enemy reaches the graveyard, every enemy in the kill zone goes back to the waiting zone, "
        "your damage returns to 0 and your mana to 1.",
        "After your action, if two or more enemies are in the kill zone, you take 1 damage.",
        "When the deck runs out, shuffle the waiting zone into a new deck.",
        "Nine enemies in the graveyard win at once; 3 damage loses. Your score is the number of enemies in the graveyard.",
    ],
}

RULINGS = (
    ("KZ-1", text("マナは1から始まり上限なし。めくる1枚は山札から(山札も待機ゾーンも空なら何もめくらない)。"
                  "行動はそのとき選べるものだけが示されます。行動のあと、敵が2体以上ならダメージ1。",
                  "Mana starts at 1 with no limit. A turn turns up one card (nothing if both the deck and the waiting "
                  "zone are empty); only the actions you can take are offered; after it, 2+ enemies deal 1 damage.")),
    ("KZ-2", text("墓場に3体目・6体目が入った瞬間に、キルゾーンの敵は待機ゾーンへ(ダメージカウンターは外す)、"
                  "ダメージ0、マナ1。これはダメージ判定より先です。",
                  "The moment the 3rd (6th) enemy reaches the graveyard, the kill zone empties into the waiting zone "
                  "(damage counters removed), your damage becomes 0 and mana 1 — before the damage check.")),
    ("KZ-3", text("爆破の対象は残りHPがちょうど1の敵。2つめのダメージで倒れた敵は待機ゾーンへ。",
                  "Blast targets an enemy with exactly 1 HP left; enemies felled by its second damage go to the "
                  "waiting zone.")),
    ("KZ-4", text("めくるときに山札が空なら、待機ゾーンを切って山札に。墓場9体で勝ち、ダメージ3で負け。",
                  "If the deck is empty when you turn up a card, shuffle the waiting zone into a new deck. Nine in the "
                  "graveyard wins; 3 damage loses.")),
)
