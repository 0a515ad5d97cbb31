"""BlackPoker's log tells the story: every resolution in words, cards and targets by name and owner, in both
languages, never an internal id or token; the labels of the steps likewise (issue 14)."""

import re

import pytest

from fudabako.core import Rng, derive_seed
from fudabako.games.blackpoker.rules import REGULATIONS, regulation_name, view_text

from test_blackpoker import (FILLER, GAME, MASTER, PRO, act, attack_with, block, board, resolve_top, reverse,
                             soldier, wall)

# Internal ids and tokens: `#49`, step ids (`key:H5`, `target:c3`), card codes (`H10`, `X1`), targets (`c12`, `p1`),
# seat codes (`P1`), Python values.
RAW = re.compile(r"#\d|\b(key|target|pick|top|order|act|card|rare|[BDS]):\S|\bkey [♠♥♦♣J]|\b[SHDC](10|[2-9AJQK])\b"
                 r"|\bX[12]\b|\b[cpr]\d+\b|\bP[12]\b|None|[{}\[\]]")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def raw_in(line: dict) -> list:
    """What is wrong with a {"ja", "en"} line: raw tokens, Japanese in the English, English words in the Japanese."""
    wrong = [f"{lang}: {line[lang]}" for lang in ("ja", "en") if RAW.search(line[lang])]
    if JAPANESE.search(line["en"]):
        wrong.append(f"Japanese in en: {line['en']}")
    if re.search(r"[A-Za-z]{2,}", line["ja"].replace("Joker", "")):
        wrong.append(f"English in ja: {line['ja']}")
    return wrong


@pytest.mark.parametrize("reg", range(len(REGULATIONS)), ids=lambda r: f"regulation{r}")
def test_seeded_games_log_and_label_nothing_raw(reg):
    """Random play (auto-pass on, so its lines appear too): every log line each seat sees, and every label of a
    legal step, is words in each language."""
    for i in range(2):
        seed = derive_seed(1414 + reg, i)
        s, rng = GAME.new_state(seed, {"regulation": reg, "autopass1": i, "autopass2": 1}), Rng(seed)
        while not s.is_over():
            p = s.to_move()[0]
            legal = s.legal_actions(p)
            assert not [w for a in legal for w in raw_in(a.label)], [a.label for a in legal]
            s.apply(p, rng.choice(legal).id)
        for viewer in (None, 0, 1):
            assert not [w for line in s.view(viewer)["log"] for w in raw_in(line)]


def told(s, since=0) -> list:
    """The English log lines from `since` on (the Japanese ones are checked where a test says so)."""
    return [line["en"] for line in s.log[since:]]


def test_the_regulation_and_the_first_player_in_each_language():
    s = GAME.new_state(2, {"regulation": 3})
    first = s.log[-2]
    assert first["ja"].startswith("スタンダード + パック。先攻はプレイヤー")
    assert first["en"].startswith("Standard + Pack. Player ") and first["en"].endswith(" goes first")
    assert s.log[0]["ja"].startswith("先攻決定: プレイヤー1 ") and "、プレイヤー2 " in s.log[0]["ja"]
    assert s.view(None)["regulation"] == regulation_name(1, 1) == {"ja": "スタンダード + パック",
                                                                   "en": "Standard + Pack"}


def test_summons_and_a_bulwark_are_told_with_their_owner():
    s = board()
    s.hand[0] = ["S5", "HK"]
    w = wall(s, 0, "C9")
    act(s, "act:soldier", "key:S5", f"B:{w}")
    resolve_top(s)
    act(s, "act:bulwark", "card:HK")
    assert s.log[0] == {"ja": "プレイヤー1: 兵士召喚 ♠5", "en": "Player 1: Summon a soldier ♠5", "to": None}
    assert s.log[3] == {"ja": "兵士召喚 (プレイヤー1): プレイヤー1の兵士 ♠5が場に出ました",
                        "en": "Summon a soldier (Player 1): Player 1's soldier ♠5 enters the field", "to": None}
    assert told(s, 4) == ["Player 1: Set a bulwark",  # face down: its card is not told
                          "Set a bulwark (Player 1): Player 1's 2nd bulwark enters the field"]


