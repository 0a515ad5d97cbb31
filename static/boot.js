/* Boot-time glue that must work before Python is up: starting PyScript (under the page's Content-Security-Policy,
   and where storage is blocked), the loading bar, the language switch and the service worker with its updates.
   Everything else is Python (py/fudabako/ui/app.py), which announces itself with `fudabako:ready`. */

import "./no-jspi.js";  // before Pyodide starts: see there
import "./idb-fallback.js";  // evaluated before PyScript's modules: see there
import "./wasm-share.js";  // the same
import { hooks } from "./vendor/pyscript/core.js";

/* PyScript's one default hook is for its own workers (pyscript.fs there), yet it compiles the worker hooks with
   Function() each time a script starts, main thread included: that needs 'unsafe-eval', which the page's policy
   does not grant. We start no PyScript worker (the AI worker is a plain one), so the hook has nothing to do. */
hooks.worker.onBeforeRunAsync.clear();

const root = document.documentElement;
const bar = document.getElementById("boot-progress");

/* PyScript reports its stages as `py:progress` events; compiling the interpreter is the long one, so the bar
   creeps forward meanwhile rather than sitting still. */
const STAGES = { "Loading interpreter": 10, "Loaded interpreter": 80, "Loaded Pyodide": 95 };
let creep = 0;
addEventListener("py:progress", ({ detail }) => {
    if (!(detail in STAGES)) return;
    bar.value = Math.max(bar.value, STAGES[detail]);
    clearInterval(creep);
    if (detail === "Loading interpreter") creep = setInterval(() => { bar.value = Math.min(bar.value + 2, 76); }, 100);
});

/* The language lives in <html lang> and localStorage; the static page shows the matching spans through CSS,
   and Python redraws its own text on `fudabako:lang`. */
document.getElementById("lang").addEventListener("click", () => {
    root.lang = root.lang === "ja" ? "en" : "ja";
    try { localStorage.setItem("fudabako:lang", root.lang); } catch { /* storage blocked: this page only */ }
    document.dispatchEvent(new Event("fudabako:lang"));
});

if ("serviceWorker" in navigator && location.protocol.startsWith("http")) reloadIntoNewerBuilds();

document.addEventListener("fudabako:ready", async () => {
    clearInterval(creep);
    bar.value = 100;
    document.getElementById("boot").hidden = true;
    await registerServiceWorker();
}, { once: true });

/* The worker's URL carries the precache version, so a new build installs a new worker (sw.js itself does not
   change between builds). Offline, keep the worker that is already there. Only http(s): no SW on file://. */
async function registerServiceWorker() {
    if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http") || !navigator.onLine) return;
    let version;
    try {
        const response = await fetch("static/vendor/precache.json", { cache: "no-cache" });
        version = response.ok && (await response.json()).version;
    } catch { return; /* no network after all: keep the current worker */ }
    if (!version) return;
    try {
        await navigator.serviceWorker.register(`sw.js?v=${encodeURIComponent(version)}`);
    } catch (error) {
        console.warn("Fudabako: no offline support,", error); /* e.g. storage or service workers blocked here */
        return;
    }
    await navigator.serviceWorker.ready;
    document.body.dataset.offline = "1";
}

/* A new build's worker takes over at once, yet serves this page, and any worker it starts, the build the page
   booted with (see sw.js). The page moves to a newer build by reloading, when one is in charge and the page is on
   the shelf, where nothing in play can be lost. */
function reloadIntoNewerBuilds() {
    const workers = navigator.serviceWorker;
    const inCharge = () => workers.controller && new URL(workers.controller.scriptURL).searchParams.get("v");
    let build = inCharge();  // null on a first visit: its files came from the network, the build then installed
    const reloadIfBehind = () => {
        if (build && inCharge() !== build && root.dataset.route !== "game") location.reload();
    };
    workers.addEventListener("controllerchange", () => {
        build ??= inCharge();
        reloadIfBehind();
    });
    new MutationObserver(reloadIfBehind).observe(root, { attributeFilter: ["data-route"] });
}
