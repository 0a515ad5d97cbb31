"""キルゾーン プロトタイプ2 (seed 004): solo; ニンジャスレイヤー fights wave after wave with カラテ, for the highest XP."""

from .rules import KillzoneNinja, KillzoneNinjaState  # noqa: F401
