"""BlackPoker's table, drawn from one player's view: each seat's life (the opponent's as "10+" from ten up, 2.11.1),
hand, graveyard top, pack and rare cards, fog, and field with the bulwarks packed toward the life side (2.11.3),
soldiers face up, driven characters turned sideways and armed soldiers stacked; the stage as a stack of requests
with their key cards and targets (top first); who holds the chance; the action being built step by step. The
legal actions themselves are the engine's step-by-step ids (`act:` then one slot at a time, `cancel`), drawn as
buttons by the shell with the engine's labels.

Hooks for tests: `data-life`, `data-hand-size`, `data-grave-top`, `data-field-size` per seat, `data-stage` (the
number of requests), `data-chance`, `data-turn`, `data-char` per character, `data-stops` (the seat whose BP-21
declaration for this turn is on: a badge by its name)."""

from fudabako.games.blackpoker.cards import name
from fudabako.games.blackpoker.rules import DECLARED, action_name

from ..i18n import tr
from ..widgets import esc

WORDS = {
    "life": {"ja": "ライフ", "en": "Life"},
    "hand": {"ja": "手札", "en": "Hand"},
    "grave": {"ja": "墓地の一番上", "en": "Graveyard top"},
    "empty": {"ja": "なし", "en": "none"},
    "field": {"ja": "場", "en": "Field"},
    "fog": {"ja": "フォグ", "en": "Fog"},
    "pack": {"ja": "パック", "en": "Pack"},
    "opened": {"ja": "開封済み", "en": "opened"},
    "unopened": {"ja": "未開封", "en": "unopened"},
    "rare": {"ja": "レアカード", "en": "Rare cards"},
    "stage": {"ja": "ステージ (上から)", "en": "Stage (top first)"},
    "stage_empty": {"ja": "ステージは空です", "en": "The stage is empty"},
    "turn": {"ja": "{n}ターン目 — {name}のターン", "en": "Turn {n} — {name}'s turn"},
    "chance": {"ja": "チャンス: {name}", "en": "Chance: {name}"},
    "system": {"ja": "ルール処理中", "en": "the rule system"},
    "building": {"ja": "{name}が宣言中: {action}", "en": "{name} is declaring: {action}"},
    "picked": {"ja": "選択済み", "en": "Chosen so far"},
    "deciding": {"ja": "{name}が選択中", "en": "{name} is choosing"},
    "bulwark": {"ja": "防壁", "en": "Bulwark"},
    "face_down": {"ja": "裏向き", "en": "face down"},
    "driven": {"ja": "ドライブ", "en": "driven"},
    "new": {"ja": "このターン出た", "en": "new this turn"},
    "size": {"ja": "サイズ", "en": "size"},
    "quick": {"ja": "速攻", "en": "quick"},
    "attacking": {"ja": "アタック中", "en": "attacking"},
    "prep": {"ja": "{name}が準備中 (非公開の選択)", "en": "{name} is preparing (a secret choice)"},
    "soldier": {"ja": "一般兵", "en": "Soldier"},
    "hero": {"ja": "英雄", "en": "Hero"},
    "ace": {"ja": "エース", "en": "Ace"},
    "mage": {"ja": "魔術士", "en": "Mage"},
    "armed": {"ja": "装備兵", "en": "Armed soldier"},
    "up": {"ja": "アップ", "en": "Up"},
    "down": {"ja": "ダウン", "en": "Down"},
    "force": {"ja": "フォース", "en": "Force"},
    "known": {"ja": "見えている手札", "en": "Known cards in hand"},
    "stops": {"ja": "このターンはアタック・相手の魔法・エンドのときだけ止まる",
              "en": "This turn: stops only for attacks, the opponent's spells and end of turn"},
}