def test_up_and_down_and_the_death_a_down_causes():
    s = board()
    a = soldier(s, 0, "S5")
    b = soldier(s, 1, "H3")
    s.hand[0] = ["H4", "C2", "S3", "C3"]
    act(s, "act:up", "key:H4", "D:C2", f"target:c{a}")
    resolve_top(s)
    act(s, "act:down", "key:S3", "D:C3", f"target:c{b}")
    resolve_top(s)
    assert s.log[0] == {"ja": "プレイヤー1: アップ ♥4 → プレイヤー1の兵士 ♠5 (♣2を捨てる)",
                        "en": "Player 1: Up ♥4 → Player 1's soldier ♠5 (discarding ♣2)", "to": None}
    assert s.log[3] == {"ja": "アップ (プレイヤー1): プレイヤー1の兵士 ♠5のサイズ+4 (このターン、サイズ9)",
                        "en": "Up (Player 1): Player 1's soldier ♠5 gets +4 this turn (size 9)", "to": None}
    assert told(s, 7) == ["Down (Player 1): Player 2's soldier ♥3 gets -3, down to 0 or less",
                          "Down (Player 1): Player 2's soldier ♥3 goes to the graveyard"]
    assert s.log[-1]["ja"] == "ダウン (プレイヤー1): プレイヤー2の兵士 ♥3は墓地へ"


def test_twist_breach_and_throw():
    s = board(life=(FILLER, ["S2", "S3"]))
    b = soldier(s, 1, "H3")
    w = wall(s, 1, "C9")
    s.hand[0] = ["D3", "C2", "HK", "DQ", "S9", "C5"]
    act(s, "act:twist", "key:D3", "D:C2", f"target:c{b}")
    resolve_top(s)
    act(s, "twist:drive", "act:breach", "key:HK", "key:DQ", f"target:c{w}")
    resolve_top(s)
    act(s, "act:throw", "key:S9", "key:C5", "target:p1")
    resolve_top(s)
    lines = told(s)
    assert "Twist (Player 1): Player 2's soldier ♥3 is driven" in lines
    assert "Player 1: Break a bulwark ♥K ♦Q → Player 2's bulwark" in lines
    assert "Break a bulwark (Player 1): Player 2's bulwark goes to the graveyard" in lines
    assert lines[-2:] == ["Throw (Player 1): 2 damage to Player 2", "Player 1 wins!"]  # 9 asked, 2 dealt (BP-10)
    assert s.log[-2]["ja"] == "投擲 (プレイヤー1): プレイヤー2に2点のダメージ"


def test_combat_deaths_and_what_a_flipped_bulwark_did():
    s = board()
    a = soldier(s, 0, "S7")
    b = soldier(s, 1, "H4")
    attack_with(s, a)
    resolve_top(s)
    block(s, (a, b))
    resolve_top(s)
    lines = told(s)
    assert "Attack (Player 1): attackers: Player 1's soldier ♠7" in lines
    assert "Block (Player 1): Player 2's soldier ♥4 blocks Player 1's soldier ♠7" in lines
    assert lines[-2:] == ["Damage check (Player 1): Player 1's soldier ♠7 (size 7) against Player 2's soldier ♥4 "
                          "(size 4)", "Damage check (Player 1): Player 2's soldier ♥4 goes to the graveyard"]
    for card, result in (("C7", "a number on the attacker's cards defeats it"), ("X1", "a Joker defeats the attacker"),
                         ("C9", "the attacker survives")):
        s = board(life=(FILLER + ["HK"], FILLER))  # ♠A's fall takes ♥K (世代交代)
        a = soldier(s, 0, "S7", "SA")
        w = wall(s, 1, card)
        attack_with(s, a)
        resolve_top(s)
        block(s, (a, w))
        since = len(s.log)
        resolve_top(s)
        shown = "Joker" if card == "X1" else "♣" + card[1:]
        dead = ["Damage check (Player 1): Player 1's soldier ♠7 ♠A goes to the graveyard"] if card != "C9" else []
        expected = [f"Damage check (Player 1): Player 2's bulwark turns over: {shown}; {result}", *dead,
                    f"Damage check (Player 1): Player 2's bulwark {shown} goes to the graveyard"]
        assert told(s, since)[2:2 + len(expected)] == expected
    s = board()
    a = soldier(s, 0, "S5")
    attack_with(s, a)
    resolve_top(s)
    resolve_top(s)
    assert "Block (Player 1): Player 2 does not block" in told(s)
    assert told(s)[-1] == "Damage check (Player 1): Player 1's soldier ♠5 deals 5 damage to Player 2"
    assert s.log[-1]["ja"] == "ダメージ判定 (プレイヤー1): プレイヤー1の兵士 ♠5がプレイヤー2に5点のダメージ"


