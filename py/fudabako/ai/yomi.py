"""ヨミ: the computer players.

`strong` (first version): at the combat choice it builds the payoff matrix of its playable halves against every
half the opponent may hold — the cards of the opponent's deck it has not seen go out of play (the discard pile,
the table, attached cards) plus the cards it knows to be in that hand — and plays the equilibrium
(`reading.equilibrium_choice`). A cell is the hit-point swing the combat is worth: the winning move's damage, a
follow-up estimated from the winner's hand (its own hand exactly; the opponent's as an average), chip, and cards
won or lost (a block coming back and drawing, a joker's two Aces) at CARD hit points each. Outside the combat it
plays greedily: the longest-damage combo continuation, every extra-damage card it can spare, a joker whenever a
rewind may be set, sets of cards for Aces, Aces from the discard pile first, the abilities of GOOD whenever they
are offered. After the reveal both combat cards are known, so it turns or speeds up its own card (TURNS: 変転自在,
ドラゴンシフト, 対位法, 俊速) when that gains more than the cost, and counters the opponent's doing so when that
costs it more than the counter's cards; other abilities it lets happen.

`yomi` is strong plus reading: the view's `history` holds the kind of each revealed combat card (attack, throw,
block, dodge, joker, none) and who was knocked down; `observations` turns the opponent's into (situation, kind)
pairs, the situation saying whether it or I was knocked down. At the combat choice the counts of that situation
are shared among the matrix's columns of each kind (as the opponent's equilibrium strategy shares the kind) and
`reading.reading_strategy` mixes the best response into the equilibrium. Its matrix values the position more
sharply than strong's (`sides(view, sharp=True)`): a hit whose damage with the follow-up reaches the other's hit
points is a kill worth KILL, a knockdown move KNOCK, a card more when its owner holds few (SHORT_CARD), ending with
fewer hit points (the initiative) INITIATIVE, and an opponent with no card can only play カード無し. Outside the
combat it sets its face-down card in a mix (`face_down`: a joker when the rewind pays, sometimes kept; a cheap
non-joker bluff at BLUFF_RATE), spends combo cards into the opponent's face-down card only when they pay against
a likely joker (`into_face_down`), and uses the abilities strong never does when they pay: 屁理屈 naming the kind
the model expects, 熱血 for Aces and face cards while its hit points allow, 研究開発 with a choice to dig for.
`predictable` always plays its highest-damage attack (else throw) and otherwise plays like strong.

Not yet: `normal`/`easy`, valuation by determinized play-outs, 敵を知る's and 時間停止's choices beyond the first
offered, and reading the opponent's face-down cards (the view's history does not say which were bluffs).

Measured with `simulate yomi --games 2000 --seed 3 --players A,B` and B,A (characters chosen at the table: the
computer players pick uniformly); the first figure is A as player 1, the second A as player 2:
strong vs random 93.8% / 92.5%; strong vs predictable 82.1% / 78.7%; before the sharper evaluation, bluffs and
abilities: yomi vs random 95.6% / 95.6%, yomi vs predictable 93.6% / 93.5%, yomi vs strong 72.1% / 67.2%
(69.2% / 69.3% measured again on the engine of issue 15: 1,384 and 1,386 wins of 2,000).
Today's yomi (issue 15): against strong 69.0% / 69.7% (1,379 and 1,393 wins of 2,000, 1 draw), with bluffs
(about one non-joker face-down card every four games, a joker kept about one time in six it could be set) and
熱血, 屁理屈 and 研究開発 in play; `strength --game yomi --level yomi --games 300 --seed 3`:
random 93.7% / 96.3%, h:block 96.0% / 97.0%, h:fast 94.7% / 95.7%, h:human 76.3% / 74.0%; at 2,000 games a row
(`--games 2000 --seed 1`): random 92.9% / 93.3%, h:block 96.8% / 97.8%, h:fast 94.7% / 94.8%, h:human 79.9% / 79.8%
(the lowest 95% Wilson bound 78.0%); strong at 2,000 games a row: random 92.9% / 92.9%, h:block 83.0% / 84.2%,
h:fast 77.9% / 77.1%, h:human 56.6% / 56.0% (the lowest bound 53.8%). CPU per decision (60 games against strong):
median < 0.1 ms, p99 ≈ 1.2 ms, max ≈ 2 ms (the combat matrix).
"""

