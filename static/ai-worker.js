/* The computer player, off the main thread: a plain module worker with its own Pyodide and the engine.

   Request  {id, game, level, view, memory}  — `view` is the AI player's own view, never the state;
            `memory` what it learnt of this player in earlier games (fudabako.ai.reading) or null; both as
            JSON text, decoded by Python's json (a JS null converted by toPy would be `jsnull`, not None).
   Answer   {id, action}  or  {id, error}.

   It also runs ラプラプラス's tournaments, which take seconds (a round robin of up to 100 entries):
   Request  {id, task: "tournament", text}  — the entries as pasted;
   Answers  {id, progress: [done, total]} as the battles are fought, then {id, result} (JSON text of
            fudabako.games.laplaplus.tournament.run) or {id, error}.

   The computer's randomness is its own: each request draws a fresh seed here, from the browser's entropy, so
   nothing the page stores or shares (the game's record, a link) can tell what it will do. A `seed` in the
   request is ignored.

   A plain worker (not a PyScript worker) needs no COOP/COEP headers: it only computes and talks by postMessage.

   Booting. The page makes this worker before its own Python starts, and sends it the Pyodide WebAssembly module it
   compiles (static/wasm-share.js), so that the worker only instantiates it, and boots once the setup shows, ready
   before the first question. Where the device keeps no snapshot (below), the page also sends a bare snapshot of
   its own Python, made the moment it started (static/pyodide-page.mjs), and the worker restores it instead of
   starting a Python of its own: on a first visit the cores are taken by the page's boot and by V8 compiling the
   hot WebAssembly with its optimizing tier (2.9 s of CPU in the first 4 s of a cold load, on 2 cores), and
   starting Python kept the worker until 1.0-1.5 s after the page was ready. Both its zips are bytecode made by the
   build (scripts/build_runtime.mjs): Python starts from the vendored stdlib without compiling it, and the engine
   is imported from its zip, put first on sys.path, with nothing compiled or unpacked.

   A memory snapshot makes every boot after the first one on a device shorter: the first boot imports the engine
   and the computer players of the page's game, then keeps Pyodide's memory (~31 MB) in Cache Storage, keyed by the
   Pyodide version and a hash of the engine zip this worker was served, and later boots restore it instead of
   starting Python and importing. It is made as the last step of the boot, before the worker reads any question:
   the page's own Python restores the same snapshot on later visits (static/pyodide-page.mjs, and
   static/snapshots.js for where it is kept), so it must hold nothing of a game, and a Python that had answered
   would keep the freed text of the computer's view (its hand) in its memory. It costs a first boot only
   (Python's start to ready: 130-320 ms in session 20's loads, when it imported every game's players; the
   page's game's alone are 10-25 ms, and another game's first question imports its own).
   It is made on the device, not shipped: no build carries 31 MB more, and a snapshot only ever meets the engine
   it was made with (a page of an older build, still open, keys its own). Making one drops any other. Without
   Cache Storage (an embed with its storage blocked) or if a snapshot fails to restore, the worker boots as it
   would without one. */
import "./no-jspi.js";  // before Pyodide starts: see there
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { ENGINE_ZIP, cachedSnapshot, dropSnapshots, fetchEngine, keepSnapshot, snapshotKey } from "./snapshots.js";

/* Boot stages as performance marks in the worker (`make bench` prints them), and the ms of each from the
   worker's start. */
const mark = (stage) => performance.mark(`fudabako:worker:${stage}`);
const stages = () => Object.fromEntries(performance.getEntriesByType("mark")
    .filter((m) => m.name.startsWith("fudabako:worker:")).map((m) => [m.name.slice(16), Math.round(m.startTime)]));

/** Python: restored from the device's snapshot (with the engine imported), else from the page's bare one (a Python
    as it started: static/pyodide-page.mjs), else started here. */
async function startPython(key, bare) {
    const snapshot = await cachedSnapshot(key).catch(() => null);
    if (snapshot) {
        try {
            const pyodide = await loadPyodide({ _loadSnapshot: snapshot });
            mark("python");
            return { pyodide, started: "restored" };
        } catch (error) {
            console.warn("fudabako: the worker's snapshot did not restore; booting without it:", error);
            await dropSnapshots();
        }
    }
    if (bare) {
        try {
            const pyodide = await loadPyodide({ _loadSnapshot: bare, _makeSnapshot: Boolean(key) });
            mark("python");
            return { pyodide, started: "page's snapshot" };
        } catch (error) {
            console.warn("fudabako: the page's snapshot did not restore; starting Python:", error);
        }
    }
    const pyodide = await loadPyodide({ _makeSnapshot: Boolean(key) });
    mark("python");
    return { pyodide, started: "started" };
}