def test_bp22_succession_names_the_player_the_milled_cards_and_the_card_taken_for_both_players():
    s = board(life=(FILLER, ["S2", "HK", "S3"]))
    s.hand[0] = ["HK", "DQ"]
    w = wall(s, 1, "CJ")
    act(s, "act:breach", "key:HK", "key:DQ", f"target:c{w}")
    resolve_top(s)
    line = {"ja": "世代交代 (プレイヤー2): ♠3を墓地へ送り、♥Kを手札に加えました",
            "en": "Succession (Player 2): mills ♠3 and takes ♥K"}
    assert all(line in s.view(viewer)["log"] for viewer in (None, 0, 1))
    assert s.view(0)["seats"][1]["hand_known"] == ["HK"]  # the card that stopped the milling was seen


def test_pack_open_names_the_player():
    s = board(reg=2)
    s.pack[0] = ["SK", "H2"]
    act(s, "act:open", "pick:SK")
    assert s.log[-1] == {"ja": "パック開封 (プレイヤー1): パックを開封し、♠Kを手札に加えました",
                         "en": "Open the pack (Player 1): opens the pack and takes ♠K", "to": None}


def test_spear_of_death_reanimate_return_and_reverse():
    s = board(reg=1, life=(FILLER, ["H2"]))
    b = soldier(s, 1, "C2", "C4")
    s.hand[0] = ["SA", "D3"]
    act(s, "act:spear", "key:SA", "key:D3", f"target:c{b}")
    resolve_top(s)
    act(s, "order:C4")
    assert told(s)[-1] == ("Spear of death (Player 1): Player 2's soldier ♣2 ♣4 goes back on top of the life; "
                           "1 damage to Player 2")
    b = soldier(s, 1, "H7")
    s.hand[0] = ["S4", "D3"]
    act(s, "act:spear", "key:S4", "key:D3", f"target:c{b}")
    resolve_top(s)
    assert told(s)[-1] == ("Spear of death (Player 1): Player 2's soldier ♥7's size 7 is not a positive multiple of 3: "
                           "nothing happens")
    s.hand[0], s.grave[0] = ["S2", "H2"], ["DK"]
    a = soldier(s, 0, "C3")
    act(s, "act:reanimate", "key:S2", "key:H2", f"target:c{a}")
    resolve_top(s)
    act(s, "pick:DK")
    assert told(s)[-2:] == ["Reanimate (Player 1): Player 1's soldier ♣3 goes to the graveyard",
                            "Reanimate (Player 1): ♦K comes back from the graveyard as a soldier"]
    s = board(reg=1)
    s.hand[0] = ["S2", "S9"]
    w = wall(s, 0, "C9")
    a = soldier(s, 0, "D5")
    act(s, "act:return", "key:S2", "key:S9", f"B:{w}", f"target:c{a}")
    resolve_top(s)
    assert s.log[-1] == {"ja": "帰還 (プレイヤー1): プレイヤー1の兵士 ♦5が手札に戻りました。キーカード♠2 ♠9も手札に",
                         "en": "Return (Player 1): Player 1's soldier ♦5 goes back to the hand; the key cards ♠2 ♠9 "
                               "go to the hand", "to": None}
    s = board(reg=PRO)
    a, b = soldier(s, 1, "S5"), soldier(s, 1, "H6", "H9")
    s.hand[0] = ["D3", "C2"]
    act(s, "act:twist", "key:D3", "D:C2", f"target:c{a}")
    reverse(s, a, "reverse:drive")
    assert told(s)[-1] == "Reverse (Player 2): Player 2's soldier ♠5 becomes Player 2's bulwark (driven)"
    resolve_top(s)
    s.hand[0] = ["D4", "C4"]
    act(s, "twist:charge", "act:twist", "key:D4", "D:C4", f"target:c{b}")
    reverse(s, b)
    assert told(s)[-1] == "Reverse (Player 2): Player 2's soldier ♥6 ♥9 becomes 2 bulwarks (charged)"
    resolve_top(s)
    assert told(s)[-1] == "Twist (Player 1): its target is gone: nothing happens"  # split (BP-9)


