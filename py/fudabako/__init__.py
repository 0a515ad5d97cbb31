"""Fudabako (札箱): a box of card and dice games whose rules run as pure Python."""
