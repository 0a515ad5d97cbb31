"""The core flow of chapter 6 (`games/blackpoker/flow.py`) on a toy game, step by step with the rule numbers."""

import pytest

from fudabako.games.blackpoker.flow import CoreFlow, apply_abilities, request


class Toy(CoreFlow):
    """Two players with a life counter. A request's `data` says what its effect does: `hit` (damage to the other
    player), `then` (requests it triggers), `ask` (a decision its controller takes). `done` lists resolved names."""

    num_players = 2

    def __init__(self, turn=0, life=(5, 5)):
        self.flow_start(turn)
        self.life = list(life)
        self.done = []
        self.finished = []
        self.gone = set()

    def effect(self, req):
        d = req["data"]
        if "ask" in d:
            d["chose"] = self.ask(req["controller"], "pick", d["ask"])
        if "hit" in d:
            self.life[1 - req["controller"]] -= d["hit"]
        for spec in d.get("then", ()):
            self.trigger(request(**spec))
        self.done.append(req["name"])

    def finish(self, req):
        self.finished.append(req["name"])

    def target_lost(self, req):
        return any(t in self.gone for t in req["targets"])

    def has_lost(self, player):
        return self.life[player] <= 0


def normal(name, p, timing="quick", **data):
    return request(name, p, "normal", timing, **data)


def instant(name, p, timing="quick", **data):
    return request(name, p, "instant", timing, **data)


def test_stage_is_lifo_and_the_raiser_keeps_the_chance():  # 6.1.3, 6.1.4, [10], [11]-[16]
    g = Toy()
    g.raise_request(normal("X", 0, "main"))
    assert g.stage[-1]["name"] == "X" and g.chance == 0  # the raiser keeps the chance
    g.pass_chance(0)
    assert g.chance == 1  # [16]
    g.raise_request(normal("Y", 1))
    assert g.passes == [] and g.chance == 1  # [4] raising resets the pass record
    g.pass_chance(1)
    g.pass_chance(0)  # [12] all have passed → the last request resolves
    assert g.done == ["Y"] and [r["name"] for r in g.stage] == ["X"]


def test_bp7_after_a_resolution_the_pass_record_is_reset_and_the_turn_player_gets_the_chance():
    g = Toy(turn=0)
    g.raise_request(normal("X", 0, "main"))
    g.pass_chance(0)
    g.pass_chance(1)  # player 1 passed last
    assert g.done == ["X"] and g.chance == 0 and g.passes == []


def test_instant_requests_resolve_at_once_without_the_stage():  # [7] → [8]
    g = Toy()
    g.raise_request(normal("X", 0, "main"))
    g.raise_request(instant("I", 0))
    assert g.done == ["I"] and [r["name"] for r in g.stage] == ["X"] and g.chance == 0


def test_key_cards_go_the_finish_way_after_the_effect_bp11():
    g = Toy()
    g.raise_request(instant("I", 0))
    assert g.finished == ["I"]


def test_bp9_a_lost_target_resolves_with_no_effect():  # 2.10.4
    g = Toy()
    g.raise_request(normal("Up", 0, targets=["soldier-3"], hit=1))
    g.gone.add("soldier-3")
    g.pass_chance(0)
    g.pass_chance(1)
    assert g.done == [] and g.finished == ["Up"] and g.life == [5, 5]


def test_bp8_win_check_after_every_resolution_the_turn_player_loses_when_both_do():  # 2.10.5, [9]
    g = Toy(turn=1, life=(1, 1))
    g.life[1] = 0  # paying a cost can take the last life card: nothing is checked until a resolution
    assert g.winner is None
    g.raise_request(instant("Hit", 1, hit=3))
    assert g.life == [-2, 0] and g.loser == 1 and g.winner == 0 and g.acting() is None