from dataclasses import replace

from fudabako.games.yomi.cards import DECK, JOKERS, MOVES, is_face, number, rank
from fudabako.games.yomi.carddata import CHARACTERS

from .random_player import random_choice
from .reading import PRIOR, Decision, OpponentModel, equilibrium, equilibrium_choice, reading_strategy

CARD = 2.5  # hit points a card in hand is worth
# The `yomi` level's evaluation (strong keeps the plain swing): a hit that reaches the other's hit points wins the
# game, worth KILL more than its damage; a knockdown move is worth KNOCK (next turn the other cannot dodge and may
# be hit through a block); a card is worth SHORT_CARD when its owner holds SHORT cards or fewer; and INITIATIVE for
# ending with fewer hit points (that player acts first in the next turn's ability windows).
KILL, KNOCK, SHORT, SHORT_CARD, INITIATIVE = 100.0, 4.0, 2, 4.0, 1.0
FOLLOW = 0.6  # share of the greedy follow-up a combo is expected to add (the rewind, a short hand)
THEIR_FOLLOW = 5.0  # the opponent's expected follow-up after a hit that may continue
DEPTH, BRANCH = 4, 5  # the combo search: moves ahead, candidates per step


def halves(char: str, card: str) -> list:
    top, bottom = MOVES[char][card]
    return [0] if top == bottom else [0, 1]


def follow_up(char: str, hand: list, first) -> float:
    """Greedy damage of the combo my hand can add after `first` (a Move): normals one number up, linkers,
    then the strongest ender, within the combo points."""
    if first.combo not in ("normal", "starter", "linker"):
        return 0.0
    points = CHARACTERS[char]["cp"] - first.cp
    moves = sorted(((m, c) for c in hand for h in halves(char, c) for m in [MOVES[char][c][h]]
                    if m.hits and m.combo in ("normal", "linker", "ender") and m.aces <= 1),
                   key=lambda mc: -mc[0].damage)
    total, used = 0, set()
    for m, c in moves:
        if c in used or m.cp > points or (m.combo == "ender" and points - m.cp < 0):
            continue
        total += m.damage
        points -= m.cp
        used.add(c)
        if m.combo == "ender" or points <= 0:
            break
    return total


def hit_value(char: str, hand: list, m, mine: bool) -> float:
    base = m.damage + (m.pump[2] if m.pump else 0) * 0.5
    if mine:
        return base + FOLLOW * follow_up(char, hand, m)
    return base + (THEIR_FOLLOW if m.combo in ("normal", "starter", "linker") else 0)


def clash(a, b, me: dict, them: dict) -> float:
    """My value when my move `a` meets their move `b` (None: no card): damage dealt minus damage taken, plus
    CARD for each card I gain over them (a combat card is lost unless it is a block coming back; a block against
    an attack, a joker or no card draws one; a gold burst brings two Aces)."""
    ka, kb = kind(a, me), kind(b, them)
    swing = outcome(a, b, ka, kb, me, them)
    if me.get("hp") is None:
        return swing + CARD * (cards(ka, kb) - cards(kb, ka))
    lead = me["hp"] - them["hp"] + swing  # my hit points minus theirs after the combat (roughly)
    return (swing + card_value(me) * cards(ka, kb) - card_value(them) * cards(kb, ka)
            + (INITIATIVE if lead < 0 else 0.0))


def card_value(side: dict) -> float:
    return SHORT_CARD if side["cards"] <= SHORT else CARD


def dealt(damage: float, side: dict) -> float:
    """Damage `side` deals; for the `yomi` level (the side knows the other's hit points) a kill is worth KILL
    more, and no more damage than the hit points it takes."""
    foe = side.get("foe_hp")
    return damage if foe is None or damage < foe else foe + KILL


def kind(m, side: dict) -> str:
    k = m.kind if m else "none"
    return "none" if k == "dodge" and side["down"] else k


def cards(k: str, other: str) -> int:
    """Cards a player gains (or loses, -1) from its combat card against the other's."""
    if k == "block":
        return 1 if other in ("attack", "joker", "none") else 0 if other != "throw" else -1
    if k == "joker" and other in ("attack", "throw", "none"):
        return 2 - 1  # two Aces for the joker
    return 0 if k == "none" else -1


