"""Whole games in each mode, the pass-and-play handoff (secrecy) and undo."""

from __future__ import annotations

import json
import random
import re

import pytest

from fudabako.ai import levels_for, remember
from fudabako.core import Record, replay

from driver import WORKER_QUESTIONS_JS

# timeout: a backstop (pytest-timeout); every wait inside has its own, shorter timeout
pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

# BlackPoker and ラプラプラス have their own files (test_blackpoker_play.py, test_laplaplus_screens.py), solo games test_solo.py.
GAME_IDS = ["dice-janken", "stosute-proto", "stosute", "delta", "mindmaster", "immortal-arena", "dice-duel",
            "dice-slayer", "yomi"]
# Games with nothing hidden: pass-and-play shows no handoff screen and there is no face-down choice to keep secret.
OPEN_GAMES = ["immortal-arena", "dice-slayer"]
SECRET_GAMES = [g for g in GAME_IDS if g not in OPEN_GAMES]
# Games whose players hold cards: the next player's view holds a secret, so the table is covered before it shows.
# In サイコロじゃんけん and すとすて プロトタイプ only a face-down choice is secret: the next player's view holds none
# (the first player's choice is not in it), so the table passes without a hand-over screen.
HAND_GAMES = ["stosute", "delta", "mindmaster", "dice-duel", "yomi"]
OWN_CHOICE_MARKERS = ("You chose", "を伏せました")
# An action that player 1 (seat 0) picks in the secrecy tests, and how the engine names it; a number is the
# n-th action offered (the hands of すとすて ver.2, デルタ and マインドマスター are dealt at random: the first card, and
# the second or the last button offered).
SECRET_PICK = {"dice-janken": "paper", "stosute-proto": "conquer", "stosute": 0, "delta": 0, "mindmaster": 0,
               "dice-duel": 0}
OTHER_PICK = {"dice-janken": "rock", "stosute-proto": "explore", "stosute": 1, "delta": -1, "mindmaster": -1,
              "dice-duel": -1}
# ヨミ: the first and the second character offered (both choose at the table, face down).
SECRET_PICK["yomi"], OTHER_PICK["yomi"] = 0, 1
# What the log says once both choices are known: a reveal, or in デルタ's first discard the cards received.
REVEAL_WORDS = ("公開", "Reveal", "受け取り", "you receive")


def pick_for(app, game_id: str, picks: dict) -> str:
    """The action id to pick from `picks` (SECRET_PICK or OTHER_PICK) for the player now looking."""
    pick = picks[game_id]
    return app.enabled_actions()[pick] if isinstance(pick, int) else pick


def numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"-?\d+", text)}


def check_counters_against_engine(app, game_id: str) -> None:
    """The share link's record replays in the engine to the state the table shows (TABLE_CHECKS)."""
    record = app.shared_record()
    assert record.game == game_id
    state = replay(record)
    TABLE_CHECKS[game_id](app, state)
    return state


def check_scores(app, key: str, values) -> None:
    """Each seat's [data-<key>=seat] counter shows the engine's value."""
    counters = app.counters()
    for seat, value in enumerate(values):
        shown = counters.get(f"{key}:{seat}")
        assert shown is not None, f"#table [data-{key}=\"{seat}\"] missing; counters: {counters}"
        assert value in numbers(shown) or max(value, 0) in numbers(shown), \
            f"seat {seat}: engine says {key} {value}, table shows {shown!r}"


def check_dice(app, state) -> None:
    """This round's dice as the engine rolled them."""
    if state.is_over():
        return
    for die, value in state.dice.items():
        loc = app.page.locator(f'#table [data-die="{die}"]')
        assert loc.count() >= 1, f'#table [data-die="{die}"] missing'
        shown = loc.first.inner_text()
        assert value in numbers(shown) or loc.first.get_attribute("data-value") == str(value), \
            f"die {die}: engine rolled {value}, table shows {shown!r}"


def check_stosute_table(app, state) -> None:
    """すとすて ver.2: points, dice, hand sizes, the deck and the discard pile (face up / face down)."""
    check_scores(app, "points", state.points)
    check_dice(app, state)
    page = app.page
    for seat, hand in enumerate(state.hands):
        assert page.inner_text(f'#table [data-hand-size="{seat}"]').strip() == str(len(hand))
    assert page.get_attribute("#table [data-deck]", "data-deck") == str(len(state.deck))
    assert page.get_attribute("#table [data-discard-count]", "data-discard-count") == str(len(state.discard))
    shown = page.eval_on_selector_all("#table [data-pile]", "es => es.map(e => e.dataset.pile)")
    assert shown == ["up" if d["up"] else "down" for d in state.discard], shown


def check_mindmaster_table(app, state) -> None:
    """マインドマスター: strikes, outs, hand sizes, the viewer's hand, the deck and revealed hands (MM-5)."""
    check_scores(app, "strikes", state.strikes)
    check_scores(app, "outs", state.outs)
    page = app.page
    for seat in (0, 1):
        shown = page.get_attribute(f'#table [data-hand="{seat}"]', "data-count")
        assert shown == str(sum(state.hands[seat])), f"seat {seat}: hand of {sum(state.hands[seat])}, shown {shown}"
    viewer = int(app.viewer())
    mine = page.eval_on_selector_all('#table [data-my-hand] [data-suit]', "cs => cs.map(c => c.dataset.suit)")
    assert mine == [s for s, n in zip("SHD", state.hands[viewer]) for _ in range(n)], f"my hand shows {mine}"
    assert page.inner_text("#table [data-deck]").strip() == str(len(state.deck))
    for seat, shown in enumerate(state.shown):  # MM-5: a revealed hand stays on the table
        assert (page.locator(f'#table [data-shown="{seat}"]').count() == 1) == bool(shown)


