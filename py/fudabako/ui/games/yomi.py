"""ヨミ's table: both fighters (character, HP bar, hand / deck / discard counts, knocked down, dragon form, a
face-down joker or bluff), the combat on the table and the last combat's outcome in words ("throw beats
block"), the combo meter (combo points used of the character's, damage so far), the discard piles to browse,
and the character sheets (HP, combo points, abilities in our words, every card's two halves).

The controls (`actions`) are the viewer's hand: each card shows both halves, and a half that may be played now
(the combat card, a combo continuation) is its button; extra-damage discards are on their cards; the other
choices of the moment (no card, end the combo, jokers and bluffs, abilities, power-up) follow with a prompt
that says what is being asked.

Hooks for the browser tests: `data-hp` per seat (the counter), `data-yomi-seat` with `data-yomi-hand`,
`-deck`, `-pile`, `-down`, `-bluff`, `-owed`; `data-yomi-turn`, `data-yomi-phase`; `data-yomi-combo-cp` and
`data-yomi-combo-damage` on the combo meter; `data-yomi-outcome` on the last combat; `data-yomi-card` on the
hand's cards.
"""

from fudabako.games.yomi.abilities import ability_name
from fudabako.games.yomi.carddata import CHARACTERS
from fudabako.games.yomi.cards import CHARACTER_IDS, KIND_NAMES, MOVES, RANKS, card_name, character_name
from fudabako.games.yomi.texts import ABILITY_TEXTS

from ..i18n import tr
from ..widgets import counter, esc, seats

COMBO_NAMES = {"normal": ("通常", "normal"), "starter": ("始動", "starter"), "linker": ("連係", "linker"),
               "ender": ("締め", "ender"), "no_combo": ("コンボ不可", "no combo")}
WINDOW_NAMES = {"draw": ("ドローの後", "after the draw"), "reveal": ("公開の後", "after the reveal"),
                "endcombat": ("戦闘の終わり", "end of combat"), "endturn": ("ターンの終わり", "end of turn")}
WORDS = {
    "hp": ("HP", "HP"),
    "cp": ("コンボポイント", "Combo points"),
    "hand": ("手札", "Hand"),
    "deck": ("山札", "Deck"),
    "pile": ("捨て札", "Discard"),
    "first": ("先制権", "Initiative"),
    "down": ("転倒中", "Knocked down"),
    "dragon": ("ドラゴン化", "Dragon form"),
    "bluff": ("伏せ札あり (ジョーカーかブラフ)", "A card face down (joker or bluff)"),
    "chosen": ("✔ 戦闘カード選択済み", "✔ Combat card chosen"),
    "choosing": ("○ 戦闘カード選択中", "○ Choosing a combat card"),
    "owed": ("Aを{n}枚探す", "{n} Ace(s) to search"),
    "known": ("公開済みの手札: {cards}", "Hand cards seen: {cards}"),
    "turn": ("ターン{n}", "Turn {n}"),
    "table": ("場のカード", "On the table"),
    "last": ("直前の戦闘", "Last combat"),
    "combo": ("{name}のコンボ", "{name}'s combo"),
    "counter_hit": ("回避からの反撃 (1発、締め)", "Counter-hit after a dodge (one hit, an ender)"),
    "combo_meter": ("コンボポイント {cp} / {max} ・ ダメージ {damage}", "Combo points {cp} / {max} · damage {damage}"),
    "piles": ("捨て札を見る", "Browse the discard piles"),
    "empty": ("なし", "none"),
    "sheets": ("キャラクターシート", "Character sheets"),
    "sheet_head": ("HP {hp} ・ コンボポイント {cp}", "HP {hp} · combo points {cp}"),
    "rank": ("ランク", "Rank"),
    "top": ("上半分", "Top half"),
    "bottom": ("下半分", "Bottom half"),
    "character": ("キャラクター", "Character"),
    "your_hand": ("あなたの手札 (使う半分を選ぶ)", "Your hand (choose the half to play)"),
    "red_chip": ("削りダメージの値は赤いスート (♥♦) のもの。", "Chip damage as on the red suits (♥♦)."),
    "prompt": {
        "select": ("キャラクターを選んでください (相手には同時に公開されます)",
                   "Choose your character (revealed together with the opponent's)"),
        "play": ("戦闘カードを選んでください: カードの半分を選んで伏せます", "Choose your combat card: the half you play goes face down"),
        "rechoose": ("相手はカード無し: もう一度カードを選んでください", "The opponent plays no card: choose again"),
        "bluff": ("相手のコンボが続くかもしれません。ジョーカーを伏せれば以後のダメージを巻き戻せます (ブラフも可)",
                  "More damage may follow: set a joker face down to rewind it (or a bluff)"),
        "combo": ("コンボを続ける技を選ぶか、終了してください", "Choose a move to continue the combo, or end it"),
        "powerup": ("パワーアップ: 同じランクのカードを捨ててAを得られます", "Power-up: discard cards of one rank for Aces"),
        "search": ("Aを探してください (山札か捨て札から)", "Take your Aces (from the deck or the discard pile)"),
        "window": ("能力を使える時機です: {window}", "You may use abilities: {window}"),
        "counter": ("相手の能力「{name}」を打ち消しますか", "Counter the opponent's ability ({name})?"),
        "choose": ("能力の選択", "The ability's choice"),
    },
}


