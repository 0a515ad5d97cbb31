"""BlackPoker 8th edition (seed 001, action list act8.0; rulings BP-* in /work/shared/rulings/blackpoker.md).

Registered (games/__init__.py), with its table (ui/games/blackpoker.py) and `random` / `easy` / `strong` (ai/blackpoker.py).

Implemented:
- `flow.py`: the core flow of chapter 6 as a reusable mixin (chance, stage, pass record, trigger check with the action
  buffer, instant / normal, main / quick, win check after every resolution, lost targets, decisions inside effects
  by re-running the effect, rule-system requests interjected between tasks, ability order 6.4.2 by
  `apply_abilities`). Tested on a toy game.
- `rules.py`: all 11 regulations of table 3.1 (option `regulation`, 0–10, order in `REGULATIONS`; option `jokers`
  0–2, BP-20) play to the end under random legal play:
  - set-ups of the four frames (BP-1, BP-2, BP-3, BP-20); the レアパック / レアパックストラテジー choices from the deck
    (`prep-hand:` ×3 for RPS, then `prep-rare:`) are secret steps before the game starts;
  - every action of the four formats: 防壁設置, 兵士 / 英雄 / エース / クイック / 魔術士召喚, 装備, 帰還, エンド,
    チャージ, ドロー, アタック, ブロック, ダメージ判定, アップ, ダウン, ツイスト, カウンター, 再会, キル, 停戦, 対象変更,
    防壁破壊, 投擲, 死の槍, 防壁補充, リアニメイト, ハンデス, フォース, 剣の雨, 徴募, 奇襲, サーチ, B・J (its cost
    triggers wait until it has resolved), R・S・F, リバース, 世代交代; the frame actions パック開封 (or the rare card
    instead), レアドロー, レア召喚, 罠カウンター (BP-19, offered as a quick action while a matching request of the
    opponent is on the stage); the "not counterable" mark; once-per-turn actions;
  - characters 一般兵, 英雄, エース, 魔術士 (魔力増加 as a "your" ability on the cost), 装備兵, 防壁; fog アップ,
    ダウン, フォース (sizes by `apply_abilities`); costs B / L / D / S;
  - information levels of 2.11.1 in `view` (BP-18: life "10+", graveyard top public and its owner's choice of the top
    of cards moved together, face-down bulwarks to their owner, hands and rare cards as counts, unopened packs
    hidden from all, opened ones to their owner; `hand_known`: cards seen going into a hand by サーチ, パック開封,
    再会, B・J, 世代交代, 帰還);
  - `from_view(game, view, rng)`: a whole state consistent with one player's view (the view carries the public
    flow: tasks, buffer, passes, counters), keeping what the player knows (decisions showing the life, the pack or
    the other hand, the other player's announced build cards, peeked cards); for the AI's determinized search, and
    `determinize` is built on it; tested to give back the same view and legal actions;
  - action ids for a step-by-step table: `act:<name>`, then `key:` / `B:` / `D:` / `S:` / `card:` / `target:` one slot
    at a time (only choices that can still complete are offered; `cancel`), and decisions inside effects.

Also done: `strong` (ai/blackpoker.py: determinized rollouts over `from_view` states; issue 4's bars in
tests/unit/test_strength.py); BP-21 auto-pass levels (options `autopass1` / `autopass2`: 1 = when nothing else is
possible, 2 = stop only for attacks, the opponent's spells and end of turn).

Also done: the regulation and auto-pass chosen from lists (`Option.choices`); `fudabako bench` and the browser bench
time random games per regulation (`bench_options`) and the AI at regulations 0 and 3 (`bench_ai_options`).

Also done: BP-21's per-turn declaration at the table (`stops:turn`: the chance holder, outside builds and decisions,
auto-passes at level 2 until the turn ends; `stops:off` withdraws it; each once a turn; public, keeps the chance).

Also done (issue 14): the log tells every resolution in words, in both languages (`tell`: 「アップ (プレイヤー1): …」;
`kill` tells each death, with its cause), characters and requests by name and owner, never by id (`char_text`,
`request_text`, `target_text`; the labels of the steps too, `choice_label`); `view_text` gives the table the same
words for a view's tokens (a build's picks, a request's or a fog mark's target); the view's `regulation` is a
{"ja", "en"} text. BP-22…BP-26 (rulings.md): BP-26 turns auto-pass on by default and marks each player's first
decision of a turn (`stops_prompt`) for the table to offer the per-turn declaration; `fudabako bench` prints the
pass-and-play hand-overs per game and per decision (`cli.handovers`, option sets in `bench_handovers`).

Not yet (next sessions): nothing of issue 4's rules or table is known to be missing.

Notes:
- Chance (DESIGN.md, "Secrets and chance"): a life has no order and a pack no contents until they are drawn or seen
  (`core.piles`; rules.py's `placed`, `fix_life_top`, `decide_pack`), so a record holds one outcome per card drawn or
  seen and nothing of the cards to come. Version 2: records of version 1 replayed a seed's shuffles.
- Fuzz cost: a game with the generic fuzz checks takes ~0.13 s (ライト+エントリー20, ~190 steps) to ~0.4–0.8 s (パック
  frames, ~450 steps) of CPU: state copies (zones as lists of card strings), views (the protocol copies the whole log
  into every view) and legal-action searches. 2,000 games of one regulation do not fit 60 s (nor 1,000 per
  regulation × 11 in CI); plain random playouts run at ~80–90 (ライト+エントリー20) to ~17–20 (マスター+パック)
  games/s in CPython. The generic fuzz runs FUZZ_GAMES // `fuzz_cost` (6) = 333 games of the default regulation
  (~47 s of CPU).
- Fixed here although the seed lets a player choose: the order of several identical triggered requests (6.4.1, FIFO;
  they are always identical in act8.0). ハンデス shows the hand to its controller only during the choice; it is not
  remembered in `known` afterwards (public knowledge only).
"""

from .rules import BlackPoker, BlackPokerState  # noqa: F401
