"""The memory snapshot the build ships (static/vendor/snapshot.bin, static/snapshots.js): made with the engine it is
shipped beside, and restored, with every game's rules and computer players already imported, into a Python whose
`random` draws afresh each time (the state it drew in the build is in everyone's copy)."""

import gzip
import hashlib
import json
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.cpython_only  # runs the vendored Pyodide under Node

ROOT = Path(__file__).resolve().parents[2]
VENDOR = ROOT / "static" / "vendor"
HEADER = 64  # bytes (static/snapshots.js: SNAPSHOT_HEADER)

# Restores the snapshot twice, as the page does (snapshotFor, then RESEED), and reports from each Python.
_RESTORE_TWICE = """
import "./static/no-jspi.js";
import fs from "node:fs";
import zlib from "node:zlib";
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";
import { ENGINE_ZIP, RESEED, snapshotFor } from "./static/snapshots.js";

const engine = new Uint8Array(fs.readFileSync("static/vendor/fudabako.zip"));
const file = new Uint8Array(zlib.gunzipSync(fs.readFileSync("static/vendor/snapshot.bin")));
const reports = [];
for (const _ of [1, 2]) {
    const snapshot = await snapshotFor(file, engine);
    const pyodide = await loadPyodide({ indexURL: "static/vendor/pyodide/", _loadSnapshot: snapshot,
                                        jsglobals: { document: {} }, stdout: () => {} });
    pyodide.runPython(RESEED);
    pyodide.FS.writeFile(ENGINE_ZIP, engine);
    reports.push(pyodide.runPython(`
import json, random, sys
from fudabako.ai import choose
from fudabako.core import get_game
imported = "fudabako.ui.app" in sys.modules and "fudabako.ai.yomi" in sys.modules
rules = get_game("dice-janken")
state = rules.new_state(7, {}, 2)
json.dumps({"random": random.getrandbits(64), "imported": imported,
            "plays": choose("dice-janken", "strong", state.view(0, log=False), seed=1) is not None})
`));
}
console.log(JSON.stringify(reports));
"""


def _snapshot_file() -> bytes:
    path = VENDOR / "snapshot.bin"
    if not path.is_file():
        pytest.fail("static/vendor/snapshot.bin is missing: run scripts/build")
    return gzip.decompress(path.read_bytes())


def test_the_snapshot_names_the_engine_it_is_shipped_with():
    """A snapshot of a stale engine would never restore beside this one: every visit would start Python."""
    engine_id = hashlib.sha256((VENDOR / "fudabako.zip").read_bytes()).hexdigest()[:24]
    header = _snapshot_file()[:HEADER]
    assert header == f"fudabako-snapshot {engine_id}".ljust(HEADER - 1).encode() + b"\n"


def test_a_restored_python_has_the_engine_imported_and_draws_fresh_randomness():
    done = subprocess.run(["node", "--input-type=module", "-e", _RESTORE_TWICE], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    first, second = (json.loads(report) for report in json.loads(done.stdout.strip().splitlines()[-1]))
    assert first["imported"] and second["imported"]
    assert first["plays"] and second["plays"]
    assert first["random"] != second["random"]