def _w(key: str, lang: str, **fmt) -> str:
    ja, en = WORDS[key]
    return (ja if lang == "ja" else en).format(**fmt) if fmt else (ja if lang == "ja" else en)


def _pair(pair: tuple, lang: str) -> str:
    return pair[0] if lang == "ja" else pair[1]


def half_text(m, lang: str) -> str:
    """One half in words: kind, name, speed, damage, chip, combo points and type, extras."""
    parts = [tr(KIND_NAMES[m.kind], lang)]
    if m.name:
        parts.append(m.name)
    if m.hits:
        ja = lang == "ja"
        parts += [f"{'速度' if ja else 'speed'} {m.speed / 10:.1f}", f"{'ダメージ' if ja else 'damage'} {m.damage}"]
        if m.chip:
            parts.append(f"{'削り' if ja else 'chip'} {m.chip}")
        parts.append(f"CP {m.cp} {_pair(COMBO_NAMES[m.combo], lang)}")
        if m.knockdown:
            parts.append("転倒" if ja else "knockdown")
        if m.pump:
            want, most, each = m.pump
            what = {"*": "any" if not ja else "任意", "F": "J/Q/K"}.get(want, want)
            parts.append(f"{'追加' if ja else 'extra'} {what}×{most}: +{each}")
        if m.dragon:
            parts.append("ドラゴン" if ja else "dragon")
    if m.aces > 1:
        parts.append(f"A×{m.aces}")
    return " · ".join(parts)


def render(view: dict, names: list, lang: str) -> str:
    if view["phase"] == "select":
        return (seats(view, names, lang, lambda p: "", True)
                + f'<p class="yomi-prompt">{esc(_pair(WORDS["prompt"]["select"], lang))}</p>'
                + _sheets(CHARACTER_IDS, lang, opened=True))
    chars = view["chars"]
    return "".join([
        f'<p class="yomi-turn" data-yomi-turn="{view["turn"]}" data-yomi-phase="{esc(view["phase"])}">'
        f'{esc(_w("turn", lang, n=view["turn"]))}</p>',
        seats(view, names, lang, lambda p: _seat(view, p, lang), False),
        _field(view, names, lang),
        _combo(view, names, lang),
        _last(view, names, lang),
        _piles(view, names, lang),
        _sheets([c for i, c in enumerate(chars) if c not in chars[:i]], lang, opened=False),
    ])


def _seat(view: dict, p: int, lang: str) -> str:
    c = view["chars"][p]
    marks = []
    if view["first"] == p:
        marks.append("★ " + _w("first", lang))
    if view["down"][p]:
        marks.append("⤵ " + _w("down", lang))
    if c == "midori" and view["attached"][p]:
        marks.append("🐉 " + _w("dragon", lang))
    if view["bluff_set"][p]:
        marks.append("🂠 " + _w("bluff", lang))
    if view["owed"][p]:
        marks.append(_w("owed", lang, n=view["owed"][p]))
    if view["phase"] == "play":
        marks.append(_w("chosen" if view["chosen"][p] else "choosing", lang))
    known = view["known"][p] if view["viewer"] != p else []
    return (f'<div class="yomi-fighter" data-yomi-seat="{p}" data-yomi-hand="{view["hand_sizes"][p]}" '
            f'data-yomi-deck="{view["deck_sizes"][p]}" data-yomi-pile="{len(view["piles"][p])}" '
            f'data-yomi-down="{int(view["down"][p])}" data-yomi-bluff="{int(view["bluff_set"][p])}" '
            f'data-yomi-owed="{view["owed"][p]}">'
            f'<p class="yomi-char">{esc(tr(character_name(c), lang))}</p>'
            + counter("hp", p, view["hp"][p], view["max_hp"][p], _w("hp", lang))
            + f'<p class="yomi-counts">{esc(_w("hand", lang))} {view["hand_sizes"][p]} · {esc(_w("deck", lang))} '
              f'{view["deck_sizes"][p]} · {esc(_w("pile", lang))} {len(view["piles"][p])}</p>'
            + (f'<p class="yomi-known">{esc(_w("known", lang, cards=" ".join(map(card_name, known))))}</p>'
               if known else "")
            + "".join(f'<p class="yomi-mark">{esc(m)}</p>' for m in marks) + "</div>")