def check_delta_table(app, state) -> None:
    """デルタ: endurance; the hand, discards and passed cards shown are the viewer's in the engine, the face-down
    counts are both players', and the last reveal shows the engine's finals and damage."""
    from fudabako.games.delta.rules import unpack

    check_scores(app, "endurance", state.endurance)
    page = app.page

    def shown(selector):
        return page.eval_on_selector_all(selector, "es => es.map(e => e.dataset.card)")

    viewer = app.viewer()
    if not state.is_over() and viewer in ("0", "1"):
        me = int(viewer)
        assert sorted(shown('#table [data-zone="hand"] [data-card]')) == sorted(unpack(state.hands[me]))
        assert sorted(shown('#table [data-zone="discards"] [data-card]')) == sorted(unpack(state.discards[me]))
        if state.phase == "final":
            assert shown('#table [data-zone="received"] [data-card]') == unpack(state.passed[1 - me])
        for p in (0, 1):
            count = page.get_attribute(f'#table [data-discards="{p}"]', "data-value")
            assert count == str(len(unpack(state.discards[p]))), f"seat {p}: {count} face-down discards shown"
    if state.last:
        for p, final in enumerate(state.last["finals"]):
            assert shown(f'#table [data-final="{p}"] [data-card]') == final["cards"]
            assert page.get_attribute(f'#table [data-final="{p}"] [data-kind]', "data-kind") == final["kind"]
        if state.last["winner"] is not None:
            damage = page.get_attribute("#table [data-damage]", "data-damage")
            assert damage == str(state.last["breakdown"]["damage"])


def check_dice_slayer_table(app, state) -> None:
    """Each field, stock and grace zone holds the engine's dice (the stock in order), the scores and the overflow
    danger are the engine's, and the table names the player to move."""
    page = app.page
    check_scores(app, "points", state.score)
    for p in range(2):
        for kind, zone in (("field", state.field), ("stock", state.stock), ("grace", state.grace)):
            values = zone[p] if kind == "stock" else sorted(zone[p])
            shown = page.get_attribute(f'#table [data-{kind}="{p}"]', "data-dice")
            assert shown == ",".join(map(str, values)), f"seat {p} {kind}: engine {values}, table {shown!r}"
            faces = page.eval_on_selector_all(f'#table [data-{kind}="{p}"] [data-value]',
                                              "es => es.map(e => Number(e.dataset.value))")
            assert faces == values, f"seat {p} {kind}: dice drawn {faces}, engine {values}"
        left = page.get_attribute(f'#table [data-danger="{p}"]', "data-left")
        assert left == str(10 - len(state.field[p])), f"seat {p}: {left} more dice lose, engine field {state.field[p]}"
    if not state.is_over():
        assert page.get_attribute("#table [data-current]", "data-current") == str(state.current)


def check_immortal_arena_table(app, state) -> None:
    """イモータルアリーナ: points; every piece's row, strikes, 気力 and fallen / bound / natural-heal states; the last
    actions' dice as rolled."""
    from fudabako.games.immortal_arena.rules import PIECES

    b = state.board
    check_scores(app, "points", b["score"])
    shown = app.page.eval_on_selector_all("#table [data-ia-piece]", """ps => Object.fromEntries(ps.map(p => [
        p.dataset.iaPiece, [p.dataset.iaRow, p.dataset.iaStrikes, p.dataset.iaKi, p.dataset.iaFallen,
                            p.dataset.iaBound, p.dataset.iaHealing].map(Number)]))""")
    engine = {f"{p}-{name}": [b["row"][p][i], b["strikes"][p][i], b["ki"][p][i], int(b["fallen"][p][i]),
                              int(b["bound"][p][i]), int(b["healing"][p][i])]
              for p in (0, 1) for i, name in enumerate(PIECES)}
    assert shown == engine, f"table {shown} != engine {engine}"
    rolls = app.page.eval_on_selector_all("#table [data-ia-recent]",
                                          "es => es.map(e => [Number(e.dataset.iaRecent), e.dataset.iaDice])")
    assert sorted(rolls) == [[e["n"], " ".join(map(str, e["dice"]))] for e in state.recent], rolls


def test_immortal_arena_undo_takes_back_a_move_but_not_a_roll(app):
    """Nothing is hidden in イモータルアリーナ: against the computer, a move is taken back with the computer's reply,
    unless that reply rolled dice (a roll cannot be undone)."""
    page = app.page
    app.open_game("immortal-arena")
    app.start("ai", level="random", human_seat=0)
    assert app.wait_turn() == "act"
    before = app.log_lines()
    app.pick(next(a for a in app.enabled_actions() if a.endswith(":retreat")))
    assert app.wait_turn() == "act"
    # the saved game, not a share link: a link stops at the last roll
    saved = json.loads(page.evaluate("() => localStorage.getItem('fudabako:save:immortal-arena')"))
    state = replay(Record.from_json(saved["record"]))
    TABLE_CHECKS["immortal-arena"](app, state)
    reply = state.recent[-1]
    assert reply["player"] == 1
    undo = page.locator("#undo")
    if reply["dice"]:
        assert undo.is_disabled(), "#undo is enabled right after the computer's roll"
        assert page.locator(f'#table [data-ia-recent="{reply["n"]}"] [data-die]').count() == len(reply["dice"])
    else:
        undo.click()
        page.wait_for_function("(n) => document.querySelectorAll('#log li').length === n", arg=len(before),
                               timeout=10_000)
        assert app.log_lines() == before


