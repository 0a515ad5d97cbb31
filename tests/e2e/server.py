"""A quiet static file server for the site, for browser tests and ``scripts/serve`` (stdlib only).

    from server import start_server          # tests/e2e is on sys.path in pytest's default import mode
    base_url, stop = start_server()          # http://127.0.0.1:<free port>/  serving the repo root
    ...
    stop()

MIME types are fixed here rather than taken from the host's /etc/mime.types: Pyodide needs
``application/wasm`` for the wasm (with a wrong type it hangs without an error) and module scripts
need a JavaScript type, whatever the machine has installed.

Run as a script to serve in the foreground: ``python3 tests/e2e/server.py [--port 8000] [--root DIR] [--gzip]``.
With ``--gzip`` text and wasm go out gzip-compressed to a browser that accepts it, as a real host serves them (the
README's "Serving compressed"): for Lighthouse's download-bound figures; the tests use plain files.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import threading
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".toml": "application/toml; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    "": "application/octet-stream",
}


COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".toml", ".svg"}


@functools.lru_cache(maxsize=64)
def _gzipped(path: str, mtime: float) -> bytes:
    with open(path, "rb") as f:
        return gzip.compress(f.read(), compresslevel=6)


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """SimpleHTTPRequestHandler with fixed MIME types, optional silence and optional gzip."""

    extensions_map = MIME_TYPES
    quiet = True
    compress = False

    def do_GET(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        if not (self.compress and path.suffix.lower() in COMPRESSIBLE and path.is_file()
                and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().do_GET()
        body = _gzipped(str(path), path.stat().st_mtime)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def guess_type(self, path):  # noqa: D401 - same contract as the base class
        suffix = Path(str(path)).suffix.lower()
        return MIME_TYPES.get(suffix) or super().guess_type(path)

    def log_message(self, format, *args):  # noqa: A002 - base class signature
        if not self.quiet:
            super().log_message(format, *args)


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        # A browser closing a connection mid-response is normal in tests; keep stderr clean.
        pass


def make_server(host: str = "127.0.0.1", port: int = 0, root: str | Path = REPO_ROOT, quiet: bool = True,
                compress: bool = False):
    """Create (not start) a threading server for ``root``; port 0 picks a free port."""
    handler = functools.partial(type("Handler", (StaticHandler,), {"quiet": quiet, "compress": compress}),
                                directory=str(root))
    return _Server((host, port), handler)


def start_server(root: str | Path = REPO_ROOT, host: str = "127.0.0.1", port: int = 0, quiet: bool = True,
                 compress: bool = False):
    """Serve ``root`` in a background thread. Returns ``(base_url, stop)``; base_url ends with '/'."""
    httpd = make_server(host, port, root, quiet, compress)
    thread = threading.Thread(target=httpd.serve_forever, name="fudabako-static", daemon=True)
    thread.start()
    base_url = f"http://{host}:{httpd.server_address[1]}/"

    def stop() -> None:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)

    return base_url, stop


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Fudabako site (repo root) on localhost.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", default=str(REPO_ROOT))
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument("--gzip", action="store_true", help="gzip text and wasm for browsers that accept it")
    args = parser.parse_args(argv)
    httpd = make_server(args.host, args.port, args.root, quiet=not args.verbose, compress=args.gzip)
    print(f"Fudabako is at http://{args.host}:{httpd.server_address[1]}/", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
