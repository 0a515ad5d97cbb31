"""ラプラプラス — the rules page in our own words, the rulings it uses, and the battle log in words (ja/en)."""

from fudabako.core import seat_name, text

from .cards import NAME

RULES = {
    "ja": [
        "2人用。カードを最大8枚、上から順に並べた「構成」がキャラクターになります。並べ終えたら、あとはルールどおりに"
        "バトルが自動で進み、乱数は一切ありません。",
        "基礎HPは場にあるカードのフォースの合計で、素早さも基礎HPと同じです。初期HPは基礎HP(コアエンジンで増えます)。",
        "対面モード: まず2人とも4枚のオープンカードを選んで見せ合います。次にそれを見て、クローズカード4枚を足し、"
        "8枚すべてを好きな順に並べます(オープンカードの順番も自由)。",
        "各ターン: 先攻後攻決定(素早さの多い方、同じならフォースを上のカードから比べ、次にカード番号の小さい方、"
        "それでも同じなら前のターンの先攻)→ 先攻のアクション → 後攻のアクション → アップ(倒れたカードを起こす)。",
        "アクションフェイズでは、発動できる<A>能力のうち一番上のものを発動し、なくなるまで繰り返します。"
        "発動したカードは倒れ(ダウン)、起こされないかぎり(エコーなど)そのターンはもう発動しません。",
        "<E>(イベント)は条件が起きたときに発動するカード。ダメージを増減するもの、狙いをそらすもの、倒れたカードを"
        "起こすものなどがあります。",
        "HPが0以下になった方が即座に負け。30ターンを超えたらHPの多い方の勝ち、同じなら31ターン目の先攻の勝ち。"
        "まったく同じ構成同士だけが引き分けです。",
        "PBM(大会)モード: 0〜8枚、同じカードを何枚でも使えます。構成はコードで保存・共有でき、総当たり戦を組めます。",
    ],
    "en": [
        "Two players. Up to 8 cards in an order of your choice, top first, make a character (a composition). Once both "
        "are built the battle runs by itself by the rules, with no randomness at all.",
        "Base HP is the sum of the forces of the cards in play, and speed equals base HP. Starting HP is the base HP "
        "(Core Engine adds to it).",
        "Face-to-face mode: both players first pick 4 open cards and show them. Seeing the other's, each adds 4 closed "
        "cards and orders all 8 as they like (open cards too).",
        "Each turn: initiative (more speed goes first; on a tie compare forces from the top card down, then the smaller "
        "card number, then last turn's first player) → first player's actions → second player's → up phase (cards "
        "turned down get up).",
        "In an action phase the topmost <A> ability that can fire fires, again and again until none can. A card that "
        "fires is turned down and cannot fire again this turn unless something gets it up again (Echo).",
        "<E> (events) fire when something happens: they raise or cut damage, turn an effect aside, or get a card up "
        "again.",
        "A character at 0 HP or less loses at once. After 30 turns more HP wins; on equal HP the first player of turn "
        "31 wins. Only identical compositions draw.",
        "PBM (tournament) mode: 0 to 8 cards, any copies. Characters are saved and shared as codes, and a round robin "
        "plays them all.",
    ],
}

