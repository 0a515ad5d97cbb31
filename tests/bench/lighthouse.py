#!/usr/bin/env python3
"""Lighthouse on the shelf and a game page, mobile and desktop: prints scores and figures, asserts nothing.

Lighthouse 11.7.1 (the last version with the PWA category and its installability checks) through npx, so it needs
the npm registry once; Debian's Chromium, headless. Start the site first, compressed as a real host serves it
(`scripts/serve --gzip`), then

    .venv/bin/python tests/bench/lighthouse.py [--url http://127.0.0.1:8000/] [--pages ,?game=yomi] [--runs 1]

Scores are 0-100 per category; the timings are Lighthouse's simulated ones (a slow 4G phone, or a desktop on
cable), so they speak of download sizes and main-thread work more than of this machine. With --runs above 1 each
figure is the median.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

LIGHTHOUSE = "lighthouse@11.7.1"
CHROMIUM = os.environ.get("FUDABAKO_CHROMIUM", "/usr/bin/chromium")
CATEGORIES = ("performance", "accessibility", "best-practices", "pwa")
TIMINGS = ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift",
           "interactive")
INSTALLABLE = ("installable-manifest", "splash-screen", "themed-omnibox", "maskable-icon", "viewport")


def run(url: str, form: str, out: Path) -> dict:
    command = ["npx", "--yes", LIGHTHOUSE, url, f"--chrome-path={CHROMIUM}",
               "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
               f"--only-categories={','.join(CATEGORIES)}", "--output=json", f"--output-path={out}", "--quiet"]
    if form == "desktop":
        command.append("--preset=desktop")
    subprocess.run(command, check=True, timeout=600)
    report = json.loads(out.read_text(encoding="utf-8"))
    if report.get("runtimeError"):
        raise RuntimeError(f"{url} ({form}): {report['runtimeError']}")
    audits = report["audits"]
    return {"scores": {k: round(100 * (v["score"] or 0)) for k, v in report["categories"].items()},
            "timings": {k: audits[k]["numericValue"] for k in TIMINGS},
            "failed": sorted(k for k in INSTALLABLE if audits.get(k, {}).get("score") != 1),
            "bytes": audits["total-byte-weight"]["numericValue"]}


def median_of(results: list) -> dict:
    pick = lambda key, name: statistics.median(r[key][name] for r in results)  # noqa: E731
    return {"scores": {k: pick("scores", k) for k in results[0]["scores"]},
            "timings": {k: pick("timings", k) for k in TIMINGS},
            "failed": sorted({f for r in results for f in r["failed"]}),
            "bytes": statistics.median(r["bytes"] for r in results)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000/")
    parser.add_argument("--pages", default=",?game=yomi", help="comma-separated queries after --url ('' = the shelf)")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    print(f"{'page':14}{'form':9}" + "".join(f"{c[:6]:>8}" for c in CATEGORIES)
          + f"{'FCP s':>8}{'LCP s':>8}{'TBT ms':>8}{'CLS':>7}{'TTI s':>8}{'MB':>7}  installability")
    with tempfile.TemporaryDirectory() as tmp:
        for query in args.pages.split(","):
            for form in ("mobile", "desktop"):
                results = [run(args.url + query, form, Path(tmp) / f"r{i}.json") for i in range(args.runs)]
                r = median_of(results)
                t = r["timings"]
                print(f"{query or 'shelf':14}{form:9}" + "".join(f"{r['scores'].get(c, 0):>8.0f}" for c in CATEGORIES)
                      + f"{t['first-contentful-paint'] / 1000:>8.1f}{t['largest-contentful-paint'] / 1000:>8.1f}"
                      + f"{t['total-blocking-time']:>8.0f}{t['cumulative-layout-shift']:>7.3f}"
                      + f"{t['interactive'] / 1000:>8.1f}{r['bytes'] / 1e6:>7.1f}  "
                      + ("ok" if not r["failed"] else "failing: " + ", ".join(r["failed"])), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