def outcome(a, b, ka: str, kb: str, me: dict, them: dict) -> float:
    hits = ("attack", "throw")
    if ka in hits and kb in hits:
        if ka != kb:
            return win(a, me) if ka == "attack" else -win(b, them)
        if a.speed != b.speed:
            return win(a, me) if a.speed < b.speed else -win(b, them)
        return dealt(a.damage, me) - dealt(b.damage, them) if ka == "attack" else 0.0
    if kb in hits:
        return -outcome(b, a, kb, ka, them, me)
    if ka in hits:
        if kb in ("none",) or ka == "throw" and kb in ("block", "dodge") or ka == "attack" and kb == "dodge" and a.dragon:
            return win(a, me)
        if kb == "block":
            return dealt(a.chip, me)
        if kb == "dodge":
            return -dealt(best_single(them), them)
        return 0.0  # a joker: its Aces are counted as cards
    if ka == "dodge" and kb in ("joker", "none"):
        return dealt(best_single(me), me)
    if kb == "dodge" and ka in ("joker", "none"):
        return -dealt(best_single(them), them)
    return 0.0


def win(m, side: dict) -> float:
    """A winning hit's value; the `yomi` level adds a kill (the move and the follow-up reaching the other's hit
    points: my hand's whole combo, the opponent's average) and a knockdown."""
    value = hit_value(side["char"], side["hand"], m, side["mine"])
    if side.get("foe_hp") is None:
        return value
    more = m.combo in ("normal", "starter", "linker")
    reach = m.damage + (m.pump[2] if m.pump else 0) + (
        follow_up(side["char"], side["hand"], m) if side["mine"] else THEIR_FOLLOW if more else 0)
    return (side["foe_hp"] + KILL if reach >= side["foe_hp"] else value) + (KNOCK if m.knockdown else 0.0)


def best_single(side: dict) -> float:
    """The counter-hit after a dodge: the hand's strongest hit (the opponent's: an average guess)."""
    if not side["mine"]:
        return 7.0
    best = [m.damage for c in side["hand"] for h in halves(side["char"], c) for m in [MOVES[side["char"]][c][h]]
            if m.hits and m.aces <= 1]
    return max(best, default=0)


def their_cards(view: dict) -> list:
    """The cards the opponent may hold: known ones, and the deck's cards not seen elsewhere."""
    q = 1 - view["viewer"]
    seen = set(view["piles"][q]) | set(view["field"][q]) | set(view["attached"][q])
    return sorted(c for c in DECK if c not in seen)


def combat(view: dict, rng, model: OpponentModel | None = None) -> str:
    """The combat card: the equilibrium of the combat matrix (`strong`), or with an opponent model the reading
    strategy (`yomi`); a rechoice after the opponent's カード無し is the best hit."""
    p = view["viewer"]
    me, them = sides(view, model is not None)
    mine = [(a["id"], MOVES[view["chars"][p]][a["payload"]["card"]][a["payload"]["half"]])
            for a in view["legal"] if a["id"] != "none"]
    if not mine:
        return "none"
    if view["phase"] == "rechoose":  # the other plays no card: the best hit
        return max(mine, key=lambda im: clash(im[1], None, me, them))[0]
    replies = ([] if model is not None and view["hand_sizes"][1 - p] == 0 else their_moves(view)) + [None]
    rows = {}  # the same move on several cards is one row (its card is picked at random)
    for action, m in mine:
        rows.setdefault(m, []).append(action)
    payoff = [[clash(a, b, me, them) for b in replies] for a in rows]
    if model is not None:  # kills put values near ±KILL: the simplex's fixed tolerances want them near ±1
        top = max(abs(x) for row in payoff for x in row) or 1.0
        payoff = [[x / top for x in row] for row in payoff]
    decision = Decision(list(rows), [str(k) for k in range(len(replies))], payoff, situation(view, 1 - p))
    if model is None:
        return rng.choice(rows[equilibrium_choice(decision, rng)])
    strategy = reading_strategy(decision, reply_counts(decision, replies, model.counts_for(decision.situation)))
    return rng.choice(rows[decision.actions[rng.weighted(strategy)]])