RULINGS = (
    ("LP-1", text("カード番号は原作のカードリストの順(コア1 … 目くらまし25)。",
                  "Card numbers follow the seed's list (Core 1 … Blind 25).")),
    ("LP-2", text("対面モード: オープン4枚を見せ合ってからクローズ4枚を足し8枚を並べる(オープンも並べ替え可)。"
                  "PBM: 0〜8枚、同じカード何枚でも。構成は名前を付けて保存し、コードで共有できる。",
                  "Face-to-face: 4 open cards shown, then 4 closed added and all 8 ordered (open ones too). PBM: 0 to 8 "
                  "cards, any copies. A character is saved by name and shared as a code.")),
    ("LP-3", text("バトルに乱数はない。引き分けは同一の構成同士だけ。",
                  "No randomness in battle; only identical compositions draw.")),
    ("LP-4", text("アクションは発動できる一番上の<A>を繰り返し発動。エコーで起きたカードは同じフェイズにまた発動できる。",
                  "Actions: the topmost eligible <A> fires again and again; a card got up by Echo can fire again in the "
                  "same phase.")),
    ("LP-5", text("HPはダメージのたびに確かめ、0以下ならその場で決着。",
                  "HP is checked after every damage; 0 or less ends the battle at once.")),
    ("LP-6", text("カードの除去は基礎HP(と素早さ)を下げるが、HPは下げない。",
                  "Removing a card lowers base HP (and speed), not HP.")),
    ("LP-7", text("同じきっかけのイベントは、きっかけを作った側から上から順に。効果の処理中に起きたイベントは、"
                  "その効果が終わってから起きた順に発動。",
                  "Events on one trigger: the side whose ability is the trigger first, top-down. Events set off while "
                  "an effect runs fire after it, in order.")),
    ("LP-8", text("ダメージの修正は攻撃側の攻撃力が先、次に防御側のイベントを上から(防御力・シールド・リフレクション)。"
                  "リフレクションはそこまで修正されたダメージで判定。連撃は1発ずつ別のダメージ。",
                  "Damage: the attacker's Power first, then the defender's events top-down (Defense / Shield / "
                  "Reflection); Reflection checks the damage as modified so far. Each Flurry hit is its own damage.")),
    ("LP-9", text("罠は「ターゲット」にする効果(フェイント・クラッシュ・ノックバック・相殺・腐蝕)にだけ反応し、ダメージには"
                  "反応しない。", "Trap reacts only to effects that target it (Feint, Crash, Knockback, Offset, "
                  "Corrosion), never to damage.")),
    ("LP-10", text("相殺は[ダウンレス]の<A>: 自分は倒れず、1フェイズに1回だけ。",
                   "Offset is a [Downless] <A>: it stays up and fires at most once per action phase.")),
    ("LP-11", text("限定ブレインの「A以外」は「優先ナンバー以外」と読む。",
                   "Exact Brain keeps only cards of the priority number.")),
    ("LP-12", text("分類ブレイン・エコー・自己欺瞞は一番上にあると何もしない。",
                   "Family Brain, Echo and Self-Deceit do nothing on the top card.")),
    ("LP-13", text("ヒールコアは先に除去され、減った基礎HPまで回復。コアエンジンは1枚ごとに基礎HPの半分を足す。",
                   "Heal Core leaves first and heals up to the reduced base HP. Each Core Engine adds half the base "
                   "HP.")),
    ("LP-14", text("[迎撃不可]が止めるのは敵のイベントだけ。自分の攻撃力は効く。",
                   "[Unblockable] stops only enemy events; your own Power still applies.")),
    ("LP-15", text("30ターンを超えたらHPで判定、同じなら31ターン目の先攻の勝ち。",
                   "After turn 30 the higher HP wins; equal HP: the first player of turn 31.")),
    ("LP-D1", text("(この実装で決定)イベントは1つのきっかけに1回だけ。待っているイベントは、そのカードがまだ場にあって"
                   "アップのときだけ発動。0以下のダメージは何も起こさない。",
                   "(Decided here) An event fires at most once per trigger; a waiting event fires only if its card is "
                   "still in play and up. Damage of 0 or less sets nothing off.")),
    ("LP-D2", text("(この実装で決定)目くらましは一番上のアップの1枚だけが発動。目くらましも敵の目くらましで打ち消される。",
                   "(Decided here) Only the topmost up Blind fires; a Blind can itself be cancelled by the enemy's "
                   "Blind.")),
    ("LP-D3", text("(この実装で決定)オーバーズディスペルは発動時に対象を決め、後攻側から10点ずつ。ヒールコアはHPを下げない。",
                   "(Decided here) Overs Dispel picks its targets when it fires and hits the second player first. Heal "
                   "Core never lowers HP.")),
    ("LP-D4", text("(この実装で決定)対面モードでも同じカードを何枚使ってもよい(各自が全種類を持つ)。",
                   "(Decided here) Face-to-face also allows any copies (each player owns every card).")),
)

REASONS = {
    "hp": text("HPが0以下", "HP 0 or less"),
    "zero": text("ビルド時からHP0", "0 HP from the build"),
    "judgment": text("30ターン後の判定", "judgment after turn 30"),
    "identical": text("同一の構成", "identical compositions"),
}
INITIATIVE = {
    "speed": text("素早さ", "speed"), "force": text("フォース", "forces"), "number": text("カード番号", "card numbers"),
    "previous": text("前のターンの先攻", "last turn's first player"),
}


CARD_EVENTS = {  # events that say only what happened to one card
    "down": text("{who}の{card}がダウン", "{who}'s {card} is turned down"),
    "up": text("{who}の{card}がアップ", "{who}'s {card} gets up"),
    "remove": text("{who}の{card}を除去(基礎HP {base})", "{who}'s {card} is removed (base HP {base})"),
}


