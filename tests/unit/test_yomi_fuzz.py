"""Random play over all 100 character pairings of ヨミ: every player's 54 cards stay accounted for (hand, deck,
discard pile, table, face-down card), every game ends, and — on a sample — the generic protocol invariants of
test_fuzz (views JSON-safe and independent of hidden cards, JSON round trips, face-down choices invisible).

Games per pairing: YOMI_FUZZ_GAMES, else a tenth of FUZZ_GAMES (CI: 250 → 25 a pairing, 2,500 games; the
Pyodide run's 100 → 10; `make fuzz`'s 10,000 → 1,000). The generic fuzz (test_fuzz) plays it too, with characters
chosen at the table."""

import os

import pytest

from fudabako.core import Rng, derive_seed
from fudabako.games.yomi.cards import CHARACTER_IDS, JOKERS
from fudabako.games.yomi.rules import GAME
from test_fuzz import check_face_down_choice_is_invisible, check_invariants

GAMES = int(os.environ.get("YOMI_FUZZ_GAMES", int(os.environ.get("FUZZ_GAMES", "250")) // 10))
CHECKED = int(os.environ.get("YOMI_FUZZ_CHECKED", "1"))  # games per pairing with the full per-step checks
MAX_STEPS = 5000
PAIRS = [(a, b) for a in range(1, 11) for b in range(1, 11)]


def conserved(state, whole: bool) -> None:
    """Each player's cards: the right number after every step, and (whole) each card exactly once."""
    n = 54 if state.options["jokers"] else 54 - len(JOKERS)
    for p in range(2):
        if whole:
            cards = (state.hands[p] + state.decks[p] + state.piles[p] + state.field[p] + state.attached[p]
                     + state.peek[p] + ([state.bluff[p]] if state.bluff[p] else []))
            assert len(set(cards)) == len(cards) == n
        else:
            assert (len(state.hands[p]) + len(state.decks[p]) + len(state.piles[p]) + len(state.field[p])
                    + len(state.attached[p]) + len(state.peek[p]) + (state.bluff[p] is not None)) == n


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: f"{CHARACTER_IDS[p[0] - 1]}-{CHARACTER_IDS[p[1] - 1]}")
def test_random_play_conserves_cards_and_ends(pair):
    for i in range(GAMES):
        seed = derive_seed(20261123 + pair[0] * 11 + pair[1], i)
        rng = Rng(seed)
        options = {"p1": pair[0], "p2": pair[1], "jokers": int(i % 5 != 4), "knockdown": int(i % 7 != 6)}
        state = GAME.new_state(seed, options)
        full = i < CHECKED
        steps = 0
        while not state.is_over():
            player = rng.choice(state.to_move())
            action = rng.choice(state.legal_actions(player)).id
            if full:
                state = check_face_down_choice_is_invisible(state, player, action)
                check_invariants(state, rng)
            else:
                state.apply(player, action)
            steps += 1
            if full or steps % 4 == 0:
                conserved(state, full or steps % 32 == 0)
            assert steps < MAX_STEPS, f"seed {seed} did not end"
        conserved(state, True)


def test_character_select_phase_plays_too():
    for i in range(8):
        seed = derive_seed(77, i)
        rng = Rng(seed)
        state = GAME.new_state(seed)
        check_invariants(state, rng)
        while not state.is_over():
            player = rng.choice(state.to_move())
            state = check_face_down_choice_is_invisible(state, player, rng.choice(state.legal_actions(player)).id)
            check_invariants(state, rng)
