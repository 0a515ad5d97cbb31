#!/usr/bin/env python3
"""Build the generated run-time assets under static/vendor/ (stdlib only, plus Node for the Pyodide steps).

Called by scripts/build after the npm files have been copied. It writes:

* ``static/vendor/fudabako.zip`` - the engine package: every ``py/fudabako/**/*.py``, stored under
  ``fudabako/...``, as bytecode.  The sources are zipped here (``.stamps/engine-src.zip``), then
  ``scripts/build_runtime.mjs`` compiles them inside the vendored Pyodide, and also writes Pyodide's standard
  library as bytecode and its lock file (see there).  Deterministic: sorted entries, fixed timestamps and
  permissions, so the same sources give the same bytes (and the same precache version).  The page
  (``static/pyodide-page.mjs``) and the computer's worker import from it, first on ``sys.path``.  Beside the
  engine it holds PyScript's own Python package, ``pyscript/...``, which the pinned ``@pyscript/core`` writes into
  the page's Python as sources at every start and imports before our code (``PYSCRIPT_PACKAGE``): the page
  imports the bytecode instead, so no module is compiled at boot.  From PyScript's "Loaded Pyodide" to our code's
  start, medians of 10 alternated cold loads (session 28), without / with it: サイコロじゃんけん 246 / 177 ms,
  BlackPoker 285 / 203, ヨミ 263 / 208.
* ``static/vendor/icons/*.png`` - the app icons the manifest lists (192 and 512 px, and a maskable 512), drawn
  from ``static/icon.svg`` by ``scripts/build_icons.py``; redrawn only when the SVG or that script changes.
* ``static/vendor/setups/<game>.json`` - each game's setup fields in both languages, written by the engine's own
  ``fudabako.ui.setup_fields.first_paint`` (run here under CPython), for ``static/setup-paint.js``, which draws a game
  page's setup before Python is up.
* ``static/vendor/games.css`` - every game's table styles (``static/games/<id>.css``, one file per game so a
  game's look lives beside its view) in one file, so a page loads one stylesheet for them.
* ``static/vendor/precache.json`` - ``{"version": ..., "files": [...]}`` for the service worker:
  every file a page visit needs offline, as URL paths relative to the site root (no leading
  slash, so the site also works under a sub-path such as GitHub Pages), and a version that is a
  SHA-256 prefix over those paths and their contents.  Of PyScript's files, only those the page loads: the
  ones index.html preloads (tests/e2e/test_shelf.py checks that these are every PyScript file a boot
  fetches; the rest, its editor, terminal and zip reader, are never used here).

Files are only rewritten when their content changes, so a no-op build leaves mtimes alone.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import build_icons

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIR = ROOT / "py" / "fudabako"
STATIC = ROOT / "static"
VENDOR = STATIC / "vendor"
ZIP_PATH = VENDOR / "fudabako.zip"
ZIP_SOURCES = VENDOR / ".stamps" / "engine-src.zip"
# PyScript's Python package, as the npm package's build made it: a JS module whose default export is a JSON tree of
# folders and sources, the very text its bundle carries (tests/e2e/test_shelf.py checks that)
PYSCRIPT_PACKAGE = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
PYSCRIPT = "static/vendor/pyscript/"
GAME_STYLES = STATIC / "games"
GAMES_CSS_PATH = VENDOR / "games.css"
PRECACHE_PATH = VENDOR / "precache.json"
ICON_SVG = STATIC / "icon.svg"
ICONS_DIR = VENDOR / "icons"
ICONS_STAMP = VENDOR / ".stamps" / "icons"
SETUPS_DIR = VENDOR / "setups"

# Suffixes of package files shipped in the zip (add ".json" etc. here if a game ever needs data files).
PACKAGE_SUFFIXES = (".py",)
# Root-level files a page visit needs, included when present.
ROOT_FILES = (
    "index.html",
    "pyscript.toml",
    "sw.js",
    "manifest.json",
    "manifest.webmanifest",
    "site.webmanifest",
)
# Sub-trees of static/ that are not needed at run time (test-only tools).
STATIC_EXCLUDE = ("vendor/axe", "bench", "games")  # test-only files, and the sources of games.css
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return True


def _skipped(rel_parts: tuple[str, ...]) -> bool:
    return any(p.startswith(".") or p == "__pycache__" for p in rel_parts)


def pyscript_package() -> dict[str, bytes]:
    """PyScript's Python package as {name in the zip ("pyscript/..."): source}, from PYSCRIPT_PACKAGE."""
    text = PYSCRIPT_PACKAGE.read_text(encoding="utf-8")
    tree = json.loads(text[text.index("export default") + len("export default"):].strip().removesuffix(";"))
    files = {}

    def walk(prefix: str, node: dict) -> None:
        for name, value in node.items():
            if isinstance(value, str):
                files[prefix + name] = value.encode()
            else:
                walk(prefix + name + "/", value)

    walk("", tree)
    return files


