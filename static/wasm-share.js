/* The page compiles Pyodide's WebAssembly (pyodide.asm.wasm, 9.6 MB) once, and the computer's worker reuses it.

   PyScript boots Pyodide, which compiles the wasm with WebAssembly.instantiateStreaming; the compiled module is
   kept here as it goes by. The computer's worker (static/ai-worker.js) boots another Pyodide: started with
   `startComputer()`, it is sent that module first, and instantiates it instead of compiling its own. On a first
   visit (nothing in the browser's code cache) that saves the worker a few hundred ms of compiling, on cores the
   page's first table needs too. A browser without instantiateStreaming, or a page where Pyodide has not yet
   compiled, starts the worker as before: it compiles its own.

   This module must be evaluated before PyScript's: boot.js imports it first. */

let pyodideModule = null;

const instantiateStreaming = WebAssembly.instantiateStreaming;
if (instantiateStreaming) {
    WebAssembly.instantiateStreaming = async function (source, imports) {
        const result = await instantiateStreaming.call(WebAssembly, source, imports);
        const response = await source;
        if (!pyodideModule && new URL(response.url).pathname.endsWith("/pyodide.asm.wasm")) pyodideModule = result.module;
        return result;
    };
}

/** The computer's worker, told first of the page's compiled Pyodide when there is one. */
globalThis.startComputer = function () {
    // named "wasm", the worker waits for the module before it boots (a name, not a query: the URL is precached)
    const worker = new Worker(new URL("./ai-worker.js", import.meta.url),
                              { type: "module", name: pyodideModule ? "wasm" : "" });
    if (pyodideModule) worker.postMessage({ wasm: pyodideModule });
    return worker;
};
