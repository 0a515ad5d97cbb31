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

   Booting. The page starts this worker while its setup screen is open, so that it is ready before the first
   question. Both its zips are bytecode made by the build (scripts/build_runtime.mjs): Python starts from the
   vendored stdlib without compiling it, and the engine is imported from its zip, put first on sys.path, with
   nothing compiled or unpacked. */
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const ENGINE_ZIP = "/home/pyodide/fudabako.zip";

/* Boot stages as performance marks in the worker (`make bench` prints them). */
const mark = (stage) => performance.mark(`fudabako:worker:${stage}`);

async function boot() {
    const [pyodide, engine] = await Promise.all([
        loadPyodide().then((py) => { mark("python"); return py; }),
        fetch(new URL("./vendor/fudabako.zip", import.meta.url)).then(async (r) => {
            if (!r.ok) throw new Error(`fudabako.zip: HTTP ${r.status}`);
            const zip = new Uint8Array(await r.arrayBuffer());
            mark("engine");
            return zip;
        }),
    ]);
    pyodide.FS.writeFile(ENGINE_ZIP, engine);
    pyodide.runPython(`import sys; sys.path.insert(0, "${ENGINE_ZIP}")`);
    const booted = { pyodide, choose: pyodide.pyimport("fudabako.ai").choose, loads: pyodide.pyimport("json").loads };
    mark("ready");
    // Its stages (ms from the worker's start), for the benchmark.
    self.fudabakoBoot = { stages: Object.fromEntries(performance.getEntriesByType("mark")
        .filter((m) => m.name.startsWith("fudabako:worker:")).map((m) => [m.name.slice(16), Math.round(m.startTime)])) };
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

self.onmessage = async ({ data: { id, task, text, game, level, view, memory } }) => {
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