def test_bp6_trigger_check_instant_group_first_then_normal_each_from_the_turn_player():  # 6.4.1
    g = Toy(turn=1)
    g.raise_request(normal("Base", 1, "main", then=[
        dict(name="n0", controller=0, speed="normal", timing="quick"),
        dict(name="i0", controller=0, speed="instant", timing="quick"),
        dict(name="n1", controller=1, speed="normal", timing="quick"),
        dict(name="i1q", controller=1, speed="instant", timing="quick"),
        dict(name="i1m", controller=1, speed="instant", timing="main"),
    ]))
    g.pass_chance(1)
    g.pass_chance(0)
    # instants: the turn player (1) main then quick, then player 0; then normals onto the stage, player 1 first
    assert g.done == ["Base", "i1m", "i1q", "i0"]
    assert [r["name"] for r in g.stage] == ["n1", "n0"] and g.chance == 1


def test_bp6_main_timing_normal_trigger_is_discarded_when_the_stage_is_not_empty():  # [6-10-4]-[6-10-7]
    g = Toy(turn=0)
    g.raise_request(normal("Under", 0, "main"))
    g.raise_request(normal("Top", 0, then=[dict(name="m", controller=0, speed="normal", timing="main"),
                                           dict(name="q", controller=0, speed="normal", timing="quick")]))
    g.pass_chance(0)
    g.pass_chance(1)
    assert [r["name"] for r in g.stage] == ["Under", "q"]  # m met a stage holding Under: discarded


def test_main_timing_normal_trigger_goes_onto_an_empty_stage():
    g = Toy(turn=0)
    g.raise_request(normal("Attack", 0, "main", then=[dict(name="Block", controller=0, speed="normal",
                                                            timing="main")]))
    g.pass_chance(0)
    g.pass_chance(1)
    assert [r["name"] for r in g.stage] == ["Block"] and g.chance == 0


def test_triggers_of_triggered_instants_rejoin_the_buffer():  # [6-5-5], [6-5-6]
    g = Toy(turn=0)
    g.raise_request(instant("A", 0, then=[dict(name="B", controller=0, speed="instant", timing="quick",
                                                then=[dict(name="C", controller=1, speed="instant",
                                                           timing="quick")])]))
    assert g.done == ["A", "B", "C"]


def test_cost_triggers_are_checked_before_the_request_itself():  # [5] → [6] → [7]
    g = Toy(turn=0)
    g.trigger(instant("FromCost", 0))
    g.raise_request(instant("Req", 0))
    assert g.done == ["FromCost", "Req"]


def test_a_decision_inside_the_trigger_check_suspends_and_resumes():
    g = Toy(turn=0)
    g.raise_request(instant("A", 0, then=[dict(name="Q", controller=1, speed="instant", timing="quick",
                                                ask=["x", "y"]), dict(name="R", controller=1, speed="instant",
                                                                      timing="quick")]))
    assert g.acting() == 1 and g.decision["options"] == ["x", "y"] and g.done == ["A"]
    with pytest.raises(ValueError):
        g.answer("z")
    g.answer("y")
    assert g.done == ["A", "Q", "R"] and g.acting() == 0 and g.chance == 0


def test_interjected_rule_system_requests_resolve_between_tasks():
    g = Toy(turn=0)
    g.interject = lambda: [g.pending.pop()] if getattr(g, "pending", None) else []
    g.pending = [instant("Side", 1, ask=["a", "b"])]
    g.raise_request(normal("X", 0))
    assert g.decision["player"] == 1 and [r["name"] for r in g.stage] == []
    g.answer("a")
    assert g.done == ["Side"] and [r["name"] for r in g.stage] == ["X"] and g.chance == 0


def test_negate_takes_a_request_off_the_stage():
    g = Toy()
    g.raise_request(normal("X", 0, "main"))
    assert g.negate(g.stage[0]["id"])["name"] == "X" and g.stage == [] and g.finished == ["X"]


def test_abilities_all_then_your_then_this_and_by_timestamp():  # 6.4.2
    abilities = [
        ("this", 1, lambda v: {**v, "attack": True}),
        ("all", 5, lambda v: {**v, "attack": False, "size": v["size"] - 1}),
        ("your", 3, lambda v: {**v, "size": v["size"] + 2}),
        ("this", 0, lambda v: {**v, "size": v["size"] + 3}),
    ]
    assert apply_abilities({"size": 0, "attack": True}, abilities) == {"size": 4, "attack": True}
    same_scope = [("all", 2, lambda v: "new"), ("all", 1, lambda v: "old")]
    assert apply_abilities("base", same_scope) == "new"  # the newer timestamp overrides
