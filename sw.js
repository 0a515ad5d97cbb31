/* Fudabako's service worker: after the first visit every file of the site comes from the cache, so the
   shelf, Python, the games and the AI worker all work offline.

   Builds and updates. A build is a precache version (static/vendor/precache.json, written by scripts/build); the
   page registers sw.js?v=<version>, so each build installs its own worker, which caches the build as
   fudabako-<version>. A new build's worker takes over as soon as it is installed, but an open page never changes
   build under its feet: the worker answers every client (a page, and each worker a page starts, such as its AI
   player) from the cache of the build that client belongs to. A page belongs to the build that served it (a first
   visit, loaded from the network, to the build installed then); a worker to its page's build. The worker
   remembers this per client id in the "fudabako:clients" cache, so it outlives restarts and updates of the worker
   itself, and deletes a build's cache once no open client needs it (looked at as pages load and boot). A page
   moves to the new build by reloading at a safe point (boot.js: on the shelf); any new page load gets the newest
   build at once.

   install   fetch precache.json and cache every listed file, bypassing the HTTP cache (the memory snapshot
             inflated); a manifest of another version than ours (a deploy in between) fails the install, and the
             next visit registers that one; then take over without waiting;
   activate  clients no worker knows yet (a first visit) belong to this build; control every page; delete what
             earlier builds kept outside their caches;
   fetch     the site's own files (the page, pyscript.toml, static/) from the client's build's cache, falling back
             to the network; a page load (any ?game=… query) is this build's index.html; precache.json goes to
             the network first, as it is how a booted page learns of a new build. Other URLs are left alone. */

const SCOPE = new URL("./", self.location).href;
const VERSION = new URL(self.location).searchParams.get("v");
const CACHE = `fudabako-${VERSION}`;
const MANIFEST = `${SCOPE}static/vendor/precache.json`;
const PAGES = new Set([SCOPE, `${SCOPE}index.html`]);
const isOwn = (path) => PAGES.has(path) || path === `${SCOPE}pyscript.toml` || path.startsWith(`${SCOPE}static/`);

/* client id → {build, since, seen, owner}, kept in a cache of its own (outside the fudabako-<version> names) as
   one JSON; `owner` is the page that started a worker. */
const CLIENTS = "fudabako:clients";
const CLIENTS_KEY = `${SCOPE}clients.json`;
const NEVER_SEEN = 60_000;  // ms: a page recorded as it loads, not open yet, is kept that long
let byClient;  // Promise<Map>, read once per life of this worker

const known = () => byClient ??= caches.match(CLIENTS_KEY, { cacheName: CLIENTS })
    .then((hit) => (hit ? hit.json() : {}))
    .then((saved) => new Map(Object.entries(saved)));

async function remember(id, build, owner) {
    if (!id) return;  // a browser that does not tell which client a request makes: that client gets the newest build
    const map = await known();
    map.set(id, { build, since: Date.now(), owner });
    await save(map);
}

async function save(map) {
    const cache = await caches.open(CLIENTS);
    await cache.put(CLIENTS_KEY, new Response(JSON.stringify(Object.fromEntries(map))));
}

const buildOf = async (id) => (await known()).get(id)?.build ?? VERSION;
const fromBuild = (build, request) => caches.match(request, { cacheName: `fudabako-${build}` });

/* Forget the clients that have closed: a page once it has been seen open and is no longer (or a minute after it
   was recorded, if it never opened), a worker with its page. Then delete the caches of the builds no client
   belongs to. Runs as pages load and boot, when nothing they started can still be on its way. */
async function tidy() {
    const map = await known();
    const open = new Set((await self.clients.matchAll({ type: "all", includeUncontrolled: true })).map((c) => c.id));
    for (const [id, entry] of map) {
        if (open.has(id)) entry.seen = true;
        else if (!entry.owner && (entry.seen || Date.now() - entry.since > NEVER_SEEN)) map.delete(id);
    }
    for (const [id, { owner }] of map) {
        if (owner && !map.has(owner)) map.delete(id);
    }
    await save(map);
    const used = new Set([CACHE, ...[...map.values()].map(({ build }) => `fudabako-${build}`)]);
    for (const name of await caches.keys()) {
        if (name.startsWith("fudabako-") && !used.has(name)) await caches.delete(name);
    }
}

/* The build's memory snapshot is gzipped for the network and kept here inflated, marked so (static/snapshots.js:
   INFLATED), for the pages of this build to read as they restore it. One that does not inflate is kept as it
   came: a page then tries it itself, and starts Python without it. */
const SNAPSHOT = `${SCOPE}static/vendor/snapshot.bin`;

async function keepInflated(cache, url) {
    const packed = await cache.match(url);
    if (!packed) return;
    try {
        const bytes = await new Response(packed.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
        const headers = { "content-type": "application/octet-stream", "Fudabako-Snapshot": "inflated" };
        await cache.put(url, new Response(bytes, { headers }));
    } catch (error) {
        console.warn(`fudabako: ${url} did not inflate; kept as it came:`, error);
    }
}

self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
        const response = await fetch(MANIFEST, { cache: "no-cache" });
        if (!response.ok) throw new Error(`${MANIFEST}: HTTP ${response.status}`);
        const { version, files } = await response.clone().json();
        if (version !== VERSION) throw new Error(`${MANIFEST} is version ${version}, not ${VERSION}`);
        const cache = await caches.open(CACHE);
        await cache.addAll(files.map((file) => new Request(SCOPE + file, { cache: "no-cache" })));
        await keepInflated(cache, SNAPSHOT);
        await cache.put(MANIFEST, response);
        await self.skipWaiting();
    })());
});

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        const map = await known();
        for (const client of await self.clients.matchAll({ type: "all", includeUncontrolled: true })) {
            if (!map.has(client.id)) map.set(client.id, { build: VERSION, since: Date.now() });
        }
        await save(map);
        await self.clients.claim();
        await tidy();
        await caches.delete("fudabako:snapshots");  // snapshots made on the device by builds before the shipped one
    })());
});

self.addEventListener("fetch", (event) => {
    const { request } = event;
    const url = new URL(request.url);
    const path = url.origin + url.pathname;
    if (request.method !== "GET" || !isOwn(path)) return;
    if (path === MANIFEST) {  // a page has booted (boot.js): the page it replaced, if any, is gone
        event.waitUntil(tidy());
        event.respondWith(fetch(request).catch(() => fromBuild(VERSION, MANIFEST)));
    } else if (request.mode === "navigate" && PAGES.has(path)) {
        event.waitUntil(remember(event.resultingClientId, VERSION).then(tidy));
        event.respondWith(fromBuild(VERSION, `${SCOPE}index.html`).then((hit) => hit || fetch(request)));
    } else {
        event.respondWith((async () => {
            const build = await buildOf(event.clientId);
            if (request.destination === "worker") await remember(event.resultingClientId, build, event.clientId);
            return (await fromBuild(build, request)) || fetch(request);
        })());
    }
});
