"""The static server's --gzip (Lighthouse's figures are taken through it): a browser that accepts gzip gets the
same bytes compressed, with the file's own type; one that does not, and files that are compressed already, get
the file as it is."""

import gzip
import sys
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests" / "e2e"))

import server  # noqa: E402

pytestmark = pytest.mark.cpython_only  # a socket server: not in Pyodide


def fetch(url: str, accept: str | None):
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept} if accept else {})
    with urllib.request.urlopen(request) as response:
        return response.headers, response.read()


def test_gzip_only_for_a_browser_that_accepts_it(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>" + "札箱" * 500, encoding="utf-8")
    (tmp_path / "a.wasm").write_bytes(b"\0asm" + bytes(range(256)) * 40)
    (tmp_path / "b.zip").write_bytes(b"PK" + bytes(300))
    url, stop = server.start_server(root=tmp_path, compress=True)
    try:
        for name, kind in (("a.wasm", "application/wasm"), ("", "text/html; charset=utf-8")):
            raw = (tmp_path / (name or "index.html")).read_bytes()
            headers, body = fetch(url + name, "gzip, deflate, br")
            assert headers["Content-Encoding"] == "gzip" and headers["Content-Type"] == kind
            assert gzip.decompress(body) == raw and len(body) < len(raw)
            headers, body = fetch(url + name, None)
            assert headers["Content-Encoding"] is None and body == raw
        headers, body = fetch(url + "b.zip", "gzip")
        assert headers["Content-Encoding"] is None and body == (tmp_path / "b.zip").read_bytes()
    finally:
        stop()