/* The first message (static/wasm-share.js) is the page's compiled Pyodide WebAssembly, or null where the page
   compiled none: Pyodide's instantiateStreaming then instantiates that module rather than compiling the download
   again. Nothing boots before it. */
let sharedWasm = false;  // whether Pyodide was instantiated from the page's module (for the bench and tests)
const first = new Promise((resolve) => {
    self.addEventListener("message", ({ data }) => resolve(data ?? {}), { once: true });
});
async function useCompiledPyodide(module) {
    if (!(module instanceof WebAssembly.Module)) return;
    const instantiateStreaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async function (source, imports) {
        const response = await source;
        if (new URL(response.url).pathname.endsWith("/pyodide.asm.wasm")) {
            try {
                const instance = await WebAssembly.instantiate(module, imports);
                response.body?.cancel().catch(() => {});
                sharedWasm = true;
                return { module, instance };
            } catch (error) {
                console.warn("fudabako: the page's Pyodide did not instantiate here; compiling it:", error);
            }
        }
        return instantiateStreaming.call(WebAssembly, response, imports);
    };
}

async function boot() {
    const { wasm, snapshot: bare, game } = await first;
    mark("asked");  // the page said boot: its setup shows (static/wasm-share.js)
    await useCompiledPyodide(wasm);
    const engine = await fetchEngine();  // first: the snapshot's key is its hash (~1 MB, from the cache)
    mark("engine");
    const key = await snapshotKey(engine);
    const { pyodide, started } = await startPython(key, bare instanceof Uint8Array ? bare : null);
    const restored = started === "restored";
    pyodide.FS.writeFile(ENGINE_ZIP, engine);  // a restored Python has the engine imported, but not its file
    if (!restored) pyodide.runPython(`import sys; sys.path.insert(0, "${ENGINE_ZIP}")\nimport json, fudabako.ai`);
    const keeping = !restored && key ? makeSnapshot(pyodide, key, game) : null;
    const booted = { pyodide, choose: pyodide.pyimport("fudabako.ai").choose, loads: pyodide.pyimport("json").loads };
    mark("ready");
    // How it booted and its stages (ms from the worker's start), for the benchmark and the tests: "pending" while
    // the snapshot made is being kept, then "made" (or "none").
    self.fudabakoBoot = { snapshot: restored ? "restored" : keeping ? "pending" : "none", started, sharedWasm,
                          stages: stages() };
    keeping?.then((kept) => { self.fudabakoBoot.snapshot = kept ? "made" : "none"; });
    return booted;
}

/** Imports the computer players of the page's game (so that its first move waits on no import; another game's
    first question imports its own, 10-25 ms), then makes the snapshot; it is kept in the background. Resolves to
    whether it was kept; best effort: without it, the next boot is only slower. */
function makeSnapshot(pyodide, key, game) {
    try {
        if (game) importPlayers(pyodide, game);
        const snapshot = pyodide.makeMemorySnapshot();
        mark("snapshot");
        return keepSnapshot(key, snapshot);
    } catch (error) {
        console.warn("fudabako: the worker made no snapshot:", error);
        return null;
    }
}

/** A `game` from the page's address that is not on the shelf (a link typed by hand) imports nothing. */
function importPlayers(pyodide, game) {
    const scope = pyodide.toPy({ game });
    try {
        pyodide.runPython("import fudabako.ai\nfrom fudabako.games import SHELF\n"
            + "if game in SHELF: fudabako.ai.levels_for(game)", { globals: scope });
    } finally {
        scope.destroy();
    }
}

const ready = boot();

/** 53 random bits: the most a JS number holds exactly (a Python int on the other side). */
function freshSeed() {
    const [high, low] = crypto.getRandomValues(new Uint32Array(2));
    return (high >>> 11) * 2 ** 32 + low;
}

async function tournament(id, text) {
    const { pyodide } = await ready;
    const run = pyodide.runPython("import json\nfrom fudabako.games.laplaplus.tournament import run\n"
        + "lambda text, progress: json.dumps(run(text, progress))");
    const progress = (done, total) => {  // about a hundred reports, however many battles
        if (done === total || done % Math.ceil(total / 100) === 0) postMessage({ id, progress: [done, total] });
    };
    try {
        postMessage({ id, result: run(text, progress) });
    } finally {
        run.destroy();
    }
}

self.onmessage = async ({ data }) => {
    if ("wasm" in data) return;  // the boot message (the page's compiled Pyodide and snapshot), taken by `first`
    const { id, task, text, game, level, view, memory } = data;
    try {
        if (task === "tournament") return await tournament(id, text);
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
