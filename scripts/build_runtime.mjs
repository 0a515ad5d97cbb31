// Build the parts of static/vendor/ that only Pyodide itself can make (called by scripts/build_assets.py):
//
//   node scripts/build_runtime.mjs <engine sources zip> <static/vendor>
//
// writes
//   pyodide/python_stdlib.zip    Pyodide's standard library as bytecode (.pyc made by Pyodide's own CPython 3.14)
//   pyodide/pyodide-lock.json    the package index of this distribution: Pyodide's, without packages (the npm
//                                package ships no wheels; a name in the index could only fail offline)
//   fudabako.zip                 the engine as bytecode
// and a stamp for each in .stamps/ (the SHA-256 of what it was made from: it is remade only when that changes).
//
// The bytecode steps are in build_runtime.py (Python, run inside Pyodide).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

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