def _card(char: str, card: str, lang: str, mark: str = "", half: int | None = None) -> str:
    """A face-up card with both halves (the top one upside down on a real card); `half` marks the one played."""
    top, bottom = MOVES[char][card]
    rows = []
    for h, m in enumerate((top, bottom) if top != bottom else (top,)):
        cls = "yomi-half yomi-played" if half == h else "yomi-half"
        rows.append(f'<li class="{cls}">{"▶ " if half == h else ""}{esc(half_text(m, lang))}</li>')
    mark_html = f'<p class="yomi-cardmark">{esc(mark)}</p>' if mark else ""
    return (f'<div class="yomi-card"><p class="yomi-cardname">{esc(card_name(card))}</p>'
            f'<ul class="yomi-halves">{"".join(rows)}</ul>{mark_html}</div>')


def _field(view: dict, names: list, lang: str) -> str:
    if not any(view["field"]):
        return ""
    cards = []
    for p in range(2):
        played = view["played"][p]
        for card in view["field"][p]:
            half = played[1] if played and played[0] == card else None
            cards.append(_card(view["chars"][p], card, lang, names[p], half))
    return (f'<section class="yomi-field"><h3>{esc(_w("table", lang))}</h3>'
            f'<div class="yomi-cards">{"".join(cards)}</div></section>')


def _combo(view: dict, names: list, lang: str) -> str:
    combo = view["combo"]
    if not combo:
        return ""
    w = combo["player"]
    char = view["chars"][w]
    limit = CHARACTERS[char]["cp"]
    damage = combo["base"] + combo["rest"]
    hits = " → ".join(f'{card_name(c)} {MOVES[char][c][h].name or tr(KIND_NAMES[MOVES[char][c][h].kind], lang)}'
                      for c, h in combo["moves"])
    note = f'<p>{esc(_w("counter_hit", lang))}</p>' if combo["counter"] else ""
    return (f'<section class="yomi-combo" data-yomi-combo-cp="{combo["cp"]}" data-yomi-combo-damage="{damage}">'
            f'<h3>{esc(_w("combo", lang, name=names[w]))}</h3>{note}'
            f'<p class="yomi-hits">{esc(hits)}</p>'
            f'<p class="yomi-meter">{esc(_w("combo_meter", lang, cp=combo["cp"], max=limit, damage=damage))}'
            f'<meter min="0" max="{limit}" value="{min(combo["cp"], limit)}" aria-hidden="true"></meter></p>'
            f'</section>')


def _last(view: dict, names: list, lang: str) -> str:
    last = view["last"]
    if not last:
        return ""
    cards = []
    for p in range(2):
        played = last["cards"][p]
        if played:
            cards.append(_card(view["chars"][p], played[0], lang, names[p], played[1]))
        else:
            cards.append(f'<div class="yomi-card yomi-nocard"><p>{esc(names[p])}: '
                         f'{esc(tr(KIND_NAMES["none"], lang))}</p></div>')
    return (f'<section class="yomi-last"><h3>{esc(_w("last", lang))}</h3>'
            f'<div class="yomi-cards">{"".join(cards)}</div>'
            f'<p class="yomi-outcome" data-yomi-outcome="{esc(last["text"]["en"])}">{esc(tr(last["text"], lang))}</p>'
            f'</section>')


def _piles(view: dict, names: list, lang: str) -> str:
    rows = "".join(f'<p><b>{esc(names[p])}</b>: '
                   f'{esc(" ".join(map(card_name, view["piles"][p])) or _w("empty", lang))}</p>' for p in range(2))
    return f'<details class="yomi-piles" id="yomi-piles"><summary>{esc(_w("piles", lang))}</summary>{rows}</details>'