def test_bp23_a_request_whose_target_no_longer_fits_says_so():
    s = board(reg=PRO)
    a = soldier(s, 0, "S5")
    s.hand[0] = ["H3", "C2"]
    act(s, "act:up", "key:H3", "D:C2", f"target:c{a}")
    reverse(s, a)
    resolve_top(s)
    assert s.log[-1] == {"ja": "アップ (プレイヤー1): 対象が条件に合わなくなったため、何もしません",
                         "en": "Up (Player 1): its target no longer fits: nothing happens", "to": None}


def test_counters_say_what_they_did():
    s = board()
    a = soldier(s, 0, "S5")
    s.hand[0] = ["H9", "C2"]
    s.hand[1] = ["C8", "C3", "CA", "C4"]
    act(s, "act:up", "key:H9", "D:C2", f"target:c{a}", "pass")
    act(s, "act:counter", "key:C8", "D:C3", f"target:r{s.stage[0]['id']}", "pass", "pass")
    assert told(s)[-4] == "Player 2: Counter ♣8 → Player 1's Up (♥9) (discarding ♣3)"
    assert s.log[-1]["ja"] == "カウンター (プレイヤー2): ♣8はプレイヤー1のアップ(♥9)のキーカードより小さく、打ち消せません"
    s = board(reg=MASTER)
    s.hand[0] = ["HK", "DQ"]
    s.hand[1] = ["CA", "C4"]
    w = wall(s, 1, "C9")
    act(s, "act:breach", "key:HK", "key:DQ", f"target:c{w}", "pass")
    act(s, "act:counter", "key:CA", "D:C4", f"target:r{s.stage[0]['id']}", "pass", "pass")
    assert told(s)[-1] == "Counter (Player 2): Player 1's Break a bulwark (♥K ♦Q) is countered"


def test_labels_and_a_builds_picks_in_words_for_each_viewer():
    s = board()
    s.hand[0] = ["SA"]
    w = wall(s, 0, "C9")
    a = soldier(s, 0, "S4")
    act(s, "act:equip", "key:SA")
    assert s.legal_actions(0)[0].label == {"ja": "ドライブする防壁: プレイヤー1の防壁 ♣9",
                                           "en": "drive: Player 1's bulwark ♣9"}  # its own bulwark: the card
    act(s, f"B:{w}")
    assert s.legal_actions(0)[0].label == {"ja": "対象: プレイヤー1の兵士 ♠4", "en": "target: Player 1's soldier ♠4"}
    for viewer, shown in ((0, " ♣9"), (1, "")):
        view = s.view(viewer)
        assert [view_text(view, x)["en"] for x in view["build"]["picks"]] == ["key card: ♠A",
                                                                              f"drive: Player 1's bulwark{shown}"]
    s = board(reg=MASTER)
    a = soldier(s, 0, "S4")
    soldier(s, 0, "D5")
    s.hand[0] = ["HA", "HJ"]
    act(s, "act:bj", "key:HA", "key:HJ")
    assert [x.label for x in s.legal_actions(0)][0] == {"ja": "墓地に移す: プレイヤー1の兵士 ♠4",
                                                         "en": "sacrifice: Player 1's soldier ♠4"}
    view = s.view(1)
    assert [view_text(view, x) for x in view["build"]["picks"]] == [
        {"ja": "キーカード: ♥A", "en": "key card: ♥A"}, {"ja": "キーカード: ♥J", "en": "key card: ♥J"}]
    assert view_text(view, f"c{a}") == {"ja": "プレイヤー1の兵士 ♠4", "en": "Player 1's soldier ♠4"}
