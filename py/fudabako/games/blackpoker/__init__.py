"""BlackPoker 8th edition (seed 001, action list act8.0; rulings BP-* in /work/shared/rulings/blackpoker.md).

NOT REGISTERED yet (no `@register`, not in `games/__init__.py`) until it has a table and an AI; tests import
`rules.BlackPoker` directly.

Implemented:
- `flow.py`: the core flow of chapter 6 as a reusable mixin (chance, stage, pass record, trigger check with the action
  buffer, instant / normal, main / quick, win check after every resolution, lost targets, decisions inside
  effects, ability order 6.4.2 by `apply_abilities`). Tests: tests/unit/test_blackpoker_flow.py.
- `rules.py`: regulations 0–3 of `REGULATIONS` (ライト / スタンダード × エントリー20 / パック) playable end to end:
  set-ups (BP-1, BP-2, BP-3, BP-20 with the jokers option), every ライト and スタンダード action (防壁設置, 兵士 / 英雄 /
  エース / 魔術士召喚, 装備, 帰還, エンド, チャージ, ドロー, アタック, ブロック, ダメージ判定, アップ, ダウン, ツイスト,
  カウンター, 防壁破壊, 投擲, 死の槍, 防壁補充, リアニメイト, ハンデス, サーチ, 世代交代) and the frame action パック開封;
  characters 一般兵, 英雄, エース, 魔術士 (魔力増加), 装備兵, 防壁; fog アップ / ダウン; costs B / L / D (S is wired
  but no ライト / スタンダード action uses it); once-per-turn actions; views with the information levels of 2.11.1
  (BP-18: life "10+", graveyard top public, face-down bulwarks to their owner, hands as counts, unopened packs
  hidden from all, opened ones to their owner); `determinize`.
  Tests: tests/unit/test_blackpoker.py (scenarios per action and ruling, random play with the generic fuzz checks and
  per-player card conservation over every zone).

Not yet (for the next sessions, in this order of need):
- BP-18's last sentence: when several cards go to a graveyard at once, its owner chooses the top one (now: the
  order they were moved in; key cards in their key order).
- プロ: クイック召喚, 再会, キル, 停戦, 対象変更 (BP-17), リバース (splitting: new character ids; attacker / blocker status
  removed from `combat`). マスター: フォース (fog, "your" ability already supported by `size`), 剣の雨, 徴募, 奇襲,
  B・J (SS cost; resolves before the requests its cost triggered), R・S・F; the "not counterable" mark (add a spec
  flag and skip such requests in `targets(kind="request")`).
- Frames レアパック / レアパックストラテジー: rare card zone, レアドロー, レア召喚, 罠カウンター (BP-19, triggered,
  needs a trigger on raising a request), RPS's strategy hand of 3, the pack made once (BP-1); then raise `PLAYABLE`
  (regulations are ordered so that the option's range can grow).
- BP-21 auto-pass preferences (a table matter), the rules page texts (ja/en), the AI, the table, registration.
- `determinize` does not yet keep cards the other player has shown into its hand (サーチ, パック開封, 再会).
"""