def test_immortal_arena_board_holds_still_under_a_resting_pointer(app):
    """A pointer resting on the top edge of one of one's pieces (which marks the enemies it reaches) moves no piece
    and no cell: the board once jumped 20 px every frame there (the hover changed a box, the pointer left it)."""
    page = app.page
    app.open_game("immortal-arena")
    app.start("ai", level="random", human_seat=0)
    assert app.wait_turn() == "act"
    for _ in range(2):  # into the front row: its pieces reach the enemy, so hovering them marks targets
        forward = [a for a in app.enabled_actions() if a.endswith((":sprint", ":advance"))]
        if forward:
            app.pick(forward[0])
            assert app.wait_turn() == "act"
    assert page.locator('#table [data-ia-piece^="0-"]:not([data-ia-reach=""])').count(), "no piece reaches an enemy"
    boxes_js = """() => [...document.querySelectorAll('#table [data-ia-piece], #table [data-ia-cell]')]
        .map(e => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); })"""
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        still = page.evaluate(boxes_js)
        for mine in page.locator('#table [data-ia-piece^="0-"]:not([data-ia-reach=""])').all():
            mine.scroll_into_view_if_needed()
            page.mouse.move(0, 0)
            still = page.evaluate(boxes_js)
            box = mine.bounding_box()
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 1)
            frames = [page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))") or
                      page.evaluate(boxes_js) for _ in range(6)]
            assert all(f == still for f in frames), f"{width}x{height}: the board moved under the pointer"
            assert mine.evaluate("e => e.matches(':hover')"), "the piece lost the pointer"


def check_gimmick3_table(app, state) -> None:
    """ギミック倉庫3: hits, dice taken, the last roll and the plates, and the hint (GM-3) with the chances and the best
    choice of the engine's solver."""
    from fudabako.ai import gimmick3 as solver

    page = app.page
    shown = page.eval_on_selector("#table .g3-table", "e => ({...e.dataset})")
    over = state.is_over()
    assert shown["state"] == ("playing" if not over else "won" if state.result() == [1.0] else "lost"), shown
    assert shown["taken"] == ",".join(map(str, state.taken)), shown
    assert page.inner_text('#table [data-hits="0"]').strip() == str(state.hits)
    dice = page.eval_on_selector_all("#table [data-die]", "els => Object.fromEntries(els.map(e => "
                                     "[e.dataset.die, Number(e.dataset.value)]))")
    expected = {f"taken-{i}": face for i, face in enumerate(state.taken)}
    expected.update({f"roll-{i}": face for i, face in enumerate(state.last["roll"] if state.last else [])})
    if not over:
        expected.update({"small": state.small, **{f"large-{i}": face for i, face in enumerate(state.large)}})
    assert dice == expected
    hints = page.eval_on_selector_all("#table [data-hint]", "els => els.map(e => "
                                      "[e.dataset.hint, Number(e.dataset.chance), e.dataset.best === '1'])")
    if over:
        assert hints == []
        return
    engine = solver.hint(state.view(0))
    assert {choice for choice, _, _ in hints} == set(engine)
    for choice, chance, best in hints:
        assert abs(chance - engine[choice]) < 1e-12, (choice, chance, engine)
        assert best == (choice == solver.best_choice(engine))


def check_killzone_table(app, state) -> None:
    """キルゾーン: damage, mana, graveyard, the kill zone's enemies and damage, the piles; the score at the end."""
    page = app.page
    for hook, value in (("kz-damage", state.damage), ("kz-mana", state.mana), ("kz-grave", len(state.grave))):
        assert page.get_attribute(f"#table [data-{hook}]", f"data-{hook}") == str(value), hook
    check_enemies(app, "kill", state.zone)
    check_piles(app, {"deck": state.deck, "waiting": state.waiting, "grave": state.grave})
    if state.is_over():
        assert page.get_attribute("#table [data-kz-outcome]", "data-kz-outcome") == state.outcome
        assert page.get_attribute("#table [data-score]", "data-score") == str(state.score())


def check_killzone_ninja_table(app, state) -> None:
    """キルゾーン プロトタイプ2: endurance, karate, XP, wave, kills; the field (bound marked); the piles; the
    techniques learnt and the XP thresholds reached."""
    from fudabako.games.killzone_ninja.rules import THRESHOLDS, character

    page = app.page
    for hook, value in (("kn-life", state.life), ("kn-karate", state.karate), ("kn-xp", state.xp),
                        ("kn-wave", state.wave), ("kn-kills", len(state.kill))):
        assert page.get_attribute(f"#table [data-{hook}]", f"data-{hook}") == str(value), hook
    check_enemies(app, "field", state.field)
    check_piles(app, {"deck": state.deck, "kill": state.kill, "discard": state.discard})
    learnt = page.eval_on_selector_all("#table [data-technique]", "es => es.map(e => [e.dataset.technique, e.dataset.learnt])")
    techniques = character(state.xp)["techniques"]
    assert page.get_attribute("#table [data-kn-learnt]", "data-kn-learnt") == " ".join(techniques)
    assert [t for t, on in learnt if on == "0"] == [t for t in ("interview", "tatsumaki") if t not in techniques]
    reached = page.eval_on_selector_all("#table [data-threshold]", "es => es.map(e => +e.dataset.reached)")
    assert reached == [int(state.xp >= t) for t, _ in THRESHOLDS]