# What the current step asks for: a build slot (`slot` payload) or a decision inside an effect (`decision`).
STEPS = {
    "key": {"ja": "キーカードを選んでください", "en": "Choose a key card"},
    "rare": {"ja": "キーカード (レアカード) を選んでください", "en": "Choose a key card (the rare card)"},
    "B": {"ja": "コスト: ドライブする防壁を選んでください", "en": "Cost: choose a bulwark to drive"},
    "D": {"ja": "コスト: 捨てる手札を選んでください", "en": "Cost: choose a card to discard"},
    "S": {"ja": "コスト: 墓地に移す兵士を選んでください", "en": "Cost: choose a soldier to sacrifice"},
    "card": {"ja": "防壁にするカードを選んでください", "en": "Choose the card for the bulwark"},
    "target": {"ja": "対象を選んでください", "en": "Choose a target"},
    "decision": {"ja": "効果の選択です", "en": "The effect asks you to choose"},
    "blockers": {"ja": "ブロックする兵士・防壁を選んでください (終わったら「決定」)",
                 "en": "Choose blockers (then Done)"},
    "attackers": {"ja": "アタックする兵士を選んでください (終わったら「決定」)", "en": "Choose attackers (then Done)"},
    "top": {"ja": "墓地の一番上にするカードを選んでください", "en": "Choose the card to put on top of the graveyard"},
    "prep": {"ja": "準備: デッキからカードを選んでください (相手には見えません)",
             "en": "Preparation: choose a card from your deck (hidden from the opponent)"},
    "action": {"ja": "行動を選ぶか、パスしてください", "en": "Start an action, or pass"},
    "turn": {"ja": "行動を選んでください (ステージが空のターンプレイヤーはパスできません: エンドでターンを終えます)",
             "en": "Start an action (the turn player cannot pass on an empty stage: End ends the turn)"},
}


def prompt(view: dict, lang: str) -> str:
    """What the buttons below are for, from the first legal action's payload."""
    legal = view.get("legal") or []
    if not legal:
        return ""
    payload = legal[0]["payload"]
    if view["prep"]:
        key = "prep"
    elif "slot" in payload:
        key = payload["slot"]
    elif "decision" in payload:
        key = payload["decision"] if payload["decision"] in STEPS else "decision"
    else:
        key = "action" if any(a["id"] == "pass" for a in legal) else "turn"
    return f'<p class="bp-prompt" data-step="{esc(key)}">{esc(tr(STEPS[key], lang))}</p>'


def render(view: dict, names: list, lang: str) -> str:
    viewer = view["viewer"]
    order = [1 - viewer, viewer] if viewer in (0, 1) else [1, 0]  # the viewer's seat at the bottom
    return "".join([
        _status(view, names, lang),
        _seat(view, order[0], names, lang),
        _stage(view, names, lang),
        _seat(view, order[1], names, lang),
    ])


def _status(view: dict, names: list, lang: str) -> str:
    chance = view["chance"]
    holder = names[chance] if chance is not None else tr(WORDS["system"], lang)
    lines = [f'<p class="bp-regulation">{esc(tr(view["regulation"], lang))}</p>',
             f'<p class="bp-turn" data-turn="{view["turn"]}">'
             f'{esc(tr(WORDS["turn"], lang, n=view["turn_no"], name=names[view["turn"]]))}</p>',
             f'<p class="bp-chance" data-chance="{"" if chance is None else chance}">'
             f'{esc(tr(WORDS["chance"], lang, name=holder))}</p>']
    if view["prep"]:
        lines.append(f'<p class="bp-building">{esc(tr(WORDS["prep"], lang, name=names[view["prep"]["player"]]))}</p>')
    build = view["build"]
    if build:
        lines.append(f'<p class="bp-building" data-build="{esc(build["action"])}">'
                     f'{esc(tr(WORDS["building"], lang, name=names[build["player"]], action=tr(action_name(build["action"]), lang)))}'
                     + (f' — {esc(tr(WORDS["picked"], lang))}: {esc(", ".join(_pick(view, c, names) for c in build["picks"]))}'
                        if build["picks"] else "") + "</p>")
    decision = view["decision"]
    if decision:
        lines.append(f'<p class="bp-building" data-decision="{esc(decision["kind"])}">'
                     f'{esc(tr(WORDS["deciding"], lang, name=names[decision["player"]]))}</p>')
    lines.append(prompt(view, lang))
    return f'<section class="bp-status">{"".join(lines)}</section>'


