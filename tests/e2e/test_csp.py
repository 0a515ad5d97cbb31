"""The pages carry a strict Content-Security-Policy (a <meta> tag: static hosts set no headers) and the app runs
under it with no violation at all: booting the shelf, opening a game, playing against the computer (whose worker
boots its own Pyodide) and switching language."""

from __future__ import annotations

import random

import pytest

# timeout: a backstop (pytest-timeout); every wait inside has its own, shorter timeout
pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

BOOT_TIMEOUT = 60_000

POLICY = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'"],  # Pyodide compiles WebAssembly; nothing else is evaluated
    "style-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
}

# Every violation, from the first script on: the event fires on the document whatever was blocked.
RECORD_VIOLATIONS_JS = """
window.__violations = [];
document.addEventListener('securitypolicyviolation', e => window.__violations.push(
    `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`
    + (e.sample ? ` "${e.sample}"` : '')));
"""


READY_OR_VIOLATION_JS = "() => document.body.dataset.ready === '1' || window.__violations.length > 0"


def violations(page) -> list[str]:
    return page.evaluate("() => window.__violations")


def test_the_app_runs_under_its_content_security_policy(context, app):
    context.add_init_script(RECORD_VIOLATIONS_JS)
    page = app.page
    app.open(wait_ready=False)
    page.wait_for_function(READY_OR_VIOLATION_JS, timeout=BOOT_TIMEOUT)
    meta = page.locator('meta[http-equiv="Content-Security-Policy"]')
    assert meta.count() == 1, "index.html sets no Content-Security-Policy"
    policy = {d.split()[0]: d.split()[1:] for d in meta.get_attribute("content").split(";") if d.strip()}
    assert policy == POLICY
    assert violations(page) == []

    page.click('#shelf a.game-card[data-game="dice-janken"]')
    app.start("ai", level="strong", human_seat=0, options={"endurance": 6})
    app.play_to_end(rng=random.Random(1), allow_handoff=False)
    assert app.seen()["thinking"], "the computer never played"
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    page.click("#new-game")
    page.wait_for_selector("#setup", state="visible")
    assert violations(page) == []
