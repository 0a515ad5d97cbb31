"""キルゾーン (seed 004, プロトタイプ): a solo card game; fend off the enemies turning up in the kill zone."""

from .rules import Killzone, KillzoneState  # noqa: F401
