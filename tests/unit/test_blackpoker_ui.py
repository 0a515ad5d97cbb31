"""BlackPoker's table, drawn from views along seeded random games of every regulation: the data-* hooks match the
view (life, hand size, stage, chance, field, BP-21's declaration), the opponent's hand never shows, and both
languages render."""

import re

from fudabako.core import Rng, get_game
from fudabako.ui.games import blackpoker

from test_blackpoker import act, board, soldier


OWN_HAND = r'class="[^"]*\bbp-hand\b'


def hook(html: str, attr: str, p: int) -> str:
    return re.search(rf'data-{attr}="{p}">([^<]*)<', html).group(1)


def test_table_matches_the_view_and_hides_the_other_hand_in_every_regulation():
    game = get_game("blackpoker")
    for reg in range(11):
        state, rng = game.new_state(reg + 1, {"regulation": reg}), Rng(reg)
        while not state.is_over():
            view = state.view(0)
            html = blackpoker.render(view, ["A", "B"], "ja" if state.turn_no % 2 else "en")
            for p in range(2):
                assert hook(html, "life", p) == str(view["seats"][p]["life"])
                assert hook(html, "hand-size", p) == str(view["seats"][p]["hand_count"])
                assert f'data-field-size="{len(view["seats"][p]["field"])}"' in html
                assert (f'data-stops="{p}"' in html) == (view["stops"][p] == 1)  # BP-21's declaration: a badge
            assert f'data-stage="{len(view["stage"])}"' in html
            assert html.count("data-request=") == len(view["stage"])
            mover = state.to_move()[0]
            assert 'data-step="' in blackpoker.render(state.view(mover), ["A", "B"], "en")  # what the buttons are for
            other = html[html.index('data-seat="1"'):html.index('class="bp-middle"')]  # the top side
            assert not re.search(OWN_HAND, other), "the other player's hand is on the table"
            assert bool(re.search(OWN_HAND, html)) == bool(view["seats"][0]["hand"])  # only the viewer's own hand
            assert " bp-their-hand" in other or not view["seats"][1]["hand_count"]
            assert html.count("bp-tag-turn") == html.count("bp-turn-seat") == 1  # whose turn it is, once
            p = state.to_move()[0]
            state.apply(p, rng.choice(state.legal_actions(p)).id)
        over = blackpoker.render(state.view(0), ["A", "B"], "en")  # a finished game: no turn, as no chance
        assert "bp-tag-turn" not in over and "bp-turn-seat" not in over and "bp-tag-chance" not in over
        # nor in the status line, which said "Chance: the rules" (a chance nobody holds) beside "B's turn"
        assert "Chance" not in over and "'s turn" not in over and f"Decided on turn {state.turn_no}" in over
        if state.view(1)["seats"][0]["life"] == "10+":
            assert 'data-life="0">10+<' in blackpoker.render(state.view(1), ["A", "B"], "en")


def aimed(html: str, token: str) -> str:
    """The opening tag of the piece a view token names (`c12`: a character, `p1`: a life, `r5`: a request)."""
    kind, n = token[0], token[1:]
    pattern = {"c": rf'<div class="bp-char[^"]*" data-char="{n}"[^>]*>',
               "p": rf'<div class="bp-zone bp-life[^"]*"[^>]*>(?=(?:(?!</div>).)*data-life="{n}")',
               "r": rf'<li class="[^"]*"[^>]*data-request="{n}"[^>]*>'}[kind]
    return re.search(pattern, html, re.S).group(0)


def test_a_request_and_its_target_share_a_pin():
    """Both ends of a request's arrow: the row says "→ target" with its pin; the target wears a ring
    (`bp-aimed`), `data-aimed-by` with that pin, and a mark with the pin and the action. Characters, lives and
    requests (カウンター) are all seen aimed at along these games."""
    game, kinds = get_game("blackpoker"), set()
    for seed in range(40):
        state, rng = game.new_state(seed, {"regulation": seed % 11}), Rng(seed)
        while not state.is_over() and kinds != {"c", "p", "r"}:
            view = state.view(0)
            html = blackpoker.render(view, ["A", "B"], "en")
            for i, r in enumerate(view["stage"], 1):
                row = re.search(rf'<li class="bp-request[^"]*"[^>]*data-request="{r["id"]}"[^>]*>.*?</li>', html,
                                re.S).group(0)
                assert f'data-no="{i}"' in row and f'data-targets="{" ".join(r["targets"])}"' in row
                assert f'<span class="bp-req-no bp-pin">{i}</span>' in row
                assert ("→ " in row) == bool(r["targets"])
                on_table = {f"c{ch['id']}" for seat in view["seats"] for ch in seat["field"]}
                on_table |= {"p0", "p1"} | {f"r{q['id']}" for q in view["stage"]}
                for t in set(r["targets"]) & on_table:  # (a character may have left the field since)
                    tag = aimed(html, t)
                    assert "bp-aimed" in tag and str(i) in re.search(r'data-aimed-by="([^"]*)"', tag).group(1).split()
                    assert f'<span class="bp-pin">{i}</span>' in html
                    kinds.add(t[0])
            p = state.to_move()[0]
            state.apply(p, rng.choice(state.legal_actions(p)).id)
        if kinds == {"c", "p", "r"}:
            break
    assert kinds == {"c", "p", "r"}, kinds


def row(html: str, rid: int) -> str:
    return re.search(rf'<li class="[^"]*"[^>]*data-request="{rid}"[^>]*>.*?</li>', html, re.S).group(0)


def test_the_newest_request_travels_in_once_not_again_at_each_step_that_aims_at_the_rows_under_it():
    """The request just raised slides onto the stage (and its target pulses); the steps of the next build redraw
    the table, and then no row travels: a カウンター's targets are the rows under the newest, and that row flying
    in again across them took the tap (the press on one, the release on the row passing over: a click on neither —
    test_blackpoker_play.py's pass-and-play game stuck after P2 countered its own ダウン)."""
    s = board(turn=1)
    theirs = soldier(s, 0, "H9")
    soldier(s, 1, "S8")
    s.hand[1] = ["S4", "S5", "C5", "S3", "C6", "D7"]
    act(s, "act:down", "key:S4", "D:S5", f"target:c{theirs}", "act:counter", "key:C5", "D:S3", "target:r1")
    html = blackpoker.render(s.view(1), ["A", "B"], "en")
    assert "kit-travel" in row(html, 2) and "bp-aim-new" in row(html, 1)  # the counter just landed on the down
    for step in ("act:counter", "key:C6", "D:D7"):
        act(s, step)
        html = blackpoker.render(s.view(1), ["A", "B"], "en")
        assert "kit-travel" not in html and "bp-aim-new" not in html, step
    assert [a.id for a in s.legal_actions(1)] == ["target:r1", "target:r2", "cancel"]
    for rid in (1, 2):
        assert f'data-action="target:r{rid}"' in row(html, rid)