def check_enemies(app, zone: str, enemies: list) -> None:
    """The enemy cards of a zone, in order: number, damage and (キルゾーン プロトタイプ2) bound."""
    shown = app.page.eval_on_selector_all(
        f'#table [data-zone="{zone}"] [data-enemy]',
        "es => es.map(e => [+e.dataset.enemy, +e.dataset.damage].concat(e.dataset.bound ? [+e.dataset.bound] : []))")
    assert shown == enemies, f"{zone}: engine has {enemies}, table shows {shown}"


def check_piles(app, piles: dict) -> None:
    for name, cards in piles.items():
        count = app.page.get_attribute(f'#table [data-pile="{name}"]', "data-count")
        assert count == str(len(cards)), f"{name}: engine has {len(cards)} cards, table shows {count}"


def check_dice_duel_table(app, state) -> None:
    """ダイスデュエル: life, hand sizes, the viewer's hand, the deck and its lap, the discard pile in order, and the
    last resolution's dice and damage as the engine rolled and applied them."""
    check_scores(app, "life", state.life)
    page = app.page

    def shown(selector):
        return page.eval_on_selector_all(selector, "es => es.map(e => e.dataset.card)")

    for seat, hand in enumerate(state.hands):
        assert page.inner_text(f'#table [data-hand-size="{seat}"]').strip() == str(len(hand))
    viewer = app.viewer()
    if viewer in ("0", "1"):
        assert shown('#table [data-zone="hand"] [data-card]') == state.hands[int(viewer)]
    assert page.get_attribute("#table [data-deck]", "data-deck") == str(len(state.deck))
    assert page.get_attribute("#table [data-lap]", "data-lap") == str(state.lap)
    assert shown("#table [data-discard-count] [data-card]") == state.discard
    for i, event in enumerate(state.events):
        assert page.get_attribute(f'#table [data-dd-event="{i}"]', "data-damage") == str(event["damage"])
        for k, value in enumerate(event["dice"]):
            assert page.get_attribute(f'#table [data-die="ev{i}-{k}"]', "data-value") == str(value)


def check_yomi_table(app, state) -> None:
    """ヨミ: each seat's HP, hand, deck and discard counts, knocked down, a face-down card, Aces owed; the turn;
    the combo meter while a combo is on."""
    if state.phase == "select":
        return
    shown = app.page.eval_on_selector_all("#table [data-yomi-seat]", """es => es.map(e => [e.dataset.yomiSeat,
        e.dataset.yomiHand, e.dataset.yomiDeck, e.dataset.yomiPile, e.dataset.yomiDown, e.dataset.yomiBluff,
        e.dataset.yomiOwed,
        e.querySelector('[data-hp]').innerText].map(Number))""")
    engine = [[p, len(state.hands[p]), len(state.decks[p]), len(state.piles[p]), int(state.is_down(p)),
               int(state.bluff[p] is not None), state.owed[p], state.hp[p]] for p in (0, 1)]
    assert shown == engine, f"table {shown} != engine {engine}"
    turn = app.page.get_attribute("#table [data-yomi-turn]", "data-yomi-turn")
    assert int(turn) == state.turn
    meter = app.page.query_selector("#table [data-yomi-combo-cp]")
    if state.combo:
        assert [int(meter.get_attribute("data-yomi-combo-cp")), int(meter.get_attribute("data-yomi-combo-damage"))] \
            == [state.combo["cp"], state.combo["base"] + state.combo["rest"]]
    else:
        assert meter is None


TABLE_CHECKS = {
    "dice-janken": lambda app, state: (check_scores(app, "endurance", state.endurance), check_dice(app, state)),
    "stosute-proto": lambda app, state: (check_scores(app, "points", state.points), check_dice(app, state)),
    "stosute": check_stosute_table,
    "delta": check_delta_table,
    "mindmaster": check_mindmaster_table,
    "dice-slayer": check_dice_slayer_table,
    "immortal-arena": check_immortal_arena_table,
    "gimmick3": check_gimmick3_table,
    "killzone": check_killzone_table,
    "killzone-ninja": check_killzone_ninja_table,
    "dice-duel": check_dice_duel_table,
    "yomi": check_yomi_table,
}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_whole_game_pass_and_play(app, game_id):
    app.open_game(game_id)
    app.start("pass")
    # seeded random picks: "always the first button" would tie forever in janken
    picks = app.play_to_end(rng=random.Random(game_id), max_steps=600)
    assert picks >= 2
    if game_id in HAND_GAMES:
        assert app.handoffs >= 1, "pass-and-play never showed the handoff screen"
    else:
        assert app.handoffs == 0, "a handoff screen in a game where no player's view holds a secret"
    assert app.page.evaluate("() => document.body.dataset.over") == "1"
    assert app.page.inner_text("#result").strip(), "#result is empty"
    assert not app.enabled_actions(), "action buttons still enabled after the end"
    state = check_counters_against_engine(app, game_id)
    assert state.is_over(), "the UI says over but the record does not replay to a finished game"
    assert app.page.locator("#undo").is_disabled(), "#undo enabled after the end"
    # the table both players now share keeps the public log, no seat's own lines ("You drew ♦A")
    assert app.page.locator("#log li").count() == len(state.view(None)["log"])
    # a new game from the end
    app.page.click("#new-game")
    app.page.wait_for_function("() => document.body.dataset.over !== '1'", timeout=10_000)
    if app.page.locator("#setup").is_visible():
        app.start("pass")
    assert app.wait_turn() in ("act", "handoff")


