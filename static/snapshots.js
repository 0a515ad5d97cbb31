/* The engine's zip, which the page and the computer's worker both import from, and the memory snapshot both
   restore instead of starting Python.

   The snapshot (static/vendor/snapshot.bin) is made by the build (scripts/build_runtime.mjs): Pyodide's memory
   (~31 MB, 6 MB gzipped) once it has started on the build's bytecode and imported the engine, the app, every
   game's view and every computer player. Restoring it takes the place of Python's start and of those imports: the
   first visit gains as much as any later one, and the computer's worker restores the copy the page used
   (static/wasm-share.js) instead of starting a Python of its own. The service worker keeps it, inflated, with
   the build's other files (sw.js), so a later visit reads it from the device, offline too. It holds nothing of a
   game and nothing of the device: no game has been played in it, and it is the same file for everyone (the page
   reseeds Python's `random` once it is restored: RESEED).

   It is gzipped by the build and inflated as it arrives on a first visit (fetchSnapshot): a plain static host
   does not compress a binary file, and one named .bin is not sent with a Content-Encoding the browser would undo. It
   begins with a header that names the engine it was made with (SNAPSHOT_HEADER bytes: "fudabako-snapshot", then
   the first 24 hex digits of the engine zip's SHA-256): it is only restored beside that engine, so a page of an
   older build (whose files the service worker still serves it) never meets a newer build's snapshot, nor the
   other way round. Pyodide itself refuses a snapshot made by another build of Pyodide. One that does not restore
   leaves Python to start as without it.

   It is asked for as Python's start is (loadPyodide, in static/pyodide-page.mjs), not from <head> with Python's
   other downloads: about as soon ready (medians of 5 alternated cold loads, asked for then / from <head>:
   BlackPoker playable at 1,458 / 1,442 ms, ヨミ 1,563 / 1,517), and never before the setup's first paint, which a
   slow connection would otherwise wait for (Lighthouse's simulated phone charges a paint with every download
   asked for before it). */

/* Where Python imports the engine from: the zip itself, first on sys.path. A restored Python has the engine
   imported and the zip on its path, but not this file, which every boot writes again. */
export const ENGINE_ZIP = "/home/pyodide/fudabako.zip";
const ENGINE_URL = new URL("./vendor/fudabako.zip", import.meta.url).href;

export const SNAPSHOT_HEADER = 64;  // bytes: Pyodide's own part starts there (aligned, as it reads it by words)
const MAGIC = "fudabako-snapshot ";

/** Run once a snapshot is restored: the state `random` drew at the build is everyone's, so it draws afresh (the
    engine draws its own randomness elsewhere: fudabako.core.rng; this keeps a restored Python like a started one). */
export const RESEED = "import random\nrandom.seed()";

/** Run once Python is up, started or restored: the engine zip first on sys.path. Pyodide's loadPyodide puts ""
    (the working directory, /home/pyodide) first at every start, a restored one too, and there PyScript writes its
    Python package's sources: behind it, the page compiled them at every boot instead of importing the bytecode the
    zip ships them as (scripts/build_assets.py); a warm BlackPoker load's Python took 78 ms to reach our code, 46 ms
    with the zip first. */
export const ENGINE_FIRST = `import sys
if "${ENGINE_ZIP}" in sys.path: sys.path.remove("${ENGINE_ZIP}")
sys.path.insert(0, "${ENGINE_ZIP}")`;

const SNAPSHOT_URL = new URL("./vendor/snapshot.bin", import.meta.url).href;

/* The service worker keeps the snapshot inflated (sw.js), marked so by this header, and a page of its build reads
   that copy from Cache Storage itself: through the service worker, the 6 MB gzipped file took ~100 ms to arrive
   and ~75 ms more to inflate on a warm BlackPoker load, the 31 MB read here ~15 ms. */
const INFLATED = "Fudabako-Snapshot";
const buildCache = (version) => `fudabako-${version}`;  // sw.js's name for a build's cache

/** The copy kept for the build this page belongs to: the build of the service worker that served it (sw.js), the
    one in charge as it loads. Undefined where there is none (a first visit, a worker, storage blocked). */
async function keptSnapshot() {
    const controller = globalThis.navigator?.serviceWorker?.controller;
    if (!controller) return undefined;
    try {
        const build = new URL(controller.scriptURL).searchParams.get("v");
        return await caches.match(SNAPSHOT_URL, { cacheName: buildCache(build) });
    } catch {
        return undefined;
    }
}

/** Whether 6 MB more is worth it: not on a first visit (no service worker serves the page from the device yet) over
    a connection that says it is slow or saving data, where Python's own start costs less than the download. */
function worthDownloading() {
    const connection = navigator.connection;
    return Boolean(navigator.serviceWorker?.controller) || !connection
        || (!connection.saveData && !["slow-2g", "2g", "3g"].includes(connection.effectiveType));
}

/** The snapshot file's bytes: the inflated copy kept on the device, else downloaded and inflated as they arrive;
    null where it is not worth downloading or fails to. */
export async function fetchSnapshot() {
    try {
        const kept = await keptSnapshot();
        if (!kept && !worthDownloading()) return null;
        const response = kept ?? await fetch(SNAPSHOT_URL);
        if (!response.ok) return null;
        const body = response.headers.has(INFLATED)
            ? response.body : response.body.pipeThrough(new DecompressionStream("gzip"));
        return new Uint8Array(await new Response(body).arrayBuffer());
    } catch (error) {
        console.warn("fudabako: no snapshot (Python starts without it):", error);
        return null;
    }
}

/** The engine zip's bytes (the page and the worker write them to ENGINE_ZIP). */
export async function fetchEngine() {
    const response = await fetch(ENGINE_URL);
    if (!response.ok) throw new Error(`fudabako.zip: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
}

/** The header of a snapshot made with the engine `engineId` (the build writes it). */
export function snapshotHeader(engineId) {
    return new TextEncoder().encode((MAGIC + engineId).padEnd(SNAPSHOT_HEADER - 1) + "\n");
}

/** Pyodide's part of snapshot `file`, if it was made with this engine (`engine`: the zip's bytes), else null. */
export async function snapshotFor(file, engine) {
    if (!file) return null;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", engine));
    const id = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
    const header = new TextDecoder().decode(file.subarray(0, SNAPSHOT_HEADER));
    if (header === new TextDecoder().decode(snapshotHeader(id))) return file.subarray(SNAPSHOT_HEADER);
    console.warn("fudabako: the snapshot was not made with this engine (Python starts without it)");
    return null;
}
