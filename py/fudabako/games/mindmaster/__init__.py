"""マインドマスター (seed 000 #13): guess the suit of your rival's face-down card."""

from .rules import Mindmaster, MindmasterState  # noqa: F401
