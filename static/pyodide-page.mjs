/* The page's Pyodide as PyScript loads it (pyscript.toml's `interpreter`): Pyodide's own `loadPyodide`, which
   restores the build's memory snapshot (static/snapshots.js) instead of starting Python and importing the app,
   and starts Python where there is none to restore (a slow connection's first visit, a snapshot that does not
   match). `self.fudabakoPageBoot` says which it was, for the bench and the tests.

   A restored Python's `js` is this window (Pyodide points what the snapshot reached of the build's stand-in
   globals, `js.document`, at the page's own), and its `random` is reseeded (RESEED). The snapshot's bytes then
   go to the computer's worker, which restores them too (static/wasm-share.js).

   Either way the engine is imported from its zip (ENGINE_ZIP, put first on sys.path: ENGINE_FIRST), fetched
   once here beside Python's start: not unpacked into files by PyScript (pyscript.toml has no [files]).
   PyScript's own Python package is in that zip too, compiled (scripts/build_assets.py): first on sys.path, it is
   what the `import pyscript` PyScript runs before our code takes, rather than the sources PyScript writes into
   the file system at every start. */
import { loadPyodide as startPyodide, version } from "./vendor/pyodide/pyodide.mjs";
import { ENGINE_FIRST, ENGINE_ZIP, RESEED, fetchEngine, fetchSnapshot, snapshotFor } from "./snapshots.js";
import { handSnapshot } from "./wasm-share.js";

export { version };

/* PyScript points Pyodide at this module's folder for its files; they are the vendored Pyodide's. */
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;

export async function loadPyodide(options) {
    options = { ...options, indexURL: INDEX_URL };
    const engine = fetchEngine();
    const file = fetchSnapshot();
    const snapshot = await snapshotFor(await file, await engine);
    let pyodide = null;
    if (snapshot) {
        try {
            pyodide = await startPyodide({ ...options, _loadSnapshot: snapshot });
        } catch (error) {
            console.warn("fudabako: the snapshot did not restore; starting Python without it:", error);
        }
    }
    const restored = Boolean(pyodide);
    pyodide ??= await startPyodide(options);
    self.fudabakoPageBoot = restored ? "restored" : "started";
    pyodide.FS.writeFile(ENGINE_ZIP, await engine);
    pyodide.runPython(ENGINE_FIRST);
    if (restored) pyodide.runPython(RESEED);
    handSnapshot(restored ? await file : null);
    return pyodide;
}