# Every game against its strong level, the human's seat alternating from game to game (both seats in the box); the
# random level once. The other levels (and the reading one, in test_the_reader_remembers_the_player_across_games)
# answer through the same worker.
VS_COMPUTER = [(game_id, "strong", i % 2) for i, game_id in enumerate(GAME_IDS)] + [("dice-janken", "random", 1)]


@pytest.mark.parametrize("game_id,level,seat", VS_COMPUTER)
def test_whole_game_vs_computer(app, game_id, level, seat):
    app.open_game(game_id)
    levels = app.page.eval_on_selector_all("#ai-level option", "os => os.map(o => o.value)")
    assert level in levels, f"#ai-level offers {levels}"
    app.start("ai", level=level, human_seat=seat)
    assert app.viewer() == str(seat), f"body[data-viewer] is {app.viewer()!r}, human seat is {seat}"
    picks = app.play_to_end(rng=random.Random(f"{game_id}-{level}"), max_steps=300, allow_handoff=False)
    assert picks >= 1
    assert app.page.inner_text("#result").strip(), "#result is empty"
    assert app.viewer() == str(seat)
    assert check_counters_against_engine(app, game_id).is_over()
    seen = app.seen()
    assert seen.get("thinking"), "body[data-thinking=1] never showed while the computer played"
    assert not seen.get("handoff"), "a handoff screen showed in a game against the computer"


def test_rematch_and_rematch_with_seats_swapped(app):
    """From a finished game, Rematch deals a new game with the same settings, and Rematch, swap seats the same with
    the human in the other seat (the new game is drawn in a task after the click's: nothing of the finished one
    stays on the table)."""
    app.open_game("dice-janken")
    app.start("ai", level="random", human_seat=0, options={"endurance": 6})
    page = app.page
    def saved():
        return json.loads(page.evaluate("() => localStorage.getItem('fudabako:save:dice-janken')"))

    for click, seat in (("#rematch", 0), ("#rematch-swap", 1), ("#rematch-swap", 0)):
        app.play_to_end(rng=random.Random(click), allow_handoff=False)
        finished = saved()
        assert finished["over"]
        page.click(click)
        page.wait_for_function("() => document.body.dataset.over !== '1'", timeout=10_000)
        assert app.wait_turn() == "act" and app.viewer() == str(seat)
        save = saved()
        assert save["id"] != finished["id"] and not save["over"]
        assert (save["mode"], save["level"], save["human_seat"]) == ("ai", "random", seat)
        assert save["record"]["options"] == finished["record"]["options"] == {"endurance": 6}
        assert save["moves"] == 0


def _start_pass_on_turn(app, game_id):
    """Start pass-and-play and get past any initial handoff: a player is looking at their actions."""
    app.open_game(game_id)
    app.start("pass")
    state = app.wait_turn()
    if state == "handoff":
        app.continue_handoff()
        state = app.wait_turn()
    assert state == "act", state
    return app.viewer()


def _secret_leaks(app, game_id: str, action_id: str) -> list[str]:
    """Everything in the page that would tell the current viewer that the other player chose `action_id`."""
    page = app.page
    html = page.content()
    leaks = [f"page contains {m!r}" for m in OWN_CHOICE_MARKERS if m in html]
    # The viewer's own choices are pieces on the table (すとすて プロトタイプ's six action cards): they name every
    # action whatever the other player chose, so they are left out here; that they do not depend on the secret is
    # checked by comparing the whole screen after two different first choices.
    texts = page.evaluate("""() => {
        const t = s => [...document.querySelectorAll(s)].map(e => {
            const copy = e.cloneNode(true);
            copy.querySelectorAll('button[data-action]').forEach(b => b.remove());
            return copy.textContent;
        }).join('\\n');
        return {table: t('#table'), log: t('#log'), status: t('#status')};
    }""")
    if game_id in ("stosute-proto", "delta"):
        # the action ids / names are not used by anything else on the table (dice are food/production/money;
        # デルタ's discarded cards are the first player's, never in the second player's hand)
        if game_id == "delta":
            from fudabako.games.delta.cards import card_name

            words = [card_name(c) for c in action_id.split("+") if not c.startswith("J")]  # both say JOKER
        else:
            from fudabako.games.stosute_proto.power import ACTION_NAMES

            words = [ACTION_NAMES[action_id]["ja"], ACTION_NAMES[action_id]["en"]]
        for where, text in texts.items():
            for name in words:
                if name in text:
                    leaks.append(f"#{where} text contains {name!r}")
    if game_id in ("stosute-proto", "delta", "mindmaster"):
        # マインドマスター's table shows suits everywhere (own hand, pile): there only the id may not leak
        attrs = page.evaluate("""(id) => [...document.querySelectorAll('#game *')]
            .filter(e => !e.closest('#actions, #rules, #table button[data-action]'))
            .flatMap(e => [...e.attributes].filter(a => a.value === id).map(a => `${e.tagName}[${a.name}]`))""",
                              action_id)
        leaks += [f"attribute equal to {action_id!r}: {a}" for a in attrs]
    return leaks


def saved_state(app, game_id: str):
    """The engine's state of the game in progress, replayed from the page's own save."""
    raw = app.page.evaluate("(k) => localStorage.getItem(k)", f"fudabako:save:{game_id}")
    return replay(Record.from_json(json.loads(raw)["record"]))


