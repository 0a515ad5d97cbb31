"""The words Python writes into the page, in Japanese and English (the static chrome has both languages in
index.html; game texts come from the engine as `{"ja", "en"}` dicts). Everything goes through `tr`.

Never put the engine's private-log wording here (e.g. "You chose"): tests look for it to catch leaks.
"""

from fudabako.core import seat_name

LANGS = ("ja", "en")

STRINGS = {
    "range": ("{min}〜{max}", "{min} to {max}"),
    "you": ("あなた", "You"),
    "computer": ("コンピューター", "Computer"),
    "turn_of": ("{name}の番です", "{name} to play"),
    "your_turn": ("あなたの番です", "Your turn"),
    "thinking": ("コンピューターが考えています…", "The computer is thinking…"),
    "waiting": ("相手を待っています", "Waiting for the other player"),
    "wins": ("{name}の勝ち!", "{name} wins!"),
    "you_win": ("あなたの勝ち!", "You win!"),
    "computer_wins": ("コンピューターの勝ち", "The computer wins"),
    "draw": ("引き分け", "A draw"),
    "result_held": ("結果はリプレイの最後に", "The result comes at the end of the replay"),
    "solo_won": ("クリア!", "Cleared!"),
    "solo_lost": ("ゲームオーバー", "Game over"),
    "solo_score": ("{result}・スコア {score}", "{result} · score {score}"),
    "scores_none": ("まだ記録がありません", "No finished games yet"),
    "scores_rank": ("順位", "Rank"),
    "scores_score": ("スコア", "Score"),
    "scores_result": ("結果", "Result"),
    "scores_date": ("日付", "Date"),
    "scores_won": ("クリア", "Cleared"),
    "scores_lost": ("失敗", "Not cleared"),
    "chosen": ("選択済み", "Chosen"),
    "choosing": ("選択中", "Choosing"),
    "my_choice": ("あなたの伏せた選択: {label}", "Your face-down choice: {label}"),
    "last_round": ("公開 (第{n}ラウンド)", "Revealed (round {n})"),
    "round": ("第{n}ラウンド", "Round {n}"),
    "actions": ("行動", "Actions"),
    "handoff_title": ("{name}に渡してください", "Pass the device to {name}"),
    "handoff_note": ("{prev}の選択は伏せてあります。{name}だけが見てください。",
                     "{prev}'s choice is hidden. Only {name} should look now."),
    "handoff_continue": ("{name}です。続ける", "I am {name}: continue"),
    "handoff_undo": ("{name}の選択を取り消す", "Take back {name}'s choice"),
    "undo_title": ("最後の選択を取り消します", "Take back your last choice"),
    "undo_refused": ("取り消せません: 公開済みの結果や振ったサイコロは戻せません",
                     "Nothing to take back: a reveal or a roll cannot be undone"),
    "not_saved": ("このゲームは保存されていません (端末の保存領域がいっぱいです)",
                  "This game was not saved (this device's storage is full)"),
    "link_copied": ("共有リンクをコピーしました", "Share link copied"),
    "embed_copied": ("埋め込みコードをコピーしました", "Embed code copied"),
    "copy_failed": ("自動でコピーできませんでした。欄から手動でコピーしてください",
                    "Could not copy automatically: copy it from the box"),
    "embed_title": ("札箱: {title}", "Fudabako: {title}"),
    "rules_title": ("ルール: {title}", "Rules: {title}"),
    "resumed": ("保存されていたゲームを再開しました", "Your saved game has been resumed"),
    "save_unreadable": ("形式が正しくありません", "it is malformed"),
    "save_set_aside": ("保存されていたゲームを再開できませんでした ({reason})。「取っておいたゲーム」に残してあります。",
                       "The saved game could not be resumed ({reason}). It is kept under “Kept games”."),
    "save_stuck": ("保存されていたゲームを再開できず ({reason})、空き容量がないため退避もできませんでした。"
                   "そのまま残してあり、このページでは新しいゲームを保存しません。",
                   "The saved game could not be resumed ({reason}), and there was no room to set it aside: it stays "
                   "where it is, and this page will not save over it."),
    "link_loaded": ("共有リンクのゲームを読み込みました (2人で交代)", "Loaded the shared game (pass and play)"),
    "link_loaded_solo": ("共有リンクのゲームを読み込みました", "Loaded the shared game"),
    "link_kept": ("共有リンクのゲームを読み込みました。それまでのゲームは「取っておいたゲーム」から再開できます",
                  "Loaded the shared game; your game in progress is under “Kept games”"),
    "link_unsaved": ("共有リンクのゲームを開きましたが、保存はしていません (空き容量がありません)。それまでのゲームはそのままです",
                     "The shared game is open but not saved (no room on this device); your game in progress is "
                     "untouched"),
    "link_bad": ("共有リンクを読み込めません: {reason}", "The share link cannot be loaded: {reason}"),
    "link_foreign": ("この共有リンクは「{other}」の記録で、このページのゲーム「{title}」のものではありません。",
                     "This share link is a record of “{other}”, not of this page's game “{title}”."),
    "ai_failed": ("コンピューターが応答できませんでした: {reason}", "The computer could not answer: {reason}"),
    "internal": ("内部エラー: {reason}", "Internal error: {reason}"),
    "tab_moved": ("別のタブで進んだところから表示しています", "Showing the game as another tab left it"),
    "tab_replaced": ("別のタブでこのゲームの別の対局が始まりました。ここにあった対局は「取っておいたゲーム」にあります",
                     "Another tab started another game here; the one shown before is under “Kept games”"),
    "kept_link": ("共有リンクを開いたときに退避", "Set aside when a share link was opened"),
    "kept_tab": ("別のタブが別の対局を保存したときに退避", "Set aside when another tab saved another game"),
    "kept_version": ("以前の版のルールで保存 (このままでは続けられません)",
                     "Saved under an earlier version of the rules (cannot be continued as it is)"),
    "kept_damaged": ("読み込めない保存データ", "Saved data that cannot be read"),
    "kept_swap": ("別のゲームを再開したときに退避", "Set aside when you resumed another game"),
    "kept_new": ("新しいゲームを始めたときに退避", "Set aside when you started a new game"),
    "kept_resume": ("再開する", "Resume"),
    "kept_log": ("記録を見る", "Show its log"),
    "kept_data": ("データ (コピー用)", "Data (to copy)"),
    "kept_delete": ("削除", "Delete"),
    "kept_none": ("取っておいたゲームはありません", "No kept games"),
    "kept_no_room": ("空き容量がないため、今のゲームを退避できません", "No room on this device to set the current game aside"),
    "kept_resumed": ("取っておいたゲームを再開しました。それまでのゲームは「取っておいたゲーム」にあります",
                     "Resumed the kept game; the one you were playing is under “Kept games”"),
    "confirm_move": ("決定: {label}", "Play: {label}"),
    "tally": ("{level}との対戦成績: {won}勝 {lost}敗", "Against {level}: {won} won, {lost} lost"),
    "tally_drawn": (" {n}分", ", {n} drawn"),
    "tally_wins": (" ({n}連勝中)", " ({n} wins in a row)"),
    "tally_losses": (" ({n}連敗中)", " ({n} losses in a row)"),
    "level_random": ("合法手からでたらめに選びます", "Picks any legal move at random"),
    "level_predictable": ("いつも同じ癖で打ちます。読みの練習に", "Always plays the same habit: practise reading it"),
    "level_easy": ("目先の得を見て打ちます。はじめての人に", "Looks at what a move gains right away: for a first game"),
    "level_normal": ("損得を比べて打ちますが、読みは浅めです", "Weighs its options, without looking far ahead"),
    "level_strong": ("最善の手を計算して打ちます。平均では誰にも負けません",
                     "Calculates its best play: on average nobody beats it"),
    "level_yomi": ("つよいに加えて、あなたの癖を読んで突いてきます", "Strong, and it reads your habits to punish them"),
    "level_auto": ("最善手を計算して遊びます", "Plays the best moves it can calculate"),
    "no_view": ("この画面ではこのゲームの盤面を表示できません", "This page cannot draw this game's table"),
}


def tr(text, lang: str, **fmt) -> str:
    """The `lang` text of an engine Text dict, or of a STRINGS key, with `{name}` fields filled in."""
    if isinstance(text, str):
        text = dict(zip(LANGS, STRINGS[text]))
    s = text.get(lang) or text.get("en") or ""
    return s.format(**fmt) if fmt else s


def seat(player: int, lang: str) -> str:
    return tr(seat_name(player), lang)
