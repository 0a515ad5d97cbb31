/* The page compiles Pyodide's WebAssembly (pyodide.asm.wasm, 9.6 MB) once, and the computer's worker reuses it.

   PyScript boots Pyodide, which compiles the wasm with WebAssembly.instantiateStreaming; the compiled module is
   kept here as it goes by. The computer's worker (static/ai-worker.js) boots another Pyodide: it is sent that
   module, and instantiates it instead of compiling its own (on a first visit, a few hundred ms of compiling
   saved on cores the page's first table needs too).

   The worker is made as this module is evaluated, before PyScript starts, and boots once the page is ready
   (`fudabako:ready`: the setup shows), not beside the page's last stretch, where it held the page back (in
   three runs of 10-12 alternated warm loads, waiting for the page made BlackPoker playable at 905, 1,342 and
   1,358 against 1,433, 1,418 and 1,463 ms, ヨミ at 1,028, 1,122 and 1,360 against 1,176, 1,170 and 1,451 ms).
   Its boot, a snapshot's restore, is over long before a player has chosen the setup and moved, and the first
   computer move waits only for its thought. Why made so early: a new
   worker's thread is set up by tasks of the page's main thread, which the interpreter's start holds for
   seconds in one piece; a worker made when the module was compiled (1.3 s after navigation, cold) ran its
   first line only at 3.0–3.9 s. Why it boots no sooner: booting beside the interpreter's own start (on a
   2-core machine) made the game playable 0.65 s later on a first visit (median of 6 alternated loads, 5.5 s
   against 4.9 s) for a first computer move no player would see sooner. A page opened on a solo game (its
   shelf card says `data-solo`) makes none. `startComputer()` hands that worker to the first caller
   (py/fudabako/ui/computer.py), booting it if it is not yet, and makes a new one for any later caller; where the
   page compiled no module here (a browser without instantiateStreaming), the worker is told so and compiles
   its own.

   The first worker is also handed the snapshot the page's Python was restored from, if it was (static/
   pyodide-page.mjs restores it while that worker waits to boot): the worker restores the same bytes rather than
   downloading and inflating them again.

   This module must be evaluated before PyScript's: boot.js imports it first. */

let pyodideModule = null;
let early = null;  // the worker made at once, until startComputer() takes it
let earlyFailed = false;  // it failed to load before anyone listened (a new one is made instead)
let earlyBooting = false;  // it has been told to boot
let handed = null;  // the snapshot the page's Python was restored from, for the early worker (pyodide-page.mjs)

function spawn() {
    return new Worker(new URL("./ai-worker.js", import.meta.url), { type: "module" });
}

/** Lets a worker boot: sends it the page's compiled module (or null to compile its own) and, to the first worker
    only, the snapshot the page restored (its buffer moves to the worker). */
function boot(worker) {
    const snapshot = handed;
    handed = null;
    worker.postMessage({ wasm: pyodideModule, snapshot }, snapshot ? [snapshot.buffer] : []);
}

/** The snapshot file the page's Python was restored from (or null), kept for the worker made early while it waits
    to boot; dropped otherwise (31 MB). */
export function handSnapshot(file) {
    handed = early && !earlyBooting && !earlyFailed ? file : null;
}

/** Whether this page may ask the computer soon: any page but a solo game's. */
function mayPlayTheComputer() {
    const game = new URLSearchParams(location.search).get("game");
    return !game || !document.querySelector(`#shelf .game-card[data-game="${CSS.escape(game)}"][data-solo]`);
}

const instantiateStreaming = WebAssembly.instantiateStreaming;
if (instantiateStreaming) {
    if (mayPlayTheComputer()) {
        early = spawn();
        early.addEventListener("error", () => { earlyFailed = true; }, { once: true });
        const bootEarly = () => {
            if (early && !earlyBooting) {
                boot(early);
                earlyBooting = true;
            }
        };
        document.addEventListener("fudabako:ready", bootEarly, { once: true });
    }
    WebAssembly.instantiateStreaming = async function (source, imports) {
        const result = await instantiateStreaming.call(WebAssembly, source, imports);
        const response = await source;
        if (!pyodideModule && new URL(response.url).pathname.endsWith("/pyodide.asm.wasm")) {
            pyodideModule = result.module;
        }
        return result;
    };
}

/** The computer's worker: the one made early if it is still unclaimed and alive, else a new one; booting. */
globalThis.startComputer = function () {
    if (early && earlyFailed) early.terminate();
    const worker = early && !earlyFailed ? early : spawn();
    if (worker !== early || !earlyBooting) boot(worker);
    early = null;
    return worker;
};