def tr_event(template: dict, lang: str, **fields) -> str:
    return template[lang].format(**fields)


def event_text(event: dict, comps, names=None) -> dict:
    """One battle log event in words. `comps` are the two compositions (card numbers by instance), `names` the two
    characters' names (default: the seat names)."""
    names = names or [seat_name(0), seat_name(1)]
    k = event["k"]

    def who(p, lang):
        return names[p][lang] if isinstance(names[p], dict) else names[p]

    def card(p, cid, lang):
        return NAME[comps[p][cid]][lang]

    out = {}
    for lang in ("ja", "en"):
        ja = lang == "ja"
        p = event.get("p")
        s = event["s"]
        if k == "reveal":
            line = "構成を公開" if ja else "Compositions revealed"
        elif k == "build":
            line = (f"{who(p, lang)}の{card(p, event['cid'], lang)}: 初期HP+{event['gain']}" if ja
                    else f"{who(p, lang)}'s {card(p, event['cid'], lang)}: starting HP +{event['gain']}")
        elif k == "turn":
            line = f"― ターン{event['turn']} ―" if ja else f"— Turn {event['turn']} —"
        elif k == "initiative":
            f, sp, why = event["first"], event["speed"], INITIATIVE[event["reason"]][lang]
            line = (f"素早さ {sp[0]} 対 {sp[1]}: {who(f, lang)}が先攻({why})" if ja
                    else f"Speed {sp[0]} to {sp[1]}: {who(f, lang)} goes first ({why})")
        elif k == "phase":
            line = f"{who(p, lang)}のアクションフェイズ" if ja else f"{who(p, lang)}'s action phase"
        elif k == "up_phase":
            line = "アップフェイズ" if ja else "Up phase"
        elif k == "fire":
            line = (f"{who(p, lang)}の{card(p, event['cid'], lang)}が発動" if ja
                    else f"{who(p, lang)}'s {card(p, event['cid'], lang)} fires")
            if event.get("top"):
                line += "(トップ)" if ja else " (top)"
        elif k in ("damage", "nodamage"):
            to = event["to"]
            mods = " ".join(f"{card(mp, mc, lang)}{d:+d}" for mp, mc, d in event["mods"])
            mods = f" [{mods}]" if mods else ""
            src = card(p, event["cid"], lang)
            if k == "damage":
                line = (f"{src} → {who(to, lang)}に{event['amount']}ダメージ{mods}(HP {s['hp'][to]})" if ja
                        else f"{src} → {event['amount']} damage to {who(to, lang)}{mods} (HP {s['hp'][to]})")
            else:
                line = (f"{src} → {who(to, lang)}へのダメージは消えた{mods}" if ja
                        else f"{src} → the damage to {who(to, lang)} is gone{mods}")
        elif k in CARD_EVENTS:
            line = tr_event(CARD_EVENTS[k], lang, who=who(p, lang), card=card(p, event["cid"], lang),
                            base=s["base"][p])
        elif k == "swap":
            a, b = event["cids"]
            line = (f"{who(p, lang)}の{card(p, a, lang)}と{card(p, b, lang)}を入れ替え" if ja
                    else f"{who(p, lang)}'s {card(p, a, lang)} and {card(p, b, lang)} swap places")
        elif k == "heal":
            line = f"{who(p, lang)}のHPが{s['hp'][p]}に回復" if ja else f"{who(p, lang)} heals to {s['hp'][p]} HP"
        elif k == "brain":
            kept = ", ".join(card(1 - p, c, lang) for c in event["kept"]) or ("なし" if ja else "none")
            line = (f"{who(p, lang)}の{card(p, event['cid'], lang)}: 候補を絞る → {kept}" if ja
                    else f"{who(p, lang)}'s {card(p, event['cid'], lang)} narrows the targets → {kept}")
        elif k == "cancel":
            line = f"{who(p, lang)}のイベントは打ち消された" if ja else f"{who(p, lang)}'s event is cancelled"
        elif k == "trap":
            line = (f"{who(p, lang)}の罠: 効果を無視して反撃" if ja
                    else f"{who(p, lang)}'s Trap ignores the effect and strikes back")
        else:  # end
            w, why = event["winner"], REASONS[event["reason"]][lang]
            if w is None:
                line = f"引き分け({why})" if ja else f"A draw ({why})"
            else:
                line = f"{who(w, lang)}の勝ち({why})" if ja else f"{who(w, lang)} wins ({why})"
        out[lang] = line
    return out
