"""BlackPoker 8th edition (seed 001, action list act8.0) — work in progress, not registered yet."""
