"""すとすてカードゲーム プロトタイプ (seed 004): predict the opponent's action; the dice change what is strong."""

from .rules import StosuteProto, StosuteProtoState  # noqa: F401
