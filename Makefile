# Convenience targets; the scripts are the source of truth.
.PHONY: build serve test bench screenshots

build:
	scripts/build

serve:
	scripts/serve

test:
	scripts/test

bench: build
	PYTHONPATH=py python3 -m fudabako bench
	.venv/bin/python tests/bench/browser_bench.py

screenshots: build
	.venv/bin/python scripts/screenshots.py
