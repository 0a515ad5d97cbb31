"""デルタ (seed 000, #12): make a hand from cards your rival passed you and fight with the suit triangle."""

from .rules import Delta, DeltaState  # noqa: F401