def _sheets(chars, lang: str, opened: bool) -> str:
    return (f'<details class="yomi-sheets" id="yomi-sheets"{" open" if opened else ""}>'
            f'<summary>{esc(_w("sheets", lang))}</summary>{"".join(sheet(c, lang) for c in chars)}</details>')


def sheet(c: str, lang: str) -> str:
    """One character's sheet: HP, combo points, abilities in our words, each rank's two halves."""
    data = CHARACTERS[c]
    abilities = "".join(f'<li><b>{esc(_pair(data["abilities"][r], lang))}</b> '
                        f'({esc(_w("character", lang) if r == "char" else r)}): '
                        f'{esc(tr(ABILITY_TEXTS[c][r], lang))}</li>'
                        for r in data["abilities"] if r in ABILITY_TEXTS[c])
    rows = []
    for r in RANKS + ("X",):
        card = "X1" if r == "X" else r + "h"
        top, bottom = MOVES[c][card]
        rows.append(f'<tr><th scope="row">{esc("JOKER" if r == "X" else r)}</th><td>{esc(half_text(top, lang))}</td>'
                    f'<td>{esc(half_text(bottom, lang))}</td></tr>')
    return (f'<section class="yomi-sheet" data-yomi-sheet="{c}"><h4>{esc(tr(character_name(c), lang))}</h4>'
            f'<p>{esc(_w("sheet_head", lang, hp=data["hp"], cp=data["cp"]))}</p>'
            f'<ul class="yomi-abilities">{abilities}</ul>'
            f'<table class="yomi-moves"><thead><tr><th>{esc(_w("rank", lang))}</th><th>{esc(_w("top", lang))}</th>'
            f'<th>{esc(_w("bottom", lang))}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
            f'<p class="yomi-note">{esc(_w("red_chip", lang))}</p></section>')


def actions(view: dict, lang: str) -> str:
    """The viewer's hand with a button on each half that may be played now, then the other choices."""
    legal = view["legal"]
    phase = view["phase"]
    keys = iter(range(1, 1000))

    def button(a: dict, label: str, cls: str = "yomi-btn") -> str:
        i = next(keys)
        return (f'<button type="button" class="{cls}" data-action="{esc(a["id"])}" aria-keyshortcuts="{i}">'
                f'<kbd aria-hidden="true">{i}</kbd> {esc(label)}</button>')

    by_id = {a["id"]: a for a in legal}
    prompt = ""
    if legal:
        words = WORDS["prompt"].get(phase)
        if words:
            window = view["window"]["name"] if view["window"] else "draw"
            name = ""
            if view["using"]:
                name = tr(ability_name(view["using"]["key"]), lang)
            prompt = _pair(words, lang).format(window=_pair(WINDOW_NAMES.get(window, (window, window)), lang),
                                               name=name)
    parts = [f'<p class="yomi-prompt">{esc(prompt)}</p>'] if prompt else []
    hand = view["hand"] or []
    char = view["chars"][view["viewer"]] if view["viewer"] is not None and view["chars"][view["viewer"]] else None
    used = set()
    if char and hand:
        cards = []
        for card in hand:
            top, bottom = MOVES[char][card]
            halves = []
            for h, m in enumerate((top, bottom) if top != bottom else (top,)):
                ids = [f"play:{card}:{h}", f"combo:{card}:{h}"]
                a = next((by_id[i] for i in ids if i in by_id), None)
                if a:
                    used.add(a["id"])
                    halves.append(f'<li>{button(a, half_text(m, lang), "yomi-btn yomi-halfbtn")}</li>')
                else:
                    halves.append(f'<li class="yomi-half">{esc(half_text(m, lang))}</li>')
            pump = by_id.get(f"pump:{card}")
            if pump:
                used.add(pump["id"])
                halves.append(f'<li>{button(pump, tr(pump["label"], lang))}</li>')
            cards.append(f'<div class="yomi-card" data-yomi-card="{esc(card)}"><p class="yomi-cardname">'
                         f'{esc(card_name(card))}</p><ul class="yomi-halves">{"".join(halves)}</ul></div>')
        parts.append(f'<section class="yomi-hand" aria-label="{esc(_w("your_hand", lang))}"><h3>'
                     f'{esc(_w("your_hand", lang))}</h3><div class="yomi-cards">{"".join(cards)}</div></section>')
    rest = [button(a, tr(a["label"], lang)) for a in legal if a["id"] not in used]
    if rest:
        parts.append(f'<div class="yomi-choices">{"".join(rest)}</div>')
    return "".join(parts)
