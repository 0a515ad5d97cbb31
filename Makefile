# Convenience targets; the scripts are the source of truth.
.PHONY: build serve test bench strength statistics fuzz screenshots

build:
	scripts/build

serve:
	scripts/serve

test:
	scripts/test

bench: build
	PYTHONPATH=py python3 -m fudabako bench
	.venv/bin/python tests/bench/browser_bench.py

# The random-play fuzz at 40 times CI's sample (the same seeds first): every game, BlackPoker in each regulation,
# ヨミ in each character pairing.
FUZZ_GAMES ?= 10000
fuzz:
	FUZZ_GAMES=$(FUZZ_GAMES) .venv/bin/python -m pytest -n auto tests/unit/test_fuzz.py \
		tests/unit/test_blackpoker.py tests/unit/test_yomi_fuzz.py -k "random_play" -q

# The win-rate bars of tests/unit/test_strength.py on STATISTICS_SCALE times CI's samples (the same seeds first).
STATISTICS_SCALE ?= 10
statistics:
	STATISTICS_SCALE=$(STATISTICS_SCALE) .venv/bin/python -m pytest -n auto tests/unit/test_strength.py -q

STRENGTH_GAMES ?= 100
STRENGTH_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
strength:
	PYTHONPATH=py nice -n 19 python3 -m fudabako strength --games $(STRENGTH_GAMES) --jobs $(STRENGTH_JOBS)

screenshots: build
	.venv/bin/python scripts/screenshots.py
