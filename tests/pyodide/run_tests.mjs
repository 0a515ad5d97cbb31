// Run the engine tests inside real Pyodide under Node, using the VENDORED Pyodide (what we ship).
//
//   node tests/pyodide/run_tests.mjs [TEST_PATH ...] [-- EXTRA_PYTEST_ARGS ...]
//
// TEST_PATH defaults to tests/unit; a relative path is taken from the repo root, an absolute one
// anywhere (paths outside the repo are mounted separately). Needs `scripts/build` (static/vendor)
// and the pure-Python wheels of pytest and its dependencies in .cache/pyodide-wheels/
// (scripts/test downloads them). Tests marked `cpython_only` or `statistics` are deselected. Exit code = pytest's.
// The random-play fuzz runs PYODIDE_FUZZ_GAMES games per game here (default 100): CPython runs the full
// FUZZ_GAMES sample with the same code and seeds, first ones first; this run checks that the engine behaves the
// same in Pyodide. (At 200 it was a fifth of CI's CPU on a 2-core machine, for the same games CPython checks.)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const pyodideModule = path.join(repoRoot, "static", "vendor", "pyodide", "pyodide.mjs");
const wheelDir = path.join(repoRoot, ".cache", "pyodide-wheels");

const die = (msg, code = 2) => {
    process.stderr.write(`run_tests.mjs: ${msg}\n`);
    process.exit(code);
};

const argv = process.argv.slice(2);
const sep = argv.indexOf("--");
const testArgs = sep === -1 ? argv : argv.slice(0, sep);
const extraArgs = sep === -1 ? [] : argv.slice(sep + 1);
for (const a of testArgs) if (a.startsWith("-")) die(`put pytest options after "--": ${a}`);
const testPaths = testArgs.length ? testArgs : ["tests/unit"];

if (!fs.existsSync(pyodideModule)) die(`${pyodideModule} is missing: run scripts/build`);
const wheels = fs.existsSync(wheelDir)
    ? fs.readdirSync(wheelDir).filter((f) => f.endsWith(".whl")).sort().map((f) => path.join(wheelDir, f))
    : [];
if (!wheels.some((w) => path.basename(w).startsWith("pytest-")))
    die(`no pytest wheel in ${wheelDir}: run scripts/test, or\n  pip download pytest==<pin> ` +
        `--python-version 3.14 --only-binary=:all: --platform any -d ${wheelDir}`);

const started = Date.now();
const { loadPyodide } = await import(pathToFileURL(pyodideModule).href);
const pyodide = await loadPyodide();
// Raw byte streams, so pytest's output looks as it does on a terminal.
pyodide.setStdout({ write: (buf) => { process.stdout.write(buf); return buf.length; } });
pyodide.setStderr({ write: (buf) => { process.stderr.write(buf); return buf.length; } });
await pyodide.loadPackage(wheels, { messageCallback: () => {}, errorCallback: (m) => process.stderr.write(m + "\n") });

const { FS } = pyodide;
FS.mkdirTree("/repo");
FS.mount(FS.filesystems.NODEFS, { root: repoRoot }, "/repo");

// Map each test path to a path inside the Pyodide file system.
let extMounts = 0;
const pyPaths = testPaths.map((p) => {
    const abs = path.resolve(repoRoot, p);
    if (!fs.existsSync(abs)) die(`test path not found: ${abs}`);
    const rel = path.relative(repoRoot, abs);
    if (!rel.startsWith("..") && !path.isAbsolute(rel)) return rel === "" ? "/repo" : `/repo/${rel.split(path.sep).join("/")}`;
    const isDir = fs.statSync(abs).isDirectory();
    const mountPoint = `/ext${extMounts++}`;
    FS.mkdirTree(mountPoint);
    FS.mount(FS.filesystems.NODEFS, { root: isDir ? abs : path.dirname(abs) }, mountPoint);
    return isDir ? mountPoint : `${mountPoint}/${path.basename(abs)}`;
});

const bootSeconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`[pyodide] Python ${pyodide.runPython("import sys; sys.version.split()[0]")} ` +
    `(Pyodide ${pyodide.version}) ready in ${bootSeconds}s; running pytest on ${testPaths.join(" ")}\n`);

// Test paths outside the repo still get the repo's pytest.ini (markers).
const iniArgs = extMounts && fs.existsSync(path.join(repoRoot, "pytest.ini")) ? ["-c", "/repo/pytest.ini"] : [];
const args = ["-q", "-p", "no:cacheprovider", ...iniArgs, ...pyPaths, "-m", "not cpython_only and not statistics", ...extraArgs];
pyodide.globals.set("pytest_args", pyodide.toPy(args));
pyodide.globals.set("fuzz_games", process.env.PYODIDE_FUZZ_GAMES || "100");
let code;
try {
    code = pyodide.runPython(`
import os, sys
sys.dont_write_bytecode = True        # keep cpython-314 .pyc files out of the mounted repo
os.environ["PYTHONDONTWRITEBYTECODE"] = "1"
os.environ["FUZZ_GAMES"] = fuzz_games
# BlackPoker's own fuzz plays FUZZ_GAMES // 4 games in each of 11 regulations under CPython (1,100 in CI); here
# a fifteenth of the other games' sample per regulation, each game ~5x slower than CPython.
os.environ.setdefault("BP_FUZZ_GAMES", str(int(fuzz_games) // 15))
os.environ.setdefault("BP_FUZZ_CHECKED", "1")
sys.path.insert(0, "/repo/py")
os.chdir("/repo")
import pytest
int(pytest.main(list(pytest_args)))
`);
} catch (err) {
    process.stderr.write(`run_tests.mjs: Python raised outside pytest:\n${err}\n`);
    code = 3;
}
process.stdout.write(`[pyodide] pytest exit code ${code}, ${((Date.now() - started) / 1000).toFixed(1)}s in all\n`);
process.exitCode = code;
