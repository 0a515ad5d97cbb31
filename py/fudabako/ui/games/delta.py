"""デルタ's table: both endurance bars (with バリキ mode), the suit triangle, my five cards (those received from the
rival and those drawn marked), my face-down discards and the rival's count of them, the three cards passed and
received, my face-down choice, and the last reveal: both finals named by hand type with the damage breakdown
(strike × 2 for a joker × 2 for バリキ).

The actions are pair-discard buttons: each discards two cards together and says what is left — the three cards
passed, or, at the final discard, the hand they form (3枚役 / 2枚役 / 特殊役) and its strike points.
"""

from fudabako.games.delta.cards import BARIKI, KIND_NAMES, SUIT_MARKS, card_name, hand_of, is_joker
from fudabako.games.delta.rules import PASS, discards_of

from ..i18n import tr
from ..widgets import counter, esc, seats

WORDS = {
    "endurance": {"ja": "耐久点", "en": "Endurance"},
    "bariki": {"ja": "バリキモード (与ダメージ2倍)", "en": "Bariki mode (damage ×2)"},
    "counts": {"ja": "手札 {hand}枚・裏向きの捨て札 {down}枚", "en": "{hand} cards in hand, {down} face down"},
    "phase_pass": {"ja": "{round}: 2枚を裏向きで捨て、残る3枚を相手に渡す",
                   "en": "{round}: discard 2 face down and pass the other 3 to your rival"},
    "phase_final": {"ja": "{round}: 2枚を裏向きで捨て、役になる3枚を残す",
                    "en": "{round}: discard 2 face down and keep 3 that form a hand"},
    "triangle": {"ja": "スートの三すくみ", "en": "The suit triangle"},
    "triangle_text": {"ja": "♠は♥に、♥は♦に、♦は♠に勝つ", "en": "♠ beats ♥, ♥ beats ♦, ♦ beats ♠"},
    "hand": {"ja": "あなたの手札", "en": "Your hand"},
    "received_mark": {"ja": "受取", "en": "received"},
    "drawn_mark": {"ja": "山札", "en": "drawn"},
    "discards": {"ja": "あなたの裏向きの捨て札", "en": "Your face-down discards"},
    "passed": {"ja": "相手に渡した3枚", "en": "The 3 you passed"},
    "received": {"ja": "相手から受け取った3枚", "en": "The 3 you received"},
    "none": {"ja": "なし", "en": "none"},
    "my_choice": {"ja": "伏せた選択: {cards} を捨てる → {rest}", "en": "Your face-down choice: discard {cards} → {rest}"},
    "pass_rest": {"ja": "{cards} を渡す", "en": "pass {cards}"},
    "discard": {"ja": "{cards} を捨てる", "en": "Discard {cards}"},
    "last": {"ja": "公開 (第{n}ラウンド)", "en": "Revealed (round {n})"},
    "draw": {"ja": "引き分け: ダメージなし", "en": "A draw: no damage"},
    "wins": {"ja": "勝ち", "en": "wins"},
    "strike": {"ja": "打撃点 {n}", "en": "strike {n}"},
    "borrowed": {"ja": "打撃点 {n} (相手の役から)", "en": "strike {n} (the rival's)"},
    "joker_x2": {"ja": "× 2 (ジョーカー)", "en": "× 2 (joker)"},
    "bariki_x2": {"ja": "× 2 (バリキ)", "en": "× 2 (Bariki)"},
    "damage": {"ja": "{winner}の勝ち: {loser}に", "en": "{winner} wins: to {loser},"},
    "damage_unit": {"ja": "ダメージ", "en": "damage"},
}


def cards_html(cards, marks: dict | None = None) -> str:
    """Face-up cards, each with its suit mark and rank in text (♥♦ are also red, never only red)."""
    marks = marks or {}
    out = []
    for c in cards:
        suit = "J" if is_joker(c) else c[0]
        mark = f'<span class="dl-card-mark">{esc(marks[c])}</span>' if c in marks else ""
        out.append(f'<span class="dl-card dl-suit-{suit}" data-card="{esc(c)}">{esc(card_name(c))}{mark}</span>')
    return "".join(out)


def zone(hook: str, title: str, cards, lang: str, marks: dict | None = None) -> str:
    body = cards_html(cards, marks) if cards else f'<span class="dl-none">{esc(tr(WORDS["none"], lang))}</span>'
    return (f'<section class="dl-zone" data-zone="{hook}"><h3>{esc(title)}</h3>'
            f'<div class="dl-cards">{body}</div></section>')


def kind_label(hand: dict, lang: str) -> str:
    """E.g. "3枚役 ♠ (18)", "2枚役 ♥ + JOKER (13)", "特殊役"."""
    name = tr(KIND_NAMES[hand["kind"]], lang)
    if hand["kind"] == "special":
        return name
    joker = " + JOKER" if hand["joker"] else ""
    return f'{name} {SUIT_MARKS[hand["suit"]]}{joker} ({hand["strike"]})'


def triangle(lang: str) -> str:
    """The three suits round a triangle, each arrow pointing at the suit it beats; the sentence says it too."""
    return (
        f'<figure class="dl-triangle" aria-label="{esc(tr(WORDS["triangle"], lang))}">'
        '<svg viewBox="0 0 120 104" aria-hidden="true" focusable="false">'
        '<defs><marker id="dl-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" '
        'orient="auto-start-reverse"><path d="M0 0L10 5L0 10z"/></marker></defs>'
        '<line x1="52" y1="26" x2="26" y2="74" marker-end="url(#dl-arrow)"/>'
        '<line x1="36" y1="86" x2="84" y2="86" marker-end="url(#dl-arrow)"/>'
        '<line x1="94" y1="74" x2="68" y2="26" marker-end="url(#dl-arrow)"/>'
        '<text x="60" y="20" class="dl-black">♠</text><text x="18" y="94" class="dl-red">♥</text>'
        '<text x="102" y="94" class="dl-red">♦</text></svg>'
        f'<figcaption>{esc(tr(WORDS["triangle_text"], lang))}</figcaption></figure>'
    )


