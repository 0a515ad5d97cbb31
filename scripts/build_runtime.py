"""Build steps that must run inside the vendored Pyodide (driven by scripts/build_runtime.mjs under Node).

Bytecode is specific to the interpreter that reads it: Pyodide is CPython 3.14 compiled to WebAssembly, so its
`.pyc` files are made here, by its own `compile()` and `marshal`, never by the build machine's Python.

* `compile_zip(src, dst, prefix)` rewrites a zip of Python sources as bytecode: each `name.py` becomes
  `name.pyc`, in the same place. Python's `zipimport` takes such a module without its source (the stdlib zip;
  the page and the AI worker import the engine's zip the same way), so the sources are left out: half the
  entries to download. The price: a traceback names the file and line but cannot show the line's text.
  Every `.pyc` is an *unchecked* hash-based one (PEP 552), though without a source nothing is checked anyway.
  Output is deterministic (sorted entries, fixed dates): the same input gives the same bytes.

Stdlib only; no game code is run here.
"""

from __future__ import annotations

import importlib.util
import io
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def _entry(name: str, mode: int = 0o644) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3  # unix
    info.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else mode << 16
    return info


def _pyc(source: bytes, filename: str) -> bytes:
    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def compile_zip(src: str, dst: str, prefix: str) -> dict:
    """Write `dst`: the entries of `src` with each `.py` compiled (see the module's docstring). `prefix` goes
    before an entry's name in its code's file name (tracebacks). Returns counts for the log."""
    if sys.platform != "emscripten":
        raise SystemExit("build_runtime.py runs inside Pyodide (scripts/build_runtime.mjs), not under CPython")
    out: dict[str, bytes] = {}
    compiled = kept = 0
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            name, data = info.filename, zin.read(info)
            if not name.endswith(".py"):
                out[name] = data
                continue
            try:
                pyc = _pyc(data, prefix + name)
            except SyntaxError:  # not a module of this Python (e.g. a test's bad example): leave it as it was
                out[name] = data
                kept += 1
                continue
            compiled += 1
            out[name + "c"] = pyc
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for name in sorted(out):
            zout.writestr(_entry(name), out[name])
    with open(dst, "wb") as f:
        f.write(buf.getvalue())
    return {"compiled": compiled, "sources_kept": kept, "entries": len(out), "bytes": len(buf.getvalue())}
