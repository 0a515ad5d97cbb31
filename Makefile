# Convenience targets; the scripts are the source of truth.
.PHONY: build serve test bench strength screenshots

build:
	scripts/build

serve:
	scripts/serve

test:
	scripts/test

bench: build
	PYTHONPATH=py python3 -m fudabako bench
	.venv/bin/python tests/bench/browser_bench.py

STRENGTH_GAMES ?= 100
strength:
	PYTHONPATH=py nice -n 19 python3 -m fudabako strength --games $(STRENGTH_GAMES)

screenshots: build
	.venv/bin/python scripts/screenshots.py