def _after_first_choice(app, game_id: str, first: str) -> bool:
    """Wait until the page reacted to the first player's face-down choice: a hand-over screen, or the other
    player's table. True if the table was covered, which must be exactly when the next view holds a secret."""
    app.page.wait_for_function("(first) => !document.getElementById('handoff').hidden"
                               " || (document.body.dataset.viewer || first) !== first", arg=first, timeout=10_000)
    covered = app.handoff_visible()
    nxt = 1 - int(first)
    assert covered == saved_state(app, game_id).has_secret(nxt), \
        f"hand-over screen shown: {covered}, but the engine says player {nxt + 1}'s view holds a secret: {not covered}"
    return covered


def _take_back_first_choice(app, covered: bool, first: str) -> None:
    """Take the first player's face-down choice back: from the hand-over screen, or with Undo on the other
    player's table (pass-and-play's Undo takes back the last decision, whoever made it)."""
    app.page.click("#handoff-undo" if covered else "#undo")
    app.page.wait_for_function("(first) => document.getElementById('handoff').hidden"
                               " && document.body.dataset.viewer === first", arg=first, timeout=10_000)


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_handoff_hides_first_choice(app, game_id):
    page = app.page
    first = _start_pass_on_turn(app, game_id)
    log_before = app.log_count()
    secret = pick_for(app, game_id, SECRET_PICK)

    app.pick(secret)
    covered = _after_first_choice(app, game_id, first)
    assert covered == (game_id in HAND_GAMES)
    leaks = _secret_leaks(app, game_id, secret)
    assert not leaks, "after the first choice, it leaks:\n" + "\n".join(leaks)
    snapshot = "() => [document.getElementById('table')?.innerHTML, [...document.querySelectorAll('#log li')]" \
               ".map(e => e.innerText), document.body.dataset.viewer]"
    snapshot_a = page.evaluate(snapshot)

    # the same screen whatever the choice: take it back, choose something else, compare
    _take_back_first_choice(app, covered, first)
    assert app.wait_turn() == "act"
    assert app.log_count() == log_before
    other = pick_for(app, game_id, OTHER_PICK)
    assert other != secret
    app.pick(other)
    assert _after_first_choice(app, game_id, first) == covered
    assert page.evaluate(snapshot) == snapshot_a, "what shows after the first choice depends on it"
    _take_back_first_choice(app, covered, first)
    app.pick(secret)
    if _after_first_choice(app, game_id, first):
        app.continue_handoff()
    assert app.wait_turn() == "act"
    second = app.viewer()
    assert second != first and second in ("0", "1"), f"viewer after handoff: {second!r} (first was {first!r})"
    leaks = _secret_leaks(app, game_id, secret)
    assert not leaks, f"player {int(second) + 1} can see player {int(first) + 1}'s choice:\n" + "\n".join(leaks)
    log = "\n".join(app.log_lines())
    assert not any(m in log for m in OWN_CHOICE_MARKERS)

    # the second player picks: both choices are revealed
    reply = pick_for(app, game_id, OTHER_PICK)
    app.pick(reply)
    state = app.wait_turn()
    if state == "handoff":
        app.continue_handoff()
    log = "\n".join(app.log_lines())
    reveal = [line for line in log.splitlines() if any(word in line for word in REVEAL_WORDS)]
    assert reveal, f"no reveal in the log after both picked:\n{log}"
    if game_id == "delta":
        return  # the first discard stays face down; what is passed is checked in check_delta_table
    if game_id == "dice-janken":
        from fudabako.games.dice_janken.rules import HAND_NAMES as names
    elif game_id == "dice-duel":
        from fudabako.games.dice_duel.cards import DECK, name

        names = {card: {"ja": name(card), "en": name(card)} for card in DECK}
    elif game_id == "mindmaster":
        from fudabako.games.mindmaster.rules import SYMBOL

        names = {suit: {"ja": symbol, "en": symbol} for suit, symbol in SYMBOL.items()}
    elif game_id == "yomi":
        from fudabako.games.yomi.cards import CHARACTER_IDS, character_name

        names = {c: character_name(c) for c in CHARACTER_IDS}
    else:
        from fudabako.games.stosute_proto.power import ACTION_NAMES as names
    line = reveal[-1]
    for action in (secret.split(":")[-1], reply.split(":")[-1]):
        assert names[action]["ja"] in line or names[action]["en"] in line, f"{action} not revealed in {line!r}"


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_undo_takes_back_a_choice_but_not_a_reveal(app, game_id):
    page = app.page
    first = _start_pass_on_turn(app, game_id)
    before_log = app.log_lines()
    before_actions = app.enabled_actions()

    app.pick(pick_for(app, game_id, SECRET_PICK))
    covered = _after_first_choice(app, game_id, first)
    assert not app.is_disabled_or_hidden("#handoff-undo" if covered else "#undo"), \
        "no way to take back a hidden choice"
    _take_back_first_choice(app, covered, first)
    assert app.wait_turn() == "act"
    assert app.viewer() == first, "undo did not give the turn back to the same player"
    assert app.enabled_actions() == before_actions, "the actions offered again differ"
    assert app.log_lines() == before_log, "the log still has the taken-back choice"

    # a full round: pick, hand over, pick -> reveal; then undo must be refused
    app.pick(pick_for(app, game_id, SECRET_PICK))
    if _after_first_choice(app, game_id, first):
        app.continue_handoff()
    app.pick(pick_for(app, game_id, OTHER_PICK))
    state = app.wait_turn()
    if state == "handoff":
        assert app.is_disabled_or_hidden("#handoff-undo"), "#handoff-undo offered right after a reveal"
        app.continue_handoff()
        state = app.wait_turn()
    assert state == "act"
    assert any(word in line for line in app.log_lines() for word in REVEAL_WORDS)
    undo = page.locator("#undo")
    assert undo.count() == 1, "no button#undo"
    assert undo.is_disabled() or not undo.is_visible(), "#undo is enabled right after a reveal"