def sides(view: dict, sharp: bool = False) -> tuple:
    """What `clash` knows of each side; `sharp` (the `yomi` level) adds hit points and hand sizes."""
    p = view["viewer"]
    q = 1 - p
    chars = view["chars"]
    me = {"char": chars[p], "hand": view["hand"], "down": view["down"][p], "mine": True}
    them = {"char": chars[q], "hand": [], "down": view["down"][q], "mine": False}
    if sharp:
        hp, sizes = view["hp"], view["hand_sizes"]
        me.update(hp=hp[p], foe_hp=hp[q], cards=sizes[p])
        them.update(hp=hp[q], foe_hp=hp[p], cards=sizes[q])
    return me, them


def their_moves(view: dict) -> list:
    """The opponent's distinct playable moves among the cards it may hold."""
    q = 1 - view["viewer"]
    char = view["chars"][q]
    theirs = {}
    for c in their_cards(view):
        for h in halves(char, c):
            m = MOVES[char][c][h]
            if m.dragon and not any(rank(a) == "2" for a in view["attached"][q]):
                continue
            theirs.setdefault((m.kind, m.speed, m.damage, m.chip, m.combo, m.dragon), m)
    return list(theirs.values())


def situation(view: dict, q: int, down=None) -> str:
    """What player q's combat choice may depend on: whether it is knocked down, and whether the other is."""
    down = view["down"] if down is None else down
    return "combat" + ("-down" if down[q] else "") + ("-wake" if down[1 - q] else "")


def reply_counts(decision: Decision, replies: list, kinds: dict) -> dict:
    """The opponent model counts kinds of cards; the matrix's columns are moves. Each kind's count is shared
    among its columns as the opponent's equilibrium strategy shares that kind (evenly if it plays none of it)."""
    _, theirs = equilibrium(decision)
    counts = {}
    for k in set(map(kind_of, replies)):
        columns = [j for j, m in enumerate(replies) if kind_of(m) == k]
        mass = sum(theirs[j] for j in columns)
        for j in columns:
            counts[decision.replies[j]] = kinds.get(k, 0) * (theirs[j] / mass if mass > 0 else 1 / len(columns))
    return counts


def kind_of(m) -> str:
    return m.kind if m else "none"


def observations(view: dict) -> list:
    """The opponent's revealed combat cards: (situation, kind) for each combat (`history`), a card it took back
    after my カード無し left out."""
    q = 1 - view["viewer"]
    seen = []
    for entry in view.get("history", []):
        *kinds, down = entry.split()
        if kinds[q] != "-":
            seen.append((situation(view, q, [d == "1" for d in down]), kinds[q]))
    return seen


def greedy(view: dict, rng, model: OpponentModel | None = None) -> str:
    legal = [a["id"] for a in view["legal"]]
    p = view["viewer"]
    char = view["chars"][p]
    phase = view["phase"]
    if phase in ("play", "rechoose"):
        return combat(view, rng, model)
    if phase == "select":
        return rng.choice(legal)
    if phase == "bluff":
        jokers = [a for a in legal if a.split(":")[-1] in JOKERS]
        return jokers[0] if jokers else "nobluff"
    if phase == "combo":
        follows = [a for a in legal if a.startswith("combo:")]
        if follows:
            return max(follows, key=lambda a: best_combo(view, char, a))
        pumps = [a for a in legal if a.startswith("pump:") and rank(a.split(":")[1]) not in ("A", "X")]
        return min(pumps, key=lambda a: value_of(a.split(":")[1])) if pumps else "end"
    if phase == "powerup":
        sets = [a for a in legal if a.startswith("set:") and a.split(":")[1] not in ("A", "X")]
        return sets[0] if sets else "done"
    if phase == "search":
        searches = [a for a in legal if a.startswith("search:")]
        pile = [a for a in searches if a.split(":")[1] in view["piles"][p]]
        return (pile or searches or legal)[0]
    if phase == "window":
        good = [a for a in legal if a.startswith("ab:") and a.split(":")[1] in GOOD]
        turns = [(turn_gain(view, p, a.split(":")[1], model is not None) - turn_cost(a), a) for a in legal
                 if a.startswith("ab:") and a.split(":")[1] in TURNS and view["window"]["name"] == "reveal"]
        best = max(turns, key=lambda ga: (ga[0], -value_of(ga[1].split(":")[-1])), default=(0, "pass"))
        return good[0] if good else best[1] if best[0] > 0 else "pass"
    if phase == "counter":
        using = view["using"]
        counters = [a for a in legal if a.startswith("counter:")]
        if counters and using["key"] in TURNS and turn_gain(view, 1 - p, using["key"]) > CARD * (3 if char == "setsuki" else 1):
            return counters[0]
        return "allow"
    if phase == "choose":
        return choose(view, legal)
    return legal[0]


