/* PyScript (0.7.31) opens two IndexedDB databases through its IDBMap class at boot, whatever the configuration:
   "IDBMap/@pyscript.fs" (pyscript.fs's folder handles) as soon as its core chunk is evaluated, and
   "IDBMap/<Pyodide's folder>@<version>" (its cache of package lock files), which it awaits before starting Pyodide
   (packages_cache = "never" still opens and awaits it). Where the browser refuses IndexedDB (a cross-site iframe
   with third-party storage blocked, a page opened from a file that embeds the game) the first threw two uncaught
   errors and the second never settled: the page stayed on "Python を準備しています…" for good.

   We use neither (no packages, no pyscript.fs), so when one of IDBMap's databases cannot be opened PyScript gets
   an empty one kept in memory for the page's life instead. Other databases and working storage are untouched.
   This module must be evaluated before PyScript's: boot.js imports it first. */

/** A database of one object store in memory, answering the requests IDBMap makes as IndexedDB would. */
function memoryDatabase() {
    const entries = new Map();
    const answer = (result) => {
        const request = {};  // IDBMap sets onsuccess right after the call returns
        queueMicrotask(() => request.onsuccess({ target: { result } }));
        return request;
    };
    const store = {
        count: () => answer(entries.size),
        clear: () => answer(entries.clear()),
        delete: (key) => answer(void entries.delete(key)),
        get: (key) => answer(entries.get(key)),
        getKey: (key) => answer(entries.has(key) ? key : undefined),
        getAllKeys: () => answer([...entries.keys()]),
        put: (value, key) => answer(entries.set(key, value) && key),
    };
    return { objectStoreNames: { length: 1 }, transaction: () => ({ objectStore: () => store }), close() {} };
}

let factory = null;
try {
    factory = globalThis.indexedDB;  // some browsers throw here (SecurityError), others at open(), others later
} catch { /* as absent */ }
if (!factory) {
    factory = { open() { throw new DOMException("IndexedDB is not available here", "SecurityError"); } };
    Object.defineProperty(globalThis, "indexedDB", { value: factory, configurable: true });
}
const open = factory.open.bind(factory);

factory.open = function (name, ...rest) {
    if (!String(name).startsWith("IDBMap/")) return open(name, ...rest);
    let request;
    try {
        request = open(name, ...rest);
    } catch {  // refused at once rather than with an error event
        request = {};
        queueMicrotask(() => request.onsuccess({ target: { result: memoryDatabase() } }));
        return request;
    }
    // Registered before IDBMap sets its onerror, so it runs first: IDBMap's handler would re-dispatch the event
    // (an uncaught error) and leave its promise rejected.
    request.addEventListener("error", (event) => {
        event.preventDefault();
        event.stopImmediatePropagation();
        request.onsuccess({ target: { result: memoryDatabase() } });
    });
    return request;
};
