/* The page's Pyodide as PyScript loads it (pyscript.toml's `interpreter`): Pyodide's own `loadPyodide`, which
   restores the device's snapshot when there is one for this build (static/snapshots.js) instead of starting
   Python and importing the engine: on a later visit the page's Python is ready 165-270 ms sooner (warm reloads
   alternating with and without it, session 19).

   The snapshot is the one the computer's worker makes (static/ai-worker.js): a Python with the engine imported,
   made before the worker read any question, so nothing of a game is in it. It holds no reference to the
   worker's globals, so its `js` module is this window's once restored (`jsglobals`); its own randomness is
   drawn afresh (fudabako.core.rng.Entropy reads the system's generator each time), so no two restored pages
   deal alike. A snapshot that fails to restore is dropped and Python starts as on a first visit.
   `self.fudabakoPageBoot` says which it was, for the bench and the tests.

   Without one, the page's Python is started in snapshot mode and snapshotted the moment it has started, before
   the engine or anything of a game is in it, for the computer's worker to restore (static/wasm-share.js hands it
   over): ~30 ms here spare the worker its own Python start (~1 s of CPU on a first visit, on cores the page and
   V8's compiler need too).

   Either way the page imports the engine as the worker does, from its zip (ENGINE_ZIP, first on sys.path: a
   restored Python has it there already), fetched once here beside Python's start: not unpacked into files by
   PyScript (pyscript.toml has no [files]), which on a restored page was the same zip fetched a second time
   and unpacked for nothing. PyScript's own Python package is in that zip too, compiled (scripts/build_assets.py):
   first on sys.path, it is what the `import pyscript` PyScript runs before our code takes, rather than the
   sources PyScript writes into the file system at every start. */
import { loadPyodide as startPyodide, version } from "./vendor/pyodide/pyodide.mjs";
import { ENGINE_ZIP, anySnapshot, cachedSnapshot, dropSnapshots, fetchEngine, snapshotKey } from "./snapshots.js";
import { handBareSnapshot, wantsBareSnapshot } from "./wasm-share.js";

export { version };

/* PyScript points Pyodide at this module's folder for its files; they are the vendored Pyodide's. */
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;

export async function loadPyodide(options) {
    options = { ...options, indexURL: INDEX_URL };
    const engine = fetchEngine();  // beside Python's start: on a first visit, no wait for it afterwards
    const snapshot = await deviceSnapshot(engine).catch(() => null);
    let pyodide = null;
    if (snapshot) {
        try {
            pyodide = await startPyodide({ ...options, _loadSnapshot: snapshot });
        } catch (error) {
            console.warn("fudabako: the page's snapshot did not restore; starting Python without it:", error);
            await dropSnapshots();
        }
    }
    const restored = Boolean(pyodide);
    pyodide ??= await startForTheWorker(options);
    self.fudabakoPageBoot = restored ? "restored" : "started";
    pyodide.FS.writeFile(ENGINE_ZIP, await engine);
    if (!restored) pyodide.runPython(`import sys; sys.path.insert(0, "${ENGINE_ZIP}")`);
    return pyodide;
}

/** Starts Python; where the computer's worker waits to boot (static/wasm-share.js), it also makes a bare snapshot
    of it, the moment it has started, for that worker to restore instead of starting a Python of its own.
    Snapshot mode tracks what Python reaches of `jsglobals` (so that a restore can find it again); the page's Python
    must reach the real window, so it starts on a stand-in and the `js` module is pointed at the window once the
    snapshot is made, before anything imports it. */
async function startForTheWorker(options) {
    if (!wantsBareSnapshot()) return startPyodide(options);
    const pyodide = await startPyodide({ ...options, _makeSnapshot: true, jsglobals: {} });
    try {
        handBareSnapshot(pyodide.makeMemorySnapshot());
    } catch (error) {
        console.warn("fudabako: no snapshot for the worker (it starts its own Python):", error);
    }
    pyodide.registerJsModule("js", globalThis);
    return pyodide;
}

/** This build's snapshot, or null (none kept: nothing is hashed). */
async function deviceSnapshot(engine) {
    if (!await anySnapshot()) return null;
    return cachedSnapshot(await snapshotKey(await engine));
}