def build_zip() -> bytes:
    if not PACKAGE_DIR.is_dir():
        raise SystemExit(f"build_assets: {PACKAGE_DIR} not found")
    files = {
        p.relative_to(PACKAGE_DIR.parent).as_posix(): p.read_bytes()  # "fudabako/..."
        for p in PACKAGE_DIR.rglob("*")
        if p.is_file()
        and p.suffix in PACKAGE_SUFFIXES
        and not _skipped(p.relative_to(PACKAGE_DIR).parts)
    } | pyscript_package()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for arcname in sorted(files):
            info = zipfile.ZipInfo(arcname, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # unix, whatever the build host
            zf.writestr(info, files[arcname])
    return buf.getvalue()


def build_games_css() -> bytes:
    styles = sorted(GAME_STYLES.glob("*.css"))
    return "".join(f"/* {p.name} */\n{p.read_text(encoding='utf-8')}\n" for p in styles).encode()


def pyscript_files_used() -> set[str]:
    """The PyScript files index.html preloads (as paths from the site root)."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    hrefs = re.findall(r'<link rel="(?:module)?preload" href="\./([^"]+)"', html)
    return {h for h in hrefs if h.startswith(PYSCRIPT)}


def precache_files() -> list[str]:
    found: set[str] = set()
    pyscript = pyscript_files_used()
    for name in ROOT_FILES:
        if (ROOT / name).is_file():
            found.add(name)
    if STATIC.is_dir():
        for path in STATIC.rglob("*"):
            if not path.is_file():
                continue
            rel = path.relative_to(STATIC)
            rel_posix = rel.as_posix()
            if _skipped(rel.parts) or path.suffix in (".map", ".tmp"):
                continue
            if any(rel_posix == ex or rel_posix.startswith(ex + "/") for ex in STATIC_EXCLUDE):
                continue
            if path == PRECACHE_PATH:  # the service worker fetches this itself, fresh
                continue
            if ("static/" + rel_posix).startswith(PYSCRIPT) and "static/" + rel_posix not in pyscript:
                continue
            found.add("static/" + rel_posix)
    return sorted(found)


def build_setups() -> bool:
    """static/vendor/setups/<game>.json for every game on the shelf (see the module's docstring)."""
    sys.path.insert(0, str(ROOT / "py"))
    from fudabako.core import all_games
    from fudabako.ui.setup_fields import first_paint

    SETUPS_DIR.mkdir(exist_ok=True)
    changed = False
    for game in all_games():
        text = json.dumps(first_paint(game), ensure_ascii=False, sort_keys=True) + "\n"
        changed |= _write_if_changed(SETUPS_DIR / f"{game.id}.json", text.encode())
    return changed


def build_app_icons() -> bool:
    """Draw the PNG icons unless the stamp (a hash of the SVG and the drawing script) says they are current."""
    want = hashlib.sha256(ICON_SVG.read_bytes() + Path(build_icons.__file__).read_bytes()).hexdigest()
    current = ICONS_STAMP.exists() and ICONS_STAMP.read_text() == want
    if current and all((ICONS_DIR / name).is_file() for name in build_icons.ICONS):
        return False
    ICONS_DIR.mkdir(exist_ok=True)
    changed = False
    for name, data in build_icons.build(ICON_SVG).items():
        changed |= _write_if_changed(ICONS_DIR / name, data)
    ICONS_STAMP.write_text(want)
    return changed


def build_runtime() -> None:
    """The engine's bytecode, Pyodide's stdlib as bytecode and its lock file (scripts/build_runtime.mjs, under
    Node; it skips what is up to date)."""
    subprocess.run(["node", str(ROOT / "scripts" / "build_runtime.mjs"), str(ZIP_SOURCES), str(VENDOR)], check=True)


def main() -> int:
    VENDOR.mkdir(parents=True, exist_ok=True)
    ZIP_SOURCES.parent.mkdir(exist_ok=True)
    _write_if_changed(ZIP_SOURCES, build_zip())
    before = ZIP_PATH.read_bytes() if ZIP_PATH.exists() else b""
    build_runtime()
    changed = ZIP_PATH.read_bytes() != before
    changed |= _write_if_changed(GAMES_CSS_PATH, build_games_css())
    changed |= build_app_icons()
    changed |= build_setups()
    files = precache_files()
    digest = hashlib.sha256()
    for rel in files:
        data = (ROOT / rel).read_bytes()
        digest.update(rel.encode() + b"\0" + str(len(data)).encode() + b"\0")
        digest.update(data)
    manifest = {"version": digest.hexdigest()[:16], "files": files}
    text = json.dumps(manifest, indent=1, ensure_ascii=False) + "\n"
    changed |= _write_if_changed(PRECACHE_PATH, text.encode())
    size = sum((ROOT / f).stat().st_size for f in files)
    print(
        f"build_assets: {len(files)} precached files, {size / 1e6:.1f} MB, "
        f"version {manifest['version']}{'' if changed else ' (unchanged)'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