# after-reveal abilities that change my combat card: 変転自在, ドラゴンシフト, 対位法 turn it; 俊速 makes it faster
TURNS = ("jaina_unstable", "midori_shift", "degrey_counterpoint", "valerie_speed")


def turn_gain(view: dict, p: int, key: str, sharp: bool = False) -> float:
    """What player p's ability `key` adds to p's value of the revealed combat (both cards are known now)."""
    q = 1 - p
    me, them = sides(view, sharp)
    if p != view["viewer"]:
        me, them = them, me
    mine, theirs = view["played"][p], view["played"][q]
    if not mine:  # 俊速 is offered whatever was played: no card gains nothing
        return 0.0
    deck_p, deck_q = MOVES[view["chars"][p]], MOVES[view["chars"][q]]
    a = deck_p[mine[0]][mine[1]]
    b = deck_q[theirs[0]][theirs[1]] if theirs else None
    if key == "valerie_speed":
        turned = replace(a, speed=max(0, a.speed - 20)) if a.speed is not None else a
    else:
        turned = deck_p[mine[0]][1 - mine[1]]
    return clash(turned, b, me, them) - clash(a, b, me, them)


def turn_cost(action: str) -> float:
    """変転自在 costs 10 hit points besides its card; the others one card."""
    return CARD + (10 if action.startswith("ab:jaina_unstable") else 0)


GOOD = {"jaina_embers", "lum_dice", "argagarg_ward", "midori_form", "geiger_distortion", "lum_jackpot",
        "grave_mastery", "valerie_bold", "setsuki_bag", "lum_poker", "grave_know"}


def best_combo(view: dict, char: str, action: str) -> float:
    """The damage of the best combo that starts with this follow-up (a small search over my hand)."""
    combo = view["combo"]
    card, half = action.split(":")[1], int(action.split(":")[2])
    hand = [c for c in view["hand"] if c != card]
    m = MOVES[char][card][half]
    if combo["counter"] or m.combo in ("ender", "no_combo"):
        return m.damage
    return m.damage + continuation(char, hand, card, m, combo["cp"] + m.cp, 0)


def continuation(char: str, hand: list, last_card: str, last, cp: int, depth: int) -> float:
    """The most damage the hand can still add (up to DEPTH more moves, the BRANCH strongest at each step)."""
    if depth >= DEPTH or last.combo in ("ender", "no_combo"):
        return 0.0
    limit = CHARACTERS[char]["cp"]
    options = []
    for c in hand:
        for h in halves(char, c):
            m = MOVES[char][c][h]
            if not m.hits or m.combo in ("starter", "no_combo") or m.aces > 1 or m.dragon or cp + m.cp > limit:
                continue
            if m.combo == "normal" and last.combo == "normal" and char != "valerie" and number(c) != number(last_card) + 1:
                continue
            options.append((m.damage, c, m))
    options.sort(key=lambda o: -o[0])
    return max((d + continuation(char, [x for x in hand if x != c], c, m, cp + m.cp, depth + 1)
                for d, c, m in options[:BRANCH]), default=0.0)


def choose(view: dict, legal: list) -> str:
    """An ability's choice: flip the blackjack below 17, take the damage, use throws and armour; else the first."""
    chosen = view["choosing"] or {}
    if chosen.get("key") == "blackjack":
        if "pick:damage" in legal:
            return "pick:damage"
        total = chosen.get("total", 0)
        return "pick:flip" if total < 17 and "pick:flip" in legal else "pick:stop" if "pick:stop" in legal else legal[0]
    useful = [a for a in legal if a != "pick:none"]
    return useful[0] if useful else legal[0]


def value_of(card: str) -> float:
    return 3 if rank(card) in ("A", "X") else 2 if is_face(card) else number(card) / 10