def _pick(view: dict, choice: str, names: list) -> str:
    kind, _, v = choice.partition(":")
    if kind in ("key", "D", "card"):
        return f"{kind} {name(v)}"
    if kind == "target":
        return f"→ {_target(view, v, names)}"
    return f"{kind} #{v}"


def _find(view: dict, cid: int):
    for q, seat in enumerate(view["seats"]):
        for ch in seat["field"]:
            if ch["id"] == cid:
                return q, ch
    return None, None


def _target(view: dict, t: str, names: list) -> str:
    if t[0] == "p":
        return names[int(t[1:])]
    if t[0] == "r":
        return f"#{t[1:]}"
    _, ch = _find(view, int(t[1:]))
    if ch and ch["cards"] and ch["up"]:
        return " ".join(name(c) for c in ch["cards"])
    return f"#{t[1:]}"


def _cards(cards) -> str:
    return "".join(f'<span class="bp-card bp-suit-{c[0]}">{esc(name(c))}</span>' for c in cards)


def _seat(view: dict, p: int, names: list, lang: str) -> str:
    seat = view["seats"][p]
    mine = p == view["viewer"]
    grave = seat["grave_top"]
    life = (f'<div class="bp-pile bp-life"><span class="bp-label">{esc(tr(WORDS["life"], lang))}</span> '
            f'<span data-life="{p}">{seat["life"]}</span></div>')
    parts = [
        f'<div class="bp-piles">{life}'
        f'<div class="bp-pile"><span class="bp-label">{esc(tr(WORDS["hand"], lang))}</span> '
        f'<span data-hand-size="{p}">{seat["hand_count"]}</span></div>'
        f'<div class="bp-pile"><span class="bp-label">{esc(tr(WORDS["grave"], lang))}</span> '
        f'<span data-grave-top="{p}">{esc(name(grave)) if grave else esc(tr(WORDS["empty"], lang))}</span></div>'
        + _pack(seat, lang) + "</div>",
        _field(view, p, lang),
    ]
    if seat["fog"]:
        parts.append(f'<div class="bp-fog"><span class="bp-label">{esc(tr(WORDS["fog"], lang))}</span> ' + "".join(
            f'<span class="bp-fog-item">{_cards(f["cards"])} {esc(tr(WORDS[f["kind"]], lang))} '
            f'{"" if f["target"] is None else "#" + str(f["target"])} {f["amount"]:+d}</span>' for f in seat["fog"])
            + "</div>")
    if seat["hand"] is not None:
        parts.append(f'<div class="bp-hand" aria-label="{esc(tr(WORDS["hand"], lang))}">{_cards(seat["hand"])}</div>')
    elif seat["hand_known"]:
        parts.append(f'<div class="bp-hand bp-known"><span class="bp-label">{esc(tr(WORDS["known"], lang))}</span> '
                     f'{_cards(seat["hand_known"])}</div>')
    if seat["rare"]:
        parts.append(f'<div class="bp-hand bp-rare"><span class="bp-label">{esc(tr(WORDS["rare"], lang))}</span> '
                     f'{_cards(seat["rare"])}</div>')
    turn = " bp-turn-seat" if view["turn"] == p else ""
    stops = (f' <span class="bp-badge" data-stops="{p}">{esc(tr(WORDS["stops"], lang))}</span>'
             if view["stops"][p] == DECLARED else "")
    return (f'<section class="bp-seat{" bp-mine" if mine else ""}{turn}" data-seat="{p}">'
            f'<h3 class="bp-name">{esc(names[p])}{stops}</h3>{"".join(parts)}</section>')


