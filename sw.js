/* Fudabako's service worker: after the first visit every file of the site comes from the cache, so the
   shelf, Python, the games and the AI worker all work offline.

   install   fetch static/vendor/precache.json ({version, files}, written by scripts/build) and cache every
             listed file, in a cache named after the version the page registered us with (sw.js?v=<version>);
   activate  delete the caches of older versions;
   fetch     the site's own files (the page, pyscript.toml, static/) cache-first, falling back to the network;
             the page itself (any ?game=… query) is the cached index.html; precache.json goes to the network
             first, as it is how the page learns of a new build. Other URLs are left alone. */

const SCOPE = new URL("./", self.location).href;
const CACHE = `fudabako-${new URL(self.location).searchParams.get("v")}`;
const MANIFEST = `${SCOPE}static/vendor/precache.json`;
const PAGES = new Set([SCOPE, `${SCOPE}index.html`]);
const isOwn = (path) => PAGES.has(path) || path === `${SCOPE}pyscript.toml` || path.startsWith(`${SCOPE}static/`);

self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
        const response = await fetch(MANIFEST, { cache: "no-cache" });
        if (!response.ok) throw new Error(`${MANIFEST}: HTTP ${response.status}`);
        const { files } = await response.clone().json();
        const cache = await caches.open(CACHE);
        await cache.addAll(files.map((file) => new Request(SCOPE + file, { cache: "no-cache" })));
        await cache.put(MANIFEST, response);
        await self.skipWaiting();
    })());
});

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        for (const name of await caches.keys()) {
            if (name.startsWith("fudabako-") && name !== CACHE) await caches.delete(name);
        }
        await self.clients.claim();
    })());
});

self.addEventListener("fetch", (event) => {
    const { request } = event;
    const url = new URL(request.url);
    const path = url.origin + url.pathname;
    if (request.method !== "GET" || !isOwn(path)) return;
    if (path === MANIFEST) {
        event.respondWith(fetch(request).catch(() => caches.match(MANIFEST)));
    } else if (request.mode === "navigate" && PAGES.has(path)) {
        event.respondWith(caches.match(`${SCOPE}index.html`).then((hit) => hit || fetch(request)));
    } else {
        event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
    }
});
