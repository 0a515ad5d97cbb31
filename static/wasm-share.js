/* The page compiles Pyodide's WebAssembly (pyodide.asm.wasm, 9.6 MB) once, and the computer's worker reuses it;
   the worker starts as soon as that module is compiled.

   PyScript boots Pyodide, which compiles the wasm with WebAssembly.instantiateStreaming; the compiled module is
   kept here as it goes by. The computer's worker (static/ai-worker.js) boots another Pyodide: it is sent that
   module first, and instantiates it instead of compiling its own (on a first visit, a few hundred ms of
   compiling saved on cores the page's first table needs too).

   It starts then, while the page's own Python starts, rather than when Python draws a setup screen: on a first
   visit its boot (1.5 s or more) is then over by the time a player has started a game and moved, and the first
   computer move waits only for its thought. A page opened on a solo game (its shelf card says `data-solo`)
   starts none. `startComputer()` hands that worker to the first caller (py/fudabako/ui/computer.py) and starts
   a new one for any later caller, or where none started early: a browser without instantiateStreaming
   compiles its own Pyodide in it.

   This module must be evaluated before PyScript's: boot.js imports it first. */

let pyodideModule = null;
let early = null;  // the worker started with the module, until startComputer() takes it
let earlyFailed = false;  // it failed to load before anyone listened (a new one is started instead)

function spawn() {
    // named "wasm", the worker waits for the module before it boots (a name, not a query: the URL is precached)
    const worker = new Worker(new URL("./ai-worker.js", import.meta.url),
                              { type: "module", name: pyodideModule ? "wasm" : "" });
    if (pyodideModule) worker.postMessage({ wasm: pyodideModule });
    return worker;
}

/** Whether this page may ask the computer soon: any page but a solo game's. */
function mayPlayTheComputer() {
    const game = new URLSearchParams(location.search).get("game");
    return !game || !document.querySelector(`#shelf .game-card[data-game="${CSS.escape(game)}"][data-solo]`);
}

const instantiateStreaming = WebAssembly.instantiateStreaming;
if (instantiateStreaming) {
    WebAssembly.instantiateStreaming = async function (source, imports) {
        const result = await instantiateStreaming.call(WebAssembly, source, imports);
        const response = await source;
        if (!pyodideModule && new URL(response.url).pathname.endsWith("/pyodide.asm.wasm")) {
            pyodideModule = result.module;
            if (mayPlayTheComputer()) {
                early = spawn();
                early.addEventListener("error", () => { earlyFailed = true; }, { once: true });
            }
        }
        return result;
    };
}

/** The computer's worker: the one started early if it is still unclaimed and alive, else a new one. */
globalThis.startComputer = function () {
    const worker = early && !earlyFailed ? early : spawn();
    if (early && earlyFailed) early.terminate();
    early = null;
    return worker;
};
