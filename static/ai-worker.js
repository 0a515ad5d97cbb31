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

   Booting. The page makes this worker before its own Python starts, and sends it the Pyodide WebAssembly module
   it compiles (static/wasm-share.js), so that the worker only instantiates it, and boots once the setup shows,
   ready before the first question. It restores the build's memory snapshot (static/snapshots.js): a Python with
   the engine and every computer player imported, handed the bytes the page restored its own Python from (the
   first worker of a page only). Otherwise (a slow connection's first visit, a snapshot that does not match, a
   page's later worker) it starts Python and imports the engine, from the build's bytecode: Python starts from the
   vendored stdlib without compiling it, and the engine is imported from its zip, put first on sys.path, with
   nothing compiled or unpacked. Nothing a worker is asked goes into any snapshot: the device never makes one. */
import "./no-jspi.js";  // before Pyodide starts: see there
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { ENGINE_FIRST, ENGINE_ZIP, RESEED, fetchEngine, snapshotFor } from "./snapshots.js";

/* Boot stages as performance marks in the worker (`make bench` prints them), and the ms of each from the
   worker's start. */
const mark = (stage) => performance.mark(`fudabako:worker:${stage}`);
const stages = () => Object.fromEntries(performance.getEntriesByType("mark")
    .filter((m) => m.name.startsWith("fudabako:worker:")).map((m) => [m.name.slice(16), Math.round(m.startTime)]));

/** Python: restored from the snapshot the page handed over (the file's bytes), else started here. */
async function startPython(engine, handed) {
    const snapshot = await snapshotFor(handed instanceof Uint8Array ? handed : null, engine);
    if (snapshot) {
        try {
            const pyodide = await loadPyodide({ _loadSnapshot: snapshot });
            pyodide.runPython(RESEED);
            return { pyodide, started: "restored" };
        } catch (error) {
            console.warn("fudabako: the snapshot did not restore in the worker; starting Python:", error);
        }
    }
    return { pyodide: await loadPyodide(), started: "started" };
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
    const { wasm, snapshot } = await first;
    mark("asked");  // the page said boot: its setup shows (static/wasm-share.js)
    await useCompiledPyodide(wasm);
    const engine = await fetchEngine();  // first: the snapshot is checked against it (~1 MB, from the cache)
    mark("engine");
    const { pyodide, started } = await startPython(engine, snapshot);
    mark("python");
    pyodide.FS.writeFile(ENGINE_ZIP, engine);  // a restored Python has the engine imported, but not its file
    pyodide.runPython(ENGINE_FIRST);
    const booted = { pyodide, choose: pyodide.pyimport("fudabako.ai").choose, loads: pyodide.pyimport("json").loads };
    mark("ready");
    // How it booted and its stages (ms from the worker's start), for the benchmark and the tests.
    self.fudabakoBoot = { started, sharedWasm, stages: stages() };
    return booted;
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
