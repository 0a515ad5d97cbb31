"""Offline after the first visit: the service worker precaches the site, then shelf, Python and a game work
with the network off (context offline, and every request that still reaches the network aborted)."""

from __future__ import annotations

import pytest

# timeout: a backstop (pytest-timeout); every wait inside has its own, shorter timeout
pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

PRECACHE_TIMEOUT = 90_000

# Resolves when every file of static/vendor/precache.json is in some cache (names relative to the SW scope).
_PRECACHED_JS = """async () => {
  const reg = await navigator.serviceWorker.ready;
  const manifest = await (await fetch(new URL('static/vendor/precache.json', reg.scope), {cache: 'no-store'})).json();
  const files = Array.isArray(manifest) ? manifest : (manifest.files || []);
  const want = files.map(f => new URL(typeof f === 'string' ? f : f.url, reg.scope).href);
  for (let i = 0; i < 900; i++) {
    const have = new Set();
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) have.add(req.url.split('?')[0]);
    }
    const missing = want.filter(u => !have.has(u));
    if (missing.length === 0 && want.length > 0) return {ok: true, count: want.length};
    if (i === 899) return {ok: false, missing: missing.slice(0, 20), count: want.length};
    await new Promise(r => setTimeout(r, 100));
  }
}"""


def test_offline_after_first_visit(app, context, guard):
    page = app.page
    app.open()
    assert page.evaluate("() => 'serviceWorker' in navigator")
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    done = page.evaluate(_PRECACHED_JS)
    assert done and done.get("ok"), f"precache incomplete: {done}"
    # the page should be controlled by now or after one reload; either way a reload offline must work
    context.set_offline(True)
    guard.offline = True

    app.reload()
    page.wait_for_selector("#shelf", state="visible", timeout=10_000)
    assert page.locator("#shelf a.game-card").count() >= 2

    app.open_game("stosute-proto")
    app.start("pass")
    assert app.step() not in ("over",)
    app.open_game("dice-janken")
    app.start("ai", level="strong", human_seat=0)
    assert app.step(allow_handoff=False) not in ("over",)
    app.wait_turn()
    assert page.evaluate("() => !!navigator.serviceWorker.controller"), "page not controlled by the service worker"
    # Requests the service worker still sent to the network while offline (network-first pages) were aborted;
    # they are not errors as long as the page worked. Listed for the record:
    if guard.offline_attempts:
        print("offline network attempts (aborted):", *guard.offline_attempts, sep="\n  ")


# The manifest the page links, and for each icon it lists: the URL, the HTTP status, the content type and (for a
# PNG) the size in its IHDR header; and the precache list.
_INSTALL_JS = """async () => {
  const href = document.querySelector('link[rel="manifest"]').href;
  const manifest = await (await fetch(href)).json();
  const icons = [];
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, href).href;
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const view = new DataView(bytes.buffer);
    const png = bytes.length > 24 && String.fromCharCode(...bytes.slice(12, 16)) === 'IHDR';
    icons.push({...icon, url, status: response.status, contentType: response.headers.get('content-type'),
                size: png ? `${view.getUint32(16)}x${view.getUint32(20)}` : null});
  }
  const precache = await (await fetch('static/vendor/precache.json')).json();
  return {manifest, icons, precache: precache.files.map(f => new URL(f, document.baseURI).href)};
}"""


def test_installable(page, base_url, guard):
    """What browsers ask of an installable app: a manifest with names, colours, a standalone display and PNG icons
    of 192 and 512 px plus a maskable one, each served at the size it claims; and all of it precached, so an
    installed app starts offline."""
    page.goto(base_url)
    got = page.evaluate(_INSTALL_JS)
    manifest = got["manifest"]
    for key in ("name", "short_name", "theme_color", "background_color", "start_url"):
        assert manifest.get(key), key
    assert manifest["display"] in ("standalone", "fullscreen", "minimal-ui")
    for icon in got["icons"]:
        assert icon["status"] == 200, icon
        assert icon["contentType"].startswith(icon["type"]), icon
        if icon["type"] == "image/png":
            assert icon["size"] == icon["sizes"], icon
        assert icon["url"] in got["precache"], f"{icon['url']} is not precached"
    png = {(icon["size"], icon.get("purpose", "any")) for icon in got["icons"] if icon["size"]}
    assert {("192x192", "any"), ("512x512", "any")} <= png, png
    assert any(purpose == "maskable" for _, purpose in png), png
    assert f"{base_url.rstrip('/')}/static/vendor/icons/icon-192.png" in page.eval_on_selector_all(
        'link[rel="apple-touch-icon"]', "ls => ls.map(l => l.href)")