def _pack(seat: dict, lang: str) -> str:
    out = ""
    pack = seat["pack"]
    if pack:
        state = tr(WORDS["opened" if pack["opened"] else "unopened"], lang)
        out += (f'<div class="bp-pile"><span class="bp-label">{esc(tr(WORDS["pack"], lang))}</span> '
                f'<span data-pack="{pack["count"]}">{pack["count"]}</span> ({esc(state)})'
                + (f" {_cards(pack['cards'])}" if pack["cards"] else "") + "</div>")
    if seat["rare_count"]:
        out += (f'<div class="bp-pile"><span class="bp-label">{esc(tr(WORDS["rare"], lang))}</span> '
                f'<span>{seat["rare_count"]}</span></div>')
    return out


def _field(view: dict, p: int, lang: str) -> str:
    """Bulwarks first (next to the life), then the soldiers."""
    field = view["seats"][p]["field"]
    attackers = set((view["combat"] or {}).get("attackers", []))
    chars = [ch for ch in field if ch["kind"] == "bulwark"] + [ch for ch in field if ch["kind"] != "bulwark"]
    items = "".join(_char(ch, ch["id"] in attackers, lang) for ch in chars)
    return (f'<div class="bp-field" data-field-size="{len(field)}" aria-label="{esc(tr(WORDS["field"], lang))}">'
            f'{items}</div>')


def _char(ch: dict, attacking: bool, lang: str) -> str:
    notes = []
    if ch["kind"] == "bulwark":
        title = tr(WORDS["bulwark"], lang)
        if not ch["up"]:
            notes.append(tr(WORDS["face_down"], lang))
    else:
        cls = ch.get("class", "soldier")
        title = tr(WORDS.get(cls, WORDS["soldier"]), lang)
        notes.append(f'{tr(WORDS["size"], lang)} {ch["size"]}')
        if ch.get("quick"):
            notes.append(tr(WORDS["quick"], lang))
    if ch["driven"]:
        notes.append(tr(WORDS["driven"], lang))
    if ch["new"]:
        notes.append(tr(WORDS["new"], lang))
    if attacking:
        notes.append(tr(WORDS["attacking"], lang))
    cards = _cards(ch["cards"]) if ch["cards"] else '<span class="bp-card bp-back">🂠</span>'
    classes = ["bp-char", f'bp-{ch["kind"]}']
    if ch["driven"]:
        classes.append("bp-driven")
    if ch["cards"] and len(ch["cards"]) > 1:
        classes.append("bp-stacked")
    if attacking:
        classes.append("bp-attacking")
    return (f'<div class="{" ".join(classes)}" data-char="{ch["id"]}" data-driven="{int(ch["driven"])}">'
            f'<span class="bp-id">#{ch["id"]} {esc(title)}</span><span class="bp-stack">{cards}</span>'
            f'<span class="bp-notes">{esc(", ".join(notes))}</span></div>')


def _stage(view: dict, names: list, lang: str) -> str:
    stage = view["stage"]
    if not stage:
        body = f'<p class="bp-stage-empty">{esc(tr(WORDS["stage_empty"], lang))}</p>'
    else:
        body = "<ol class=\"bp-requests\">" + "".join(
            f'<li class="bp-request" data-request="{r["id"]}" data-name="{esc(r["name"])}" data-controller="{r["controller"]}">'
            f'<span class="bp-req-name">{esc(tr(action_name(r["name"]), lang))}</span> '
            f'<span class="bp-req-by">({esc(names[r["controller"]])})</span> {_cards(r["keys"])}'
            + (f' <span class="bp-req-target">→ {esc(", ".join(_target(view, t, names) for t in r["targets"]))}</span>'
               if r["targets"] else "") + "</li>"
            for r in reversed(stage)) + "</ol>"
    return (f'<section class="bp-stage" data-stage="{len(stage)}">'
            f'<h3>{esc(tr(WORDS["stage"], lang))}</h3>{body}</section>')