def test_game_state_is_the_engine_state_after_a_few_rounds(app):
    """Pick fixed actions for a few rounds in pass-and-play and compare every counter with the engine."""
    app.open_game("dice-janken")
    app.start("pass", options={"endurance": 30})  # 3 rounds deal at most 18: the game cannot end here
    rng = random.Random(7)
    picks = 0
    while picks < 6:
        r = app.step(rng)
        if r == "over":
            break
        if r != "handoff":
            picks += 1
    state = check_counters_against_engine(app, "dice-janken")
    assert not state.is_over()
    assert state.options["endurance"] == 30, f"option input opt-endurance not applied: {state.options}"


def _focused(page) -> str:
    """The focused element: its id, or its tag with the action (or the piece to pick) it stands for."""
    return page.evaluate("""() => { const a = document.activeElement; if (!a) return '';
        const what = a.dataset.action || (a.dataset.pick ? 'pick:' + a.dataset.pick : '');
        return (a.id ? '#' + a.id : a.tagName.toLowerCase()) + (what ? '[' + what + ']' : ''); }""")


def _choose_by_keyboard(page) -> None:
    """Make the first choice offered from the keyboard alone: Enter on its piece or choice; a choice of several
    pieces (`#table[data-pick-actions]`): Enter on each piece, then on the confirmation."""
    picks = page.evaluate("() => JSON.parse(document.getElementById('table').dataset.pickActions || '{}')")
    if picks:
        action, tokens = next(iter(picks.items()))
        for token in tokens:
            page.focus(f'#table button[data-pick="{token}"]')
            page.keyboard.press("Enter")
        page.focus(f'#table .kit-confirm-go[data-action="{action}"]')
    else:
        page.focus("#table button[data-action]:not(:disabled), #actions button[data-action]:not(:disabled)")
    page.keyboard.press("Enter")


def test_keyboard_play(app):
    """Real buttons and focus: Enter on a focused action, the focus on the next player's first action (a hand-over
    screen takes it where there is one), the number keys pick the n-th action."""
    page = app.page
    first = _start_pass_on_turn(app, "stosute-proto")
    _choose_by_keyboard(page)
    page.wait_for_function("(first) => document.body.dataset.viewer !== first", arg=first, timeout=10_000)
    assert app.wait_turn() == "act"
    assert _focused(page).startswith("button[") or _focused(page).startswith("#actions"), \
        f"after the first choice the focus is on {_focused(page)!r}, not on an action button"
    log_before = app.log_count()
    page.keyboard.press("3")  # the third action: the round is revealed
    app.page.wait_for_function("(n) => document.querySelectorAll('#log li').length !== n", arg=log_before,
                               timeout=10_000)
    log = "\n".join(app.log_lines())
    assert "成長" in log or "Growth" in log, "number key 3 did not pick the third action (growth)"
    app.next_frame()
    assert "[" in _focused(page), f"after the reveal the focus is on {_focused(page)!r}"


def test_keyboard_play_through_a_hand_over(app):
    """Where the next player holds cards, the hand-over screen takes the focus and Enter continues to the actions."""
    page = app.page
    first = _start_pass_on_turn(app, "delta")
    _choose_by_keyboard(page)
    page.wait_for_selector("#handoff", state="visible", timeout=10_000)
    app.next_frame()
    assert _focused(page) == "#handoff-continue", f"focus after a choice is on {_focused(page)!r}"
    page.keyboard.press("Enter")
    assert app.wait_turn() == "act" and app.viewer() != first
    assert "[" in _focused(page), f"after the handoff the focus is on {_focused(page)!r}, not on an action button"


def test_focus_survives_undo(app):
    """Taking a choice back from the keyboard leaves the focus on the offered actions, not on <body>
    (a keyboard player would otherwise have to tab back in)."""
    page = app.page
    first = _start_pass_on_turn(app, "dice-janken")
    _choose_by_keyboard(page)
    page.wait_for_function("(first) => document.body.dataset.viewer !== first", arg=first, timeout=10_000)
    page.focus("#undo")
    page.keyboard.press("Enter")
    page.wait_for_function("(first) => document.body.dataset.viewer === first", arg=first, timeout=10_000)
    assert app.wait_turn() == "act"
    page.wait_for_function("() => document.activeElement?.dataset?.action", timeout=10_000)


READING_GAMES = [g for g in GAME_IDS if any(level["id"] == "yomi" for level in levels_for(g))]




