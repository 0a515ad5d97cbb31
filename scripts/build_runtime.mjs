// Build the parts of static/vendor/ that only Pyodide itself can make (called by scripts/build_assets.py):
//
//   node scripts/build_runtime.mjs <engine sources zip> <static/vendor>
//
// writes
//   pyodide/python_stdlib.zip    Pyodide's standard library as bytecode (.pyc made by Pyodide's own CPython 3.14)
//   pyodide/pyodide-lock.json    the package index of this distribution: Pyodide's, without packages (the npm
//                                package ships no wheels; a name in the index could only fail offline)
//   fudabako.zip                 the engine as bytecode
//   snapshot.bin                 a memory snapshot of this Pyodide with the engine and the app imported, gzipped
//                                (static/snapshots.js says why and how the page and the worker restore it)
// and a stamp for each in .stamps/ (the SHA-256 of what it was made from: it is remade only when that changes).
//
// The bytecode steps are in build_runtime.py (Python, run inside Pyodide).
import "../static/no-jspi.js";  // the snapshot's Python runs as the page's does: without JSPI (see there)
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

import { ENGINE_ZIP, SNAPSHOT_HEADER, snapshotHeader } from "../static/snapshots.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NPM_PYODIDE = path.join(ROOT, "node_modules", "pyodide");
const [engineSrc, vendor] = process.argv.slice(2);
if (!engineSrc || !vendor) {
    process.stderr.write("usage: node scripts/build_runtime.mjs <engine sources zip> <static/vendor>\n");
    process.exit(2);
}
const out = (rel) => path.join(vendor, rel);
const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
const log = (msg) => process.stdout.write(`build_runtime: ${msg}\n`);


const { loadPyodide, version } = await import(pathToFileURL(path.join(NPM_PYODIDE, "pyodide.mjs")).href);
const lock = JSON.parse(fs.readFileSync(path.join(NPM_PYODIDE, "pyodide-lock.json"), "utf8"));
const emptyLock = JSON.stringify({ info: lock.info, packages: {} });
const report = (r) => JSON.stringify(r.toJs({ dict_converter: Object.fromEntries }));
const quiet = { stdout: () => {}, stderr: (line) => process.stderr.write(line + "\n") };

// Each output is remade only when what it is made from changed (its stamp: the SHA-256 of its inputs).
const scripts = ["build_runtime.mjs", "build_runtime.py"].map((f) => fs.readFileSync(path.join(ROOT, "scripts", f)));
const npmStdlib = fs.readFileSync(path.join(NPM_PYODIDE, "python_stdlib.zip"));
const engineSource = fs.readFileSync(engineSrc);
const stdlibStamp = sha256(Buffer.concat([...scripts, npmStdlib, Buffer.from(version)]));
const stampOf = (file) => out(`.stamps/${file.replaceAll("/", "_")}`);
const stamped = (file, stamp) => fs.existsSync(out(file)) && readOr(stampOf(file)) === stamp;
const stamp = (file, value) => fs.writeFileSync(stampOf(file), value);

fs.mkdirSync(out("pyodide"), { recursive: true });
fs.mkdirSync(out(".stamps"), { recursive: true });
if (readOr(out("pyodide/pyodide-lock.json")) !== emptyLock + "\n") {
    fs.writeFileSync(out("pyodide/pyodide-lock.json"), emptyLock + "\n");
}

let python;  // one plain Pyodide for the bytecode steps, booted on first need
async function compiler() {
    if (!python) {
        python = await loadPyodide({ indexURL: NPM_PYODIDE + "/", ...quiet });
        loadBuildModule(python);
    }
    return python.pyimport("build_runtime");
}

