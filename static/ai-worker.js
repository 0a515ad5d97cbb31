/* The computer player, off the main thread: a plain module worker with its own Pyodide and the engine.

   Request  {id, game, level, view, memory}  — `view` is the AI player's own view, never the state;
            `memory` what it learnt of this player in earlier games (fudabako.ai.reading) or null; both as
            JSON text, decoded by Python's json (a JS null converted by toPy would be `jsnull`, not None).
   Answer   {id, action}  or  {id, error}.

   The computer's randomness is its own: each request draws a fresh seed here, from the browser's entropy, so
   nothing the page stores or shares (the game's record, a link) can tell what it will do. A `seed` in the
   request is ignored.

   A plain worker (not a PyScript worker) needs no COOP/COEP headers: it only computes and talks by postMessage. */
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const SRC = "/fudabako-src";

const ready = (async () => {
    const [pyodide, zip] = await Promise.all([
        loadPyodide(),
        fetch(new URL("./vendor/fudabako.zip", import.meta.url)).then((r) => {
            if (!r.ok) throw new Error(`fudabako.zip: HTTP ${r.status}`);
            return r.arrayBuffer();
        }),
    ]);
    pyodide.unpackArchive(zip, "zip", { extractDir: SRC });
    pyodide.runPython(`import sys; sys.path.insert(0, "${SRC}")`);
    return { choose: pyodide.pyimport("fudabako.ai").choose, loads: pyodide.pyimport("json").loads };
})();

/** 53 random bits: the most a JS number holds exactly (a Python int on the other side). */
function freshSeed() {
    const [high, low] = crypto.getRandomValues(new Uint32Array(2));
    return (high >>> 11) * 2 ** 32 + low;
}

self.onmessage = async ({ data: { id, game, level, view, memory } }) => {
    try {
        const { choose, loads } = await ready;
        const pyView = loads(view);
        const pyMemory = loads(memory);
        try {
            postMessage({ id, action: choose(game, level, pyView, freshSeed(), pyMemory) });
        } finally {
            pyView.destroy();
            pyMemory?.destroy?.();
        }
    } catch (error) {
        postMessage({ id, error: String(error?.message ?? error) });
    }
};