def predictable_choice(view: dict, rng, memory=None) -> str:
    """The scripted player: in combat always its highest-damage attack (else its highest-damage throw, else its
    first card); elsewhere it plays like `strong`."""
    if view["phase"] not in ("play", "rechoose"):
        return greedy(view, rng)
    char = view["chars"][view["viewer"]]
    plays = [(MOVES[char][a["payload"]["card"]][a["payload"]["half"]], a["id"]) for a in view["legal"] if a["id"] != "none"]
    for k in ("attack", "throw"):
        hits = [(m.damage, action) for m, action in plays if m.kind == k]
        if hits:
            return max(hits)[1]
    return plays[0][1] if plays else "none"


def yomi_choice(view: dict, rng, memory=None) -> str:
    """Strong's calculation with the reading model and the sharper evaluation, plus the face-down card (set a
    joker when the rewind pays, bluff with other cards in a mix, stop a combo into a likely joker) and the
    abilities strong leaves unused when they pay (屁理屈, 熱血, 研究開発)."""
    model = OpponentModel(memory, observations(view))
    phase, legal = view["phase"], [a["id"] for a in view["legal"]]
    if phase == "bluff":
        return face_down(view, rng, legal)
    if phase == "combo" and view["bluff_set"][1 - view["viewer"]]:
        return into_face_down(view, legal, joker_odds(view))
    if phase == "window":
        paying = [a for a in (rhetoric(view, legal, model), vigor(view, legal), research(view, legal)) if a]
        if paying:
            return paying[0]
    if phase == "choose" and (view["choosing"] or {}).get("key") == "research":
        return min(legal, key=lambda a: value_of(a.split(":")[1]))  # the last put back is on top: drawn
    return greedy(view, rng, model)


# The face-down card (the `yomi` level). A joker set against a combo prevents the damage after the combat card
# and draws 2; kept, it is a combat card that beats attacks and throws and brings two Aces (worth JOKER in hit
# points). So it is set when the damage it may prevent plus the draw outweighs that, and otherwise kept; either
# way the other choice is made KEEP_MIX of the time, so a face-down card does not always mean a joker and a joker
# kept in hand is possible. With no joker set, a card that is neither a joker nor an Ace is set as a bluff at
# BLUFF_RATE when enough damage may follow and the hand can spare it (the cheapest card).
JOKER, KEEP_MIX, BLUFF_RATE, BLUFF_AT = 3 * CARD, 0.1, 0.15, 5.0
JOKER_ODDS = 0.6  # the chance that the opponent's face-down card is a joker while one of its jokers is unseen


def threat(view: dict) -> float:
    """The damage after the combat card the combo may still add: a dodge's counter-hit (all of it rewindable)
    or the rest of a combo, from what the other holds."""
    q = 1 - view["viewer"]
    combo = view["combo"] or {}
    held = view["hand_sizes"][q]
    if combo.get("counter") or not combo.get("opened", True):
        return best_single({"mine": False}) if held else 0.0
    return THEIR_FOLLOW * min(held, 2) / 2


def face_down(view: dict, rng, legal: list) -> str:
    p = view["viewer"]
    rest = threat(view)
    jokers = [a for a in legal if a.split(":")[-1] in JOKERS]
    dying = (view["combo"] or {}).get("base", 0) + rest >= view["hp"][p]
    if jokers and (dying or (rest + 2 * CARD > JOKER) != (rng.random() < KEEP_MIX)):
        return jokers[0]
    spare = sorted((a for a in legal if a.startswith("bluff:") and rank(a.split(":")[1]) not in ("A", "X")),
                   key=lambda a: value_of(a.split(":")[1]))
    if spare and rest >= BLUFF_AT and len(view["hand"]) > SHORT and rng.random() < BLUFF_RATE:
        return spare[0]
    return "nobluff"


def joker_odds(view: dict) -> float:
    """The chance the opponent's face-down card is a joker: none while both its jokers are seen."""
    q = 1 - view["viewer"]
    seen = set(view["piles"][q]) | set(view["field"][q]) | set(view["attached"][q])
    return JOKER_ODDS if any(x not in seen for x in JOKERS) else 0.0


