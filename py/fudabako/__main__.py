"""`python -m fudabako ...` — see fudabako.cli."""
import sys

from fudabako.cli import main

sys.exit(main())
