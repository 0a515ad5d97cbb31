/* The page's Pyodide as PyScript loads it (pyscript.toml's `interpreter`): Pyodide's own `loadPyodide`, which
   restores the device's snapshot when there is one for this build (static/snapshots.js) instead of starting
   Python and importing the engine: on a later visit the page's Python is ready 165-270 ms sooner (warm reloads
   alternating with and without it, session 19).

   The snapshot is the one the computer's worker makes (static/ai-worker.js): a Python with the engine imported,
   made before the worker read any question, so nothing of a game is in it. It holds no reference to the worker's globals, so its `js` module is this
   window's once restored (`jsglobals`); its own randomness is drawn afresh (fudabako.core.rng.Entropy reads the
   system's generator each time), so no two restored pages deal alike. It imports from the engine zip itself
   (ENGINE_ZIP, first on its sys.path), which is written here again. A snapshot that fails to restore is dropped
   and Python starts as on a first visit. `self.fudabakoPageBoot` says which it was, for the bench and the tests. */
import { loadPyodide as startPyodide, version } from "./vendor/pyodide/pyodide.mjs";
import { ENGINE_URL, ENGINE_ZIP, anySnapshot, cachedSnapshot, dropSnapshots, snapshotKey } from "./snapshots.js";

export { version };

/* PyScript points Pyodide at this module's folder for its files; they are the vendored Pyodide's. */
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;

export async function loadPyodide(options) {
    options = { ...options, indexURL: INDEX_URL };
    const found = await deviceSnapshot().catch(() => null);
    if (found) {
        try {
            const pyodide = await startPyodide({ ...options, _loadSnapshot: found.snapshot });
            pyodide.FS.writeFile(ENGINE_ZIP, found.engine);
            self.fudabakoPageBoot = "restored";
            return pyodide;
        } catch (error) {
            console.warn("fudabako: the page's snapshot did not restore; starting Python without it:", error);
            await dropSnapshots();
        }
    }
    self.fudabakoPageBoot = "started";
    return startPyodide(options);
}

/** {engine, snapshot} of this build, or null (none kept: nothing is fetched). */
async function deviceSnapshot() {
    if (!await anySnapshot()) return null;
    const response = await fetch(ENGINE_URL);
    if (!response.ok) return null;
    const engine = new Uint8Array(await response.arrayBuffer());
    const snapshot = await cachedSnapshot(await snapshotKey(engine));
    return snapshot && { engine, snapshot };
}