def seat_body(view: dict, p: int, lang: str) -> str:
    value = view["endurance"][p]
    parts = [counter("endurance", p, value, max(view["start_endurance"], value), tr(WORDS["endurance"], lang))]
    if 1 <= value <= BARIKI:
        parts.append(f'<p class="dl-bariki" data-bariki="{p}">⚡ {esc(tr(WORDS["bariki"], lang))}</p>')
    counts = tr(WORDS["counts"], lang, hand=view["hand_sizes"][p], down=view["discard_counts"][p])
    parts.append(f'<p class="dl-counts" data-discards="{p}" data-value="{view["discard_counts"][p]}">{esc(counts)}</p>')
    return "".join(parts)


def render(view: dict, names: list, lang: str) -> str:
    playing = view["result"] is None
    parts = [seats(view, names, lang, lambda p: seat_body(view, p, lang), playing)]
    round_name = tr("round", lang, n=view["round"])
    if playing:
        phase = WORDS["phase_pass" if view["phase"] == PASS else "phase_final"]
        parts.append(f'<p class="dl-phase" data-phase="{esc(view["phase"])}">{esc(tr(phase, lang, round=round_name))}</p>')
    parts.append(triangle(lang))
    if view["viewer"] is not None and playing:
        parts.append(_my_cards(view, lang))
    if view["last"]:
        parts.append(_last_round(view, names, lang))
    return "".join(parts)


def _my_cards(view: dict, lang: str) -> str:
    received, drawn = set(view["received"]), set(view["drawn"])
    marks = {c: tr(WORDS["received_mark"] if c in received else WORDS["drawn_mark"], lang)
             for c in view["hand"] if c in received or c in drawn}
    parts = [zone("hand", tr(WORDS["hand"], lang), view["hand"], lang, marks),
             zone("discards", tr(WORDS["discards"], lang), view["discards"], lang)]
    if view["phase"] != PASS:
        parts += [zone("passed", tr(WORDS["passed"], lang), view["passed"], lang),
                  zone("received", tr(WORDS["received"], lang), view["received"], lang)]
    mine = view.get("my_choice")
    if mine:
        discarded = discards_of(mine)
        kept = [c for c in view["hand"] if c not in discarded]
        rest = (tr(WORDS["pass_rest"], lang, cards=_names(kept)) if view["phase"] == PASS
                else f"{_names(kept)} {kind_label(hand_of(kept), lang)}")
        parts.append(f'<p class="my-choice">{esc(tr(WORDS["my_choice"], lang, cards=_names(discarded), rest=rest))}</p>')
    return f'<div class="dl-mine">{"".join(parts)}</div>'


def _names(cards) -> str:
    return " ".join(card_name(c) for c in cards)


def _last_round(view: dict, names: list, lang: str) -> str:
    last = view["last"]
    finals = "".join(
        f'<div class="dl-final" data-final="{p}"><h4>{esc(names[p])}'
        f'{" — " + esc(tr(WORDS["wins"], lang)) if last["winner"] == p else ""}</h4>'
        f'<div class="dl-cards">{cards_html(hand["cards"])}</div>'
        f'<p class="dl-kind" data-kind="{hand["kind"]}">{esc(kind_label(hand, lang))}</p></div>'
        for p, hand in enumerate(last["finals"])
    )
    winner = last["winner"]
    if winner is None:
        outcome = esc(tr(WORDS["draw"], lang))
    else:
        b = last["breakdown"]
        special = last["finals"][winner]["kind"] == "special"
        steps = [tr(WORDS["borrowed" if special else "strike"], lang, n=b["strike"])]
        steps += [tr(WORDS["joker_x2"], lang)] if b["joker"] else []
        steps += [tr(WORDS["bariki_x2"], lang)] if b["bariki"] else []
        outcome = (f'{esc(tr(WORDS["damage"], lang, winner=names[winner], loser=names[1 - winner]))} '
                   f'<span class="dl-steps">{esc(" ".join(steps))} =</span> '
                   f'<span class="dl-damage" data-damage="{b["damage"]}">{b["damage"]}</span> '
                   f'{esc(tr(WORDS["damage_unit"], lang))}')
    return (f'<section class="last-round dl-last"><h3>{esc(tr(WORDS["last"], lang, n=last["round"]))}</h3>'
            f'<div class="dl-finals">{finals}</div><p class="outcome">{outcome}</p></section>')


def actions(view: dict, lang: str) -> str:
    """One button per pair of discards, saying what the pair leaves: the 3 cards passed, or the hand formed."""
    buttons = []
    for i, a in enumerate(view["legal"], 1):
        payload = a["payload"]
        discard = tr(WORDS["discard"], lang, cards=_names(payload["discard"]))
        if view["phase"] == PASS:
            rest = esc(tr(WORDS["pass_rest"], lang, cards=_names(payload["keep"])))
        else:
            rest = f'{esc(_names(payload["keep"]))} <strong>{esc(kind_label(payload, lang))}</strong>'
        key = f'<kbd aria-hidden="true">{i}</kbd> ' if i <= 9 else ""  # number keys 1–9 pick the n-th button
        shortcut = f' aria-keyshortcuts="{i}"' if i <= 9 else ""
        buttons.append(f'<button type="button" class="dl-pair" data-action="{esc(a["id"])}"{shortcut}>'
                       f'{key}<span>{esc(discard)} → {rest}</span></button>')
    return "".join(buttons)
