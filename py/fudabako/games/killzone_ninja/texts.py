"""キルゾーン プロトタイプ2 — the rules page in our own words, and the rulings it uses (shared/rulings/killzone.md)."""

from fudabako.core import text

RULES = {
    "ja": [
        "ひとり用。押し寄せる敵をカラテで倒し続け、ゲームオーバーまでに稼いだ経験値が得点です。",
        "1・2・3のカード各4枚が敵で、数字がその敵のHPです。キャラクターはニンジャスレイヤー: 耐久力3、血中カラテ濃度1、"
        "経験値0、ウェーブ1から始めます。",
        "毎ターン、山札から1枚めくって場に出し、行動を選びます。インタビューとタツマキケンはターンを終えないので、"
        "続けて行動できます。ほかの行動をするとターンが終わり、場に拘束されていない敵が2体以上いれば耐久力が1減ります。",
        "攻撃: 場の敵1体にダメージ1。",
        "チャドー呼吸: カラテ+1。",
        "フックロープ: カラテ1消費。敵1体を拘束。拘束された敵は攻撃に加わりません(場を離れるまで拘束のまま)。",
        "カイシャク: カラテ1消費。敵1体にダメージ1。これで倒すと場の敵すべてにダメージ1。その追加ダメージで倒れた敵は"
        "キルゾーンでなく捨て札へ。",
        "倒した敵はキルゾーンへ。キルゾーンの敵がウェーブ番号+1体になるとウェーブ終了: その数字の合計を経験値に加え、"
        "場とキルゾーンのカードを捨て札へ、耐久力とカラテをキャラクターの値に戻し、次のウェーブへ。ウェーブの終わりでターンも終わります。",
        "経験値3でカラテ+1、9で耐久力+1、20でインタビュー(カラテ1消費、拘束中の敵1体にダメージ3)、40で耐久力+1、"
        "72でタツマキケン(カラテ1と耐久力1を消費、敵1体にダメージ1。耐久力1のときは使えません)、128でカラテ+1、200で耐久力+1。",
        "山札が尽きたら捨て札を切って山札に。どちらも空なら、めくる代わりに耐久力が1減ります。",
        "耐久力が0になるとゲームオーバー。途中のウェーブの敵は得点になりません。",
    ],
    "en": [
        "Solo. Fell the endless enemies with karate: the XP you have earned when the game ends is your score.",
        "The twelve cards (1, 2 and 3, four of each) are enemies; the number is the enemy's HP. You play "
        "Ninja Slayer: endurance 3, karate 1, XP 0, wave 1.",
        "Each turn, turn up a card onto the field and act. Interview and Tatsumaki-ken do not end your turn, so you "
        "may act again; any other action ends it, and then you lose 1 endurance if two or more unbound enemies are "
        "on the field.",
        "Attack: 1 damage to an enemy on the field.",
        "Chado breathing: karate +1.",
        "Hook rope: pay 1 karate to bind an enemy. A bound enemy does not join the attack (it stays bound until it "
        "leaves the field).",
        "Kaishaku: pay 1 karate for 1 damage to an enemy. If that fells it, every enemy on the field takes 1 "
        "damage; enemies felled by that go to the discard pile, not the kill zone.",
        "Felled enemies go to the kill zone. When it holds wave + 1 enemies the wave ends: add their numbers to your "
        "XP, discard the field and the kill zone, reset endurance and karate to the character's values and start "
        "the next wave. The wave's end also ends your turn.",
        "XP 3: karate +1; 9: endurance +1; 20: Interview (pay 1 karate, 3 damage to a bound enemy); 40: endurance "
        "+1; 72: Tatsumaki-ken (pay 1 karate and 1 endurance, 1 damage to an enemy; not at 1 endurance); 128: "
        "karate +1; 200: endurance +1.",
        "When the deck runs out, shuffle the discard pile into a new deck; if both are empty you lose 1 endurance "
        "instead of turning up a card.",
        "The game ends at 0 endurance. Enemies of an unfinished wave score nothing.",
    ],
}

RULINGS = (
    ("KN-1", text("キャラクターはニンジャスレイヤー: 耐久力3、カラテ1、経験値0、ウェーブ1。山札は1・2・3各4枚。",
                  "The character is Ninja Slayer: endurance 3, karate 1, XP 0, wave 1; the deck is 1, 2, 3 ×4.")),
    ("KN-2", text("1枚めくり、ターンを終える行動まで行動します(インタビューとタツマキケンは終えない)。そのあと拘束されていない敵が"
                  "2体以上なら耐久力-1。",
                  "Turn up a card, then act until an action that ends the turn (Interview and Tatsumaki-ken do not); "
                  "then 2+ unbound enemies cost 1 endurance.")),
    ("KN-3", text("拘束は場を離れるまで続きます。カイシャクはダメージ1、それで倒すと場の敵すべてにダメージ1、"
                  "その追加ダメージで倒れた敵は捨て札へ。",
                  "A binding lasts until the enemy leaves the field. Kaishaku deals 1 damage; if it fells the enemy, "
                  "every enemy on the field takes 1, and those felled by that are discarded, not killed.")),
    ("KN-4", text("キルゾーンがウェーブ+1体でウェーブ終了: 数字の合計を経験値へ、達した段階の能力をすべて得て、場とキルゾーンを"
                  "捨て札へ、耐久力とカラテをキャラクターの値に戻してウェーブ+1。ウェーブ中はカラテが値を超えてもよく、"
                  "超えた分はウェーブの終わりに失われます。",
                  "The wave ends when the kill zone holds wave + 1 enemies: their numbers go to XP, every threshold "
                  "reached applies, field and kill zone are discarded, endurance and karate reset, wave + 1. Karate "
                  "may exceed its value during a wave; the excess is lost at the wave's end.")),
    ("KN-5", text("山札が空なら捨て札を切って山札に。両方空なら、めくる代わりにダメージ1。",
                  "An empty deck is remade from the shuffled discard pile; if both are empty, take 1 damage instead "
                  "of turning up a card.")),
    ("KN-6", text("耐久力0でゲームオーバー。得点は経験値(途中のウェーブは0)。ハイスコアはこの端末に記録されます。",
                  "The game ends at 0 endurance; the score is your XP (an unfinished wave gives nothing). High scores "
                  "are kept on this device.")),
)