// 1. Bytecode.
if (!stamped("pyodide/python_stdlib.zip", stdlibStamp)) {
    const t0 = Date.now();
    const build = await compiler();
    python.FS.writeFile("/build/in.zip", npmStdlib);
    const r = build.compile_zip("/build/in.zip", "/build/out.zip", `/lib/python${pyTag(python)}.zip/`);
    fs.writeFileSync(out("pyodide/python_stdlib.zip"), python.FS.readFile("/build/out.zip"));
    stamp("pyodide/python_stdlib.zip", stdlibStamp);
    log(`stdlib ${report(r)} in ${seconds(t0)}`);
}
const stdlib = fs.readFileSync(out("pyodide/python_stdlib.zip"));
const engineStamp = sha256(Buffer.concat([...scripts, engineSource, stdlib]));
if (!stamped("fudabako.zip", engineStamp)) {
    const t0 = Date.now();
    const build = await compiler();
    python.FS.writeFile("/build/in.zip", engineSource);
    const r = build.compile_zip("/build/in.zip", "/build/out.zip", "");
    fs.writeFileSync(out("fudabako.zip"), python.FS.readFile("/build/out.zip"));
    stamp("fudabako.zip", engineStamp);
    log(`engine ${report(r)} in ${seconds(t0)}`);
}

// 3. The memory snapshot: the vendored Pyodide started on the bytecode above, the engine zip first on sys.path as
//    the page puts it, and everything a page or the computer's worker runs imported: the app (its `js.document` a
//    stand-in here, the page's own once restored: Pyodide keeps it as a path from the globals), every game's view
//    and computer players. Nothing of a game is in it: no game has been played. Made under Node, restored in the
//    browser: the engine reads the clock and its randomness from the page as it needs them, and the page reseeds
//    `random` (RESEED).
/** What the snapshot's Python imports (in a scope of its own, so that `__main__` stays as Python starts it). */
const IMPORT_APP = `
import gc, sys
sys.path.insert(0, "ENGINE_ZIP")
import json
import html  # pyscript.display's: PyScript's package is imported at every start (it needs the page: not in here)
import fudabako.ui.app
from fudabako.ai import levels_for
from fudabako.core import get_game
from fudabako.games import SHELF
from fudabako.ui.setup_fields import view_of
for game in SHELF:
    levels_for(game)
    view_of(get_game(game))
gc.collect()
modules = len(sys.modules)
`;

const engine = fs.readFileSync(out("fudabako.zip"));
const snapshotStamp = sha256(Buffer.concat([...scripts, stdlib, engine]));
if (!stamped("snapshot.bin", snapshotStamp)) {
    const t0 = Date.now();
    const made = await loadPyodide({
        indexURL: out("pyodide") + "/", _makeSnapshot: true, jsglobals: { document: {} }, ...quiet,
    });
    made.FS.writeFile(ENGINE_ZIP, engine);
    const scope = made.toPy({});
    made.runPython(IMPORT_APP.replace("ENGINE_ZIP", ENGINE_ZIP), { globals: scope });
    const modules = scope.get("modules");
    scope.destroy();
    const header = snapshotHeader(sha256(engine).slice(0, 24));
    const snapshot = made.makeMemorySnapshot();
    fs.writeFileSync(out("snapshot.bin"), zlib.gzipSync(Buffer.concat([header, snapshot]), { level: 9 }));
    stamp("snapshot.bin", snapshotStamp);
    log(`snapshot {"modules":${modules},"bytes":${SNAPSHOT_HEADER + snapshot.length},`
        + `"gzipped":${fs.statSync(out("snapshot.bin")).size}} in ${seconds(t0)}`);
}

function loadBuildModule(instance) {
    instance.FS.mkdirTree("/build");
    instance.FS.writeFile("/build/build_runtime.py", scripts[1]);
    instance.runPython("import sys; sys.path.insert(0, '/build')");
}

function readOr(file, fallback = null) {
    try { return fs.readFileSync(file, "utf8"); } catch { return fallback; }
}

function seconds(t0) { return `${((Date.now() - t0) / 1000).toFixed(1)} s`; }

function pyTag(instance) {
    return instance.runPython("import sys; f'{sys.version_info[0]}{sys.version_info[1]}'");
}