@pytest.mark.parametrize("game_id", READING_GAMES)
def test_the_reader_remembers_the_player_across_games(app, game_id):
    """A finished game against `yomi` leaves in localStorage exactly what `remember` learns from the computer's
    final view; the next game's questions to the worker carry that memory intact (and no seed: the computer's
    randomness is the worker's own); the next game adds to it and a reload keeps it."""
    page, key = app.page, f"fudabako:memory:{game_id}"
    app.open_game(game_id)
    page.evaluate(WORKER_QUESTIONS_JS)
    assert page.evaluate("(k) => localStorage.getItem(k)", key) is None
    totals = []
    for game_number in range(2):
        if game_number:
            page.click("#new-game")
            page.wait_for_function("() => document.body.dataset.over !== '1'", timeout=10_000)
            page.evaluate("() => { window.__questions.length = 0; }")
        if page.locator("#setup").is_visible():
            app.start("ai", level="yomi", human_seat=0)
        app.play_to_end(rng=random.Random(f"{game_id}-memory-{game_number}"), max_steps=300, allow_handoff=False)
        page.wait_for_function("(k) => localStorage.getItem(k) !== null", arg=key, timeout=10_000)
        stored = json.loads(page.evaluate("(k) => localStorage.getItem(k)", key))
        record = app.shared_record()
        if game_number == 0:
            assert stored == remember(game_id, replay(record).view(1), None), "stored memory differs from the engine's"
            learnt = stored
        else:
            questions = page.evaluate("() => window.__questions")
            assert questions and all(set(q) == {"id", "game", "level", "view", "memory"} for q in questions)
            assert all(json.loads(q["memory"]) == learnt for q in questions), \
                "the worker was not asked with the stored memory"
        totals.append(sum(n for replies in stored["counts"].values() for n in replies.values()))
    assert 0 < totals[0] < totals[1], f"observations counted after each game: {totals}"
    app.reload()
    again = json.loads(page.evaluate("(k) => localStorage.getItem(k)", key))
    assert sum(n for replies in again["counts"].values() for n in replies.values()) == totals[1]


def test_dice_slayer_dice_on_the_table_are_tapped_to_take_them(app):
    """対戦ダイススレイヤー: a die on the table is a button for the same action (its own number, what it triggers)."""
    page = app.page
    app.open_game("dice-slayer")
    app.start("ai", level="random", human_seat=0)
    assert app.wait_turn() == "act"
    die = page.locator("#table button[data-action]").first
    action, value = die.get_attribute("data-action"), die.get_attribute("data-value")
    assert action in app.enabled_actions() and action.endswith(f":{value}")
    before = [action, app.log_count(), app.viewer()]
    die.click()
    page.wait_for_function("([id, n]) => document.querySelectorAll('#log li').length > n", arg=before[:2],
                           timeout=10_000)
    app.wait_turn()  # the computer's answer, if it moves next, is drawn before the table is read
    check_counters_against_engine(app, "dice-slayer")
    mine = [a for p, a in app.shared_record().actions if p == 0]
    assert mine == [action], f"the tap did not play the die's action: {mine}"


def _yomi_link_one_step_from(wanted) -> tuple:
    """An engine record of ヨミ (グレイヴ against ジャイナ, random play) stopped where `wanted(state, player, ids)`
    names the action to take next: the share link's code, the player and that action."""
    from fudabako.core import Recorded, Rng, derive_seed, encode_link

    for i in range(200):
        seed = derive_seed(6606, i)
        game, rng = Recorded(Record.new("yomi", seed, {"p1": 1, "p2": 2}), Rng(seed)), Rng(seed)
        state = game.state
        while not state.is_over():
            player = rng.choice(state.to_move())
            ids = [a.id for a in state.legal_actions(player)]
            action = wanted(state, player, ids)
            if action:
                return encode_link(game.record), player, action
            game.apply(player, rng.choice(ids))
    raise AssertionError("no record reaches the situation")


def _first(prefixes, phase):
    return lambda state, player, ids: state.phase == phase and next(
        (a for a in ids if a.startswith(prefixes)), None)


@pytest.mark.parametrize("situation", ["combo", "joker", "powerup"])
def test_yomi_table_shows_a_combo_a_joker_and_a_power_up(app, situation):
    """From a share link one step before a combo continuation, a joker set face down against a combo, and a set
    of cards discarded for Aces: the table offers that action as a button, and after it shows the engine's state
    (combo meter, the face-down card, the Aces to search)."""
    wanted = {"combo": _first("combo:", "combo"), "joker": _first(("bluff:X1", "bluff:X2"), "bluff"),
              "powerup": _first("set:", "powerup")}[situation]
    code, player, action = _yomi_link_one_step_from(wanted)
    app.open(f"?game=yomi#r={code}")
    app.page.wait_for_selector('#game[data-game="yomi"]', state="visible", timeout=10_000)
    if app.wait_turn() == "handoff":
        app.continue_handoff()
    assert app.wait_turn() == "act" and app.viewer() == str(player)
    assert action in app.enabled_actions()
    prompt = app.page.inner_text("#table .yomi-prompt")
    assert prompt.strip()
    state = check_counters_against_engine(app, "yomi")
    if situation == "combo":
        assert app.page.query_selector("#table [data-yomi-combo-cp]") is not None
        assert app.page.locator(f'#table [data-yomi-card] button[data-action="{action}"]').is_visible()
    app.pick(action)
    state.apply(player, action)
    if app.wait_turn() == "handoff":
        app.continue_handoff()
        app.wait_turn()
    if situation == "joker":
        assert app.page.get_attribute(f'#table [data-yomi-seat="{player}"]', "data-yomi-bluff") == "1" \
            or not state.bluff[player]  # the combo may already be over (the joker shown and discarded)
        assert any("joker" in line.lower() or "ジョーカー" in line or "伏せ" in line for line in app.log_lines())
    if situation == "powerup":
        assert state.owed[player] or state.phase != "search"
        owed = app.page.get_attribute(f'#table [data-yomi-seat="{player}"]', "data-yomi-owed")
        assert owed == str(state.owed[player])
    check_counters_against_engine(app, "yomi")
