"""How a player's moves reach the page: what it is waiting for, which actions it offers, and a tap on one.

Shared by the browser tests (conftest.App) and `scripts/screenshots.py`, so both play the way a player does.
"""

VISIBLE_JS = """
const vis = el => !!el && !el.hidden && el.getClientRects().length > 0
    && getComputedStyle(el).visibility !== 'hidden';
"""

# What the page is waiting for: 'over', 'handoff', 'act' (an enabled action button), or null (busy).
TURN_STATE_JS = "() => {" + VISIBLE_JS + """
  const b = document.body;
  if (b.dataset.over === '1') return 'over';
  const handoff = document.getElementById('handoff');  // continued, it is inert until the table is drawn
  if (vis(handoff)) return handoff.inert ? null : 'handoff';
  if (b.dataset.thinking === '1') return null;
  const btns = [...document.querySelectorAll('#table button[data-action], #actions button[data-action]')]
    .filter(x => !x.disabled && vis(x));
  const picks = Object.keys(JSON.parse(document.getElementById('table')?.dataset.pickActions || '{}'));
  return btns.length || picks.length ? 'act' : null;
}"""

# The actions a player can take: pieces and choices that are buttons, and the choices made by picking several pieces
# on the table (`#table[data-pick-actions]`, {action id: [piece tokens]}), in page order.
ENABLED_ACTIONS_JS = "() => {" + VISIBLE_JS + """
  const ids = [...document.querySelectorAll('#table button[data-action], #actions button[data-action]')]
    .filter(x => !x.disabled && vis(x) && !x.classList.contains('kit-confirm-go')).map(x => x.dataset.action);
  const picks = Object.keys(JSON.parse(document.getElementById('table')?.dataset.pickActions || '{}'));
  return [...new Set([...ids, ...picks])];
}"""


def tap(page, action_id: str) -> None:
    """Take one action as a player does: tap its piece or its choice, or pick its pieces on the table
    (`#table[data-pick-actions]`) and confirm; with "confirm moves" on, confirm it too."""
    tokens = page.evaluate("(id) => JSON.parse(document.getElementById('table').dataset.pickActions "
                           "|| '{}')[id] || null", action_id)
    if tokens is not None:
        for token in tokens:
            page.click(f'#table button[data-pick="{token}"][aria-pressed="false"]')
        page.click(f'#table .kit-confirm-go[data-action="{action_id}"]')
    else:
        page.click(f'#table button[data-action="{action_id}"], #actions button[data-action="{action_id}"]')
        if page.locator("#confirm-move").is_visible():
            page.click("#confirm-move")


# Records what a page asks its computer player's worker (each question's JSON), to check what reaches it:
# page.add_init_script(WORKER_QUESTIONS_JS) (or page.evaluate it: from then on), then
# page.evaluate("() => window.__questions"). Evaluated again, it empties the list and records once, not twice.
WORKER_QUESTIONS_JS = """
(() => {
  window.__questions = [];
  if (Worker.prototype.postMessage.recording) return;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    // not the boot message (static/wasm-share.js: the compiled module and a 31 MB snapshot), only questions
    if (!(message && "wasm" in message)) window.__questions.push(JSON.parse(JSON.stringify(message)));
    return post.call(this, message, ...rest);
  };
  Worker.prototype.postMessage.recording = true;
})();
"""