def into_face_down(view: dict, legal: list, odds: float) -> str:
    """A combo against a face-down card: a joker would prevent everything after the combat card (and draw 2 if
    it prevents any), so a card is spent on the combo only when its expected damage pays for it."""
    char = view["chars"][view["viewer"]]
    follows = [(best_combo(view, char, a), a) for a in legal if a.startswith("combo:")]
    pumps = [a for a in legal if a.startswith("pump:") and rank(a.split(":")[1]) not in ("A", "X")]
    moves = view["combo"]["moves"]
    last = MOVES[char][moves[-1][0]][moves[-1][1]] if moves else None
    draw = 2 * CARD * odds if not view["combo"]["rest"] else 0.0  # a joker draws only if it prevents damage
    best = max(follows, default=(0.0, "end"))
    combo, hp = view["combo"], view["hp"][1 - view["viewer"]]
    kills = combo["base"] + combo["rest"] + best[0] >= hp  # unless it is a joker, the game is won
    if follows and (kills or (1 - odds) * best[0] > 1.5 * CARD + draw):
        return best[1]
    if pumps and last and last.pump and (1 - odds) * last.pump[2] > CARD + draw:
        return min(pumps, key=lambda a: value_of(a.split(":")[1]))
    return "end"


# Abilities strong leaves unused (the `yomi` level uses them when they pay).
RHETORIC = 12  # hit points 屁理屈 gains when the named kind is played
RHETORIC_PRIOR = {"attack": 0.4, "throw": 0.2, "block": 0.2, "dodge": 0.15, "joker": 0.03, "none": 0.02}
VIGOR_FLOOR = 30  # 熱血 spends hit points only down to this
VIGOR_WORTH = {"A": 8.0, "F": 5.0, "n": CARD}  # a card back in hand: an Ace (a super), a face card, a number


def rhetoric(view: dict, legal: list, model: OpponentModel):
    """屁理屈 (a 4 for 12 hit points if the other's next combat card is of the named kind): name the kind the
    model expects most, when 12 × its chance beats the 4 kept as a card."""
    named = [a for a in legal if a.startswith("ab:degrey_rhetoric:")]
    if not named or view["effects"][view["viewer"]].get("rhetoric"):
        return None
    q = 1 - view["viewer"]
    seen = model.counts_for(situation(view, q))
    total = sum(seen.values()) + PRIOR
    chance = {k: (seen.get(k, 0) + PRIOR * RHETORIC_PRIOR[k]) / total for k in RHETORIC_PRIOR}
    best = max(named, key=lambda a: chance[a.split(":")[-1]])
    return best if RHETORIC * chance[best.split(":")[-1]] > CARD + 1 else None


def vigor(view: dict, legal: list):
    """熱血 (this turn's combo cards back from the discard pile at 3, 4 or 5 hit points each): the cards worth
    more than their cost (Aces, face cards; numbers too when the hand is short), while the hit points stay above
    VIGOR_FLOOR and the opponent's reach."""
    sets = [a for a in legal if a.startswith("ab:jaina_vigor:")]
    if not sets:
        return None
    p = view["viewer"]
    short = len(view["hand"]) <= SHORT
    floor = max(VIGOR_FLOOR, THEIR_FOLLOW + 10)

    def gain(card):
        kind = "A" if rank(card) == "A" else "F" if is_face(card) else "n"
        return (SHORT_CARD if short and kind == "n" else VIGOR_WORTH[kind]) - vigor_cost(card)

    wanted, hp = [], view["hp"][p]
    for card in sorted({c for a in sets for c in a.split(":")[2].split("+")}, key=gain, reverse=True):
        if gain(card) > 0 and hp - vigor_cost(card) >= floor:
            wanted.append(card)
            hp -= vigor_cost(card)
    return next((a for a in sets if set(a.split(":")[2].split("+")) == set(wanted)), None)


def vigor_cost(card: str) -> int:
    return 5 if rank(card) == "A" else 4 if is_face(card) else 3


def research(view: dict, legal: list):
    """研究開発 (an 8 for the pick of the top X cards, X the J, Q and A in my discard pile): worth it with a
    choice of two or more."""
    eights = [a for a in legal if a.startswith("ab:geiger_research:")]
    x = sum(1 for c in view["piles"][view["viewer"]] if rank(c) in ("J", "Q", "A"))
    return eights[0] if eights and x >= 2 else None


PLAYERS = {
    "random": random_choice,
    "predictable": predictable_choice,
    "strong": lambda view, rng, memory=None: greedy(view, rng),
    "yomi": yomi_choice,
}
