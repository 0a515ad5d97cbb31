"""ギミック倉庫3 (seed 004): a solo dice-combat round system — attack or defend against the large plate."""

from .rules import Gimmick3, Gimmick3State  # noqa: F401
