/* The engine's zip, which the page and the computer's worker both import from, and memory snapshots of Pyodide
   with the engine imported, kept on the device in Cache Storage: the computer's
   worker (static/ai-worker.js) makes one on a first visit; later boots of the worker and of the page itself
   (static/pyodide-page.mjs) restore it instead of starting Python and importing the engine. A snapshot is keyed
   by the Pyodide version, how it runs (without JSPI: static/no-jspi.js) and a hash of the engine zip it was made
   with, so it only ever meets that runtime and engine (a page of an older build, still open, keys its own). */
import { version as pyodideVersion } from "./vendor/pyodide/pyodide.mjs";

/* Where a snapshot's Python imports the engine from: the zip itself, first on sys.path. A restored Python has
   the engine imported but not this file, which its boot writes again. */
export const ENGINE_ZIP = "/home/pyodide/fudabako.zip";
const ENGINE_URL = new URL("./vendor/fudabako.zip", import.meta.url).href;
const SNAPSHOTS = "fudabako:snapshots";  // not "fudabako-…": sw.js deletes those caches as builds come and go

/** The engine zip's bytes (the page and the worker write them to ENGINE_ZIP). */
export async function fetchEngine() {
    const response = await fetch(ENGINE_URL);
    if (!response.ok) throw new Error(`fudabako.zip: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
}

/** Where the snapshot of this Pyodide with this engine is kept (a key in Cache Storage, never fetched), or null
    without Cache Storage. */
export async function snapshotKey(engine) {
    try {
        await caches.open(SNAPSHOTS);  // throws where storage is blocked (and `caches` is missing off https)
        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", engine));
        const hash = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
        return new URL(`./vendor/snapshot-${pyodideVersion}-nojspi-${hash}.bin`, import.meta.url).href;
    } catch {
        return null;
    }
}

/** Whether this device keeps any snapshot (so a boot without one need not fetch and hash the engine first). */
export async function anySnapshot() {
    try {
        return (await (await caches.open(SNAPSHOTS)).keys()).length > 0;
    } catch {
        return false;
    }
}

export async function cachedSnapshot(key) {
    const response = key && await (await caches.open(SNAPSHOTS)).match(key);
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
}

/** Keeps this build's snapshot and drops any other (an older build's); whether it was kept. Best effort: a full
    disk only costs speed. */
export async function keepSnapshot(key, snapshot) {
    try {
        const cache = await caches.open(SNAPSHOTS);
        await cache.put(key, new Response(snapshot, { headers: { "content-type": "application/octet-stream" } }));
        for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
        return true;
    } catch (error) {
        console.warn("fudabako: the snapshot was not kept:", error);
        return false;
    }
}

/** A snapshot that did not restore is dropped: the next boot makes a new one. */
export async function dropSnapshots() {
    await caches.delete(SNAPSHOTS).catch(() => {});
}
